"""Where a raid's warriors go (13.7.4) is read in play from the position: the clearings along
an open path (2.2.1), a closed path once its marker is off (16.2.3.III). movement.open_neighbours
answers what the setup kit's reading of the board answers, on every shipped map, with the
Mountain's closed paths closed and opened one by one."""

from __future__ import annotations

import pytest

from rootboard.board.catalog import shipped_maps
from rootboard.game.battle.resolution import opened_paths
from rootboard.game.movement import open_neighbours
from rootboard.game.newgame import new_game
from rootboard.game.setupkit import places


def _agrees(state):
    for c in state.topology.board.clearings:
        assert open_neighbours(state, c) == sorted(places.open_neighbours(state.topology, c, opened_paths(state))), c


@pytest.mark.parametrize("name", shipped_maps())
def test_open_neighbours_as_the_setup_kit_reads_them(name):
    state = new_game(name, ["marquise", "corvids"], seed=1)
    _agrees(state)
    for path in sorted(state.closed_paths):
        state.closed_paths = set(state.closed_paths) - {path}  # its marker taken off (16.2.3.III)
        _agrees(state)
