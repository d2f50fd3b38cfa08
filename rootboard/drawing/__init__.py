"""The board's picture as plain coordinates (model) and where trees, labels and markers go
(layout). Qt-free: the window only turns these tuples into painter calls.

:func:`board_drawing` is the one way to a topology's drawing: laid out with shapely on
first use, unless the derived cache handed it over already, or said where to find it
(:func:`remember_drawing`). The topology itself knows nothing of drawings: the board layer
sits below this one, and a command that only reads the topology never lays a board out.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at every start (issue 32)
if TYPE_CHECKING:
    from typing import Callable
    from rootboard.board.topology import Topology
    from rootboard.drawing.model import BoardDrawing

# A topology's drawing, and where the derived cache keeps it, are held in the topology's own
# attributes under these names, as a cached_property keeps its value: they live exactly as long
# as the topology. (Two WeakKeyDictionaries did the same, at the price of importing weakref at
# every start that reads a board, issue 32.) The loader is asked when the board is first drawn
# (a command that only reads a game or a map draws nothing), and handed the topology, so that
# it holds no reference to it. It reads the drawing back, or lays it out and keeps it.
_DRAWING = "_drawing"
_LOADER = "_drawing_loader"


def board_drawing(topology: "Topology") -> "BoardDrawing":
    """Everything the board's picture needs, as plain coordinates."""
    kept = topology.__dict__
    drawing = kept.get(_DRAWING)
    if drawing is None:
        loader = kept.pop(_LOADER, None)
        if loader is not None:
            drawing = kept[_DRAWING] = loader(topology)
        else:
            drawing = kept[_DRAWING] = lay_out(topology)
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
        topology.__dict__[_DRAWING] = drawing
    elif loader is not None:
        topology.__dict__[_LOADER] = loader
