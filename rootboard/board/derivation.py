"""Forests and adjacency, derived from a board's geometry. The only place that polygonizes.

Nothing here is typed in per map: the same code derives every board, shipped or not.

* Forests are the areas enclosed by paths and clearings (Law 2.4): the faces of the
  dividing lines, less the clearing discs and the lake. What divides is decided by
  :func:`dividing_lines`: printed paths, closed paths included (16.2.3.II); the river
  only on maps where it divides forests (Winter, 16.2.1.I; elsewhere rivers do not, 2.3);
  the lake divides by being cut away (16.2.2.II).
* A forest is adjacent to every clearing it touches without crossing a path (2.4.1), and
  to every forest on the other side of one path (2.4.1), closed path (16.2.3.II) or, on
  Winter, the river (16.2.1.I). Coastal forests are adjacent to their neighbours along
  the shore, one coastal clearing apart, and never across open lake (16.2.2.IV, 16.6.2).
* Clearings are adjacent along open paths (2.2.1). Closed paths (16.2.3.II), rivers (2.3)
  and the lake's links between coastal clearings (16.2.2.II) are recorded, not adjacency.

Imported when a board is derived (a map the derived cache has not seen, a changed map file), never
when a kept topology is read: a replay, a ``status`` and a ``move`` read their board from the
derived cache and never run this code (issue 32). The map's edge (16.6.15), asked of a kept
topology too, stays with it (:func:`rootboard.board.topology.derive_map_edge`).
"""

from __future__ import annotations

from rootboard.records import record

from rootboard.board.mapfile import Board
from rootboard.board.topology import (CLOSED_PATH, LAKE, LAKE_SHORE, MIN_FOREST_AREA, MIN_SHARED, PATH, RIVER, SECTIONS,
                                      TOUCH, TOUCHES, ClearingId, Forest, ForestId, Link, Topology)

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing (issue 32)
if TYPE_CHECKING:  # shapely loads with the first derivation, not with this module
    from typing import Iterable
    from shapely.geometry import LineString, Polygon
    from shapely.geometry.base import BaseGeometry

    from rootboard.board.shapes import BoardShapes

@record(frozen=True)
class Divider:
    """A line that encloses and divides forests: a path, a closed path or a river (2.4, 16.2.1.I)."""

    kind: str  # PATH, CLOSED_PATH or RIVER
    between: tuple[ClearingId, ClearingId]
    line: LineString


def dividing_lines(board: Board, shapes: BoardShapes) -> list[Divider]:
    """What encloses and divides forests on this board (2.4, 16.2.1.I, 16.2.3.II).

    Every printed path divides, closed or not. A river divides only where the map says so
    (Winter); elsewhere rivers divide neither clearings nor forests (2.3). The lake is not
    a line: it divides by being cut out of the forests (16.2.2.II).
    """
    lines = [
        Divider(CLOSED_PATH if p.closed else PATH, p.key, shapes.path_lines[p.key])
        for p in board.paths
    ]
    if board.river_divides_forests:
        lines += [Divider(RIVER, key, seg) for key, seg in shapes.river_segments.items()]
    # A line of no length (two clearings on one spot, a river link whose clearings project to
    # one point of its course) encloses nothing; check reports what made it.
    return [d for d in lines if d.line.geom_type == "LineString" and d.line.length > 0]

def derive_topology(board: Board) -> Topology:
    """Forests and adjacency of ``board``, from its geometry alone."""
    import shapely
    from shapely.geometry import LineString, Polygon
    from shapely.ops import polygonize, unary_union

    from rootboard.board.shapes import BoardShapes

    shapes = BoardShapes(board)
    dividers = dividing_lines(board, shapes)
    lake = shapes.lake
    discs = shapes.discs

    # Forests are the areas enclosed by paths and clearings (2.4), and on the Lake by the
    # shore as well (16.2.2.II): polygonize all of those outlines together, then keep the
    # faces that are neither a clearing nor water.
    outlines = [d.line for d in dividers] + [disc.exterior for disc in discs.values()]
    if lake is not None:
        outlines.append(lake.exterior)
    water_and_clearings = shapes.all_discs if lake is None else unary_union([shapes.all_discs, lake])
    shapely.prepare(water_and_clearings)
    pieces: list[Polygon] = [
        face for face in polygonize(unary_union(outlines))
        if face.area >= MIN_FOREST_AREA and not water_and_clearings.contains(face.representative_point())
    ]
    shapely.prepare(pieces)
    # Each forest and divider is compared with the areas near it only (their bounding boxes
    # meet), never with the whole board: a fan map of n clearings derives in about n steps.
    piece_tree = shapely.STRtree(pieces)
    clearing_ids = list(discs)
    rims = [discs[cid].exterior for cid in clearing_ids]
    rim_tree = shapely.STRtree(rims)

    near = [p.boundary.buffer(TOUCH, quad_segs=2) for p in pieces]
    touched = [_touched_clearings([clearing_ids[k] for k in rim_tree.query(b)], discs, b) for b in near]
    coastal_forest = [lake is not None and _shares(lake.exterior, b) for b in near]
    ids = _forest_ids(pieces, touched)
    forests = {
        fid: Forest(fid, tuple(touched[i]), pieces[i], coastal_forest[i]) for i, fid in enumerate(ids)
    }

    links: list[Link] = []
    # Forest-clearing: touching without crossing a path (2.4.1).
    for i, fid in enumerate(ids):
        for cid in touched[i]:
            arc = discs[cid].exterior.intersection(near[i])
            links.append(Link(fid, cid, TOUCHES, SECTIONS[("forest", TOUCHES)], True, arc))
    # Forest-forest: on the two sides of one divider (2.4.1, 16.2.3.II, 16.2.1.I).
    for divider in dividers:
        stretch = divider.line.difference(shapes.discs_near(divider.line))  # the divider between the discs
        adjacent = divider.kind != RIVER or board.river_parted_forests_adjacent
        for i, j in _sides(divider, stretch, pieces, piece_tree, shapes):
            a, b = sorted((ids[i], ids[j]))
            links.append(Link(a, b, divider.kind, SECTIONS[("forest", divider.kind)], adjacent, stretch,
                              divider=divider.between))
    # Clearing-clearing links as printed.
    for p in board.paths:
        kind = CLOSED_PATH if p.closed else PATH
        links.append(Link(p.key[0], p.key[1], kind, SECTIONS[("clearing", kind)], not p.closed,
                          shapes.path_lines[p.key]))
    for key, seg in shapes.river_segments.items():
        links.append(Link(key[0], key[1], RIVER, SECTIONS[("clearing", RIVER)], False, seg))

    coastal: frozenset[ClearingId] = frozenset()
    if lake is not None:
        coastal = frozenset(cid for cid, d in discs.items() if d.intersects(lake))
        # The lake links every coastal clearing to every other one, as rivers do (16.2.2.II).
        ordered = sorted(coastal)
        for x, a in enumerate(ordered):
            for b in ordered[x + 1:]:
                line = LineString([board.clearings[a].centre, board.clearings[b].centre])
                links.append(Link(a, b, LAKE, SECTIONS[("clearing", LAKE)], False, line))
        links += _shore_neighbours(board, lake, discs, coastal, ids, pieces, near, coastal_forest)

    topology = Topology(board, forests, links, coastal)
    topology.shapes = shapes  # already built: the drawing and the explorer reuse them (its cached_property's value)
    return topology


def _shares(line: BaseGeometry, near_boundary: Polygon) -> bool:
    return line.intersection(near_boundary).length >= MIN_SHARED


def _touched_clearings(candidates: Iterable[ClearingId], discs, near_boundary: Polygon) -> list[ClearingId]:
    """Of the ``candidates`` (the clearings whose disc's box meets ``near_boundary``'s; no
    other can share a millimetre with it), those whose rim runs along the boundary."""
    return sorted(cid for cid in candidates if _shares(discs[cid].exterior, near_boundary))


def _forest_ids(pieces: list[Polygon], touched: list[list[ClearingId]]) -> list[ForestId]:
    """Rootlog notation: the sorted clearing numbers joined by '_'; a suffix if two share it."""
    base = ["_".join(str(c) for c in t) if t else "forest" for t in touched]
    ids = list(base)
    sharing: dict[str, list[int]] = {}  # each name's forests, in order (one pass: a fan map has thousands)
    for i, name in enumerate(base):
        sharing.setdefault(name, []).append(i)
    for name, same in sharing.items():
        if len(same) > 1:
            # Suffixes in reading order (top to bottom, left to right), so they are stable.
            same.sort(key=lambda i: (pieces[i].centroid.y, pieces[i].centroid.x))
            for n, i in enumerate(same):
                ids[i] = f"{name}{chr(ord('a') + n)}"
    return ids


def _sides(divider: Divider, stretch: BaseGeometry, pieces, piece_tree, shapes: BoardShapes) -> list[tuple[int, int]]:
    """Pairs of forests facing each other across ``stretch``, the divider between the discs
    (``piece_tree``: an STRtree of the forests, to ask only those near it)."""
    if stretch.is_empty:
        return []
    left = stretch_offset(divider.line, +4 * TOUCH)
    left = left.difference(shapes.discs_near(left))
    right = stretch_offset(divider.line, -4 * TOUCH)
    right = right.difference(shapes.discs_near(right))
    # A forest lies on a side where the offset line runs inside it; two forests face each
    # other where their stretches overlap along the divider.
    lefts = {i: left.intersection(pieces[i]) for i in map(int, sorted(piece_tree.query(left)))
             if pieces[i].intersects(left)}
    rights = {i: right.intersection(pieces[i]) for i in map(int, sorted(piece_tree.query(right)))
              if pieces[i].intersects(right)}
    pairs = []
    for i, span_i in lefts.items():
        if span_i.length < MIN_SHARED:
            continue
        reach = span_i.buffer(16 * TOUCH, cap_style="flat")
        for j, span_j in rights.items():
            if i != j and span_j.length >= MIN_SHARED and reach.intersection(span_j).length >= MIN_SHARED:
                pairs.append((i, j))
    return pairs


def stretch_offset(line: LineString, distance: float) -> BaseGeometry:
    return line.offset_curve(distance, quad_segs=2, join_style="mitre")


def _shore_neighbours(board, lake, discs, coastal, ids, pieces, near, coastal_forest) -> list[Link]:
    """Coastal forests one coastal clearing apart along the shore (16.2.2.IV).

    Where the shore enters and leaves a coastal clearing's disc, a coastal forest lies on
    each side; those two are neighbours. Forests facing each other across open water are
    not (16.2.2.II, 16.6.2), so nothing else is linked.
    """
    from shapely.geometry import LineString, Point

    links = []
    for cid in sorted(coastal):
        crossings = lake.exterior.intersection(discs[cid].exterior)
        points = [g for g in getattr(crossings, "geoms", [crossings]) if isinstance(g, Point)]
        sides = []
        for pt in points:
            probe = pt.buffer(4 * TOUCH + 0.5)
            for i in range(len(pieces)):
                if coastal_forest[i] and pieces[i].intersects(probe) and i not in sides:
                    sides.append(i)
        for x, i in enumerate(sides):
            for j in sides[x + 1:]:
                a, b = sorted((ids[i], ids[j]))
                geom = LineString([pieces[i].representative_point(), board.clearings[cid].centre,
                                   pieces[j].representative_point()])
                links.append(Link(a, b, LAKE_SHORE, SECTIONS[("forest", LAKE_SHORE)], True, geom, via=cid))
    return links
