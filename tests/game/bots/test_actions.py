"""The bots' own action, crafting the order card (each bot's Birdsong: Rootbotics 4.4.2 for the
Mechanical Marquise 2.0): the item leaves the item supply for her Crafted Items box, 1 VP."""

from __future__ import annotations

import pytest

from rootboard.errors import BadInput
from rootboard.game import replay
from rootboard.game.bots.actions import POINTS, BotCraft
from rootboard.game.crafted import ITEM_SUPPLY
from rootboard.game.modes import ENFORCE
from tests.game.bots.kit import M, bot_game, doings, of_suit, put, snapshot, turn
from tests.game.gamekit import game


def test_crafting_the_order_takes_the_item_and_scores():
    state = bot_game()
    outcome = replay.perform(state, BotCraft(M, "hammer"), ENFORCE)
    assert outcome.applied
    assert state.crafted.taken == ("hammer",) and state.crafted.boxes == {M: ("hammer",)}
    assert state.scores[M] == POINTS
    replay.undo(state)
    assert state.crafted.taken == () and state.scores[M] == 0


def test_an_item_the_supply_no_longer_holds_is_not_crafted():
    state = bot_game()
    for _ in range(ITEM_SUPPLY["hammer"]):
        replay.perform(state, BotCraft(M, "hammer"), ENFORCE)
    before = snapshot(state)
    outcome = replay.perform(state, BotCraft(M, "hammer"), ENFORCE)
    assert not outcome.applied and outcome.verdict.section == "4.1.2"
    assert snapshot(state) == before
    put(state, of_suit(state, "fox")[0], M)
    played = turn(state, "fox", item="hammer")  # her turn says so and crafts nothing (4.4.2)
    assert not doings(played, "bot-craft")
    assert [p.doing.says.template.id for p in played if p.doing.section == "4.4.2"] == ["bot.order-card-not-available"]


def test_only_a_bot_crafts_an_order_card():
    state = game("autumn", ("marquise", "eyrie", "alliance"))
    outcome = replay.perform(state, BotCraft("eyrie", "boot"), ENFORCE)
    assert not outcome.applied and outcome.verdict.section == "16.1.3"
    with pytest.raises(BadInput):
        BotCraft("eyrie", "broom").check(state)


def test_her_turn_crafts_the_item_the_table_names():
    state = bot_game()
    put(state, of_suit(state, "fox")[0], M)
    played = turn(state, "fox", item="coin")
    assert [a["item"] for a in doings(played, "bot-craft")] == ["coin"]
    assert state.crafted.taken == ("coin",)
