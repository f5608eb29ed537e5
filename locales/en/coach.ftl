## Ristikontra: the coach's hints and deal review (English).
## $card is a card with its article ("the ten"); $points and $gain are card points.

coach-hint-only-choice = { $kind ->
    [blind] Play blind: it is the only thing you can do.
   *[card] Play { $card }: it is your only choice.
}
coach-hint-blind-every-card-costs-more = Play blind: every card in your hand costs more.
coach-hint-lead-sure-winner = Lead { $card }: nobody can match it any more, the trick is yours.
coach-hint-lead-cheap = Lead { $card }: it costs nothing if the trick is lost.
coach-hint-partner-sure-winner = Play { $card }: your partner is sure to win the trick.
coach-hint-take-trick-sure = Take the trick with { $card }: nobody after you can match it, { $points ->
    [one] one point
   *[other] { $points } points
}.
coach-hint-take-lead = Take the trick with { $card }: it holds no points, but you lead next.
coach-hint-take-trick = Match with { $card }: the trick is worth { $points ->
    [one] one point
   *[other] { $points } points
} so far.
coach-hint-spare-copy = Play { $card }: you still have { $card_a } to match with, and no rank leaves your hand.
coach-hint-trick-lost-throw-cheap = Play { $card }: the trick is lost, give away as little as you can.
coach-hint-opponents-winning-throw-cheap = Play { $card }: the opponents are winning the trick so far, give away as little as you can.
coach-hint-partner-may-lose = Play { $card }: your partner may still lose the trick.
coach-hint-search-best = { $gain ->
    [0] Play { $card }: it comes out best in the expert's search.
    [one] Play { $card }: by the expert's search it gains about one point.
   *[other] Play { $card }: by the expert's search it gains about { $gain } points.
}
coach-hint-short = { $kind ->
    [blind] Blind
   *[card] { $card }
}

coach-mistake = Trick { $trick }: you played { $played_kind ->
    [blind] blind
   *[card] { $played }
}; { $better_kind ->
    [blind] playing blind
   *[card] { $better }
} would have been about { $cost ->
    [one] one point
   *[other] { $cost } points
} better.
coach-mistake-short = Trick { $trick }: { $better_kind ->
    [blind] blind
   *[card] { $better }
}, { $cost ->
    [one] one point
   *[other] { $cost } points
}
