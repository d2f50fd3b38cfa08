"""Lay a board out for drawing: where trees, labels, bands, ripples and markers go.

Computes a :class:`~rootboard.drawing.model.BoardDrawing` from a derived topology with
shapely (and numpy for the tree grid). Display only: it places things inside the areas
the topology derived and never changes them. The result is plain data, cached with the
topology, so the window can draw without this module.
"""

from __future__ import annotations

import numpy as np
import shapely
from shapely.geometry import Point, Polygon
from shapely.ops import polylabel, unary_union

from rootboard.drawing.model import (
    BAND_WIDTH, LABEL_CLEARANCE, TREE_SPACING, BoardDrawing, ForestDrawing, LakeDrawing, Line, Shape, Tree, XY,
)
from rootboard.board.topology import Topology
from rootboard.drawing.pieces_layout import piece_scales
from rootboard.records import replace

RIPPLE_INSET = 9.0  # ripples keep this far inside the shore
CLEARING_CLEARANCE = 6.0  # a forest label keeps this far from clearings


def lay_out(topology: Topology) -> BoardDrawing:
    board, shapes = topology.board, topology.shapes
    busy = _Busy(topology)
    forests = {}
    for fid, forest in topology.forests.items():
        polygon = forest.polygon
        band = polygon.difference(polygon.buffer(-BAND_WIDTH))
        forests[fid] = ForestDrawing(
            shape=_shape(polygon),
            trees=tree_spots(polygon),
            band=tuple(_shape(p) for p in _polygons(band)),
            anchor=_xy(polygon.representative_point()),
            label=_label_spot(polygon, busy),
        )
    paths = {p.key: _coords(shapes.path_lines[p.key]) for p in board.paths}
    markers = {}
    for p in board.closed_paths:
        # Closed-path markers sit midway along the visible stretch of their path (16.2.3).
        stretch = shapes.path_lines[p.key].difference(shapes.discs_near(shapes.path_lines[p.key]))
        if stretch.is_empty:  # clearings that overlap hide it all (check reports them): mid-path
            stretch = shapes.path_lines[p.key]
        markers[p.key] = _xy(stretch.interpolate(0.5, normalized=True))
    rivers = tuple(
        tuple(_coords(part) for part in _lines(shapes.river_line(r).intersection(shapes.outline)))
        for r in board.rivers
    )
    lake = shapes.lake
    drawing = BoardDrawing(
        outline=_coords(shapes.outline.exterior),
        forests=forests,
        paths=paths,
        closed_path_markers=markers,
        rivers=rivers,
        lake=None if lake is None else LakeDrawing(_coords(lake.exterior), _xy(lake.centroid), _ripples(lake)),
        shore_spots={cid: _beside_the_water(topology, cid) for cid in sorted(topology.coastal_clearings)},
    )
    # Where pieces stand depends on everything above (lanes, water, markers): laid out last.
    scales, stacks, forests = piece_scales(board.clearings, drawing)
    return replace(drawing, stack_spots=stacks, forest_spots=forests, piece_scales=scales)


def tree_spots(polygon: Polygon) -> tuple[Tree, ...]:
    """Crowns on a jittered hex grid inside the forest; the same on every run."""
    inner = polygon.buffer(-3.0)
    if inner.is_empty:
        return ()
    minx, miny, maxx, maxy = polygon.bounds
    step = TREE_SPACING
    ys = np.arange(miny + step / 2, maxy, step * 0.87)
    xs = np.arange(minx, maxx, step)
    gx, gy = np.meshgrid(xs, ys)
    gx = gx + (np.arange(len(ys)) % 2 * step / 2)[:, None]  # every other row shifted
    # Jitter from the position itself, so every render of a map is identical.
    h = np.sin(gx * 12.9898 + gy * 78.233) * 43758.5453
    cx = (gx + (h % 1 - 0.5) * step * 0.5).ravel()
    cy = (gy + ((h * 7.13) % 1 - 0.5) * step * 0.5).ravel()
    radius = (4.6 + (h * 3.7 % 1) * 1.8).ravel()
    inside = shapely.contains_xy(inner, cx, cy)
    # Hundredths of a millimetre: far below a pixel, and a smaller cache.
    return tuple(zip(np.round(cx[inside], 2).tolist(), np.round(cy[inside], 2).tolist(),
                     np.round(radius[inside], 2).tolist()))


class _Busy:
    """Where a forest's label must not go: over lanes, rivers and clearings. Asked for one
    forest, it is made of the lanes, rivers and clearings near that forest only: the whole
    board's would cost as much as the board for each forest (a fan map may have thousands)."""

    def __init__(self, topology: Topology) -> None:
        shapes = topology.shapes
        self.lines = list(shapes.path_lines.values()) + [shapes.river_line(r) for r in topology.board.rivers]
        self.discs = list(shapes.discs.values())
        self.line_tree, self.disc_tree = shapely.STRtree(self.lines), shapely.STRtree(self.discs)

    def near(self, polygon: Polygon):
        """All that is busy within the forest's bounding box (and some way beyond it)."""
        box = shapely.box(*polygon.bounds).buffer(max(LABEL_CLEARANCE, CLEARING_CLEARANCE) + 1.0, join_style="mitre")
        lines = [self.lines[i] for i in sorted(self.line_tree.query(box))]
        discs = [self.discs[i] for i in sorted(self.disc_tree.query(box))]
        return unary_union([unary_union(lines).buffer(LABEL_CLEARANCE),
                            unary_union(discs).buffer(CLEARING_CLEARANCE)])


def _label_spot(polygon: Polygon, busy: _Busy) -> XY:
    """The forest's id goes where it is furthest from the lanes and rivers that cross it."""
    room = polygon.difference(busy.near(polygon))
    parts = [g for g in _polygons(room) if not g.is_empty]
    if not parts:
        return _xy(polygon.representative_point())
    return _xy(polylabel(max(parts, key=lambda g: g.area), tolerance=0.5))


def _ripples(lake: Polygon) -> tuple[XY, ...]:
    inner = lake.buffer(-RIPPLE_INSET)
    if inner.is_empty:
        return ()
    minx, miny, maxx, maxy = lake.bounds
    spots = []
    y, row = miny + 10, 0
    while y < maxy:
        x = minx + (12 if row % 2 else 0)
        while x < maxx:
            if inner.contains(Point(x, y)):
                spots.append((float(x), float(y)))
            x += 24
        y += 14
        row += 1
    return tuple(spots)


def _beside_the_water(topology: Topology, cid: int) -> XY:
    """Just outside a coastal clearing's disc, towards the middle of the lake: the Ferry."""
    c = topology.board.clearings[cid]
    towards = topology.shapes.lake.centroid
    dx, dy = towards.x - c.centre[0], towards.y - c.centre[1]
    length = (dx * dx + dy * dy) ** 0.5 or 1.0
    reach = c.radius + 12
    return (c.centre[0] + dx / length * reach, c.centre[1] + dy / length * reach)


def _polygons(geometry) -> list[Polygon]:
    return [g for g in getattr(geometry, "geoms", [geometry]) if g.geom_type == "Polygon"]


def _lines(geometry) -> list:
    return [g for g in getattr(geometry, "geoms", [geometry]) if g.geom_type == "LineString" and not g.is_empty]


def _shape(polygon: Polygon) -> Shape:
    return (_coords(polygon.exterior), *(_coords(hole) for hole in polygon.interiors))


def _coords(line) -> Line:
    return tuple((float(x), float(y)) for x, y, *_ in line.coords)


def _xy(point) -> XY:
    return (float(point.x), float(point.y))
