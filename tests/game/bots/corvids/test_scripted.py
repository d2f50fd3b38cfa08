"""A scripted game on each map: the Cogwheel Corvids and the Mechanical Marquise 2.0 set up and
playing ten rounds, with one human seat (the Eyrie) that passes, every order card from a seeded
draw; no traceback, every step of the Corvids' cites its Rootbotics section (a step said once
before its further doings), and the game file reopens as it was played (position and history)."""

from __future__ import annotations

import random

import pytest

from rootboard.game.bots import settings
from rootboard.game.bots.play import play_setup

from tests.game.bots.corvids.kit import C, PLAYERS
from tests.game.bots.kit import M
from tests.game.bots.scripted import ROUNDS, play_rounds, reopens
from tests.game.gamekit import MAPS, game


@pytest.mark.parametrize("map_name", MAPS)
def test_ten_rounds_with_two_bots_and_a_passing_human(map_name, tmp_path):
    state = game(map_name, PLAYERS, seed=3)
    play_setup(state, M, settings("mechanical-marquise", "normal", ("blitz",)))
    play_setup(state, C, settings("cogwheel-corvids", "challenging", ("mastermind", "vendetta")))
    turns = play_rounds(state, random.Random(f"scripted-corvids/{map_name}"), {M: "4.", C: "11."})
    assert len(turns[C]) >= ROUNDS - 1 or state.winner
    kinds = {e["action"]["type"] for e in state.history}
    assert {"flip", "corvids-plot"} <= kinds  # its own room's actions were played
    again = reopens(state, tmp_path)
    assert again.bots[C]["traits"] == ["mastermind", "vendetta"]
