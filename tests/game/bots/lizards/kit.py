"""Positions for the Logical Lizards' tests: a game whose Lizard Cult seat they play, pieces put
by hand, clearings chosen from the derived board (suits, adjacency, open slots), never typed."""

from __future__ import annotations

from rootboard.game.bots import seat_bot, settings
from rootboard.game.bots.play import Context, play_turn
from tests.game.bots.kit import doings, of_suit, placed, snapshot
from tests.game.gamekit import game, put, turn_of

L = "lizards"
PLAYERS = ("marquise", "lizards", "alliance")


def lizards_game(map_name="autumn", difficulty="normal", traits=(), seed=7):
    """An empty board (no setup), the Cult's seat played by the Logical Lizards, their Birdsong."""
    state = game(map_name, PLAYERS, seed=seed)
    seat_bot(state, L, settings("logical-lizards", difficulty, traits))
    return turn_of(state, L)


def turn(state, *orders, item=None, rolls=()):
    return play_turn(state, L, Context(orders=list(orders), item=item, rolls=list(rolls)))


def said(played) -> list[str]:
    return [p.doing.says.template.id for p in played if p.doing.says is not None]


def acolytes(state) -> int:
    from rootboard.game.factions.lizards.board import acolytes as counted

    return counted(state)


__all__ = ["L", "PLAYERS", "put", "lizards_game", "turn", "said", "acolytes", "doings", "of_suit", "placed",
           "snapshot"]
