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
from rootboard.notation.translate.deck import SUITS, card_id
from rootboard.notation.translate.steps import Instead, Planned

# The card table is imported when a card is met, never when a command starts (rootboard --help).
places = Later("rootboard.game.cards.places")
card_actions = Later("rootboard.game.cards.actions")
hand_limit = Later("rootboard.game.cards.hand_limit")
catalogue = Later("rootboard.game.cards.catalogue")

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


#: The kinds of card another line may take by name while a stand-in lies on a board: a craft
#: written by its item (Z%f), a battle's ambush by its suit, a dominance card by its suit.
TAKEN_BY_KIND = ("item", "ambush", "dominance")


def stand_in(state: GameState, who: str, suit: str | None, taken: list[str], named: frozenset) -> str | None:
    """A card of ``suit`` that may be in ``who``'s hand and that no other line of the log may take
    by name while it lies on ``who``'s board (the Eyrie's Decree, 7.4.2; the Keepers' Retinue,
    15.6.2), whose rules read only its suit: no dominance card, no item's card (a craft written by
    its item, ``Z%f``, takes one of those), no Ambush (a battle's ambush is taken by its suit); of
    those, one the hand may hold now, then one the log never names, then the one with the most
    copies not known elsewhere (the first in the deck's order among equals). ``taken``: those
    already chosen for the same action. None when none is left: the card table's board cards
    keep the card then."""
    # Whether the hand may hold a card (places.hand_source): one shown, or any while the hand
    # holds cards not named and copies of it are left, as each one counted here has (left > 0).
    # Asked once, not by hand_source for each card of the suit: it counted every place's cards
    # again for each (issue 32).
    known, unnamed = places.known_in_hand(state, who), places.unnamed_in_hand(state, who) > 0
    # Those on a board already are counted by copies_left (Faction.cards_named_on_board, 7.2.1).
    best, rank = None, None
    for card in catalogue.deck(state.deck).cards:
        if card.suit != suit or card.kind in TAKEN_BY_KIND or places.is_dominance(card.id):
            continue
        left = places.copies_left(state, card.id) - taken.count(card.id)
        if left <= 0:
            continue
        mine = (unnamed or card.id in known, card.id not in named, left)
        if rank is None or mine > rank:
            best, rank = card.id, mine
    return best


def cards_in_a_row(ctx, state: GameState, who: str, read, action):
    """The cards ``who`` adds from its hand to the columns of its board (the Eyrie's Decree,
    7.4.2; the Keepers' Retinue, 15.6.2) by ``action``, the one the turn reads now, and by each
    one right after it: ``read(action, state)`` gives (card, count, column) of each card an
    action adds, None when the action is not only that. (card ids, columns, the stand-ins as
    (suit, card id), the indexes of the actions after it read with it); None when ``action``
    adds none, or a card named by its suit alone has no card left to stand in for it (the card
    table's board cards say so then)."""
    pairs = read(action, state)
    if pairs is None:
        return None
    index, following = ctx.index + 1, []
    while index < len(ctx.actions):
        more = read(ctx.actions[index], state)
        if more is None:
            break
        pairs += more
        following.append(index)
        index += 1
    cards, columns, stood = [], [], []
    for card, count, column in pairs:
        for _ in range(count):
            named = card_id(state.deck, card)
            if named is None:
                suit = SUITS.get(card.suit or "")
                named = stand_in(state, who, suit, cards, ctx.named) if suit else None
                if named is None:
                    return None
                stood.append((suit, named))
            cards.append(named)
            columns.append(column)
    return tuple(cards), tuple(columns), stood, following
