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
    left = (set(shown) & english) - set(i18n.LANGUAGE_NAMES.values()) - SAME_IN_DUTCH
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


def _widget_texts(window) -> set[str]:
    """Every word a widget of the window shows: texts, titles, tooltips, accessible names, list,
    combo box and menu entries. Qt's own buttons (a dock's Close and Float, a tab bar's
    scroll arrows) are left out: Qt's shipped catalogue says those."""
    from PySide6.QtWidgets import (QAbstractButton, QComboBox, QGroupBox, QLabel, QLineEdit, QListWidget, QTabBar,
                                   QWidget)

    found = set()
    for w in [window, *window.findChildren(QWidget)]:
        if w.objectName().startswith("qt_") or isinstance(w.parent(), QTabBar):
            continue
        found |= {w.toolTip(), w.windowTitle(), w.accessibleName(), w.statusTip()}
        if isinstance(w, (QLabel, QAbstractButton)):
            found.add(w.text())
        if isinstance(w, QLineEdit):
            found.add(w.placeholderText())
        if isinstance(w, QGroupBox):
            found.add(w.title())
        if isinstance(w, QComboBox):
            found |= {w.itemText(i) for i in range(w.count())}
        if isinstance(w, QListWidget):
            found |= {w.item(i).text() for i in range(w.count())} | {w.item(i).toolTip() for i in range(w.count())}
        for a in w.actions():
            found |= {a.text(), a.toolTip()}
    return {t for t in found if t and not t.strip(" 0123456789.,:;·×+-–—()/").isspace() and any(c.isalpha() for c in t)}


def _vagabond_game_window(play, settings, lang):
    from rootboard.game.newgame import new_game
    from rootboard.game.factions.vagabond.actions import SetCharacter

    settings.setValue("language", lang)
    window, _ = play(new_game("lake", ["marquise", "eyrie", "alliance", "vagabond"], seed=1))
    window.game.perform(SetCharacter("vagabond", "thief"))
    window.board.select(11)
    return window


#: The Dutch words are the English ones (Qt's Dutch OK button too; Dutch software says "quiz" and "seed").
# "Bots" is the seeds' word in Dutch and Spanish too (TERMS §9, 16.1.3); Blitz, a bot's trait, is
# Blitz in Dutch.
SAME_IN_DUTCH = {"Score", "OK", "Quiz", "Quiz…", "&Seed:", "B&ots:", "Blitz"}


@pytest.mark.parametrize("lang", ["nl", "es"])
def test_a_game_window_keeps_no_english_word_at_start_or_after_view_language(play, settings, lang):
    """Menus, turn bar, docks, supply trays, the Vagabond's board, the explorer and the strip:
    nothing a window in Dutch or Spanish shows is the English it shows in English, whether it
    opened in the language or was switched to it (View › Language)."""
    english = _widget_texts(_vagabond_game_window(play, settings, "en"))
    assert english
    opened = _widget_texts(_vagabond_game_window(play, settings, lang))
    switched_window = _vagabond_game_window(play, settings, "en")
    switched_window.set_language(lang)
    switched_window.board.select(11)
    switched = _widget_texts(switched_window)
    allowed = set(i18n.LANGUAGE_NAMES.values()) | SAME_IN_DUTCH
    assert not (opened & english) - allowed, sorted((opened & english) - allowed)
    assert not (switched & english) - allowed, sorted((switched & english) - allowed)


def _dialog_texts(play, settings, lang):
    """The words of the game's dialogs and of the setup wizard, opened in ``lang``."""
    from rootboard.game.newgame import new_game
    from rootboard.ui.play.game_dialogs import NewGameDialog
    from rootboard.ui.play.hire_dialog import HireDialog
    from rootboard.ui.play.piece_dialog import PieceDialog

    settings.setValue("language", lang)
    state = new_game("lake", ["marquise", "eyrie", "vagabond"], seed=1,
                     hirelings=["forest-patrol", "popular-band", "corvid-spies"])
    window, _ = play(state)
    found = set()
    for dialog in (HireDialog(window, window.game), PieceDialog(window, window.game), NewGameDialog(window, "lake")):
        found |= _widget_texts(dialog)
        dialog.deleteLater()
    return found | _widget_texts(window.set_up_game())


@pytest.mark.parametrize("lang", ["nl", "es"])
def test_the_dialogs_and_the_setup_wizard_keep_no_english_word(play, settings, lang):
    english = _dialog_texts(play, settings, "en")
    shown = _dialog_texts(play, settings, lang)
    left = (shown & english) - set(i18n.LANGUAGE_NAMES.values()) - SAME_IN_DUTCH
    assert not left, "; ".join(sorted(left))


@pytest.mark.parametrize("lang", ["nl", "es"])
def test_what_the_strip_says_is_said_again_in_the_new_language(play, settings, tmp_path, lang):
    """Not only an action's verdict: the strip's news of a command (a game opened, teach mode)
    and the explorer's invitation follow View › Language too, rendered anew from what made
    them, never left in the language they were said in."""
    from rootboard.gamefile.file import save_game
    from rootboard.game.newgame import new_game

    state = new_game("lake", ["marquise", "eyrie"], seed=1)
    path = tmp_path / "g.json"
    save_game(state, path)
    window, _ = play(state)

    def said_in(lang_now, act):
        window.set_language("en")
        act()
        english = window.strip.text()
        window.set_language(lang_now)
        shown = window.strip.text()
        assert shown and shown != english
        return english, shown

    assert window.files.open_game(path)
    english, shown = said_in(lang, lambda: window.files.open_game(path))
    assert english.startswith("Opened g.json") and "g.json" in shown
    assert window.strip.accessibleName() == shown and window.strip.toolTip() == shown
    english, shown = said_in(lang, lambda: window.game.set_teach(not window.game.teach))
    window.set_language("en")
    assert window.strip.text() == english  # and back: the same words as first said
    window.files.close_game()
    english, shown = said_in(lang, lambda: None)  # exploring: the invitation to open or start a game
    assert "Ctrl+N" in english
