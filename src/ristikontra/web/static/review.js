// The coach's review of the deal just played as a section of the page (`v` between deals, or the
// Review button): the server's `review` frame, its sentences those the terminal's review reads,
// in the seat's language. Each costly decision is an item of a list (its trick, what you played,
// the better card and why); a deal without one has its one sentence.

import { el } from "./dom.js";
import * as sections from "./sections.js";

let connection = null;
let shown = null;   // the `review` frame the section shows

/** Set up once the page has its connection. */
export function mountReview(withConnection) {
  connection = withConnection;
}

/** A `review` frame: the section opens; the review it shows already comes anew (another
 * language) where it is, the focus left where the player has it; `gone` closes it quietly. */
export function showReview(frame) {
  const again = isOpen() && shown !== null && frame.deal === shown.deal;
  if (frame.gone) {
    if (again) {
      sections.close({ quiet: true });
    }
    return;
  }
  shown = frame;
  if (again) {
    sections.redraw("review");
  } else {
    sections.open("review", draw);
  }
}

/** The page's language changed: the review shown, asked for again in the seat's new language
 * (no key: nothing is said, no search starts, the focus stays). */
export function relanguage() {
  if (isOpen() && shown !== null) {
    connection?.send({ type: "review", deal: shown.deal });
  }
}

function draw() {
  const items = Array.isArray(shown.items) ? shown.items : [];
  return {
    title: String(shown.title ?? ""),
    parts: [el("p", { id: "review-note" }, String(shown.note ?? "")),
      items.length ? el("ol", { "aria-labelledby": "review-note" }, items.map((text) => el("li", {}, String(text)))) : null],
  };
}

export function isOpen() {
  return sections.isOpen("review");
}
