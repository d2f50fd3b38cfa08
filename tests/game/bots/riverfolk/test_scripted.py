"""A scripted game on each map: the Riverfolk Robots and the Mechanical Marquise 2.0 set up and
playing ten rounds, with one human seat (the Eyrie) that passes, every order from a seeded draw;
no traceback, every step of the Robots cites its Rootbotics section, and the game file reopens
as it was played."""

from __future__ import annotations

import random

import pytest

from rootboard.game.bots import settings
from rootboard.game.bots.play import play_setup
from tests.game.bots.kit import M
from tests.game.bots.scripted import ROUNDS, cites_each_step, play_rounds, reopens
from tests.game.gamekit import MAPS, game

R = "riverfolk"


@pytest.mark.parametrize("map_name", MAPS)
def test_ten_rounds_with_two_bots_and_a_passing_human(map_name, tmp_path):
    state = game(map_name, ("marquise", "eyrie", R), seed=3)
    play_setup(state, M, settings("mechanical-marquise", "normal", ("blitz",)))
    assert cites_each_step(play_setup(state, R, settings("riverfolk-robots", "challenging", ("greedy",))), "9.")
    turns = play_rounds(state, random.Random(f"scripted-riverfolk/{map_name}"), {M: "4.", R: "9."})
    assert len(turns[R]) >= ROUNDS - 1 or state.winner
    assert "bot-riverfolk-payments" in {e["action"]["type"] for e in state.history}
    reopens(state, tmp_path)
