"""Positions for the Lizard Cult's tests: clearings and cards chosen from the derived board and
the deck, never typed."""

from __future__ import annotations

from rootboard.game import replay
from rootboard.game.cards.actions import Draw
from rootboard.game.factions.lizards.board import LIZARDS, acolytes, with_board
from rootboard.game.kinds import OUT, SUPPLY, WARRIOR
from rootboard.game.state import shift
from tests.game.factions.marquise.kit import card_of, refused_in_both, refused_then_taught, snapshot
from tests.game.gamekit import game, put, turn_of

L = LIZARDS
PLAYERS = ("lizards", "marquise", "eyrie", "alliance")


def position(phase: str = "daylight"):
    return turn_of(game("autumn", PLAYERS), L, phase)


def clearing_of(state, suit: str, empty: bool = True) -> int:
    """The first clearing of ``suit`` (with no piece in it, when ``empty``)."""
    return next(c for c in sorted(state.topology.board.clearings)
                if state.suits.get(c) == suit and (not empty or not any(state.pieces_at(c).values())))


def set_board(state, **changes):
    state.apply([state.set_edit("boards", with_board(state, **changes))])
    return state


def give_acolytes(state, n: int):
    """``n`` warriors of its supply in the Acolytes box (arranged, not played)."""
    state.apply([shift((L, WARRIOR), SUPPLY, OUT, n), state.set_edit("boards", with_board(state,
                                                                                          acolytes=acolytes(state) + n))])
    return state


def hand(state, *cards: str, unnamed: int = 0):
    """Cards dealt to the Cult's hand (the card table keeps cards from now on)."""
    if cards:
        assert replay.perform(state, Draw(L, len(cards), tuple(cards))).applied
    if unnamed:
        assert replay.perform(state, Draw(L, unnamed)).applied
    return state


__all__ = ["L", "put", "position", "clearing_of", "set_board", "give_acolytes", "hand", "card_of", "snapshot",
           "refused_in_both", "refused_then_taught"]
