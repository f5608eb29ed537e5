# Command-line messages of `ristikontra simulate`.

cli-unknown-language = The language “{ $requested }” is not available; continuing in { $language }. Languages: { $choices }.
cli-bad-option = ristikontra simulate: { $detail }
cli-count-too-small = ristikontra simulate: --games and --deals need a number of at least 1.
cli-log-unwritable = ristikontra simulate: cannot write the log “{ $path }”: { $reason }
sim-summary-head = { $deals ->
    [one] One deal
   *[other] { $deals } deals
}, seed { $seed }: { $team0 } (team 0) against { $team1 } (team 1).
sim-point-diff = { $pairs ->
    [yes] Point difference per deal pair: { $sign }{ NUMBER($mean, minimumFractionDigits: 2, maximumFractionDigits: 2) } ± { NUMBER($ci, minimumFractionDigits: 2, maximumFractionDigits: 2) }.
   *[no] Point difference per deal: { $sign }{ NUMBER($mean, minimumFractionDigits: 2, maximumFractionDigits: 2) } ± { NUMBER($ci, minimumFractionDigits: 2, maximumFractionDigits: 2) }.
}
sim-point-diff-single = { $pairs ->
    [yes] Point difference of the deal pair: { $sign }{ NUMBER($mean, minimumFractionDigits: 2, maximumFractionDigits: 2) }.
   *[no] Point difference of the deal: { $sign }{ NUMBER($mean, minimumFractionDigits: 2, maximumFractionDigits: 2) }.
}
sim-deals-won = Deals won: { $wins0 } to { $wins1 }, { $ties ->
    [0] none tied.
    [one] one tied.
   *[other] { $ties } tied.
}

# The command line as a whole: help, argparse's own messages, paths the player names.
cli-description = Ristikontra, the Finnish partnership card game, for the keyboard and the ear.
cli-usage-play = ristikontra [play] [OPTIONS]
cli-command-play = Play a game at the keyboard (the default)
cli-command-simulate = Let computer players play games and write the log
cli-command-doctor = Check speech, screen reader and sound
cli-command-online = Play at a table on a server
cli-command-serve = Run a server for playing online
cli-command-web = Play in your web browser, against computers or with friends
cli-commands-epilog = Commands:
      play       { cli-command-play }
      simulate   { cli-command-simulate }
      doctor     { cli-command-doctor }
      serve      { cli-command-serve }
      online     { cli-command-online }
      web        { cli-command-web }
    “ristikontra COMMAND --help” shows the options of a command; without a command the game starts.
cli-metavar-seconds = SECONDS
cli-metavar-path = PATH
cli-help-play-lang = language of the game (default: saved or system)
cli-help-play-speech = where speech goes: screen reader, own voice, text only, or nowhere
cli-help-play-sound = no sound cues
cli-help-play-verbosity = how much the game says
cli-help-play-rules = rule set: sticks (7 sticks), total (120), short (60)
cli-help-play-target = points or sticks that win the game
cli-help-play-dirty = play the dirty game
cli-help-play-fourth-king = no king from hand after the third while the stock lasts
cli-help-play-blind = no playing blind from the stock
cli-help-play-lead-limit = leads of one rank in a row before it is barred (0: no limit)
cli-help-play-level = strength of the computer players
cli-help-play-seed = play a reproducible game
cli-help-play-ai-delay = pause before each computer play, { $min } to { $max } seconds (e.g. 0.3 or 1)
cli-help-play-resume = continue the saved game
cli-help-play-log = write the game's events as JSON lines to PATH (the folder must exist)
cli-help-simulate-games = play N whole games (default 1)
cli-help-simulate-deals = stop after N deals in all (a game may be cut off)
cli-help-simulate-seed = seed for everything (default: a random one)
cli-help-simulate-rules = rule set (default sticks)
cli-help-simulate-target = sticks or points that win the game
cli-help-simulate-dirty = play the dirty game (includes the fourth-king rule)
cli-help-simulate-blind = forbid blind play from the stock
cli-help-simulate-lead-limit = lead limit: 3 (default), 2, or 0 (off)
cli-help-simulate-fourth-king = no king from hand after three while the stock lasts
cli-help-simulate-team0 = level of seats 0 and 2 (default basic)
cli-help-simulate-team1 = level of seats 1 and 3 (default basic)
cli-help-simulate-partner0 = level of seat 2 if it differs from --team0
cli-help-simulate-partner1 = level of seat 3 if it differs from --team1
cli-help-simulate-seat-levels = levels of seats 0-3, comma separated
cli-help-simulate-duplicate = play every game twice, teams swapped
cli-help-simulate-log = write every event as JSON Lines to PATH (an existing file is kept unless --append or --overwrite)
cli-help-simulate-append = add to the log if PATH exists
cli-help-simulate-overwrite = replace the log if PATH exists
cli-help-simulate-json = print a one-object JSON summary on stdout
cli-help-simulate-narrate = print what the player at seat 0 would hear
cli-help-simulate-lang = language of the narration and messages (default: system locale)
cli-help-simulate-verbosity = narration verbosity (default normal)
cli-target-whole = not a whole number: { $value }
cli-port-range = the port must be a whole number from { $min } to { $max }
cli-port-number = not a port number: { $value }
cli-target-range = the target must be between 1 and { $max }
cli-delay-number = not a number of seconds: { $value }
cli-delay-range = the delay must be between 0 and { $max } seconds
cli-log-refused = ristikontra: the log “{ $path }” cannot be written: { $reason }
cli-path-is-folder = it is a folder, not a file.
cli-path-no-folder = the folder “{ $folder }” does not exist; create it first or choose another path.
cli-path-denied = you may not write there.
cli-path-read-only = the file system there is read-only.
cli-path-full = the device is full.
cli-path-no-reader = nobody is reading from that pipe.
cli-path-exists = the file exists already; --append adds to it, --overwrite replaces it.
cli-path-failed = { $reason }.
cli-no-output = ristikontra: standard output is closed; there is nowhere to write.
# argparse's own words; %(…)s and %s are filled in by argparse and must stay as they are.
cli-ap-usage = usage:{" "}
cli-ap-positionals = positional arguments
cli-ap-options = options
cli-ap-help = show this help and exit
cli-ap-version = show the program's version and exit
cli-ap-argument = argument %(argument_name)s: %(message)s
cli-ap-invalid-choice = invalid choice: %(value)r (choose from %(choices)s)
cli-ap-invalid-value = invalid value: %(value)r
cli-ap-expected-one = expected one argument
cli-ap-expected-at-most-one = expected at most one argument
cli-ap-expected-at-least-one = expected at least one argument
cli-ap-expected-n = expected %s arguments
cli-ap-unrecognized = unrecognised arguments: %s
cli-ap-required = these arguments are needed: %s
cli-ap-one-required = one of the arguments %s is needed
cli-ap-error = %(prog)s: error: %(message)s
cli-ap-ambiguous = ambiguous option: %(option)s could mean %(matches)s
cli-ap-not-allowed = not allowed together with %s
cli-ap-ignored-explicit = ignored explicit argument %r
cli-ap-command = COMMAND
cli-metavar-target = N
cli-metavar-seed = N
cli-epilog-simulate =
    Levels: random, basic, strong, expert (weakest first).
    Players: --team0/--team1 give both seats of a team one level (seats 0+2 are team 0,
    seats 1+3 team 1); --partner0/--partner1 override the partner seat (2 or 3) for a mixed
    team; --seat-levels L0,L1,L2,L3 sets all four seats at once and wins over the others.
    Duplicate: each game is played again with the same cards and player seeds, levels of
    seats 0<->1 and 2<->3 swapped; the point difference is then the mean over deal pairs,
    seen from the team0 players. --deals counts pairs with --duplicate; the second copy of a
    game plays at most as many deals as the first, and a deal left without its pair counts in
    deals and deal_wins but not in point_diff.
    Search levels (strong, expert) play on their sample budget alone, without the clock they
    use in the game, so a seed always gives the same games; move_ms shows the time they took.
    The log holds every event of every game in order, one JSON object per line; each game
    starts with its own game_started line. An existing log is kept: --append adds to it,
    --overwrite replaces it.
cli-path-why = Why: { $reason }
cli-path-cannot-create = no file can be made in that folder.
cli-seat-levels-bad = --seat-levels needs four of { $levels }, for example basic,strong,basic,strong

## `ristikontra online`
cli-help-online-action = create: open a new table; join: sit down at a table by its code; room: go to the room, where the open tables are listed and games can be watched
cli-help-online-code = the table's code, e.g. "482 915" (for join)
cli-help-online-server = the server, ws://host:port or wss://host:port
cli-help-online-name = your name at the table
cli-help-online-seat = the seat to take, 1 to 4, numbered as the lobby says them (join; without it you choose one of the free seats at the keyboard)
cli-help-online-lang = { cli-help-play-lang }
cli-help-online-speech = { cli-help-play-speech }
cli-help-online-sound = { cli-help-play-sound }
cli-help-online-verbosity = { cli-help-play-verbosity }
cli-help-online-rules = { cli-help-play-rules }
cli-help-online-target = { cli-help-play-target }
cli-help-online-dirty = { cli-help-play-dirty }
cli-help-online-fourth-king = { cli-help-play-fourth-king }
cli-help-online-blind = { cli-help-play-blind }
cli-help-online-lead-limit = { cli-help-play-lead-limit }
cli-help-online-level = { cli-help-play-level }
cli-help-online-ai-delay = { cli-help-play-ai-delay }

## The live line and the log for bug reports (issue 13)
cli-help-play-live-line = no live line (your hand) at the bottom of the terminal
cli-help-online-live-line = { cli-help-play-live-line }
cli-help-play-braille = nothing to the braille display (speech stays)
cli-help-online-braille = { cli-help-play-braille }
cli-crashed = Something went wrong inside Ristikontra, and it had to stop. The details are in the log file { $path }; please attach it to a bug report.
cli-crashed-no-log = Something went wrong inside Ristikontra, and it had to stop. No log file could be written; { $doctor } says why.

# `ristikontra web`: a server of one's own, opened in the browser.
cli-help-web-port = port (default: any free one)
cli-help-web-no-browser = only say the address; open no browser
cli-help-web-lang = language of the page and the messages (default: system locale)
cli-web-listening = Ristikontra is open in your browser at { $url } (if no browser came up, open that address yourself). Control+C stops the server; your tables wait for the next start.
cli-web-listening-no-browser = Ristikontra's server is running: open { $url } in your browser. Control+C stops the server; your tables wait for the next start.
cli-web-stopped = Ristikontra's server has stopped.
cli-web-no-browser = No web browser could be opened here. Open { $url } in a browser.
cli-web-no-browser-running = No web browser could be opened here. Ristikontra's server is running: open { $url } in a browser. Control+C stops the server; your tables wait for the next start.
cli-web-cannot-listen = ristikontra web: cannot listen on port { $port }: { $reason }
cli-web-data-unusable = ristikontra web: the table store “{ $path }” cannot be used: { $reason }
cli-web-already = Ristikontra already runs in your browser; a new table opens at { $url }
cli-web-running-elsewhere = ristikontra web: another Ristikontra server is using “{ $path }”, but its address cannot be read. Stop it, or open the address it gave.
