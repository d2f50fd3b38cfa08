"""Positions for the Lord of the Hundreds's tests: clearings and cards chosen from the derived board
and the deck, never typed."""

from __future__ import annotations

from rootboard.game import replay
from rootboard.game.cards.actions import Draw
from rootboard.game.factions.hundreds.board import HUNDREDS, with_board
from tests.game.factions.marquise.kit import card_of, refused_in_both, refused_then_taught, snapshot
from tests.game.gamekit import game, put, turn_of

H = HUNDREDS
PLAYERS = ("hundreds", "marquise", "eyrie", "alliance")


def position(phase: str = "daylight"):
    return turn_of(game("autumn", PLAYERS), H, phase)


def clearing_of(state, suit: str, empty: bool = True) -> int:
    """The first clearing of ``suit`` (with no piece in it, when ``empty``)."""
    return next(c for c in sorted(state.topology.board.clearings)
                if state.suits.get(c) == suit and (not empty or not any(state.pieces_at(c).values())))


def empty_clearings(state) -> list[int]:
    return [c for c in sorted(state.topology.board.clearings) if not any(state.pieces_at(c).values())]


def set_board(state, **changes):
    state.apply([state.set_edit("boards", with_board(state, **changes))])
    return state


def hand(state, *cards: str, unnamed: int = 0):
    """Cards dealt to the Hundreds' hand (the card table keeps cards from now on)."""
    if cards:
        assert replay.perform(state, Draw(H, len(cards), tuple(cards))).applied
    if unnamed:
        assert replay.perform(state, Draw(H, unnamed)).applied
    return state


def hoard(state, *items: str):
    """Items in the Hoard (the Hundreds' Crafted Items box, 14.2.4), arranged, not played."""
    crafted = state.crafted
    for item in items:
        crafted = crafted.take_item(item, H)
    state.apply([state.set_edit("crafted", crafted)])
    return state


__all__ = ["H", "put", "position", "clearing_of", "empty_clearings", "set_board", "hand", "hoard", "card_of",
           "snapshot", "refused_in_both", "refused_then_taught"]
