"""What the window shows around a drag: the glow while dragging, the status bar after it,
and a board that stays put when the message strip speaks. Real events on the viewport."""

from PySide6.QtCore import QEvent, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from rootboard.game.actions import Move
from rootboard.game.movement import MoveRequest, legal_destinations
from tests.game.gamekit import FACTS
from tests.ui.play.test_drag import at_area, at_piece, drag, marquise_rules_1


def lit(window):
    return {area for area, mark in window.board.scene.marked().items() if mark.role == "drop"}


def test_the_first_drag_keeps_its_glow_when_the_hint_s_tooltip_takes_the_pointer(qtbot, play):
    state = marquise_rules_1()
    window, interaction = play(state)
    expected = {d.area for d in legal_destinations(state, "marquise", 1, "warrior")}
    QTest.mouseMove(window.view.viewport(), at_piece(window, 1, "marquise", "warrior"))  # a hand reaches for it
    previewed = window.board.scene.marked()
    drag(qtbot, window, at_piece(window, 1, "marquise", "warrior"), at_area(window, 5), release=False)
    assert lit(window) == expected
    # The tooltip under the cursor takes it off the viewport: Qt sends Leave to the view.
    for widget in (window.view.viewport(), window.view):
        QApplication.sendEvent(widget, QEvent(QEvent.Leave))
    assert lit(window) == expected
    QTest.keyClick(window.view, Qt.Key_Escape)
    assert window.board.scene.marked() == previewed  # lit as before the drag


def refused_hover(qtbot, window):
    a, far = FACTS["autumn"]["apart"]
    verdict = window.game.session.check(Move(MoveRequest("marquise", a, far, 1, "warrior"))).verdict
    drag(qtbot, window, at_piece(window, a, "marquise", "warrior"), at_area(window, far), release=False)
    assert verdict.section in window.statusBar().currentMessage()
    return a, far, verdict


def test_escape_clears_the_hint_from_the_status_bar(qtbot, play):
    window, interaction = play(marquise_rules_1())
    refused_hover(qtbot, window)
    QTest.keyClick(window.view, Qt.Key_Escape)
    assert window.statusBar().currentMessage() == "" and interaction.hint == ""


def test_a_click_clears_a_refused_drop_s_verdict(qtbot, play):
    window, interaction = play(marquise_rules_1())
    a, far, verdict = refused_hover(qtbot, window)
    QTest.mouseRelease(window.view.viewport(), Qt.LeftButton, Qt.NoModifier, at_area(window, far))
    assert verdict.section in window.statusBar().currentMessage()
    qtbot.mouseClick(window.view.viewport(), Qt.LeftButton, Qt.NoModifier, at_area(window, 5))
    assert window.statusBar().currentMessage() == ""


def test_undo_clears_the_last_drop_s_verdict(qtbot, play):
    window, interaction = play(marquise_rules_1())
    a, b = FACTS["autumn"]["path"]
    drag(qtbot, window, at_piece(window, a, "marquise", "warrior"), at_area(window, b))
    assert window.statusBar().currentMessage().startswith("Done")
    window.undo_action.trigger()
    assert window.statusBar().currentMessage() == "" and interaction.hint == ""


def test_a_refused_drop_s_message_keeps_its_two_lines_and_the_board_still(qtbot, play):
    """The strip keeps room for two lines, shown or hidden (a Spanish refusal is longer than
    the board is wide): a refusal wraps within it, and the board under it never moves."""
    window, interaction = play(marquise_rules_1())
    qtbot.wait(20)
    size = window.size()  # as the window's screen lets it be (it never grows past it)
    before = (window.view.geometry(), window.view.transform())
    kept = window.strip.height()
    a, far, verdict = refused_hover(qtbot, window)
    QTest.mouseRelease(window.view.viewport(), Qt.LeftButton, Qt.NoModifier, at_area(window, far))
    assert window.strip.kind == "refused" and verdict.section in window.strip.text()
    assert window.strip.toolTip() == window.strip.text()  # the whole of it, however narrow the strip
    assert window.strip.height() == kept
    window.resize(700, window.height())  # narrower than the refusal: it wraps, in the room it kept
    qtbot.wait(20)
    one_line = window.strip.fontMetrics().lineSpacing()
    assert window.strip.height() == kept and window.strip.contentsRect().height() >= 2 * one_line
    assert window.strip.heightForWidth(window.strip.width()) <= kept
    window.resize(size)
    qtbot.wait(20)
    assert (window.view.geometry(), window.view.transform()) == before
