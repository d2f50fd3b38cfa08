"""Which card of the game's deck a Rootlog card names: ``#sap`` is Sappers, ``F#@`` the fox
Ambush!, ``B#dom`` the bird Dominance card, ``#ffavor`` Favor of the Foxes.

Rootlog writes a card's name lower case without spaces, or the spec's abbreviation
(:data:`rootboard.notation.vocabulary.ABBREVIATIONS`), and its suit before the ``#`` where it
matters. The catalogue (:mod:`rootboard.game.cards.catalogue`) names each card in English; a
name several cards share (Ambush!, Dominance, Crossbow, Root Tea, Travel Gear, the Favors, the
Partisans) is told apart by the suit. A card the log names only by its suit (``F#``), or by a
name several cards share without the suit that tells them apart (``#@``), is a card not named:
the table knew it, the log does not say.

The deck is the one the log's header chose (``Deck: E&P``, 16.1.2): :func:`deck_id`.
"""

from __future__ import annotations

from functools import lru_cache

from rootboard.later import Later

from rootboard.notation import model as m
from rootboard.notation import vocabulary as words

# The decks' cards, read the first time a log names one (a craft's item, a card's name): through
# Later, not an import statement at each (eight a replay of the 476-action log, issue 32).
card_catalogue = Later("rootboard.game.cards.catalogue")

#: The spec's suit letters (Rootlog_V2.md, Suits) -> rootboard's suits.
SUITS = {"F": "fox", "M": "mouse", "R": "rabbit", "B": "bird"}
#: The header's deck -> rootboard's deck (16.1.2).
DECKS = {"Standard": "standard", "E&P": "exiles"}
#: Rootlog's item letters -> the catalogue's items (what a crafted card makes, 4.1.2).
CRAFTED_ITEMS = {"s": "sword", "b": "bag", "c": "coin", "x": "crossbow", "h": "hammer", "t": "tea", "f": "boot"}


def deck_id(log: m.Rootlog) -> str:
    return DECKS.get(log.deck, "standard")


def _plain(text: str) -> str:
    # filter() with the method itself, not a generator: asked of each name of the deck when a log
    # first names a card (issue 32).
    return "".join(filter(str.isalnum, text.lower()))


@lru_cache(maxsize=None)
def _by_name(deck: str) -> dict[str, tuple]:
    """Each English name of the deck, plain -> its cards."""
    found: dict[str, list] = {}
    for card in card_catalogue.deck(deck).cards:
        found.setdefault(_plain(card.names["en"]), []).append(card)
    return {name: tuple(cards) for name, cards in found.items()}


def card_id(deck: str, card: m.Card) -> str | None:
    """The id of the card of ``deck`` that ``card`` names; None when it names none for sure
    (only a suit, a name several cards share without their suit, a card not of the deck)."""
    if card.name is None:
        return None
    return _card_of(deck, card.suit, card.name)


# A pure function of the deck's catalogue and the card as written, asked for every card the log
# names (its moves, reveals and crafts, and again by the translation of each): worked out once
# for each spelling (a name missing from the catalogue's plain names scans all of them; issue 32).
@lru_cache(maxsize=None)
def _card_of(deck: str, written_suit: str | None, name: str) -> str | None:
    if words.card_kind(name) is not None:  # a leader, character, minister...: not the deck's
        return None
    suit = SUITS.get(written_suit or "")
    if name[:1] in "fmr" and name[1:] in words.SUITED_CARDS:  # a crafted suited card: #fpart
        suit = SUITS[name[0].upper()]
    written = _plain(words.card_name(name))
    names = _by_name(deck)
    cards = names.get(written) or tuple(c for key, found in names.items() for c in found
                                        if key.startswith(written) or key.endswith(written))
    if suit is not None and len(cards) > 1:
        cards = tuple(c for c in cards if c.suit == suit)
    return cards[0].id if len(cards) == 1 else None


def named_cards(log: m.Rootlog) -> frozenset[str]:
    """The ids of the cards the log names anywhere (moved, shown, crafted): a card the
    replay has to stand in for one the log does not name is best none of them."""
    deck = deck_id(log)
    found = set()
    # Plain loops: a pass over every action of the log, most of which name no card (a list and
    # two generators made for each cost the replay of the 476-action log ~4 M instructions; a
    # list of each move's cards, made by a comprehension's own frame, another 0.5 M, issue 32).
    for _, action in log.actions():
        if isinstance(action, m.Move):
            things = action.things
        elif isinstance(action, m.Reveal):
            things = action.cards
        else:
            if isinstance(action, m.Craft) and isinstance(action.what, m.Card):
                named = card_id(deck, action.what)
                if named is not None:
                    found.add(named)
            continue
        for thing in things:
            if isinstance(thing.what, m.Card):
                named = card_id(deck, thing.what)
                if named is not None:
                    found.add(named)
    return frozenset(found)


def item_cards(deck: str, item: str) -> list[str]:
    """The ids of the cards of ``deck`` whose crafting makes ``item`` (Rootlog's letter), in
    the catalogue's order."""
    made = CRAFTED_ITEMS.get(item)
    return [c.id for c in card_catalogue.deck(deck).cards if c.kind == "item" and c.item == made]


def rootlog_card(deck: str, card: str | None) -> str:
    """A card as Rootlog writes it, its suit in front: ``B#dom``, ``F#@``, ``B#sap``; a card
    not named ``#``."""
    if card is None:
        return "#"
    found = card_catalogue.deck(deck).card(card)
    letter = {suit: letter for letter, suit in SUITS.items()}[found.suit]
    plain = _plain(found.names["en"])
    short = {full: short for short, full in words.ABBREVIATIONS.items() if not full.startswith(("favor", "partisans"))}
    return f"{letter}#{short.get(plain, plain)}"
