"""What a board's picture is made of, as plain coordinates in board millimetres.

This is the seam between the geometry core and the UI. :mod:`rootboard.drawing.layout` lays
a board out from its topology with shapely (forest outlines, tree crowns, label spots,
where markers stand); :mod:`rootboard.derived.cache` stores the result beside the topology;
:mod:`rootboard.ui` draws it. Everything here is tuples of floats, so a window can draw a
board read back from the cache without importing shapely or numpy.

Nothing in a drawing decides anything: where forests are comes from the topology (2.4).
"""

from __future__ import annotations

from typing import Any

from rootboard.board.mapfile import ClearingId
from rootboard.records import field, record

XY = tuple[float, float]
Line = tuple[XY, ...]  # a polyline
Ring = tuple[XY, ...]  # a closed ring; first point repeated last
Shape = tuple[Ring, ...]  # a polygon: its outside ring, then any holes
Tree = tuple[float, float, float]  # crown centre x, y and radius

# Sizes the layout depends on, in board millimetres. The theme draws lanes this wide.
LANE_EDGE_WIDTH = 12.0  # a path's lane with its edging
TREE_SPACING = 16.0  # between tree crowns in a forest
BAND_WIDTH = LANE_EDGE_WIDTH / 2 + 5.0  # a lit forest's band inside its edge; lanes cover 6 mm
LABEL_CLEARANCE = 9.0  # a forest label keeps this far from lanes and rivers
RIVER_EDGE_WIDTH = 13.0  # a river with its banks
CLOSED_PATH_MARKER_SIZE = 20.0  # the marker standing on a closed path (16.2.3)
# The ruler's ring (2.5) around a clearing: a band in the faction's colour on a dark halo.
RULER_RING_OFFSET = 4.6  # from the clearing's edge to the middle of the band
RULER_RING_WIDTH = 4.4
RULER_HALO_WIDTH = 1.8  # the halo shows this much on each side of the band
RULER_RING_REACH = RULER_RING_OFFSET + RULER_RING_WIDTH / 2 + RULER_HALO_WIDTH  # beyond the edge
# A stack of pieces standing beside a clearing: the icon, and the "×5" badge over its lower
# right corner (ui.board.piece_art.count_anchor draws it there), each as a disc.
PIECE_SIZE = 19.0
# Icon sizes tried in turn for a crowded clearing, as fractions of the board's largest
# (drawing.pieces_layout): every spot laid out fits them all.
SCALES = (1.0, 0.8, 0.65, 0.55)
STACK_FOOTPRINT = ((0.0, 0.0, PIECE_SIZE / 2), (PIECE_SIZE * 0.5, PIECE_SIZE * 0.42, PIECE_SIZE * 0.36))


@record(frozen=True)
class ForestDrawing:
    """How a forest is drawn: its outline, its trees, its lit band, where its pieces and id go."""

    shape: Shape  # the derived forest (2.4), exactly as the topology has it
    trees: tuple[Tree, ...]
    band: tuple[Shape, ...]  # drawn when the explorer lights the forest
    anchor: XY  # a point inside it: where pieces in the forest gather
    label: XY  # where its id goes: as far from lanes, rivers and clearings as it can be


@record(frozen=True)
class LakeDrawing:
    """How the lake is drawn (16.2.2): its shore, its middle and its ripples."""

    outline: Ring  # the printed shore (16.2.2)
    centre: XY
    ripples: tuple[XY, ...]  # where ripples are drawn, well inside the water


@record(frozen=True)
class BoardDrawing:
    """Everything a board's picture is made of, in board millimetres (see the module)."""

    outline: Ring  # the board's edge
    forests: dict[str, ForestDrawing]
    paths: dict[tuple[ClearingId, ClearingId], Line]  # centre to centre through the printed bends
    closed_path_markers: dict[tuple[ClearingId, ClearingId], XY]  # midway along each closed path's lane
    rivers: tuple[tuple[Line, ...], ...]  # per river, the parts of its course on the board
    lake: LakeDrawing | None
    shore_spots: dict[ClearingId, XY]  # just off each coastal clearing, on the water side: the Ferry
    # Per clearing, where a stack of its pieces may stand, best first: clear of water, lanes,
    # rivers, markers and every other clearing's room (drawing.pieces_layout).
    stack_spots: dict[ClearingId, tuple[XY, ...]] = field(default_factory=dict)
    # Per forest, where a stack of its pieces may stand, nearest its middle first: inside it,
    # clear of its lanes, rivers, the lake and every clearing's ring (drawing.pieces_layout).
    forest_spots: dict[str, tuple[XY, ...]] = field(default_factory=dict)
    # The sizes a stack's icon is drawn at, as fractions of PIECE_SIZE, largest first: the
    # largest the board's areas hold a crowd at, then smaller for a crowded clearing
    # (drawing.pieces_layout.piece_scales); every spot above fits each of them.
    piece_scales: tuple[float, ...] = SCALES

    # --- plain JSON, for the derived cache ----------------------------------------------
    def to_plain(self) -> dict[str, Any]:
        return {
            "outline": self.outline,
            "forests": {fid: {"shape": f.shape, "trees": f.trees, "band": f.band, "anchor": f.anchor,
                              "label": f.label} for fid, f in self.forests.items()},
            "paths": [[list(key), line] for key, line in self.paths.items()],
            "closed_path_markers": [[list(key), xy] for key, xy in self.closed_path_markers.items()],
            "rivers": self.rivers,
            "lake": None if self.lake is None else {
                "outline": self.lake.outline, "centre": self.lake.centre, "ripples": self.lake.ripples},
            "shore_spots": [[cid, xy] for cid, xy in self.shore_spots.items()],
            "stack_spots": [[cid, spots] for cid, spots in self.stack_spots.items()],
            "forest_spots": [[fid, spots] for fid, spots in self.forest_spots.items()],
            "piece_scales": list(self.piece_scales),
        }

    @classmethod
    def from_plain(cls, data: dict[str, Any]) -> "BoardDrawing":
        """The inverse of :meth:`to_plain`; KeyError, TypeError or ValueError if it is not one."""
        lake = data["lake"]
        return cls(
            outline=_line(data["outline"]),
            forests={str(fid): ForestDrawing(_shape(f["shape"]), tuple(_tree(t) for t in f["trees"]),
                                             tuple(_shape(s) for s in f["band"]), _xy(f["anchor"]),
                                             _xy(f["label"]))
                     for fid, f in data["forests"].items()},
            paths={_key(key): _line(line) for key, line in data["paths"]},
            closed_path_markers={_key(key): _xy(xy) for key, xy in data["closed_path_markers"]},
            rivers=tuple(tuple(_line(part) for part in river) for river in data["rivers"]),
            lake=None if lake is None else LakeDrawing(_line(lake["outline"]), _xy(lake["centre"]),
                                                       _line(lake["ripples"])),
            shore_spots={int(cid): _xy(xy) for cid, xy in data["shore_spots"]},
            stack_spots={int(cid): _line(spots) for cid, spots in data["stack_spots"]},
            forest_spots={str(fid): _line(spots) for fid, spots in data["forest_spots"]},
            piece_scales=tuple(float(k) for k in data["piece_scales"]),
        )


def _xy(value) -> XY:
    x, y = value
    return (float(x), float(y))


def _tree(value) -> Tree:
    x, y, r = value
    return (float(x), float(y), float(r))


def _line(value) -> Line:
    return tuple(_xy(p) for p in value)


def _shape(value) -> Shape:
    return tuple(_line(ring) for ring in value)


def _key(value) -> tuple[int, int]:
    a, b = value
    return (int(a), int(b))
