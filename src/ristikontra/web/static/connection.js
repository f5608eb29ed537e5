// One WebSocket to the server the page came from, speaking docs/PROTOCOL.md (version 2).
// `request` sends a client frame with an id and resolves with the first frame that answers it
// (an `error` frame too: the caller says its reason); `send` sends one that no frame answers
// (a key: what it causes comes as `say` frames); every frame also goes to `onFrame`.

const PROTOCOL = 2;

export class Connection {
  constructor(onFrame, onLost) {
    this.onFrame = onFrame;
    this.onLost = onLost;
    this.nextId = 1;
    this.waiting = new Map();
    this.socket = null;
    this.limits = {};   // the server's, from `welcome` (`rate`: frames a second)
  }

  open() {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    this.socket = new WebSocket(`${scheme}://${location.host}/`);
    this.socket.addEventListener("message", (event) => this.receive(event.data));
    this.socket.addEventListener("close", () => {
      for (const settle of this.waiting.values()) {
        settle({ type: "error", reason: "unreachable" });
      }
      this.waiting.clear();
      this.onLost();
    });
    return new Promise((resolve) => {
      this.socket.addEventListener("open", async () => {
        const welcome = await this.request({ type: "hello", v: PROTOCOL, client: "ristikontra-web" });
        this.limits = welcome.limits ?? {};
        resolve(welcome);
      }, { once: true });
    });
  }

  request(frame) {
    const id = this.nextId++;
    return new Promise((resolve) => {
      if (!this.socket || this.socket.readyState !== WebSocket.OPEN) {
        resolve({ type: "error", reason: "unreachable" });
        return;
      }
      this.waiting.set(id, resolve);
      this.socket.send(JSON.stringify({ ...frame, id }));
    });
  }

  /** A frame without an answer of its own; false if the connection is not open. */
  send(frame) {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) {
      return false;
    }
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  receive(data) {
    let frame;
    try {
      frame = JSON.parse(data);
    } catch {
      return;
    }
    if (frame === null || typeof frame !== "object") {
      return;
    }
    this.onFrame(frame);
    if (frame.id !== undefined && this.waiting.has(frame.id)) {
      const settle = this.waiting.get(frame.id);
      this.waiting.delete(frame.id);
      settle(frame);
    }
  }
}
