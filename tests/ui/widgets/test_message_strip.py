"""The message strip keeps one line's room, so the board under it never moves."""

import pytest

from rootboard.ui.widgets.message_strip import KINDS, MessageStrip


def measured_one_line(strip: MessageStrip) -> int:
    """What Qt itself makes of one line in the strip's style sheet."""
    strip.ensurePolished()
    strip.setText("Xg")
    return strip.sizeHint().height()


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_the_room_kept_is_one_line_as_qt_lays_it_out(qtbot, kind):
    strip = MessageStrip()
    qtbot.addWidget(strip)
    kept = strip.minimumHeight()  # reckoned at construction, before any style sheet is polished
    strip.show_message(kind, "Xg")
    assert kept == measured_one_line(strip) > 0


def test_a_one_line_message_coming_and_going_leaves_the_board_where_it_was(make_window, qtbot):
    window = make_window("autumn")
    before = window.view.geometry()
    window.strip.show_message("refused", "Refused: clearing 5 is not adjacent to clearing 1.")
    qtbot.wait(10)
    during = window.view.geometry()
    window.strip.show_message("info", "")
    qtbot.wait(10)
    assert before == during == window.view.geometry()
