"""The shapely shapes of a board's printed elements.

Both the topology (which derives forests from them) and the renderers (which draw them)
take their shapes from here, so what is drawn is exactly what was computed.
"""

from __future__ import annotations

from functools import cached_property

from shapely import ops
from shapely.geometry import LineString, Point, Polygon
from shapely.ops import unary_union

from rootboard.board.mapfile import Board, ClearingId, Path, River

DISC_SEGMENTS = 16  # quarter-circle segments: smooth enough to draw, cheap to intersect


class BoardShapes:
    """Lazily built shapes of one board, in board millimetres."""

    def __init__(self, board: Board):
        self.board = board

    @cached_property
    def outline(self) -> Polygon:
        return Polygon(self.board.outline)

    @cached_property
    def discs(self) -> dict[ClearingId, Polygon]:
        return {
            cid: Point(c.centre).buffer(c.radius, quad_segs=DISC_SEGMENTS)
            for cid, c in self.board.clearings.items()
        }

    @cached_property
    def all_discs(self):
        return unary_union(list(self.discs.values()))

    @cached_property
    def _disc_parts(self):
        """The polygons :attr:`all_discs` is made of, and an STRtree of them."""
        import shapely

        parts = shapely.get_parts(self.all_discs)
        return parts, shapely.STRtree(parts)

    def discs_near(self, geometry):
        """What of :attr:`all_discs` lies near ``geometry``: the same polygons, those whose
        bounding box meets its own. Cutting a line by them gives exactly what cutting it by
        all the discs gives, in time that does not grow with the board (a fan map may have
        thousands of clearings)."""
        import numpy as np
        import shapely

        parts, tree = self._disc_parts
        near = np.sort(tree.query(geometry))  # in the union's own order
        if len(near) == len(parts):
            return self.all_discs
        return shapely.multipolygons(parts[near])

    def path_line(self, path: Path) -> LineString:
        a, b = (self.board.clearings[c].centre for c in path.between)
        return LineString([a, *path.bends, b])

    @cached_property
    def path_lines(self) -> dict[tuple[int, int], LineString]:
        return {p.key: self.path_line(p) for p in self.board.paths}

    def river_line(self, river: River) -> LineString:
        return LineString(river.course)

    def river_segment(self, river: River, link: tuple[int, int]) -> LineString:
        """The stretch of a river's course between the two clearings of one link."""
        line = self.river_line(river)
        a, b = (line.project(Point(self.board.clearings[c].centre)) for c in link)
        lo, hi = min(a, b), max(a, b)
        return ops.substring(line, lo, hi)

    @cached_property
    def river_segments(self) -> dict[tuple[int, int], LineString]:
        segments = {}
        for river in self.board.rivers:
            for a, b in river.links:
                key = (a, b) if a < b else (b, a)
                segments[key] = self.river_segment(river, (a, b))
        return segments

    @cached_property
    def lake(self) -> Polygon | None:
        return Polygon(self.board.lake.outline) if self.board.lake else None
