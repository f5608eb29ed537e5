"""Who is who, seen from the listener's seat: "du", "dein Partner", "der linke Gegner"."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from ristikontra.engine.events import PlayerInfo
from ristikontra.engine.state import default_players
from ristikontra.i18n import Translator

__all__ = ["Case", "Names", "Perspective", "Relation", "relation"]

Relation = Literal["self", "left", "partner", "right"]
Case = Literal["nom", "acc", "dat"]
#: Whom to call by name: nobody (False: "your partner"), every other player (True), the other
#: people only ("people": at an online table, people have names, computers their role), or
#: every player, the seat listened from too ("all": a watcher, who sits behind a player).
Names = bool | Literal["people", "all"]

_RELATIONS: tuple[Relation, ...] = ("self", "left", "partner", "right")


def relation(listener: int, seat: int) -> Relation:
    """Seat+1 plays after the listener (left), seat+2 is the partner, seat+3 plays before (right)."""
    return _RELATIONS[(seat - listener) % 4]


class Perspective:
    """Names players and teams from one seat; with `use_names`, other players by their names."""

    def __init__(self, t: Translator, seat: int, use_names: Names = False,
                 players: Sequence[PlayerInfo] | None = None) -> None:
        self.t = t
        self.seat = seat
        self.use_names = use_names
        self.players: tuple[PlayerInfo, ...] = tuple(players) if players else default_players(seat)

    def who(self, seat: int) -> str:
        """The catalog's `$who` key: self, partner, left, right, or named."""
        rel = relation(self.seat, seat)
        if self.use_names == "all":
            return "named"
        if self.use_names and rel != "self" and (self.use_names is True or self._kind(seat) == "human"):
            return "named"
        return rel

    def _kind(self, seat: int) -> str:
        return next((p.kind for p in self.players if p.seat == seat), "computer")

    def _name(self, seat: int) -> str:
        for p in self.players:
            if p.seat == seat:
                return p.name
        return str(seat)

    def name(self, seat: int, case: Case = "nom") -> str:
        return self.t("player", who=self.who(seat), case=case, name=self._name(seat))

    def short(self, seat: int) -> str:
        return self.t("player", attribute="short", who=self.who(seat), case="nom", name=self._name(seat))

    @property
    def watching(self) -> bool:
        """A watcher listens: nobody's partner, every team named by its players."""
        return self.use_names == "all"

    def team_key(self, team: int) -> str:
        return "own" if team == self.seat % 2 else "other"

    def team_name(self, team: int) -> str:
        """A team by its players' names, the one who sits first first: "Anna and Carl"."""
        first, second = (self.name(seat) for seat in (team, team + 2))
        return self.t("list-and", first=first, last=second)

    def args(self, seat: int, prefix: str = "") -> dict[str, str]:
        """`who`, `player` and `short_player` catalog arguments for `seat` (optionally prefixed)."""
        if prefix:
            return {f"{prefix}_who": self.who(seat), prefix: self.name(seat),
                    f"{prefix}_short": self.short(seat)}
        return {"who": self.who(seat), "player": self.name(seat), "short_player": self.short(seat)}
