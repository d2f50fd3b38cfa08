"""The Vagabond dock is sized from its contents (issue 23.3): at window widths 1280, 1366 and
1600, in English, Dutch and Spanish, no word of it is cut, and a full Satchel's fifth (and
sixth) item can be reached, clicked and dragged; where the screen is short, it scrolls."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel

from rootboard.game.replay import perform
from rootboard.game.factions.vagabond.actions import ItemChange
from rootboard.ui.play import vagabond_panel as vp
from tests.ui.play.test_vagabond_panel import buttons, vagabond_state

WIDTHS = (1280, 1366, 1600)


def full_satchel():
    state = vagabond_state("thief")  # boot, sword, torch in the Satchel, tea on its track
    for item in ("hammer", "crossbow", "boot"):
        assert perform(state, ItemChange("vagabond", item, "take")).applied
    return state


def cut_words(panel) -> list[str]:
    """Every label, button and list of the panel narrower than its words need."""
    cut = []
    for w in panel.widget().findChildren(QLabel) + panel.widget().findChildren(QAbstractButton) \
            + panel.widget().findChildren(QComboBox):
        if not w.isVisibleTo(panel.widget()):
            continue
        text = w.currentText() if isinstance(w, QComboBox) else w.text()
        if text and w.width() < w.minimumSizeHint().width():
            cut.append(f"{type(w).__name__} {text!r}: {w.width()} < {w.minimumSizeHint().width()}")
    return cut


@pytest.mark.parametrize("lang", ["en", "nl", "es"])
@pytest.mark.parametrize("width", WIDTHS)
def test_the_vagabond_dock_cuts_no_word_and_reaches_every_item(play, qtbot, settings, monkeypatch, lang, width):
    settings.setValue("language", lang)
    window, _ = play(full_satchel())
    window.resize(width, 740)
    window.vagabond_panel.dock.raise_()
    qtbot.wait(30)
    panel = window.vagabond_panel
    assert panel.dock.isVisible()
    assert cut_words(panel) == []
    # sized from its contents: the dock is as wide as they need, or scrolls to them
    assert panel.viewport().width() >= panel.widget().minimumSizeHint().width() \
        or panel.horizontalScrollBar().maximum() > 0
    satchel = [b for b in buttons(window) if b.item.where == "satchel"]
    assert len(satchel) == 6
    clicked, dragged = [], []
    monkeypatch.setattr(vp.ItemButton, "show_menu", lambda self: clicked.append(self.item.item))
    monkeypatch.setattr(vp.QDrag, "exec", lambda self, *a: dragged.append(self.mimeData().data(vp.MIME)))
    for button in satchel[4:]:  # the fifth and the sixth
        panel.ensureWidgetVisible(button)
        qtbot.wait(1)
        assert button.visibleRegion().boundingRect() == button.rect(), f"{button.item.item} is cut off"
        centre = button.rect().center()
        at = panel.viewport().mapFromGlobal(button.mapToGlobal(centre))
        assert panel.viewport().rect().contains(at) and panel.viewport().childAt(at) is button
        QTest.mouseClick(button, Qt.LeftButton, Qt.NoModifier, centre)
        QTest.mousePress(button, Qt.LeftButton, Qt.NoModifier, centre)
        QTest.mouseMove(button, centre + QPoint(12, 0))
        QTest.mouseRelease(button, Qt.LeftButton, Qt.NoModifier, centre + QPoint(12, 0))
    assert clicked[:1] == [satchel[4].item.item] and satchel[5].item.item in clicked
    assert len(dragged) >= 2
