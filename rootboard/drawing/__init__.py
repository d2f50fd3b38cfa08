"""The board's picture as plain coordinates (model) and where trees, labels and markers go
(layout). Qt-free: the window only turns these tuples into painter calls.

:func:`board_drawing` is the one way to a topology's drawing: laid out with shapely on
first use, unless the derived cache handed it over already, or said where to find it
(:func:`remember_drawing`). The topology holds its drawing (``Topology.drawing``,
``Topology.drawing_loader``) and knows nothing more of it: the board layer sits below this
one, and a command that only reads the topology never lays a board out.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at every start (issue 32)
if TYPE_CHECKING:
    from typing import Callable
    from rootboard.board.topology import Topology
    from rootboard.drawing.model import BoardDrawing


def board_drawing(topology: "Topology") -> "BoardDrawing":
    """Everything the board's picture needs, as plain coordinates: the topology's drawing, made
    at the first call. The loader the derived cache left is asked then (a command that only
    reads a game or a map draws nothing), once, and handed the topology, so that it holds no
    reference to it: it reads the drawing back, or lays it out and keeps it."""
    drawing = topology.drawing
    if drawing is None:
        loader = topology.drawing_loader
        if loader is not None:
            topology.drawing_loader = None  # asked once, whatever it gives
            drawing = loader(topology)
        else:
            drawing = lay_out(topology)
        topology.drawing = drawing
    return drawing


def lay_out(topology: "Topology") -> "BoardDrawing":
    """The topology's drawing, laid out now with shapely (which loads here, not at start)."""
    from rootboard.drawing.layout import lay_out as laid_out

    return laid_out(topology)


def remember_drawing(topology: "Topology", drawing: "BoardDrawing | None" = None,
                     loader: "Callable[[Topology], BoardDrawing] | None" = None) -> None:
    """The drawing of exactly this topology, from the derived cache: made, or a ``loader``
    that reads it back (or lays it out and keeps it) when the board is first drawn."""
    if drawing is not None:
        topology.drawing = drawing
    elif loader is not None:
        topology.drawing_loader = loader
