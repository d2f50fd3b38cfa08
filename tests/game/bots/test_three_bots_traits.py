"""Issue 36's scripted games again, with every chosen trait of every bot on: on each map the
same three Clockwork bots and passing seat of people as ``test_three_bots`` play ten rounds, the
table's order cards and a human's guesses (the Corvids' Gamble) from a seeded draw. No
traceback, every step cites its bot's chapter, and the file reopens as it was played."""

from __future__ import annotations

import random

import pytest

from rootboard.game.bots import BOTS, bot_module, settings
from rootboard.game.bots.play import Context, play_setup
from rootboard.game.factions.corvids.pieces import PLOTS
from tests.game.bots.scripted import ROUNDS, play_rounds, reopens
from tests.game.bots.test_three_bots import HUMAN, HUMANS, TABLES, cards
from tests.game.gamekit import game


def test_every_chosen_trait_is_played():
    # No trait is left as the table's choice only: each bot plays all it offers.
    for bot in BOTS:
        module = bot_module(bot)
        assert set(module.PLAYED_TRAITS) == set(module.OPTIONAL_TRAITS), bot


def cards_and_guesses(fid: str, rng) -> Context:
    """The table's cards, as at the three-bot tables, and a human's guesses at the Corvids'
    plots should the bot's turn ask them (the Gamble)."""
    context = cards(fid, rng)
    return Context(orders=context.orders, item=context.item, guesses=[rng.choice(PLOTS) for _ in range(12)])


@pytest.mark.parametrize("map_name", sorted(TABLES))
def test_ten_rounds_with_every_trait(map_name, tmp_path):
    bots = TABLES[map_name]
    seats = {BOTS[bot][0]: bot for bot in bots}
    state = game(map_name, (*seats, HUMANS.get(map_name, HUMAN)), seed=11)
    for seat, bot in seats.items():
        play_setup(state, seat, settings(bot, "challenging", bot_module(bot).OPTIONAL_TRAITS))
    chapters = {seat: bot_module(bot).CHAPTER + "." for seat, bot in seats.items()}  # each step in its own
    turns = play_rounds(state, random.Random(f"three-bots-traits/{map_name}"), chapters, table=cards_and_guesses)
    assert state.winner or all(len(played) >= ROUNDS - 1 for played in turns.values())
    reopens(state, tmp_path)
