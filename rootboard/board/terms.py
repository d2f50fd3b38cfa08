"""How messages name the board's things: the ``area`` term ("clearing 5", "forest 1_2_5_10",
"the Burrow"), registered with :mod:`rootboard.messages` by the layer that owns the word."""

from __future__ import annotations

from typing import Any

from rootboard.board.topology import BURROW, AreaId, is_forest, is_path
from rootboard.messages import term


def area_name(area: AreaId) -> str:
    """How a sentence names an area: 'clearing 5', 'forest 1_2_5_10', 'the Burrow', 'path 3-7'."""
    if area == BURROW:
        return "the Burrow"
    if is_path(area):
        return f"path {area}"
    return f"forest {area}" if is_forest(area) else f"clearing {area}"


@term("area")
def _area(value: Any, lang: str) -> str:
    return area_name(value)
