"""The Logical Lizards' turn (Law of Rootbotics 8.4-8.6), on hand-worked positions: what the
chapter says they do there, worked out by hand from its text ([RDB] to 8.4.2, [CR] Rituals and
Evening after), asserted step by step.

Clearings come from the derived board (a suit's clearings, open slots); priorities are the
clearing ids (2.1). Each position is built by putting pieces, their seat taken without setup.
"""

from __future__ import annotations

import math

import pytest

from rootboard.errors import BadInput
from rootboard.game.bots.lizards.turn import REVEALS, STEPS
from rootboard.game.factions.lizards.board import score_points
from rootboard.game.placement import open_slots
from rootboard.game.turns.steps import steps_of
from rootboard.game.turns.words import step_words
from tests.game.bots.lizards.kit import L, acolytes, doings, lizards_game, of_suit, put, said, snapshot, turn


def with_slot(state, suit) -> list[int]:
    return [c for c in of_suit(state, suit) if open_slots(state, c) > 0]


def test_their_seat_walks_their_own_turn():
    state = lizards_game()
    assert steps_of(state.law[L]) == STEPS
    assert [s.phase for s in STEPS] == ["birdsong", "daylight", "evening"]
    assert {s.section for s in STEPS} == {"16.1.3"}  # the Law of Root's; the words cite their chapter
    assert [step_words(state.law[L], s).params["section"] for s in STEPS] == ["8.4", "8.5", "8.6"]


def test_a_suit_ritual_places_where_the_enemy_has_most_buildings_and_a_garden_where_they_rule():
    state = lizards_game()
    suit, first, second = next((s, of_suit(state, s)[0], c) for s in ("fox", "mouse", "rabbit")
                               for c in of_suit(state, s)[1:]
                               if open_slots(state, c) >= 2 and with_slot(state, s)[0] < c)
    put(state, second, "marquise", "sawmill")  # an enemy building, a slot still open: the tie goes to it (8.5.1.I)
    put(state, first, L, "warrior", 2)  # they rule `first`, of higher priority, no enemy there
    played = turn(state, "bird", suit, suit)
    # First card: `second` (an open slot and the most enemy buildings); their one warrior and the
    # Marquise's sawmill: a tie, nobody rules it, no garden. Second card: `second` again (the
    # ranking unchanged); two warriors to one building: they rule it, a matching garden goes there.
    steps = [(p.doing.section, p.action["request"]["piece"], p.action["request"]["where"])
             for p in played if p.action and p.action["type"] == "place"]
    assert steps == [("8.5.1", "warrior", second), ("8.5.1", "warrior", second),
                     ("8.5.1", f"{suit}-garden", second)]
    assert state.count(first, (L, "warrior")) == 2  # no ritual there


def test_a_bird_ritual_takes_from_the_clearing_with_most_warriors_and_martyrs_one_more():
    state = lizards_game(traits=("martyrs",))
    a, b = sorted(state.topology.board.clearings)[:2]
    put(state, a, L, "warrior", 1)
    put(state, b, L, "warrior", 3)
    supply = state.supply[(L, "warrior")]
    played = turn(state, "mouse", "bird")
    assert state.count(b, (L, "warrior")) == 2 and state.count(a, (L, "warrior")) == 1  # from b (the most)
    assert acolytes(state) == 2  # the bird ritual's and Martyrs'
    assert state.supply[(L, "warrior")] == supply - 1
    assert [a["clearing"] for a in doings(played, "bot-lizards-acolyte")] == [b, None]
    assert "bot.lizards.martyrs" in said(played)


@pytest.mark.parametrize("difficulty", ["easy", "normal", "challenging", "nightmare"])
def test_the_difficulty_sets_how_many_cards_are_revealed(difficulty):
    state = lizards_game(difficulty=difficulty)
    suit = next(s for s in ("fox", "mouse", "rabbit") if with_slot(state, s))
    played = turn(state, suit, *[suit] * 6)
    rituals = [p for p in played if p.doing.section == "8.5.1" and p.doing.says is not None
               and p.doing.says.template.id == "bot.lizards.ritual.suit"]
    assert len(rituals) == REVEALS[difficulty]  # [CR] Difficulty: 3, 4, 5, 5
    bonus = [p for p in played if p.doing.says is not None and p.doing.says.template.id == "bot.lizards.nightmare"]
    assert len(bonus) == (difficulty == "nightmare")


def test_evening_scores_the_order_track_crafts_the_top_card_and_ends_the_turn():
    state = lizards_game(difficulty="nightmare", traits=("erratic",))
    suit = next(s for s in ("fox", "mouse", "rabbit") if with_slot(state, s))
    c = with_slot(state, suit)[0]
    put(state, c, L, f"{suit}-garden")  # one garden off the track
    expected = score_points(state, suit)
    played = turn(state, suit, item="hammer")
    assert state.scores[L] == expected + 1 + math.ceil(len(state.factions) / 2)  # 8.6.1, 8.6.4 craft, Nightmare
    assert doings(played, "bot-craft") == [{"type": "bot-craft", "faction": L, "item": "hammer"}]
    ids = said(played)
    assert ids.index("bot.lizards.score") < ids.index("bot.lizards.discard-lost-souls") \
        < ids.index("bot.lizards.return-revealed") < ids.index("bot.lizards.craft")
    assert "bot.lizards.erratic" in ids
    assert state.current != L  # the turn ended


def test_no_acolyte_no_conspiracy():
    state = lizards_game()
    played = turn(state, "fox")
    assert said(played)[:2] == ["bot.lizards.order", "bot.lizards.no-acolyte"]


def test_a_turn_refused_changes_nothing():
    state = lizards_game()
    state.phase = "daylight"
    before = snapshot(state)
    with pytest.raises(BadInput):
        turn(state, "fox")
    assert snapshot(state) == before


def test_the_acolyte_action_refuses_another_seat_and_an_empty_clearing():
    from rootboard.game.bots.lizards.actions import BotAcolyte

    state = lizards_game()
    c = min(state.topology.board.clearings)
    verdict = BotAcolyte(L, c).check(state)
    assert not verdict.legal and verdict.message.template.id == "bot.lizards.no-warrior-there"
    verdict = BotAcolyte("marquise", c).check(state)
    assert not verdict.legal and "16.1.3" in verdict.message.sections


def test_robot_revenge_one_acolyte_of_the_warriors_removed_outside_their_turn():
    from rootboard.game import replay
    from rootboard.game.battle.resolution import Battle
    from tests.game.gamekit import turn_of

    state = lizards_game()
    c = min(state.topology.board.clearings)
    put(state, c, L, "warrior", 3)
    put(state, c, "marquise", "warrior", 3)
    turn_of(state, "marquise", "daylight")
    outcome = replay.perform(state, Battle("marquise", L, c, rolls=(3, 3)), "teach")
    assert outcome.applied
    removed = 3 - state.count(c, (L, "warrior"))
    assert removed >= 2 and acolytes(state) == 1  # one of them, not each (8.2.2; the Cult's 10.2.3 would give each)


# --- Conspiracies (8.4.2 [RDB]) ------------------------------------------------------------------

def with_acolytes(state, n):
    from rootboard.game import replay
    from rootboard.game.bots.lizards.actions import BotAcolyte

    for _ in range(n):
        assert replay.perform(state, BotAcolyte(L), "enforce").applied  # from the supply (as Martyrs)
    return state


def marker(state):
    from rootboard.game.bots.lizards.actions import marker as covered

    return covered(state)


def test_convert_targets_the_player_with_most_points_then_the_clearing_with_most_enemy_buildings():
    state = with_acolytes(lizards_game(), 1)
    suit, b, c = next((s, of_suit(state, s)[0], x) for s in ("fox", "mouse", "rabbit")
                      for x in of_suit(state, s)[1:] if open_slots(state, x))
    put(state, b, "marquise")
    put(state, b, "alliance")
    put(state, c, "marquise")
    put(state, c, "marquise", "sawmill")
    state.scores["marquise"] = 3  # the Marquise has the most points: the target player (8.4.2.I.a)
    played = turn(state, suit)
    # The marker leaves Sanctify (8.3.3) for Convert; the Marquise's warrior in c (a building:
    # the most enemy buildings, 8.4.2.I.b) replaced; the one acolyte removed; no more.
    assert [a["conspiracy"] for a in doings(played, "bot-lizards-conspiracy")] == ["convert"]
    assert [(a["request"]["faction"], a["request"]["where"]) for a in doings(played, "remove")] == [("marquise", c)]
    assert state.count(c, (L, "warrior")) == 1 and state.count(c, ("marquise", "warrior")) == 0
    assert state.count(b, ("marquise", "warrior")) == 1 and acolytes(state) == 0
    assert marker(state) == "convert"


def test_sanctify_replaces_buildings_by_fewest_enemy_warriors_and_priority():
    state = with_acolytes(lizards_game(), 2)
    suit, b, c = next((s, x, y) for s in ("fox", "mouse", "rabbit") for x in of_suit(state, s)
                      for y in of_suit(state, s) if x < y and open_slots(state, x) and open_slots(state, y))
    put(state, b, "marquise", "sawmill")
    put(state, c, "marquise", "workshop")
    played = turn(state, suit)
    # No enemy warrior (no Convert), no two Lizard warriors (no Crusade): Sanctify in b (no enemy
    # warriors in either: priority, 2.1), then round the track again, Sanctify in c.
    assert [a["conspiracy"] for a in doings(played, "bot-lizards-conspiracy")] == [
        "convert", "crusade", "sanctify", "convert", "crusade", "sanctify"]
    assert [a["request"]["where"] for a in doings(played, "remove")] == [b, c]
    assert state.count(b, (L, f"{suit}-garden")) == 1 and state.count(c, (L, f"{suit}-garden")) == 1
    assert acolytes(state) == 0
    # 1 VP for each enemy building removed (3.2.1), then Evening's score by the order's track.
    assert [a["points"] for a in doings(played, "score")] == [1, 1, score_points(state, suit)]


def test_crusade_battles_the_player_there_with_most_points():
    from rootboard.game import replay
    from rootboard.game.bots.lizards.actions import BotConspiracy

    state = with_acolytes(lizards_game(), 1)
    assert replay.perform(state, BotConspiracy(L, "convert"), "enforce").applied  # the marker on Convert
    suit = "fox"
    b = of_suit(state, suit)[0]
    put(state, b, L, "warrior", 2)
    put(state, b, "marquise")
    put(state, b, "alliance", "warrior", 2)
    state.scores["alliance"] = 2
    played = turn(state, suit, rolls=[(1, 0)])
    battles = doings(played, "battle")
    assert [(x["defender"], x["clearing"]) for x in battles] == [("alliance", b)]  # 8.4.2.II.a
    assert acolytes(state) == 0 and marker(state) == "crusade"


def test_no_conspiracy_can_be_performed_it_stops_after_a_round_of_the_track():
    state = with_acolytes(lizards_game(), 2)
    played = turn(state, "fox")
    assert [a["conspiracy"] for a in doings(played, "bot-lizards-conspiracy")] == ["convert", "crusade", "sanctify"]
    assert "bot.lizards.stops" in said(played) and acolytes(state) == 2
