// Every message the page says: once in a live region, and once in the message history.
//
// Screen readers drop, merge, purge and reorder live-region messages in ways of their own
// (docs/READERS.md, measured with Orca): a text equal to the one before is dropped as a duplicate,
// an assertive message purges a polite one still waiting, a live region nested in another is
// taken as live too, two regions written in one moment are read in either order, a text inserted
// into a region is skipped when a newer insertion into the same region is already waiting, and a
// region written twice in quick succession is repeated by VoiceOver. So the page has one path:
//
// - Polite regions only (`#spoken`'s), and nothing else on the page is live: the history is a
//   plain section of paragraphs outside them, read with the reader's usual keys.
// - A queue. What arrives while a region was written less than REGION_GAP ms ago waits and is
//   written with the next batch, joined into one text: the last card and "Your turn" are one
//   message, read whole and in order.
// - Each write goes into a region of its own, empty until then, whole: Orca keeps only the newest
//   insertion into a region it has not got to yet, so two writes never share a region. The
//   regions stand in the order they are written (Chromium hands a reader the changes of one moment
//   in the page's order) and each is there a write ahead of its text, holding a no-break space
//   (a region made with its text is not read by every reader; and text put into an empty region
//   reaches Orca as an added child, handled at once, while a replaced text waits its turn with the
//   others); a region is removed once it is KEEP_MS old, long after any reader took its text.
//   They are not atomic: Orca reads an atomic region's text when it gets to the event, which may
//   be a later text by then; the inserted text travels with it.
// - Never the same text twice running: a text equal to the last one written gets a no-break space
//   at its end (not heard, not shown), so the reader takes it as new.
// - An answer to a key that was not yet written goes when the next key's answer comes (the
//   server marks an answer's first message `interrupt`): stale words never hold back new ones.
//   What happens at the table (a card played, the turn) is never dropped.
//
// The server's `kind` (polite, or assertive for the turn and refusals) is not a region of its
// own: an assertive region would purge or interrupt the cards said just before the turn.

const LOG_LIMIT = 500;
const REGION_GAP = 150;
const KEEP_MS = 10_000;
const NO_BREAK_SPACE = "\u00a0";

const listeners = [];  // called with each batch of texts, as they are said (the drawn table's line)
const pending = [];   // [{ text, answer }] not yet written to the live region
let lastWrite = -Infinity;
let lastText = "";
let timer = null;
const written = [];   // [{ region, at }] the regions written, oldest first

/** `listener(texts, messages)` hears every batch of messages as it is said (their texts, and the
 * messages as sent, with their sound): the drawn table shows the latest on the screen
 * (aria-hidden there: the live regions say them). */
export function onMessages(listener) {
  listeners.push(listener);
}

/** One message of the page's own (from the catalogs), in order after the server's. (`assertive`
 * is kept for the callers' sake: every message takes the one path, in order.) */
export function say(text, { assertive = false } = {}) {
  void assertive;
  sayAll([{ text }]);
}

/** The messages of a `say` frame (text, interrupt), in order. A frame whose first message
 * interrupts is the answer to a key: answers to earlier keys still waiting are stale. */
export function sayAll(messages) {
  const said = messages.filter((message) => typeof message.text === "string" && message.text !== "");
  const texts = said.map((message) => message.text);
  if (texts.length === 0) {
    return;
  }
  const log = document.getElementById("log");
  log.append(...texts.map(paragraph));
  while (log.childElementCount > LOG_LIMIT) {
    log.firstElementChild.remove();
  }
  document.getElementById("history").hidden = false;
  for (const listener of listeners) {
    listener(texts, said);
  }
  const answer = messages[0]?.interrupt === true;
  if (answer) {
    for (let i = pending.length - 1; i >= 0; i -= 1) {
      if (pending[i].answer) {
        pending.splice(i, 1);
      }
    }
  }
  // The turn is never stale: Enter plays what the turn allows.
  pending.push(...said.map((message) => ({ text: message.text, answer: answer && message.sound !== "turn" })));
  const wait = lastWrite + REGION_GAP - performance.now();
  if (wait <= 0) {
    write();
  } else if (timer === null) {
    timer = setTimeout(write, wait);
  }
}

function write() {
  timer = null;
  if (pending.length === 0) {
    return;
  }
  lastWrite = performance.now();
  let text = pending.splice(0).map((message) => message.text).reduce(joined);
  if (text === lastText) {
    text += NO_BREAK_SPACE;
  }
  lastText = text;
  const box = document.getElementById("spoken");
  let region = box.lastElementChild;
  if (region === null || region.textContent !== NO_BREAK_SPACE) {
    region = box.appendChild(liveRegion());
  }
  region.textContent = text;
  written.push({ region, at: lastWrite });
  box.append(liveRegion());  // the next write's, there before its text
  while (written.length > 1 && lastWrite - written[0].at > KEEP_MS) {
    written.shift().region.remove();
  }
}

/** Two messages as one text: a sentence ends before the next begins ("Six of spades, 2 of 6."). */
function joined(first, next) {
  return /[.!?…:;]["»“”)]?$/.test(first.trimEnd()) ? `${first.trimEnd()} ${next}` : `${first.trimEnd()}. ${next}`;
}

function liveRegion() {
  const region = document.createElement("div");
  region.setAttribute("role", "status");
  region.setAttribute("aria-live", "polite");
  region.setAttribute("aria-atomic", "false");
  region.textContent = NO_BREAK_SPACE;
  return region;
}

function paragraph(text) {
  const node = document.createElement("p");
  node.textContent = text;
  return node;
}
