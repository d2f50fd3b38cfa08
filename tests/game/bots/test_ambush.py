"""An ambush card against a bot's battle (4.3.1; issue 36): the table says the human defender
played one (``Context.ambushes``, the window's step by step ``TurnPlan.with_ambush``, ``rootboard
bot --ambush``) and the bot's battle is played with it, judged by the battle's own check. Every
bot that battles on its turn Hates Surprises (its board's rule; the Automated Alliance battles on
no turn of hers), so in enforce mode the ambush is refused saying so and nothing changes; teach
mode applies it with the warning logged (its two hits at once, 4.3.1.II); a bot defending has no
hand to play one from.

Positions are built by putting pieces on the derived board, never typed."""

from __future__ import annotations

import pytest

from rootboard.errors import BadInput
from rootboard.game import replay
from rootboard.game.bots.play import Context, plan_turn, play_turn
from rootboard.game.kinds import WARRIOR
from tests.game.bots.kit import M, of_suit, snapshot
from tests.game.bots.test_play_steps import battle_position
from tests.game.gamekit import game, put, turn_of
from rootboard.game.bots import seat_bot, settings

D = "duchy"


def duchy_battle():
    """Two Drillbit Duchy warriors and an Eyrie warrior in the first rabbit clearing: with a
    rabbit order the Duchy battles the Eyrie there ([CR] Daylight Battle)."""
    state = game("autumn", ("marquise", "eyrie", D), seed=7)
    seat_bot(state, D, settings("drillbit-duchy"))
    turn_of(state, D)
    c = of_suit(state, "rabbit")[0]
    put(state, c, D, WARRIOR, 2)
    put(state, c, "eyrie", WARRIOR, 1)
    return state, c


def up_to_battle(state, plan) -> int:
    """The plan's steps before its first battle applied; the battle's step."""
    at = next(n for n, s in enumerate(plan.steps) if s.dice() is not None)
    for step in [s for s in plan.steps[:at] if s.entry is not None]:
        assert replay.perform(state, step.action(replay.rules_for(state)), plan.mode).applied
    return at


def test_every_bot_that_battles_hates_surprises_so_an_ambush_is_refused_and_nothing_changes():
    # Hates Surprises ([CR] RuleHatesSurprises, each bot's board): no ambush card against it.
    for state, fid, order in ((duchy_battle()[0], D, "rabbit"), (battle_position(), M, "fox")):
        before = snapshot(state)
        with pytest.raises(BadInput) as refused:
            play_turn(state, fid, Context(orders=[order], rolls=[(0, 0)], ambushes={0: "bird"}))
        assert refused.value.message.params["why"].id.endswith("hates-surprises")
        assert {"4.3.1", "16.1.3"} <= set(refused.value.message.sections) and snapshot(state) == before


def test_in_teach_mode_the_ambush_is_applied_with_its_warning_logged():
    state, c = duchy_battle()
    plain = state.copy()
    play_turn(plain, D, Context(orders=["rabbit"], rolls=[(0, 0)]), "teach")
    played = play_turn(state, D, Context(orders=["rabbit"], rolls=[(0, 0)], ambushes={0: "rabbit"}), "teach")
    battle = next(p for p in played if p.action and p.action["type"] == "battle")
    assert battle.action["ambush"] and battle.action["ambush_suit"] == "rabbit"
    entry = next(e for e in state.history if e["action"]["type"] == "battle")
    assert entry["mode"] == "teach" and not entry["verdict"]["legal"]  # applied, the warning kept
    assert plain.count(c, (D, WARRIOR)) == 2 > state.count(c, (D, WARRIOR))  # the card's two hits (4.3.1.II)


def test_the_plan_says_why_no_ambush_may_be_played_by_the_battles_own_check():
    state, c = duchy_battle()
    plan = plan_turn(state, D, Context(orders=["rabbit"], rolls=[(0, 0)]))
    at = up_to_battle(state, plan)
    assert plan.ambush_refusal(state, at).id == "bot.duchy.hates-surprises"
    with pytest.raises(BadInput):
        plan.with_ambush(state, at - 1, "bird")  # not a battle
    with pytest.raises(BadInput):
        plan.with_ambush(state, at, "bird")  # refused as the battle is: Hates Surprises


def test_a_plan_worked_out_again_with_an_ambush_keeps_the_battles_dice():
    state, c = duchy_battle()
    plan = plan_turn(state, D, Context(orders=["rabbit"], rolls=[(0, 0)]), "teach")
    at = up_to_battle(state, plan)
    ambushed = plan.with_ambush(state, at, "bird")
    assert ambushed.steps[at].entry["action"]["ambush"] and ambushed.steps[at].dice() == plan.steps[at].dice()
    assert ambushed.ambushes == ((0, "bird"),) and ambushed.with_ambush(state, at, None).ambushes == ()


def test_a_bot_defending_has_no_hand_to_ambush_from():
    state, c = duchy_battle()
    seat_bot(state, "eyrie", settings("electric-eyrie"))
    plan = plan_turn(state, D, Context(orders=["rabbit"], rolls=[(0, 0)]))
    at = up_to_battle(state, plan)
    assert plan.ambush_refusal(state, at).id == "bot.no-hand-ambush"
