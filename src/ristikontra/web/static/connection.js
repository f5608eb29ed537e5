// One WebSocket to the server the page came from, speaking docs/PROTOCOL.md (version 3).
// `request` sends a client frame with an id and resolves with the first frame that answers it
// (an `error` frame too: the caller says its reason); `send` sends one that no frame answers
// (a key: what it causes comes as `say` frames); every frame also goes to `onFrame`.
//
// A connection lost (the server restarted, the phone slept, the network came and went) is
// opened again by itself, soon at first and then less often: `onLost` when it goes, `onBack`
// with the new `welcome` once it is open again (the page then takes its seat back).
//
// Behind the front of a group of server processes (docs/SCALING.md) the `welcome` names the
// process reached (`node`): once the page is at a table, every new connection goes through
// `/p/<node>/` to the process that holds it, and a table another process holds (`elsewhere`)
// is asked for again there.

const PROTOCOL = 3;
/** What a process's id may be (net/group.py's NODE_ID). */
const NODE = /^[a-z0-9][a-z0-9_-]{0,15}$/;
/** Requests about a table by its code: asked again at the process that holds it. */
const ROUTED = new Set(["join", "resume", "watch"]);
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
    this.node = null;   // the process this connection reached (a group's `welcome` says)
    this.home = null;   // the process of the page's table: new connections go there
    this.moved = null;  // moving to another process: settled with its `welcome`
    this.inRoom = null; // the `room` request the page is in the room by: asked again after a move
  }

  /** The first connection: resolves with the server's `welcome` (or the error it answered). */
  open() {
    return new Promise((resolve) => this.connect(resolve));
  }

  connect(welcomed) {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const path = this.home ? `/p/${this.home}/` : "/";
    const socket = new WebSocket(`${scheme}://${location.host}${path}`);
    let opened = false;
    this.socket = socket;
    socket.addEventListener("message", (event) => this.receive(event.data));
    socket.addEventListener("close", () => {
      for (const settle of this.waiting.values()) {
        settle({ type: "error", reason: "unreachable" });
      }
      this.waiting.clear();
      if (this.moved) {
        this.connect(welcomed);  // closed on purpose: straight to the table's process, nothing lost
        return;
      }
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
      const welcome = await this.ask({ type: "hello", v: PROTOCOL, client: "ristikontra-web" });
      this.limits = welcome.limits ?? this.limits;
      this.node = NODE.test(welcome.node ?? "") ? welcome.node : null;
      if (this.moved) {
        const settle = this.moved;
        this.moved = null;
        this.tries = 0;
        settle(welcome);
        return;
      }
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

  /** `ask`, and a table's request asked again at its process if another one of the group holds it. */
  async request(frame, moves = 0) {
    const answer = await this.ask(frame);
    if (answer.type === "error" && answer.reason === "elsewhere" && ROUTED.has(frame.type) && moves < 2
        && NODE.test(answer.node ?? "") && answer.node !== this.node) {
      const welcome = await this.moveTo(answer.node);
      if (welcome.type === "error") {
        return welcome;
      }
      await this.roomAgain();
      return this.request(frame, moves + 1);
    }
    if (frame.type === "room") {
      this.inRoom = answer.type === "error" ? this.inRoom : frame;
    } else if (frame.type === "room_leave") {
      this.inRoom = null;
    }
    if (answer.type !== "error" && (ROUTED.has(frame.type) || frame.type === "create")) {
      this.home = this.node;  // the table's process: a lost connection comes back to it
    }
    return answer;
  }

  /** In the room again on the new connection, under the same name: the room of the group hears
   * within a moment that the name left with the connection closed, until then it is `name_taken`. */
  async roomAgain() {
    for (let tries = 0; this.inRoom && tries < 30; tries += 1) {
      const answer = await this.ask(this.inRoom);
      if (answer.type !== "error" || answer.reason !== "name_taken") {
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Connect to process `node` of the group instead (through the front); resolves with its `welcome`. */
  moveTo(node) {
    this.home = node;
    return new Promise((resolve) => {
      this.moved = resolve;
      this.socket.close();
    });
  }

  ask(frame) {
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
