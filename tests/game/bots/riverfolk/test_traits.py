"""The Riverfolk Robots' chosen traits (Law of Rootbotics chapter 9; [CR] TextGarrison, TextGreedy,
TextFerocious, TextInvolved), each where it acts: battles it fights, purchases on a buyer's turn,
battles between others. Dice are given, so the hits are worked by hand."""

from __future__ import annotations

from rootboard.game import replay
from rootboard.game.actions import Score
from rootboard.game.battle.resolution import Battle
from rootboard.game.factions.riverfolk.actions import Buy
from rootboard.game.kinds import WARRIOR
from tests.game.bots.riverfolk.kit import R, of_suit, put, robots_game, snapshot
from tests.game.gamekit import turn_of


def _battle(state, attacker, defender, where, rolls, mode="enforce"):
    outcome = replay.perform(state, Battle(attacker, defender, where, rolls=rolls), mode)
    assert outcome.applied, outcome.verdict.message
    return outcome


def test_garrison_never_defenseless_and_its_trade_post_adds_a_hit():
    # The Marquise (3 warriors) attacks its trade post and one Robots warrior, dice 3,3: it deals at
    # most 1 hit (its one warrior, 4.3.2.I), or 2 with Garrison (the warrior and the post).
    for traits, marquise_left in (((), 2), (("garrison",), 1)):
        state = robots_game(traits=traits)
        c = of_suit(state, "fox")[0]
        put(state, c, R, "fox-trade-post")
        put(state, c, R, n=1)
        put(state, c, "marquise", n=3)
        turn_of(state, "marquise", "daylight")
        _battle(state, "marquise", R, c, (3, 3))
        assert state.count(c, ("marquise", WARRIOR)) == marquise_left
    # No warrior of its own there: defenseless without Garrison (an extra hit), not with it.
    for traits, posts_left in (((), 0), (("garrison",), 1)):
        state = robots_game(traits=traits)
        c = of_suit(state, "fox")[0]
        put(state, c, R, "fox-trade-post")
        put(state, c, "marquise", n=1)
        turn_of(state, "marquise", "daylight")
        _battle(state, "marquise", R, c, (0, 0))
        assert state.count(c, (R, "fox-trade-post")) == posts_left


def test_ferocious_deals_three_rolled_hits_attacking_whatever_its_warriors():
    for traits, eyrie_left in (((), 3), (("ferocious",), 1)):
        state = robots_game(traits=traits)
        c = of_suit(state, "mouse")[0]
        put(state, c, R, n=1)
        put(state, c, "eyrie", n=4)
        turn_of(state, R, "daylight")
        _battle(state, R, "eyrie", c, (3, 3))
        assert state.count(c, ("eyrie", WARRIOR)) == eyrie_left  # 1 hit, or 3


def test_greedy_scores_once_when_the_leader_buys():
    for traits, leader, gained in ((("greedy",), "eyrie", 1), (("greedy",), "marquise", 0), ((), "eyrie", 0)):
        state = robots_game(traits=traits)
        assert replay.perform(state, Score(leader, 5), "teach").applied
        turn_of(state, "eyrie")
        before = state.scores[R]
        assert replay.perform(state, Buy("eyrie", "riverboats"), "enforce").applied
        # a second purchase this turn (past its limit, 11.2.6.II: applied as the table says)
        assert replay.perform(state, Buy("eyrie", "mercenaries"), "teach").applied
        assert state.scores[R] - before == gained  # once, whatever the number bought


def _involved_position(traits, bought_mercenaries=False):
    state = robots_game(traits=traits)
    c = of_suit(state, "rabbit")[0]
    put(state, c, R, n=2)
    put(state, c, "marquise", n=2)
    put(state, c, "eyrie", n=1)
    turn_of(state, "marquise")
    if bought_mercenaries:
        assert replay.perform(state, Buy("marquise", "mercenaries"), "enforce").applied
    turn_of(state, "marquise", "daylight")
    return state, c


def test_involved_its_warriors_defend_the_enemy_of_a_human_who_bought_no_mercenaries():
    # The Marquise attacks the Eyrie (1 warrior) where 2 Robots warriors stand; dice 2,2.
    # Involved, without her purchase: they fight for the Eyrie, so its side deals 2 hits, not 1.
    for traits, bought, marquise_left in ((("involved",), False, 0), ((), False, 1), (("involved",), True, 1)):
        state, c = _involved_position(traits, bought)
        _battle(state, "marquise", "eyrie", c, (2, 2))
        assert state.count(c, ("marquise", WARRIOR)) == marquise_left


def test_involved_lets_the_vagabond_buy_mercenaries_without_their_help():
    from rootboard.game.factions.vagabond.actions import SetCharacter
    from tests.game.gamekit import game
    from rootboard.game.bots import seat_bot, settings

    for traits, sold in ((("involved",), True), ((), False)):
        state = game("autumn", ("marquise", "vagabond", R), seed=7)
        seat_bot(state, R, settings("riverfolk-robots", "normal", traits))
        assert replay.perform(state, SetCharacter("vagabond", "thief"), "enforce").applied
        turn_of(state, "vagabond")
        before = snapshot(state)
        outcome = replay.perform(state, Buy("vagabond", "mercenaries"), "enforce")
        assert outcome.applied == sold
        if not sold:
            assert snapshot(state) == before
        else:
            assert state.law[R]._buyer(state) is None  # they do not fight for him
