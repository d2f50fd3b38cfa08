"""Pieces on the board: every piece drawn once, buildings in free slots, stacks clear of the
ruler's ring and of each other, and only changed areas redrawn."""

import itertools
import math

import pytest

from benchmarks.busy_game import busy_game
from rootboard.game.factions import FACTIONS
from rootboard.game.kinds import MAP
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


# --- a crowded game: six factions in every clearing ---------------------------------------
CROWD_FACTIONS = ("marquise", "eyrie", "alliance", "vagabond", "riverfolk", "duchy", "lizards", "hundreds")
CROWD_PLAN = (  # (faction, piece, how many in each clearing); buildings beyond the slots stand outside
    ("marquise", "warrior", 2), ("eyrie", "warrior", 1), ("lizards", "warrior", 2),
    ("riverfolk", "warrior", 1), ("duchy", "warrior", 1), ("hundreds", "warrior", 1),
    ("alliance", "warrior", 1), ("marquise", "wood", 1), ("alliance", "sympathy", 1),
    ("eyrie", "roost", 1), ("marquise", "sawmill", 1), ("duchy", "market", 1),
)


@pytest.fixture(params=MAPS)
def crowded(request, qapp):
    from rootboard.game.newgame import new_game
    from rootboard.game.state import SUPPLY, shift

    state = new_game(request.param, CROWD_FACTIONS, seed=1)
    for cid in state.topology.board.clearings:
        for faction, piece, count in CROWD_PLAN:
            count = min(count, state.supply.get((faction, piece), 0))  # a supply runs out: enough left
            if count:
                state.apply([shift((faction, piece), SUPPLY, cid, count)])
    state.apply([shift(("vagabond", "pawn"), SUPPLY, min(state.topology.board.clearings), 1)])
    scene = BoardScene(state.topology, pieces=state.board_pieces(), rulers=rulers(state), suits=state.suits)
    return state, scene


def _stack_discs(spot):
    from rootboard.drawing.pieces_layout import footprint

    scale = spot.rect.width() / PIECE_SIZE
    centre = spot.rect.center()
    return footprint((centre.x(), centre.y()), spot.piece[2] > 1, scale)


def test_a_crowded_game_keeps_every_stack_off_water_lanes_rivers_and_each_other(crowded):
    from shapely.geometry import LineString, Point, Polygon
    from shapely.ops import unary_union

    from rootboard.drawing.model import LANE_EDGE_WIDTH, RIVER_EDGE_WIDTH
    from rootboard.drawing.pieces_layout import overlaps

    state, scene = crowded
    drawing = scene.drawing
    lanes = unary_union([LineString(line) for line in drawing.paths.values()]).buffer(LANE_EDGE_WIDTH / 2)
    rivers = unary_union([LineString(p) for r in drawing.rivers for p in r]).buffer(RIVER_EDGE_WIDTH / 2) \
        if drawing.rivers else None
    water = Polygon(drawing.lake.outline) if drawing.lake else None
    markers = [(m.rect.center().x(), m.rect.center().y(), m.rect.width() / 2) for m in scene.marker_items
               if m.icon in ("tower", "ferry")]
    everyone = []
    for cid, item in scene.pieces_layer.items.items():
        if cid not in state.topology.board.clearings:
            continue
        outside = [_stack_discs(s) for s in item.spots if not s.in_slot]
        assert len(outside) >= 6, f"clearing {cid}: the crowd did not gather"  # 6 warrior stacks at least
        for covers in outside:
            shape = unary_union([Point(x, y).buffer(r) for x, y, r in covers])
            assert not shape.intersects(lanes), f"clearing {cid}: a stack across a lane"
            assert rivers is None or not shape.intersects(rivers), f"clearing {cid}: a stack on a river"
            assert water is None or not shape.intersects(water), f"clearing {cid}: a stack on the lake"
            assert not overlaps(covers, markers), f"clearing {cid}: a stack on the Tower or the Ferry"
        for a, b in itertools.combinations(outside, 2):
            assert not overlaps(a, b), f"clearing {cid}: two stacks overlap"
        everyone += [(cid, covers) for covers in outside]
    for (a, ca), (b, cb) in itertools.combinations(everyone, 2):
        assert a == b or not overlaps(ca, cb), f"stacks of clearings {a} and {b} overlap"


def test_the_layout_footprint_is_where_the_window_draws_the_count_badge(qapp):
    from PySide6.QtCore import QPointF

    from rootboard.drawing.model import STACK_FOOTPRINT
    from rootboard.ui.board.piece_art import count_anchor

    (_, _, icon), (bx, by, badge) = STACK_FOOTPRINT
    at = count_anchor(QPointF(0, 0), PIECE_SIZE)
    assert (at.x(), at.y()) == pytest.approx((bx, by))
    assert icon == PIECE_SIZE / 2
