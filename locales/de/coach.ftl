## Ristikontra: Tipps und Rückblick des Trainers (Deutsch).
## $card ist eine Karte mit Artikel im Akkusativ („die Zehn“, „den König“), $card_dat und $better_dat im Dativ;
## $points und $cost sind Augen (die Werte der Karten), wie in game.ftl.
## $led ist der ausgespielte Rang, $led_a mit unbestimmtem Artikel („eine Sieben“), $led_count „zwei Siebenen“;
## $out: wie viele Karten dieses Rangs noch draußen sind (weder gespielt noch auf deiner Hand).

coach-hint-only-choice = { $kind ->
    [blind] Spiel ins Schwarze: etwas anderes geht nicht.
   *[card] Spiel { $card }: du hast keine andere Wahl.
}
coach-hint-blind-every-card-costs-more = Spiel ins Schwarze: jede Karte auf deiner Hand kostet mehr.
coach-hint-blind-keep-hand = Spiel ins Schwarze: so behältst du alle Karten auf deiner Hand für die nächsten Stiche.
coach-hint-blind-may-match = Spiel ins Schwarze: die oberste Karte kann { $led_a } sein und den Stich nehmen, und deine Hand bleibt, wie sie ist.
coach-hint-lead-sure-winner = Spiel { $card } aus: niemand kann mehr mitgehen, der Stich gehört dir.
coach-hint-lead-cheap = Spiel { $card } aus: das kostet nichts, auch wenn der Stich verloren geht.
coach-hint-lead-few-out = Spiel { $card } aus: { $out ->
    [one] nur noch { $led_a } ist draußen, mitgehen kann also höchstens einer.
   *[other] nur noch { $led_count } sind draußen, mitgehen können also nur wenige.
}
coach-hint-partner-sure-winner = Spiel { $card }: dein Partner gewinnt den Stich sicher.
coach-hint-partner-sure-keep = Spiel { $card }: dein Partner gewinnt den Stich sowieso; behalte die anderen Karten für die nächsten Stiche.
coach-hint-lead-next = Spiel { $card }: der Stich gehört euch so oder so, und so spielst du als Nächster aus.
coach-hint-partner-winning = Spiel { $card }: der Stich geht bisher an deinen Partner, also bekommt ihr die Augen, es sei denn, jemand geht noch mit; { $out ->
    [one] draußen ist nur noch { $led_a }.
   *[other] draußen sind noch { $led_count }.
}
coach-hint-take-trick-sure = Nimm den Stich mit { $card_dat }: nach dir kann niemand mehr mitgehen{ $points ->
    [0] .
    [one] , ein Auge.
   *[other] , { $points } Augen.
}
coach-hint-take-lead = Nimm den Stich mit { $card_dat }: der Stich bringt keine Augen, aber dann spielst du aus.
coach-hint-take-trick = Geh mit { $card_dat } mit: im Stich { $points ->
    [0] liegen noch keine Augen, aber wer ihn nimmt, spielt als Nächster aus.
    [one] liegt schon ein Auge.
   *[other] liegen schon { $points } Augen.
}
coach-hint-take-trick-early = Geh mit { $card_dat } mit: im Stich liegen noch keine Augen, aber wer ihn nimmt, spielt als Nächster aus.
coach-hint-queen-makes-them-dirty = Spiel { $card }: nehmen die Gegner den Stich, macht die Dame sie schmutzig.
coach-hint-spare-copy = Spiel { $card }: dir bleibt noch { $card_a }, so kannst du weiter mit jedem Rang auf deiner Hand mitgehen.
coach-hint-keep-small-ranks = Spiel { $card }: { $count ->
    [one] die Karte mit weniger Augen hast du nur einmal, behalte sie zum Mitgehen.
   *[other] deine Karten mit weniger Augen hast du je nur einmal, behalte sie zum Mitgehen.
}
coach-hint-points-go-later = Spiel { $card }: ab jetzt wird jede Karte gespielt, und ein besserer Stich für { $card } kommt kaum noch.
coach-hint-trick-lost-throw-cheap = Spiel { $card }: der Stich ist verloren, gib so wenig wie möglich ab.
coach-hint-opponents-winning-throw-cheap = Spiel { $card }: der Stich geht bisher an die Gegner, gib so wenig wie möglich ab.
coach-hint-partner-may-lose = Spiel { $card }: der Stich geht bisher an deinen Partner, er kann ihn aber noch verlieren; gib also so wenig wie möglich ab.
coach-hint-partner-may-take = Spiel { $card }: dein Partner spielt als Letzter und kann noch mitgehen und den Stich für dein Team holen; sonst bekommen ihn die Gegner.
coach-hint-close = Spiel { $card }: das ist knapp, die anderen Karten sind kaum schlechter.
coach-hint-keep-for-later = Spiel { $card }: so behältst du die Karten, die in den nächsten Stichen mehr bringen.
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
} wärst du in dieser Runde etwa { $cost ->
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

# Ein Zug, der dem Tipp des Trainers gefolgt ist: der Rückblick sagt das, statt ihn dem Spieler anzulasten.
coach-mistake-hinted = Stich { $trick }: Du bist dem Tipp gefolgt und hast { $played_kind ->
    [blind] ins Schwarze
   *[card] { $played }
} gespielt; beim zweiten Hinsehen wärst du { $better_kind ->
    [blind] mit einer Karte ins Schwarze
   *[card] mit { $better_dat }
} in dieser Runde etwa { $cost ->
    [one] ein Auge
   *[other] { $cost } Augen
} besser gefahren.
coach-mistake-hinted-short = Stich { $trick }, der Tipp: besser { $better_kind ->
    [blind] ins Schwarze
   *[card] { $better }
}, { $cost ->
    [one] ein Auge
   *[other] { $cost } Augen
}

# Der Satz des Rückblicks mit dem Grund des Tipps für den besseren Zug (die Worte des Tipps nach „Spiel …:“).
coach-mistake-why = { $mistake }: { $reason }
