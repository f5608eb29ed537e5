// One WebSocket to the server the page came from, speaking docs/PROTOCOL.md (version 3).
// `request` sends a client frame with an id and resolves with the first frame that answers it
// (an `error` frame too: the caller says its reason); `send` sends one that no frame answers
// (a key: what it causes comes as `say` frames); every frame also goes to `onFrame`.
//
// A connection lost (the server restarted, the phone slept, the network came and went) is
// opened again by itself, soon at first and then less often: `onLost` when it goes, `onBack`
// with the new `welcome` once it is open again (the page then takes its seat back).

const PROTOCOL = 3;
/** Milliseconds before each new try after a lost connection; the last one is repeated. */
const RETRY = [250, 500, 1000, 2000, 4000];

export class Connection {
  constructor(onFrame, onLost, onBack = () => {}) {
    this.onFrame = onFrame;
    this.onLost = onLost;
    this.onBack = onBack;
    this.nextId = 1;
    this.waiting = new Map();
    this.socket = null;
    this.limits = {};   // the server's, from `welcome` (`rate`: frames a second)
    this.welcomed = false;
    this.tries = 0;
  }

  /** The first connection: resolves with the server's `welcome` (or the error it answered). */
  open() {
    return new Promise((resolve) => this.connect(resolve));
  }

  connect(welcomed) {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const socket = new WebSocket(`${scheme}://${location.host}/`);
    let opened = false;
    this.socket = socket;
    socket.addEventListener("message", (event) => this.receive(event.data));
    socket.addEventListener("close", () => {
      for (const settle of this.waiting.values()) {
        settle({ type: "error", reason: "unreachable" });
      }
      this.waiting.clear();
      if (this.tries === 0) {
        this.onLost();  // said once, not again for each try that fails until the server answers
      }
      if (opened && !this.welcomed) {
        return;  // the server refused our hello (another version): it would refuse it again
      }
      const wait = RETRY[Math.min(this.tries, RETRY.length - 1)];
      this.tries += 1;
      setTimeout(() => this.connect(welcomed), wait);
    });
    socket.addEventListener("open", async () => {
      opened = true;
      const welcome = await this.request({ type: "hello", v: PROTOCOL, client: "ristikontra-web" });
      this.limits = welcome.limits ?? this.limits;
      if (welcome.type !== "error") {
        this.tries = 0;  // a server that drops us at once is tried less and less often
      }
      if (this.welcomed) {
        this.onBack(welcome);
      } else {
        this.welcomed = welcome.type !== "error";
        welcomed(welcome);
      }
    }, { once: true });
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

  /** A frame with an id of its own that nothing awaits: only a refusal answers it (an `error`
   * with this id, to `onFrame`). The id, or null if the connection is not open. */
  sendTagged(frame) {
    const id = this.nextId++;
    return this.send({ ...frame, id }) ? id : null;
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
