"""Every piece is drawn inside its own area (issue 23.2), on every map, for every number of
stacks, at every zoom: a clearing's pieces in its slots or on a tray joined to its ruler's ring,
never in another clearing's room; a forest's inside the forest; none on water, a lane or the
board's margin. The shapes are the derived drawing's (forests, lanes, the rivers as drawn,
the lake, the outline); nothing is typed in."""

from __future__ import annotations

import pytest
from shapely.geometry import LineString, Point, Polygon
from shapely.ops import unary_union

from rootboard.derived.loading import load_topology
from rootboard.drawing import board_drawing
from rootboard.drawing.model import LANE_EDGE_WIDTH, RIVER_EDGE_WIDTH, RULER_RING_REACH
from rootboard.drawing.pieces_layout import drawn_river, footprint
from rootboard.ui.board.pieces import PIECE_SIZE
from rootboard.ui.board.qtgeom import point  # noqa: F401  (the board's coordinates are the scene's)
from rootboard.ui.board.scene import BoardScene

MAPS = ("autumn", "winter", "lake", "mountain")
# Stacks a clearing can hold, one faction's warriors each (and counts of 1 and more, so some
# stacks carry their "×n" badge), and a forest's (pawns and relics).
WARRIORS = ("marquise", "eyrie", "alliance", "riverfolk", "lizards", "duchy", "corvids", "hundreds", "keepers")
FOREST_STACKS = (("vagabond", "pawn"), ("vagabond2", "pawn"), ("keepers", "figure"), ("keepers", "tablet"),
                 ("keepers", "jewelry"))
ZOOMS = (0.25, 1.0, 4.0)
TOLERANCE = 0.05  # mm: shapely's discs are polygons


def _discs(spot):
    scale = spot.rect.width() / PIECE_SIZE
    c = spot.rect.center()
    return footprint((c.x(), c.y()), spot.piece[2] > 1, scale)


def _shape(discs):
    return unary_union([Point(x, y).buffer(r - TOLERANCE, quad_segs=16) for x, y, r in discs])


class Board:
    """The derived shapes a piece is checked against."""

    def __init__(self, name):
        self.topology = load_topology(name)
        d = self.drawing = board_drawing(self.topology)
        self.outline = Polygon(d.outline)
        self.lanes = unary_union([LineString(line) for line in d.paths.values()]).buffer(LANE_EDGE_WIDTH / 2)
        lines = [LineString(line) for r in d.rivers for p in r if len(p) > 1 for line in (p, drawn_river(p))]
        self.rivers = unary_union(lines).buffer(RIVER_EDGE_WIDTH / 2) if lines else None
        self.water = Polygon(d.lake.outline) if d.lake is not None else None
        self.clearings = self.topology.board.clearings
        self.rings = {cid: Point(c.centre).buffer(c.radius + RULER_RING_REACH) for cid, c in self.clearings.items()}

    def forest(self, fid):
        shape = self.drawing.forests[fid].shape
        return Polygon(shape[0], shape[1:])

    def off_water_lanes_and_margin(self, where, shape):
        assert self.outline.contains(shape), f"{where}: a piece on the margin"
        assert not shape.intersects(self.lanes), f"{where}: a piece on a lane"
        assert self.rivers is None or not shape.intersects(self.rivers), f"{where}: a piece on a river"
        assert self.water is None or not shape.intersects(self.water), f"{where}: a piece on the lake"


@pytest.fixture(scope="module", params=MAPS)
def board(request):
    return Board(request.param)


def _scene(board, stacks, qapp):
    pieces = {}
    for cid in board.clearings:
        pieces[cid] = [(f, "warrior", 1 + k % 3) for k, f in enumerate(WARRIORS[:stacks])]
    for fid in board.topology.forests:
        pieces[fid] = [(f, p, 1 + k % 2) for k, (f, p) in enumerate(FOREST_STACKS[:min(stacks, len(FOREST_STACKS))])]
    return BoardScene(board.topology, pieces=pieces)


@pytest.mark.parametrize("stacks", range(1, len(WARRIORS) + 1))
def test_every_piece_is_drawn_inside_its_own_area(board, stacks, qapp):
    scene = _scene(board, stacks, qapp)
    items = scene.pieces_layer.items
    assert set(items) == set(board.clearings) | set(board.topology.forests)
    for area, item in items.items():
        assert len(item.spots) == len(item.pieces)
        if area in board.topology.forests:
            inside = board.forest(area).buffer(-LANE_EDGE_WIDTH / 2)
            for spot in item.spots:
                shape = _shape(_discs(spot))
                assert inside.contains(shape), f"forest {area}: a piece outside the forest"
                assert not any(shape.intersects(r) for r in board.rings.values()), f"forest {area}: on a clearing"
                board.off_water_lanes_and_margin(f"forest {area}", shape)
            continue
        clearing = board.clearings[area]
        tray = _tray(item)
        assert tray.intersects(board.rings[area]), f"clearing {area}: its tray is not joined to it"
        for spot in item.spots:
            shape = _shape(_discs(spot))
            if spot.in_slot:
                assert Point(clearing.centre).buffer(clearing.radius).contains(shape)
                continue
            assert tray.buffer(TOLERANCE).contains(_shape(_discs(spot)[:1])), f"clearing {area}: a piece off its tray"
            for other, ring in board.rings.items():
                assert not shape.intersects(ring), f"clearing {area}: a piece on clearing {other}"
            x, y, _ = _discs(spot)[0]
            edge = {cid: Point(x, y).distance(Point(c.centre)) - c.radius for cid, c in board.clearings.items()}
            assert min(edge, key=edge.get) == area, f"clearing {area}: a piece nearer clearing {min(edge, key=edge.get)}"
            board.off_water_lanes_and_margin(f"clearing {area}", shape)
        # the tray itself (its arms and plates) lies on no lane, river or water either
        board.off_water_lanes_and_margin(f"clearing {area}'s tray", _tray(item).buffer(-0.7))


def _tray(item):
    from PySide6.QtGui import QPolygonF  # noqa: F401

    polygons = [Polygon([(p.x(), p.y()) for p in poly]) for poly in item.tray.toFillPolygons()]
    return unary_union([p.buffer(0) for p in polygons if len(p.exterior.coords) > 3])


def test_a_zoom_changes_no_piece_s_place(board, qtbot):
    """Pieces are drawn at the board's scale: zooming the view moves none of them."""
    from rootboard.ui.board.view import BoardView

    scene = _scene(board, 4, None)
    view = BoardView()
    qtbot.addWidget(view)
    view.setScene(scene)
    view.resize(900, 700)
    view.show()
    before = {a: [s.rect for s in i.spots] for a, i in scene.pieces_layer.items.items()}
    for zoom in ZOOMS:
        view.zoom_by(zoom / view._zoom)
        qtbot.wait(1)
        assert {a: [s.rect for s in i.spots] for a, i in scene.pieces_layer.items.items()} == before
