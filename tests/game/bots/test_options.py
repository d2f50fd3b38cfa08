"""What may be done at a seat a bot plays (issue 36, 16.1.3): the bot's turn as ``rootboard bot``
plays it, offered by the checks that judge it (the reveal's own check before the order card,
the history's resumed plan after it), never the turn's phases; what others owe is offered as
at any seat. Positions are built by putting pieces on the derived board, never typed."""

from __future__ import annotations

from rootboard.game import replay
from rootboard.game.actions import Score
from rootboard.game.bots import seat_bot, settings
from rootboard.game.bots.actions import ORDER_SUITS, BotOrder
from rootboard.game.bots.options import bot_turn
from rootboard.game.bots.play import Context, plan_turn, play_rest, play_turn
from rootboard.game.turns.options import options
from tests.game.bots.kit import M, bot_game, snapshot
from tests.game.bots.test_play_steps import battle_position
from tests.game.bots.test_turn_begun import applied_up_to
from tests.game.gamekit import turn_of

TURN_OWN = {"phase", "step", "end-turn"}  # the turn's own moves a person's seat is offered


def test_a_persons_seat_has_no_bot_turn_and_keeps_its_phases():
    state = turn_of(bot_game(), "eyrie")
    assert bot_turn(state) is None
    assert TURN_OWN & {o.action.kind for o in options(state) if o.playable}


def test_before_the_reveal_each_suit_and_item_offered_plays_the_turn():
    state = bot_game()
    offered = bot_turn(state)
    assert offered.playable and not offered.begun and offered.says.sections == ("16.1.3",)
    assert set(offered.suits) <= set(ORDER_SUITS) and offered.suits and offered.items
    for suit in offered.suits:  # each suit offered is one the turn accepts, with an item it shows
        trial = state.copy()
        # her empty board asks for more order cards (Expand, 4.5.5): the next ones are the suits offered
        played = play_turn(trial, M, Context(orders=[suit, *offered.suits * 2], item=offered.items[0]))
        assert played[0].action == BotOrder(M, (suit, *offered.suits * 2), offered.items[0]).to_json()
        assert played and trial.current != M
    assert not {o.action.kind for o in options(state)} & TURN_OWN  # the bot's chapter decides, not a player


def test_out_of_its_birdsong_the_turn_is_refused_with_the_reveals_reason():
    state = turn_of(bot_game(), M, "daylight")
    offered = bot_turn(state)
    refused = BotOrder(M, (ORDER_SUITS[0],)).check(state)
    assert not offered.playable and not refused.legal
    assert offered.says.id == refused.message.id and "16.1.3" in offered.says.sections


def test_mid_turn_the_rest_is_offered_and_plays_the_steps_it_counts():
    state = battle_position()
    plan = plan_turn(state, M, Context(orders=["fox"]))
    applied_up_to(state, plan, 2)
    offered = bot_turn(state)
    assert offered.begun and offered.playable and offered.says.params["suit"] == "fox"
    assert offered.says.params["count"] == offered.left > 0
    cursor = state.cursor
    play_rest(state, M)
    assert state.cursor - cursor == offered.left


def test_mid_turn_a_turn_the_game_left_is_refused_as_rootboard_bot_refuses_it():
    state = battle_position()
    applied_up_to(state, plan_turn(state, M, Context(orders=["fox"])), 1)
    assert replay.perform(state, Score("eyrie", 1), "teach").applied
    before = snapshot(state)
    offered = bot_turn(state)
    assert offered.begun and not offered.playable and offered.says.id == "bot.turn-begun"
    assert snapshot(state) == before  # judging it changed nothing


def test_a_price_of_failure_owed_is_offered_at_a_bots_seat():
    from tests.game.factions.duchy.test_price import HIGHEST, removed
    from tests.game.factions.duchy.kit import position, set_board

    state = set_board(position(), swayed=[HIGHEST])
    seat_bot(state, M, settings("mechanical-marquise"))
    state = turn_of(state, M, "birdsong")
    assert [o.action.kind for o in options(state)] == []
    removed(state)
    found = options(state)
    assert [(o.action.kind, o.playable) for o in found] == [("duchy-price", True)]
    assert bot_turn(state).playable
