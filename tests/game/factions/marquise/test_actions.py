"""The Marquise's actions (6.4-6.5): each legal case, each refusal with its section, teach mode's
warning, undo, and a game file's round trip."""

from __future__ import annotations

import json

import pytest

from rootboard.errors import BadInput
from rootboard.game import replay
from rootboard.game.cards import table
from rootboard.game.cards.actions import Draw
from rootboard.game.factions.marquise import actions as a
from rootboard.game.factions.marquise.board import POINTS, WOOD_COST, connected_ruled, next_cost, on_map
from rootboard.game.modes import ENFORCE, TEACH
from rootboard.gamefile.file import read_game_data
from tests.game.factions.marquise.kit import (M, card_of, chain, other_suit, position, put, refused_in_both,
                                              refused_then_taught, snapshot)


def round_trip(state):
    again = read_game_data(json.loads(json.dumps(state.to_json()))).state
    assert snapshot(again) == snapshot(state) and again.history == state.history
    return again


def ruled_chain(length=3, wood=(), slots=1):
    s = position()
    path = chain(s, length, slots)
    for c in path:
        put(s, c, M)
    for c in wood:
        put(s, path[c], M, "wood")
    return s, path


# --- build (6.5.4) -------------------------------------------------------------------------------

def test_the_first_building_of_a_type_is_free_and_scores_its_first_space():
    s, path = ruled_chain(1)
    outcome = replay.perform(s, a.Build(path[0], "workshop"))
    assert outcome.applied and s.count(path[0], (M, "workshop")) == 1
    assert s.scores[M] == POINTS["workshop"][0]


def test_build_takes_wood_nearest_first_through_ruled_clearings_and_scores_the_track():
    s, path = ruled_chain(3, wood=(2, 1), slots=2)
    put(s, path[0], M, "sawmill")  # one sawmill on the map: the next costs the track's second space
    cost = WOOD_COST[1]
    assert next_cost(s, "sawmill") == cost == 1
    outcome = replay.perform(s, a.Build(path[0], "sawmill"))
    assert outcome.applied and outcome.verdict.sections[0] == "6.5.4"
    assert s.count(path[1], (M, "wood")) == 0 and s.count(path[2], (M, "wood")) == 1  # nearest first
    assert s.scores[M] == POINTS["sawmill"][1]
    ledger_entry = s.history[-1]
    assert "6.5.4" in ledger_entry["verdict"]["message"]["sections"]
    replay.undo(s)
    assert s.count(path[1], (M, "wood")) == 1 and s.scores[M] == 0 and on_map(s, "sawmill") == 1
    round_trip(s)


def test_named_wood_is_taken_from_where_the_table_says():
    s, path = ruled_chain(3, wood=(2, 1), slots=2)
    put(s, path[0], M, "sawmill")
    assert replay.perform(s, a.Build(path[0], "sawmill", (path[2],))).applied
    assert s.count(path[2], (M, "wood")) == 0 and s.count(path[1], (M, "wood")) == 1
    again = round_trip(s)
    assert again.count(path[0], (M, "sawmill")) == 2


def test_paying_less_wood_than_the_track_asks_is_refused_and_taught_spending_only_that():
    s, path = ruled_chain(3, wood=(2, 2), slots=2)
    put(s, path[0], M, "sawmill")
    put(s, path[2], M, "sawmill")  # two on the map: the next costs more than one wood
    cost = next_cost(s, "sawmill")
    assert cost > 1
    short = (path[2],) * (cost - 1)
    outcome = replay.perform(s, a.Build(path[0], "sawmill", short), ENFORCE)
    assert not outcome.applied and outcome.verdict.message.id == a.WOOD_SHORT.id
    wood = s.count(path[1], (M, "wood")) + s.count(path[2], (M, "wood"))
    refused_then_taught(s, a.Build(path[0], "sawmill", short), "6.5.4.II")
    assert s.count(path[1], (M, "wood")) + s.count(path[2], (M, "wood")) == wood - len(short)


def test_tunnels_connect_her_workshops_for_wood_too():
    from rootboard.game.factions.marquise.board import connected_ruled

    s, path = ruled_chain(3, wood=(2,), slots=2)
    put(s, path[1], "eyrie", "warrior", 3)  # the middle clearing is the Eyrie's: the chain is cut
    assert path[2] not in connected_ruled(s, path[0])
    put(s, path[0], M, "workshop")
    put(s, path[2], M, "workshop")
    s.apply([s.set_edit("effects", {**s.effects, M: {*s.effects.get(M, set()), "tunnels"}})])
    assert path[2] in connected_ruled(s, path[0])


def test_building_where_she_does_not_rule_is_against_6_5_4_I():
    s = position()
    c = chain(s, 1)[0]
    put(s, c, "eyrie", "warrior", 2)
    put(s, c, M)
    refused_then_taught(s, a.Build(c, "recruiter"), "6.5.4.I")


def test_wood_beyond_a_clearing_she_does_not_rule_is_not_connected_6_5_4_II():
    s, path = ruled_chain(3, wood=(2,), slots=2)
    put(s, path[0], M, "sawmill")
    put(s, path[1], "eyrie", "warrior", 3)  # the middle clearing is the Eyrie's: the chain is cut
    assert path[2] not in connected_ruled(s, path[0])
    refused_then_taught(s, a.Build(path[0], "sawmill"), "6.5.4.II")
    s2, path2 = ruled_chain(3, wood=(2,), slots=2)
    put(s2, path2[0], M, "sawmill")
    put(s2, path2[1], "eyrie", "warrior", 3)
    refused_then_taught(s2, a.Build(path2[0], "sawmill", (path2[2],)), "6.5.4.II")


def test_no_open_slot_and_no_building_left_cannot_be_done():
    s, path = ruled_chain(1)
    c = path[0]
    from rootboard.game.placement import open_slots

    put(s, c, M, "workshop", open_slots(s, c))
    refused_in_both(s, a.Build(c, "recruiter"), "6.5.4.III")
    s2, path2 = ruled_chain(1)
    s2.supply[(M, "recruiter")] = 0  # every recruiter elsewhere (arranged, not played)
    refused_in_both(s2, a.Build(path2[0], "recruiter"), "6.5.4")


def test_build_outside_her_daylight_is_against_1_4_1_taught_with_a_warning():
    s, path = ruled_chain(1)
    s.phase = "evening"
    refused_then_taught(s, a.Build(path[0], "workshop"), "6.5.4")
    assert "1.4.1" in s.history[-1]["verdict"]["message"]["sections"]


# --- recruit (6.5.3) -----------------------------------------------------------------------------

def test_recruit_places_one_warrior_at_each_recruiter_once_per_turn():
    s, path = ruled_chain(2)
    put(s, path[0], M, "recruiter")
    put(s, path[1], M, "recruiter")
    assert replay.perform(s, a.Recruit()).applied
    assert s.count(path[0], (M, "warrior")) == 2 and s.count(path[1], (M, "warrior")) == 2
    refused_then_taught(s, a.Recruit(), "6.5.3")
    replay.undo(s)
    replay.undo(s)
    assert s.count(path[0], (M, "warrior")) == 1 and a.RECRUIT_USED not in s.used
    round_trip(s)


def test_recruit_with_too_few_warriors_lets_the_table_choose():
    s, path = ruled_chain(2)
    put(s, path[0], M, "recruiter")
    put(s, path[1], M, "recruiter")
    left = s.supply[(M, "warrior")]
    put(s, path[0], M, "warrior", left - 1)  # one warrior left for two recruiters
    with pytest.raises(BadInput):
        a.Recruit().check(s)
    assert replay.perform(s, a.Recruit((path[1],))).applied
    assert s.count(path[1], (M, "warrior")) == 2 and s.supply.get((M, "warrior"), 0) == 0


def test_recruit_without_a_recruiter_cannot_be_done():
    refused_in_both(position(), a.Recruit(), "6.5.3")


# --- overwork (6.5.5) ----------------------------------------------------------------------------

def test_overwork_spends_a_matching_card_and_places_wood():
    s, path = ruled_chain(1)
    c = path[0]
    put(s, c, M, "sawmill")
    card = card_of(s, s.suits[c])
    replay.perform(s, Draw(M, 1, (card,)))
    outcome = replay.perform(s, a.Overwork(c, card))
    assert outcome.applied and s.count(c, (M, "wood")) == 1
    assert table.hand_size(s, M) == 0 and table.discard_pile(s) == [card]
    replay.undo(s)
    assert table.hand_size(s, M) == 1 and s.count(c, (M, "wood")) == 0
    round_trip(s)


def test_overwork_refusals():
    s, path = ruled_chain(1)
    c = path[0]
    refused_then_taught(s, a.Overwork(c), "6.5.5")  # no sawmill
    s2, path2 = ruled_chain(1)
    c2 = path2[0]
    put(s2, c2, M, "sawmill")
    wrong = card_of(s2, other_suit(s2, c2))
    replay.perform(s2, Draw(M, 1, (wrong,)))
    refused_then_taught(s2, a.Overwork(c2, wrong), "6.5.5")
    s3, path3 = ruled_chain(1)
    put(s3, path3[0], M, "sawmill")
    put(s3, path3[0], M, "wood", s3.supply[(M, "wood")])
    refused_in_both(s3, a.Overwork(path3[0]), "6.5.5")  # no wood left


def test_an_unnamed_card_is_spent_with_a_note_and_a_bird_is_wild():
    s, path = ruled_chain(1)
    c = path[0]
    put(s, c, M, "sawmill")
    replay.perform(s, Draw(M, 1, (card_of(s, "bird"),)))
    assert replay.perform(s, a.Overwork(c, card_of(s, "bird"))).applied
    replay.perform(s, Draw(M, 1))
    outcome = replay.perform(s, a.Overwork(c))
    assert outcome.applied and outcome.verdict.notes[0].id == a.CARD_UNNAMED.id


# --- march (6.5.2) -------------------------------------------------------------------------------

def test_march_is_two_moves_in_one_action_each_judged_after_the_first():
    s, path = ruled_chain(3)
    outcome = replay.perform(s, a.March(path[0], path[1], 1, path[1], path[2], 2))
    assert outcome.applied and s.count(path[2], (M, "warrior")) == 3 and s.count(path[0], (M, "warrior")) == 0
    replay.undo(s)
    assert [s.count(c, (M, "warrior")) for c in path] == [1, 1, 1]
    refused_in_both(s, a.March(path[0], path[1], 1, path[1], path[2], 3), "4.2")  # too few after the first
    round_trip(s)


def test_a_march_says_where_from_and_where_to_so_two_marches_read_apart():
    s, path = ruled_chain(3)
    one, other = a.March(path[0], path[1], 1), a.March(path[1], path[2], 1)
    said = [m.describe(s.law) for m in (one, other)]
    assert said[0] != said[1] and said[0].params == {"count": 1, "origin": path[0], "to": path[1]}
    assert said[0].sections == ("6.5.2",)
    twice = a.March(path[0], path[1], 1, path[1], path[2], 2).describe(s.law)
    assert (twice.params["origin2"], twice.params["to2"], twice.params["count2"]) == (path[1], path[2], 2)


# --- Birdsong's wood (6.4) and Hawks for Hire (6.5) ----------------------------------------------

def test_birdsong_wood_at_each_sawmill_once_and_chosen_when_short():
    s, path = ruled_chain(2)
    s.phase = "birdsong"
    put(s, path[0], M, "sawmill")
    put(s, path[1], M, "sawmill")
    assert replay.perform(s, a.PlaceWood()).applied
    assert s.count(path[0], (M, "wood")) == 1 and s.count(path[1], (M, "wood")) == 1
    refused_then_taught(s, a.PlaceWood(), "6.4")
    s2, path2 = ruled_chain(2)
    s2.phase = "birdsong"
    put(s2, path2[0], M, "sawmill")
    put(s2, path2[1], M, "sawmill")
    put(s2, path2[0], M, "wood", s2.supply[(M, "wood")] - 1)
    with pytest.raises(BadInput):
        a.PlaceWood().check(s2)
    assert replay.perform(s2, a.PlaceWood((path2[1],))).applied
    assert s2.supply.get((M, "wood"), 0) == 0


def test_hawks_for_hire_spends_a_bird_for_an_extra_action():
    s = position()
    bird, fox = card_of(s, "bird"), card_of(s, "fox")
    replay.perform(s, Draw(M, 2, (bird, fox)))
    refused_then_taught(s, a.HawksForHire(fox), "6.5")
    replay.undo(s)
    assert replay.perform(s, a.HawksForHire(bird)).applied
    assert a.hawks_bought(s) == 1
    replay.perform(s, a.HawksForHire(), TEACH)
    round_trip(s)


def test_the_connected_clearings_follow_the_position_as_it_changes():
    s, path = ruled_chain(3)
    assert set(connected_ruled(s, path[0])) >= set(path)
    put(s, path[1], "eyrie", "warrior", 3)  # arranged without an action: still seen
    assert path[1] not in connected_ruled(s, path[0])
