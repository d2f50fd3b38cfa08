"""The Vagabond's quests (9.3.3, 9.5.5): each refusal with its section, both rewards, the new
quest drawn face up, undo, and the game file's round trip."""

from __future__ import annotations

import pytest

from rootboard.errors import BadInput
from rootboard.game import replay
from rootboard.game.factions.vagabond.actions import board_edit
from rootboard.game.factions.vagabond.board import vagabond_board_edits
from rootboard.game.factions.vagabond.quests import (QUESTS, CompleteQuest, completed_by_suit, deal_edits,
                                                     deck_count, face_up)
from rootboard.gamefile.file import read_game, save_game
from tests.game.gamekit import game, put, turn_of

UP = ["escort-mouse", "errand-fox", "expel-bandits-rabbit"]


def clearing_of(state, suit):
    return min(c for c, s in state.suits.items() if s == suit)


def quest_game(suit="mouse", items=("boot", "boot"), up=UP, phase="daylight", character="ranger"):
    state = game("autumn", ("vagabond", "marquise", "eyrie"))
    state.apply(vagabond_board_edits(state, "vagabond", character))
    board = state.vagabonds["vagabond"]
    for item in items:
        board = board.gain(item)
    state.apply([board_edit(state, "vagabond", board)])
    state.apply(deal_edits(state, up))
    put(state, clearing_of(state, suit), "vagabond", "pawn")
    return turn_of(state, "vagabond", phase)


def refused(state, action, section):
    before = state.to_json()
    outcome = replay.perform(state, action)
    assert not outcome.applied and outcome.verdict.section == section, outcome.verdict
    assert state.to_json() == before
    return outcome.verdict


def test_the_deck_is_fifteen_quests_of_three_suits_and_counts_what_is_left():
    state = quest_game()
    assert len(QUESTS) == 15 and {q.suit for q in QUESTS.values()} == {"fox", "rabbit", "mouse"}
    assert deck_count(state) == 12


def test_a_quest_exhausts_its_two_items_and_scores_per_completed_quest_of_its_suit():
    state = quest_game(items=("boot", "boot", "boot", "boot"))
    boots = state.vagabonds["vagabond"].usable("boot")
    score = state.scores.get("vagabond", 0)
    outcome = replay.perform(state, CompleteQuest("vagabond", "escort-mouse", "points", next="guard-duty-mouse"))
    assert outcome.applied, outcome.verdict
    assert state.vagabonds["vagabond"].usable("boot") == boots - 2
    assert state.scores.get("vagabond", 0) == score + 1
    assert face_up(state) == ["guard-duty-mouse", "errand-fox", "expel-bandits-rabbit"]
    assert completed_by_suit(state, "vagabond") == {"mouse": 1}
    assert deck_count(state) == 11


def test_the_second_quest_of_a_suit_scores_two():
    state = quest_game(items=("boot", "boot", "sword", "torch"))
    replay.perform(state, CompleteQuest("vagabond", "escort-mouse", "points", next="guard-duty-mouse"))
    score = state.scores.get("vagabond", 0)
    outcome = replay.perform(state, CompleteQuest("vagabond", "guard-duty-mouse", "points"))
    assert outcome.applied, outcome.verdict
    assert state.scores.get("vagabond", 0) == score + 2
    assert face_up(state) == [None, "errand-fox", "expel-bandits-rabbit"]  # drawn, not named yet


def test_the_cards_reward_draws_two_and_scores_nothing():
    from rootboard.game.cards import table
    state = quest_game()
    score, drawn = state.scores.get("vagabond", 0), table.draw_size(state)
    outcome = replay.perform(state, CompleteQuest("vagabond", "escort-mouse", "cards"))
    assert outcome.applied, outcome.verdict
    assert state.scores.get("vagabond", 0) == score
    assert table.draw_size(state) == drawn - 2


def test_refused_in_a_clearing_of_another_suit():
    state = quest_game(suit="fox")
    refused(state, CompleteQuest("vagabond", "escort-mouse"), "9.5.5")


def test_refused_when_the_quest_is_not_face_up():
    state = quest_game()
    refused(state, CompleteQuest("vagabond", "logistics-help-mouse"), "9.5.5")


def test_refused_without_its_two_items():
    state = quest_game(items=("boot",), up=["escort-mouse", "errand-fox", "guard-duty-rabbit"])
    board = state.vagabonds["vagabond"]
    state.apply([board_edit(state, "vagabond", board.exhaust("boot", board.usable("boot") - 1))])
    verdict = refused(state, CompleteQuest("vagabond", "escort-mouse"), "9.5.5")
    assert not verdict.possible


def test_refused_in_a_forest():
    state = quest_game()
    at = clearing_of(state, "mouse")
    from rootboard.game.state import shift
    state.apply([shift(("vagabond", "pawn"), at, sorted(state.topology.forests_of(at))[0], 1)])
    refused(state, CompleteQuest("vagabond", "escort-mouse"), "9.5.5")


def test_refused_outside_his_daylight_with_the_turn_cited():
    state = quest_game(phase="birdsong")
    refused(state, CompleteQuest("vagabond", "escort-mouse"), "9.5.5")


def test_the_new_quest_cannot_be_one_face_up_already():
    state = quest_game()
    refused(state, CompleteQuest("vagabond", "escort-mouse", next="errand-fox"), "9.5.5")


def test_unknown_quest_or_reward_is_bad_input():
    state = quest_game()
    with pytest.raises(BadInput):
        CompleteQuest("vagabond", "slay-a-dragon").check(state)
    with pytest.raises(BadInput):
        CompleteQuest("vagabond", "escort-mouse", "gold").check(state)


def test_undo_restores_items_quests_and_score():
    state = quest_game()
    before = state.to_json()
    replay.perform(state, CompleteQuest("vagabond", "escort-mouse", "points", next="guard-duty-mouse"))
    assert state.to_json() != before
    replay.undo(state)
    assert state.to_json() == before


def test_quests_survive_the_game_file(tmp_path):
    state = quest_game()
    replay.perform(state, CompleteQuest("vagabond", "escort-mouse", "points"))
    path = tmp_path / "g.root.json"
    save_game(state, path)
    again = read_game(path).state
    assert face_up(again) == face_up(state) and completed_by_suit(again, "vagabond") == {"mouse": 1}
    assert again.to_json() == state.to_json()


def test_a_game_file_with_a_quest_held_twice_is_refused_naming_it(tmp_path):
    import json
    from rootboard.errors import GameFormatError
    state = quest_game()
    path = tmp_path / "g.root.json"
    save_game(state, path)
    data = json.loads(path.read_text())
    data["boards"]["vagabond"]["quests"]["face_up"] = ["escort-mouse", "escort-mouse", None]
    path.write_text(json.dumps(data))
    with pytest.raises(GameFormatError) as refused_file:
        read_game(path)
    problem = refused_file.value.problem
    assert problem.params["quest"] == "escort-mouse" and "9.5.5" in problem.sections


def test_a_face_up_quest_not_named_yet_is_named_by_doing_it():
    state = quest_game(up=[None, "errand-fox", "expel-bandits-rabbit"])
    assert deck_count(state) == 12  # the unnamed one is face up all the same
    outcome = replay.perform(state, CompleteQuest("vagabond", "escort-mouse", "points", next="guard-duty-mouse"))
    assert outcome.applied, outcome.verdict
    assert face_up(state) == ["guard-duty-mouse", "errand-fox", "expel-bandits-rabbit"]
    assert deck_count(state) == 11
    refused(state, CompleteQuest("vagabond", "escort-mouse"), "9.5.5")  # done already: not face up


# --- Improvise (16.3.7) ------------------------------------------------------------------------

def _strip_boots(state, keep=1):
    """Only ``keep`` usable boots left: the quest cannot be paid without Improvise."""
    board = state.vagabonds["vagabond"]
    while board.usable("boot") > keep:
        board = board.exhaust("boot")
    state.apply([board_edit(state, "vagabond", board)])


def test_the_adventurer_improvises_one_item_of_a_quest_exhausting_and_damaging_it():
    state = quest_game(items=("sword",), character="adventurer")
    _strip_boots(state)
    before = state.vagabonds["vagabond"]
    assert replay.perform(state, CompleteQuest("vagabond", "escort-mouse", "points")).verdict.section == "9.5.5"
    outcome = replay.perform(state, CompleteQuest("vagabond", "escort-mouse", "points", improvised="sword",
                                                  improvised_as="boot"))
    assert outcome.applied, outcome.verdict
    assert "quest.improvised" in [n.id for n in outcome.verdict.notes]
    board = state.vagabonds["vagabond"]
    assert board.usable("boot") == before.usable("boot") - 1
    assert board.count("sword", where="damaged", exhausted=True) == before.count("sword", where="damaged",
                                                                                   exhausted=True) + 1
    assert board.usable("sword") == before.usable("sword") - 1
    assert completed_by_suit(state, "vagabond") == {"mouse": 1}


def test_improvise_is_the_adventurers_only():
    state = quest_game(items=("sword",), character="ranger")
    _strip_boots(state)
    verdict = refused(state, CompleteQuest("vagabond", "escort-mouse", "points", improvised="sword",
                                           improvised_as="boot"), "16.3.7")
    assert verdict.message.id == "quest.improvise-not-his"


def test_improvise_is_once_per_turn():
    state = quest_game(items=("sword", "sword", "torch"), character="adventurer", up=["escort-mouse",
                                                                                       "guard-duty-mouse", None])
    _strip_boots(state)
    first = replay.perform(state, CompleteQuest("vagabond", "escort-mouse", "points", improvised="sword",
                                                improvised_as="boot"))
    assert first.applied, first.verdict
    verdict = refused(state, CompleteQuest("vagabond", "guard-duty-mouse", "points", improvised="hammer",
                                           improvised_as="torch"), "16.3.7")
    assert verdict.message.id == "quest.improvised-already"


def test_improvise_pays_with_an_item_he_can_exhaust():
    state = quest_game(items=(), character="adventurer")
    _strip_boots(state)
    verdict = refused(state, CompleteQuest("vagabond", "escort-mouse", "points", improvised="sword",
                                           improvised_as="boot"), "9.5.5")
    assert not verdict.possible


def test_improvise_names_a_quest_item_it_counts_as():
    state = quest_game(items=("sword",), character="adventurer")
    with pytest.raises(BadInput):
        replay.perform(state, CompleteQuest("vagabond", "escort-mouse", "points", improvised="sword",
                                            improvised_as="torch"))


def test_an_improvised_quest_reads_back_from_the_game_file(tmp_path):
    state = quest_game(items=("sword",), character="adventurer")
    _strip_boots(state)
    replay.perform(state, CompleteQuest("vagabond", "escort-mouse", "points", improvised="sword", improvised_as="boot"))
    path = tmp_path / "g.json"
    save_game(state, path)
    again = read_game(path).state
    quest = next(e["action"] for e in again.history if e["action"]["type"] == "vagabond-quest")
    assert (quest["improvised"], quest["improvised_as"]) == ("sword", "boot")
    assert again.to_json() == state.to_json()


def test_a_quest_is_said_with_its_reward_and_its_improvise_where_offered_and_logged():
    said = [CompleteQuest("vagabond", "escort-mouse", reward, improvised=item, improvised_as=item and "boot")
            .describe(None) for reward in ("points", "cards") for item in (None, "sword")]
    assert [m.id for m in said] == ["quest.log-points", "quest.log-improvised", "quest.log-cards",
                                    "quest.log-improvised"]
    assert said[1].params["quest_done"] == said[0] and said[3].params["quest_done"] == said[2]
    assert (said[1].params["item"], said[1].params["instead"], said[1].sections) == ("sword", "boot", ("9.5.5", "16.3.7"))
