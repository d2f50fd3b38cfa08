"""The Logical Lizards' Fanatics and Spiteful (Law of Rootbotics chapter 8, chosen traits; [CR]
TextFanatics, TextSpiteful), on hand-worked positions: one acolyte, so one conspiracy, which the
Conspiracy marker names (8.4.2 [RDB]); dice given, the hits worked by hand."""

from __future__ import annotations

from rootboard.game import replay
from rootboard.game.bots.lizards.actions import BotAcolyte, BotConspiracy
from tests.game.bots.lizards.kit import L, doings, lizards_game, of_suit, put, said, turn


def _one_acolyte(state, marker=None):
    assert replay.perform(state, BotAcolyte(L), "enforce").applied  # from the supply
    if marker is not None:  # the marker moves one space before the conspiracy: set the space before
        assert replay.perform(state, BotConspiracy(L, marker), "enforce").applied
    return state


def test_fanatics_battles_after_a_convert_with_an_extra_hit():
    # Convert (the marker's first move, 8.3.3): the Marquise's warrior in an ordered fox clearing
    # is replaced; with Fanatics it then battles there, the Marquise (her sawmill, defenseless now).
    # Dice 0,0: no rolled hits; Fanatics' extra hit and the defenseless one remove the sawmill.
    for traits, battles in ((("fanatics",), 1), ((), 0)):
        state = _one_acolyte(lizards_game(traits=traits))
        c = of_suit(state, "fox")[0]
        put(state, c, "marquise")
        put(state, c, "marquise", "sawmill")
        played = turn(state, "fox", rolls=[(0, 0)])
        assert [a["conspiracy"] for a in doings(played, "bot-lizards-conspiracy")] == ["convert"]
        fought = doings(played, "battle")
        assert len(fought) == battles
        if battles:
            assert (fought[0]["defender"], fought[0]["clearing"], fought[0]["effects"]) == ("marquise", c,
                                                                                          ["fanatics"])
            assert state.count(c, ("marquise", "sawmill")) == 0 and "bot.lizards.fanatics" in said(played)


def test_spiteful_scores_one_more_when_a_crusade_removes_tokens():
    # Crusade: two Lizard warriors beside the Alliance's sympathy token (defenseless). Dice 1,0:
    # it removes the token (1 VP, 3.2.1); Spiteful adds 1 VP; without tokens removed, nothing.
    for traits, points in ((("spiteful",), 2), ((), 1)):
        state = _one_acolyte(lizards_game(traits=traits), marker="convert")
        c = of_suit(state, "fox")[0]
        put(state, c, L, n=2)
        put(state, c, "alliance", "sympathy")
        played = turn(state, "fox", rolls=[(1, 0)])
        assert [b["defender"] for b in doings(played, "battle")] == ["alliance"]
        assert state.count(c, ("alliance", "sympathy")) == 0
        assert state.scores[L] == points  # no garden, no item: the Crusade's points only
