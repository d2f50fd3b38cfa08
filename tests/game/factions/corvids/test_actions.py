"""The Corvids' Recruit (13.4.3) and Plot (13.5.2): each legal case, each refusal with its
section, teach mode's warning, undo, and a game file's round trip."""

from __future__ import annotations

import pytest

from rootboard.errors import BadInput
from rootboard.game import replay
from rootboard.game.actions import AdvancePhase
from rootboard.game.cards import table
from rootboard.game.cards.actions import Draw
from rootboard.game.factions.corvids import actions as a
from rootboard.game.factions.corvids.board import (PLOT_BASE_COST, PLOT_COST_PER_PLACED, RECRUITED_PER_CLEARING,
                                                   plot_cost)
from rootboard.game.factions.corvids.pieces import PLOTS
from rootboard.game.kinds import SUITS
from rootboard.game.placement import PieceRequest, check_place
from rootboard.gamefile.file import save_game
from rootboard.loading import load
from tests.game.factions.corvids.kit import (C, card_of, clearings_of, empty_clearings, position, put,
                                             refused_in_both, refused_then_taught, snapshot, with_plot)


def placeable(state, suit):
    return [c for c in clearings_of(state, suit) if check_place(state, PieceRequest(C, "warrior", c)).legal]


# --- recruit (13.4.3) ------------------------------------------------------------------------------

@pytest.mark.parametrize("suit", SUITS)
def test_recruit_places_a_warrior_in_each_clearing_of_the_suit(suit):
    s = position()
    where = placeable(s, suit)
    before = {c: s.count(c, (C, "warrior")) for c in s.topology.board.clearings}
    outcome = replay.perform(s, a.Recruit(suit))
    assert outcome.applied and outcome.verdict.section == "13.4.3"
    for c in s.topology.board.clearings:
        assert s.count(c, (C, "warrior")) - before[c] == (RECRUITED_PER_CLEARING if c in where else 0)
    assert a.RECRUIT_USED in s.used
    replay.undo(s)
    assert {c: s.count(c, (C, "warrior")) for c in s.topology.board.clearings} == before and not s.used


def test_recruit_spends_the_card_named_and_a_bird_names_its_suit():
    s = position()
    bird = card_of(s, "bird")
    replay.perform(s, Draw(C, 1, (bird,)))
    held = table.hand_size(s, C)
    with pytest.raises(BadInput):  # a bird is wild: which suit, the Corvids say (13.4.3)
        a.Recruit(card=bird).check(s)
    suit = SUITS[0]
    assert replay.perform(s, a.Recruit(suit, bird)).applied
    assert table.hand_size(s, C) == held - 1


def test_recruit_with_a_card_of_another_suit_is_refused_then_taught():
    s = position()
    suit = SUITS[0]
    other = card_of(s, SUITS[1])
    replay.perform(s, Draw(C, 1, (other,)))
    refused_then_taught(s, a.Recruit(suit, other), "13.4.3")


def test_recruit_once_per_turn():
    s = position()
    assert replay.perform(s, a.Recruit(SUITS[0])).applied
    refused_then_taught(s, a.Recruit(SUITS[1]), "13.4.3")


def test_recruit_outside_their_birdsong_is_refused():
    s = position("daylight")
    outcome = replay.perform(s, a.Recruit(SUITS[0]))
    assert not outcome.applied and outcome.verdict.possible and "13.4.3" in outcome.verdict.sections


def test_recruit_with_too_few_warriors_asks_where_they_go():
    s = position()
    suit = max(SUITS, key=lambda x: len(placeable(s, x)))
    where = placeable(s, suit)
    spare = [c for c in s.topology.board.clearings if c not in where]
    left = len(where) - 1
    put(s, spare[0], C, "warrior", s.supply[(C, "warrior")] - left)  # the supply holds one too few
    with pytest.raises(BadInput):
        a.Recruit(suit).check(s)
    assert replay.perform(s, a.Recruit(suit, clearings=tuple(where[:left]))).applied
    assert [s.count(c, (C, "warrior")) for c in where] == [1] * left + [0]


def test_recruit_with_no_warrior_left_is_refused_in_both_modes():
    s = position()
    put(s, empty_clearings(s)[0], C, "warrior", s.supply[(C, "warrior")])
    refused_in_both(s, a.Recruit(SUITS[0]), "13.4.3")


# --- plot (13.5.2) ---------------------------------------------------------------------------------

def test_plot_removes_warriors_by_the_plots_placed_this_turn():
    s = position("daylight")
    first, second = empty_clearings(s)[:2]
    cost_then = PLOT_BASE_COST + PLOT_COST_PER_PLACED
    put(s, first, C, "warrior", PLOT_BASE_COST)
    put(s, second, C, "warrior", cost_then)
    outcome = replay.perform(s, a.PlacePlot(first, PLOTS[0]))
    assert outcome.applied and outcome.verdict.section == "13.5.2"
    assert s.count(first, (C, PLOTS[0])) == 1 and first not in s.face_up and not s.count(first, (C, "warrior"))
    assert plot_cost(s) == cost_then
    assert replay.perform(s, a.PlacePlot(second, PLOTS[1])).applied
    assert not s.count(second, (C, "warrior")) and s.count(second, (C, PLOTS[1])) == 1
    replay.undo(s)
    replay.undo(s)
    assert s.count(first, (C, "warrior")) == PLOT_BASE_COST and not s.count(first, (C, PLOTS[0]))
    assert plot_cost(s) == PLOT_BASE_COST


def test_plot_keeps_its_kind_from_the_table():
    s = position("daylight")
    where = empty_clearings(s)[0]
    put(s, where, C)
    for plot in PLOTS:
        verdict = a.PlacePlot(where, plot).check(s)
        assert verdict.legal and plot not in repr(verdict.message.params)
        assert plot not in repr(a.PlacePlot(where, plot).describe(s.law).params)


def test_plot_without_the_warriors_it_costs_is_refused_in_both_modes():
    s = position("daylight")
    first, second = empty_clearings(s)[:2]
    put(s, first, C)
    put(s, second, C)  # one warrior, but the second plot costs two
    assert replay.perform(s, a.PlacePlot(first, PLOTS[0])).applied
    refused_in_both(s, a.PlacePlot(second, PLOTS[0]), "13.5.2")


def test_plot_in_a_clearing_with_a_plot_is_refused():
    s = position("daylight")
    where = empty_clearings(s)[0]
    with_plot(s, where, PLOTS[0])
    outcome = replay.perform(s, a.PlacePlot(where, PLOTS[1]))
    assert not outcome.applied and {"13.5.2", "13.2.2.II"} & set(outcome.verdict.sections)


def test_plot_of_a_kind_none_left_is_refused_in_both_modes():
    s = position("daylight")
    spots = empty_clearings(s)
    for c in spots[:s.supply[(C, PLOTS[0])]]:
        put(s, c, C, PLOTS[0])
    target = spots[-1]
    put(s, target, C)
    refused_in_both(s, a.PlacePlot(target, PLOTS[0]), "13.5.2")


def test_plot_in_birdsong_is_refused_then_taught():
    s = position("birdsong")
    where = empty_clearings(s)[0]
    put(s, where, C)
    before = snapshot(s)
    outcome = replay.perform(s, a.PlacePlot(where, PLOTS[0]))
    assert not outcome.applied and outcome.verdict.possible and snapshot(s) == before
    assert "1.4.1" in outcome.verdict.sections
    from rootboard.game.modes import TEACH

    assert replay.perform(s, a.PlacePlot(where, PLOTS[0]), TEACH).applied


def test_unknown_plots_and_clearings_are_bad_input():
    s = position("daylight")
    with pytest.raises(BadInput):
        a.PlacePlot(empty_clearings(s)[0], "mouse").check(s)
    with pytest.raises(BadInput):
        a.PlacePlot(0, PLOTS[0]).check(s)
    with pytest.raises(BadInput):
        a.Recruit("bird").check(s)


def test_a_game_with_recruit_and_plot_saves_and_loads(tmp_path):
    s = position()
    assert replay.perform(s, a.Recruit(SUITS[0])).applied
    assert replay.perform(s, AdvancePhase(walk=True)).applied and s.phase == "daylight"
    where = placeable(s, SUITS[0])[0]
    assert replay.perform(s, a.PlacePlot(where, PLOTS[0])).applied
    path = tmp_path / "g.json"
    save_game(s, path)
    back = load(path).state
    assert snapshot(back) == snapshot(s) and back.history == s.history
    replay.undo(back)
    assert not back.count(where, (C, PLOTS[0]))


def test_a_plot_placed_for_fewer_warriors_than_it_costs_is_refused_then_taught_with_those_removed():
    # A table that removed fewer warriors than the cost (13.5.2): refused, taught with only those removed.
    s = position("daylight")
    where = empty_clearings(s)[0]
    put(s, where, C, "warrior", PLOT_BASE_COST + 1)
    unpaid = a.PlacePlot(where, PLOTS[0], removed=PLOT_BASE_COST - 1)
    verdict = unpaid.check(s)
    assert not verdict.legal and verdict.possible and verdict.message.id == "corvids.plot.unpaid"
    from rootboard.game.modes import TEACH

    assert replay.perform(s, unpaid, TEACH).applied
    assert s.count(where, (C, "warrior")) == PLOT_BASE_COST + 1 - unpaid.removed and s.count(where, (C, PLOTS[0])) == 1
    replay.undo(s)
    assert s.count(where, (C, "warrior")) == PLOT_BASE_COST + 1 and not s.count(where, (C, PLOTS[0]))


def test_a_plot_said_paid_by_its_cost_is_the_plot_and_by_warriors_not_there_is_impossible():
    s = position("daylight")
    where = empty_clearings(s)[0]
    put(s, where, C, "warrior", PLOT_BASE_COST)
    assert a.PlacePlot(where, PLOTS[0], removed=PLOT_BASE_COST).check(s).legal
    assert not a.PlacePlot(where, PLOTS[0], removed=PLOT_BASE_COST + 1).check(s).possible
    with pytest.raises(BadInput):
        a.PlacePlot(where, PLOTS[0], removed=-1).check(s)
