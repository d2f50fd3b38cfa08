"""The game's chrome around the board: the turn bar above it, and the Who rules and Action log
docks beside it.

Built by the window with its first game (or when a menu asks for one of the docks), not at
startup: exploring a map needs none of it, and building it was a tenth of a cold start.
Given the board's column (the turn bar goes on top of it), the window's docks and the
Explorer's dock, and the window's :class:`~rootboard.ui.i18n.Texts` (the strings its widgets
set once, re-set on a change of language); the window wires the turn bar's and the panel's signals to the game.
The docks go where the window's layout memory last had them, or else the Action log below
the Explorer and Who rules in a tab behind it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QDockWidget, QVBoxLayout

from rootboard.i18n import N_
from rootboard.ui.i18n import Texts
from rootboard.ui.widgets.docks import Docks, show_dock

if TYPE_CHECKING:
    from rootboard.session import GameSession


class GameChrome:
    def __init__(self, column: QVBoxLayout, docks: Docks, explorer_dock: QDockWidget, texts: Texts):
        from rootboard.ui.play.log_dock import ActionLog
        from rootboard.ui.play.rule_panel import RulePanel
        from rootboard.ui.play.turn_bar import TurnBar

        self.turn_bar = TurnBar(texts)
        self.turn_bar.setVisible(False)  # until a game is shown
        column.insertWidget(0, self.turn_bar)
        self.rule_panel = RulePanel(texts)
        self.log_view = ActionLog()
        self.rule_dock = docks.add(N_("dock", "Who rules"), "rule-dock", self.rule_panel)
        self.log_dock = docks.add(N_("dock", "Action log"), "log-dock", self.log_view)
        if not {"rule-dock", "log-dock"} <= docks.restored:
            # explorer and who-rules share a tabbed column; the log stays in view below them
            docks.below(explorer_dock, self.log_dock)
            docks.behind(explorer_dock, self.rule_dock)
            for dock in (self.rule_dock, self.log_dock):
                dock.show()  # a dock added to a window already on screen starts hidden
            explorer_dock.raise_()
        self.show_session(None)

    def show_session(self, session: GameSession | None) -> None:
        """The turn bar, Who rules and the log after a change of game or position."""
        self.turn_bar.show_session(session)
        self.rule_panel.show_state(session.state if session else None)
        self.log_view.show_session(session)

    def focus_who_rules(self) -> None:
        """Game > Who rules: show the panel, focused on its list of clearings (keyboard)."""
        show_dock(self.rule_dock)
        self.rule_panel.overview.setFocus()
        if self.rule_panel.clearing is None and self.rule_panel.overview.count():
            self.rule_panel.overview.setCurrentRow(0)
