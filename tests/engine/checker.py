"""An independent referee for game logs: re-derives every rule of docs/RULES.md from the JSON lines.

It shares no code with the engine beyond reading JSON, so an engine bug cannot hide itself here.
"""

from __future__ import annotations

from typing import Any, Literal

RANKS = "23456789TJQKA"
ALL = {r + s for r in RANKS for s in "CDHS"}


Rule = Literal[
    "game_start", "after_game_over", "deal_start", "deal_number", "dealer", "deal_sizes", "deal_cards",
    "stock_size", "hand_size", "turn", "trick_number", "blind_play", "blind_card", "card_in_hand",
    "lead_limit", "fourth_king", "trick_winner", "trick_cards", "dirt", "draw", "pack_points",
    "deal_scored", "deal_figures", "deal_winner", "award", "totals", "game_over", "final_totals",
    "game_goes_on",
]


class LogError(AssertionError):
    """A log that breaks `rule` (tests read the rule; the message is for the reader of a failure)."""

    def __init__(self, rule: Rule, message: str) -> None:
        self.rule: Rule = rule
        super().__init__(f"{rule}: {message}")


def check(lines: list[dict[str, Any]]) -> int:
    """Check a log of one or more games; returns the number of deals checked."""
    deals = 0
    game: list[dict[str, Any]] = []
    for ev in lines:
        if ev["type"] == "game_started" and game:
            deals += _check_game(game)
            game = []
        game.append(ev)
    if game:
        deals += _check_game(game)
    return deals


def _expect(cond: bool, rule: Rule, msg: str) -> None:
    if not cond:
        raise LogError(rule, msg)


def _check_game(events: list[dict[str, Any]]) -> int:
    start = events[0]
    _expect(start["type"] == "game_started", "game_start", "game must start with game_started")
    rules = start["rules"]
    values = rules["card_values"]
    pack = 4 * sum(values.values())
    fourth_king = rules["fourth_king"] or rules["dirty"]
    totals = [0, 0]
    carry = 0
    dealer = None
    deals = 0
    over = False
    i = 1
    while i < len(events):
        ev = events[i]
        _expect(not over, "after_game_over", "events after game_over")
        if ev["type"] == "game_over":
            over = True
            i += 1
            continue
        _expect(ev["type"] == "deal_started", "deal_start", f"expected deal_started, got {ev['type']}")
        deals += 1
        _expect(ev["deal"] == deals, "deal_number", "deal numbers run 1, 2, 3, ...")
        if dealer is not None:
            _expect(ev["dealer"] == (dealer + 1) % 4, "dealer", "the deal passes one seat clockwise")
        dealer = ev["dealer"]
        hands = [list(h) for h in ev["hands"]]
        stock = list(ev["stock"])
        _expect(all(len(h) == 6 for h in hands) and len(stock) == 28, "deal_sizes", "six each, 28 in the stock")
        dealt = [c for h in hands for c in h] + stock
        _expect(set(dealt) == ALL and len(dealt) == 52, "deal_cards", "52 distinct cards")
        leader = (dealer + 1) % 4
        leads: list[str] = []
        kings = 0
        points = [0, 0]
        tricks = [0, 0]
        dirty = [False, False]
        i += 1
        for trick_no in range(1, 14):
            _expect(len(stock) == max(0, 28 - 4 * (trick_no - 1)), "stock_size", f"stock size at trick {trick_no}")
            expected_hand = 6 if trick_no <= 8 else 14 - trick_no
            _expect(all(len(h) == expected_hand for h in hands), "hand_size", f"hand sizes at trick {trick_no}")
            played: list[tuple[int, str, bool]] = []
            for pos in range(4):
                ev = events[i]
                i += 1
                seat = (leader + pos) % 4
                _expect(ev["type"] == "card_played" and ev["seat"] == seat, "turn", f"seat {seat} plays next")
                _expect(ev["trick"] == trick_no and ev["deal"] == deals, "trick_number", "trick/deal numbers")
                card = ev["card"]
                if ev["blind"]:
                    _expect(rules["blind_play"], "blind_play", "blind play is switched off")
                    _expect(bool(stock) and stock[0] == card, "blind_card", "a blind card is the top of the stock")
                    stock.pop(0)
                else:
                    _expect(card in hands[seat], "card_in_hand", f"{card} is not in seat {seat}'s hand")
                    hand = hands[seat]
                    blind_ok = rules["blind_play"] and bool(stock)
                    barred_rank = None
                    limit = rules["lead_limit"]
                    if pos == 0 and limit and len(leads) >= limit and len(set(leads[-limit:])) == 1:
                        barred_rank = leads[-1]
                    kings_barred = fourth_king and bool(stock) and kings >= 3

                    def barred(c: str, barred_rank: str | None = barred_rank, kb: bool = kings_barred) -> bool:
                        return c[0] == barred_rank or (kb and c[0] == "K")

                    if barred(card):
                        others_exist = blind_ok or any(not barred(c) for c in hand)
                        rule: Rule = "lead_limit" if card[0] == barred_rank else "fourth_king"
                        _expect(not others_exist, rule, f"{card} breaks the {rule.replace('_', ' ')} rule")
                    hand.remove(card)
                if card[0] == "K":
                    kings += 1
                played.append((seat, card, ev["blind"]))
            lead_rank = played[0][1][0]
            winner = played[0][0]
            for seat, card, _ in played[1:]:
                if card[0] == lead_rank:
                    winner = seat
            leads.append(lead_rank)
            pts = sum(values.get(c[0], 0) for _, c, _ in played)
            ev = events[i]
            i += 1
            _expect(ev["type"] == "trick_won" and ev["seat"] == winner and ev["points"] == pts,
                    "trick_winner", f"trick {trick_no}: winner {winner}, {pts} points")
            _expect(ev["cards"] == [c for _, c, _ in played], "trick_cards", "trick cards in playing order")
            team = winner % 2
            points[team] += pts
            tricks[team] += 1
            if rules["dirty"]:
                cards = [c for _, c, _ in played]
                if trick_no <= 7 and any(c[0] == "Q" for c in cards) and not dirty[team]:
                    dirty[team] = True
                    _expect(events[i]["type"] == "dirt_changed" and events[i]["dirty"], "dirt", "dirty announced")
                    i += 1
                elif (trick_no >= 8 and dirty[team] and cards[0][0] != "Q"
                      and any(c[0] == "K" for c in cards)):
                    dirty[team] = False
                    _expect(events[i]["type"] == "dirt_changed" and not events[i]["dirty"], "dirt", "clean announced")
                    i += 1
            if stock:
                blind_seats = {s for s, _, b in played if b}
                for k in range(4):
                    seat = (winner + k) % 4
                    if seat in blind_seats:
                        continue
                    ev = events[i]
                    i += 1
                    _expect(ev["type"] == "card_drawn" and ev["seat"] == seat and ev["card"] == stock[0],
                            "draw", f"seat {seat} draws the top card")
                    hands[seat].append(stock.pop(0))
            leader = winner
        _expect(sum(points) == pack, "pack_points", "the points add up to the pack")
        ev = events[i]
        i += 1
        _expect(ev["type"] == "deal_scored", "deal_scored", "deal_scored after trick 13")
        _expect(ev["points"] == points and ev["tricks"] == tricks and ev["dirty"] == dirty,
                "deal_figures", "deal figures")
        one_dirty = rules["dirty"] and dirty[0] != dirty[1]
        if one_dirty:
            winner_team: int | None = 0 if dirty[1] else 1
        elif points[0] != points[1]:
            winner_team = 0 if points[0] > points[1] else 1
        else:
            winner_team = None
        _expect(ev["deal_winner"] == winner_team, "deal_winner", "deal winner")
        game_winner = None
        if rules["scoring"] == "sticks":
            if winner_team is None:
                carry += 1
                _expect(ev["award"] == ev["base"] == ev["carried"] == 0, "award", "a tie gives no stick")
            else:
                base = 2 if points[winner_team] == pack else 1
                award = base + carry
                _expect((ev["award"], ev["base"], ev["carried"]) == (award, base, carry), "award",
                        f"award {award}: {base} for the deal, {carry} carried")
                carry = 0
                totals[winner_team] += award
                if totals[winner_team] >= rules["target"]:
                    game_winner = winner_team
        else:
            _expect(ev["award"] == ev["base"] == ev["carried"] == 0, "award", "no sticks under running totals")
            for t in (0, 1):
                scored = 0 if one_dirty and dirty[t] else points[t]
                totals[t] = totals[t] + scored if scored else 0
            reached = [t for t in (0, 1) if totals[t] >= rules["target"]]
            if len(reached) == 1:
                game_winner = reached[0]
            elif len(reached) == 2 and totals[0] != totals[1]:
                game_winner = 0 if totals[0] > totals[1] else 1
        nothing = [points[t] == 0 or (one_dirty and dirty[t]) for t in (0, 1)]
        _expect(ev["reset"] == nothing, "totals", f"the deal counts nothing for {nothing}")
        _expect(ev["totals"] == totals, "totals", f"totals {totals}")
        if game_winner is not None:
            _expect(i < len(events) and events[i]["type"] == "game_over" and events[i]["winner"] == game_winner,
                    "game_over", "the game ends exactly when the rules say")
            _expect(events[i]["totals"] == totals, "final_totals", "final totals")
        else:
            _expect(i >= len(events) or events[i]["type"] == "deal_started", "game_goes_on", "the game goes on")
    return deals
