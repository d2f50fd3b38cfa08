"""The Eyrie's board in a Rootlog (chapter 7): her Decree and Turmoil, as her actions.

* ``B#E->$_r``, a card from her hand to a Decree column (``$_r`` recruit, ``$_m`` move, ``$_x``
  battle, ``$_b`` build) on her turn, with the like actions right after it (``B#E->$_x/F#E->$_m``)
  or in one (``(R+B)#E->$_r``): one AddToDecree of all of them (7.4.2), which her rules judge (one
  or two cards, at most one bird). The logs name a Decree card by its suit only; the Decree's rules
  read nothing else (7.5.2: a card's suit picks the clearing; 7.7.1: its birds the points), so
  rootboard keeps a card of that suit in the column for it that no other line takes by name (no
  dominance, item or Ambush card; one her hand may hold, the log never names), said, not doubted;
* ``$_->``, the Decree purged, with the leader the turn chooses after it (``#despot->$``): Turmoil
  (7.7), which loses a point per bird in the Decree (7.7.1: the log's ``--N`` right before the
  purge is where it is played; one after it is set against its points), purges the cards but the viziers (7.7.2), and deposes the leader for the new one (7.7.3).
"""

from __future__ import annotations

from rootboard.game.state import GameState
from rootboard.messages import Template
from rootboard.notation import model as m
from rootboard.notation.start import faction_id
from rootboard.notation.translate.context import TurnContext
from rootboard.notation.translate.deck import SUITS, card_id
from rootboard.notation.translate.steps import Instead, Planned, Step

EYRIE = "eyrie"
ADDED_WITH = Template("rootlog.replay.added-with", "added to the Decree with the card before it")
LEADER_OF_TURMOIL = Template("rootlog.replay.leader-of-turmoil", "the leader the Turmoil before chooses")
PURGE_OF_TURMOIL = Template("rootlog.replay.purge-of-turmoil", "the Decree the Turmoil before purges")
STAND_IN = Template("rootlog.replay.stand-in", "the log names the {suit:suit} card only: rootboard keeps "
                    "{card:cardname} in the Decree for it, whose rules read only its suit")
#: The kinds of card another line may take by name while a stand-in lies in the Decree: a craft
#: written by its item (Z%f), a battle's ambush by its suit, a dominance card by its suit.
TAKEN_BY_KIND = ("item", "ambush", "dominance")
#: A Decree column by the area Rootlog writes (``$_r``), as the Eyrie's board names it.
COLUMN_PREFIX = "decree-"


def _decree_pairs(action: m.Action | None, state: GameState) -> list[tuple[m.Card, int, str]] | None:
    """(card, count, column) of each card an action adds from her hand to the Decree; None
    when it is not only that."""
    if not isinstance(action, m.Move) or len(action.to) != 1:
        return None
    to = action.to[0]
    kind = to.area_kind if isinstance(to, m.Board) else None
    if kind is None or not kind.startswith(COLUMN_PREFIX) or faction_id(to.faction) != EYRIE:
        return None
    pairs = []
    for thing in action.things:
        if not isinstance(thing.what, m.Card) or not isinstance(thing.start, m.Hand) \
                or faction_id(thing.start.faction) != EYRIE or thing.what.kind is not None:
            return None
        pairs.append((thing.what, thing.count, kind[len(COLUMN_PREFIX):]))
    return pairs


def decree(ctx: TurnContext, state: GameState, move: m.Move) -> list[Step] | None:
    """Cards added to the Decree on her turn: one AddToDecree with those right after it."""
    if ctx.current != EYRIE or EYRIE not in state.factions:
        return None
    pairs = _decree_pairs(move, state)
    if pairs is None:
        return None
    index, following = ctx.index + 1, []
    while index < len(ctx.actions) and _decree_pairs(ctx.actions[index], state) is not None:
        pairs += _decree_pairs(ctx.actions[index], state)
        following.append(index)
        index += 1
    from rootboard.game.cards.actions import Draw
    from rootboard.game.cards.places import hand_size
    from rootboard.game.factions.eyrie.actions import AddToDecree, NOT_IN_HAND
    from rootboard.notation.translate.hands import OMITTED_DRAW

    cards, columns, said = [], [], []
    for card, count, column in pairs:
        for _ in range(count):
            named = card_id(state.deck, card) or _stand_in(state, SUITS.get(card.suit or ""), cards, ctx.named)
            if named is None:
                return None  # no card of that suit is left to be it: the card table's board cards say so
            if card_id(state.deck, card) is None:
                said.append(STAND_IN("7.4.2", "7.5.2", suit=SUITS.get(card.suit or ""), card=named))
            cards.append(named)
            columns.append(column)
    for later in following:
        ctx.made_ahead(later, ADDED_WITH("7.4.2"))
    added = AddToDecree(tuple(cards), tuple(columns))
    # Her hand short of them (the annotators' "forgot to draw"): the draw the log omits, before it.
    have = hand_size(state, EYRIE)
    short = max(len(cards) - have, 1)
    instead = Instead((Draw(EYRIE, short), added), frozenset({NOT_IN_HAND.id}),
                      OMITTED_DRAW("1.2.1", who=EYRIE, have=have, count=short))
    return [Planned(added, note=said[0] if said else None, instead=(instead,))]


def _stand_in(state: GameState, suit: str | None, taken: list[str], named: frozenset) -> str | None:
    """A card of ``suit`` that may be in her hand and that no other line of the log may take by
    name while it lies in the Decree: no dominance card, no item's card (a craft written by its
    item, ``Z%f``, takes one of those), no Ambush (a battle's ambush is taken by its suit); of
    those, one her hand may hold now, then one the log never names, then the one with the most
    copies not known elsewhere (the first in the deck's order among equals). None when none is
    left: the card table's board cards keep the card then."""
    from rootboard.game.cards.catalogue import deck
    from rootboard.game.cards.places import copies_left, hand_source, is_dominance
    # Those in the Decree already are counted by copies_left (Faction.cards_named_on_board, 7.2.1).
    best, rank = None, None
    for card in deck(state.deck).cards:
        if card.suit != suit or card.kind in TAKEN_BY_KIND or is_dominance(card.id):
            continue
        left = copies_left(state, card.id) - taken.count(card.id)
        if left <= 0:
            continue
        mine = (hand_source(state, EYRIE, card.id) is not None, card.id not in named, left)
        if rank is None or mine > rank:
            best, rank = card.id, mine
    return best


def _leader_after(ctx: TurnContext, start: int) -> tuple[int, str] | None:
    """(index, leader) of the leader card the turn puts on her board after ``start``."""
    from rootboard.game.factions.eyrie.board import LEADERS

    for index in range(start, len(ctx.actions)):
        action = ctx.actions[index]
        if not isinstance(action, m.Move) or len(action.things) != 1 or len(action.to) != 1:
            continue
        card, to = action.things[0].what, action.to[0]
        if isinstance(card, m.Card) and card.kind == "leader" and isinstance(to, m.Board) \
                and faction_id(to.faction) == EYRIE and card.full_name in LEADERS:
            return index, card.full_name
    return None


def is_purge(action: m.Action | None) -> bool:
    """``$_->``: the Eyrie's Decree discarded."""
    return isinstance(action, m.Move) and not action.to and len(action.things) == 1 \
        and isinstance(action.things[0].what, m.Marker) and action.things[0].what.kind == "decree" \
        and faction_id(action.things[0].what.owner) == EYRIE


def turmoil(ctx: TurnContext, state: GameState) -> list[Step] | None:
    """``$_->`` with a leader chosen after it in the turn: Turmoil (7.7)."""
    return _turmoil(ctx, state, ctx.index)


def _turmoil(ctx: TurnContext, state: GameState, purge: int) -> list[Step] | None:
    if EYRIE not in state.factions:
        return None
    found = _leader_after(ctx, purge + 1)
    if found is None:
        return None
    index, leader = found
    from rootboard.game.factions.eyrie.actions import Turmoil

    ctx.made_ahead(index, LEADER_OF_TURMOIL("7.7.3"))
    return [Planned(Turmoil(leader))]


def humiliation(ctx: TurnContext, state: GameState, score: m.Score) -> list[Step] | None:
    """``--3/$_->``: the points lost, written before the purge: the Turmoil is played here, and
    loses them itself (7.7.1); the purge and the leader after are its own. None otherwise."""
    if score.points >= 0 or faction_id(score.faction) != EYRIE or ctx.current != EYRIE \
            or not is_purge(ctx.next_action()):
        return None
    steps = _turmoil(ctx, state, ctx.index + 1)
    if steps is not None:
        ctx.made_ahead(ctx.index + 1, PURGE_OF_TURMOIL("7.7.2"))
    return steps
