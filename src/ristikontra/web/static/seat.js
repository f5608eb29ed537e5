// The page's side of the web seat (web/seat.py, docs/PROTOCOL.md "The web seat"). Once the
// seat is ours (opened, taken, or resumed after a reload) the page asks the server to speak for
// it (`announce`, in the page's language and verbosity). From then on every sentence comes in
// `say` frames: their messages go to the live region and the history as they are (messages.js),
// their snapshot to the hand listbox (and to whatever else draws the table: `onSnapshot`). The
// hand listbox holds the focus and sends the table's keys to the server by name (hand.js); the
// page knows no sentence and no rule of the game.

import { el, show } from "./dom.js";
import { Hand } from "./hand.js";
import { forget, recall, remember } from "./kept.js";
import { KeyPacer, keyName } from "./keys.js";
import { say, sayAll } from "./messages.js";
import { t, words } from "./strings.js";

const VERBOSITY_KEY = "ristikontra.verbosity";
/** The seat's output settings the page was last told (`say`'s `output`), given back with
 * `announce`: a reload or a new connection keeps what the options set. Checked here as the server
 * checks them (a value it refuses would refuse the seat's announcing). */
const OUTPUT_KEY = "ristikontra.output";
const PERCENT = (v) => Number.isInteger(v) && v >= 0 && v <= 100 && v % 10 === 0;
const OUTPUT_CHECKS = { speech: (v) => typeof v === "string" && /^[a-z]{1,16}$/.test(v),
  sound: (v) => typeof v === "boolean", sound_volume: PERCENT, voice_volume: PERCENT, voice_rate: PERCENT,
  online_hints: (v) => typeof v === "boolean" };
/** The phases in which the deal just played may be reviewed. */
const BETWEEN_DEALS = ["deal_over", "game_over"];
const HOWTO = ["web-howto-keys", "web-howto-sections", "web-howto-orca", "web-howto-nvda", "web-howto-jaws",
  "web-howto-voiceover", "web-howto-mobile"];

export class Seat {
  constructor(node, connection) {
    this.node = node;
    this.connection = connection;
    this.announcing = false;
    /** The id of the last `announce` sent (only a refusal answers it). */
    this.announced = null;
    /** The last snapshot of the table (null before the first deal's view). */
    this.table = null;
    /** Called with each `say` frame after its messages are said: (snapshot, frame). */
    this.onSnapshot = [];
    /** Shift+R (or Control+F1): the page shows the rules as a section to read, not step by step. */
    this.onRules = () => {};
    /** `o` or F2: the page shows the seat's options as a form, not as the menu of keys. */
    this.onOptions = () => {};
    this.pacer = new KeyPacer(20);
    this.hand = new Hand((event) => this.key(event));
    /** Where the keys go: the hand listbox (hand.js), the one element of the table with the focus. */
    this.region = this.hand.node;
    // What sighted players see of the table's box (its focus ring around it): its name. The
    // listbox's label says it to screen readers already.
    this.box = el("div", { id: "table" }, el("p", { class: "caption", "aria-hidden": "true" }), this.hand.node);
    this.chat = this.chatForm();
    // The coach's review of the deal just played, between deals: the same as `v` at the table.
    this.reviewButton = el("button", { type: "button", id: "review-open", hidden: true,
      onclick: () => this.askReview() });
    this.optionsButton = el("button", { type: "button", id: "options-open", onclick: () => this.onOptions() });
    // The next deal, between deals: what Enter does at the table, for a phone without keys.
    this.nextButton = el("button", { type: "button", id: "next-deal", hidden: true,
      onclick: () => this.connection.send({ type: "key", key: "Enter" }) });
    // After the game, for who opened the table: a new game at it, what Enter does then.
    this.againButton = el("button", { type: "button", id: "new-game", hidden: true,
      onclick: () => this.connection.send({ type: "key", key: "Enter" }) });
    this.draw();
  }

  /** The seat is ours: the server speaks for it from now on, and the table takes the focus. */
  announce() {
    const first = !this.announcing;
    this.announcing = true;
    this.pacer = new KeyPacer(this.connection.limits.rate);
    this.node.hidden = false;
    this.chat.querySelector("input").maxLength = this.connection.limits.chat ?? 200;
    this.announced = this.connection.sendTagged({ type: "announce", lang: words().lang,
      verbosity: recall(VERBOSITY_KEY) ?? "normal", output: keptOutput() });
    if (first) {
      this.focusTable();
    }
  }

  /** Whether `frame` refuses the last `announce` for what the page kept: a setting this server
   * does not take (kept from another version of it). The page then forgets what it kept and
   * announces again with the server's defaults, so the seat is spoken for all the same. */
  refused(frame) {
    if (frame.type !== "error" || frame.id === undefined || frame.id !== this.announced) {
      return false;
    }
    this.announced = null;
    if (frame.reason !== "bad_message" || (recall(OUTPUT_KEY) === null && recall(VERBOSITY_KEY) === null)) {
      return false;
    }
    forget(OUTPUT_KEY);
    forget(VERBOSITY_KEY);
    say(t("web-kept-settings-dropped"));
    this.announce();
    return true;
  }

  /** The keys go to the card table; the page does not scroll down to it, so a sighted player
   * (on a phone above all) keeps the drawn table in view, its hand ringed while it has the keys. */
  focusTable() {
    this.region.focus({ preventScroll: true });
  }

  /** A `say` frame: its messages in order, then its snapshot. */
  heard(frame) {
    sayAll(Array.isArray(frame.messages) ? frame.messages : []);
    if (frame.output?.verbosity) {
      // The options menu's choice, kept for the next visit's `announce`.
      remember(VERBOSITY_KEY, frame.output.verbosity);
      remember(OUTPUT_KEY, JSON.stringify(outputOf(frame.output)));
    }
    if (frame.table) {
      this.table = frame.table;
    }
    this.hand.show(this.table);
    const hide = !(this.table && BETWEEN_DEALS.includes(this.table.phase));
    const hideNext = this.table?.phase !== "deal_over";
    const hideAgain = !(this.table?.phase === "game_over" && this.table.host);
    if ((hide && document.activeElement === this.reviewButton) || (hideNext && document.activeElement === this.nextButton)
        || (hideAgain && document.activeElement === this.againButton)) {
      this.focusTable();  // the next deal began: the keys go to the table, not to the page's body
    }
    this.reviewButton.hidden = hide;
    this.nextButton.hidden = hideNext;
    this.againButton.hidden = hideAgain;
    for (const hook of this.onSnapshot) {
      hook(this.table, frame);
    }
  }

  /** `v`: the server answers with the review (a `review` frame), or says why there is none yet. */
  askReview() {
    this.connection.send({ type: "key", key: "v" });
  }

  /** An `export` frame (the key `e`): the game's messages saved as a text file. */
  saveLines(frame) {
    const lines = Array.isArray(frame.lines) ? frame.lines : [];
    const url = URL.createObjectURL(new Blob([lines.join("\n") + "\n"], { type: "text/plain;charset=utf-8" }));
    const link = el("a", { href: url, download: "ristikontra.txt", hidden: true });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  key(event) {
    if (!this.announcing) {
      return;
    }
    if (event.key === "/" && !event.ctrlKey && !event.altKey && !event.metaKey) {
      // Slash opens the chat line, as in the terminal: here the page's own text field, which
      // writes whatever the keyboard writes (the server's key set has no umlauts).
      event.preventDefault();
      this.chat.querySelector("input").focus();
      return;
    }
    const name = keyName(event);
    if (name === null) {
      return;
    }
    event.preventDefault();
    if (name === "Shift+R" || name === "Ctrl+F1") {
      this.onRules();
      return;
    }
    if (name === "o" || name === "F2") {
      this.onOptions();
      return;
    }
    if (this.pacer.allow(event)) {
      this.connection.send({ type: "key", key: name });
    }
  }

  /** A chat line typed as text (umlauts, punctuation: whatever the keyboard writes), sent as the
   * protocol's `chat`. What it caused (the line said to the table, "Sent.", a refusal) comes back
   * from the server in `say` frames like everything else. Enter in the field sends it. */
  chatForm() {
    const line = el("input", { id: "chat-line", type: "text", autocomplete: "off", enterkeyhint: "send",
      onkeydown: (event) => {
        if (event.key === "Escape" && this.announcing) {
          // Cancelled, as the terminal's Escape cancels its chat line: nothing is sent, and the
          // next chat line starts empty (a line kept would go out with the next one).
          line.value = "";
          say(t("web-chat-cancelled"));
          this.region.focus();
        }
      } });
    const form = el("form", { class: "chat", onsubmit: (event) => {
      event.preventDefault();
      const text = line.value.trim();
      if (text === "") {
        say(t("web-chat-empty"), { assertive: true });
      } else if (this.connection.send({ type: "chat", text })) {
        line.value = "";
        if (this.announcing) {
          this.region.focus();  // sent: back at the table, as after the terminal's chat line
        }
      } else {
        say(t("web-chat-not-sent"), { assertive: true });  // kept in the field, to send once back
      }
    } }, el("label", { for: "chat-line" }), line, el("button", { type: "submit" }));
    return form;
  }

  /** The table and the words around it, in the page's language (drawn again when it changes). */
  draw() {
    // For a sighted player the box would say only its name: what it is for (keys, not taps).
    this.box.querySelector(".caption").textContent = t("web-table-caption");
    this.hand.relabel();
    this.chat.querySelector("label").textContent = t("web-chat");
    this.chat.querySelector("button").textContent = t("web-chat-send");
    this.reviewButton.textContent = t("web-review");
    this.nextButton.textContent = t("web-next-deal");
    this.againButton.textContent = t("web-new-game");
    this.optionsButton.textContent = t("web-options");
    show(this.node, this.box, el("div", { class: "tools" }, this.nextButton, this.againButton, this.reviewButton,
      this.optionsButton), this.chat,
      el("section", { "aria-labelledby": "howto-heading", class: "howto" },
        el("h2", { id: "howto-heading" }, t("web-howto-heading")),
        HOWTO.map((id) => el("p", {}, t(id)))));
  }
}

// Storage may be off (a private window): the page then asks for the server's default.
/** Of `output`, the settings the page gives back, each a value the server takes. */
function outputOf(output) {
  const kept = {};
  for (const [name, check] of Object.entries(OUTPUT_CHECKS)) {
    if (output && check(output[name])) {
      kept[name] = output[name];
    }
  }
  return kept;
}

function keptOutput() {
  try { return outputOf(JSON.parse(recall(OUTPUT_KEY) ?? "null")); } catch { return {}; }
}
