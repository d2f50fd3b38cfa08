"""A card as a person names it: its catalogue id, or its printed name in English, Dutch or
Spanish (the Law's name, or the one the catalogue builds from the Law's words), typed in any
case and with or without accents ("Brutal Tactics", "brutale tactiek", "tacticas brutales").

A name several cards share (Root Tea: one of each of three suits) names no card: the cards
differ by suit, and a hand holds one of them, so the id is asked for.
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game.cards.catalogue import LANGUAGES, Card, Deck
from rootboard.messages import Template

NO_SUCH_CARD = Template("cards.no-such-card", "the deck of this game has no card called {name!r}")
NO_SUCH_CARD_MEANT = Template("cards.no-such-card-meant", "the deck of this game has no card called {name!r}; {meant}")
SHARED_NAME = Template("cards.shared-name", "{name!r} names {n} card of the deck: name it by its id ({ids})",
                       plural="{name!r} names {n} cards of the deck: name one by its id ({ids})", count="n")


def card_named(deck: Deck, text: str) -> Card:
    """The card of ``deck`` that ``text`` names; BadInput when none or several do."""
    from rootboard.i18n import folded

    for card in deck.cards:
        if card.id == text:
            return card
    key = folded(text)
    found = [c for c in deck.cards if key == c.id or key in names_of(c)]
    if len(found) == 1:
        return found[0]
    if found:
        raise BadInput(SHARED_NAME(name=text, n=len(found), ids=", ".join(c.id for c in found)))
    from difflib import get_close_matches

    from rootboard.board.mapfile import did_you_mean

    every = sorted({n for c in deck.cards for n in (c.id, *names_of(c))})
    close = get_close_matches(key, every, n=3)
    if close:
        raise BadInput(NO_SUCH_CARD_MEANT(name=text, meant=did_you_mean(close)))
    raise BadInput(NO_SUCH_CARD(name=text))


def names_of(card: Card) -> set[str]:
    """Every name the card goes by, folded: each language's, confirmed or built."""
    from rootboard.i18n import folded

    return {folded(card.name(lang)[0]) for lang in LANGUAGES}
