"""Every rule option of docs/RULES.md in one frozen object, with named presets."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from functools import cached_property
from types import MappingProxyType
from typing import Any, Literal

from ristikontra.engine.errors import RulesError

__all__ = [
    "LEAD_LIMITS",
    "PRESETS",
    "SHORT_VALUES",
    "STANDARD_VALUES",
    "Rules",
    "Scoring",
    "find_preset",
    "implications",
    "implied_by",
]

Scoring = Literal["sticks", "running_total"]

STANDARD_VALUES: Mapping[str, int] = MappingProxyType({"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2})
SHORT_VALUES: Mapping[str, int] = MappingProxyType({"A": 5, "T": 1, "K": 4, "Q": 3, "J": 2})


#: No game is played to more than this; a larger target can only come from a forged file.
MAX_TARGET = 10_000


def _whole(value: Any) -> int:
    """A whole number as saved (not a float, string or bool that `int()` would quietly take)."""
    if type(value) is not int:
        raise RulesError("not_whole", f"not a whole number: {value!r}")
    return value


def _implies(**values: object) -> dict[str, object]:
    """Field metadata: turning this option on sets the named options to these values."""
    return {"implies": values}


@dataclass(frozen=True)
class Rules:
    """The rules of one game. Build variants with :meth:`with_options`.

    The fields are the rule options: the JSON form, the hash and the "implies" relations are
    read from them, so a new option is one field here (and its logic in the engine).
    """

    scoring: Scoring = "sticks"
    target: int = 7
    card_values: Mapping[str, int] = field(default_factory=lambda: STANDARD_VALUES)
    blind_play: bool = True
    lead_limit: int = 3
    fourth_king: bool = False
    #: docs/RULES.md §3: the fourth-king limit is on whenever the dirty game is.
    dirty: bool = field(default=False, metadata=_implies(fourth_king=True))

    def __post_init__(self) -> None:
        if self.scoring not in ("sticks", "running_total"):
            raise RulesError("scoring", f"unknown scoring {self.scoring!r}")
        if self.target < 1:
            raise RulesError("target", "target must be at least 1")
        if self.target > MAX_TARGET:
            raise RulesError("target", f"target must be at most {MAX_TARGET}")
        if self.lead_limit not in LEAD_LIMITS:
            raise RulesError("lead_limit", "lead limit must be 3, 2 or 0 (off)")
        values = MappingProxyType(dict(self.card_values))
        for rank, value in values.items():
            if len(rank) != 1 or rank not in "23456789TJQKA" or not isinstance(value, int) or value < 0:
                raise RulesError("card_value", f"bad card value {rank}={value}")
        object.__setattr__(self, "card_values", values)
        for name, implied in implications(self).items():
            object.__setattr__(self, name, implied)

    def value(self, rank: str) -> int:
        return self.card_values.get(rank, 0)

    @cached_property
    def pack_points(self) -> int:
        """Points in the whole pack (120 with standard values, 60 with the short count).
        Kept once computed: the search scores a deal at the end of every playout."""
        return 4 * sum(self.card_values.values())

    def with_options(self, **changes: Any) -> Rules:
        return replace(self, **changes)

    def to_json(self) -> dict[str, Any]:
        return {f.name: dict(value) if isinstance(value := getattr(self, f.name), Mapping) else value
                for f in fields(self)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Rules:
        """The rules of a JSON object holding exactly the fields; RulesError (or KeyError) otherwise."""
        names = {f.name for f in fields(cls)}
        extra = set(data) - names
        if extra:
            unknown = tuple(sorted(extra))
            raise RulesError("unknown_options", f"unknown rule options {list(unknown)}", names=unknown)
        values: dict[str, Any] = {}
        for f in fields(cls):
            raw = data[f.name]
            default = getattr(_DEFAULT, f.name)
            if isinstance(default, Mapping):
                values[f.name] = {str(k): _whole(v) for k, v in raw.items()}
            elif isinstance(default, bool):
                values[f.name] = bool(raw)
            elif isinstance(default, int):
                values[f.name] = _whole(raw)
            else:
                values[f.name] = raw
        return cls(**values)

    def __reduce__(self) -> tuple[Any, tuple[dict[str, Any]]]:
        # The read-only card-value mapping cannot be pickled; the JSON form can (multiprocessing).
        return (Rules.from_json, (self.to_json(),))

    def __hash__(self) -> int:
        return hash(tuple(tuple(sorted(v.items())) if isinstance(v, Mapping) else v
                          for v in (getattr(self, f.name) for f in fields(self))))


#: The lead limits a game may have (0: no limit).
LEAD_LIMITS: tuple[int, ...] = (3, 2, 0)


def implications(rules: Rules) -> dict[str, object]:
    """The options other options switch on: {"fourth_king": True} for the dirty game."""
    implied: dict[str, object] = {}
    for f in fields(rules):
        if getattr(rules, f.name) and "implies" in f.metadata:
            implied.update(f.metadata["implies"])
    return implied


def implied_by(name: str) -> str | None:
    """The option that forces `name` when it is on ("dirty" for "fourth_king"), if any."""
    return next((f.name for f in fields(Rules) if name in f.metadata.get("implies", {})), None)


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
        raise RulesError("unknown_rule_set", f"unknown rule set {name!r}; choose one of {', '.join(PRESETS)}") from None


_DEFAULT = Rules()
