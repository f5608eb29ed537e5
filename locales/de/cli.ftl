# Meldungen von `ristikontra simulate` auf der Kommandozeile.

cli-unknown-language = Die Sprache „{ $requested }“ gibt es nicht; es geht auf { $language } weiter. Sprachen: { $choices }.
cli-bad-option = ristikontra simulate: { $detail }
cli-count-too-small = ristikontra simulate: --games und --deals brauchen eine Zahl ab 1.
cli-log-unwritable = ristikontra simulate: Das Protokoll „{ $path }“ lässt sich nicht schreiben: { $reason }
sim-summary-head = { $deals ->
    [one] Eine Runde
   *[other] { $deals } Runden
}, Startwert { $seed }: { $team0 } (Team 0) gegen { $team1 } (Team 1).
sim-point-diff = { $pairs ->
    [yes] Augendifferenz je Rundenpaar: { $sign }{ NUMBER($mean, minimumFractionDigits: 2, maximumFractionDigits: 2) } ± { NUMBER($ci, minimumFractionDigits: 2, maximumFractionDigits: 2) }.
   *[no] Augendifferenz je Runde: { $sign }{ NUMBER($mean, minimumFractionDigits: 2, maximumFractionDigits: 2) } ± { NUMBER($ci, minimumFractionDigits: 2, maximumFractionDigits: 2) }.
}
sim-point-diff-single = { $pairs ->
    [yes] Augendifferenz des Rundenpaars: { $sign }{ NUMBER($mean, minimumFractionDigits: 2, maximumFractionDigits: 2) }.
   *[no] Augendifferenz der Runde: { $sign }{ NUMBER($mean, minimumFractionDigits: 2, maximumFractionDigits: 2) }.
}
sim-deals-won = Gewonnene Runden: { $wins0 } zu { $wins1 }, { $ties ->
    [0] kein Unentschieden.
    [one] ein Unentschieden.
   *[other] { $ties } Unentschieden.
}

# Die Kommandozeile als Ganzes: Hilfe, die Meldungen von argparse, Pfade, die der Spieler angibt.
cli-description = Ristikontra, das finnische Partnerkartenspiel, für Tastatur und Ohr.
cli-usage-play = ristikontra [play] [OPTIONEN]
cli-command-play = Ein Spiel an der Tastatur spielen (die Vorgabe)
cli-command-simulate = Computerspieler ganze Spiele spielen lassen und das Protokoll schreiben
cli-command-doctor = Sprachausgabe, Screenreader und Klang prüfen
cli-command-online = An einem Tisch auf einem Server spielen
cli-command-serve = Einen Server für das Onlinespiel betreiben
cli-command-web = Im Webbrowser spielen, gegen Computer oder mit Freunden
cli-commands-epilog = Befehle:
      play       { cli-command-play }
      simulate   { cli-command-simulate }
      doctor     { cli-command-doctor }
      serve      { cli-command-serve }
      online     { cli-command-online }
      web        { cli-command-web }
    „ristikontra BEFEHL --help“ zeigt die Optionen eines Befehls; ohne Befehl beginnt das Spiel.
cli-metavar-seconds = SEKUNDEN
cli-metavar-path = PFAD
cli-help-play-lang = Sprache des Spiels (Vorgabe: gespeichert oder die des Systems)
cli-help-play-speech = wohin die Sprache geht: Screenreader, eigene Stimme, nur Text oder nirgendwohin
cli-help-play-sound = keine Klänge
cli-help-play-verbosity = wie viel das Spiel sagt
cli-help-play-rules = Regelwerk: sticks (7 Zählstäbchen), total (120), short (60)
cli-help-play-target = Punkte oder Zählstäbchen, mit denen das Spiel gewonnen ist
cli-help-play-dirty = das schmutzige Spiel spielen
cli-help-play-fourth-king = kein König mehr von der Hand nach dem dritten, solange der Stapel reicht
cli-help-play-blind = nicht ins Schwarze spielen (keine Karte ungesehen vom Stapel)
cli-help-play-lead-limit = wie oft ein Rang nacheinander ausgespielt werden darf, bevor er gesperrt ist (0: ohne Grenze)
cli-help-play-level = Spielstärke der Computerspieler
cli-help-play-seed = ein wiederholbares Spiel spielen
cli-help-play-ai-delay = Pause vor jedem Zug des Computers, { $min } bis { $max } Sekunden (z. B. 0,3 oder 1)
cli-help-play-resume = das gespeicherte Spiel fortsetzen
cli-help-play-log = die Ereignisse des Spiels als JSON-Zeilen nach PFAD schreiben (der Ordner muss existieren)
cli-help-simulate-games = N ganze Spiele spielen (Vorgabe 1)
cli-help-simulate-deals = nach insgesamt N Runden aufhören (ein Spiel kann dabei abgebrochen werden)
cli-help-simulate-seed = Startwert für alles (Vorgabe: ein zufälliger)
cli-help-simulate-rules = Regelwerk (Vorgabe sticks)
cli-help-simulate-target = Zählstäbchen oder Punkte, mit denen das Spiel gewonnen ist
cli-help-simulate-dirty = das schmutzige Spiel spielen (mit der Regel vom vierten König)
cli-help-simulate-blind = nicht ins Schwarze spielen (keine Karte ungesehen vom Stapel)
cli-help-simulate-lead-limit = Ausspielgrenze: 3 (Vorgabe), 2 oder 0 (aus)
cli-help-simulate-fourth-king = kein König mehr von der Hand nach dem dritten, solange der Stapel reicht
cli-help-simulate-team0 = Stärke der Plätze 0 und 2 (Vorgabe basic)
cli-help-simulate-team1 = Stärke der Plätze 1 und 3 (Vorgabe basic)
cli-help-simulate-partner0 = Stärke von Platz 2, wenn sie von --team0 abweicht
cli-help-simulate-partner1 = Stärke von Platz 3, wenn sie von --team1 abweicht
cli-help-simulate-seat-levels = Stärken der Plätze 0 bis 3, durch Kommas getrennt
cli-help-simulate-duplicate = jedes Spiel zweimal spielen, mit getauschten Teams
cli-help-simulate-log = jedes Ereignis als JSON-Zeilen nach PFAD schreiben (eine vorhandene Datei bleibt, außer mit --append oder --overwrite)
cli-help-simulate-append = an das Protokoll anhängen, wenn PFAD existiert
cli-help-simulate-overwrite = das Protokoll ersetzen, wenn PFAD existiert
cli-help-simulate-json = eine Zusammenfassung als ein JSON-Objekt auf die Standardausgabe schreiben
cli-help-simulate-narrate = ausgeben, was der Spieler auf Platz 0 hören würde
cli-help-simulate-lang = Sprache der Erzählung und der Meldungen (Vorgabe: die des Systems)
cli-help-simulate-verbosity = Ausführlichkeit der Erzählung (Vorgabe normal)
cli-target-whole = keine ganze Zahl: { $value }
cli-port-range = der Port muss eine ganze Zahl von { $min } bis { $max } sein
cli-port-number = keine Portnummer: { $value }
cli-target-range = das Ziel muss zwischen 1 und { $max } liegen
cli-delay-number = keine Anzahl Sekunden: { $value }
cli-delay-range = die Pause muss zwischen 0 und { $max } Sekunden liegen
cli-log-refused = ristikontra: Das Protokoll „{ $path }“ lässt sich nicht schreiben: { $reason }
cli-path-is-folder = das ist ein Ordner, keine Datei.
cli-path-no-folder = den Ordner „{ $folder }“ gibt es nicht; lege ihn zuerst an oder wähle einen anderen Pfad.
cli-path-denied = dort darfst du nicht schreiben.
cli-path-read-only = das Dateisystem dort ist schreibgeschützt.
cli-path-full = das Gerät ist voll.
cli-path-no-reader = aus dieser Pipe liest niemand.
cli-path-exists = die Datei gibt es schon; --append hängt an, --overwrite ersetzt sie.
cli-path-failed = { $reason }.
cli-no-output = ristikontra: Die Standardausgabe ist geschlossen; es gibt keinen Ort zum Schreiben.
# Die Wörter von argparse; %(…)s und %s setzt argparse ein, sie müssen bleiben, wie sie sind.
cli-ap-usage = Aufruf:{" "}
cli-ap-positionals = Argumente
cli-ap-options = Optionen
cli-ap-help = diese Hilfe zeigen und beenden
cli-ap-version = die Version des Programms zeigen und beenden
cli-ap-argument = Argument %(argument_name)s: %(message)s
cli-ap-invalid-choice = ungültige Wahl: %(value)r (möglich sind %(choices)s)
cli-ap-invalid-value = ungültiger Wert: %(value)r
cli-ap-expected-one = erwartet einen Wert
cli-ap-expected-at-most-one = erwartet höchstens einen Wert
cli-ap-expected-at-least-one = erwartet mindestens einen Wert
cli-ap-expected-n = erwartet %s Werte
cli-ap-unrecognized = unbekannte Argumente: %s
cli-ap-required = diese Argumente fehlen: %s
cli-ap-one-required = eines der Argumente %s wird gebraucht
cli-ap-error = %(prog)s: Fehler: %(message)s
cli-ap-ambiguous = mehrdeutige Option: %(option)s kann %(matches)s bedeuten
cli-ap-not-allowed = nicht zusammen mit %s erlaubt
cli-ap-ignored-explicit = ausdrücklich angegebenes Argument %r wird übergangen
cli-ap-command = BEFEHL
cli-metavar-target = N
cli-metavar-seed = N
cli-epilog-simulate =
    Stärken: random, basic, strong, expert (die schwächste zuerst).
    Spieler: --team0/--team1 geben beiden Plätzen eines Teams eine Stärke (Plätze 0+2 sind
    Team 0, Plätze 1+3 Team 1); --partner0/--partner1 ändern den Partnerplatz (2 oder 3) für
    ein gemischtes Team; --seat-levels L0,L1,L2,L3 legt alle vier Plätze auf einmal fest und
    geht den anderen vor.
    Duplikat: Jedes Spiel wird mit denselben Karten und Startwerten noch einmal gespielt, die
    Stärken der Plätze 0<->1 und 2<->3 getauscht; die Augendifferenz ist dann der Mittelwert
    über die Rundenpaare, aus Sicht der team0-Spieler. --deals zählt mit --duplicate Paare; die
    zweite Kopie eines Spiels spielt höchstens so viele Runden wie die erste, und eine Runde
    ohne ihr Paar zählt bei deals und deal_wins mit, nicht aber bei point_diff.
    Suchende Stärken (strong, expert) spielen hier nur nach ihrem Stichprobenbudget, ohne die
    Uhr, die sie im Spiel nutzen; so ergibt ein Startwert immer dieselben Spiele; move_ms
    zeigt die gebrauchte Zeit.
    Das Protokoll enthält jedes Ereignis jedes Spiels der Reihe nach, ein JSON-Objekt pro
    Zeile; jedes Spiel beginnt mit seiner eigenen Zeile game_started. Ein vorhandenes Protokoll
    bleibt erhalten: --append hängt an, --overwrite ersetzt es.
cli-path-why = Grund: { $reason }
cli-path-cannot-create = in diesem Ordner lässt sich keine Datei anlegen.
cli-seat-levels-bad = --seat-levels braucht vier von { $levels }, zum Beispiel basic,strong,basic,strong

## `ristikontra online`
cli-help-online-action = create: einen neuen Tisch eröffnen; join: sich mit dem Code an einen Tisch setzen; room: in den Raum gehen, in dem die offenen Tische stehen und man Spielen zuschauen kann
cli-help-online-code = der Code des Tisches, z. B. „482 915“ (für join)
cli-help-online-server = der Server, ws://Rechner:Port oder wss://Rechner:Port
cli-help-online-name = dein Name am Tisch
cli-help-online-seat = der Platz, 1 bis 4, gezählt wie in der Platzwahl (join; ohne die Angabe wählst du einen der freien Plätze an der Tastatur)
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

## Die Statuszeile und das Protokoll für Fehlerberichte (Issue 13)
cli-help-play-live-line = keine Statuszeile (deine Hand) am unteren Rand des Terminals
cli-help-online-live-line = { cli-help-play-live-line }
cli-help-play-braille = nichts auf die Braillezeile (die Sprache bleibt)
cli-help-online-braille = { cli-help-play-braille }
cli-crashed = In Ristikontra ist ein Fehler aufgetreten; das Spiel musste beendet werden. Die Einzelheiten stehen in der Protokolldatei { $path }; bitte hänge sie an einen Fehlerbericht an.
cli-crashed-no-log = In Ristikontra ist ein Fehler aufgetreten; das Spiel musste beendet werden. Es konnte keine Protokolldatei geschrieben werden; { $doctor } sagt, warum.

# `ristikontra web`: ein eigener Server, im Browser geöffnet.
cli-help-web-port = Port (Vorgabe: ein freier)
cli-help-web-no-browser = nur die Adresse nennen, keinen Browser öffnen
cli-help-web-lang = Sprache der Seite und der Meldungen (Vorgabe: Systemsprache)
cli-web-listening = Ristikontra ist in deinem Browser unter { $url } geöffnet (falls kein Browser aufgegangen ist, öffne diese Adresse selbst). Steuerung+C beendet den Server; deine Tische warten bis zum nächsten Start.
cli-web-listening-no-browser = Der Ristikontra-Server läuft: Öffne { $url } in deinem Browser. Steuerung+C beendet den Server; deine Tische warten bis zum nächsten Start.
cli-web-stopped = Der Ristikontra-Server ist beendet.
cli-web-no-browser = Hier ließ sich kein Webbrowser öffnen. Öffne { $url } in einem Browser.
cli-web-no-browser-running = Hier ließ sich kein Webbrowser öffnen. Der Ristikontra-Server läuft: Öffne { $url } in einem Browser. Steuerung+C beendet den Server; deine Tische warten bis zum nächsten Start.
cli-web-cannot-listen = ristikontra web: kann nicht auf Port { $port } lauschen: { $reason }
cli-web-data-unusable = ristikontra web: der Tischspeicher „{ $path }“ lässt sich nicht verwenden: { $reason }
cli-web-already = Ristikontra läuft schon in deinem Browser; ein neuer Tisch öffnet sich unter { $url }
cli-web-running-elsewhere = ristikontra web: Ein anderer Ristikontra-Server verwendet „{ $path }“, aber seine Adresse lässt sich nicht lesen. Beende ihn, oder öffne die Adresse, die er genannt hat.
