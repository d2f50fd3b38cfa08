"""A hireling's Hired action (16.4.2.I): owed by the player who gains it while none of its pieces
are on the map; placed where its card says, judged as any placing is; offered while owed, the
turn's end held until it is taken; undone exactly; refused with its reason otherwise."""

from __future__ import annotations

import pytest

from rootboard.errors import BadInput
from rootboard.game import actions as act
from rootboard.game import replay
from rootboard.game.factions.hirelings.hired import TakeHired, owed
from rootboard.game.kinds import PAWN, WARRIOR
from rootboard.game.modes import TEACH
from rootboard.game.newgame import new_game
from rootboard.game.suits import SUITS
from rootboard.gamefile.file import read_game_data
from tests.game.factions.hirelings.kit import ME, PLAYERS, offered
from tests.game.gamekit import put, turn_of


def gained(hireling: str, demoted: bool = False, phase: str = "evening", markers: int | None = 2):
    """A game where ``ME`` gains ``hireling`` in its own ``phase``, its control markers counted
    by the table (``markers``; None: control set by hand, no gaining on record)."""
    others = [h for h in ("popular-band", "corvid-spies", "the-exile") if h != hireling][:2]
    state = new_game("autumn", PLAYERS, seed=5, hirelings=(hireling, *others), demoted=[hireling] if demoted else [])
    turn_of(state, ME, phase)
    assert replay.perform(state, act.Control(hireling, ME, markers=markers)).applied
    return state


def clearings(state):
    return sorted(state.topology.board.clearings)


def test_the_protector_is_placed_where_its_new_controller_has_faction_pieces():
    state = gained("furious-protector", demoted=True)  # the Stoic Protector
    mine, other = clearings(state)[0], clearings(state)[-1]
    put(state, mine, ME)
    put(state, other, "popular-band")  # a hireling's pieces are never its controller's (16.4.3.III)
    verdicts = offered(state, "hireling-hired")
    assert verdicts[TakeHired("furious-protector", (mine,))].legal
    refused = verdicts[TakeHired("furious-protector", (other,))]
    assert refused.message.id == "hireling-hired.no-faction-piece" and "16.4.2.I" in refused.sections
    assert {a.clearings for a, v in verdicts.items() if v.legal} == {(mine,)}
    assert replay.perform(state, TakeHired("furious-protector", (mine,))).applied
    assert state.count(mine, ("furious-protector", PAWN)) == 1
    assert not offered(state, "hireling-hired")  # taken: no longer owed


def test_the_turn_does_not_end_while_the_hired_action_is_owed():
    state = gained("warm-sun-prophets")
    blocked = act.EndTurn().check(state)
    assert not blocked.legal and blocked.message.id == "hireling-hired.owed"
    assert blocked.sections == ("16.4.2.I",)
    where = clearings(state)[0]
    assert replay.perform(state, TakeHired("warm-sun-prophets", (where,))).applied
    assert replay.perform(state, act.EndTurn()).applied


def test_gaining_says_the_command_that_takes_it():
    state = gained("popular-band", markers=None)
    notes = act.Control("popular-band", PLAYERS[1], markers=1).check(state).notes
    assert [n.id for n in notes] == ["hireling-hired.reminder"]
    assert notes[0].params["id"] == "popular-band"


def test_it_is_undone_exactly_and_the_file_opens_again():
    state = gained("vault-keepers")
    where = clearings(state)[0]
    before = state.fields_json()
    outcome = replay.perform(state, TakeHired("vault-keepers", (where,)))
    assert outcome.applied
    assert (state.count(where, ("vault-keepers", WARRIOR)), state.count(where, ("vault-keepers", "vault"))) == (2, 1)
    again = read_game_data(state.to_json()).state
    assert again.fields_json() == state.fields_json()
    replay.undo(state)
    assert state.fields_json() == before and owed(state, "vault-keepers")


def test_the_flame_bearers_place_two_warriors_among_any_clearings():
    state = gained("flame-bearers")
    a, b = clearings(state)[:2]
    with pytest.raises(BadInput) as asked:
        TakeHired("flame-bearers", (a,)).check(state)
    assert asked.value.problem.id == "hireling-hired.how-many" and asked.value.problem.params["count"] == 2
    assert replay.perform(state, TakeHired("flame-bearers", (a, b))).applied
    assert [state.count(c, ("flame-bearers", WARRIOR)) for c in (a, b)] == [1, 1]
    replay.undo(state)
    assert replay.perform(state, TakeHired("flame-bearers", (a, a))).applied  # even the same clearing
    assert state.count(a, ("flame-bearers", WARRIOR)) == 2


def test_the_spring_uprising_places_in_a_clearing_of_the_suit_rolled():
    state = gained("spring-uprising")
    suit = SUITS[0]
    matching = [c for c in clearings(state) if state.suits.get(c) == suit]
    other = next(c for c in clearings(state) if state.suits.get(c) != suit)
    with pytest.raises(BadInput) as asked:
        TakeHired("spring-uprising", (matching[0],)).check(state)
    assert asked.value.problem.id == "hireling-hired.roll"
    refused = TakeHired("spring-uprising", (other,), suit).check(state)
    assert not refused.legal and refused.message.id == "hireling-hired.not-suit"
    assert TakeHired("spring-uprising", (matching[0],), suit).check(state).legal
    # Offered in each clearing with its own suit, for the table to pick the one rolled.
    assert {a.suit for a in offered(state, "hireling-hired")} == {state.suits.get(c) for c in clearings(state)}


def test_no_hired_action_with_its_pieces_on_the_map():
    state = gained("warm-sun-prophets")
    held = clearings(state)[0]
    put(state, held, "warm-sun-prophets")
    assert not owed(state, "warm-sun-prophets") and not offered(state, "hireling-hired")
    refused = TakeHired("warm-sun-prophets", (clearings(state)[1],)).check(state)
    assert not refused.legal and refused.message.id == "hireling-hired.on-map"
    assert act.EndTurn().check(state).message.id != "hireling-hired.owed"


def test_control_set_by_hand_has_no_gaining_on_record_and_teach_mode_applies_it():
    state = gained("warm-sun-prophets", markers=None)
    where = clearings(state)[0]
    refused = TakeHired("warm-sun-prophets", (where,)).check(state)
    assert not refused.legal and refused.message.id == "hireling-hired.no-gain-record"
    assert not replay.perform(state, TakeHired("warm-sun-prophets", (where,))).applied
    assert replay.perform(state, TakeHired("warm-sun-prophets", (where,)), TEACH).applied
    assert state.count(where, ("warm-sun-prophets", WARRIOR)) == 1


def test_a_hireling_gained_on_an_earlier_turn_owes_nothing():
    state = gained("warm-sun-prophets")
    assert replay.perform(state, TakeHired("warm-sun-prophets", (clearings(state)[0],))).applied
    assert replay.perform(state, act.EndTurn()).applied
    state.apply([act.shift(("warm-sun-prophets", WARRIOR), clearings(state)[0], act.SUPPLY, 1)])  # all removed
    state.round += 1  # its controller's next turn
    turn_of(state, ME, "daylight")
    refused = TakeHired("warm-sun-prophets", (clearings(state)[1],)).check(state)
    assert refused.message.id == "hireling-hired.not-gained-now"


def test_a_side_without_a_hired_action_and_an_uncontrolled_hireling_are_refused():
    state = gained("corvid-spies")
    assert TakeHired("corvid-spies", (clearings(state)[0],)).check(state).message.id == "hireling-hired.none"
    assert replay.perform(state, act.Control("corvid-spies", None)).applied
    state = gained("popular-band")
    assert replay.perform(state, act.Control("popular-band", None)).applied
    verdict = TakeHired("popular-band", (clearings(state)[0],)).check(state)
    assert not verdict.possible and verdict.message.id == "hireling-hired.uncontrolled"
    with pytest.raises(BadInput):
        TakeHired("popular-band", (999,)).check(gained("popular-band"))


def test_a_hireling_passed_to_a_player_not_on_turn_is_offered_and_holds_the_turn():
    state = gained("warm-sun-prophets", phase="daylight")
    other = PLAYERS[1]
    assert replay.perform(state, act.Control("warm-sun-prophets", other, markers=1)).applied  # passed on, rolled
    where = clearings(state)[0]
    verdicts = offered(state, "hireling-hired")  # in ME's turn, the Hired action the other owes
    assert verdicts[TakeHired("warm-sun-prophets", (where,))].legal
    assert act.EndTurn().check(state).message.params["who"] == other
    assert replay.perform(state, TakeHired("warm-sun-prophets", (where,))).applied
    assert not offered(state, "hireling-hired")


def test_the_hired_action_follows_a_hire_by_the_track_and_again_when_passed_on():
    state = new_game("autumn", PLAYERS, seed=5, hirelings=("warm-sun-prophets", "popular-band", "corvid-spies"))
    who = state.current
    assert replay.perform(state, act.Score(who, 4)).applied  # the hireling marker on 4 (16.4.1.I)
    assert replay.perform(state, act.Hire("warm-sun-prophets", who, 1, 0)).applied
    blocked = replay.perform(state, act.EndTurn())
    assert not blocked.applied and blocked.verdict.message.id == "hireling-hired.owed"
    where = clearings(state)[0]
    assert replay.perform(state, TakeHired("warm-sun-prophets", (where,))).applied
    assert replay.perform(state, act.EndTurn()).applied
    while state.current != who:
        assert replay.perform(state, act.EndTurn()).applied
    state.apply([act.shift(("warm-sun-prophets", WARRIOR), where, act.SUPPLY, 1)])  # its warrior removed
    assert replay.perform(state, act.EndTurn()).applied  # its last control marker off: passed on (16.4.1.III)
    new = state.controllers["warm-sun-prophets"]
    assert new != who and replay.perform(state, act.Hire("warm-sun-prophets", new, 2, 1)).applied
    assert owed(state, "warm-sun-prophets")  # its new controller owes it, none of its pieces on the map
    assert act.EndTurn().check(state).message.params["who"] == new
