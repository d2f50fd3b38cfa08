"""A turn, with the phase tracked: Birdsong, Daylight, Evening, then the next player (1.4.1).

A faction moves in its own turn, a controlled hireling in its controller's (16.4.3.IV); a turn
ends after its Evening, so ending it twice cannot skip the next player's turn. Enforce mode
refuses, teach mode applies and logs the rule. The log says who was on turn for the lines that
do not name a faction themselves (a phase, the end of a turn, a closed path removed).
"""

from __future__ import annotations

from rootboard.cli.game_commands import log_lines
from rootboard.game import actions as act
from rootboard.game import replay
from rootboard.game.movement import MoveRequest
from rootboard.game.newgame import new_game
from rootboard.game.state import PHASES
from tests.game.gamekit import FACTS, game, put, turn_of

def test_a_faction_moves_only_in_its_own_turn_when_the_phase_is_tracked():
    state = turn_of(game("autumn", factions=("marquise", "eyrie")), "marquise", "daylight")
    a, b = FACTS["autumn"]["path"]
    put(state, a, "eyrie", n=2)
    before = state.to_json()
    refused = replay.perform(state, act.Move(MoveRequest("eyrie", a, b, 1)))
    assert not refused.applied and state.to_json() == before
    assert refused.verdict.message.id == act.OUT_OF_TURN.id and refused.verdict.section == "1.4.1"
    assert refused.verdict.message.params["current"] == "marquise"
    taught = replay.perform(state, act.Move(MoveRequest("eyrie", a, b, 1)), replay.TEACH)
    assert taught.applied and state.count(b, ("eyrie", "warrior")) == 1
    assert any(line.lstrip().startswith("WARNING (teach mode): Law 1.4.1") for line in log_lines(state))
    # in its own turn the same move is legal
    turn_of(state, "eyrie", "daylight")
    assert replay.perform(state, act.Move(MoveRequest("eyrie", b, a, 1))).applied

def test_without_the_phase_tracked_the_turn_is_the_tables_word():
    state = game("autumn", factions=("marquise", "eyrie"))
    assert not state.phase_tracked
    a, b = FACTS["autumn"]["path"]
    put(state, a, "eyrie")
    assert replay.perform(state, act.Move(MoveRequest("eyrie", a, b, 1))).applied
    assert replay.perform(state, act.EndTurn()).applied  # no phase to be in: the table says when

def test_a_controlled_hireling_moves_in_its_controllers_turn():
    state = new_game("autumn", ("marquise", "eyrie"), seed=3, hirelings=("forest-patrol",))
    turn_of(state, "eyrie", "daylight")
    a, b = FACTS["autumn"]["path"]
    put(state, a, "forest-patrol", n=2)
    uncontrolled = replay.perform(state, act.Move(MoveRequest("forest-patrol", a, b, 1)))
    assert not uncontrolled.applied and uncontrolled.verdict.section == "1.4.1"
    assert replay.perform(state, act.Control("forest-patrol", "eyrie"), replay.TEACH).applied
    assert replay.perform(state, act.Move(MoveRequest("forest-patrol", a, b, 1))).applied
    turn_of(state, "marquise", "daylight")
    assert not replay.perform(state, act.Move(MoveRequest("forest-patrol", b, a, 1))).applied

def test_a_turn_ends_after_its_evening():
    state = turn_of(game("autumn", factions=("marquise", "eyrie")), "marquise", "birdsong")
    for phase in PHASES[:-1]:
        assert state.phase == phase
        refused = replay.perform(state, act.EndTurn())
        assert not refused.applied and refused.verdict.message.id == act.NOT_EVENING.id
        assert refused.verdict.section == "1.4.1" and refused.verdict.message.params["phase"] == phase
        assert state.current == "marquise"
        assert replay.perform(state, act.AdvancePhase()).applied
    assert replay.perform(state, act.EndTurn()).applied
    assert (state.current, state.phase) == ("eyrie", PHASES[0])
    # ending it again at once would skip the Eyrie's turn: refused, or in teach mode logged
    assert not replay.perform(state, act.EndTurn()).applied and state.current == "eyrie"
    assert replay.perform(state, act.EndTurn(), replay.TEACH).applied and state.current == "marquise"
    last = replay.log_entries(state)[-1]
    assert last.warning.id == act.NOT_EVENING.id and last.warning.params["who"] == "eyrie"

def test_the_log_and_undo_name_who_was_on_turn():
    state = turn_of(game("mountain", factions=("marquise", "eyrie")), "marquise", "birdsong")
    a, b = FACTS["mountain"]["closed"]
    put(state, a, "marquise")
    replay.perform(state, act.AdvancePhase())
    replay.perform(state, act.OpenPath(a, b))
    replay.perform(state, act.AdvancePhase("evening"))
    replay.perform(state, act.EndTurn())
    replay.perform(state, act.AdvancePhase())
    said = [e.description for e in replay.log_entries(state)]
    assert [m.id for m in said] == [act.PHASE_PLAYED.id, act.WITH_SCORES.id, act.PHASE_PLAYED.id,
                                    act.ENDED_TURN.id, act.PHASE_PLAYED.id]
    assert [m.params.get("who") for m in (said[0], said[2], said[3], said[4])] == \
        ["marquise", "marquise", "marquise", "eyrie"]
    assert (said[2].params["at"], said[2].params["to"]) == ("daylight", "evening")
    assert said[1].params["action"].params["who"] == "marquise"
    # undone entries keep who played them, and undo says it
    assert replay.undo(state).params["who"] == "eyrie"
    assert replay.undo(state) == act.ENDED_TURN("1.4", who="marquise")
    assert [e.description for e in replay.log_entries(state)] == said
    assert replay.redo(state) == act.ENDED_TURN("1.4", who="marquise")
    lines = [line for line in log_lines(state) if line.strip()[:1].isdigit()]  # not its notes
    assert lines[3].strip() == "4. Marquise ends the turn" and lines[0].strip() == "1. Marquise: from Birdsong to Daylight"
