"""A scripted game on each map: the Automated Alliance and the Mechanical Marquise 2.0 set up and
playing ten rounds, the Eyrie's seat a human who passes, every order from a seeded draw; no step
without its section, and the game file reopens as it was played (position and history)."""

from __future__ import annotations

import random

import pytest

from rootboard.game.bots import settings
from rootboard.game.bots.play import play_setup

from tests.game.bots.kit import M, PLAYERS
from tests.game.bots.scripted import ROUNDS, play_rounds, reopens
from tests.game.gamekit import MAPS, game

A = "alliance"


@pytest.mark.parametrize("map_name", MAPS)
def test_ten_rounds_two_bots_and_a_passing_human(map_name, tmp_path):
    state = game(map_name, PLAYERS, seed=3)
    play_setup(state, M, settings("mechanical-marquise", "normal"))
    play_setup(state, A, settings("automated-alliance", "challenging", ("veterans", "wildfire")))
    turns = play_rounds(state, random.Random(f"scripted-alliance/{map_name}"), {M: "4.", A: "6."})
    assert state.winner or all(len(played) == ROUNDS for played in turns.values())
    assert state.scores.get(A, 0) > 0
    reopens(state, tmp_path)
