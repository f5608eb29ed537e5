## Sprach- und Klangausgabe: Hinweise während des Spiels und `ristikontra doctor`.

## Warum dieser Ausgabekanal gewählt wurde

output-reason-off = Die Sprachausgabe ist ausgeschaltet.
output-reason-text = Die Ausgabe erfolgt als Text, wie eingestellt.
output-reason-voice = Das Spiel spricht mit seiner eigenen Stimme.
output-reason-screenreader = Die Ausgabe erfolgt über den Screenreader, wie eingestellt.
output-reason-reader-found = { $reader } läuft. Die Ausgabe erfolgt über den Screenreader.
output-reason-no-reader-voice = Kein Screenreader gefunden. Die Ausgabe erfolgt über die eigene Stimme des Spiels.
output-no-reader = Kein Screenreader gefunden.
output-reason-no-engine = Es ist keine Sprachsynthese installiert, deshalb erfolgt die Ausgabe als Text.
output-reason-no-audio = Es ist kein Audiogerät verfügbar, deshalb erfolgt die Ausgabe als Text.

## Ein Ausgabekanal fällt während des Spiels aus

output-reader-no-speech = Der Screenreader ist nicht erreichbar: { $engine } gibt keine Sprache aus.
output-failed-screenreader = Der Screenreader reagiert nicht mehr.
output-failed-voice = Die eigene Stimme des Spiels funktioniert nicht.
output-failed-text = Die Textausgabe funktioniert nicht.
output-failed-off = Die Ausgabe funktioniert nicht.
output-failed-sound = Die Klänge funktionieren nicht. Das Spiel läuft ohne Klänge weiter.
output-now-screenreader = Die Ausgabe erfolgt jetzt über den Screenreader.
output-now-voice = Die Ausgabe erfolgt jetzt über die eigene Stimme des Spiels.
output-now-voice-other = Das Spiel spricht jetzt mit einer anderen Stimme weiter.
output-now-text = Die Ausgabe erfolgt jetzt nur noch als Text.
output-now-off = Die Sprachausgabe ist jetzt aus.

## Namen der Ausgabekanäle

output-channel-screenreader = Screenreader
output-channel-voice = eigene Stimme des Spiels
output-channel-text = Text
output-channel-off = aus

# Beim Start (ungehört) gesagt: so zeigt sich, dass eine Sprachsynthese diese Sprache wirklich spricht.
output-probe = Ja.

## ristikontra doctor

output-doctor-help = Prüft Screenreader, Stimmen und Klang und zeigt, welche Ausgabe das Spiel verwendet.
output-doctor-lang-help = Sprache der Ausgabe
output-doctor-write-wav-help = einen Beispielsatz mit der eigenen Stimme des Spiels in diese WAV-Datei schreiben
output-doctor-speak-help = den Beispielsatz auch vorlesen
output-doctor-unknown-lang = Die Sprache „{ $requested }“ ist nicht verfügbar. Das Spiel verwendet stattdessen { $language }. Sprachen: { $choices }.
output-doctor-title = Ristikontra: Prüfung von Sprachausgabe und Klang
output-doctor-reader-found = Screenreader: { $reader } läuft.
output-doctor-reader-none = Screenreader: keiner gefunden.
output-doctor-engines = Sprachsynthese: { $engines }
output-doctor-engines-none = Sprachsynthese: keine installiert (pyttsx3 oder espeak-ng fehlt).
output-doctor-voices = Stimmen für { $language }: { $voices }
output-doctor-voices-none = keine
output-doctor-own-voice = Eigene Stimme des Spiels: { $voice } ({ $engine }).
output-doctor-audio-ok = Audioausgabe: funktioniert ({ $device }).
output-doctor-audio-none = Audioausgabe: kein Audiogerät verfügbar.
output-doctor-sounds = Klänge: { $found } von { $total ->
    [one] einer Klangdatei
   *[other] { $total } Klangdateien
} vorhanden.
output-doctor-channel = Ausgabekanal: { $channel } ({ $engine }).
output-doctor-channel-plain = Ausgabekanal: { $channel }.
output-doctor-reason = Begründung: { $reason }
output-doctor-sample = Willkommen bei Ristikontra. Du spielst mit deinem Partner gegenüber gegen zwei Gegner.
output-doctor-wav-written = Beispielsatz mit der Stimme „{ $voice }“ in { $path } geschrieben ({ $seconds ->
    [one] { $seconds } Sekunde
   *[other] { $seconds } Sekunden
}).
output-doctor-wav-failed = Die WAV-Datei konnte nicht erstellt werden: Keine Sprachsynthese funktioniert hier.
output-doctor-wav-unwritable = Die Datei { $path } konnte nicht geschrieben werden.
output-doctor-speaking = Der Beispielsatz wird vorgelesen …
output-doctor-speak-text = Es gibt hier keine hörbare Ausgabe; der Beispielsatz erscheint als Text:
output-doctor-failed = Während der Prüfung ist ausgefallen: { $what }

## Die Braillezeile fällt während des Spiels aus (die Sprachausgabe läuft weiter)

output-failed-braille = Die Braillezeile bekommt keine Ausgabe mehr. Die Sprachausgabe läuft weiter.

# Das Protokoll für Fehlerberichte und der nächste Schritt (Issue 13).
output-doctor-log = Protokolldatei für Fehlerberichte: { $path }
output-doctor-log-none = Keine Protokolldatei für Fehlerberichte: In den Ordner { $folder } kann nicht geschrieben werden ({ $reason }). Das Spiel läuft auch ohne sie.
output-doctor-next-ready-reader = Nächster Schritt: Alles funktioniert. Starte das Spiel mit: { $play }
output-doctor-next-ready-voice = Nächster Schritt: Alles funktioniert, das Spiel spricht mit seiner eigenen Stimme. Starte es mit: { $play }
output-doctor-next-install-espeak = Nächster Schritt: Für die eigene Stimme des Spiels installiere espeak-ng: sudo apt install espeak-ng. Oder starte mit { $play } --speech text und lass deinen Screenreader die Zeilen vorlesen.
output-doctor-next-no-voice = Nächster Schritt: Keine Stimme spricht { $language }; installiere espeak-ng, das eine hat: sudo apt install espeak-ng. Oder starte mit { $play } --speech text.
output-doctor-next-no-audio = Nächster Schritt: Kein Audiogerät funktioniert, daher ist die eigene Stimme des Spiels nicht zu hören. Prüfe, ob die Soundkarte angeschlossen ist und PulseAudio oder PipeWire läuft; bis dahin starte mit { $play } --speech text und lass deinen Screenreader die Zeilen vorlesen.
output-doctor-next-text = Nächster Schritt: Starte mit { $play } --speech text und lass deinen Screenreader die Zeilen vorlesen.
output-doctor-next-failed = Nächster Schritt: Bei der Prüfung ist ein Teil ausgefallen. Starte mit { $play } --speech text, um gleich zu spielen, und hänge die Protokolldatei an einen Fehlerbericht an.
output-doctor-next-orca = Du nutzt Orca? Orca spricht über speech-dispatcher, und das ist nicht installiert: sudo apt install speech-dispatcher speech-dispatcher-espeak-ng

# Jeder Weg zur Sprachausgabe, der versucht wurde, in Reihenfolge (Issue 30).
output-doctor-routes = Wege zur Sprachausgabe, in der Reihenfolge, in der sie versucht wurden:
output-doctor-route = { $number }. { $route }: { $status } { $braille }
output-route-chosen = gewählt.
output-route-fallback = bereit, falls der Weg davor ausfällt.
output-route-failed = beim Start versucht, gibt aber keine Sprache aus.
output-route-not-running = läuft nicht.
output-route-not-installed = nicht installiert.
output-route-no-answer = lädt nicht oder antwortet nicht rechtzeitig.
output-route-not-here = auf diesem System nicht verwendet.
output-route-not-needed = nicht nötig: kein Screenreader läuft, der darüber spricht.
output-route-replaced = nicht nötig: der Weg davor erreicht denselben Dienst.
output-route-no-audio = kein Audiogerät.
output-route-always = immer vorhanden, der letzte Ausweg.
output-route-braille-yes = Kann Braille ausgeben.
output-route-braille-no = Keine Brailleausgabe.
output-route-braille-off = Kann Braille ausgeben, in den Optionen ausgeschaltet.
