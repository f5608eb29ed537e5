// Every message the page says: once in a live region (polite, or assertive for "your turn",
// refusals and errors) and once in the message history (role="log", not itself live, so that
// nothing is announced twice).
//
// A live region holds only the latest batch of messages, each a paragraph of its own, and is
// not atomic: a screen reader reads what was added, never what was there before (TalkBack reads
// a changed region whole, so nothing old may stay in it). A region is written at most once in
// REGION_GAP ms (VoiceOver repeats a region written twice in quick succession): what comes
// sooner waits and is written with the next batch, in order.

const LOG_LIMIT = 500;
const REGION_GAP = 150;

const listeners = [];  // called with each batch of texts, as they are said (the drawn table's line)
const pending = [];   // [{ text, assertive }] not yet written to a live region
let lastWrite = -Infinity;
let timer = null;

/** `listener(texts, messages)` hears every batch of messages as it is said (their texts, and the
 * messages as sent, with their sound): the drawn table shows the latest on the screen
 * (aria-hidden there: the live regions say them). */
export function onMessages(listener) {
  listeners.push(listener);
}

/** One message of the page's own (from the catalogs), in order after the server's. */
export function say(text, { assertive = false } = {}) {
  sayAll([{ text, kind: assertive ? "assertive" : "polite" }]);
}

/** The messages of a `say` frame (text, kind), in order. */
export function sayAll(messages) {
  if (messages.length === 0) {
    return;
  }
  const log = document.getElementById("log");
  log.append(...messages.map((message) => paragraph(message.text)));
  while (log.childElementCount > LOG_LIMIT) {
    log.firstElementChild.remove();
  }
  document.getElementById("history").hidden = false;
  for (const listener of listeners) {
    listener(messages.map((message) => message.text), messages);
  }
  pending.push(...messages.map((message) => ({ text: message.text, assertive: message.kind === "assertive" })));
  const wait = lastWrite + REGION_GAP - performance.now();
  if (wait <= 0) {
    write();
  } else if (timer === null) {
    timer = setTimeout(write, wait);
  }
}

function write() {
  timer = null;
  lastWrite = performance.now();
  const batch = pending.splice(0);
  const polite = batch.filter((message) => !message.assertive);
  const assertive = batch.filter((message) => message.assertive);
  // A region not written in this batch is emptied (silently: removals are not read), so each
  // region holds only what is new.
  document.getElementById("polite").replaceChildren(...polite.map((message) => paragraph(message.text)));
  document.getElementById("assertive").replaceChildren(...assertive.map((message) => paragraph(message.text)));
}

function paragraph(text) {
  const node = document.createElement("p");
  node.textContent = text;
  return node;
}
