"""The pieces' layout as first defined: every spot asked against the whole board's geometry
(every lane, every bank, the lake, every clearing and marker), which takes time in proportion
to the board for each spot. The tests lay boards out both ways and compare."""

from __future__ import annotations

import numpy as np
from shapely.geometry import LineString, MultiLineString

from rootboard.drawing.obstacles import Near, Obstacles
from rootboard.drawing.pieces_layout import board_obstacles


class WholeBoard(Obstacles):
    """Every obstacle, near or not, for every area."""

    def __init__(self, lanes, banks, lake, centres, radii, markers) -> None:
        super().__init__(lanes, banks, lake, centres, radii, markers)
        self.whole_lanes = MultiLineString([LineString(line) for line in lanes]) if lanes else None
        self.whole_banks = MultiLineString([LineString(line) for line in banks]) if banks else None

    def around(self, x0, y0, x1, y1, clearing=None) -> Near:
        everyone = np.arange(len(self.centres))
        others = None if clearing is None else everyone[everyone != clearing]
        return Near(self.whole_lanes, self.whole_banks, self.lake, everyone, others, np.arange(len(self.markers)))


def whole_board(topology, drawing) -> WholeBoard:
    return board_obstacles(topology.board.clearings, drawing, kind=WholeBoard)
