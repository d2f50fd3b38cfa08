"""The game's chrome around the board: the turn bar above it, and the Who rules and Action log
docks beside it.

Built by the window with its first game (or when a menu asks for one of the docks), not at
startup: exploring a map needs none of it, and building it was a tenth of a cold start.
The docks go where the window's layout memory last had them (QMainWindow.restoreDockWidget),
or else the Action log below the Explorer and Who rules in a tab behind it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

from rootboard.i18n import N_

if TYPE_CHECKING:
    from rootboard.ui.window import MainWindow

class GameChrome:
    def __init__(self, window: MainWindow):
        from rootboard.ui.play.log_dock import ActionLog
        from rootboard.ui.play.rule_panel import RulePanel
        from rootboard.ui.play.turn_bar import TurnBar

        self.turn_bar = TurnBar()
        self.turn_bar.setVisible(False)  # until a game is shown
        window._column.insertWidget(0, self.turn_bar)
        self.rule_panel = RulePanel()
        self.log_view = ActionLog()
        self.rule_dock = window._dock("Who rules", "rule-dock", self.rule_panel)
        self.log_dock = window._dock("Action log", "log-dock", self.log_view)
        window.texts.set(self.rule_dock.setWindowTitle, N_("dock", "Who rules"))
        window.texts.set(self.log_dock.setWindowTitle, N_("dock", "Action log"))
        if not {"rule-dock", "log-dock"} <= window.docks_restored:
            # explorer and who-rules share a tabbed column; the log stays in view below them
            window.splitDockWidget(window.dock, self.log_dock, Qt.Vertical)
            window.tabifyDockWidget(window.dock, self.rule_dock)
            for dock in (self.rule_dock, self.log_dock):
                dock.show()  # a dock added to a window already on screen starts hidden
            window.dock.raise_()
        self.turn_bar.next_phase_requested.connect(window.next_phase)
        self.turn_bar.end_turn_requested.connect(window.end_turn)
        self.turn_bar.score_requested.connect(window.score)
        self.rule_panel.clearing_chosen.connect(window._rule_row_chosen)
        # The View menu's entries for the docks become the docks' own toggles, same keys.
        for placeholder, dock in zip(window.game_dock_actions, (self.rule_dock, self.log_dock)):
            toggle = dock.toggleViewAction()
            toggle.setShortcut(placeholder.shortcut())
            placeholder.setShortcut("")
            window.view_menu.insertAction(placeholder, toggle)
            window.view_menu.removeAction(placeholder)
        window.game_dock_actions = [self.rule_dock.toggleViewAction(), self.log_dock.toggleViewAction()]
        self.rule_panel.show_state(None)
        self.log_view.show_session(None)
