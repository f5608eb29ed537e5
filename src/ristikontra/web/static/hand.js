// The card table as screen readers take it: the hand as a listbox, one option per card named as
// the server names it. The listbox itself holds the focus (Tab reaches it, Shift+Tab leaves it)
// and takes the table's keys: a listbox is a widget Orca, NVDA and JAWS switch to focus mode for
// by themselves, so letters and arrows reach the page without the player's help.
//
// One voice per key: the page speaks the cursor (the server's words, "six of diamonds, 2 of 6",
// with "not allowed now" and the hand's edges, in the one live region), so the listbox has no
// active descendant and no selection that a reader would read as well, and a card played or drawn
// never moves a reader's focus (which would cut off what is being said). The cursor's card is
// `aria-current` for who explores the list (browse mode, a finger on a phone); an option tapped
// or clicked is played.

import { el } from "./dom.js";
import { t } from "./strings.js";

export class Hand {
  constructor(onPlay, onKey) {
    this.onPlay = onPlay;
    this.node = el("div", { id: "hand", role: "listbox", tabindex: 0, "aria-label": t("web-table-label"),
      onkeydown: (event) => onKey(event) });
    this.shown = "";
    this.draw([], [], new Set());
  }

  relabel() {
    this.node.setAttribute("aria-label", t("web-table-label"));
    const none = this.node.querySelector("#hand-none");
    if (none) {
      none.textContent = t("web-hand-none");
    }
  }

  /** Draw the hand of `table` (a `say` frame's snapshot; null before the first deal). */
  show(table) {
    const cards = table?.hand ?? [];
    const names = table?.card_names ?? [];
    const playable = new Set(table?.playable ?? []);
    const cursor = table?.cursor ?? null;
    // The options are made anew only when the cards change; a cursor's move changes one attribute.
    const state = JSON.stringify([cards, names, [...playable]]);
    if (state !== this.shown) {
      this.shown = state;
      this.draw(cards, names, playable);
    }
    for (const [index, option] of [...this.node.children].entries()) {
      if (index === cursor) {
        option.setAttribute("aria-current", "true");
      } else {
        option.removeAttribute("aria-current");
      }
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
    // No cards (before the first deal, between deals): one option says so. Orca says nothing at
    // all, not even the table's name, when the focus comes to an empty list box.
    this.node.replaceChildren(...(options.length > 0 ? options
      : [el("div", { role: "option", id: "hand-none", "aria-disabled": "true" }, t("web-hand-none"))]));
  }
}
