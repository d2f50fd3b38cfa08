"""A scripted game on each map: the Mechanical Marquise 2.0 set up and playing ten rounds against
two factions the script moves about, every order from a seeded draw; no step without its
section, and the game file reopens as it was played (position and history)."""

from __future__ import annotations

import random

import pytest

from rootboard.game import replay
from rootboard.game.actions import EndTurn, Place
from rootboard.game.bots import settings
from rootboard.game.bots.play import play_setup
from rootboard.game.placement import PieceRequest
from tests.game.bots.kit import M, PLAYERS
from tests.game.bots.scripted import ROUNDS, play_rounds, reopens
from tests.game.gamekit import MAPS, game


def other_turn(state, fid, rng):
    """Another faction's turn, scripted: a warrior placed in a random clearing, then its end."""
    where = rng.choice(sorted(state.topology.board.clearings))
    if state.supply.get((fid, "warrior"), 0):
        replay.perform(state, Place(PieceRequest(fid, "warrior", where)), "teach")  # the keep may refuse it
    replay.perform(state, EndTurn(walk=True), "teach")


@pytest.mark.parametrize("map_name", MAPS)
def test_ten_rounds_each_step_cited_and_the_file_reopens(map_name, tmp_path):
    state = game(map_name, PLAYERS, seed=3)
    play_setup(state, M, settings("mechanical-marquise", "challenging", ("blitz", "iron-will")))
    turns = play_rounds(state, random.Random(f"scripted/{map_name}"), {M: "4."}, people=other_turn)
    assert all(p.doing.says is not None for played in turns[M] for p in played)  # every step of hers said
    assert len(turns[M]) == ROUNDS or state.winner  # ten of her turns, unless someone won first (3.1)
    reopens(state, tmp_path)
