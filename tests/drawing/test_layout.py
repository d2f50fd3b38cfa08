"""The board's drawing puts everything where the topology and the printed board say."""

from __future__ import annotations

import json

import pytest
from shapely.geometry import LineString, Point, Polygon

from rootboard.drawing.model import LABEL_CLEARANCE, BoardDrawing
from rootboard.derived.loading import load_topology
from rootboard.drawing import board_drawing
from tests.helpers import MAP_NAMES


@pytest.fixture(params=MAP_NAMES)
def topology(request):
    return load_topology(request.param)


def test_each_forest_is_drawn_as_exactly_its_derived_polygon(topology):
    drawing = board_drawing(topology)
    assert list(drawing.forests) == list(topology.forests)
    for fid, forest in topology.forests.items():
        drawn = Polygon(drawing.forests[fid].shape[0], drawing.forests[fid].shape[1:])
        assert drawn.equals_exact(forest.polygon, 0.0), fid


def test_trees_labels_and_anchors_stand_inside_their_forest(topology):
    for fid, forest in topology.forests.items():
        f = board_drawing(topology).forests[fid]
        assert f.trees, f"forest {fid} has no trees"
        assert all(forest.polygon.contains(Point(x, y)) for x, y, _ in f.trees), fid
        assert forest.polygon.contains(Point(f.anchor)), fid
        assert forest.polygon.contains(Point(f.label)), fid


def test_labels_keep_clear_of_lanes_rivers_and_clearings(topology):
    board, drawing = topology.board, board_drawing(topology)
    lines = [LineString(line) for line in drawing.paths.values()] + [LineString(r.course) for r in board.rivers]
    for fid, f in drawing.forests.items():
        spot = Point(f.label)
        assert min(line.distance(spot) for line in lines) >= LABEL_CLEARANCE, fid
        assert all(spot.distance(Point(c.centre)) > c.radius for c in board.clearings.values()), fid


def test_a_lit_forest_band_lies_along_the_inside_of_its_edge(topology):
    for fid, forest in topology.forests.items():
        band = board_drawing(topology).forests[fid].band
        assert band
        union = Polygon(band[0][0], band[0][1:])
        for shape in band[1:]:
            union = union.union(Polygon(shape[0], shape[1:]))
        assert union.within(forest.polygon.buffer(1e-6))
        assert union.area < forest.polygon.area


def test_paths_rivers_and_markers_are_where_the_board_prints_them(topology):
    board, drawing = topology.board, board_drawing(topology)
    for p in board.paths:
        a, b = (board.clearings[c].centre for c in p.between)
        assert drawing.paths[p.key] == (a, *p.bends, b)
    assert set(drawing.closed_path_markers) == {p.key for p in board.closed_paths}
    for key, at in drawing.closed_path_markers.items():
        assert LineString(drawing.paths[key]).distance(Point(at)) < 1e-6
        assert all(Point(at).distance(Point(c.centre)) > c.radius for c in board.clearings.values())
    outline = Polygon(board.outline).buffer(1e-6)
    assert len(drawing.rivers) == len(board.rivers)
    for parts in drawing.rivers:
        assert parts and all(LineString(part).within(outline) for part in parts)


def test_the_ferry_spots_are_beside_each_coastal_clearing_on_the_water_side(topology):
    drawing = board_drawing(topology)
    assert set(drawing.shore_spots) == set(topology.coastal_clearings)
    if drawing.lake is None:
        return
    lake = Polygon(drawing.lake.outline)
    for cid, spot in drawing.shore_spots.items():
        c = topology.board.clearings[cid]
        assert Point(spot).distance(Point(c.centre)) == pytest.approx(c.radius + 12)
        assert lake.distance(Point(spot)) < lake.distance(Point(c.centre)) or lake.contains(Point(spot))
    assert all(lake.contains(Point(xy)) for xy in drawing.lake.ripples)


def test_a_drawing_survives_json_unchanged(topology):
    plain = json.loads(json.dumps(board_drawing(topology).to_plain()))
    assert BoardDrawing.from_plain(plain) == board_drawing(topology)


def test_a_forest_label_and_a_marker_are_placed_against_what_is_near_them_only(monkeypatch):
    """Against the whole board, each forest's label costs as much as the board is large: a
    board four times larger cuts by four times more, for four times more forests."""
    import shapely
    from shapely.geometry.base import BaseGeometry

    from rootboard.board.mapfile import Board
    from rootboard.board.derivation import derive_topology
    from rootboard.drawing.layout import lay_out
    from tests.gridmaps import grid_map

    cut_by = []
    difference = BaseGeometry.difference

    def measured(self, other, *args, **kwargs):
        cut_by.append(shapely.get_num_coordinates(other))
        return difference(self, other, *args, **kwargs)

    largest = {}
    for count in (16, 64):
        topology = derive_topology(Board.from_text(json.dumps(grid_map(count)), f"grid{count}"))
        with monkeypatch.context() as patch:
            patch.setattr(BaseGeometry, "difference", measured)
            cut_by.clear()
            lay_out(topology)
        largest[count] = max(cut_by)
    assert largest[64] <= largest[16] * 1.25, largest
