"""Mouse play on the board: the board interaction and the supply trays.

The game part keeps the game, does actions and shows their verdicts and redraws the board
after each change; this module only adds the mouse: :class:`~rootboard.ui.play.drag.BoardInteraction`
on the view and a "Supply" dock, given the view, the game part (its session, :meth:`perform`
and its two signals), the window's docks and the status bar for the drag's hints. The window
attaches them when its first game opens: exploring a map needs neither.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QStatusBar

from rootboard.i18n import N_
from rootboard.ui.board.view import BoardView
from rootboard.ui.play.drag import BoardInteraction, outcome_text
from rootboard.ui.play.game_play import GamePart
from rootboard.ui.play.trays import SupplyTrays
from rootboard.ui.widgets.docks import Docks


@dataclass
class BoardPlay:
    interaction: BoardInteraction
    trays: SupplyTrays
    dock: QDockWidget


def attach_board_play(view: BoardView, game: GamePart, docks: Docks, status: QStatusBar) -> BoardPlay:
    """Drag, drop and right-click on ``view``; a Supply dock on the left."""
    interaction = BoardInteraction(view, lambda: game.session, game.perform)

    def open_battle(battle) -> None:
        from rootboard.records import replace

        from rootboard.ui.play.battle_dialog import BattleDialog

        if game.session is not None:
            # Who attacks whom where; not the faces the menu judged it with: the table rolls.
            BattleDialog(view.window(), game, replace(battle, rolls=())).exec()

    interaction.open_battle = open_battle
    trays = SupplyTrays(interaction)
    # attached with the first game: where the saved layout had it, else on the left
    dock = docks.add(N_("dock", "Supply"), "supply-dock", trays, Qt.LeftDockWidgetArea)
    interaction.message.connect(lambda text: status.showMessage(text, 10000) if text else status.clearMessage())

    def show_supply(*_args) -> None:
        session = game.session
        trays.show_state(session.state if session is not None else None, game.viewer)

    def game_updated(outcome) -> None:
        show_supply()
        if outcome is None:  # undone or redone: the last drop's verdict is about a position gone
            interaction.clear_hint()

    def new_session(session) -> None:
        interaction.cancel()
        show_supply()
        dock.setVisible(session is not None)
        dock.toggleViewAction().setVisible(session is not None)  # View offers it while a game is on

    game.session_changed.connect(new_session)
    game.game_updated.connect(game_updated)
    def retranslate() -> None:
        trays.retranslate()
        show_supply()
        # The last drop's verdict still on the status bar ("Done: ..."): said again in the new language.
        if interaction.last_outcome is not None and interaction.hint and status.currentMessage() == interaction.hint:
            interaction.hint = outcome_text(interaction.last_outcome)
            status.showMessage(interaction.hint, 10000)

    game.language_changed.connect(retranslate)
    new_session(game.session)
    return BoardPlay(interaction, trays, dock)
