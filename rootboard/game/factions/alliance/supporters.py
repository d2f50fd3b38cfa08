"""The Alliance's Supporters stack (8.2.3): cards on her board, a count to the table.

Supporters are spent only for their suit (8.2.3; birds are wild, 2.1.1): a card the player
names is checked for its suit; a card not named is taken on the table's word, with a note
saying so. The stack is face down to the table: its cards not named are a count
(``board:alliance``), those she knows by name (a card she mobilized or was given, named) are
kept as a hand's known cards are (``board-known:alliance``), shown in her own view only. Without a base
on the map the stack holds five (8.2.3 I).
"""

from __future__ import annotations

from rootboard.game.cards import table
from rootboard.game.cards.places import BOARD, BOARD_KNOWN, DISCARD, known_on_board, on_board, place, tracked
from rootboard.game.factions.alliance.board import ALLIANCE, supporters_capacity
from rootboard.messages import Message, Template

BIRD = "bird"

SUPPORTERS_SHORT = Template("alliance.supporters-short", "this spends {need} {suit:suit} supporter; the Alliance "
                            "has {have} supporters in all",
                            plural="this spends {need} {suit:suit} supporters; the Alliance has {have} supporters in "
                            "all", count="need")
WRONG_SUIT = Template("alliance.wrong-suit", "{card:cardname} is not a {suit:suit} card or a bird: supporters are spent "
                      "only for their suit")
NAMED_TOO_MANY = Template("alliance.named-too-many", "{named} supporters named, {need} spent")
SPEND_UNNAMED = Template("alliance.spend-unnamed", "{count} supporter not named is spent: the table checks it is "
                         "{suit:suit} or a bird", plural="{count} supporters not named are spent: the table checks "
                         "they are {suit:suit} or birds", count="count")
SPEND_UNKEPT = Template("alliance.spend-unkept", "spend {count} {suit:suit} supporter (rootboard keeps no card in "
                        "this game)", plural="spend {count} {suit:suit} supporters (rootboard keeps no card in this "
                        "game)", count="count")
NO_MATCHING_KNOWN = Template("alliance.no-matching-known", "the supporters left are known to the Alliance "
                             "({cards:cardname}), and not enough of them are {suit:suit} or birds")
STACK_FULL = Template("alliance.stack-full", "with no base on the map the Supporters stack holds {most} cards; it "
                      "holds {have}: a card added now is discarded")


def card_suit(state, card: str) -> str:
    from rootboard.game.cards.actions import _card

    return _card(state, card).suit


def supporters(state) -> int:
    """How many supporters she has: those not named and those she knows (8.2.3)."""
    return on_board(state, ALLIANCE) + len(known_on_board(state, ALLIANCE))


def spend(state, section: str, suit: str, need: int, cards: tuple[str, ...]) -> tuple[list, Message | None, list]:
    """(edits, refusal, notes) spending ``need`` supporters of ``suit`` for the action of
    ``section``, ``cards`` of them named. The refusal is a reason the rules refuse (too few, a
    named card of another suit). A card named comes from those she knows if it is one, else
    from those not named; a card not named from those not named, else the first she knows
    that matches."""
    if len(cards) > need:
        return [], NAMED_TOO_MANY("8.2.3", named=len(cards), need=need), []
    for card in cards:
        found = card_suit(state, card)
        if found not in (suit, BIRD):
            return [], WRONG_SUIT("8.2.3", "2.1.1", card=card, suit=suit), []
    if not tracked(state):  # no card kept: the table spends them, rootboard reminds
        return [], None, [SPEND_UNKEPT(section, "8.2.3", count=need, suit=suit)] if need else []
    have = supporters(state)
    if have < need:
        return [], SUPPORTERS_SHORT(section, "8.2.3", need=need, suit=suit, have=have), []
    scratch = table.CardSteps(state)
    edits = []
    unnamed = 0
    known_place, board_place = place(BOARD_KNOWN, ALLIANCE), place(BOARD, ALLIANCE)
    for card in (*cards, *([None] * (need - len(cards)))):
        done = scratch.board  # the supporters before this one spent
        known = known_on_board(done, ALLIANCE)
        if card is not None and card in known:
            step = [table.card_edit(card, known_place, DISCARD)]
        elif on_board(done, ALLIANCE):
            # The count keeps no names: a card named is that card only if a copy of it may be there (16.1.2).
            named = card if card is not None and table.copies_left(done, card) > 0 else None
            unnamed += named is None
            step = [table.card_edit(named, board_place, DISCARD)]
        else:
            match = next((c for c in known if card_suit(state, c) in (suit, BIRD)), None)
            if match is None or card is not None:
                return [], NO_MATCHING_KNOWN(section, "8.2.3", suit=suit, cards=known), []
            step = [table.card_edit(match, known_place, DISCARD)]
        scratch.give(step)
        edits += step
    edits += scratch.reshuffle_edits()  # the last spent onto an empty draw pile: shuffled back at once (2.1)
    return edits, None, [SPEND_UNNAMED("8.2.3", count=unnamed, suit=suit)] if unnamed else []


def room_for(state, adding: int = 1) -> Message | None:
    """Why ``adding`` more supporters do not fit (8.2.3 I), or None."""
    most = supporters_capacity(state)
    have = supporters(state) if tracked(state) else 0
    if most is not None and have + adding > most:
        return STACK_FULL("8.2.3.I", most=most, have=have)
    return None
