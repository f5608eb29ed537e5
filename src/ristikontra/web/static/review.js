// The coach's review of the deal just played as a section of the page (`v` between deals, or the
// Review button): the server's `review` frame, its sentences those the terminal's review reads,
// in the seat's language. Each costly decision is an item of a list (its trick, what you played,
// the better card and why); a deal without one has its one sentence.

import { el } from "./dom.js";
import * as sections from "./sections.js";

/** A `review` frame: the section opens (or shows the review anew, in another language). */
export function showReview(frame) {
  const items = Array.isArray(frame.items) ? frame.items : [];
  sections.open("review", () => ({
    title: String(frame.title ?? ""),
    parts: [el("p", { id: "review-note" }, String(frame.note ?? "")),
      items.length ? el("ol", { "aria-labelledby": "review-note" }, items.map((text) => el("li", {}, String(text)))) : null],
  }));
}

export function isOpen() {
  return sections.isOpen("review");
}
