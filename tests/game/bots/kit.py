"""Positions for the bots' tests: a game whose seat a bot plays, pieces put by hand, clearings
chosen from the derived board (suits, adjacency), never typed."""

from __future__ import annotations

import json

from rootboard.game.bots import seat_bot, settings
from rootboard.game.bots.play import Context, play_turn
from tests.game.gamekit import game, put

M = "marquise"
PLAYERS = ("marquise", "eyrie", "alliance")


def bot_game(map_name: str = "autumn", difficulty: str = "normal", traits=(), seed: int = 7):
    """An empty board (no setup), the Marquise's seat played by the Mechanical Marquise, her Birdsong."""
    state = game(map_name, PLAYERS, seed=seed)
    seat_bot(state, M, settings("mechanical-marquise", difficulty, traits))
    return state


def of_suit(state, suit: str) -> list[int]:
    return sorted(c for c in state.topology.board.clearings if state.suits[c] == suit)


def suit_with(state, n: int) -> str:
    """A suit with at least ``n`` clearings on this board."""
    return next(s for s in ("fox", "mouse", "rabbit") if len(of_suit(state, s)) >= n)


def turn(state, *orders: str, item: str | None = None, rolls=()):
    return play_turn(state, M, Context(orders=list(orders), item=item, rolls=list(rolls)))


def doings(played, kind: str) -> list[dict]:
    """The actions of ``kind`` the turn applied, as the history keeps them."""
    return [p.action for p in played if p.action and p.action["type"] == kind]


def placed(played, piece: str = "warrior") -> dict[int, int]:
    found: dict[int, int] = {}
    for a in doings(played, "place"):
        if a["request"]["piece"] == piece:
            found[a["request"]["where"]] = found.get(a["request"]["where"], 0) + a["request"]["count"]
    return found


def snapshot(state) -> str:
    return json.dumps({k: v for k, v in state.to_json().items()}, sort_keys=True)


__all__ = ["M", "put", "bot_game", "of_suit", "suit_with", "turn", "doings", "placed", "snapshot"]
