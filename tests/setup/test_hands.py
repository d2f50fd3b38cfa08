"""The starting hands (5.1.3; 16.1.7, 16.1.10): every seated player starts with its hand of
three, kept as a count; the draw pile is the deck less them; hirelings hold none."""

from __future__ import annotations

from rootboard.derived.loading import load_topology
from rootboard.game.cards import table
from rootboard.game.setupkit.engine import Setup
from rootboard.setup import advanced, standard
from rootboard.game.cards.places import STARTING_HAND, known_on_board, on_board
from rootboard.game.factions.alliance.setup import STARTING_SUPPORTERS


def _dealt(state) -> None:
    assert table.hands_kept(state)
    for fid in state.factions:
        assert table.hand_size(state, fid) == STARTING_HAND
        assert not table.known_in_hand(state, fid)  # the table sees a count (1.2.1)
    for hireling in state.hirelings:
        assert table.hand_size(state, hireling) == 0
    supporters = STARTING_SUPPORTERS if "alliance" in state.factions else 0
    assert table.draw_size(state) == table.deck_size(state) - STARTING_HAND * len(state.factions) - supporters


def test_standard_setup_deals_every_player_three_cards():
    made = Setup(standard.script, load_topology("autumn"),
                 standard.SetupConfig(factions=("marquise", "eyrie", "alliance", "vagabond"), suits="printed"), seed=3)
    made.run_auto()
    assert made.done
    _dealt(made.state)


def test_advanced_setup_keeps_three_of_five_and_the_hirelings_hold_none():
    made = Setup(advanced.script, load_topology("winter"),
                 advanced.AdvancedConfig(players=4, suits="random", hirelings=True, deck="exiles"), seed=5)
    made.run_auto()
    assert made.done
    _dealt(made.state)
    assert made.state.deck == "exiles"


def test_the_alliance_draws_her_supporters_after_the_hands_in_both_setups():
    """8.3.4: three cards face down onto her Supporters stack, from the deck once the hands are
    dealt; a count the table does not see."""
    four = ("marquise", "eyrie", "alliance", "vagabond")
    for script, config in ((standard.script, standard.SetupConfig(factions=four, suits="printed")),
                           (advanced.script, advanced.AdvancedConfig(players=4, factions=four, suits="random"))):
        made = Setup(script, load_topology("lake"), config, seed=2)
        made.run_auto()
        assert made.done and on_board(made.state, "alliance") == STARTING_SUPPORTERS
        assert known_on_board(made.state, "alliance") == []  # face down: not named
        # Their number is public: status, render and the window show it to the whole table.
        assert table.cards_view(made.state).to_json()["on_boards"] == {"alliance": STARTING_SUPPORTERS}
        _dealt(made.state)
