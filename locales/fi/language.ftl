# Tämän kielen oma nimi ja muut kielet suomeksi nimettyinä (uusi kieli locales/-kansiossa
# kulkee oman `language-autonym`-nimensä mukaan, kunnes rivi tässä nimeää sen suomeksi).

language-autonym = Suomi
language-name = { $lang ->
    [de] saksa
    [en] englanti
    [fi] suomi
   *[other] { $autonym }
}
