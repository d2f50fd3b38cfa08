"""A scripted game on each map: the Cogwheel Corvids and the Mechanical Marquise 2.0 set up and
playing ten rounds, with one human seat (the Eyrie) that passes, every order card from a seeded
draw; no traceback, every step of the Corvids' cites its Rootbotics section (a step said once
before its further doings), and the game file reopens as it was played (position and history)."""

from __future__ import annotations

import random

import pytest

from rootboard.game import replay
from rootboard.game.actions import EndTurn
from rootboard.game.bots import settings
from rootboard.game.bots.play import Context, play_setup, play_turn
from rootboard.game.crafted import ITEM_SUPPLY
from rootboard.gamefile.file import save_game
from tests.game.bots.corvids.kit import C, PLAYERS
from tests.game.bots.eyrie.test_scripted import cites_each_step
from tests.game.bots.kit import M
from tests.game.gamekit import MAPS, game
from tests.helpers import load_game

ROUNDS = 10
ORDERS = ("fox", "mouse", "rabbit", "bird")
CHAPTER = {M: "4.", C: "11."}


@pytest.mark.parametrize("map_name", MAPS)
def test_ten_rounds_with_two_bots_and_a_passing_human(map_name, tmp_path):
    state = game(map_name, PLAYERS, seed=3)
    play_setup(state, M, settings("mechanical-marquise", "normal", ("blitz",)))
    play_setup(state, C, settings("cogwheel-corvids", "challenging", ("mastermind", "vendetta")))
    rng = random.Random(f"scripted-corvids/{map_name}")
    turns = {M: 0, C: 0}
    while state.round <= ROUNDS and not state.winner:
        fid = state.current
        if fid in state.bots:
            orders = [rng.choice(ORDERS) for _ in range(8)]  # the table's next cards, if the Marquise expands
            item = rng.choice(sorted(ITEM_SUPPLY)) if rng.random() < 0.3 else None
            played = play_turn(state, fid, Context(orders=orders, item=item))
            assert cites_each_step(played, CHAPTER[fid])
            turns[fid] += 1
        else:
            # The human passes: the end of the turn, played as the table would (teach: its steps unwalked).
            assert replay.perform(state, EndTurn(walk=True), "teach").applied
    assert turns[C] >= ROUNDS - 1 or state.winner
    kinds = {e["action"]["type"] for e in state.history}
    assert {"flip", "corvids-plot"} <= kinds  # its own room's actions were played
    path = tmp_path / "game.json"
    save_game(state, path)
    again = load_game(path)
    assert again.fields_json() == state.fields_json()
    assert again.history == state.history and again.cursor == state.cursor
    assert again.law[C].turn == state.law[C].turn  # its seat is still the bot's
    assert again.bots[C]["traits"] == ["mastermind", "vendetta"]
