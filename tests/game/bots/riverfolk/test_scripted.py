"""A scripted game on each map: the Riverfolk Robots and the Mechanical Marquise 2.0 set up and
playing ten rounds, with one human seat (the Eyrie) that passes, every order from a seeded draw;
no traceback, every step of the Robots cites its Rootbotics section, and the game file reopens
as it was played."""

from __future__ import annotations

import random

import pytest

from rootboard.game import replay
from rootboard.game.actions import EndTurn
from rootboard.game.bots import settings
from rootboard.game.bots.play import Context, play_setup, play_turn
from rootboard.game.crafted import ITEM_SUPPLY
from rootboard.gamefile.file import save_game
from tests.game.bots.eyrie.test_scripted import cites_each_step
from tests.game.bots.kit import M
from tests.game.gamekit import MAPS, game
from tests.helpers import load_game

R = "riverfolk"
ROUNDS = 10
ORDERS = ("fox", "mouse", "rabbit", "bird")
CHAPTER = {M: "4.", R: "9."}


@pytest.mark.parametrize("map_name", MAPS)
def test_ten_rounds_with_two_bots_and_a_passing_human(map_name, tmp_path):
    state = game(map_name, ("marquise", "eyrie", R), seed=3)
    play_setup(state, M, settings("mechanical-marquise", "normal", ("blitz",)))
    assert cites_each_step(play_setup(state, R, settings("riverfolk-robots", "challenging", ("greedy",))), "9.")
    rng = random.Random(f"scripted-riverfolk/{map_name}")
    turns = {M: 0, R: 0}
    while state.round <= ROUNDS and not state.winner:
        fid = state.current
        if fid in state.bots:
            orders = [rng.choice(ORDERS) for _ in range(8)]
            item = rng.choice(sorted(ITEM_SUPPLY)) if rng.random() < 0.3 else None
            played = play_turn(state, fid, Context(orders=orders, item=item))
            assert cites_each_step(played, CHAPTER[fid])
            turns[fid] += 1
        else:
            assert replay.perform(state, EndTurn(walk=True), "teach").applied
    assert turns[R] >= ROUNDS - 1 or state.winner
    kinds = {e["action"]["type"] for e in state.history}
    assert "bot-riverfolk-payments" in kinds
    path = tmp_path / "game.json"
    save_game(state, path)
    again = load_game(path)
    assert again.fields_json() == state.fields_json()
    assert again.history == state.history and again.cursor == state.cursor
    assert again.law[R].turn == state.law[R].turn
