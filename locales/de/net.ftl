# Online spielen: was der Server ablehnt, die Verbindung, die anderen am Tisch.
# Der Server schickt einen Grund als Code; der Client sagt ihn mit net-error-<Code>.

## Ablehnungen (eine je Grund im Protokoll)

net-error-bad-json = Der Server konnte diese Nachricht nicht lesen.
net-error-too-large = Diese Nachricht war für den Server zu lang.
net-error-bad-message = Der Server hat diese Anfrage nicht verstanden.
net-error-unknown-type = Diese Anfrage kennt der Server nicht.
net-error-hello-first = Die Verbindung wurde nicht richtig aufgebaut. Bitte neu verbinden.
net-error-version = Dieser Server spricht eine andere Version des Onlinespiels. Bitte Ristikontra aktualisieren.
net-error-not-found = Einen Tisch mit diesem Code gibt es nicht, oder der Platz lässt sich nicht zurückholen.
net-error-too-many-codes = Von deiner Internetadresse kamen zu viele falsche Tischcodes. Bitte ein paar Minuten warten und dann noch einmal versuchen.
net-error-table-full = An diesem Tisch sind alle Plätze besetzt.
net-error-seat-taken = Dort sitzt schon jemand. Bitte einen anderen Platz wählen.
net-error-already-seated = Du hast schon einen Platz an einem Tisch.
net-error-not-seated = Nimm zuerst einen Platz ein.
net-error-not-joined = Tritt zuerst einem Tisch bei und wähle dann einen Platz.
net-error-not-creator = Nur wer den Tisch eröffnet hat, kann das Spiel beginnen.
net-error-already-started = Das Spiel an diesem Tisch hat schon begonnen.
net-error-not-started = Das Spiel hat noch nicht begonnen.
net-error-not-now = Die Runde wird noch gespielt.
net-error-not-your-seat = Du kannst nur für deinen eigenen Platz spielen.
net-error-stale = Zu spät: Das Spiel ist schon weitergegangen.
net-error-rate-limited = Zu viele Anfragen auf einmal. Bitte einen Moment warten.
net-error-bad-name = Bitte einen Namen mit mindestens einem Buchstaben angeben.
net-error-table-closed = Dieser Tisch ist geschlossen.
net-error-server-error = Der Server konnte das nicht speichern, deshalb hat sich nichts geändert. Bitte noch einmal versuchen.
net-error-not-announcing = Diese Seite hat den Server noch nicht gebeten, für sie zu sprechen. Bitte lade sie neu.
net-error-unknown-key = Diese Taste hat an diesem Tisch keine Funktion.
net-error-name-taken = Jemand im Raum verwendet diesen Namen gerade. Bitte wähl einen anderen.
net-error-not-in-room = Betritt zuerst den Raum.
net-error-too-many-tables = Du hast in kurzer Zeit viele öffentliche Tische eröffnet. Bitte warte eine Minute, bevor du den nächsten eröffnest.
net-error-no-watchers = Wer diesen Tisch eröffnet hat, lässt keine Zuschauer zu.
net-error-not-watching = Du schaust keinem Tisch zu.
net-error-too-many-watchers = An diesem Tisch schauen schon so viele zu, dass niemand mehr dazukommen kann.
net-error-unreachable = Der Server ist nicht erreichbar.
net-cannot-reach = Der Server { $server } ist nicht erreichbar. Prüf die Adresse und ob der Server läuft.
net-error-unknown = Der Server hat das abgelehnt, aus einem Grund, den diese Version von Ristikontra nicht kennt. Vielleicht hilft ein Update.
net-error-garbled = Der Server hat etwas geschickt, das diese Version von Ristikontra nicht lesen kann. Vielleicht hilft ein Update.
net-error-no-answer = Der Server hat die Verbindung angenommen, aber nicht rechtzeitig geantwortet. Vielleicht ist er überlastet; versuch es später noch einmal.
net-error-oversized = Der Server hat eine Nachricht geschickt, die zu groß zum Lesen ist, deshalb wurde die Verbindung getrennt. Vielleicht ist es kein Ristikontra-Server, oder er hat einen Fehler.
net-error-flooding = Der Server schickt weit mehr, als ein Spiel je schicken kann, deshalb wurde die Verbindung getrennt. Vielleicht ist es kein Ristikontra-Server, oder er hat einen Fehler.

## Die Verbindung

net-link-lost = Verbindung verloren. Sie wird wiederhergestellt …
net-link-still-lost = Noch keine Verbindung; neuer Versuch läuft. Steuerung+Q verlässt den Tisch, deinen Platz kannst du später zurückholen.
net-link-back = Wieder am Tisch.
net-link-gone = Die Verbindung ließ sich nicht wiederherstellen. Das Spiel ist für dich vorbei; Steuerung+Q verlässt den Tisch.
# Eine Taste, nachdem die Verbindung endgültig weg ist (kein neuer Versuch mehr).
net-key-gone = Die Verbindung ist weg, und es gibt keinen neuen Versuch mehr. Steuerung+Q verlässt den Tisch.
net-link-replaced = Dein Platz wurde über eine andere Verbindung zurückgeholt, deshalb hat diese hier den Tisch verlassen.
net-link-silent = Der Server antwortet gerade nicht. Das Spiel wartet auf ihn …
net-link-answering = Der Server antwortet wieder.
# Eine Taste, nachdem eine Karte abgeschickt wurde und der Server noch nicht geantwortet hat.
net-sent-waiting = Deine Karte ist abgeschickt; der Server hat noch nicht geantwortet.
net-not-played-lost = Nicht gespielt: Die Verbindung ist unterbrochen. Sie wird wiederhergestellt …
net-not-sent-lost = Nicht gesendet: Die Verbindung ist unterbrochen. Sie wird wiederhergestellt …
net-turn-lost = Die Verbindung ist unterbrochen, daher weiß das Spiel gerade nicht, wer dran ist. Sie wird wiederhergestellt …

## Der Tisch

net-table-created = Tisch eröffnet. Der Code lautet { $code }.
net-table-joined = Du sitzt jetzt am Tisch { $code }.
net-seat-free = Platz { $seat }: frei, ein Computer spielt ihn.
net-missed = Während du weg warst, { $cards ->
    [one] wurde eine Karte gespielt
   *[other] wurden { $cards } Karten gespielt
}{ $tricks ->
    [0] {""}
    [one] , ein Stich ging zu Ende
   *[other] , { $tricks } Stiche gingen zu Ende
}{ $deals ->
    [0] {""}
    [one] , eine neue Runde begann
   *[other] , { $deals } neue Runden begannen
}.
net-notice-dropped = { $name } hat die Verbindung verloren.
net-notice-computer = Für { $name } spielt jetzt ein Computer.
net-notice-back = { $name } ist wieder da.
net-notice-left = { $name } hat den Tisch verlassen.
net-notice-left-computer = { $name } hat den Tisch verlassen; für { $name } spielt jetzt ein Computer.
net-notice-ready = { $name } ist bereit.
net-ready-self = Du bist bereit. Die nächste Runde beginnt, sobald alle bereit sind.
net-chat = { $name }: { $text }
net-chat-flood = Vom Tisch kommt mehr Chat, als sich lesen lässt; Zeilen werden ausgelassen, bis es ruhiger wird.

## Der Server (`ristikontra serve`)

# Die Computerspieler an den Tischen eines Servers, nach Platz (in der Sprache von `serve --lang`).
net-computer-name = { $seat ->
    [0] Süd
    [1] West
    [2] Nord
   *[3] Ost
}
net-serve-insecure = ristikontra serve: { $host } ist von anderen Rechnern aus erreichbar, und ohne TLS lässt sich alles, was die Spieler senden, auch ihre Platzschlüssel, unterwegs mitlesen. Bitte --tls-cert und --tls-key angeben, oder --insecure, wenn dieses Netz vertrauenswürdig ist.
net-serve-tls-pair = ristikontra serve: bitte sowohl --tls-cert als auch --tls-key angeben.
net-serve-tls-bad = ristikontra serve: TLS-Zertifikat oder -Schlüssel lassen sich nicht laden: { $reason }
net-serve-cannot-listen = ristikontra serve: auf { $host }:{ $port } kann nicht gelauscht werden: { $reason }
net-serve-data-unusable = ristikontra serve: der Tischspeicher „{ $path }“ lässt sich nicht verwenden: { $reason }
net-serve-table-unreadable = ristikontra serve: Tisch { $code } lässt sich aus dem Tischspeicher nicht wiederherstellen und wird nicht angeboten: { $reason }
net-serve-store-failed = ristikontra serve: der Tischspeicher konnte „{ $request }“ für { $code ->
    [new] einen neuen Tisch
   *[other] Tisch { $code }
} nicht sichern: { $reason }
net-serve-request-failed = ristikontra serve: „{ $request }“ für { $code ->
    [new] einen neuen Tisch
   *[other] Tisch { $code }
} ist im Server gescheitert und wurde abgelehnt; die Verbindung bleibt bestehen. Einzelheiten für einen Fehlerbericht stehen im Protokoll: { $reason }
net-serve-computer-failed = ristikontra serve: Tisch { $code }, Platz { $seat }: Der Computerspieler ist gescheitert ({ $reason }). Ein einfacherer hat diesen Zug gemacht und springt in diesem Spiel jedes Mal ein, wenn das wieder passiert. Für einen Fehlerbericht: Startwert { $seed }, Runde { $deal }, Zug { $move }; Einzelheiten stehen im Protokoll.
net-serve-computer-move-unsaved = ristikontra serve: Tisch { $code }, Platz { $seat }: Der Tischspeicher konnte den Zug des Computers nicht sichern. Das Spiel wartet, und der Server versucht es jede Sekunde erneut: { $reason }
net-serve-full = ristikontra serve: { $total } Verbindungen sind offen, so viele, wie die Grenze für offene Dateien dieses Servers zulässt; neue werden abgewiesen, bis sich welche schließen. Das wird höchstens einmal pro Minute gemeldet.
net-serve-out-of-files = ristikontra serve: dem Server gehen die offenen Dateien aus ({ $reason }); Verbindungen werden abgewiesen, bis sich welche schließen. Das wird höchstens einmal pro Minute gemeldet.
net-serve-computer-lost = ristikontra serve: Tisch { $code }, Platz { $seat }: { $what ->
    [hung] Der Computerspieler hat länger als { $limit ->
        [one] eine Sekunde
       *[other] { $limit } Sekunden
    } über einen Zug nachgedacht, deshalb wurde sein Arbeitsprozess beendet
   *[died] Der Arbeitsprozess des Computerspielers wurde unerwartet beendet ({ $reason })
}. Ein neuer ist gestartet, und ein einfacherer Spieler hat diesen Zug gemacht und springt in diesem Spiel jedes Mal ein, wenn das wieder passiert. Für einen Fehlerbericht: Startwert { $seed }, Runde { $deal }, Zug { $move }; Einzelheiten stehen im Protokoll.
net-serve-computers-busy = ristikontra serve: Die Computerspieler sind alle beschäftigt ({ $workers ->
    [one] einer denkt
   *[other] { $workers } denken
} gleichzeitig): { $moves ->
    [one] Ein Zug hat
   *[other] Seit dem letzten Hinweis haben { $moves } Züge
} länger als { $wait ->
    [one] eine Sekunde
   *[other] { $wait } Sekunden
} gewartet und stattdessen den Zug des einfachen Spielers (basic) bekommen. Mehr Arbeitsprozesse (--ai-workers) oder weniger Tische auf diesem Server würden helfen; dieser Hinweis kommt höchstens alle zehn Minuten.
net-serve-computers-cannot-start = ristikontra serve: Die Arbeitsprozesse der Computerspieler lassen sich nicht starten ({ $reason }); bis es wieder geht, macht der einfache Spieler (basic) die Züge der Computer.
net-serve-log-failed = ristikontra serve: Tisch { $code }: sein Ereignisprotokoll „{ $path }“ { $why ->
    [exists] gibt es schon (vielleicht von einem anderen Tisch) und bleibt unverändert
    [full] lässt sich nicht schreiben: das Gerät ist voll
    [denied] lässt sich nicht schreiben: keine Berechtigung
    [read-only] lässt sich nicht schreiben: das Dateisystem ist schreibgeschützt
    [no-folder] lässt sich nicht anlegen: sein Ordner ist weg
   *[other] lässt sich nicht schreiben ({ $reason })
}; das Spiel geht ohne Protokoll weiter.
net-serve-log-dir-missing = ristikontra serve: „{ $path }“ ist kein Ordner. Leg ihn zuerst an, oder gib bei --log-dir einen vorhandenen Ordner an.
net-serve-pause-range = die Pause der Computer muss zwischen 0 und { $max } Sekunden liegen
net-serve-grace-range = die Frist für eine verlorene Verbindung muss zwischen 0 und { $max } Sekunden liegen
net-serve-deal-wait-range = die Wartezeit vor der nächsten Runde muss zwischen 0 und { $max } Sekunden liegen
net-serve-idle-close-range = die Zeit, bis ein Tisch ohne verbundene Spieler schließt, muss zwischen { $min } und { $max } Sekunden liegen
net-serve-rate-range = die Senderate muss zwischen { $min } und { $max } Nachrichten pro Sekunde liegen
net-serve-per-address-range = die Verbindungen pro Adresse müssen zwischen { $min } und { $max } liegen
net-serve-per-address-number = keine ganze Zahl von Verbindungen: { $value }
net-serve-rate-number = keine Anzahl Nachrichten pro Sekunde: { $value }
net-serve-ai-workers-range = die Zahl der Arbeitsprozesse muss eine ganze Zahl von { $min } bis { $max } sein
net-serve-ai-workers-number = keine ganze Zahl von Prozessen: { $value }
net-serve-listening = Ristikontra-Server auf { $url }, { $tables ->
    [0] keine Tische zum Fortsetzen
    [one] ein Tisch fortgesetzt
   *[other] { $tables } Tische fortgesetzt
}; Daten in { $path }.
net-serve-page = Für Spieler im Webbrowser: { $url }
net-serve-stopped = Ristikontra-Server beendet. { $tables ->
    [0] Es war kein Tisch offen.
    [one] Der offene Tisch bleibt in { $path } und geht beim nächsten Start weiter.
   *[other] Die { $tables } offenen Tische bleiben in { $path } und gehen beim nächsten Start weiter.
}

## Optionen von `ristikontra serve`

cli-help-serve-host = Adresse, auf der gelauscht wird (Vorgabe 127.0.0.1, nur dieser Rechner)
cli-help-serve-port = Port (Vorgabe 8765; 0 wählt einen freien)
cli-help-serve-tls-cert = TLS-Zertifikat (PEM-Datei)
cli-help-serve-tls-key = privater TLS-Schlüssel (PEM-Datei)
cli-help-serve-data = Ordner für den Tischspeicher (Vorgabe: der Datenordner)
cli-help-serve-insecure = eine von anderen Rechnern erreichbare Adresse ohne TLS erlauben (alles lässt sich unterwegs mitlesen)
cli-help-serve-grace = Sekunden, bis ein Computer für jemanden spielt, der die Verbindung verloren hat, { $min } bis { $max } (Vorgabe 30)
cli-help-serve-computer-pause = Sekunden, die ein Computerspieler vor seinem Zug wartet, { $min } bis { $max } (Vorgabe 0,6)
cli-help-serve-deal-wait = Sekunden, die die nächste Runde auf Spieler wartet, die noch nicht bereit sind, { $min } bis { $max } (Vorgabe 60)
cli-help-serve-idle-close = Sekunden, nach denen ein Tisch ohne verbundene Spieler schließt, { $min } bis { $max } (Vorgabe 600)
cli-help-serve-rate = Nachrichten pro Sekunde, die ein Client senden darf, { $min } bis { $max } (Vorgabe 20)
cli-help-serve-per-address = Spielverbindungen (WebSockets), die eine Adresse gleichzeitig offen halten darf, { $min } bis { $max } (Vorgabe 64; ein Verein, dessen Spieler sich einen Router teilen, braucht vielleicht mehr)
cli-help-serve-durable = jeden gespeicherten Zug bis auf die Platte schreiben (langsamer, übersteht einen Stromausfall)
cli-help-serve-log-dir = Ordner für ein Ereignisprotokoll pro Tisch (sein Code.jsonl), wie es simulate --log schreibt; der Ordner muss existieren; nur der Benutzer des Servers kann die Protokolle lesen (0600, der Ordner 0700)
cli-help-serve-ai-workers = Prozesse, in denen die Computerspieler nachdenken, { $min } bis { $max } (Vorgabe: einer pro Prozessorkern; 0: in den Threads des Servers selbst, als ein Prozess)
cli-help-serve-lang = Sprache der Servermeldungen (Vorgabe: die des Systems)

## Online spielen an der Tastatur (`ristikontra online`)

net-start-hint = Die Eingabetaste startet das Spiel; an den leeren Plätzen spielen Computer. Sag den anderen den Code.
net-wait-start = Das Spiel beginnt, sobald die Person, die den Tisch eröffnet hat, die Eingabetaste drückt.
# Wer den Tisch eröffnet hat, mit Namen.
net-wait-start-named = Das Spiel beginnt, sobald { $name } die Eingabetaste drückt.
net-game-over = Das Spiel an diesem Tisch ist vorbei. Steuerung+Q verlässt den Tisch.
net-next-deal-prompt = Eingabetaste oder Leertaste: bereit für die nächste Runde; mit v der Rückblick auf deine Züge.
# Die Statuszeile, sobald dieser Platz bereit ist, bis die nächste Runde beginnt.
net-live-ready = Bereit; warte auf die anderen.
net-lobby-seated = { $name } setzt sich { $place ->
    [partner] als dein Partner
   *[opponent] als Gegner
} dazu.
net-bad-code = Ein Tischcode hat sechs Ziffern, zum Beispiel 482 915.
net-default-name = Spieler
net-help-start-creator = Online: Eingabetaste oder Leertaste startet das Spiel; an den leeren Plätzen spielen Computer.
net-help-start-guest = Online: Das Spiel beginnt, sobald die Person, die den Tisch eröffnet hat, die Eingabetaste drückt.
net-help-start-guest-named = Online: Das Spiel beginnt, sobald { $name } die Eingabetaste drückt.
net-help-between = Online: Eingabetaste oder Leertaste meldet dich bereit; die nächste Runde beginnt, wenn alle bereit sind.
net-help-quit = Online: Steuerung+Q verlässt den Tisch; ein Computer spielt deinen Platz.
net-help-quit-watching = { $room ->
        [yes] Online: Steuerung+Q beendet das Zuschauen und führt zurück in den Raum.
       *[no] Online: Steuerung+Q beendet das Zuschauen und geht.
    }
net-bye-seated = Du hast Tisch { $code } verlassen, ein Computer spielt deinen Platz. Um ihn zurückzuholen, starte: { $command } online join "{ $code }" --server { $server } --lang { $lang }
net-bye-gone = Du hast Tisch { $code } verlassen. Um deinen Platz zurückzuholen, sobald der Server wieder antwortet, starte: { $command } online join "{ $code }" --server { $server } --lang { $lang }
net-bye-visit = Du hast Tisch { $code } verlassen, ein Computer spielt deinen Platz. Online spielen (p) mit dem Code { $code } holt ihn zurück.

## Chat, Platzwahl, ein neues Spiel am selben Tisch, Tipps (Protokoll 2)

# Der Server hat eine Chatzeile abgelehnt: zu viele zu schnell.
net-chat-flooded = Nicht gesendet: zu viele Chatzeilen auf einmal. Warte einen Moment und schick sie dann noch einmal.
net-chat-sent = Gesendet.
net-table-found = Tisch { $code } gefunden.
net-lobby-choose = { $free ->
    [0] An diesem Tisch ist kein Platz frei.
    [one] Ein Platz ist frei. Mit der Eingabetaste setzt du dich dorthin.
   *[other] { $free } Plätze sind frei. Mit den Pfeiltasten wählst du einen aus, mit der Eingabetaste setzt du dich.
}
net-lobby-seat = Platz { $seat }: { $who }. { $position } von { $total }
net-lobby-plain = { $text }
net-lobby-partner-of = Partner von { $name }
net-lobby-left-of = Gegner von { $name }, { $name } sitzt links von dir
net-lobby-right-of = Gegner von { $name }, { $name } sitzt rechts von dir
net-lobby-nobody = noch niemand sonst
net-lobby-edge = { $edge ->
    [first] Das ist der erste freie Platz.
   *[last] Das ist der letzte freie Platz.
}
net-lobby-taken = Du sitzt auf Platz { $seat }: { $who }.
net-wait-again = Das Spiel ist vorbei. Wer den Tisch eröffnet hat, kann mit der Eingabetaste ein neues beginnen.
net-wait-again-named = Das Spiel ist vorbei. { $name } kann mit der Eingabetaste ein neues beginnen.
net-notice-again = { $name } beginnt ein neues Spiel an diesem Tisch.
net-help-chat = Online: Schrägstrich öffnet die Chatzeile; die Eingabetaste sendet, Escape bricht ab.
net-help-again-creator = Online: Eingabetaste oder Leertaste beginnt ein neues Spiel mit denselben Leuten.
net-help-again-guest = Online: Wer den Tisch eröffnet hat, kann ein neues Spiel beginnen.
net-help-again-guest-named = Online: { $name } kann ein neues Spiel beginnen.
net-help-menu = Online: Das Spiel läuft weiter, während die Optionen offen sind; Regeln, Stärke und Tempo der Computer bestimmt der Tisch.
net-key-start-creator = Das Spiel hat noch nicht begonnen. Die Eingabetaste startet es; F1 zeigt die Tasten.
net-key-start-guest = Das Spiel hat noch nicht begonnen: Wer den Tisch eröffnet hat, startet es. Schrägstrich öffnet den Chat.
net-lobby-now-taken = { $name } hat gerade Platz { $seat } genommen.

## The game began while this terminal was still choosing a seat

net-lobby-started-without-you = Das Spiel an diesem Tisch hat begonnen, bevor du einen Platz genommen hast; die freien Plätze spielt der Computer. Du verlässt den Tisch.

## Was die Statuszeile vor und nach dem Spiel an einem Online-Tisch zeigt; Steuerung+Q bei der Platzwahl

net-live-start-creator = Die Eingabetaste startet das Spiel.
net-live-start-guest = Warten, bis die Person, die den Tisch eröffnet hat, das Spiel startet.
net-help-quit-lobby = Online: Steuerung+Q geht, ohne einen Platz zu nehmen.

## Wieder am eigenen Platz nach einem Neustart des Programms (das Terminal war geschlossen)

net-watch-where = Runde { $deal } läuft, gerade bei Stich { $trick }.
net-rejoined = Wieder an deinem Platz: Runde { $deal }, Stich { $trick }.
# Back at one's seat (a new run, a reloaded page) between deals, and after the game.
net-rejoined-between = Wieder an deinem Platz, zwischen zwei Runden.
net-rejoined-after = Wieder an deinem Platz, nach dem Spiel.

## Eine Taste der Runde zwischen den Runden an einem Online-Tisch

net-key-between = Zwischen den Runden gibt es keinen Stich. Mit der Eingabe- oder Leertaste bist du bereit für die nächste.
net-key-between-hand = Zwischen den Runden sind keine Karten im Spiel. Mit der Eingabe- oder Leertaste bist du bereit für die nächste.
net-key-between-turn = Zwischen den Runden ist niemand am Zug. Mit der Eingabe- oder Leertaste bist du bereit für die nächste.

## Warum `online join` keinen Platz bekommen hat

net-no-table = Es gibt keinen Tisch mit dem Code { $code }. Prüf den Code oder frag noch einmal nach.
net-seat-taken-join = Auf diesem Platz sitzt schon jemand. Ohne --seat kannst du einen der freien Plätze wählen.

## Wer schon am Tisch saß, als man dazukam

net-lobby-here = { $name } sitzt schon { $place ->
    [partner] als dein Partner
   *[opponent] als Gegner
} am Tisch.

## Die Platzwahl, während andere sich setzen und gehen: ein Platz, der unter dem Cursor besetzt wird, bleibt dort, der Server entscheidet

net-lobby-gone = Platz { $seat } ist jetzt besetzt. Mit den Pfeiltasten kommst du zu den freien Plätzen.
net-lobby-lost-race = { $name } hat Platz { $seat } kurz vor dir genommen. Bitte einen anderen Platz wählen.
net-lobby-now-free = Platz { $seat } ist wieder frei.

## Eine Chatzeile, während die Verbindung fehlt: nicht aufgehoben, um sie später zu senden, wo sie auf einen vergangenen Moment antworten würde

net-chat-not-sent = Nicht gesendet: Die Verbindung ist unterbrochen. Schreib die Zeile noch einmal, sobald du wieder am Tisch bist.

## Steuerung+Z an einem Online-Tisch: das Spiel wartet im Hintergrund, der Tisch spielt weiter

net-suspend = Das Spiel wartet im Hintergrund; der Tisch spielt weiter, und bleibst du länger weg, spielt ein Computer für dich. Mit fg geht es weiter.

## Der Webplatz (eine Browserseite, für die der Server spricht)

# `e`: Die Seite speichert die Meldungen des Spiels, nicht der Server.
net-web-export = Die { $total } Meldungen dieses Spiels gehen an deinen Browser, der sie als Textdatei speichert.

# `v` zwischen den Runden: der Rückblick des Trainers, den die Seite als Abschnitt mit einer Liste zeigt.
net-web-review-title = Rückblick auf Runde { $deal }
# After the game's result, to who opened the table in a browser (no Control+Q there).
net-web-again-prompt = Eingabetaste oder Leertaste: ein neues Spiel an diesem Tisch beginnen.
# Der fertige Stich auf dem gezeichneten Tisch, zu sehen bis zur ersten Karte des nächsten.
# $who: self oder other; $name: wer ihn gewinnt; $count: seine Augen
net-web-trick-taken = { $who ->
        [self] Du gewinnst den Stich
       *[other] { $name } gewinnt den Stich
    } { $count ->
        [0] ohne Augen
        [one] mit einem Auge
       *[other] mit { $count } Augen
    }
# Die Gruppen des Abschnitts Optionen einer Webseite (ihre Überschriften)
net-web-options-speech = Sprache und Meldungen
net-web-options-sound = Klänge und Stimme
net-web-options-coach = Trainer
net-web-review-count = { $count ->
    [one] Eine Stelle, an der du mehr hättest holen können.
   *[other] { $count } Stellen, an denen du mehr hättest holen können, die wichtigste zuerst.
}

# Der Raum (ui/online/room.py): die offenen öffentlichen Tische, wer da ist, der Chat des Raums, Zuschauen.
net-room-welcome = Du bist im Raum als { $name }. { $tables ->
    [0] Noch ist kein öffentlicher Tisch offen
    [one] 1 öffentlicher Tisch ist offen
   *[other] { $tables } öffentliche Tische sind offen
}, { $people ->
    [one] und außer dir ist niemand da
   *[other] { $people } Leute sind da
}. Mit den Pfeiltasten gehst du durch die Tische, mit der Eingabetaste setzt du dich dazu; W schaut zu, N eröffnet einen Tisch für alle, Umschalt+N einen für Freunde mit seinem Code, P sagt, wer da ist, der Schrägstrich schreibt in den Raum. F1 zeigt die Tasten.
net-room-empty = Kein öffentlicher Tisch ist offen. N eröffnet einen, und alle im Raum sehen ihn.
net-room-entry = { $line }. { $position } von { $total }
net-room-table = { $named ->
    [yes] Tisch von { $opener }
   *[no] Tisch { $code }
}
net-room-people = { $count ->
    [0] noch niemand sitzt
   *[other] { $names }
}
net-room-free = { $count ->
    [0] kein Platz frei
    [one] 1 Platz frei
   *[other] { $count } Plätze frei
}
net-room-rules = { $rules }, Computer { $level }
net-room-state = { $state ->
    [playing] wird gespielt
    [over] Spiel vorbei
   *[waiting] wartet auf den Start
}
net-room-watchers = { $count ->
    [one] 1 schaut zu
   *[other] { $count } schauen zu
}
net-room-langs = spricht { $langs }
net-room-edge = { $edge ->
    [first] Das ist der erste Tisch.
   *[last] Das ist der letzte Tisch.
}
net-room-here = { $count ->
    [one] Nur du bist da: { $names }.
   *[other] { $count } Leute sind da: { $names }.
}
net-room-news-opened = { $count ->
    [one] ein Tisch ist neu
   *[other] { $count } Tische sind neu
}
net-room-news-closed = { $count ->
    [one] ein Tisch ist zu
   *[other] { $count } Tische sind zu
}
net-room-news-came = { $more ->
    [0] { $names } ist dazugekommen
   *[other] { $names } und { $more } weitere sind dazugekommen
}
net-room-news-went = { $more ->
    [0] { $names } ist gegangen
   *[other] { $names } und { $more } weitere sind gegangen
}
net-room-news-here = jetzt { $line }
net-room-no-seat = An diesem Tisch ist kein Platz frei. Mit W schaust du zu.
net-room-no-seat-no-watch = An diesem Tisch ist kein Platz frei, und Zuschauer sind nicht zugelassen.
net-room-chat = { $name } im Raum: { $text }
net-room-mute-ask = Wessen Chat willst du nicht mehr hören, oder wieder hören? Tipp den Namen; die Eingabetaste bestätigt, Escape bricht ab.
net-room-mute-cancelled = Nichts geändert.
net-room-muted = Den Chat von { $name } hörst du nicht mehr.
net-room-unmuted = Den Chat von { $name } hörst du wieder.
net-watch-begun = Du schaust an Tisch { $code } zu und sitzt hinter { $opener }. Du hörst jede Karte, sobald sie gespielt wird; die Tasten für Stich, Verlauf, Spielstand und Plätze funktionieren wie an deinem eigenen Tisch. Steuerung+Q bringt dich zurück in den Raum.
net-watch-no-cards = Du schaust zu: Die Karten gehören den Spielern. Steuerung+Q bringt dich zurück in den Raum.
net-watcher-came = { $name } schaut zu.
net-watcher-went = { $name } schaut nicht mehr zu.
net-help-room = Online: Der Schrägstrich schreibt in den Raum; Steuerung+Q verlässt den Raum.
net-watch-seated = { $name } setzt sich dazu.
net-watch-waiting = Bisher { $count ->
    [one] sitzt dort { $names }.
   *[other] sitzen dort { $names }.
} Das Spiel beginnt, wenn die Person, die den Tisch eröffnet hat, es startet; bis dahin nimmst du mit der Eingabetaste einen freien Platz.
net-watch-begun-page = Du schaust an Tisch { $code } zu und sitzt hinter { $opener }. Du hörst jede Karte, sobald sie gespielt wird; die Tasten für Stich, Verlauf, Spielstand und Plätze funktionieren wie an deinem eigenen Tisch.
net-watch-no-cards-page = Du schaust zu: Die Karten gehören den Spielern.
# Eine Taste, die die eigene Hand liest (h, die Fokustasten, Umschalt+U), von einem Zuschauer gedrückt.
net-watch-no-hand = Du schaust zu: Du siehst keine Hand, nur die ausgespielten Karten.
net-watch-between = Die nächste Runde beginnt, sobald die Spieler bereit sind.
net-watchers-open = Dein Tisch ist wieder offen für Zuschauer.
net-watchers-closed = An deinem Tisch sind keine Zuschauer mehr zugelassen; wer zuschaut, hört auf.
net-watchers-not-yours = Nur wer den Tisch eröffnet hat, lässt Zuschauer zu oder nicht.
net-help-watchers = Online: Umschalt+W lässt an deinem Tisch keine Zuschauer mehr zu, oder wieder zu.
net-room-back = Zurück im Raum.
# Eine Gruppe von Serverprozessen (serve --redis, docs/SCALING.md).
net-error-elsewhere = Dieser Tisch läuft auf einem anderen Server dieser Seite, und die Verbindung konnte ihm nicht dorthin folgen. Versuch es bitte noch einmal.
net-error-group-unavailable = Der Raum und die Tische auf den anderen Servern der Seite sind gerade nicht erreichbar. Laufende Spiele gehen weiter; versuch es bitte gleich noch einmal.
net-serve-node-alone = ristikontra serve: --node benennt diesen Prozess in einer Gruppe und braucht deshalb auch --redis.
net-serve-redis-url = ristikontra serve: „{ $url }“ ist keine Redis-Adresse. Gib eine wie redis://127.0.0.1:6379/0 an.
net-serve-redis-missing = ristikontra serve: --redis braucht das Python-Paket redis. Installier es mit: pip install "ristikontra[group]"
net-serve-node-bad = ristikontra serve: „{ $value }“ kann kein Name eines Prozesses sein: erlaubt sind bis zu 16 Kleinbuchstaben, Ziffern, - oder _, am Anfang ein Buchstabe oder eine Ziffer.
net-serve-group-lost = ristikontra serve: Redis ist nicht erreichbar ({ $reason }). An den Tischen dieses Servers wird weitergespielt; der Raum und Tische auf den anderen Servern warten, bis es wieder da ist.
net-serve-group-back = ristikontra serve: Redis ist wieder erreichbar; { $tables ->
    [one] der Tisch
   *[other] die { $tables } Tische
} dieses Servers stehen wieder im Verzeichnis der Gruppe.
net-serve-group-garbled = ristikontra serve: Eine Nachricht auf dem Kanal der Gruppe war nicht lesbar und wurde übergangen ({ $reason }).
