"""The turn's check (1.4.1): an action at the step of its faction's chapter that takes it, the
steps it passes doing what they do on their own, a step's limit, a step over, another phase,
another faction's turn; the turn's own moves (next step, next phase, end of the turn) walking
the steps. Positions are arranged from the derived board; nothing about a map is typed here."""

from __future__ import annotations

import json

from rootboard.game import replay
from rootboard.game.actions import AdvancePhase, EndTurn
from rootboard.game.cards import table
from rootboard.game.cards.actions import Draw
from rootboard.game.factions.alliance.actions import Mobilize
from rootboard.game.factions.marquise import actions as ma
from rootboard.game.factions.marquise.board import MARQUISE, evening_draw
from rootboard.game.factions.marquise.turn import STEPS
from rootboard.game.modes import ENFORCE, TEACH
from rootboard.game.turns import check
from rootboard.game.turns.actions import NextStep
from rootboard.game.turns.own_phase import WRONG_PHASE
from rootboard.game.turns.steps import current_step
from tests.game.factions.marquise.kit import chain, card_of, position, put

M = MARQUISE


def snapshot(state) -> str:
    return json.dumps({k: v for k, v in state.to_json().items() if k not in ("history", "cursor")}, sort_keys=True)


def ready_to_build(phase: str = "daylight"):
    """Her Daylight (or ``phase``), a clearing she rules with a free first building."""
    s = position(phase)
    where = chain(s, 1)[0]
    put(s, where, M)
    return s, where


def test_an_action_of_a_later_step_moves_the_turn_there_and_counts():
    s, where = ready_to_build()
    assert current_step(s).id == "craft"  # her Daylight begins with crafting (6.5)
    out = replay.perform(s, ma.Build(where, "sawmill"))
    assert out.applied and current_step(s).id == "actions" and s.taken == {"actions": 1}
    assert any(n.id == check.ON_TO.id for n in out.verdict.notes)
    replay.undo(s)
    assert s.step is None and s.taken == {}


def test_her_three_actions_then_the_limit_refuses_and_teach_mode_applies():
    s, where = ready_to_build()
    limit = check.times(s, next(x for x in STEPS if x.id == "actions"))
    s.step, s.taken = "actions", {"actions": limit}
    before = snapshot(s)
    refused = replay.perform(s, ma.Build(where, "sawmill"), ENFORCE)
    assert not refused.applied and refused.verdict.message.id == check.STEP_SPENT.id
    assert refused.verdict.section == "6.5" and snapshot(s) == before
    taught = replay.perform(s, ma.Build(where, "sawmill"), TEACH)
    assert taught.applied and not taught.verdict.legal  # applied, its warning kept


def test_hawks_for_hire_buys_an_action_and_is_not_one():
    s = position()
    s.step = "actions"
    actions = next(x for x in STEPS if x.id == "actions")
    assert check.tally(s, actions, ma.HawksForHire.kind) is None  # counted at no step
    assert check.tally(s, actions, ma.Build.kind) == actions  # counted at its own


def test_crafting_after_her_actions_began_is_a_step_over():
    s, where = ready_to_build()
    assert replay.perform(s, ma.Build(where, "sawmill")).applied
    plan = check.plan(s, _craft(s))
    assert plan.problem is not None and plan.problem.id == check.STEP_OVER.id and "1.4.1" in plan.problem.sections


def _craft(s):
    from rootboard.game.craft import Craft

    return Craft(M, card_of(s, "fox"))


def test_an_action_of_another_phase_is_refused_once():
    s, where = ready_to_build("birdsong")
    assert check.plan(s, ma.Build(where, "sawmill")).problem.id == check.OTHER_PHASE.id
    verdict = check.judged(s, ma.Build(where, "sawmill"))[0]
    # Her own check refuses it too (she builds in Daylight): its reason is said, not both.
    assert not verdict.legal and verdict.message.id == WRONG_PHASE.id


def test_another_factions_own_action_is_refused_in_this_turn():
    s = position()  # the Marquise's Daylight
    problem = check.plan(s, Mobilize()).problem
    assert problem.id == check.NOT_ON_TURN.id and problem.sections == ("1.4.1",)
    assert not check.judged(s, Mobilize())[0].legal


def test_next_step_does_what_the_step_left_does():
    s = position("birdsong")  # her Birdsong: wood at each sawmill on leaving (6.4)
    sawmill = chain(s, 1)[0]
    put(s, sawmill, M, "sawmill")
    wood = s.count(sawmill, (M, "wood"))
    out = replay.perform(s, NextStep())
    assert out.applied and s.phase == "daylight" and current_step(s).id == "craft"
    assert s.count(sawmill, (M, "wood")) == wood + 1
    replay.undo(s)
    assert s.phase == "birdsong" and s.count(sawmill, (M, "wood")) == wood


def test_the_last_step_cannot_be_left_by_next_step():
    s = position("evening")
    s.step = STEPS[-1].id
    out = replay.perform(s, NextStep(), TEACH)
    assert not out.applied and not out.verdict.possible and out.verdict.message.id == "turn.last-step"


def test_end_turn_from_daylight_walks_evening_and_draws_by_her_recruiters():
    s = position()
    assert replay.perform(s, Draw(M, 1)).applied  # a game that keeps its cards
    before = table.hand_size(s, M)
    drawn = evening_draw(s)
    assert not replay.perform(s, EndTurn()).applied  # the table's end of the turn, unwalked (1.4.1)
    out = replay.perform(s, EndTurn(walk=True))
    assert out.applied and s.current != M and s.phase == "birdsong" and s.step is None and s.taken == {}
    assert table.hand_size(s, M) == before + drawn


def test_advance_phase_walks_the_birdsong_wood_and_an_unwalked_one_does_not():
    s = position("birdsong")
    sawmill = chain(s, 1)[0]
    put(s, sawmill, M, "sawmill")
    wood = s.count(sawmill, (M, "wood"))
    plain = s.copy()
    assert replay.perform(plain, AdvancePhase()).applied and plain.count(sawmill, (M, "wood")) == wood
    assert replay.perform(s, AdvancePhase(walk=True)).applied and s.count(sawmill, (M, "wood")) == wood + 1


def test_a_table_that_does_not_track_its_phases_is_not_walked():
    s, where = ready_to_build()
    s.phase_tracked = False
    out = replay.perform(s, ma.Build(where, "sawmill"))
    assert out.applied and s.step is None and s.taken == {}


def test_a_step_that_must_be_taken_is_not_passed_with_nothing_done():
    from rootboard.game.factions.eyrie.actions import ChooseLeader
    from tests.game.gamekit import game, turn_of

    s = game("autumn", ("marquise", "eyrie"))
    assert replay.perform(s, ChooseLeader("charismatic")).applied
    assert replay.perform(s, Draw("eyrie", 1, (card_of(s, "fox"),))).applied  # a card she could add
    turn_of(s, "eyrie", "birdsong")
    s.step = "decree"
    refused = replay.perform(s, NextStep())
    assert not refused.applied and refused.verdict.message.id == check.MUST_TAKE.id
    assert refused.verdict.section == "7.4.2"
    assert replay.perform(s, NextStep(), TEACH).applied and current_step(s).id == "new-roost"


def test_a_step_rootboard_cannot_see_taken_is_the_tables_word_with_a_reminder():
    from rootboard.game.factions.eyrie.actions import ChooseLeader
    from tests.game.gamekit import game, turn_of

    s = game("autumn", ("marquise", "eyrie"))
    assert replay.perform(s, ChooseLeader("charismatic")).applied
    turn_of(s, "eyrie", "birdsong")
    s.step = "decree"  # her hand is not known: the cards she adds are the table's
    out = replay.perform(s, NextStep())
    assert out.applied and any(n.id == check.MUST_TAKE.id for n in out.verdict.notes)


def test_walked_turn_actions_write_walk_and_unwalked_ones_read_as_before():
    assert "walk" not in EndTurn().to_json() and "walk" not in AdvancePhase().to_json()
    assert EndTurn(walk=True).to_json() == {"type": "end-turn", "walk": True}


def test_the_turns_refusal_is_one_for_every_destination_and_the_verdict_says_it_where_the_move_is_sound():
    """A move out of its step (the Eyrie's, 7.5.2, in Evening): refused by the turn whatever its
    destination (1.4.1); the verdict says the move's own reason first where it has one (4.2)."""
    from rootboard.game.actions import Move
    from rootboard.game.movement import MoveRequest
    from rootboard.game.turns.options import judge
    from tests.game.gamekit import game, turn_of
    from tests.game.gamekit import put as put_pieces

    state = turn_of(game("autumn", ("eyrie", "marquise")), "eyrie", "evening")
    a = min(state.topology.board.clearings)
    put_pieces(state, a, "eyrie", "warrior", 2)
    moves = {to: Move(MoveRequest("eyrie", a, to, 1, "warrior")) for to in state.topology.board.clearings}
    reasons = [check.turn_refusal(state, m) for m in moves.values()]
    reason = reasons[0]
    assert reason is not None and reason.sections[0] == "1.4.1" and all(r == reason for r in reasons)
    for to, move in moves.items():
        said = judge(state, move).message
        assert (said == reason) == state.topology.is_adjacent(a, to), (to, said)
    state.phase = "daylight"
    state.step = None
    assert check.turn_refusal(state, moves[next(iter(state.topology.neighbours(a)))]) is None
