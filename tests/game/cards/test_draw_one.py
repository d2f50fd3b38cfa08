"""Every card drawn is drawn by one rule (rootboard.game.cards.actions.draw_one): into a hand
(Draw, 16.6.6; the Eyrie's Emergency Orders, 7.4.1), onto a faction board from the deck
(BoardCards: supporters 8.2.3, the Decree 7.2.1) and into the Alliance's supporters by Outrage
with no matching card (8.2.6). An empty draw
pile is made again from the discard pile before the card, the discard pile is shuffled back
after the last card (2.1), no card comes from two empty piles, and a card named needs a copy
left to draw (16.1.2)."""

from __future__ import annotations

import pytest

from rootboard.game import replay
from rootboard.game.cards import deck, table
from rootboard.game.cards.actions import CANNOT_DRAW, NO_COPY_LEFT, BoardCards, Draw
from rootboard.game.cards.table import card_edit
from rootboard.game.factions.alliance.actions import Outrage
from rootboard.game.factions.eyrie.actions import EmergencyOrders
from rootboard.game.modes import ENFORCE, TEACH
from rootboard.game.state import Edit
from tests.game.cards.test_actions import fresh, position
from tests.game.gamekit import put, turn_of

SYMPATHETIC = 1  # the clearing whose sympathy token the Eyrie's warriors outrage (8.2.6)

# Each draw of one card not named, and where the card goes.
DRAWS = {
    "draw": (Draw("marquise"), "hand:marquise"),
    "board": (BoardCards("alliance", 1, source="draw"), "board:alliance"),
    "outrage": (Outrage("eyrie", SYMPATHETIC, none_matching=True), "board:alliance"),
    "emergency": (EmergencyOrders(), "hand:eyrie"),  # her hand empty (7.4.1)
}


def arranged(pile: int, discarded: int):
    """A four-player game in the Eyrie's Birdsong with a sympathy token in ``SYMPATHETIC``,
    ``discarded`` cards not named in the discard pile and ``pile`` cards left in the draw pile
    (the rest in the Vagabond's hand, arranged, not played: an empty pile a file may hold, made
    again only by the next draw)."""
    state = put(turn_of(fresh(), "eyrie", "birdsong"), SYMPATHETIC, "alliance", "sympathy")
    state.apply([Edit("card", (None, "draw", "discard"))] * discarded)
    state.apply([Edit("card", (None, "draw", "hand:vagabond"))] * (table.draw_size(state) - pile))
    return state


@pytest.mark.parametrize("caller", sorted(DRAWS))
@pytest.mark.parametrize("pile", [0, 1, 2])
def test_each_draw_makes_the_edits_of_one_card_drawn_on_the_table(caller, pile):
    """The discard pile shuffled back before the card when the draw pile is empty, and after it
    when it was the last (2.1): worked out here edit by edit on a copy of the table."""
    action, to = DRAWS[caller]
    state = arranged(pile, discarded=2)
    one_by_one, expected = state.copy(history=False), []
    for make in (table.refill_edits, lambda _: [card_edit(None, "draw", to)], table.reshuffle_edits):
        step = make(one_by_one)
        one_by_one.apply(step)
        expected += step
    assert (pile <= 1) == any(e.args[1:] == ("discard", "draw") for e in expected)  # shuffled back, or not
    assert action.edits(state) == expected
    outcome = replay.perform(state, action, ENFORCE)
    assert outcome.applied and table.draw_size(state) == table.draw_size(one_by_one)
    assert table.discard_pile(state) == table.discard_pile(one_by_one)


@pytest.mark.parametrize("caller", sorted(DRAWS))
def test_no_draw_takes_a_card_from_two_empty_piles(caller):
    action, _ = DRAWS[caller]
    state = arranged(0, discarded=0)
    before = position(state)
    for mode in (ENFORCE, TEACH):
        outcome = replay.perform(state, action, mode)
        assert not outcome.applied and not outcome.verdict.possible
        assert outcome.verdict.message.id == CANNOT_DRAW.id and outcome.verdict.section == "2.1"
    assert position(state) == before


NAMED = {"draw": lambda card: Draw("marquise", 1, (card,)),
         "board": lambda card: BoardCards("alliance", 1, (card,), source="draw")}


@pytest.mark.parametrize("caller", sorted(NAMED))
@pytest.mark.parametrize("in_discard", [True, False])
def test_a_card_named_whose_last_copy_is_in_the_discard_pile_is_drawn_after_the_reshuffle(caller, in_discard):
    """Every copy of the card known elsewhere but one in the discard pile, the draw pile empty:
    the pile is shuffled back first (2.1), so that copy may be the card drawn; with that copy
    elsewhere too, no copy is left to draw (16.1.2). A hand and a board draw it alike."""
    card = "ambush-bird"
    copies = deck("standard").card(card).copies
    state = arranged(copies, discarded=1)  # the draw pile holds the copies, named below
    state.apply([Edit("card", (card, "draw", "known:eyrie"))] * (copies - 1))
    state.apply([Edit("card", (card, "draw", "discard" if in_discard else "known:eyrie"))])
    assert table.draw_size(state) == 0 and table.copies_left(state, card) == 0
    discarded = len(table.discard_pile(state))
    outcome = replay.perform(state, NAMED[caller](card), ENFORCE)
    if in_discard:
        assert outcome.applied and table.discard_pile(state) == [] and table.draw_size(state) == discarded - 1
    else:
        assert not outcome.applied and outcome.verdict.message.id == NO_COPY_LEFT.id
