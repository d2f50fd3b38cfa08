"""What each step of a turn is called: the words a window or a command says for a step, never
its id.

A step's words belong to the room whose chapter orders the step (6.4-6.6, 7.4-7.6, 8.4-8.6,
9.4-9.6), keyed here by (room, step id): the room is the faction package that holds the turn
module, so the second Vagabond (9.7) says his steps with the first one's words. A faction whose
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

_T = Template
STEP_WORDS: dict[tuple[str, str], Template] = {
    # The Marquise de Cat (chapter 6).
    ("marquise", "wood"): _T("turn-step.marquise.wood", "one wood at each sawmill"),  # 6.4
    ("marquise", "craft"): _T("turn-step.marquise.craft", "craft with workshops"),  # 6.5, 6.2.1
    ("marquise", "actions"): _T("turn-step.marquise.actions", "up to three actions"),  # 6.5
    ("marquise", "draw"): _T("turn-step.marquise.draw", "draw one card plus the recruiters' bonus"),  # 6.6
    ("marquise", "discard"): _T("turn-step.marquise.discard", "discard down to five cards"),  # 6.6
    # The Eyrie Dynasties (chapter 7).
    ("eyrie", "emergency"): _T("turn-step.eyrie.emergency", "Emergency Orders"),  # 7.4.1
    ("eyrie", "decree"): _T("turn-step.eyrie.decree", "add cards to the Decree"),  # 7.4.2
    ("eyrie", "new-roost"): _T("turn-step.eyrie.new-roost", "a New Roost"),  # 7.4.3
    ("eyrie", "craft"): _T("turn-step.eyrie.craft", "craft with roosts"),  # 7.5.1
    ("eyrie", "resolve"): _T("turn-step.eyrie.resolve", "resolve the Decree"),  # 7.5.2
    ("eyrie", "score"): _T("turn-step.eyrie.score", "score and draw by roosts"),  # 7.6.1
    ("eyrie", "discard"): _T("turn-step.eyrie.discard", "discard down to five cards"),  # 7.6.2
    # The Woodland Alliance (chapter 8).
    ("alliance", "revolt"): _T("turn-step.alliance.revolt", "revolt"),  # 8.4.1
    ("alliance", "spread"): _T("turn-step.alliance.spread", "spread sympathy"),  # 8.4.2
    ("alliance", "daylight"): _T("turn-step.alliance.daylight", "craft, mobilize and train"),  # 8.5
    ("alliance", "operations"): _T("turn-step.alliance.operations", "military operations"),  # 8.6.1
    ("alliance", "draw"): _T("turn-step.alliance.draw", "draw and discard"),  # 8.6.2
    # The Vagabond (chapter 9).
    ("vagabond", "refresh"): _T("turn-step.vagabond.refresh", "refresh items"),  # 9.4.1
    ("vagabond", "slip"): _T("turn-step.vagabond.slip", "Slip"),  # 9.4.2
    ("vagabond", "actions"): _T("turn-step.vagabond.actions", "actions with items"),  # 9.5
    ("vagabond", "rest"): _T("turn-step.vagabond.rest", "Rest"),  # 9.6.1
    ("vagabond", "discard"): _T("turn-step.vagabond.discard", "discard down to five cards"),  # 9.6.3
    ("vagabond", "limit"): _T("turn-step.vagabond.limit", "the item limit"),  # 9.6.4
}
#: A phase of the generic turn (1.4.1): any action the table plays.
ANY_ACTION = Template("turn-step.any", "whatever the table plays")
#: A room's step with no words of its own: its place in the phase.
UNNAMED = Template("turn-step.unnamed", "step {number} of {count}")


def room(faction: Faction) -> str | None:
    """The room whose chapter orders ``faction``'s turn: the package of its turn module (the
    second Vagabond's is the first's, 9.7); None for the generic turn."""
    name = getattr(faction, "turn", None)
    return name.rsplit(".", 2)[-2] if name else None


def step_words(faction: Faction, step: Step) -> Message:
    """What ``step`` of ``faction``'s turn is called, with its Law section."""
    if step in GENERIC_STEPS:
        return ANY_ACTION(step.section)
    template = STEP_WORDS.get((room(faction), step.id))
    if template is not None:
        return template(step.section)
    phase = [s for s in steps_of(faction) if s.phase == step.phase]
    return UNNAMED(step.section, number=phase.index(step) + 1, count=len(phase))
