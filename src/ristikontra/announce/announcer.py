"""The announcer: the one object the interface asks what to say."""

from __future__ import annotations

from collections.abc import Iterable

from ristikontra.announce import counting, queries
from ristikontra.announce.cards import CardForm
from ristikontra.announce.context import Context
from ristikontra.announce.events import EventSpeaker
from ristikontra.announce.message import Message
from ristikontra.announce.perspective import Case, Names
from ristikontra.announce.rules import rules_summary, rules_text
from ristikontra.announce.rulesdoc import RulesDocument
from ristikontra.engine.cards import Card
from ristikontra.engine.errors import IllegalAction
from ristikontra.engine.events import Event, for_seat
from ristikontra.engine.rules import Rules
from ristikontra.engine.state import SeatView

__all__ = ["Announcer"]


class Announcer:
    """Decides what one listener hears: events as they happen and answers to status keys.

    Speaks from `seat` ("du", "dein Partner", "der linke Gegner", or players' names with
    `use_names`), in `lang` ("de", "en", "fi"), at `verbosity` ("brief", "normal", "verbose").
    """

    def __init__(self, lang: str, seat: int = 0, verbosity: str = "normal", use_names: Names = False) -> None:
        self.ctx = Context(lang, seat, verbosity, use_names)
        self.speaker = EventSpeaker(self.ctx)

    @property
    def lang(self) -> str:
        return self.ctx.lang

    @property
    def seat(self) -> int:
        return self.ctx.seat

    @property
    def verbosity(self) -> str:
        return self.ctx.verbosity

    # ------------------------------------------------------------------ events

    def announce(self, event: Event, view: SeatView) -> list[Message]:
        """Messages for one event, already redacted with ``for_seat(event, seat)``."""
        return self.speaker.speak([event], view)

    def announce_all(self, events: Iterable[Event], view: SeatView) -> list[Message]:
        """Messages for a batch of (unredacted) events, then "your turn" if the batch left it so.

        `view` is the listener's view after the batch. A draw refill after a trick is one message.
        """
        batch = [for_seat(e, self.seat) for e in events]
        out = self.speaker.speak(batch, view)
        if batch and view.phase == "playing" and view.my_turn:
            self.ctx.see_players(view.players)
            out.append(queries.turn(self.ctx, view, sound="turn", kind="turn"))
        return out

    # ------------------------------------------------------------------ status keys

    def hand_summary(self, view: SeatView) -> Message:
        return queries.hand_summary(self.ctx, view.hand, view.rules)

    def hand_list(self, view: SeatView) -> Message:
        return queries.hand_list(self.ctx, view)

    def current_trick(self, view: SeatView, numbered: bool = True) -> Message:
        """The trick so far; `numbered=False` leaves out its number (said just before)."""
        self.ctx.see_players(view.players)
        return queries.current_trick(self.ctx, view, numbered)

    def trick(self, view: SeatView, number: int) -> Message:
        self.ctx.see_players(view.players)
        return queries.trick(self.ctx, view, number)

    def scores(self, view: SeatView, standing: bool = True) -> Message:
        """Everything of the score; without the game's `standing` for the details after the brief score."""
        self.ctx.see_players(view.players)  # a watcher names the teams by their players
        return queries.scores(self.ctx, view, standing)

    def scores_brief(self, view: SeatView) -> Message:
        """The game score and this deal's points in one short sentence."""
        self.ctx.see_players(view.players)  # a watcher names the teams by their players
        return queries.scores_brief(self.ctx, view)

    def stock(self, view: SeatView) -> Message:
        return queries.stock(self.ctx, view)

    def turn(self, view: SeatView) -> Message:
        self.ctx.see_players(view.players)
        return queries.turn(self.ctx, view)

    def dealer(self, view: SeatView) -> Message:
        self.ctx.see_players(view.players)
        return queries.dealer(self.ctx, view)

    def seating(self, view: SeatView) -> Message:
        self.ctx.see_players(view.players)
        return queries.seating(self.ctx, view)

    def card_count(self, view: SeatView) -> Message:
        """Per rank, how many cards the listener has not seen yet ("Still out: two aces, a ten ...")."""
        return counting.card_count(self.ctx, view)

    def cards_gone(self, view: SeatView) -> Message:
        """The ranks no other player can still hold ("All nines have been played.")."""
        return counting.cards_gone(self.ctx, view)

    def rank_count(self, view: SeatView, rank: str) -> Message:
        """One rank: still out, in the listener's hand, played."""
        return counting.rank_count(self.ctx, view, rank)

    def rules_summary(self, rules: Rules) -> Message:
        return rules_summary(self.ctx, rules)

    def rules_text(self) -> Message:
        return rules_text(self.ctx)

    def rules_document(self) -> RulesDocument:
        """The full rules as sections and paragraphs, for the table's reader."""
        return RulesDocument(self.ctx)

    def card_focus(self, card: Card, position: int, total: int, view: SeatView | None = None) -> Message:
        return queries.card_focus(self.ctx, card, position, total, view)

    def rank_name(self, rank: str, form: CardForm = "bare") -> str:
        """A rank in words, never a digit: "Sieben", with `form` "no-acc" "keine Sieben" / "no seven"."""
        return self.ctx.words.rank(rank, form)

    def card_name(self, card: Card, with_suit: bool = True) -> str:
        """The card's plain name: "Dame Herz" / "queen of hearts" ("Dame" / "queen" without suit)."""
        return self.ctx.words.card(card, with_suit=with_suit)

    def illegal(self, error: IllegalAction, view: SeatView) -> Message:
        self.ctx.see_players(view.players)
        return queries.illegal(self.ctx, error, view)

    def player_name(self, seat: int, case: str = "nom") -> str:
        """`seat` seen from the listener: "du", "dein Partner", "der linke Gegner" (or a name)."""
        if case not in ("nom", "acc", "dat"):
            raise ValueError(f"unknown case {case!r}; choose nom, acc or dat")
        checked: Case = case  # type: ignore[assignment]
        return self.ctx.persp.name(seat, checked)
