## Ristikontra: Tipps und Rückblick des Trainers (Deutsch).
## $card ist eine Karte mit Artikel im Akkusativ („die Zehn“, „den König“), $card_dat und $better_dat im Dativ;
## $points, $gain und $cost sind Augen (die Werte der Karten), wie in game.ftl.

coach-hint-only-choice = { $kind ->
    [blind] Spiel ins Schwarze: etwas anderes geht nicht.
   *[card] Spiel { $card }: du hast keine andere Wahl.
}
coach-hint-blind-every-card-costs-more = Spiel ins Schwarze: jede Karte auf deiner Hand kostet mehr.
coach-hint-lead-sure-winner = Spiel { $card } aus: niemand kann mehr mitgehen, der Stich gehört dir.
coach-hint-lead-cheap = Spiel { $card } aus: das kostet nichts, auch wenn der Stich verloren geht.
coach-hint-partner-sure-winner = Spiel { $card }: dein Partner gewinnt den Stich sicher.
coach-hint-take-trick-sure = Nimm den Stich mit { $card_dat }: nach dir kann niemand mehr mitgehen, { $points ->
    [one] ein Auge
   *[other] { $points } Augen
}.
coach-hint-take-lead = Nimm den Stich mit { $card_dat }: er bringt keine Augen, aber dann spielst du aus.
coach-hint-take-trick = Geh mit { $card_dat } mit: im Stich { $points ->
    [one] liegt schon ein Auge
   *[other] liegen schon { $points } Augen
}.
coach-hint-spare-copy = Spiel { $card }: dir bleibt noch { $card_a } zum Mitgehen, und kein Rang geht dir verloren.
coach-hint-trick-lost-throw-cheap = Spiel { $card }: der Stich ist verloren, gib so wenig wie möglich ab.
coach-hint-opponents-winning-throw-cheap = Spiel { $card }: der Stich geht bisher an die Gegner, gib so wenig wie möglich ab.
coach-hint-partner-may-lose = Spiel { $card }: dein Partner kann den Stich noch verlieren.
coach-hint-search-best = { $gain ->
    [0] Spiel { $card }: in der Suche des Experten schneidet das am besten ab.
    [one] Spiel { $card }: nach der Suche des Experten bringt das etwa ein Auge mehr.
   *[other] Spiel { $card }: nach der Suche des Experten bringt das etwa { $gain } Augen mehr.
}
coach-hint-short = { $kind ->
    [blind] Ins Schwarze
   *[card] { $card }
}

coach-mistake = Stich { $trick }: Du hast { $played_kind ->
    [blind] ins Schwarze
   *[card] { $played }
} gespielt; { $better_kind ->
    [blind] mit einer Karte ins Schwarze
   *[card] mit { $better_dat }
} wärst du etwa { $cost ->
    [one] ein Auge
   *[other] { $cost } Augen
} besser gefahren.
coach-mistake-short = Stich { $trick }: besser { $better_kind ->
    [blind] ins Schwarze
   *[card] { $better }
}, { $cost ->
    [one] ein Auge
   *[other] { $cost } Augen
}
