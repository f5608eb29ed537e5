"""What a deal's outcome is worth to a team, in game terms rather than raw card points.

The search compares actions by the expected value of the deal's end for the mover's team:

- **sticks**: sticks won minus sticks lost in this deal (1 for a win, 2 for a 120-point sweep,
  plus sticks carried over from ties; a tie is worth 0), and with the dirty game a team left
  dirty loses the deal; winning the whole game with this deal is worth ``game_bonus`` more
  (losing it, as much less);
- **running totals**: the change of our total minus the change of theirs, in packs (so a deal
  taking every point is worth about 1), which counts the reset to zero of a team that scored
  nothing (and of a team left dirty); reaching the target and winning is worth ``game_bonus``;
- in both, plus ``point_weight`` times the card-point difference of the deal in packs.

The point term is deliberately not tiny: with the default weight 3, a 40-point margin counts as
much as one stick. A deal win is a step at 61 points that a few dozen sampled worlds measure
poorly, while card points move smoothly and almost always the same way as the win. Measured
against `basic` (duplicate deals, same seeds, about 150 pairs each): weight 1 gave +14.6 card
points a deal, weight 3 gave +17.4, at the same confidence setting of the strong player.
Stick and game values still decide whenever they differ clearly (a deal or the game at stake).

The deal is scored by the engine's own kernel (:func:`ristikontra.engine.scoring.score_deal`):
this module only weighs the outcome.
"""

from __future__ import annotations

from dataclasses import dataclass

from ristikontra.engine import Rules
from ristikontra.engine.scoring import score_deal

__all__ = ["DEFAULT_VALUE_MODEL", "ValueModel", "deal_value"]


@dataclass(frozen=True)
class ValueModel:
    """Weights of :func:`deal_value`."""

    #: Weight of the card-point difference (in packs: 120 points with standard values = 1.0).
    point_weight: float = 3.0
    #: Extra value of winning the game with this deal.
    game_bonus: float = 3.0


DEFAULT_VALUE_MODEL = ValueModel()


def deal_value(
    rules: Rules,
    totals: tuple[int, int],
    carry: int,
    points: tuple[int, int],
    dirty: tuple[bool, bool],
    team: int,
    model: ValueModel = DEFAULT_VALUE_MODEL,
) -> float:
    """Value for `team` of a deal that ends with `points` and `dirty`, starting from `totals`
    and `carry` (sticks waiting after ties)."""
    pack = rules.pack_points or 1
    other = 1 - team
    value = model.point_weight * (points[team] - points[other]) / pack
    outcome = score_deal(rules, totals, carry, points, dirty)
    if rules.scoring == "sticks":
        if outcome.winner is None:
            return value
        sign = 1.0 if outcome.winner == team else -1.0
        value += sign * outcome.award
        if outcome.game_winner is not None:
            value += sign * model.game_bonus
        return value
    new = outcome.totals
    value += ((new[team] - totals[team]) - (new[other] - totals[other])) / pack
    if outcome.game_winner is not None:
        value += model.game_bonus if outcome.game_winner == team else -model.game_bonus
    return value
