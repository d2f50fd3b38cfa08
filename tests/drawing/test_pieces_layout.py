"""Where stacks stand beside clearings: never on the lake, across a lane or a river, on a
clearing or its ruler's ring, or in another clearing's room; crowded clearings still fit."""

from __future__ import annotations

import itertools

import pytest
from shapely.geometry import LineString, Point, Polygon
from shapely.ops import unary_union

from rootboard.derived.loading import load_topology
from rootboard.drawing import board_drawing
from rootboard.drawing.layout import lay_out
from rootboard.drawing.model import LANE_EDGE_WIDTH, RIVER_EDGE_WIDTH, RULER_RING_REACH, BoardDrawing
from rootboard.drawing.pieces_layout import footprint, overlaps, place_stacks
from tests.helpers import MAP_NAMES

# A crowded clearing: six factions' warriors and three kinds of token, every stack showing
# a count, so every footprint carries its badge.
CROWD = 9


@pytest.fixture(params=MAP_NAMES)
def board(request):
    topology = load_topology(request.param)
    return topology, board_drawing(topology)


def _discs(circles):
    return unary_union([Point(x, y).buffer(r, quad_segs=16) for x, y, r in circles])


def _crowded(drawing: BoardDrawing):
    """Every clearing crowded at once: {clearing: [footprint of each stack]}."""
    placed = {}
    for cid, candidates in drawing.stack_spots.items():
        spots, scale = place_stacks(candidates, [True] * CROWD, scales=drawing.piece_scales)
        placed[cid] = [footprint(spot, True, scale) for spot in spots]
    return placed


def test_every_clearing_has_room_for_a_crowd(board):
    topology, drawing = board
    assert set(drawing.stack_spots) == set(topology.board.clearings)
    for cid, stacks in _crowded(drawing).items():
        assert len(stacks) == CROWD
        for a, b in itertools.combinations(stacks, 2):
            assert not overlaps(a, b), f"clearing {cid}: two stacks overlap"


def test_no_stack_stands_on_water_or_across_a_lane_or_river(board):
    topology, drawing = board
    lanes = unary_union([LineString(line) for line in drawing.paths.values()]).buffer(LANE_EDGE_WIDTH / 2)
    rivers = [LineString(part).buffer(RIVER_EDGE_WIDTH / 2) for river in drawing.rivers for part in river]
    water = Polygon(drawing.lake.outline) if drawing.lake is not None else None
    outline = Polygon(drawing.outline)
    for cid, stacks in _crowded(drawing).items():
        for covers in stacks:
            shape = _discs(covers)
            assert outline.contains(shape), f"clearing {cid}: a stack off the board"
            assert not shape.intersects(lanes), f"clearing {cid}: a stack across a lane"
            assert not any(shape.intersects(r) for r in rivers), f"clearing {cid}: a stack on a river"
            if water is not None:
                assert not shape.intersects(water), f"clearing {cid}: a stack on the lake"


def test_stacks_keep_off_every_clearing_and_ring_and_out_of_each_others_room(board):
    topology, drawing = board
    clearings = topology.board.clearings
    rings = {cid: Point(c.centre).buffer(c.radius + RULER_RING_REACH) for cid, c in clearings.items()}
    crowded = _crowded(drawing)
    for cid, stacks in crowded.items():
        for covers in stacks:
            shape = _discs(covers)
            assert not any(shape.intersects(ring) for ring in rings.values()), cid
            # nearer (by edge distance) its own clearing than any other: it reads as its own
            x, y, _ = covers[0]
            edge = {other: Point(x, y).distance(Point(c.centre)) - c.radius for other, c in clearings.items()}
            assert min(edge, key=edge.get) == cid, f"clearing {cid}: a stack nearer clearing {min(edge, key=edge.get)}"
    for (a, stacks_a), (b, stacks_b) in itertools.combinations(crowded.items(), 2):
        for sa, sb in itertools.product(stacks_a, stacks_b):
            assert not overlaps(sa, sb), f"stacks of clearings {a} and {b} overlap"


def test_stacks_keep_clear_of_what_the_game_puts_beside_a_clearing(board):
    topology, drawing = board
    cid, candidates = next(iter(drawing.stack_spots.items()))
    free, _ = place_stacks(candidates, [False], scales=drawing.piece_scales)
    ferry = (*free[0], 15.0)  # something standing where the first stack would go
    spots, scale = place_stacks(candidates, [True, False, True], keep_clear=[ferry], scales=drawing.piece_scales)
    assert not any(overlaps(footprint(s, True, scale), [ferry]) for s in spots)


def test_full_size_first_then_smaller_only_when_crowded(board):
    topology, drawing = board
    scales = drawing.piece_scales
    for candidates in drawing.stack_spots.values():
        assert place_stacks(candidates, [True], scales=scales)[1] == scales[0]
        spots, scale = place_stacks(candidates, [True] * CROWD, scales=scales)
        if scale < scales[0]:  # the larger size did not fit: fewer spots than stacks there
            bigger = scales[scales.index(scale) - 1]
            fits = [footprint(s, True, bigger) for s in spots]
            assert any(overlaps(a, b) for a, b in itertools.combinations(fits, 2))


def test_more_stacks_than_room_are_all_still_shown():
    topology = load_topology(MAP_NAMES[0])
    clearing = next(iter(topology.board.clearings.values()))
    spots, _ = place_stacks((), [True] * 4, fallback=clearing)
    assert len(set(spots)) == 4
    drawing = board_drawing(topology)
    few = drawing.stack_spots[clearing.id][:2]
    assert len(place_stacks(few, [True] * 5, scales=drawing.piece_scales)[0]) == 5


def test_the_spots_are_derived_the_same_every_time_and_survive_the_cache(board):
    topology, drawing = board
    assert lay_out(topology).stack_spots == drawing.stack_spots
    assert BoardDrawing.from_plain(drawing.to_plain()).stack_spots == drawing.stack_spots


def test_a_board_draws_its_pieces_as_large_as_its_areas_hold_a_crowd(board):
    # issue 23: pieces read at a laptop's size where the board has room; the size is the
    # largest of the layout's bases at which every clearing and forest holds its crowd.
    from rootboard.drawing.pieces_layout import BASES, CROWD, FOREST_CROWD, SCALES, forest_spots, stack_spots

    topology, drawing = board
    base = drawing.piece_scales[0]
    assert base in BASES and drawing.piece_scales == tuple(base * k for k in SCALES)

    def apart(candidates, count, scales):
        """``count`` stacks with their counts placed there, none overlapping another."""
        spots, scale = place_stacks(candidates, [True] * count, scales=scales)
        return bool(candidates) and not any(overlaps(footprint(a, True, scale), footprint(b, True, scale))
                                            for a, b in itertools.combinations(spots, 2))

    def holds(scales):
        stacks = stack_spots(topology.board.clearings, drawing, scales)
        forests = forest_spots(topology.board.clearings, drawing, scales)
        return (all(apart(s, CROWD, scales) for s in stacks.values())
                and all(apart(s, FOREST_CROWD, scales) for s in forests.values()))

    if base != min(BASES):  # the smallest is the size every board had before: taken when none larger fits
        assert holds(drawing.piece_scales)
    larger = [b for b in BASES if b > base]
    if larger:
        assert not holds(tuple(min(larger) * k for k in SCALES))
