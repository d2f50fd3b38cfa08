"""The steps of a turn: what a faction's chapter orders in its Birdsong, Daylight and Evening.

A step is data: the phase it belongs to, the Law's section, the kinds of action taken at it and
how many times a turn (the Marquise's three actions, 6.5; each Decree card once, 7.5.1). What a
step does on its own when it is left (the Eyrie's points and draws in Evening, 7.6) is its
room's ``leaving`` (``module.leaving(state, step) -> (edits, notes)``), and the actions worth
offering at it its ``candidates(state, step) -> iterable of Action``. Every turn walks all its
steps: what a faction does only now and then is taken within a step (the Hundreds' Lavish at the
mood step, 14.7.4), so a game file walks the same steps whatever was played.
"""

from __future__ import annotations

from importlib import import_module
from sys import modules

from rootboard.game.state import PHASES
from rootboard.records import record

TYPE_CHECKING = False
if TYPE_CHECKING:
    from rootboard.game.faction import Faction


@record(frozen=True)
class Step:
    """One step of a faction's turn. ``kinds``: the action kinds taken at it (an empty set and
    ``any_kind`` False: a step that only does what its room's ``leaving`` does). ``times``:
    how many actions it allows a turn (None: as many as the table likes). ``optional``: it may
    be passed with nothing done (the Law's "may")."""

    id: str
    phase: str
    section: str
    kinds: frozenset = frozenset()
    any_kind: bool = False
    times: int | None = None
    optional: bool = True
    words: object = None  # a Template: what the step is, in the run's language (None: its phase's name)

    def allows(self, kind: str) -> bool:
        return self.any_kind or kind in self.kinds


#: The turn of a faction whose chapter rootboard does not walk yet: its three phases, in each
#: whatever the table plays (1.4.1).
GENERIC_STEPS: tuple[Step, ...] = tuple(Step(phase, phase, "1.4.1", any_kind=True) for phase in PHASES)


def turn_module(faction: Faction):
    """The room's module of ``faction``'s turn (``STEPS``, ``candidates``, ``leaving``), or None."""
    name = getattr(faction, "turn", None)
    if not name:
        return None
    return modules.get(name) or import_module(name)  # asked for every candidate judged: no import machinery


def steps_of(faction: Faction) -> tuple[Step, ...]:
    """``faction``'s turn, in order (its chapter's, or the generic three phases)."""
    module = turn_module(faction)
    return tuple(module.STEPS) if module is not None else GENERIC_STEPS


def current_step(state) -> Step:
    """The step the faction on turn is at: ``state.step`` within ``state.phase`` (None: the
    phase's first step)."""
    steps = [s for s in steps_of(state.law[state.current]) if s.phase == state.phase]
    if state.step is not None:
        for s in steps:
            if s.id == state.step:
                return s
    return steps[0]
