"""Victory (rootboard.game.victory): the first score of 30 wins at once (3.1), recorded as an
edit of the action that reached it; a won game refuses what follows in enforce mode and logs
it in teach mode; undo takes the victory back; a game file keeps it. Dominance (3.3.1) and the
coalition (9.2.8) through the same record."""

from __future__ import annotations

import json

import pytest

from rootboard.errors import GameFormatError
from rootboard.game import actions as act
from rootboard.game import replay, victory
from rootboard.game.victory import WINNING_SCORE
from rootboard.gamefile.file import read_game_data
from tests.game.gamekit import game


def near_victory(points: int = WINNING_SCORE - 1):
    state = game("autumn", ("marquise", "eyrie", "alliance", "vagabond"))
    replay.perform(state, act.Score("marquise", points))
    return state


def test_the_first_score_of_30_wins_and_is_said():
    state = near_victory()
    assert victory.winner(state) is None
    outcome = replay.perform(state, act.Score("marquise", 1))
    assert outcome.applied and victory.winner(state) == "marquise"
    [won] = [n for n in outcome.verdict.notes if n.id == "victory.wins"]
    assert won.sections == ("3.1",) and won.params == {"who": "marquise", "points": WINNING_SCORE}
    assert state.winner == {"faction": "marquise", "kind": "points", "with": []}
    assert ["set", "winner", None, state.winner] in state.history[-1]["edits"]  # the action's own edit
    assert victory.declared(state).params == {"who": "marquise", "points": WINNING_SCORE}


def test_a_won_game_refuses_every_action_in_enforce_mode_and_logs_it_in_teach_mode():
    state = near_victory()
    replay.perform(state, act.Score("marquise", 1))
    before = state.to_json()
    for action in (act.Score("eyrie", 1), act.EndTurn(), act.AdvancePhase("daylight")):
        outcome = replay.perform(state, action)
        assert not outcome.applied and outcome.verdict.section == "3.1"
        assert outcome.verdict.message.params["verdict"] == action.check(state).message  # its own verdict kept
        assert state.to_json() == before
    outcome = replay.perform(state, act.Score("eyrie", 1), replay.TEACH)
    assert outcome.applied and outcome.verdict.section == "3.1" and state.scores["eyrie"] == 1
    [entry] = [e for e in replay.log_entries(state) if e.number == state.cursor]
    assert entry.warning.id == "victory.game-over"
    # A second faction reaching 30 afterwards does not take the victory (the first wins, 3.1).
    replay.perform(state, act.Score("eyrie", WINNING_SCORE), replay.TEACH)
    assert victory.winner(state) == "marquise"


def test_undo_takes_the_victory_back_and_redo_gives_it_again():
    state = near_victory()
    replay.perform(state, act.Score("marquise", 3))
    assert replay.undo(state) is not None and state.winner is None
    assert replay.perform(state, act.Score("eyrie", 1)).applied  # the game goes on
    replay.undo(state)
    replay.redo(state)
    assert victory.winner(state) is None  # redo gave back the eyrie's point, not the victory
    state = near_victory()
    replay.perform(state, act.Score("marquise", 3))
    replay.undo(state)
    replay.redo(state)
    assert victory.winner(state) == "marquise"


def test_a_score_falling_under_30_and_rising_again_is_no_new_victory():
    state = near_victory(WINNING_SCORE + 2)  # the victory came with the first action
    assert victory.winner(state) == "marquise"
    replay.perform(state, act.Score("marquise", -5), replay.TEACH)
    replay.perform(state, act.Score("marquise", 5), replay.TEACH)
    assert [e for e in state.history[-1]["edits"] if e[1] == "winner"] == []


def test_several_reaching_30_at_once_the_player_taking_the_turn_wins():
    state = game("autumn", ("marquise", "eyrie", "alliance"))
    before = {"marquise": 29, "eyrie": 28, "alliance": 0}
    state.scores = {"marquise": 30, "eyrie": 31, "alliance": 0}
    state.turn = state.factions.index("eyrie")
    edits, said = victory.points_victory(state, before)
    assert said.id == "victory.wins-on-turn" and said.params["who"] == "eyrie"
    assert edits[0].args[2]["faction"] == "eyrie"
    # None of them on turn: the first after it in seating order, the player on turn deciding (1.1.3).
    state.turn = state.factions.index("alliance")
    edits, said = victory.points_victory(state, before)
    assert said.id == "victory.table-decides" and said.params["who"] == "marquise" and "1.1.3" in said.sections


def test_dominance_and_a_coalition_are_declared_through_the_same_record():
    state = game("autumn", ("marquise", "eyrie", "alliance", "vagabond"))
    edits, said = victory.dominance_victory(state, "alliance", partners=["vagabond"])
    state.apply(edits)
    assert state.winner == {"faction": "alliance", "kind": "dominance", "with": ["vagabond"]}
    assert victory.winners(state) == ["alliance", "vagabond"]
    assert said.sections == ("3.3.1", "9.2.8") and victory.declared(state).id == "victory.won-with"
    assert replay.perform(state, act.Score("eyrie", 1)).verdict.section == "3.3.1"
    assert victory.dominance_victory(state, "eyrie") == ([], None)  # the game is already won
    assert victory.dominance_victory(game("autumn", ("marquise", "eyrie")), None) == ([], None)
    state.revert(edits)
    assert state.winner is None


def test_a_file_with_a_victory_saves_and_reopens():
    state = near_victory()
    replay.perform(state, act.Score("marquise", 1))
    replay.perform(state, act.Score("eyrie", 1), replay.TEACH)
    data = json.loads(json.dumps(state.to_json()))
    reopened = read_game_data(data).state
    assert reopened.winner == state.winner and reopened.to_json() == state.to_json()
    replay.undo(reopened)
    replay.undo(reopened)
    assert reopened.winner is None


def test_a_file_written_before_victories_were_recorded_opens_as_written():
    """A history that reached 30 without a victory edit (an earlier rootboard) reads back."""
    state = near_victory()
    replay.perform(state, act.Score("marquise", 1))
    data = json.loads(json.dumps(state.to_json()))
    del data["winner"]
    for entry in data["history"]:
        entry["edits"] = [e for e in entry["edits"] if e[1] != "winner"]
    reopened = read_game_data(data).state
    assert reopened.winner is None and reopened.scores["marquise"] == WINNING_SCORE


@pytest.mark.parametrize("element, record", [
    ("winner.faction", {"faction": "keepers", "kind": "points", "with": []}),
    ("winner.with[0]", {"faction": "marquise", "kind": "dominance", "with": ["duchy"]}),
])
def test_a_winner_who_does_not_play_is_refused_naming_the_element(element, record):
    state = near_victory()
    data = json.loads(json.dumps(state.to_json()))
    data["winner"] = record
    with pytest.raises(GameFormatError) as found:
        read_game_data(data)
    assert element in str(found.value)


def test_a_battles_victory_saved_by_an_earlier_rootboard_reads_as_victorys_words():
    import rootboard.game.terms  # noqa: F401  (the faction term, which rendering asks for)
    from rootboard.messages import Message, render

    saved = Message.from_json({"id": "battle.wins", "params": {"who": "eyrie", "points": 30}, "sections": ["3.1"]})
    assert saved.id == "victory.wins" and render(saved) == "Law 3.1: Eyrie reaches 30 VP and wins the game"
    both = Message.from_json({"id": "battle.wins-on-turn", "params": {"who": ["eyrie", "marquise"], "winner": "eyrie"},
                              "sections": ["3.1"]})
    assert both.id == "victory.wins-on-turn" and both.params["who"] == "eyrie" and "30" in render(both)


def test_a_vagabond_in_coalition_wins_with_his_partner_at_30():
    """9.2.8: the coalition partner's victory at 30 (3.1) is the Vagabond's too."""
    state = near_victory()
    state.coalitions = {"vagabond": "marquise"}
    outcome = replay.perform(state, act.Score("marquise", 1))
    assert state.winner == {"faction": "marquise", "kind": "points", "with": ["vagabond"]}
    [said] = [n for n in outcome.verdict.notes if n.id == "victory.with"]
    assert said.sections == ("3.1", "9.2.8") and victory.declared(state).id == "victory.won-with"
    assert victory.coalition_partners(state, "eyrie") == []
