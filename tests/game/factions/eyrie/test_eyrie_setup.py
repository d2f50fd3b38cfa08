"""The Eyrie's setups ask a leader and place its viziers (7.3.3), in Standard and Advanced Setup."""

from __future__ import annotations

import pytest

from rootboard.derived.loading import load_topology
from rootboard.game.factions.eyrie.board import COLUMNS, LEADERS, VIZIER
from rootboard.game.setupkit.engine import Setup
from rootboard.setup import advanced
from rootboard.setup.standard import SetupConfig, script


@pytest.mark.parametrize("leader", sorted(LEADERS))
def test_standard_setup_asks_her_leader(leader):
    made = Setup(script, load_topology("autumn"), SetupConfig(factions=("marquise", "eyrie"), suits="random"), seed=3)
    made.run_auto({"eyrie.leader": leader})
    board = made.state.boards["eyrie"]
    assert board["leader"] == leader
    assert sorted(c for c in COLUMNS for x in board["decree"][c] if x == VIZIER) == sorted(LEADERS[leader])


def test_advanced_setup_asks_her_leader_too():
    made = Setup(advanced.script, load_topology("autumn"),
                 advanced.AdvancedConfig(players=2, factions=("marquise", "eyrie")), seed=3)
    made.run_auto({"eyrie.leader": "despot"})
    assert made.state.boards["eyrie"]["leader"] == "despot"
