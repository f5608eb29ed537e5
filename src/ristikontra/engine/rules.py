"""Every rule option of docs/RULES.md in one frozen object, with named presets."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any, Literal

__all__ = [
    "PRESETS",
    "SHORT_VALUES",
    "STANDARD_VALUES",
    "Rules",
    "Scoring",
    "find_preset",
]

Scoring = Literal["sticks", "running_total"]

STANDARD_VALUES: Mapping[str, int] = MappingProxyType({"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2})
SHORT_VALUES: Mapping[str, int] = MappingProxyType({"A": 5, "T": 1, "K": 4, "Q": 3, "J": 2})


#: No game is played to more than this; a larger target can only come from a forged file.
MAX_TARGET = 10_000


def _whole(value: Any) -> int:
    """A whole number as saved (not a float, string or bool that `int()` would quietly take)."""
    if type(value) is not int:
        raise ValueError(f"not a whole number: {value!r}")
    return value


@dataclass(frozen=True)
class Rules:
    """The rules of one game. Build variants with :meth:`with_options`."""

    scoring: Scoring = "sticks"
    target: int = 7
    card_values: Mapping[str, int] = field(default_factory=lambda: STANDARD_VALUES)
    blind_play: bool = True
    lead_limit: int = 3
    fourth_king: bool = False
    dirty: bool = False

    def __post_init__(self) -> None:
        if self.scoring not in ("sticks", "running_total"):
            raise ValueError(f"unknown scoring {self.scoring!r}")
        if self.target < 1:
            raise ValueError("target must be at least 1")
        if self.target > MAX_TARGET:
            raise ValueError(f"target must be at most {MAX_TARGET}")
        if self.lead_limit not in (0, 2, 3):
            raise ValueError("lead limit must be 3, 2 or 0 (off)")
        values = MappingProxyType(dict(self.card_values))
        for rank, value in values.items():
            if len(rank) != 1 or rank not in "23456789TJQKA" or not isinstance(value, int) or value < 0:
                raise ValueError(f"bad card value {rank}={value}")
        object.__setattr__(self, "card_values", values)
        # docs/RULES.md §3: the fourth-king limit is on whenever the dirty game is.
        if self.dirty and not self.fourth_king:
            object.__setattr__(self, "fourth_king", True)

    def value(self, rank: str) -> int:
        return self.card_values.get(rank, 0)

    @property
    def pack_points(self) -> int:
        """Points in the whole pack (120 with standard values, 60 with the short count)."""
        return 4 * sum(self.card_values.values())

    def with_options(self, **changes: Any) -> Rules:
        return replace(self, **changes)

    def to_json(self) -> dict[str, Any]:
        return {
            "scoring": self.scoring,
            "target": self.target,
            "card_values": dict(self.card_values),
            "blind_play": self.blind_play,
            "lead_limit": self.lead_limit,
            "fourth_king": self.fourth_king,
            "dirty": self.dirty,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Rules:
        return cls(
            scoring=data["scoring"],
            target=_whole(data["target"]),
            card_values={str(k): _whole(v) for k, v in data["card_values"].items()},
            blind_play=bool(data["blind_play"]),
            lead_limit=_whole(data["lead_limit"]),
            fourth_king=bool(data["fourth_king"]),
            dirty=bool(data["dirty"]),
        )

    def __reduce__(self) -> tuple[Any, tuple[dict[str, Any]]]:
        # The read-only card-value mapping cannot be pickled; the JSON form can (multiprocessing).
        return (Rules.from_json, (self.to_json(),))

    def __hash__(self) -> int:
        return hash((self.scoring, self.target, tuple(sorted(self.card_values.items())),
                     self.blind_play, self.lead_limit, self.fourth_king, self.dirty))


#: Named rule sets: the Braillespiel sticks game (default), Saari's running total to 120,
#: and Saari's short count to 60.
PRESETS: Mapping[str, Rules] = MappingProxyType(
    {
        "sticks": Rules(),
        "total": Rules(scoring="running_total", target=120),
        "short": Rules(scoring="running_total", target=60, card_values=SHORT_VALUES),
    }
)


def find_preset(name: str) -> Rules:
    try:
        return PRESETS[name]
    except KeyError:
        raise ValueError(f"unknown rule set {name!r}; choose one of {', '.join(PRESETS)}") from None
