"""Events into messages: what the listener hears as the game goes on.

The speaker keeps a little memory of the deal (points per team, the trick so far, the stock) so
verbose mode can say who is winning and how the deal stands without waiting for the next view.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from ristikontra.announce.cards import winning_seat
from ristikontra.announce.context import Context, Part
from ristikontra.announce.message import Message
from ristikontra.announce.queries import hand_summary, need_game_part, standing_part
from ristikontra.announce.rules import rules_parts, rules_sentences
from ristikontra.engine.cards import Card
from ristikontra.engine.events import (
    CardDrawn,
    CardPlayed,
    DealScored,
    DealStarted,
    DirtChanged,
    Event,
    GameOver,
    GameStarted,
    TrickWon,
)
from ristikontra.engine.rules import Rules
from ristikontra.engine.state import TRICKS_PER_DEAL, SeatView

__all__ = ["EventSpeaker"]


@dataclass
class _Deal:
    """What the speaker remembers of the current deal."""

    number: int = 0
    points: list[int] = field(default_factory=lambda: [0, 0])
    trick: list[tuple[int, Card]] = field(default_factory=list)
    stock: int | None = None
    stock_said: bool = False
    #: (winning seat, points) of the trick so far, after the last card: verbose mode says it only when it changes.
    status: tuple[int, int] | None = None
    #: Which team is dirty (the dirty game), by team: the empty stock reminds a dirty team.
    dirty: list[bool] = field(default_factory=lambda: [False, False])


class EventSpeaker:
    """Turns batches of (already redacted) events into messages for one listener."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.deal = _Deal()

    def speak(self, events: Sequence[Event], view: SeatView) -> list[Message]:
        self.ctx.see_players(view.players)
        self._sync(events, view)
        out: list[Message] = []
        i = 0
        while i < len(events):
            event = events[i]
            if isinstance(event, CardDrawn):
                # The refill after one trick is spoken as one message.
                group: list[CardDrawn] = []
                while i < len(events):
                    nxt = events[i]
                    if not isinstance(nxt, CardDrawn) or nxt.trick != event.trick:
                        break
                    group.append(nxt)
                    i += 1
                out.extend(self._draws(group))
                continue
            out.extend(self._event(event, view.rules))
            i += 1
        return [replace(message, kind="event") for message in out]

    def _sync(self, events: Sequence[Event], view: SeatView) -> None:
        """Pick up a deal already under way (a resumed game) from the view.

        The view is taken after the batch, so the batch's own tricks are taken out again.
        """
        if self.deal.number == view.deal or view.phase not in ("playing", "deal_over"):
            return
        if any(isinstance(e, DealStarted) for e in events):
            return
        points = list(view.points)
        for e in events:
            if isinstance(e, TrickWon) and e.deal == view.deal:
                points[e.seat % 2] -= e.points
        self.deal = _Deal(number=view.deal, points=points, dirty=list(view.dirty))

    def _event(self, event: Event, rules: Rules) -> list[Message]:
        if isinstance(event, GameStarted):
            return [self._game_started(event)]
        if isinstance(event, DealStarted):
            return self._deal_started(event, rules)
        if isinstance(event, CardPlayed):
            return [self._card_played(event, rules)]
        if isinstance(event, TrickWon):
            return self._trick_won(event)
        if isinstance(event, DirtChanged):
            return [self._dirt_changed(event)]
        if isinstance(event, DealScored):
            return [self._deal_scored(event, rules)]
        if isinstance(event, GameOver):
            return [self._game_over(event, rules)]
        return []

    # ------------------------------------------------------------------ handlers

    def _game_started(self, event: GameStarted) -> Message:
        ctx = self.ctx
        ctx.see_players(event.players)
        name = ctx.t.format(*rules_parts(ctx, event.rules)[0], attribute="short")
        rules = rules_sentences(ctx, event.rules, changes_only=True)
        return ctx.one("game-started", {"rules": rules, "name": name})

    def _deal_started(self, event: DealStarted, rules: Rules) -> list[Message]:
        ctx = self.ctx
        self.deal = _Deal(number=event.deal, stock=event.stock_size)
        parts: list[Part] = [("deal-started", {
            "deal": event.deal,
            **ctx.persp.args(event.dealer, "dealer"),
            **ctx.persp.args(event.leader, "leader"),
        })]
        if ctx.verbose:
            parts.append(("stock-count", {"count": event.stock_size}))
        out = [ctx.message(parts)]
        hand = event.hands[ctx.seat] if ctx.seat < len(event.hands) else ()
        if hand:
            out.append(hand_summary(ctx, hand, rules, interrupt=False))
        return out

    def _card_played(self, event: CardPlayed, rules: Rules) -> Message:
        ctx = self.ctx
        deal = self.deal
        if event.position == 1:
            deal.trick = []
            deal.status = None
        deal.trick.append((event.seat, event.card))
        if event.blind and deal.stock is not None:
            deal.stock -= 1
        parts: list[Part] = [("card-played", {
            **ctx.persp.args(event.seat),
            "card": ctx.words.object_phrase(event.card, ctx.with_suit),
            "rank_name": ctx.words.rank(event.card.rank),
            "blind": "yes" if event.blind else "no",
        })]
        synced = len(deal.trick) == event.position
        status = None
        if synced:
            status = (winning_seat(deal.trick), sum(rules.value(c.rank) for _, c in deal.trick))
        # The lead itself says who is winning and what is in the trick; later cards say it again
        # only when it changed (not after a card that neither matches nor scores).
        if ctx.verbose and event.position in (2, 3) and status is not None and status != deal.status:
            parts.append(("trick-status", {**ctx.persp.args(status[0]), "count": status[1]}))
        deal.status = status
        return ctx.message(parts, "blind" if event.blind else "card")

    def _trick_won(self, event: TrickWon) -> list[Message]:
        ctx = self.ctx
        deal = self.deal
        team = event.seat % 2
        synced = deal.number == event.deal
        if synced:
            deal.points[team] += event.points
        deal.trick = []
        who = ctx.persp.who(event.seat)
        parts: list[Part] = [("trick-won", {
            **ctx.persp.args(event.seat),
            "count": event.points,
            # A watcher hears the player's name alone: no team is "yours" or "the opponents".
            "named": "yes" if who == "named" and not ctx.persp.watching else "no",
            "team": ctx.persp.team_key(team),
        })]
        if ctx.verbose and synced and event.trick < TRICKS_PER_DEAL:
            own, other = ctx.team_pair(deal.points)
            parts.append(("trick-tally", {"trick": event.trick, "own": ctx.points(own),
                                          "other": ctx.points(other), "own_count": own,
                                          "other_count": other}))
        # A watcher is on neither side: one sound for every trick taken, the won one, as a trick
        # coming in is news and a loss for nobody; who took it is in the words.
        sound = "trick_won" if ctx.persp.watching or team == ctx.seat % 2 else "trick_lost"
        out = [ctx.message(parts, sound)]
        if deal.stock == 0 and synced:
            # Everyone played blind in the last stock trick: nothing is drawn.
            out.extend(self._stock_empty())
        return out

    def _draws(self, group: Sequence[CardDrawn]) -> list[Message]:
        ctx = self.ctx
        if ctx.persp.watching:
            return self._draws_watched(group)
        own = next((d for d in group if d.seat == ctx.seat and d.card is not None), None)
        others = [d.seat for d in group if d.seat != ctx.seat]
        stock_left = group[-1].stock_left
        self.deal.stock = stock_left
        out: list[Message] = []
        opponents = {(ctx.seat + 1) % 4, (ctx.seat + 3) % 4}
        if set(others) == opponents and not any(ctx.persp.who(s) == "named" for s in others):
            names = ctx.t("team", team="other", case="nom")
        else:
            names = ctx.words.join([ctx.persp.name(s) for s in others])
        shorts = ", ".join(ctx.persp.short(s) for s in others)
        others_args = {"all": "yes" if len(others) == 3 else "no", "count": len(others),
                       "players": names, "players_short": shorts}
        parts: list[Part] = []
        if own is not None and own.card is not None:
            card_args = {"card": ctx.words.object_phrase(own.card, ctx.with_suit),
                         "rank_name": ctx.words.rank(own.card.rank)}
            if others and not ctx.brief:
                parts.append(("draw-own-others", {**card_args, **others_args}))
            else:
                parts.append(("draw-own", card_args))
        elif others and not ctx.brief:
            parts.append(("draw-others", others_args))
        if ctx.verbose and stock_left > 0:
            parts.append(("stock-count", {"count": stock_left}))
        if parts:
            out.append(ctx.message(parts))
        if stock_left == 0:
            out.extend(self._stock_empty())
        return out

    def _draws_watched(self, group: Sequence[CardDrawn]) -> list[Message]:
        """The refill as a watcher hears it: every seat that drew, the one watched behind too,
        by name (a card it cannot see: "Anna draws a card"), or everyone at once."""
        ctx = self.ctx
        stock_left = group[-1].stock_left
        self.deal.stock = stock_left
        seats = [d.seat for d in group]
        parts: list[Part] = [("draw-watching", {
            "all": "yes" if len(set(seats)) == 4 else "no", "count": len(seats),
            "players": ctx.words.join([ctx.persp.name(s) for s in seats]),
            "players_short": ", ".join(ctx.persp.short(s) for s in seats)})]
        if ctx.verbose and stock_left > 0:
            parts.append(("stock-count", {"count": stock_left}))
        out = [ctx.message(parts)]
        if stock_left == 0:
            out.extend(self._stock_empty())
        return out

    def _stock_empty(self) -> list[Message]:
        if self.deal.stock_said:
            return []
        self.deal.stock_said = True
        ctx = self.ctx
        parts: list[Part] = [("stock-empty", {})]
        own, other = ctx.team_pair(self.deal.dirty)
        if own or other:
            # The hand phase begins: the last chance to get clean, said where it starts (the
            # dirt was said once, tricks ago).
            parts.append(("dirt-reminder", {"team": "both" if own and other else "own" if own else "other"}))
        return [ctx.message(parts)]

    def _dirt_changed(self, event: DirtChanged) -> Message:
        ctx = self.ctx
        self.deal.dirty[event.team] = event.dirty
        return ctx.one("dirt-changed", {"team": ctx.persp.team_key(event.team),
                                        "dirty": "yes" if event.dirty else "no"})

    def _deal_scored(self, event: DealScored, rules: Rules) -> Message:
        """The result first (who wins the deal, on what points, what it brings), then the score."""
        ctx = self.ctx
        own_pts, other_pts = ctx.team_pair(event.points)
        winner = event.deal_winner
        team = "none" if winner is None else ctx.persp.team_key(winner)
        win_pts = event.points[winner] if winner is not None else event.points[0]
        lose_pts = event.points[1 - winner] if winner is not None else event.points[1]
        pack = rules.pack_points
        common: dict[str, str | int] = {"deal": event.deal, "reason": event.reason, "team": team, "pack": pack,
                  "winner_count": win_pts, "loser_count": lose_pts,
                  "own_count": own_pts, "other_count": other_pts}
        parts: list[Part] = []
        if rules.scoring == "sticks":
            parts.append(("deal-result-sticks", {
                **common, "award": ctx.sticks(event.award), "award_count": event.award,
                "carry": ctx.sticks(event.carry),
            }))
            if event.carried:
                parts.append(("deal-extra-sticks", {"count": event.carried,
                                                    "word": ctx.t("number-word", count=event.carried)}))
        else:
            parts.append(("deal-result-total", common))
        if event.reason == "dirty":
            parts.append(("deal-points", {"own": own_pts, "other": other_pts}))
        if rules.dirty and all(event.dirty):
            parts.append(("both-dirty", {}))
        if rules.scoring != "sticks":
            for t in (ctx.seat % 2, 1 - ctx.seat % 2):
                # A dirty loser's reset is part of the result sentence.
                if event.reset[t] and not (event.reason == "dirty" and event.dirty[t]):
                    parts.append(("total-reset", {"team": ctx.persp.team_key(t)}))
        parts.append(standing_part(ctx, rules, event.totals))
        if ctx.verbose and not any(total >= rules.target for total in event.totals):
            parts.append(need_game_part(ctx, rules, event.totals))
        return ctx.message(parts, "end")

    def _game_over(self, event: GameOver, rules: Rules) -> Message:
        ctx = self.ctx
        return ctx.one("game-over", {
            "team": ctx.persp.team_key(event.winner),
            "scoring": "sticks" if rules.scoring == "sticks" else "total",
            "winner_score": event.totals[event.winner], "loser_score": event.totals[1 - event.winner],
            "deals": event.deals,
        }, "end")

