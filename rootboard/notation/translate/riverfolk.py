"""The Riverfolk Company's board in a Rootlog (11): payments, funds, prices, read as the
room's actions (rootboard.game.factions.riverfolk).

Rootlog writes (Vagabottos/Rootlog ``Rootlog_V2.md``, Riverfolk Company): a buyer's warriors
placed on the Riverfolk's board (``3w->O$``; the Vagabond's, paid for with Riverfolk warriors,
``2Ow->O$``), a fund spent (``2Cw$->``, ``w$->11``), the prices (``$_h->3``, ``$_->2``, grouped
``($_h+$_m)->2``) and the funds left at the end of their turn (``$_f->2``; none written: zero).
Committed funds are not written, only the actions they pay for. So:

* a payment is a service bought (11.2.6) at the price it paid; the service is the one priced at
  what was paid, a hand card when the buyer then takes a card from the Riverfolk's hand; a
  payment no price matches is still the service the turn shows, bought at another price than
  the one set (the room's check says so, 11.2.6.I);
* the Riverfolk's own warriors placed on their board are the setup's starting funds (11.3.4),
  or in their Birdsong Protectionism, which the Birdsong done at the start of their turn made
  (11.4: Protectionism, Dividends, Gather Funds);
* a fund spent before a trade post is placed is that trade post established (11.5.6: its post,
  warrior and points its own), before warriors placed a recruit each (11.5.5), before a draw
  the draw (11.5.4), before a move or battle of theirs the fund committed to it (11.5.1, 11.5.2:
  a commit the log wrote as a spend, as rootboard's export writes it);
* a card of theirs discarded in their turn, then one of their warriors placed on their board
  (``#bankO->/w->$``), is Export (11.5.3.I): the spec's own example, which writes no craft for
  it, and the funds committed to it unwritten as every committed fund is;
* the prices written in a turn are set together, once (11.6.2);
* the funds left are the room's FundsLeft: the rest committed to what the log wrote.
"""

from __future__ import annotations

from rootboard.game.factions.riverfolk.board import (HAND_CARD, MERCENARIES, RIVERBOATS, RIVERFOLK, SERVICES, box,
                                                     funds_total, prices)
from rootboard.later import Later
from rootboard.messages import Template
from rootboard.notation import model as m
from rootboard.notation.start import faction_id
from rootboard.notation.translate.context import TurnContext, area
from rootboard.notation.translate.deck import card_id
from rootboard.notation.translate.steps import Covered, Instead, NotModelled, Planned, Step

# The hooks this reader answers (rootboard/notation/translate/rooms.py):
# their Birdsong before a turn's first action, a move's payments, funds and prices, the funds
# left after a turn's last action.
ANSWERS = ("turn_begins", "move_steps", "turn_ends")

PROTECTED = Template("rootlog.replay.riverfolk-protectionism",
                     "Protectionism, done with the Riverfolk's Birdsong at the start of their turn")
NOT_PROTECTED = Template("rootlog.replay.riverfolk-not-protected",
                         "{text!r}: the Payments box is not empty, so their Birdsong places no warriors there "
                         "(Protectionism): nothing is placed")
PRICES_TOGETHER = Template("rootlog.replay.riverfolk-prices", "set with the turn's other prices")
SPENT_FOR = Template("rootlog.replay.riverfolk-spent", "the fund spent for this, just before")
DISRUPTED = Template("rootlog.replay.riverfolk-disrupted",
                     "Trade Disruption, done when the trade post was removed")
FUNDS_DIFFER = Template("rootlog.replay.riverfolk-funds-differ",
                        "the log's Riverfolk funds are {log}; rootboard's Funds box holds {have}")
SPENT_UNKNOWN = Template("rootlog.replay.riverfolk-spent-unknown",
                         "{text!r}: a fund spent, and no trade post, recruit, draw, move or battle follows it: "
                         "nothing is changed for it")
PRICE_MISSING = Template("rootlog.replay.riverfolk-price-missing",
                         "{text!r}: the Riverfolk's prices are not all set yet, so none is set")
OFF_TURN_FUNDS = Template("rootlog.replay.riverfolk-funds-off-turn",
                          "{text!r}: a fund of the Riverfolk's moves on another's turn, by an effect rootboard "
                          "does not model")

NO_STARTING_FUNDS = Template("rootlog.replay.riverfolk-no-starting-funds",
                             "the Riverfolk's setup writes no starting funds: taken as placed, three of their "
                             "warriors in Payments")
EXPORT_UNNAMED = Template("rootlog.replay.riverfolk-export-unnamed",
                          "{text!r}: Export's warrior, after a card of theirs the log does not name: rootboard "
                          "cannot pay a card it does not know, so the warrior stays in their supply")
EXPORT_WARRIOR = Template("rootlog.replay.riverfolk-export",
                          "the warrior Export places in Payments, with the card discarded just before")
OTHER_OWNER = Template("rootlog.replay.riverfolk-other-owner",
                       "the log names a fund the Funds box does not hold: taken as one of another owner's")

_PRICE_AREAS = {"h": HAND_CARD, "r": RIVERBOATS, "m": MERCENARIES}


def in_play(state) -> bool:
    return RIVERFOLK in state.factions


# Their actions, imported the first time a line of theirs is read as one (rootboard/later.py),
# not by an import statement at each (issue 32).
river_actions = Later("rootboard.game.factions.riverfolk.actions")
river_daylight = Later("rootboard.game.factions.riverfolk.daylight")


def _actions():
    return river_actions, river_daylight


# --- the turn around the actions ---------------------------------------------------------------

def turn_begins(ctx: TurnContext, state) -> list[Step]:
    """Their Birdsong (11.4) before the first action of the Riverfolk's turn."""
    if ctx.current != RIVERFOLK or ctx.index != 0 or ctx.turn is None or ctx.turn.setup or not in_play(state):
        return []
    return [Planned(_actions()[0].Collect())]


def turn_ends(ctx: TurnContext, state) -> list[Step]:
    """After the last action of the Riverfolk's turn: the funds left, when the log writes none,
    zero (Rootlog); after their setup, the starting funds when the log does not write them
    (11.3.4: assumed)."""
    if ctx.current != RIVERFOLK or ctx.turn is None or not in_play(state) or ctx.index != len(ctx.actions) - 1:
        return []
    if ctx.turn.setup:
        if any(_starting_funds(ctx, a) for a in ctx.actions):
            return []
        return [Planned(_actions()[0].StartingFunds(), assumed=NO_STARTING_FUNDS("11.3.4"))]
    if any(_funds_marker(a) is not None for a in ctx.actions):
        return []
    return [Planned(_actions()[0].FundsLeft(0))]


def _starting_funds(ctx: TurnContext, action) -> bool:
    """Whether ``action`` places the Riverfolk's own warriors on their board."""
    return isinstance(action, m.Move) and len(action.to) == 1 and _is_board(action.to[0]) and all(
        isinstance(t.what, m.Piece) and t.what.type == "w" and t.start is None
        and faction_id(t.what.faction) == RIVERFOLK for t in action.things)


# --- one action ---------------------------------------------------------------------------------

def move_steps(ctx: TurnContext, state, action: m.Action) -> list[Step] | None:
    """The steps of ``action`` when it is the Riverfolk's board (None: not theirs)."""
    if not in_play(state) or not isinstance(action, m.Move):
        return None
    exported = _export(ctx, state, action)
    if exported is not None:
        return exported
    if _funds_marker(action) is not None or (_prices_of(action) and all(
            isinstance(t.what, m.Marker) and _is_riverfolk(t.what.owner) for t in action.things)):
        return _markers(ctx, state, action)
    warriors = [t for t in action.things if isinstance(t.what, m.Piece) and t.what.type == "w"]
    if len(warriors) != len(action.things) or len(warriors) != 1:
        return None
    thing = warriors[0]
    if _is_board(thing.start):
        return _spent(ctx, state, action, thing)
    if thing.start is None and len(action.to) == 1 and _is_board(action.to[0]):
        return _paid(ctx, state, action, thing)
    return None


def _export(ctx: TurnContext, state, move: m.Move) -> list[Step] | None:
    """Export (11.5.3.I) as Rootlog writes it (Vagabottos/Rootlog ``Rootlog_V2.md``, its
    example ``#bankO->/w->$``): a named card of their hand discarded in their turn, followed by
    one warrior of theirs placed on their board. None: not that."""
    if ctx.current != RIVERFOLK or ctx.turn is None or ctx.turn.setup or move.to or len(move.things) != 1:
        return None
    thing = move.things[0]
    card = thing.what
    if not isinstance(card, m.Card) or card.kind is not None or thing.count != 1 \
            or not (isinstance(thing.start, m.Hand) and _is_riverfolk(thing.start.faction)):
        return None
    named = card_id(state.deck, card)
    if named is None or not _own_warrior_to_board(ctx.next_action()):
        return None
    ctx.made_ahead(ctx.index + 1, EXPORT_WARRIOR("11.5.3.I"))
    return [Planned(_actions()[1].Export(named))]


def _unnamed_discard(action) -> bool:
    """``#O->``: one card of the Riverfolk's hand discarded, not named."""
    return isinstance(action, m.Move) and not action.to and len(action.things) == 1 \
        and isinstance(action.things[0].what, m.Card) and action.things[0].what.kind is None \
        and action.things[0].what.name is None and isinstance(action.things[0].start, m.Hand) \
        and _is_riverfolk(action.things[0].start.faction)


def _own_warrior_to_board(action) -> bool:
    """``w->$``: one Riverfolk warrior from their supply onto their board."""
    return isinstance(action, m.Move) and len(action.things) == 1 and len(action.to) == 1 \
        and _is_board(action.to[0]) and action.things[0].count == 1 and action.things[0].start is None \
        and isinstance(action.things[0].what, m.Piece) and action.things[0].what.type == "w" \
        and _is_riverfolk(action.things[0].what.faction)


def _is_riverfolk(code) -> bool:
    return code is not None and faction_id(code) == RIVERFOLK


def _is_board(place) -> bool:
    return isinstance(place, m.Board) and not place.area and _is_riverfolk(place.faction)


def _funds_marker(action) -> int | None:
    """The funds ``$_f->N`` sets: the Riverfolk's, or written on another's turn without their
    letter (as the published games do when a trade post's removal halves them), the marker
    its writer does not have."""
    if not isinstance(action, m.Move) or len(action.things) != 1 or len(action.to) != 1:
        return None
    what, to = action.things[0].what, action.to[0]
    if isinstance(what, m.Marker) and what.area == "f" and isinstance(to, m.Amount) \
            and (_is_riverfolk(what.owner) or what.kind is None):
        return to.value
    return None


def _markers(ctx: TurnContext, state, move: m.Move) -> list[Step]:
    actions, _ = _actions()
    funds = _funds_marker(move)
    if funds is not None:
        if ctx.current == RIVERFOLK:
            return [Planned(actions.FundsLeft(funds))]
        have = funds_total(state)
        return [Covered(DISRUPTED("11.2.5.I"))] if have == funds else \
            [NotModelled(FUNDS_DIFFER("11.2.4", log=funds, have=have))]
    # Prices: every price marker of the turn, set together at the first (11.6.2).
    first = next(n for n, a in enumerate(ctx.actions) if _prices_of(a))
    if first != ctx.index:
        return [Covered(PRICES_TOGETHER("11.6.2"))]
    asked = prices(state)
    for later in ctx.actions[ctx.index:]:
        asked.update(_prices_of(later))
    if set(asked) != set(SERVICES):
        return [NotModelled(PRICE_MISSING(text=move.text))]
    made = actions.StartingPrices if ctx.turn is not None and ctx.turn.setup else actions.SetPrices
    return [Planned(made(asked[HAND_CARD], asked[RIVERBOATS], asked[MERCENARIES]))]


def _prices_of(action) -> dict[str, int]:
    """The prices a Rootlog action sets: ``$_->3`` all of them, ``$_h->3`` one."""
    found: dict[str, int] = {}
    if not isinstance(action, m.Move) or len(action.to) != 1 or not isinstance(action.to[0], m.Amount):
        return found
    for t in action.things:
        if isinstance(t.what, m.Marker) and _is_riverfolk(t.what.owner):
            if t.what.area == "":
                found.update(dict.fromkeys(SERVICES, action.to[0].value))
            elif t.what.area in _PRICE_AREAS:
                found[_PRICE_AREAS[t.what.area]] = action.to[0].value
    return found


def _paid(ctx: TurnContext, state, move: m.Move, thing: m.Thing) -> list[Step] | None:
    """Warriors placed on the Riverfolk's board."""
    actions, _ = _actions()
    owner = faction_id(thing.what.faction)
    if ctx.turn is not None and ctx.turn.setup and ctx.current == RIVERFOLK and owner == RIVERFOLK:
        return [Planned(actions.StartingFunds())]  # Gain Starting Funds (11.3.4)
    if ctx.current == RIVERFOLK:
        if owner == RIVERFOLK and _own_warrior_to_board(move) and _unnamed_discard(ctx.previous()):
            return [NotModelled(EXPORT_UNNAMED("11.5.3.I", text=move.text))]  # Export of a card not named
        if owner == RIVERFOLK and ctx.index == 0:
            if box(state, "payments"):  # read before their Birdsong: Protectionism is not due (11.4.1)
                return [NotModelled(NOT_PROTECTED(text=move.text))]
            return [Covered(PROTECTED("11.4.1"))]
        return None
    buyer = ctx.current
    if buyer is None or buyer not in state.factions:
        return None
    ctx.paid.add(buyer)  # paid the Riverfolk: riverboats may explain a move along a river (11.2.7.II)
    service = _service(ctx, state, thing.count)
    return [Planned(actions.Buy(buyer, service, paid=thing.count))]


def _service(ctx: TurnContext, state, paid: int) -> str:
    """The service a payment of ``paid`` bought: a hand card while the buyer takes more cards
    from the Riverfolk's hand in the turn (before or after paying) than hand cards bought so far;
    else the service priced at ``paid`` (riverboats, then mercenaries, which the Vagabond cannot
    buy, then a hand card); else riverboats."""
    set_at = prices(state)
    taken = sum(t.count for a in ctx.actions if isinstance(a, m.Move)
                for t in a.things if isinstance(t.what, m.Card) and isinstance(t.start, m.Hand)
                and _is_riverfolk(t.start.faction))
    bought = sum(1 for a in ctx.actions[:ctx.index] if _is_payment(a))
    if taken > bought:
        return HAND_CARD
    vagabond = state.law[ctx.current].vagabond
    for service in (RIVERBOATS, MERCENARIES, HAND_CARD):
        if set_at.get(service) == paid and not (vagabond and service == MERCENARIES):
            return service
    return RIVERBOATS


def _is_payment(action) -> bool:
    return isinstance(action, m.Move) and len(action.to) == 1 and _is_board(action.to[0]) \
        and all(isinstance(t.what, m.Piece) and t.what.type == "w" and t.start is None for t in action.things)


def _spent(ctx: TurnContext, state, move: m.Move, thing: m.Thing) -> list[Step]:
    """Funds spent (or, on another's turn, removed)."""
    _, daylight = _actions()
    owner = faction_id(thing.what.faction)
    if ctx.current != RIVERFOLK:
        removed = any(isinstance(t.what, m.Piece) and t.what.type == "t" and _is_riverfolk(t.what.faction)
                      for a in ctx.actions[:ctx.index] if isinstance(a, m.Move) for t in a.things) \
            or ctx.in_battle() is not None
        return [Covered(DISRUPTED("11.2.5.I"))] if removed else [NotModelled(OFF_TURN_FUNDS(text=move.text))]
    if move.to and isinstance(move.to[0], m.Clearing):  # w$->11: spent and placed at once
        where = area(move.to[0], state)
        return [_owned(daylight.Recruit(where, owner), daylight.Recruit(where)) for _ in range(thing.count)]
    nxt = ctx.next_action()
    if isinstance(nxt, m.Move):
        posts = [t for t in nxt.things if isinstance(t.what, m.Piece) and t.what.type == "t"
                 and _is_riverfolk(t.what.faction) and t.start is None]
        if posts and len(nxt.to) == 1 and isinstance(nxt.to[0], m.Clearing):
            ctx.made_ahead(ctx.index + 1, SPENT_FOR("11.5.6"))
            return [Planned(daylight.TradePost(area(nxt.to[0], state)))]
        placed = [t for t in nxt.things if isinstance(t.what, m.Piece) and t.what.type == "w"
                  and _is_riverfolk(t.what.faction) and t.start is None]
        if placed and len(placed) == len(nxt.things) and all(isinstance(to, m.Clearing) for to in nxt.to) \
                and placed[0].count * len(nxt.to) == thing.count:
            ctx.made_ahead(ctx.index + 1, SPENT_FOR("11.5.5"))
            return [_owned(daylight.Recruit(area(to, state), owner), daylight.Recruit(area(to, state)))
                    for to in nxt.to for _ in range(placed[0].count)]
        cards = [t for t in nxt.things if isinstance(t.what, m.Card) and t.start is None]
        if cards and len(cards) == len(nxt.things) and len(nxt.to) == 1 and isinstance(nxt.to[0], m.Hand) \
                and _is_riverfolk(nxt.to[0].faction) and cards[0].count == thing.count:
            ctx.made_ahead(ctx.index + 1, SPENT_FOR("11.5.4"))
            return [_owned(daylight.DrawCard(owner), daylight.DrawCard()) for _ in range(thing.count)]
    if thing.count == 1 and _moves_or_battles(nxt):
        return [_owned(daylight.Commit(_moves_or_battles(nxt), owner), daylight.Commit(_moves_or_battles(nxt)))]
    return [NotModelled(SPENT_UNKNOWN(text=move.text))]


def _moves_or_battles(action) -> str | None:
    """"battle" or "move" when ``action`` is the Riverfolk's battle or a move of their warriors
    from a clearing: a fund written just before it is committed to it (11.5.1, 11.5.2)."""
    if isinstance(action, m.Battle) and (action.attacker is None or _is_riverfolk(action.attacker)):
        return "battle"
    if isinstance(action, m.Move) and action.things and all(
            isinstance(t.what, m.Piece) and t.what.type == "w" and _is_riverfolk(t.what.faction)
            and isinstance(t.start, m.Clearing) for t in action.things):
        return "move"
    return None


def _owned(named, anyone) -> Planned:
    """``named`` (a fund of the owner the log writes), or, when the Funds box holds none of
    theirs, ``anyone`` (another owner's fund: assumed)."""
    return Planned(named, instead=(Instead((anyone,), frozenset({"riverfolk.funds.short"}), OTHER_OWNER("11.2.4")),))
