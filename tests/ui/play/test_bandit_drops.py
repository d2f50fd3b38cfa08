"""Highway Bandits dragged onto a path (16.4.3.V): the lane is the drop's area, and the core
decides, as on the command line."""

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from rootboard.game.actions import Place
from rootboard.game.newgame import new_game
from rootboard.game.placement import PieceRequest
from rootboard.ui.board.items import Mark
from tests.game.gamekit import FACTS, turn_of
from tests.ui.play.test_drag import at_area, drag, expected_after, pieces_of


def bandits(map_name="autumn"):
    state = new_game(map_name, ("eyrie", "alliance", "riverfolk"), seed=3, hirelings=("highway-bandits",))
    return turn_of(state, "eyrie")


def test_a_bandit_dragged_from_its_tray_onto_a_path_stands_on_it(qtbot, play):
    state = bandits()
    window, interaction = play(state)
    a, b = FACTS["autumn"]["path"]
    path = f"{a}-{b}"
    tile = window.board_play.trays.tile("highway-bandits", "warrior")
    outcome, expected = expected_after(state, Place(PieceRequest("highway-bandits", "warrior", path)))
    assert outcome.applied
    drag(qtbot, window, None, at_area(window, path), source=tile, release=False)
    # While dragging, the open paths light up as the core allows them.
    lit = window.board.scene.path_areas[path]
    assert lit.mark == Mark("drop")
    assert interaction.drag.hovered == path
    QTest.mouseRelease(window.view.viewport(), Qt.LeftButton, Qt.NoModifier, at_area(window, path))
    assert pieces_of(window.game.session.state) == pieces_of(expected)
    assert interaction.last_outcome.verdict == outcome.verdict
    assert window.game.session.state.count(path, ("highway-bandits", "warrior")) == 1
    assert path in window.board.scene.pieces_layer.items  # drawn halfway along the path
    assert lit.mark is None  # the drop glow is gone with the drag


def test_a_bandit_dropped_on_a_closed_path_is_refused_with_its_law(qtbot, play):
    state = bandits("mountain")
    window, interaction = play(state)
    a, b = FACTS["mountain"]["closed"]
    before = state.to_json()
    tile = window.board_play.trays.tile("highway-bandits", "warrior")
    drag(qtbot, window, None, at_area(window, f"{a}-{b}"), source=tile, release=False)
    assert window.board.scene.path_areas[f"{a}-{b}"].mark is None  # not lit: refused
    QTest.mouseRelease(window.view.viewport(), Qt.LeftButton, Qt.NoModifier, at_area(window, f"{a}-{b}"))
    assert window.game.session.state.to_json() == before
    assert interaction.last_outcome.verdict.section == "16.2.3.II"
