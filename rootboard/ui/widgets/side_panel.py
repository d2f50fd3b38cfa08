"""The pages of the side docks (the explorer, Who rules) in one house style."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from rootboard.i18n import tr


class SidePanel(QWidget):
    """A dock's page: its own background and style sheet, and a heading at the top of a column
    that the page fills below it."""

    def __init__(self, name: str, style: str, heading: tuple[str, str], minimum_width: int, parent=None):
        """``heading`` is ``N_(context, English)``: the page sets it again on each change it shows."""
        super().__init__(parent)
        self.setObjectName(name)
        self.setAttribute(Qt.WA_StyledBackground, True)
        self.setStyleSheet(style)
        self.setMinimumWidth(minimum_width)
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(10, 10, 10, 10)
        self.heading = QLabel(tr(*heading))
        self.heading.setStyleSheet("font-size: 15pt; font-weight: bold;")
        self.heading.setWordWrap(True)  # "Aangrenzendheid verkennen" is wider than the dock
        self.column.addWidget(self.heading)
