"""Deriving a board as first defined: every forest and divider compared with every clearing,
forest and disc of the whole board, which takes time in proportion to the board for each.
The tests derive boards both ways and compare."""

from __future__ import annotations

import contextlib

import numpy as np
import shapely

from rootboard.board.shapes import BoardShapes


class EverythingTree:
    """An STRtree that finds every geometry, near or not."""

    def __init__(self, geometries) -> None:
        self.count = len(geometries)

    def query(self, geometry):
        return np.arange(self.count)


@contextlib.contextmanager
def against_the_whole_board(monkeypatch):
    """Within it, the derivation asks the whole board: every disc, clearing and forest."""
    with monkeypatch.context() as patch:
        patch.setattr(shapely, "STRtree", EverythingTree)
        patch.setattr(BoardShapes, "discs_near", lambda shapes, geometry: shapes.all_discs)
        yield
