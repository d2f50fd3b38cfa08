"""What the faction on turn may do now (rootboard.game.turns.options): judged on the position
as it stands, which the options leave as they found it, keeping nothing of it afterwards."""

from __future__ import annotations

from rootboard.game.factions.marquise.board import MARQUISE, WARRIOR, ruled
from rootboard.game.placement import open_slots
from rootboard.game.state import SUPPLY, shift
from rootboard.game.turns.options import judge, options
from tests.game.factions.marquise.test_turn import crowded


def test_options_leave_the_position_as_it_was_and_keep_nothing_of_it():
    s = crowded()
    before = s.fields_json()
    found = options(s)
    assert found and s.fields_json() == before
    assert s.memo is None  # what was worked out of the position is not kept past the options


def test_options_after_an_edit_judge_the_position_the_edit_left():
    s = crowded()
    first = {o.action: o.verdict for o in options(s)}
    # Her warriors leave a clearing she rules with room to build: building there is refused
    # now (6.5.4.I), where it was judged on her rule before.
    where = min(c for c in ruled(s) if open_slots(s, c) and s.count(c, (MARQUISE, WARRIOR)))
    s.apply([shift((MARQUISE, WARRIOR), where, SUPPLY, s.count(where, (MARQUISE, WARRIOR)))])
    assert where not in ruled(s)
    second = options(s)
    changed = [o for o in second if o.action in first and first[o.action] != o.verdict]
    assert any(o.action.kind == "marquise-build" and o.action.clearing == where for o in changed)
    for option in second:
        assert option.verdict == judge(s, option.action)
