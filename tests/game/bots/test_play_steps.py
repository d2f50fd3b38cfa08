"""A bot's turn step by step (the window's Next, Undo step, Whole turn; rootboard.game.bots.play):
worked out whole on a copy (the game unchanged), its steps applied one at a time as the game's own
actions end where ``rootboard bot`` ends, where the game stands in it is read from the history, the
table's dice for a battle change that battle and what follows, and a step's places come from its edits.

Positions are built by putting pieces on the derived board (suits, adjacency), never typed."""

from __future__ import annotations

import pytest

from rootboard.errors import BadInput
from rootboard.game import replay
from rootboard.game.actions import Score
from rootboard.game.bots.play import Context, plan_turn, play_turn
from rootboard.game.factions.marquise.board import adjacent_clearings
from rootboard.game.kinds import OUT, SUPPLY
from rootboard.game.state import shift
from tests.game.bots.kit import M, bot_game, of_suit, put, snapshot


def battle_position():
    """Her warriors in every fox clearing, the Eyrie's in the first: a battle there (4.5.1)."""
    state = bot_game()
    fox = of_suit(state, "fox")
    for c in fox:
        put(state, c, M)
    put(state, fox[0], "eyrie", n=2)
    return state


def move_position():
    """Four of hers in a fox clearing, the Eyrie next door: all but three move there (4.5.4)."""
    state = bot_game()
    fox = of_suit(state, "fox")
    origin = next(c for c in fox if len(adjacent_clearings(state, c)) >= 2)
    near = sorted(adjacent_clearings(state, origin))
    put(state, origin, M, n=4)
    put(state, near[-1], "eyrie", n=2)
    return state, origin, near[-1]


def apply_all(state, plan):
    law = replay.rules_for(state)
    for step in plan.steps:
        if step.entry is not None:
            assert replay.perform(state, step.action(law), plan.mode).applied


def test_working_out_a_turn_changes_nothing_and_its_steps_end_where_the_command_ends():
    state = battle_position()
    before = snapshot(state)
    plan = plan_turn(state, M, Context(orders=["fox"]))
    assert snapshot(state) == before
    assert plan.start == state.cursor and plan.applied(state) == 0
    assert all(s.said() is not None or s.entry is not None for s in plan.steps)
    command = state.copy()
    played = play_turn(command, M, Context(orders=["fox"]))
    assert [p.doing.section for p in played] == [s.section for s in plan.steps]
    apply_all(state, plan)
    assert snapshot(state) == snapshot(command)  # position and history, dice and all
    acting = [n for n, s in enumerate(plan.steps) if s.entry is not None]
    assert plan.applied(state) == acting[-1] + 1


def test_where_the_game_stands_is_read_from_its_history():
    state = battle_position()
    plan = plan_turn(state, M, Context(orders=["fox"]))
    law = replay.rules_for(state)
    acting = [n for n, s in enumerate(plan.steps) if s.entry is not None]
    first, second = acting[:2]
    assert replay.perform(state, plan.steps[first].action(law)).applied
    assert plan.applied(state) == first + 1
    # said steps after the last action are taken one Next at a time, never past the next action
    assert plan.position(state, 0) == first + 1
    assert plan.position(state, len(plan.steps)) == second
    replay.undo(state)
    assert plan.applied(state) == 0 and plan.position(state, first + 1) == first
    # another action played where the bot's step was: the game has left the plan
    assert replay.perform(state, Score("eyrie", 1), "teach").applied
    assert plan.applied(state) is None and plan.position(state, 0) is None


def test_the_tables_dice_change_that_battle_and_keep_the_steps_before():
    state = battle_position()
    plan = plan_turn(state, M, Context(orders=["fox"]))
    at = next(n for n, s in enumerate(plan.steps) if s.dice() is not None)
    faces = next((h, l) for h in range(4) for l in range(h + 1) if (h, l) != plan.steps[at].dice())
    again = plan.with_dice(state, at, faces)
    assert again.steps[at].dice() == faces
    assert [s.entry for s in again.steps[:at]] == [s.entry for s in plan.steps[:at]]
    # applied, the battle is rolled with the table's faces, as --rolls plays it
    command = state.copy()
    play_turn(command, M, Context(orders=["fox"], rolls=[faces]))
    apply_all(state, again)
    assert snapshot(state) == snapshot(command)


def test_dice_are_given_for_a_battle_still_to_come_only():
    state = battle_position()
    plan = plan_turn(state, M, Context(orders=["fox"]))
    with pytest.raises(BadInput) as refused:
        plan.with_dice(state, 0, (3, 0))  # the order card: no battle
    assert refused.value.problem.template.id == "bot.dice-no-battle"
    assert "4.3.2" in refused.value.problem.sections
    at = next(n for n, s in enumerate(plan.steps) if s.dice() is not None)
    apply_all(state, plan)
    with pytest.raises(BadInput) as refused:
        plan.with_dice(state, at, (3, 0))  # that battle is fought already
    assert refused.value.problem.template.id == "bot.dice-no-battle"
    replay.perform(state, Score("eyrie", 1), "teach")
    with pytest.raises(BadInput) as refused:
        plan.with_dice(state, at, (3, 0))  # the game has left the plan
    assert refused.value.problem.template.id == "bot.plan-left"


def test_a_turn_that_cannot_be_worked_out_is_refused_and_changes_nothing():
    # 4.5.5: she places no building and has five or fewer on the map: another order card needed
    state = bot_game()
    put(state, of_suit(state, "fox")[0], M)
    state.apply([shift((M, "sawmill"), SUPPLY, OUT, 6)])
    before = snapshot(state)
    with pytest.raises(BadInput):
        plan_turn(state, M, Context(orders=["fox"]))
    assert snapshot(state) == before
    assert plan_turn(state, M, Context(orders=["fox", "rabbit"])).steps


def test_a_steps_places_come_from_its_edits():
    state, origin, destination = move_position()
    plan = plan_turn(state, M, Context(orders=["fox"]))
    moves = [s for s in plan.steps if s.entry is not None and s.entry["action"]["type"] == "move"]
    assert moves and moves[0].places(state).origins == (origin,)
    assert moves[0].places(state).destinations == (destination,)
    placed = next(s for s in plan.steps if s.entry is not None and s.entry["action"]["type"] == "place")
    assert placed.places(state).at == (placed.entry["action"]["request"]["where"],)
    said = next(s for s in plan.steps if s.entry is None)
    assert said.places(state).areas == ()
