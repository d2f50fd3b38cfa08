"""A deck's cards in words (rootboard.game.cards.words): what the catalogue of the command line
and of the window both say."""

from __future__ import annotations

from rootboard.game.cards.catalogue import DECKS, SUITS, deck
from rootboard.game.cards.words import cost_words, makes, ordered, suit_word


def test_the_catalogue_order_is_by_suit_then_id_and_keeps_every_card():
    for name in DECKS:
        cards = deck(name).cards
        listed = ordered(cards)
        assert sorted(c.id for c in listed) == sorted(c.id for c in cards)
        keys = [(SUITS.index(c.suit), c.id) for c in listed]
        assert keys == sorted(keys)


def test_a_cost_names_each_suit_once_with_how_many():
    for card in deck("standard").cards:
        words = cost_words(card.cost)
        if not card.cost:
            assert words == "—"
            continue
        for suit in set(card.cost):
            n = card.cost.count(suit)
            assert suit_word(suit) + (f" ×{n}" if n > 1 else "") in words


def test_what_crafting_makes_names_the_item_and_its_points():
    for card in deck("standard").cards:
        said = makes(card)
        assert said
        if card.kind == "item":
            assert str(card.points) in said
