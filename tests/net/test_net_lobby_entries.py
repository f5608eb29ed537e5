"""The client reads a lobby it cannot fully understand without falling over (a newer or broken
server): an entry without a kind or a seat number is no free seat."""

from __future__ import annotations

from ristikontra.net.clientstate import Lobby


def test_free_seats_skip_entries_the_client_cannot_read() -> None:
    lobby = Lobby("ABCD", {"seats": [
        {"seat": 0, "kind": "human", "name": "Anna"},
        {"seat": 1},                       # no kind
        {"kind": "free"},                  # no seat number
        "seat 2",                          # not an entry at all
        {"seat": 7, "kind": "free"},       # no such seat
        {"seat": 3, "kind": "free"},
    ]})
    assert lobby.free_seats() == [3]


def test_seats_that_are_no_list_mean_no_free_seat() -> None:
    assert Lobby("ABCD", {"seats": {"0": "free"}}).free_seats() == []
    assert Lobby("ABCD", {}).free_seats() == []
