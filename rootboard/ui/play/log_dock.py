"""The action log in a side dock: the core's log entries rendered, undone entries greyed.

The entries are :func:`rootboard.game.actions.log_entries` (data: number, description,
undone, warning, notes), rendered here in the words `rootboard log` prints. An entry and its
warning and note lines are undone together, and the word "(undone)" in the text says it
without the grey.
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
WARNING_INK = QColor("#9c4a00")
NO_ACTIONS = N_("log", "no actions yet")
NO_GAME = N_("log", "No game open: File › New game ({new}) or Open… ({open}).")


class ActionLog(QListWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("action-log")
        self.setAccessibleName(tr("log", "Action log"))
        self.setWordWrap(True)
        self.setSelectionMode(QListWidget.NoSelection)
        self.setStyleSheet("#action-log { background: #fffaf0; color: #3a2419; font-family: 'DejaVu Sans Mono'; font-size: 9pt; }")

    def show_session(self, session: GameSession | None) -> None:
        self.setAccessibleName(tr("log", "Action log"))  # again: the language may have changed
        self.clear()
        if session is None:
            from rootboard.ui.play.shortcuts import key_name

            self.addItem(tr(*NO_GAME).format(new=key_name("Ctrl+N"), open=key_name("Ctrl+O")))
            return
        entries = session.log_entries()
        if not entries:
            self.addItem(tr(*NO_ACTIONS))
            return
        for e in entries:
            rows = [(f"{e.number:3d}. {text(e.description)}" + (tr("log", "  (undone)") if e.undone else ""), False)]
            if e.warning is not None:
                rows.append(("     " + tr("log", "WARNING (teach mode): {reason}").format(reason=render(e.warning)), True))
            rows += [("     " + tr("log", "note: {note}").format(note=render(note)), False) for note in e.notes]
            for line, warning in rows:
                item = QListWidgetItem(line)
                item.setData(Qt.UserRole, e.undone)
                if e.undone:
                    item.setForeground(QBrush(UNDONE_INK))
                    font = item.font()
                    font.setItalic(True)
                    item.setFont(font)
                elif warning:
                    item.setForeground(QBrush(WARNING_INK))
                self.addItem(item)
        # the newest entries in view (after layout, or a dock not shown yet stays at the top)
        QTimer.singleShot(0, self.scrollToBottom)

    def lines(self) -> list[tuple[str, bool]]:
        """(text, undone) per row, for tests and screen readers' summaries."""
        return [(self.item(i).text(), bool(self.item(i).data(Qt.UserRole))) for i in range(self.count())]
