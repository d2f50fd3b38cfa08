"""The derivation compares each forest and divider with what is near it only, and derives
exactly what comparing it with the whole board derives."""

from __future__ import annotations

import json

import pytest
import shapely

from rootboard.board.mapfile import Board
from rootboard.board.catalog import shipped_maps
from rootboard.board.derivation import derive_topology
from tests.board.whole_board import against_the_whole_board
from tests.derived.test_cache import same_topology_only
from tests.gridmaps import grid_map
from tests.helpers import MAP_NAMES


def _boards():
    yield from ((name, shipped_maps()[name].read_text(encoding="utf-8")) for name in MAP_NAMES)
    for count, jitter, seed in ((9, 0.0, 0), (12, 15.0, 1), (30, 15.0, 2)):
        yield f"grid{count}", json.dumps(grid_map(count, jitter=jitter, seed=seed))


@pytest.mark.parametrize("name, text", list(_boards()), ids=lambda v: v if len(v) < 20 else "")
def test_a_board_derives_the_same_as_against_the_whole_board(name, text, monkeypatch):
    with against_the_whole_board(monkeypatch):
        reference = derive_topology(Board.from_text(text, name))
    derived = derive_topology(Board.from_text(text, name))
    same_topology_only(reference, derived)
    assert derived.forests and any(link.kind != "touches" for link in derived.links)


def test_a_divider_is_cut_by_the_discs_near_it_only(monkeypatch):
    """Against the whole board, each cut costs as much as the board is large: a board four
    times larger cuts by four times more discs, for four times more dividers."""
    from shapely.geometry.base import BaseGeometry

    cut_by = []
    difference = BaseGeometry.difference

    def measured(self, other, *args, **kwargs):
        cut_by.append(shapely.get_num_coordinates(other))
        return difference(self, other, *args, **kwargs)

    monkeypatch.setattr(BaseGeometry, "difference", measured)
    largest = {}
    for count in (16, 64):
        cut_by.clear()
        derive_topology(Board.from_text(json.dumps(grid_map(count)), f"grid{count}"))
        largest[count] = max(cut_by)
    assert largest[64] <= largest[16] * 1.25, largest
