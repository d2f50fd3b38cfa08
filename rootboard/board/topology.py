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
"""

from __future__ import annotations

import re
from rootboard.records import field, record
from functools import cached_property

from rootboard.board.mapfile import Board, ClearingId, close_matches, did_you_mean
from rootboard.errors import BadInput
from rootboard.messages import Template

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at every start (issue 32)
if TYPE_CHECKING:  # shapely loads with the first derivation, not with this module
    from typing import Any, Iterable
    from shapely.geometry import LineString, Polygon
    from shapely.geometry.base import BaseGeometry

    from rootboard.board.shapes import BoardShapes

ForestId = str
AreaId = ClearingId | ForestId
# The Duchy's Burrow (12.2.2): a clearing of the game on no map. Named here, with the map's
# areas, so that the window can draw it without loading the game's state and rules.
BURROW = "burrow"

# Areas as people type them, refused: ``clearings`` is the map's clearing numbers ("1-12"),
# ``typed`` what was typed, as typed.
NO_SUCH_CLEARING = Template("area.no-such-clearing", "{map:map} has no clearing {clearing} (its clearings are {clearings})")
NO_SUCH_AREA_NEAR = Template("area.no-such-area-near", "{map:map} has no area {typed!r}; {suggestion}")
NO_SUCH_AREA_HOW = Template("area.no-such-area-how",
                            "{map:map} has no area {typed!r}: name a clearing ({clearings}) or a forest by the "
                            "clearings it touches, joined by _ (such as {example})")
NO_SUCH_PATH = Template("area.no-such-path", "{map:map} has no path {typed!r}: no path joins clearings {a} and {b}")

# Tolerances in board millimetres. Boundaries produced by the same difference operation
# coincide up to floating-point noise; TOUCH is how close counts as touching, and MIN_SHARED
# how long a shared stretch must be to be more than a touch at a single point.
TOUCH = 0.05
MIN_SHARED = 1.0
MIN_FOREST_AREA = 25.0  # mm²: slivers smaller than this are drawing noise, not forests

# Kinds of link. Clearing-clearing: PATH, CLOSED_PATH, RIVER, LAKE. Forest-clearing: TOUCHES.
# Forest-forest: PATH, CLOSED_PATH, RIVER (Winter), LAKE_SHORE (coastal neighbours).
PATH = "path"
CLOSED_PATH = "closed_path"
RIVER = "river"
LAKE = "lake"
TOUCHES = "touches"
LAKE_SHORE = "lake_shore"

SECTIONS = {
    ("clearing", PATH): "2.2.1",
    ("clearing", CLOSED_PATH): "16.2.3.II",
    ("clearing", RIVER): "2.3",
    ("clearing", LAKE): "16.2.2.II",
    ("forest", TOUCHES): "2.4.1",
    ("forest", PATH): "2.4.1",
    ("forest", CLOSED_PATH): "16.2.3.II",
    ("forest", RIVER): "16.2.1.I",
    ("forest", LAKE_SHORE): "16.2.2.IV",
}


def is_forest(area: AreaId) -> bool:
    return isinstance(area, str) and not is_path(area)


def is_path(area: AreaId) -> bool:
    """A path as a place pieces stand on ("3-7", the smaller clearing first): Highway
    Bandits stand there (16.2.3.II, 16.4.3.V). Never a clearing or a forest."""
    return isinstance(area, str) and "-" in area


def path_area(a: ClearingId, b: ClearingId) -> str:
    """The area id of the path between clearings ``a`` and ``b``: "A-B" with A < B."""
    return f"{min(a, b)}-{max(a, b)}"


def path_ends(area: str) -> tuple[ClearingId, ClearingId]:
    a, b = area.split("-")
    return int(a), int(b)


def _geometry(owner: Any, name: str):
    """A shape field that may still hold its GeoJSON mapping, as read from the derived cache
    (:mod:`rootboard.derived.cache`): turned into a shapely geometry on first use, so a board
    opened from the cache is drawn and explored without importing shapely at all."""
    value = owner.__dict__[name]
    if isinstance(value, dict):
        from shapely.geometry import shape

        value = shape(value)
        object.__setattr__(owner, name, value)
    return value


@record(frozen=True)
class Forest:
    """A forest derived from the board (2.4): its id, the clearings around it, its shape."""

    id: ForestId
    clearings: tuple[ClearingId, ...]
    shape: Any = field(compare=False, repr=False)  # its Polygon (or GeoJSON mapping): see .polygon
    coastal: bool = False

    @property
    def polygon(self) -> Polygon:
        return _geometry(self, "shape")


@record(frozen=True)
class Link:
    """One relationship between two areas, with the geometry that justifies it.

    ``adjacent`` says whether it makes the two areas adjacent on the printed board
    (closed paths, rivers and lake links do not; game state or abilities may change that).
    """

    a: AreaId
    b: AreaId
    kind: str
    section: str
    adjacent: bool
    shape: Any = field(compare=False, repr=False)  # its geometry (or GeoJSON mapping): see .geometry
    via: ClearingId | None = None  # LAKE_SHORE: the coastal clearing between the forests
    divider: tuple[ClearingId, ClearingId] | None = None  # forest-forest: the path or river between

    @property
    def geometry(self) -> BaseGeometry:
        return _geometry(self, "shape")

    def other(self, area: AreaId) -> AreaId:
        return self.b if area == self.a else self.a


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


class Topology:
    """A board's derived forests and adjacency graph. Build with :func:`derive_topology`."""

    # What the layers above keep of this topology, held here so that it lives exactly as long as
    # the topology does (as a cached_property's value; a WeakKeyDictionary did the same, at the
    # price of importing weakref at every start that reads a board, issue 32). The board layer
    # never reads them. None: not known, or not made yet.
    # The exact text of the map the derived cache read it from (rootboard.derived.cache.map_text):
    # a board's static layer holds it in its key, so that a layer is never used for another map.
    map_text: str | None = None
    # Its drawing, as plain coordinates (rootboard.drawing.board_drawing: laid out, or handed
    # over by the derived cache), or until the board is first drawn what reads it back from the
    # derived cache, asked once with the topology (rootboard.drawing.remember_drawing).
    drawing: Any = None
    drawing_loader: Any = None

    def __init__(self, board: Board, forests: dict[ForestId, Forest], links: list[Link],
                 coastal_clearings: frozenset[ClearingId]):
        self.board = board
        self.forests = forests
        self.links = links
        self.coastal_clearings = coastal_clearings
        # Plain indexes answer the hot queries (explorer clicks, move checks); the networkx
        # graph is built on first use, so opening a board does not pay for importing it.
        self._links_of: dict[AreaId, list[Link]] = {area: [] for area in (*board.clearings, *forests)}
        # Every printed path is a place pieces can stand on (closed ones too: a refusal there
        # cites 16.2.3.II); rivers are not paths, so no river is one (16.4.3.V).
        self.path_areas: frozenset[str] = frozenset(path_area(*p.key) for p in board.paths)
        self._between: dict[frozenset, list[Link]] = {}
        for link in links:
            self._links_of[link.a].append(link)
            self._links_of[link.b].append(link)
            self._between.setdefault(frozenset((link.a, link.b)), []).append(link)

    @cached_property
    def shapes(self) -> BoardShapes:
        """The shapely shapes of the printed elements, built on first use."""
        from rootboard.board.shapes import BoardShapes

        return BoardShapes(self.board)

    @cached_property
    def graph(self):
        """The topology as a networkx MultiGraph: nodes are clearings (kind "clearing") and
        forests (kind "forest"); each edge is keyed by its kind and carries the Link, its
        Law section, whether it is adjacency, and the geometry that justifies it."""
        import networkx as nx

        graph = nx.MultiGraph()
        for cid in self.board.clearings:
            graph.add_node(cid, kind="clearing")
        for fid, forest in self.forests.items():
            graph.add_node(fid, kind="forest", coastal=forest.coastal)
        for link in self.links:
            # Keyed by kind and the path (or coastal clearing) behind it: two forests could
            # share two different paths, and each is its own reason.
            key = (link.kind, link.divider or link.via)
            graph.add_edge(link.a, link.b, key=key, kind=link.kind, section=link.section,
                           adjacent=link.adjacent, geometry=link.geometry, link=link)
        return graph

    @cached_property
    def map_edge(self) -> "MapEdge":
        """The ring of clearings and paths around the outside of the map (16.6.15)."""
        return derive_map_edge(self.board, self.shapes)

    # --- areas -----------------------------------------------------------------------
    @property
    def clearings(self):
        return self.board.clearings

    @cached_property
    def areas(self) -> tuple[AreaId, ...]:
        return tuple(self.board.clearings) + tuple(self.forests)

    def has_area(self, area: AreaId) -> bool:
        return area in self._links_of or area in self.path_areas

    def river_between(self, a: ClearingId, b: ClearingId) -> bool:
        """Whether a river (or, on the Lake, the lake) joins ``a`` and ``b`` (2.3, 16.2.2.II)."""
        return any(l.kind in (RIVER, LAKE) for l in self.links_between(a, b))

    def parse_area(self, text: str | int) -> AreaId:
        """A clearing number or forest id as typed by a person; BadInput names it otherwise.

        A forest's clearings may be typed in any order (``12_11_7_3`` is ``3_7_11_12``: the id
        is their sorted numbers, Rootlog notation); a near miss is answered with the closest
        ids (difflib) rather than an example.
        """
        if isinstance(text, int) or (isinstance(text, str) and text.strip().isdigit()):
            cid = int(text)
            if cid in self.board.clearings:
                return cid
            raise BadInput(self._no_clearing(cid))
        path = re.fullmatch(_PATH_ID, str(text).strip())
        if path:
            return self._parse_path(int(path[1]), int(path[2]), str(text).strip())
        key = normalise_forest_id(str(text))
        if key in self.forests:
            return key
        typed = str(text).strip()
        near = did_you_mean(self._close_forests(key))
        if near:
            raise BadInput(NO_SUCH_AREA_NEAR(map=self.board.title, typed=typed, suggestion=near))
        raise BadInput(NO_SUCH_AREA_HOW(map=self.board.title, typed=typed, clearings=self._clearing_range(),
                                        example=next(iter(self.forests), "1_2_3")))

    def _parse_path(self, a: int, b: int, typed: str) -> str:
        """A path area typed as "A-B" in either order. A river between them parses too (as
        "A-B"), so that placing a piece there is refused with its reason (16.4.3.V)."""
        for c in (a, b):
            if c not in self.board.clearings:
                raise BadInput(self._no_clearing(c))
        area = path_area(a, b)
        if area in self.path_areas or self.river_between(a, b):
            return area
        raise BadInput(NO_SUCH_PATH(map=self.board.title, typed=typed, a=min(a, b), b=max(a, b)))

    def _no_clearing(self, cid: int):
        return NO_SUCH_CLEARING(map=self.board.title, clearing=cid, clearings=self._clearing_range())

    def _clearing_range(self) -> str:
        ids = sorted(self.board.clearings)
        if ids == list(range(ids[0], ids[-1] + 1)):
            return f"{ids[0]}-{ids[-1]}"
        return ", ".join(str(c) for c in ids)

    def _close_forests(self, key: str) -> list[ForestId]:
        """The forest ids most like ``key``: compared as sequences of clearing numbers, so
        that 3_7_11 is one clearing short of 3_7_11_12 (not a few characters off)."""
        def numbers(fid: str) -> tuple:
            match = re.fullmatch(_FOREST_ID, fid)
            if not match:
                return tuple(fid)
            return (*(int(n) for n in match["numbers"].split("_")), *filter(None, [match["suffix"]]))

        by_numbers = {numbers(fid): fid for fid in self.forests}
        return [by_numbers[n] for n in close_matches(numbers(key), by_numbers)]

    def forests_of(self, clearing: ClearingId) -> list[ForestId]:
        return sorted(l.other(clearing) for l in self.links_of(clearing) if l.kind == TOUCHES)

    # --- links -----------------------------------------------------------------------
    def links_of(self, area: AreaId, kinds: Iterable[str] | None = None) -> list[Link]:
        links = self._links_of.get(area, [])
        if kinds is None:
            return list(links)
        wanted = set(kinds)
        return [link for link in links if link.kind in wanted]

    def links_between(self, a: AreaId, b: AreaId) -> list[Link]:
        return list(self._between.get(frozenset((a, b)), []))

    def neighbours(self, area: AreaId, kinds: Iterable[str] | None = None) -> list[AreaId]:
        """Areas linked to ``area`` by links of the given kinds (all kinds by default)."""
        return sorted({l.other(area) for l in self.links_of(area, kinds)}, key=area_sort_key)

    def adjacent(self, area: AreaId) -> list[AreaId]:
        """Areas adjacent to ``area`` on the printed board, closed paths still closed."""
        return sorted({l.other(area) for l in self.links_of(area) if l.adjacent}, key=area_sort_key)

    def is_adjacent(self, a: AreaId, b: AreaId) -> bool:
        return any(l.adjacent for l in self.links_between(a, b))

    def clearing_links(self, clearing: ClearingId, kind: str) -> list[ClearingId]:
        return sorted(
            l.other(clearing) for l in self.links_of(clearing, [kind]) if not is_forest(l.other(clearing))
        )


@record(frozen=True)
class MapEdge:
    """The clearings and paths on the map's edge (glossary 16.6.15)."""

    clearings: frozenset[ClearingId]
    paths: frozenset[tuple[ClearingId, ClearingId]]


def derive_map_edge(board: Board, shapes: BoardShapes) -> MapEdge:
    """The outer loop of clearings and paths, closed paths included (glossary 16.6.15):
    the boundary of everything the paths enclose."""
    from shapely.geometry import Polygon
    from shapely.ops import polygonize, unary_union

    enclosed = unary_union(list(polygonize(unary_union(list(shapes.path_lines.values())))))
    rings = [g.exterior for g in getattr(enclosed, "geoms", [enclosed]) if isinstance(g, Polygon)]
    if not rings:
        return MapEdge(frozenset(), frozenset())
    outline = unary_union(rings).buffer(TOUCH)
    paths = frozenset(key for key, line in shapes.path_lines.items() if outline.contains(line))
    clearings = frozenset(c for key in paths for c in key)
    return MapEdge(clearings, paths)


# An area typed as a path (3-7) and a forest's id: patterns compiled when a typed area is first
# read (re's own cache keeps them for the rest of the run), not at every start: a command that
# reads a game or a log never types one, and each cost some 0.3 M instructions to compile (issue 32).
_PATH_ID = r"(\d+)\s*-\s*(\d+)"
_FOREST_ID = r"(?P<numbers>\d+(?:_\d+)*)(?P<suffix>[a-z]?)"


def normalise_forest_id(text: str) -> str:
    """A forest id as typed, in the form the board keys it by: the clearing numbers sorted
    and joined by _ (``12_11_7_3`` -> ``3_7_11_12``), a letter suffix kept at the end
    (``5_1_2a`` -> ``1_2_5a``), spaces and leading zeros dropped. Anything else comes back
    stripped, to be refused by the caller."""
    key = re.sub(r"\s*_\s*", "_", text.strip().lower())
    parts = [re.fullmatch(r"(\d+)([a-z]?)", part) for part in key.split("_")]
    if not all(parts):
        return key
    suffixes = [m[2] for m in parts if m[2]]
    if len(suffixes) > 1:
        return key
    numbers = sorted(int(m[1]) for m in parts)
    return "_".join(str(n) for n in numbers) + "".join(suffixes)


def area_sort_key(area: AreaId):
    if is_path(area):
        return (2, path_ends(area))
    return (1, area) if is_forest(area) else (0, area)


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
