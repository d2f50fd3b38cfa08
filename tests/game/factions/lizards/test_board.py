"""The Lizard Cult's board (10.2-10.6): the Outcast's adjustment, the Gardens tracks read from the
supply, and a board a game file holds that cannot be."""

from __future__ import annotations

import pytest

from rootboard.game.factions.lizards.board import (SCORE_POINTS, adjusted, board_problem, conspiracy_cost,
                                                   gardens_placed, score_points)
from rootboard.game.kinds import SUITS
from tests.game.factions.lizards.kit import L, clearing_of, give_acolytes, position, put, set_board


@pytest.mark.parametrize("current, was_hated", [(None, False), ("fox", False), ("fox", True), ("mouse", False)])
def test_the_suit_with_the_most_lost_souls_becomes_the_outcast_hated_if_it_was_already(current, was_hated):
    counts = {"fox": 3, "mouse": 1, "rabbit": 0}
    assert adjusted(current, was_hated, counts) == ("fox", current == "fox")


def test_no_one_suit_with_the_most_keeps_the_marker_and_flips_it_hated():
    tied = {"fox": 2, "mouse": 2, "rabbit": 0}
    assert adjusted("rabbit", False, tied) == ("rabbit", True)
    assert adjusted("rabbit", True, tied) == ("rabbit", True)
    assert adjusted(None, False, tied) == (None, False)  # no marker placed: none to flip


def test_a_gardens_track_reads_the_gardens_off_it():
    s = position()
    for suit in SUITS:
        assert score_points(s, suit) == SCORE_POINTS[gardens_placed(s, suit)]
    before = gardens_placed(s, "rabbit")
    put(s, clearing_of(s, "rabbit"), L, "rabbit-garden")
    assert gardens_placed(s, "rabbit") == before + 1
    assert score_points(s, "rabbit") == SCORE_POINTS[before + 1]


def test_hated_makes_each_conspiracy_one_cheaper():
    s = position()
    costs = {n: conspiracy_cost(s, n) for n in ("crusade", "convert", "sanctify")}
    set_board(s, outcast="fox", hated=True)
    assert {n: conspiracy_cost(s, n) for n in costs} == {n: c - 1 for n, c in costs.items()}


def test_a_board_that_cannot_be_is_named():
    s = position()
    assert board_problem(s) is None
    give_acolytes(s, 2)
    assert board_problem(s) is None
    s.boards = {**s.boards, L: {**s.boards[L], "acolytes": 1}}
    assert board_problem(s)[0] == "boards.lizards.acolytes"
    s.boards = {L: {"outcast": "bird"}}
    assert board_problem(s)[0] == "boards.lizards.outcast"
    s.boards = {L: {"colour": "green"}}
    assert board_problem(s)[0] == "boards.lizards"
