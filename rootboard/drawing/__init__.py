"""The board's picture as plain coordinates (model) and where trees, labels and markers go
(layout). Qt-free: the window only turns these tuples into painter calls.

:func:`board_drawing` is the one way to a topology's drawing: laid out with shapely on
first use, unless the derived cache handed it over already (:func:`remember_drawing`).
The topology itself knows nothing of drawings: the board layer sits below this one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

if TYPE_CHECKING:
    from rootboard.board.topology import Topology
    from rootboard.drawing.model import BoardDrawing

_DRAWINGS: "WeakKeyDictionary[Topology, BoardDrawing]" = WeakKeyDictionary()
# Drawings read back from the derived cache, still as the cache's plain data: turned into a
# BoardDrawing when first drawn (a command that only reads a game draws nothing).
_PLAIN: "WeakKeyDictionary[Topology, dict]" = WeakKeyDictionary()


def board_drawing(topology: "Topology") -> "BoardDrawing":
    """Everything the board's picture needs, as plain coordinates."""
    drawing = _DRAWINGS.get(topology)
    if drawing is None:
        plain = _PLAIN.pop(topology, None)
        if plain is not None:
            from rootboard.drawing.model import BoardDrawing

            try:
                drawing = _DRAWINGS[topology] = BoardDrawing.from_plain(plain)
            except (KeyError, TypeError, ValueError, IndexError, AttributeError):
                drawing = None  # a malformed entry: laid out afresh, as the cache would have
        if drawing is None:
            from rootboard.drawing.layout import lay_out  # shapely and numpy load here, not at start

            drawing = _DRAWINGS[topology] = lay_out(topology)
    return drawing


def remember_drawing(topology: "Topology", drawing: "BoardDrawing | None" = None, plain: dict | None = None) -> None:
    """A drawing read back from the derived cache for exactly this topology: made, or as the
    cache's plain data (:meth:`BoardDrawing.to_plain`), to be made when first drawn."""
    if drawing is not None:
        _DRAWINGS[topology] = drawing
    elif plain is not None:
        _PLAIN[topology] = plain
