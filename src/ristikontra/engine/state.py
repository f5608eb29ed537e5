"""The game state: whole games of Ristikontra, deal by deal, trick by trick.

Pure and deterministic: no I/O, all chance from one injected ``random.Random``. Every change
goes through :meth:`GameState.apply` (verified, returns events) or :meth:`GameState.step`
(unverified and silent, for search code working on copies). :meth:`GameState.view` is the only
way a player sees the table.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from ristikontra.engine.actions import _BLINDS, _PLAYS, Action, PlayBlind, PlayCard
from ristikontra.engine.cards import DECK, Card
from ristikontra.engine.errors import IllegalAction, SavedGameError, SaveProblem, SetupError
from ristikontra.engine.events import (
    CardDrawn,
    CardPlayed,
    DealScored,
    DealStarted,
    DirtChanged,
    Event,
    GameOver,
    GameStarted,
    PlayerInfo,
    TrickWon,
)
from ristikontra.engine.legality import BLIND, barred_lead, kings_barred, legal_moves
from ristikontra.engine.rules import MAX_TARGET, Rules, _whole
from ristikontra.engine.scoring import STOCK_TRICKS, dirt_after, score_deal

__all__ = [
    "HAND_SIZE",
    "STOCK_TRICKS",
    "TRICKS_PER_DEAL",
    "GameState",
    "Phase",
    "SeatView",
    "TrickRecord",
    "barred_lead",
    "default_players",
    "dirt_after",
]

HAND_SIZE = 6
TRICKS_PER_DEAL = 13

Phase = Literal["new", "playing", "deal_over", "game_over"]


#: No total or carried score reaches this in a real game (the target is at most MAX_TARGET).
MAX_SCORE = 100 * MAX_TARGET


@dataclass(frozen=True, slots=True)
class TrickRecord:
    """A finished trick, face up for everyone."""

    number: int
    leader: int
    seats: tuple[int, ...]
    cards: tuple[Card, ...]
    blind: tuple[bool, ...]
    winner: int
    points: int


@dataclass(frozen=True, slots=True)
class SeatView:
    """Exactly what one seat may know: never another hand, never the stock order."""

    seat: int
    rules: Rules
    players: tuple[PlayerInfo, ...]
    phase: Phase
    deal: int
    dealer: int
    trick_no: int
    leader: int
    to_move: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    #: The current trick so far: (seat, card, blind) in playing order.
    trick: tuple[tuple[int, Card, bool], ...]
    history: tuple[TrickRecord, ...]
    stock_size: int
    points: tuple[int, int]
    tricks: tuple[int, int]
    dirty: tuple[bool, bool]
    totals: tuple[int, int]
    carry: int
    kings_played: int
    legal: tuple[Action, ...]
    winner: int | None
    #: The rank the lead limit bars this seat from leading right now, if it is to lead.
    #: (The fourth-king bar follows from `rules`, `stock_size` and `kings_played`.)
    barred_lead_rank: str | None
    #: A watcher's view: sitting behind `seat`, with no hand and never a turn of its own.
    watching: bool = False

    @property
    def team(self) -> int:
        return self.seat % 2

    @property
    def my_turn(self) -> bool:
        return self.to_move == self.seat and not self.watching

    def played_cards(self) -> list[Card]:
        """Every card face up this deal: finished tricks and the current one."""
        seen = [c for rec in self.history for c in rec.cards]
        seen.extend(c for _, c, _ in self.trick)
        return seen


def default_players(human_seat: int | None = 0) -> tuple[PlayerInfo, ...]:
    names = ("South", "West", "North", "East")
    return tuple(
        PlayerInfo(seat, names[seat], "human" if seat == human_seat else "computer") for seat in range(4)
    )


class GameState:
    """A whole game. Create, then :meth:`start_deal`, then :meth:`apply` actions."""

    def __init__(
        self,
        rules: Rules | None = None,
        players: Sequence[PlayerInfo] | None = None,
        seed: int | None = None,
        rng: random.Random | None = None,
    ) -> None:
        self.rules = rules if rules is not None else Rules()
        self.players: tuple[PlayerInfo, ...] = tuple(players) if players is not None else default_players()
        if len(self.players) != 4 or [p.seat for p in self.players] != [0, 1, 2, 3]:
            raise SetupError("players", "a game needs exactly four players, seats 0-3 in order")
        if seed is not None and rng is not None:
            raise SetupError("seed_and_rng", "give a game either a seed or a generator to draw its seed from, not both")
        if seed is None:
            # `rng` only picks the seed: the game always shuffles from the seed it records, so
            # the recorded seed deals the same game again.
            seed = (rng or random.SystemRandom()).randrange(2**31)
        self.seed = seed
        self.rng = random.Random(seed)
        self.phase: Phase = "new"
        self.deal_no = 0
        self.dealer = -1
        self.totals = [0, 0]
        self.carry = 0
        self.winner: int | None = None
        self._reset_deal()

    def _reset_deal(self) -> None:
        self._legal_cache: tuple[Action, ...] | None = None
        self.hands: list[list[Card]] = [[], [], [], []]
        self.stock: list[Card] = []  # top card last, so drawing is pop()
        self.trick_no = 1
        self.leader = 0
        self.to_move = 0
        self.trick_cards: list[Card] = []
        self.trick_seats: list[int] = []
        self.trick_blind: list[bool] = []
        self.lead_ranks: list[str] = []
        self.history: list[TrickRecord] = []
        self.kings_played = 0
        self.points = [0, 0]
        self.tricks = [0, 0]
        self.dirty = [False, False]

    # ------------------------------------------------------------------ copying

    def copy(self) -> GameState:
        """A cheap independent copy for search code (shares immutable records and the rules)."""
        new = GameState.__new__(GameState)
        new.__dict__.update(self.__dict__)
        new.hands = [h[:] for h in self.hands]
        new.stock = self.stock[:]
        new.trick_cards = self.trick_cards[:]
        new.trick_seats = self.trick_seats[:]
        new.trick_blind = self.trick_blind[:]
        new.lead_ranks = self.lead_ranks[:]
        new.history = self.history[:]
        new.points = self.points[:]
        new.tricks = self.tricks[:]
        new.dirty = self.dirty[:]
        new.totals = self.totals[:]
        new.rng = random.Random()
        new.rng.setstate(self.rng.getstate())
        return new

    # ------------------------------------------------------------------ dealing

    def start_deal(
        self,
        hands: Sequence[Sequence[Card]] | None = None,
        stock: Sequence[Card] | None = None,
        dealer: int | None = None,
    ) -> list[Event]:
        """Shuffle and deal the next deal (or deal the given cards: `stock` top card first).

        The first call also emits ``game_started``.
        """
        if self.phase == "game_over":
            raise IllegalAction("game_over")
        if self.phase == "playing":
            raise IllegalAction("deal_in_progress")
        if (hands is None) != (stock is None):
            raise SetupError("hands_and_stock", "give both hands and stock, or neither")
        if hands is not None and stock is not None:
            dealt = [c for h in hands for c in h] + list(stock)
            if len(hands) != 4 or any(len(h) != HAND_SIZE for h in hands) or len(set(dealt)) != 52 or len(dealt) != 52:
                raise SetupError("deal_cards", "a deal is four hands of six and a stock of 28, all 52 cards distinct")
        if dealer is not None and not 0 <= dealer < 4:
            raise SetupError("no_seat", f"no seat {dealer} to deal", seat=dealer)
        # Checked: from here on nothing can fail.
        events: list[Event] = []
        if self.phase == "new":
            events.append(GameStarted(self.seed, self.rules, self.players))
            first = self.rng.randrange(4)
            self.dealer = first if dealer is None else dealer
        else:
            self.dealer = (self.dealer + 1) % 4 if dealer is None else dealer
        if hands is None or stock is None:
            deck = list(DECK)
            self.rng.shuffle(deck)
            hands = [deck[i * HAND_SIZE:(i + 1) * HAND_SIZE] for i in range(4)]
            stock = deck[4 * HAND_SIZE:]
        self._reset_deal()
        self.deal_no += 1
        self.phase = "playing"
        self.hands = [list(h) for h in hands]
        self.stock = list(reversed(stock))
        self.leader = self.to_move = (self.dealer + 1) % 4
        events.append(
            DealStarted(self.deal_no, self.dealer, self.leader, tuple(tuple(h) for h in self.hands),
                        tuple(stock), len(stock))
        )
        return events

    # ------------------------------------------------------------------ legality

    def _barred_lead_rank(self) -> str | None:
        """The rank the lead limit forbids leading from hand now, if any."""
        return None if self.trick_cards else barred_lead(self.lead_ranks, self.rules.lead_limit)

    def _effective_bar(self) -> str | None:
        """The barred lead rank, unless the limit is lifted because nothing else is legal."""
        barred = self._barred_lead_rank()
        if barred is None:
            return None
        lifted = any(isinstance(a, PlayCard) and a.card.rank == barred for a in self._legal())
        return None if lifted else barred

    def _kings_barred(self) -> bool:
        return kings_barred(self.rules.fourth_king, len(self.stock), self.kings_played)

    def legal_actions(self) -> list[Action]:
        """Every action the player to move may take (empty between deals)."""
        return list(self._legal())

    def _legal(self) -> tuple[Action, ...]:
        cached = self._legal_cache
        if cached is not None:
            return cached
        if self.phase != "playing":
            return ()
        seat = self.to_move
        hand = self.hands[seat]
        plays = _PLAYS[seat]
        barred = self._barred_lead_rank()
        king = "K" if self.rules.fourth_king and self._kings_barred() else None  # asked only under the option
        can_blind = bool(self.stock) and self.rules.blind_play
        if barred is None and king is None:
            # No limit in force (most plays): the kernel's answer is every card, then blind,
            # built here straight from the hand, as the hot path of every game and playout.
            acts: list[Action] = [plays[c.index] for c in hand]
            if can_blind:
                acts.append(_BLINDS[seat])
        else:
            acts = [_BLINDS[seat] if i == BLIND else plays[hand[i].index]
                    for i in legal_moves([c.rank for c in hand], barred, king, can_blind)]
        result = tuple(acts)
        self._legal_cache = result
        return result

    def verify(self, action: Action) -> None:
        """Raise :class:`IllegalAction` with the reason if `action` is not allowed now."""
        if self.phase == "playing" and action in self._legal():
            return
        if self.phase == "game_over":
            raise IllegalAction("game_over")
        if self.phase != "playing":
            raise IllegalAction("no_deal_in_progress")
        if action.seat != self.to_move:
            raise IllegalAction("not_your_turn", f"seat {self.to_move} is to play")
        if isinstance(action, PlayBlind):
            if not self.rules.blind_play:
                raise IllegalAction("blind_play_disabled")
            if not self.stock:
                raise IllegalAction("stock_empty")
            return
        card = action.card
        hand = self.hands[action.seat]
        if card not in hand:
            raise IllegalAction("card_not_in_hand", str(card))
        if card.rank == "K" and self._kings_barred():
            raise IllegalAction("fourth_king", "three kings are out and the stock still has cards", rank="K")
        raise IllegalAction("lead_limit", f"{card.rank} was led {self.rules.lead_limit} times in a row",
                            rank=card.rank)

    def is_legal(self, action: Action) -> bool:
        try:
            self.verify(action)
        except IllegalAction:
            return False
        return True

    # ------------------------------------------------------------------ playing

    def apply(self, action: Action) -> list[Event]:
        """Verify and carry out `action`; return the events it caused. Illegal: state unchanged."""
        self.verify(action)
        events: list[Event] = []
        self._do(action, events)
        return events

    def step(self, action: Action) -> None:
        """Carry out a legal `action` without checks or events (for search on copies)."""
        self._do(action, None)

    def _do(self, action: Action, events: list[Event] | None) -> None:
        # The hot path of every game and every search playout: kept flat on purpose.
        self._legal_cache = None
        seat = self.to_move
        if isinstance(action, PlayCard):
            card = action.card
            self.hands[seat].remove(card)
            was_blind = False
        else:
            card = self.stock.pop()
            was_blind = True
        if card.rank == "K":
            self.kings_played += 1
        cards = self.trick_cards
        cards.append(card)
        self.trick_seats.append(seat)
        self.trick_blind.append(was_blind)
        count = len(cards)
        if events is not None:
            events.append(CardPlayed(self.deal_no, self.trick_no, seat, card, was_blind, count))
        if count < 4:
            self.to_move = (seat + 1) & 3
            return
        self._finish_trick(events)

    def _finish_trick(self, events: list[Event] | None) -> None:
        cards = self.trick_cards
        seats = self.trick_seats
        blinds = self.trick_blind
        lead_rank = cards[0].rank
        winner = seats[0]
        if cards[1].rank == lead_rank:
            winner = seats[1]
        if cards[2].rank == lead_rank:
            winner = seats[2]
        if cards[3].rank == lead_rank:
            winner = seats[3]
        values = self.rules.card_values
        points = 0
        for c in cards:
            value = values.get(c.rank)
            if value:
                points += value
        team = winner & 1
        self.points[team] += points
        self.tricks[team] += 1
        self.lead_ranks.append(lead_rank)
        record = TrickRecord(self.trick_no, seats[0], tuple(seats), tuple(cards), tuple(blinds), winner, points)
        self.history.append(record)
        if events is not None:
            events.append(TrickWon(self.deal_no, self.trick_no, winner, record.cards, points, seats[0],
                                   record.blind))
        if self.rules.dirty:
            self._update_dirt(team, events)
        stock = self.stock
        if stock:
            hands = self.hands
            any_blind = True in blinds
            for i in (0, 1, 2, 3):
                drawer = (winner + i) & 3
                if any_blind and blinds[seats.index(drawer)]:
                    continue
                drawn = stock.pop()
                hands[drawer].append(drawn)
                if events is not None:
                    events.append(CardDrawn(self.deal_no, self.trick_no, drawer, drawn, len(stock)))
        self.trick_cards = []
        self.trick_seats = []
        self.trick_blind = []
        if self.trick_no == TRICKS_PER_DEAL:
            self._score_deal(events)
            return
        self.trick_no += 1
        self.leader = self.to_move = winner

    def _update_dirt(self, team: int, events: list[Event] | None) -> None:
        dirty = dirt_after(self.dirty[team], self.trick_no, [c.rank for c in self.trick_cards])
        if dirty != self.dirty[team]:
            self.dirty[team] = dirty
            if events is not None:
                events.append(DirtChanged(self.deal_no, self.trick_no, team, dirty))

    def _score_deal(self, events: list[Event] | None) -> None:
        outcome = score_deal(self.rules, self.totals, self.carry, self.points, self.dirty)
        self.totals = list(outcome.totals)
        self.carry = outcome.carry
        self.to_move = -1
        self.phase = "deal_over"
        pts = self.points
        if events is not None:
            events.append(DealScored(self.deal_no, (pts[0], pts[1]), (self.tricks[0], self.tricks[1]),
                                     (self.dirty[0], self.dirty[1]), outcome.winner, outcome.award,
                                     outcome.totals, outcome.carry, outcome.reason, outcome.base,
                                     outcome.carried, outcome.reset))
        if outcome.game_winner is not None:
            self.phase = "game_over"
            self.winner = outcome.game_winner
            if events is not None:
                events.append(GameOver(outcome.game_winner, outcome.totals, self.deal_no))

    # ------------------------------------------------------------------ views

    def view(self, seat: int, *, watching: bool = False) -> SeatView:
        """What `seat` may know of the table right now (`watching`: what a watcher sitting behind
        `seat` may know: everything public, no hand, nothing to play)."""
        if not 0 <= seat < 4:
            raise SetupError("no_seat", f"no seat {seat}", seat=seat)
        playing = self.phase == "playing"
        to_move = self.to_move if playing else None
        mine = to_move == seat and not watching
        return SeatView(
            seat=seat,
            rules=self.rules,
            players=self.players,
            phase=self.phase,
            deal=self.deal_no,
            dealer=self.dealer,
            trick_no=self.trick_no,
            leader=self.leader,
            to_move=to_move,
            hand=() if watching else tuple(self.hands[seat]),
            hand_sizes=tuple(len(h) for h in self.hands),
            trick=tuple(zip(self.trick_seats, self.trick_cards, self.trick_blind, strict=True)),
            history=tuple(self.history),
            stock_size=len(self.stock),
            points=(self.points[0], self.points[1]),
            tricks=(self.tricks[0], self.tricks[1]),
            dirty=(self.dirty[0], self.dirty[1]),
            totals=(self.totals[0], self.totals[1]),
            carry=self.carry,
            kings_played=self.kings_played,
            legal=self._legal() if mine else (),
            winner=self.winner,
            barred_lead_rank=self._effective_bar() if mine else None,
            watching=watching,
        )

    @classmethod
    def from_view(cls, view: SeatView, hands: Sequence[Sequence[Card]], stock: Sequence[Card]) -> GameState:
        """A full state consistent with `view`, the hidden cards supplied (a sampled world).

        `hands` gives every seat's hand (the viewer's own must match the view); `stock` is top
        card first. Totals and history come from the view. Used by search players.
        """
        state = cls.__new__(cls)
        state.rules = view.rules
        state.players = view.players
        state.seed = 0
        state.rng = random.Random(0)
        state.phase = view.phase
        state.deal_no = view.deal
        state.dealer = view.dealer
        state.totals = list(view.totals)
        state.carry = view.carry
        state.winner = view.winner
        state.hands = [list(h) for h in hands]
        state.stock = list(reversed(stock))
        state.trick_no = view.trick_no
        state.leader = view.leader
        state.to_move = view.to_move if view.to_move is not None else -1
        state.trick_seats = [s for s, _, _ in view.trick]
        state.trick_cards = [c for _, c, _ in view.trick]
        state.trick_blind = [b for _, _, b in view.trick]
        state.history = list(view.history)
        state.lead_ranks = [rec.cards[0].rank for rec in view.history]
        state.kings_played = view.kings_played
        state.points = list(view.points)
        state.tricks = list(view.tricks)
        state.dirty = list(view.dirty)
        state._legal_cache = None
        return state

    # ------------------------------------------------------------------ saving

    def to_dict(self) -> dict[str, Any]:
        """The whole state as plain JSON data (used by saves and by tests)."""
        version, internal, gauss = self.rng.getstate()
        return {
            "rules": self.rules.to_json(),
            "players": [p.to_json() for p in self.players],
            "seed": self.seed,
            "rng": [version, list(internal), gauss],
            "phase": self.phase,
            "deal": self.deal_no,
            "dealer": self.dealer,
            "totals": self.totals[:],
            "carry": self.carry,
            "winner": self.winner,
            "hands": [[str(c) for c in h] for h in self.hands],
            "stock": [str(c) for c in reversed(self.stock)],
            "trick_no": self.trick_no,
            "leader": self.leader,
            "to_move": self.to_move,
            "trick": [[s, str(c), b] for s, c, b in zip(self.trick_seats, self.trick_cards, self.trick_blind,
                                                          strict=True)],
            "history": [
                {"number": r.number, "leader": r.leader, "seats": list(r.seats), "cards": [str(c) for c in r.cards],
                 "blind": list(r.blind), "winner": r.winner, "points": r.points}
                for r in self.history
            ],
            "kings_played": self.kings_played,
            "points": self.points[:],
            "tricks": self.tricks[:],
            "dirty": self.dirty[:],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GameState:
        """Rebuild a state saved with :meth:`to_dict`; raises SavedGameError (a ValueError)
        with the problem if it is not one."""
        try:
            state = cls(Rules.from_json(data["rules"]),
                        [PlayerInfo(int(p["seat"]), str(p["name"]), p["kind"]) for p in data["players"]],
                        seed=int(data["seed"]))
            version, internal, gauss = data["rng"]
            state.rng.setstate((int(version), tuple(int(x) for x in internal), gauss))
            if data["phase"] not in ("new", "playing", "deal_over", "game_over"):
                raise SavedGameError("phase", f"bad phase {data['phase']!r}")
            state.phase = data["phase"]
            state.deal_no = int(data["deal"])
            state.dealer = int(data["dealer"])
            state.totals = [_whole(x) for x in data["totals"]]
            state.carry = _whole(data["carry"])
            state.winner = None if data["winner"] is None else int(data["winner"])
            state.hands = [[Card.parse(c) for c in h] for h in data["hands"]]
            state.stock = [Card.parse(c) for c in reversed(data["stock"])]
            state.trick_no = int(data["trick_no"])
            state.leader = int(data["leader"])
            state.to_move = int(data["to_move"])
            state.trick_seats = [int(s) for s, _, _ in data["trick"]]
            state.trick_cards = [Card.parse(c) for _, c, _ in data["trick"]]
            state.trick_blind = [bool(b) for _, _, b in data["trick"]]
            state.history = [
                TrickRecord(int(r["number"]), int(r["leader"]), tuple(int(s) for s in r["seats"]),
                            tuple(Card.parse(c) for c in r["cards"]), tuple(bool(b) for b in r["blind"]),
                            int(r["winner"]), int(r["points"]))
                for r in data["history"]
            ]
            state.lead_ranks = [r.cards[0].rank for r in state.history]
            state.kings_played = int(data["kings_played"])
            state.points = [int(x) for x in data["points"]]
            state.tricks = [int(x) for x in data["tricks"]]
            state.dirty = [bool(x) for x in data["dirty"]]
            state._legal_cache = None
        except SavedGameError:
            raise
        except (KeyError, TypeError, IndexError, AttributeError, OverflowError, ValueError) as exc:
            raise SavedGameError("not_a_saved_game", f"not a saved game: {exc!r}") from exc
        state._check_consistent()
        return state

    def _check_consistent(self) -> None:
        """Refuse a loaded state that the rules could not have produced (SavedGameError)."""

        def need(condition: bool, problem: SaveProblem, what: str, *, seat: int | None = None,
                 trick: int | None = None) -> None:
            if not condition:
                raise SavedGameError(problem, f"saved game is inconsistent: {what}", seat=seat, trick=trick)

        need(all(p.kind in ("human", "computer") for p in self.players), "player_kinds", "player kinds")
        need(len(self.hands) == 4, "four_hands", "four hands")
        need(all(len(x) == 2 for x in (self.points, self.tricks, self.dirty, self.totals)), "two_teams", "two teams")
        need(all(0 <= t <= MAX_SCORE for t in self.totals) and 0 <= self.carry <= MAX_SCORE, "scores", "scores")
        need(self.winner in (None, 0, 1), "winner", "winner")
        if self.phase == "new":
            need(self.deal_no == 0 and not self.history and not any(self.hands), "new_game", "a new game has no deal")
            return
        need(self.deal_no >= 1 and 0 <= self.dealer < 4, "deal_and_dealer", "deal and dealer")
        need((self.phase == "game_over") == (self.winner is not None), "winner_and_phase", "winner and phase")
        values = self.rules.card_values
        points = [0, 0]
        tricks = [0, 0]
        leader = (self.dealer + 1) % 4
        for number, rec in enumerate(self.history, 1):
            need(rec.number == number and rec.leader == leader, "trick_leader", f"trick {number} leader", trick=number)
            need(list(rec.seats) == [(leader + i) % 4 for i in range(4)],
                 "trick_seats", f"trick {number} seats", trick=number)
            need(len(rec.cards) == 4 and len(rec.blind) == 4, "trick_cards", f"trick {number} cards", trick=number)
            winner = rec.seats[0]
            for seat, card in zip(rec.seats[1:], rec.cards[1:], strict=True):
                if card.rank == rec.cards[0].rank:
                    winner = seat
            trick_points = sum(values.get(c.rank, 0) for c in rec.cards)
            need(rec.winner == winner and rec.points == trick_points,
                 "trick_winner", f"trick {number} winner and points", trick=number)
            points[winner % 2] += trick_points
            tricks[winner % 2] += 1
            leader = winner
        need(points == self.points and tricks == self.tricks, "points_and_tricks", "points and tricks")
        kings = sum(c.rank == "K" for r in self.history for c in r.cards) + sum(c.rank == "K" for c in self.trick_cards)
        need(kings == self.kings_played, "kings_played", "kings played")
        if self.phase != "playing":
            need(len(self.history) == TRICKS_PER_DEAL and not any(self.hands) and not self.stock
                 and not self.trick_cards, "finished_deal", "a finished deal")
            return
        seen = [c for h in self.hands for c in h] + self.stock + self.trick_cards
        seen += [c for r in self.history for c in r.cards]
        need(len(seen) == 52 and len(set(seen)) == 52, "every_card_once", "the 52 cards exactly once")
        need(1 <= self.trick_no <= TRICKS_PER_DEAL and len(self.history) == self.trick_no - 1,
             "trick_number", "trick number")
        need(self.leader == leader and len(self.trick_cards) < 4, "current_trick", "current trick")
        need(len(self.trick_seats) == len(self.trick_cards) == len(self.trick_blind), "current_trick", "current trick")
        need(self.trick_seats == [(leader + i) % 4 for i in range(len(self.trick_seats))],
             "current_trick_seats", "current trick seats")
        need(self.to_move == (leader + len(self.trick_seats)) % 4, "whose_turn", "whose turn")
        blind_now = sum(self.trick_blind)
        need(len(self.stock) == max(0, 28 - 4 * (self.trick_no - 1)) - blind_now, "stock_size", "stock size")
        base = HAND_SIZE if self.trick_no <= STOCK_TRICKS + 1 else TRICKS_PER_DEAL + 1 - self.trick_no
        for seat in range(4):
            played = any(s == seat and not b for s, b in zip(self.trick_seats, self.trick_blind, strict=True))
            need(len(self.hands[seat]) == base - played, "hand_size", f"hand size of seat {seat}", seat=seat)
