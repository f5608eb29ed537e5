# The keyboard table: start screen, keys and help, options menu, saves, the live line.

## Start, saves, quitting

ui-welcome = Ristikontra. Press F1 for the keys.
ui-unknown-language = The language “{ $requested }” is not available. Playing in { $lang }. Languages: { $choices }.
ui-save-found = A saved game was found: deal { $deal }, trick { $trick }. { $seed ->
    [none] Press Enter to continue it or n for a new game.
   *[other] Press Enter to continue it, with its own rules, or n for the new game with seed { $seed }.
}
ui-save-broken = The saved game was damaged and has been set aside as { $path }.
ui-save-newer = The saved game was made by a newer version of Ristikontra and has been set aside as { $path }.
ui-save-behind = The saved game is from before play stopped: the later saves could not be written (the disk may have been full), so what was played after it is lost.
ui-no-save = There is no saved game.
ui-save-elsewhere = The saved game stays with the window that is already running and is continued there; this window starts a separate game.
# n at the save question, once: nothing is discarded yet. $trick is 0 for a deal played out.
ui-save-confirm-new = A new game replaces the saved game at { $trick ->
        [0] deal { $deal }
       *[other] deal { $deal }, trick { $trick }
    }. Press n again for a new game, or Enter to continue the saved one.
ui-resumed = Game resumed: deal { $deal }, trick { $trick }.
ui-saved-bye = Game saved. Goodbye.
ui-bye = Goodbye.
ui-bye-kept = The saved game is kept. Goodbye.
ui-save-failed = The game could not be saved. Goodbye.
ui-save-impossible = The game cannot be saved here; it will not be kept.
ui-settings-unsaved = The settings cannot be saved here; they last only until you quit.
ui-next-deal-prompt = Enter deals the next hand; v reviews your decisions.
ui-play-again-prompt = Enter or Space: play again. Control+Q: quit.
ui-needs-terminal = Ristikontra is played in a terminal window; its input and output cannot be redirected.
ui-no-game = No game is running.

## Playing

ui-no-cards = You have no cards in your hand.
ui-edge-first = First card: { $card }
ui-edge-last = Last card: { $card }
# $rank_no: "no seven", "no ace"
ui-no-rank = You have { $rank_no } in your hand.
ui-sorted = { $sort ->
    [points] Sorted by points.
    [drawn] Sorted as drawn.
   *[rank] Sorted by rank.
}
ui-no-tricks-yet = No trick has been completed in this deal yet.
ui-first-trick = No earlier trick.
ui-back-to-now = Back at the current trick.
ui-history-at-now = You are at the current trick. Press Up for earlier tricks.
ui-nothing-said = Nothing has been said yet.
ui-messages-first = Oldest message. { $text }
ui-messages-last = Newest message. { $text }
# A message read back with Page Up and where it stands: "You play the eight of spades. 12 of 90"
ui-message-at = { $text } { $position } of { $total }
ui-key-unused = That key does nothing here. Press F1 for the keys.
ui-key-one = No rank has the key 1: 0 jumps to a ten.
# The same answer again straight after: short, the long one was just said.
ui-key-again = Not used here.
ui-export-empty = Nothing has happened in this game yet to save.
ui-export-done = { $count ->
    [one] One message of this game saved to { $path }
   *[other] { $count } messages of this game saved to { $path }
}
ui-export-failed = The history could not be written to { $path }.
ui-key-between = There is no trick between deals. Press Enter to deal.
ui-key-between-hand = Between deals no cards are in play. Press Enter to deal.
ui-key-over = The game is over. Press Enter for a new game, s for the scores, Control+Q to quit.
ui-key-start = First answer the question: Enter continues the saved game, n starts a new one.
ui-key-menu = The options are open. Escape returns to the table.
ui-key-rules = You are reading the rules. Escape returns to the table.
ui-history-deal-end = That was the last trick of the deal. Press Up for earlier tricks.

## Help (F1)

help-intro = { $mode ->
    [start] Keys now:
    [title] Keys in the start menu:
    [between] Keys between deals:
    [over] Keys at the end of the game:
    [menu] Keys in the options menu:
    [line] Keys while typing a line:
    [lobby] Keys while choosing a seat:
    [room] Keys in the room:
    [rules] Keys while reading the rules:
   *[play] Keys while playing:
}
help-line = { $keys }: { $action }.
keys-or = { $first } or { $last }

key-enter = Enter
key-space = Space
key-left = Left arrow
key-right = Right arrow
key-up = Up arrow
key-down = Down arrow
key-home = Home
key-end = End
key-pageup = Page Up
key-pagedown = Page Down
key-escape = Escape
key-tab = Tab
key-f1 = F1
key-f2 = F2
key-ctrl-u = Control+U
key-ctrl-q = Control+Q
key-ctrl-f1 = Control+F1
key-ctrl-z = Control+Z
key-question = question mark
key-letter = { $letter }
key-shift-letter = Shift+{ $letter }
keys-jump-rank = 2 to 9, 0 or Shift+T for ten, Shift+J, Shift+Q, Shift+K, Shift+A for jack, queen, king, ace (a and q too)

cmd-resume = continue the saved game
cmd-new-game = start a new game
cmd-focus-prev = previous card
cmd-focus-next = next card
cmd-focus-first = first card
cmd-focus-last = last card
cmd-focus-say = say the focused card without moving
cmd-play-focused = play the card you are on
cmd-play-blind = play blind, the top card of the stock
cmd-jump-rank = go to a card of that rank; press again for the next one
cmd-sort = sort your hand by rank, by points or as drawn
cmd-next-deal = deal the next hand
cmd-play-again = play a new game
cmd-status-hand = your hand, grouped by rank
cmd-status-trick = the current trick: who played what and who is winning it
cmd-history-prev = earlier trick of this deal
cmd-history-next = later trick, back to the current one
cmd-status-scores = the score in one sentence; press again at once for points, tricks and what each team still needs
cmd-status-stock = cards left in the stock
cmd-status-turn = whose turn it is
cmd-status-dealer = who dealt this deal
cmd-status-seating = who sits where: your partner and the opponents, by name
cmd-status-seating-watching = who plays with whom: each team by its players
cmd-card-count = the cards you have not seen yet, counted by rank; press again at once for the ranks that are gone
cmd-card-count-rank = for the rank of the card you are on: how many are still out, in your hand and played
cmd-status-rules = the rules in force
cmd-rules-text = the full rules of the game
cmd-repeat = repeat the last message
cmd-export-history = save this game's messages as a text file, and say where
cmd-messages-back = read back earlier messages; there Home and End jump to the oldest and the newest
cmd-messages-forward = read forward through the messages
cmd-messages-first = oldest message
cmd-messages-last = newest message
cmd-silence = stop speech
cmd-options = open the options
cmd-menu-prev = previous option
cmd-menu-next = next option
cmd-menu-first = first option
cmd-menu-last = last option
cmd-menu-less = previous value
cmd-menu-more = next value
cmd-menu-close = close the options
cmd-help = list the keys that work now
cmd-quit = save and quit
cmd-history-prev-done = earlier trick of the deal just played
cmd-history-next-done = later trick of the deal just played
cmd-quit-over = quit; the game is over, so there is nothing to save
cmd-quit-start = quit; the saved game stays for next time
cmd-suspend = let the game wait in the background; fg in the shell brings it back


## F1's list at the table: one key at a time

help-list-open = { $mode ->
    [start] Keys now
    [between] Keys between deals
    [over] Keys at the end of the game
   *[play] Keys while playing
}, { $count } in all. Down and Up go through them, F1 again says them all at once, Escape closes the list.
# One line of the list and its place: "Enter or Space: play the focused card. 1 of 26"
help-list-line = { $line } { $position } of { $total }
help-list-top = This is the first key.
help-list-end = That was the last key. F1 says them all at once, Escape closes the list.
# A list's end pressed again, its whole sentence just heard (the help list, the review).
ui-list-top = Top of the list.
ui-list-end = End of the list.
help-list-closed = { $mode ->
    [start] Back at the question: Enter continues the saved game, n starts a new one.
   *[other] Back at the table.
}
cmd-help-next = next key
cmd-help-prev = previous key
cmd-help-first = first key
cmd-help-last = last key
cmd-help-all = all keys at once
cmd-help-close = close the list

## The rules reader (Shift+R)

ui-rules-open = { $title }, in { $sections ->
    [one] one section
   *[other] { $sections } sections
}. Down and Up arrows: next and previous paragraph. Page Down and Page Up: next and previous section. Escape: back to the table.
ui-rules-closed = Back at the table.
ui-rules-top = This is the beginning of the rules.
ui-rules-end = This is the end of the rules. Escape returns to the table.
# The same end pressed again, its whole sentence just heard.
ui-rules-top-again = Beginning of the rules.
ui-rules-end-again = End of the rules.
# The rules opened from the start menu: there is no table yet.
ui-rules-open-menu = { $title }, in { $sections ->
    [one] one section
   *[other] { $sections } sections
}. Down and Up arrows: next and previous paragraph. Page Down and Page Up: next and previous section. Escape: back to the start menu.
ui-rules-closed-menu = Back in the start menu.
ui-rules-end-menu = This is the end of the rules. Escape returns to the start menu.
ui-rules-first-section = This is the first section.
ui-rules-last-section = This is the last section.

cmd-rules-next = next paragraph
cmd-rules-prev = previous paragraph
cmd-rules-next-section = next section, with its title
cmd-rules-prev-section = previous section
cmd-rules-start = the beginning of the rules
cmd-rules-end = the end of the rules
cmd-rules-where = which section and paragraph you are in
cmd-rules-repeat = repeat the paragraph
cmd-rules-close = back to the table

## Options menu

ui-menu-open = Options. Up and Down choose an option, Left and Right or Enter change its value, Escape closes.
ui-menu-closed = Options closed.
ui-menu-edge = No further options.
ui-menu-next-game = { $value }, from the next game
ui-menu-this-game = { $value }, as in this game
menu-item = { $label }: { $value }, { $position } of { $total }

setting-lang = Language
setting-speech = Speech
setting-voice-rate = Voice rate
setting-voice-volume = Voice volume
setting-sound = Sounds
setting-sound-volume = Sound volume
setting-verbosity = Verbosity
setting-level = Computer players
setting-ai-delay = Pause before computer plays
setting-rules = Rule set
setting-target = Target to win
setting-blind = Blind play
setting-lead-limit = Lead limit
setting-dirty = Dirty game
setting-fourth-king = Fourth-king rule

value-on = on
value-off = off
value-fourth-king-dirty = on (part of the dirty game)
value-lang-system = system language
value-speech = { $choice ->
    [auto] automatic
    [screenreader] screen reader
    [voice] own voice
    [text] text only
   *[off] off
}
value-verbosity = { $choice ->
    [brief] brief
    [verbose] verbose
   *[normal] normal
}
# A computer level by its name alone, as the options menu names it before its explanation (simulate's summary)
level-name = { $level ->
    [random] random
    [strong] strong
    [expert] expert
   *[basic] basic
}
value-level = { $choice ->
    [random] random (for beginners)
    [strong] strong
    [expert] expert (thinks longer)
   *[basic] basic
}
value-rules = { $choice ->
    [total] running total
    [short] short count
   *[sticks] sticks
}
value-percent = { $value } percent
value-seconds = { $value ->
    [0] no pause
    [one] { $value } second
   *[other] { $value } seconds
}
value-target = { $scoring ->
    [sticks] { $value ->
        [one] { $value } stick
       *[other] { $value } sticks
    }
   *[other] { $value ->
        [one] { $value } point
       *[other] { $value } points
    }
}
value-target-default = as the rule set says ({ $target })
value-lead-limit = { $limit ->
    [0] off
    [one] 1 lead in a row
   *[other] { $limit } leads in a row
}

## The live line

live-start = Saved game: Enter continues, n starts a new game.
    .short = Enter continues, n starts a new game.
live-between = { ui-next-deal-prompt }
    .short = Enter: deal the next hand.
live-over = { ui-play-again-prompt }
    .short = Enter: play again. Control+Q: quit.
live-hand = Hand:
# Watching a game: no hand of one's own under the messages
live-watching = Watching: t reads the trick, s the score, F1 lists the keys.

# Files, terminal and other instances (issue 12).
ui-save-unreadable = The saved game cannot be read: you have no permission to open its file or folder. It is left as it is; this game will not be saved.
ui-settings-damaged = The settings file was damaged and has been set aside as { $path }; the default settings apply.
ui-settings-unreadable = The settings file { $path } cannot be read; the default settings apply, and it is not overwritten.
ui-log-failed = The event log cannot be written any more – { $reason } The game goes on without it.
ui-paste-ignored = Pasted text is not used at the table. Press F1 for the keys.
ui-other-instance = Ristikontra is already running with this data folder, in another window. Enter: play a separate game here, which is not saved. Q or Escape: quit.
ui-separate-game = This is a separate game: the other window owns the saved game, so this game and your settings are not saved.
ui-bye-separate = Nothing was saved, as this window played a separate game. Goodbye.
ui-encoding-unsupported = This terminal's text encoding ({ $encoding }) cannot show the letters of the game. Start it in a UTF-8 terminal, or use --lang en.
ui-internal-error = Something went wrong inside the game; the game goes on. Ctrl+Q saves and quits.

# Familiar keys (issue 13): volume hot keys and the drawn card at the focus.
key-f7 = F7
key-f8 = F8
key-f9 = F9
key-f10 = F10
keys-voice-volume = F7 and F8
keys-sound-volume = F9 and F10
cmd-voice-volume = voice volume down and up
cmd-sound-volume = sound volume down and up; with sounds off, F10 turns them on
ui-voice-volume = { $heard ->
    [screenreader] Voice volume { $value } percent, for the game's own voice. Your screen reader speaks at its own volume; change that in the screen reader.
    [no] Voice volume { $value } percent, for the game's own voice, which is not speaking now.
   *[yes] Voice volume { $value } percent.
}
ui-voice-volume-edge = { $edge ->
    [max] The voice volume is already at the maximum, { $value } percent.
   *[min] The voice volume is already at the minimum, { $value } percent.
}
ui-sound-volume = { $heard ->
    [no] Sound volume { $value } percent, but there is no audio device here to play the sounds.
   *[yes] Sound volume { $value } percent.
}
ui-sound-volume-edge = { $edge ->
    [max] The sound volume is already at the maximum, { $value } percent.
   *[min] The sound volume is already at the minimum, { $value } percent.
}
ui-sounds-off-louder = Sounds are off. F10 turns them back on.
ui-sounds-on-again = Sounds on, sound volume { $value } percent.
ui-drawn-at-focus = You are now on the new card, { $position } of { $total }.

# The live line can be turned off (issue 13).
setting-live-line = Live line with your hand

## The coach (issue 14): Shift+H for a hint, v for the review of the deal just played

ui-hint-not-your-turn = { $when ->
    [deal] Hints are for your own turn; it is someone else's move now.
   *[other] Hints are for your turn during a deal.
}
ui-hint-off = { $who ->
    [you] Hints are off: you turned them off in the options, under “Hints at online tables”.
   *[others] Hints are off at this table: every player at it must allow them, and not everyone does.
}
ui-hint-thinking = The coach is thinking.
ui-hint-failed = The coach has no hint for this position.
ui-review-after-deal = The coach reviews a deal once it is over. Press v then.
ui-review-none = There is nothing to review yet: the coach reviews each deal played here once it is over.
ui-review-not-kept = There is no review of deal { $deal }: the saved game did not keep it. The coach reviews the next deal once it is over.
ui-review-computing = The review is still being computed; it opens as soon as it is ready.
ui-review-failed = The coach could not review this deal.
ui-review-clean = No costly decision in deal { $deal }.
ui-review-open = { $count ->
    [one] Review of deal { $deal }: one costly decision. t reads its trick, Escape returns to the table.
   *[other] Review of deal { $deal }: { $count } costly decisions, the costliest first. Down and Up step through them, t reads the trick, Escape returns to the table.
}
ui-review-closed = { ui-rules-closed }
# One costly decision and its place in the review: "… 2 of 3"
ui-review-item = { $text } { $position } of { $total }
ui-review-first = This is the costliest decision. Down arrow goes to the next.
ui-review-last = That was the last decision in the review. Escape returns to the table.
ui-review-end = End of the review.
ui-review-top = Start of the review.
ui-key-review = You are in the deal review. Escape returns to the table.
ui-review-help-intro = Keys in the deal review:
cmd-hint = what the coach would play here, and why
cmd-review-open = the coach's review of the deal just played: your costliest decisions
cmd-review-next = next costly decision
cmd-review-prev = previous costly decision
cmd-review-trick = the whole trick of this decision
cmd-review-repeat = repeat the decision
cmd-review-close = back to the table

# Online at the keyboard: the chat line, the options at an online table.
ui-chat-offline = Chat is for online tables. This game is on this computer only.
ui-watchers-offline = Watchers are for online tables. This game is on this computer only.
ui-chat-open = Chat: type your message, Enter sends it, Escape cancels.
# From the second time at the same table: the instructions were said.
ui-chat-open-again = Chat.
ui-chat-cancelled = Chat cancelled, nothing sent.
ui-chat-empty = Nothing to send; chat closed.
ui-chat-full = The line is full: at most { $limit } characters.
ui-menu-fixed-online = { $setting }: decided by the table for everybody, so it cannot change here.
ui-menu-value-table = as the table decides
ui-key-lobby = Choose a seat first: Up and Down arrows, Enter takes it.
ui-key-room = In the room: Up and Down arrows go through the tables, Enter sits down, W watches, N opens a table.
live-chat = Chat:
key-slash = slash
key-backspace = Backspace
key-delete = Delete
cmd-chat = chat with the table (online)
cmd-line-send = send the line
cmd-line-cancel = cancel the line
cmd-line-left = move the cursor left
cmd-line-right = move the cursor right
cmd-line-home = to the start of the line
cmd-line-end = to the end of the line
cmd-line-backspace = delete the character before the cursor
cmd-line-clear = clear the line
ui-line-cleared = Line cleared.
cmd-line-delete = delete the character at the cursor
cmd-lobby-prev = previous free seat
cmd-lobby-next = next free seat
cmd-lobby-take = take this seat
cmd-room-prev = previous table
cmd-room-next = next table
cmd-room-first = first table
cmd-room-last = last table
cmd-room-sit = sit down at this table
cmd-room-watch = watch the game at this table
cmd-room-new = open a public table, with your settings' rules and computers
cmd-room-new-private = open a private table, for those you give its code
cmd-room-people = who is in the room
cmd-room-mute = stop hearing a person's chat, or hear it again
cmd-watchers-toggle = at your online table: close it to watchers, or open it again
live-room-mute = Mute:
setting-online-hints = Hints at online tables

# "Play online" (p) from the local game.
ui-online-intro = Play online. Your game here is saved and waits for you.
# From the start menu: no game here yet.
ui-online-intro-menu = Play online.
ui-online-cancelled-menu = Not going online; back to the start menu.
ui-online-server = Server address, for example ws://example.org:8765. Enter goes on, Escape cancels.
ui-online-server-again = Server address: { $server }. Enter keeps it, or type another. Escape cancels.
ui-online-checking = Checking the server { $server } …
ui-online-bad-server = That is not a server address. It looks like ws://example.org:8765.
ui-online-name = Your name at the table. Enter goes on.
ui-online-name-again = Your name at the table: { $name }. Enter keeps it, or type another.
ui-online-bad-name = Please give a name.
ui-online-code = Table code to join, or Enter alone to go to the room, where the open tables are listed.
ui-online-cancelled = Not going online; the game here goes on.
ui-online-leaving = Off to the online table.
ui-online-leaving-saved = Game saved. Off to the online table.
ui-online-back = Back to your game at this computer.
ui-online-already = You are at an online table already.
ui-online-not-here = Play online works from your own game at this computer.
live-online-server = Server:
live-online-name = Name:
live-online-code = Code:
cmd-play-online = play online: open a table on a server or join one
setting-online-server = Online server
setting-online-name = Name online

## The table at play tests: said once, and where a player expects it

# After the save question named the deal and the trick, continuing says only this.
ui-resumed-as-offered = Game resumed.
# A damaged settings file that could not be moved aside (a read-only folder): the defaults apply.
ui-settings-damaged-kept = The settings file { $path } is damaged and could not be set aside; the default settings apply.
# $names: the settings by their names in the options menu; the file's other values are kept.
ui-settings-reset = { $count ->
    [one] One value in the settings file { $path } could not be used; this setting is back at its default: { $names }.
   *[other] { $count } values in the settings file { $path } could not be used; these settings are back at their defaults: { $names }.
}
# A game saved between deals: the deal it names is played out (there is no trick to name).
ui-save-found-over = A saved game was found: deal { $deal } is over. { $seed ->
    [none] Press Enter to continue it or n for a new game.
   *[other] Press Enter to continue it, with its own rules, or n for the new game with seed { $seed }.
}
ui-resumed-over = Game resumed: deal { $deal } is over.
# A saved game that cannot be used (damaged, or from a newer version) and could not be renamed aside.
ui-save-broken-kept = The saved game cannot be used and could not be set aside. It is left as it is; this game will not be saved.
# w between deals: whose turn it is, when it is nobody's.
ui-key-between-turn = Between deals it is nobody's turn. Press Enter to deal.
# Sounds just turned on (F10 or the options menu), but no audio device could be opened for them.
ui-sounds-no-device = There is no audio device here to play the sounds.

## Control+Z: the game waits in the background, as terminal programs do, until fg in the shell

ui-suspend = The game waits in the background. Type fg to come back.
# Back from the background: the game goes on where it was; nothing else is said again.
ui-suspend-back = The game is back.
# Control+Z where no shell could bring the game back (it was started as the terminal's own program, or under setsid).
ui-suspend-no-shell = The game cannot wait in the background here: it was not started from a shell that could bring it back.
ui-suspend-windows = On Windows the game cannot wait in the background.

# Braille can be turned off (issue 30): each message's short form goes to the display otherwise.
setting-braille = Messages on the braille display

## The start menu of a plain start

title-open = Start menu, { $count } items. Up and Down choose, Enter takes one.
# An item and its place: "New game 1 of 6"
title-item = { $item }, { $position } of { $total }
title-edge-first = This is the first item.
title-edge-last = This is the last item.
title-new = New game
title-resume = Continue the saved game: deal { $deal }{ $trick ->
        [0] {""}
       *[other] , trick { $trick }
    }
title-online = Play online
title-options = Options
title-rules = Rules
title-quit = Quit
# Enter on "New game" while a saved game waits; $trick is 0 for a deal played out.
title-confirm-new = A new game replaces the saved game at { $trick ->
        [0] deal { $deal }
       *[other] deal { $deal }, trick { $trick }
    }. Press Enter again for a new game, or Down for the saved one.
cmd-title-prev = previous item
cmd-title-next = next item
cmd-title-first = first item
cmd-title-last = last item
cmd-title-choose = take the item
cmd-quit-title = quit; a saved game stays for next time
