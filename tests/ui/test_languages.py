"""The window in Dutch and Spanish: View › Language applies at once and is remembered;
no menu, toolbar or dock keeps its English."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMenu

from rootboard import i18n


def _menu_texts(window) -> dict[str, str]:
    """Every text of the menu bar, its menus, their entries and tooltips: English -> shown."""
    shown = []

    def walk(menu: QMenu):
        shown.append(menu.title())
        for a in menu.actions():
            if a.menu() is not None:
                walk(a.menu())
            elif a.text() and not a.isSeparator():
                shown.append(a.text())
    for a in window.menuBar().actions():
        walk(a.menu())
    return shown


@pytest.mark.parametrize("lang,words", [("nl", ("&Bestand", "Beel&d", "Afsluiten", "Verkenner")),
                                        ("es", ("&Archivo", "&Ver", "Salir", "Explorador"))])
def test_view_language_applies_at_once_and_is_kept(make_window, settings, lang, words):
    window = make_window("lake")
    english = set(_menu_texts(window))
    assert "&File" in english
    window.set_language(lang)
    shown = _menu_texts(window)
    assert all(w in shown or w == window.dock.windowTitle() for w in words)
    # Nothing English is left but the language names (each in its own language) and words
    # that are the same in both ("Score" in Dutch).
    left = (set(shown) & english) - set(i18n.LANGUAGE_NAMES.values()) - {"Score"}
    assert not left, left
    assert settings.value("language") == lang
    assert window.language_actions[lang].isChecked()
    assert "Meer Kaart" in window.windowTitle() or "Mapa del Lago" in window.windowTitle()
    window.set_language("en")
    assert set(_menu_texts(window)) == english


def test_the_kept_language_opens_the_next_window(make_window, settings):
    settings.setValue("language", "es")
    window = make_window("autumn")
    assert i18n.current() == "es"
    assert window.file_menu.title() == "&Archivo"


def test_a_refusal_in_the_window_speaks_dutch(play, settings):
    from rootboard.game.actions import Move
    from rootboard.game.movement import MoveRequest
    from rootboard.game.newgame import new_game
    from rootboard.ui.widgets.message_strip import outcome_message

    settings.setValue("language", "nl")
    state = new_game("lake", ["marquise", "eyrie"], seed=1)
    window, _ = play(state)
    outcome = window.game.session.perform(Move(MoveRequest("marquise", 11, 1, 1, "warrior")))
    kind, words = outcome_message(outcome)
    assert kind == "refused"
    assert words.startswith("Geweigerd: Wet ") and "open plek 11" in words and "Markiezin" in words
