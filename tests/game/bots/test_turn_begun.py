"""A bot's turn begun is not begun twice (issue 36): its order card's reveal is the turn's first
action in the history (``bot-order``, recording what the table said), so a second ``play_turn``
in the same Birdsong is refused with what, why and its section and changes nothing; the rest of
a turn begun is worked out again from the history (``resumed_plan``, ``play_rest``) and ends where
the whole turn played at once ends; a turn the game left after the reveal cannot be resumed.

Positions are built by putting pieces on the derived board, never typed."""

from __future__ import annotations

import pytest

from rootboard.errors import BadInput
from rootboard.game import replay
from rootboard.game.actions import Score
from rootboard.game.bots.actions import ORDER_USED, BotOrder, order_revealed
from rootboard.game.bots.play import Context, plan_turn, play_rest, play_turn, resumed_plan, turn_may_start
from tests.game.bots.kit import M, snapshot
from tests.game.bots.test_play_steps import battle_position


def applied_up_to(state, plan, actions: int):
    """The plan's first ``actions`` acting steps applied to ``state`` (the window's Next)."""
    law = replay.rules_for(state)
    for step in [s for s in plan.steps if s.entry is not None][:actions]:
        assert replay.perform(state, step.action(law), plan.mode).applied


def test_the_reveal_is_the_turns_first_action_and_records_what_the_table_said():
    state = battle_position()
    play_turn(state, M, Context(orders=["fox"], item="hammer"))
    first = state.history[0]["action"]
    assert first == BotOrder(M, ("fox",), "hammer").to_json()
    assert ORDER_USED not in state.used  # the turn over: the next turn may reveal its own card


def test_a_turn_begun_is_refused_a_second_time_and_nothing_changes():
    state = battle_position()
    plan = plan_turn(state, M, Context(orders=["fox"]))
    applied_up_to(state, plan, 2)  # revealed and a step further, still in her Birdsong or after
    assert order_revealed(state, M)["orders"] == ["fox"] and not turn_may_start(state, M)
    before, cursor = snapshot(state), state.cursor
    with pytest.raises(BadInput) as refused:
        play_turn(state, M, Context(orders=["fox"]))
    message = refused.value.message
    assert message.id == "bot.turn-begun" and "16.1.3" in message.sections and message.params["suit"] == "fox"
    assert snapshot(state) == before and state.cursor == cursor


def test_the_reveal_played_twice_is_illegal():
    state = battle_position()
    assert replay.perform(state, BotOrder(M, ("fox",))).applied
    again = replay.perform(state, BotOrder(M, ("rabbit",)))
    assert not again.applied and again.verdict.message.id == "bot.turn-begun"


@pytest.mark.parametrize("actions", [1, 2, 3])
def test_the_rest_of_a_turn_begun_ends_where_the_whole_turn_ends(actions):
    state = battle_position()
    whole = state.copy()
    play_turn(whole, M, Context(orders=["fox"], item="hammer"))
    plan = plan_turn(state, M, Context(orders=["fox"], item="hammer"))
    applied_up_to(state, plan, actions)
    resumed = resumed_plan(state, M)
    assert resumed is not None and resumed.start == 0 and resumed.applied(state) is not None
    played = play_rest(state, M)
    assert played and snapshot(state) == snapshot(whole)
    assert [e["action"] for e in state.history] == [e["action"] for e in whole.history]


def test_a_turn_the_game_left_after_its_reveal_is_not_resumed():
    state = battle_position()
    plan = plan_turn(state, M, Context(orders=["fox"]))
    applied_up_to(state, plan, 1)
    assert replay.perform(state, Score("eyrie", 1), "teach").applied  # another action, not the bot's
    assert resumed_plan(state, M) is None
    before = snapshot(state)
    with pytest.raises(BadInput) as refused:
        play_rest(state, M)
    assert refused.value.message.id == "bot.turn-begun" and snapshot(state) == before


def test_undone_to_before_the_reveal_the_turn_may_start_again():
    state = battle_position()
    plan = plan_turn(state, M, Context(orders=["fox"]))
    applied_up_to(state, plan, 1)
    replay.undo(state)
    assert turn_may_start(state, M) and order_revealed(state, M) is None and resumed_plan(state, M) is None
