"""The Drillbit Duchy's Foundations and Investors (chosen traits; [CR] TextFoundations,
TextInvestors), where Cost of Errors triggers: a removal of its building by the table, a battle on
another player's turn. Ministers and suits from its board's data, clearings from the derived map."""

from __future__ import annotations

from rootboard.game import replay
from rootboard.game.actions import Remove
from rootboard.game.battle.resolution import Battle
from rootboard.game.bots.duchy.board import SUIT_OF, TOP_TO_BOTTOM
from rootboard.game.bots.duchy.traits import BotInvestors
from rootboard.game.factions.duchy.board import swayed
from rootboard.game.placement import PieceRequest
from tests.game.bots.duchy.test_turn import D, duchy_game
from tests.game.bots.kit import of_suit, snapshot
from tests.game.gamekit import put, turn_of


def crowned(state, *ministers):
    from rootboard.game.bots.duchy.actions import BotSway

    for m in ministers:
        assert replay.perform(state, BotSway(D, m), "enforce").applied


def _two_suits():
    """Two swayed ministers of different suits, the second lower on the board."""
    first = TOP_TO_BOTTOM[0]
    second = next(m for m in TOP_TO_BOTTOM[1:] if SUIT_OF[m] != SUIT_OF[first])
    return first, second


def test_foundations_uncrowns_the_bottommost_minister_of_the_clearings_suit():
    # A building removed from a clearing of the upper minister's suit: plain Cost of Errors takes
    # the bottommost crown; Foundations takes the one matching the clearing.
    first, second = _two_suits()
    for traits, left in ((("foundations",), [second]), ((), [first])):
        state = duchy_game(traits=traits)
        crowned(state, first, second)
        c = of_suit(state, SUIT_OF[first])[0]
        put(state, c, D, "market")
        assert replay.perform(state, Remove(PieceRequest(D, "market", c), "marquise"), "teach").applied
        assert sorted(swayed(state)) == sorted(left)


def test_foundations_no_matching_minister_no_crown_lost():
    first, second = _two_suits()
    state = duchy_game(traits=("foundations",))
    crowned(state, first)
    other = next(s for s in ("fox", "mouse", "rabbit") if s != SUIT_OF[first])
    c = of_suit(state, other)[0]
    put(state, c, D, "market")
    outcome = replay.perform(state, Remove(PieceRequest(D, "market", c), "marquise"), "teach")
    assert swayed(state) == [first] and any(n.id == "bot.duchy.no-crown" for n in outcome.verdict.notes)


def test_cost_of_errors_once_in_a_battle_on_another_turn():
    # The Marquise attacks two of its buildings (no warrior: defenseless), dice 3,3 with 3 warriors:
    # both go in one battle; one crown only.
    state = duchy_game()
    crowned(state, TOP_TO_BOTTOM[0], TOP_TO_BOTTOM[1])
    c = of_suit(state, "fox")[0]
    put(state, c, D, "market")
    put(state, c, D, "citadel")
    put(state, c, "marquise", n=3)
    turn_of(state, "marquise", "daylight")
    outcome = replay.perform(state, Battle("marquise", D, c, rolls=(3, 3), defender_removes=("market", "citadel")),
                             "teach")
    assert outcome.applied and not state.count(c, (D, "market")) and not state.count(c, (D, "citadel"))
    assert swayed(state) == [TOP_TO_BOTTOM[0]]


def test_investors_said_to_the_human_and_answered_by_the_table():
    state = duchy_game(traits=("investors",))
    c = of_suit(state, "mouse")[0]
    put(state, c, D, "market")
    outcome = replay.perform(state, Remove(PieceRequest(D, "market", c), "marquise"), "teach")
    said = [n for n in outcome.verdict.notes if n.id == "bot.duchy.investors"]
    assert len(said) == 1 and said[0].params["who"] == "marquise" and said[0].params["suit"] == "mouse"
    top_mouse = next(m for m in TOP_TO_BOTTOM if SUIT_OF[m] == "mouse")
    assert said[0].params["minister"] == top_mouse
    # She cannot discard a mouse card: the Duchy sways its topmost unswayed mouse minister.
    assert replay.perform(state, BotInvestors(D, "marquise", "mouse", False), "enforce").applied
    assert top_mouse in swayed(state)
    # She discards one: the Duchy loses 1 VP.
    state.scores[D] = 3
    assert replay.perform(state, BotInvestors(D, "marquise", "mouse", True), "enforce").applied
    assert state.scores[D] == 2


def test_investors_refused_without_the_trait_or_for_a_bot_and_nothing_changes():
    state = duchy_game()
    before = snapshot(state)
    outcome = replay.perform(state, BotInvestors(D, "marquise", "fox", True), "enforce")
    assert not outcome.applied and outcome.verdict.message.id == "bot.duchy.not-investors"
    assert snapshot(state) == before
    state = duchy_game(traits=("investors",))
    outcome = replay.perform(state, BotInvestors(D, D, "fox", True), "enforce")
    assert not outcome.applied and outcome.verdict.message.id == "bot.duchy.not-a-human"


def test_investors_not_said_when_a_bot_removed_it():
    state = duchy_game(traits=("investors",))
    c = of_suit(state, "mouse")[0]
    put(state, c, D, "market")
    outcome = replay.perform(state, Remove(PieceRequest(D, "market", c), D), "teach")
    assert not any(n.id == "bot.duchy.investors" for n in outcome.verdict.notes)
