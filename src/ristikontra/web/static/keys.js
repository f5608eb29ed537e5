// The table's keys as the server names them (net/webkeys.py): a browser's key event in, the name
// of a key the web seat takes out (or null: the key stays the browser's and the screen
// reader's). Held-down keys are paced below the server's frame limit.

const NAMED = {
  ArrowLeft: "Left", ArrowRight: "Right", ArrowUp: "Up", ArrowDown: "Down", Home: "Home", End: "End",
  PageUp: "PageUp", PageDown: "PageDown", Enter: "Enter", " ": "Space", Escape: "Escape",
  Backspace: "Backspace", Delete: "Delete", F1: "F1", F2: "F2", F7: "F7", F8: "F8", F9: "F9", F10: "F10",
};

/** The web seat's name of the key `event` pressed, or null for a key the page leaves alone. */
export function keyName(event) {
  if (event.altKey || event.metaKey || event.isComposing) {
    return null;  // the browser's, the system's and the screen reader's own keys
  }
  if (event.ctrlKey) {
    return event.key === "F1" ? "Ctrl+F1" : null;
  }
  // Tab sorts the hand, as in the terminal; Shift+Tab leaves the table (the page's way out).
  if (event.key === "Tab") {
    return event.shiftKey ? null : "Tab";
  }
  if (event.key in NAMED) {
    return NAMED[event.key];
  }
  if (/^[a-z0-9?/]$/.test(event.key)) {
    return event.key;
  }
  if (/^[A-Z]$/.test(event.key)) {
    return `Shift+${event.key}`;
  }
  return null;
}

/** Whether a key goes to the server now: every press does; a held-down key's repeats come no
 * faster than the server allows (its `rate`, frames a second, with room to spare) and the rest
 * are dropped, as a terminal's client paces itself. */
export class KeyPacer {
  constructor(rate) {
    this.gap = 1000 / (0.75 * (rate > 0 ? rate : 20));
    this.last = -Infinity;
  }

  allow(event) {
    const now = performance.now();
    if (event.repeat && now - this.last < this.gap) {
      return false;
    }
    this.last = now;
    return true;
  }
}
