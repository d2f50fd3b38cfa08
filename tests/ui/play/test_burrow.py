"""The Duchy's Burrow (12.2.2) in the window: drawn beside the board when the Duchy plays,
a place to drag warriors to and from, and explained like any area.

Every expectation comes from the core: the same action on a copy of the state, ``check``
for verdicts, ``tunnel_clearings`` for what the Burrow reaches.
"""

from PySide6.QtCore import QPoint, Qt

from rootboard.game.actions import Move
from rootboard.board.topology import BURROW
from rootboard.game.movement import MoveRequest, neighbours
from rootboard.game.state import BURROW
from tests.game.gamekit import game, put, turn_of
from tests.ui.play.test_drag import at_area, at_piece, drag, expected_after, pieces_of


def duchy_game():
    """The Duchy on turn, with a tunnel and two warriors in one clearing, three in the Burrow."""
    state = turn_of(game("autumn", ("duchy", "marquise")), "duchy", "daylight")
    first = min(state.topology.board.clearings)
    put(state, first, "duchy", "tunnel")
    put(state, first, "duchy", "warrior", 2)
    put(state, BURROW, "duchy", "warrior", 3)
    return state, first


def test_the_burrow_is_drawn_only_when_the_duchy_plays(qtbot, play):
    state, first = duchy_game()
    window, _ = play(state)
    scene = window.board.scene
    assert scene.burrow_item is not None and BURROW in scene.area_items
    assert not scene.board_rect().intersects(scene.burrow_item.boundingRect())  # off the board
    assert scene.sceneRect().contains(scene.burrow_item.boundingRect())  # yet in view
    assert window.view.area_at(at_area(window, BURROW)) == BURROW
    burrow_pieces = scene.pieces_layer.items[BURROW].pieces
    assert burrow_pieces == [("duchy", "warrior", 3)] == state.burrow()
    other, _ = play(turn_of(game("autumn", ("marquise", "eyrie")), "marquise"))
    assert other.board.scene.burrow_item is None and BURROW not in other.board.scene.area_items


def test_warriors_go_down_a_tunnel_and_up_again_by_dragging(qtbot, play):
    state, first = duchy_game()
    window, interaction = play(state)
    down = Move(MoveRequest("duchy", first, BURROW, 1, "warrior"))
    outcome, expected = expected_after(window.game.session.state, down)
    assert outcome.applied
    drag(qtbot, window, at_piece(window, first, "duchy", "warrior"), at_area(window, BURROW))
    assert pieces_of(window.game.session.state) == pieces_of(expected)
    assert window.board.scene.pieces_layer.items[BURROW].pieces == window.game.session.state.burrow()
    up = Move(MoveRequest("duchy", BURROW, first, 1, "warrior"))
    outcome, expected = expected_after(window.game.session.state, up)
    assert outcome.applied
    drag(qtbot, window, at_piece(window, BURROW, "duchy", "warrior"), at_area(window, first))
    assert pieces_of(window.game.session.state) == pieces_of(expected)


def test_no_tunnel_no_way_down_and_the_refusal_cites_12_2_2(qtbot, play):
    state, first = duchy_game()
    elsewhere = max(state.topology.board.clearings)
    put(state, elsewhere, "duchy", "warrior", 1)
    window, interaction = play(state)
    before = window.game.session.state.to_json()
    verdict = window.game.session.check(Move(MoveRequest("duchy", elsewhere, BURROW, 1, "warrior"))).verdict
    assert not verdict.legal and verdict.section == "12.2.2"
    drag(qtbot, window, at_piece(window, elsewhere, "duchy", "warrior"), at_area(window, BURROW))
    assert window.game.session.state.to_json() == before
    assert interaction.last_outcome.verdict == verdict
    assert "12.2.2" in window.statusBar().currentMessage()


def test_clicking_the_burrow_lights_the_clearings_its_tunnels_reach(qtbot, play):
    state, first = duchy_game()
    window, _ = play(state)
    qtbot.mouseClick(window.view.viewport(), Qt.LeftButton, pos=at_area(window, BURROW) + QPoint(0, -20))
    assert window.board.selected == BURROW
    lit = {area for area, mark in window.board.scene.marked().items() if mark.role == "neighbour"}
    assert lit == neighbours(window.game.session.state, BURROW)
    assert window.panel.heading.text() == "The Burrow"
    assert all(sentence.startswith("Law 12.2.2: ") for sentence in window.panel.sentences())


def test_a_duchy_game_s_picture_shows_the_burrow_with_its_pieces(tmp_path, qapp):
    from rootboard.cli.picture_commands import load_game_pictures
    from rootboard.gamefile.file import save_game
    from rootboard.ui.board.render import build_scene

    state, first = duchy_game()
    path = tmp_path / "duchy.json"
    save_game(state, path)
    topology, game_parts = load_game_pictures(str(path))
    assert game_parts["burrow"] == state.burrow()
    scene = build_scene(topology, **game_parts)
    assert scene.burrow_item is not None
    assert scene.pieces_layer.items[BURROW].pieces == state.burrow()
