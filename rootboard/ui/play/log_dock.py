"""The action log in a side dock: the core's readable lines, undone entries greyed.

The lines are :func:`rootboard.game.actions.log_lines` as `rootboard log` prints them; this
widget only styles them. An entry and its warning and note lines are undone together, so
the grey follows the entry's number against the history cursor, and the word "(undone)"
in the text says it without the grey.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QListWidget, QListWidgetItem

if TYPE_CHECKING:
    from rootboard.session import GameSession

ENTRY = re.compile(r"^\s*(\d+)\. ")
UNDONE_INK = QColor("#9a8f7d")
WARNING_INK = QColor("#9c4a00")
NO_ACTIONS = "no actions yet"
NO_GAME = "No game open: File › New game (Ctrl+N) or Open… (Ctrl+O)."


class ActionLog(QListWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("action-log")
        self.setAccessibleName("Action log")
        self.setWordWrap(True)
        self.setSelectionMode(QListWidget.NoSelection)
        self.setStyleSheet("#action-log { background: #fffaf0; color: #3a2419; font-family: 'DejaVu Sans Mono'; font-size: 9pt; }")

    def show_session(self, session: GameSession | None) -> None:
        self.clear()
        if session is None:
            self.addItem(NO_GAME)
            return
        lines = session.log()
        if not lines:
            self.addItem(NO_ACTIONS)
            return
        cursor = session.state.cursor
        number = 0
        for line in lines:
            found = ENTRY.match(line)
            if found:
                number = int(found.group(1))
            item = QListWidgetItem(line)
            undone = number > cursor
            item.setData(Qt.UserRole, undone)
            if undone:
                item.setForeground(QBrush(UNDONE_INK))
                font = item.font()
                font.setItalic(True)
                item.setFont(font)
            elif "WARNING" in line:
                item.setForeground(QBrush(WARNING_INK))
            self.addItem(item)
        # the newest entries in view (after layout, or a dock not shown yet stays at the top)
        QTimer.singleShot(0, self.scrollToBottom)

    def lines(self) -> list[tuple[str, bool]]:
        """(text, undone) per row, for tests and screen readers' summaries."""
        return [(self.item(i).text(), bool(self.item(i).data(Qt.UserRole))) for i in range(self.count())]
