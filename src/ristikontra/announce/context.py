"""The language, seat and verbosity an announcer speaks with, and how messages are built."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ristikontra.announce.cards import CardWords
from ristikontra.announce.message import VERBOSITIES, Message, MessageKind, Verbosity, sentence_case
from ristikontra.announce.perspective import Names, Perspective
from ristikontra.engine.events import PlayerInfo
from ristikontra.engine.rules import Rules
from ristikontra.i18n import translator

__all__ = ["WATCHING_FORMS", "Args", "Context", "Part"]

Args = Mapping[str, str | int]
#: One catalog message with its arguments; several make up one `Message`.
Part = tuple[str, Args]

#: The messages that speak of the teams from the listener's seat ("your team", "the opponents").
#: A watcher is nobody's partner: it hears each one's `<id>-watching` form instead, which names
#: both teams by their players (`$own_team`, `$other_team`: the team of the seat watched behind,
#: the other; `$team_name`, `$rival_name`: the team `$team` names, the other), with the same
#: arguments and selectors otherwise.
WATCHING_FORMS = frozenset({
    "trick-tally", "dirt-reminder", "dirt-changed", "deal-result-sticks", "deal-result-total", "deal-points",
    "total-reset", "standing-sticks", "standing-total", "game-over", "scores-deal", "scores-brief", "need-deal",
    "dirty-state", "need-game-sticks", "need-game-total", "game-won", "count-rank",
})


class Context:
    """Translator, card words and perspective of one listener, plus the message builder."""

    def __init__(self, lang: str, seat: int = 0, verbosity: str = "normal", use_names: Names = False,
                 players: Sequence[PlayerInfo] | None = None) -> None:
        if verbosity not in VERBOSITIES:
            raise ValueError(f"unknown verbosity {verbosity!r}; choose one of {', '.join(VERBOSITIES)}")
        self.lang = lang
        self.t = translator(lang)
        self.seat = seat
        self.verbosity: Verbosity = verbosity
        self.words = CardWords(self.t)
        self.persp = Perspective(self.t, seat, use_names, players)

    @property
    def brief(self) -> bool:
        return self.verbosity == "brief"

    @property
    def verbose(self) -> bool:
        return self.verbosity == "verbose"

    @property
    def with_suit(self) -> bool:
        """Suits are a suffix in normal and verbose mode, left out in brief mode."""
        return not self.brief

    def see_players(self, players: Sequence[PlayerInfo]) -> None:
        if players:
            self.persp.players = tuple(players)

    def message(self, parts: Sequence[Part], sound: str | None = None, interrupt: bool = False,
                kind: MessageKind = "answer") -> Message:
        """One message from catalog parts: full sentences joined for `text`, short forms for `short`.

        In brief mode the spoken text is the short form. A watcher hears the watching form of a
        team's message (`WATCHING_FORMS`).
        """
        if self.persp.watching:
            parts = [self._watching_form(msg_id, args) for msg_id, args in parts]
        shorts = [self.t.format(msg_id, args, attribute="short") for msg_id, args in parts]
        full = shorts if self.brief else [self.t.format(msg_id, args) for msg_id, args in parts]
        text = (". " if self.brief else " ").join(full)
        return Message(sentence_case(text), sentence_case("; ".join(shorts)), sound, interrupt, kind)

    def _watching_form(self, msg_id: str, args: Args) -> Part:
        if msg_id not in WATCHING_FORMS:
            return msg_id, args
        own = self.seat % 2
        named = own if args.get("team") == "own" else 1 - own
        return f"{msg_id}-watching", {**args, "own_team": self.persp.team_name(own),
                                      "other_team": self.persp.team_name(1 - own),
                                      "team_name": self.persp.team_name(named),
                                      "rival_name": self.persp.team_name(1 - named)}

    def one(self, msg_id: str, args: Args | None = None, sound: str | None = None,
            interrupt: bool = False, kind: MessageKind = "answer") -> Message:
        return self.message([(msg_id, dict(args or {}))], sound, interrupt, kind)

    # ------------------------------------------------------------------ shared phrases

    def points(self, count: int) -> str:
        return self.t("points", count=count)

    def sticks(self, count: int) -> str:
        return self.t("sticks", count=count)

    def total_points(self, count: int, case: str = "nom") -> str:
        return self.t("total-points", count=count, case=case)

    def score_unit(self, rules: Rules, count: int, case: str = "nom") -> str:
        """A game score: sticks or running-total points."""
        return self.sticks(count) if rules.scoring == "sticks" else self.total_points(count, case)

    def team_pair(self, pair: tuple[int, int] | Sequence[int]) -> tuple[int, int]:
        """(own team's value, other team's value) of a per-team pair."""
        own = self.seat % 2
        return pair[own], pair[1 - own]
