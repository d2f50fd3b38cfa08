"""Positions for the Underground Duchy's tests: clearings and cards chosen from the derived board
and the deck, never typed."""

from __future__ import annotations

from rootboard.game import replay
from rootboard.game.cards.actions import Draw
from rootboard.game.factions.duchy.board import DUCHY, with_board
from tests.game.factions.marquise.kit import card_of, refused_in_both, refused_then_taught, snapshot
from tests.game.gamekit import game, put, turn_of

D = DUCHY
PLAYERS = ("duchy", "marquise", "eyrie", "alliance")


def position(phase: str = "daylight"):
    return turn_of(game("autumn", PLAYERS), D, phase)


def empty_of(state, suit: str, skip=()) -> list[int]:
    """The clearings of ``suit`` with no piece at all, in order."""
    return [c for c in sorted(state.topology.board.clearings) if state.suits.get(c) == suit and c not in skip
            and not any(state.pieces_at(c).values())]


def set_board(state, **changes):
    state.apply([state.set_edit("boards", with_board(state, **changes))])
    return state


def hand(state, *cards: str, unnamed: int = 0):
    """Cards dealt to the Duchy's hand (the card table keeps cards from now on)."""
    if cards:
        assert replay.perform(state, Draw(D, len(cards), tuple(cards))).applied
    if unnamed:
        assert replay.perform(state, Draw(D, unnamed)).applied
    return state


__all__ = ["D", "put", "position", "empty_of", "set_board", "hand", "card_of", "snapshot", "refused_in_both",
           "refused_then_taught"]
