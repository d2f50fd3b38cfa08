"""Issue 36's scripted games again, with every chosen trait of every bot on: on each map the
same three Clockwork bots and passing seat of people as ``test_three_bots`` play ten rounds, the
table's order cards and a human's guesses (the Corvids' Gamble) from a seeded draw. No
traceback, every step cites its bot's chapter, and the file reopens as it was played."""

from __future__ import annotations

import random

import pytest

from rootboard.game import replay
from rootboard.game.actions import EndTurn
from rootboard.game.bots import BOTS, bot_module, settings
from rootboard.game.bots.play import Context, play_setup, play_turn
from rootboard.game.crafted import ITEM_SUPPLY
from rootboard.game.factions.corvids.pieces import PLOTS
from rootboard.gamefile.file import save_game
from tests.game.bots.eyrie.test_scripted import cites_each_step
from tests.game.bots.test_three_bots import HUMAN, HUMANS, ROUNDS, SUITS, TABLES, chapter
from tests.game.gamekit import game
from tests.helpers import load_game


def test_every_chosen_trait_is_played():
    # No trait is left as the table's choice only: each bot plays all it offers.
    for bot in BOTS:
        module = bot_module(bot)
        assert set(module.PLAYED_TRAITS) == set(module.OPTIONAL_TRAITS), bot


@pytest.mark.parametrize("map_name", sorted(TABLES))
def test_ten_rounds_with_every_trait(map_name, tmp_path):
    bots = TABLES[map_name]
    seats = {BOTS[bot][0]: bot for bot in bots}
    human = HUMANS.get(map_name, HUMAN)
    state = game(map_name, (*seats, human), seed=11)
    for seat, bot in seats.items():
        play_setup(state, seat, settings(bot, "challenging", bot_module(bot).OPTIONAL_TRAITS))
    rng = random.Random(f"three-bots-traits/{map_name}")
    turns = dict.fromkeys(seats, 0)
    while state.round <= ROUNDS and not state.winner:
        fid = state.current
        if fid in state.bots:
            orders = [rng.choice(SUITS) for _ in range(1 + rng.randint(0, 3) if fid == "lizards" else 40)]
            item = rng.choice(sorted(ITEM_SUPPLY)) if rng.random() < 0.3 else None
            guesses = [rng.choice(PLOTS) for _ in range(12)]
            played = play_turn(state, fid, Context(orders=orders, item=item, guesses=guesses))
            assert played and cites_each_step(played, chapter(played[0].doing.section) + ".")
            turns[fid] += 1
        else:
            assert replay.perform(state, EndTurn(walk=True), "teach").applied
    assert state.winner or all(n >= ROUNDS - 1 for n in turns.values())
    path = tmp_path / "game.json"
    save_game(state, path)
    again = load_game(path)
    assert again.fields_json() == state.fields_json()
    assert again.history == state.history and again.cursor == state.cursor
