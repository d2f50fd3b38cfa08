"""No label, button, list or tab of the window is cut off or elided at 1366x768, in English,
Dutch or Spanish (issues 22, 23): the docks, their tabs, the turn bar, the supply trays, the
Vagabond's board and the setup wizard's pages all make room for their words, or scroll."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QScrollArea, QTabBar, QWidget

from tests.ui.play.test_vagabond_dock_fits import full_satchel

LAPTOP = (1366, 728)  # 768 less a desktop's panel


def _in_scroll_area(w: QWidget) -> bool:
    parent = w.parentWidget()
    while parent is not None:
        if isinstance(parent, QScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def cut(window) -> list[str]:
    found = []
    for w in window.findChildren(QWidget):
        if not w.isVisible() or w.window() is not window:
            continue
        if isinstance(w, QTabBar):
            for i in range(w.count()):
                if w.tabRect(i).width() < w.tabSizeHint(i).width() - 1:
                    found.append(f"tab {w.tabText(i)!r}: {w.tabRect(i).width()} < {w.tabSizeHint(i).width()}")
            continue
        if isinstance(w, QComboBox):
            text = w.currentText()
        elif isinstance(w, (QLabel, QAbstractButton)):
            text = w.text()
        else:
            continue
        if not text or (isinstance(w, QLabel) and w.wordWrap()):
            continue
        need = w.minimumSizeHint().width()
        if w.width() < need:
            found.append(f"{type(w).__name__} {text!r} in {w.parentWidget().objectName() or '?'}: {w.width()} < {need}")
    return found


@pytest.mark.parametrize("lang", ["en", "nl", "es"])
def test_no_word_of_the_window_is_cut_while_playing(play, qtbot, settings, lang):
    settings.setValue("language", lang)
    window, _ = play(full_satchel())
    window.resize(*LAPTOP)
    qtbot.wait(30)
    for dock in (window.vagabond_panel.dock, window.game_chrome.rule_dock, window.dock):
        dock.raise_()
        qtbot.wait(10)
        assert cut(window) == []


@pytest.mark.parametrize("lang", ["en", "nl", "es"])
def test_no_word_of_the_setup_wizard_is_cut(make_window, qtbot, settings, lang):
    settings.setValue("language", lang)
    window = make_window("autumn")
    window.resize(*LAPTOP)
    wizard = window.set_up_game()
    qtbot.wait(30)
    assert cut(window) == []
    wizard.page.factions = ["marquise", "eyrie", "vagabond", "alliance"]
    wizard.restart()
    wizard.go_next()
    for _ in range(60):
        qtbot.wait(1)
        assert cut(window) == [], wizard.setup.pending.id if wizard.setup.pending else "summary"
        if wizard.setup.done:
            break
        wizard.choose_for_us()
