# Der Spieltisch an der Tastatur: Start, Tasten und Hilfe, Optionen, Spielstände, die Statuszeile.

## Start, Spielstände, Beenden

ui-welcome = Ristikontra. F1 zeigt die Tasten.
ui-unknown-language = Die Sprache „{ $requested }“ gibt es nicht. Es wird auf { $lang } gespielt. Sprachen: { $choices }.
ui-save-found = Es gibt ein gespeichertes Spiel: Runde { $deal }, Stich { $trick }. { $seed ->
    [none] Eingabetaste setzt es fort, n beginnt ein neues.
   *[other] Eingabetaste setzt es mit seinen eigenen Regeln fort, n beginnt das neue Spiel mit Startwert { $seed }.
}
ui-save-broken = Das gespeicherte Spiel war beschädigt und wurde als { $path } beiseitegelegt.
ui-save-newer = Das gespeicherte Spiel stammt von einer neueren Version von Ristikontra und wurde als { $path } beiseitegelegt.
ui-save-behind = Das gespeicherte Spiel ist älter als der Stand beim Beenden: Die späteren Speicherungen ließen sich nicht schreiben (vielleicht war der Datenträger voll), daher ist verloren, was danach gespielt wurde.
# n bei der Frage nach dem gespeicherten Spiel, einmal: noch ist nichts verworfen. $trick ist 0 für eine zu Ende gespielte Runde.
ui-save-confirm-new = Ein neues Spiel ersetzt das gespeicherte Spiel in { $trick ->
        [0] Runde { $deal }
       *[other] Runde { $deal }, Stich { $trick }
    }. Drück noch einmal n für ein neues Spiel oder die Eingabetaste, um das gespeicherte fortzusetzen.
ui-no-save = Es gibt kein gespeichertes Spiel.
ui-save-elsewhere = Das gespeicherte Spiel bleibt bei dem Fenster, das schon läuft, und wird dort fortgesetzt; in diesem Fenster beginnt ein eigenes Spiel.
ui-resumed = Spiel fortgesetzt: Runde { $deal }, Stich { $trick }.
ui-saved-bye = Spiel gespeichert. Auf Wiedersehen.
ui-bye = Auf Wiedersehen.
ui-bye-kept = Das gespeicherte Spiel bleibt erhalten. Auf Wiedersehen.
ui-save-failed = Das Spiel konnte nicht gespeichert werden. Auf Wiedersehen.
ui-save-impossible = Speichern ist nicht möglich; das Spiel wird nicht gesichert.
ui-settings-unsaved = Die Einstellungen lassen sich nicht speichern; sie gelten nur bis zum Beenden.
ui-next-deal-prompt = Mit der Eingabetaste kommt die nächste Runde, mit v der Rückblick auf deine Züge.
ui-play-again-prompt = Eingabetaste oder Leertaste: ein neues Spiel beginnen. Steuerung+Q: beenden.
ui-needs-terminal = Ristikontra wird in einem Terminalfenster gespielt; Ein- und Ausgabe lassen sich nicht umleiten.
ui-no-game = Es läuft kein Spiel.

## Spielen

ui-no-cards = Du hast keine Karten auf der Hand.
ui-edge-first = Erste Karte: { $card }
ui-edge-last = Letzte Karte: { $card }
# $rank_no: "keine Sieben", "kein Ass", "keinen König"
ui-no-rank = Du hast { $rank_no } auf der Hand.
ui-sorted = { $sort ->
    [points] Nach Augen sortiert.
    [drawn] Sortiert wie gezogen.
   *[rank] Nach Rang sortiert.
}
ui-no-tricks-yet = In dieser Runde ist noch kein Stich abgeschlossen.
ui-first-trick = Kein früherer Stich.
ui-back-to-now = Wieder beim laufenden Stich.
ui-history-at-now = Du bist beim laufenden Stich. Pfeil nach oben zeigt frühere Stiche.
ui-nothing-said = Bisher wurde nichts gesagt.
ui-messages-first = Älteste Meldung. { $text }
ui-messages-last = Neueste Meldung. { $text }
# A message read back with Page Up and where it stands: "You play the eight of spades. 12 of 90"
ui-message-at = { $text } { $position } von { $total }
ui-key-unused = Diese Taste ist hier nicht belegt. F1 zeigt die Tasten.
ui-key-one = Die Taste 1 gehört zu keinem Rang: 0 springt zu einer Zehn.
# Dieselbe Antwort gleich noch einmal: kurz, die lange kam eben.
ui-key-again = Hier nicht belegt.
ui-export-empty = In diesem Spiel ist noch nichts geschehen, das sich speichern ließe.
ui-export-done = { $count ->
    [one] Eine Meldung dieses Spiels gespeichert in { $path }
   *[other] { $count } Meldungen dieses Spiels gespeichert in { $path }
}
ui-export-failed = Der Verlauf konnte nicht nach { $path } geschrieben werden.
ui-key-between = Zwischen den Runden gibt es keinen Stich. Die Eingabetaste teilt aus.
ui-key-between-hand = Zwischen den Runden sind keine Karten im Spiel. Die Eingabetaste teilt aus.
ui-key-over = Das Spiel ist vorbei. Die Eingabetaste startet ein neues Spiel, s sagt den Stand, Steuerung+Q beendet.
ui-key-start = Beantworte zuerst die Frage: Die Eingabetaste setzt das gespeicherte Spiel fort, n beginnt ein neues.
ui-key-menu = Die Optionen sind offen. Escape führt zurück an den Tisch.
ui-key-rules = Du liest die Spielregeln. Escape führt zurück an den Tisch.
ui-history-deal-end = Das war der letzte Stich der Runde. Pfeil nach oben zeigt frühere Stiche.

## Hilfe (F1)

help-intro = { $mode ->
    [start] Tasten jetzt:
    [title] Tasten im Startmenü:
    [between] Tasten zwischen den Runden:
    [over] Tasten am Ende des Spiels:
    [menu] Tasten in den Optionen:
    [line] Tasten beim Schreiben einer Zeile:
    [lobby] Tasten bei der Wahl des Platzes:
    [room] Tasten im Raum:
    [rules] Tasten beim Lesen der Spielregeln:
   *[play] Tasten im Spiel:
}
help-line = { $keys }: { $action }.
keys-or = { $first } oder { $last }

key-enter = Eingabetaste
key-space = Leertaste
key-left = Pfeil nach links
key-right = Pfeil nach rechts
key-up = Pfeil nach oben
key-down = Pfeil nach unten
key-home = Pos1
key-end = Ende
key-pageup = Bild auf
key-pagedown = Bild ab
key-escape = Escape
key-tab = Tab
key-f1 = F1
key-f2 = F2
key-ctrl-u = Steuerung+U
key-ctrl-q = Steuerung+Q
key-ctrl-f1 = Steuerung+F1
key-ctrl-z = Steuerung+Z
key-question = Fragezeichen
key-letter = { $letter }
key-shift-letter = Umschalt+{ $letter }
keys-jump-rank = 2 bis 9, 0 oder Umschalt+T für die Zehn, Umschalt+B für Bube, Umschalt+D für Dame, Umschalt+K für König, Umschalt+A für Ass (auch Umschalt+J und Umschalt+Q, und a für Ass, q für Dame)

cmd-resume = das gespeicherte Spiel fortsetzen
cmd-new-game = ein neues Spiel beginnen
cmd-focus-prev = vorige Karte
cmd-focus-next = nächste Karte
cmd-focus-first = erste Karte
cmd-focus-last = letzte Karte
cmd-focus-say = die gewählte Karte nennen, ohne weiterzugehen
cmd-play-focused = die gewählte Karte spielen
cmd-play-blind = ins Schwarze spielen, die oberste Karte vom Stapel
cmd-jump-rank = zu einer Karte dieses Rangs springen, erneut drücken für die nächste
cmd-sort = die Hand nach Rang, nach Augen oder wie gezogen sortieren
cmd-next-deal = die nächste Runde austeilen
cmd-play-again = ein neues Spiel beginnen
cmd-status-hand = deine Hand, nach Rang zusammengefasst
cmd-status-trick = der laufende Stich: wer was gespielt hat und wer vorne liegt
cmd-history-prev = früherer Stich dieser Runde
cmd-history-next = späterer Stich, zurück bis zum laufenden
cmd-status-scores = der Spielstand in einem Satz; gleich noch einmal: Augen, Stiche und was jedes Team noch braucht
cmd-status-stock = Karten im Stapel
cmd-status-turn = wer am Zug ist
cmd-status-dealer = wer diese Runde gegeben hat
cmd-status-seating = wer wo sitzt: dein Partner und die Gegner, mit Namen
cmd-status-seating-watching = wer mit wem spielt: jedes Team mit seinen Spielern
cmd-card-count = die Karten, die du noch nicht gesehen hast, nach Rang gezählt; gleich noch einmal: welche Ränge ganz weg sind
cmd-card-count-rank = für den Rang der Karte, auf der du bist: wie viele noch draußen sind, wie viele du hast und wie viele gespielt sind
cmd-status-rules = die geltenden Regeln
cmd-rules-text = die vollständigen Spielregeln
cmd-repeat = die letzte Meldung wiederholen
cmd-export-history = die Meldungen dieses Spiels als Textdatei speichern und sagen, wo
cmd-messages-back = frühere Meldungen nachlesen; dabei springen Pos1 und Ende zur ältesten und zur neuesten
cmd-messages-forward = in den Meldungen vorwärts lesen
cmd-messages-first = älteste Meldung
cmd-messages-last = neueste Meldung
cmd-silence = Sprachausgabe anhalten
cmd-options = die Optionen öffnen
cmd-menu-prev = vorige Option
cmd-menu-next = nächste Option
cmd-menu-first = erste Option
cmd-menu-last = letzte Option
cmd-menu-less = vorigen Wert wählen
cmd-menu-more = nächsten Wert wählen
cmd-menu-close = die Optionen schließen
cmd-help = die Tasten nennen, die jetzt verfügbar sind
cmd-quit = speichern und beenden
cmd-history-prev-done = früherer Stich der eben gespielten Runde
cmd-history-next-done = späterer Stich der eben gespielten Runde
cmd-quit-over = beenden; das Spiel ist vorbei, es gibt nichts zu speichern
cmd-quit-start = beenden; das gespeicherte Spiel bleibt für das nächste Mal
cmd-suspend = das Spiel im Hintergrund warten lassen; fg in der Shell holt es zurück


## Die Liste von F1 am Tisch: eine Taste nach der anderen

help-list-open = { $mode ->
    [start] Tasten jetzt
    [between] Tasten zwischen den Runden
    [over] Tasten am Ende des Spiels
   *[play] Tasten im Spiel
}, { $count } insgesamt. Mit den Pfeiltasten gehst du sie durch. Drückst du noch einmal F1, hörst du alle auf einmal; Escape schließt die Liste.
# Eine Zeile der Liste und ihre Stelle: "Eingabetaste oder Leertaste: die gewählte Karte spielen. 1 von 26"
help-list-line = { $line } { $position } von { $total }
help-list-top = Das ist die erste Taste.
help-list-end = Das war die letzte Taste. F1 sagt alle auf einmal, Escape schließt die Liste.
# Das Ende einer Liste noch einmal, ihr ganzer Satz eben gehört (die Tastenliste, die Rückschau).
ui-list-top = Anfang der Liste.
ui-list-end = Ende der Liste.
help-list-closed = { $mode ->
    [start] Zurück bei der Frage: Die Eingabetaste setzt das gespeicherte Spiel fort, n beginnt ein neues.
   *[other] Zurück am Tisch.
}
cmd-help-next = nächste Taste
cmd-help-prev = vorige Taste
cmd-help-first = erste Taste
cmd-help-last = letzte Taste
cmd-help-all = alle Tasten auf einmal
cmd-help-close = die Liste schließen

## Der Regelleser (Umschalt+R)

ui-rules-open = { $title }, in { $sections ->
    [one] einem Abschnitt
   *[other] { $sections } Abschnitten
}. Pfeil nach unten und oben: nächster und vorheriger Absatz. Bild ab und Bild auf: nächster und vorheriger Abschnitt. Escape: zurück zum Tisch.
ui-rules-closed = Zurück am Tisch.
ui-rules-top = Hier beginnen die Spielregeln.
ui-rules-end = Hier enden die Spielregeln. Escape führt zurück zum Tisch.
# Dasselbe Ende noch einmal, sein ganzer Satz eben gehört.
ui-rules-top-again = Anfang der Regeln.
ui-rules-end-again = Ende der Regeln.
# Die Regeln aus dem Startmenü: es gibt noch keinen Tisch.
ui-rules-open-menu = { $title }, in { $sections ->
    [one] einem Abschnitt
   *[other] { $sections } Abschnitten
}. Pfeil nach unten und oben: nächster und vorheriger Absatz. Bild ab und Bild auf: nächster und vorheriger Abschnitt. Escape: zurück zum Startmenü.
ui-rules-closed-menu = Zurück im Startmenü.
ui-rules-end-menu = Hier enden die Spielregeln. Escape führt zurück zum Startmenü.
ui-rules-first-section = Das ist der erste Abschnitt.
ui-rules-last-section = Das ist der letzte Abschnitt.

cmd-rules-next = nächster Absatz
cmd-rules-prev = vorheriger Absatz
cmd-rules-next-section = nächster Abschnitt, mit seinem Titel
cmd-rules-prev-section = vorheriger Abschnitt
cmd-rules-start = zum Anfang der Spielregeln
cmd-rules-end = zum Ende der Spielregeln
cmd-rules-where = in welchem Abschnitt und Absatz du bist
cmd-rules-repeat = den Absatz wiederholen
cmd-rules-close = zurück zum Tisch

## Optionen

ui-menu-open = Optionen. Pfeil nach oben und unten wählt eine Option, Pfeil nach links und rechts oder die Eingabetaste ändert ihren Wert, Escape schließt.
ui-menu-closed = Optionen geschlossen.
ui-menu-edge = Keine weiteren Optionen.
ui-menu-next-game = { $value }, ab dem nächsten Spiel
ui-menu-this-game = { $value }, wie im laufenden Spiel
menu-item = { $label }: { $value }, { $position } von { $total }

setting-lang = Sprache
setting-speech = Sprachausgabe
setting-voice-rate = Sprechtempo
setting-voice-volume = Lautstärke der Stimme
setting-sound = Klänge
setting-sound-volume = Lautstärke der Klänge
setting-verbosity = Ausführlichkeit der Meldungen
setting-level = Computerspieler
setting-ai-delay = Pause vor Zügen des Computers
setting-rules = Regelwerk
setting-target = Gewinnziel
setting-blind = Ins Schwarze spielen
setting-lead-limit = Ausspielgrenze
setting-dirty = Schmutziges Spiel
setting-fourth-king = Regel vom vierten König

value-on = an
value-off = aus
value-fourth-king-dirty = an (gilt mit dem schmutzigen Spiel)
value-lang-system = Systemsprache
value-speech = { $choice ->
    [auto] automatisch
    [screenreader] Screenreader
    [voice] eigene Stimme
    [text] nur Text
   *[off] aus
}
value-verbosity = { $choice ->
    [brief] knapp
    [verbose] ausführlich
   *[normal] normal
}
# Eine Computerstufe nur mit ihrem Namen, wie das Optionsmenü sie vor der Erklärung nennt (die Zusammenfassung von simulate)
level-name = { $level ->
    [random] zufällig
    [strong] stark
    [expert] Experte
   *[basic] solide
}
value-level = { $choice ->
    [random] zufällig (für Anfänger)
    [strong] stark
    [expert] Experte (denkt länger)
   *[basic] solide
}
value-rules = { $choice ->
    [total] Gesamtpunkte
    [short] Kurze Zählung
   *[sticks] Zählstäbchen
}
value-percent = { $value } Prozent
value-seconds = { $value ->
    [0] keine Pause
    [one] { $value } Sekunde
   *[other] { $value } Sekunden
}
value-target = { $scoring ->
    [sticks] { $value } Zählstäbchen
   *[other] { $value ->
        [one] ein Punkt
       *[other] { $value } Punkte
    }
}
value-target-default = wie im Regelwerk ({ $target })
value-lead-limit = { $limit ->
    [0] aus
   *[other] { $limit }-mal hintereinander
}

## Die Statuszeile

live-start = Gespeichertes Spiel: Eingabetaste setzt es fort, n beginnt ein neues.
    .short = Eingabetaste: weiter, n: neues Spiel.
live-between = { ui-next-deal-prompt }
    .short = Eingabetaste: nächste Runde austeilen.
live-over = { ui-play-again-prompt }
    .short = Eingabetaste: neues Spiel.
live-hand = Hand:
live-watching = Zuschauen: t liest den Stich, s den Stand, F1 zeigt die Tasten.

# Dateien, Terminal und weitere Instanzen (Issue 12).
ui-save-unreadable = Das gespeicherte Spiel lässt sich nicht lesen: Du darfst seine Datei oder seinen Ordner nicht öffnen. Es bleibt unverändert liegen; dieses Spiel wird nicht gesichert.
ui-settings-damaged = Die Einstellungsdatei war beschädigt und wurde als { $path } beiseitegelegt; es gelten die Standardeinstellungen.
ui-settings-unreadable = Die Einstellungsdatei { $path } lässt sich nicht lesen; es gelten die Standardeinstellungen, und sie wird nicht überschrieben.
ui-log-failed = Das Ereignisprotokoll lässt sich nicht mehr schreiben – { $reason } Das Spiel geht ohne Protokoll weiter.
ui-paste-ignored = Eingefügter Text wird am Spieltisch nicht gebraucht. F1 zeigt die Tasten.
ui-other-instance = Ristikontra läuft schon mit diesem Datenordner, in einem anderen Fenster. Eingabetaste: hier ein eigenes Spiel spielen, das nicht gespeichert wird. Q oder Escape: beenden.
ui-separate-game = Das ist ein eigenes Spiel: Das gespeicherte Spiel gehört dem anderen Fenster, daher werden dieses Spiel und deine Einstellungen nicht gespeichert.
ui-bye-separate = Es wurde nichts gespeichert, da dieses Fenster ein eigenes Spiel gespielt hat. Auf Wiedersehen.
ui-encoding-unsupported = Die Zeichenkodierung dieses Terminals ({ $encoding }) kann die Umlaute des Spiels nicht darstellen. Starte es in einem UTF-8-Terminal oder mit --lang en.
ui-internal-error = Im Spiel ist ein Fehler aufgetreten; das Spiel geht weiter. Steuerung+Q speichert und beendet.

# Vertraute Tasten (Issue 13): Lautstärketasten und die gezogene Karte am Fokus.
key-f7 = F7
key-f8 = F8
key-f9 = F9
key-f10 = F10
keys-voice-volume = F7 und F8
keys-sound-volume = F9 und F10
cmd-voice-volume = Lautstärke der Stimme leiser und lauter
cmd-sound-volume = Lautstärke der Klänge leiser und lauter; sind die Klänge aus, schaltet F10 sie ein
ui-voice-volume = { $heard ->
    [screenreader] Lautstärke der Stimme { $value } Prozent, für die eigene Stimme des Spiels. Dein Screenreader spricht mit seiner eigenen Lautstärke; die stellst du im Screenreader ein.
    [no] Lautstärke der Stimme { $value } Prozent, für die eigene Stimme des Spiels, die gerade nicht spricht.
   *[yes] Lautstärke der Stimme { $value } Prozent.
}
ui-voice-volume-edge = { $edge ->
    [max] Die Lautstärke der Stimme ist schon auf dem Maximum, { $value } Prozent.
   *[min] Die Lautstärke der Stimme ist schon auf dem Minimum, { $value } Prozent.
}
ui-sound-volume = { $heard ->
    [no] Lautstärke der Klänge { $value } Prozent, aber hier gibt es kein Audiogerät, das die Klänge abspielt.
   *[yes] Lautstärke der Klänge { $value } Prozent.
}
ui-sound-volume-edge = { $edge ->
    [max] Die Lautstärke der Klänge ist schon auf dem Maximum, { $value } Prozent.
   *[min] Die Lautstärke der Klänge ist schon auf dem Minimum, { $value } Prozent.
}
ui-sounds-off-louder = Die Klänge sind aus. F10 schaltet sie wieder ein.
ui-sounds-on-again = Klänge an, Lautstärke { $value } Prozent.
ui-drawn-at-focus = Du bist jetzt auf der neuen Karte, { $position } von { $total }.

# Die Statuszeile lässt sich ausschalten (Issue 13).
setting-live-line = Statuszeile mit deiner Hand

## Der Trainer (Issue 14): Umschalt+H für einen Tipp, v für den Rückblick auf die eben gespielte Runde

ui-hint-not-your-turn = { $when ->
    [deal] Tipps gibt es, wenn du an der Reihe bist; gerade ist jemand anderes dran.
   *[other] Tipps gibt es während einer Runde, wenn du an der Reihe bist.
}
ui-hint-off = { $who ->
    [you] Tipps sind aus: Du hast sie in den Optionen unter „Tipps an Online-Tischen“ ausgeschaltet.
   *[others] Tipps sind an diesem Tisch aus: Alle Spieler hier müssen sie erlauben, und nicht alle tun das.
}
ui-hint-thinking = Der Trainer überlegt.
ui-hint-failed = Der Trainer hat für diese Lage keinen Tipp.
ui-review-after-deal = Der Trainer schaut sich eine Runde an, wenn sie vorbei ist. Drück dann v.
ui-review-none = Noch gibt es keinen Rückblick: Der Trainer schaut sich jede hier gespielte Runde an, sobald sie vorbei ist.
ui-review-not-kept = Zu Runde { $deal } gibt es keinen Rückblick: Das gespeicherte Spiel hat ihn nicht aufbewahrt. Der Trainer schaut sich die nächste Runde an, sobald sie vorbei ist.
ui-review-computing = Der Rückblick wird noch berechnet und öffnet sich, sobald er vorliegt.
ui-review-failed = Der Trainer konnte diese Runde nicht auswerten.
ui-review-clean = In Runde { $deal } hast du nichts Wesentliches verschenkt.
ui-review-open = { $count ->
    [one] Rückblick auf Runde { $deal }: eine Stelle, an der du mehr hättest holen können. t liest den Stich dazu, Escape führt zurück an den Tisch.
   *[other] Rückblick auf Runde { $deal }: { $count } Stellen, an denen du mehr hättest holen können, die wichtigste zuerst. Mit Pfeil nach unten und oben blätterst du, t liest den Stich, Escape führt zurück an den Tisch.
}
ui-review-closed = { ui-rules-closed }
# Eine teure Entscheidung und ihre Stelle im Rückblick: "… 2 von 3"
ui-review-item = { $text } { $position } von { $total }
ui-review-first = Das ist die wichtigste Stelle. Pfeil nach unten zeigt die nächste.
ui-review-last = Das war die letzte Stelle im Rückblick. Escape führt zurück an den Tisch.
ui-review-end = Ende des Rückblicks.
ui-review-top = Anfang des Rückblicks.
ui-key-review = Du bist im Rückblick auf die Runde. Escape führt zurück an den Tisch.
ui-review-help-intro = Tasten im Rückblick:
cmd-hint = was der Trainer hier spielen würde, und warum
cmd-review-open = der Rückblick des Trainers auf die eben gespielte Runde: wo du am meisten hättest holen können
cmd-review-next = nächste Stelle im Rückblick
cmd-review-prev = vorherige Stelle im Rückblick
cmd-review-trick = der ganze Stich zu dieser Stelle
cmd-review-repeat = die Stelle noch einmal vorlesen
cmd-review-close = zurück zum Tisch

# Online an der Tastatur: die Chatzeile, die Optionen an einem Online-Tisch.
ui-chat-offline = Den Chat gibt es nur an Online-Tischen. Dieses Spiel läuft nur auf diesem Rechner.
ui-watchers-offline = Zuschauer gibt es nur an Online-Tischen. Dieses Spiel läuft nur auf diesem Rechner.
ui-chat-open = Chat: Schreib deine Nachricht, die Eingabetaste sendet sie, Escape bricht ab.
# Ab dem zweiten Mal am selben Tisch: die Anleitung kam schon.
ui-chat-open-again = Chat.
ui-chat-cancelled = Chat abgebrochen, nichts gesendet.
ui-chat-empty = Nichts zu senden; Chat geschlossen.
ui-chat-full = Die Zeile ist voll: höchstens { $limit } Zeichen.
ui-menu-fixed-online = { $setting }: Das bestimmt der Tisch für alle, hier lässt es sich nicht ändern.
ui-menu-value-table = wie der Tisch es festlegt
ui-key-lobby = Wähle zuerst einen Platz: Mit den Pfeiltasten suchst du ihn aus, mit der Eingabetaste setzt du dich.
ui-key-room = Im Raum: Mit den Pfeiltasten gehst du durch die Tische, mit der Eingabetaste setzt du dich dazu, W schaut zu, N eröffnet einen Tisch.
live-chat = Chat:
key-slash = Schrägstrich
key-backspace = Rücktaste
key-delete = Entfernen
cmd-chat = mit dem Tisch chatten (online)
cmd-line-send = die Zeile senden
cmd-line-cancel = die Zeile verwerfen
cmd-line-left = Cursor nach links
cmd-line-right = Cursor nach rechts
cmd-line-home = zum Anfang der Zeile
cmd-line-end = zum Ende der Zeile
cmd-line-backspace = das Zeichen vor dem Cursor löschen
cmd-line-clear = die Zeile leeren
ui-line-cleared = Zeile geleert.
cmd-line-delete = das Zeichen unter dem Cursor löschen
cmd-lobby-prev = voriger freier Platz
cmd-lobby-next = nächster freier Platz
cmd-lobby-take = diesen Platz nehmen
cmd-room-prev = voriger Tisch
cmd-room-next = nächster Tisch
cmd-room-first = erster Tisch
cmd-room-last = letzter Tisch
cmd-room-sit = an diesen Tisch setzen
cmd-room-watch = beim Spiel an diesem Tisch zuschauen
cmd-room-new = einen öffentlichen Tisch eröffnen, mit Regeln und Computern aus deinen Einstellungen
cmd-room-new-private = einen privaten Tisch eröffnen, für alle, denen du den Code gibst
cmd-room-people = wer im Raum ist
cmd-room-mute = den Chat einer Person nicht mehr hören, oder wieder hören
cmd-watchers-toggle = an deinem Online-Tisch: Zuschauer nicht mehr zulassen, oder wieder zulassen
live-room-mute = Stumm:
setting-online-hints = Tipps an Online-Tischen

# „Online spielen“ (p) aus dem Spiel auf diesem Rechner.
ui-online-intro = Online spielen. Dein Spiel hier wird gespeichert und wartet auf dich.
# Aus dem Startmenü: hier läuft noch kein Spiel.
ui-online-intro-menu = Online spielen.
ui-online-cancelled-menu = Nicht online; zurück zum Startmenü.
ui-online-server = Adresse des Servers, zum Beispiel ws://example.org:8765. Mit der Eingabetaste geht es weiter, mit Escape brichst du ab.
ui-online-server-again = Adresse des Servers: { $server }. Mit der Eingabetaste behältst du sie, oder du gibst eine andere ein. Escape bricht ab.
ui-online-checking = Der Server { $server } wird geprüft …
ui-online-bad-server = Das ist keine Serveradresse. Sie sieht so aus: ws://example.org:8765.
ui-online-name = Dein Name am Tisch. Mit der Eingabetaste geht es weiter.
ui-online-name-again = Dein Name am Tisch: { $name }. Mit der Eingabetaste behältst du ihn, oder du gibst einen anderen ein.
ui-online-bad-name = Bitte gib einen Namen ein.
ui-online-code = Code des Tisches, an den du dich setzen willst, oder nur die Eingabetaste für den Raum, in dem die offenen Tische stehen.
ui-online-cancelled = Nicht online; das Spiel hier geht weiter.
ui-online-leaving = Auf zum Online-Tisch.
ui-online-leaving-saved = Spiel gespeichert. Auf zum Online-Tisch.
ui-online-back = Zurück zu deinem Spiel an diesem Computer.
ui-online-already = Du sitzt schon an einem Online-Tisch.
ui-online-not-here = Online spielen geht aus deinem eigenen Spiel an diesem Rechner.
live-online-server = Server:
live-online-name = Name:
live-online-code = Code:
cmd-play-online = online spielen: einen Tisch auf einem Server eröffnen oder sich an einen setzen
setting-online-server = Online-Server
setting-online-name = Name online

## Der Tisch nach Spieltests: einmal gesagt, und dort, wo man es erwartet

# Die Frage nach dem gespeicherten Spiel hat Runde und Stich genannt; danach nur noch dies.
ui-resumed-as-offered = Spiel fortgesetzt.
# Eine beschädigte Einstellungsdatei, die sich nicht beiseitelegen ließ (ein schreibgeschützter Ordner).
ui-settings-damaged-kept = Die Einstellungsdatei { $path } ist beschädigt und ließ sich nicht beiseitelegen; es gelten die Standardeinstellungen.
# $names: die Einstellungen mit ihren Namen im Optionsmenü; die übrigen Werte der Datei bleiben.
ui-settings-reset = { $count ->
    [one] Ein Wert in der Einstellungsdatei { $path } war unbrauchbar; diese Einstellung steht wieder auf ihrem Standardwert: { $names }.
   *[other] { $count } Werte in der Einstellungsdatei { $path } waren unbrauchbar; diese Einstellungen stehen wieder auf ihren Standardwerten: { $names }.
}
# Ein zwischen den Runden gespeichertes Spiel: die genannte Runde ist zu Ende gespielt (kein Stich zu nennen).
ui-save-found-over = Es gibt ein gespeichertes Spiel: Runde { $deal } ist vorbei. { $seed ->
    [none] Eingabetaste setzt es fort, n beginnt ein neues.
   *[other] Eingabetaste setzt es mit seinen eigenen Regeln fort, n beginnt das neue Spiel mit Startwert { $seed }.
}
ui-resumed-over = Spiel fortgesetzt: Runde { $deal } ist vorbei.
# Ein gespeichertes Spiel, das unbrauchbar ist (beschädigt oder von einer neueren Version) und sich nicht beiseitelegen ließ.
ui-save-broken-kept = Das gespeicherte Spiel ist unbrauchbar und ließ sich nicht beiseitelegen. Es bleibt unverändert liegen; dieses Spiel wird nicht gesichert.
# w zwischen den Runden: wer am Zug ist, wenn es niemand ist.
ui-key-between-turn = Zwischen den Runden ist niemand am Zug. Die Eingabetaste teilt aus.
# Klänge eben eingeschaltet (F10 oder das Optionsmenü), aber es ließ sich kein Audiogerät für sie öffnen.
ui-sounds-no-device = Hier gibt es kein Audiogerät, das die Klänge abspielt.

## Steuerung+Z: das Spiel wartet im Hintergrund, wie Terminalprogramme es tun, bis fg in der Shell

ui-suspend = Das Spiel wartet im Hintergrund. Mit fg geht es weiter.
# Zurück aus dem Hintergrund: das Spiel geht weiter, wo es war; sonst wird nichts wiederholt.
ui-suspend-back = Das Spiel ist wieder da.
# Steuerung+Z, wo keine Shell das Spiel zurückholen könnte (als eigenes Programm des Terminals oder mit setsid gestartet).
ui-suspend-no-shell = Hier kann das Spiel nicht im Hintergrund warten: Es wurde nicht aus einer Shell gestartet, die es zurückholen könnte.
ui-suspend-windows = Unter Windows kann das Spiel nicht im Hintergrund warten.

# Braille can be turned off (issue 30): each message's short form goes to the display otherwise.
setting-braille = Meldungen auf der Braillezeile

## Das Startmenü beim Start ohne Optionen

title-open = Startmenü, { $count } Einträge. Mit den Pfeiltasten wählst du, mit der Eingabetaste bestätigst du.
# Ein Eintrag und seine Stelle: "Neues Spiel, 1 von 6"
title-item = { $item }, { $position } von { $total }
title-edge-first = Das ist der erste Eintrag.
title-edge-last = Das ist der letzte Eintrag.
title-new = Neues Spiel
title-resume = Gespeichertes Spiel fortsetzen: Runde { $deal }{ $trick ->
        [0] {""}
       *[other] , Stich { $trick }
    }
title-online = Online spielen
title-options = Optionen
title-rules = Spielregeln
title-quit = Beenden
# Eingabetaste auf "Neues Spiel", während ein gespeichertes Spiel wartet; $trick ist 0 für eine zu Ende gespielte Runde.
title-confirm-new = Ein neues Spiel ersetzt das gespeicherte Spiel in { $trick ->
        [0] Runde { $deal }
       *[other] Runde { $deal }, Stich { $trick }
    }. Drück noch einmal die Eingabetaste für ein neues Spiel oder Pfeil nach unten für das gespeicherte.
cmd-title-prev = voriger Eintrag
cmd-title-next = nächster Eintrag
cmd-title-first = erster Eintrag
cmd-title-last = letzter Eintrag
cmd-title-choose = den Eintrag auswählen
cmd-quit-title = beenden; ein gespeichertes Spiel bleibt für das nächste Mal
