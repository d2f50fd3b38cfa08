"""The Mechanical Marquise 2.0's turn (Law of Rootbotics 4.4-4.7), on hand-worked positions: what
the chapter says she does there, worked out by hand from its text, asserted step by step.

Clearings come from the derived board (a suit's clearings, adjacency); priorities are the
clearing ids (2.1). Each position is built by putting pieces, the bot's seat taken without setup.
"""

from __future__ import annotations

import pytest

from rootboard.errors import BadInput
from rootboard.game import replay
from rootboard.game.bots.marquise.turn import BUILDING_OF, STEPS
from rootboard.game.factions.marquise.board import adjacent_clearings
from rootboard.game.kinds import OUT, SUPPLY
from rootboard.game.placement import open_slots
from rootboard.game.state import shift
from rootboard.game.turns.steps import steps_of
from rootboard.game.turns.words import step_words
from rootboard.game.unconfirmed import MECHANICAL_MARQUISE_TRACK
from tests.game.bots.kit import M, bot_game, doings, of_suit, placed, put, snapshot, suit_with, turn


def test_her_seat_walks_her_own_turn():
    state = bot_game()
    assert steps_of(state.law[M]) == STEPS
    assert [s.phase for s in STEPS] == ["birdsong", "daylight", "evening"]
    # Each step is the Law of Root's 16.1.3 (bots follow the Law of Rootbotics); its words cite
    # her chapter's section, never shown as the Law's own number.
    assert {s.section for s in STEPS} == {"16.1.3"}
    assert [step_words(state.law[M], s).params["section"] for s in STEPS] == ["4.4", "4.5", "4.6"]


def test_every_step_cites_its_section_and_the_turn_passes():
    state = bot_game()
    fox = of_suit(state, "fox")
    put(state, fox[0], M)
    played = turn(state, "fox")
    assert played and all(p.doing.section.startswith("4.") for p in played)
    assert all(p.doing.says is not None for p in played)  # each step says what and why
    assert state.current != M and state.phase == "birdsong"  # her Evening ended the turn (4.6.2)


def test_recruit_spreads_four_evenly_the_rest_by_priority():
    # 4.5.2: she rules three ordered clearings: one each, the fourth to the highest priority.
    state = bot_game()
    suit = suit_with(state, 3)
    ruled = of_suit(state, suit)[:3]
    for c in ruled:
        put(state, c, M)
    played = turn(state, suit)
    assert placed(played) == {ruled[0]: 2, ruled[1]: 1, ruled[2]: 1}


def test_recruit_all_four_in_the_one_ordered_clearing_she_rules():
    state = bot_game()
    suit = suit_with(state, 2)
    c = of_suit(state, suit)[-1]
    put(state, c, M)
    put(state, of_suit(state, suit)[0], "eyrie")  # an ordered clearing she does not rule
    assert placed(turn(state, suit)) == {c: 4}


def test_easy_recruits_two_and_challenging_two_more_at_the_highest_priority():
    state = bot_game(difficulty="easy")
    suit = suit_with(state, 2)
    a, b = of_suit(state, suit)[:2]
    put(state, a, M)
    put(state, b, M)
    assert placed(turn(state, suit)) == {a: 1, b: 1}
    state = bot_game(difficulty="challenging")
    put(state, a, M)
    put(state, b, M)
    assert placed(turn(state, suit)) == {a: 2 + 2, b: 2}


def test_she_builds_the_orders_building_where_she_has_most_warriors():
    # 4.5.3 [FR]: the clearing she rules with the most Marquise warriors and an open slot, whatever
    # its suit and even of lower priority; the building is the order's (a mouse order: a recruiter).
    state = bot_game()
    mouse = of_suit(state, "mouse")[0]
    crowded = next(c for c in sorted(state.topology.board.clearings)
                   if c > mouse and state.suits[c] != "mouse" and open_slots(state, c))
    put(state, mouse, M)
    put(state, crowded, M, n=6)  # more than the mouse clearing holds once she recruits there (1 + 4)
    played = turn(state, "mouse")
    assert placed(played) == {mouse: 4}
    assert placed(played, BUILDING_OF["mouse"]) == {crowded: 1}


def test_build_tie_goes_to_the_higher_priority():
    state = bot_game()
    fox = [c for c in of_suit(state, "fox") if open_slots(state, c)]
    put(state, fox[1], M, n=2)
    put(state, fox[0], M, n=2)
    played = turn(state, "rabbit")  # she rules no rabbit clearing: nobody recruited
    assert not placed(played)
    assert placed(played, "workshop") == {fox[0]: 1}


def test_battle_defender_most_pieces_then_points_then_setup_order():
    # 4.5.1, 4.5.1.I [RDB]; 4.5.1.II [FR] and 2.2 (setup priority: the Eyrie B before the Alliance C).
    state = bot_game()
    c = of_suit(state, "fox")[0]
    put(state, c, M, n=3)
    put(state, c, "eyrie", n=2)
    put(state, c, "alliance", n=1)
    put(state, c, "alliance", "sympathy")
    battles = doings(turn(state, "fox", rolls=[(0, 0)]), "battle")
    assert [b["defender"] for b in battles] == ["eyrie"]  # tied on pieces and points: setup order
    state = bot_game()
    put(state, c, M, n=3)
    put(state, c, "eyrie", n=2)
    put(state, c, "alliance", n=1)
    put(state, c, "alliance", "sympathy")
    state.scores["alliance"] = 2
    battles = doings(turn(state, "fox", rolls=[(0, 0)]), "battle")
    assert [b["defender"] for b in battles] == ["alliance"]  # tied on pieces: the most points


def test_battles_go_by_priority_with_the_tables_dice():
    state = bot_game()
    fox = of_suit(state, "fox")
    for c in fox[:2]:
        put(state, c, M, n=2)
        put(state, c, "eyrie")
    battles = doings(turn(state, "fox", rolls=[(3, 0), (1, 1)]), "battle")
    assert [b["clearing"] for b in battles] == fox[:2]
    assert [tuple(b["rolls"]) for b in battles] == [(3, 0), (1, 1)]


def test_move_all_but_three_to_the_adjacent_clearing_with_most_enemies():
    state = bot_game()
    fox = of_suit(state, "fox")
    origin = next(c for c in fox if len(adjacent_clearings(state, c)) >= 2)
    near = sorted(adjacent_clearings(state, origin))
    put(state, origin, M, n=4)  # with the four she recruits there (4.5.2 first): eight
    put(state, near[-1], "eyrie", n=2)
    put(state, near[0], "eyrie", n=1)
    played = turn(state, "fox")
    moves = [a["request"] for a in doings(played, "move")]
    assert [(m["origin"], m["destination"], m["count"]) for m in moves] == [(origin, near[-1], 4 + 4 - 3)]


def test_expand_needs_another_order_card_and_changes_nothing_without_it():
    # 4.5.5 ([CR] Repeat): no building placed and five or fewer on the map: the next order card.
    state = bot_game()
    fox = of_suit(state, "fox")
    put(state, fox[0], M)
    state.apply([shift((M, "sawmill"), SUPPLY, OUT, 6)])  # no sawmill left to build (arranged)
    before = snapshot(state)
    with pytest.raises(BadInput) as refused:
        turn(state, "fox")
    problem = refused.value.problem
    assert problem.params["section"] == "4.5.5" and problem.params["step"].template.id == "bot.marquise.expand-needs"
    assert snapshot(state) == before  # a turn that cannot be played through changes nothing
    played = turn(state, "fox", "rabbit")
    said = [p.doing.says.template.id for p in played]
    assert said.count("bot.marquise.expand") == 1
    # Worked by hand: the fox Daylight recruits four in her one fox clearing (five there) and moves
    # all but three to the adjacent clearing of highest priority (no enemy anywhere to prefer);
    # that clearing is a rabbit one on this board, so the rabbit Daylight recruits its four there
    # (two plus four: six, against three) and builds its workshop there.
    first = doings(played, "move")[0]["request"]
    to = min(adjacent_clearings(state, fox[0]))
    assert (first["origin"], first["destination"], first["count"]) == (fox[0], to, 1 + 4 - 3)
    assert state.suits[to] == "rabbit"
    assert placed(played) == {fox[0]: 4, to: 4}
    assert placed(played, "workshop") == {to: 1}


def test_evening_scores_the_uncovered_value_of_the_orders_track():
    state = bot_game()
    fox = of_suit(state, "fox")
    for c in fox[:3]:
        put(state, c, M)
    put(state, fox[0], M, "sawmill")
    put(state, fox[1], M, "sawmill")
    played = turn(state, "fox")  # she builds a third sawmill (4.5.3), then scores its track (4.6)
    scores = doings(played, "score")
    assert [s["points"] for s in scores] == [MECHANICAL_MARQUISE_TRACK[3]]
    assert state.scores[M] == MECHANICAL_MARQUISE_TRACK[3]


def test_crafting_the_order_scores_one_and_nightmare_one_more():
    state = bot_game(difficulty="nightmare")
    put(state, of_suit(state, "fox")[0], M)
    played = turn(state, "fox", item="hammer")
    assert [s["points"] for s in doings(played, "score")][0] == 1  # 4.4.2
    assert [p.doing.section for p in played if p.doing.says.template.id == "bot.marquise.nightmare"] == ["4.6.1"]


def test_escalated_daylight_recruits_in_her_two_clearings_of_lowest_priority():
    state = bot_game()
    mine = sorted(state.topology.board.clearings)[:4]
    for c in mine:
        put(state, c, M)
    played = turn(state, "bird")
    assert placed(played) == {mine[-1]: 2, mine[-2]: 2}  # 4.7.2 ([CR] Bird1)


def test_escalated_build_type_ties_go_to_sawmill_then_recruiter():
    state = bot_game()
    mine = sorted(state.topology.board.clearings)[:3]
    for c in mine:
        put(state, c, M)
    put(state, mine[0], M, "workshop")
    put(state, mine[1], M, "recruiter")
    played = turn(state, "bird")
    built = [a["request"]["piece"] for a in doings(played, "place") if a["request"]["piece"] != "warrior"]
    assert built == ["recruiter"]  # workshop and recruiter tied, no sawmill among the most


def test_a_turn_undoes_to_the_position_it_started_from():
    state = bot_game()
    c = of_suit(state, "fox")[0]
    put(state, c, M, n=3)
    put(state, c, "eyrie", n=2)
    before = state.fields_json()
    start = state.cursor
    turn(state, "fox", item="hammer")
    while state.cursor > start:
        replay.undo(state)
    assert state.fields_json() == before


def test_not_her_birdsong_is_bad_input():
    state = bot_game()
    state.turn = 1
    with pytest.raises(BadInput):
        turn(state, "fox")
