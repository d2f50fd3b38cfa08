"""Pieces on the board: every piece drawn once, buildings in free slots, stacks clear of the
ruler's ring and of each other, and only changed areas redrawn."""

import itertools
import math

import pytest

from benchmarks.busy_game import busy_game
from rootboard.game.pieces import FACTIONS, MAP
from rootboard.game.rules import rulers
from rootboard.ui.board.pieces import BOARD_DRAWN, PIECE_SIZE
from rootboard.ui.board.scene import BoardScene

MAPS = ("autumn", "winter", "lake", "mountain")


@pytest.fixture(params=MAPS)
def busy(request, qapp):
    state = busy_game(request.param)
    scene = BoardScene(state.topology, pieces=state.board_pieces(), rulers=rulers(state), suits=state.suits)
    return state, scene


def test_every_piece_is_drawn_once(busy):
    state, scene = busy
    drawn = {}
    for area, item in scene.pieces_layer.items.items():
        for spot in item.spots:
            key = (area, spot.piece[0], spot.piece[1])
            drawn[key] = drawn.get(key, 0) + spot.piece[2]
    expected = {(area, f, p): n for area, listed in state.board_pieces().items() for f, p, n in listed
                if not (f == MAP and p in BOARD_DRAWN)}
    assert drawn == expected


def test_buildings_stand_in_free_slots_and_never_on_a_ruin(busy):
    state, scene = busy
    for cid, item in scene.pieces_layer.items.items():
        if cid not in state.topology.board.clearings:
            continue
        clearing_item = scene.clearing_items[cid]
        in_slots = [s for s in item.spots if s.in_slot]
        assert all(FACTIONS[s.piece[0]].piece(s.piece[1]).fills_slot for s in in_slots)
        c = state.topology.board.clearings[cid]
        assert len(in_slots) <= c.slots - clearing_item.ruins_present
        assert len({(s.rect.x(), s.rect.y()) for s in in_slots}) == len(in_slots)


def test_stacks_stay_clear_of_the_ruler_ring_and_of_each_other(busy):
    state, scene = busy
    for cid, item in scene.pieces_layer.items.items():
        if cid not in state.topology.board.clearings:
            continue
        c = state.topology.board.clearings[cid]
        rim = [s.rect for s in item.spots if not s.in_slot]
        for rect in rim:
            centre = rect.center()
            distance = math.hypot(centre.x() - c.centre[0], centre.y() - c.centre[1])
            assert distance - PIECE_SIZE / 2 >= c.radius + 5.7  # the ring's outer edge (items.ClearingItem)
        for a, b in itertools.combinations(rim, 2):  # icons are about round: centres a size apart
            assert math.hypot(a.center().x() - b.center().x(), a.center().y() - b.center().y()) >= PIECE_SIZE


def test_only_changed_areas_get_new_items(busy):
    state, scene = busy
    before = dict(scene.pieces_layer.items)
    area = next(a for a, listed in state.board_pieces().items() if any(p == "warrior" for _, p, _ in listed))
    faction = next(f for f, p, _ in state.board_pieces()[area] if p == "warrior")
    from rootboard.game.state import SUPPLY, shift

    state.apply([shift((faction, "warrior"), area, SUPPLY, 1)])
    scene.show_game(state.board_pieces(), rulers(state), state.closed_paths)
    after = scene.pieces_layer.items
    changed = {a for a in after if after[a] is not before.get(a)}
    assert changed <= {area}
    assert all(item.scene() is scene for item in after.values())
