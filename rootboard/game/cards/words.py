"""A deck's cards in words, in the run's language: its title, a suit, a cost, what crafting a
card makes, and the order the catalogue lists them in. What `rootboard cards` prints and the
window's catalogue shows say the same words (the window cannot import the command line).

Reads only the card records it is given: nothing here loads the card data.
"""

from __future__ import annotations

from rootboard.i18n import N_, current, ntr, pgettext, tr
from rootboard.messages import term

# The two decks (16.1.2) as a sentence names them, by the id a game file and --deck keep:
# ``{deck:deck}`` ("in the standard deck", "in het standaard dek", "en el mazo estándar").
DECK_WORDS = {"standard": "standard deck", "exiles": "Exiles and Partisans deck"}


def ordered(cards):
    """By suit (fox, mouse, rabbit, bird: 2.1), then by id."""
    from rootboard.game.cards.catalogue import SUITS

    return sorted(cards, key=lambda c: (SUITS.index(c.suit), c.id))


def deck_title(chosen) -> str:
    title = (tr("cards.deck", "The standard deck") if chosen.name == "standard"
             else tr("cards.deck", "The Exiles and Partisans deck"))
    return ntr("cards", "{deck}: {n} card", "{deck}: {n} cards", chosen.size).format(deck=title, n=chosen.size)


@term("deck", words=lambda: [("term.deck", w) for w in DECK_WORDS.values()])
def _deck(value, lang: str):
    from rootboard.i18n.grammar import word

    return word("term.deck", DECK_WORDS.get(str(value), str(value)), lang)


SUIT_WORDS = {"fox": N_("cards.suit", "fox"), "mouse": N_("cards.suit", "mouse"), "rabbit": N_("cards.suit", "rabbit"),
              "bird": N_("cards.suit", "bird"), "any": N_("cards.suit", "any suit")}


def suit_word(suit: str, lang: str | None = None) -> str:
    """A suit as ``lang`` (default: the run's language) names it; "any" is a crafting piece of
    any suit (4.1.1). A card's name says its suit so too (rootboard.game.cards.names)."""
    context, english = SUIT_WORDS[suit]
    return pgettext(context, english, lang or current())


def cost_words(cost) -> str:
    """The cost by suit, each suit once with how many ("rabbit ×2", "fox + mouse + rabbit")."""
    if not cost:
        return "—"
    counted = {s: cost.count(s) for s in dict.fromkeys(cost)}
    return " + ".join(suit_word(s) + (f" ×{n}" if n > 1 else "") for s, n in counted.items())


def item_word(item: str) -> str:
    """An item as the Vagabond's items are named (the catalogue's term.item words)."""
    return pgettext("term.item", item, current())


def makes(card) -> str:
    """What crafting the card makes (4.1.2, 4.1.3), or why it is never crafted (2.1.2, 2.1.3)."""
    if card.kind == "item":
        return ntr("cards", "{item}, {n} victory point", "{item}, {n} victory points",
                   card.points).format(item=item_word(card.item), n=card.points)
    return {"favor": tr("cards", "a favor (immediate effect)"),
            "improvement": tr("cards", "an improvement (persistent effect)"),
            "royal-claim": tr("cards", "an improvement (persistent effect)"),
            "ambush": tr("cards", "not crafted: an ambush card (2.1.2)"),
            "dominance": tr("cards", "not crafted: a dominance card (2.1.3)")}[card.kind]
