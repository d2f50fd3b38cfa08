"""The Duchy's Price of Failure is paid whenever its buildings are removed, in anyone's turn
(12.2.3): it is played at any moment (``ANY_MOMENT``), judged without reading the Duchy's turn
(issue 32). That says what reading the turn said: no step of the Duchy's turn takes it, so the
turn had nothing to say of it in the Duchy's turn or another's."""

from __future__ import annotations

from rootboard.game.factions import LAW
from rootboard.game.factions.duchy.actions import PriceOfFailure
from rootboard.game.turns.check import ANY_MOMENT
from rootboard.game.turns.steps import steps_of


def test_the_price_of_failure_is_played_at_any_moment_and_no_step_takes_it():
    kind = PriceOfFailure.kind
    assert kind in ANY_MOMENT
    steps = steps_of(LAW[LAW.parse("duchy").id])
    assert steps and not any(kind in step.kinds or step.any_kind for step in steps)
