"""What a stack of pieces must keep off, and the part of it near one area.

The pieces' layout (:mod:`rootboard.drawing.pieces_layout`) asks, for every spot it tries,
how far the spot is from the lanes, the rivers' banks, the lake, every clearing's disc and
the closed-path markers. Asked against the whole board, each question costs as much as the
board is large, and a board of n clearings asks it for each of them: n² in all (a fan map of
400 clearings took four minutes). A spot only ever looks a few centimetres around it, so
:meth:`Obstacles.around` hands over just the obstacles near one area, found through an
STRtree of the lanes' and banks' segments, and the layout asks those.

Nothing is approximated: an obstacle left out is one whose bounding box is farther from
every spot asked than any clearance the layout asks for (:data:`REACH`), so it could refuse
no spot; the ones kept are the same segments, discs and markers with the same coordinates,
so each distance is computed exactly as against the whole board (a line's distance is the
least of its segments'). The tests check the spots are the same as against the whole board.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Sequence

from rootboard.drawing.model import XY

# Farther than any distance the layout compares with (at most a lane's or bank's half width,
# a footprint's largest disc, the clearance, the shore line and a tray's arm: about 30 mm).
REACH = 60.0


@dataclass(frozen=True)
class Near:
    """The obstacles near one area (see :meth:`Obstacles.around`); a field is None when
    nothing of its kind is near."""

    lanes: Any  # a MultiLineString of the lanes' segments near, or None
    rivers: Any  # the rivers' banks likewise
    lake: Any  # the lake's Polygon, if near
    discs: Any  # indices (numpy) of the clearings whose disc and ring are near
    rivals: Any  # indices of the other clearings whose power bisector is near (see around)
    markers: Any  # indices of the closed-path markers near


class Obstacles:
    """The whole board's obstacles, built once per layout."""

    def __init__(self, lanes: Sequence[Sequence[XY]], banks: Sequence[Sequence[XY]], lake, centres, radii,
                 markers) -> None:
        import numpy as np
        import shapely

        self.lanes = _segments(lanes)
        self.banks = _segments(banks)
        self.lane_tree = shapely.STRtree(self.lanes)
        self.bank_tree = shapely.STRtree(self.banks)
        self.lake = lake
        self.centres = np.asarray(centres, dtype=float).reshape(-1, 2)
        self.radii = np.asarray(radii, dtype=float)
        self.markers = np.asarray(markers, dtype=float).reshape(-1, 2)

    def around(self, x0: float, y0: float, x1: float, y1: float, clearing: int | None = None) -> Near:
        """The obstacles that could come within :data:`REACH` of a point in the box
        ``x0..x1, y0..y1``; with ``clearing`` (an index into the centres), the box holds that
        clearing's spots, and the other clearings whose power bisector with it could be that
        near are the rivals."""
        import numpy as np
        import shapely

        box = shapely.box(x0 - REACH, y0 - REACH, x1 + REACH, y1 + REACH)
        lanes = self.lanes[self.lane_tree.query(box)]
        banks = self.banks[self.bank_tree.query(box)]
        lake = self.lake
        if lake is not None and not shapely.intersects(shapely.envelope(lake), box):
            lake = None
        discs = np.flatnonzero(_box_gap(self.centres, x0, y0, x1, y1) <= self.radii + REACH)
        markers = np.flatnonzero(_box_gap(self.markers, x0, y0, x1, y1) <= REACH)
        rivals = None
        if clearing is not None:
            # A spot p within `far` of this clearing's centre a is at least gap(a) - far from
            # the power bisector with b (the gap is linear in p, with slope 1 along a - b).
            a, r_a = self.centres[clearing], self.radii[clearing]
            far = max(math.hypot(x - a[0], y - a[1]) for x in (x0, x1) for y in (y0, y1))
            towards = a[None, :] - self.centres
            apart = np.hypot(towards[:, 0], towards[:, 1])
            with np.errstate(divide="ignore", invalid="ignore"):
                gap_at_a = (apart ** 2 + r_a ** 2 - self.radii ** 2) / (2 * apart)
            near = ~(gap_at_a - far > REACH)  # a NaN (two clearings on one spot) is kept too
            near[clearing] = False
            rivals = np.flatnonzero(near)
        return Near(shapely.multilinestrings(lanes) if len(lanes) else None,
                    shapely.multilinestrings(banks) if len(banks) else None, lake, discs, rivals, markers)


def _segments(lines: Sequence[Sequence[XY]]):
    """Each line cut into its segments, as two-point LineStrings with the line's own coordinates."""
    import numpy as np
    import shapely

    pairs = [(a, b) for line in lines if len(line) > 1 for a, b in zip(line, line[1:])]
    return shapely.linestrings(np.array(pairs, dtype=float).reshape(-1, 2, 2)) if pairs else np.array([], dtype=object)


def _box_gap(points, x0: float, y0: float, x1: float, y1: float):
    """Each point's distance from the box (0 inside it)."""
    import numpy as np

    dx = np.maximum(np.maximum(x0 - points[:, 0], points[:, 0] - x1), 0.0)
    dy = np.maximum(np.maximum(y0 - points[:, 1], points[:, 1] - y1), 0.0)
    return np.hypot(dx, dy)
