"""A scripted game on each map: the Vagabot and the Mechanical Marquise 2.0 set up and playing ten
rounds, the Woodland Alliance a human seat that passes; every order from a seeded draw. No traceback, no
step without its section, and the game file reopens as it was played (position and history)."""

from __future__ import annotations

import random

import pytest

from rootboard.game import replay
from rootboard.game.actions import AdvancePhase, EndTurn
from rootboard.game.bots import settings
from rootboard.game.bots.play import play_setup
from tests.game.bots.kit import M
from tests.game.bots.scripted import ROUNDS, play_rounds, reopens
from tests.game.bots.vagabond.kit import PLAYERS, V
from tests.game.gamekit import MAPS, game


def passes_walked(state, fid, rng):
    """The human passes: to Evening, then the turn's end, each step walked (1.4.1)."""
    assert replay.perform(state, AdvancePhase("evening", walk=True), "enforce").applied
    assert replay.perform(state, EndTurn(walk=True), "enforce").applied


@pytest.mark.parametrize("map_name", MAPS)
def test_ten_rounds_with_two_bots_each_step_cited_and_the_file_reopens(map_name, tmp_path):
    state = game(map_name, PLAYERS, seed=3)
    play_setup(state, M, settings("mechanical-marquise"))
    play_setup(state, V, settings("vagabot", "challenging", ("adventurer",)))
    turns = play_rounds(state, random.Random(f"scripted-vagabot/{map_name}"), {M: "4.", V: "7."},
                        people=passes_walked)
    assert len(turns[V]) == ROUNDS or state.winner  # ten of his turns, unless someone won first (3.1)
    assert state.scores[V] > 0  # he crafted, battled or both in ten turns
    reopens(state, tmp_path)
