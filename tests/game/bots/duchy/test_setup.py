"""The Drillbit Duchy's setup on each map ([CR] Setup2): two warriors and a tunnel in a corner no
other faction started in, two warriors in each clearing adjacent to it, none in the Burrow; each
step cited; set up twice from one seed, set up the same."""

from __future__ import annotations

import pytest

from rootboard.board.topology import BURROW
from rootboard.game.bots import settings
from rootboard.game.bots.duchy.setup import WARRIORS_AT_START
from rootboard.game.bots.play import play_setup
from rootboard.game.movement import neighbours
from rootboard.game.setupkit.places import corners
from tests.game.bots.kit import M
from tests.game.gamekit import MAPS, game

D = "duchy"
PLAYERS = ("marquise", "eyrie", "duchy")


def set_up(map_name, seed=4):
    state = game(map_name, PLAYERS, seed=seed)
    play_setup(state, M, settings("mechanical-marquise"))
    played = play_setup(state, D, settings("drillbit-duchy"))
    return state, played


@pytest.mark.parametrize("map_name", MAPS)
def test_setup_on_each_map(map_name):
    state, played = set_up(map_name)
    tunnels = [c for c in state.topology.board.clearings if state.count(c, (D, "tunnel"))]
    assert len(tunnels) == 1
    corner = tunnels[0]
    assert corner in corners(state.topology)
    keep = next(c for c in state.topology.board.clearings if state.count(c, (M, "keep")))
    assert corner != keep  # the Marquise started there
    around = {c for c in neighbours(state, corner) if c in state.topology.board.clearings and c != keep}
    warriors = {c: state.count(c, (D, "warrior")) for c in state.topology.board.clearings
                if state.count(c, (D, "warrior"))}
    assert warriors == {c: WARRIORS_AT_START for c in {corner} | around}  # never in the keep's clearing (6.2.2)
    assert state.count(BURROW, (D, "warrior")) == 0
    assert all(p.doing.section.startswith("10.3") for p in played) and played[0].doing.says is not None
    again, _ = set_up(map_name)
    assert again.fields_json() == state.fields_json()
