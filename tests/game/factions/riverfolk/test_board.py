"""The Riverfolk's board as a game file holds it (11.2.7, 11.4): what cannot be is named."""

from __future__ import annotations

from rootboard.game.factions.riverfolk.board import PRICES, board_problem
from tests.game.factions.riverfolk.kit import position


def test_no_board_is_no_problem():
    assert board_problem(position()) is None


def test_a_price_off_the_track_is_named():
    s = position()
    s.boards = {"riverfolk": {"prices": {"riverboats": PRICES[-1] + 1}}}
    element, problem = board_problem(s)
    assert element == "boards.riverfolk.prices" and problem.sections[0] == "11.6"


def test_payments_must_be_warriors_out_of_their_owners_supply():
    s = position()
    s.boards = {"riverfolk": {"payments": {"marquise": 1}}}  # none of hers is out of her supply
    element, problem = board_problem(s)
    assert element == "boards.riverfolk.payments" and problem.sections[0] == "11.4"


def test_unknown_keys_are_named():
    s = position()
    s.boards = {"riverfolk": {"coins": 3}}
    assert board_problem(s)[0] == "boards.riverfolk"
