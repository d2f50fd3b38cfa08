"""The cards: both decks (16.1.2) as data with their sources, and their typed records; the
cards at the table (``rootboard.game.cards.table``) and what is done with them (``actions``).

Nothing here reads the card data until a card is named or listed: ``DECKS``, ``Card``,
``Deck`` and ``deck`` are looked up on first use (the catalogue's module reads the decks'
data, which a game's status without cards never needs), so ``rootboard.game.cards.table`` can be
imported on its own.
"""

__all__ = ["DECKS", "Card", "Deck", "deck"]


def __getattr__(name: str):
    if name in __all__:
        from rootboard.game.cards import catalogue

        return getattr(catalogue, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
