"""A card named as a person types it: its id, or its name in English, Dutch or Spanish."""

from __future__ import annotations

import unicodedata
from collections import Counter

import pytest

from rootboard.errors import BadInput
from rootboard.game.cards.catalogue import DECKS, deck
from rootboard.game.cards.named import card_named, names_of
from rootboard.i18n import folded


def plain(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


@pytest.mark.parametrize("name", DECKS)
def test_every_card_is_found_by_its_id_and_by_each_name_it_alone_goes_by(name):
    chosen = deck(name)
    for card in chosen.cards:
        assert card_named(chosen, card.id) is card
        for lang in ("en", "nl", "es"):
            shown, _ = card.name(lang)
            sharing = [c for c in chosen.cards if folded(shown) in names_of(c)]
            if sharing == [card]:  # typed without accents, in capitals
                assert card_named(chosen, plain(shown).upper()) is card


def test_a_name_several_cards_share_asks_for_the_id():
    chosen = deck("standard")
    counts = Counter(c.names["en"] for c in chosen.cards)
    name = next(n for n, k in counts.items() if k > 1)
    with pytest.raises(BadInput) as raised:
        card_named(chosen, name)
    assert raised.value.problem.params["n"] == counts[name]


def test_an_unknown_name_is_bad_input_with_a_near_name():
    chosen = deck("standard")
    card = next(c for c in chosen.cards if Counter(x.names["en"] for x in chosen.cards)[c.names["en"]] == 1)
    with pytest.raises(BadInput) as raised:
        card_named(chosen, card.names["en"][:-1])
    assert raised.value.problem.template.id == "cards.no-such-card-meant"
