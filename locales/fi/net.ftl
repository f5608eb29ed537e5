# Verkkopeli: mitä palvelin torjuu, yhteys, muut pelaajat pöydässä.
# Palvelin lähettää syykoodin; asiakas sanoo sen viestillä net-error-<koodi>.

## Torjunnat (yksi kutakin protokollan syykoodia kohden)

net-error-bad-json = Palvelin ei pystynyt lukemaan sitä viestiä.
net-error-too-large = Viesti oli palvelimelle liian pitkä.
net-error-bad-message = Palvelin ei ymmärtänyt pyyntöä.
net-error-unknown-type = Palvelin ei tunne sitä pyyntöä.
net-error-hello-first = Yhteyttä ei muodostettu oikein. Yhdistä uudelleen.
net-error-version = Tämä palvelin puhuu verkkopelin eri versiota. Päivitä Ristikontra.
net-error-not-found = Sillä koodilla ei ole pöytää, tai paikkaa ei voi ottaa takaisin.
net-error-too-many-codes = Internet-osoitteestasi tuli liian monta väärää pöytäkoodia. Odota muutama minuutti ennen kuin yrität uudelleen.
net-error-table-full = Tämän pöydän kaikki paikat on otettu.
net-error-seat-taken = Joku istuu jo siinä. Valitse toinen paikka.
net-error-already-seated = Sinulla on jo paikka pöydässä.
net-error-not-seated = Ota ensin paikka.
net-error-not-joined = Liity pöytään ennen kuin valitset paikan.
net-error-not-creator = Vain pöydän avannut pelaaja voi aloittaa pelin.
net-error-already-started = Tämän pöydän peli on jo alkanut.
net-error-not-started = Peli ei ole vielä alkanut.
net-error-not-now = Jakoa pelataan vielä.
net-error-not-your-seat = Voit pelata vain omalta paikaltasi.
net-error-stale = Liian myöhään: peli oli jo edennyt.
net-error-rate-limited = Liian monta pyyntöä kerralla. Odota hetki.
net-error-bad-name = Anna nimi, jossa on ainakin yksi kirjain.
net-error-table-closed = Tämä pöytä on suljettu.
net-error-server-error = Palvelin ei pystynyt tallentamaan sitä, joten mikään ei muuttunut. Yritä uudelleen.
net-error-not-announcing = Tämä sivu ei ole vielä pyytänyt palvelinta puhumaan puolestaan. Lataa sivu uudelleen.
net-error-unknown-key = Tällä näppäimellä ei ole tehtävää tässä pöydässä.
net-error-unreachable = Palvelimeen ei saada yhteyttä.
net-cannot-reach = Palvelimeen { $server } ei saada yhteyttä. Tarkista osoite ja että palvelin on käynnissä.
net-error-unknown = Palvelin torjui pyynnön syystä, jota tämä Ristikontran versio ei tunne. Päivitys voi auttaa.
net-error-garbled = Palvelin lähetti jotain, mitä tämä Ristikontran versio ei osaa lukea. Päivitys voi auttaa.
net-error-no-answer = Palvelin otti yhteyden vastaan, mutta ei vastannut ajoissa. Se voi olla ylikuormittunut; yritä myöhemmin uudelleen.
net-error-oversized = Palvelin lähetti liian suuren viestin luettavaksi, joten yhteys suljettiin. Se ei ehkä ole Ristikontra-palvelin, tai siinä on vika.
net-error-flooding = Palvelin lähettää paljon enemmän kuin peli voi, joten yhteys suljettiin. Se ei ehkä ole Ristikontra-palvelin, tai siinä on vika.

## Yhteys

net-link-lost = Yhteys katkesi. Yritetään yhdistää uudelleen…
net-link-still-lost = Yhteyttä ei vieläkään ole; yritetään uudelleen. Ctrl+Q poistuu pöydästä, ja voit ottaa paikkasi takaisin myöhemmin.
net-link-back = Takaisin pöydässä.
net-link-gone = Yhteyttä ei saatu palautettua. Peli on sinun osaltasi ohi; Ctrl+Q poistuu pöydästä.
# Näppäin sen jälkeen, kun yhteys on lopullisesti poikki (uutta yritystä ei tule).
net-key-gone = Yhteys on poikki, eikä sitä enää yritetä. Ctrl+Q poistuu pöydästä.
net-link-replaced = Paikkasi otettiin takaisin toisesta yhteydestä, joten tämä yhteys on poistunut pöydästä.
net-link-silent = Palvelin ei vastaa. Peli odottaa sitä…
net-link-answering = Palvelin vastaa taas.
# Näppäin kortin lähettämisen jälkeen, ennen kuin palvelin vastasi.
net-sent-waiting = Korttisi on lähetetty; palvelin ei ole vielä vastannut.
net-not-played-lost = Ei pelattu: yhteys on katkennut. Yritetään yhdistää uudelleen…
net-not-sent-lost = Ei lähetetty: yhteys on katkennut. Yritetään yhdistää uudelleen…
net-turn-lost = Yhteys on katkennut, joten täällä ei voi tietää, kenen vuoro on. Yritetään yhdistää uudelleen…

## Pöytä

net-table-created = Pöytä avattu. Koodi on { $code }.
net-table-joined = Liityit pöytään { $code }.
net-seat-free = Paikka { $seat }: vapaa, tietokone pelaa sitä.
net-missed = Poissa ollessasi: { $cards ->
    [one] yksi kortti pelattu
   *[other] { $cards } korttia pelattu
}{ $tricks ->
    [0] {""}
    [one] , yksi tikki päättynyt
   *[other] , { $tricks } tikkiä päättynyt
}{ $deals ->
    [0] {""}
    [one] , yksi uusi jako
   *[other] , { $deals } uutta jakoa
}.
net-notice-dropped = Pelaajan { $name } yhteys katkesi.
net-notice-computer = Tietokone pelaa nyt pelaajan { $name } puolesta.
net-notice-back = { $name } on takaisin.
net-notice-left = { $name } poistui pöydästä.
net-notice-left-computer = { $name } poistui pöydästä; tietokone pelaa nyt hänen puolestaan.
net-notice-ready = { $name } on valmis.
net-ready-self = Olet valmis. Seuraava jako alkaa, kun kaikki ovat.
net-chat = { $name }: { $text }
net-chat-flood = Pöydästä tulee enemmän keskustelua kuin ehtii lukea; rivejä jätetään pois, kunnes se rauhoittuu.

## Palvelin (`ristikontra serve`)

# Palvelimen pöytien tietokonepelaajat paikan mukaan (ylläpitäjän kielellä, `serve --lang`).
net-computer-name = { $seat ->
    [0] Etelä
    [1] Länsi
    [2] Pohjoinen
   *[3] Itä
}
net-serve-insecure = ristikontra serve: osoitteeseen { $host } pääsee muilta koneilta, ja ilman TLS:ää kaikki, mitä pelaajat lähettävät, myös heidän paikkatunnisteensa, voidaan lukea matkalla. Anna --tls-cert ja --tls-key, tai --insecure, jos tähän verkkoon voi luottaa.
net-serve-tls-pair = ristikontra serve: anna sekä --tls-cert että --tls-key.
net-serve-tls-bad = ristikontra serve: TLS-varmennetta tai -avainta ei voi ladata: { $reason }
net-serve-cannot-listen = ristikontra serve: osoitetta { $host }:{ $port } ei voi kuunnella: { $reason }
net-serve-data-unusable = ristikontra serve: pöytävarastoa ”{ $path }” ei voi käyttää: { $reason }
net-serve-table-unreadable = ristikontra serve: pöytää { $code } ei voi rakentaa varastosta uudelleen, eikä sitä tarjota: { $reason }
net-serve-store-failed = ristikontra serve: pöytävarasto ei pystynyt tallentamaan pyyntöä ”{ $request }” { $code ->
    [new] uudelle pöydälle
   *[other] pöydälle { $code }
}: { $reason }
net-serve-request-failed = ristikontra serve: pyyntö ”{ $request }” { $code ->
    [new] uudelle pöydälle
   *[other] pöydälle { $code }
} epäonnistui palvelimen sisällä ja torjuttiin; pelaajan yhteys säilyy. Lokissa on tiedot vikailmoitusta varten: { $reason }
net-serve-computer-failed = ristikontra serve: pöytä { $code }, paikka { $seat }: tietokonepelaaja epäonnistui ({ $reason }), joten yksinkertaisempi pelasi tämän vuoron, kuten aina, kun näin käy uudelleen tässä pelissä. Vikailmoitusta varten: siemenluku { $seed }, jako { $deal }, siirto { $move }; lokissa on tiedot.
net-serve-computer-move-unsaved = ristikontra serve: pöytä { $code }, paikka { $seat }: pöytävarasto ei pystynyt tallentamaan tietokoneen siirtoa; peli odottaa, ja palvelin yrittää uudelleen joka sekunti: { $reason }
net-serve-full = ristikontra serve: { $total } yhteyttä on auki, niin monta kuin tämän palvelimen avoimien tiedostojen raja sallii; uudet torjutaan, kunnes joitakin suljetaan. Sanotaan enintään kerran minuutissa.
net-serve-out-of-files = ristikontra serve: palvelimelta ovat loppuneet avoimet tiedostot ({ $reason }); yhteydet torjutaan, kunnes joitakin suljetaan. Sanotaan enintään kerran minuutissa.
net-serve-computer-lost = ristikontra serve: pöytä { $code }, paikka { $seat }: { $what ->
    [hung] tietokonepelaaja mietti yhtä siirtoa yli { $limit ->
        [one] sekunnin
       *[other] { $limit } sekuntia
    }, joten sen työprosessi pysäytettiin
   *[died] tietokonepelaajan työprosessi päättyi odottamatta ({ $reason })
}. Uusi on käynnistetty, ja yksinkertaisempi pelaaja teki tämän siirron, kuten aina, kun näin käy uudelleen tässä pelissä. Vikailmoitusta varten: siemenluku { $seed }, jako { $deal }, siirto { $move }; lokissa on tiedot.
net-serve-computers-busy = ristikontra serve: tietokonepelaajat ovat kaikki varattuja ({ $workers ->
    [one] yksi miettii
   *[other] { $workers } miettii
} kerrallaan): { $moves ->
    [one] yksi siirto
   *[other] { $moves } siirtoa edellisen ilmoituksen jälkeen
} odotti yli { $wait ->
    [one] sekunnin
   *[other] { $wait } sekuntia
} ja sai sen sijaan perustason pelaajan siirron. Useampi työprosessi (--ai-workers) tai vähemmän pöytiä tällä palvelimella auttaisi; tämä ilmoitus tulee enintään kymmenen minuutin välein.
net-serve-computers-cannot-start = ristikontra serve: tietokonepelaajien työprosesseja ei voi käynnistää ({ $reason }); kunnes ne voidaan käynnistää, perustason pelaaja tekee tietokoneiden siirrot.
net-serve-log-failed = ristikontra serve: pöytä { $code }: sen tapahtumaloki ”{ $path }” { $why ->
    [exists] on jo olemassa (ehkä toisen pöydän) ja jätetään ennalleen
    [full] ei ole kirjoitettavissa: laite on täynnä
    [denied] ei ole kirjoitettavissa: lupa evätty
    [read-only] ei ole kirjoitettavissa: tiedostojärjestelmä on vain luku -tilassa
    [no-folder] ei ole luotavissa: sen kansio on poissa
   *[other] ei ole kirjoitettavissa ({ $reason })
}; peli jatkuu ilman sitä.
net-serve-log-dir-missing = ristikontra serve: ”{ $path }” ei ole kansio. Luo se ensin tai anna --log-dir-valitsimelle olemassa oleva kansio.
net-serve-pause-range = tietokoneiden tauon on oltava 0–{ $max } sekuntia
net-serve-grace-range = katkenneen yhteyden armonajan on oltava 0–{ $max } sekuntia
net-serve-deal-wait-range = seuraavan jaon odotuksen on oltava 0–{ $max } sekuntia
net-serve-idle-close-range = ajan, jonka jälkeen pöytä ilman yhtään yhteyttä suljetaan, on oltava { $min }–{ $max } sekuntia
net-serve-rate-range = nopeuden on oltava { $min }–{ $max } kehystä sekunnissa
net-serve-per-address-range = yhteyksiä osoitetta kohden on oltava { $min }–{ $max }
net-serve-per-address-number = ei kokonainen määrä yhteyksiä: { $value }
net-serve-rate-number = ei kehysmäärä sekunnissa: { $value }
net-serve-ai-workers-range = työprosessien määrän on oltava kokonaisluku { $min }–{ $max }
net-serve-ai-workers-number = ei kokonainen määrä prosesseja: { $value }
net-serve-listening = Ristikontra-palvelin osoitteessa { $url }, { $tables ->
    [0] ei jatkettavia pöytiä
    [one] yksi pöytä jatkuu
   *[other] { $tables } pöytää jatkuu
}; tiedot kansiossa { $path }.
net-serve-page = Selaimella pelaaville: { $url }
net-serve-stopped = Ristikontra-palvelin pysäytetty. { $tables ->
    [0] Yhtään pöytää ei ollut auki.
    [one] Avoin pöytä säilytetään kansiossa { $path } ja jatkuu seuraavalla käynnistyksellä.
   *[other] { $tables } avointa pöytää säilytetään kansiossa { $path }, ja ne jatkuvat seuraavalla käynnistyksellä.
}

## Komennon `ristikontra serve` valitsimet

cli-help-serve-host = kuunneltava osoite (oletus 127.0.0.1, vain tämä kone)
cli-help-serve-port = portti (oletus 8765; 0 valitsee vapaan)
cli-help-serve-tls-cert = TLS-varmenne (PEM-tiedosto)
cli-help-serve-tls-key = TLS:n yksityinen avain (PEM-tiedosto)
cli-help-serve-data = pöytävaraston kansio (oletus: datakansio)
cli-help-serve-insecure = salli osoite, johon muut koneet pääsevät ilman TLS:ää (kaiken voi lukea matkalla)
cli-help-serve-grace = sekunnit, ennen kuin tietokone pelaa yhteyden menettäneen pelaajan puolesta, { $min }–{ $max } (oletus 30)
cli-help-serve-computer-pause = sekunnit, jotka tietokonepelaaja odottaa ennen kuin pelaa, { $min }–{ $max } (oletus 0,6)
cli-help-serve-deal-wait = sekunnit, jotka seuraava jako odottaa pelaajia, jotka eivät ole ilmoittaneet olevansa valmiita, { $min }–{ $max } (oletus 60)
cli-help-serve-idle-close = sekunnit, joiden jälkeen pöytä ilman yhtään yhteyttä suljetaan, { $min }–{ $max } (oletus 600)
cli-help-serve-rate = kehykset sekunnissa, jotka yksi asiakas saa lähettää, { $min }–{ $max } (oletus 20)
cli-help-serve-per-address = yhtä aikaa auki olevat peliyhteydet (WebSocket-yhteydet) osoitetta kohden, { $min }–{ $max } (oletus 64; kerho, jonka pelaajat jakavat yhden reitittimen, voi tarvita enemmän)
cli-help-serve-durable = kirjoita jokainen tallennettu siirto levylle asti (hitaampi, kestää sähkökatkon)
cli-help-serve-log-dir = kansio pöytäkohtaiselle tapahtumalokille (koodi.jsonl), kuten simulate --log sen kirjoittaa; kansion on oltava olemassa; lokit ovat vain palvelinta ajavan käyttäjän luettavissa (tiedostot 0600, kansio 0700)
cli-help-serve-ai-workers = prosessit, joissa tietokonepelaajat miettivät, { $min }–{ $max } (oletus: yksi ydintä kohden; 0: palvelimen omissa säikeissä, yhtenä prosessina)
cli-help-serve-lang = palvelimen viestien kieli (oletus: järjestelmän kieli)

## Verkkopeli näppäimistöllä (`ristikontra online`)

net-start-hint = Enter aloittaa pelin; tietokoneet pelaavat tyhjiä paikkoja. Kerro koodi muille.
net-wait-start = Peli alkaa, kun pöydän avannut pelaaja painaa Enteriä.
# Pöydän avaaja nimeltä.
net-wait-start-named = Peli alkaa, kun { $name } painaa Enteriä.
net-game-over = Tämän pöydän peli on päättynyt. Ctrl+Q poistuu pöydästä.
net-next-deal-prompt = Enter tai välilyönti: valmis seuraavaan jakoon; v käy läpi päätöksesi.
# Tilarivi, kun tämä paikka on valmis, kunnes seuraava jako alkaa.
net-live-ready = Valmis; odotetaan muita.
net-lobby-seated = { $name } istuutuu { $place ->
    [partner] pariksesi
   *[opponent] vastustajaksi
}.
net-bad-code = Pöytäkoodissa on kuusi numeroa, esimerkiksi 482 915.
net-default-name = Pelaaja
net-help-start-creator = Verkossa: Enter tai välilyönti aloittaa pelin; tietokoneet pelaavat tyhjiä paikkoja.
net-help-start-guest = Verkossa: peli alkaa, kun pöydän avannut pelaaja painaa Enteriä.
net-help-start-guest-named = Verkossa: peli alkaa, kun { $name } painaa Enteriä.
net-help-between = Verkossa: Enter tai välilyönti kertoo, että olet valmis; seuraava jako alkaa, kun kaikki ovat.
net-help-quit = Verkossa: Ctrl+Q poistuu pöydästä; tietokone pelaa paikkaasi.
net-help-quit-watching = { $room ->
        [yes] Verkossa: Ctrl+Q lopettaa seuraamisen ja vie takaisin huoneeseen.
       *[no] Verkossa: Ctrl+Q lopettaa seuraamisen ja poistuu.
    }
net-bye-seated = Poistuit pöydästä { $code }, ja tietokone pelaa paikkaasi. Ottaaksesi sen takaisin käynnistä: { $command } online join "{ $code }" --server { $server } --lang { $lang }
net-bye-gone = Poistuit pöydästä { $code }. Ottaaksesi paikkasi takaisin, kun palvelin taas vastaa, käynnistä: { $command } online join "{ $code }" --server { $server } --lang { $lang }
net-bye-visit = Poistuit pöydästä { $code }, ja tietokone pelaa paikkaasi. Pelaa verkossa (p) koodilla { $code } ottaa sen takaisin.

## Keskustelu, paikan valinta, uusi peli samassa pöydässä, vinkit (protokolla 2)

net-chat-sent = Lähetetty.
# Palvelin torjui keskustelurivin: liian monta liian nopeasti.
net-chat-flooded = Ei lähetetty: liian monta keskustelurivejä kerralla. Odota hetki ja lähetä se sitten uudelleen.
net-table-found = Pöytä { $code } löytyi.
net-lobby-choose = { $free ->
    [0] Tässä pöydässä ei ole vapaita paikkoja.
    [one] Yksi paikka on vapaana. Istuudu siihen Enterillä.
   *[other] { $free } paikkaa on vapaana. Valitse nuolinäppäimillä ja istuudu Enterillä.
}
net-lobby-seat = Paikka { $seat }: { $who }. { $position }/{ $total }
net-lobby-plain = { $text }
net-lobby-partner-of = pelaajan { $name } pari
net-lobby-left-of = pelaajan { $name } vastustaja, hän istuu vasemmalla puolellasi
net-lobby-right-of = pelaajan { $name } vastustaja, hän istuu oikealla puolellasi
net-lobby-nobody = muita ei vielä ole
net-lobby-edge = { $edge ->
    [first] Tämä on ensimmäinen vapaa paikka.
   *[last] Tämä on viimeinen vapaa paikka.
}
net-lobby-taken = Istut paikalla { $seat }: { $who }.
net-wait-again = Peli on päättynyt. Pöydän avannut pelaaja voi aloittaa uuden Enterillä.
net-wait-again-named = Peli on päättynyt. { $name } voi aloittaa uuden Enterillä.
net-notice-again = { $name } aloittaa uuden pelin tässä pöydässä.
net-help-chat = Verkossa: kauttaviiva avaa keskustelurivin; Enter lähettää, Esc peruu.
net-help-again-creator = Verkossa: Enter tai välilyönti aloittaa uuden pelin samoilla pelaajilla.
net-help-again-guest = Verkossa: pöydän avannut pelaaja voi aloittaa uuden pelin.
net-help-again-guest-named = Verkossa: { $name } voi aloittaa uuden pelin.
net-help-menu = Verkossa: peli jatkuu, kun asetukset ovat auki; säännöt sekä tietokoneiden taso ja tahti ovat pöydän.
net-key-start-creator = Peli ei ole vielä alkanut. Enter aloittaa sen; F1 luettelee näppäimet.
net-key-start-guest = Peli ei ole vielä alkanut: pöydän avannut pelaaja aloittaa sen. Kauttaviiva avaa keskustelun.
net-lobby-now-taken = { $name } otti juuri paikan { $seat }.

## Peli alkoi, kun tämä pääte vielä valitsi paikkaa

net-lobby-started-without-you = Tämän pöydän peli alkoi ennen kuin otit paikan; tietokone pelaa vapaita paikkoja. Poistut pöydästä.

## Mitä tilarivi näyttää ennen verkkopöydän peliä ja sen jälkeen; Ctrl+Q paikan valinnassa

net-live-start-creator = Enter aloittaa pelin.
net-live-start-guest = Odotetaan, että pöydän avannut pelaaja aloittaa pelin.
net-help-quit-lobby = Verkossa: Ctrl+Q poistuu ottamatta paikkaa.

## Takaisin omalla paikalla ohjelman uudessa käynnistyksessä (pääte oli suljettu)

net-watch-where = Jako { $deal } on käynnissä, menossa on tikki { $trick }.
net-rejoined = Takaisin paikallasi: jako { $deal }, tikki { $trick }.

# Takaisin omalla paikalla (uusi käynnistys, uudelleen ladattu sivu) jakojen välillä ja pelin jälkeen.
net-rejoined-between = Takaisin paikallasi, jakojen välillä.
net-rejoined-after = Takaisin paikallasi, pelin jälkeen.

## Jaon näppäin painettuna jakojen välillä verkkopöydässä

net-key-between = Jakojen välillä ei ole tikkiä. Enter tai välilyönti kertoo, että olet valmis seuraavaan.
net-key-between-hand = Jakojen välillä kortteja ei ole pelissä. Enter tai välilyönti kertoo, että olet valmis seuraavaan.
net-key-between-turn = Jakojen välillä vuoro ei ole kenenkään. Enter tai välilyönti kertoo, että olet valmis seuraavaan.

## Miksi `online join` ei päässyt istumaan

net-no-table = Koodilla { $code } ei ole pöytää. Tarkista koodi tai kysy se uudelleen.
net-seat-taken-join = Joku istuu jo sillä paikalla. Liity ilman valitsinta --seat valitaksesi jonkin vapaista paikoista.

## Kuka oli pöydässä ennen liittymistä

net-lobby-here = { $name } on jo pöydässä, { $place ->
    [partner] parinasi
   *[opponent] vastustajana
}.

## Paikan valinta, kun muut istuutuvat ja nousevat: kohdistimen alla otettu paikka jää siihen, palvelin päättää

net-lobby-gone = Paikka { $seat } on nyt otettu. Nuolinäppäimillä pääset vapaille paikoille.
net-lobby-lost-race = { $name } otti paikan { $seat } juuri ennen sinua. Valitse toinen paikka.
net-lobby-now-free = Paikka { $seat } on taas vapaa.

## Yhteyden ollessa poikki kirjoitettu keskustelurivi: sitä ei säilytetä myöhemmin lähetettäväksi, jolloin se vastaisi jo menneeseen hetkeen

net-chat-not-sent = Ei lähetetty: yhteys on katkennut. Kirjoita se uudelleen, kun olet taas pöydässä.

## Ctrl+Z verkkopöydässä: peli odottaa taustalla, pöytä pelaa eteenpäin

net-suspend = Peli odottaa taustalla; pöytä pelaa eteenpäin, ja jos viivyt poissa, tietokone pelaa paikkaasi. Kirjoita fg palataksesi.

## Verkkopaikka (selainsivu, jonka puolesta palvelin puhuu)

# `e`: sivu, ei palvelin, tallentaa pelin viestit.
net-web-export = { $total ->
    [one] Tämän pelin ainoa viesti on matkalla selaimeesi, joka tallentaa sen tekstitiedostoksi.
   *[other] Tämän pelin { $total } viestiä on matkalla selaimeesi, joka tallentaa ne tekstitiedostoksi.
}

# `v` jakojen välillä: valmentajan läpikäynti, jonka sivu näyttää osiona ja luettelona.
net-web-review-title = Jaon { $deal } läpikäynti
# Pelin tuloksen jälkeen pöydän selaimessa avanneelle (siellä ei ole Ctrl+Q:ta).
net-web-again-prompt = Enter tai välilyönti: uusi peli tässä pöydässä.
# Piirretyn pöydän päättynyt tikki, näkyvissä seuraavan tikin ensimmäiseen korttiin asti.
# $who: self tai other; $name: kuka sen vei; $count: sen korttipisteet
net-web-trick-taken = { $who ->
        [self] Viet tikin
       *[other] { $name } vie tikin
    }, { $count ->
        [0] ei pisteitä
        [one] 1 piste
       *[other] { $count } pistettä
    }
# Verkkosivun asetusosion ryhmät (niiden otsikot)
net-web-options-speech = Kieli ja viestit
net-web-options-sound = Äänet ja puheääni
net-web-options-coach = Valmentaja
net-web-review-count = { $count ->
    [one] Yksi kallis päätös.
   *[other] { $count } kallista päätöstä, kallein ensin.
}

## Huone (ui/online/room.py): avoimet julkiset pöydät, ketkä ovat paikalla, huoneen keskustelu, pelin seuraaminen.

net-error-name-taken = Joku huoneessa käyttää juuri nyt tätä nimeä. Valitse toinen.
net-error-not-in-room = Tule ensin huoneeseen.
net-error-too-many-tables = Olet avannut lyhyessä ajassa monta julkista pöytää. Odota minuutti ennen kuin avaat uuden.
net-error-no-watchers = Pöydän avannut pelaaja on sulkenut sen katsojilta.
net-error-not-watching = Et seuraa minkään pöydän peliä.
net-error-too-many-watchers = Tämän pöydän peliä seuraa jo niin moni, ettei katsojia mahdu enempää.
net-room-welcome = Olet huoneessa nimellä { $name }. { $tables ->
    [0] Yhtään julkista pöytää ei ole vielä auki
    [one] 1 julkinen pöytä on auki
   *[other] { $tables } julkista pöytää on auki
}, { $people ->
    [one] ja olet täällä ainoa
   *[other] täällä on { $people } ihmistä
}. Ylä- ja alanuoli käyvät pöydät läpi, Enter ottaa paikan pöydästä, W seuraa peliä, N avaa pöydän kaikille, Vaihto+N ystäville koodilla, P kertoo, ketkä ovat täällä, kauttaviiva kirjoittaa huoneeseen. F1 luettelee näppäimet.
net-room-empty = Yhtään julkista pöytää ei ole auki. N avaa pöydän, ja kaikki huoneessa näkevät sen.
net-room-entry = { $line }. { $position }/{ $total }
net-room-table = { $named ->
    [yes] Pelaajan { $opener } pöytä
   *[no] Pöytä { $code }
}
net-room-people = { $count ->
    [0] kukaan ei istu
   *[other] { $names }
}
net-room-free = { $count ->
    [0] ei vapaita paikkoja
    [one] 1 vapaa paikka
   *[other] { $count } vapaata paikkaa
}
net-room-rules = { $rules }, tietokoneet: { $level }
net-room-state = { $state ->
    [playing] peli käynnissä
    [over] peli päättynyt
   *[waiting] odottaa alkua
}
net-room-watchers = { $count ->
    [one] 1 katsoja
   *[other] { $count } katsojaa
}
net-room-langs = kielet: { $langs }
net-room-edge = { $edge ->
    [first] Tämä on ensimmäinen pöytä.
   *[last] Tämä on viimeinen pöytä.
}
net-room-here = { $count ->
    [one] Vain sinä olet täällä: { $names }.
   *[other] Täällä on { $count } ihmistä: { $names }.
}
net-room-news-opened = { $count ->
    [one] pöytä avattiin
   *[other] { $count } pöytää avattiin
}
net-room-news-closed = { $count ->
    [one] pöytä suljettiin
   *[other] { $count } pöytää suljettiin
}
net-room-news-came = { $more ->
    [0] huoneeseen tuli { $names }
   *[other] huoneeseen tuli { $names } ja { $more } muuta
}
net-room-news-went = { $more ->
    [0] huoneesta lähti { $names }
   *[other] huoneesta lähti { $names } ja { $more } muuta
}
net-room-news-here = nyt { $line }
net-room-no-seat = Siinä pöydässä ei ole vapaata paikkaa. W seuraa peliä.
net-room-no-seat-no-watch = Siinä pöydässä ei ole vapaata paikkaa, ja se on suljettu katsojilta.
net-room-chat = { $name } huoneessa: { $text }
net-room-mute-ask = Kenen viestejä et halua enää kuulla, tai haluat taas kuulla? Kirjoita nimi; Enter vahvistaa, Esc peruu.
net-room-mute-cancelled = Mikään ei muuttunut.
net-room-muted = Et enää kuule viestejä, jotka { $name } lähettää.
net-room-unmuted = Kuulet taas viestit, jotka { $name } lähettää.
net-watch-begun = Seuraat pöydän { $code } peliä ja istut pelaajan { $opener } takana. Kuulet jokaisen kortin sitä mukaa kuin se pelataan; tikin, historian, tilanteen ja paikat lukevat näppäimet toimivat kuin omassa pöydässäsi. Ctrl+Q vie takaisin huoneeseen.
net-watch-no-cards = Seuraat peliä: kortit ovat pelaajien. Ctrl+Q vie takaisin huoneeseen.
net-watcher-came = { $name } seuraa peliä.
net-watcher-went = { $name } lopettaa seuraamisen.
net-help-room = Verkossa: kauttaviiva kirjoittaa huoneeseen; Ctrl+Q poistuu huoneesta.
net-watch-seated = { $name } istuutuu.
net-watch-waiting = { $count ->
    [one] Toistaiseksi pöydässä istuu { $names }.
   *[other] Toistaiseksi pöydässä istuvat { $names }.
} Peli alkaa, kun pöydän avannut pelaaja aloittaa sen; Enter ottaa vapaan paikan sitä ennen.
net-watch-begun-page = Seuraat pöydän { $code } peliä ja istut pelaajan { $opener } takana. Kuulet jokaisen kortin sitä mukaa kuin se pelataan; tikin, historian, tilanteen ja paikat lukevat näppäimet toimivat kuin omassa pöydässäsi.
net-watch-no-cards-page = Seuraat peliä: kortit ovat pelaajien.
# Oman käden lukeva näppäin (h, kohdistusnäppäimet, Vaihto+U) katsojan painamana.
net-watch-no-hand = Seuraat peliä: et näe kenenkään kättä, vain pelatut kortit.
net-watch-between = Seuraava jako alkaa, kun pelaajat ovat valmiita.
net-watchers-open = Pöytäsi on taas avoinna katsojille.
net-watchers-closed = Pöytäsi on suljettu katsojilta; kaikki katsojat lopettavat seuraamisen.
net-watchers-not-yours = Vain pöydän avannut pelaaja voi avata sen katsojille tai sulkea sen heiltä.
net-help-watchers = Verkossa: Vaihto+W sulkee pöytäsi katsojilta tai avaa sen taas.
net-room-back = Takaisin huoneessa.
# Palvelinprosessien ryhmä (serve --redis, docs/SCALING.md).
net-error-elsewhere = Pöytä on tämän sivuston toisella palvelimella, eikä yhteyttä saatu siirrettyä sinne. Yritä uudelleen.
net-error-group-unavailable = Huonetta ja sivuston muiden palvelinten pöytiä ei tavoiteta juuri nyt. Käynnissä olevat pelit jatkuvat; yritä hetken päästä uudelleen.
net-serve-node-alone = ristikontra serve: --node nimeää tämän prosessin ryhmässä, joten se tarvitsee myös valitsimen --redis.
net-serve-redis-url = ristikontra serve: ”{ $url }” ei ole Redis-osoite. Anna esimerkiksi redis://127.0.0.1:6379/0.
net-serve-redis-missing = ristikontra serve: --redis tarvitsee Python-paketin redis. Asenna se komennolla: pip install "ristikontra[group]"
net-serve-node-bad = ristikontra serve: ”{ $value }” ei voi olla prosessin tunnus: käytä enintään 16 pientä kirjainta, numeroa, merkkiä - tai _, ensimmäisenä kirjain tai numero.
net-serve-group-lost = ristikontra serve: Redisiin ei saada yhteyttä ({ $reason }). Tämän palvelimen pöydissä peli jatkuu; huone ja liittyminen muiden palvelinten pöytiin odottavat, kunnes yhteys palaa.
net-serve-group-back = ristikontra serve: Redis on taas tavoitettavissa; tämän palvelimen { $tables ->
    [one] pöytä
   *[other] { $tables } pöytää
} on taas ryhmän hakemistossa.
net-serve-group-garbled = ristikontra serve: ryhmän kanavalla ollutta viestiä ei voitu lukea, joten se ohitettiin ({ $reason }).
