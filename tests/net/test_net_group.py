"""One address, many servers (`serve --redis`, docs/SCALING.md): real `serve` processes, a real
Redis and a real HAProxy with the file `net/proxyconf.py` writes, all on loopback ports, started
and stopped by pid here. Every client connects through the front, as a player would.
"""

from __future__ import annotations

import asyncio
import random
import re
import ssl
import subprocess
import sys
import urllib.error
import urllib.request
from collections import deque
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ristikontra.engine import Action, CardPlayed, GameStarted, SeatView, find_preset
from ristikontra.engine.actions import blind, play
from ristikontra.engine.log import read_log
from ristikontra.files import open_user_file
from ristikontra.net.client import Client
from ristikontra.net.clientstate import Failure, Link, NetError
from ristikontra.net.group import POOL
from ristikontra.net.proxyconf import haproxy_config
from ristikontra.net.server import MISS_BURST
from ristikontra.table import ScriptedSeat, Table
from ristikontra.table.table import SEAT_NAMES
from tests.net.groupharness import Front, Site, eventually, front_client, need
from tests.net.netharness import make_certificate, play_seat, random_moves, until
from tests.net.test_net_event_logs import check_log

redis = pytest.importorskip("redis", reason="the redis package is not installed (pip install 'ristikontra[group]')")


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Site]:
    """Three processes, Redis and the front, shared by the scenarios below (starting them is most
    of each scenario's time); each scenario leaves them all running, as it found them."""
    with Site(tmp_path_factory.mktemp("site")) as running:
        yield running


def listed(client: Client) -> set[str]:
    return set(client.room.tables) if client.room is not None else set()


async def four_at_one_table(site: Site) -> tuple[list[Client], str, list[str]]:
    """Anna (named as a table of one process names seat 0) opens a public table through the front;
    Ben, Cara and Dan join it through the front, whichever process each reaches first. Returns the
    clients, the code and where each first landed."""
    anna = await front_client(site.front.url, SEAT_NAMES[0])
    seated = await anna.create(rules="short", level="random", public=True)
    assert anna.home == anna.node
    clients, first = [anna], [anna.node or ""]
    for seat, name in enumerate(SEAT_NAMES[1:], start=1):
        client = await front_client(site.front.url, name)
        first.append(client.node or "")
        await client.join(seated.code)
        await client.take_seat(seat)
        assert client.node == anna.node and client.home == anna.node
        clients.append(client)
    return clients, seated.code, first


async def play_all(clients: list[Client], heard: list[dict[str, Any]], views: list[SeatView],
                   pace: float = 0.0, links: list[list[str]] | None = None) -> None:
    """Every seat plays random legal moves to the game's end (seat 0's events and views kept),
    `pace` seconds after each event it hears (a game that lasts while the test does something);
    what each seat hears of its connection goes into `links`."""
    rngs = [random.Random(seed) for seed in range(len(clients))]
    await asyncio.wait_for(asyncio.gather(*(
        play_seat(c, random_moves(rngs[i]), heard if i == 0 else None, views if i == 0 else None, pace=pace,
                  links=links[i] if links is not None else None)
        for i, c in enumerate(clients))), 120)


async def as_at_one_process(log: Path) -> None:
    """The table's event log is, byte for byte, the one a table of one process writes for the
    same seed and the same moves (read back from the log, played again here at a local table)."""
    events = read_log(log)
    start = events[0]
    assert isinstance(start, GameStarted)
    moves: dict[int, deque[Action]] = {seat: deque() for seat in range(4)}
    for event in events:
        if isinstance(event, CardPlayed):
            moves[event.seat].append(blind(event.seat) if event.blind else play(event.seat, event.card))
    again = log.with_suffix(".one")
    table = Table(lambda: find_preset("short"), seed=start.seed, log=open_user_file(again))
    for seat in range(4):
        table.seat(seat, ScriptedSeat(lambda view, seat=seat: moves[seat].popleft(), kind="human"))
    loop = asyncio.get_running_loop()
    table.attach(lambda fn: loop.call_soon_threadsafe(fn))
    try:
        table.new_game()
        deadline = loop.time() + 30
        while table.state is None or table.state.phase != "game_over":
            assert loop.time() < deadline, "the game did not end at one process"
            if table.state is not None and table.state.phase == "deal_over":
                table.next_deal()
            await asyncio.sleep(0.001)
    finally:
        table.close()
    assert again.read_text(encoding="utf-8") == log.read_text(encoding="utf-8")


def lost_and_back(links: list[str]) -> list[str]:
    """A seat's line lost and back (not a server slow to answer under load: `silent`)."""
    return [state for state in links if state in ("lost", "back", "gone")]


async def pending(client: Client) -> list[Any]:
    """What the client has heard and nobody has read yet."""
    items = []
    while True:
        try:
            items.append(await client.next_item(0.05))
        except asyncio.TimeoutError:
            return items


def test_a_table_opened_at_the_front_is_joined_through_it_and_the_room_spans_every_process(site: Site) -> None:
    async def run(site: Site) -> None:
        clients, code, first = await four_at_one_table(site)
        anna = clients[0]
        # The front spreads first connections (the fewest connections first): the joiners did not
        # all reach the table's process, and still sit at it.
        assert any(node != anna.node for node in first[1:])
        # A public table on each other process, opened there through the front.
        others = [n.id for n in site.nodes if n.id != anna.node]
        openers = [await front_client(site.at(node), f"Opener {node}") for node in others]
        codes = {code} | {(await o.create(level="random", public=True)).code for o in openers}
        assert len(codes) == 3 and [o.node for o in openers] == others
        # Each code is claimed in Redis by the process that holds it, the directory says the same.
        held = redis.Redis.from_url(site.redis.url, decode_responses=True)
        assert held.get(f"ristikontra:code:{code}") == anna.node and held.hget("ristikontra:dir", code) == anna.node
        held.close()
        # Somebody entering the room anywhere sees every process's tables, and changes live.
        eve = await front_client(site.front.url, "Eve")
        await eve.enter_room()
        await eventually(lambda: listed(eve) == codes, what="every process's public tables listed")
        assert eve.room is not None and eve.room.tables[code].free == 0
        # Who is here and the chat span the processes too; a name is one at a time across them.
        ida = await front_client(site.at(others[0]), "Ida")
        await ida.enter_room()
        await eventually(lambda: eve.room is not None and "Ida" in eve.room.names(), what="Ida heard of")
        twin = await front_client(site.at(anna.node or ""), "IDA")
        with pytest.raises(NetError) as refused:
            await twin.enter_room()
        assert refused.value.reason == "name_taken"
        await ida.room_say("Hello everybody")
        said = await until(eve, object, pred=lambda item: getattr(item, "text", None) == "Hello everybody")
        assert said.name == "Ida"
        # Ida watches the table: her connection moves to its process, and she is still in the room.
        await ida.watch(code)
        assert ida.node == anna.node and ida.room is not None and code in ida.room.tables
        await eventually(lambda: eve.room is not None and "Ida" in eve.room.names(), what="Ida still in the room")
        # The game at the table, played to its end through the front.
        await anna.start()
        heard: list[dict[str, Any]] = []
        views: list[SeatView] = []
        await play_all(clients, heard, views)
        for client in [*clients, *openers, eve, ida, twin]:
            await client.close()
        check_log(site.logs / f"{code}.jsonl", heard, views[-1:])
        await as_at_one_process(site.logs / f"{code}.jsonl")

    asyncio.run(run(site))


def test_a_process_killed_mid_game_comes_back_with_its_tables_and_players(site: Site) -> None:
    async def run(site: Site) -> None:
        clients, code, _first = await four_at_one_table(site)
        holder = site.node(clients[0].node or "")
        watcher_node = next(n.id for n in site.nodes if n is not holder)
        eve = await front_client(site.at(watcher_node), "Eve")
        await eve.enter_room()
        await eventually(lambda: code in listed(eve), what="the table listed")
        await clients[0].start()
        heard: list[dict[str, Any]] = []
        views: list[SeatView] = []
        links: list[list[str]] = [[] for _ in clients]
        game = asyncio.ensure_future(play_all(clients, heard, views, links=links))
        await eventually(lambda: len(heard) >= 20, what="the game under way")
        assert all(lost_and_back(seat) == [] for seat in links)
        holder.kill()  # kill -9: nothing more written, nobody told
        # Its players hear the connection is lost; the room (another process) stops listing its
        # tables once its presence runs out, and the directory forgets them.
        await eventually(lambda: all(lost_and_back(seat) == ["lost"] for seat in links),
                         what="every player told the line is lost")
        await eventually(lambda: code not in listed(eve), what="the dead process's table out of the room")
        held = redis.Redis.from_url(site.redis.url, decode_responses=True)
        assert held.hget("ristikontra:dir", code) is None
        assert not game.done()
        holder.start()
        holder.ready()
        # Its table comes back from its data folder, is in the directory and the room again, and
        # the players come back through the front with their tokens and finish the game.
        await eventually(lambda: code in listed(eve), what="the table in the room again")
        assert held.hget("ristikontra:dir", code) == holder.id
        held.close()
        await game
        assert all(lost_and_back(seat) == ["lost", "back"] for seat in links), links
        # Somebody on another process noticed nothing of it but the room's lines.
        assert not [item for item in await pending(eve) if isinstance(item, Link) and item.state == "lost"]
        for client in [*clients, eve]:
            await client.close()
        check_log(site.logs / f"{code}.jsonl", heard, views[-1:])
        await as_at_one_process(site.logs / f"{code}.jsonl")

    asyncio.run(run(site))


def test_redis_stopped_mid_game_play_goes_on_and_everything_is_registered_again(site: Site) -> None:
    async def run(site: Site) -> None:
        clients, code, _first = await four_at_one_table(site)
        holder = clients[0].node or ""
        elsewhere = next(n.id for n in site.nodes if n.id != holder)
        eve = await front_client(site.at(elsewhere), "Eve")
        await eve.enter_room()
        await eventually(lambda: code in listed(eve), what="the table listed")
        await clients[0].start()
        heard: list[dict[str, Any]] = []
        views: list[SeatView] = []
        game = asyncio.ensure_future(play_all(clients, heard, views, pace=0.05))
        await eventually(lambda: len(heard) >= 10, what="the game under way")
        assert not game.done()
        site.redis.stop()
        before = len(heard)
        # The members of the room hear it is unavailable; the other process's tables leave it.
        await until(eve, Failure, pred=lambda f: f.reason == "group_unavailable")
        await eventually(lambda: code not in listed(eve), what="the unreachable table out of the room")
        # Play goes on while Redis is down.
        await eventually(lambda: len(heard) >= before + 10 or game.done(), what="play going on without Redis")
        assert len(heard) > before
        # The room and a join for a table on another process say they are unavailable for now.
        fred = await front_client(site.at(elsewhere), "Fred")
        for ask in (fred.enter_room(), fred.join(code)):
            with pytest.raises(NetError) as refused:
                await ask
            assert refused.value.reason == "group_unavailable"
        # A new table still opens, on a code its process claimed ahead.
        gus = await front_client(site.at(elsewhere), "Gus")
        opened = (await gus.create(level="random")).code
        site.redis.start()  # empty: the directory is rebuilt from the processes
        await eventually(lambda: code in listed(eve), what="the table in the room again")
        lobby = await eventually(lambda: _try_join(fred, code), what="a join across processes again")
        assert lobby.code == code and fred.node == holder
        held = redis.Redis.from_url(site.redis.url, decode_responses=True)
        assert held.hget("ristikontra:dir", code) == holder
        assert held.hget("ristikontra:dir", opened) == elsewhere and held.get(f"ristikontra:code:{opened}") == elsewhere
        held.close()
        await game
        for client in [*clients, eve, fred, gus]:
            await client.close()
        check_log(site.logs / f"{code}.jsonl", heard, views[-1:])
        await as_at_one_process(site.logs / f"{code}.jsonl")

    asyncio.run(run(site))


def test_redis_that_stops_answering_is_unreachable_and_play_goes_on(site: Site) -> None:
    async def run(site: Site) -> None:
        clients, code, _first = await four_at_one_table(site)
        elsewhere = next(n.id for n in site.nodes if n.id != clients[0].node)
        vera = await front_client(site.at(elsewhere), "Vera")
        await vera.enter_room()
        await eventually(lambda: code in listed(vera), what="the table listed")
        await clients[0].start()
        heard: list[dict[str, Any]] = []
        views: list[SeatView] = []
        game = asyncio.ensure_future(play_all(clients, heard, views, pace=0.05))
        await eventually(lambda: len(heard) >= 10, what="the game under way")
        site.redis.pause()  # no answer and no closed connection: only a deadline tells
        try:
            before = len(heard)
            await until(vera, Failure, pred=lambda f: f.reason == "group_unavailable")
            await eventually(lambda: code not in listed(vera), what="the unreachable table out of the room")
            assert len(heard) > before or game.done(), "play stopped while Redis did not answer"
        finally:
            site.redis.resume()
        await eventually(lambda: code in listed(vera), what="the table in the room again")
        await game
        for client in [*clients, vera]:
            await client.close()
        check_log(site.logs / f"{code}.jsonl", heard, views[-1:])
        await as_at_one_process(site.logs / f"{code}.jsonl")

    asyncio.run(run(site))


def test_the_front_restarted_mid_game_everyone_comes_back(site: Site) -> None:
    async def run(site: Site) -> None:
        clients, code, _first = await four_at_one_table(site)
        await clients[0].start()
        heard: list[dict[str, Any]] = []
        views: list[SeatView] = []
        links: list[list[str]] = [[] for _ in clients]
        game = asyncio.ensure_future(play_all(clients, heard, views, pace=0.02, links=links))
        await eventually(lambda: len(heard) >= 10, what="the game under way")
        site.front.stop()
        await eventually(lambda: all(lost_and_back(seat) == ["lost"] for seat in links),
                         what="every player told the line is lost")
        site.front.start()
        await game
        assert all(lost_and_back(seat) == ["lost", "back"] for seat in links), links
        for client in clients:
            await client.close()
        check_log(site.logs / f"{code}.jsonl", heard, views[-1:])

    asyncio.run(run(site))


def test_two_terminals_at_the_front_meet_at_a_table_on_one_process(site: Site, tmp_path: Path) -> None:
    """The terminal program itself behind the front: the table's joiner first reaches another
    process, follows the table there, sits down and is heard; killed, the same command takes the
    seat back through the front."""
    pexpect = pytest.importorskip("pexpect", reason="pexpect is not installed (pip install -e '.[test]')")
    from tests.net.test_net_terminals import spawn

    anna = spawn(tmp_path, site.front.url, "en", "create", "--name", "Anna")
    ben: Any = None
    try:
        anna.expect(r"The code is (\d{3} \d{3})\.")
        code = anna.match.group(1)
        held = redis.Redis.from_url(site.redis.url, decode_responses=True)
        holder = held.hget("ristikontra:dir", code.replace(" ", ""))
        held.close()
        elsewhere = next(n.id for n in site.nodes if n.id != holder)
        ben = spawn(tmp_path / "ben", site.at(elsewhere), "en", "join", code, "--name", "Ben", "--seat", "2")
        ben.expect("Waiting for the player who opened the table to start the game")
        anna.expect("Ben sits down as")
        ben.send("/")
        ben.expect(r"Chat: type your message")
        ben.send("hello from elsewhere\r")
        anna.expect(r"Ben: hello from elsewhere")
        ben.kill(9)
        ben.close()
        anna.expect("Ben lost the connection")
        ben = spawn(tmp_path / "ben", site.at(elsewhere), "en", "join", code, "--name", "Ben")
        ben.expect(re.escape(f"You joined table {code}."))
        anna.expect("Ben is back")
    finally:
        for child in (anna, ben):
            if child is not None:
                child.sendcontrol("q")
                child.expect([pexpect.EOF, pexpect.TIMEOUT], timeout=10)
                child.close(force=True)


def test_the_front_speaks_tls_and_the_processes_behind_it_plain(site: Site, tmp_path: Path) -> None:
    """docs/SCALING.md's TLS: certificate and key in one PEM file, `proxyconf --cert`; the page and
    the tables over TLS, a table's joiner following it to its process at the same front."""
    cert, key = make_certificate(tmp_path)
    pem = tmp_path / "front.pem"
    pem.write_text(cert.read_text(encoding="utf-8") + key.read_text(encoding="utf-8"), encoding="utf-8")
    front = Front(tmp_path, site.nodes, cert=pem, name="tls")
    trust = ssl.create_default_context(cafile=str(cert))

    async def run() -> None:
        anna = await front_client(front.url, "Anna", ssl_context=trust)
        seated = await anna.create(level="random")
        elsewhere = next(n.id for n in site.nodes if n.id != anna.node)
        ben = await front_client(f"{front.url}p/{elsewhere}/", "Ben", ssl_context=trust)
        await ben.join(seated.code)
        await ben.take_seat(1)
        assert ben.node == anna.node
        for client in (anna, ben):
            await client.close()

    front.start()
    try:
        with urllib.request.urlopen(f"https://127.0.0.1:{front.port}/", context=trust, timeout=20) as page:
            assert page.status == 200 and "<html" in page.read().decode("utf-8").lower()
        asyncio.run(run())
        # Without trusting the certificate nothing is said in the clear.
        with pytest.raises(urllib.error.URLError):
            urllib.request.urlopen(f"https://127.0.0.1:{front.port}/", timeout=20)
    finally:
        front.stop()


async def _try_join(client: Client, code: str) -> Any:
    try:
        return await client.join(code)
    except NetError as exc:
        assert exc.reason == "group_unavailable"
        return None


def test_one_name_entering_the_room_at_two_processes_at_once_is_given_once(site: Site) -> None:
    async def run(site: Site) -> None:
        for attempt in range(5):
            name = f"Twin{attempt}"
            pair = [await front_client(site.at(n.id), name) for n in site.nodes[:2]]
            answers = await asyncio.gather(*(c.enter_room() for c in pair), return_exceptions=True)
            refused = [a.reason for a in answers if isinstance(a, NetError)]
            assert len(refused) == 1 and refused[0] == "name_taken", answers
            for client in pair:
                await client.close()

    asyncio.run(run(site))


def test_a_burst_of_new_tables_on_one_process_waits_for_codes_and_is_never_refused(site: Site) -> None:
    async def run(site: Site) -> None:
        node = site.nodes[1].id
        openers = [await front_client(site.at(node), f"Burst {n}") for n in range(3 * POOL)]
        # More tables at once than the process holds codes claimed ahead: each waits for a code
        # claimed for it (one round trip to Redis), none is told the group is unavailable.
        seated = await asyncio.gather(*(o.create(level="random") for o in openers))
        codes = {s.code for s in seated}
        assert len(codes) == len(openers) and all(o.node == node for o in openers)
        held = redis.Redis.from_url(site.redis.url, decode_responses=True)
        assert all(held.hget("ristikontra:dir", code) == node for code in codes)
        held.close()
        for opener in openers:
            await opener.close()

    asyncio.run(run(site))


def test_guessing_codes_across_the_processes_gets_no_more_answers_than_at_one(tmp_path: Path) -> None:
    async def run(site: Site) -> None:
        answers: list[str] = []
        for turn in range(3 * int(MISS_BURST)):
            node = site.nodes[turn % len(site.nodes)].id
            guesser = await front_client(site.at(node), "Guesser")
            try:
                await guesser.join(f"{turn:06d}")
            except NetError as exc:
                answers.append(exc.reason)
            await guesser.close()
        looked_up = answers.count("not_found")
        # One process alone answers MISS_BURST; spread over the processes, the group's budget still
        # holds (one more if the test ran long enough for the budget to refill by one: 15 s).
        assert MISS_BURST <= looked_up <= MISS_BURST + 1, answers
        assert answers[-len(site.nodes):] == ["too_many_codes"] * len(site.nodes)

    # A site of its own: the budget it spends is the loopback address's, every client's here.
    with Site(tmp_path, count=2) as own:
        asyncio.run(run(own))


def test_the_proxys_file_is_one_haproxy_accepts(tmp_path: Path) -> None:
    program = need("haproxy")
    conf = tmp_path / "haproxy.cfg"
    conf.write_text(haproxy_config([("a", "10.0.0.5", 9001), ("b", "10.0.0.6", 9001)], ":8443"), encoding="utf-8")
    checked = subprocess.run([program, "-c", "-f", str(conf)], capture_output=True, text=True, timeout=30)
    assert checked.returncode == 0, checked.stderr
    with pytest.raises(ValueError):
        haproxy_config([("a", "h", 1), ("a", "h", 2)], ":80")
    with pytest.raises(ValueError):
        haproxy_config([("a", "h", 1)], ":80", drain=("a",))
    # A process drained gets no first connections and still serves its own at /p/<id>/.
    drained = haproxy_config([("a", "h", 1), ("b", "h", 2)], ":80", drain=("a",))
    assert drained.split("\nbackend any\n")[1].count("server ") == 1 and "backend node_a" in drained


@pytest.mark.parametrize(("args", "words"), [
    (["--node", "n1"], "needs --redis too"),
    (["--redis", "localhost:6379"], "is no Redis address"),
    (["--redis", "redis://127.0.0.1:1/0", "--node", "Big Node"], "cannot be a process's id"),
])
def test_a_group_asked_for_wrongly_is_refused_with_a_clear_message(tmp_path: Path, args: list[str],
                                                                   words: str) -> None:
    result = subprocess.run([sys.executable, "-m", "ristikontra", "serve", "--port", "0", "--data",
                             str(tmp_path / "data"), "--lang", "en", *args],
                            capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    assert result.returncode == 2 and words in result.stderr and "Traceback" not in result.stderr
    assert not (tmp_path / "data").exists()

