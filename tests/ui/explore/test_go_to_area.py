"""View › Go to area: the explorer by keyboard."""

import pytest
from PySide6.QtCore import Qt

from rootboard.messages import render
from rootboard.board.explain import explain_neighbours, relation


def test_go_to_area_explores_and_compares_by_keyboard(qtbot, make_window):
    window = make_window("lake")
    window.go_to_action.trigger()
    field = window._go_to
    assert field.isVisible() and window.focusWidget() is field
    qtbot.keyClicks(field, "1_9_12")
    qtbot.keyClick(field, Qt.Key_Return)
    assert window.board.selected == "1_9_12"
    expected = {e.neighbour for e in explain_neighbours(window.board.topology, "1_9_12")}
    assert set(window.board.scene.marked()) == expected | {"1_9_12"}
    field.clear()
    qtbot.keyClicks(field, "1_5_11")
    qtbot.keyClick(field, Qt.Key_Return, Qt.ShiftModifier)
    assert window.board.selected == "1_9_12" and window.board.partner == "1_5_11"
    assert window.panel.relation.text() == render(relation(window.board.topology, "1_9_12", "1_5_11").message)
    field.clear()
    qtbot.keyClicks(field, "13")
    qtbot.keyClick(field, Qt.Key_Return)
    assert window.board.selected == "1_9_12"  # nothing changed
    assert "Lake has no clearing 13" in window.statusBar().currentMessage()
    qtbot.keyClick(field, Qt.Key_Escape)
    assert not field.isVisible()



@pytest.mark.parametrize("lang", ["en", "nl", "es"])
def test_the_fields_hint_is_whole_in_every_language(qtbot, make_window, settings, lang):
    """A fixed 340 pixels cut the hint at "(Shift+Enter: com…" in English, more in Dutch and
    Spanish (the window audit); the field is as wide as its hint, and stays so after View ›
    Language."""
    from tests.ui.test_no_word_cut import LAPTOP, _placeholder_room, cut

    settings.setValue("language", lang)
    window = make_window("autumn")
    window.resize(*LAPTOP)
    window.go_to_action.trigger()
    qtbot.wait(10)
    field = window._go_to
    shown = field.placeholderText()
    assert field.isVisible() and shown
    assert cut(window) == []
    window.set_language(next(other for other in ("es", "nl", "en") if other != lang))
    qtbot.wait(10)
    hint = field.placeholderText()
    assert hint != shown and _placeholder_room(field) >= field.fontMetrics().horizontalAdvance(hint)
