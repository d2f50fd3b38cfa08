"""Positions for the Riverfolk Robots' tests: a game whose Riverfolk seat the bot plays (no setup),
pieces put by hand, Payments filled by its own action, clearings from the derived board."""

from __future__ import annotations

from rootboard.game import replay
from rootboard.game.bots import seat_bot, settings
from rootboard.game.bots.play import Context, play_turn
from rootboard.game.bots.riverfolk.actions import BotPayments
from tests.game.bots.kit import doings, of_suit, placed, snapshot
from tests.game.gamekit import game, put, turn_of

R = "riverfolk"
PLAYERS = ("marquise", "eyrie", R)


def robots_game(map_name="autumn", difficulty="normal", traits=(), paid=(), seed=7):
    """An empty board, the Riverfolk seat played by the Robots, their Birdsong; ``paid``: (owner,
    count) put into Payments first."""
    state = game(map_name, PLAYERS, seed=seed)
    seat_bot(state, R, settings("riverfolk-robots", difficulty, traits))
    for owner, count in paid:
        assert replay.perform(state, BotPayments(owner, count), "enforce").applied
    return turn_of(state, R)


def turn(state, *orders, item=None, rolls=()):
    return play_turn(state, R, Context(orders=list(orders), item=item, rolls=list(rolls)))


def said(played) -> list[str]:
    return [p.doing.says.template.id for p in played if p.doing.says is not None]


def payments(state) -> dict:
    return dict(state.boards.get(R, {}).get("payments", {}))


__all__ = ["R", "PLAYERS", "put", "robots_game", "turn", "said", "payments", "doings", "of_suit", "placed",
           "snapshot"]
