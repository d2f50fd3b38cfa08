"""Positions for the Electric Eyrie's tests: a game whose Eyrie seat she plays, her Loyal Viziers
tucked (5.3.3) as her setup's own action, pieces put by hand, clearings chosen from the derived
board (suits, adjacency), never typed."""

from __future__ import annotations

from rootboard.game import replay
from rootboard.game.bots import seat_bot, settings
from rootboard.game.bots.eyrie.actions import BotDecree
from rootboard.game.bots.play import Context, play_turn
from rootboard.game.movement import neighbours
from tests.game.bots.kit import PLAYERS, doings, of_suit, placed, snapshot
from tests.game.gamekit import game, put, turn_of

E = "eyrie"


def eyrie_game(map_name="autumn", difficulty="normal", traits=(), viziers=2, seed=7):
    """An empty board (no setup), the Eyrie's seat played by the Electric Eyrie, her Birdsong."""
    state = game(map_name, PLAYERS, seed=seed)
    seat_bot(state, E, settings("electric-eyrie", difficulty, traits))
    for _ in range(viziers):
        assert replay.perform(state, BotDecree(E, "bird", "vizier"), "enforce").applied
    return turn_of(state, E)


def adjacent(state, c) -> list[int]:
    clearings = set(state.topology.board.clearings)
    return sorted(d for d in neighbours(state, c) if d in clearings)


def turn(state, *orders, item=None, rolls=()):
    return play_turn(state, E, Context(orders=list(orders), item=item, rolls=list(rolls)))


def said(played) -> list[str]:
    return [p.doing.says.template.id for p in played if p.doing.says is not None]


def decree(state) -> dict[str, list[str]]:
    return state.boards[E]["decree"]


__all__ = ["E", "put", "eyrie_game", "adjacent", "turn", "said", "decree", "doings", "of_suit", "placed", "snapshot"]
