"""View › Go to area (Ctrl+G): pick a clearing or forest by typing it, no mouse needed.

A field in the status bar, made on first use (it is not part of the window's start), given the
board part it explores and the status bar it sits in. It
completes forest ids as they are typed; Enter explores the area, Shift+Enter compares it
with the area already picked (as Shift-click does), Escape closes it. What it cannot find
is said in the core's words ("Autumn has no clearing 13") and changes nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCompleter, QLineEdit, QStatusBar

from rootboard.errors import RootboardError
from rootboard.i18n import N_, tr
from rootboard.ui.i18n import Texts

if TYPE_CHECKING:
    from rootboard.ui.explore.board_part import BoardPart

PLACEHOLDER = N_("go-to", "clearing number or forest id, {enter} ({compare}: compare)")


class GoToArea(QLineEdit):
    def __init__(self, board: BoardPart, status: QStatusBar, texts: Texts):
        super().__init__()
        self.board, self.status = board, status  # the board explored, and the bar the field sits in
        self.setObjectName("go-to-area")
        from rootboard.ui.play.shortcuts import key_name

        self.setClearButtonEnabled(True)
        texts.later(self._show_hint, lambda: tr(*PLACEHOLDER).format(
            enter=key_name("Enter"), compare=key_name("Shift+Enter")))
        texts.set(self.setToolTip, N_("go-to", "Type a clearing (1-12) or a forest id such as 1_2_5_10"))
        status.addPermanentWidget(self)

    def _show_hint(self, hint: str) -> None:
        """The hint, and the field as wide as it needs to show it whole, in any language (a
        fixed 340 pixels cut it at "(Shift+Enter: com…": the window audit)."""
        from PySide6.QtWidgets import QStyle, QStyleOptionFrame

        self.setPlaceholderText(hint)
        option = QStyleOptionFrame()
        self.initStyleOption(option)
        # What the frame, the margins and the clear button keep of the field's width (the
        # contents less the two pixels Qt keeps at each side of the words).
        kept = self.width() - (self.style().subElementRect(QStyle.SE_LineEditContents, option, self).width() - 4)
        self.setMinimumWidth(kept + self.fontMetrics().horizontalAdvance(hint) + 1)

    def open(self) -> None:
        """Show the field for the map on the board, with its areas to complete."""
        topology = self.board.topology
        if topology is None:
            return
        completer = QCompleter([str(area) for area in topology.areas], self)
        completer.setCaseSensitivity(Qt.CaseInsensitive)
        completer.setFilterMode(Qt.MatchContains)
        self.setCompleter(completer)
        self.show()
        self.setFocus()
        self.selectAll()

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key_Escape:
            self.hide()
            self.board.view.setFocus()
            return
        if event.key() in (Qt.Key_Return, Qt.Key_Enter):
            self.go(compare=bool(event.modifiers() & Qt.ShiftModifier))
            return
        super().keyPressEvent(event)

    def go(self, compare: bool = False) -> bool:
        """Explore (or compare with) the typed area; False, and a message, if there is none."""
        text = self.text().strip()
        topology = self.board.topology
        if not text or topology is None:
            return False
        try:
            area = topology.parse_area(text)
        except RootboardError as exc:
            self.status.showMessage(str(exc), 8000)
            return False
        if compare:
            self.board.pick_partner(area)
        else:
            self.board.select(area)
        self.status.clearMessage()
        self.selectAll()
        return True
