"""The action log in a side dock: the core's log entries rendered, undone entries greyed.

The entries are :func:`rootboard.game.actions.log_entries` (data: number, description,
undone, warning, notes), rendered here in the words `rootboard log` prints. An entry and its
warning and note lines are undone together, and the word "(undone)" in the text says it
without the grey.

The last action applied is the log's current row, marked and scrolled into view: after a
game's newest action that is the end of the log, and when a recorded game is stepped back
(the Rootlog dock's slider: undo and redo) the log follows it to that moment (issue 37).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QListWidget, QListWidgetItem

from rootboard.messages import render, text

from rootboard.i18n import N_, tr

if TYPE_CHECKING:
    from rootboard.session import GameSession

UNDONE_INK = QColor("#9a8f7d")
CURRENT_BACKGROUND = QColor("#e9d9ae")  # the last action applied: as the Rootlog dock marks its line
WARNING_INK = QColor("#9c4a00")
NO_ACTIONS = N_("log", "no actions yet")
NO_GAME = N_("log", "No game open: File › New game ({new}) or Open… ({open}).")


class ActionLog(QListWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("action-log")
        self.setAccessibleName(tr("log", "Action log"))
        self.setWordWrap(True)
        self.setSelectionMode(QListWidget.NoSelection)  # the current action is marked by its background
        self.current_entry: int | None = None
        self._current_row = 0
        self._at_end = True
        self.setStyleSheet("#action-log { background: #fffaf0; color: #3a2419; font-family: 'DejaVu Sans Mono'; font-size: 9pt; }")

    def show_session(self, session: GameSession | None) -> None:
        self.setAccessibleName(tr("log", "Action log"))  # again: the language may have changed
        self.clear()
        self.current_entry = None
        self._current_row = current_row = 0
        self._at_end = True
        if session is None:
            from rootboard.ui.play.shortcuts import key_name

            self.addItem(tr(*NO_GAME).format(new=key_name("Ctrl+N"), open=key_name("Ctrl+O")))
            return
        entries = session.log_entries()
        self.current_entry = session.state.cursor or None  # the number of the last action applied
        self._at_end = session.state.cursor == len(entries)
        if not entries:
            self.addItem(tr(*NO_ACTIONS))
            return
        for e in entries:
            rows = [(f"{e.number:3d}. {text(e.description)}" + (tr("log", "  (undone)") if e.undone else ""), False)]
            if e.warning is not None:
                rows.append(("     " + tr("log", "WARNING (teach mode): {reason}").format(reason=render(e.warning)), True))
            rows += [("     " + tr("log", "note: {note}").format(note=render(note)), False) for note in e.notes]
            for n, (line, warning) in enumerate(rows):
                item = QListWidgetItem(line)
                item.setData(Qt.UserRole, e.undone)
                if e.number == self.current_entry:
                    item.setBackground(QBrush(CURRENT_BACKGROUND))
                    if n == 0:
                        current_row = self.count()
                if e.undone:
                    item.setForeground(QBrush(UNDONE_INK))
                    font = item.font()
                    font.setItalic(True)
                    item.setFont(font)
                elif warning:
                    item.setForeground(QBrush(WARNING_INK))
                self.addItem(item)
        # the current action in view, with what came before it (after layout, or a dock not shown
        # yet stays at the top); the newest, when nothing is undone
        self._current_row = current_row if self.current_entry is not None else 0
        if self._current_row < self.count():
            self.setCurrentRow(self._current_row)
        QTimer.singleShot(0, self._show_current)

    def _show_current(self) -> None:
        if self.current_entry is None:
            self.scrollToTop()
        elif self._at_end:
            self.scrollToBottom()  # nothing undone: the newest action, its notes too
        elif self._current_row < self.count():
            self.scrollToItem(self.item(self._current_row), QListWidget.PositionAtCenter)

    def current_item(self) -> QListWidgetItem | None:
        """The first row of the last action applied (None before the first)."""
        return self.item(self._current_row) if self.current_entry is not None else None

    def lines(self) -> list[tuple[str, bool]]:
        """(text, undone) per row, for tests and screen readers' summaries."""
        return [(self.item(i).text(), bool(self.item(i).data(Qt.UserRole))) for i in range(self.count())]
