## Ristikontra: everything the announcer says about the game (English).
## Cards are named rank first ("queen of hearts"); suits never matter in Ristikontra.

## Ranks and suits

rank = { $rank ->
    [ace] ace
    [king] king
    [queen] queen
    [jack] jack
    [ten] ten
    [nine] nine
    [eight] eight
    [seven] seven
    [six] six
    [five] five
    [four] four
    [three] three
   *[two] two
}

rank-plural = { $rank ->
    [ace] aces
    [king] kings
    [queen] queens
    [jack] jacks
    [ten] tens
    [nine] nines
    [eight] eights
    [seven] sevens
    [six] sixes
    [five] fives
    [four] fours
    [three] threes
   *[two] twos
}

# The plural after a negation ("no other sixes or fives"); Finnish says it in another case
rank-plural-negated = { rank-plural }

# $form: acc (definite), a-acc (indefinite), dat, a-dat, no-acc (negated), a-nom
rank-form = { $form ->
    [acc] the { rank }
    [dat] the { rank }
    [no-acc] no { rank }
   *[other] { $rank ->
        [ace] an ace
        [eight] an eight
       *[other] a { rank }
    }
}

number-word = { $count ->
    [1] one
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
    [7] seven
    [8] eight
    [9] nine
    [10] ten
    [11] eleven
    [12] twelve
   *[other] { $count }
}

# "a king", "two kings"
rank-count = { $count ->
    [one] { $rank ->
        [ace] an ace
        [eight] an eight
       *[other] a { rank }
    }
   *[other] { number-word } { rank-plural }
}

suit = { $suit ->
    [clubs] clubs
    [spades] spades
    [hearts] hearts
   *[diamonds] diamonds
}

card-suited = { $phrase } of { $suit }

list-and = { $first } and { $last }

# After a negation: "no other sixes or fives"
list-or = { $first } or { $last }

points = { $count ->
    [0] no points
    [one] 1 point
   *[other] { $count } points
}

tricks = { $count ->
    [0] no tricks
    [one] 1 trick
   *[other] { $count } tricks
}

sticks = { $count ->
    [0] no sticks
    [one] one stick
   *[other] { number-word } sticks
}

# $case: nom or acc (the same in English)
total-points = { $count ->
    [one] { $case ->
        [acc] 1 point
       *[nom] 1 point
    }
   *[other] { $count } points
}

## Who is who, from the listener's seat

# $who: self, partner, left (plays after you), right (plays before you), named; $case: nom, acc, dat
player = { $who ->
    [self] { $case ->
        [acc] you
        [dat] you
       *[nom] you
    }
    [partner] { $case ->
        [acc] your partner
        [dat] your partner
       *[nom] your partner
    }
    [left] { $case ->
        [acc] the left opponent
        [dat] the left opponent
       *[nom] the left opponent
    }
    [right] { $case ->
        [acc] the right opponent
        [dat] the right opponent
       *[nom] the right opponent
    }
   *[named] { $name }
}
    .short = { $who ->
        [self] You
        [partner] Partner
        [left] Left
        [right] Right
       *[named] { $name }
    }

# $team: own, other; $case: nom, dat
team = { $team ->
    [own] { $case ->
        [dat] your team
       *[nom] your team
    }
   *[other] { $case ->
        [dat] the opponents
       *[nom] the opponents
    }
}
    .short = { $team ->
        [own] Us
       *[other] Them
    }

## Events at the table

game-started = A new game begins. { $rules }
    .short = New game: { $name }

deal-started = Deal { $deal }. { $dealer } { $dealer_who ->
        [self] deal
       *[other] deals
    }; { $leader } { $leader_who ->
        [self] lead
       *[other] leads
    }.
    .short = Deal { $deal }, lead: { $leader_short }

card-played = { $blind ->
        [yes] { $player } { $who ->
            [self] play
           *[other] plays
        } blind from the stock: { $card }.
       *[no] { $player } { $who ->
            [self] play
           *[other] plays
        } { $card }.
    }
    .short = { $blind ->
        [yes] { $short_player } blind: { $rank_name }
       *[no] { $short_player }: { $rank_name }
    }

trick-status = { $player } { $who ->
        [self] are
       *[other] is
    } winning; { $count ->
        [0] no points
        [one] 1 point
       *[other] { $count } points
    } in the trick.
    .short = Winning: { $short_player }, { $count }

trick-won = { $player } { $who ->
        [self] take
       *[other] takes
    } the trick{ $named ->
        [yes] { $team ->
            [own] { " " }for your team
           *[other] { " " }for the opponents
        }
       *[no] {""}
    }{ $count ->
        [0] , no points.
        [one] : 1 point.
       *[other] : { $count } points.
    }
    .short = Trick: { $short_player }, { $count }

trick-tally = After trick { $trick }: your team { $own }, the opponents { $other }.
    .short = Points: us { $own_count }, them { $other_count }

draw-own = You draw { $card }.
    .short = Drew: { $rank_name }

draw-own-others = You draw { $card }; { $all ->
        [yes] the others draw a card each.
       *[no] { $players } { $count ->
            [one] draws a card.
           *[other] draw a card each.
        }
    }
    .short = Drew: { $rank_name }

draw-others = { $all ->
        [yes] The others draw a card each.
       *[no] { $players } { $count ->
            [one] draws a card.
           *[other] draw a card each.
        }
    }
    .short = { $all ->
        [yes] Others draw
       *[no] { $count ->
            [one] Draws: { $players_short }
           *[other] Draw: { $players_short }
        }
    }

stock-count = { $count ->
        [0] The stock is empty.
        [one] One card left in the stock.
       *[other] { $count } cards left in the stock.
    }
    .short = Stock: { $count }

stock-empty = The stock is empty. From now on nobody draws.
    .short = Stock empty

# The stock is empty and a team is still dirty (the dirty game): how it gets clean, or what it costs.
dirt-reminder = { $team ->
        [own] Your team is still dirty: capture a king in a trick not led with a queen, or your team loses the deal.
        [other] The opponents are still dirty: if they capture no king in a trick not led with a queen, they lose the deal.
       *[both] Both teams are still dirty: a team that captures a king in a trick not led with a queen is clean again.
    }
    .short = { $team ->
        [own] Still dirty: us
        [other] Still dirty: them
       *[both] Still dirty: both
    }

dirt-changed = { $dirty ->
        [yes] { $team ->
            [own] Your team captured a queen and is dirty now.
           *[other] The opponents captured a queen and are dirty now.
        }
       *[no] { $team ->
            [own] Your team captured a king and is clean again.
           *[other] The opponents captured a king and are clean again.
        }
    }
    .short = { $team ->
        [own] Us
       *[other] Them
    }: { $dirty ->
        [yes] dirty
       *[no] clean
    }

# The end of a deal, result first. $reason: points, sweep, dirty, tie; $team: own, other (the deal's winner);
# $winner_count, $loser_count: the card points of winner and loser (both the same on a tie)
deal-result-sticks = { $reason ->
        [tie] Deal { $deal } is a tie, { $winner_count ->
            [one] 1 point
           *[other] { $winner_count } points
        } each: nobody gets a stick. The next decided deal is worth { $carry } more.
        [sweep] { $team ->
            [own] Your team wins deal { $deal } with { pack-points } and gets { $award }.
           *[other] The opponents win deal { $deal } with { pack-points } and get { $award }.
        }
        [dirty] { $team ->
            [own] Your team wins deal { $deal } and gets { $award }: the opponents are still dirty.
           *[other] The opponents win deal { $deal } and get { $award }: your team is still dirty.
        }
       *[points] { $team ->
            [own] Your team wins deal { $deal } by { $winner_count ->
                [one] 1 point
               *[other] { $winner_count } points
            } to { $loser_count } and gets { $award }.
           *[other] The opponents win deal { $deal } by { $winner_count ->
                [one] 1 point
               *[other] { $winner_count } points
            } to { $loser_count } and get { $award }.
        }
    }
    .short = Deal { $deal } { $reason ->
        [tie] tied, { $own_count } to { $other_count }
       *[other] { $team ->
            [own] won
           *[other] lost
        }, { $own_count } to { $other_count }, { $award_count } { $award_count ->
            [one] stick
           *[other] sticks
        }
    }

# All the points of the pack, after "with": a sweep
pack-points = { $pack ->
    [one] the only point
   *[other] all { $pack } points
}

# Sticks carried over from tied deals into this deal's award
deal-extra-sticks = { $count ->
        [one] One of them comes from the tied deal before.
       *[other] { $word } of them come from tied deals before.
    }
    .short = { $count } from ties

deal-result-total = { $reason ->
        [tie] Deal { $deal } is a tie, { $winner_count ->
            [one] 1 point
           *[other] { $winner_count } points
        } each.
        [sweep] { $team ->
            [own] Your team wins deal { $deal } with { pack-points }.
           *[other] The opponents win deal { $deal } with { pack-points }.
        }
        [dirty] { $team ->
            [own] Your team wins deal { $deal }: the opponents are still dirty, score nothing this deal and go back to zero.
           *[other] The opponents win deal { $deal }: your team is still dirty, scores nothing this deal and goes back to zero.
        }
       *[points] { $team ->
            [own] Your team wins deal { $deal } by { $winner_count ->
                [one] 1 point
               *[other] { $winner_count } points
            } to { $loser_count }.
           *[other] The opponents win deal { $deal } by { $winner_count ->
                [one] 1 point
               *[other] { $winner_count } points
            } to { $loser_count }.
        }
    }
    .short = Deal { $deal } { $reason ->
        [tie] tied
       *[other] { $team ->
            [own] won
           *[other] lost
        }
    }, { $own_count } to { $other_count }

# The card points when the dirty rule, not the points, decided the deal
deal-points = Points: your team { $own }, the opponents { $other }.
    .short = Points: us { $own }, them { $other }

both-dirty = Both teams are still dirty, so the points decide.
    .short = Both dirty

total-reset = { $team ->
        [own] Your team scored nothing this deal, so its total goes back to zero.
       *[other] The opponents scored nothing this deal, so their total goes back to zero.
    }
    .short = { $team ->
        [own] Us
       *[other] Them
    }: back to zero

standing-sticks = Score: your team { $own }, the opponents { $other }.
    .short = Score: us { $own_count }, them { $other_count }

standing-total = Score: your team { $own }, the opponents { $other }.
    .short = Score: us { $own_count }, them { $other_count }

carry-waiting = { $carry } from tied deals { $count ->
        [one] waits
       *[other] wait
    } for the next decided deal.
    .short = Extra: { $count }

game-over = { $team ->
        [own] You won! Your team wins the game
       *[other] You lost. The opponents win the game
    } { $scoring ->
        [sticks] { $winner_score ->
            [one] { $winner_score } stick to { $loser_score }
           *[other] { $winner_score } sticks to { $loser_score }
        }
       *[total] { $winner_score ->
            [one] { $winner_score } point to { $loser_score }
           *[other] { $winner_score } points to { $loser_score }
        }
    } { $deals ->
        [one] after one deal
       *[other] after { $deals } deals
    }.
    .short = { $team ->
        [own] Game won
       *[other] Game lost
    }, { $winner_score } to { $loser_score }

# $lead: yes when the player opens the trick
turn = { $lead ->
        [yes] { $who ->
            [self] Your lead.
           *[other] { $player } leads.
        }
       *[no] { $who ->
            [self] Your turn.
           *[other] It is { $player }'s turn.
        }
    }
    .short = { $who ->
        [self] { $lead ->
            [yes] Your lead
           *[no] Your turn
        }
       *[other] { $lead ->
            [yes] Lead: { $short_player }
           *[no] Turn: { $short_player }
        }
    }

dealer-now = { $dealer } dealt this deal.
    .short = Dealer: { $dealer_short }
seating-seat = { $role ->
        [partner] Your partner
        [left] Your left opponent
       *[right] Your right opponent
    } is { $kind ->
        [human] { $name }.
       *[computer] a computer player.
    }
    .short = { $role ->
        [partner] Partner
        [left] Left
       *[right] Right
    }: { $kind ->
        [human] { $name }
       *[computer] computer
    }
seating-computers = Your partner and both opponents are computer players.
    .short = Partner and opponents: computers
turn-none = { $phase ->
        [new] No deal has started yet.
        [game-over] The game is over.
       *[deal-over] The deal is over.
    }
    .short = { $phase ->
        [new] No deal
        [game-over] Game over
       *[deal-over] Deal over
    }

barred-lead = You may not lead { $rank_a } from your hand now.
    .short = Barred: { $rank_name }

kings-barred = You may not play a king while the stock lasts: three kings are out.
    .short = Barred: king

## Answers to questions

hand-summary = { $size ->
        [0] You have no cards in your hand.
       *[other] Your hand: { $summary }. { $points ->
            [0] No points in it.
            [one] Worth 1 point.
           *[other] Worth { $points } points.
        }
    }
    .short = { $size ->
        [0] No cards
       *[other] { $summary } ({ $points })
    }

hand-list = { $size ->
        [0] You have no cards in your hand.
        [one] One card: { $cards }.
       *[other] { $size } cards: { $cards }.
    }
    .short = { $size ->
        [0] No cards
       *[other] { $cards_short }
    }

card-focus = { $card }, { $barred ->
    [yes] not allowed now, { $position } of { $total }
   *[no] { $position } of { $total }
}
    .short = { $card }, { $position } of { $total }

# One entry in the description of a trick; $lead: yes for the first card
trick-entry = { $lead ->
        [yes] { $blind ->
            [yes] { $player } led blind and turned up { $card }
           *[no] { $player } led { $card }
        }
       *[no] { $blind ->
            [yes] { $player } played blind and turned up { $card }
           *[no] { $player } played { $card }
        }
    }
    .short = { $short_player }: { $rank_name }{ $blind ->
        [yes] { " " }(blind)
       *[no] {""}
    }

# $cards: cards on the table; with the lead alone the leader is winning, so nobody is named twice
trick-current = { $numbered ->
        [no] {""}
       *[yes] Trick { $trick }.{" "}
    }{ $entries }{ $cards ->
        [1] {""}
       *[other] . { $player } { $who ->
            [self] are
           *[other] is
        } winning
    }, { $count ->
        [0] no points
        [one] 1 point
       *[other] { $count } points
    } in the trick.
    .short = { $numbered ->
        [no] {""}
       *[yes] Trick { $trick }:{" "}
    }{ $entries_short }; winning: { $short_player }, { $count }

trick-current-empty = Trick { $trick }. No card played yet. { $leader_who ->
        [self] Your lead.
       *[other] { $leader } leads.
    }
    .short = Trick { $trick }: empty, lead: { $short_leader }

trick-past = Trick { $trick }: { $player } won it, { $count ->
        [0] no points
        [one] 1 point
       *[other] { $count } points
    }. { $entries }.
    .short = Trick { $trick }: { $short_player }, { $count }; { $entries_short }

# $kind: future (not played yet), none (no such trick)
trick-missing = { $kind ->
        [none] There is no trick { $trick }: a deal has { $total ->
            [one] one trick
           *[other] { $total } tricks
        }.
       *[future] Trick { $trick } has not been played yet. { $done ->
            [0] No trick has been played so far.
            [one] One trick has been played so far.
           *[other] { $done } tricks have been played so far.
        }
    }
    .short = No trick { $trick }

scores-deal = { $over ->
        [yes] Deal { $deal } is over.
       *[no] Deal { $deal }, trick { $trick }.
    } Your team has { $own_points } and { $own_tricks }; the opponents have { $other_points } and { $other_tricks }.
    .short = Points: us { $own }, them { $other }

scores-brief = Score: your team { $own }, the opponents { $other }; { $state ->
        [won] your team has won the game.
        [lost] the opponents have won the game.
        [over] deal { $deal } ended { $own_deal } to { $other_deal } points.
       *[playing] deal { $deal } so far { $own_deal } to { $other_deal } points.
    }
    .short = Score: us { $own_count }, them { $other_count }; { $state ->
        [won] won
        [lost] lost
       *[other] deal { $own_deal } to { $other_deal }
    }

scores-none = No deal has started yet.
    .short = No deal

# $state: open, own (your team has won the deal on points already), other
need-deal = { $state ->
        [own] Your team has already won this deal on points.
        [other] The opponents have already won this deal on points.
       *[open] To win the deal your team still needs { $own }, the opponents { $other }.
    }
    .short = { $state ->
        [own] Deal safe
        [other] Deal lost
       *[open] Need: us { $own_count }, them { $other_count }
    }

dirty-state = { $own ->
        [yes] { $other ->
            [yes] Both teams are dirty.
           *[no] Your team is dirty, the opponents are clean.
        }
       *[no] { $other ->
            [yes] Your team is clean, the opponents are dirty.
           *[no] Both teams are clean.
        }
    }
    .short = Dirty: { $own ->
        [yes] { $other ->
            [yes] both
           *[no] us
        }
       *[no] { $other ->
            [yes] them
           *[no] none
        }
    }

need-game-sticks = To win the game your team still needs { $own }, the opponents { $other }.
    .short = Sticks to win: us { $own_count }, them { $other_count }

need-game-total = To win the game your team still needs { $own }, the opponents { $other }.
    .short = Points to win: us { $own_count }, them { $other_count }

game-won = { $team ->
        [own] Your team has won the game.
       *[other] The opponents have won the game.
    }
    .short = { $team ->
        [own] Won
       *[other] Lost
    }

## Card counting: what the listener has not seen yet (in the other hands or the stock)

# One rank still out: "an ace", "two tens", "all four kings"
rank-out = { $count ->
    [4] all four { rank-plural }
   *[other] { rank-count }
}
    .short = { rank } { $count }

count-out = Still out: { $list }.
    .short = Out: { $list_short }

count-out-none = You have seen every card of this deal.
    .short = All seen

# $ranks: plural names joined, "nines and eights"
count-gone-played = All { $ranks } have been played.
    .short = Played: { $ranks_short }

count-gone-held = No other { $ranks } are out: you hold the rest.
    .short = Rest yours: { $ranks_short }

count-gone-none = Every rank still has at least one card out.
    .short = None gone

# One card of the rank $rank on its own, without a noun (German needs the gender here)
rank-one = one

# One rank: $count still out, $held in the listener's hand, $played on the table
count-rank = { $count ->
        [0] No { rank-plural } are out any more.
       *[other] Still out: { rank-out }.
    } In your hand: { $held ->
        [0] none
        [1] { rank-one }
        [2] two
        [3] three
       *[other] four
    }, played: { $played ->
        [0] none
        [1] { rank-one }
        [2] two
        [3] three
       *[other] four
    }.
    .short = { rank }: out { $count }, hand { $held }, played { $played }

## Illegal moves: one message per reason

illegal-not-your-turn = It is not your turn yet.
    .short = Not your turn

illegal-card-not-in-hand = That card is not in your hand.
    .short = Not in hand

illegal-lead-limit = You may not lead { $rank_a } from your hand now: { $limit ->
        [2] both of the last two tricks were
       *[other] each of the last three tricks was
    } led with { $rank_a }. { $blind ->
        [yes] Play another card or play blind.
       *[no] Play another card.
    }
    .short = Barred lead: { $rank_name }

illegal-fourth-king = You may not play a king while the stock lasts: three kings are out.
    .short = Barred: king

illegal-stock-empty = The stock is empty: you can no longer play blind.
    .short = Stock empty

illegal-blind-play-disabled = Blind play is switched off in these rules.
    .short = Blind play off

illegal-no-deal-in-progress = No deal is in progress.
    .short = No deal

illegal-deal-in-progress = The deal is still in progress.
    .short = Deal in progress

illegal-game-over = The game is already over.
    .short = Game over

illegal-unknown = Not allowed, for a reason this version of Ristikontra does not know. An update may help.
    .short = Not allowed

## Rules

# $name: sticks, total, short, custom
ruleset-name = { $name ->
        [sticks] Stick rules, as on the Braillespiel wiki
        [total] Running total, after Saari
        [short] Short count, after Saari
       *[custom] Custom rules
    }
    .short = { $name ->
        [sticks] Sticks
        [total] Running total
        [short] Short count
       *[custom] Custom
    }

rules-goal = { $scoring ->
        [sticks] The first team to { $target } wins the game.
       *[total] The first team to { $target_count ->
            [one] { $target_count } point
           *[other] { $target_count } points
        } wins the game.
    }
    .short = Target { $target_count }

rules-values = Card points: { $values }.
    .short = Points: { $values }

rules-blind = { $on ->
        [yes] Blind play is allowed.
       *[no] Blind play is switched off.
    }
    .short = Blind: { $on ->
        [yes] on
       *[no] off
    }

rules-lead-limit = { $limit ->
        [0] There is no lead limit.
        [2] Lead limit: no rank may be led from hand a third time in a row.
       *[other] Lead limit: no rank may be led from hand a fourth time in a row.
    }
    .short = Limit: { $limit ->
        [0] off
       *[other] { $limit }
    }

rules-fourth-king = { $on ->
        [yes] Fourth king: after three kings, no king may be played from hand while the stock lasts.
       *[no] The fourth-king rule is switched off.
    }
    .short = Fourth king: { $on ->
        [yes] on
       *[no] off
    }

rules-dirty = { $on ->
        [yes] The dirty game is switched on.
       *[no] The dirty game is switched off.
    }
    .short = Dirty: { $on ->
        [yes] on
       *[no] off
    }

## The full rules, read as a document: sections in reading order (RULES_SECTIONS), each a title
## (rules-section-<name>) and numbered paragraphs (rules-<name>-1, -2, ...). docs/RULES.md is the rule book.

rules-text-title = Ristikontra: the rules

# Said when the reader enters a section: "Section 4 of 9: Tricks."
rules-heading = Section { $number } of { $total }: { $title }.
    .short = { $title }, { $number } of { $total }

# Where the reader is (the title key)
rules-position = Section { $number } of { $total }: { $title }, paragraph { $paragraph } of { $paragraphs }.
    .short = { $title }, { $paragraph } of { $paragraphs }

rules-section-overview = What it is about
rules-overview-1 = Ristikontra is a Finnish card game of the Sedma family for four players in two fixed teams. Partners sit opposite each other: you and your partner play against the left and the right opponent.
rules-overview-2 = It is played with 52 cards. Suits never matter, and ranks have no order: the only question is whether a card has the same rank as the card led. The aim is to take tricks with point cards in them.

rules-section-points = Card points
rules-points-1 = An ace scores 11 points, a ten 10, a king 4, a queen 3 and a jack 2. All other cards score nothing. That makes 120 points in the pack. The last trick brings no bonus, and the number of tricks does not count.
rules-points-2 = A team that takes 61 points or more in a deal wins it. At 60 to 60 the deal is a tie.

rules-section-deal = The deal
rules-deal-1 = The first dealer is chosen at random; after every deal the next player clockwise deals, whoever won.
rules-deal-2 = Everyone gets six cards, and the other 28 form the face-down stock.
rules-deal-3 = The player to the dealer's left leads to the first trick.

rules-section-play = Tricks
rules-play-1 = Play goes clockwise, one card each, four cards to a trick. You never have to follow suit or beat a card: any card may be played, except where the limits described later forbid it.
rules-play-2 = The trick goes to the last player who played a card of the rank led. If nobody matched, the leader wins it. The winner's team takes all four cards, and the winner leads to the next trick.
rules-play-3 = An example: you lead a king, the left opponent plays a three, your partner a ten and the right opponent a king. The right opponent played the last king, so the opponents take the trick with 18 points.
rules-play-4 = A tip: when your partner is winning a trick and nobody after you can still match it, add an ace or a ten. The u key tells you which ranks are still out.

rules-section-blind = Playing blind
rules-blind-1 = While the stock has cards, the player whose turn it is may play blind instead of playing from the hand, when leading or following: the unseen top card of the stock is turned up and played, whatever it is.
rules-blind-2 = A blind card counts like any other card, for matching and for points. Whoever played blind does not draw after that trick.
rules-blind-3 = Once the stock is empty, nobody can play blind any more. The German name for playing blind is "ins Schwarze spielen".

rules-section-refill = Drawing
rules-refill-1 = After each trick, while the stock lasts, everyone who played from the hand draws one card: the winner of the trick first, then the others clockwise. That brings everyone back to six cards.
rules-refill-2 = The stock loses four cards in every trick, so it runs out after the seventh trick. The last six tricks are played from the hand without drawing. A deal always has 13 tricks.

rules-section-limits = Limits
rules-limits-1 = The lead limit: if the last three tricks of the deal were all led with the same rank, that rank may not be led from the hand in the next trick. You may always follow with it, and a blind lead is always allowed; it counts as a lead of the rank it turns up.
rules-limits-2 = If the limit would leave you nothing to lead, for example when the barred rank is the only card you have left, you may lead it after all.
rules-limits-3 = In the options the limit can be set to two leads in a row instead of three, or switched off.
rules-limits-4 = The fourth-king rule is an option, and the dirty game switches it on: once three kings have been played in a deal, nobody may play the last king from the hand while the stock has cards. A fourth king turned up by a blind play stands.

rules-section-dirty = The dirty game
rules-dirty-1 = The dirty game is an option. A team that wins a trick with a queen in it during the first seven tricks becomes dirty. Both teams can be dirty at once.
rules-dirty-2 = A dirty team becomes clean again by winning a trick with a king in it during the last six tricks, unless that trick was led with a queen.
rules-dirty-3 = A team still dirty at the end of the deal loses it, whatever its points. If both teams are dirty, the points decide. With this option the fourth-king rule is always on.

rules-section-scoring = Scoring
rules-scoring-1 = With the stick rules, the winner of a deal gets one stick, or two for all 120 points. At 60 to 60 nobody gets a stick, and the next decided deal brings one extra. The first team to 7 sticks wins the game.
rules-scoring-2 = With Saari's running total, each team adds up its points deal by deal. A team that takes no points in a deal goes back to zero. The first team to 120 wins; if both get there in the same deal, the higher total wins, and equal totals mean another deal.
rules-scoring-3 = In the dirty game with a running total, a team that is still dirty at the end of a deal scores nothing for it and goes back to zero, unless both teams are dirty.
rules-scoring-4 = The short count works like the running total, but an ace scores 5, a king 4, a queen 3, a jack 2 and a ten 1: 60 points in a deal, and the target is 60.
rules-scoring-5 = The rule set, the target and every option can be changed in the options menu; they count from the next game on.

## Watching a game: a watcher is nobody's partner, so each team is named by its two players.
## $own_team: the team of the player watched behind ("Anna and Carl"), $other_team: the other;
## $team_name: the team that $team names, $rival_name: the other one.

draw-watching = { $all ->
        [yes] Everyone draws a card.
       *[no] { $players } { $count ->
            [one] draws a card.
           *[other] draw a card each.
        }
    }
    .short = { $all ->
        [yes] All draw
       *[no] { $count ->
            [one] Draws: { $players_short }
           *[other] Draw: { $players_short }
        }
    }

seating-watching = { $own_team } play against { $other_team }.
    .short = { $own_team } against { $other_team }

trick-tally-watching = After trick { $trick }: { $own_team } { $own }, { $other_team } { $other }.
    .short = Points: { $own_team } { $own_count }, { $other_team } { $other_count }

dirt-reminder-watching = { $team ->
        [both] Both teams are still dirty: a team that captures a king in a trick not led with a queen is clean again.
       *[other] { $team_name } are still dirty: if they capture no king in a trick not led with a queen, they lose the deal.
    }
    .short = Still dirty: { $team ->
        [both] both
       *[other] { $team_name }
    }

dirt-changed-watching = { $dirty ->
        [yes] { $team_name } captured a queen and are dirty now.
       *[no] { $team_name } captured a king and are clean again.
    }
    .short = { $team_name }: { $dirty ->
        [yes] dirty
       *[no] clean
    }

deal-result-sticks-watching = { $reason ->
        [tie] Deal { $deal } is a tie, { $winner_count ->
            [one] 1 point
           *[other] { $winner_count } points
        } each: nobody gets a stick. The next decided deal is worth { $carry } more.
        [sweep] { $team_name } win deal { $deal } with { pack-points } and get { $award }.
        [dirty] { $team_name } win deal { $deal } and get { $award }: { $rival_name } are still dirty.
       *[points] { $team_name } win deal { $deal } by { $winner_count ->
            [one] 1 point
           *[other] { $winner_count } points
        } to { $loser_count } and get { $award }.
    }
    .short = Deal { $deal } { $reason ->
        [tie] tied, { $own_count } to { $other_count }
       *[other] to { $team_name }, { $winner_count } to { $loser_count }, { $award_count } { $award_count ->
            [one] stick
           *[other] sticks
        }
    }

deal-result-total-watching = { $reason ->
        [tie] Deal { $deal } is a tie, { $winner_count ->
            [one] 1 point
           *[other] { $winner_count } points
        } each.
        [sweep] { $team_name } win deal { $deal } with { pack-points }.
        [dirty] { $team_name } win deal { $deal }: { $rival_name } are still dirty, score nothing this deal and go back to zero.
       *[points] { $team_name } win deal { $deal } by { $winner_count ->
            [one] 1 point
           *[other] { $winner_count } points
        } to { $loser_count }.
    }
    .short = Deal { $deal } { $reason ->
        [tie] tied
       *[other] to { $team_name }
    }, { $winner_count } to { $loser_count }

deal-points-watching = Points: { $own_team } { $own }, { $other_team } { $other }.
    .short = Points: { $own_team } { $own }, { $other_team } { $other }

total-reset-watching = { $team_name } scored nothing this deal, so their total goes back to zero.
    .short = { $team_name }: back to zero

standing-sticks-watching = Score: { $own_team } { $own }, { $other_team } { $other }.
    .short = Score: { $own_team } { $own_count }, { $other_team } { $other_count }

standing-total-watching = Score: { $own_team } { $own }, { $other_team } { $other }.
    .short = Score: { $own_team } { $own_count }, { $other_team } { $other_count }

game-over-watching = { $team_name } win the game { $scoring ->
        [sticks] { $winner_score ->
            [one] { $winner_score } stick to { $loser_score }
           *[other] { $winner_score } sticks to { $loser_score }
        }
       *[total] { $winner_score ->
            [one] { $winner_score } point to { $loser_score }
           *[other] { $winner_score } points to { $loser_score }
        }
    } { $deals ->
        [one] after one deal
       *[other] after { $deals } deals
    }.
    .short = Game to { $team_name }, { $winner_score } to { $loser_score }

scores-deal-watching = { $over ->
        [yes] Deal { $deal } is over.
       *[no] Deal { $deal }, trick { $trick }.
    } { $own_team } have { $own_points } and { $own_tricks }; { $other_team } have { $other_points } and { $other_tricks }.
    .short = Points: { $own_team } { $own }, { $other_team } { $other }

scores-brief-watching = Score: { $own_team } { $own }, { $other_team } { $other }; { $state ->
        [won] { $own_team } have won the game.
        [lost] { $other_team } have won the game.
        [over] deal { $deal } ended { $own_deal } to { $other_deal } points.
       *[playing] deal { $deal } so far { $own_deal } to { $other_deal } points.
    }
    .short = Score: { $own_team } { $own_count }, { $other_team } { $other_count }; { $state ->
        [won] won by { $own_team }
        [lost] won by { $other_team }
       *[other] deal { $own_deal } to { $other_deal }
    }

need-deal-watching = { $state ->
        [own] { $own_team } have already won this deal on points.
        [other] { $other_team } have already won this deal on points.
       *[open] To win the deal { $own_team } still need { $own }, { $other_team } { $other }.
    }
    .short = { $state ->
        [own] Deal to { $own_team }
        [other] Deal to { $other_team }
       *[open] Need: { $own_team } { $own_count }, { $other_team } { $other_count }
    }

dirty-state-watching = { $own ->
        [yes] { $other ->
            [yes] Both teams are dirty.
           *[no] { $own_team } are dirty, { $other_team } are clean.
        }
       *[no] { $other ->
            [yes] { $own_team } are clean, { $other_team } are dirty.
           *[no] Both teams are clean.
        }
    }
    .short = Dirty: { $own ->
        [yes] { $other ->
            [yes] both
           *[no] { $own_team }
        }
       *[no] { $other ->
            [yes] { $other_team }
           *[no] none
        }
    }

need-game-sticks-watching = To win the game { $own_team } still need { $own }, { $other_team } { $other }.
    .short = Sticks to win: { $own_team } { $own_count }, { $other_team } { $other_count }

need-game-total-watching = To win the game { $own_team } still need { $own }, { $other_team } { $other }.
    .short = Points to win: { $own_team } { $own_count }, { $other_team } { $other_count }

game-won-watching = { $team_name } have won the game.
    .short = Won by { $team_name }

# A watcher holds no cards: still out (in the hands or the stock) and played
count-rank-watching = { $count ->
        [0] No { rank-plural } are out any more.
       *[other] Still out: { rank-out }.
    } Played: { $played ->
        [0] none
        [1] { rank-one }
        [2] two
        [3] three
       *[other] four
    }.
    .short = { rank }: out { $count }, played { $played }
