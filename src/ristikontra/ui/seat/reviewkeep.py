"""The coach's review kept with a game saved between deals: the seat's decisions of the deal just
played (the view it had and what it played) and the hints it heard, as plain JSON.

A game quit between deals and resumed still has the review of that deal (`v`): the decisions come
back from the save and are reviewed again, as the deal's end would have. The review itself is not
kept: it may not have been finished at the quit, and the same decisions give the same review.
What is read back is checked as any file we did not write: anything amiss is a `ValueError`,
and the game goes on without the review.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ristikontra.ai.coach import Hint
from ristikontra.engine import Action, SeatView
from ristikontra.engine.view_json import action_from_json, action_to_json, view_from_json, view_to_json

__all__ = ["kept_decisions", "restored_decisions"]

Decisions = list[tuple[SeatView, Action]]
Hints = list[tuple[SeatView, Hint]]


def kept_decisions(deal: int, decisions: Sequence[tuple[SeatView, Action]],
                   hints: Sequence[tuple[SeatView, Hint]]) -> dict[str, Any]:
    """The decisions of `deal` and the hints heard in them, for the save. A hint is kept by the
    decision it was heard at: the review only asks whether a decision followed one."""
    views = [view for view, _ in decisions]
    return {
        "deal": deal,
        "decisions": [{"view": view_to_json(view), "action": action_to_json(action)} for view, action in decisions],
        "hints": [{"decision": views.index(view), "action": action_to_json(h.action), "reason": h.reason,
                   "args": dict(h.args), "gain": h.gain}
                  for view, h in hints if view in views],
    }


def restored_decisions(data: Any, deal: int, seat: int) -> tuple[Decisions, Hints]:
    """The decisions and hints :func:`kept_decisions` kept, if they are `seat`'s in `deal`;
    raises ValueError if they are not, or are not decisions at all."""
    try:
        if not isinstance(data, dict) or data.get("deal") != deal:
            raise ValueError("not the decisions of this deal")
        decisions: Decisions = []
        for entry in data["decisions"]:
            view, action = view_from_json(entry["view"]), action_from_json(entry["action"])
            if view.seat != seat or view.deal != deal or action.seat != seat or action not in view.legal:
                raise ValueError("a decision of another seat or deal")
            decisions.append((view, action))
        hints: Hints = []
        for entry in data["hints"]:
            args = entry["args"]
            if not isinstance(entry["reason"], str) or not isinstance(args, dict) or not all(
                    isinstance(k, str) and isinstance(v, int | str) for k, v in args.items()):
                raise ValueError("a hint that is not one")
            at = int(entry["decision"])
            if not 0 <= at < len(decisions):
                raise ValueError("a hint at no decision")
            hint = Hint(action_from_json(entry["action"]), entry["reason"], args, float(entry["gain"]))
            hints.append((decisions[at][0], hint))
    except (KeyError, TypeError, IndexError, AttributeError, OverflowError) as error:
        raise ValueError(f"damaged decisions: {error!r}") from error
    return decisions, hints
