"""Named hirelings (16.4): their pieces and rule, paths as places, gaining and losing control."""

from __future__ import annotations

import pytest

from rootboard.game import actions as act
from rootboard.game import replay
from rootboard.gamefile.file import read_game_data
from rootboard.game.factions import LAW
from rootboard.game.hirelings import MARKER_SPACES, excluded
from rootboard.game.newgame import exclusion_notes, new_game
from rootboard.game.factions import FACTIONS, NAMED_HIRELINGS
from rootboard.game.placement import PieceRequest
from rootboard.game.rules import ruling
from rootboard.game.state import TRACK
from rootboard.game.unconfirmed import HIRELINGS
from rootboard.errors import BadInput
from tests.game.gamekit import FACTS, MAPS, put

PLAYERS = ("eyrie", "alliance", "riverfolk")


def hired(map_name="autumn", hirelings=("forest-patrol", "highway-bandits", "popular-band"), **kw):
    return new_game(map_name, PLAYERS, seed=3, hirelings=hirelings, **kw)


def test_every_card_is_a_faction_with_the_cards_pieces():
    assert {h.id for h in NAMED_HIRELINGS} == set(HIRELINGS)
    for h in NAMED_HIRELINGS:
        assert h.hireling and not h.seated
        assert {p.name: p.count for p in h.pieces} == HIRELINGS[h.id]["pieces"]


def test_a_new_game_puts_the_markers_on_4_8_12_and_the_pieces_in_supply():
    state = hired()
    assert state.hireling_markers == {TRACK: list(MARKER_SPACES)}
    assert state.supply[("forest-patrol", "warrior")] == HIRELINGS["forest-patrol"]["pieces"]["warrior"]
    assert state.controllers == {h: None for h in state.hirelings}


def test_a_game_by_hand_says_when_a_hireling_would_keep_its_faction_out():
    excluding = next(h for h in HIRELINGS if excluded(h))
    state = new_game("autumn", (excluded(excluding)[0], "eyrie"), hirelings=[excluding])
    assert [n.sections for n in exclusion_notes(state)] == [("16.1.6.V",)]


@pytest.mark.parametrize("map_name", MAPS)
def test_bandits_stand_on_open_paths(map_name):
    state = hired(map_name)
    a, b = FACTS[map_name]["path"]
    verdict = replay.perform(state, act.Place(PieceRequest("highway-bandits", "warrior", state.parse_area(f"{b}-{a}"))))
    assert verdict.applied
    assert state.count(f"{a}-{b}", ("highway-bandits", "warrior")) == 1
    # Standing on a path, they rule no clearing (2.5).
    assert ruling(state, a).ruler is None and ruling(state, b).ruler is None


@pytest.mark.parametrize("map_name", MAPS)
def test_bandits_are_never_on_a_river(map_name):
    state = hired(map_name)
    a, b = FACTS[map_name]["river"]
    outcome = replay.perform(state, act.Place(PieceRequest("highway-bandits", "warrior", state.parse_area(f"{a}-{b}"))),
                          replay.TEACH)
    assert not outcome.applied and not outcome.verdict.possible
    assert "16.4.3.V" in outcome.verdict.sections


def test_bandits_are_never_on_a_closed_path():
    state = hired("mountain")
    a, b = FACTS["mountain"]["closed"]
    outcome = replay.perform(state, act.Place(PieceRequest("highway-bandits", "warrior", f"{a}-{b}")))
    assert not outcome.applied and outcome.verdict.section == "16.2.3.II"


def test_only_bandits_stand_on_paths_and_bandits_stand_only_on_paths():
    state = hired()
    a, b = FACTS["autumn"]["path"]
    other = replay.perform(state, act.Place(PieceRequest("forest-patrol", "warrior", f"{a}-{b}")))
    assert not other.applied and other.verdict.section == "2.2.1"
    bandit = replay.perform(state, act.Place(PieceRequest("highway-bandits", "warrior", a)))
    assert not bandit.applied and bandit.verdict.section == "16.4.3.V"
    assert [h for h in HIRELINGS if LAW[h].stands_on_paths()] == ["highway-bandits"]


def test_a_path_that_is_not_printed_is_no_area():
    state = hired()
    a, b = FACTS["autumn"]["apart"]
    with pytest.raises(BadInput):
        state.parse_area(f"{a}-{b}")


def test_the_controller_rules_with_its_hireling_alone():
    state = hired()
    put(state, 1, "forest-patrol", n=2); put(state, 1, "alliance")
    assert ruling(state, 1).ruler == "forest-patrol"  # uncontrolled: rules as a player (16.4.3.I)
    assert replay.perform(state, act.Control("forest-patrol", "eyrie")).applied
    assert ruling(state, 1).ruler == "eyrie"


def test_a_hireling_removing_scores_nothing():
    state = hired()
    put(state, 1, "alliance", "sympathy")
    verdict = act.Remove(PieceRequest("alliance", "sympathy", 1), by="forest-patrol").check(state)
    notes = {n.id for n in verdict.notes}
    assert "remove.hireling-scores-nothing" in notes and "remove.enemy-building-vp" not in notes
    assert any("16.4.3.VII" in n.sections for n in verdict.notes)  # Outrage all the same


def _end_turn(state):
    outcome = replay.perform(state, act.EndTurn())
    assert outcome.applied, outcome.verdict.message
    return outcome.verdict


def test_gaining_and_losing_a_hireling():
    state = hired()
    who = state.current
    verdict = replay.perform(state, act.Score(who, 5)).verdict
    assert state.hireling_markers == {TRACK: [8, 12], who: [4]}
    assert "16.4.1.I" in {s for n in verdict.notes for s in n.sections}
    refused = replay.perform(state, act.EndTurn())
    assert not refused.applied and refused.verdict.section == "16.4.1.I"
    # In the lead, only the gold pips count (16.4.1.II).
    assert replay.perform(state, act.Hire("forest-patrol", who, 3, 1)).applied
    assert state.controllers["forest-patrol"] == who and state.control_markers["forest-patrol"] == 1
    assert state.hireling_markers == {TRACK: [8, 12]}
    _end_turn(state)  # gained this turn: no marker comes off
    assert state.control_markers["forest-patrol"] == 1
    while state.current != who:
        _end_turn(state)
    verdict = _end_turn(state)  # gained on an earlier turn: the last marker comes off, it passes
    new = state.controllers["forest-patrol"]
    assert new not in (None, who) and state.to_roll == {"forest-patrol"}
    assert "16.4.1.III" in verdict.notes[-1].sections
    blocked = replay.perform(state, act.EndTurn())
    assert not blocked.applied and blocked.verdict.section == "16.4.1.III"
    # Not in the lead: all the pips count.
    assert replay.perform(state, act.Hire("forest-patrol", new, 3, 1)).applied
    assert state.control_markers["forest-patrol"] == 3 and not state.to_roll
    # Every position on the way reads back from the file, history replayed.
    again = read_game_data(state.to_json()).state
    assert again.fields_json() == state.fields_json()


def test_a_hireling_is_hired_only_with_a_marker():
    state = hired()
    outcome = replay.perform(state, act.Hire("popular-band", state.current, 2, 0))
    assert not outcome.applied and outcome.verdict.section == "16.4.1.I"


def test_demoted_hirelings_carry_their_other_name():
    state = hired(demoted=["forest-patrol"])
    assert state.demoted == {"forest-patrol"}
    verdict = act.Control("forest-patrol", "eyrie").check(state)
    assert verdict.message.params["hireling"] == "Feline Physicians"
    assert FACTIONS["forest-patrol"].title == "Forest Patrol"


def test_hiring_without_a_marker_in_teach_mode_is_applied_with_its_warning():
    """16.4.1.I refuses it in enforce mode; teach mode applies it anyway, with the rule it
    breaks kept, and spends no marker the player does not hold."""
    from rootboard.game import actions as act
    from rootboard.game.newgame import new_game

    state = new_game("autumn", ["marquise", "eyrie"], seed=1, hirelings=["forest-patrol", "popular-band", "corvid-spies"])
    hire = act.Hire("popular-band", "eyrie", 3, 1)
    assert not replay.perform(state, hire).applied
    outcome = replay.perform(state, hire, mode=replay.TEACH)
    assert outcome.applied and not outcome.verdict.legal and outcome.verdict.sections[0] == "16.4.1.I"
    assert state.controllers["popular-band"] == "eyrie" and not state.hireling_markers.get("eyrie")


def test_a_hire_s_roll_is_said_with_the_pips_count_s_own_form():
    import rootboard.game.terms  # noqa: F401  (the words the messages are said in)
    from rootboard.messages import text

    one, three = (act.Hire("forest-patrol", "marquise", pips, 0).describe(LAW) for pips in (1, 3))
    assert text(one, "en").endswith("(roll: 1 pip, 0 gold)") and text(three, "en").endswith("(roll: 3 pips, 0 gold)")
    assert "tirada: 1 símbolo," in text(one, "es") and "tirada: 3 símbolos," in text(three, "es")
    assert "worp: 1 dobbelsteenpunt," in text(one, "nl") and "worp: 3 dobbelsteenpunten," in text(three, "nl")
