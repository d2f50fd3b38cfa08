"""Landmarks on the board (16.5): drawn as their own icons where they stand, each telling
what it does, and the explorer says it too when their clearing is picked."""

from rootboard.game import actions as act
from rootboard.game.landmarks import reminder, standing
from rootboard.game.placement import PieceRequest
from rootboard.messages import render
from rootboard.ui.board import theme
from tests.game.gamekit import game, put

LANDMARKS = ("black-market", "lost-city", "legendary-forge", "elder-treetop")


def with_landmarks():
    state = game("lake", ("marquise", "eyrie"))
    for n, name in enumerate(LANDMARKS, start=2):
        put(state, n, "map", name)
    return state


def test_every_landmark_card_has_its_own_icon():
    assert all(theme.has_icon(name) for name in LANDMARKS)


def test_landmarks_are_drawn_as_icons_where_they_stand_and_say_what_they_do(qtbot, play):
    state = with_landmarks()
    window, _ = play(state)
    scene = window.board.scene
    drawn = {m.landmark: m for m in scene.marker_items if m.landmark is not None}
    assert set(drawn) == set(LANDMARKS)
    for name, cid in standing(state):
        if name not in LANDMARKS:
            continue
        marker = drawn[name]
        # Beside its own clearing: nearer to it than to any other.
        centre = marker.rect.center()
        nearest = min(scene.clearing_items, key=lambda c: (scene.area_centre(c) - centre).manhattanLength())
        assert nearest == cid
        assert marker.toolTip() == render(reminder(name, cid))
        # Not drawn a second time as a lettered disc among the clearing's pieces.
        item = scene.pieces_layer.items.get(cid)
        assert item is None or all(s.piece[:2] != ("map", name) for s in item.spots)


def test_picking_a_landmark_s_clearing_tells_what_it_does(qtbot, play):
    state = with_landmarks()
    window, _ = play(state)
    name, cid = next((n, c) for n, c in standing(state) if n == "elder-treetop")
    window.board.select(cid)
    panel = window.board.panel
    assert panel.landmarks.isVisibleTo(panel)
    assert panel.landmarks.text() == render(reminder(name, cid))
    assert render(reminder(name, cid)) in panel.as_text()
    other = next(c for c in state.topology.board.clearings if c not in {c for _, c in standing(state)})
    window.board.select(other)
    assert not panel.landmarks.isVisibleTo(panel)


def test_a_landmark_beside_an_edge_clearing_stands_inside_the_board_s_frame(qtbot, play):
    """The Lost City beside Autumn's clearing 5, at the board's top edge, was drawn over the frame:
    a landmark stands inside the frame's inner line beside whichever clearing it is in."""
    from PySide6.QtCore import QRectF

    from rootboard.ui.board.items import FRAME_INSET
    from rootboard.ui.board.scene import LANDMARK_SIZE

    for map_name in ("autumn", "winter", "lake", "mountain"):
        state = with_landmarks() if map_name == "lake" else game(map_name, ("marquise", "eyrie"))
        window, _ = play(state)
        scene = window.board.scene
        board = state.topology.board
        xs, ys = [x for x, _ in board.outline], [y for _, y in board.outline]
        inner = QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)).adjusted(
            FRAME_INSET, FRAME_INSET, -FRAME_INSET, -FRAME_INSET)
        half = LANDMARK_SIZE / 2
        for cid in board.clearings:
            spot = scene._landmark_spot(cid, LANDMARK_SIZE)
            assert inner.contains(QRectF(spot.x() - half, spot.y() - half, LANDMARK_SIZE, LANDMARK_SIZE)), (map_name, cid)
        drawn = [m for m in scene.marker_items if m.landmark is not None]
        assert all(inner.contains(m.rect) for m in drawn)
