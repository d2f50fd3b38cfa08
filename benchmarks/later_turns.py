"""A set-up game at a step of one of the later factions' turns (issue 35), for the turn panel's
tests and pictures: the faction seated first with the Marquise and the Eyrie on Autumn, set up
by the project's own Standard Setup (5.1, its choices drawn from the seed), its turn walked step
by step (1.4.1) to the step where its chapter's main actions are offered.
"""

from __future__ import annotations

from rootboard.derived.loading import load_topology
from rootboard.game import replay
from rootboard.game.setupkit.engine import Setup
from rootboard.game.turns.actions import NextStep
from rootboard.game.turns.check import WALKING
from rootboard.game.turns.options import options
from rootboard.setup.record import first_turn
from rootboard.setup.standard import SetupConfig, script

#: Each later faction's step of its main actions: the Cult's rituals (10.5), the Duchy's
#: Assembly (12.5.1), the Corvids' Daylight actions (13.5), the Hundreds' Command (14.5.2), the
#: Keepers' Retinue (15.5.2), the Riverfolk's Daylight actions paid with funds (11.5).
MAIN_STEP = {"lizards": "rituals", "duchy": "assembly", "corvids": "actions", "hundreds": "command",
             "keepers": "retinue", "riverfolk": "actions"}


def later_step(faction: str, step: str | None = None, map_name: str = "autumn", seed: int = 3):
    """``faction``'s turn at ``step`` (its main step when None), it seated first."""
    factions = (faction, "marquise", "eyrie")
    made = Setup(script, load_topology(map_name), SetupConfig(factions=factions, suits="random", first=faction),
                 seed=seed)
    made.run_auto()
    state = first_turn(made, ("Ann", "Bram", "Carmen"))
    assert state.current == faction
    wanted = step or MAIN_STEP[faction]
    for _ in range(12):
        if state.step == wanted:
            return state
        if not replay.perform(state, NextStep()).applied:
            # A step not passed with nothing done (the Outcast adjusted, 10.4.1; a mood chosen,
            # 14.4.4): its first playable option, as options offers it.
            first = next(o for o in options(state) if o.playable and o.action.kind not in WALKING)
            assert replay.perform(state, first.action).applied, (faction, state.step)
    raise AssertionError(f"{faction} never reached {wanted}")
