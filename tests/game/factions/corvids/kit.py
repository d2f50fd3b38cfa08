"""Positions for the Corvids' tests: clearings chosen from the derived board, never typed."""

from __future__ import annotations

from rootboard.game.factions.corvids.board import CORVIDS
from tests.game.factions.marquise.kit import card_of, refused_in_both, refused_then_taught, snapshot
from tests.game.gamekit import game, put, turn_of

C = CORVIDS
PLAYERS = ("corvids", "marquise", "eyrie", "alliance")


def position(phase: str = "birdsong"):
    return turn_of(game("autumn", PLAYERS), C, phase)


def clearings_of(state, suit: str) -> list[int]:
    return sorted(c for c in state.topology.board.clearings if state.suits.get(c) == suit)


def empty_clearings(state) -> list[int]:
    """Clearings with no piece at all (no keep, no snare, no other plot to bar anything)."""
    return sorted(c for c in state.topology.board.clearings if not any(state.pieces_at(c).values()))


def with_plot(state, where: int, plot: str, face_up: bool = False, warriors: int = 1):
    """A plot put by hand (arranging, not playing), with Corvid warriors beside it."""
    put(state, where, C, plot)
    if warriors:
        put(state, where, C, "warrior", warriors)
    if face_up:
        state.face_up = state.face_up | {where}
    return state


__all__ = ["C", "put", "position", "card_of", "clearings_of", "empty_clearings", "with_plot", "refused_in_both",
           "refused_then_taught", "snapshot"]
