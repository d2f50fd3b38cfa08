"""The Duchy's Price of Failure is paid whenever its buildings are removed, in anyone's turn
(12.2.3): it is played at any moment (``ANY_MOMENT``), judged without reading the Duchy's turn
(issue 32). That says what reading the turn said: no step of the Duchy's turn takes it, so the
turn had nothing to say of it in the Duchy's turn or another's. So with a faction's setup's
actions (``Faction.setup_kinds``)."""

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


def test_each_faction_s_setup_kinds_are_its_room_s_actions_and_no_step_of_its_turn_takes_them():
    """Faction.setup_kinds (the Riverfolk's starting funds and prices, 11.3.4-11.3.5) are judged
    without reading the faction's turn: what reading it would say, that no step takes them,
    checked here against every faction's steps; and each is a kind of the faction's own room."""
    from rootboard.game.faction import loaded
    from rootboard.game.turns.check import _room_of

    declared = {f.id: f.setup_kinds for f in LAW if f.setup_kinds}
    assert "riverfolk" in declared
    for fid, kinds in declared.items():
        faction = LAW[fid]
        room = {a.kind for a in loaded(faction.actions) if _room_of(a.__module__) == _room_of(faction.turn)}
        assert kinds <= room, fid
        assert not any(step.allows(kind) for step in steps_of(faction) for kind in kinds), fid
