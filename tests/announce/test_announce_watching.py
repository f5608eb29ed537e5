"""A watcher is nobody's partner: through whole seeded games, in every language, at every
verbosity and sitting behind any seat, nothing it hears (events and the reading keys) names a
team or a player from a seat ("your team", "die Gegner", "parisi"), and every refill after a
trick is said, the seat watched behind's draw too."""

from __future__ import annotations

import random

import pytest

from ristikontra.announce import Announcer
from ristikontra.announce.context import WATCHING_FORMS
from ristikontra.announce.perspective import Names
from ristikontra.engine import WATCHER, CardDrawn, GameState, PlayerInfo, Rules, for_seat
from ristikontra.i18n import LANGUAGES, translator
from tests.announce.watching import draw_sentence, seat_forms_in

NAMES = ("Anna", "Ben", "Carla", "Dora")
RULES = {"sticks": Rules(), "total-dirty": Rules(scoring="running_total", target=120, dirty=True)}


def watch_game(lang: str, verbosity: str, behind: int, rules: Rules, seed: int) -> tuple[list[str], list[str]]:
    """(everything said, the draw sentences expected) for one watched game."""
    players = [PlayerInfo(seat, name, "human") for seat, name in enumerate(NAMES)]
    state = GameState(rules, players=players, seed=seed)
    rng = random.Random(seed)
    announcer = Announcer(lang, seat=behind, verbosity=verbosity, use_names="all")
    t = translator(lang)
    said: list[str] = []
    draws: list[str] = []
    deals = 0
    while state.phase != "game_over" and deals < 4:
        if state.phase in ("new", "deal_over"):
            batch = state.start_deal()
            deals += 1
        else:
            batch = state.apply(rng.choice(state.legal_actions()))
        view = state.view(behind, watching=True)
        heard = announcer.announce_all([for_seat(e, WATCHER) for e in batch], view)
        said += [text for m in heard for text in (m.text, m.short)]
        drawn = [e.seat for e in batch if isinstance(e, CardDrawn)]
        if drawn:
            draws.append(draw_sentence(t, [NAMES[s] for s in drawn]))
        for answer in (announcer.scores(view), announcer.scores_brief(view), announcer.seating(view),
                       announcer.rank_count(view, "Q"), announcer.card_count(view), announcer.turn(view)):
            said += [answer.text, answer.short]
    return said, draws


def said_in_order(expected: list[str], said: list[str]) -> bool:
    """Whether each of `expected` begins a message said, in this order (each its own message)."""
    rest = iter(said)
    return all(any(text.startswith(sentence) for text in rest) for sentence in expected)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("rules", sorted(RULES))
def test_a_watcher_hears_no_seat_form_and_every_draw(lang: str, rules: str) -> None:
    for behind, verbosity in ((0, "normal"), (3, "verbose"), (2, "brief")):
        said, draws = watch_game(lang, verbosity, behind, RULES[rules], seed=11 + behind)
        assert seat_forms_in(said, lang) == []
        if verbosity != "brief":
            assert draws and said_in_order(draws, said)
        # The teams are named by their players, the one watched behind too.
        team = translator(lang)("list-and", first=NAMES[behind % 2], last=NAMES[behind % 2 + 2])
        assert any(team in text for text in said)


def test_a_seated_player_still_hears_the_seat_forms() -> None:
    """The scan finds what it looks for: seated (no watcher), seat 0 hears "your team"."""
    players = [PlayerInfo(seat, name, "human") for seat, name in enumerate(NAMES)]
    state = GameState(Rules(), players=players, seed=3)
    announcer = Announcer("en", seat=0, use_names="people")
    said = [m.text for m in announcer.announce_all(state.start_deal(), state.view(0))]
    said.append(announcer.scores(state.view(0)).text)
    assert ("your team", said[-1]) in seat_forms_in(said, "en")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_team_message_has_its_watching_form(lang: str) -> None:
    t = translator(lang)
    missing = [msg_id for msg_id in sorted(WATCHING_FORMS) if not t.has(f"{msg_id}-watching")]
    assert missing == [] and t.has("draw-watching") and t.has("seating-watching")


def test_a_watcher_who_asks_first_hears_the_teams_by_name() -> None:
    """Watching a game that is over: the score key before any event names the players, not the
    seats' default names."""
    players = [PlayerInfo(seat, name, "human") for seat, name in enumerate(NAMES)]
    state = GameState(Rules(), players=players, seed=3)
    state.start_deal()
    view = state.view(1, watching=True)
    for ask in (Announcer("en", seat=1, use_names="all").scores, Announcer("en", seat=1, use_names="all").scores_brief,
                Announcer("en", seat=1, use_names="all").seating):
        assert "Ben and Dora" in ask(view).text


def trick_sounds(behind: int, use_names: Names) -> set[str | None]:
    """The trick sounds (won, lost) of a whole seeded game heard from `behind`."""
    players = [PlayerInfo(seat, name, "human") for seat, name in enumerate(NAMES)]
    state = GameState(Rules(), players=players, seed=5)
    rng = random.Random(5)
    watching = use_names == "all"
    announcer = Announcer("en", seat=behind, use_names=use_names)
    sounds: set[str | None] = set()
    while state.phase != "game_over":
        dealing = state.phase in ("new", "deal_over")
        batch = state.start_deal() if dealing else state.apply(rng.choice(state.legal_actions()))
        heard = announcer.announce_all([for_seat(e, WATCHER if watching else behind) for e in batch],
                                       state.view(behind, watching=watching))
        sounds |= {m.sound for m in heard if m.sound in ("trick_won", "trick_lost")}
    return sounds


@pytest.mark.parametrize("behind", range(4))
def test_a_watcher_hears_one_trick_sound_whoever_takes_the_trick(behind: int) -> None:
    """A watcher is on neither side: every trick taken sounds the same, not "won" for the team
    watched behind and "lost" for the other; a seated player still hears both."""
    assert trick_sounds(behind, "people") == {"trick_won", "trick_lost"}
    assert trick_sounds(behind, "all") == {"trick_won"}
