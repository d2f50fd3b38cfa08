"""The Hundreds' moods in battle (14.7): a mood works only while the board keeps its card in the Mood
Card slot (14.4.4); with no board kept, the table's declaration is trusted."""

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
