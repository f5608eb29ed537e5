# Meldungen von `ristikontra simulate` auf der Kommandozeile.

cli-language-name = { $lang ->
    [de] Deutsch
   *[en] Englisch
}
cli-unknown-language = Die Sprache „{ $requested }“ gibt es nicht; es geht auf { cli-language-name } weiter.
cli-bad-option = ristikontra simulate: { $detail }
cli-count-too-small = ristikontra simulate: --games und --deals brauchen eine Zahl ab 1.
cli-log-unwritable = ristikontra simulate: Das Protokoll „{ $path }“ lässt sich nicht schreiben: { $reason }
sim-summary-head = { $deals ->
    [one] Eine Runde
   *[other] { $deals } Runden
}, Startwert { $seed }: { $team0 } (Team 0) gegen { $team1 } (Team 1).
sim-point-diff = { $pairs ->
    [yes] Augendifferenz je Rundenpaar: { $mean } ± { $ci }.
   *[no] Augendifferenz je Runde: { $mean } ± { $ci }.
}
sim-point-diff-single = { $pairs ->
    [yes] Augendifferenz des Rundenpaars: { $mean }.
   *[no] Augendifferenz der Runde: { $mean }.
}
sim-deals-won = Gewonnene Runden: { $wins0 } zu { $wins1 }, { $ties ->
    [0] kein Unentschieden.
    [one] ein Unentschieden.
   *[other] { $ties } Unentschieden.
}
