# Command-line messages of `ristikontra simulate`.

cli-language-name = { $lang ->
    [de] German
   *[en] English
}
cli-unknown-language = The language “{ $requested }” is not available; continuing in { cli-language-name }.
cli-bad-option = ristikontra simulate: { $detail }
cli-count-too-small = ristikontra simulate: --games and --deals need a number of at least 1.
cli-log-unwritable = ristikontra simulate: cannot write the log “{ $path }”: { $reason }
sim-summary-head = { $deals ->
    [one] One deal
   *[other] { $deals } deals
}, seed { $seed }: { $team0 } (team 0) against { $team1 } (team 1).
sim-point-diff = { $pairs ->
    [yes] Point difference per deal pair: { $mean } ± { $ci }.
   *[no] Point difference per deal: { $mean } ± { $ci }.
}
sim-point-diff-single = { $pairs ->
    [yes] Point difference of the deal pair: { $mean }.
   *[no] Point difference of the deal: { $mean }.
}
sim-deals-won = Deals won: { $wins0 } to { $wins1 }, { $ties ->
    [0] none tied.
    [one] one tied.
   *[other] { $ties } tied.
}
