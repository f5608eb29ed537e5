# Näppäimistöpöytä: aloitusnäyttö, näppäimet ja ohje, asetusvalikko, tallennukset, tilarivi.

## Aloitus, tallennukset, lopetus

ui-welcome = Ristikontra. F1 kertoo näppäimet.
ui-unknown-language = Kieltä ”{ $requested }” ei ole saatavilla. Pelataan kielellä { $lang }. Kielet: { $choices }.
ui-save-found = Tallennettu peli löytyi: jako { $deal }, tikki { $trick }. { $seed ->
    [none] Enter jatkaa sitä, n aloittaa uuden pelin.
   *[other] Enter jatkaa sitä omilla säännöillään, n aloittaa uuden pelin siemenluvulla { $seed }.
}
ui-save-broken = Tallennettu peli oli vahingoittunut, ja se on siirretty syrjään nimellä { $path }.
ui-save-newer = Tallennettu peli on tehty Ristikontran uudemmalla versiolla, ja se on siirretty syrjään nimellä { $path }.
ui-save-behind = Tallennettu peli on ajalta ennen pelin keskeytymistä: myöhempiä tallennuksia ei voitu kirjoittaa (levy saattoi olla täynnä), joten sen jälkeen pelattu on menetetty.
ui-no-save = Tallennettua peliä ei ole.
ui-save-elsewhere = Tallennettu peli jää jo käynnissä olevalle ikkunalle ja jatkuu siellä; tämä ikkuna aloittaa erillisen pelin.
# n tallennuskysymykseen kerran: mitään ei ole vielä hylätty. $trick on 0, kun jako on pelattu loppuun.
ui-save-confirm-new = Uusi peli korvaa tallennetun pelin, joka on kohdassa { $trick ->
        [0] jako { $deal }
       *[other] jako { $deal }, tikki { $trick }
    }. Paina n uudelleen aloittaaksesi uuden pelin tai Enter jatkaaksesi tallennettua.
ui-resumed = Peli jatkuu: jako { $deal }, tikki { $trick }.
ui-saved-bye = Peli tallennettu. Näkemiin.
ui-bye = Näkemiin.
ui-bye-kept = Tallennettu peli säilyy. Näkemiin.
ui-save-failed = Peliä ei voitu tallentaa. Näkemiin.
ui-save-impossible = Peliä ei voi tallentaa tänne; sitä ei säilytetä.
ui-settings-unsaved = Asetuksia ei voi tallentaa tänne; ne ovat voimassa vain lopettamiseen asti.
ui-next-deal-prompt = Enter jakaa seuraavan jaon; v käy läpi päätöksesi.
ui-play-again-prompt = Enter tai välilyönti: pelaa uudelleen. Ctrl+Q: lopeta.
ui-needs-terminal = Ristikontraa pelataan pääteikkunassa; sen syötettä ja tulostetta ei voi ohjata muualle.
ui-no-game = Yhtään peliä ei ole käynnissä.

## Pelaaminen

ui-no-cards = Kädessäsi ei ole kortteja.
ui-edge-first = Ensimmäinen kortti: { $card }
ui-edge-last = Viimeinen kortti: { $card }
# $rank_no partitiivissa: "seiskaa", "ässää"
ui-no-rank = Kädessäsi ei ole { $rank_no }.
ui-sorted = { $sort ->
    [points] Järjestetty pisteiden mukaan.
    [drawn] Järjestetty noston mukaan.
   *[rank] Järjestetty arvon mukaan.
}
ui-no-tricks-yet = Tässä jaossa ei ole vielä pelattu yhtään tikkiä loppuun.
ui-first-trick = Aiempaa tikkiä ei ole.
ui-back-to-now = Takaisin nykyisessä tikissä.
ui-history-at-now = Olet nykyisessä tikissä. Ylänuoli vie aiempiin tikkeihin.
ui-nothing-said = Mitään ei ole vielä sanottu.
ui-messages-first = Vanhin viesti. { $text }
ui-messages-last = Uusin viesti. { $text }
# Page Upilla takaisin luettu viesti ja sen paikka: "Pelaat patakasin. 12/90"
ui-message-at = { $text } { $position }/{ $total }
ui-key-unused = Tällä näppäimellä ei ole tässä tehtävää. F1 kertoo näppäimet.
ui-key-one = Millään arvolla ei ole näppäintä 1: 0 vie kymppiin.
# Sama vastaus heti uudelleen: lyhyesti, pitkä sanottiin juuri.
ui-key-again = Ei käytössä tässä.
ui-export-empty = Tässä pelissä ei ole vielä tapahtunut mitään tallennettavaa.
ui-export-done = { $count ->
    [one] Pelin yksi viesti tallennettu tiedostoon { $path }
   *[other] Pelin { $count } viestiä tallennettu tiedostoon { $path }
}
ui-export-failed = Historiaa ei voitu kirjoittaa tiedostoon { $path }.
ui-key-between = Jakojen välillä ei ole tikkiä. Enter jakaa.
ui-key-between-hand = Jakojen välillä kortteja ei ole pelissä. Enter jakaa.
ui-key-over = Peli on päättynyt. Enter aloittaa uuden pelin, s kertoo tilanteen, Ctrl+Q lopettaa.
ui-key-start = Vastaa ensin kysymykseen: Enter jatkaa tallennettua peliä, n aloittaa uuden.
ui-key-menu = Asetukset ovat auki. Esc palaa pöytään.
ui-key-rules = Luet sääntöjä. Esc palaa pöytään.
ui-history-deal-end = Se oli jaon viimeinen tikki. Ylänuoli vie aiempiin tikkeihin.

## Ohje (F1)

help-intro = { $mode ->
    [start] Näppäimet nyt:
    [title] Näppäimet aloitusvalikossa:
    [between] Näppäimet jakojen välillä:
    [over] Näppäimet pelin lopussa:
    [menu] Näppäimet asetusvalikossa:
    [line] Näppäimet rivin kirjoittamisen aikana:
    [lobby] Näppäimet paikkaa valittaessa:
    [room] Näppäimet huoneessa:
    [rules] Näppäimet sääntöjä luettaessa:
   *[play] Näppäimet pelatessa:
}
help-line = { $keys }: { $action }.
keys-or = { $first } tai { $last }

key-enter = Enter
key-space = Välilyönti
key-left = Vasen nuoli
key-right = Oikea nuoli
key-up = Ylänuoli
key-down = Alanuoli
key-home = Home
key-end = End
key-pageup = Page Up
key-pagedown = Page Down
key-escape = Esc
key-tab = Sarkain
key-f1 = F1
key-f2 = F2
key-ctrl-u = Ctrl+U
key-ctrl-q = Ctrl+Q
key-ctrl-f1 = Ctrl+F1
key-ctrl-z = Ctrl+Z
key-question = Kysymysmerkki
key-letter = { $letter }
key-shift-letter = Vaihto+{ $letter }
keys-jump-rank = 2–9, 0 tai Vaihto+T kympille, Vaihto+J, Vaihto+Q, Vaihto+K ja Vaihto+A jätkälle, rouvalle, kuninkaalle ja ässälle (myös a ja q)

cmd-resume = jatka tallennettua peliä
cmd-new-game = aloita uusi peli
cmd-focus-prev = edellinen kortti
cmd-focus-next = seuraava kortti
cmd-focus-first = ensimmäinen kortti
cmd-focus-last = viimeinen kortti
cmd-focus-say = sano valittu kortti siirtymättä
cmd-play-focused = pelaa kortti, jonka kohdalla olet
cmd-play-blind = pelaa sokkona pakan päällimmäinen kortti
cmd-jump-rank = siirry sen arvon korttiin; uusi painallus vie seuraavaan
cmd-sort = järjestä käsi arvon tai pisteiden mukaan tai nostojärjestykseen
cmd-next-deal = jaa seuraava jako
cmd-play-again = pelaa uusi peli
cmd-status-hand = kätesi arvoittain ryhmiteltynä
cmd-status-trick = nykyinen tikki: kuka pelasi mitä ja kuka on voittamassa
cmd-history-prev = tämän jaon aiempi tikki
cmd-history-next = myöhempi tikki, takaisin nykyiseen asti
cmd-status-scores = tilanne yhdellä lauseella; heti uusi painallus kertoo pisteet, tikit ja mitä kumpikin puolue vielä tarvitsee
cmd-status-stock = pakassa jäljellä olevat kortit
cmd-status-turn = kenen vuoro on
cmd-status-dealer = kuka jakoi tämän jaon
cmd-status-seating = kuka istuu missä: parisi ja vastustajat nimeltä
cmd-status-seating-watching = kuka pelaa kenen kanssa: kumpikin puolue pelaajiensa nimillä
cmd-card-count = kortit, joita et ole vielä nähnyt, arvoittain laskettuina; heti uusi painallus kertoo loppuneet arvot
cmd-card-count-rank = valitun kortin arvosta: montako on vielä liikkeellä, kädessäsi ja pelattuna
cmd-status-rules = voimassa olevat säännöt
cmd-rules-text = pelin säännöt kokonaisuudessaan
cmd-repeat = toista viimeisin viesti
cmd-export-history = tallenna tämän pelin viestit tekstitiedostoksi ja kerro minne
cmd-messages-back = lue aiempia viestejä; siellä Home ja End vievät vanhimpaan ja uusimpaan
cmd-messages-forward = lue viestejä eteenpäin
cmd-messages-first = vanhin viesti
cmd-messages-last = uusin viesti
cmd-silence = keskeytä puhe
cmd-options = avaa asetukset
cmd-menu-prev = edellinen asetus
cmd-menu-next = seuraava asetus
cmd-menu-first = ensimmäinen asetus
cmd-menu-last = viimeinen asetus
cmd-menu-less = edellinen arvo
cmd-menu-more = seuraava arvo
cmd-menu-close = sulje asetukset
cmd-help = luettele nyt toimivat näppäimet
cmd-quit = tallenna ja lopeta
cmd-history-prev-done = juuri pelatun jaon aiempi tikki
cmd-history-next-done = juuri pelatun jaon myöhempi tikki
cmd-quit-over = lopeta; peli on päättynyt, joten tallennettavaa ei ole
cmd-quit-start = lopeta; tallennettu peli säilyy seuraavaan kertaan
cmd-suspend = anna pelin odottaa taustalla; komentotulkin fg tuo sen takaisin


## F1:n luettelo pöydässä: yksi näppäin kerrallaan

help-list-open = { $mode ->
    [start] Näppäimet nyt
    [between] Näppäimet jakojen välillä
    [over] Näppäimet pelin lopussa
   *[play] Näppäimet pelatessa
}, yhteensä { $count }. Käy ne läpi ala- ja ylänuolella; F1 uudelleen sanoo kaikki kerralla, Esc sulkee luettelon.
# Luettelon rivi ja sen paikka: "Enter tai välilyönti: pelaa valittu kortti. 1/26"
help-list-line = { $line } { $position }/{ $total }
help-list-top = Tämä on ensimmäinen näppäin.
help-list-end = Se oli viimeinen näppäin. F1 sanoo kaikki kerralla, Esc sulkee luettelon.
# Luettelon pää painettuna uudelleen, koko lause juuri kuultu (ohjeluettelo, läpikäynti).
ui-list-top = Luettelon alku.
ui-list-end = Luettelon loppu.
help-list-closed = { $mode ->
    [start] Takaisin kysymyksessä: Enter jatkaa tallennettua peliä, n aloittaa uuden.
   *[other] Takaisin pöydässä.
}
cmd-help-next = seuraava näppäin
cmd-help-prev = edellinen näppäin
cmd-help-first = ensimmäinen näppäin
cmd-help-last = viimeinen näppäin
cmd-help-all = kaikki näppäimet kerralla
cmd-help-close = sulje luettelo

## Sääntöjen lukija (Vaihto+R)

ui-rules-open = { $title }, { $sections ->
    [one] yksi osio
   *[other] { $sections } osiota
}. Ala- ja ylänuoli: seuraava ja edellinen kappale. Page Down ja Page Up: seuraava ja edellinen osio. Esc: takaisin pöytään.
ui-rules-closed = Takaisin pöydässä.
ui-rules-top = Tämä on sääntöjen alku.
ui-rules-end = Tämä on sääntöjen loppu. Esc palaa pöytään.
# Sama pää painettuna uudelleen, koko lause juuri kuultu.
ui-rules-top-again = Sääntöjen alku.
ui-rules-end-again = Sääntöjen loppu.
# Säännöt avattu aloitusvalikosta: pöytää ei vielä ole.
ui-rules-open-menu = { $title }, { $sections ->
    [one] yksi osio
   *[other] { $sections } osiota
}. Ala- ja ylänuoli: seuraava ja edellinen kappale. Page Down ja Page Up: seuraava ja edellinen osio. Esc: takaisin aloitusvalikkoon.
ui-rules-closed-menu = Takaisin aloitusvalikossa.
ui-rules-end-menu = Tämä on sääntöjen loppu. Esc palaa aloitusvalikkoon.
ui-rules-first-section = Tämä on ensimmäinen osio.
ui-rules-last-section = Tämä on viimeinen osio.

cmd-rules-next = seuraava kappale
cmd-rules-prev = edellinen kappale
cmd-rules-next-section = seuraava osio otsikkoineen
cmd-rules-prev-section = edellinen osio
cmd-rules-start = sääntöjen alku
cmd-rules-end = sääntöjen loppu
cmd-rules-where = missä osiossa ja kappaleessa olet
cmd-rules-repeat = toista kappale
cmd-rules-close = takaisin pöytään

## Asetusvalikko

ui-menu-open = Asetukset. Valitse asetus ylä- ja alanuolella, muuta sen arvoa vasemmalla ja oikealla nuolella tai Enterillä; Esc sulkee.
ui-menu-closed = Asetukset suljettu.
ui-menu-edge = Muita asetuksia ei ole.
ui-menu-next-game = { $value }, seuraavasta pelistä alkaen
ui-menu-this-game = { $value }, kuten tässä pelissä
menu-item = { $label }: { $value }, { $position }/{ $total }

setting-lang = Kieli
setting-speech = Puhe
setting-voice-rate = Puhenopeus
setting-voice-volume = Puheen äänenvoimakkuus
setting-sound = Äänet
setting-sound-volume = Äänitehosteiden voimakkuus
setting-verbosity = Puheliaisuus
setting-level = Tietokonepelaajat
setting-ai-delay = Tauko ennen tietokoneen siirtoa
setting-rules = Sääntökokoelma
setting-target = Voittotavoite
setting-blind = Sokkona pelaaminen
setting-lead-limit = Aloitusrajoitus
setting-dirty = Likainen peli
setting-fourth-king = Neljännen kuninkaan sääntö

value-on = päällä
value-off = pois
value-fourth-king-dirty = päällä (osa likaista peliä)
value-lang-system = järjestelmän kieli
value-speech = { $choice ->
    [auto] automaattinen
    [screenreader] ruudunlukija
    [voice] oma puheääni
    [text] vain teksti
   *[off] pois
}
value-verbosity = { $choice ->
    [brief] lyhyt
    [verbose] laaja
   *[normal] tavallinen
}
# Tietokonetaso pelkällä nimellään, kuten asetusvalikko sen nimeää ennen selitystä (simulaation yhteenveto)
level-name = { $level ->
    [random] satunnainen
    [strong] vahva
    [expert] mestari
   *[basic] perustaso
}
value-level = { $choice ->
    [random] satunnainen (aloittelijoille)
    [strong] vahva
    [expert] mestari (miettii pidempään)
   *[basic] perustaso
}
value-rules = { $choice ->
    [total] yhteispisteet
    [short] lyhyt lasku
   *[sticks] puikot
}
value-percent = { $value ->
    [one] { $value } prosentti
   *[other] { $value } prosenttia
}
value-seconds = { $value ->
    [0] ei taukoa
    [one] { $value } sekunti
   *[other] { $value } sekuntia
}
value-target = { $scoring ->
    [sticks] { $value ->
        [one] { $value } puikko
       *[other] { $value } puikkoa
    }
   *[other] { $value ->
        [one] { $value } piste
       *[other] { $value } pistettä
    }
}
value-target-default = kuten sääntökokoelma määrää ({ $target })
value-lead-limit = { $limit ->
    [0] pois
    [one] 1 aloitus peräkkäin
   *[other] { $limit } aloitusta peräkkäin
}

## Tilarivi

live-start = Tallennettu peli: Enter jatkaa, n aloittaa uuden pelin.
    .short = Enter jatkaa, n aloittaa uuden pelin.
live-between = { ui-next-deal-prompt }
    .short = Enter: jaa seuraava jako.
live-over = { ui-play-again-prompt }
    .short = Enter: pelaa uudelleen. Ctrl+Q: lopeta.
live-hand = Käsi:
live-watching = Seuraat peliä: t lukee tikin, s tilanteen, F1 kertoo näppäimet.

# Tiedostot, pääte ja muut käynnissä olevat pelit.
ui-save-unreadable = Tallennettua peliä ei voi lukea: sinulla ei ole oikeutta avata sen tiedostoa tai kansiota. Se jätetään ennalleen; tätä peliä ei tallenneta.
ui-settings-damaged = Asetustiedosto oli vahingoittunut, ja se on siirretty syrjään nimellä { $path }; oletusasetukset ovat voimassa.
ui-settings-unreadable = Asetustiedostoa { $path } ei voi lukea; oletusasetukset ovat voimassa, eikä tiedostoa kirjoiteta yli.
ui-log-failed = Tapahtumalokia ei voi enää kirjoittaa – { $reason } Peli jatkuu ilman sitä.
ui-paste-ignored = Liitettyä tekstiä ei käytetä pöydässä. F1 kertoo näppäimet.
ui-other-instance = Ristikontra on jo käynnissä tällä datakansiolla toisessa ikkunassa. Enter: pelaa täällä erillistä peliä, jota ei tallenneta. Q tai Esc: lopeta.
ui-separate-game = Tämä on erillinen peli: tallennettu peli kuuluu toiselle ikkunalle, joten tätä peliä ja asetuksiasi ei tallenneta.
ui-bye-separate = Mitään ei tallennettu, koska tässä ikkunassa pelattiin erillistä peliä. Näkemiin.
ui-encoding-unsupported = Tämän päätteen merkistö ({ $encoding }) ei pysty näyttämään pelin kirjaimia. Käynnistä peli UTF-8-päätteessä tai käytä valitsinta --lang en.
ui-internal-error = Pelin sisällä meni jotain vikaan; peli jatkuu. Ctrl+Q tallentaa ja lopettaa.

# Tutut näppäimet: äänenvoimakkuuden pikanäppäimet ja nostettu kortti valittuna.
key-f7 = F7
key-f8 = F8
key-f9 = F9
key-f10 = F10
keys-voice-volume = F7 ja F8
keys-sound-volume = F9 ja F10
cmd-voice-volume = puheen äänenvoimakkuus pienemmälle ja suuremmalle
cmd-sound-volume = äänitehosteiden voimakkuus pienemmälle ja suuremmalle; kun äänet ovat pois, F10 kytkee ne päälle
ui-voice-volume = { $heard ->
    [screenreader] Puheen äänenvoimakkuus { $value } prosenttia pelin omalle puheäänelle. Ruudunlukijasi puhuu omalla voimakkuudellaan; muuta sitä ruudunlukijassa.
    [no] Puheen äänenvoimakkuus { $value } prosenttia pelin omalle puheäänelle, joka ei nyt puhu.
   *[yes] Puheen äänenvoimakkuus { $value } prosenttia.
}
ui-voice-volume-edge = { $edge ->
    [max] Puheen äänenvoimakkuus on jo suurimmillaan, { $value } prosenttia.
   *[min] Puheen äänenvoimakkuus on jo pienimmillään, { $value } prosenttia.
}
ui-sound-volume = { $heard ->
    [no] Äänitehosteiden voimakkuus { $value } prosenttia, mutta täällä ei ole äänilaitetta, joka soittaisi äänet.
   *[yes] Äänitehosteiden voimakkuus { $value } prosenttia.
}
ui-sound-volume-edge = { $edge ->
    [max] Äänitehosteiden voimakkuus on jo suurimmillaan, { $value } prosenttia.
   *[min] Äänitehosteiden voimakkuus on jo pienimmillään, { $value } prosenttia.
}
ui-sounds-off-louder = Äänet ovat pois. F10 kytkee ne takaisin päälle.
ui-sounds-on-again = Äänet päällä, voimakkuus { $value } prosenttia.
ui-drawn-at-focus = Olet nyt uuden kortin kohdalla, { $position }/{ $total }.

# Tilarivin voi kytkeä pois.
setting-live-line = Tilarivi ja kätesi

## Valmentaja: Vaihto+H antaa vinkin, v käy läpi juuri pelatun jaon

ui-hint-not-your-turn = { $when ->
    [deal] Vinkit ovat omalle vuorollesi; nyt siirtää joku muu.
   *[other] Vinkit ovat omalle vuorollesi jaon aikana.
}
ui-hint-off = { $who ->
    [you] Vinkit ovat pois: kytkit ne pois asetuksista kohdasta ”Vinkit verkkopöydissä”.
   *[others] Vinkit ovat pois tässä pöydässä: jokaisen pöydän pelaajan pitää sallia ne, eivätkä kaikki salli.
}
ui-hint-thinking = Valmentaja miettii.
ui-hint-failed = Valmentajalla ei ole vinkkiä tähän tilanteeseen.
ui-review-after-deal = Valmentaja käy jaon läpi, kun se on päättynyt. Paina silloin v.
ui-review-none = Läpikäytävää ei ole vielä: valmentaja käy läpi jokaisen täällä pelatun jaon, kun se on päättynyt.
ui-review-not-kept = Jaon { $deal } läpikäyntiä ei ole: tallennettu peli ei säilyttänyt sitä. Valmentaja käy seuraavan jaon läpi, kun se on päättynyt.
ui-review-computing = Läpikäyntiä lasketaan vielä; se avautuu heti, kun se on valmis.
ui-review-failed = Valmentaja ei pystynyt käymään tätä jakoa läpi.
ui-review-clean = Jaossa { $deal } ei ollut kalliita päätöksiä.
ui-review-open = { $count ->
    [one] Jaon { $deal } läpikäynti: yksi kallis päätös. t lukee sen tikin, Esc palaa pöytään.
   *[other] Jaon { $deal } läpikäynti: { $count } kallista päätöstä, kallein ensin. Käy ne läpi ala- ja ylänuolella; t lukee tikin, Esc palaa pöytään.
}
ui-review-closed = { ui-rules-closed }
# Yksi kallis päätös ja sen paikka läpikäynnissä: "… 2/3"
ui-review-item = { $text } { $position }/{ $total }
ui-review-first = Tämä on kallein päätös. Alanuoli vie seuraavaan.
ui-review-last = Se oli läpikäynnin viimeinen päätös. Esc palaa pöytään.
ui-review-end = Läpikäynnin loppu.
ui-review-top = Läpikäynnin alku.
ui-key-review = Olet jaon läpikäynnissä. Esc palaa pöytään.
ui-review-help-intro = Näppäimet jaon läpikäynnissä:
cmd-hint = mitä valmentaja pelaisi tässä, ja miksi
cmd-review-open = valmentajan läpikäynti juuri pelatusta jaosta: kalleimmat päätöksesi
cmd-review-next = seuraava kallis päätös
cmd-review-prev = edellinen kallis päätös
cmd-review-trick = tämän päätöksen koko tikki
cmd-review-repeat = toista päätös
cmd-review-close = takaisin pöytään

# Verkossa näppäimistöllä: keskustelurivi, asetukset verkkopöydässä.
ui-chat-offline = Keskustelu on verkkopöytiä varten. Tätä peliä pelataan vain tällä tietokoneella.
ui-chat-open = Keskustelu: kirjoita viestisi, Enter lähettää sen, Esc peruu.
# Toisesta kerrasta alkaen samassa pöydässä: ohjeet on jo sanottu.
ui-chat-open-again = Keskustelu.
ui-chat-cancelled = Keskustelu peruttu, mitään ei lähetetty.
ui-chat-empty = Ei lähetettävää; keskustelu suljettu.
ui-chat-full = Rivi on täynnä: { $limit ->
    [one] enintään yksi merkki.
   *[other] enintään { $limit } merkkiä.
}
ui-menu-fixed-online = { $setting }: pöytä päättää tämän kaikkien puolesta, joten sitä ei voi muuttaa tässä.
ui-menu-value-table = kuten pöytä päättää
ui-key-lobby = Valitse ensin paikka nuolinäppäimillä ja istuudu Enterillä.
live-chat = Keskustelu:
key-slash = Kauttaviiva
key-backspace = Askelpalautin
key-delete = Delete
cmd-chat = keskustele pöydän kanssa (verkossa)
cmd-line-send = lähetä rivi
cmd-line-cancel = peru rivi
cmd-line-left = siirrä kohdistinta vasemmalle
cmd-line-right = siirrä kohdistinta oikealle
cmd-line-home = rivin alkuun
cmd-line-end = rivin loppuun
cmd-line-backspace = poista kohdistinta edeltävä merkki
cmd-line-clear = tyhjennä rivi
ui-line-cleared = Rivi tyhjennetty.
cmd-line-delete = poista kohdistimen kohdalla oleva merkki
cmd-lobby-prev = edellinen vapaa paikka
cmd-lobby-next = seuraava vapaa paikka
cmd-lobby-take = ota tämä paikka
setting-online-hints = Vinkit verkkopöydissä

# "Pelaa verkossa" (p) paikallisesta pelistä.
ui-online-intro = Pelaa verkossa. Pelisi täällä on tallennettu ja odottaa sinua.
# Aloitusvalikosta: täällä ei vielä ole peliä.
ui-online-intro-menu = Pelaa verkossa.
ui-online-cancelled-menu = Verkkoon ei mennä; takaisin aloitusvalikkoon.
ui-online-server = Palvelimen osoite, esimerkiksi ws://example.org:8765. Enter jatkaa, Esc peruu.
ui-online-server-again = Palvelimen osoite: { $server }. Enter pitää sen, tai kirjoita toinen. Esc peruu.
ui-online-checking = Tarkistetaan palvelinta { $server } …
ui-online-bad-server = Tämä ei ole palvelimen osoite. Osoite näyttää tältä: ws://example.org:8765.
ui-online-name = Nimesi pöydässä. Enter jatkaa.
ui-online-name-again = Nimesi pöydässä: { $name }. Enter pitää sen, tai kirjoita toinen.
ui-online-bad-name = Anna nimi.
ui-online-code = Liityttävän pöydän koodi, tai pelkkä Enter vie huoneeseen, jossa avoimet pöydät näkyvät.
ui-online-cancelled = Verkkoon ei mennä; peli täällä jatkuu.
ui-online-leaving = Matkalla verkkopöytään.
ui-online-leaving-saved = Peli tallennettu. Matkalla verkkopöytään.
ui-online-back = Takaisin peliisi tällä tietokoneella.
ui-online-already = Olet jo verkkopöydässä.
ui-online-not-here = Verkkopeli toimii omasta pelistäsi tällä tietokoneella.
live-online-server = Palvelin:
live-online-name = Nimi:
live-online-code = Koodi:
cmd-play-online = pelaa verkossa: avaa pöytä palvelimelle tai liity pöytään
setting-online-server = Verkkopalvelin
setting-online-name = Nimi verkossa

## Pöytä testipeleissä: sanotaan kerran ja siellä, missä pelaaja sitä odottaa

# Kun tallennuskysymys nimesi jaon ja tikin, jatkaminen sanoo vain tämän.
ui-resumed-as-offered = Peli jatkuu.
# Vahingoittunut asetustiedosto, jota ei voitu siirtää syrjään (kirjoitussuojattu kansio): oletukset ovat voimassa.
ui-settings-damaged-kept = Asetustiedosto { $path } on vahingoittunut, eikä sitä voitu siirtää syrjään; oletusasetukset ovat voimassa.
# $names: asetukset asetusvalikon nimillään; tiedoston muut arvot säilyvät.
ui-settings-reset = { $count ->
    [one] Yhtä asetustiedoston { $path } arvoa ei voitu käyttää; tämä asetus on palautettu oletukseensa: { $names }.
   *[other] { $count } asetustiedoston { $path } arvoa ei voitu käyttää; nämä asetukset on palautettu oletuksiinsa: { $names }.
}
# Jakojen välillä tallennettu peli: sen nimeämä jako on pelattu loppuun (tikkiä ei ole nimettävänä).
ui-save-found-over = Tallennettu peli löytyi: jako { $deal } on päättynyt. { $seed ->
    [none] Enter jatkaa sitä, n aloittaa uuden pelin.
   *[other] Enter jatkaa sitä omilla säännöillään, n aloittaa uuden pelin siemenluvulla { $seed }.
}
ui-resumed-over = Peli jatkuu: jako { $deal } on päättynyt.
# Tallennettu peli, jota ei voi käyttää (vahingoittunut tai uudemmasta versiosta) eikä voitu siirtää syrjään.
ui-save-broken-kept = Tallennettua peliä ei voi käyttää, eikä sitä voitu siirtää syrjään. Se jätetään ennalleen; tätä peliä ei tallenneta.
# w jakojen välillä: kenen vuoro, kun vuoro ei ole kenenkään.
ui-key-between-turn = Jakojen välillä vuoro ei ole kenenkään. Enter jakaa.
# Äänet juuri kytketty päälle (F10 tai asetusvalikko), mutta äänilaitetta ei voitu avata.
ui-sounds-no-device = Täällä ei ole äänilaitetta, joka soittaisi äänet.

## Ctrl+Z: peli odottaa taustalla, kuten pääteohjelmat, kunnes komentotulkin fg tuo sen takaisin

ui-suspend = Peli odottaa taustalla. Kirjoita fg palataksesi.
# Takaisin taustalta: peli jatkuu siitä, mihin jäi; muuta ei sanota uudelleen.
ui-suspend-back = Peli on takaisin.
# Ctrl+Z, kun mikään komentotulkki ei voisi tuoda peliä takaisin (se käynnistettiin päätteen omana ohjelmana tai setsidillä).
ui-suspend-no-shell = Peli ei voi odottaa taustalla täällä: sitä ei käynnistetty komentotulkista, joka voisi tuoda sen takaisin.
ui-suspend-windows = Windowsissa peli ei voi odottaa taustalla.

# Pistenäytön voi kytkeä pois: muuten jokaisen viestin lyhyt muoto menee näytölle.
setting-braille = Viestit pistenäytölle

## Tavallisen käynnistyksen aloitusvalikko

title-open = Aloitusvalikko, { $count } kohtaa. Valitse nuolinäppäimillä ja vahvista Enterillä.
# Kohta ja sen paikka: "Uusi peli 1/6"
title-item = { $item }, { $position }/{ $total }
title-edge-first = Tämä on ensimmäinen kohta.
title-edge-last = Tämä on viimeinen kohta.
title-new = Uusi peli
title-resume = Jatka tallennettua peliä: jako { $deal }{ $trick ->
        [0] {""}
       *[other] , tikki { $trick }
    }
title-online = Pelaa verkossa
title-options = Asetukset
title-rules = Säännöt
title-quit = Lopeta
# Enter kohdassa "Uusi peli", kun tallennettu peli odottaa; $trick on 0, kun jako on pelattu loppuun.
title-confirm-new = Uusi peli korvaa tallennetun pelin, joka on kohdassa { $trick ->
        [0] jako { $deal }
       *[other] jako { $deal }, tikki { $trick }
    }. Paina Enter uudelleen aloittaaksesi uuden pelin, tai alanuoli vie tallennettuun.
cmd-title-prev = edellinen kohta
cmd-title-next = seuraava kohta
cmd-title-first = ensimmäinen kohta
cmd-title-last = viimeinen kohta
cmd-title-choose = valitse kohta
cmd-quit-title = lopeta; tallennettu peli säilyy seuraavaan kertaan

## Huone

ui-watchers-offline = Katsojat ovat verkkopöytiä varten. Tätä peliä pelataan vain tällä tietokoneella.
ui-key-room = Huoneessa: Ylä- ja alanuoli käyvät pöydät läpi, Enter ottaa paikan pöydästä, W seuraa peliä, N avaa pöydän.
cmd-room-prev = edellinen pöytä
cmd-room-next = seuraava pöytä
cmd-room-first = ensimmäinen pöytä
cmd-room-last = viimeinen pöytä
cmd-room-sit = istu tähän pöytään
cmd-room-watch = seuraa tämän pöydän peliä
cmd-room-new = avaa julkinen pöytä asetustesi säännöillä ja tietokoneilla
cmd-room-new-private = avaa yksityinen pöytä niille, joille kerrot sen koodin
cmd-room-people = ketkä ovat huoneessa
cmd-room-mute = lakkaa kuulemasta jonkun viestejä, tai kuule ne taas
cmd-watchers-toggle = verkkopöydässäsi: sulje se katsojilta tai avaa se taas
live-room-mute = Mykistä:
