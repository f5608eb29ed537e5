# Komennon `ristikontra simulate` komentoriviviestit.

cli-unknown-language = Kieltä ”{ $requested }” ei ole saatavilla; jatketaan kielellä { $language }. Kielet: { $choices }.
cli-bad-option = ristikontra simulate: { $detail }
cli-count-too-small = ristikontra simulate: --games ja --deals tarvitsevat luvun, joka on vähintään 1.
cli-log-unwritable = ristikontra simulate: lokia ”{ $path }” ei voi kirjoittaa: { $reason }
sim-summary-head = { $deals ->
    [one] Yksi jako
   *[other] { $deals } jakoa
}, siemenluku { $seed }: { $team0 } (puolue 0) vastaan { $team1 } (puolue 1).
sim-point-diff = { $pairs ->
    [yes] Piste-ero jakoparia kohden: { $sign }{ NUMBER($mean, minimumFractionDigits: 2, maximumFractionDigits: 2) } ± { NUMBER($ci, minimumFractionDigits: 2, maximumFractionDigits: 2) }.
   *[no] Piste-ero jakoa kohden: { $sign }{ NUMBER($mean, minimumFractionDigits: 2, maximumFractionDigits: 2) } ± { NUMBER($ci, minimumFractionDigits: 2, maximumFractionDigits: 2) }.
}
sim-point-diff-single = { $pairs ->
    [yes] Jakoparin piste-ero: { $sign }{ NUMBER($mean, minimumFractionDigits: 2, maximumFractionDigits: 2) }.
   *[no] Jaon piste-ero: { $sign }{ NUMBER($mean, minimumFractionDigits: 2, maximumFractionDigits: 2) }.
}
sim-deals-won = Voitetut jaot: { $wins0 }–{ $wins1 }, { $ties ->
    [0] ei yhtään tasan.
    [one] yksi tasan.
   *[other] { $ties } tasan.
}

# Komentorivi kokonaisuutena: ohje, argparsen omat viestit, pelaajan nimeämät polut.
cli-description = Ristikontra, suomalainen parikorttipeli, näppäimistölle ja korvalle.
cli-usage-play = ristikontra [play] [VALITSIMET]
cli-command-play = Pelaa peli näppäimistöllä (oletus)
cli-command-simulate = Anna tietokonepelaajien pelata pelejä ja kirjoita loki
cli-command-doctor = Tarkista puhe, ruudunlukija ja ääni
cli-command-online = Pelaa pöydässä palvelimella
cli-command-serve = Pyöritä palvelinta verkkopeliä varten
cli-command-web = Pelaa selaimessa, tietokoneita vastaan tai ystävien kanssa
cli-commands-epilog = Komennot:
      play       { cli-command-play }
      simulate   { cli-command-simulate }
      doctor     { cli-command-doctor }
      serve      { cli-command-serve }
      online     { cli-command-online }
      web        { cli-command-web }
    ”ristikontra KOMENTO --help” näyttää komennon valitsimet; ilman komentoa peli alkaa.
cli-metavar-seconds = SEKUNNIT
cli-metavar-path = POLKU
cli-help-play-lang = pelin kieli (oletus: tallennettu tai järjestelmän kieli)
cli-help-play-speech = minne puhe menee: ruudunlukijalle, omalle puheäänelle, vain tekstinä vai ei minnekään
cli-help-play-sound = ei äänimerkkejä
cli-help-play-verbosity = kuinka paljon peli puhuu
cli-help-play-rules = sääntökokoelma: sticks (7 puikkoa), total (120), short (60)
cli-help-play-target = pisteet tai puikot, jotka voittavat pelin
cli-help-play-dirty = pelaa likaista peliä
cli-help-play-fourth-king = ei kuningasta kädestä kolmannen jälkeen niin kauan kuin pakkaa riittää
cli-help-play-blind = ei sokkona pelaamista pakasta
cli-help-play-lead-limit = saman arvon peräkkäiset aloitukset ennen kuin se kielletään (0: ei rajoitusta)
cli-help-play-level = tietokonepelaajien vahvuus
cli-help-play-seed = pelaa toistettava peli
cli-help-play-ai-delay = tauko ennen jokaista tietokoneen siirtoa, { $min }–{ $max } sekuntia (esim. 0.3 tai 1)
cli-help-play-resume = jatka tallennettua peliä
cli-help-play-log = kirjoita pelin tapahtumat JSON-riveinä tiedostoon POLKU (kansion on oltava olemassa)
cli-help-simulate-games = pelaa N kokonaista peliä (oletus 1)
cli-help-simulate-deals = lopeta N jaon jälkeen kaikkiaan (peli voi jäädä kesken)
cli-help-simulate-seed = siemenluku kaikelle (oletus: satunnainen)
cli-help-simulate-rules = sääntökokoelma (oletus sticks)
cli-help-simulate-target = puikot tai pisteet, jotka voittavat pelin
cli-help-simulate-dirty = pelaa likaista peliä (sisältää neljännen kuninkaan säännön)
cli-help-simulate-blind = kiellä sokkona pelaaminen pakasta
cli-help-simulate-lead-limit = aloitusrajoitus: 3 (oletus), 2 tai 0 (pois)
cli-help-simulate-fourth-king = ei kuningasta kädestä kolmen jälkeen niin kauan kuin pakkaa riittää
cli-help-simulate-team0 = paikkojen 0 ja 2 taso (oletus basic)
cli-help-simulate-team1 = paikkojen 1 ja 3 taso (oletus basic)
cli-help-simulate-partner0 = paikan 2 taso, jos se poikkeaa --team0:sta
cli-help-simulate-partner1 = paikan 3 taso, jos se poikkeaa --team1:stä
cli-help-simulate-seat-levels = paikkojen 0–3 tasot pilkuin eroteltuina
cli-help-simulate-duplicate = pelaa jokainen peli kahdesti, puolueet vaihdettuina
cli-help-simulate-log = kirjoita jokainen tapahtuma JSON Lines -muodossa tiedostoon POLKU (olemassa oleva tiedosto säilyy, ellei anneta --append tai --overwrite)
cli-help-simulate-append = lisää lokiin, jos POLKU on olemassa
cli-help-simulate-overwrite = korvaa loki, jos POLKU on olemassa
cli-help-simulate-json = tulosta yhden olion JSON-yhteenveto vakiotulosteeseen
cli-help-simulate-narrate = tulosta, mitä paikalla 0 istuva pelaaja kuulisi
cli-help-simulate-lang = selostuksen ja viestien kieli (oletus: järjestelmän kieli)
cli-help-simulate-verbosity = selostuksen puheliaisuus (oletus normal)
cli-target-whole = ei kokonaisluku: { $value }
cli-port-range = portin on oltava kokonaisluku { $min }–{ $max }
cli-port-number = ei porttinumero: { $value }
cli-target-range = tavoitteen on oltava 1–{ $max }
cli-delay-number = ei sekuntimäärä: { $value }
cli-delay-range = viiveen on oltava 0–{ $max } sekuntia
cli-log-refused = ristikontra: lokia ”{ $path }” ei voi kirjoittaa: { $reason }
cli-path-is-folder = se on kansio, ei tiedosto.
cli-path-no-folder = kansiota ”{ $folder }” ei ole olemassa; luo se ensin tai valitse toinen polku.
cli-path-denied = sinne ei ole kirjoitusoikeutta.
cli-path-read-only = siellä oleva tiedostojärjestelmä on vain luku -tilassa.
cli-path-full = laite on täynnä.
cli-path-no-reader = kukaan ei lue siitä putkesta.
cli-path-exists = tiedosto on jo olemassa; --append lisää siihen, --overwrite korvaa sen.
cli-path-failed = { $reason }.
cli-no-output = ristikontra: vakiotuloste on suljettu; minnekään ei voi kirjoittaa.
# argparsen omat sanat; argparse täyttää kohdat %(…)s ja %s, ja niiden on pysyttävä ennallaan.
cli-ap-usage = käyttö:{" "}
cli-ap-positionals = sijaintiargumentit
cli-ap-options = valitsimet
cli-ap-help = näytä tämä ohje ja lopeta
cli-ap-version = näytä ohjelman versio ja lopeta
cli-ap-argument = argumentti %(argument_name)s: %(message)s
cli-ap-invalid-choice = virheellinen valinta: %(value)r (vaihtoehdot: %(choices)s)
cli-ap-invalid-value = virheellinen arvo: %(value)r
cli-ap-expected-one = odotettiin yhtä argumenttia
cli-ap-expected-at-most-one = odotettiin enintään yhtä argumenttia
cli-ap-expected-at-least-one = odotettiin vähintään yhtä argumenttia
cli-ap-expected-n = odotettiin %s argumenttia
cli-ap-unrecognized = tunnistamattomat argumentit: %s
cli-ap-required = nämä argumentit tarvitaan: %s
cli-ap-one-required = jokin argumenteista %s tarvitaan
cli-ap-error = %(prog)s: virhe: %(message)s
cli-ap-ambiguous = monitulkintainen valitsin: %(option)s voi tarkoittaa valitsimia %(matches)s
cli-ap-not-allowed = ei sallittu yhdessä valitsimen %s kanssa
cli-ap-ignored-explicit = ohitettiin erikseen annettu argumentti %r
cli-ap-command = KOMENTO
cli-metavar-target = N
cli-metavar-seed = N
cli-epilog-simulate =
    Tasot: random, basic, strong, expert (heikoin ensin).
    Pelaajat: --team0/--team1 antavat puolueen molemmille paikoille saman tason (paikat 0+2 ovat
    puolue 0, paikat 1+3 puolue 1); --partner0/--partner1 korvaavat parin paikan (2 tai 3)
    sekapuoluetta varten; --seat-levels L0,L1,L2,L3 asettaa kaikki neljä paikkaa kerralla ja
    voittaa muut.
    Duplikaatti: jokainen peli pelataan uudelleen samoilla korteilla ja pelaajien siemenluvuilla,
    paikkojen 0<->1 ja 2<->3 tasot vaihdettuina; piste-ero on silloin jakoparien keskiarvo
    team0-pelaajien kannalta. --deals laskee pareja valitsimen --duplicate kanssa; pelin toinen
    kopio pelaa enintään yhtä monta jakoa kuin ensimmäinen, ja ilman pariaan jäänyt jako lasketaan
    kenttiin deals ja deal_wins mutta ei kenttään point_diff.
    Hakevat tasot (strong, expert) pelaavat pelkän otosbudjettinsa varassa, ilman pelissä
    käyttämäänsä kelloa, joten sama siemenluku antaa aina samat pelit; move_ms näyttää niiden
    käyttämän ajan.
    Lokissa on jokaisen pelin jokainen tapahtuma järjestyksessä, yksi JSON-olio riviä kohden;
    jokainen peli alkaa omalla game_started-rivillään. Olemassa oleva loki säilyy: --append
    lisää siihen, --overwrite korvaa sen.
cli-path-why = Syy: { $reason }
cli-path-cannot-create = siihen kansioon ei voi luoda tiedostoa.
cli-seat-levels-bad = --seat-levels tarvitsee neljä näistä: { $levels }, esimerkiksi basic,strong,basic,strong

## `ristikontra online`
cli-help-online-action = create: avaa uusi pöytä; join: istu pöytään sen koodilla; room: mene huoneeseen, jossa avoimet pöydät näkyvät ja pelejä voi seurata
cli-help-online-code = pöydän koodi, esim. "482 915" (join)
cli-help-online-server = palvelin, ws://kone:portti tai wss://kone:portti
cli-help-online-name = nimesi pöydässä
cli-help-online-seat = otettava paikka, 1–4, numeroituna kuten aula ne sanoo (join; ilman sitä valitset jonkin vapaista paikoista näppäimistöllä)
cli-help-online-lang = { cli-help-play-lang }
cli-help-online-speech = { cli-help-play-speech }
cli-help-online-sound = { cli-help-play-sound }
cli-help-online-verbosity = { cli-help-play-verbosity }
cli-help-online-rules = { cli-help-play-rules }
cli-help-online-target = { cli-help-play-target }
cli-help-online-dirty = { cli-help-play-dirty }
cli-help-online-fourth-king = { cli-help-play-fourth-king }
cli-help-online-blind = { cli-help-play-blind }
cli-help-online-lead-limit = { cli-help-play-lead-limit }
cli-help-online-level = { cli-help-play-level }
cli-help-online-ai-delay = { cli-help-play-ai-delay }

## Tilarivi ja vikailmoitusten loki
cli-help-play-live-line = ei tilariviä (kättäsi) päätteen alareunassa
cli-help-online-live-line = { cli-help-play-live-line }
cli-help-play-braille = ei mitään pistenäytölle (puhe säilyy)
cli-help-online-braille = { cli-help-play-braille }
cli-crashed = Ristikontran sisällä meni jotain vikaan, ja sen oli pakko pysähtyä. Tiedot ovat lokitiedostossa { $path }; liitä se vikailmoitukseen.
cli-crashed-no-log = Ristikontran sisällä meni jotain vikaan, ja sen oli pakko pysähtyä. Lokitiedostoa ei voitu kirjoittaa; { $doctor } kertoo miksi.

# `ristikontra web`: oma palvelin, avattuna selaimessa.
cli-help-web-port = portti (oletus: mikä tahansa vapaa)
cli-help-web-no-browser = kerro vain osoite; älä avaa selainta
cli-help-web-lang = sivun ja viestien kieli (oletus: järjestelmän kieli)
cli-web-listening = Ristikontra on auki selaimessasi osoitteessa { $url } (jos selainta ei avautunut, avaa osoite itse). Ctrl+C pysäyttää palvelimen; pöytäsi odottavat seuraavaa käynnistystä.
cli-web-listening-no-browser = Ristikontran palvelin on käynnissä: avaa { $url } selaimessasi. Ctrl+C pysäyttää palvelimen; pöytäsi odottavat seuraavaa käynnistystä.
cli-web-stopped = Ristikontran palvelin on pysähtynyt.
cli-web-no-browser = Verkkoselainta ei voitu avata täällä. Avaa { $url } selaimessa.
cli-web-no-browser-running = Verkkoselainta ei voitu avata täällä. Ristikontran palvelin on käynnissä: avaa { $url } selaimessa. Ctrl+C pysäyttää palvelimen; pöytäsi odottavat seuraavaa käynnistystä.
cli-web-cannot-listen = ristikontra web: porttia { $port } ei voi kuunnella: { $reason }
cli-web-data-unusable = ristikontra web: pöytävarastoa ”{ $path }” ei voi käyttää: { $reason }
cli-web-already = Ristikontra on jo käynnissä selaimessasi; uusi pöytä avautuu osoitteessa { $url }
cli-web-running-elsewhere = ristikontra web: toinen Ristikontra-palvelin käyttää kansiota ”{ $path }”, mutta sen osoitetta ei voi lukea. Pysäytä se tai avaa osoite, jonka se antoi.
