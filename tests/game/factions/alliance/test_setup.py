"""Her setup (8.3): nothing on the map, three supporters drawn face down (8.3.4)."""

from __future__ import annotations

from rootboard.game.cards.places import draw_size, hand_size, on_board
from rootboard.game.factions.alliance.setup import STARTING_SUPPORTERS
from tests.setup.test_standard import pieces_of, setup


def test_standard_setup_draws_her_supporters_onto_her_board():
    _, made = setup("autumn", ("marquise", "eyrie", "alliance", "vagabond"))
    made.run_auto()
    state = made.state
    assert on_board(state, "alliance") == STARTING_SUPPORTERS
    assert hand_size(state, "alliance") == 0 and not pieces_of(state, "alliance")
    assert draw_size(state) == 54 - STARTING_SUPPORTERS
