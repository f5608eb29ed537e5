// Every message the page says: once in a live region (polite, or assertive for refusals, errors
// and whatever needs an answer now) and once in the message history (role="log", not itself
// live, so that nothing is announced twice).

const LOG_LIMIT = 500;
/** A screen reader (VoiceOver) repeats a live region written twice in quick succession. */
const REPEAT_MS = 1000;
let last = { text: "", at: -Infinity };

export function say(text, { assertive = false } = {}) {
  const now = performance.now();
  if (text === last.text && now - last.at < REPEAT_MS) {
    return;
  }
  last = { text, at: now };
  const region = document.getElementById(assertive ? "assertive" : "polite");
  const line = document.createElement("p");
  line.textContent = text;
  region.replaceChildren(line);
  const other = document.getElementById(assertive ? "polite" : "assertive");
  other.replaceChildren();
  const log = document.getElementById("log");
  const item = document.createElement("p");
  item.textContent = text;
  log.append(item);
  while (log.childElementCount > LOG_LIMIT) {
    log.firstElementChild.remove();
  }
  document.getElementById("history").hidden = false;
}
