"""The coach's sentences: a hint or a reviewed decision of `ai/coach.py` in the player's words.

The coach decides (the action, a typed reason and its arguments, the cost of a mistake); this
module only says it, from ``locales/<lang>/coach.ftl``.
"""

from __future__ import annotations

from ristikontra.ai.coach import Hint, Mistake
from ristikontra.announce.cards import CardWords
from ristikontra.announce.message import Message
from ristikontra.engine import Action, PlayBlind, PlayCard
from ristikontra.i18n import translator

__all__ = ["coach_message"]


def _card_words(lang: str, action: Action, form: str) -> str:
    words = CardWords(translator(lang))
    assert isinstance(action, PlayCard)
    return words.rank(action.card.rank, form)  # type: ignore[arg-type]


def coach_message(item: Hint | Mistake, lang: str) -> Message:
    """The sentence for a hint or a reviewed decision in `lang` (``locales/<lang>/coach.ftl``)."""
    t = translator(lang)
    if isinstance(item, Hint):
        msg_id = "coach-hint-" + item.reason.replace("_", "-")
        args: dict[str, str | int | float] = {k: v for k, v in item.args.items() if k not in ("rank", "led")}
        kind = "blind" if isinstance(item.action, PlayBlind) else "card"
        args["kind"] = kind
        if kind == "card":
            args["card"] = _card_words(lang, item.action, "acc")
            args["card_dat"] = _card_words(lang, item.action, "dat")
            args["card_a"] = _card_words(lang, item.action, "a-nom")
        led = item.args.get("led")
        if isinstance(led, str):
            # The led rank (or the rank led): "seven", "sevens", and "a seven" / "two sevens".
            out = int(item.args.get("out", 1))
            args["led"] = t("rank", rank=led)
            args["led_a"] = t("rank-form", rank=led, form="a-nom")
            args["led_count"] = t("rank-count", rank=led, count=out)
        text = t.format(msg_id, args)
        short = t.format("coach-hint-short", args)
        return Message(text=text, short=short, interrupt=True)
    args = {"trick": item.trick, "cost": max(1, round(item.cost))}
    for name, action in (("played", item.played), ("better", item.better)):
        is_blind = isinstance(action, PlayBlind)
        args[name + "_kind"] = "blind" if is_blind else "card"
        args[name] = "" if is_blind else _card_words(lang, action, "acc")
        args[name + "_dat"] = "" if is_blind else _card_words(lang, action, "dat")
    msg_id = "coach-mistake-hinted" if item.hinted else "coach-mistake"
    text = t.format(msg_id, args)
    if item.why is not None and item.why.reason != "close":
        # The hint's own reason for the better move, after its colon ("Play the nine: the trick
        # is lost, ..."): the review says why, in the words Shift+H used. "It is close" would
        # contradict the points the review just named, so it is left out.
        reason = coach_message(item.why, lang).text.split(": ", 1)[-1]
        text = t.format("coach-mistake-why", {"mistake": text.rstrip("."), "reason": reason})
    return Message(text=text, short=t.format(msg_id + "-short", args))
