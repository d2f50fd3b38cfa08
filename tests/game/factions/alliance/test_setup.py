"""The Woodland Alliance's setup (8.3): nothing on the map, and her three supporters drawn
from the deck onto her board (8.3.4), face down: a count the card table keeps."""

from __future__ import annotations

import pytest

from rootboard.derived.loading import load_topology
from rootboard.game.cards import table
from rootboard.game.cards.places import STARTING_HAND, on_board
from rootboard.game.factions.alliance.board import STARTING_SUPPORTERS
from rootboard.game.factions.alliance.supporters import supporters
from rootboard.game.setupkit.engine import Setup
from rootboard.setup import standard

FOUR = ("marquise", "eyrie", "alliance", "vagabond")


@pytest.mark.parametrize("map_name", ["autumn", "lake"])
def test_standard_setup_draws_her_supporters_from_the_deck(map_name):
    """Before, the setup said so and drew nothing: she began with no supporter, so she could
    not spread sympathy in her first Birdsong (8.4.2), as three rounds through the command
    line showed."""
    made = Setup(standard.script, load_topology(map_name),
                 standard.SetupConfig(factions=FOUR, suits="printed"), seed=3)
    made.run_auto()
    state = made.state
    assert supporters(state) == on_board(state, "alliance") == STARTING_SUPPORTERS
    assert table.hand_size(state, "alliance") == STARTING_HAND  # her hand is dealt as everyone's
    assert table.draw_size(state) == table.deck_size(state) - STARTING_HAND * len(FOUR) - STARTING_SUPPORTERS
