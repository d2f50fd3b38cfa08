"""A scripted game on each map: the Vagabot and the Mechanical Marquise 2.0 set up and playing ten
rounds, the Woodland Alliance a human seat that passes; every order from a seeded draw. No traceback, no
step without its section, and the game file reopens as it was played (position and history)."""

from __future__ import annotations

import random

import pytest

from rootboard.game import replay
from rootboard.game.actions import AdvancePhase, EndTurn
from rootboard.game.bots import settings
from rootboard.game.bots.play import Context, play_setup, play_turn
from rootboard.game.crafted import ITEM_SUPPLY
from rootboard.gamefile.file import save_game
from tests.game.bots.vagabond.kit import PLAYERS, V
from tests.game.gamekit import MAPS, game
from tests.helpers import load_game

ROUNDS = 10
ORDERS = ("fox", "mouse", "rabbit", "bird")
M = "marquise"


@pytest.mark.parametrize("map_name", MAPS)
def test_ten_rounds_with_two_bots_each_step_cited_and_the_file_reopens(map_name, tmp_path):
    state = game(map_name, PLAYERS, seed=3)
    play_setup(state, M, settings("mechanical-marquise"))
    play_setup(state, V, settings("vagabot", "challenging", ("adventurer",)))
    rng = random.Random(f"scripted-vagabot/{map_name}")
    turns = {M: 0, V: 0}
    while state.round <= ROUNDS and not state.winner:
        fid = state.current
        if fid in turns:
            orders = [rng.choice(ORDERS) for _ in range(8)]  # the table's next cards, if she expands
            item = rng.choice(sorted(ITEM_SUPPLY)) if rng.random() < 0.3 else None
            played = play_turn(state, fid, Context(orders=orders, item=item))
            chapter = "7." if fid == V else "4."
            assert all(p.doing.section.startswith(chapter) for p in played)
            assert all(p.doing.says is not None or p.action is not None for p in played)
            turns[fid] += 1
        else:
            # The human passes: to Evening, then the turn's end, each step walked (1.4.1).
            assert replay.perform(state, AdvancePhase("evening", walk=True), "enforce").applied
            assert replay.perform(state, EndTurn(walk=True), "enforce").applied
    assert turns[V] == ROUNDS or state.winner  # ten of his turns, unless someone won first (3.1)
    assert state.scores[V] > 0  # he crafted, battled or both in ten turns
    path = tmp_path / "game.json"
    save_game(state, path)
    again = load_game(path)
    assert again.fields_json() == state.fields_json()
    assert again.history == state.history and again.cursor == state.cursor
    assert again.law[V].turn == state.law[V].turn  # his seat is still the bot's
