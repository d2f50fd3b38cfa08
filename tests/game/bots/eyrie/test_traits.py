"""The Electric Eyrie's War Tax (Law of Rootbotics chapter 5, a chosen trait; [CR] TextWarTax):
an enemy loses a point for each of its buildings and tokens she removes, attacking on her turn or
defending on theirs. Dice are given, so the hits are worked by hand."""

from __future__ import annotations

from rootboard.game import replay
from rootboard.game.actions import Score
from rootboard.game.battle.resolution import Battle
from tests.game.bots.eyrie.kit import E, eyrie_game
from tests.game.bots.kit import of_suit
from tests.game.gamekit import put, turn_of


def _position(traits, attacker):
    state = eyrie_game(traits=traits)
    c = of_suit(state, "fox")[0]
    put(state, c, "marquise", "sawmill")
    put(state, c, "marquise", "wood")
    put(state, c, E, n=3)
    if attacker == "marquise":
        put(state, c, "marquise", n=1)
    assert replay.perform(state, Score("marquise", 4), "teach").applied
    turn_of(state, attacker, "daylight")
    return state, c


def test_war_tax_when_she_attacks():
    # Dice 3,0 against the Marquise's sawmill and wood, no warrior: 3 rolled hits (capped at 3)
    # and 1 for defenseless remove both; she scores 2 (3.2.1), the Marquise loses 2 with War Tax.
    for traits, marquise in ((("war-tax",), 2), ((), 4)):
        state, c = _position(traits, E)
        assert replay.perform(state, Battle(E, "marquise", c, rolls=(3, 0)), "enforce").applied
        assert state.scores[E] == 2 and state.scores["marquise"] == marquise


def test_war_tax_when_she_defends_on_another_turn():
    # The Marquise attacks with one warrior, dice 3,3: she deals 1, the Eyrie deals 3: the warrior,
    # then the sawmill and the wood; the Marquise loses 2 with War Tax.
    state, c = _position(("war-tax",), "marquise")
    assert replay.perform(state, Battle("marquise", E, c, rolls=(3, 3)), "enforce").applied
    assert state.scores[E] == 2 and state.scores["marquise"] == 2
