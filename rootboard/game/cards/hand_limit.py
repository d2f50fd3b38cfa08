"""The hand limit: five cards at the end of Evening.

Each faction's Evening ends its card draw with "if you have more than five cards in your hand,
discard cards of your choice until you have five" (6.6, 7.6.2, 8.6.2, 9.6.3, 10.6.3, 11.6.1,
12.6.3, 13.6.2, 14.6.3, 15.6.3): ``end-turn`` asks :func:`over_hand_limit` before the turn
passes. An activated dominance card is not in the hand (3.3.2).
"""

from __future__ import annotations

from rootboard.game.cards.places import HAND_LIMIT, HAND_LIMIT_SECTIONS, hand_size, tracked
from rootboard.messages import Message, Template

HAND_LIMIT_REACHED = Template("cards.hand-limit", "{who:faction} {who:faction|sg=holds|pl=hold} {have} cards: at the end "
                              "of Evening a hand is discarded down to five")


def over_hand_limit(state, faction: str) -> Message | None:
    """Why ``faction``'s turn may not end yet: more than five cards in its hand at the end
    of its Evening (its faction's Evening section); None when it holds five or fewer, or no
    card is kept in this game."""
    if not tracked(state):
        return None
    have = hand_size(state, faction)
    if have <= HAND_LIMIT:
        return None
    chapter = state.law[faction].chapter
    section = HAND_LIMIT_SECTIONS.get(chapter, chapter)
    return HAND_LIMIT_REACHED(section, who=faction, have=have)
