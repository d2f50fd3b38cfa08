"""Aid (9.5.4) to an Allied faction scores 2 VP each time (9.2.9.II), exhausting the item;
to an Indifferent one it scores nothing by itself; undo takes the points back."""

from __future__ import annotations

from rootboard.game import ledger, replay
from rootboard.game.factions import vagabond as vagabond_room
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


# --- the Allied track's printed points (9.2.9.I) --------------------------------------------------

def _sword_face_up(state):
    if not state.vagabonds["vagabond"].usable("sword"):
        assert replay.perform(state, va.ItemChange("vagabond", "sword", "refresh")).applied


def test_aid_that_moves_the_marker_scores_the_points_printed_on_its_new_space_and_the_ledger_says_why():
    from rootboard.game import ledger
    from rootboard.game.factions.vagabond.board import space_points

    state = aid_game()
    for space in range(va.ALLIED_SPACES):  # from Indifferent onto each space in turn, Allied the last
        assert replay.perform(state, va.SetAllied("vagabond", "eyrie", space)).applied
        _sword_face_up(state)
        score, before = state.scores.get("vagabond", 0), state.to_json()
        outcome = replay.perform(state, va.Aid("vagabond", "eyrie", "sword", advance=True))
        assert outcome.applied, outcome.verdict
        assert state.vagabonds["vagabond"].space("eyrie") == space + 1
        assert state.scores.get("vagabond", 0) == score + space_points(space + 1) > score
        line = ledger.ledger(state)[-1]
        assert (line.faction, line.points, line.cause.id) == ("vagabond", space_points(space + 1),
                                                             vagabond_room.AID_ADVANCED.id)
        assert "9.2.9.I" in line.cause.sections
        replay.undo(state)
        assert state.to_json() == before
    assert va.relationship(state, "vagabond", "eyrie") != va.ALLIED


def test_the_points_of_each_space_follow_the_track_and_allied_aid_scores_its_own():
    from rootboard.game import ledger

    state = aid_game()
    for _ in range(va.ALLIED_SPACES):
        _sword_face_up(state)
        assert replay.perform(state, va.Aid("vagabond", "eyrie", "sword", advance=True)).applied
    assert va.relationship(state, "vagabond", "eyrie") == va.ALLIED
    _sword_face_up(state)
    refused = replay.perform(state, va.Aid("vagabond", "eyrie", "sword", advance=True))
    assert not refused.applied and refused.verdict.message.id == va.AID_ALREADY_ALLIED.id
    _sword_face_up(state)
    assert replay.perform(state, va.Aid("vagabond", "eyrie", "sword")).applied
    line = ledger.ledger(state)[-1]
    assert (line.points, line.cause.id) == (va.ALLIED_AID_VP, vagabond_room.AID_ALLIED.id)
    causes = [line.cause.id for line in ledger.ledger(state)]
    assert causes == [vagabond_room.AID_ADVANCED.id] * va.ALLIED_SPACES + [vagabond_room.AID_ALLIED.id]
