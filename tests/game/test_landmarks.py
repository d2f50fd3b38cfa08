"""Landmarks in play (16.5): safety, the Lost City's suits, the Elder Treetop's slot, the Tower."""

from __future__ import annotations

import pytest

from rootboard.game import actions as act
from rootboard.game import replay
from rootboard.game.landmarks import clearing_suits, reminders, standing
from rootboard.game.kinds import MAP, SUITS
from rootboard.game.placement import PieceRequest, open_slots
from tests.game.gamekit import MAPS, game, put


def _a_clearing(state):
    """A clearing with no landmark and an open slot."""
    return next(c for c in sorted(state.topology.board.clearings)
                if open_slots(state, c) > 0 and not any(f == MAP and p != "ruin" for f, p in state.pieces_at(c)))


@pytest.mark.parametrize("map_name", MAPS)
def test_the_lost_city_is_every_suit(map_name):
    state = game(map_name)
    c = _a_clearing(state)
    other = next(s for s in SUITS if s != state.suits[c])
    refused = replay.perform(state, act.Place(PieceRequest("lizards", f"{other}-garden", c)))
    assert not refused.applied and refused.verdict.section == "10.5.1"
    put(state, c, MAP, "lost-city")
    assert clearing_suits(state, c) == frozenset(SUITS)
    for suit in SUITS:
        assert act.Place(PieceRequest("riverfolk", f"{suit}-trade-post", c)).check(state).legal
    assert replay.perform(state, act.Place(PieceRequest("lizards", f"{other}-garden", c))).applied


@pytest.mark.parametrize("map_name", MAPS)
def test_the_elder_treetop_adds_a_slot(map_name):
    state = game(map_name)
    c = _a_clearing(state)
    before = open_slots(state, c)
    put(state, c, MAP, "elder-treetop")
    assert open_slots(state, c) == before + 1


def test_a_landmark_cannot_be_removed_and_says_what_it_does():
    state = game("autumn")
    c = _a_clearing(state)
    put(state, c, MAP, "black-market")
    outcome = replay.perform(state, act.Remove(PieceRequest(MAP, "black-market", c)))
    assert not outcome.verdict.legal and outcome.verdict.section == "16.5.1.I"
    assert standing(state) == [("black-market", c)]
    assert [m.id for m in reminders(state)] == ["landmark.black-market"]


def test_the_tower_scores_for_its_ruler_at_the_end_of_the_turn():
    state = game("autumn", ("marquise", "eyrie"))
    ruin = next(c for c, clearing in sorted(state.topology.board.clearings.items()) if clearing.ruins)
    put(state, ruin, MAP, "tower"); put(state, ruin, "marquise")
    assert replay.perform(state, act.EndTurn()).applied
    assert state.scores["marquise"] == 1
