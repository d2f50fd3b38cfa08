"""A check box whose words wrap: all of them shown at any width it is given, a click on them
toggling the box, and the words its accessible name."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QVBoxLayout, QWidget

from rootboard.ui.widgets.wrapping_check import WrappingCheckBox

WORDS = "whether a clearing may be a homeland (16.1.8.II)"


def test_its_words_wrap_to_a_narrow_width_and_are_all_shown(qtbot):
    holder = QWidget()
    column = QVBoxLayout(holder)
    box = WrappingCheckBox(WORDS)
    column.addWidget(box)
    qtbot.addWidget(holder)
    one_line = box.label.fontMetrics().horizontalAdvance(WORDS)
    holder.resize(one_line // 2, 200)
    holder.show()
    qtbot.waitExposed(holder)
    assert box.width() < one_line  # narrower than its words on one line...
    assert box.label.height() >= box.label.heightForWidth(box.label.width())  # ...and every line shown
    assert box.label.heightForWidth(box.label.width()) > box.label.fontMetrics().lineSpacing()


def test_a_click_on_its_words_toggles_it(qtbot):
    box = WrappingCheckBox(WORDS)
    qtbot.addWidget(box)
    box.show()
    seen = []
    box.toggled.connect(seen.append)
    qtbot.mouseClick(box.label, Qt.LeftButton)
    assert box.isChecked() and seen == [True]
    qtbot.mouseClick(box.box, Qt.LeftButton)
    assert not box.isChecked() and seen == [True, False]
    box.setEnabled(False)
    qtbot.mouseClick(box.label, Qt.LeftButton)
    assert not box.isChecked()
    assert box.box.accessibleName() == WORDS == box.text()


def test_in_a_form_it_is_as_tall_as_its_words_at_its_width_and_they_sit_beside_the_box(qtbot):
    """A form layout gives a field its size hint's height: the hint's guess wrapped the words in
    two lines, and the one line a wider field showed sat centred below its box (the Move or
    place form in Dutch). Now its height is its words' at its width, as that width changes."""
    from PySide6.QtWidgets import QFormLayout

    holder = QWidget()
    form = QFormLayout(holder)
    box = WrappingCheckBox(WORDS)
    form.addRow("", box)
    qtbot.addWidget(holder)
    one_line = box.label.fontMetrics().horizontalAdvance(WORDS)
    for width, lines in ((one_line * 2, 1), (one_line // 2, 2), (one_line * 2, 1)):
        holder.resize(width, 300)
        holder.show()
        qtbot.waitExposed(holder)
        qtbot.waitUntil(lambda: box.height() == box.heightForWidth(box.width()))
        words = box.label.heightForWidth(box.label.width())
        assert (words > box.label.fontMetrics().lineSpacing()) == (lines > 1)
        assert box.height() == max(box.box.height(), words)  # no room beside the words but theirs
    assert box.label.alignment() & Qt.AlignTop and box.box.y() == box.label.y()
