"""The Hundreds' moods in battle (14.7): a mood works only while the board keeps its card in the Mood
Card slot (14.4.4); with no board kept, the table's declaration is trusted; Stubborn and Wrathful,
no choices, act while kept whether declared or not (14.7.7, 14.7.8)."""

from __future__ import annotations

from rootboard.game import replay
from rootboard.game.battle.resolution import Battle
from rootboard.game.factions.hundreds.board import WARLORD, WARRIOR
from tests.game.factions.hundreds.kit import H, empty_clearings, position, put, refused_then_taught, set_board


def arena():
    s = position("daylight")
    c = empty_clearings(s)[0]
    put(s, c, H, WARLORD)
    put(s, c, H, WARRIOR, 2)
    put(s, c, "eyrie", WARRIOR, 3)
    return s, c


def wrathful_battle(c):
    return Battle(H, "eyrie", c, (1, 1), attacker_removes=(WARRIOR,), defender_removes=(WARRIOR,),
                  effects=("wrathful",))


def test_wrathful_works_when_the_board_keeps_it():
    s, c = arena()
    set_board(s, mood="wrathful")
    outcome = replay.perform(s, wrathful_battle(c))
    assert outcome.applied and "14.7.8" in outcome.verdict.sections


def test_wrathful_is_refused_while_another_mood_is_kept():
    s, c = arena()
    set_board(s, mood="stubborn")
    refused_then_taught(s, wrathful_battle(c), "14.7.8")


def test_with_no_board_kept_the_declared_mood_is_trusted():
    s, c = arena()
    assert s.boards.get(H) is None
    assert replay.perform(s, wrathful_battle(c)).applied


def losses(mood: str, effects=()):
    """What the same battle (the same dice) costs each side while the board keeps ``mood``."""
    s, c = arena()
    set_board(s, mood=mood)
    before = (s.count(c, (H, WARRIOR)) + s.count(c, (H, WARLORD)), s.count(c, ("eyrie", WARRIOR)))
    outcome = replay.perform(s, Battle(H, "eyrie", c, (1, 1), attacker_removes=(WARRIOR,),
                                       defender_removes=(WARRIOR,), effects=effects))
    assert outcome.applied
    after = (s.count(c, (H, WARRIOR)) + s.count(c, (H, WARLORD)), s.count(c, ("eyrie", WARRIOR)))
    return before[0] - after[0], before[1] - after[1], outcome.verdict


def test_wrathful_kept_deals_its_extra_hit_undeclared_and_once_when_declared():
    plain = losses("bitter")  # a mood that does nothing here, undeclared
    kept = losses("wrathful")
    assert kept[1] == plain[1] + 1 and kept[0] == plain[0] and "14.7.8" in kept[2].sections
    assert losses("wrathful", ("wrathful",))[1] == kept[1]  # said by the table too: still one extra hit


def test_stubborn_kept_ignores_the_first_hit_undeclared_and_once_when_declared():
    plain = losses("bitter")
    kept = losses("stubborn")
    assert kept[0] == plain[0] - 1 and kept[1] == plain[1] and "14.7.7" in kept[2].sections
    assert losses("stubborn", ("stubborn",))[0] == kept[0]


def test_stubborn_and_wrathful_act_only_in_the_warlords_clearing():
    def away(mood):
        s, c = arena()
        set_board(s, mood=mood)
        other = empty_clearings(s)[0]
        put(s, other, H, WARRIOR, 2)
        put(s, other, "eyrie", WARRIOR, 3)
        outcome = replay.perform(s, Battle(H, "eyrie", other, (1, 1), attacker_removes=(WARRIOR,),
                                           defender_removes=(WARRIOR,)))
        assert outcome.applied
        return s.count(other, (H, WARRIOR)), s.count(other, ("eyrie", WARRIOR)), outcome.verdict.sections

    plain = away("bitter")
    for mood, section in (("wrathful", "14.7.8"), ("stubborn", "14.7.7")):
        found = away(mood)
        assert found[:2] == plain[:2] and section not in found[2], mood
