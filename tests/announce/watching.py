"""What a watcher must never hear, built from the catalogs' own seat forms: the teams as seen
from a seat ("your team", "die Gegner", "vastustajat"), the partner and the opponents by their
place, and the sentences only a seated player hears ("You draw", "Your turn", "You won!");
and the draw sentences a watcher must hear, from the same catalogs."""

from __future__ import annotations

import re
from collections.abc import Sequence

from ristikontra.i18n import Translator, translator


def _common_prefix(a: str, b: str) -> str:
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return a[:n]


def seat_forms(lang: str) -> list[str]:
    """Every seat-perspective form of `lang`'s catalogs a watcher's words must not hold."""
    t = translator(lang)
    forms: set[str] = set()
    for team in ("own", "other"):
        for case in ("nom", "dat"):
            forms.add(t("team", team=team, case=case))
    forms.add(t("team", attribute="short", team="own"))
    for who in ("partner", "left", "right"):
        for case in ("nom", "acc", "dat"):
            forms.add(t("player", who=who, case=case, name="-"))
    me = t("player", who="self", case="nom", name="-")
    for lead in ("yes", "no"):
        forms.add(t("turn", who="self", lead=lead, player=me, short_player=me))
    # Sentences about the seat itself: the part before what changes (a card, a count).
    forms.add(_common_prefix(t("draw-own", card="\0a", rank_name="a"), t("draw-own", card="\0b", rank_name="b")))
    played = [t("card-played", who="self", player=me, short_player=me, card=f"\0{c}", rank_name=c, blind="no")
              for c in "ab"]
    forms.add(_common_prefix(*played))
    taken = [t("trick-won", who="self", player=me, short_player=me, named="no", team="own", count=n) for n in (0, 7)]
    forms.add(_common_prefix(*taken))
    for team in ("own", "other"):
        over = [t("game-over", team=team, scoring="sticks", winner_score=n, loser_score=1, deals=2) for n in (2, 3)]
        forms.add(_common_prefix(*over))
    return sorted({form.strip(" \0,.:;") for form in forms} - {""}, key=len, reverse=True)


def seat_forms_in(texts: Sequence[str], lang: str) -> list[tuple[str, str]]:
    """(form, text) for each seat form found in `texts` (whole words, any letter case)."""
    patterns = [(form, re.compile(rf"(?<!\w){re.escape(form)}(?!\w)", re.I)) for form in seat_forms(lang)]
    return [(form, text) for text in texts for form, pattern in patterns if pattern.search(text)]


def draw_sentence(t: Translator, names: Sequence[str]) -> str:
    """What a watcher hears as `names` draw after a trick (in the order they draw)."""
    if len(set(names)) == 4:
        return t("draw-watching", all="yes", count=4, players="", players_short="")
    joined = names[0] if len(names) == 1 else t("list-and", first=", ".join(names[:-1]), last=names[-1])
    return t("draw-watching", all="no", count=len(names), players=joined, players_short=", ".join(names))


__all__ = ["draw_sentence", "seat_forms", "seat_forms_in"]
