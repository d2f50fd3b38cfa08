"""A scripted game on each map: the Automated Alliance and the Mechanical Marquise 2.0 set up and
playing ten rounds, the Eyrie's seat a human who passes, every order from a seeded draw; no step
without its section, and the game file reopens as it was played (position and history)."""

from __future__ import annotations

import random

import pytest

from rootboard.game import replay
from rootboard.game.actions import EndTurn
from rootboard.game.bots import settings
from rootboard.game.bots.play import Context, play_setup, play_turn
from rootboard.game.crafted import ITEM_SUPPLY
from rootboard.gamefile.file import save_game
from tests.game.bots.kit import PLAYERS
from tests.game.gamekit import MAPS, game
from tests.helpers import load_game

ROUNDS = 10
ORDERS = ("fox", "mouse", "rabbit", "bird")
CHAPTERS = {"marquise": "4.", "alliance": "6."}  # each bot's chapter of the Law of Rootbotics


@pytest.mark.parametrize("map_name", MAPS)
def test_ten_rounds_two_bots_and_a_passing_human(map_name, tmp_path):
    state = game(map_name, PLAYERS, seed=3)
    play_setup(state, "marquise", settings("mechanical-marquise", "normal"))
    play_setup(state, "alliance", settings("automated-alliance", "challenging", ("veterans", "wildfire")))
    rng = random.Random(f"scripted-alliance/{map_name}")
    turns = {fid: 0 for fid in CHAPTERS}
    while state.round <= ROUNDS and not state.winner:
        fid = state.current
        if fid in CHAPTERS:
            orders = [rng.choice(ORDERS) for _ in range(8)]  # the table's next cards, if the Marquise expands
            item = rng.choice(sorted(ITEM_SUPPLY)) if rng.random() < 0.3 else None
            played = play_turn(state, fid, Context(orders=orders, item=item))
            assert all(p.doing.section.startswith(CHAPTERS[fid]) for p in played)
            assert played[0].doing.says is not None  # each doing said, or a doing of the step said before it
            turns[fid] += 1
        else:
            passed = replay.perform(state, EndTurn(walk=True), "teach")  # the human passes
            assert passed.applied
    assert state.winner or all(n == ROUNDS for n in turns.values())
    assert state.scores.get("alliance", 0) > 0
    path = tmp_path / "game.json"
    save_game(state, path)
    again = load_game(path)
    assert again.fields_json() == state.fields_json()
    assert again.history == state.history and again.cursor == state.cursor
    assert again.law["alliance"].turn == state.law["alliance"].turn  # her seat is still the bot's
