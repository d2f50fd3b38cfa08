"""How a card of the deck is named: shown in the language of the run, typed as a person types it.

A card's name is the catalogue's (the Law's name in that language, else an unconfirmed one,
else the English printed name: :meth:`Card.name`). Where several cards of a deck share a
name (the four Dominance cards, the Ambush! cards, two Crossbows), the suit follows it:
"Dominance (bird)". ``{card:cardname}`` in a template shows a card id so (the term is
registered with the others in :mod:`rootboard.game.terms`); None is a card whose name was not told.

Typed, a card is its id ("dominance-bird"), or its name in English or in the run's language,
with its suit before or after it where the name is shared ("bird dominance", "Dominantie
vogel", "emboscada zorro"): accents, case and punctuation do not matter.
"""

from __future__ import annotations

from functools import lru_cache

from rootboard.errors import BadInput
from rootboard.game.cards.words import suit_word
from rootboard.i18n import current, folded
from rootboard.messages import Template, language

NO_SUCH_CARD = Template("cards.no-such-card", "no card {name!r} in the {deck:deck}; `rootboard cards --deck {deck}` lists them")
NO_SUCH_CARD_MEANT = Template("cards.no-such-card-meant", "no card {name!r} in the {deck:deck}; {meant}")
WHICH_CARD = Template("cards.which-card", "{name!r} names several cards: {choices}")
NOT_NAMED = Template("cards.not-named", "a card not named")


def _card(card_id: str, deck_name: str | None = None):
    from rootboard.game.cards.catalogue import DECKS, deck

    for name in ((deck_name,) if deck_name else DECKS):
        card = deck(name).find(card_id)
        if card is not None:
            return card
    return None


@lru_cache(maxsize=None)
def _shared(deck_name: str) -> frozenset[str]:
    """The English names several cards of the deck share."""
    from rootboard.game.cards.catalogue import deck

    names = [c.names["en"] for c in deck(deck_name).cards]
    return frozenset(n for n in names if names.count(n) > 1)


def card_title(card_id: str | None, lang: str | None = None) -> str:
    """The card as a sentence names it in ``lang``: its name, and its suit where its name is
    shared ("Dominance (bird)"); an id no deck holds as it is."""
    lang = language(lang)
    if card_id is None:
        from rootboard.messages import text

        return text(NOT_NAMED(), lang)
    card = _card(str(card_id))
    if card is None:
        return str(card_id)
    name, _ = card.name(lang)
    return f"{name} ({suit_word(card.suit, lang)})" if card.names["en"] in _shared(card.deck) else name


def typed_forms(deck_name: str, lang: str) -> dict[str, set[str]]:
    """Every way a card of the deck may be typed in ``lang`` (folded) -> the card ids it names."""
    from rootboard.game.cards.catalogue import deck

    forms: dict[str, set[str]] = {}
    shared = _shared(deck_name)
    for card in deck(deck_name).cards:
        names = {card.names["en"], card.name(lang)[0], *card.names.values(), *card.unconfirmed_names.values()}
        suits = {suit_word(card.suit, "en"), suit_word(card.suit, lang)}
        spelled = {card.id}
        for name in names:
            spelled.add(name)
            if card.names["en"] in shared:
                spelled |= {f"{name} {s}" for s in suits} | {f"{s} {name}" for s in suits}
        for form in spelled:
            key = _plain(form)
            if key:
                forms.setdefault(key, set()).add(card.id)
    return forms


def _plain(text: str) -> str:
    """Folded, without punctuation: "¡Emboscada!" and "emboscada" are typed alike."""
    return "-".join(w for w in "".join(c if c.isalnum() else " " for c in folded(text)).split())


def parse_card(deck_name: str, text: str) -> str:
    """The id of the card of ``deck_name`` a person typed; BadInput when none or several."""
    forms = typed_forms(deck_name, current())
    found = forms.get(_plain(text), set())
    if len(found) == 1:
        return next(iter(found))
    if found:
        raise BadInput(WHICH_CARD(name=text, choices=", ".join(sorted(found))))
    from difflib import get_close_matches

    from rootboard.board.mapfile import did_you_mean

    close = get_close_matches(_plain(text), list(forms), n=3)
    if close:  # a letter missed or swapped: the forms it is nearest to, as they are typed
        raise BadInput(NO_SUCH_CARD_MEANT(name=text, deck=deck_name, meant=did_you_mean(close)))
    raise BadInput(NO_SUCH_CARD(name=text, deck=deck_name))
