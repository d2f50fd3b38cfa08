"""Positions for the Cogwheel Corvids' tests: a game whose Corvid seat the bot plays, pieces put
by hand, clearings chosen from the derived board (suits, adjacency), never typed."""

from __future__ import annotations

from rootboard.game.bots import seat_bot, settings
from rootboard.game.bots.play import Context, play_turn
from rootboard.game.movement import neighbours
from tests.game.bots.kit import doings, of_suit, placed, snapshot, suit_with
from tests.game.gamekit import game, put, turn_of

C = "corvids"
PLAYERS = ("marquise", "eyrie", "corvids")


def corvids_game(map_name="autumn", difficulty="normal", traits=(), seed=7):
    """An empty board (no setup), the Corvids' seat played by the Cogwheel Corvids, its Birdsong."""
    state = game(map_name, PLAYERS, seed=seed)
    seat_bot(state, C, settings("cogwheel-corvids", difficulty, traits))
    return turn_of(state, C)


def face_up(state, where, plot):
    put(state, where, C, plot)
    state.face_up = state.face_up | {where}


def adjacent(state, c) -> list[int]:
    clearings = set(state.topology.board.clearings)
    return sorted(d for d in neighbours(state, c) if d in clearings)


def turn(state, *orders, item=None, rolls=()):
    return play_turn(state, C, Context(orders=list(orders), item=item, rolls=list(rolls)))


def said(played) -> list[str]:
    return [p.doing.says.template.id for p in played if p.doing.says is not None]


__all__ = ["C", "put", "corvids_game", "face_up", "adjacent", "turn", "said", "doings", "of_suit", "placed",
           "snapshot", "suit_with"]
