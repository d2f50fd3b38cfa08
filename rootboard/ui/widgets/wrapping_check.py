"""A check box whose words wrap to the width it is given.

A QCheckBox draws its words on one line and asks for all of it: in a dock column narrower than
that (a column the window's layout memory kept from an earlier session) it was cut at the
column's edge, "which areas are adjacent (2.2.1," (issue 37). Here the box is a bare QCheckBox
and its words a word-wrapped label beside it; a click on the words toggles the box, as on a
check box's own text, and the box keeps the words as its accessible name.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QSizePolicy, QWidget


class WrappingCheckBox(QWidget):
    toggled = Signal(bool)

    def __init__(self, text: str = "", parent=None):
        super().__init__(parent)
        self.box = QCheckBox()
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.PlainText)
        self.label.setBuddy(self.box)
        self.label.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Preferred)
        self.label.mousePressEvent = lambda event: self._clicked(event)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.box, 0, Qt.AlignTop)
        row.addWidget(self.label, 1)
        self.box.toggled.connect(self.toggled)
        self.setText(text)

    def _clicked(self, event) -> None:
        if event.button() == Qt.LeftButton and self.isEnabled():
            self.box.toggle()
            self.box.setFocus(Qt.MouseFocusReason)

    def setText(self, text: str) -> None:
        self.label.setText(text)
        self.box.setAccessibleName(text)

    def text(self) -> str:
        return self.label.text()

    def isChecked(self) -> bool:
        return self.box.isChecked()

    def setChecked(self, checked: bool) -> None:
        self.box.setChecked(checked)
