"""The Electric Eyrie's turn (Law of Rootbotics 5.4-5.7), on hand-worked positions: what the
chapter says she does there, worked out by hand from its text ([RDB] to 5.5.1.I, [CR] after),
asserted step by step.

Clearings come from the derived board (a suit's clearings, adjacency, open slots); priorities
are the clearing ids (2.1). Each position is built by putting pieces, her seat taken without setup.
"""

from __future__ import annotations

import pytest

from rootboard.errors import BadInput
from rootboard.game.bots.eyrie.turn import STEPS
from rootboard.game.kinds import OUT, SUPPLY
from rootboard.game.placement import open_slots
from rootboard.game.state import shift
from rootboard.game.turns.steps import steps_of
from rootboard.game.turns.words import step_words
from rootboard.game.unconfirmed import ELECTRIC_EYRIE_TRACK
from tests.game.bots.eyrie.kit import (E, adjacent, decree, doings, eyrie_game, of_suit, placed, put, said, snapshot,
                                       turn)


def moves(played):
    return [(m["request"]["origin"], m["request"]["destination"], m["request"]["count"])
            for m in doings(played, "move")]


def roosts(state) -> list[int]:
    return sorted(state.where_is((E, "roost")))


def test_her_seat_walks_her_own_turn():
    state = eyrie_game()
    assert steps_of(state.law[E]) == STEPS
    assert [s.phase for s in STEPS] == ["birdsong", "daylight", "evening"]
    assert {s.section for s in STEPS} == {"16.1.3"}  # the Law of Root's; the words cite her chapter
    assert [step_words(state.law[E], s).params["section"] for s in STEPS] == ["5.4", "5.5", "5.6"]


def test_a_whole_turn_from_an_empty_board():
    """A fox order, no roost on the map, her two viziers in the bird column, nobody else about."""
    state = eyrie_game()
    c = next(x for x in of_suit(state, "fox") if open_slots(state, x))  # 5.4.4: the ordered clearing of highest priority
    slots = {y: open_slots(state, y) for y in state.topology.board.clearings}
    played = turn(state, "fox")
    assert decree(state)["fox"] == ["order"]  # 5.4.3
    assert placed(played, "roost")[c] == 1
    # 5.4.4: four warriors with the new roost; 5.5.1.I: one for the fox column, two for the bird
    # column, both in the one clearing with a roost.
    recruits = [a["request"] for a in doings(played, "place") if a["request"]["piece"] == "warrior"]
    assert [(r["where"], r["count"]) for r in recruits] == [(c, 4), (c, 1), (c, 2)]
    # 5.5.1.II: the fox column (1 card) from c, which she rules with 7 warriors: her roost rules
    # it alone, so the column's count stays (1); to the adjacent clearing of lowest priority (no
    # roost, no enemy anywhere). The bird column (2 cards) from there (6 warriors, the most): it
    # has no building, so one rules it, two stay (the count); not back to c (a roost): the other
    # adjacent clearing of lowest priority.
    d = max(adjacent(state, c))
    away = [x for x in adjacent(state, d) if x != c]
    x = max(away) if away else c
    assert moves(played) == [(c, d, 6), (d, x, 4)]
    assert not doings(played, "battle")  # no enemy: "no battle" said for each column
    assert said(played).count("bot.eyrie.no-battle") == 2
    # 5.5.2: a roost in the clearing she rules of highest priority with no roost.
    built = min(y for y in {d, x} - {c} if slots[y] > 0)
    assert roosts(state) == sorted({c, built})
    # 5.6: her roosts track ([CR], unconfirmed).
    assert state.scores[E] == ELECTRIC_EYRIE_TRACK[2]
    assert state.current != E and state.phase == "birdsong"
    assert all(p.doing.section.startswith("5.") for p in played)


@pytest.mark.parametrize("enemies, warriors, expected", [
    ((2, 1), (1, 1), 0),  # I.a: the most enemy pieces
    ((1, 1), (2, 1), 1),  # I.b: then the fewest Eyrie warriors
    ((1, 1), (1, 1), 1),  # I.c: then the lowest priority
])
def test_recruit_target_and_its_ties(enemies, warriors, expected):
    state = eyrie_game(viziers=0)
    suit = next(s for s in ("fox", "mouse", "rabbit") if len(of_suit(state, s)) >= 2)
    two = of_suit(state, suit)[:2]
    for c, n_enemy, n_mine in zip(two, enemies, warriors):
        put(state, c, E, "roost")
        put(state, c, E, n=n_mine)
        put(state, c, "marquise", n=n_enemy)
    played = turn(state, suit)
    assert placed(played) == {two[expected]: 1}


def test_battle_the_player_with_most_buildings_and_the_longest_columns_extra_hit():
    state = eyrie_game()
    c = of_suit(state, "fox")[0]
    home = of_suit(state, "rabbit")[0]
    put(state, home, E, "roost")  # a roost elsewhere: no new one (5.4.4), the recruits go there
    put(state, c, E, n=3)
    put(state, c, "marquise", n=1)
    put(state, c, "marquise", "sawmill")
    put(state, c, "alliance", n=3)  # more pieces, no building
    played = turn(state, "fox", rolls=[(0, 0), (0, 0)])
    battles = doings(played, "battle")
    # 5.5.1.III: the fox column, then the bird column, each in c against the Marquise (the most
    # buildings there); the bird column holds two cards, the fox one: its battle deals the extra hit.
    assert [(b["clearing"], b["defender"]) for b in battles] == [(c, "marquise"), (c, "marquise")]
    assert [tuple(b["effects"]) for b in battles] == [(), ("longest-column",)]
    assert said(played).count("bot.eyrie.extra-hit") == 1


def test_battle_clearing_tie_counts_defenseless_buildings_not_tokens():
    # [RDB] 5.5.1.III.b: among clearings of the column's suit without her roost, the one with the
    # most defenseless buildings, before the lowest priority (c). Clearing a (higher priority) holds
    # one defenseless sawmill, clearing b two defenseless Marquise wood tokens: tokens do not count,
    # so a is battled first (by tokens, or by priority alone, b would be).
    state = eyrie_game()
    a, b = of_suit(state, "fox")[:2]
    home = of_suit(state, "rabbit")[0]
    put(state, home, E, "roost")  # a roost elsewhere: no new one (5.4.4)
    for c in (a, b):
        put(state, c, E, n=2)
    put(state, a, "marquise", "sawmill")
    put(state, b, "marquise", "wood", n=2)
    played = turn(state, "fox", rolls=[(0, 0), (0, 0)])
    battles = doings(played, "battle")
    assert (battles[0]["clearing"], battles[0]["defender"]) == (a, "marquise")


def test_no_roost_to_build_is_turmoil():
    # 5.5.2 ([CR] ExtraBuild), Turmoil ([CR] NoNobility, Purge): a point lost per bird card.
    state = eyrie_game()
    c = of_suit(state, "fox")[0]
    put(state, c, E, "roost")
    put(state, c, E)
    state.apply([shift((E, "roost"), SUPPLY, OUT, 6)])  # no roost left to place (arranged)
    state.scores[E] = 5
    played = turn(state, "fox")
    assert "bot.eyrie.turmoil" in said(played)
    assert decree(state) == {"fox": [], "mouse": [], "rabbit": [], "bird": ["vizier", "vizier"]}
    assert state.scores[E] == 5 - 2 + ELECTRIC_EYRIE_TRACK[1]
    state = eyrie_game(traits=("nobility",))
    put(state, c, E, "roost")
    put(state, c, E)
    state.apply([shift((E, "roost"), SUPPLY, OUT, 6)])
    state.scores[E] = 5
    turn(state, "fox")
    assert state.scores[E] == 5 + 2 + ELECTRIC_EYRIE_TRACK[1]  # Nobility: the bird cards score


def test_nobility_falls_into_turmoil_when_no_warrior_can_be_recruited():
    state = eyrie_game(traits=("nobility",))
    fox, rabbit = of_suit(state, "fox")[0], of_suit(state, "rabbit")[0]
    put(state, rabbit, E, "roost")  # no fox clearing with a roost: the fox column recruits nobody
    played = turn(state, "fox")
    assert said(played)[said(played).index("bot.eyrie.no-recruit") + 1] == "bot.eyrie.turmoil"
    assert not doings(played, "move") and fox not in placed(played)


def test_craft_scores_one_and_nightmare_one_more():
    state = eyrie_game(difficulty="nightmare")
    put(state, of_suit(state, "fox")[0], E, "roost")
    put(state, of_suit(state, "rabbit")[0], E)  # a clearing she rules without a roost: she builds there
    played = turn(state, "mouse", item="tea")
    assert doings(played, "bot-craft") and "bot.eyrie.nightmare" in said(played)
    assert "bot.eyrie.turmoil" not in said(played)
    assert state.scores[E] == 1 + ELECTRIC_EYRIE_TRACK[len(roosts(state))] + 1


def test_relentless_and_swoop():
    # No vizier: only the fox column, so no battle outside fox clearings; the sawmill stands in a
    # rabbit clearing with two of her warriors, defenseless (no Marquise warrior there).
    state = eyrie_game(traits=("relentless", "swoop"), viziers=0)
    put(state, of_suit(state, "fox")[0], E, "roost")
    c = of_suit(state, "rabbit")[0]
    put(state, c, E, n=2)
    put(state, c, "marquise", "sawmill")
    played = turn(state, "fox")
    assert not doings(played, "battle")
    removed = [r["request"] for r in doings(played, "remove")]
    assert [(r["faction"], r["piece"], r["where"]) for r in removed] == [("marquise", "sawmill", c)]
    swoop = [p.action["request"] for p in played if p.doing.says is not None
             and p.doing.says.template.id == "bot.eyrie.swoop"]
    assert len(swoop) == 1 and swoop[0]["count"] == 2
    assert not state.count(swoop[0]["where"], (E, "roost"))


def test_not_her_birdsong_is_bad_input_and_changes_nothing():
    state = eyrie_game()
    state.phase = "daylight"
    before = snapshot(state)
    with pytest.raises(BadInput):
        turn(state, "fox")
    assert snapshot(state) == before


def test_hates_surprises_and_her_board_checked():
    state = eyrie_game()
    assert state.law[E].bars_ambush(state, None).template.id == "bot.eyrie.hates-surprises"
    state.boards = {**state.boards, E: {"leader": "commander", "decree": {}}}
    element, problem = state.law[E].position_problem(state)
    assert element == "boards" and problem.params["element"] == "eyrie"
