"""Forests and adjacency of a board, as the game reads them: its areas, their links, typed areas.

Derived from the board's geometry by :mod:`rootboard.board.derivation` (the only place that
polygonizes), or read back from the derived cache; nothing here is typed in per map.
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
    from shapely.geometry import Polygon
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



class Topology:
    """A board's derived forests and adjacency graph. Built by
    :func:`rootboard.board.derivation.derive_topology`."""

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
