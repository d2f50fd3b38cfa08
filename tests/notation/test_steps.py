"""The steps a translation gives (rootboard.notation.translate.steps). Their own __init__s are held
equal to their records' fields in tests/test_records.py."""

from __future__ import annotations

from rootboard.game.actions import EndTurn
from rootboard.notation.translate.steps import Planned


def test_a_planned_step_is_the_same_made_by_keyword_or_by_position():
    action = EndTurn()
    by_name = Planned(action, touches=frozenset({("marquise", "warrior", 1)}))
    by_position = Planned(action, None, None, frozenset({("marquise", "warrior", 1)}))
    assert by_name == by_position and by_name.instead == () and by_name.judgement is None
    assert Planned(action, judgement=("verdict", None)) == Planned(action)  # the judgement is not compared
    assert repr(by_name) == repr(by_position)
