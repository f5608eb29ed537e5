"""German that reads as a native speaker says it (play-test of the start menu, the seat choice and
the online prompts): the arrow keys are "die Pfeiltasten", and a key does not "take" or "go"."""

from __future__ import annotations

from ui_harness import Driver, make_session

from ristikontra.i18n import Translator


def test_the_start_menu_says_what_the_keys_do_in_german() -> None:
    session = make_session("de", seed=6, level="basic")
    Driver(session).run([], menu=True)
    assert session.transcript[1] == ("Startmenü, 5 Einträge. Mit den Pfeiltasten wählst du, "
                                     "mit der Eingabetaste bestätigst du.")


def test_the_online_prompts_and_the_key_list_read_naturally() -> None:
    t = Translator("de")
    assert t("ui-online-server").endswith("Mit der Eingabetaste geht es weiter, mit Escape brichst du ab.")
    assert t("ui-online-name") == "Dein Name am Tisch. Mit der Eingabetaste geht es weiter."
    assert t("net-lobby-choose", free=3) == (
        "3 Plätze sind frei. Mit den Pfeiltasten wählst du einen aus, mit der Eingabetaste setzt du dich.")
    listed = t("help-list-open", mode="play", count=26)
    assert "Drückst du noch einmal F1, hörst du alle auf einmal" in listed
    for line in (t("ui-online-server"), t("ui-online-name"), t("net-lobby-choose", free=3), listed,
                 t("ui-key-lobby"), t("net-lobby-gone", seat=2)):
        assert "Pfeil nach oben und unten" not in line and "Eingabetaste nimmt" not in line, line
        assert "Eingabetaste geht weiter" not in line and "noch einmal sagt" not in line, line




def test_the_start_menu_and_the_seat_choice_read_naturally_in_finnish() -> None:
    """Finnish says what to do ("Valitse ... ja vahvista"), not "the arrows choose"."""
    session = make_session("fi", seed=6, level="basic")
    Driver(session).run([], menu=True)
    assert session.transcript[1] == "Aloitusvalikko, 5 kohtaa. Valitse nuolinäppäimillä ja vahvista Enterillä."
    t = Translator("fi")
    assert t("net-lobby-choose", free=3) == "3 paikkaa on vapaana. Valitse nuolinäppäimillä ja istuudu Enterillä."
    assert t("title-item", item=t("title-new"), position=1, total=5) == "Uusi peli, 1/5"
