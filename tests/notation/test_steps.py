"""The steps a translation gives (rootboard.notation.translate.steps)."""

from __future__ import annotations

import inspect

from rootboard.game.actions import EndTurn
from rootboard.notation.translate.steps import Planned
from rootboard.records import MISSING, fields


def test_a_planned_step_s_own_init_takes_its_fields_with_their_defaults():
    # Planned writes its own __init__ (made by keyword some four hundred times a replay): it must
    # take every field, in order, with the default the record declares, or a step made without
    # one would differ from the record's word for it.
    declared = [(f.name, f.default if f.default_factory is MISSING else f.default_factory()) for f in fields(Planned)]
    taken = [(name, p.default if p.default is not p.empty else MISSING)
             for name, p in list(inspect.signature(Planned.__init__).parameters.items())[1:]]
    assert taken == declared


def test_a_planned_step_is_the_same_made_by_keyword_or_by_position():
    action = EndTurn()
    by_name = Planned(action, touches=frozenset({("marquise", "warrior", 1)}))
    by_position = Planned(action, None, None, frozenset({("marquise", "warrior", 1)}))
    assert by_name == by_position and by_name.instead == () and by_name.judgement is None
    assert Planned(action, judgement=("verdict", None)) == Planned(action)  # the judgement is not compared
    assert repr(by_name) == repr(by_position)
