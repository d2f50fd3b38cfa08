"""Where the turn stands: the faction on turn, its phase and step, and how many of the step's
actions it has taken out of how many it may take (the Marquise's three, one more per bird card
spent, 6.5). Data for whoever shows the turn; nothing here decides what may be played
(rootboard.game.turns.options does)."""

from __future__ import annotations

from rootboard.game.turns.steps import Step, current_step, turn_module
from rootboard.records import record


@record(frozen=True)
class Progress:
    """``taken``: the actions taken at ``step`` this turn (``state.taken``); ``limit``: how
    many it allows this turn, None when as many as the table likes."""

    faction: str
    phase: str
    step: Step
    taken: int
    limit: int | None
    words: object = None  # a Message: what the count counts, when its room says (taken_words)


def limit(state, step: Step) -> int | None:
    """How many actions ``step`` allows this turn (the turn's check counts the same)."""
    from rootboard.game.turns.check import times

    return times(state, step)


def taken_words(state, step: Step):
    """What the count of ``step`` counts, as its room says it (``taken_words(state, step)``): the
    Riverfolk's moves and battles, one per fund committed (11.5.1), not every action of their
    Daylight; None: the plain "taken of limit"."""
    found = getattr(turn_module(state.law[state.current]), "taken_words", None)
    return found(state, step) if found is not None else None


def progress(state) -> Progress:
    step = current_step(state)
    return Progress(state.current, state.phase, step, state.taken.get(step.id, 0), limit(state, step),
                    taken_words(state, step))
