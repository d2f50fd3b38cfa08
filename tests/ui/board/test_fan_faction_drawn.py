"""The fan faction of tests/game/fan_faction.py is drawn by the window as any faction is: its
pieces in their area, its ruler's ring, a look of its own (the table of looks' default: no
file of the window names it)."""

from __future__ import annotations

from PySide6.QtGui import QImage, QPainter

from rootboard.game.actions import Place
from rootboard.game.display import position_display
from rootboard.game.factions import LAW
from rootboard.game.newgame import new_game
from rootboard.game.placement import PieceRequest
from rootboard.game.replay import perform
from rootboard.ui.board.faction_looks import OTHER, look
from rootboard.ui.board.scene import BoardScene
from tests.game.fan_faction import BEES, SWARM_SIZE


def test_the_bees_are_drawn_in_their_clearing_with_their_ring(qapp):
    state = new_game("autumn", ["marquise", "bees"], seed=1, law=LAW.with_faction(BEES))
    perform(state, Place(PieceRequest("bees", "warrior", 5, SWARM_SIZE)))
    perform(state, Place(PieceRequest("bees", "hive", 5)))
    scene = BoardScene(state.topology, **position_display(state).scene())
    shown = {i.area_id: i.pieces for i in scene.pieces_items}
    assert shown[5] == [("bees", "warrior", SWARM_SIZE), ("bees", "hive", 1)]
    assert scene.clearing_items[5].ruler == "bees"  # Swarm, their own rule
    assert look("bees") == OTHER
    image = QImage(400, 400, QImage.Format_ARGB32)
    painter = QPainter(image)
    scene.render(painter)  # every item paints, the Bees' pieces included
    painter.end()
    assert not image.isNull()
