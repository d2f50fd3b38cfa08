"""Aid (9.5.4) to an Allied faction scores 2 VP each time (9.2.9.II), exhausting the item;
to an Indifferent one it scores nothing by itself; undo takes the points back."""

from __future__ import annotations

from rootboard.game import replay
from rootboard.game.factions.vagabond import actions as va
from rootboard.game.factions.vagabond.board import vagabond_board_edits
from tests.game.gamekit import game, put, turn_of


def aid_game():
    state = game("autumn", ("vagabond", "marquise", "eyrie"))
    state.apply(vagabond_board_edits(state, "vagabond", "thief"))
    at = min(state.topology.board.clearings)
    put(state, at, "vagabond", "pawn")
    put(state, at, "eyrie")
    return turn_of(state, "vagabond", "daylight")


def test_aid_to_an_allied_faction_scores_two_and_exhausts_the_item():
    state = aid_game()
    assert replay.perform(state, va.SetAllied("vagabond", "eyrie", va.ALLIED_SPACES)).applied
    swords, score = state.vagabonds["vagabond"].usable("sword"), state.scores.get("vagabond", 0)
    before = state.to_json()
    outcome = replay.perform(state, va.Aid("vagabond", "eyrie", "sword"))
    assert outcome.applied, outcome.verdict
    assert state.scores.get("vagabond", 0) == score + 2
    assert state.vagabonds["vagabond"].usable("sword") == swords - 1
    replay.undo(state)
    assert state.to_json() == before


def test_aid_to_an_indifferent_faction_scores_nothing_by_itself():
    state = aid_game()
    score = state.scores.get("vagabond", 0)
    assert replay.perform(state, va.Aid("vagabond", "eyrie", "sword")).applied
    assert state.scores.get("vagabond", 0) == score
