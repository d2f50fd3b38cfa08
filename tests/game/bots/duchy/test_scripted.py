"""A scripted game on each map: the Drillbit Duchy and the Mechanical Marquise 2.0 set up and
playing ten rounds, with one human seat (the Eyrie) that passes, every order card from a seeded
draw; no traceback, every step of the Duchy's cites its Rootbotics section (a step said once
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
from tests.game.bots.eyrie.test_scripted import cites_each_step
from tests.game.bots.kit import M
from tests.game.gamekit import MAPS, game
from tests.helpers import load_game

D = "duchy"
PLAYERS = ("marquise", "eyrie", "duchy")
ROUNDS = 10
ORDERS = ("fox", "mouse", "rabbit", "bird")
CHAPTER = {M: "4.", D: "10."}


@pytest.mark.parametrize("map_name", MAPS)
def test_ten_rounds_with_two_bots_and_a_passing_human(map_name, tmp_path):
    state = game(map_name, PLAYERS, seed=5)
    play_setup(state, M, settings("mechanical-marquise", "normal", ()))
    play_setup(state, D, settings("drillbit-duchy", "challenging", ("invaders", "overwhelm")))
    rng = random.Random(f"scripted-duchy/{map_name}")
    turns = {M: 0, D: 0}
    kinds = set()
    while state.round <= ROUNDS and not state.winner:
        fid = state.current
        if fid in state.bots:
            orders = [rng.choice(ORDERS) for _ in range(8)]  # the table's next cards, if the Marquise expands
            item = rng.choice(sorted(ITEM_SUPPLY)) if rng.random() < 0.3 else None
            played = play_turn(state, fid, Context(orders=orders, item=item))
            assert cites_each_step(played, CHAPTER[fid])
            if fid == D:
                kinds |= {p.action["type"] for p in played if p.action}
            turns[fid] += 1
        else:
            assert replay.perform(state, EndTurn(walk=True), "teach").applied
    assert turns[D] >= ROUNDS - 1 or state.winner
    assert {"place", "move", "battle", "bot-duchy-sway"} <= kinds  # it recruits, digs, fights, sways on every map
    path = tmp_path / "game.json"
    save_game(state, path)
    again = load_game(path)
    assert again.fields_json() == state.fields_json()
    assert again.history == state.history and again.cursor == state.cursor
    assert again.law[D].turn == state.law[D].turn  # its seat is still the bot's
