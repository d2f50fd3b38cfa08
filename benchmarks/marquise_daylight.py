"""A set-up game at the Marquise's Daylight actions, for the turn panel's tests, pictures and
benchmark: four factions set up on Autumn by the project's own Standard Setup (5.1, its choices
drawn from the seed), the turns played through with AdvancePhase and EndTurn under the rules
until the Marquise's, her Birdsong left (her wood placed, 6.4) and her crafting passed (6.5,
6.2.1) to her three actions, each played as the table plays it.
"""

from __future__ import annotations

from rootboard.derived.loading import load_topology
from rootboard.game import replay
from rootboard.game.actions import AdvancePhase, EndTurn
from rootboard.game.setupkit.engine import Setup
from rootboard.game.turns.actions import NextStep
from rootboard.game.turns.steps import steps_of
from rootboard.setup.record import first_turn
from rootboard.setup.standard import SetupConfig, script

FACTIONS = ("marquise", "eyrie", "alliance", "vagabond")
MARQUISE = "marquise"


def set_up(map_name: str = "autumn", seed: int = 3, names=("Ann", "Bram", "Carmen", "Dee")):
    """The game as Standard Setup leaves it: the first player's Birdsong, the seats named."""
    made = Setup(script, load_topology(map_name), SetupConfig(factions=FACTIONS, suits="random"), seed=seed)
    made.run_auto()
    return first_turn(made, names)


def marquise_birdsong(map_name: str = "autumn", seed: int = 3):
    """The game set up, the turns before hers played through their phases (1.4.1): her Birdsong."""
    state = set_up(map_name, seed)
    while state.current != MARQUISE:
        for action in (AdvancePhase(), AdvancePhase(), EndTurn()):
            assert replay.perform(state, action).applied
    return state


def marquise_daylight(map_name: str = "autumn", seed: int = 3):
    """The Marquise's Daylight, at the step of her actions (6.5)."""
    state = marquise_birdsong(map_name, seed)
    assert replay.perform(state, AdvancePhase(walk=True)).applied and state.phase == "daylight"
    assert replay.perform(state, NextStep()).applied  # past crafting
    daylight = [s for s in steps_of(state.law[MARQUISE]) if s.phase == state.phase]
    assert state.step == next(s for s in daylight if s.times).id  # her actions: the daylight step with a limit
    return state
