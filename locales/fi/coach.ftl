## Ristikontra: valmentajan vinkit ja jaon läpikäynti (suomi).
## $card on kortin arvo genetiivissä ("kympin": "pelasit kympin"), $card_dat adessiivissa ("kympillä"),
## $card_a nominatiivissa ("kymppi"; käskymuodon objekti: "Pelaa kymppi"); $points ja $cost ovat korttipisteitä.
## $led on aloitettu arvo, $led_a sama nominatiivissa, $led_count "kaksi seiskaa";
## $out kertoo, montako sitä arvoa on vielä liikkeellä (ei pelattu eikä sinun kädessäsi).

coach-hint-only-choice = { $kind ->
    [blind] Pelaa sokkona: muuta et voi tehdä.
   *[card] Pelaa { $card_a }: se on ainoa vaihtoehtosi.
}
coach-hint-blind-every-card-costs-more = Pelaa sokkona: jokainen kätesi kortti maksaisi enemmän.
coach-hint-blind-keep-hand = Pelaa sokkona: säästät kaikki kätesi kortit tuleviin tikkeihin.
coach-hint-blind-may-match = Pelaa sokkona: päällimmäinen kortti voi olla { $led_a } ja viedä tikin, ja säästät kaikki kätesi kortit.
coach-hint-lead-sure-winner = Aloita { $card_dat }: kukaan ei voi enää pelata samaa arvoa, joten tikki on sinun.
coach-hint-lead-cheap = Aloita { $card_dat }: se ei maksa mitään, jos tikki menetetään.
coach-hint-lead-few-out = Aloita { $card_dat }: { $out ->
    [one] liikkeellä on enää yksi toinen { $led }, joten enintään yksi pelaaja voi pelata samaa arvoa.
   *[other] liikkeellä on enää { $led_count }, joten harva voi pelata samaa arvoa.
}
coach-hint-partner-sure-winner = Pelaa { $card_a }: parisi vie tikin varmasti.
coach-hint-partner-sure-keep = Pelaa { $card_a }: parisi vie tikin joka tapauksessa; säästä muut korttisi tuleviin tikkeihin.
coach-hint-lead-next = Pelaa { $card_a }: tikki on teidän kummin päin tahansa, ja näin sinä aloitat seuraavan.
coach-hint-partner-winning = Pelaa { $card_a }: parisi on voittamassa tikkiä, joten sen pisteet tulevat teille, ellei joku vielä pelaa samaa arvoa; { $out ->
    [one] liikkeellä on enää yksi { $led }.
   *[other] liikkeellä on enää { $led_count }.
}
coach-hint-take-trick-sure = Vie tikki { $card_dat }: kukaan jälkeesi ei voi enää pelata samaa arvoa{ $points ->
    [0] .
    [one] , yksi piste.
   *[other] , { $points } pistettä.
}
coach-hint-take-lead = Vie tikki { $card_dat }: tikissä ei ole pisteitä, mutta sinä aloitat seuraavan.
coach-hint-take-trick = Pelaa samaa arvoa { $card_dat }: { $points ->
    [0] tikissä ei ole vielä pisteitä, mutta sen viejä aloittaa seuraavan.
    [one] pöydässä on jo yksi piste.
   *[other] pöydässä on jo { $points } pistettä.
}
coach-hint-take-trick-early = Pelaa samaa arvoa { $card_dat }: tikissä ei ole vielä pisteitä, mutta sen viejä aloittaa seuraavan.
coach-hint-queen-makes-them-dirty = Pelaa { $card_a }: jos vastustajat vievät tikin, rouva tekee heistä likaisia.
coach-hint-spare-copy = Pelaa { $card_a }: toinen { $card_a } jää sinulle, joten voit yhä pelata samaa arvoa kuin mikä tahansa kätesi kortti.
coach-hint-keep-small-ranks = Pelaa { $card_a }: { $count ->
    [one] halvempi korttisi on arvonsa viimeinen; säästä se, jotta voit pelata samaa arvoa.
   *[other] jokainen halvemmista korteistasi on arvonsa viimeinen; säästä ne, jotta voit pelata samaa arvoa.
}
coach-hint-points-go-later = Pelaa { $card_a }: tästä eteenpäin jokainen kortti pelataan, eikä parempaa tikkiä sille todennäköisesti tule.
coach-hint-trick-lost-throw-cheap = Pelaa { $card_a }: tikki on menetetty, anna pois mahdollisimman vähän.
coach-hint-opponents-winning-throw-cheap = Pelaa { $card_a }: vastustajat ovat toistaiseksi voittamassa tikkiä, anna pois mahdollisimman vähän.
coach-hint-partner-may-lose = Pelaa { $card_a }: parisi on voittamassa tikkiä, mutta voi vielä menettää sen, joten anna mahdollisimman vähän.
coach-hint-partner-may-take = Pelaa { $card_a }: parisi pelaa viimeisenä ja voi vielä pelata samaa arvoa ja viedä tikin teille; muuten sen saavat vastustajat.
coach-hint-close = Pelaa { $card_a }: ero on pieni, muut kortit pärjäävät suunnilleen yhtä hyvin.
coach-hint-keep-for-later = Pelaa { $card_a }: näin säästyvät kortit, joista on enemmän hyötyä tulevissa tikeissä.
coach-hint-short = { $kind ->
    [blind] Sokkona
   *[card] { $card_a }
}

coach-mistake = Tikki { $trick }: pelasit { $played_kind ->
    [blind] sokkona
   *[card] { $played }
}; { $better_kind ->
    [blind] sokkona pelaaminen
   *[card] { $better } pelaaminen
} olisi ollut tässä jaossa teille noin { $cost ->
    [one] yhden pisteen
   *[other] { $cost } pistettä
} parempi.
coach-mistake-short = Tikki { $trick }: { $better_kind ->
    [blind] sokkona
   *[card] { $better_dat }
}, { $cost ->
    [one] yksi piste
   *[other] { $cost } pistettä
}

# Päätös, joka noudatti valmentajan omaa vinkkiä: läpikäynti sanoo sen eikä syytä pelaajaa.
coach-mistake-hinted = Tikki { $trick }: noudatit vinkkiä ja pelasit { $played_kind ->
    [blind] sokkona
   *[card] { $played }
}; tarkempi katsaus pitää { $better_kind ->
    [blind] sokkona pelaamista
   *[card] { $better } pelaamista
} tässä jaossa teille noin { $cost ->
    [one] yhden pisteen
   *[other] { $cost } pistettä
} parempana.
coach-mistake-hinted-short = Tikki { $trick }, vinkki: { $better_kind ->
    [blind] sokkona
   *[card] { $better_dat }
}, { $cost ->
    [one] yksi piste
   *[other] { $cost } pistettä
}

# Läpikäynnin lause ja vinkin syy paremmalle siirrolle (vinkin sanat kaksoispisteen jälkeen).
coach-mistake-why = { $mistake }: { $reason }
