## Ristikontra: the coach's hints and deal review (English).
## $card is a card with its article ("the ten"); $points and $cost are card points.
## $led is the rank led (or the rank of the card led), $led_a with "a"/"an", $led_count "two sevens";
## $out is how many of that rank are still out (neither played nor in your hand).

coach-hint-only-choice = { $kind ->
    [blind] Play blind: it is the only thing you can do.
   *[card] Play { $card }: it is your only choice.
}
coach-hint-blind-every-card-costs-more = Play blind: every card in your hand costs more.
coach-hint-blind-keep-hand = Play blind: you keep every card in your hand for the tricks to come.
coach-hint-blind-may-match = Play blind: the top card may be { $led_a } and take the trick, and you keep every card in your hand.
coach-hint-lead-sure-winner = Lead { $card }: nobody can match it any more, the trick is yours.
coach-hint-lead-cheap = Lead { $card }: it costs nothing if the trick is lost.
coach-hint-lead-few-out = Lead { $card }: { $out ->
    [one] only one other { $led } is still out, so at most one player can match it.
   *[other] only { $led_count } are still out, so few can match it.
}
coach-hint-partner-sure-winner = Play { $card }: your partner is sure to win the trick.
coach-hint-partner-sure-keep = Play { $card }: your partner wins the trick anyway; keep your other cards for the tricks to come.
coach-hint-lead-next = Play { $card }: the trick is your team's either way, and this way you lead next.
coach-hint-partner-winning = Play { $card }: your partner is winning the trick, so its points come to your team unless someone still matches; { $out ->
    [one] only one { $led } is
   *[other] { $led_count } are
} still out.
coach-hint-take-trick-sure = Take the trick with { $card }: nobody after you can match it{ $points ->
    [0] .
    [one] , one point.
   *[other] , { $points } points.
}
coach-hint-take-lead = Take the trick with { $card }: the trick holds no points, but you lead next.
coach-hint-take-trick = Match with { $card }: { $points ->
    [0] the trick holds no points yet, but whoever takes it leads next.
    [one] one point is on the table already.
   *[other] { $points } points are on the table already.
}
coach-hint-take-trick-early = Match with { $card }: the trick holds no points yet, but whoever takes it leads next.
coach-hint-queen-makes-them-dirty = Play { $card }: if the opponents take the trick, the queen makes them dirty.
coach-hint-spare-copy = Play { $card }: you keep { $card_a }, so you can still match every rank in your hand.
coach-hint-keep-small-ranks = Play { $card }: { $count ->
    [one] your cheaper card is the last of its rank; keep it to match with.
   *[other] each of your cheaper cards is the last of its rank; keep them to match with.
}
coach-hint-points-go-later = Play { $card }: from here on every card gets played, and a better trick for { $card } is unlikely to come.
coach-hint-trick-lost-throw-cheap = Play { $card }: the trick is lost, give away as little as you can.
coach-hint-opponents-winning-throw-cheap = Play { $card }: the opponents are winning the trick so far, give away as little as you can.
coach-hint-partner-may-lose = Play { $card }: your partner is winning the trick but may still lose it, so give as little as you can.
coach-hint-partner-may-take = Play { $card }: your partner plays last and may still match and take the trick for your team; if not, the opponents get it.
coach-hint-close = Play { $card }: it is close, the other cards do about as well.
coach-hint-keep-for-later = Play { $card }: it keeps the cards that will do more in the tricks to come.
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
} better for your team in this deal.
coach-mistake-short = Trick { $trick }: { $better_kind ->
    [blind] blind
   *[card] { $better }
}, { $cost ->
    [one] one point
   *[other] { $cost } points
}

# A decision that followed the coach's own hint: the review says so rather than blaming the player.
coach-mistake-hinted = Trick { $trick }: you followed the hint with { $played_kind ->
    [blind] a blind card
   *[card] { $played }
}; a second look finds { $better_kind ->
    [blind] playing blind
   *[card] { $better }
} better for your team by about { $cost ->
    [one] one point
   *[other] { $cost } points
} in this deal.
coach-mistake-hinted-short = Trick { $trick }, the hint: { $better_kind ->
    [blind] blind
   *[card] { $better }
}, { $cost ->
    [one] one point
   *[other] { $cost } points
}

# The review's sentence with the hint's reason for the better move (the hint's words after its colon).
coach-mistake-why = { $mistake }: { $reason }
