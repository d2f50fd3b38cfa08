"""The Lord of the Hundreds's actions (14.4-14.6): each check legal and refused with its section,
teach mode's warning, points in the ledger, undo, and a game file's round trip."""

from __future__ import annotations

import pytest

from rootboard.errors import BadInput
from rootboard.game import replay
from rootboard.game.factions.hundreds import actions as a
from rootboard.game.factions.hundreds.board import (MOB, MOODS, STRONGHOLD, WARLORD, WARRIOR, adjacent_clearings,
                                                    board_problem, mood, moods_open, prowess, warlords_clearing)
from rootboard.game.kinds import BUILDING, SUITS, TOKEN
from rootboard.game.ledger import ledger
from tests.game.factions.hundreds.kit import (H, card_of, empty_clearings, hand, hoard, position, put,
                                              refused_in_both, refused_then_taught, set_board, snapshot)


def at_warlord(s) -> int:
    return warlords_clearing(s)


# --- Choose Mood (14.4.4) ----------------------------------------------------------------------------

def test_choose_mood_keeps_the_new_mood_on_the_board():
    s = position("birdsong")
    new = next(m for m in moods_open(s))
    outcome = replay.perform(s, a.ChooseMood(new))
    assert outcome.applied and mood(s) == new and "14.4.4" in outcome.verdict.sections
    replay.undo(s)
    assert mood(s) != new


def test_the_same_mood_is_refused_then_taught():
    s = position("birdsong")
    refused_then_taught(s, a.ChooseMood(mood(s)), "14.4.4")


def test_a_mood_showing_an_item_in_the_hoard_is_refused():
    s = position("birdsong")
    m, item = next((m, i) for m, i in MOODS.items() if i is not None and m != mood(s))
    hoard(s, item)
    assert m not in moods_open(s)
    refused_then_taught(s, a.ChooseMood(m), "14.4.4")


def test_an_unknown_mood_is_bad_input():
    s = position("birdsong")
    with pytest.raises(BadInput):
        a.ChooseMood("sleepy").check(s)


def test_choose_mood_in_daylight_is_refused_with_the_phase():
    s = position("daylight")
    outcome = replay.perform(s, a.ChooseMood(moods_open(s)[0]))
    assert not outcome.applied and "14.4.4" in outcome.verdict.sections


# --- Recruit (14.4.2) --------------------------------------------------------------------------------

def test_recruit_places_prowess_at_the_warlord_and_one_per_stronghold():
    s = position("birdsong")
    w, other = empty_clearings(s)[:2]
    put(s, w, H, WARLORD)
    put(s, other, H, STRONGHOLD)
    hoard(s, next(i for m, i in MOODS.items() if m == "wrathful"))  # an item of the Prowess track
    expected_w, expected_other = prowess(s), 1
    assert replay.perform(s, a.Recruit()).applied
    assert s.count(w, (H, WARRIOR)) == expected_w and s.count(other, (H, WARRIOR)) == expected_other
    refused_then_taught(s, a.Recruit(), "14.4.2")  # once a Birdsong
    replay.undo(s)
    replay.undo(s)
    assert s.count(w, (H, WARRIOR)) == 0


def test_recruit_with_an_empty_supply_is_impossible():
    s = position("birdsong")
    c = empty_clearings(s)[0]
    put(s, c, H, WARLORD)
    put(s, c, H, WARRIOR, s.supply[(H, WARRIOR)])
    refused_in_both(s, a.Recruit(), "14.4.2")


# --- Anoint (14.4.3) ---------------------------------------------------------------------------------

def test_anoint_replaces_a_warrior_with_the_warlord():
    s = position("birdsong")
    c = empty_clearings(s)[0]
    put(s, c, H, WARRIOR, 2)
    outcome = replay.perform(s, a.Anoint(c))
    assert outcome.applied and warlords_clearing(s) == c and s.count(c, (H, WARRIOR)) == 1


def test_anoint_with_the_warlord_on_the_map_is_impossible():
    s = position("birdsong")
    c = empty_clearings(s)[0]
    put(s, c, H, WARLORD)
    refused_in_both(s, a.Anoint(c), "14.4.3")


def test_anoint_where_no_warrior_stands_while_one_does_elsewhere_is_refused_then_taught():
    s = position("birdsong")
    c, other = empty_clearings(s)[:2]
    put(s, c, H, WARRIOR)
    refused_then_taught(s, a.Anoint(other), "14.4.3")


def test_anoint_with_no_warrior_on_the_map_places_the_warlord_anywhere():
    s = position("birdsong")
    c = empty_clearings(s)[0]
    assert not [x for x in s.where_is((H, WARRIOR)) if isinstance(x, int)]
    assert replay.perform(s, a.Anoint(c)).applied and warlords_clearing(s) == c


# --- Raze and the mob's spread (14.4.1) --------------------------------------------------------------

def razing_position():
    s = position("birdsong")
    c = empty_clearings(s)[0]
    put(s, c, H, MOB)
    put(s, c, "marquise", "sawmill")
    put(s, c, "marquise", "wood")
    put(s, c, "marquise")
    return s, c


def test_raze_removes_enemy_buildings_and_tokens_and_scores_them_in_the_ledger():
    s, c = razing_position()
    enemy = sum(n for (f, p), n in s.pieces_at(c).items()
                if f != H and s.law.kinds.get((f, p)) in (BUILDING, TOKEN))
    warriors = s.count(c, ("marquise", WARRIOR))
    before = s.scores.get(H, 0)
    assert replay.perform(s, a.Raze()).applied
    assert s.count(c, ("marquise", "sawmill")) == 0 and s.count(c, ("marquise", "wood")) == 0
    assert s.count(c, ("marquise", WARRIOR)) == warriors  # warriors stay (14.4.1)
    assert s.scores[H] == before + enemy
    lines = [line for line in ledger(s) if line.faction == H]
    assert sum(line.points for line in lines) == enemy and {line.section for line in lines} == {"14.4.1"}
    replay.undo(s)
    assert s.count(c, ("marquise", "sawmill")) == 1 and s.scores.get(H, 0) == before


def test_raze_twice_is_refused_then_taught():
    s, _ = razing_position()
    assert replay.perform(s, a.Raze()).applied
    refused_then_taught(s, a.Raze(), "14.4.1")


def spread_target(s, c):
    """A clearing adjacent to the mob's ``c``, with no mob, and its suit."""
    n = next(n for n in adjacent_clearings(s, c) if not s.count(n, (H, MOB)))
    return n, s.suits[n]


def test_the_mob_spreads_to_a_matching_clearing_next_to_a_mob_after_raze():
    s, c = razing_position()
    n, suit = spread_target(s, c)
    refused_then_taught(s, a.SpreadMob(n, suit), "14.4.1")  # before Raze
    replay.undo(s)  # the taught spread
    assert replay.perform(s, a.Raze()).applied
    assert replay.perform(s, a.SpreadMob(n, suit)).applied and s.count(n, (H, MOB)) == 1


def test_the_mob_die_suit_must_match_and_the_clearing_be_near_a_mob():
    s, c = razing_position()
    assert replay.perform(s, a.Raze()).applied
    n, suit = spread_target(s, c)
    other = next(x for x in SUITS if x != suit)
    refused_then_taught(s, a.SpreadMob(n, other), "14.4.1")
    replay.undo(s)
    far = next(x for x in empty_clearings(s) if x != c and c not in adjacent_clearings(s, x))
    refused_then_taught(s, a.SpreadMob(far, s.suits[far]), "14.4.1")
    replay.undo(s)
    assert a.SpreadMob(n, suit).check(s).legal  # what was wrong was the suit, and the distance
    refused_in_both(s, a.SpreadMob(c, s.suits[c]), "14.4.1")  # a mob there already


# --- Build (14.5.2) ----------------------------------------------------------------------------------

def test_build_spends_a_matching_card_where_they_rule():
    s = position("daylight")
    c = empty_clearings(s)[0]
    put(s, c, H, WARRIOR)
    hand(s, card_of(s, s.suits[c]))
    outcome = replay.perform(s, a.Build(c, card_of(s, s.suits[c])))
    assert outcome.applied and s.count(c, (H, STRONGHOLD)) == 1 and "14.5.2" in outcome.verdict.sections


def test_build_where_they_do_not_rule_is_refused_then_taught():
    s = position("daylight")
    c = empty_clearings(s)[0]
    refused_then_taught(s, a.Build(c), "14.5.2")


def test_build_with_a_card_of_another_suit_is_refused_then_taught():
    s = position("daylight")
    c = empty_clearings(s)[0]
    put(s, c, H, WARRIOR)
    wrong = card_of(s, next(x for x in SUITS if x != s.suits[c]))
    hand(s, wrong)
    refused_then_taught(s, a.Build(c, wrong), "14.5.2")


# --- Advance the Warlord (14.5.3) --------------------------------------------------------------------

def test_advance_moves_the_warlord_with_warriors():
    s = position("daylight")
    c = empty_clearings(s)[0]
    put(s, c, H, WARLORD)
    put(s, c, H, WARRIOR, 2)
    to = adjacent_clearings(s, c)[0]
    assert replay.perform(s, a.Advance(to, 2)).applied
    assert warlords_clearing(s) == to and s.count(to, (H, WARRIOR)) == 2 and s.count(c, (H, WARRIOR)) == 0
    replay.undo(s)
    assert warlords_clearing(s) == c


def test_advance_without_a_warlord_is_impossible():
    s = position("daylight")
    refused_in_both(s, a.Advance(empty_clearings(s)[0]), "14.5.3")


# --- Incite (14.6.1) ---------------------------------------------------------------------------------

def test_incite_places_a_mob_where_a_warrior_stands():
    s = position("evening")
    c = empty_clearings(s)[0]
    put(s, c, H, WARRIOR)
    card = card_of(s, s.suits[c])
    hand(s, card)
    assert replay.perform(s, a.Incite(c, card)).applied and s.count(c, (H, MOB)) == 1
    refused_in_both(s, a.Incite(c), "14.6.1")  # a mob there already


def test_incite_without_a_warrior_is_refused_then_taught():
    s = position("evening")
    refused_then_taught(s, a.Incite(empty_clearings(s)[0]), "14.6.1")


# --- the board and the game file ---------------------------------------------------------------------

def test_a_bad_mood_on_the_board_is_a_problem():
    s = position()
    set_board(s, mood="sleepy")
    assert board_problem(s)[0] == "boards.hundreds.mood"
    set_board(s, mood=None)
    assert board_problem(s) is None


def test_a_game_with_its_actions_saves_and_loads(tmp_path):
    from rootboard.gamefile.file import save_game
    from rootboard.loading import load

    s, c = razing_position()
    assert replay.perform(s, a.Raze()).applied
    n, suit = spread_target(s, c)
    assert replay.perform(s, a.SpreadMob(n, suit)).applied
    put(s, n, H, STRONGHOLD)
    assert replay.perform(s, a.Recruit()).applied
    assert replay.perform(s, a.Anoint(n)).applied  # the warrior recruited at the stronghold
    assert replay.perform(s, a.ChooseMood(moods_open(s)[0])).applied
    path = tmp_path / "g.json"
    save_game(s, path)
    back = load(path).state
    assert snapshot(back) == snapshot(s) and back.history == s.history
    replay.undo(back)
    assert mood(back) == mood(position())


def test_advance_is_taken_up_to_prowess_times():
    s = position("daylight")
    c = empty_clearings(s)[0]
    put(s, c, H, WARLORD)
    there = c
    for _ in range(prowess(s)):
        to = adjacent_clearings(s, there)[0]
        assert replay.perform(s, a.Advance(to)).applied
        there = to
    refused_then_taught(s, a.Advance(adjacent_clearings(s, there)[0]), "14.5.3")


def test_a_game_with_daylight_and_evening_actions_saves_and_loads(tmp_path):
    from rootboard.gamefile.file import save_game
    from rootboard.loading import load

    s = position("daylight")
    c = empty_clearings(s)[0]
    put(s, c, H, WARLORD)
    put(s, c, H, WARRIOR, 2)
    hand(s, unnamed=2)
    assert replay.perform(s, a.Build(c)).applied
    to = adjacent_clearings(s, c)[0]
    assert replay.perform(s, a.Advance(to, 2)).applied
    path = tmp_path / "g.json"
    save_game(s, path)
    back = load(path).state
    assert snapshot(back) == snapshot(s) and back.history == s.history
    replay.undo(back)
    assert warlords_clearing(back) == c
