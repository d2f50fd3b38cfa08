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
