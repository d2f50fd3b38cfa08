"""Crafting in a Rootlog (``Z``): rootboard's Craft action (4.1) with its card.

``Zsabo`` names the card; ``Z%f`` names only the item, so the card is one of the deck's cards
that make it (:func:`rootboard.notation.translate.deck.item_cards`): the first whose craft is
legal here (its cost paid, a copy left), said as assumed when more than one would be; else the
first, so that the refusal says why (a cost the crafter cannot pay, 4.1.1). The Craft action
takes the item from the supply with its points (the Eyrie's one point, 7.2.2), puts a
persistent card into play, and refuses an improvement crafted twice (4.1.4).

Until crafting takes the card out of the hand itself (:func:`rootboard.game.hand.leave_hand`
gives no edit), the card leaves the hand as a card spent just before, so that the hand's
count stays the table's.

An item crafted goes to its crafter's Crafted Items box (4.1.2). What a log does with such items
is read by one rule (:func:`others_items`, :func:`others_item`), in a game without a Vagabond,
where every item is such an item, and in a game with one, whose reading (.vagabond) hands it the
items of a faction that is no Vagabond: an item exhausted (``%f->e``) is the League of
Adventurous Mice's exhaust, items refreshed (``%f+%b->r``, ``%_->r``) the refresh of that box
(:mod:`rootboard.game.cards.league`); any other move of them (given, put on the map) is not
modelled.
"""

from __future__ import annotations

from rootboard.errors import RootboardError
from rootboard.game.actions import SetEffect
from rootboard.game.crafted import ITEM_SUPPLY
from rootboard.game.state import GameState
from rootboard.later import Later
from rootboard.messages import Template
from rootboard.notation import model as m
from rootboard.notation import vocabulary as words
from rootboard.notation.start import faction_id
from rootboard.notation.translate.context import TurnContext
from rootboard.notation.translate.deck import card_id, item_cards
from rootboard.notation.translate.hands import from_hand
from rootboard.notation.translate.steps import NotModelled, Planned, Refused, Step

# The card table and crafting, imported when a log crafts, never when a command starts.
hand = Later("rootboard.game.hand")
places = Later("rootboard.game.cards.places")
card_actions = Later("rootboard.game.cards.actions")
league = Later("rootboard.game.cards.league")
craft_rules = Later("rootboard.game.craft")
turn_check = Later("rootboard.game.turns.check")

NO_CARD = Template("rootlog.replay.craft-no-card", "{what!r} names no card of the {deck} deck that crafting makes")
WHICH_CARD = Template("rootlog.replay.craft-which", "the log names the item only: {card:cardname} is assumed, one "
                      "of {count} cards this craft could be", plural="the log names the item only: {card:cardname} "
                      "is assumed, one of {count} cards this craft could be", count="count")

# Declared here, where the items of a faction's Crafted Items box are (4.1.2), not with the
# Vagabond's reading (.vagabond), which says them too of a faction that is no Vagabond: a game
# without him says them without importing it (issue 32).
OTHERS_ITEMS = Template("rootlog.replay.others-items",
                        "an item of a Crafted Items box given, taken or moved is not modelled: rootboard keeps "
                        "which items each faction crafted and which are exhausted, and the Vagabond's board")
ITEM_ON_MAP = Template("rootlog.replay.item-on-map", "an item put on the map is not modelled: it leaves his board here")


def craft_steps(ctx: TurnContext, state: GameState, craft: m.Craft) -> list[Step]:
    who = faction_id(craft.faction)
    assumed = judgement = None
    if isinstance(craft.what, m.Item):
        candidates = [c for c in item_cards(state.deck, craft.what.type or "") if places.copies_left(state, c) > 0]
        # Each card planned on this position, without the words of its verdict: the replay
        # plays the one chosen here, on this same position unless a card spent before it
        # changes it, so its judgement is made from its plan and kept for the replay
        # (Planned.judgement) rather than made twice (issue 32).
        with state.remembering():  # the crafter's ways to pay are the same for every card tried
            planned = {c: _planned(state, who, c) for c in candidates}
        legal = [c for c in candidates if planned[c] is not None and planned[c].legal]
        card = (legal or candidates or [None])[0]
        if len(legal) > 1:
            assumed = WHICH_CARD("4.1.2", card=card, count=len(legal))
        if legal:  # the card chosen is legal; a refused one (no card that makes it is) is judged again
            judgement = _judged(state, who, card, planned[card])
    else:
        card = card_id(state.deck, craft.what)
    if card is None or who not in state.factions:
        return [Refused(NO_CARD("4.1", what=craft.text, deck=state.deck))]
    steps: list[Step] = []
    if not hand.leave_hand(state, who, card, hand.DISCARD):
        steps.append(from_hand(state, who, 1, card_actions.Discard(who, (card,), spent=True)))
    steps.append(Planned(craft_rules.Craft(who, card), assumed=assumed, judgement=judgement))
    if not isinstance(craft.what, m.Item):
        name = craft.what.full_name or ""
        ctx.crafted.setdefault(who, set()).add(name)
        effect = words.EFFECT_CARDS.get(name)
        if effect is not None:
            steps.append(Planned(SetEffect(who, effect, True)))
    return steps


def _planned(state: GameState, who: str, card: str):
    """Crafting ``card`` worked out on this position (its plan says whether it is legal by its
    own check, 4.1), or None where it cannot be asked."""
    try:
        return craft_rules.Craft(who, card).plan(state)
    except RootboardError:
        return None


def _judged(state: GameState, who: str, card: str, plan) -> tuple | None:
    """The judgement the replay makes of crafting ``card`` on this position, from its plan, where
    that is its own (the turn has nothing to say of a craft: rootboard.game.turns.check.judged
    asks the action alone), else None."""
    crafted = craft_rules.Craft(who, card)
    if turn_check.plan(state, crafted) is None:
        return crafted.judged_as(state, plan)
    return None


REFRESHED = m.ItemSpace("", "r")  # an item turned face up (``->r``), where it lies
EXHAUSTED = m.ItemSpace("", "e")  # an item turned face down (``->e``), where it lies
# A Rootlog item's name (rootboard.notation.vocabulary.ITEMS) as a Crafted Items box names it
# (rootboard.game.crafted.ITEM_SUPPLY); a torch or a club is never crafted.
BOX_NAMES = {"coins": "coin"}


def others_items(move: m.Move, owner: str | None = None) -> list[Step]:
    """The steps of a Move's items, each ``owner``'s, a faction that is no Vagabond (in a game
    without him, every item a log moves; None: not known, so not modelled): a whole refresh
    (``%t+%b->r``, ``%_->r``) is one refresh of its box; else each item by :func:`others_item`.
    The Vagabond's reading (:mod:`.vagabond`) hands it, or :func:`others_item`, the items whose
    owner is no Vagabond."""
    items = [s for s in move.steps() if isinstance(s.what, m.Item)]
    if items and all(s.to == REFRESHED for s in items):
        return [_refresh(items, owner)]
    return [step for s in items for step in ([others_item(s, owner)] * (s.count if _exhausts(s) else 1))]


def others_item(step: m.Step, owner: str | None = None) -> Step:
    """One item of ``owner``, a faction that is no Vagabond: exhausted in its Crafted Items box
    (4.1.2) for the League of Adventurous Mice; refreshed there; else given, taken or put on the
    map (:func:`put_on_map`), which rootboard does not model."""
    if put_on_map(step):
        return NotModelled(ITEM_ON_MAP())
    name = _box_name(step.what)
    if owner is not None and name is not None and _exhausts(step):
        return Planned(league.LeagueExhaust(owner, name), touches=frozenset({(owner, name, None)}))
    if step.to == REFRESHED:
        return _refresh([step], owner)
    return NotModelled(OTHERS_ITEMS())


def league_exhaust(action: m.Action) -> bool:
    """Whether ``action`` only exhausts items of a Crafted Items box (``%f->e``): the League of
    Adventurous Mice's exhaust, whose move or battle is the one written next, outside the board's
    actions (4.1.3; rootboard.game.turns.granted). Read of a faction that is no Vagabond."""
    if not isinstance(action, m.Move) or not action.things or not isinstance(action.things[0].what, m.Item):
        return False  # most moves, told by their first thing without making their steps (issue 32)
    steps = list(action.steps())
    return bool(steps) and all(isinstance(s.what, m.Item) and _exhausts(s) for s in steps)


def _exhausts(step: m.Step) -> bool:
    """Whether ``step`` turns an item of its owner's box face down, where it lies (``%f->e``)."""
    return step.to == EXHAUSTED and (step.start is None or isinstance(step.start, m.ItemSpace))


def _box_name(item: m.Item) -> str | None:
    name = words.ITEMS.get(item.type or "")
    name = BOX_NAMES.get(name, name)
    return name if name in ITEM_SUPPLY else None


def _refresh(steps: list[m.Step], owner: str | None) -> Step:
    """``owner``'s items refreshed in its box: those named, ``%_`` every one exhausted there."""
    if owner is None:
        return NotModelled(OTHERS_ITEMS())
    names: list[str] = []
    for step in steps:
        if step.what.type is None:  # %_: all its items, whichever are exhausted
            return Planned(league.RefreshCrafted(owner), touches=frozenset({(owner, None, None)}))
        name = _box_name(step.what)
        if name is None:
            return NotModelled(OTHERS_ITEMS())
        names += [name] * step.count
    return Planned(league.RefreshCrafted(owner, tuple(names)), touches=frozenset((owner, n, None) for n in names))


def put_on_map(step: m.Step) -> bool:
    """Whether ``step`` puts an item on the map: to a clearing or any place that is no board,
    from anywhere but a clearing (a ruin's item taken is no item put on the map)."""
    return not isinstance(step.start, m.Clearing) and step.to is not None \
        and not isinstance(step.to, (m.Board, m.ItemSpace))
