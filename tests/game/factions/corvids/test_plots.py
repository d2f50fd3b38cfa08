"""Exposure in a walked turn (13.2.4): the guess is made before the guesser draws in its
Evening; and a game file's Corvid board, which keeps nothing (board.py)."""

from __future__ import annotations

from rootboard.game import replay
from rootboard.game.factions.corvids.board import board_problem
from rootboard.game.factions.corvids.pieces import PLOTS
from rootboard.game.factions.corvids.plots import Expose
from rootboard.game.factions.marquise.turn import STEPS as MARQUISE_STEPS
from tests.game.factions.corvids.kit import C, empty_clearings, position, put, with_plot
from tests.game.gamekit import turn_of


def guess_position():
    s = position()
    where = empty_clearings(s)[0]
    with_plot(s, where, PLOTS[0])
    put(s, where, "marquise")
    turn_of(s, "marquise", "evening")
    return s, where


def test_exposure_in_the_guessers_evening_before_its_draw_is_made():
    s, where = guess_position()
    draw = next(x for x in MARQUISE_STEPS if x.phase == "evening" and "draw" in x.kinds)
    s.step = draw.id
    assert Expose("marquise", where, PLOTS[0]).check(s).legal


def test_exposure_after_the_guessers_draw_is_refused_then_taught():
    s, where = guess_position()
    evening = [x for x in MARQUISE_STEPS if x.phase == "evening"]
    after = evening[next(i for i, x in enumerate(evening) if "draw" in x.kinds) + 1]
    s.step = after.id
    outcome = replay.perform(s, Expose("marquise", where, PLOTS[0]))
    assert not outcome.applied and outcome.verdict.possible and outcome.verdict.section == "13.2.4"
    from rootboard.game.modes import TEACH

    assert replay.perform(s, Expose("marquise", where, PLOTS[0]), TEACH).applied


def test_a_corvid_board_in_a_game_file_must_be_empty():
    s = position()
    assert board_problem(s) is None
    s.boards = {C: {"plots": 1}}
    assert board_problem(s)[0] == "boards.corvids"
