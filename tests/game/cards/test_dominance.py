"""Who wins by dominance at the start of a Birdsong (3.3.1.I, 3.3.1.II): clearings of the
card's suit and opposite corners from each map's data."""

from __future__ import annotations

import pytest

from rootboard.game import replay
from rootboard.game.actions import EndTurn
from rootboard.game.cards.dominance import SUITED_DOMINANCE, dominance_winner, opposite_corners
from rootboard.game.cards.table import card_edit
from tests.game.gamekit import MAPS, game, put, turn_of

PLAYERS = ("marquise", "eyrie", "alliance", "vagabond")


def activated(state, faction: str, suit: str):
    state.apply([card_edit(f"dominance-{suit}", "draw", f"activated:{faction}")])
    return state


@pytest.mark.parametrize("map_name", MAPS)
def test_opposite_corners_are_the_maps_own_pairs(map_name):
    board = game(map_name, PLAYERS).topology.board
    pairs = opposite_corners(board)
    corners = sorted(c.id for c in board.clearings.values() if c.corner)
    assert sorted(c for pair in pairs for c in pair) == corners  # each corner in one pair
    for a, b in pairs:
        assert board.clearings[a].opposite_corner == b and board.clearings[b].opposite_corner == a


@pytest.mark.parametrize("suit", ["fox", "mouse", "rabbit"])
def test_three_ruled_clearings_of_the_suit_win(suit):
    state = activated(game("autumn", PLAYERS), "marquise", suit)
    of_suit = sorted(c for c, s in state.suits.items() if s == suit)
    for clearing in of_suit[:SUITED_DOMINANCE - 1]:
        put(state, clearing, "marquise")
    assert dominance_winner(state) is None
    put(state, of_suit[SUITED_DOMINANCE - 1], "marquise")
    assert dominance_winner(state) == "marquise" and dominance_winner(state, "eyrie") is None


@pytest.mark.parametrize("map_name", MAPS)
def test_bird_dominance_needs_two_opposite_corners(map_name):
    state = activated(game(map_name, PLAYERS), "alliance", "bird")
    (a, b), *_ = opposite_corners(state.topology.board)
    not_opposite = next(c.id for c in state.topology.board.clearings.values() if c.corner and c.id not in (a, b))
    put(state, a, "alliance")
    put(state, not_opposite, "alliance")
    assert dominance_winner(state, "alliance") is None
    put(state, b, "alliance")
    assert dominance_winner(state, "alliance") == "alliance"
    put(state, b, "marquise")  # a tie: nobody rules (2.5; not the Eyrie, who rule ties, 7.2.2)
    assert dominance_winner(state, "alliance") is None


def test_ending_a_turn_says_the_next_faction_wins_by_dominance():
    state = turn_of(activated(game("autumn", PLAYERS), "eyrie", "fox"), "marquise", "evening")
    for clearing in sorted(c for c, s in state.suits.items() if s == "fox")[:SUITED_DOMINANCE]:
        put(state, clearing, "eyrie")
    outcome = replay.perform(state, EndTurn())
    assert "3.3.1" in [n.sections[0] for n in outcome.verdict.notes]


def vagabond_holding_dominance(scores: dict):
    from rootboard.game.cards.table import card_edit as edit

    state = turn_of(game("autumn", PLAYERS), "vagabond", "daylight")
    state.scores.update(scores)
    state.apply([edit("dominance-mouse", "draw", "known:vagabond")])
    return state


def test_the_vagabond_forms_a_coalition_with_the_player_with_fewest_points():
    """9.2.8: not his own victory condition; a player with fewer points than each other but him."""
    from rootboard.game.cards.actions import ActivateDominance

    state = vagabond_holding_dominance({"vagabond": 12, "marquise": 8, "eyrie": 3, "alliance": 3})
    outcome = replay.perform(state, ActivateDominance("vagabond", "dominance-mouse", "marquise"))
    assert not outcome.applied and outcome.verdict.section == "9.2.8"
    outcome = replay.perform(state, ActivateDominance("vagabond", "dominance-mouse", "eyrie"))  # a tie: he chooses
    assert outcome.applied and state.coalitions == {"vagabond": "eyrie"}
    assert dominance_winner(state, "vagabond") is None
    replay.undo(state)
    assert state.coalitions == {}


def test_no_coalition_in_a_game_of_three():
    from rootboard.game.cards.actions import ActivateDominance
    from rootboard.game.cards.table import card_edit as edit

    state = turn_of(game("autumn", ("marquise", "eyrie", "vagabond")), "vagabond", "daylight")
    state.scores.update({"vagabond": 10})
    state.apply([edit("dominance-mouse", "draw", "known:vagabond")])
    outcome = replay.perform(state, ActivateDominance("vagabond", "dominance-mouse", "eyrie"))
    assert not outcome.applied and outcome.verdict.possible and outcome.verdict.section == "9.2.8"
