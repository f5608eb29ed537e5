// The hand as a listbox: one option per card, named as the server names it, the option at the
// server's cursor active and selected. The listbox is never focused itself: the table around it
// (role="application") holds the focus and takes the keys, and what the cursor reaches is said
// by the live region from the server's `say` frame. So a screen reader hears the card once (a
// focused listbox would read its new active option as well); the listbox is there to be read
// (browse mode, touch exploration) and to be tapped: a card tapped is played, as a click is.

import { el } from "./dom.js";
import { t } from "./strings.js";

export class Hand {
  constructor(onPlay) {
    this.onPlay = onPlay;
    this.node = el("div", { id: "hand", role: "listbox", "aria-label": t("web-hand") });
    this.shown = "";
  }

  relabel() {
    this.node.setAttribute("aria-label", t("web-hand"));
  }

  /** Draw the hand of `table` (a `say` frame's snapshot; null before the first deal). */
  show(table) {
    const cards = table?.hand ?? [];
    const names = table?.card_names ?? [];
    const playable = new Set(table?.playable ?? []);
    const cursor = table?.cursor ?? null;
    // The options are made anew only when the cards change; a cursor's move changes two attributes.
    const state = JSON.stringify([cards, names, [...playable]]);
    if (state !== this.shown) {
      this.shown = state;
      this.draw(cards, names, playable);
    }
    for (const [index, option] of [...this.node.children].entries()) {
      option.setAttribute("aria-selected", index === cursor ? "true" : "false");
    }
    if (cursor !== null && cursor < cards.length) {
      this.node.setAttribute("aria-activedescendant", `hand-${cards[cursor]}`);
    } else {
      this.node.removeAttribute("aria-activedescendant");
    }
  }

  draw(cards, names, playable) {
    const options = cards.map((card, index) => el("div", {
      role: "option",
      id: `hand-${card}`,
      "aria-disabled": playable.size > 0 && !playable.has(card) ? "true" : null,
      class: playable.has(card) ? "playable" : null,
      onclick: () => this.onPlay(card),
    }, names[index] ?? card));
    this.node.replaceChildren(...options);
  }
}
