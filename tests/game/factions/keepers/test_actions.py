"""The Keepers' Encamp, Decamp, Recruit (15.4), acting with the Retinue, Delve and Recover (15.5.2)
and Gather Retinue (15.6.2): each legal case, each refusal with its section, teach mode's warning,
the points in the ledger, undo, and a game file's round trip."""

from __future__ import annotations

import pytest

from rootboard.errors import BadInput
from rootboard.game import replay
from rootboard.game.actions import AdvancePhase
from rootboard.game.factions.keepers import RELICS
from rootboard.game.factions.keepers import actions as a
from rootboard.game.factions.keepers.board import (RECRUITED, RELIC_VALUES, RETAINER, RETINUE_LIMIT, SET_POINTS,
                                                   board_of, board_problem)
from rootboard.game.ledger import ledger
from rootboard.game.rules import ruler
from rootboard.game.setupkit.places import map_edge
from rootboard.gamefile.file import save_game
from rootboard.loading import load
from tests.game.factions.keepers.kit import (K, card_of, empty_clearings, forest_beside, position, put,
                                             refused_in_both, refused_then_taught, ruled_beside, snapshot,
                                             with_board, with_waystation)

# --- Encamp, Decamp (15.4.1, 15.4.2) ---------------------------------------------------------------


def test_encamp_replaces_a_warrior_with_a_waystation_showing_its_relic():
    s = position()
    where = empty_clearings(s)[0]
    put(s, where, K, "warrior", 2)
    before = snapshot(s)
    outcome = replay.perform(s, a.Encamp(where, RELICS[0]))
    assert outcome.applied and outcome.verdict.section == "15.4.1"
    assert s.count(where, (K, "warrior")) == 1 and s.count(where, (K, "waystation")) == 1
    assert board_of(s)["waystations"] == {str(where): RELICS[0]}
    refused_then_taught(s, a.Encamp(where, RELICS[1]), "15.4.1")  # once per clearing
    replay.undo(s)
    replay.undo(s)
    assert snapshot(s) == before


def test_encamp_needs_a_keeper_warrior_there():
    s = position()
    spots = empty_clearings(s)
    put(s, spots[0], K)
    refused_in_both(s, a.Encamp(spots[1], RELICS[0]), "15.4.1")


def test_with_nothing_on_the_map_encamp_places_a_waystation_and_a_warrior_on_the_map_edge():
    s = position()
    edge = sorted(map_edge(s.topology))
    inner = sorted(set(s.topology.board.clearings) - set(edge))
    refused_then_taught(s, a.Encamp(inner[0], RELICS[0]), "15.4.1")
    replay.undo(s)
    assert replay.perform(s, a.Encamp(edge[0], RELICS[0])).applied
    assert s.count(edge[0], (K, "warrior")) == 1 and s.count(edge[0], (K, "waystation")) == 1


def test_decamp_replaces_a_waystation_with_a_warrior_once_per_clearing():
    s = position()
    spots = empty_clearings(s)
    with_waystation(s, spots[0], RELICS[0], warriors=0)
    with_waystation(s, spots[1], RELICS[1], warriors=0)
    outcome = replay.perform(s, a.Decamp(spots[0]))
    assert outcome.applied and outcome.verdict.section == "15.4.2"
    assert s.count(spots[0], (K, "waystation")) == 0 and s.count(spots[0], (K, "warrior")) == 1
    assert str(spots[0]) not in board_of(s)["waystations"]
    refused_in_both(s, a.Decamp(spots[0]), "15.4.2")  # no waystation left there
    put(s, spots[0], K, "waystation")
    refused_then_taught(s, a.Decamp(spots[0]), "15.4.2")  # once per clearing


# --- Recruit (15.4.3) -------------------------------------------------------------------------------

def test_recruit_spends_a_matching_card_for_two_warriors_at_the_waystation():
    s = position()
    where = empty_clearings(s)[0]
    with_waystation(s, where, RELICS[0], warriors=0)
    outcome = replay.perform(s, a.Recruit(where, card_of(s, s.suits[where])))
    assert outcome.applied and outcome.verdict.section == "15.4.3"
    assert s.count(where, (K, "warrior")) == RECRUITED
    assert replay.perform(s, a.Recruit(where)).applied  # any number of times
    assert s.count(where, (K, "warrior")) == 2 * RECRUITED


def test_recruit_with_another_suit_is_refused_then_taught_and_needs_a_waystation():
    s = position()
    spots = empty_clearings(s)
    with_waystation(s, spots[0], RELICS[0], warriors=0)
    other = next(x for x in ("fox", "mouse", "rabbit") if x != s.suits[spots[0]])
    refused_then_taught(s, a.Recruit(spots[0], card_of(s, other)), "15.4.3")
    refused_in_both(s, a.Recruit(spots[1]), "15.4.3")


def test_recruit_in_daylight_is_refused_then_taught():
    s = position("daylight")
    where = empty_clearings(s)[0]
    with_waystation(s, where, RELICS[0], warriors=0)
    refused_then_taught(s, a.Recruit(where), "15.4.3")


# --- the Retinue (15.5.2) ---------------------------------------------------------------------------

def test_the_retinue_acts_column_by_column_and_each_card_once():
    s = position("daylight")
    where = empty_clearings(s)[0]
    put(s, where, K, "warrior", 2)
    assert board_of(s)["retinue"] == {c: [RETAINER] for c in ("move", "battle", "recover")}  # 15.3.5
    outcome = replay.perform(s, a.ActWithRetinue("move", 0, where))
    assert outcome.applied and outcome.verdict.section == "15.5.2.I"
    refused_then_taught(s, a.ActWithRetinue("move", 0, where), "15.5.2.I")  # each card once
    refused_in_both(s, a.ActWithRetinue("move", 1, where), "15.5.2.I")  # no such card


def test_a_card_left_unused_is_passed_but_a_column_passed_is_behind():
    s = position("daylight")
    where = empty_clearings(s)[0]
    put(s, where, K, "warrior", 2)
    assert replay.perform(s, a.ActWithRetinue("recover", 0, where)).applied  # the move and battle cards unused
    refused_then_taught(s, a.ActWithRetinue("move", 0, where), "15.5.2")
    refused_then_taught(s, a.ActWithRetinue("battle", 0, where), "15.5.2")


def test_a_retinue_card_acts_only_in_a_clearing_of_its_suit():
    s = position("daylight")
    where = empty_clearings(s)[0]
    put(s, where, K, "warrior", 2)
    other = next(x for x in ("fox", "mouse", "rabbit") if x != s.suits[where])
    with_board(s, retinue={"move": [card_of(s, other)], "battle": [], "recover": []})
    refused_then_taught(s, a.ActWithRetinue("move", 0, where), "15.5.2.I")


def delve_position(relic_value_ruled: bool = True):
    """A clearing they rule with a warrior beside a forest holding a relic of each type."""
    s = position("daylight")
    where = empty_clearings(s)[0]
    put(s, where, K, "warrior", 2)
    forest = forest_beside(s, where)
    for r in RELICS:
        put(s, forest, K, r)
    with_board(s, resolved=[f"move:0@{where}"])  # the move card acted
    return s, where, forest


def test_delve_brings_a_relic_face_up_and_the_card_stays_when_enough_is_ruled():
    s, where, forest = delve_position()
    ruled = ruled_beside(s, forest)
    value = max(v for v in RELIC_VALUES if v <= ruled)
    outcome = replay.perform(s, a.Delve(0, where, forest, RELICS[0], value))
    assert outcome.applied and outcome.verdict.section == "15.5.2.II.a"
    assert outcome.verdict.notes[0].sections[0] == "15.5.2.II.b"
    assert s.count(where, (K, RELICS[0])) == 1 and s.count(forest, (K, RELICS[0])) == 0
    assert board_of(s)["discard"] == [] and where not in s.face_up  # face_up is the plots' (13.2.2)
    refused_then_taught(s, a.Delve(0, where, forest, RELICS[1], value), "15.5.2.II")  # one delve a card


def test_delve_loses_the_card_when_fewer_clearings_are_ruled_than_the_value():
    s, where, forest = delve_position()
    ruled = ruled_beside(s, forest)
    value = min(v for v in RELIC_VALUES if v > ruled)
    assert replay.perform(s, a.Delve(0, where, forest, RELICS[0], value)).applied
    assert board_of(s)["discard"] == ["battle:0"]


def test_delve_with_enemies_there_battles_first_and_needs_rule():
    s, where, forest = delve_position()
    put(s, where, "marquise")
    refused_then_taught(s, a.Delve(0, where, forest, RELICS[0], RELIC_VALUES[0]), "15.5.2.II")
    replay.undo(s)
    put(s, where, "marquise", "warrior", 2)
    assert ruler(s, where) != K
    assert replay.perform(s, a.ActWithRetinue("battle", 0, where)).applied  # the table's battle would follow
    refused_then_taught(s, a.Delve(0, where, forest, RELICS[0], RELIC_VALUES[0]), "15.5.2.II")


def test_delve_from_a_forest_not_beside_the_clearing_or_without_the_relic_is_impossible():
    s, where, forest = delve_position()
    far = next(f for f, x in s.topology.forests.items() if where not in x.clearings)
    put(s, far, K, RELICS[0])
    refused_in_both(s, a.Delve(0, where, far, RELICS[0], RELIC_VALUES[0]), "15.5.2.II.a")
    s.apply([])  # nothing changed
    with pytest.raises(BadInput):
        a.Delve(0, where, forest, "crown", RELIC_VALUES[0]).check(s)
    with pytest.raises(BadInput):
        a.Delve(0, where, forest, RELICS[0], max(RELIC_VALUES) + 1).check(s)


def recover_position():
    """A waystation showing the first relic type with that relic in its clearing; the Retinue's
    move and battle cards acted."""
    s = position("daylight")
    where = empty_clearings(s)[0]
    with_waystation(s, where, RELICS[0], warriors=1)
    put(s, where, K, RELICS[0], 2)
    with_board(s, resolved=[f"move:0@{where}", f"battle:0@{where}"])
    return s, where


def ruled_of_suit(s, where) -> int:
    return sum(1 for c in s.topology.board.clearings if s.suits[c] == s.suits[where] and ruler(s, c) == K)


def test_recover_scores_the_relics_value_in_the_ledger():
    s, where = recover_position()
    value = RELIC_VALUES[0]
    outcome = replay.perform(s, a.Recover(0, where, RELICS[0], value))
    assert outcome.applied and outcome.verdict.section == "15.5.2.III.b"
    assert s.scores[K] == value and board_of(s)["relics"][RELICS[0]] == [value]
    assert s.count(where, (K, RELICS[0])) == 1
    lines = [line for line in ledger(s) if line.faction == K]
    assert [(line.points, line.section) for line in lines] == [(value, "15.5.2.III.b")]
    if ruled_of_suit(s, where) >= value:  # the same Recover may take another relic (15.5.2.III.c)
        assert replay.perform(s, a.Recover(0, where, RELICS[0], RELIC_VALUES[1])).applied


def test_recover_filling_a_relics_column_scores_two_more():
    s, where = recover_position()
    with_board(s, relics={r: ([RELIC_VALUES[0]] if r != RELICS[0] else []) for r in RELICS})
    value = RELIC_VALUES[-1]
    outcome = replay.perform(s, a.Recover(0, where, RELICS[0], value))
    assert outcome.applied and s.scores[K] == value + SET_POINTS
    assert outcome.verdict.notes[0].sections[0] == "15.5.2.III.b"


def test_recover_ends_and_loses_the_card_when_too_few_clearings_of_the_suit_are_ruled():
    s, where = recover_position()
    value = min(v for v in RELIC_VALUES if v > ruled_of_suit(s, where))
    assert replay.perform(s, a.Recover(0, where, RELICS[0], value)).applied
    assert board_of(s)["discard"] == ["recover:0"]
    refused_in_both(s, a.Recover(0, where, RELICS[0], RELIC_VALUES[0]), "15.5.2.III.c")


def test_recover_needs_a_waystation_of_the_relics_type_and_room_on_the_track():
    s, where = recover_position()
    put(s, where, K, RELICS[1])
    refused_in_both(s, a.Recover(0, where, RELICS[1], RELIC_VALUES[0]), "15.5.2.III.a")
    with_board(s, relics={r: (list(RELIC_VALUES) if r == RELICS[0] else []) for r in RELICS})
    refused_in_both(s, a.Recover(0, where, RELICS[0], RELIC_VALUES[0]), "15.5.2.III.a")


def test_a_recover_card_used_for_a_move_does_not_recover():
    s, where = recover_position()
    assert replay.perform(s, a.ActWithRetinue("recover", 0, where)).applied
    refused_in_both(s, a.Recover(0, where, RELICS[0], RELIC_VALUES[0]), "15.5.2.III")


# --- Gather Retinue (15.6.2) -------------------------------------------------------------------------

def test_gather_adds_cards_to_the_retinue_in_evening_up_to_ten():
    s = position("evening")
    card = card_of(s, "fox")
    outcome = replay.perform(s, a.GatherRetinue((card,), ("battle",)))
    assert outcome.applied and outcome.verdict.section == "15.6.2"
    assert board_of(s)["retinue"]["battle"] == [RETAINER, card]
    refused_then_taught(s, a.GatherRetinue((card,), ("move",)), "15.6.2")  # once, at its step
    s2 = position("evening")
    with_board(s2, retinue={"move": [card] * RETINUE_LIMIT, "battle": [], "recover": []})
    refused_in_both(s2, a.GatherRetinue((card,), ("move",)), "15.6.2")
    with pytest.raises(BadInput):
        a.GatherRetinue((card,), ("build",)).check(s2)


def test_gather_may_shift_one_card_to_another_column_instead():
    s = position("evening")
    before = board_of(s)["retinue"]
    outcome = replay.perform(s, a.ShiftRetinue("move", 0, "recover"))
    assert outcome.applied and outcome.verdict.section == "15.6.2"
    after = board_of(s)["retinue"]
    assert after["move"] == before["move"][1:] and after["recover"] == [*before["recover"], before["move"][0]]
    refused_then_taught(s, a.GatherRetinue((card_of(s, "fox"),), ("move",)), "15.6.2")  # one or the other
    refused_in_both(position("evening"), a.ShiftRetinue("move", 0, "move"), "15.6.2")
    refused_then_taught(position("daylight"), a.ShiftRetinue("move", 0, "battle"), "15.6.2")


def test_a_bad_board_in_a_game_file_is_named():
    s = position()
    assert board_problem(s) is None
    with_board(s, relics={r: [max(RELIC_VALUES) + 1] for r in RELICS})
    element, _ = board_problem(s)
    assert element.startswith(f"boards.{K}.relics")


def test_a_game_with_their_actions_saves_and_loads(tmp_path):
    s = position()
    where = empty_clearings(s)[0]
    put(s, where, K, "warrior", 2)
    assert replay.perform(s, a.Encamp(where, RELICS[0])).applied
    assert replay.perform(s, a.Recruit(where)).applied
    put(s, where, K, RELICS[0])
    assert replay.perform(s, AdvancePhase(walk=True)).applied and s.phase == "daylight"
    assert replay.perform(s, a.ActWithRetinue("move", 0, where)).applied
    assert replay.perform(s, a.ActWithRetinue("battle", 0, where)).applied
    assert replay.perform(s, a.Recover(0, where, RELICS[0], RELIC_VALUES[0])).applied
    path = tmp_path / "g.json"
    save_game(s, path)
    back = load(path).state
    assert snapshot(back) == snapshot(s) and back.history == s.history
    replay.undo(back)
    assert back.count(where, (K, RELICS[0])) == 1 and back.scores[K] == 0


@pytest.mark.parametrize("drawn", [1, 2])
def test_each_gathered_card_is_asked_of_their_hand_after_the_cards_before_it_left(drawn):
    """15.6.2: the cards gathered come out of their hand, one each (1.2.1): a hand of one card
    not named may be the first card gathered, and then holds no second."""
    from rootboard.game.cards.actions import Draw
    from rootboard.game.cards.places import hand_size, on_board

    s = position("evening")
    assert replay.perform(s, Draw(K, drawn)).applied
    outcome = replay.perform(s, a.GatherRetinue((card_of(s, "fox"), card_of(s, "mouse")), ("move", "battle")))
    assert outcome.applied == (drawn == 2)
    if drawn == 1:  # the refusal names the card their hand cannot give: the second, not the first
        assert outcome.verdict.message.id == "keepers.gather.not-in-hand" and outcome.verdict.section == "1.2.1"
        assert outcome.verdict.message.params["card"] == card_of(s, "mouse")
    assert (hand_size(s, K), on_board(s, K)) == ((0, 2) if drawn == 2 else (1, 0))
