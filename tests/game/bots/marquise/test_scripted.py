"""A scripted game on each map: the Mechanical Marquise 2.0 set up and playing ten rounds against
two factions the script moves about, every order from a seeded draw; no step without its
section, and the game file reopens as it was played (position and history)."""

from __future__ import annotations

import random

import pytest

from rootboard.game import replay
from rootboard.game.actions import EndTurn, Place
from rootboard.game.bots import settings
from rootboard.game.bots.play import Context, play_setup, play_turn
from rootboard.game.crafted import ITEM_SUPPLY
from rootboard.game.placement import PieceRequest
from rootboard.gamefile.file import save_game
from tests.game.bots.kit import M, PLAYERS
from tests.game.gamekit import MAPS, game
from tests.helpers import load_game

ROUNDS = 10
ORDERS = ("fox", "mouse", "rabbit", "bird")


def other_turn(state, fid, rng):
    """Another faction's turn, scripted: a warrior placed in a random clearing, then its end."""
    where = rng.choice(sorted(state.topology.board.clearings))
    if state.supply.get((fid, "warrior"), 0):
        replay.perform(state, Place(PieceRequest(fid, "warrior", where)), "teach")  # the keep may refuse it
    replay.perform(state, EndTurn(walk=True), "teach")


@pytest.mark.parametrize("map_name", MAPS)
def test_ten_rounds_each_step_cited_and_the_file_reopens(map_name, tmp_path):
    state = game(map_name, PLAYERS, seed=3)
    play_setup(state, M, settings("mechanical-marquise", "challenging", ("blitz", "iron-will")))
    rng = random.Random(f"scripted/{map_name}")
    turns = 0
    while state.round <= ROUNDS and not state.winner:
        if state.current == M:
            orders = [rng.choice(ORDERS) for _ in range(8)]  # the table's next cards, if she expands
            item = rng.choice(sorted(ITEM_SUPPLY)) if rng.random() < 0.3 else None
            played = play_turn(state, M, Context(orders=orders, item=item))
            assert all(p.doing.section.startswith("4.") and p.doing.says is not None for p in played)
            turns += 1
        else:
            other_turn(state, state.current, rng)
    assert turns == ROUNDS or state.winner  # ten of her turns, unless someone won first (3.1)
    path = tmp_path / "game.json"
    save_game(state, path)
    again = load_game(path)
    assert again.fields_json() == state.fields_json()
    assert again.history == state.history and again.cursor == state.cursor
    assert again.law[M].turn == state.law[M].turn  # her seat is still the bot's
