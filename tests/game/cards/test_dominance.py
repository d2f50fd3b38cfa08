"""Who wins by dominance at the start of a Birdsong (3.3.1.I, 3.3.1.II): clearings of the
card's suit and opposite corners from each map's data; the victory recorded by end-turn, the
Vagabond in coalition winning with his partner (9.2.8)."""

from __future__ import annotations

import pytest

from rootboard.game import replay, victory
from rootboard.game.actions import EndTurn
from rootboard.game.cards.dominance import SUITED_DOMINANCE, birdsong_victory, dominance_winner, opposite_corners
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


def eyrie_ruling_fox(players=PLAYERS):
    """The Marquise's Evening; the Eyrie, next, holds the fox dominance card and rule three fox clearings."""
    state = turn_of(activated(game("autumn", players), "eyrie", "fox"), "marquise", "evening")
    for clearing in sorted(c for c, s in state.suits.items() if s == "fox")[:SUITED_DOMINANCE]:
        put(state, clearing, "eyrie")
    return state


def test_ending_a_turn_records_the_next_faction_s_victory_by_dominance():
    """3.3.1: at the start of its Birdsong; one more edit of end-turn, as a victory at 30 is (3.1)."""
    state = eyrie_ruling_fox()
    outcome = replay.perform(state, EndTurn())
    assert outcome.applied and state.current == "eyrie"
    assert state.winner == {"faction": "eyrie", "kind": "dominance", "with": []}
    [said] = [n for n in outcome.verdict.notes if n.id == "victory.dominance"]
    assert said.sections == ("3.3.1",) and said.params == {"who": "eyrie"}
    assert ["set", "winner", None, state.winner] in state.history[-1]["edits"]
    assert victory.declared(state).id == "victory.won-dominance"
    assert replay.perform(state, EndTurn()).verdict.section == "3.3.1"  # the game is over
    replay.undo(state)
    assert state.winner is None and state.current == "marquise"
    replay.redo(state)
    assert victory.winner(state) == "eyrie"


def test_no_victory_by_dominance_for_a_faction_ruling_too_little_or_not_next():
    state = eyrie_ruling_fox()
    state.turn = state.factions.index("alliance")  # the Eyrie's Birdsong is not next: the Vagabond's is
    assert replay.perform(state, EndTurn()).applied and state.winner is None
    state = eyrie_ruling_fox()
    put(state, sorted(c for c, s in state.suits.items() if s == "fox")[0], "marquise", "warrior", 9)
    assert replay.perform(state, EndTurn()).applied and state.winner is None


def test_a_vagabond_in_coalition_wins_with_his_partner_by_dominance():
    """9.2.8: if his coalition partner wins the game, the Vagabond also wins."""
    state = eyrie_ruling_fox()
    state.coalitions = {"vagabond": "eyrie"}
    outcome = replay.perform(state, EndTurn())
    assert state.winner == {"faction": "eyrie", "kind": "dominance", "with": ["vagabond"]}
    assert victory.winners(state) == ["eyrie", "vagabond"]
    [said] = [n for n in outcome.verdict.notes if n.id == "victory.with"]
    assert said.sections == ("3.3.1", "9.2.8")


def test_a_score_of_30_reached_as_the_turn_ends_comes_before_dominance():
    from rootboard.game.state import Edit

    state = eyrie_ruling_fox()
    reaching = victory.WINNING_SCORE - state.scores["marquise"]
    turn = EndTurn()._turn_edits(state)
    assert birdsong_victory(state, [Edit("score", ("marquise", reaching)), *turn]) == ([], None)
    assert birdsong_victory(state, turn)[0]  # without it, the Eyrie's


def test_teach_mode_ending_a_turn_early_still_says_and_records_the_victory():
    state = eyrie_ruling_fox()
    state.phase = "daylight"
    outcome = replay.perform(state, EndTurn(), replay.TEACH)
    assert outcome.applied and not outcome.verdict.legal and victory.winner(state) == "eyrie"
    assert "victory.dominance" in [n.id for n in outcome.verdict.notes]


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
