"""The cards: both decks (16.1.2) as data with their sources, and their typed records.

Nothing imports this package until a command asks for cards (``rootboard cards``): the data
is read then, not at any start.
"""

from rootboard.game.cards.catalogue import DECKS, Card, Deck, deck

__all__ = ["DECKS", "Card", "Deck", "deck"]
