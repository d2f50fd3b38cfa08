"""A card typed as a person types it (rootboard.game.cards.names.parse_card): its id, or its
name in the run's language or English, without accents or capitals, with its suit where a name
is shared; a name several cards share asks which; a near miss is answered with the near names."""

from __future__ import annotations

import unicodedata
from collections import Counter

import pytest

from rootboard.errors import BadInput
from rootboard.game.cards.catalogue import DECKS, deck
from rootboard.game.cards.names import card_title, parse_card
from rootboard.i18n import choose, current


def plain(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


@pytest.mark.parametrize("name", DECKS)
@pytest.mark.parametrize("lang", ["en", "nl", "es"])
def test_every_card_is_found_by_its_id_and_by_its_title_typed_plainly(name, lang):
    before = current()
    choose(lang)
    try:
        for card in deck(name).cards:
            assert parse_card(name, card.id) == card.id
            assert parse_card(name, plain(card_title(card.id, lang)).upper()) == card.id
    finally:
        choose(before)


def test_a_name_several_cards_share_asks_which():
    chosen = deck("standard")
    counts = Counter(c.names["en"] for c in chosen.cards)
    name = next(n for n, k in counts.items() if k > 1 and len({c.suit for c in chosen.cards if c.names["en"] == n}) > 1)
    with pytest.raises(BadInput) as raised:
        parse_card("standard", name)
    assert raised.value.problem.template.id == "cards.which-card"


def test_an_unknown_name_is_bad_input_with_a_near_name():
    chosen = deck("standard")
    counts = Counter(c.names["en"] for c in chosen.cards)
    card = next(c for c in chosen.cards if counts[c.names["en"]] == 1 and len(c.names["en"]) > 6)
    with pytest.raises(BadInput) as raised:
        parse_card("standard", card.names["en"][:-1])
    assert raised.value.problem.template.id == "cards.no-such-card-meant"


@pytest.mark.parametrize("deck_name", DECKS)
@pytest.mark.parametrize("lang", ["nl", "es"])
def test_an_unknown_name_names_its_deck_in_the_language(deck_name, lang):
    """"in het standaard dek", "en el mazo de Exiliados y Partisanos": the deck's words, not its id."""
    from rootboard.game.cards.words import DECK_WORDS
    from rootboard.i18n import pgettext
    from rootboard.messages import render

    with pytest.raises(BadInput) as raised:
        parse_card(deck_name, "qqqqzzzz")
    said = render(raised.value.problem, lang)
    deck_words = pgettext("term.deck", DECK_WORDS[deck_name], lang)
    assert deck_words != DECK_WORDS[deck_name] and deck_words in said, said
    assert f" {deck_name} " not in said.split(";")[0], said  # the id only in the command to type
