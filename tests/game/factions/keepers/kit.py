"""Positions for the Keepers' tests: clearings and forests chosen from the derived board, never typed."""

from __future__ import annotations

from rootboard.game.factions.keepers import KEEPERS
from rootboard.game.factions.keepers.board import board_of
from rootboard.game.rules import ruler
from tests.game.factions.marquise.kit import card_of, refused_in_both, refused_then_taught, snapshot
from tests.game.gamekit import game, put, turn_of

K = KEEPERS
PLAYERS = ("keepers", "marquise", "eyrie", "alliance")


def position(phase: str = "birdsong"):
    return turn_of(game("autumn", PLAYERS), K, phase)


def empty_clearings(state) -> list[int]:
    """Clearings with no piece at all (no keep to bar a placement, nobody else to rule)."""
    return sorted(c for c in state.topology.board.clearings if not any(state.pieces_at(c).values()))


def with_board(state, **changes):
    """Their board with ``changes`` (arranging, not playing)."""
    state.boards = {**state.boards, K: {**board_of(state), **changes}}
    return state


def with_waystation(state, where: int, relic: str, warriors: int = 1):
    put(state, where, K, "waystation")
    if warriors:
        put(state, where, K, "warrior", warriors)
    board = board_of(state)
    return with_board(state, waystations={**board["waystations"], str(where): relic})


def forest_beside(state, where: int) -> str:
    return sorted(f for f, forest in state.topology.forests.items() if where in forest.clearings)[0]


def ruled_beside(state, forest: str) -> int:
    return sum(1 for c in state.topology.forests[forest].clearings if ruler(state, c) == K)


__all__ = ["K", "put", "position", "card_of", "empty_clearings", "with_board", "with_waystation", "forest_beside",
           "ruled_beside", "refused_in_both", "refused_then_taught", "snapshot"]
