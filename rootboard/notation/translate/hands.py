"""A hand short of the cards the log takes from it: the draw the log omits, assumed and said.

The logs' annotators write beside some lines that a player forgot to draw; a hand that would
go below nothing is what shows it. The action that takes cards from a hand (a discard, a card
given, a supporter, a craft's card) is then played after the draw the log omits, and the line
says so (assumed), so that the hand is the table's again from there on and no later line fails
for it.
"""

from __future__ import annotations

from rootboard.game.state import GameState
from rootboard.later import Later
from rootboard.messages import Template
from rootboard.notation.translate.steps import Instead, Planned

# The card table is imported when a card is met, never when a command starts (rootboard --help).
places = Later("rootboard.game.cards.places")
card_actions = Later("rootboard.game.cards.actions")
hand_limit = Later("rootboard.game.cards.hand_limit")

OMITTED_DRAW = Template("rootlog.replay.omitted-draw", "{who:faction.whose} hand ({have} in it) cannot give this: "
                        "the log omits a draw; {count} card drawn is assumed before it",
                        plural="{who:faction.whose} hand ({have} in it) cannot give this: the log omits a draw; "
                        "{count} cards drawn are assumed before it", count="count")
# The ids of rootboard.game.cards.actions' HAND_TOO_SMALL and NOT_IN_HAND (tests/notation/test_cards.py checks).
MISSED_DRAW_WHEN = frozenset({"cards.hand-too-small", "cards.not-in-hand"})


def from_hand(state: GameState, who: str, count: int, action) -> Planned:
    """``action``, which takes ``count`` cards out of ``who``'s hand; when the hand is short
    of them (the annotators' "forgot to draw"), the draw the log omits is assumed before it
    and said at this line, so that the hand is the table's again from here on."""
    have = places.hand_size(state, who)  # counted once, for the draw and its words
    short = max(count - have, 1)
    return Planned(action, instead=(Instead((card_actions.Draw(who, short), action), MISSED_DRAW_WHEN,
                                            OMITTED_DRAW("1.2.1", who=who, have=have, count=short)),))


OMITTED_DISCARD = Template("rootlog.replay.omitted-discard", "{who:faction} {who:faction|sg=holds|pl=hold} {have} "
                           "cards at the end of the turn: the log omits the discard down to five; {count} card not "
                           "named discarded is assumed", plural="{who:faction} {who:faction|sg=holds|pl=hold} {have} "
                           "cards at the end of the turn: the log omits the discard down to five; {count} cards not "
                           "named discarded are assumed", count="count")


def discard_down(state: GameState):
    """(the Discard, what is said) for the discard down to five the log omits at the end of the
    turn on play (each faction's Evening: 6.6, 7.6.2, ...); None when the hand holds five or fewer."""
    who = state.current
    over = hand_limit.over_hand_limit(state, who)
    if over is None:  # most turns
        return None
    have = places.hand_size(state, who)
    excess = have - places.HAND_LIMIT
    return card_actions.Discard(who, unnamed=excess), OMITTED_DISCARD(*over.sections, who=who, have=have, count=excess)
