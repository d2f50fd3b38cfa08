"""The Lizard Cult's actions (10.4-10.5): each legal case, each refusal with its section, teach
mode's warning, points in the ledger, undo, and a game file's round trip."""

from __future__ import annotations

import pytest

from rootboard.errors import BadInput
from rootboard.game import replay
from rootboard.game.cards import table
from rootboard.game.cards.actions import Discard
from rootboard.game.factions.lizards import actions as a
from rootboard.game.factions.lizards.board import (CONSPIRACY_COST, SCORE_POINTS, acolytes, board_problem,
                                                   gardens_placed, hated, outcast, revealed, score_points)
from rootboard.game.kinds import SUITS
from rootboard.game.ledger import ledger
from rootboard.game.modes import TEACH
from tests.game.factions.lizards.kit import (L, card_of, clearing_of, give_acolytes, hand, position, put,
                                             refused_in_both, refused_then_taught, set_board, snapshot)

FOX = "fox"


# --- Recruit (10.5.2) ------------------------------------------------------------------------------

def test_recruit_reveals_a_card_of_the_clearing_and_places_a_warrior_there():
    s = position()
    c = clearing_of(s, FOX)
    card = card_of(s, FOX)
    hand(s, card)
    outcome = replay.perform(s, a.RitualRecruit(c, card))
    assert outcome.applied and outcome.verdict.sections[0] == "10.5.2"
    assert s.count(c, (L, "warrior")) == 1 and revealed(s) == [FOX]
    assert card in table.known_on_board(s, L) and table.hand_size(s, L) == 0  # revealed, not in hand
    replay.undo(s)
    assert s.count(c, (L, "warrior")) == 0 and revealed(s) == [] and table.hand_size(s, L) == 1


def test_recruit_with_a_card_of_another_suit_is_refused_then_taught():
    s = position()
    c = clearing_of(s, FOX)
    other = next(x for x in SUITS if x != FOX)
    refused_then_taught(s, a.RitualRecruit(c, suit=other), "10.5.2")
    assert s.count(c, (L, "warrior")) == 1  # taught: applied with its warning


def test_birds_are_not_wild_for_rituals():
    s = position()
    c = clearing_of(s, FOX)
    outcome = replay.perform(s, a.RitualRecruit(c, suit="bird"))
    assert not outcome.applied and {"10.5.2", "10.2.2"} <= set(outcome.verdict.sections)


def test_a_card_not_in_hand_cannot_be_revealed():
    s = position()
    c = clearing_of(s, FOX)
    hand(s, card_of(s, "mouse"))  # every card of its hand is known, and none is this one
    refused_in_both(s, a.RitualRecruit(c, card_of(s, FOX)), "1.2.1")


def test_a_card_unnamed_needs_its_suit_and_a_named_card_its_own():
    s = position()
    c = clearing_of(s, FOX)
    with pytest.raises(BadInput):
        a.RitualRecruit(c).check(s)
    with pytest.raises(BadInput):
        a.RitualRecruit(c, card_of(s, FOX), suit="mouse").check(s)


def test_a_ritual_in_birdsong_is_against_the_turn():
    s = position("birdsong")
    c = clearing_of(s, FOX)
    outcome = replay.perform(s, a.RitualRecruit(c, suit=FOX))
    assert not outcome.applied and outcome.verdict.possible and "1.4.1" in outcome.verdict.sections


# --- Build (10.5.1) --------------------------------------------------------------------------------

def test_build_places_a_matching_garden_where_the_cult_rules():
    s = position()
    c = clearing_of(s, FOX)
    put(s, c, L)
    before = gardens_placed(s, FOX)
    outcome = replay.perform(s, a.RitualBuild(c, suit=FOX))
    assert outcome.applied and outcome.verdict.sections[0] == "10.5.1"
    assert s.count(c, (L, "fox-garden")) == 1 and gardens_placed(s, FOX) == before + 1
    assert s.scores[L] == 0  # a garden scores nothing placed: the Score ritual does (10.5.3)


def test_build_where_it_does_not_rule_is_refused_then_taught():
    s = position()
    c = clearing_of(s, FOX)
    refused_then_taught(s, a.RitualBuild(c, suit=FOX), "10.5.1")


def test_build_with_no_slot_is_impossible():
    s = position()
    c = clearing_of(s, FOX)
    put(s, c, L)
    for _ in range(s.topology.board.clearings[c].slots):
        put(s, c, L, "fox-garden")
    refused_in_both(s, a.RitualBuild(c, suit=FOX), "10.5.1")


# --- Score (10.5.3) --------------------------------------------------------------------------------

def test_score_spends_the_card_for_the_points_of_its_gardens_track_and_the_ledger_keeps_them():
    s = position()
    c = clearing_of(s, FOX)
    put(s, c, L, "fox-garden")
    card = card_of(s, FOX)
    hand(s, card)
    points = score_points(s, FOX)
    assert points == SCORE_POINTS[gardens_placed(s, FOX)] and points > 0
    outcome = replay.perform(s, a.RitualScore(card))
    assert outcome.applied and s.scores[L] == points
    assert table.discard_pile(s)[-1] == card  # spent: the Lost Souls (10.2.6)
    lines = [line for line in ledger(s) if line.faction == L]
    assert [(line.points, line.section) for line in lines] == [(points, "10.5.3")]
    replay.undo(s)
    assert s.scores[L] == 0 and table.hand_size(s, L) == 1


def test_score_once_per_turn_per_suit():
    s = position()
    put(s, clearing_of(s, FOX), L, "fox-garden")
    assert replay.perform(s, a.RitualScore(suit=FOX)).applied
    refused_then_taught(s, a.RitualScore(suit=FOX), "10.5.3")


def test_score_with_no_garden_of_the_suit_on_the_map_is_impossible():
    s = position()
    suit = next(x for x in SUITS if gardens_placed(s, x) == 0)
    refused_in_both(s, a.RitualScore(suit=suit), "10.5.3")


# --- Sacrifice (10.5.4) ----------------------------------------------------------------------------

def test_sacrifice_reveals_a_bird_and_puts_a_warrior_in_the_acolytes_box():
    s = position()
    before = s.supply[(L, "warrior")]
    outcome = replay.perform(s, a.RitualSacrifice())
    assert outcome.applied and acolytes(s) == 1 and s.supply[(L, "warrior")] == before - 1
    assert board_problem(s) is None  # the box's count is the warriors kept out
    refused_then_taught(s, a.RitualSacrifice(suit=FOX), "10.5.4")


# --- Adjust Outcast (10.4.1) -----------------------------------------------------------------------

def test_adjust_outcast_reads_the_lost_souls_pile():
    s = position("birdsong")
    set_board(s, outcast="rabbit")
    card = card_of(s, "mouse")
    hand(s, card)
    assert replay.perform(s, Discard(L, (card,))).applied
    outcome = replay.perform(s, a.AdjustOutcast())
    assert outcome.applied and outcome.verdict.sections[0] == "10.4.1"
    assert (outcast(s), hated(s)) == ("mouse", False)


def test_adjust_outcast_with_no_suit_the_most_flips_it_to_hated():
    s = position("birdsong")
    set_board(s, outcast="rabbit")
    assert replay.perform(s, a.AdjustOutcast(fox=1, mouse=1, rabbit=0)).applied
    assert (outcast(s), hated(s)) == ("rabbit", True)
    refused_then_taught(s, a.AdjustOutcast(fox=1), "10.4.1")  # once a Birdsong


def test_adjust_outcast_counts_said_against_the_pile_are_refused():
    s = position("birdsong")
    hand(s, card_of(s, FOX))
    assert replay.perform(s, Discard(L, (card_of(s, FOX),))).applied
    outcome = replay.perform(s, a.AdjustOutcast(mouse=3))
    assert not outcome.applied and outcome.verdict.possible and outcome.verdict.sections[0] == "10.4.1"


# --- Conspiracies (10.4.3) -------------------------------------------------------------------------

def outcast_position(acolytes_: int, suit: str = FOX):
    s = position("birdsong")
    set_board(s, outcast=suit)
    give_acolytes(s, acolytes_)
    return s


def test_convert_replaces_an_enemy_warrior_for_its_acolytes():
    s = outcast_position(CONSPIRACY_COST["convert"])
    c = clearing_of(s, FOX)
    put(s, c, "marquise")
    outcome = replay.perform(s, a.Convert(c, "marquise"))
    assert outcome.applied and outcome.verdict.sections[0] == "10.4.3.II"
    assert s.count(c, ("marquise", "warrior")) == 0 and s.count(c, (L, "warrior")) == 1
    assert acolytes(s) == 0 and board_problem(s) is None


def test_a_hated_outcast_makes_each_conspiracy_one_acolyte_cheaper():
    s = outcast_position(CONSPIRACY_COST["convert"] - 1)
    c = clearing_of(s, FOX)
    put(s, c, "marquise")
    refused_in_both(s, a.Convert(c, "marquise"), "10.4.3")
    set_board(s, hated=True)
    assert replay.perform(s, a.Convert(c, "marquise")).applied and acolytes(s) == 0


def test_a_conspiracy_outside_the_outcast_is_refused_then_taught():
    s = outcast_position(CONSPIRACY_COST["convert"])
    c = clearing_of(s, next(x for x in SUITS if x != FOX))
    put(s, c, "marquise")
    refused_then_taught(s, a.Convert(c, "marquise"), "10.4.3")


def test_a_conspiracy_with_no_outcast_kept_is_impossible():
    s = position("birdsong")
    give_acolytes(s, 3)
    c = clearing_of(s, FOX)
    put(s, c, "marquise")
    refused_in_both(s, a.Convert(c, "marquise"), "10.4.3")


def test_sanctify_replaces_a_building_with_an_outcast_garden_and_scores_the_removal():
    s = outcast_position(CONSPIRACY_COST["sanctify"])
    c = clearing_of(s, FOX)
    put(s, c, "marquise", "sawmill")
    outcome = replay.perform(s, a.Sanctify(c, "marquise", "sawmill"))
    assert outcome.applied
    assert s.count(c, ("marquise", "sawmill")) == 0 and s.count(c, (L, "fox-garden")) == 1
    assert s.scores[L] == 1 and acolytes(s) == 0
    lines = [line for line in ledger(s) if line.faction == L]
    assert [(line.points, line.section) for line in lines] == [(1, "3.2.1")]
    replay.undo(s)
    assert s.count(c, ("marquise", "sawmill")) == 1 and s.scores[L] == 0
    assert acolytes(s) == CONSPIRACY_COST["sanctify"] and board_problem(s) is None


def test_crusade_moves_out_of_an_outcast_clearing():
    from rootboard.game.factions.lizards.board import adjacent_clearings

    s = outcast_position(CONSPIRACY_COST["crusade"])
    c = clearing_of(s, FOX)
    put(s, c, L, "fox-garden")  # it rules there, so it may move out (4.2.1)
    put(s, c, L, n=2)
    to = adjacent_clearings(s, c)[0]
    outcome = replay.perform(s, a.Crusade(c, to, 2))
    assert outcome.applied and outcome.verdict.sections[0] == "10.4.3.I"
    assert s.count(to, (L, "warrior")) == 2 and acolytes(s) == 0


def test_crusade_to_battle_spends_its_acolytes_and_names_the_battle_next():
    s = outcast_position(CONSPIRACY_COST["crusade"])
    c = clearing_of(s, FOX)
    put(s, c, L)
    put(s, c, "marquise")
    outcome = replay.perform(s, a.Crusade(c))
    assert outcome.applied and acolytes(s) == 0 and outcome.verdict.sections[0] == "10.4.3.I"


def test_revenge_puts_warriors_removed_defending_in_the_acolytes_box():
    from rootboard.game.battle.resolution import Battle

    s = position("daylight")
    from tests.game.gamekit import turn_of

    turn_of(s, "marquise", "daylight")
    c = clearing_of(s, FOX)
    put(s, c, L, n=2)
    put(s, c, "marquise", n=3)
    outcome = replay.perform(s, Battle("marquise", L, c, (2, 0)), TEACH)
    assert outcome.applied
    lost = 2 - s.count(c, (L, "warrior"))
    assert lost > 0 and acolytes(s) == lost and board_problem(s) is None


# --- the game file ---------------------------------------------------------------------------------

def test_a_game_with_its_actions_saves_and_loads(tmp_path):
    from rootboard.gamefile.file import save_game
    from rootboard.loading import load

    s = outcast_position(CONSPIRACY_COST["sanctify"])
    c = clearing_of(s, FOX)
    put(s, c, "marquise", "sawmill")
    assert replay.perform(s, a.Sanctify(c, "marquise", "sawmill")).applied
    from rootboard.game.actions import AdvancePhase

    assert replay.perform(s, AdvancePhase(walk=True)).applied and s.phase == "daylight"
    hand(s, card_of(s, FOX), card_of(s, "bird"))
    assert replay.perform(s, a.RitualScore(card_of(s, FOX))).applied
    assert replay.perform(s, a.RitualSacrifice(card_of(s, "bird"))).applied
    path = tmp_path / "g.json"
    save_game(s, path)
    back = load(path).state
    assert snapshot(back) == snapshot(s) and back.history == s.history
    acolytes_before = acolytes(back)
    replay.undo(back)
    assert acolytes(back) == acolytes_before - 1 and back.boards.get(L, {}).get("revealed", []) == []


def test_a_bad_acolyte_count_is_refused_on_reading(tmp_path):
    import json

    from rootboard.errors import GameFormatError
    from rootboard.gamefile.file import read_game, save_game

    s = position()
    path = tmp_path / "g.json"
    save_game(s, path)
    data = json.loads(path.read_text())
    data["boards"] = {L: {"acolytes": 3}}
    path.write_text(json.dumps(data))
    with pytest.raises(GameFormatError) as err:
        read_game(path)
    assert "acolytes" in str(err.value)


def test_a_crusade_battle_needs_its_warriors_and_an_enemy_there():
    s = outcast_position(CONSPIRACY_COST["crusade"])
    c = clearing_of(s, FOX)
    put(s, c, "marquise")
    refused_in_both(s, a.Crusade(c), "10.4.3.I")  # no Cult warrior to battle with
    put(s, c, L)
    other = clearing_of(s, FOX)  # an Outcast clearing with nobody in it
    put(s, other, L)
    refused_in_both(s, a.Crusade(other), "10.4.3.I")  # no enemy to battle
    assert replay.perform(s, a.Crusade(c)).applied


def test_sacrifice_with_a_named_card_not_a_bird_is_refused_with_its_section():
    s = position()
    card = card_of(s, FOX)
    hand(s, card)
    refused_then_taught(s, a.RitualSacrifice(card), "10.5.4")


def test_adjust_outcast_counts_said_for_cards_not_named_must_fit_the_pile():
    s = position("birdsong")
    set_board(s, outcast="rabbit")
    named = card_of(s, FOX)
    hand(s, named, unnamed=1)
    assert replay.perform(s, Discard(L, (named,), 1)).applied  # one named fox card, one not named
    with pytest.raises(BadInput) as asked:
        a.AdjustOutcast().check(s)  # the table must say the counts, told where the Law asks it
    assert asked.value.message.sections[:1] == ("10.4.1",)
    outcome = replay.perform(s, a.AdjustOutcast(mouse=1))  # the named fox card is missing
    assert not outcome.applied and outcome.verdict.possible and outcome.verdict.sections[0] == "10.4.1"
    outcome = replay.perform(s, a.AdjustOutcast(fox=1, mouse=2))  # more cards than the pile holds
    assert not outcome.applied and outcome.verdict.sections[0] == "10.4.1"
    assert replay.perform(s, a.AdjustOutcast(fox=1, mouse=1)).applied
    assert (outcast(s), hated(s)) == ("rabbit", True)  # no one suit the most


# --- Return Revealed Cards (10.6.1), as an action of its own ----------------------------------------

def test_the_revealed_cards_return_to_the_hand_by_their_own_action():
    s = position()
    c = clearing_of(s, FOX)
    card = card_of(s, FOX)
    hand(s, card)
    assert replay.perform(s, a.RitualRecruit(c, card)).applied
    assert not a.ReturnRevealed().check(s).legal  # in Daylight: the return is the Evening's (10.6.1)
    outcome = replay.perform(s, a.ReturnRevealed(), TEACH)
    assert outcome.applied and revealed(s) == [] and table.hand_size(s, L) == 1
    assert card not in table.known_on_board(s, L)
    replay.undo(s)
    assert revealed(s) == [FOX] and table.hand_size(s, L) == 0


def test_nothing_revealed_is_nothing_to_return():
    s = position()
    assert not a.ReturnRevealed().check(s).possible


# --- The Outcast placed at setup (10.3.3), as an action of its own -----------------------------------

def test_the_outcast_is_chosen_once_then_adjusted():
    s = position()
    set_board(s, outcast=None)
    assert outcast(s) is None
    assert replay.perform(s, a.ChooseOutcast(FOX)).applied and outcast(s) == FOX and not hated(s)
    other = next(x for x in SUITS if x != FOX)
    verdict = a.ChooseOutcast(other).check(s)
    assert not verdict.legal and verdict.possible and {"10.3.3", "10.4.1"} <= set(verdict.sections)
    replay.undo(s)
    assert outcast(s) is None
    with pytest.raises(BadInput):
        a.ChooseOutcast("bird").check(s)
