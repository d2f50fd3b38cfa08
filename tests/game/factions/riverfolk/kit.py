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


def funded(state, **owners: int):
    """``state`` with ``owners``' warriors in the Funds box (as Birdsong would gather them):
    taken out of each owner's supply, as a payment is (11.2.6.I)."""
    from rootboard.game.factions.riverfolk.board import box, with_board
    from rootboard.game.kinds import OUT, SUPPLY, WARRIOR
    from rootboard.game.state import shift

    funds = box(state, "funds")
    for owner, n in owners.items():
        state.apply([shift((owner, WARRIOR), SUPPLY, OUT, n)])
        funds[owner] = funds.get(owner, 0) + n
    state.apply([state.set_edit("boards", with_board(state, funds=funds))])
    return state
