"""A check box whose words wrap to the width it is given.

A QCheckBox draws its words on one line and asks for all of it: in a dock column narrower than
that (a column the window's layout memory kept from an earlier session) it was cut at the
column's edge, "which areas are adjacent (2.2.1," (issue 37). Here the box is a bare QCheckBox
and its words a word-wrapped label beside it; a click on the words toggles the box, as on a
check box's own text, and the box keeps the words as its accessible name.

Its height is its words' at the width it is given. A form layout (QFormLayout: the Move or place
form) gives a field its size hint's height, not its height for width: the hint's narrow guess
wrapped "met de Veerboot (16.2.2.V)" in two lines, and the one line the wider field showed sat
centred in that height, a few pixels below its box (the window at 1366x768 in Dutch). So its
hint is its height at its width once it has one, asked again as that width changes; and the
words sit at the top, beside the box, whatever height a layout gives them.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QSizePolicy, QWidget


class WrappingCheckBox(QWidget):
    toggled = Signal(bool)

    def __init__(self, text: str = "", parent=None):
        super().__init__(parent)
        self.box = QCheckBox()
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.PlainText)
        self.label.setAlignment(Qt.AlignLeft | Qt.AlignTop)  # level with the box, which is at the top
        self.label.setBuddy(self.box)
        self.label.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Preferred)
        self.label.mousePressEvent = lambda event: self._clicked(event)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.box, 0, Qt.AlignTop)
        row.addWidget(self.label, 1)
        self.box.toggled.connect(self.toggled)
        self._height: int | None = None  # its height for the width it has, once it has one
        self.setText(text)

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return hint if self._height is None else QSize(hint.width(), self._height)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        height = self.heightForWidth(self.width())
        if height != self._height:  # its words wrap in more or fewer lines: the layout asks again
            self._height = height
            self.updateGeometry()

    def _clicked(self, event) -> None:
        if event.button() == Qt.LeftButton and self.isEnabled():
            self.box.toggle()
            self.box.setFocus(Qt.MouseFocusReason)

    def setText(self, text: str) -> None:
        self.label.setText(text)
        self.box.setAccessibleName(text)
        if self._height is not None:  # other words, other lines at the same width
            self._height = self.heightForWidth(self.width())
            self.updateGeometry()

    def text(self) -> str:
        return self.label.text()

    def isChecked(self) -> bool:
        return self.box.isChecked()

    def setChecked(self, checked: bool) -> None:
        self.box.setChecked(checked)
