"""Positions for the Automated Alliance's tests: a game whose Alliance seat she plays, pieces put
by hand, clearings chosen from the derived board (suits, adjacency), never typed."""

from __future__ import annotations

from rootboard.game.bots import seat_bot, settings
from rootboard.game.bots.play import Context, play_turn
from rootboard.game.factions.alliance.board import adjacent_clearings
from rootboard.game.unconfirmed import AUTOMATED_ALLIANCE_CANNOT_SPREAD, AUTOMATED_ALLIANCE_SYMPATHY
from tests.game.bots.kit import PLAYERS, doings, of_suit, placed, snapshot
from tests.game.gamekit import game, put, turn_of

A = "alliance"
TRACK = AUTOMATED_ALLIANCE_SYMPATHY
CANNOT_SPREAD = AUTOMATED_ALLIANCE_CANNOT_SPREAD


def alliance_game(map_name: str = "autumn", difficulty: str = "normal", traits=(), seed: int = 7):
    """An empty board (no setup), the Alliance's seat played by the Automated Alliance, her Birdsong."""
    state = game(map_name, PLAYERS, seed=seed)
    seat_bot(state, A, settings("automated-alliance", difficulty, traits))
    return turn_of(state, A)


def turn(state, order: str, item: str | None = None):
    return play_turn(state, A, Context(orders=[order], item=item))


def sections(played, kind: str, piece: str | None = None) -> list[str]:
    """The Rootbotics sections of the turn's actions of ``kind`` (of ``piece``), in order."""
    return [p.doing.section for p in played if p.action and p.action["type"] == kind
            and (piece is None or p.action["request"]["piece"] == piece)]


def sympathy_placed(played) -> list[int]:
    return [a["request"]["where"] for a in doings(played, "place") if a["request"]["piece"] == "sympathy"]


def scored(played) -> int:
    return sum(a["points"] for a in doings(played, "score"))


def adjacent(state, c) -> list[int]:
    return adjacent_clearings(state, c)


__all__ = ["A", "TRACK", "CANNOT_SPREAD", "alliance_game", "turn", "sections", "sympathy_placed", "scored",
           "adjacent", "of_suit", "placed", "doings", "put", "snapshot"]
