"""A crafted card leaves its crafter's hand (4.1): the seam between crafting and the card table.

Crafting plays a card from the crafter's hand: an item or a favor is then discarded (4.1.2), a
persistent card stays in its play area (4.1.3). Either is one card edit of the card table
(:mod:`rootboard.game.cards.table`): from the hand (its known cards first, else its cards not
named) to the discard pile or to ``play:FACTION``, where battle effects and moves read it.

Where the card comes from (:func:`source`):

- a game that keeps its hands (:func:`rootboard.game.cards.places.hands_kept`) takes it from
  the crafter's hand; when the hand cannot give it, Craft's check says so (4.1: the card is
  played from hand), and teach mode, which applies it anyway, takes it from the cards not
  accounted for, the draw pile, so that the table's record stays whole;
- a game that keeps no hand yet (the table never dealt or drew a card through rootboard)
  trusts the table: the card comes from the cards not accounted for, which hold every hand.
"""

from __future__ import annotations

from rootboard.game.cards.places import (
    DRAW, PLAY, copies_left, discard_place, hand_source, hands_kept, place)
from rootboard.game.cards.table import card_edit

DISCARD = "discard"  # an immediate effect: resolved, then discarded (4.1.2)
IN_PLAY = "in-play"  # a persistent effect: into the crafter's play area (4.1.3)


def hand_gives(state, faction: str, card: str) -> bool:
    """Whether ``faction``'s hand can give ``card``: a card there that may be it, or no hand
    kept in this game (the table is trusted)."""
    return not hands_kept(state) or hand_source(state, faction, card) is not None


def source(state, faction: str, card: str) -> str | None:
    """The place ``faction``'s crafted ``card`` comes from: its hand when the hand can give it,
    else the draw pile (the cards not accounted for) if a copy of it may be there; None when
    every copy the deck holds is known to be elsewhere (16.1.2): not even teach mode makes one."""
    return sourced(state, faction, card)[0]


def sourced(state, faction: str, card: str) -> tuple[str | None, bool]:
    """:func:`source`, and whether the hand gives the card (:func:`hand_gives`), the hand asked
    once: a craft's check asks both and its edits the first again, and each asking counts the
    copies of the card known to be elsewhere on the whole card table (issue 32)."""
    kept = hands_kept(state)
    if kept:
        found = hand_source(state, faction, card)
        if found is not None:
            return found, True
    return (DRAW if copies_left(state, card) > 0 else None), not kept


def leave_hand(state, faction: str, card: str, to: str) -> list:
    """The card edit by which ``faction``'s crafted ``card`` (a catalogue id) leaves its hand
    for ``to``: :data:`DISCARD` (the discard pile, 4.1.2) or :data:`IN_PLAY` (its play area,
    4.1.3); [] when no copy can come from anywhere (:func:`source`). ``state`` is the position
    the craft is judged on, with its history (whether hands are kept reads it)."""
    return leave_from(source(state, faction, card), faction, card, to)


def leave_from(where: str | None, faction: str, card: str, to: str) -> list:
    """:func:`leave_hand`, the card's :func:`source` found already (``where``)."""
    if where is None:
        return []
    return [card_edit(card, where, place(PLAY, faction) if to == IN_PLAY else discard_place(card))]
