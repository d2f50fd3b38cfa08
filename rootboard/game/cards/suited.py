"""A card revealed or spent as the table says it: named (its suit is the card's own) or by its
suit alone, when the hand it comes from is a count (1.2.1). The rooms whose actions reveal or
spend a card by its suit (the Lizard Cult's rituals, 10.5; the Duchy's build, dig and sway,
12.5) read it here."""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game.cards.catalogue import SUITS as CARD_SUITS
from rootboard.messages import Template

NOT_A_SUIT = Template("cards.not-a-suit", "{suit!r} is not a suit: {choices}")
SUIT_UNSAID = Template("cards.suit-unsaid", "a card not named: say its suit (suit=...)")
SUIT_DIFFERS = Template("cards.suit-differs", "{card:cardname} is {actual:suit}, not {suit:suit}")


def suit_word(suit: str | None, allowed: tuple[str, ...] = CARD_SUITS) -> str | None:
    """``suit`` as typed, if it is one of ``allowed`` (the cards' suits, birds too); BadInput
    naming the choices otherwise."""
    if suit is not None and suit not in allowed:
        raise BadInput(NOT_A_SUIT(suit=suit, choices=", ".join(allowed)))
    return suit


def card_suit(state, card: str | None, suit: str | None) -> str:
    """The suit of a card revealed or spent: the card's own when it is named (a suit said with it
    must agree), else the suit said."""
    suit_word(suit)
    if card is not None:
        from rootboard.game.cards.actions import _card

        actual = _card(state, card).suit
        if suit is not None and suit != actual:
            raise BadInput(SUIT_DIFFERS(card=card, actual=actual, suit=suit))
        return actual
    if suit is None:
        raise BadInput(SUIT_UNSAID())
    return suit
