## Ristikontra: kaikki, mitä kuuluttaja kertoo pelistä (suomi).
## Kortti nimetään suomalaiseen tapaan yhdyssanana, maa alkuun ja arvo loppuun ("herttarouva");
## maalla ei Ristikontrassa ole merkitystä, joten maan voi jättää kokonaan pois (asetus).
## Sanasto ja sanojen lähteet: docs/GLOSSARY-fi.md.

## Arvot ja maat

rank = { $rank ->
    [ace] ässä
    [king] kuningas
    [queen] rouva
    [jack] jätkä
    [ten] kymppi
    [nine] ysi
    [eight] kasi
    [seven] seiska
    [six] kutonen
    [five] vitonen
    [four] nelonen
    [three] kolmonen
   *[two] kakkonen
}

rank-plural = { $rank ->
    [ace] ässät
    [king] kuninkaat
    [queen] rouvat
    [jack] jätkät
    [ten] kympit
    [nine] ysit
    [eight] kasit
    [seven] seiskat
    [six] kutoset
    [five] vitoset
    [four] neloset
    [three] kolmoset
   *[two] kakkoset
}

# Monikko kiellon jälkeen, partitiivissa: "muilla ei ole kutosia tai vitosia"
rank-plural-negated = { $rank ->
    [ace] ässiä
    [king] kuninkaita
    [queen] rouvia
    [jack] jätkiä
    [ten] kymppejä
    [nine] ysejä
    [eight] kaseja
    [seven] seiskoja
    [six] kutosia
    [five] vitosia
    [four] nelosia
    [three] kolmosia
   *[two] kakkosia
}

# Sijamuodot: $form acc ja a-acc (kokonaisobjekti, genetiivi: "pelaat rouvan"), dat ja a-dat
# (adessiivi: "vie tikin rouvalla"), no-acc (kiellon jälkeen partitiivi: "ei rouvaa"), a-nom (nominatiivi)
rank-form = { $form ->
    [acc] { $rank ->
        [ace] ässän
        [king] kuninkaan
        [queen] rouvan
        [jack] jätkän
        [ten] kympin
        [nine] ysin
        [eight] kasin
        [seven] seiskan
        [six] kutosen
        [five] vitosen
        [four] nelosen
        [three] kolmosen
       *[two] kakkosen
    }
    [a-acc] { $rank ->
        [ace] ässän
        [king] kuninkaan
        [queen] rouvan
        [jack] jätkän
        [ten] kympin
        [nine] ysin
        [eight] kasin
        [seven] seiskan
        [six] kutosen
        [five] vitosen
        [four] nelosen
        [three] kolmosen
       *[two] kakkosen
    }
    [dat] { $rank ->
        [ace] ässällä
        [king] kuninkaalla
        [queen] rouvalla
        [jack] jätkällä
        [ten] kympillä
        [nine] ysillä
        [eight] kasilla
        [seven] seiskalla
        [six] kutosella
        [five] vitosella
        [four] nelosella
        [three] kolmosella
       *[two] kakkosella
    }
    [a-dat] { $rank ->
        [ace] ässällä
        [king] kuninkaalla
        [queen] rouvalla
        [jack] jätkällä
        [ten] kympillä
        [nine] ysillä
        [eight] kasilla
        [seven] seiskalla
        [six] kutosella
        [five] vitosella
        [four] nelosella
        [three] kolmosella
       *[two] kakkosella
    }
    [no-acc] { $rank ->
        [ace] ässää
        [king] kuningasta
        [queen] rouvaa
        [jack] jätkää
        [ten] kymppiä
        [nine] ysiä
        [eight] kasia
        [seven] seiskaa
        [six] kutosta
        [five] vitosta
        [four] nelosta
        [three] kolmosta
       *[two] kakkosta
    }
   *[a-nom] { rank }
}

number-word = { $count ->
    [1] yksi
    [2] kaksi
    [3] kolme
    [4] neljä
    [5] viisi
    [6] kuusi
    [7] seitsemän
    [8] kahdeksan
    [9] yhdeksän
    [10] kymmenen
    [11] yksitoista
    [12] kaksitoista
   *[other] { $count }
}

# "yksi kuningas", "kaksi kuningasta" (lukusanan jälkeen partitiivi)
rank-count = { $count ->
    [one] yksi { rank }
   *[other] { number-word } { $rank ->
        [ace] ässää
        [king] kuningasta
        [queen] rouvaa
        [jack] jätkää
        [ten] kymppiä
        [nine] ysiä
        [eight] kasia
        [seven] seiskaa
        [six] kutosta
        [five] vitosta
        [four] nelosta
        [three] kolmosta
       *[two] kakkosta
    }
}

suit = { $suit ->
    [clubs] risti
    [spades] pata
    [hearts] hertta
   *[diamonds] ruutu
}

# Maa ja arvo yhdyssanaksi: "hertta" + "rouvan" = "herttarouvan"
card-suited = { $suit }{ $phrase }

list-and = { $first } ja { $last }

# Vaihtoehdot: "kutosia tai vitosia"
list-or = { $first } tai { $last }

points = { $count ->
    [one] 1 piste
   *[other] { $count } pistettä
}

tricks = { $count ->
    [one] 1 tikki
   *[other] { $count } tikkiä
}

sticks = { $count ->
    [0] nolla puikkoa
    [one] yksi puikko
   *[other] { number-word } puikkoa
}

# $case: nom tai acc (lauseet on kirjoitettu niin, että nominatiivi käy molempiin)
total-points = { $count ->
    [one] 1 piste
   *[other] { $count } pistettä
}

## Kuka on kuka, kuulijan paikalta katsottuna

# $who: self, partner, left (pelaa sinun jälkeesi), right (pelaa ennen sinua), named; $case: nom, acc, dat
player = { $who ->
    [self] { $case ->
        [acc] sinut
        [dat] sinulle
       *[nom] sinä
    }
    [partner] { $case ->
        [dat] parillesi
       *[other] parisi
    }
    [left] { $case ->
        [acc] vasemman vastustajan
        [dat] vasemmalle vastustajalle
       *[nom] vasen vastustaja
    }
    [right] { $case ->
        [acc] oikean vastustajan
        [dat] oikealle vastustajalle
       *[nom] oikea vastustaja
    }
   *[named] { $name }
}
    .short = { $who ->
        [self] Sinä
        [partner] Pari
        [left] Vasen
        [right] Oikea
       *[named] { $name }
    }

# $team: own, other; $case: nom, dat
team = { $team ->
    [own] { $case ->
        [dat] teille
       *[nom] te
    }
   *[other] { $case ->
        [dat] vastustajille
       *[nom] vastustajat
    }
}
    .short = { $team ->
        [own] Me
       *[other] He
    }

## Tapahtumat pöydässä

game-started = Uusi peli alkaa. { $rules }
    .short = Uusi peli: { $name }

deal-started = Jako { $deal }. { $dealer_who ->
        [self] Sinä jaat
       *[other] { $dealer } jakaa
    }, { $leader_who ->
        [self] sinä aloitat
       *[other] { $leader } aloittaa
    }.
    .short = Jako { $deal }, aloittaa: { $leader_short }

card-played = { $blind ->
        [yes] { $who ->
            [self] Pelaat sokkona pakasta ja käännät esiin { $card }.
           *[other] { $player } pelaa sokkona pakasta ja kääntää esiin { $card }.
        }
       *[no] { $who ->
            [self] Pelaat { $card }.
           *[other] { $player } pelaa { $card }.
        }
    }
    .short = { $blind ->
        [yes] { $short_player } sokkona: { $rank_name }
       *[no] { $short_player }: { $rank_name }
    }

trick-status = { $who ->
        [self] Sinä olet
       *[other] { $player } on
    } voittamassa; tikissä { $count ->
        [0] ei ole vielä pisteitä
        [one] on 1 piste
       *[other] on { $count } pistettä
    }.
    .short = Voittamassa: { $short_player }, { $count }

trick-won = { $who ->
        [self] Viet
       *[other] { $player } vie
    } tikin{ $named ->
        [yes] { $team ->
            [own] { " " }teille
           *[other] { " " }vastustajille
        }
       *[no] {""}
    }{ $count ->
        [0] , ei pisteitä.
        [one] : 1 piste.
       *[other] : { $count } pistettä.
    }
    .short = Tikki: { $short_player }, { $count }

trick-tally = Tikin { $trick } jälkeen: te { $own }, vastustajat { $other }.
    .short = Pisteet: me { $own_count }, he { $other_count }

draw-own = Nostat { $card }.
    .short = Nostit: { $rank_name }

draw-own-others = Nostat { $card }; { $all ->
        [yes] muut nostavat kukin yhden kortin.
       *[no] { $players } { $count ->
            [one] nostaa yhden kortin.
           *[other] nostavat kukin yhden kortin.
        }
    }
    .short = Nostit: { $rank_name }

draw-others = { $all ->
        [yes] Muut nostavat kukin yhden kortin.
       *[no] { $players } { $count ->
            [one] nostaa yhden kortin.
           *[other] nostavat kukin yhden kortin.
        }
    }
    .short = { $all ->
        [yes] Muut nostavat
       *[no] { $count ->
            [one] Nostaa: { $players_short }
           *[other] Nostavat: { $players_short }
        }
    }

stock-count = { $count ->
        [0] Pakka on tyhjä.
        [one] Pakassa on enää yksi kortti.
       *[other] Pakassa on { $count } korttia.
    }
    .short = Pakka: { $count }

stock-empty = Pakka on tyhjä. Tästä eteenpäin kukaan ei nosta.
    .short = Pakka tyhjä

# Pakka on tyhjä ja jokin puolue on yhä likainen (likainen peli): miten se puhdistuu tai mitä se maksaa.
dirt-reminder = { $team ->
        [own] Olette yhä likaisia: ottakaa kuningas tikissä, jota ei aloitettu rouvalla, tai häviätte jaon.
        [other] Vastustajat ovat yhä likaisia: jos he eivät ota kuningasta tikissä, jota ei aloitettu rouvalla, he häviävät jaon.
       *[both] Molemmat puolueet ovat yhä likaisia: puolue, joka ottaa kuninkaan tikissä, jota ei aloitettu rouvalla, on taas puhdas.
    }
    .short = { $team ->
        [own] Yhä likaisia: me
        [other] Yhä likaisia: he
       *[both] Yhä likaisia: molemmat
    }

dirt-changed = { $dirty ->
        [yes] { $team ->
            [own] Otitte rouvan, ja olette nyt likaisia.
           *[other] Vastustajat ottivat rouvan, ja he ovat nyt likaisia.
        }
       *[no] { $team ->
            [own] Otitte kuninkaan, ja olette taas puhtaita.
           *[other] Vastustajat ottivat kuninkaan, ja he ovat taas puhtaita.
        }
    }
    .short = { $team ->
        [own] Me
       *[other] He
    }: { $dirty ->
        [yes] likaisia
       *[no] puhtaita
    }

# Jaon tulos, tulos ensin. $reason: points, sweep, dirty, tie; $team: own, other (jaon voittaja);
# $winner_count, $loser_count: voittajan ja häviäjän korttipisteet (tasapelissä samat)
deal-result-sticks = { $reason ->
        [tie] Jako { $deal } päättyy tasan, { $winner_count ->
            [one] 1 piste
           *[other] { $winner_count } pistettä
        } kummallekin: kukaan ei saa puikkoa. Seuraavaan ratkaistuun jakoon tulee { $carry } lisää.
        [sweep] { $team ->
            [own] Te voitatte jaon { $deal } { pack-points }, ja siitä tulee teille { $award }.
           *[other] Vastustajat voittavat jaon { $deal } { pack-points }, ja siitä tulee heille { $award }.
        }
        [dirty] { $team ->
            [own] Te voitatte jaon { $deal }, ja siitä tulee teille { $award }: vastustajat ovat yhä likaisia.
           *[other] Vastustajat voittavat jaon { $deal }, ja siitä tulee heille { $award }: te olette yhä likaisia.
        }
       *[points] { $team ->
            [own] Te voitatte jaon { $deal } pistein { $winner_count }–{ $loser_count }, ja siitä tulee teille { $award }.
           *[other] Vastustajat voittavat jaon { $deal } pistein { $winner_count }–{ $loser_count }, ja siitä tulee heille { $award }.
        }
    }
    .short = Jako { $deal } { $reason ->
        [tie] tasan, { $own_count }–{ $other_count }
       *[other] { $team ->
            [own] voitettu
           *[other] hävitty
        }, { $own_count }–{ $other_count }, { $award_count } { $award_count ->
            [one] puikko
           *[other] puikkoa
        }
    }

# Korttipakan kaikki pisteet, "voittaa jaon ..." -sanojen jälkeen: kaikki pisteet yhdelle puolueelle
pack-points = { $pack ->
    [one] ainoalla pisteellä
   *[other] kaikilla { $pack } pisteellä
}

# Tasajaoista siirtyneet puikot tämän jaon palkinnossa
deal-extra-sticks = { $count ->
        [one] Niistä yksi on siirtynyt edellisestä tasajaosta.
       *[other] Niistä { $word } on siirtynyt aiemmista tasajaoista.
    }
    .short = Tasajaoista { $count }

deal-result-total = { $reason ->
        [tie] Jako { $deal } päättyy tasan, { $winner_count ->
            [one] 1 piste
           *[other] { $winner_count } pistettä
        } kummallekin.
        [sweep] { $team ->
            [own] Te voitatte jaon { $deal } { pack-points }.
           *[other] Vastustajat voittavat jaon { $deal } { pack-points }.
        }
        [dirty] { $team ->
            [own] Te voitatte jaon { $deal }: vastustajat ovat yhä likaisia, eivät saa tästä jaosta mitään ja putoavat takaisin nollaan.
           *[other] Vastustajat voittavat jaon { $deal }: te olette yhä likaisia, ette saa tästä jaosta mitään ja putoatte takaisin nollaan.
        }
       *[points] { $team ->
            [own] Te voitatte jaon { $deal } pistein { $winner_count }–{ $loser_count }.
           *[other] Vastustajat voittavat jaon { $deal } pistein { $winner_count }–{ $loser_count }.
        }
    }
    .short = Jako { $deal } { $reason ->
        [tie] tasan
       *[other] { $team ->
            [own] voitettu
           *[other] hävitty
        }
    }, { $own_count }–{ $other_count }

# Korttipisteet, kun jaon ratkaisi likaisuus eivätkä pisteet
deal-points = Korttipisteet: te { $own }, vastustajat { $other }.
    .short = Pisteet: me { $own }, he { $other }

both-dirty = Molemmat puolueet ovat yhä likaisia, joten pisteet ratkaisevat.
    .short = Molemmat likaisia

total-reset = { $team ->
        [own] Ette saaneet tästä jaosta pisteitä, joten yhteispisteenne putoavat takaisin nollaan.
       *[other] Vastustajat eivät saaneet tästä jaosta pisteitä, joten heidän yhteispisteensä putoavat takaisin nollaan.
    }
    .short = { $team ->
        [own] Me
       *[other] He
    }: takaisin nollaan

standing-sticks = Tilanne: te { $own }, vastustajat { $other }.
    .short = Tilanne: me { $own_count }, he { $other_count }

standing-total = Tilanne: te { $own }, vastustajat { $other }.
    .short = Tilanne: me { $own_count }, he { $other_count }

carry-waiting = Tasajaoista odottaa { $carry } seuraavaa ratkaistua jakoa.
    .short = Lisää: { $count }

game-over = { $team ->
        [own] Voitit! Te voitatte pelin
       *[other] Hävisit. Vastustajat voittavat pelin
    } { $deals ->
        [one] yhden jaon jälkeen
       *[other] { $deals } jaon jälkeen
    } { $scoring ->
        [sticks] puikoin { $winner_score }–{ $loser_score }
       *[total] pistein { $winner_score }–{ $loser_score }
    }.
    .short = { $team ->
        [own] Peli voitettu
       *[other] Peli hävitty
    }, { $winner_score }–{ $loser_score }

# $lead: yes, kun pelaaja aloittaa tikin
turn = { $lead ->
        [yes] { $who ->
            [self] Sinä aloitat.
           *[other] { $player } aloittaa.
        }
       *[no] { $who ->
            [self] Sinun vuorosi.
           *[other] Vuorossa on { $player }.
        }
    }
    .short = { $who ->
        [self] { $lead ->
            [yes] Sinä aloitat
           *[no] Sinun vuorosi
        }
       *[other] { $lead ->
            [yes] Aloittaa: { $short_player }
           *[no] Vuorossa: { $short_player }
        }
    }

dealer-now = { $dealer_who ->
        [self] Sinä jaoit
       *[other] { $dealer } jakoi
    } tämän jaon.
    .short = Jakaja: { $dealer_short }
seating-seat = { $role ->
        [partner] Parisi
        [left] Vasen vastustajasi
       *[right] Oikea vastustajasi
    } on { $kind ->
        [human] { $name }.
       *[computer] tietokonepelaaja.
    }
    .short = { $role ->
        [partner] Pari
        [left] Vasen
       *[right] Oikea
    }: { $kind ->
        [human] { $name }
       *[computer] tietokone
    }
seating-computers = Parisi ja molemmat vastustajat ovat tietokonepelaajia.
    .short = Pari ja vastustajat: tietokoneita
turn-none = { $phase ->
        [new] Yksikään jako ei ole vielä alkanut.
        [game-over] Peli on päättynyt.
       *[deal-over] Jako on päättynyt.
    }
    .short = { $phase ->
        [new] Ei jakoa
        [game-over] Peli päättyi
       *[deal-over] Jako päättyi
    }

barred-lead = Et saa nyt aloittaa kädestäsi { $rank_a_dat }.
    .short = Kielletty: { $rank_name }

kings-barred = Et saa pelata kuningasta niin kauan kuin pakkaa riittää: kolme kuningasta on jo pelattu.
    .short = Kielletty: kuningas

## Vastaukset kysymyksiin

hand-summary = { $size ->
        [0] Kädessäsi ei ole kortteja.
       *[other] Kätesi: { $summary }. { $points ->
            [0] Siinä ei ole pisteitä.
            [one] Siinä on 1 piste.
           *[other] Siinä on { $points } pistettä.
        }
    }
    .short = { $size ->
        [0] Ei kortteja
       *[other] { $summary } ({ $points })
    }

hand-list = { $size ->
        [0] Kädessäsi ei ole kortteja.
        [one] Yksi kortti: { $cards }.
       *[other] { $size } korttia: { $cards }.
    }
    .short = { $size ->
        [0] Ei kortteja
       *[other] { $cards_short }
    }

card-focus = { $card }, { $barred ->
    [yes] ei sallittu nyt, { $position }/{ $total }
   *[no] { $position }/{ $total }
}
    .short = { $card }, { $position }/{ $total }

# Yksi kohta tikin kuvauksessa; $lead: yes ensimmäiselle kortille
trick-entry = { $lead ->
        [yes] { $blind ->
            [yes] { $who ->
                [self] sinä aloitit sokkona ja käänsit esiin { $card }
               *[other] { $player } aloitti sokkona ja käänsi esiin { $card }
            }
           *[no] { $who ->
                [self] sinä pelasit ensin { $card }
               *[other] { $player } pelasi ensin { $card }
            }
        }
       *[no] { $blind ->
            [yes] { $who ->
                [self] sinä pelasit sokkona ja käänsit esiin { $card }
               *[other] { $player } pelasi sokkona ja käänsi esiin { $card }
            }
           *[no] { $who ->
                [self] sinä pelasit { $card }
               *[other] { $player } pelasi { $card }
            }
        }
    }
    .short = { $short_player }: { $rank_name }{ $blind ->
        [yes] { " " }(sokkona)
       *[no] {""}
    }

# $cards: pöydän kortit; kun vain aloituskortti on pöydässä, aloittaja on voittamassa, eikä ketään nimetä kahdesti
trick-current = { $numbered ->
        [no] {""}
       *[yes] Tikki { $trick }.{" "}
    }{ $entries }{ $cards ->
        [1] {""}
       *[other] . { $who ->
            [self] Sinä olet
           *[other] { $player } on
        } voittamassa
    }; tikissä { $count ->
        [0] ei ole pisteitä
        [one] on 1 piste
       *[other] on { $count } pistettä
    }.
    .short = { $numbered ->
        [no] {""}
       *[yes] Tikki { $trick }:{" "}
    }{ $entries_short }; voittamassa: { $short_player }, { $count }

trick-current-empty = Tikki { $trick }. Yhtään korttia ei ole vielä pelattu. { $leader_who ->
        [self] Sinä aloitat.
       *[other] { $leader } aloittaa.
    }
    .short = Tikki { $trick }: tyhjä, aloittaa: { $short_leader }

trick-past = Tikki { $trick }: { $who ->
        [self] sinä veit sen
       *[other] sen vei { $player }
    }, { $count ->
        [0] ei pisteitä
        [one] 1 piste
       *[other] { $count } pistettä
    }. { $entries }.
    .short = Tikki { $trick }: { $short_player }, { $count }; { $entries_short }

# $kind: future (ei vielä pelattu), none (tikkiä ei ole)
trick-missing = { $kind ->
        [none] Tikkiä { $trick } ei ole: jaossa on { $total ->
            [one] yksi tikki
           *[other] { $total } tikkiä
        }.
       *[future] Tikkiä { $trick } ei ole vielä pelattu. { $done ->
            [0] Yhtään tikkiä ei ole vielä pelattu.
            [one] Tähän mennessä on pelattu yksi tikki.
           *[other] Tähän mennessä on pelattu { $done } tikkiä.
        }
    }
    .short = Ei tikkiä { $trick }

scores-deal = { $over ->
        [yes] Jako { $deal } on päättynyt.
       *[no] Jako { $deal }, tikki { $trick }.
    } Teillä on { $own_points } ja { $own_tricks }; vastustajilla { $other_points } ja { $other_tricks }.
    .short = Pisteet: me { $own }, he { $other }

scores-brief = Tilanne: te { $own }, vastustajat { $other }; { $state ->
        [won] te olette voittaneet pelin.
        [lost] vastustajat ovat voittaneet pelin.
        [over] jako { $deal } päättyi pistein { $own_deal }–{ $other_deal }.
       *[playing] jaossa { $deal } pisteet tähän asti { $own_deal }–{ $other_deal }.
    }
    .short = Tilanne: me { $own_count }, he { $other_count }; { $state ->
        [won] voitettu
        [lost] hävitty
       *[other] jako { $own_deal }–{ $other_deal }
    }

scores-none = Yksikään jako ei ole vielä alkanut.
    .short = Ei jakoa

# $state: open, own (te olette jo voittaneet jaon pisteillä), other
need-deal = { $state ->
        [own] Olette jo voittaneet tämän jaon pisteillä.
        [other] Vastustajat ovat jo voittaneet tämän jaon pisteillä.
       *[open] Jaon voittoon teiltä puuttuu vielä { $own }, vastustajilta { $other }.
    }
    .short = { $state ->
        [own] Jako varma
        [other] Jako menetetty
       *[open] Puuttuu: me { $own_count }, he { $other_count }
    }

dirty-state = { $own ->
        [yes] { $other ->
            [yes] Molemmat puolueet ovat likaisia.
           *[no] Te olette likaisia, vastustajat puhtaita.
        }
       *[no] { $other ->
            [yes] Te olette puhtaita, vastustajat likaisia.
           *[no] Molemmat puolueet ovat puhtaita.
        }
    }
    .short = Likaisia: { $own ->
        [yes] { $other ->
            [yes] molemmat
           *[no] me
        }
       *[no] { $other ->
            [yes] he
           *[no] ei kukaan
        }
    }

need-game-sticks = Pelin voittoon teiltä puuttuu vielä { $own }, vastustajilta { $other }.
    .short = Puikkoja voittoon: me { $own_count }, he { $other_count }

need-game-total = Pelin voittoon teiltä puuttuu vielä { $own }, vastustajilta { $other }.
    .short = Pisteitä voittoon: me { $own_count }, he { $other_count }

game-won = { $team ->
        [own] Te olette voittaneet pelin.
       *[other] Vastustajat ovat voittaneet pelin.
    }
    .short = { $team ->
        [own] Voitettu
       *[other] Hävitty
    }

## Korttien laskenta: mitä kuulija ei ole vielä nähnyt (muiden käsissä tai pakassa)

# Yksi arvo yhä liikkeellä: "yksi ässä", "kaksi kymppiä", "kaikki kuninkaat"
rank-out = { $count ->
    [4] kaikki { rank-plural }
   *[other] { rank-count }
}
    .short = { rank } { $count }

count-out = Yhä liikkeellä: { $list }.
    .short = Liikkeellä: { $list_short }

count-out-none = Olet nähnyt tämän jaon jokaisen kortin.
    .short = Kaikki nähty

# $ranks: monikot yhdistettyinä, "ysit ja kasit"
count-gone-played = Kaikki { $ranks } on pelattu.
    .short = Pelattu: { $ranks_short }

# $ranks: kiellon jälkeen partitiivissa (rank-plural-negated), "kutosia tai vitosia"
count-gone-held = Muilla ei ole enää { $ranks }: loput ovat sinun kädessäsi.
    .short = Loput sinulla: { $ranks_short }

count-gone-none = Jokaisesta arvosta on yhä ainakin yksi kortti liikkeellä.
    .short = Ei yhtään loppunut

# Yksi arvon $rank kortti ilman substantiivia (saksa tarvitsee tässä suvun)
rank-one = yksi

# Yksi arvo: $count yhä liikkeellä, $held kuulijan kädessä, $played pelattu
count-rank = { $count ->
        [0] Liikkeellä ei ole enää { rank-plural-negated }.
       *[other] Yhä liikkeellä: { rank-out }.
    } Kädessäsi: { $held ->
        [0] ei yhtään
        [1] { rank-one }
        [2] kaksi
        [3] kolme
       *[other] neljä
    }, pelattu: { $played ->
        [0] ei yhtään
        [1] { rank-one }
        [2] kaksi
        [3] kolme
       *[other] neljä
    }.
    .short = { rank }: liikkeellä { $count }, kädessä { $held }, pelattu { $played }

## Kielletyt siirrot: yksi viesti kutakin syytä kohden

illegal-not-your-turn = Ei ole vielä sinun vuorosi.
    .short = Ei sinun vuorosi

illegal-card-not-in-hand = Sitä korttia ei ole kädessäsi.
    .short = Ei kädessä

illegal-lead-limit = Et saa nyt aloittaa kädestäsi { $rank_a_dat }: { $limit ->
        [2] kaksi edellistä tikkiä aloitettiin kumpikin
       *[other] kolme edellistä tikkiä aloitettiin kaikki
    } { $rank_a_dat }. { $blind ->
        [yes] Pelaa toinen kortti tai pelaa sokkona.
       *[no] Pelaa toinen kortti.
    }
    .short = Kielletty aloitus: { $rank_name }

illegal-fourth-king = Et saa pelata kuningasta niin kauan kuin pakkaa riittää: kolme kuningasta on jo pelattu.
    .short = Kielletty: kuningas

illegal-stock-empty = Pakka on tyhjä: sokkona ei voi enää pelata.
    .short = Pakka tyhjä

illegal-blind-play-disabled = Sokkona pelaaminen ei ole käytössä näissä säännöissä.
    .short = Sokkopeli pois

illegal-no-deal-in-progress = Mikään jako ei ole käynnissä.
    .short = Ei jakoa

illegal-deal-in-progress = Jako on yhä käynnissä.
    .short = Jako käynnissä

illegal-game-over = Peli on jo päättynyt.
    .short = Peli päättyi

illegal-unknown = Ei sallittu, syystä, jota tämä Ristikontran versio ei tunne. Päivitys voi auttaa.
    .short = Ei sallittu

## Säännöt

# $name: sticks, total, short, custom
ruleset-name = { $name ->
        [sticks] Puikkosäännöt, kuten Braillespiel-wikissä
        [total] Yhteispisteet, Saaren mukaan
        [short] Lyhyt lasku, Saaren mukaan
       *[custom] Omat säännöt
    }
    .short = { $name ->
        [sticks] Puikot
        [total] Yhteispisteet
        [short] Lyhyt lasku
       *[custom] Omat
    }

rules-goal = { $scoring ->
        [sticks] Ensimmäinen puolue, jolla on { $target }, voittaa pelin.
       *[total] Ensimmäinen puolue, jolla on { $target_count ->
            [one] { $target_count } piste
           *[other] { $target_count } pistettä
        }, voittaa pelin.
    }
    .short = Tavoite { $target_count }

rules-values = Korttien pisteet: { $values }.
    .short = Pisteet: { $values }

rules-blind = { $on ->
        [yes] Sokkona pelaaminen on sallittu.
       *[no] Sokkona pelaaminen ei ole käytössä.
    }
    .short = Sokkona: { $on ->
        [yes] päällä
       *[no] pois
    }

rules-lead-limit = { $limit ->
        [0] Aloitusrajoitusta ei ole.
        [2] Aloitusrajoitus: samalla arvolla ei saa aloittaa kädestä kolmatta kertaa peräkkäin.
       *[other] Aloitusrajoitus: samalla arvolla ei saa aloittaa kädestä neljättä kertaa peräkkäin.
    }
    .short = Rajoitus: { $limit ->
        [0] pois
       *[other] { $limit }
    }

rules-fourth-king = { $on ->
        [yes] Neljäs kuningas: kun kolme kuningasta on pelattu, kuningasta ei saa pelata kädestä niin kauan kuin pakkaa riittää.
       *[no] Neljännen kuninkaan sääntö ei ole käytössä.
    }
    .short = Neljäs kuningas: { $on ->
        [yes] päällä
       *[no] pois
    }

rules-dirty = { $on ->
        [yes] Likainen peli on käytössä.
       *[no] Likainen peli ei ole käytössä.
    }
    .short = Likainen: { $on ->
        [yes] päällä
       *[no] pois
    }

## Säännöt kokonaisina luettavana tekstinä: osiot lukujärjestyksessä (RULES_SECTIONS), kullakin otsikko
## (rules-section-<nimi>) ja numeroidut kappaleet (rules-<nimi>-1, -2, ...). docs/RULES.md on sääntökirja.

rules-text-title = Ristikontra: säännöt

# Sanotaan, kun lukija siirtyy osioon: "Osio 4/9: Tikit."
rules-heading = Osio { $number }/{ $total }: { $title }.
    .short = { $title }, { $number }/{ $total }

# Missä lukija on (otsikkonäppäin)
rules-position = Osio { $number }/{ $total }: { $title }, kappale { $paragraph }/{ $paragraphs }.
    .short = { $title }, { $paragraph }/{ $paragraphs }

rules-section-overview = Mistä on kyse
rules-overview-1 = Ristikontra on suomalainen Sedma-suvun korttipeli neljälle pelaajalle, jotka pelaavat kahtena kiinteänä parina. Sinä ja parisi istutte vastakkain ja pelaatte vasenta ja oikeaa vastustajaa vastaan.
rules-overview-2 = Pelissä on 52 korttia. Maalla ei ole merkitystä, eikä arvoilla ole järjestystä: ratkaisee vain se, onko kortti samaa arvoa kuin aloituskortti. Tavoitteena on saada tikkejä, joissa on pistekortteja.

rules-section-points = Korttien pisteet
rules-points-1 = Ässästä saa 11 pistettä, kympistä 10, kuninkaasta 4, rouvasta 3 ja jätkästä 2. Muista korteista ei saa pisteitä. Pakassa on siis 120 pistettä. Viimeisestä tikistä ei saa lisää, eikä tikkien määrä ratkaise.
rules-points-2 = Puolue, joka saa jaossa vähintään 61 pistettä, voittaa jaon. Tilanteessa 60–60 jako päättyy tasan.

rules-section-deal = Jako
rules-deal-1 = Ensimmäinen jakaja arvotaan; jokaisen jaon jälkeen jakovuoro siirtyy myötäpäivään seuraavalle, voitti kuka tahansa.
rules-deal-2 = Jokainen saa kuusi korttia, ja loput 28 jäävät pöydälle kuvapuoli alaspäin pakaksi.
rules-deal-3 = Jakajasta vasemmalla istuva aloittaa ensimmäisen tikin.

rules-section-play = Tikit
rules-play-1 = Pelataan myötäpäivään, kukin yksi kortti, neljä korttia tikkiin. Maata ei tarvitse tunnustaa eikä korttia tarvitse ylittää: minkä tahansa kortin saa pelata, paitsi missä myöhemmin kuvatut rajoitukset sen kieltävät.
rules-play-2 = Tikin vie viimeinen pelaaja, joka pelasi aloituskortin arvoisen kortin. Jos kukaan ei pelannut samaa arvoa, tikin vie aloittaja. Voittajan puolue saa kaikki neljä korttia, ja voittaja aloittaa seuraavan tikin.
rules-play-3 = Esimerkki: aloitat kuninkaalla, vasen vastustaja pelaa kolmosen, parisi kympin ja oikea vastustaja kuninkaan. Oikea vastustaja pelasi viimeisen kuninkaan, joten vastustajat vievät tikin ja saavat 18 pistettä.
rules-play-4 = Vinkki: kun parisi on voittamassa tikkiä eikä kukaan jälkeesi voi enää pelata samaa arvoa, lisää tikkiin ässä tai kymppi. U-näppäin kertoo, mitä arvoja on vielä liikkeellä.

rules-section-blind = Sokkona pelaaminen
rules-blind-1 = Niin kauan kuin pakassa on kortteja, vuorossa oleva pelaaja voi pelata sokkona kädestä pelaamisen sijaan, aloittaessaan tai myöhemmin: pakan päällimmäinen kortti käännetään esiin ja pelataan, oli se mikä tahansa.
rules-blind-2 = Sokkona pelattu kortti lasketaan kuten mikä tahansa kortti, sekä arvon että pisteiden osalta. Sokkona pelannut ei nosta tikin jälkeen.
rules-blind-3 = Kun pakka on tyhjä, sokkona ei voi enää pelata. Saksankielisissä säännöissä sokkona pelaamisen nimi on "ins Schwarze spielen", pelaaminen pimeään.

rules-section-refill = Nostaminen
rules-refill-1 = Jokaisen tikin jälkeen, niin kauan kuin pakkaa riittää, jokainen kädestä pelannut nostaa yhden kortin: ensin tikin voittaja, sitten muut myötäpäivään. Näin jokaisella on taas kuusi korttia.
rules-refill-2 = Pakasta kuluu jokaisessa tikissä neljä korttia, joten se loppuu seitsemännen tikin jälkeen. Viimeiset kuusi tikkiä pelataan kädestä nostamatta. Jaossa on aina 13 tikkiä.

rules-section-limits = Rajoitukset
rules-limits-1 = Aloitusrajoitus: jos jaon kolme edellistä tikkiä on kaikki aloitettu samalla arvolla, sillä arvolla ei saa aloittaa kädestä seuraavaa tikkiä. Perään sitä saa aina pelata, ja sokkona saa aina aloittaa; sokkoaloitus lasketaan sen arvon aloitukseksi, joka pakasta kääntyy.
rules-limits-2 = Jos rajoitus ei jättäisi sinulle mitään aloitettavaa, esimerkiksi kun kielletty arvo on ainoa jäljellä oleva korttisi, saat aloittaa sillä sittenkin.
rules-limits-3 = Asetuksissa rajoituksen voi asettaa kahteen peräkkäiseen aloitukseen kolmen sijaan tai ottaa kokonaan pois.
rules-limits-4 = Neljännen kuninkaan sääntö on valinnainen, ja likainen peli ottaa sen käyttöön: kun jaossa on pelattu kolme kuningasta, kukaan ei saa pelata viimeistä kuningasta kädestä niin kauan kuin pakassa on kortteja. Sokkona pakasta kääntynyt neljäs kuningas pätee.

rules-section-dirty = Likainen peli
rules-dirty-1 = Likainen peli on valinnainen sääntö. Puolue, joka vie seitsemän ensimmäisen tikin aikana tikin, jossa on rouva, muuttuu likaiseksi. Molemmat puolueet voivat olla likaisia yhtä aikaa.
rules-dirty-2 = Likainen puolue puhdistuu viemällä kuuden viimeisen tikin aikana tikin, jossa on kuningas, paitsi jos se tikki aloitettiin rouvalla.
rules-dirty-3 = Puolue, joka on yhä likainen jaon lopussa, häviää jaon pisteistään riippumatta. Jos molemmat puolueet ovat likaisia, pisteet ratkaisevat. Tämän säännön kanssa neljännen kuninkaan sääntö on aina käytössä.

rules-section-scoring = Pisteiden lasku
rules-scoring-1 = Puikkosäännöissä jaon voittaja saa yhden laskupuikon, tai kaksi, jos se sai kaikki 120 pistettä. Tilanteessa 60–60 kukaan ei saa puikkoa, ja seuraava ratkaistu jako tuo yhden puikon lisää. Ensimmäinen puolue, jolla on 7 puikkoa, voittaa pelin.
rules-scoring-2 = Saaren yhteispisteissä kumpikin puolue laskee pisteensä yhteen jako jaolta. Puolue, joka ei saa jaossa yhtään pistettä, putoaa takaisin nollaan. Ensimmäinen 120 pisteeseen ehtivä puolue voittaa; jos molemmat ehtivät sinne samassa jaossa, suurempi summa voittaa, ja tasapisteillä pelataan vielä yksi jako.
rules-scoring-3 = Likaisessa pelissä yhteispisteillä puolue, joka on yhä likainen jaon lopussa, ei saa siitä jaosta mitään ja putoaa takaisin nollaan, paitsi jos molemmat puolueet ovat likaisia.
rules-scoring-4 = Lyhyt lasku toimii kuten yhteispisteet, mutta ässästä saa 5 pistettä, kuninkaasta 4, rouvasta 3, jätkästä 2 ja kympistä 1: jaossa on 60 pistettä, ja tavoite on 60.
rules-scoring-5 = Sääntökokoelman, tavoitteen ja jokaisen asetuksen voi vaihtaa asetusvalikossa; ne ovat voimassa seuraavasta pelistä alkaen.

## Pelin seuraaminen: seuraaja ei ole kenenkään pari, joten kumpikin puolue nimetään pelaajiensa mukaan.
## $own_team: sen pelaajan puolue, jonka takana seuraaja istuu ("Anna ja Carl"), $other_team: toinen;
## $team_name: puolue, jota $team tarkoittaa, $rival_name: toinen. Nimet pysyvät nominatiivissa.

draw-watching = { $all ->
        [yes] Kaikki nostavat kortin.
       *[no] { $players } { $count ->
            [one] nostaa kortin.
           *[other] nostavat kukin yhden kortin.
        }
    }
    .short = { $all ->
        [yes] Kaikki nostavat
       *[no] { $count ->
            [one] Nostaa: { $players_short }
           *[other] Nostavat: { $players_short }
        }
    }

seating-watching = { $own_team } pelaavat samassa puolueessa, { $other_team } toisessa.
    .short = { $own_team } vastaan { $other_team }

trick-tally-watching = Tikin { $trick } jälkeen: { $own_team } { $own }, { $other_team } { $other }.
    .short = Pisteet: { $own_team } { $own_count }, { $other_team } { $other_count }

dirt-reminder-watching = { $team ->
        [both] Molemmat puolueet ovat yhä likaisia: puolue, joka ottaa kuninkaan tikissä, jota ei aloitettu rouvalla, on taas puhdas.
       *[other] { $team_name } ovat yhä likaisia: jos he eivät ota kuningasta tikissä, jota ei aloitettu rouvalla, he häviävät jaon.
    }
    .short = Yhä likaisia: { $team ->
        [both] molemmat
       *[other] { $team_name }
    }

dirt-changed-watching = { $dirty ->
        [yes] { $team_name } ottivat rouvan, ja he ovat nyt likaisia.
       *[no] { $team_name } ottivat kuninkaan, ja he ovat taas puhtaita.
    }
    .short = { $team_name }: { $dirty ->
        [yes] likaisia
       *[no] puhtaita
    }

deal-result-sticks-watching = { $reason ->
        [tie] Jako { $deal } päättyy tasan, { $winner_count ->
            [one] 1 piste
           *[other] { $winner_count } pistettä
        } kummallekin: kukaan ei saa puikkoa. Seuraavaan ratkaistuun jakoon tulee { $carry } lisää.
        [sweep] { $team_name } voittavat jaon { $deal } { pack-points }, ja siitä tulee heille { $award }.
        [dirty] { $team_name } voittavat jaon { $deal }, ja siitä tulee heille { $award }: { $rival_name } ovat yhä likaisia.
       *[points] { $team_name } voittavat jaon { $deal } pistein { $winner_count }–{ $loser_count }, ja siitä tulee heille { $award }.
    }
    .short = Jako { $deal } { $reason ->
        [tie] tasan, { $own_count }–{ $other_count }
       *[other] voittajat { $team_name }, { $winner_count }–{ $loser_count }, { $award_count } { $award_count ->
            [one] puikko
           *[other] puikkoa
        }
    }

deal-result-total-watching = { $reason ->
        [tie] Jako { $deal } päättyy tasan, { $winner_count ->
            [one] 1 piste
           *[other] { $winner_count } pistettä
        } kummallekin.
        [sweep] { $team_name } voittavat jaon { $deal } { pack-points }.
        [dirty] { $team_name } voittavat jaon { $deal }: { $rival_name } ovat yhä likaisia, eivät saa tästä jaosta mitään ja putoavat takaisin nollaan.
       *[points] { $team_name } voittavat jaon { $deal } pistein { $winner_count }–{ $loser_count }.
    }
    .short = Jako { $deal } { $reason ->
        [tie] tasan
       *[other] voittajat { $team_name }
    }, { $winner_count }–{ $loser_count }

deal-points-watching = Korttipisteet: { $own_team } { $own }, { $other_team } { $other }.
    .short = Pisteet: { $own_team } { $own }, { $other_team } { $other }

total-reset-watching = { $team_name } eivät saaneet tästä jaosta pisteitä, joten heidän yhteispisteensä putoavat takaisin nollaan.
    .short = { $team_name }: takaisin nollaan

standing-sticks-watching = Tilanne: { $own_team } { $own }, { $other_team } { $other }.
    .short = Tilanne: { $own_team } { $own_count }, { $other_team } { $other_count }

standing-total-watching = Tilanne: { $own_team } { $own }, { $other_team } { $other }.
    .short = Tilanne: { $own_team } { $own_count }, { $other_team } { $other_count }

game-over-watching = { $team_name } voittavat pelin { $deals ->
        [one] yhden jaon jälkeen
       *[other] { $deals } jaon jälkeen
    } { $scoring ->
        [sticks] puikoin { $winner_score }–{ $loser_score }
       *[total] pistein { $winner_score }–{ $loser_score }
    }.
    .short = Pelin voittajat { $team_name }, { $winner_score }–{ $loser_score }

scores-deal-watching = { $over ->
        [yes] Jako { $deal } on päättynyt.
       *[no] Jako { $deal }, tikki { $trick }.
    } { $own_team }: { $own_points } ja { $own_tricks }; { $other_team }: { $other_points } ja { $other_tricks }.
    .short = Pisteet: { $own_team } { $own }, { $other_team } { $other }

scores-brief-watching = Tilanne: { $own_team } { $own }, { $other_team } { $other }; { $state ->
        [won] { $own_team } ovat voittaneet pelin.
        [lost] { $other_team } ovat voittaneet pelin.
        [over] jako { $deal } päättyi pistein { $own_deal }–{ $other_deal }.
       *[playing] jaossa { $deal } pisteet tähän asti { $own_deal }–{ $other_deal }.
    }
    .short = Tilanne: { $own_team } { $own_count }, { $other_team } { $other_count }; { $state ->
        [won] voittajat { $own_team }
        [lost] voittajat { $other_team }
       *[other] jako { $own_deal }–{ $other_deal }
    }

need-deal-watching = { $state ->
        [own] { $own_team } ovat jo voittaneet tämän jaon pisteillä.
        [other] { $other_team } ovat jo voittaneet tämän jaon pisteillä.
       *[open] Jaon voittoon puuttuu vielä: { $own_team } { $own }, { $other_team } { $other }.
    }
    .short = { $state ->
        [own] Jako varma: { $own_team }
        [other] Jako varma: { $other_team }
       *[open] Puuttuu: { $own_team } { $own_count }, { $other_team } { $other_count }
    }

dirty-state-watching = { $own ->
        [yes] { $other ->
            [yes] Molemmat puolueet ovat likaisia.
           *[no] { $own_team } ovat likaisia, { $other_team } puhtaita.
        }
       *[no] { $other ->
            [yes] { $own_team } ovat puhtaita, { $other_team } likaisia.
           *[no] Molemmat puolueet ovat puhtaita.
        }
    }
    .short = Likaisia: { $own ->
        [yes] { $other ->
            [yes] molemmat
           *[no] { $own_team }
        }
       *[no] { $other ->
            [yes] { $other_team }
           *[no] ei kukaan
        }
    }

need-game-sticks-watching = Pelin voittoon puuttuu vielä: { $own_team } { $own }, { $other_team } { $other }.
    .short = Puikkoja voittoon: { $own_team } { $own_count }, { $other_team } { $other_count }

need-game-total-watching = Pelin voittoon puuttuu vielä: { $own_team } { $own }, { $other_team } { $other }.
    .short = Pisteitä voittoon: { $own_team } { $own_count }, { $other_team } { $other_count }

game-won-watching = { $team_name } ovat voittaneet pelin.
    .short = Voittajat { $team_name }

# Seuraajalla ei ole kortteja: yhä liikkeellä (käsissä tai pakassa) ja pelattu
count-rank-watching = { $count ->
        [0] Liikkeellä ei ole enää { rank-plural-negated }.
       *[other] Yhä liikkeellä: { rank-out }.
    } Pelattu: { $played ->
        [0] ei yhtään
        [1] { rank-one }
        [2] kaksi
        [3] kolme
       *[other] neljä
    }.
    .short = { rank }: liikkeellä { $count }, pelattu { $played }
