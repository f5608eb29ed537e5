// The page's reading sections: the rules, the coach's review, the options. One at a time takes
// the place of the lobby or the table (the messages go on in the live regions and the log; the
// page's `reading` class hides the rest, style.css): its heading (the page's h1 while it is open)
// takes the focus, so a screen reader starts reading there and its reading keys browse the
// headings and paragraphs; a sighted player scrolls. Escape, or the back button at its top
// and end, closes it and gives the focus back to where it was. Every word is text, never HTML.

import { el, show } from "./dom.js";
import { t } from "./strings.js";
import { sayHeading } from "./voice.js";

let node = null;
let current = null;   // { name, draw, back: { element, id, scroll } } while a section is open
let backLabel = () => t("web-back");
let fallback = () => null;
let closed = () => {};

function mount() {
  if (node === null) {
    node = el("section", { id: "reading", "aria-labelledby": "reading-heading", hidden: true,
      onkeydown: (event) => {
        if (event.key === "Escape" && !event.altKey && !event.ctrlKey && !event.metaKey) {
          event.preventDefault();
          close();
        }
      } });
    document.getElementById("main").prepend(node);  // the page's main content while it is open
  }
  return node;
}

/** Where a section's back button leads, named as the page stands (the table once seated, else
 * the lobby), and what takes the focus when the control it came from is gone (the Start button,
 * once the game began meanwhile). */
export function backTo(label, focus) {
  backLabel = label;
  fallback = focus;
}

/** `then()` follows each section the player closed (Escape, a back button): the page back where
 * it was says so (at the table, the server says where the game stands). */
export function onClose(then) {
  closed = then;
}

/** The section `name` is open (an answer that only updates it, not one that opens it). */
export function isOpen(name) {
  return current !== null && current.name === name;
}

/** Open the section `name`: `draw()` gives its title and its parts (elements), called again
 * when the page's language changes. Opening another section closes the one open first. */
export function open(name, draw) {
  if (current === null) {
    const at = document.activeElement;
    current = { back: { element: at, id: at?.id, scroll: window.scrollY } };
    document.body.classList.add("reading");
  }
  current.name = name;
  current.draw = draw;
  mount().hidden = false;
  render();
  window.scrollTo({ top: 0 });
  const heading = node.querySelector("h1");
  heading.focus({ preventScroll: true });
  sayHeading(heading.textContent);
}

/** The open section drawn again (in a new language; with what the server sent since). */
export function redraw(name = null) {
  if (current !== null && (name === null || current.name === name)) {
    const focused = document.activeElement?.id;
    render();
    const again = focused && document.getElementById(focused);
    if (again && node.contains(again)) {
      again.focus({ preventScroll: true });
    }
  }
}

function render() {
  const { title, parts } = current.draw();
  const shown = [parts].flat(Infinity).filter(Boolean);
  const children = [...node.children];
  if (children.length === shown.length + 3 && shown.every((part, i) => children[i + 2] === part)) {
    // The same parts, changed in place (the options' form): only the words around them are new,
    // and the element with the focus stays where it is (moved, it would be read out anew).
    setText(children[0], title);
    setText(children[1], backLabel());
    setText(children[children.length - 1], backLabel());
    return;
  }
  const backButton = (id) => el("button", { type: "button", id, class: "back", onclick: () => close() }, backLabel());
  show(node, el("h1", { id: "reading-heading", tabindex: -1 }, title), backButton("reading-back-top"), parts,
    backButton("reading-back"));
}

function setText(element, text) {
  if (element.textContent !== text) {
    element.textContent = text;
  }
}

/** Close the open section: the page as it was, the focus where it was; unless `quiet` (the
 * page closes it itself), that is said (`onClose`). */
export function close({ quiet = false } = {}) {
  if (current === null) {
    return;
  }
  if (!quiet) {
    closed();
  }
  const { back } = current;
  current = null;
  // The player is elsewhere on the page (the language chooser above it): the focus stays there.
  const away = document.activeElement !== null && document.activeElement !== document.body
    && !node.contains(document.activeElement);
  node.hidden = true;
  show(node);
  document.body.classList.remove("reading");
  if (away) {
    return;
  }
  const found = back.element?.isConnected ? back.element : back.id && document.getElementById(back.id);
  // Gone, or no longer shown (the Review button once the next deal began): the fallback.
  const shown = found && found !== document.body && found.getClientRects().length > 0;
  const target = shown ? found : fallback();
  window.scrollTo({ top: back.scroll });
  if (target) {
    target.focus({ preventScroll: true });
  }
}
