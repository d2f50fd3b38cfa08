"""The clearings along an open path (2.2.1), read in play from the position: a closed path is
no way while its marker is on, and a path again once it is off (16.2.3.III). Where a raid's
warriors go (13.7.4) and how far Bitter Mobs reach (14.7.1) are read so."""

from __future__ import annotations

import pytest

from rootboard.board.catalog import shipped_maps
from rootboard.board.topology import CLOSED_PATH, PATH
from rootboard.game.movement import open_neighbours
from rootboard.game.newgame import new_game
from rootboard.game.setupkit import places


def _linked(topology, clearing, kind) -> set:
    return set(topology.clearing_links(clearing, kind))


@pytest.mark.parametrize("name", shipped_maps())
def test_at_setup_only_the_open_paths_join_clearings(name):
    state = new_game(name, ["marquise", "corvids"], seed=1)
    for c in state.topology.board.clearings:
        found = open_neighbours(state, c)
        assert found == sorted(found)
        assert set(found) == _linked(state.topology, c, PATH) == places.open_neighbours(state.topology, c), c
        assert not set(found) & _linked(state.topology, c, CLOSED_PATH), c


def _closed_maps():
    return [n for n in shipped_maps() if new_game(n, ["marquise", "corvids"], seed=1).closed_paths]


@pytest.mark.parametrize("name", _closed_maps())
def test_a_closed_path_joins_its_clearings_once_its_marker_is_off(name):
    state = new_game(name, ["marquise", "corvids"], seed=1)
    for a, b in sorted(state.closed_paths):
        assert b not in open_neighbours(state, a) and a not in open_neighbours(state, b)
        state.closed_paths = set(state.closed_paths) - {(a, b)}  # its marker taken off (16.2.3.III)
        assert b in open_neighbours(state, a) and a in open_neighbours(state, b)
        # The other closed paths stay closed.
        for c, d in state.closed_paths:
            assert d not in open_neighbours(state, c)


def test_some_shipped_map_has_closed_paths():
    assert _closed_maps()  # else the test above checks nothing
