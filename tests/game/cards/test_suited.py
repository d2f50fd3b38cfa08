"""A card revealed or spent as the table says it: named, its own suit; by its suit alone when
the hand is a count; a suit said beside a named card must be its own."""

from __future__ import annotations

import pytest

from rootboard.errors import BadInput
from rootboard.game.cards import suited
from rootboard.game.cards.catalogue import deck
from tests.game.gamekit import game


def test_a_named_card_is_its_own_suit_and_a_suit_said_alone_is_taken():
    state = game("autumn", ("lizards", "duchy"))
    card = next(c for c in deck(state.deck).cards if c.suit == "fox")
    assert suited.card_suit(state, card.id, None) == "fox" == suited.card_suit(state, card.id, "fox")
    assert suited.card_suit(state, None, "mouse") == "mouse"


@pytest.mark.parametrize("card_suit, said, refused", [("fox", "rabbit", suited.SUIT_DIFFERS),
                                                       (None, None, suited.SUIT_UNSAID),
                                                       (None, "otter", suited.NOT_A_SUIT)])
def test_what_cannot_be_read_is_bad_input_naming_why(card_suit, said, refused):
    state = game("autumn", ("lizards", "duchy"))
    card = next(c.id for c in deck(state.deck).cards if c.suit == card_suit) if card_suit else None
    with pytest.raises(BadInput) as raised:
        suited.card_suit(state, card, said)
    assert raised.value.problem.id == refused.id
