"""Positions for the Riverfolk's tests: a game with the Riverfolk and a buyer, never typed."""

from __future__ import annotations

from rootboard.game import replay
from rootboard.game.factions.riverfolk.actions import SetPrices
from rootboard.game.factions.riverfolk.board import PRICES, RIVERFOLK
from rootboard.game.modes import TEACH
from tests.game.gamekit import game, turn_of

R = RIVERFOLK
PLAYERS = ("riverfolk", "marquise", "eyrie", "vagabond")


def position(faction: str = R, phase: str = "birdsong"):
    return turn_of(game("autumn", PLAYERS), faction, phase)


def priced(state, *prices: int):
    """``state`` with the prices set (as the table would at setup: in teach mode, any moment)."""
    asked = prices or (PRICES[1], PRICES[0], PRICES[-1])
    assert replay.perform(state, SetPrices(*asked), TEACH).applied
    return state
