// The card table as screen readers take it: a listbox named "Card table" whose options are the
// cards of the drawn hand (tableview.js draws them where a sighted player sees them, and the
// listbox owns them with `aria-owns`: one set of cards, explored by a finger on a phone where they
// are drawn, read in the listbox in browse mode, tapped or clicked to play). The listbox itself
// holds the focus (Tab reaches it, Shift+Tab leaves it) and takes the table's keys: a listbox is a
// widget Orca, NVDA and JAWS switch to focus mode for by themselves, so letters and arrows reach
// the page without the player's help.
//
// One voice per key: the page speaks the cursor (the server's words, "six of diamonds, 2 of 6",
// with "not allowed now" and the hand's edges, in the one live region), so the listbox has no
// active descendant and no selection that a reader would read as well, and a card played or drawn
// never moves a reader's focus (which would cut off what is being said). The cursor's card is
// `aria-current` for who explores the list.

import { el } from "./dom.js";
import { t } from "./strings.js";

/** The id of a card of the drawn hand (tableview.js), which the listbox owns. */
export function cardId(card) {
  return `card-${card}`;
}

export class Hand {
  constructor(onKey) {
    this.node = el("div", { id: "hand", role: "listbox", tabindex: 0, "aria-label": t("web-table-label"),
      onkeydown: (event) => onKey(event) });
    this.show(null);
  }

  relabel() {
    this.node.setAttribute("aria-label", t("web-table-label"));
    const none = this.node.querySelector("#hand-none");
    if (none) {
      none.textContent = t("web-hand-none");
    }
  }

  /** The hand of `table` (a `say` frame's snapshot; null before the first deal): the drawn cards
   * owned, or, with no cards, one option that says so (Orca says nothing at all, not even the
   * table's name, when the focus comes to an empty list box). */
  show(table) {
    const cards = table?.hand ?? [];
    if (cards.length > 0) {
      this.node.replaceChildren();
      this.node.setAttribute("aria-owns", cards.map(cardId).join(" "));
    } else {
      this.node.removeAttribute("aria-owns");
      if (!this.node.querySelector("#hand-none")) {
        this.node.replaceChildren(el("div", { role: "option", id: "hand-none", "aria-disabled": "true" },
          t("web-hand-none")));
      }
    }
  }
}
