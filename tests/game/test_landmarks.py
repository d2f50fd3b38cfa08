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


def _river_ends(topology):
    """Clearings a river joins, by the river's links (on the printed board)."""
    from rootboard.board.topology import RIVER

    return {c: {l.other(c) for l in topology.links_of(c) if l.kind == RIVER}
            for c in topology.board.clearings if any(l.kind == RIVER for l in topology.links_of(c))}


@pytest.mark.parametrize("map_name", [m for m in MAPS if m != "lake"])
def test_the_ferry_landmark_goes_along_the_river(map_name):
    """On a map of rivers the Ferry (a landmark card, 16.5) carries a move to the next clearing
    along the river, from its own clearing, once per turn (its card; 16.2.2.V for the Lake)."""
    from rootboard.game.movement import FERRY_RIVER_ONLY, MoveRequest, ferry_destinations

    state = game(map_name, factions=("marquise", "eyrie"))
    rivers = _river_ends(state.topology)
    if not rivers:
        pytest.skip("no river")
    at = next(c for c in sorted(rivers) if not state.pieces_at(c))
    placed = replay.perform(state, act.Place(PieceRequest(MAP, "ferry", at)))
    assert placed.applied, placed.verdict
    assert ferry_destinations(state) == sorted(rivers[at])
    put(state, at, "marquise", "warrior", 2)
    along = sorted(rivers[at])[0]
    off = next(c for c in sorted(state.topology.board.clearings) if c != at and c not in rivers[at])
    refused = act.Move(MoveRequest("marquise", at, off, ferry=True)).check(state)
    assert not refused.legal and refused.message.id == FERRY_RIVER_ONLY.id
    assert refused.message.params["along"] == tuple(sorted(rivers[at]))
    moved = replay.perform(state, act.Move(MoveRequest("marquise", at, along, ferry=True)))
    assert moved.applied and moved.verdict.section == "16.2.2.V" and state.ferry == along
    again = act.Move(MoveRequest("marquise", along, at, ferry=True)).check(state)
    assert not again.legal and again.section == "16.2.2.V"  # once per turn


@pytest.mark.parametrize("map_name", MAPS)
def test_a_landmark_placed_by_hand_stands_where_its_card_lets_it(map_name):
    """As setup places them (16.1.5.III): the Tower where a ruin is, the Elder Treetop in a corner,
    the Black Market in a clearing of one slot, and none beside another landmark."""
    from rootboard.game.landmarks import NEEDS_CORNER, NEEDS_RUIN
    from rootboard.game.unconfirmed import LANDMARKS

    state = game(map_name)
    board = state.topology.board
    no_ruin = next(c for c in sorted(board.clearings) if not board.clearings[c].ruins and not state.pieces_at(c))
    if LANDMARKS["tower"]["where"] == "ruin" and state.tower is None:
        refused = replay.perform(state, act.Place(PieceRequest(MAP, "tower", no_ruin)))
        assert not refused.applied and refused.verdict.message.id == NEEDS_RUIN.id
    from rootboard.game.setupkit.places import open_neighbours

    landmarked = {c for _, c in standing(state)}
    not_corner = next(c for c in sorted(board.clearings) if not board.clearings[c].corner and not state.pieces_at(c)
                      and not open_neighbours(state.topology, c) & landmarked)
    refused = replay.perform(state, act.Place(PieceRequest(MAP, "elder-treetop", not_corner)))
    assert not refused.applied and refused.verdict.message.id == NEEDS_CORNER.id
    assert refused.verdict.section == "16.1.5.III"
