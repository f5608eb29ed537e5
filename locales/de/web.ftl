# Die Seite im Browser (`ristikontra serve`, `ristikontra web`). Die Seite bekommt diese Texte als
# Vorlagen: Eine Variable setzt die Seite als Text ein, deshalb wählt hier keine Nachricht ihre
# Wörter nach einer Variablen.

## Bevor ein Skript läuft

web-title = Ristikontra
web-noscript = Ristikontra im Browser braucht JavaScript. Bitte schalte es für diese Seite ein, oder spiel im Terminal mit: ristikontra play
web-old-browser = Dieser Browser ist zu alt für Ristikontra. Bitte öffne die Seite in einem aktuellen Firefox, Chrome, Edge oder Safari.

## Der Rahmen der Seite

web-language = Sprache
web-messages = Meldungen
web-connecting = Verbindung zum Server wird aufgebaut …
web-link-lost = Die Verbindung zum Server ist abgebrochen. Die Seite versucht weiter, sie wiederherzustellen.
web-link-back = Wieder mit dem Server verbunden.
web-kept-settings-dropped = Dieser Server nimmt die Einstellungen nicht an, die dieser Browser von deinem letzten Besuch behalten hat (Meldungen, Klänge und Stimme); es gelten seine Voreinstellungen.

## Die Lobby: einen Tisch eröffnen oder einem per Code beitreten

web-lobby-heading = Ristikontra spielen
web-open-heading = Tisch eröffnen
web-open-note = Die Plätze, die niemand einnimmt, spielen Computer.
web-name = Dein Name
web-open = Tisch eröffnen
web-join-heading = An einen Tisch setzen
web-code = Tischcode
web-code-note = Sechs Ziffern, zum Beispiel 482 915.
web-bad-code = Ein Tischcode hat sechs Ziffern, zum Beispiel 482 915.
web-no-such-code = Es gibt keinen Tisch mit dem Code { $code }. Prüf die Ziffern oder lass dir den Link zum Tisch schicken.
web-join = Beitreten

## Der Raum: die offenen öffentlichen Tische, wer da ist, der Chat des Raums, Zuschauen

web-room-heading = Der Raum
web-room-note = Triff andere: Sieh die offenen Tische, setz dich dazu oder schau einem Spiel zu, und unterhaltet euch.
web-room-enter = Raum betreten
web-room-leave = Raum verlassen
web-room-entered = Du bist im Raum als { $name }.
web-room-tables = Offene Tische
web-room-no-tables = Kein öffentlicher Tisch ist offen. Eröffne unten einen, dann sehen ihn alle im Raum.
web-room-table = Tisch von { $opener }
web-room-table-code = Tisch { $code }
web-room-entry = { $table }: { $people }. Freie Plätze: { $free }. Regeln: { $rules }; Computer: { $level }. { $state }.
web-room-entry-watchers = Zuschauer: { $count }.
web-room-entry-langs = Sprachen: { $langs }.
web-room-nobody = noch niemand sitzt
web-room-waiting = Wartet auf den Start
web-room-playing = Wird gespielt
web-room-over = Spiel vorbei
web-room-sit = An { $table } setzen
web-room-watch = Bei { $table } zuschauen
web-room-people = Wer da ist
web-room-mute = { $name } stummschalten
web-room-you = { $name }, das bist du
web-room-chat = Chat im Raum
web-room-line = Nachricht an den Raum
web-room-send = An den Raum senden
web-room-said = { $name }: { $text }
web-room-news-opened = Neue Tische: { $count }.
web-room-news-closed = Geschlossene Tische: { $count }.
web-room-news-came = Dazugekommen: { $names }.
web-room-news-went = Gegangen: { $names }.
web-room-news-here = Jetzt { $line }
web-room-muted = Den Chat von { $name } hörst du nicht mehr.
web-room-unmuted = Den Chat von { $name } hörst du wieder.
web-public = Diesen Tisch im Raum zeigen, damit sich jeder dazusetzen oder zuschauen kann
web-watching-heading = Zuschauen an Tisch { $code }
web-unwatch = Nicht mehr zuschauen
web-watchable = Zuschauer an diesem Tisch zulassen

## Die Platzwahl

web-table-heading = Tisch { $code }
web-table-link = Mit diesem Link kommen andere dazu: { $link }
web-table-found = Tisch { $code }: Wähl einen freien Platz.
web-seats = Plätze
web-seat-you = Platz { $seat }: { $name }, das bist du.
web-seat-person = Platz { $seat }: { $name }.
web-seat-away = Platz { $seat }: { $name }, nicht verbunden.
web-seat-free = Platz { $seat }: frei, ein Computer spielt ihn.
web-seat-your-partner = Dein Partner.
web-seat-your-opponent = Dein Gegner.
web-seat-partner-of = Partner von { $name }.
web-seat-take = Platz { $seat } nehmen
web-start = Spiel beginnen
web-start-note = Die freien Plätze spielen Computer.
web-wait-start = Das Spiel beginnt, sobald { $name } es startet.
web-started = Das Spiel hat begonnen.
web-started-without-you = Das Spiel an diesem Tisch hat begonnen, bevor du einen Platz genommen hast; die freien Plätze spielen Computer. Eröffne einen eigenen Tisch, oder frag nach einem Platz im nächsten Spiel.
web-to-lobby = Zurück zur Startseite
web-seat-now-taken = { $name } setzt sich auf Platz { $seat }.

## Der gezeichnete Tisch für Sehende: dasselbe, was die Meldungen sagen

web-table-you = Du
web-table-partner = Partner
web-table-opponent = Gegner
web-table-to-move = Am Zug
web-table-winning = Sticht
web-table-blind-played = ins Schwarze
web-table-cards-left = Karten: { $count }
web-table-stock = Stapel: { $count }
web-table-points = Augen in dieser Runde: dein Team { $own }, die Gegner { $other }
# $target: was das Spiel gewinnt
web-table-scores-sticks = Zählstäbchen: dein Team { $own }, die Gegner { $other }; wer zuerst { $target } hat, gewinnt
web-table-scores-points = Gesamtpunkte: dein Team { $own }, die Gegner { $other }; wer zuerst { $target } hat, gewinnt
# Zuschauen: die Teams nach ihren Spielern ($own_team: "Anna und Carl"), und wer mit wem spielt
web-table-points-watching = Augen in dieser Runde: { $own_team } { $own }, { $other_team } { $other }
web-table-scores-sticks-watching = Zählstäbchen: { $own_team } { $own }, { $other_team } { $other }; wer zuerst { $target } hat, gewinnt
web-table-scores-points-watching = Gesamtpunkte: { $own_team } { $own }, { $other_team } { $other }; wer zuerst { $target } hat, gewinnt
web-table-partner-named = Im Team mit { $name }
web-table-hand-watching = Du schaust zu: Die Karten der Spieler bleiben verdeckt
web-table-led = ausgespielt
web-table-took-mark = Gewinnt
web-table-hand = Deine Hand
# Where the hand was, once the game is over.
web-table-game-over = Das Spiel ist vorbei
web-table-play-blind = Ins Schwarze spielen, die oberste Karte vom Stapel
web-table-hint = Tipp
web-rank-ten = 10
web-rank-jack = B
web-rank-queen = D
web-rank-king = K
web-rank-ace = A

## Ton und die eigene Stimme der Seite

web-sound-heading = Ton und Stimme
web-sound = Klänge
web-sound-volume = Lautstärke der Klänge
web-voice = Mit der Stimme des Browsers vorlesen (für alle, die ohne Screenreader spielen)

## Der Tisch: Was geschieht, sagt der Server; die Seite hält die Tasten und die Hand

web-table-label = Spieltisch
web-table-caption = Kartentisch: Steht der Fokus hier, spielen die Tasten; F1 nennt sie. Auf einem Touchscreen tippst du die Karten oben an.
web-hand-none = Keine Karten auf der Hand
web-howto-heading = So spielst du mit einem Screenreader
web-howto-keys = Der Spieltisch nimmt die Tasten des Terminalspiels, solange er den Fokus hat: Mit den Pfeiltasten gehst du durch deine Hand, die Eingabetaste spielt die Karte, auf der du stehst, F1 sagt die Tasten des Moments. Umschalt+Tab verlässt den Tisch. Alles Gesagte bleibt unten in den Meldungen. Der Schrägstrich öffnet das Chatfeld: Die Eingabetaste schickt die Zeile ab, Escape führt zurück zum Tisch.
web-howto-orca = Orca: Geh mit Tab zum Spieltisch, dann schaltet Orca den Fokusmodus von selbst ein und die Tasten gehen an den Tisch.
web-howto-nvda = NVDA: Der Tisch schaltet den Fokusmodus von selbst ein. Kommen die Tasten nicht an, drück NVDA+Leertaste.
web-howto-jaws = JAWS: Der Tisch schaltet den Formularmodus von selbst ein. Kommen die Tasten nicht an, drück auf dem Tisch die Eingabetaste.
web-howto-voiceover = VoiceOver auf dem Mac: Schalte die Schnellnavigation aus (Pfeil links und Pfeil rechts zusammen), dann spiel mit den Tasten.
web-howto-sections = Umschalt+R öffnet die Spielregeln, v nach einer Runde den Rückblick des Trainers, o die Optionen. Sie öffnen sich als Teil der Seite, mit Überschriften, und du liest sie wie jede Webseite mit deinem Screenreader. Escape führt zurück zum Tisch.
web-howto-mobile = VoiceOver auf iPhone oder iPad, TalkBack auf Android: Wisch zu einer Karte deiner Hand und tipp doppelt, um sie zu spielen; die Meldungen werden vorgelesen, sobald sie kommen. Mit einer angeschlossenen Tastatur gehen die Tasten wie oben.

## Chat am Tisch: eine getippte Zeile, allen am Tisch gesagt

web-chat = Chatnachricht
web-chat-send = Senden
web-chat-empty = Schreib zuerst etwas, dann schick es ab.
# Escape in the chat field: the line is dropped, as the terminal's Escape cancels its chat line.
web-chat-cancelled = Chat abgebrochen, nichts gesendet.
web-chat-not-sent = Nicht gesendet: Die Verbindung ist weg. Die Zeile bleibt im Feld, bis du wieder am Tisch bist.

## Die Abschnitte der Seite zum Lesen: die Spielregeln, die Auswertung des Trainers, die Optionen

web-rules = Spielregeln
web-rules-unavailable = Die Spielregeln ließen sich nicht laden. Versuch es gleich noch einmal.
web-back-to-table = Zurück zum Tisch
web-back = Zurück
web-review = Rückblick auf die Runde
web-next-deal = Nächste Runde
# After the game, for who opened the table: a new game at this table.
web-new-game = Neues Spiel
web-options = Optionen
