"""Mouse play attached to the main window: the board interaction and the supply trays.

The window keeps the game (``window.session``), does actions and shows their verdicts
(``window.perform``) and redraws the board after each change; this module only adds the
mouse: :class:`~rootboard.ui.play.drag.BoardInteraction` on the view and a "Supply" dock.
The window attaches them when its first game opens: exploring a map needs neither.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget

from rootboard.ui.play.drag import BoardInteraction
from rootboard.ui.play.trays import SupplyTrays


@dataclass
class BoardPlay:
    interaction: BoardInteraction
    trays: SupplyTrays
    dock: QDockWidget


def attach_board_play(window) -> BoardPlay:
    """Drag, drop and right-click on ``window.view``; a Supply dock on the left."""
    interaction = BoardInteraction(window.view, lambda: window.session, window.perform)
    trays = SupplyTrays(interaction)
    dock = QDockWidget("Supply", window)
    dock.setObjectName("supply-dock")
    dock.setWidget(trays)
    if not window.restoreDockWidget(dock):  # attached with the first game: where the saved layout had it
        window.addDockWidget(Qt.LeftDockWidgetArea, dock)
    status = window.statusBar()
    interaction.message.connect(lambda text: status.showMessage(text, 10000) if text else status.clearMessage())

    def show_supply(*_args) -> None:
        session = window.session
        trays.show_state(session.state if session is not None else None)

    def game_updated(outcome) -> None:
        show_supply()
        if outcome is None:  # undone or redone: the last drop's verdict is about a position gone
            interaction.clear_hint()

    def new_session(session) -> None:
        interaction.cancel()
        show_supply()
        dock.setVisible(session is not None)

    window.session_changed.connect(new_session)
    window.game_updated.connect(game_updated)
    new_session(window.session)
    from rootboard.ui.play.vagabond_panel import attach_vagabond_panel

    window.vagabond_panel = attach_vagabond_panel(window)  # the Vagabond's board, beside the board
    return BoardPlay(interaction, trays, dock)
