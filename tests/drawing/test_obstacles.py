"""The pieces' layout asks only what is near each area: the same spots as asked against the
whole board, in time that grows with the board, not with its square."""

from __future__ import annotations

import itertools
import json

import numpy as np
import pytest
import shapely
from hypothesis import HealthCheck, given, settings, strategies as st
from shapely.geometry import LineString, MultiLineString, Polygon

from rootboard.board.mapfile import Board
from rootboard.board.derivation import derive_topology
from rootboard.derived.loading import load_topology
from rootboard.drawing.layout import lay_out
from rootboard.drawing.model import (
    CLOSED_PATH_MARKER_SIZE, LANE_EDGE_WIDTH, RIVER_EDGE_WIDTH, RULER_RING_REACH, STACK_FOOTPRINT,
)
from rootboard.drawing.pieces_layout import CLEARANCE, forest_spots, stack_spots
from tests.drawing.whole_board import whole_board
from tests.gridmaps import grid_map
from tests.helpers import MAP_NAMES

ROUNDING = 0.01  # spots are kept to the hundredth of a millimetre: a corner of that square
PROPERTY = settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _grid(count: int, **options):
    return derive_topology(Board.from_text(json.dumps(grid_map(count, **options)), f"grid{count}"))


def _same_as_against_the_whole_board(topology) -> None:
    drawing = lay_out(topology)
    clearings, reference = topology.board.clearings, whole_board(topology, drawing)
    assert stack_spots(clearings, drawing, drawing.piece_scales, obstacles=reference) == drawing.stack_spots
    assert forest_spots(clearings, drawing, drawing.piece_scales, obstacles=reference) == drawing.forest_spots
    assert any(drawing.stack_spots.values()) and any(drawing.forest_spots.values())  # not vacuously


@pytest.mark.parametrize("name", MAP_NAMES)
def test_a_shipped_map_gets_the_same_spots_as_against_the_whole_board(name):
    _same_as_against_the_whole_board(load_topology(name))


@pytest.mark.parametrize("count, jitter, seed", [(9, 0.0, 0), (12, 15.0, 1), (30, 15.0, 2)])
def test_a_grid_map_gets_the_same_spots_as_against_the_whole_board(count, jitter, seed):
    _same_as_against_the_whole_board(_grid(count, jitter=jitter, seed=seed))


def test_laying_a_clearing_out_asks_only_the_geometry_near_it(monkeypatch):
    """Against the whole board, each distance costs as much as the board is large: a board
    four times larger asks four times larger geometry, for four times more clearings."""
    asked = []
    distance = shapely.distance

    def measured(a, b, **kwargs):
        asked.append(shapely.get_num_coordinates(a))
        return distance(a, b, **kwargs)

    monkeypatch.setattr(shapely, "distance", measured)
    largest = {}
    for count in (16, 64):
        topology = _grid(count)
        drawing = lay_out(topology)
        asked.clear()
        stack_spots(topology.board.clearings, drawing, drawing.piece_scales)
        largest[count] = max(asked)
    assert largest[64] <= largest[16] * 1.25, largest


@PROPERTY
@given(st.integers(2, 20), st.floats(0, 15), st.integers(0, 1000), st.booleans())
def test_every_spot_keeps_the_clearances_the_layout_promises(count, jitter, seed, river):
    topology = _grid(count, jitter=jitter, seed=seed, river=river)
    drawing = lay_out(topology)
    clearings = topology.board.clearings
    lanes = MultiLineString([LineString(line) for line in drawing.paths.values()])
    banks = [LineString(part) for r in drawing.rivers for part in r]
    edge = Polygon(drawing.outline)
    markers = np.array(list(drawing.closed_path_markers.values()), dtype=float).reshape(-1, 2)
    centres = np.array([c.centre for c in clearings.values()], dtype=float)
    rings = np.array([c.radius + RULER_RING_REACH for c in clearings.values()], dtype=float)
    big = drawing.piece_scales[0]

    def discs(spots):
        """Each footprint's discs at the largest size: x, y, radius, one row each."""
        return np.array([(x + dx * big, y + dy * big, rho * big) for x, y in spots
                         for dx, dy, rho in STACK_FOOTPRINT], dtype=float).reshape(-1, 3)

    def apart(a, b):
        return np.hypot(a[:, 0, None] - b[None, :, 0], a[:, 1, None] - b[None, :, 1])

    def clear(discs, lines, margin):
        return all((shapely.distance(line, shapely.points(discs[:, :2])) >= discs[:, 2] + margin - ROUNDING).all()
                   for line in lines)

    footprints = {cid: discs(spots) for cid, spots in drawing.stack_spots.items()}
    for cid, fp in footprints.items():
        assert shapely.contains(edge, shapely.buffer(shapely.points(fp[:, :2]), fp[:, 2] - ROUNDING)).all(), cid
        assert clear(fp, [lanes], LANE_EDGE_WIDTH / 2 + CLEARANCE), cid
        assert clear(fp, banks, RIVER_EDGE_WIDTH / 2 + CLEARANCE), cid
        assert (apart(fp, centres) >= rings[None, :] + fp[:, 2, None] + CLEARANCE - ROUNDING).all(), cid
        assert (apart(fp, markers) >= CLOSED_PATH_MARKER_SIZE / 2 + fp[:, 2, None] - ROUNDING).all(), cid
    # each clearing's stacks stay in its own room: no two clearings' stacks ever touch
    for (a, fp_a), (b, fp_b) in itertools.combinations(footprints.items(), 2):
        assert (apart(fp_a, fp_b) >= fp_a[:, 2, None] + fp_b[None, :, 2] - 2 * ROUNDING).all(), (a, b)
    for fid, spots in drawing.forest_spots.items():
        forest = Polygon(drawing.forests[fid].shape[0], drawing.forests[fid].shape[1:])
        fp = discs(spots)
        points = shapely.points(fp[:, :2])
        assert shapely.contains(forest, points).all(), fid
        # inside the forest, clear of its edges (the lanes) by half a lane and the clearance
        edges = shapely.distance(forest.boundary, points)
        assert (edges >= LANE_EDGE_WIDTH / 2 + fp[:, 2] + CLEARANCE - ROUNDING).all(), fid
        assert (apart(fp, centres) >= rings[None, :] + fp[:, 2, None] + CLEARANCE - ROUNDING).all(), fid
