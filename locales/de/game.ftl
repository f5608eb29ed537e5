## Ristikontra: alles, was der Ansager über das Spiel sagt (Deutsch).
## Karten werden mit dem Rang zuerst genannt, die Farbe folgt als kurzer Zusatz ("Dame Herz"),
## denn die Farbe spielt in Ristikontra keine Rolle.

## Kartenwerte und Farben

rank = { $rank ->
    [ace] Ass
    [king] König
    [queen] Dame
    [jack] Bube
    [ten] Zehn
    [nine] Neun
    [eight] Acht
    [seven] Sieben
    [six] Sechs
    [five] Fünf
    [four] Vier
    [three] Drei
   *[two] Zwei
}

rank-plural = { $rank ->
    [ace] Asse
    [king] Könige
    [queen] Damen
    [jack] Buben
    [ten] Zehnen
    [nine] Neunen
    [eight] Achten
    [seven] Siebenen
    [six] Sechsen
    [five] Fünfen
    [four] Vieren
    [three] Dreien
   *[two] Zweien
}

# Der Plural nach einer Verneinung ("keine weiteren Sechsen oder Fünfen"); das Finnische hat dafür einen eigenen Fall
rank-plural-negated = { rank-plural }

# $form: acc (bestimmt, Akkusativ), a-acc (unbestimmt, Akkusativ), dat, a-dat, no-acc (verneint), a-nom
rank-form = { $form ->
    [acc] { $rank ->
        [ace] das Ass
        [king] den König
        [jack] den Buben
       *[other] die { rank }
    }
    [a-acc] { $rank ->
        [ace] ein Ass
        [king] einen König
        [jack] einen Buben
       *[other] eine { rank }
    }
    [dat] { $rank ->
        [ace] dem Ass
        [king] dem König
        [jack] dem Buben
       *[other] der { rank }
    }
    [a-dat] { $rank ->
        [ace] einem Ass
        [king] einem König
        [jack] einem Buben
       *[other] einer { rank }
    }
    [no-acc] { $rank ->
        [ace] kein Ass
        [king] keinen König
        [jack] keinen Buben
       *[other] keine { rank }
    }
   *[a-nom] { $rank ->
        [ace] ein Ass
        [king] ein König
        [jack] ein Bube
       *[other] eine { rank }
    }
}

number-word = { $count ->
    [1] eins
    [2] zwei
    [3] drei
    [4] vier
    [5] fünf
    [6] sechs
    [7] sieben
    [8] acht
    [9] neun
    [10] zehn
    [11] elf
    [12] zwölf
   *[other] { $count }
}

# "ein König", "zwei Könige", "eine Zehn"
rank-count = { $count ->
    [one] { $rank ->
        [ace] ein Ass
        [king] ein König
        [jack] ein Bube
       *[other] eine { rank }
    }
   *[other] { number-word } { rank-plural }
}

suit = { $suit ->
    [clubs] Kreuz
    [spades] Pik
    [hearts] Herz
   *[diamonds] Karo
}

card-suited = { $phrase } { $suit }

list-and = { $first } und { $last }

# Nach einer Verneinung: "keine weiteren Sechsen oder Fünfen"
list-or = { $first } oder { $last }

points = { $count ->
    [0] keine Augen
    [one] ein Auge
   *[other] { $count } Augen
}

tricks = { $count ->
    [0] keine Stiche
    [one] einen Stich
   *[other] { $count } Stiche
}

sticks = { $count ->
    [0] keine Zählstäbchen
    [one] ein Zählstäbchen
   *[other] { number-word } Zählstäbchen
}

# $case: nom oder acc
total-points = { $count ->
    [one] { $case ->
        [acc] einen Punkt
       *[nom] ein Punkt
    }
   *[other] { $count } Punkte
}

## Wer spricht, wer spielt: aus der Sicht des Zuhörers

# $who: self, partner, left (spielt nach dir), right (spielt vor dir), named; $case: nom, acc, dat
player = { $who ->
    [self] { $case ->
        [acc] dich
        [dat] dir
       *[nom] du
    }
    [partner] { $case ->
        [acc] deinen Partner
        [dat] deinem Partner
       *[nom] dein Partner
    }
    [left] { $case ->
        [acc] den linken Gegner
        [dat] dem linken Gegner
       *[nom] der linke Gegner
    }
    [right] { $case ->
        [acc] den rechten Gegner
        [dat] dem rechten Gegner
       *[nom] der rechte Gegner
    }
   *[named] { $name }
}
    .short = { $who ->
        [self] Du
        [partner] Partner
        [left] Links
        [right] Rechts
       *[named] { $name }
    }

# $team: own, other; $case: nom, dat
team = { $team ->
    [own] { $case ->
        [dat] deinem Team
       *[nom] dein Team
    }
   *[other] { $case ->
        [dat] den Gegnern
       *[nom] die Gegner
    }
}
    .short = { $team ->
        [own] Wir
       *[other] Gegner
    }

## Ereignisse am Tisch

game-started = Ein neues Spiel beginnt. { $rules }
    .short = Neues Spiel: { $name }

deal-started = Runde { $deal }. { $dealer } { $dealer_who ->
        [self] gibst
       *[other] gibt
    }, { $leader } { $leader_who ->
        [self] spielst
       *[other] spielt
    } aus.
    .short = Runde { $deal }, Ausspiel: { $leader_short }

card-played = { $blind ->
        [yes] { $player } { $who ->
            [self] spielst
           *[other] spielt
        } ins Schwarze und { $who ->
            [self] deckst
           *[other] deckt
        } { $card } auf.
       *[no] { $player } { $who ->
            [self] spielst
           *[other] spielt
        } { $card }.
    }
    .short = { $blind ->
        [yes] { $short_player } ins Schwarze: { $rank_name }
       *[no] { $short_player }: { $rank_name }
    }

trick-status = { $player } { $who ->
        [self] liegst
       *[other] liegt
    } vorn, { $count ->
        [0] noch keine Augen
        [one] ein Auge
       *[other] { $count } Augen
    } im Stich.
    .short = Vorn: { $short_player }, { $count }

trick-won = { $player } { $who ->
        [self] gewinnst
       *[other] gewinnt
    } den Stich { $count ->
        [0] ohne Augen
        [one] mit einem Auge
       *[other] mit { $count } Augen
    }{ $named ->
        [yes] { $team ->
            [own] { " " }für dein Team
           *[other] { " " }für die Gegner
        }
       *[no] {""}
    }.
    .short = Stich: { $short_player }, { $count }

trick-tally = Zwischenstand nach Stich { $trick }: dein Team { $own }, die Gegner { $other }.
    .short = Augen: wir { $own_count }, sie { $other_count }

draw-own = Du ziehst { $card }.
    .short = Gezogen: { $rank_name }

draw-own-others = Du ziehst { $card }; { $all ->
        [yes] die anderen ziehen je eine Karte.
       *[no] { $players } { $count ->
            [one] zieht eine Karte.
           *[other] ziehen je eine Karte.
        }
    }
    .short = Gezogen: { $rank_name }

draw-others = { $all ->
        [yes] Die anderen ziehen je eine Karte.
       *[no] { $players } { $count ->
            [one] zieht eine Karte.
           *[other] ziehen je eine Karte.
        }
    }
    .short = { $all ->
        [yes] Die anderen ziehen
       *[no] { $count ->
            [one] Es zieht: { $players_short }
           *[other] Es ziehen: { $players_short }
        }
    }

stock-count = { $count ->
        [0] Der Stapel ist leer.
        [one] Im Stapel liegt noch eine Karte.
       *[other] Im Stapel liegen noch { $count } Karten.
    }
    .short = Stapel: { $count }

stock-empty = Der Stapel ist leer. Ab jetzt wird ohne Nachziehen gespielt.
    .short = Stapel leer

# Der Stapel ist leer und ein Team noch schmutzig (das schmutzige Spiel): wie es sauber wird, oder was es kostet.
dirt-reminder = { $team ->
        [own] Dein Team ist noch schmutzig: Bekommt es einen König in einem Stich, der nicht mit einer Dame ausgespielt wurde, ist es wieder sauber; sonst verliert es die Runde.
        [other] Die Gegner sind noch schmutzig: Bekommen sie keinen König in einem Stich, der nicht mit einer Dame ausgespielt wurde, verlieren sie die Runde.
       *[both] Beide Teams sind noch schmutzig: Wer einen König in einem Stich bekommt, der nicht mit einer Dame ausgespielt wurde, ist wieder sauber.
    }
    .short = { $team ->
        [own] Noch schmutzig: wir
        [other] Noch schmutzig: sie
       *[both] Noch schmutzig: beide
    }

dirt-changed = { $dirty ->
        [yes] { $team ->
            [own] Dein Team hat eine Dame im Stich bekommen und ist jetzt schmutzig.
           *[other] Die Gegner haben eine Dame im Stich bekommen und sind jetzt schmutzig.
        }
       *[no] { $team ->
            [own] Dein Team hat einen König im Stich bekommen und ist wieder sauber.
           *[other] Die Gegner haben einen König im Stich bekommen und sind wieder sauber.
        }
    }
    .short = { $team ->
        [own] Wir
       *[other] Gegner
    }: { $dirty ->
        [yes] schmutzig
       *[no] sauber
    }

# Das Ende einer Runde, das Ergebnis zuerst. $reason: points, sweep, dirty, tie; $team: own, other (Gewinner der Runde);
# $winner_count, $loser_count: die Augen von Gewinner und Verlierer (bei Gleichstand dieselben)
deal-result-sticks = { $reason ->
        [tie] Runde { $deal } endet unentschieden, { $winner_count } zu { $loser_count } Augen: Niemand bekommt ein Zählstäbchen. Die nächste entschiedene Runde bringt { $carry } zusätzlich.
        [sweep] { $team ->
            [own] Dein Team gewinnt Runde { $deal } mit { pack-points } und bekommt { $award }.
           *[other] Die Gegner gewinnen Runde { $deal } mit { pack-points } und bekommen { $award }.
        }
        [dirty] { $team ->
            [own] Dein Team gewinnt Runde { $deal } und bekommt { $award }, weil die Gegner noch schmutzig sind.
           *[other] Die Gegner gewinnen Runde { $deal } und bekommen { $award }, weil dein Team noch schmutzig ist.
        }
       *[points] { $team ->
            [own] Dein Team gewinnt Runde { $deal } mit { $winner_count } zu { $loser_count } Augen und bekommt { $award }.
           *[other] Die Gegner gewinnen Runde { $deal } mit { $winner_count } zu { $loser_count } Augen und bekommen { $award }.
        }
    }
    .short = Runde { $deal } { $reason ->
        [tie] unentschieden, { $own_count } zu { $other_count }
       *[other] { $team ->
            [own] gewonnen
           *[other] verloren
        }, { $own_count } zu { $other_count }, { $award_count } Stäbchen
    }

# Alle Augen des Blatts, nach "mit": alle Stiche gewonnen
pack-points = { $pack ->
    [one] dem einzigen Auge
   *[other] allen { $pack } Augen
}

# Zählstäbchen aus unentschiedenen Runden, die in diesem Gewinn stecken
deal-extra-sticks = { $count ->
        [one] Eines davon stammt aus der unentschiedenen Runde davor.
       *[other] { $word } davon stammen aus unentschiedenen Runden davor.
    }
    .short = { $count } aus Unentschieden

deal-result-total = { $reason ->
        [tie] Runde { $deal } endet unentschieden, { $winner_count } zu { $loser_count } Augen.
        [sweep] { $team ->
            [own] Dein Team gewinnt Runde { $deal } mit { pack-points }.
           *[other] Die Gegner gewinnen Runde { $deal } mit { pack-points }.
        }
        [dirty] { $team ->
            [own] Dein Team gewinnt Runde { $deal }, weil die Gegner noch schmutzig sind: Sie bekommen für diese Runde nichts und fallen auf null zurück.
           *[other] Die Gegner gewinnen Runde { $deal }, weil dein Team noch schmutzig ist: Dein Team bekommt für diese Runde nichts und fällt auf null zurück.
        }
       *[points] { $team ->
            [own] Dein Team gewinnt Runde { $deal } mit { $winner_count } zu { $loser_count } Augen.
           *[other] Die Gegner gewinnen Runde { $deal } mit { $winner_count } zu { $loser_count } Augen.
        }
    }
    .short = Runde { $deal } { $reason ->
        [tie] unentschieden
       *[other] { $team ->
            [own] gewonnen
           *[other] verloren
        }
    }, { $own_count } zu { $other_count }

# Die Augen, wenn nicht sie, sondern das schmutzige Spiel die Runde entschieden hat
deal-points = Augen: dein Team { $own }, die Gegner { $other }.
    .short = Augen: wir { $own }, sie { $other }

both-dirty = Beide Teams sind noch schmutzig, also entscheiden die Augen.
    .short = Beide schmutzig

total-reset = { $team ->
        [own] Dein Team hat in dieser Runde keine Augen bekommen und fällt auf null zurück.
       *[other] Die Gegner haben in dieser Runde keine Augen bekommen und fallen auf null zurück.
    }
    .short = { $team ->
        [own] Wir
       *[other] Gegner
    }: auf null

standing-sticks = Stand: dein Team { $own }, die Gegner { $other }.
    .short = Stand: wir { $own_count }, sie { $other_count }

standing-total = Stand: dein Team { $own }, die Gegner { $other }.
    .short = Stand: wir { $own_count }, sie { $other_count }

carry-waiting = Aus unentschiedenen Runden { $count ->
        [one] wartet { $carry }
       *[other] warten { $carry }
    } auf die nächste entschiedene Runde.
    .short = Zusätzlich: { $count }

game-over = { $team ->
        [own] Gewonnen! Dein Team gewinnt das Spiel
       *[other] Verloren. Die Gegner gewinnen das Spiel
    } { $scoring ->
        [sticks] mit { $winner_score } zu { $loser_score } Zählstäbchen
       *[total] mit { $winner_score } zu { $loser_score } Punkten
    } { $deals ->
        [one] nach einer Runde
       *[other] nach { $deals } Runden
    }.
    .short = { $team ->
        [own] Spiel gewonnen
       *[other] Spiel verloren
    }, { $winner_score } zu { $loser_score }

# $lead: yes, wenn der Spieler den Stich eröffnet
turn = { $lead ->
        [yes] { $who ->
            [self] Du spielst aus.
           *[other] { $player } spielt aus.
        }
       *[no] { $who ->
            [self] Du bist dran.
           *[other] { $player } ist dran.
        }
    }
    .short = { $who ->
        [self] { $lead ->
            [yes] Du spielst aus
           *[no] Du bist dran
        }
       *[other] { $lead ->
            [yes] Ausspiel: { $short_player }
           *[no] Dran: { $short_player }
        }
    }

dealer-now = { $dealer } { $dealer_who ->
        [self] hast
       *[other] hat
    } diese Runde gegeben.
    .short = Geber: { $dealer_short }
seating-seat = { $role ->
        [partner] Dein Partner
        [left] Dein linker Gegner
       *[right] Dein rechter Gegner
    } ist { $kind ->
        [human] { $name }.
       *[computer] ein Computerspieler.
    }
    .short = { $role ->
        [partner] Partner
        [left] Links
       *[right] Rechts
    }: { $kind ->
        [human] { $name }
       *[computer] Computer
    }
seating-computers = Dein Partner und beide Gegner sind Computerspieler.
    .short = Partner und Gegner: Computer
turn-none = { $phase ->
        [new] Es hat noch keine Runde begonnen.
        [game-over] Das Spiel ist vorbei.
       *[deal-over] Die Runde ist vorbei.
    }
    .short = { $phase ->
        [new] Keine Runde
        [game-over] Spiel vorbei
       *[deal-over] Runde vorbei
    }

barred-lead = Du darfst jetzt { $rank_no } von der Hand ausspielen.
    .short = Gesperrt: { $rank_name }

kings-barred = Du darfst keinen König spielen, solange der Stapel noch Karten hat: Drei Könige sind schon gefallen.
    .short = Gesperrt: König

## Antworten auf Fragen

hand-summary = { $size ->
        [0] Du hast keine Karten auf der Hand.
       *[other] Deine Hand: { $summary }. { $points ->
            [0] Keine Augen darunter.
            [one] Zusammen ein Auge.
           *[other] Zusammen { $points } Augen.
        }
    }
    .short = { $size ->
        [0] Keine Karten
       *[other] { $summary } ({ $points })
    }

hand-list = { $size ->
        [0] Du hast keine Karten auf der Hand.
        [one] Eine Karte: { $cards }.
       *[other] { $size } Karten: { $cards }.
    }
    .short = { $size ->
        [0] Keine Karten
       *[other] { $cards_short }
    }

card-focus = { $card }, { $barred ->
    [yes] jetzt nicht erlaubt, { $position } von { $total }
   *[no] { $position } von { $total }
}
    .short = { $card }, { $position } von { $total }

# Ein Eintrag in der Beschreibung eines Stichs; $lead: yes für die erste Karte
trick-entry = { $lead ->
        [yes] { $blind ->
            [yes] { $player } { $who ->
                [self] hast
               *[other] hat
            } ins Schwarze ausgespielt und { $card } aufgedeckt
           *[no] { $player } { $who ->
                [self] hast
               *[other] hat
            } { $card } ausgespielt
        }
       *[no] { $blind ->
            [yes] { $player } { $who ->
                [self] hast
               *[other] hat
            } ins Schwarze gespielt und { $card } aufgedeckt
           *[no] { $player } { $who ->
                [self] hast
               *[other] hat
            } { $card } gespielt
        }
    }
    .short = { $short_player }: { $rank_name }{ $blind ->
        [yes] { " " }(ins Schwarze)
       *[no] {""}
    }

# $cards: Karten auf dem Tisch; liegt nur das Ausspiel, liegt der Ausspieler vorn und wird nicht zweimal genannt
trick-current = { $numbered ->
        [no] {""}
       *[yes] Stich { $trick }.{" "}
    }{ $entries }{ $cards ->
        [1] {""}
       *[other] . { $player } { $who ->
            [self] liegst
           *[other] liegt
        } vorn
    }, { $count ->
        [0] noch keine Augen
        [one] ein Auge
       *[other] { $count } Augen
    } im Stich.
    .short = { $numbered ->
        [no] {""}
       *[yes] Stich { $trick }:{" "}
    }{ $entries_short }; vorn: { $short_player }, { $count }

trick-current-empty = Stich { $trick }. Es liegt noch keine Karte. { $leader_who ->
        [self] Du spielst aus.
       *[other] { $leader } spielt aus.
    }
    .short = Stich { $trick }: leer, Ausspiel: { $short_leader }

trick-past = Stich { $trick } { $who ->
        [self] hast du
       *[other] hat { $player }
    } { $count ->
        [0] ohne Augen
        [one] mit einem Auge
       *[other] mit { $count } Augen
    } gewonnen. { $entries }.
    .short = Stich { $trick }: { $short_player }, { $count }; { $entries_short }

# $kind: future (noch nicht gespielt), none (gibt es nicht)
trick-missing = { $kind ->
        [none] Stich { $trick } gibt es nicht: Eine Runde hat { $total ->
            [one] nur einen Stich
           *[other] { $total } Stiche
        }.
       *[future] Stich { $trick } wurde noch nicht gespielt. { $done ->
            [0] Bisher ist noch kein Stich fertig.
            [one] Bisher ist ein Stich fertig.
           *[other] Bisher sind { $done } Stiche fertig.
        }
    }
    .short = Kein Stich { $trick }

scores-deal = { $over ->
        [yes] Runde { $deal } ist vorbei.
       *[no] Runde { $deal }, Stich { $trick }.
    } Dein Team hat { $own_points } und { $own_tricks }, die Gegner haben { $other_points } und { $other_tricks }.
    .short = Augen: wir { $own }, sie { $other }

scores-brief = Stand: dein Team { $own }, die Gegner { $other }; { $state ->
        [won] dein Team hat das Spiel gewonnen.
        [lost] die Gegner haben das Spiel gewonnen.
        [over] Runde { $deal } endete mit { $own_deal } zu { $other_deal } Augen.
       *[playing] Runde { $deal } bisher { $own_deal } zu { $other_deal } Augen.
    }
    .short = Stand: wir { $own_count }, sie { $other_count }; { $state ->
        [won] gewonnen
        [lost] verloren
       *[other] Runde { $own_deal } zu { $other_deal }
    }

scores-none = Es hat noch keine Runde begonnen.
    .short = Keine Runde

# $state: open, own (dein Team hat die Runde nach Augen schon gewonnen), other
need-deal = { $state ->
        [own] Dein Team hat diese Runde nach Augen schon gewonnen.
        [other] Die Gegner haben diese Runde nach Augen schon gewonnen.
       *[open] Zum Rundensieg fehlen deinem Team noch { $own }, den Gegnern { $other }.
    }
    .short = { $state ->
        [own] Runde sicher
        [other] Runde verloren
       *[open] Fehlen: wir { $own_count }, sie { $other_count }
    }

dirty-state = { $own ->
        [yes] { $other ->
            [yes] Beide Teams sind schmutzig.
           *[no] Dein Team ist schmutzig, die Gegner sind sauber.
        }
       *[no] { $other ->
            [yes] Dein Team ist sauber, die Gegner sind schmutzig.
           *[no] Beide Teams sind sauber.
        }
    }
    .short = Schmutzig: { $own ->
        [yes] { $other ->
            [yes] beide
           *[no] wir
        }
       *[no] { $other ->
            [yes] Gegner
           *[no] keiner
        }
    }

need-game-sticks = Zum Sieg im Spiel braucht dein Team noch { $own }, die Gegner brauchen { $other }.
    .short = Stäbchen bis zum Sieg: wir { $own_count }, sie { $other_count }

need-game-total = Zum Sieg im Spiel braucht dein Team noch { $own }, die Gegner brauchen { $other }.
    .short = Punkte bis zum Sieg: wir { $own_count }, sie { $other_count }

game-won = { $team ->
        [own] Dein Team hat das Spiel gewonnen.
       *[other] Die Gegner haben das Spiel gewonnen.
    }
    .short = { $team ->
        [own] Gewonnen
       *[other] Verloren
    }

## Kartenzählen: was der Zuhörer noch nicht gesehen hat (in den anderen Händen oder im Stapel)

# Ein Rang, der noch draußen ist: "ein Ass", "zwei Zehnen", "alle vier Könige"
rank-out = { $count ->
    [4] alle vier { rank-plural }
   *[other] { rank-count }
}
    .short = { rank } { $count }

count-out = Noch draußen: { $list }.
    .short = Draußen: { $list_short }

count-out-none = Du hast jede Karte dieser Runde gesehen.
    .short = Alles gesehen

# $ranks: Mehrzahlnamen, verbunden, "Neunen und Achten"
count-gone-played = Alle { $ranks } sind gespielt.
    .short = Gespielt: { $ranks_short }

count-gone-held = Keine weiteren { $ranks } draußen: Die übrigen hast du auf der Hand.
    .short = Rest bei dir: { $ranks_short }

count-gone-none = Von jedem Rang ist noch mindestens eine Karte draußen.
    .short = Nichts weg

# Eine Karte des Rangs $rank allein, ohne Hauptwort: "eins" (das Ass), "einer" (der König), "eine" (die Dame)
rank-one = { $rank ->
    [ace] eins
    [king] einer
    [jack] einer
   *[other] eine
}

# Ein Rang: $count noch draußen, $held auf der Hand des Zuhörers, $played auf dem Tisch
count-rank = { $count ->
        [0] Keine { rank-plural } mehr draußen.
       *[other] Noch draußen: { rank-out }.
    } Auf deiner Hand: { $held ->
        [0] keine
        [1] { rank-one }
        [2] zwei
        [3] drei
       *[other] vier
    }, gespielt: { $played ->
        [0] keine
        [1] { rank-one }
        [2] zwei
        [3] drei
       *[other] vier
    }.
    .short = { rank }: draußen { $count }, Hand { $held }, gespielt { $played }

## Unerlaubte Züge: eine Meldung je Grund

illegal-not-your-turn = Du bist noch nicht dran.
    .short = Nicht dran

illegal-card-not-in-hand = Diese Karte hast du nicht auf der Hand.
    .short = Nicht auf der Hand

illegal-lead-limit = Du darfst jetzt { $rank_no } von der Hand ausspielen: Die letzten { $limit ->
        [2] beiden Stiche wurden
       *[other] drei Stiche wurden alle
    } mit { $rank_a_dat } eröffnet. { $blind ->
        [yes] Spiel eine andere Karte oder ins Schwarze.
       *[no] Spiel eine andere Karte.
    }
    .short = Gesperrt: { $rank_name } ausspielen

illegal-fourth-king = Du darfst keinen König spielen, solange der Stapel noch Karten hat: Drei Könige sind schon gefallen.
    .short = Gesperrt: König

illegal-stock-empty = Der Stapel ist leer: Ins Schwarze spielen geht nicht mehr.
    .short = Stapel leer

illegal-blind-play-disabled = Ins Schwarze spielen ist bei diesen Regeln ausgeschaltet.
    .short = Ins Schwarze: aus

illegal-no-deal-in-progress = Gerade läuft keine Runde.
    .short = Keine Runde

illegal-deal-in-progress = Die Runde läuft noch.
    .short = Runde läuft

illegal-game-over = Das Spiel ist schon vorbei.
    .short = Spiel vorbei

illegal-unknown = Nicht erlaubt, aus einem Grund, den diese Version von Ristikontra nicht kennt. Vielleicht hilft ein Update.
    .short = Nicht erlaubt

## Regeln

# $name: sticks, total, short, custom
ruleset-name = { $name ->
        [sticks] Zählstäbchen-Regeln nach dem Braillespiel-Wiki
        [total] Gesamtpunkte nach Saari
        [short] Kurze Zählung nach Saari
       *[custom] Eigene Regeln
    }
    .short = { $name ->
        [sticks] Zählstäbchen
        [total] Gesamtpunkte
        [short] Kurze Zählung
       *[custom] Eigene
    }

rules-goal = { $scoring ->
        [sticks] Wer zuerst { $target } hat, gewinnt das Spiel.
       *[total] Wer zuerst { $target_count ->
            [one] einen Punkt
           *[other] { $target_count } Punkte
        } hat, gewinnt das Spiel.
    }
    .short = Ziel { $target_count }

rules-values = Augen: { $values }.
    .short = Augen: { $values }

rules-blind = { $on ->
        [yes] Ins Schwarze spielen ist erlaubt.
       *[no] Ins Schwarze spielen ist ausgeschaltet.
    }
    .short = Ins Schwarze: { $on ->
        [yes] an
       *[no] aus
    }

rules-lead-limit = { $limit ->
        [0] Es gibt keine Ausspielgrenze.
        [2] Ausspielgrenze: Kein Rang darf ein drittes Mal hintereinander von der Hand ausgespielt werden.
       *[other] Ausspielgrenze: Kein Rang darf ein viertes Mal hintereinander von der Hand ausgespielt werden.
    }
    .short = Grenze: { $limit ->
        [0] aus
       *[other] { $limit }
    }

rules-fourth-king = { $on ->
        [yes] Vierter König: Nach drei Königen darf kein König mehr von der Hand gespielt werden, solange der Stapel noch Karten hat.
       *[no] Die Regel vom vierten König ist ausgeschaltet.
    }
    .short = Vierter König: { $on ->
        [yes] an
       *[no] aus
    }

rules-dirty = { $on ->
        [yes] Das schmutzige Spiel ist eingeschaltet.
       *[no] Das schmutzige Spiel ist ausgeschaltet.
    }
    .short = Schmutzig: { $on ->
        [yes] an
       *[no] aus
    }

## Die vollständigen Regeln, als Dokument gelesen: Abschnitte in Lesereihenfolge (RULES_SECTIONS), jeder mit
## Titel (rules-section-<name>) und nummerierten Absätzen (rules-<name>-1, -2, ...). docs/RULES.md ist das Regelwerk.

rules-text-title = Ristikontra: die Spielregeln

# Beim Betreten eines Abschnitts: "Abschnitt 4 von 9: Stiche."
rules-heading = Abschnitt { $number } von { $total }: { $title }.
    .short = { $title }, { $number } von { $total }

# Wo der Leser gerade ist (die Titeltaste)
rules-position = Abschnitt { $number } von { $total }: { $title }, Absatz { $paragraph } von { $paragraphs }.
    .short = { $title }, { $paragraph } von { $paragraphs }

rules-section-overview = Worum es geht
rules-overview-1 = Ristikontra ist ein finnisches Kartenspiel aus der Sedma-Familie für vier Spieler in zwei festen Teams. Wer sich gegenübersitzt, spielt zusammen: du mit deinem Partner gegen den linken und den rechten Gegner.
rules-overview-2 = Gespielt wird mit 52 Karten. Farben spielen keine Rolle, und die Ränge haben keine Reihenfolge: Es zählt nur, ob eine Karte denselben Rang hat wie die ausgespielte Karte. Ziel ist es, Stiche mit möglichst vielen Augen zu bekommen.

rules-section-points = Augen
rules-points-1 = Ein Ass zählt 11 Augen, eine Zehn 10, ein König 4, eine Dame 3 und ein Bube 2. Alle anderen Karten zählen nichts. Zusammen sind das 120 Augen. Für den letzten Stich gibt es nichts extra, und die Zahl der Stiche zählt nicht.
rules-points-2 = Wer in einer Runde 61 Augen oder mehr bekommt, gewinnt sie. Bei 60 zu 60 endet die Runde unentschieden.

rules-section-deal = Geben
rules-deal-1 = Der erste Geber wird ausgelost; nach jeder Runde gibt der nächste Spieler im Uhrzeigersinn, egal wer gewonnen hat.
rules-deal-2 = Jeder bekommt sechs Karten, die übrigen 28 liegen verdeckt als Stapel auf dem Tisch.
rules-deal-3 = Der Spieler links vom Geber spielt zum ersten Stich aus.

rules-section-play = Stiche
rules-play-1 = Es wird im Uhrzeigersinn gespielt, jeder legt eine Karte, vier Karten sind ein Stich. Du musst weder Farbe bekennen noch eine höhere Karte legen: Jede Karte ist erlaubt, nur die Grenzen, die weiter unten beschrieben sind, schränken das ein.
rules-play-2 = Den Stich gewinnt, wer als Letzter eine Karte vom Rang der ausgespielten Karte gelegt hat. Hat niemand diesen Rang gelegt, gewinnt der Spieler, der ausgespielt hat. Sein Team bekommt alle vier Karten, und er spielt zum nächsten Stich aus.
rules-play-3 = Ein Beispiel: Du spielst einen König aus, der linke Gegner legt eine Drei, dein Partner eine Zehn und der rechte Gegner einen König. Der rechte Gegner hat den letzten König gelegt, also bekommen die Gegner den Stich mit 18 Augen.
rules-play-4 = Ein Tipp: Wenn dein Partner den Stich gewinnt und nach dir niemand mehr den Rang legen kann, schmier ein Ass oder eine Zehn. Die Taste u sagt dir, welche Ränge noch draußen sind.

rules-section-blind = Ins Schwarze spielen
rules-blind-1 = Solange der Stapel Karten hat, darf der Spieler, der dran ist, statt einer Karte von der Hand ins Schwarze spielen, beim Ausspielen wie beim Zugeben: Die oberste, unbekannte Karte des Stapels wird aufgedeckt und gespielt, egal was sie ist.
rules-blind-2 = Eine Karte aus dem Schwarzen zählt wie jede andere Karte, für den Rang wie für die Augen. Wer ins Schwarze gespielt hat, zieht nach dem Stich nicht nach.
rules-blind-3 = Ist der Stapel leer, kann niemand mehr ins Schwarze spielen.

rules-section-refill = Nachziehen
rules-refill-1 = Nach jedem Stich zieht, solange der Stapel reicht, jeder, der von der Hand gespielt hat, eine Karte: zuerst der Gewinner des Stichs, dann die anderen im Uhrzeigersinn. So hat jeder wieder sechs Karten.
rules-refill-2 = Der Stapel wird mit jedem Stich um vier Karten kleiner und ist nach dem siebten Stich leer. Die letzten sechs Stiche werden von der Hand gespielt, ohne Nachziehen. Eine Runde hat immer 13 Stiche.

rules-section-limits = Grenzen
rules-limits-1 = Die Ausspielgrenze: Wurden die letzten drei Stiche der Runde alle mit demselben Rang eröffnet, darf dieser Rang im nächsten Stich nicht von der Hand ausgespielt werden. Zugeben darfst du ihn immer, und ins Schwarze ausspielen ist immer erlaubt; das zählt als Ausspiel des Rangs, der aufgedeckt wird.
rules-limits-2 = Bliebe dir durch die Grenze nichts zum Ausspielen, etwa weil der gesperrte Rang deine letzte Karte ist, darfst du ihn doch ausspielen.
rules-limits-3 = In den Optionen lässt sich die Grenze auf zweimal statt dreimal hintereinander setzen oder ganz ausschalten.
rules-limits-4 = Die Regel vom vierten König ist eine Option, und das schmutzige Spiel schaltet sie ein: Sind in einer Runde drei Könige gefallen, darf niemand den letzten König von der Hand spielen, solange der Stapel noch Karten hat. Wird der vierte König beim Spiel ins Schwarze aufgedeckt, gilt er.

rules-section-dirty = Schmutziges Spiel
rules-dirty-1 = Das schmutzige Spiel ist eine Option. Ein Team, das in den ersten sieben Stichen einen Stich mit einer Dame gewinnt, wird schmutzig. Beide Teams können zugleich schmutzig sein.
rules-dirty-2 = Ein schmutziges Team wird wieder sauber, wenn es in den letzten sechs Stichen einen Stich mit einem König gewinnt, außer der Stich wurde mit einer Dame eröffnet.
rules-dirty-3 = Ein Team, das am Ende der Runde noch schmutzig ist, verliert die Runde, egal wie viele Augen es hat. Sind beide Teams schmutzig, entscheiden die Augen. Mit dieser Option gilt immer auch die Regel vom vierten König.

rules-section-scoring = Wertung
rules-scoring-1 = Bei den Zählstäbchen-Regeln bekommt der Gewinner einer Runde ein Zählstäbchen, mit allen 120 Augen sogar zwei. Bei 60 zu 60 bekommt niemand etwas, dafür bringt die nächste entschiedene Runde ein Zählstäbchen mehr. Wer zuerst 7 Zählstäbchen hat, gewinnt das Spiel.
rules-scoring-2 = Bei den Gesamtpunkten nach Saari zählt jedes Team seine Augen Runde für Runde zusammen. Wer in einer Runde keine Augen bekommt, fällt auf null zurück. Wer zuerst 120 Punkte hat, gewinnt; erreichen beide das Ziel in derselben Runde, gewinnt der höhere Stand, und bei Gleichstand wird weitergespielt.
rules-scoring-3 = Im schmutzigen Spiel mit Gesamtpunkten bekommt ein Team, das am Ende der Runde noch schmutzig ist, für diese Runde nichts und fällt auf null zurück, außer beide Teams sind schmutzig.
rules-scoring-4 = Die kurze Zählung geht wie die Gesamtpunkte, aber ein Ass zählt 5, ein König 4, eine Dame 3, ein Bube 2 und eine Zehn 1: 60 Augen je Runde, und das Ziel ist 60.
rules-scoring-5 = Regelwerk, Ziel und alle Optionen lassen sich im Optionsmenü ändern; sie gelten ab dem nächsten Spiel.

## Zuschauen: Wer zuschaut, ist niemandes Partner; jedes Team heißt nach seinen beiden Spielern.
## $own_team: das Team des Spielers, hinter dem man sitzt ("Anna und Carl"), $other_team: das andere;
## $team_name: das Team, das $team meint, $rival_name: das andere.

draw-watching = { $all ->
        [yes] Alle ziehen eine Karte.
       *[no] { $players } { $count ->
            [one] zieht eine Karte.
           *[other] ziehen je eine Karte.
        }
    }
    .short = { $all ->
        [yes] Alle ziehen
       *[no] { $count ->
            [one] Es zieht: { $players_short }
           *[other] Es ziehen: { $players_short }
        }
    }

seating-watching = { $own_team } spielen gegen { $other_team }.
    .short = { $own_team } gegen { $other_team }

trick-tally-watching = Zwischenstand nach Stich { $trick }: { $own_team } { $own }, { $other_team } { $other }.
    .short = Augen: { $own_team } { $own_count }, { $other_team } { $other_count }

dirt-reminder-watching = { $team ->
        [both] Beide Teams sind noch schmutzig: Wer einen König in einem Stich bekommt, der nicht mit einer Dame ausgespielt wurde, ist wieder sauber.
       *[other] { $team_name } sind noch schmutzig: Bekommen sie keinen König in einem Stich, der nicht mit einer Dame ausgespielt wurde, verlieren sie die Runde.
    }
    .short = Noch schmutzig: { $team ->
        [both] beide
       *[other] { $team_name }
    }

dirt-changed-watching = { $dirty ->
        [yes] { $team_name } haben eine Dame im Stich bekommen und sind jetzt schmutzig.
       *[no] { $team_name } haben einen König im Stich bekommen und sind wieder sauber.
    }
    .short = { $team_name }: { $dirty ->
        [yes] schmutzig
       *[no] sauber
    }

deal-result-sticks-watching = { $reason ->
        [tie] Runde { $deal } endet unentschieden, { $winner_count } zu { $loser_count } Augen: Niemand bekommt ein Zählstäbchen. Die nächste entschiedene Runde bringt { $carry } zusätzlich.
        [sweep] { $team_name } gewinnen Runde { $deal } mit { pack-points } und bekommen { $award }.
        [dirty] { $team_name } gewinnen Runde { $deal } und bekommen { $award }, weil { $rival_name } noch schmutzig sind.
       *[points] { $team_name } gewinnen Runde { $deal } mit { $winner_count } zu { $loser_count } Augen und bekommen { $award }.
    }
    .short = Runde { $deal } { $reason ->
        [tie] unentschieden, { $own_count } zu { $other_count }
       *[other] an { $team_name }, { $winner_count } zu { $loser_count }, { $award_count } Stäbchen
    }

deal-result-total-watching = { $reason ->
        [tie] Runde { $deal } endet unentschieden, { $winner_count } zu { $loser_count } Augen.
        [sweep] { $team_name } gewinnen Runde { $deal } mit { pack-points }.
        [dirty] { $team_name } gewinnen Runde { $deal }, weil { $rival_name } noch schmutzig sind: Sie bekommen für diese Runde nichts und fallen auf null zurück.
       *[points] { $team_name } gewinnen Runde { $deal } mit { $winner_count } zu { $loser_count } Augen.
    }
    .short = Runde { $deal } { $reason ->
        [tie] unentschieden
       *[other] an { $team_name }
    }, { $winner_count } zu { $loser_count }

deal-points-watching = Augen: { $own_team } { $own }, { $other_team } { $other }.
    .short = Augen: { $own_team } { $own }, { $other_team } { $other }

total-reset-watching = { $team_name } haben in dieser Runde keine Augen bekommen und fallen auf null zurück.
    .short = { $team_name }: auf null

standing-sticks-watching = Stand: { $own_team } { $own }, { $other_team } { $other }.
    .short = Stand: { $own_team } { $own_count }, { $other_team } { $other_count }

standing-total-watching = Stand: { $own_team } { $own }, { $other_team } { $other }.
    .short = Stand: { $own_team } { $own_count }, { $other_team } { $other_count }

game-over-watching = { $team_name } gewinnen das Spiel { $scoring ->
        [sticks] mit { $winner_score } zu { $loser_score } Zählstäbchen
       *[total] mit { $winner_score } zu { $loser_score } Punkten
    } { $deals ->
        [one] nach einer Runde
       *[other] nach { $deals } Runden
    }.
    .short = Spiel an { $team_name }, { $winner_score } zu { $loser_score }

scores-deal-watching = { $over ->
        [yes] Runde { $deal } ist vorbei.
       *[no] Runde { $deal }, Stich { $trick }.
    } { $own_team } haben { $own_points } und { $own_tricks }, { $other_team } haben { $other_points } und { $other_tricks }.
    .short = Augen: { $own_team } { $own }, { $other_team } { $other }

scores-brief-watching = Stand: { $own_team } { $own }, { $other_team } { $other }; { $state ->
        [won] { $own_team } haben das Spiel gewonnen.
        [lost] { $other_team } haben das Spiel gewonnen.
        [over] Runde { $deal } endete mit { $own_deal } zu { $other_deal } Augen.
       *[playing] Runde { $deal } bisher { $own_deal } zu { $other_deal } Augen.
    }
    .short = Stand: { $own_team } { $own_count }, { $other_team } { $other_count }; { $state ->
        [won] Sieg { $own_team }
        [lost] Sieg { $other_team }
       *[other] Runde { $own_deal } zu { $other_deal }
    }

need-deal-watching = { $state ->
        [own] { $own_team } haben diese Runde nach Augen schon gewonnen.
        [other] { $other_team } haben diese Runde nach Augen schon gewonnen.
       *[open] Zum Rundensieg fehlen { $own_team } noch { $own }, { $other_team } { $other }.
    }
    .short = { $state ->
        [own] Runde an { $own_team }
        [other] Runde an { $other_team }
       *[open] Fehlen: { $own_team } { $own_count }, { $other_team } { $other_count }
    }

dirty-state-watching = { $own ->
        [yes] { $other ->
            [yes] Beide Teams sind schmutzig.
           *[no] { $own_team } sind schmutzig, { $other_team } sind sauber.
        }
       *[no] { $other ->
            [yes] { $own_team } sind sauber, { $other_team } sind schmutzig.
           *[no] Beide Teams sind sauber.
        }
    }
    .short = Schmutzig: { $own ->
        [yes] { $other ->
            [yes] beide
           *[no] { $own_team }
        }
       *[no] { $other ->
            [yes] { $other_team }
           *[no] keiner
        }
    }

need-game-sticks-watching = Zum Sieg im Spiel brauchen { $own_team } noch { $own }, { $other_team } brauchen { $other }.
    .short = Stäbchen bis zum Sieg: { $own_team } { $own_count }, { $other_team } { $other_count }

need-game-total-watching = Zum Sieg im Spiel brauchen { $own_team } noch { $own }, { $other_team } brauchen { $other }.
    .short = Punkte bis zum Sieg: { $own_team } { $own_count }, { $other_team } { $other_count }

game-won-watching = { $team_name } haben das Spiel gewonnen.
    .short = Sieg { $team_name }

# Wer zuschaut, hat keine Karten: noch draußen (in den Händen oder im Stapel) und gespielt
count-rank-watching = { $count ->
        [0] Keine { rank-plural } mehr draußen.
       *[other] Noch draußen: { rank-out }.
    } Gespielt: { $played ->
        [0] keine
        [1] { rank-one }
        [2] zwei
        [3] drei
       *[other] vier
    }.
    .short = { rank }: draußen { $count }, gespielt { $played }
