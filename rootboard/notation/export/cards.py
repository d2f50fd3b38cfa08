"""The cards' actions written as Rootlog, alike for every faction, as their reader
(:mod:`rootboard.notation.translate.cards`) makes the same actions of them again.

What the table saw of each, never a hand's hidden cards (1.2.1): a draw is written as cards not
named (``2#->C``): which cards, only the drawer knows; a card discarded, spent, given by name,
revealed, activated or taken from beside the map is written by name (the table saw it), with its
suit (``B#domE->$``); a craft by what it made (``Z%x``, ``Zsap``).
"""

from __future__ import annotations

from collections import Counter

from rootboard.notation.export.shared import CRAFTED_ITEM_LETTERS, code, count
from rootboard.notation.translate.deck import rootlog_card

CARD_KINDS = ("draw", "discard", "give", "reveal", "activate-dominance", "take-dominance", "board-cards",
              "take-discarded", "discard-from-play", "craft")


def _cards(deck: str, named, unnamed: int) -> list[str]:
    """Each card named, and the cards not named as one count: ``B#sap``, ``2#``."""
    written = [f"{count(n)}{rootlog_card(deck, card)}" for card, n in sorted(Counter(named).items())]
    return written + ([f"{count(unnamed)}#"] if unnamed else [])


def card_action(action, deck: str) -> list[str] | None:
    """``action`` as Rootlog; None for no card action."""
    kind = action.kind
    if kind == "draw":
        return [f"{count(action.count)}#->{code(action.faction)}"]
    if kind == "discard":
        return [f"{c}{code(action.faction)}->" for c in _cards(deck, action.cards, action.unnamed)]
    if kind == "give":
        return [f"{c}{code(action.faction)}->{code(action.to)}" for c in _cards(deck, action.cards, action.unnamed)]
    if kind == "reveal":
        return [f"{rootlog_card(deck, action.card)}{code(action.faction)}^"]
    if kind == "activate-dominance":
        board = action.partner or action.faction
        return [f"{rootlog_card(deck, action.card)}{code(action.faction)}->{code(action.faction)}$",
                f"++->{code(board)}$"]
    if kind == "take-dominance":
        suit = rootlog_card(deck, action.card).split("#")[0]  # a card not named of its suit (3.3.4)
        spent = rootlog_card(deck, action.spent) if action.spent else f"{suit}#"
        return [f"{spent}{code(action.faction)}->", f"{rootlog_card(deck, action.card)}->{code(action.faction)}"]
    if kind == "board-cards":
        unnamed = action.count - len(action.cards)
        owner = code(action.faction)
        if action.source == "draw":
            return [f"{c}->{owner}$" for c in _cards(deck, action.cards, unnamed)]
        if action.source == "board":
            return [f"{c}{owner}$->" for c in _cards(deck, action.cards, unnamed)]
        return [f"{c}{code(action.giver or action.faction)}->{owner}$" for c in _cards(deck, action.cards, unnamed)]
    if kind == "discard-from-play":  # off its owner's board, where the logs keep cards in play (4.1.3)
        return [f"{rootlog_card(deck, action.card)}{code(action.faction)}$->"]
    if kind == "take-discarded":
        return [f"{rootlog_card(deck, action.card)}*->{code(action.faction)}"]
    if kind == "craft":  # an item by its item, as the logs write it (``Z%x``); the reader finds the card again
        from rootboard.game.cards.catalogue import deck as catalogue

        made = catalogue(deck).card(action.card)
        if made.kind == "item":
            return [f"Z%{CRAFTED_ITEM_LETTERS[made.item]}"]
        return [f"Z{rootlog_card(deck, action.card).split('#', 1)[1]}"]
    return None


def card(exporter, action, edits, current, position) -> list[str] | None:
    """A card action, then what it scored itself (a crafted item's points, 4.1.2): the ``++`` a
    player writes after it."""
    written = card_action(action, position.deck)
    return written + [exporter.points(exporter.who(e.args[0], current), e.args[1]) for e in edits if e.op == "score"]


WRITES = dict.fromkeys(CARD_KINDS, card)
