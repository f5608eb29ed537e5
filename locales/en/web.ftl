# The browser page (`ristikontra serve`, `ristikontra web`). The page gets these as templates:
# a variable is put in as text by the page, so no message here chooses its words by a variable.

## Before any script runs

web-title = Ristikontra
web-noscript = Ristikontra in the browser needs JavaScript. Please turn it on for this page, or play in the terminal with: ristikontra play
web-old-browser = This browser is too old for Ristikontra. Please open the page in a current Firefox, Chrome, Edge or Safari.

## The page's frame

web-language = Language
web-messages = Messages
web-connecting = Connecting to the server…
web-link-lost = The connection to the server is lost. The page keeps trying to connect again.
web-link-back = Connected to the server again.
web-kept-settings-dropped = This server does not take the settings this browser kept from your last visit (messages, sounds and voice), so its defaults hold.

## The lobby: open a table, or join one by its code

web-lobby-heading = Play Ristikontra
web-open-heading = Open a table
web-open-note = Computers play the seats nobody takes.
web-name = Your name
web-open = Open the table
web-join-heading = Join a table
web-code = Table code
web-code-note = Six digits, for example 482 915.
web-bad-code = A table code has six digits, for example 482 915.
web-no-such-code = No table has the code { $code }. Check the digits, or ask for the table's link.
web-join = Join

## The room: the public tables open now, who is here, the room's chat, watching

web-room-heading = The room
web-room-note = Meet other players: see the open tables, sit down at one or watch a game, and talk.
web-room-enter = Enter the room
web-room-leave = Leave the room
web-room-entered = You are in the room as { $name }.
web-room-tables = Open tables
web-room-no-tables = No public table is open. Open one below and everyone in the room sees it.
web-room-table = { $opener }'s table
web-room-table-code = Table { $code }
web-room-entry = { $table }: { $people }. Free seats: { $free }. Rules: { $rules }; computers: { $level }. { $state }.
web-room-entry-watchers = Watching: { $count }.
web-room-entry-langs = Languages: { $langs }.
web-room-nobody = nobody seated
web-room-waiting = Waiting to start
web-room-playing = Playing
web-room-over = Game over
web-room-sit = Sit down at { $table }
web-room-watch = Watch { $table }
web-room-people = Who is here
web-room-mute = Mute { $name }
web-room-you = { $name }, that is you
web-room-chat = Room chat
web-room-line = Message to the room
web-room-send = Send to the room
web-room-said = { $name }: { $text }
web-room-news-opened = Tables opened: { $count }.
web-room-news-closed = Tables closed: { $count }.
web-room-news-came = Came in: { $names }.
web-room-news-went = Left: { $names }.
web-room-news-here = Now { $line }
web-room-muted = You no longer hear { $name }'s chat.
web-room-unmuted = You hear { $name }'s chat again.
web-public = List this table in the room, so that anyone may sit down or watch
web-watching-heading = Watching table { $code }
web-unwatch = Stop watching
web-watchable = Let people watch this table

## The seat choice

web-table-heading = Table { $code }
web-table-link = Others join with this link: { $link }
web-table-found = Table { $code }: choose a free seat.
web-seats = Seats
web-seat-you = Seat { $seat }: { $name }, that is you.
web-seat-person = Seat { $seat }: { $name }.
web-seat-away = Seat { $seat }: { $name }, not connected.
web-seat-free = Seat { $seat }: free, a computer plays it.
web-seat-your-partner = Your partner.
web-seat-your-opponent = Your opponent.
web-seat-partner-of = Partner of { $name }.
web-seat-take = Take seat { $seat }
web-start = Start the game
web-start-note = Computers play the free seats.
web-wait-start = The game starts when { $name } starts it.
web-started = The game has begun.
web-started-without-you = The game at this table began before you took a seat; computers play the free seats. Open a table of your own, or ask for a seat at the next game.
web-to-lobby = Back to the lobby
web-seat-now-taken = { $name } sits down at seat { $seat }.

## The drawn table, for sighted players: the same facts the messages say

web-table-you = You
web-table-partner = Partner
web-table-opponent = Opponent
web-table-to-move = To play
web-table-winning = Winning
web-table-blind-played = blind
web-table-cards-left = Cards: { $count }
web-table-stock = Stock: { $count }
web-table-points = Points this deal: your team { $own }, the opponents { $other }
# $target: what wins the game
web-table-scores-sticks = Sticks: your team { $own }, the opponents { $other }; first to { $target } wins
web-table-scores-points = Game points: your team { $own }, the opponents { $other }; first to { $target } wins
# Watching a game: the teams by their players ($own_team: "Anna and Carl"), and who plays with whom
web-table-points-watching = Points this deal: { $own_team } { $own }, { $other_team } { $other }
web-table-scores-sticks-watching = Sticks: { $own_team } { $own }, { $other_team } { $other }; first to { $target } wins
web-table-scores-points-watching = Game points: { $own_team } { $own }, { $other_team } { $other }; first to { $target } wins
web-table-partner-named = Partner: { $name }
web-table-hand-watching = You are watching: the players' hands stay hidden
web-table-led = led
web-table-took-mark = Takes it
web-table-hand = Your hand
# Where the hand was, once the game is over.
web-table-game-over = The game is over
web-table-play-blind = Play blind, the top card of the stock
web-table-hint = Hint
web-rank-ten = 10
web-rank-jack = J
web-rank-queen = Q
web-rank-king = K
web-rank-ace = A

## Sound and the page's own voice

web-sound-heading = Sound and voice
web-sound = Sounds
web-sound-volume = Sound volume
web-voice = Read aloud with the browser's own voice (for players without a screen reader)

## The table: the server says what happens; the page holds the keys and the hand

web-table-label = Card table
web-table-caption = Card table: with the focus here the keys play, F1 lists them. On a touch screen, tap the cards above.
web-hand-none = No cards in your hand
web-howto-heading = How to play with a screen reader
web-howto-keys = The card table takes the keys of the terminal game while it has the focus: the arrows go through your hand, Enter plays the card you are on, F1 lists the keys of the moment. Shift+Tab leaves the table. Everything said stays in the messages below. Slash opens the chat field: Enter sends the line, Escape goes back to the table.
web-howto-orca = Orca: Tab to the card table and Orca turns focus mode on by itself; the keys then go to the table.
web-howto-nvda = NVDA: the table turns focus mode on by itself. If the keys do not reach it, press NVDA+Space.
web-howto-jaws = JAWS: the table turns forms mode on by itself. If the keys do not reach it, press Enter on the table.
web-howto-voiceover = VoiceOver on a Mac: turn Quick Nav off (Left Arrow and Right Arrow together), then play with the keys.
web-howto-sections = Shift+R opens the rules, v the coach's review after a deal, o the options. Each opens as part of the page, with headings, to read with your screen reader's usual keys. Escape goes back to the table.
web-howto-mobile = VoiceOver on an iPhone or iPad, TalkBack on Android: swipe to a card of your hand and double-tap it to play it; the messages are read as they come. With a keyboard connected, the keys work as above.

## Chat at the table: a line typed as text, said to everyone seated

web-chat = Chat message
web-chat-send = Send
web-chat-empty = Write something first, then send it.
# Escape in the chat field: the line is dropped, as the terminal's Escape cancels its chat line.
web-chat-cancelled = Chat cancelled, nothing sent.
web-chat-not-sent = Not sent: the connection is lost. It stays in the field until you are back at the table.

## The page's sections to read: the rules, the coach's review, the options

web-rules = Rules
web-rules-unavailable = The rules could not be loaded. Try again in a moment.
web-back-to-table = Back to the table
web-back = Back
web-review = Review of the deal
web-next-deal = Next deal
# After the game, for who opened the table: a new game at this table.
web-new-game = New game
web-options = Options
