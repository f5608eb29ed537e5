"""The table without the terminal: game, players, announcer, output, focus and histories.

`TableSession` knows nothing of prompt_toolkit. Every command is a method; everything it says
goes through `emit`, which hands the message to the output layer (speech, braille, earcon) and
to the transcript. The application around it feeds keys in and runs computer turns: it asks
`computer_request()` for a job, runs the job's `player.choose` off the UI thread and hands the
result to `apply_computer`, which ignores stale answers.
"""

from __future__ import annotations

import json
import random
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ristikontra.engine import (
    Action,
    DealStarted,
    Event,
    GameState,
    IllegalAction,
    SeatView,
    TrickWon,
    blind,
    default_players,
    event_to_json,
    play,
)
from ristikontra.files import UserFile, open_user_file
from ristikontra.i18n import Translator, translator
from ristikontra.ui import saves
from ristikontra.ui.hand import HandCursor
from ristikontra.ui.history import MessageLog, TrickBrowser
from ristikontra.ui.keys import RANK_KEYS, KeyBinding, bindings_for, key_label_ids
from ristikontra.ui.menu import NEXT_GAME_ITEMS, OptionsMenu
from ristikontra.ui.settings import LEVELS, Settings, save_settings
from ristikontra.ui.wiring import (
    AnnouncerLike,
    OutputLike,
    PlayerLike,
    make_announcer,
    make_message,
    make_output,
    make_player,
)

__all__ = ["ComputerJob", "TableSession", "player_rng"]

HUMAN = 0
#: Seconds after game over in which Enter does not start a new game: the result is still being said.
PLAY_AGAIN_GUARD = 1.5


def player_rng(seed: int, deal: int, trick: int, seat: int) -> random.Random:
    """The random source of a computer seat for one play: rebuilt from the game seed, so a
    resumed or replayed game makes the same choices without saving any generator state."""
    return random.Random(f"ristikontra:{seed}:{deal}:{trick}:{seat}")


@dataclass(frozen=True)
class ComputerJob:
    """One computer play to work out off the UI thread."""

    ticket: tuple[int, int, int, int]
    seat: int
    player: PlayerLike
    view: SeatView
    rng: random.Random

    def run(self) -> Action:
        return self.player.choose(self.view, self.rng)


class TableSession:
    """One player's table: seat 0, a computer partner at seat 2, computer opponents at 1 and 3."""

    def __init__(
        self,
        settings: Settings,
        *,
        stored: Settings | None = None,
        seed: int | None = None,
        output: OutputLike | None = None,
        log_path: Path | None = None,
        save_file: Path | None = None,
        settings_file: Path | None = None,
        sink: Callable[[str], None] | None = None,
        read_only: bool = False,
    ) -> None:
        #: The event log the player asked for (--log): opened first, so a bad path (PathRefused)
        #: stops the start before any output is opened.
        self._log: UserFile | None = open_user_file(log_path) if log_path is not None else None
        #: Another instance owns the data folder: play, but never write its save or settings.
        self.read_only = read_only
        #: A save we may not read is left alone: never replaced by this game's saves.
        self._save_blocked = False
        self._closed = False
        #: The settings in force (saved ones with the command line's on top).
        self.settings = settings
        #: The settings as saved; the menu changes these item by item.
        self.stored = stored if stored is not None else settings
        self.lang = settings.lang or "en"
        self.t: Translator = translator(self.lang)
        self.announcer: AnnouncerLike = make_announcer(self.lang, settings.verbosity)
        self._post: Callable[[Callable[[], None]], None] | None = None
        self._output_generation = 0
        # Output notices come from threads at any time: kept here under the lock until the
        # greeting has been said and the loop can take them (see `post`), never dropped.
        self._notice_lock = threading.Lock()
        self._greeted = False
        self._startup_notices: list[str] = []
        self._own_output = output is None
        self.output: OutputLike
        notices: list[str] = []
        if output is None:
            self.output, reason = self._create_output()
            notices = [reason] if reason else []
        else:
            self.output = output
        self.seed = seed
        #: A seeded game replays exactly: its computer players must not think against the clock.
        self.reproducible = seed is not None
        self.save_file = save_file
        self.settings_file = settings_file
        #: Receives the text of every message for the on-screen transcript.
        self.sink: Callable[[str], None] = sink or (lambda text: None)
        self.transcript: list[str] = []
        self.messages = MessageLog()
        self.tricks = TrickBrowser()
        self.hand = HandCursor()
        self.menu: OptionsMenu | None = None
        self.state: GameState | None = None
        self.mode = "start"
        self.players: dict[int, PlayerLike] = {}
        self.game_id = 0
        self._interrupt_next = False
        self._pending_save: saves.SavedGame | None = None
        #: Whether the player was told that the game (or the settings) cannot be saved: said once.
        self._save_warned = False
        self._settings_warned = False
        #: The clock for the game-over guard (tests replace it).
        self.clock: Callable[[], float] = time.monotonic
        self._over_at = 0.0
        self._startup_notices.extend(notices)
        self._make_players()

    # ------------------------------------------------------------------ plumbing

    def _create_output(self) -> tuple[OutputLike, str]:
        s = self.settings
        return make_output(s.speech, self.lang, sound=s.sound, voice_rate=s.voice_rate,
                           voice_volume=s.voice_volume, sound_volume=s.sound_volume,
                           on_notice=self._output_notice)

    @property
    def post(self) -> Callable[[Callable[[], None]], None] | None:
        """Runs a function on the UI loop; the application sets it (output notices come from threads)."""
        return self._post

    @post.setter
    def post(self, post: Callable[[Callable[[], None]], None] | None) -> None:
        with self._notice_lock:
            self._post = post
        self._deliver_notices()

    def _output_notice(self, text: str) -> None:
        """A speech backend failed and another took over (called from an output thread)."""
        with self._notice_lock:
            self._startup_notices.append(text)
        self._deliver_notices()

    def _deliver_notices(self) -> None:
        """Hand waiting notices to the loop, once the greeting is out and a loop is there."""
        with self._notice_lock:
            post = self._post
            if post is None or not self._greeted:
                return
            waiting, self._startup_notices = self._startup_notices, []
        for text in waiting:
            post(self._notice_emitter(text))

    def _notice_emitter(self, text: str) -> Callable[[], None]:
        return lambda: self.emit(make_message(text))

    def _make_players(self) -> None:
        self.players = {seat: make_player(self.settings.level, self.reproducible) for seat in (1, 2, 3)}

    def say(self, msg_id: str, *, sound: str | None = None, **args: Any) -> Any:
        """Emit a message of the table's own catalog."""
        text = self.t(msg_id, **args)
        return self.emit(make_message(text, text, sound))

    def emit(self, message: Any, *, remember: bool = True, queue: bool = False) -> Any:
        """Hand one message to the output and the transcript.

        The first message after a key press cuts off stale speech. With `queue` (what happens at
        the table) a message never does so itself: "your turn" must not swallow the plays before it.
        """
        interrupt = (bool(message.interrupt) and not queue) or self._interrupt_next
        self._interrupt_next = False
        self.output.speak(message.text, interrupt=interrupt)
        self.output.braille(message.short or message.text)
        if message.sound and self.settings.sound:
            self.output.play(message.sound)
        self.transcript.append(message.text)
        self.sink(message.text)
        if remember:
            self.messages.add(message)
        return message

    def key_pressed(self) -> None:
        """A key starts a new answer: its first message cuts off stale speech."""
        self._interrupt_next = True

    def view(self) -> SeatView | None:
        return self.state.view(HUMAN) if self.state is not None else None

    def close(self) -> None:
        self._closed = True
        if self._log is not None:
            self._log.close()
            self._log = None
        if self._own_output:
            self.output.close()

    # ------------------------------------------------------------------ starting

    def start(self, resume: bool = False) -> None:
        """Greet, then resume the saved game, ask about it, or deal a new one."""
        self.say("ui-welcome")
        with self._notice_lock:
            waiting, self._startup_notices = self._startup_notices, []
            self._greeted = True
        for notice in waiting:
            self.emit(make_message(notice))
        # Watching beside another instance: its save is its own, not to resume or set aside.
        result = saves.LoadResult() if self.read_only else saves.load_game(self.save_file)
        if result.newer:
            self.say("ui-save-newer")
        elif result.unreadable:
            self._save_blocked = True
            self.say("ui-save-unreadable")
        elif result.moved_to is not None or result.error:
            self.say("ui-save-broken")
        if result.game is not None and result.game.state.phase in ("playing", "deal_over"):
            if resume:
                self.resume(result.game)
                return
            self._pending_save = result.game
            self.mode = "start"
            state = result.game.state
            self.say("ui-save-found", deal=state.deal_no, trick=state.trick_no)
            return
        if resume and result.game is None and result.moved_to is None and not result.error:
            self.say("ui-no-save")
        self.new_game()

    def resume(self, saved: saves.SavedGame | None = None) -> None:
        saved = saved or self._pending_save
        self._pending_save = None
        if saved is None:
            self.new_game()
            return
        self.game_id += 1
        self.state = saved.state
        self.seed = saved.state.seed
        # The game goes on with the computer players it was started with.
        level = saved.level if saved.level in LEVELS else self.settings.level
        seeded = bool(saved.extra.get("seeded"))
        if seeded != self.reproducible or level != self.settings.level:
            self.reproducible = seeded
            self.settings = replace(self.settings, level=level)
            self._make_players()
        self.hand = HandCursor(saved.sort)
        self.tricks.reset()
        view = self.state.view(HUMAN)
        self.hand.update(view.hand, view.rules)
        self.hand.index = min(max(saved.focus, 0), max(len(self.hand.cards) - 1, 0))
        self.say("ui-resumed", deal=self.state.deal_no, trick=self.state.trick_no)
        if self.state.phase == "deal_over":
            self.mode = "between"
            self.emit(self.announcer.scores(view))
            self.say("ui-next-deal-prompt")
            return
        self.mode = "play"
        self.emit(self.announcer.hand_summary(view))
        if view.trick:
            self.emit(self.announcer.current_trick(view))
        self.emit(self.announcer.turn(view))

    def new_game(self) -> None:
        """Deal a new game with the rules of the settings in force."""
        self._pending_save = None
        self.game_id += 1
        seed = self.seed
        if seed is None or self.game_id > 1:
            seed = random.SystemRandom().randrange(2**31) if seed is None else _next_seed(seed)
        self.seed = seed
        self.state = GameState(self.settings.game_rules(), default_players(HUMAN), seed=seed)
        self.tricks.reset()
        self.mode = "play"
        self._process(self.state.start_deal())

    # ------------------------------------------------------------------ events

    def _process(self, events: Iterable[Event]) -> None:
        """Log, announce and react to one batch of engine events."""
        assert self.state is not None
        events = list(events)
        self._write_log(events)
        view = self.state.view(HUMAN)
        self.hand.update(view.hand, view.rules)
        if any(isinstance(e, DealStarted) for e in events):
            self.hand.index = 0
            self.tricks.reset()
        # Saved before a word of the result is said: a kill at any moment loses at most the
        # plays of the trick in progress.
        if self.state.phase == "game_over":
            if not (self.read_only or self._save_blocked):
                saves.discard_save(self.save_file)
        elif self.state.phase == "deal_over" or any(isinstance(e, TrickWon | DealStarted) for e in events):
            self._autosave()
        for message in self._announce(events, view):
            self.emit(message, queue=True)
        if self.state.phase == "game_over":
            self.mode = "over"
            self._over_at = self.clock()
            self.say("ui-play-again-prompt")
            return
        if self.state.phase == "deal_over":
            self.mode = "between"
            self.say("ui-next-deal-prompt")
            return

    def _write_log(self, events: list[Event]) -> None:
        log = self._log
        if log is None or log.failed:
            return
        text = "".join(json.dumps(event_to_json(event), ensure_ascii=False) + "\n" for event in events)
        if not log.write(text) and log.refusal is not None:
            # Said once; the game goes on without the log.
            refusal = log.refusal
            self.say("ui-log-failed", sound="error", reason=self.t(refusal.msg_id, **refusal.values))

    def _announce(self, events: list[Event], view: SeatView) -> list[Any]:
        """The announcer's messages for one batch, ending with "your turn" when it became so."""
        return list(self.announcer.announce_all(events, view))

    # ------------------------------------------------------------------ saving

    def saved_game(self) -> saves.SavedGame | None:
        if self.state is None or self.state.phase not in ("playing", "deal_over"):
            return None
        return saves.SavedGame(self.state, self.settings.level, self.hand.sort, self.hand.index,
                               {"seeded": self.reproducible})

    def _autosave(self) -> bool:
        game = self.saved_game()
        if game is None or self.read_only or self._save_blocked:
            return False
        if saves.save_game(game, self.save_file):
            return True
        if not self._save_warned:
            # Said once: the game goes on, but the player must know it will not be kept.
            self._save_warned = True
            self.say("ui-save-impossible", sound="error")
        return False

    def _save_settings(self) -> None:
        if self.read_only:
            return
        if not save_settings(self.stored, self.settings_file) and not self._settings_warned:
            self._settings_warned = True
            self.say("ui-settings-unsaved", sound="error")

    def save_and_quit(self) -> int:
        """Save and say goodbye; the exit status: 1 if the game in progress could not be saved."""
        if self.mode == "start" and self._pending_save is not None:
            self.say("ui-bye-kept")
            return 0
        game = self.saved_game()
        if game is None:
            self.say("ui-bye")
        elif self.read_only:
            self.say("ui-bye-watching")
        elif self._save_blocked:
            self.say("ui-bye")
        elif saves.save_game(game, self.save_file):
            self.say("ui-saved-bye")
        else:
            self.say("ui-save-failed", sound="error")
            return 1
        return 0

    # ------------------------------------------------------------------ computer turns

    def _ticket(self) -> tuple[int, int, int, int]:
        assert self.state is not None
        return (self.game_id, self.state.deal_no, self.state.trick_no, len(self.state.trick_cards))

    def computer_request(self) -> ComputerJob | None:
        """The next computer play to work out, if a computer seat is to move now."""
        state = self.state
        if state is None or state.phase != "playing" or self.menu is not None or self.mode != "play":
            return None
        seat = state.to_move
        if seat == HUMAN:
            return None
        view = state.view(seat)
        rng = player_rng(state.seed, state.deal_no, state.trick_no, seat)
        return ComputerJob(self._ticket(), seat, self.players[seat], view, rng)

    def apply_computer(self, job: ComputerJob, action: Action | None) -> bool:
        """Carry out a computer's choice unless the table moved on meanwhile."""
        state = self.state
        if state is None or state.phase != "playing" or self._ticket() != job.ticket or state.to_move != job.seat:
            return False
        if action is None or not state.is_legal(action):
            # A player that fails must not stop the game: take the first legal action.
            action = state.legal_actions()[0]
        self._process(state.apply(action))
        return True

    # ------------------------------------------------------------------ the player's plays

    def _act(self, action: Action) -> None:
        assert self.state is not None
        try:
            events = self.state.apply(action)
        except IllegalAction as error:
            self.emit(self.announcer.illegal(error, self.state.view(HUMAN)))
            return
        self.tricks.reset()
        self._process(events)

    def play_focused(self) -> None:
        card = self.hand.focused
        if self.state is None or card is None:
            self.say("ui-no-cards", sound="error")
            return
        self._act(play(HUMAN, card))

    def play_blind(self) -> None:
        if self.state is None:
            return
        self._act(blind(HUMAN))

    # ------------------------------------------------------------------ focus

    def _say_focus(self, edge: str | None = None) -> None:
        card = self.hand.focused
        if card is None:
            self.say("ui-no-cards")
            return
        message = self.announcer.card_focus(card, self.hand.index + 1, len(self.hand.cards))
        if edge is not None:
            text = self.t(edge, card=message.text)
            message = make_message(text, message.short, None, True)
        self.emit(message)

    def move_focus(self, delta: int) -> None:
        if self.hand.move(delta):
            self._say_focus()
        else:
            self._say_focus("ui-edge-last" if delta > 0 else "ui-edge-first")

    def focus_end(self, last: bool) -> None:
        self.hand.home(last)
        self._say_focus()

    def jump_rank(self, key: str) -> None:
        rank = RANK_KEYS.get(key)
        if rank is None:
            return
        if self.hand.jump(rank):
            self._say_focus()
        else:
            self.say("ui-no-rank", rank_no=self.announcer.rank_name(rank, "no-acc"))

    def sort(self) -> None:
        view = self.view()
        if view is None:
            return
        kind = self.hand.next_sort(view.hand, view.rules)
        self.say("ui-sorted", sort=kind)
        self._say_focus()

    # ------------------------------------------------------------------ status keys

    def _query(self, ask: Callable[[SeatView], Any]) -> None:
        view = self.view()
        if view is None:
            self.say("ui-no-game")
            return
        self.emit(ask(view))

    def status_hand(self) -> None:
        self._query(self.announcer.hand_summary)

    def status_trick(self) -> None:
        self._query(self.announcer.current_trick)

    def status_scores(self) -> None:
        self._query(self.announcer.scores)

    def status_stock(self) -> None:
        self._query(self.announcer.stock)

    def status_turn(self) -> None:
        self._query(self.announcer.turn)

    def status_rules(self) -> None:
        self._query(lambda view: self.announcer.rules_summary(view.rules))

    def history_prev(self) -> None:
        view = self.view()
        if view is None:
            return
        number, moved = self.tricks.back(len(view.history))
        if number is None:
            self.say("ui-no-tricks-yet")
            return
        if not moved:
            # Already at the first trick: say only that, not the same trick again.
            self.say("ui-first-trick")
            return
        self.emit(self.announcer.trick(view, number))

    def history_next(self) -> None:
        view = self.view()
        if view is None:
            return
        number, moved = self.tricks.forward(len(view.history))
        if number is not None:
            self.emit(self.announcer.trick(view, number))
        elif moved:
            self.say("ui-back-to-now")
            if view.trick:
                self.emit(self.announcer.current_trick(view))
        else:
            self.say("ui-history-at-now")

    # ------------------------------------------------------------------ messages

    def repeat(self) -> None:
        last = self.messages.last
        if last is None:
            self.say("ui-nothing-said")
            return
        self.emit(last, remember=False)

    def messages_back(self) -> None:
        self._read_message(self.messages.back(), "ui-messages-first")

    def messages_forward(self) -> None:
        self._read_message(self.messages.forward(), "ui-messages-last")

    def _read_message(self, found: tuple[Any, bool], edge_id: str) -> None:
        """Say the message the history moved to; at either end, say which end it is."""
        message, moved = found
        if message is None:
            self.say("ui-nothing-said")
        elif moved:
            self.emit(message, remember=False)
        else:
            self.emit(make_message(self.t(edge_id, text=message.text), message.short), remember=False)

    def silence(self) -> None:
        self._interrupt_next = False
        self.output.silence()

    # ------------------------------------------------------------------ between deals

    def next_deal(self) -> None:
        if self.state is None or self.state.phase != "deal_over":
            return
        self.mode = "play"
        self._process(self.state.start_deal())

    def play_again(self) -> None:
        # A quick Enter right after the last trick must not cut off the result: ignore it.
        if self.clock() - self._over_at < PLAY_AGAIN_GUARD:
            return
        self.new_game()

    # ------------------------------------------------------------------ help

    def help(self) -> None:
        mode = "menu" if self.menu is not None else self.mode
        lines = [self.t("help-intro", mode=mode)]
        seen: set[str] = set()
        view = self.view()
        bindings = bindings_for(mode)
        if mode == "menu":
            # The menu's own keys (the arrows) first, then the general ones.
            bindings.sort(key=lambda b: not b.command.startswith("menu_"))
        for binding in bindings:
            if binding.command in seen or not self._key_works(binding.command, view):
                continue
            seen.add(binding.command)
            lines.append(self.t("help-line", keys=self.keys_text(binding),
                                action=self.t(f"cmd-{binding.command.replace('_', '-')}")))
        for line in lines:
            self.emit(make_message(line))

    @staticmethod
    def _key_works(command: str, view: SeatView | None) -> bool:
        """Whether a key of the mode does something now (F1 lists only those)."""
        if command == "play_blind":
            return view is not None and view.rules.blind_play
        if command in ("history_prev", "history_next"):
            return view is not None
        return True

    def keys_text(self, binding: KeyBinding) -> str:
        special = f"keys-{binding.command.replace('_', '-')}"
        if self.t.has(special):
            return self.t(special)
        names = []
        for key in binding.keys:
            msg_id, letter = key_label_ids(key)
            names.append(self.t(msg_id, letter=letter) if letter is not None else self.t(msg_id))
        return self.t("keys-or", first=", ".join(names[:-1]), last=names[-1]) if len(names) > 1 else names[0]

    def unbound_key(self) -> None:
        self.say("ui-key-unused", sound="error")

    # ------------------------------------------------------------------ options menu

    def open_menu(self) -> None:
        self.menu = OptionsMenu(replace(self.settings, lang=self.lang))
        self.say("ui-menu-open")
        self.emit(make_message(self.menu.describe(self.t)))

    def menu_move(self, delta: int) -> None:
        if self.menu is None:
            return
        if not self.menu.move(delta):
            self.say("ui-menu-edge")
            return
        self.emit(make_message(self.menu.describe(self.t)))

    def menu_jump(self, last: bool) -> None:
        if self.menu is None:
            return
        self.menu.jump(last)
        self.emit(make_message(self.menu.describe(self.t)))

    def menu_change(self, delta: int) -> None:
        menu = self.menu
        if menu is None:
            return
        name = menu.item
        if not menu.change(delta):
            # A value that cannot change now (the fourth-king rule under the dirty game): say why.
            self.emit(make_message(menu.describe_value(self.t)))
            return
        value = getattr(menu.settings, name)
        changes: dict[str, Any] = {name: value}
        if name == "rules":
            changes["target"] = menu.settings.target
        self.stored = replace(self.stored, **changes)
        self.settings = replace(self.settings, **changes)
        self._apply_setting(name)
        text = menu.describe_value(self.t)
        if name in NEXT_GAME_ITEMS:
            text = self.t("ui-menu-next-game", value=text)
        self.emit(make_message(text))
        self._save_settings()

    def _apply_setting(self, name: str) -> None:
        if name == "lang":
            self.lang = self.settings.lang
            self.t = translator(self.lang)
            self.announcer = make_announcer(self.lang, self.settings.verbosity)
        if name == "verbosity":
            self.announcer = make_announcer(self.lang, self.settings.verbosity)
        elif name == "level":
            self._make_players()
        elif name in ("lang", "speech", "voice_rate", "voice_volume", "sound", "sound_volume") and self._own_output:
            # The voice speaks one language; a new language may need another voice.
            self._rebuild_output()

    def _rebuild_output(self) -> None:
        """Open the output for the new settings without stalling the keys.

        Opening audio can take seconds, so with a running loop (`post`) the new output is built
        on a helper thread and swapped in on the loop; the old one speaks until then.
        """
        post = self.post
        self._output_generation += 1
        generation = self._output_generation

        def build() -> None:
            output, reason = self._create_output()
            if self._closed:
                output.close()  # the table was closed while this output opened
                return

            def swap() -> None:
                if generation != self._output_generation:
                    output.close()  # a later change already asked for another output
                    return
                old, self.output = self.output, output
                threading.Thread(target=old.close, name="ristikontra-output-close", daemon=True).start()
                if reason:
                    self.emit(make_message(reason))

            if post is None:
                swap()
            else:
                post(swap)

        if post is None:
            build()
        else:
            threading.Thread(target=build, name="ristikontra-output-open", daemon=True).start()

    def close_menu(self) -> None:
        if self.menu is None:
            return
        self.menu = None
        self.say("ui-menu-closed")

    # ------------------------------------------------------------------ the live line

    def live_line(self) -> tuple[str, int]:
        """The one line under the transcript and the column of the cursor in it."""
        if self.menu is not None:
            return self.menu.describe(self.t), 0
        if self.mode == "start":
            return self.t("live-start"), 0
        if self.mode == "between":
            return self.t("live-between"), 0
        if self.mode == "over":
            return self.t("live-over"), 0
        prefix = self.t("live-hand") + " "
        names = [self.card_short(c) for c in self.hand.cards]
        if not names:
            return prefix.rstrip(), 0
        column = len(prefix) + sum(len(n) + 1 for n in names[: self.hand.index])
        return prefix + " ".join(names), column

    def card_short(self, card: Any) -> str:
        return self.t("card-short", rank=card.rank, suit=card.suit)

    # ------------------------------------------------------------------ checks for tests

    def check_invariants(self) -> None:
        """Raise AssertionError if the game lost or doubled a card or is in an odd phase."""
        state = self.state
        if state is None:
            return
        assert state.phase in ("playing", "deal_over", "game_over")
        assert self.mode in ("play", "between", "over", "start")
        if state.phase == "playing":
            seen = [c for h in state.hands for c in h] + state.stock + state.trick_cards
            seen += [c for r in state.history for c in r.cards]
            assert len(seen) == 52 and len(set(seen)) == 52, "cards lost or doubled"
            assert 0 <= state.to_move < 4
            assert self.mode == "play"
        assert sorted(self.hand.cards) == sorted(state.hands[HUMAN])


def _next_seed(seed: int) -> int:
    return random.Random(f"ristikontra-next:{seed}").randrange(2**31)
