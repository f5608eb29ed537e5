## Puhe- ja äänituloste: ilmoitukset pelin aikana ja `ristikontra doctor`.

## Miksi tämä tulostuskanava valittiin

output-reason-off = Puhe on pois päältä.
output-reason-text = Tuloste on tekstiä, kuten on asetettu.
output-reason-voice = Peli puhuu omalla puheäänellään.
output-reason-screenreader = Tuloste kulkee ruudunlukijan kautta, kuten on asetettu.
output-reason-reader-found = { $reader } on käynnissä. Tuloste kulkee ruudunlukijan kautta.
output-reason-no-reader-voice = Ruudunlukijaa ei löytynyt. Peli puhuu omalla puheäänellään.
output-no-reader = Ruudunlukijaa ei löytynyt.
output-reason-no-engine = Puhesyntetisaattoria ei ole asennettu, joten tuloste on tekstiä.
output-reason-no-audio = Äänilaitetta ei ole käytettävissä, joten tuloste on tekstiä.

## Tulostuskanava lakkaa toimimasta pelin aikana

output-reader-no-speech = Ruudunlukijaan ei saada yhteyttä: { $engine } ei tuota puhetta.
output-failed-screenreader = Ruudunlukija lakkasi vastaamasta.
output-failed-voice = Pelin oma puheääni ei toimi.
output-failed-text = Tekstituloste ei toimi.
output-failed-off = Tuloste ei toimi.
output-failed-sound = Äänet eivät toimi. Peli jatkuu ilman niitä.
output-now-screenreader = Tuloste kulkee nyt ruudunlukijan kautta.
output-now-voice = Peli puhuu nyt omalla puheäänellään.
output-now-voice-other = Peli jatkaa toisella puheäänistään.
output-now-text = Tuloste on nyt pelkkää tekstiä.
output-now-off = Puhe on nyt pois päältä.

## Tulostuskanavien nimet

output-channel-screenreader = ruudunlukija
output-channel-voice = pelin oma puheääni
output-channel-text = teksti
output-channel-off = pois

# Sanotaan (kuulumattomasti) käynnistyksessä sen toteamiseksi, että puhemoottori todella puhuu tätä kieltä.
output-probe = Kyllä.

## ristikontra doctor

output-doctor-help = Tarkistaa ruudunlukijan, puheäänet ja äänen ja näyttää, mitä tulostetta peli käyttää.
output-doctor-lang-help = tulosteen kieli
output-doctor-write-wav-help = kirjoita esimerkkilause pelin omalla puheäänellä tähän WAV-tiedostoon
output-doctor-speak-help = sano esimerkkilause myös ääneen
output-doctor-unknown-lang = Kieltä ”{ $requested }” ei ole saatavilla. Peli käyttää sen sijaan kieltä { $language }. Kielet: { $choices }.
output-doctor-title = Ristikontra: puheen ja äänen tarkistus
output-doctor-reader-found = Ruudunlukija: { $reader } on käynnissä.
output-doctor-reader-none = Ruudunlukija: ei löytynyt.
output-doctor-engines = Puhesynteesi: { $engines }
output-doctor-engines-none = Puhesynteesi: ei asennettu (pyttsx3 tai espeak-ng puuttuu).
output-doctor-voices = Puheäänet ({ $language }): { $voices }
output-doctor-voices-none = ei yhtään
output-doctor-own-voice = Pelin oma puheääni: { $voice } ({ $engine }).
output-doctor-audio-ok = Äänentoisto: toimii ({ $device }).
output-doctor-audio-none = Äänentoisto: äänilaitetta ei ole käytettävissä.
output-doctor-sounds = Äänet: { $found }/{ $total ->
    [one] { $total } äänitiedostosta
   *[other] { $total } äänitiedostosta
} löytyy.
output-doctor-channel = Tulostuskanava: { $channel } ({ $engine }).
output-doctor-channel-plain = Tulostuskanava: { $channel }.
output-doctor-reason = Syy: { $reason }
output-doctor-sample = Tervetuloa Ristikontraan. Pelaat vastapäätä istuvan parisi kanssa kahta vastustajaa vastaan.
output-doctor-wav-written = Esimerkkilause kirjoitettiin puheäänellä "{ $voice }" tiedostoon { $path } ({ $seconds ->
    [one] { $seconds } sekunti
   *[other] { $seconds } sekuntia
}).
output-doctor-wav-failed = WAV-tiedostoa ei voitu luoda: mikään puhesyntetisaattori ei toimi täällä.
output-doctor-wav-unwritable = Tiedostoa { $path } ei voitu kirjoittaa.
output-doctor-speaking = Sanotaan esimerkkilause …
output-doctor-speak-text = Täällä ei ole kuuluvaa tulostetta; esimerkkilause näkyy tekstinä:
output-doctor-failed = Epäonnistui tarkistuksen aikana: { $what }

## Pistenäyttö lakkaa toimimasta pelin aikana (puhe jatkuu)

output-failed-braille = Pistenäyttö ei saa enää tulostetta. Puhe jatkuu.

# Vikailmoitusten loki ja seuraava askel.
output-doctor-log = Vikailmoitusten lokitiedosto: { $path }
output-doctor-log-none = Vikailmoitusten lokitiedostoa ei ole: kansioon { $folder } ei voi kirjoittaa ({ $reason }). Peli toimii ilman sitä.
output-doctor-next-ready-reader = Seuraava askel: kaikki toimii. Käynnistä peli komennolla: { $play }
output-doctor-next-ready-voice = Seuraava askel: kaikki toimii, peli puhuu omalla puheäänellään. Käynnistä se komennolla: { $play }
output-doctor-next-install-espeak = Seuraava askel: asenna pelin omaa puheääntä varten espeak-ng: sudo apt install espeak-ng. Tai käynnistä komennolla { $play } --speech text ja anna ruudunlukijasi lukea rivit.
output-doctor-next-no-voice = Seuraava askel: mikään puheääni ei puhu tätä kieltä ({ $language }); asenna espeak-ng, jossa sellainen on: sudo apt install espeak-ng. Tai käynnistä komennolla { $play } --speech text.
output-doctor-next-no-audio = Seuraava askel: mikään äänilaite ei toimi, joten pelin omaa puheääntä ei kuule. Tarkista, että äänikortti on kytketty ja että PulseAudio tai PipeWire on käynnissä; siihen asti käynnistä komennolla { $play } --speech text ja anna ruudunlukijasi lukea rivit.
output-doctor-next-text = Seuraava askel: käynnistä komennolla { $play } --speech text ja anna ruudunlukijasi lukea rivit.
output-doctor-next-failed = Seuraava askel: jokin osa epäonnistui tarkistuksen aikana. Käynnistä komennolla { $play } --speech text pelataksesi nyt, ja liitä lokitiedosto vikailmoitukseen.
output-doctor-next-orca = Käytätkö Orcaa? Se puhuu speech-dispatcherin kautta, jota ei ole asennettu: sudo apt install speech-dispatcher speech-dispatcher-espeak-ng

# Jokainen kokeiltu reitti puheeseen, järjestyksessä.
output-doctor-routes = Reitit puheeseen siinä järjestyksessä, jossa niitä kokeiltiin:
output-doctor-route = { $number }. { $route }: { $status } { $braille }
output-route-chosen = valittu.
output-route-fallback = valmiina, käytetään, jos edellinen pettää.
output-route-failed = kokeiltu alussa, mutta ei tuota puhetta.
output-route-not-running = ei käynnissä.
output-route-not-installed = ei asennettu.
output-route-no-answer = ei latautunut tai ei vastannut ajoissa.
output-route-not-here = ei käytössä tässä järjestelmässä.
output-route-not-needed = ei tarpeen: mikään sen kautta puhuva ruudunlukija ei ole käynnissä.
output-route-replaced = ei tarpeen: edellinen reitti tavoittaa saman palvelun.
output-route-no-audio = ei äänilaitetta.
output-route-always = aina käytettävissä, viimeinen keino.
output-route-braille-yes = Pistekirjoitus onnistuu.
output-route-braille-no = Ei pistekirjoitusta.
output-route-braille-off = Pistekirjoitus onnistuisi, mutta se on pois asetuksista.
