"""A scripted game on each map: the Drillbit Duchy and the Mechanical Marquise 2.0 set up and
playing ten rounds, with one human seat (the Eyrie) that passes, every order card from a seeded
draw; no traceback, every step of the Duchy's cites its Rootbotics section (a step said once
before its further doings), and the game file reopens as it was played (position and history)."""

from __future__ import annotations

import random

import pytest

from rootboard.game.bots import settings
from rootboard.game.bots.play import play_setup

from tests.game.bots.kit import M
from tests.game.bots.scripted import ROUNDS, kinds_played, play_rounds, reopens
from tests.game.gamekit import MAPS, game

D = "duchy"
PLAYERS = ("marquise", "eyrie", "duchy")


@pytest.mark.parametrize("map_name", MAPS)
def test_ten_rounds_with_two_bots_and_a_passing_human(map_name, tmp_path):
    state = game(map_name, PLAYERS, seed=5)
    play_setup(state, M, settings("mechanical-marquise", "normal", ()))
    play_setup(state, D, settings("drillbit-duchy", "challenging", ("invaders", "overwhelm")))
    turns = play_rounds(state, random.Random(f"scripted-duchy/{map_name}"), {M: "4.", D: "10."})
    assert len(turns[D]) >= ROUNDS - 1 or state.winner
    # It recruits, digs, fights and sways on every map.
    assert {"place", "move", "battle", "bot-duchy-sway"} <= kinds_played(turns[D])
    reopens(state, tmp_path)
