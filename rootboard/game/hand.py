"""The seam between crafting and the hands: a crafted card leaves its crafter's hand.

Crafting (4.1) plays a card from the crafter's hand: an item or a favor is then discarded
(4.1.2), a persistent card stays in its play area (4.1.3). The hands, the draw pile and the
discard pile are another part of the card state (issue 33); until it is wired here, this
module is where crafting asks for those two things, and nothing else does:

- :func:`deck_in_play`: the deck the game is played with (16.1.2), whose cards are crafted;
- :func:`leave_hand`: the edits that take the card out of the hand, to the discard pile or
  into play. For now there is no hand to leave: it returns no edit, and rootboard trusts the
  table that the card was in hand.
"""

from __future__ import annotations

DISCARD = "discard"  # an immediate effect: resolved, then discarded (4.1.2)
IN_PLAY = "in-play"  # a persistent effect: into the crafter's play area (4.1.3)


def deck_in_play(state) -> str:
    """The deck this game plays with: "standard" or "exiles" (16.1.2). Until the game file
    records the deck chosen at setup, the standard deck (Standard Setup's, 5.1.3)."""
    return getattr(state, "deck", None) or "standard"


def leave_hand(state, faction: str, card: str, to: str) -> list:
    """The edits by which ``faction``'s crafted ``card`` (a catalogue id) leaves its hand for
    ``to`` (:data:`DISCARD` or :data:`IN_PLAY`; a card in play is also recorded by crafting in
    ``GameState.crafted``). No edit yet: no hand is kept. Called once per craft, before the
    craft's own edits, and only while ``state`` is the position the craft is judged on."""
    return []
