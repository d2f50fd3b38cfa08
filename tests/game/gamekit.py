"""Helpers for the rules tests: a game with every faction, pieces put by hand, printed facts.

FACTS are printed on the boards (shared/map-facts/*.json), not derived: a printed path,
a river (or, on the Lake, two coastal clearings facing each other across the lake), two
clearings joined by nothing, and on the Mountain a closed path and the Pass.
"""

from __future__ import annotations

from rootboard.game.newgame import new_game
from rootboard.game.state import PHASES, SUPPLY, GameState, shift

MAPS = ("autumn", "winter", "lake", "mountain")
ALL_FACTIONS = ("marquise", "eyrie", "alliance", "vagabond", "vagabond2", "riverfolk", "lizards",
                "duchy", "corvids", "hundreds", "keepers")

FACTS = {
    "autumn": {"path": (1, 5), "river": (5, 10), "apart": (1, 3)},
    "winter": {"path": (1, 5), "river": (10, 11), "apart": (1, 3)},
    # The lake counts as rivers between coastal clearings 1, 10, 11, 12 (16.2.2.II); Ferry at 1.
    "lake": {"path": (1, 5), "river": (10, 12), "apart": (1, 2), "coastal": (1, 10, 11, 12), "ferry": 1},
    "mountain": {"path": (1, 8), "river": (2, 10), "apart": (1, 3), "closed": (2, 5), "pass": 10},
}


def game(map_name: str, factions=ALL_FACTIONS, hirelings: int = 0, seed: int = 7) -> GameState:
    return new_game(map_name, factions, seed=seed, hirelings=hirelings)


def put(state: GameState, where, faction: str, piece: str = "warrior", n: int = 1) -> GameState:
    """Arrange a position without rule checks (pieces still come from the supply)."""
    state.apply([shift((faction, piece), SUPPLY, where, n)])
    return state


def turn_of(state: GameState, faction: str, phase: str = "birdsong") -> GameState:
    """Make it ``faction``'s turn in ``phase``, with the phase tracked (arranging, not playing)."""
    assert phase in PHASES
    state.turn = state.factions.index(faction)
    state.phase = phase
    state.phase_tracked = True
    state.step, state.taken = None, {}  # at the phase's first step, nothing taken yet (rootboard.game.turns)
    return state


def forest_between(state: GameState, a: int, b: int) -> str:
    """A forest touching both clearings (from the derived topology)."""
    shared = set(state.topology.forests_of(a)) & set(state.topology.forests_of(b))
    return sorted(shared)[0]
