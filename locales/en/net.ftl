# Online play: what the server refuses, the connection, other players at the table.
# The server sends a reason code; the client says it with net-error-<code>.

## Refusals (one per reason code of the protocol)

net-error-bad-json = The server could not read that message.
net-error-too-large = That message was too long for the server.
net-error-bad-message = The server did not understand that request.
net-error-unknown-type = The server does not know that request.
net-error-hello-first = The connection was not set up properly. Please reconnect.
net-error-version = This server speaks a different version of the online game. Please update Ristikontra.
net-error-not-found = There is no table with that code, or the seat cannot be taken back.
net-error-too-many-codes = Too many wrong table codes came from your internet address. Please wait a few minutes before trying again.
net-error-table-full = Every seat at this table is taken.
net-error-seat-taken = Someone is already sitting there. Choose another seat.
net-error-already-seated = You already have a seat at a table.
net-error-not-seated = Take a seat first.
net-error-not-joined = Join a table before choosing a seat.
net-error-not-creator = Only the player who opened the table can start the game.
net-error-already-started = The game at this table has already started.
net-error-not-started = The game has not started yet.
net-error-not-now = The deal is still being played.
net-error-not-your-seat = You can only play for your own seat.
net-error-stale = Too late: the game had already moved on.
net-error-rate-limited = Too many requests at once. Please wait a moment.
net-error-bad-name = Please give a name with at least one letter.
net-error-table-closed = This table has closed.
net-error-server-error = The server could not save that, so nothing changed. Please try again.
net-error-not-announcing = This page has not asked the server to speak for it yet. Please reload it.
net-error-unknown-key = That key does nothing at this table.
net-error-name-taken = Someone in the room is using that name right now. Please choose another.
net-error-not-in-room = Enter the room first.
net-error-too-many-tables = You have opened many public tables in a short time. Please wait a minute before opening another.
net-error-no-watchers = The player who opened this table has closed it to watchers.
net-error-not-watching = You are not watching a table.
net-error-too-many-watchers = So many people are watching this table that no one else can join them.
net-error-unreachable = The server cannot be reached.
net-cannot-reach = The server { $server } cannot be reached. Check the address, and that the server is running.
net-error-unknown = The server refused that for a reason this version of Ristikontra does not know. An update may help.
net-error-garbled = The server sent something this version of Ristikontra cannot read. An update may help.
net-error-no-answer = The server took the connection but did not answer in time. It may be overloaded; please try again later.
net-error-oversized = The server sent a message too large to read, so the connection was closed. It may not be a Ristikontra server, or it has a fault.
net-error-flooding = The server sends far more than a game can, so the connection was closed. It may not be a Ristikontra server, or it has a fault.

## The connection

net-link-lost = Connection lost. Trying to reconnect…
net-link-still-lost = Still no connection; trying again. Control+Q leaves the table, and you can take your seat back later.
net-link-back = Back at the table.
net-link-gone = The connection could not be restored. The game is over for you; Control+Q leaves the table.
# A key after the line is gone for good (no retry comes).
net-key-gone = The connection is gone and no longer retried. Control+Q leaves the table.
net-link-replaced = Your seat was taken back from another connection, so this one has left the table.
net-link-silent = The server is not answering. The game is waiting for it…
net-link-answering = The server answers again.
# A key after a card was sent, before the server answered it.
net-sent-waiting = Your card is sent; the server has not answered yet.
net-not-played-lost = Not played: the connection is lost. Trying to reconnect…
net-not-sent-lost = Not sent: the connection is lost. Trying to reconnect…
net-turn-lost = The connection is lost, so whose turn it is cannot be known here. Trying to reconnect…

## The table

net-table-created = Table opened. The code is { $code }.
net-table-joined = You joined table { $code }.
net-seat-free = Seat { $seat }: free, a computer plays it.
net-missed = While you were away: { $cards ->
    [one] one card played
   *[other] { $cards } cards played
}{ $tricks ->
    [0] {""}
    [one] , one trick finished
   *[other] , { $tricks } tricks finished
}{ $deals ->
    [0] {""}
    [one] , one new deal
   *[other] , { $deals } new deals
}.
net-notice-dropped = { $name } lost the connection.
net-notice-computer = A computer now plays for { $name }.
net-notice-back = { $name } is back.
net-notice-left = { $name } left the table.
net-notice-left-computer = { $name } left the table; a computer plays for { $name } now.
net-notice-ready = { $name } is ready.
net-ready-self = You are ready. The next deal starts when everyone is.
net-chat = { $name }: { $text }
net-chat-flood = The table sends more chat than can be read; lines are left out until it calms down.

## The server (`ristikontra serve`)

# The computer players at a server's tables, by seat (in the operator's language, `serve --lang`).
net-computer-name = { $seat ->
    [0] South
    [1] West
    [2] North
   *[3] East
}
net-serve-insecure = ristikontra serve: { $host } can be reached from other machines, and without TLS everything the players send, their seat tokens too, can be read on the way. Give --tls-cert and --tls-key, or --insecure if this network is trusted.
net-serve-tls-pair = ristikontra serve: give both --tls-cert and --tls-key.
net-serve-tls-bad = ristikontra serve: the TLS certificate or key cannot be loaded: { $reason }
net-serve-cannot-listen = ristikontra serve: cannot listen on { $host }:{ $port }: { $reason }
net-serve-data-unusable = ristikontra serve: the table store “{ $path }” cannot be used: { $reason }
net-serve-table-unreadable = ristikontra serve: table { $code } cannot be rebuilt from the store and is not served: { $reason }
net-serve-store-failed = ristikontra serve: the table store could not save “{ $request }” for { $code ->
    [new] a new table
   *[other] table { $code }
}: { $reason }
net-serve-request-failed = ristikontra serve: “{ $request }” for { $code ->
    [new] a new table
   *[other] table { $code }
} failed inside the server and was refused; the player stays connected. The log has the details for a bug report: { $reason }
net-serve-computer-failed = ristikontra serve: table { $code }, seat { $seat }: the computer player failed ({ $reason }), so a simpler one played this turn, as it will whenever this happens again in this game. For a bug report: seed { $seed }, deal { $deal }, move { $move }; the log has the details.
net-serve-computer-move-unsaved = ristikontra serve: table { $code }, seat { $seat }: the table store could not save the computer's move; the game waits, and the server tries again every second: { $reason }
net-serve-full = ristikontra serve: { $total } connections are open, as many as this server's limit of open files leaves room for; new ones are turned away until some close. Said at most once a minute.
net-serve-out-of-files = ristikontra serve: the server has run out of open files ({ $reason }); connections are turned away until some close. Said at most once a minute.
net-serve-computer-lost = ristikontra serve: table { $code }, seat { $seat }: { $what ->
    [hung] the computer player thought about one move for more than { $limit ->
        [one] one second
       *[other] { $limit } seconds
    }, so its worker process was stopped
   *[died] the computer player's worker process ended unexpectedly ({ $reason })
}. A new one has started, and a simpler player made this move, as it will whenever this happens again in this game. For a bug report: seed { $seed }, deal { $deal }, move { $move }; the log has the details.
net-serve-computers-busy = ristikontra serve: the computer players are all busy ({ $workers ->
    [one] one thinks
   *[other] { $workers } think
} at a time): { $moves ->
    [one] a move
   *[other] { $moves } moves since the last notice
} waited more than { $wait ->
    [one] one second
   *[other] { $wait } seconds
} and got the basic player's move instead. More worker processes (--ai-workers) or fewer tables on this server would help; this notice comes at most every ten minutes.
net-serve-computers-cannot-start = ristikontra serve: the computer players' worker processes cannot be started ({ $reason }); until they can, the basic player makes the computers' moves.
net-serve-log-failed = ristikontra serve: table { $code }: its event log “{ $path }” { $why ->
    [exists] is there already (another table's, perhaps) and is left as it is
    [full] cannot be written: the device is full
    [denied] cannot be written: permission denied
    [read-only] cannot be written: the file system is read-only
    [no-folder] cannot be made: its folder is gone
   *[other] cannot be written ({ $reason })
}; the game goes on without it.
net-serve-log-dir-missing = ristikontra serve: “{ $path }” is not a folder. Create it first, or give --log-dir a folder that exists.
net-serve-pause-range = the computers' pause must be between 0 and { $max } seconds
net-serve-grace-range = the grace time for a lost connection must be between 0 and { $max } seconds
net-serve-deal-wait-range = the wait for the next deal must be between 0 and { $max } seconds
net-serve-idle-close-range = the time before a table with nobody connected closes must be between { $min } and { $max } seconds
net-serve-rate-range = the rate must be between { $min } and { $max } frames per second
net-serve-per-address-range = the connections per address must be between { $min } and { $max }
net-serve-per-address-number = not a whole number of connections: { $value }
net-serve-rate-number = not a number of frames per second: { $value }
net-serve-ai-workers-range = the number of worker processes must be a whole number from { $min } to { $max }
net-serve-ai-workers-number = not a whole number of processes: { $value }
net-serve-listening = Ristikontra server on { $url }, { $tables ->
    [0] no tables to resume
    [one] one table resumed
   *[other] { $tables } tables resumed
}; data in { $path }.
net-serve-page = For players in a web browser: { $url }
net-serve-stopped = Ristikontra server stopped. { $tables ->
    [0] No table was open.
    [one] The open table is kept in { $path } and goes on at the next start.
   *[other] The { $tables } open tables are kept in { $path } and go on at the next start.
}

## Options of `ristikontra serve`

cli-help-serve-host = address to listen on (default 127.0.0.1, this machine only)
cli-help-serve-port = port (default 8765; 0 picks a free one)
cli-help-serve-tls-cert = TLS certificate (PEM file)
cli-help-serve-tls-key = TLS private key (PEM file)
cli-help-serve-data = folder for the table store (default: the data folder)
cli-help-serve-insecure = allow an address other machines can reach without TLS (everything can be read on the way)
cli-help-serve-grace = seconds before a computer plays for a player who lost the connection, { $min } to { $max } (default 30)
cli-help-serve-computer-pause = seconds a computer player waits before it plays, { $min } to { $max } (default 0.6)
cli-help-serve-deal-wait = seconds the next deal waits for players who have not said they are ready, { $min } to { $max } (default 60)
cli-help-serve-idle-close = seconds after which a table with nobody connected closes, { $min } to { $max } (default 600)
cli-help-serve-rate = frames per second one client may send, { $min } to { $max } (default 20)
cli-help-serve-per-address = game connections (WebSockets) one address may hold open at once, { $min } to { $max } (default 64; a club whose players share one router may need more)
cli-help-serve-durable = write every stored move through to the disk (slower, survives a power cut)
cli-help-serve-log-dir = folder for an event log per table (its code.jsonl), as simulate --log writes it; the folder must exist; the logs are for the server's user alone (0600, the folder 0700)
cli-help-serve-ai-workers = processes the computer players think in, { $min } to { $max } (default: one per core; 0: in the server's own threads, as one process)
cli-help-serve-lang = language of the server's messages (default: system)

## Playing online at the keyboard (`ristikontra online`)

net-start-hint = Enter starts the game; computers play the empty seats. Tell the others the code.
net-wait-start = The game starts when the player who opened the table presses Enter.
# Who opened the table, by name.
net-wait-start-named = The game starts when { $name } presses Enter.
net-game-over = The game at this table is over. Control+Q leaves the table.
net-next-deal-prompt = Enter or Space: ready for the next deal; v reviews your decisions.
# The live line once this seat is ready, until the next deal starts.
net-live-ready = Ready; waiting for the others.
net-lobby-seated = { $name } sits down as { $place ->
    [partner] your partner
   *[opponent] an opponent
}.
net-bad-code = A table code has six digits, for example 482 915.
net-default-name = Player
net-help-start-creator = Online: Enter or Space starts the game; computers play the empty seats.
net-help-start-guest = Online: the game starts when the player who opened the table presses Enter.
net-help-start-guest-named = Online: the game starts when { $name } presses Enter.
net-help-between = Online: Enter or Space says you are ready; the next deal starts when everyone is.
net-help-quit = Online: Control+Q leaves the table; a computer plays your seat.
net-help-quit-watching = { $room ->
        [yes] Online: Control+Q stops watching and goes back to the room.
       *[no] Online: Control+Q stops watching and leaves.
    }
net-bye-seated = You left table { $code }, and a computer plays your seat. To take it back, start: { $command } online join "{ $code }" --server { $server } --lang { $lang }
net-bye-gone = You left table { $code }. To take your seat back once the server answers again, start: { $command } online join "{ $code }" --server { $server } --lang { $lang }
net-bye-visit = You left table { $code }, and a computer plays your seat. Play online (p) with the code { $code } takes it back.

## Chat, choosing a seat, a new game at the same table, hints (protocol 2)

net-chat-sent = Sent.
# The server refused a chat line: too many too fast.
net-chat-flooded = Not sent: too many chat lines at once. Wait a moment, then send it again.
net-table-found = Table { $code } found.
net-lobby-choose = { $free ->
    [0] No seat is free at this table.
    [one] One seat is free. Enter takes it.
   *[other] { $free } seats are free. Up and Down arrows choose, Enter takes the seat.
}
net-lobby-seat = Seat { $seat }: { $who }. { $position } of { $total }
net-lobby-plain = { $text }
net-lobby-partner-of = partner of { $name }
net-lobby-left-of = opponent of { $name }, who sits on your left
net-lobby-right-of = opponent of { $name }, who sits on your right
net-lobby-nobody = nobody else yet
net-lobby-edge = { $edge ->
    [first] This is the first free seat.
   *[last] This is the last free seat.
}
net-lobby-taken = You sit at seat { $seat }: { $who }.
net-wait-again = The game is over. The player who opened the table can start a new one with Enter.
net-wait-again-named = The game is over. { $name } can start a new one with Enter.
net-notice-again = { $name } starts a new game at this table.
net-help-chat = Online: slash opens the chat line; Enter sends it, Escape cancels.
net-help-again-creator = Online: Enter or Space starts a new game with the same players.
net-help-again-guest = Online: the player who opened the table can start a new game.
net-help-again-guest-named = Online: { $name } can start a new game.
net-help-menu = Online: the game goes on while the options are open; the rules, the computers' level and pace are the table's.
net-key-start-creator = The game has not started yet. Enter starts it; F1 lists the keys.
net-key-start-guest = The game has not started yet: the player who opened the table starts it. Slash opens the chat.
net-lobby-now-taken = { $name } has just taken seat { $seat }.

## The game began while this terminal was still choosing a seat

net-lobby-started-without-you = The game at this table started before you took a seat; the computer plays the free seats. You leave the table.

## What the live line shows before and after the game at an online table; Control+Q in the seat choice

net-live-start-creator = Enter starts the game.
net-live-start-guest = Waiting for the player who opened the table to start the game.
net-help-quit-lobby = Online: Control+Q leaves without taking a seat.

## Back at one's seat in a new run of the program (the terminal had been closed)

# Watching a game under way: where it stands (no seat is "yours")
net-watch-where = Deal { $deal } is under way, at trick { $trick }.
net-rejoined = Back at your seat: deal { $deal }, trick { $trick }.
# Back at one's seat (a new run, a reloaded page) between deals, and after the game.
net-rejoined-between = Back at your seat, between deals.
net-rejoined-after = Back at your seat, after the game.

## A key of a deal pressed between deals at an online table

net-key-between = There is no trick between deals. Enter or Space says you are ready for the next one.
net-key-between-hand = Between deals no cards are in play. Enter or Space says you are ready for the next one.
net-key-between-turn = Between deals it is nobody's turn. Enter or Space says you are ready for the next one.

## Why `online join` could not sit down

net-no-table = There is no table with the code { $code }. Check the code, or ask for it again.
net-seat-taken-join = Someone is already sitting in that seat. Join without --seat to choose one of the free seats.

## Who was at the table before one joined it

net-lobby-here = { $name } is already at the table, as { $place ->
    [partner] your partner
   *[opponent] an opponent
}.

## The seat choice as others sit down and get up: a seat taken under the cursor stays there, the server decides

net-lobby-gone = Seat { $seat } is taken now. Up and Down go to the free seats.
net-lobby-lost-race = { $name } took seat { $seat } just before you. Choose another seat.
net-lobby-now-free = Seat { $seat } is free again.

## A chat line typed while the connection is lost: not kept to be sent later, where it would answer a moment gone by

net-chat-not-sent = Not sent: the connection is lost. Write it again once you are back at the table.

## Control+Z at an online table: the game waits in the background, the table plays on

net-suspend = The game waits in the background; the table plays on, and if you stay away, a computer plays your seat. Type fg to come back.

## The web seat (a browser page the server speaks for)

# `e`: the page, not the server, saves the game's messages.
net-web-export = The { $total } messages of this game are on their way to your browser, which saves them as a text file.

# `v` between deals: the coach's review, which the page shows as a section with a list.
net-web-review-title = Review of deal { $deal }
# After the game's result, to who opened the table in a browser (no Control+Q there).
net-web-again-prompt = Enter or Space: a new game at this table.
# The drawn table's finished trick, shown until the next trick's first card.
# $who: self or other; $name: who took it; $count: its card points
net-web-trick-taken = { $who ->
        [self] You take the trick
       *[other] { $name } takes the trick
    }, { $count ->
        [0] no points
        [one] 1 point
       *[other] { $count } points
    }
# The groups of a web page's Options section (their titles)
net-web-options-speech = Language and messages
net-web-options-sound = Sounds and voice
net-web-options-coach = Coach
net-web-review-count = { $count ->
    [one] One costly decision.
   *[other] { $count } costly decisions, the costliest first.
}

# The room (ui/online/room.py): the open public tables, who is here, the room's chat, watching.
net-room-welcome = You are in the room as { $name }. { $tables ->
    [0] No public table is open yet
    [one] 1 public table is open
   *[other] { $tables } public tables are open
}, { $people ->
    [one] and you are the only one here
   *[other] { $people } people are here
}. Up and Down arrows go through the tables, Enter sits down, W watches, N opens a table for everyone, Shift+N one for friends with its code, P says who is here, slash writes to the room. F1 lists the keys.
net-room-empty = No public table is open. N opens one, and everyone in the room sees it.
net-room-entry = { $line }. { $position } of { $total }
net-room-table = { $named ->
    [yes] { $opener }'s table
   *[no] Table { $code }
}
net-room-people = { $count ->
    [0] nobody seated
   *[other] { $names }
}
net-room-free = { $count ->
    [0] no free seat
    [one] 1 free seat
   *[other] { $count } free seats
}
net-room-rules = { $rules }, { $level } computers
net-room-state = { $state ->
    [playing] playing
    [over] game over
   *[waiting] waiting to start
}
net-room-watchers = { $count ->
    [one] 1 watching
   *[other] { $count } watching
}
net-room-langs = speaks { $langs }
net-room-edge = { $edge ->
    [first] This is the first table.
   *[last] This is the last table.
}
net-room-here = { $count ->
    [one] Only you are here: { $names }.
   *[other] { $count } people are here: { $names }.
}
net-room-news-opened = { $count ->
    [one] a table opened
   *[other] { $count } tables opened
}
net-room-news-closed = { $count ->
    [one] a table closed
   *[other] { $count } tables closed
}
net-room-news-came = { $more ->
    [0] { $names } came in
   *[other] { $names } and { $more } more came in
}
net-room-news-went = { $more ->
    [0] { $names } left
   *[other] { $names } and { $more } more left
}
net-room-news-here = now { $line }
net-room-no-seat = That table has no free seat. W watches the game.
net-room-no-seat-no-watch = That table has no free seat, and it is closed to watchers.
net-room-chat = { $name } in the room: { $text }
net-room-mute-ask = Whose chat do you want to stop hearing, or hear again? Type the name; Enter confirms, Escape cancels.
net-room-mute-cancelled = Nothing changed.
net-room-muted = You no longer hear { $name }'s chat.
net-room-unmuted = You hear { $name }'s chat again.
net-watch-begun = You are watching table { $code }, sitting behind { $opener }. You hear every card as it is played; the keys that read the trick, the history, the score and the seats work as at your own table. Control+Q goes back to the room.
net-watch-no-cards = You are watching: the cards are the players'. Control+Q goes back to the room.
net-watcher-came = { $name } is watching.
net-watcher-went = { $name } stops watching.
net-help-room = Online: slash writes to the room; Control+Q leaves the room.
net-watch-seated = { $name } sits down.
net-watch-waiting = { $count ->
    [one] { $names } sits there so far.
   *[other] { $names } sit there so far.
} The game begins when the player who opened the table starts it; Enter takes a free seat before then.
net-watch-begun-page = You are watching table { $code }, sitting behind { $opener }. You hear every card as it is played; the keys that read the trick, the history, the score and the seats work as at your own table.
net-watch-no-cards-page = You are watching: the cards are the players'.
# A key that reads one's own hand (h, the focus keys, Shift+U), pressed by a watcher.
net-watch-no-hand = You are watching: you see no hand, only the cards as they are played.
net-watch-between = The next deal begins when the players are ready.
net-watchers-open = Your table is open to watchers again.
net-watchers-closed = Your table is closed to watchers; anyone watching stops.
net-watchers-not-yours = Only the player who opened the table opens or closes it to watchers.
net-help-watchers = Online: Shift+W closes your table to watchers, or opens it again.
net-room-back = Back in the room.
# A group of server processes (serve --redis, docs/SCALING.md).
net-error-elsewhere = That table is on another of this site's servers, and the connection could not follow it there. Please try again.
net-error-group-unavailable = The room and the tables on the site's other servers cannot be reached right now. Games already under way go on; please try again in a little while.
net-serve-node-alone = ristikontra serve: --node names this process in a group, so it needs --redis too.
net-serve-redis-url = ristikontra serve: “{ $url }” is no Redis address. Give one like redis://127.0.0.1:6379/0.
net-serve-redis-missing = ristikontra serve: --redis needs the Python package redis. Install it with: pip install "ristikontra[group]"
net-serve-node-bad = ristikontra serve: “{ $value }” cannot be a process's id: use up to 16 lower-case letters, digits, - or _, starting with a letter or digit.
net-serve-group-lost = ristikontra serve: Redis cannot be reached ({ $reason }). Play at this server's tables goes on; the room and joining tables on the other servers wait until it is back.
net-serve-group-back = ristikontra serve: Redis is reachable again; this server's { $tables ->
    [one] table is
   *[other] { $tables } tables are
} in the group's directory again.
net-serve-group-garbled = ristikontra serve: a message on the group's channel could not be read and was left out ({ $reason }).
