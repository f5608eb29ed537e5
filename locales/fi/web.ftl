# Selainsivu (`ristikontra serve`, `ristikontra web`). Sivu saa nämä malleina:
# sivu sijoittaa muuttujan tekstinä, joten yksikään viesti tässä ei valitse sanojaan muuttujan mukaan.

## Ennen kuin mikään skripti toimii

web-title = Ristikontra
web-noscript = Ristikontra selaimessa tarvitsee JavaScriptin. Ota se käyttöön tällä sivulla tai pelaa päätteessä komennolla: ristikontra play
web-old-browser = Tämä selain on liian vanha Ristikontralle. Avaa sivu ajantasaisella Firefoxilla, Chromella, Edgellä tai Safarilla.

## Sivun kehys

web-language = Kieli
web-messages = Viestit
web-connecting = Yhdistetään palvelimeen…
web-link-lost = Yhteys palvelimeen on katkennut. Sivu yrittää yhdistää uudelleen.
web-link-back = Yhteys palvelimeen on taas auki.
web-kept-settings-dropped = Tämä palvelin ei ota vastaan asetuksia, jotka tämä selain säilytti edelliseltä käynniltäsi (viestit, äänet ja puheääni), joten sen oletukset ovat voimassa.

## Aula: avaa pöytä tai liity pöytään sen koodilla

web-lobby-heading = Pelaa Ristikontraa
web-open-heading = Avaa pöytä
web-open-note = Tietokoneet pelaavat paikkoja, joita kukaan ei ota.
web-name = Nimesi
web-open = Avaa pöytä
web-join-heading = Liity pöytään
web-code = Pöytäkoodi
web-code-note = Kuusi numeroa, esimerkiksi 482 915.
web-bad-code = Pöytäkoodissa on kuusi numeroa, esimerkiksi 482 915.
web-no-such-code = Millään pöydällä ei ole koodia { $code }. Tarkista numerot tai pyydä pöydän linkkiä.
web-join = Liity

## Paikan valinta

web-table-heading = Pöytä { $code }
web-table-link = Muut liittyvät tällä linkillä: { $link }
web-table-found = Pöytä { $code }: valitse vapaa paikka.
web-seats = Paikat
web-seat-you = Paikka { $seat }: { $name }, se olet sinä.
web-seat-person = Paikka { $seat }: { $name }.
web-seat-away = Paikka { $seat }: { $name }, ei yhteydessä.
web-seat-free = Paikka { $seat }: vapaa, tietokone pelaa sitä.
web-seat-your-partner = Parisi.
web-seat-your-opponent = Vastustajasi.
web-seat-partner-of = Pelaajan { $name } pari.
web-seat-take = Ota paikka { $seat }
web-start = Aloita peli
web-start-note = Tietokoneet pelaavat vapaita paikkoja.
web-wait-start = Peli alkaa, kun { $name } aloittaa sen.
web-started = Peli on alkanut.
web-started-without-you = Tämän pöydän peli alkoi ennen kuin otit paikan; tietokoneet pelaavat vapaita paikkoja. Avaa oma pöytä tai pyydä paikkaa seuraavaan peliin.
web-to-lobby = Takaisin aulaan
web-seat-now-taken = { $name } istuutuu paikalle { $seat }.

## Piirretty pöytä näkeville pelaajille: samat tiedot kuin viesteissä

web-table-you = Sinä
web-table-partner = Pari
web-table-opponent = Vastustaja
web-table-to-move = Vuorossa
web-table-winning = Voittamassa
web-table-blind-played = sokkona
web-table-cards-left = Kortteja: { $count }
web-table-stock = Pakka: { $count }
web-table-points = Pisteet tässä jaossa: te { $own }, vastustajat { $other }
# $target: mikä voittaa pelin
web-table-scores-sticks = Puikot: te { $own }, vastustajat { $other }; ensimmäinen, jolla on { $target }, voittaa
web-table-scores-points = Yhteispisteet: te { $own }, vastustajat { $other }; ensimmäinen, jolla on { $target }, voittaa
# Pelin seuraaminen: puolueet pelaajiensa nimillä ($own_team: "Anna ja Carl") ja kuka pelaa kenen kanssa
web-table-points-watching = Pisteet tässä jaossa: { $own_team } { $own }, { $other_team } { $other }
web-table-scores-sticks-watching = Puikot: { $own_team } { $own }, { $other_team } { $other }; ensimmäinen, jolla on { $target }, voittaa
web-table-scores-points-watching = Yhteispisteet: { $own_team } { $own }, { $other_team } { $other }; ensimmäinen, jolla on { $target }, voittaa
web-table-partner-named = Pari: { $name }
web-table-hand-watching = Seuraat peliä: pelaajien kädet eivät näy
web-table-led = aloitti
web-table-took-mark = Vie tikin
web-table-hand = Kätesi
# Käden paikalla, kun peli on päättynyt.
web-table-game-over = Peli on päättynyt
web-table-play-blind = Pelaa sokkona pakan päällimmäinen kortti
web-table-hint = Vinkki
web-rank-ten = 10
web-rank-jack = J
web-rank-queen = Q
web-rank-king = K
web-rank-ace = A

## Ääni ja sivun oma puheääni

web-sound-heading = Ääni ja puheääni
web-sound = Äänet
web-sound-volume = Äänitehosteiden voimakkuus
web-voice = Lue ääneen selaimen omalla puheäänellä (pelaajille, joilla ei ole ruudunlukijaa)

## Pöytä: palvelin kertoo, mitä tapahtuu; sivulla ovat näppäimet ja käsi

web-table-label = Korttipöytä
web-table-caption = Korttipöytä: kun kohdistus on tässä, näppäimet pelaavat, F1 luettelee ne. Kosketusnäytöllä napauta yllä olevia kortteja.
web-hand-none = Kädessäsi ei ole kortteja
web-howto-heading = Näin pelaat ruudunlukijalla
web-howto-keys = Korttipöytä käyttää päätepelin näppäimiä, kun kohdistus on siinä: nuolet käyvät kätesi läpi, Enter pelaa kortin, jonka kohdalla olet, F1 luettelee kulloinkin toimivat näppäimet. Vaihto+sarkain poistuu pöydästä. Kaikki sanottu jää alla oleviin viesteihin. Kauttaviiva avaa keskustelukentän: Enter lähettää rivin, Esc palaa pöytään.
web-howto-orca = Orca: siirry sarkaimella korttipöytään, niin Orca kytkee vuorovaikutustilan päälle itse ja näppäimet tavoittavat pöydän.
web-howto-nvda = NVDA: pöytä kytkee vuorovaikutustilan päälle itse. Jos näppäimet eivät tavoita sitä, paina NVDA+välilyönti.
web-howto-jaws = JAWS: pöytä kytkee lomaketilan päälle itse. Jos näppäimet eivät tavoita sitä, paina Enteriä pöydän kohdalla.
web-howto-voiceover = VoiceOver Macissa: kytke pikaselaus pois (vasen ja oikea nuoli yhtä aikaa) ja pelaa sitten näppäimillä.
web-howto-sections = Vaihto+R avaa säännöt, v valmentajan läpikäynnin jaon jälkeen, o asetukset. Kukin avautuu osana sivua, otsikoineen, luettavaksi ruudunlukijasi tavallisilla näppäimillä. Esc palaa pöytään.
web-howto-mobile = VoiceOver iPhonessa tai iPadissa, TalkBack Androidissa: pyyhkäise kätesi korttiin ja kaksoisnapauta sitä pelataksesi sen; viestit luetaan sitä mukaa kuin ne tulevat. Kun näppäimistö on kytketty, näppäimet toimivat kuten yllä.

## Keskustelu pöydässä: tekstinä kirjoitettu rivi, sanotaan kaikille istuville

web-chat = Keskusteluviesti
web-chat-send = Lähetä
web-chat-empty = Kirjoita ensin jotain ja lähetä se sitten.
# Esc keskustelukentässä: rivi hylätään, kuten päätteen Esc peruu keskustelurivin.
web-chat-cancelled = Keskustelu peruttu, mitään ei lähetetty.
web-chat-not-sent = Ei lähetetty: yhteys on katkennut. Viesti jää kenttään, kunnes olet taas pöydässä.

## Sivun luettavat osiot: säännöt, valmentajan läpikäynti, asetukset

web-rules = Säännöt
web-rules-unavailable = Sääntöjä ei voitu ladata. Yritä hetken päästä uudelleen.
web-back-to-table = Takaisin pöytään
web-back = Takaisin
web-review = Jaon läpikäynti
web-next-deal = Seuraava jako
# Pelin jälkeen pöydän avanneelle: uusi peli tässä pöydässä.
web-new-game = Uusi peli
web-options = Asetukset

## Huone: avoimet pöydät, ketkä ovat paikalla, huoneen keskustelu

web-room-heading = Huone
web-room-note = Tapaa muita pelaajia: katso avoimet pöydät, istu pöytään tai seuraa peliä, ja keskustele.
web-room-enter = Tule huoneeseen
web-room-leave = Poistu huoneesta
web-room-entered = Olet huoneessa nimellä { $name }.
web-room-tables = Avoimet pöydät
web-room-no-tables = Yhtään julkista pöytää ei ole auki. Avaa pöytä alla, niin kaikki huoneessa näkevät sen.
web-room-table = Pelaajan { $opener } pöytä
web-room-table-code = Pöytä { $code }
web-room-entry = { $table }: { $people }. Vapaita paikkoja: { $free }. Säännöt: { $rules }; tietokoneet: { $level }. { $state }.
web-room-entry-watchers = Katsojia: { $count }.
web-room-entry-langs = Kielet: { $langs }.
web-room-nobody = kukaan ei istu
web-room-waiting = Odottaa alkua
web-room-playing = Peli käynnissä
web-room-over = Peli päättynyt
web-room-sit = Istu pöytään: { $table }
web-room-watch = Seuraa peliä: { $table }
web-room-people = Ketkä ovat täällä
web-room-mute = Mykistä { $name }
web-room-you = { $name }, se olet sinä
web-room-chat = Huoneen keskustelu
web-room-line = Viesti huoneeseen
web-room-send = Lähetä huoneeseen
web-room-said = { $name }: { $text }
web-room-news-opened = Avattuja pöytiä: { $count }.
web-room-news-closed = Suljettuja pöytiä: { $count }.
web-room-news-came = Tuli huoneeseen: { $names }.
web-room-news-went = Lähti huoneesta: { $names }.
web-room-news-here = Nyt { $line }
web-room-muted = Et enää kuule viestejä, jotka { $name } lähettää.
web-room-unmuted = Kuulet taas viestit, jotka { $name } lähettää.
web-public = Näytä tämä pöytä huoneessa, jotta kuka tahansa voi istua siihen tai seurata peliä
web-watching-heading = Seuraat pöydän { $code } peliä
web-unwatch = Lopeta seuraaminen
web-watchable = Salli muiden seurata tämän pöydän peliä
