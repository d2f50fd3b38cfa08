"""What each step of a turn is called: the words a window or a command says for a step, never
its id.

A step's words belong to the room whose chapter orders the step (6.4-6.6, 7.4-7.6, 8.4-8.6,
9.4-9.6): each room's ``Step`` carries them, so the second Vagabond (9.7) says his steps with
the first one's words. A faction whose
turn is not written yet plays the generic three phases (1.4.1), each said as "whatever the
table plays". A room's step without words of its own (a fan faction's) is said by its place
in the phase, never by its id.

Words only: no rule is decided here (rootboard.game.turns.steps says what a step allows).
"""

from __future__ import annotations

from rootboard.game.turns.steps import GENERIC_STEPS, Step, steps_of
from rootboard.messages import Message, Template

TYPE_CHECKING = False
if TYPE_CHECKING:
    from rootboard.game.faction import Faction

#: A phase of the generic turn (1.4.1): any action the table plays.
ANY_ACTION = Template("turn-step.any", "whatever the table plays")
#: A room's step with no words of its own: its place in the phase.
UNNAMED = Template("turn-step.unnamed", "step {number} of {count}")


def room(faction: Faction) -> str | None:
    """The room whose chapter orders ``faction``'s turn: the package of its turn module (the
    second Vagabond's is the first's, 9.7); None for the generic turn."""
    name = getattr(faction, "turn", None)
    return name.rsplit(".", 2)[-2] if name else None


def step_words(faction: Faction, step: Step, steps=None) -> Message:
    """What ``step`` of ``faction``'s turn is called, with its Law section (``steps``: its turn,
    if not its room's)."""
    if step in GENERIC_STEPS:
        return ANY_ACTION(step.section)
    if step.words is not None:  # its room's words (rootboard.game.factions.<room>.turn)
        return step.words(step.section)
    phase = [s for s in (steps or steps_of(faction)) if s.phase == step.phase]
    return UNNAMED(step.section, number=phase.index(step) + 1, count=len(phase))
