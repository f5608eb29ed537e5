"""Answers to the status keys: hand, trick, scores, stock, turn, card focus, illegal moves."""

from __future__ import annotations

from collections.abc import Sequence

from ristikontra.announce.cards import RANK_KEYS, winning_seat
from ristikontra.announce.context import Args, Context, Part
from ristikontra.announce.message import Message, MessageKind
from ristikontra.announce.perspective import relation
from ristikontra.engine.actions import play
from ristikontra.engine.cards import Card
from ristikontra.engine.errors import REASONS, IllegalAction
from ristikontra.engine.legality import kings_barred
from ristikontra.engine.rules import Rules
from ristikontra.engine.state import TRICKS_PER_DEAL, SeatView

__all__ = [
    "barred_parts",
    "card_focus",
    "current_trick",
    "hand_list",
    "hand_summary",
    "illegal",
    "need_game_part",
    "scores",
    "standing_part",
    "stock",
    "trick",
    "turn",
]


def hand_summary(ctx: Context, hand: Sequence[Card], rules: Rules, interrupt: bool = True) -> Message:
    """The hand grouped by rank with counts, point cards first, and its card points."""
    points = sum(rules.value(c.rank) for c in hand)
    return ctx.one("hand-summary", {"size": len(hand), "summary": ctx.words.summary(hand, rules.card_values),
                                    "points": points}, interrupt=interrupt)


def hand_list(ctx: Context, view: SeatView) -> Message:
    """Every card of the hand in hand order."""
    return ctx.one("hand-list", {
        "size": len(view.hand),
        "cards": ctx.words.listing(view.hand, with_suit=ctx.with_suit),
        "cards_short": ctx.words.listing(view.hand, with_suit=False),
    }, interrupt=True)


def card_focus(ctx: Context, card: Card, position: int, total: int, view: SeatView | None = None) -> Message:
    """The card the focus is on and its place; on the listener's turn (`view`), a card the rules
    forbid now is named so ("not allowed now"), as Enter would refuse it."""
    barred = view is not None and view.phase == "playing" and view.my_turn and _barred(view, card)
    return ctx.one("card-focus", {"card": ctx.words.card(card, with_suit=ctx.with_suit), "position": position,
                                  "total": total, "barred": "yes" if barred else "no"}, interrupt=True,
                   kind="cursor")


# ---------------------------------------------------------------------- tricks

def _entries(ctx: Context, plays: Sequence[tuple[int, Card, bool]]) -> tuple[str, str]:
    """The cards of a trick in playing order as (spoken, short) lists."""
    texts: list[str] = []
    shorts: list[str] = []
    for i, (seat, card, blind) in enumerate(plays):
        args: Args = {
            **ctx.persp.args(seat),
            "card": ctx.words.object_phrase(card, ctx.with_suit),
            "rank_name": ctx.words.rank(card.rank),
            "blind": "yes" if blind else "no",
            "lead": "yes" if i == 0 else "no",
        }
        texts.append(ctx.t.format("trick-entry", args))
        shorts.append(ctx.t.format("trick-entry", args, attribute="short"))
    # Commas only: a blind entry has its own "und" / "and" inside.
    return ", ".join(texts), ", ".join(shorts)


def current_trick(ctx: Context, view: SeatView, numbered: bool = True) -> Message:
    """Who played what so far, who is winning and the points in the trick; without the trick's
    number if it was just said (a resumed game names its position once)."""
    if view.phase != "playing":
        return turn(ctx, view)
    if not view.trick:
        leader = ctx.persp.args(view.leader, "leader")
        return ctx.one("trick-current-empty", {"trick": view.trick_no, **leader,
                                               "short_leader": leader["leader_short"]}, interrupt=True)
    text, short = _entries(ctx, view.trick)
    count = sum(view.rules.value(c.rank) for _, c, _ in view.trick)
    winner = winning_seat([(s, c) for s, c, _ in view.trick])
    return ctx.one("trick-current", {"trick": view.trick_no, "entries": text, "entries_short": short,
                                     **ctx.persp.args(winner), "count": count,
                                     "cards": len(view.trick), "numbered": "yes" if numbered else "no"},
                  interrupt=True)


def trick(ctx: Context, view: SeatView, number: int) -> Message:
    """An earlier trick of this deal (or the current one); a notice if there is no such trick."""
    if 1 <= number <= len(view.history):
        rec = view.history[number - 1]
        plays = list(zip(rec.seats, rec.cards, rec.blind, strict=True))
        text, short = _entries(ctx, plays)
        return ctx.one("trick-past", {"trick": rec.number, "entries": text, "entries_short": short,
                                      **ctx.persp.args(rec.winner), "count": rec.points}, interrupt=True)
    if view.phase == "playing" and number == view.trick_no:
        return current_trick(ctx, view)
    kind = "future" if 1 <= number <= TRICKS_PER_DEAL else "none"
    return ctx.one("trick-missing", {"trick": number, "done": len(view.history), "kind": kind,
                                     "total": TRICKS_PER_DEAL}, interrupt=True)


# ---------------------------------------------------------------------- scores

def standing_part(ctx: Context, rules: Rules, totals: Sequence[int]) -> Part:
    """The game score: sticks or running totals per team."""
    own, other = ctx.team_pair(totals)
    msg_id = "standing-sticks" if rules.scoring == "sticks" else "standing-total"
    return (msg_id, {"own": ctx.score_unit(rules, own), "other": ctx.score_unit(rules, other),
                     "own_count": own, "other_count": other})


def need_game_part(ctx: Context, rules: Rules, totals: Sequence[int]) -> Part:
    """What each team still needs to win the game."""
    own, other = ctx.team_pair(totals)
    own_need, other_need = max(0, rules.target - own), max(0, rules.target - other)
    msg_id = "need-game-sticks" if rules.scoring == "sticks" else "need-game-total"
    return (msg_id, {"own": ctx.score_unit(rules, own_need, "acc"),
                     "other": ctx.score_unit(rules, other_need, "acc"),
                     "own_count": own_need, "other_count": other_need})


def _need_deal_part(ctx: Context, view: SeatView) -> Part:
    own, other = ctx.team_pair(view.points)
    half = view.rules.pack_points // 2 + 1
    state = "own" if own >= half else "other" if other >= half else "open"
    own_need, other_need = max(0, half - own), max(0, half - other)
    return ("need-deal", {"state": state, "own": ctx.points(own_need), "other": ctx.points(other_need),
                          "own_count": own_need, "other_count": other_need})


def scores_brief(ctx: Context, view: SeatView) -> Message:
    """The game score and this deal's card points in one short sentence (`s`; the details on a
    second press: `scores(..., standing=False)`)."""
    if view.phase == "new":
        return ctx.one("scores-none", interrupt=True)
    rules = view.rules
    own, other = ctx.team_pair(view.totals)
    own_deal, other_deal = ctx.team_pair(view.points)
    if view.phase == "game_over" and view.winner is not None:
        state = "won" if view.winner == view.seat % 2 else "lost"
    else:
        state = "playing" if view.phase == "playing" else "over"
    return ctx.one("scores-brief", {
        "own": ctx.score_unit(rules, own), "other": ctx.score_unit(rules, other),
        "own_count": own, "other_count": other, "state": state, "deal": view.deal,
        "own_deal": own_deal, "other_deal": other_deal}, interrupt=True)


def scores(ctx: Context, view: SeatView, standing: bool = True) -> Message:
    """Card points and tricks of this deal, dirt, the game score (unless `standing` is False:
    the brief score has said it) and what each team needs."""
    if view.phase == "new":
        return ctx.one("scores-none", interrupt=True)
    rules = view.rules
    own_pts, other_pts = ctx.team_pair(view.points)
    own_tr, other_tr = ctx.team_pair(view.tricks)
    playing = view.phase == "playing"
    parts: list[Part] = [("scores-deal", {
        "deal": view.deal, "trick": view.trick_no, "over": "no" if playing else "yes",
        "own": own_pts, "other": other_pts,
        "own_points": ctx.points(own_pts), "other_points": ctx.points(other_pts),
        "own_tricks": ctx.t("tricks", count=own_tr), "other_tricks": ctx.t("tricks", count=other_tr),
    })]
    if rules.dirty:
        own_dirty, other_dirty = ctx.team_pair(view.dirty)
        parts.append(("dirty-state", {"own": "yes" if own_dirty else "no",
                                      "other": "yes" if other_dirty else "no"}))
    if playing and rules.scoring == "sticks":
        # Only the sticks are won deal by deal (61 card points); a running total has no winner of
        # a deal, and "to win the deal" would tell the player of a goal that is not there.
        parts.append(_need_deal_part(ctx, view))
    if standing:
        parts.append(standing_part(ctx, rules, view.totals))
    if rules.scoring == "sticks" and view.carry:
        parts.append(("carry-waiting", {"count": view.carry, "carry": ctx.sticks(view.carry)}))
    if view.phase == "game_over" and view.winner is not None:
        parts.append(("game-won", {"team": ctx.persp.team_key(view.winner)}))
    else:
        parts.append(need_game_part(ctx, rules, view.totals))
    return ctx.message(parts, interrupt=True)


def stock(ctx: Context, view: SeatView) -> Message:
    return ctx.one("stock-count", {"count": view.stock_size}, interrupt=True)


# ---------------------------------------------------------------------- turn

def _barred(view: SeatView, card: Card) -> bool:
    """Whether the rules forbid the listener to play `card` of their hand on this turn."""
    return play(view.seat, card) not in view.legal


def barred_parts(ctx: Context, view: SeatView) -> list[Part]:
    """Why some cards of the listener's hand may not be played now (lead limit, fourth king)."""
    if not view.my_turn:
        return []
    barred = {c.rank for c in view.hand if _barred(view, c)}
    parts: list[Part] = []
    rank = view.barred_lead_rank
    if rank is not None and rank in barred:
        parts.append(("barred-lead", _rank_args(ctx, rank)))
    if "K" in barred and rank != "K" and kings_barred(view.rules.fourth_king, view.stock_size, view.kings_played):
        parts.append(("kings-barred", {}))
    return parts


def turn(ctx: Context, view: SeatView, sound: str | None = None, kind: MessageKind = "answer") -> Message:
    """Whose turn it is, whether they lead, and for the listener any barred rank (`kind` "turn":
    said as the listener's turn comes, not asked for)."""
    if view.phase != "playing" or view.to_move is None:
        phase = {"new": "new", "game_over": "game-over"}.get(view.phase, "deal-over")
        return ctx.one("turn-none", {"phase": phase}, sound, interrupt=True, kind=kind)
    parts: list[Part] = [("turn", {**ctx.persp.args(view.to_move), "lead": "no" if view.trick else "yes"})]
    parts.extend(barred_parts(ctx, view))
    return ctx.message(parts, sound, interrupt=True, kind=kind)


def dealer(ctx: Context, view: SeatView) -> Message:
    """Who dealt the deal in play (or the one just finished)."""
    return ctx.one("dealer-now", ctx.persp.args(view.dealer, "dealer"), interrupt=True)


def seating(ctx: Context, view: SeatView) -> Message:
    """Who sits where, seen from the listener: the partner, the left and the right opponent, each
    by name or as a computer player (a table of one person and three computers, in one sentence)."""
    if ctx.persp.watching:  # nobody's partner: the two teams by their players
        return ctx.one("seating-watching", {"own_team": ctx.persp.team_name(view.seat % 2),
                                            "other_team": ctx.persp.team_name(1 - view.seat % 2)},
                       interrupt=True)
    others = [p for p in view.players if p.seat != view.seat]
    if all(p.kind == "computer" for p in others):
        return ctx.one("seating-computers", interrupt=True)
    by_role = {relation(view.seat, p.seat): p for p in others}
    return ctx.message([("seating-seat", {"role": role, "kind": by_role[role].kind, "name": by_role[role].name})
                        for role in ("partner", "left", "right") if role in by_role], interrupt=True)


# ---------------------------------------------------------------------- illegal moves

def _rank_args(ctx: Context, rank: str) -> Args:
    return {"rank_no": ctx.words.rank(rank, "no-acc"), "rank_a": ctx.words.rank(rank, "a-acc"),
            "rank_a_dat": ctx.words.rank(rank, "a-dat"), "rank_name": ctx.words.rank(rank),
            "rank": RANK_KEYS[rank]}


def illegal(ctx: Context, error: IllegalAction, view: SeatView) -> Message:
    """Why an action was refused: one message per reason, with the barred rank where relevant. A
    reason this version has no words for (a newer server's rule) is said as a refusal in general
    words, and a rank that is none (from such a server) as no rank."""
    reason = error.reason
    parts: list[Part] = []
    if reason not in REASONS:
        parts.append(("illegal-unknown", {}))
    elif reason == "lead_limit":
        rank = next((r for r in (error.rank, view.barred_lead_rank) if r in RANK_KEYS), None)
        if rank is None:
            parts.append(("rules-lead-limit", {"limit": view.rules.lead_limit}))
        else:
            blind = view.rules.blind_play and view.stock_size > 0
            parts.append(("illegal-lead-limit", {**_rank_args(ctx, rank), "limit": view.rules.lead_limit,
                                                 "blind": "yes" if blind else "no"}))
    else:
        parts.append((f"illegal-{reason.replace('_', '-')}", {}))
    mover = view.to_move
    if reason == "not_your_turn" and mover is not None and mover != view.seat and view.phase == "playing":
        parts.append(("turn", {**ctx.persp.args(mover), "lead": "no" if view.trick else "yes"}))
    return ctx.message(parts, "error", interrupt=True, kind="refusal")
