"""The Riverfolk Robots' turn (Law of Rootbotics 9.4-9.6), step by step.

Sources beside each step: [RDB] therootdatabase.com/law/riverfolk-robots/en (9.2.4 names
Organize as 9.5.3; the stored copy stops at 9.3.2), [CR] Vagabottos/clockroot en-US.json
"Riverfolk Robots" (StockMarket, CraftOrder, SetOrder; BuildAndGarrison, RecruitOther,
RecruitBird, Organize, BattleShield, BattleSword; Score, Racketeering, Discard, DiscardShield;
Difficulty) at commit 7327f0b. Section numbers other than 9.5.3 follow [CR]'s order: unconfirmed.

Each doing is the game's own action: pieces placed (``place``), battles (``battle``), points
(``score``), warriors into or out of Payments (``bot-riverfolk-payments``), the Market's cards
drawn and discarded (``bot-riverfolk-market``, where the game keeps its Market, :mod:`.market`).
The table names the order card's suit (the Market's rightmost card, 9.4.3) and the item crafted.
"""

from __future__ import annotations

from rootboard.game import terms as _terms  # noqa: F401  the words its messages name (piece, suit, area)
from rootboard.game.bots import rootbotics as rb
from rootboard.game.bots.play import Doing
# Its printed numbers, one source only ([CR]): warriors with a new trade post by difficulty, placed
# when it Organizes, left in each clearing by Racketeering.
from rootboard.game.unconfirmed import (RIVERFOLK_ROBOTS_GARRISON as GARRISON, RIVERFOLK_ROBOTS_ORGANIZED as ORGANIZED,
                                        RIVERFOLK_ROBOTS_RACKETEERING_KEEPS as KEPT)
from rootboard.messages import Template

BIRDSONG_STEP = Template("turn-step.riverfolk-robots.birdsong", "stock the Market, craft, set the order")
DAYLIGHT_STEP = Template("turn-step.riverfolk-robots.daylight", "build and garrison, recruit, organize, battle")
EVENING_STEP = Template("turn-step.riverfolk-robots.evening", "score Payments, racketeering, discard")

STEPS = rb.turn_steps("9", BIRDSONG_STEP, DAYLIGHT_STEP, EVENING_STEP)  # 9.4-9.6

STOCK = Template("bot.riverfolk.stock", "the table draws two cards onto the Market's right side, none past five cards")
CRAFTS = Template("bot.riverfolk.craft", "the Market's first card showing {item:item}, still in the item supply, is "
                  "crafted for 1 VP and discarded")
NO_ITEM = Template("bot.riverfolk.no-item", "no Market card shows an available item: nothing is crafted")
ORDER = Template("bot.riverfolk.order", "the order is the Market's rightmost card: {suit:suit}")
ORDER_BIRD = Template("bot.riverfolk.order-bird", "the order is the Market's rightmost card: a bird card")
POST = Template("bot.riverfolk.post", "Build and Garrison: a trade post and {count} warrior in {where:area}, an "
                "ordered clearing without a trade post (ties: the pieces of whoever has most warriors in Payments)",
                plural="Build and Garrison: a trade post and {count} warriors in {where:area}, an ordered clearing "
                "without a trade post (ties: the pieces of whoever has most warriors in Payments)", count="count")
NO_POST = Template("bot.riverfolk.no-post", "no ordered clearing can take a trade post: nothing is built")
RECRUIT = Template("bot.riverfolk.recruit", "a warrior in each ordered clearing, by priority while its supply lasts")
RECRUIT_RIVER = Template("bot.riverfolk.recruit-river", "a bird order: a warrior in each clearing on the river, by "
                         "priority while its supply lasts")
NO_RECRUIT = Template("bot.riverfolk.no-recruit", "no warrior left in its supply: nobody is recruited")
SHIELD = Template("bot.riverfolk.shield", "Protectionism, shield: the Payments box is empty")
SWORD = Template("bot.riverfolk.sword", "Protectionism, sword: no warrior is left in its supply")
CALM = Template("bot.riverfolk.calm", "no Protectionism: the Payments box holds warriors and its supply too")
ORGANIZE = Template("bot.riverfolk.organize", "Organize: 1 VP, and two warriors in {where:area}, where it has pieces "
                    "and the enemy the most")
ORGANIZE_POINT = Template("bot.riverfolk.organize-point", "Organize: 1 VP (no warrior left to place)")
BATTLE = Template("bot.riverfolk.battle", "it battles {who:faction} in {where:area}: the player with the most pieces "
                  "there, then the fewest warriors in Payments")
NO_BATTLE = Template("bot.riverfolk.no-battle", "no such clearing holds its warriors and an enemy piece: no battle")
NO_SCORE = Template("bot.riverfolk.no-score", "the Payments box is empty: nothing is scored")
SCORE = Template("bot.riverfolk.score", "{count} VP for {owner:faction.whose} warriors, the most in Payments, which "
                 "leave it", plural="{count} VP for {owner:faction.whose} warriors, the most in Payments, which leave "
                 "it", count="count")
RACKET = Template("bot.riverfolk.racket", "Racketeering: all but two of its warriors from {where:area} into Payments")
CRAFTED_UNNAMED = Template("bot.riverfolk.crafted-unnamed", "no card of the Market named shows that item: the table "
                           "discards the crafted card from the Market, naming its place")
DISCARD = Template("bot.riverfolk.discard", "the table discards the Market's leftmost card")
DISCARD_AGAIN = Template("bot.riverfolk.discard-again", "shield: the table discards the Market's leftmost card again")
NIGHTMARE = Template("bot.riverfolk.nightmare", "Nightmare: {points} VP, one per two players rounded up",
                     plural="Nightmare: {points} VP, one per two players rounded up", count="points")


def candidates(state, step):
    return []  # a bot has no choices to offer: 'rootboard bot' plays its turn


def place(fid, piece, where, count):
    from rootboard.game.actions import Place
    from rootboard.game.placement import PieceRequest

    return Place(PieceRequest(fid, piece, where, count))


def _phase(phase):
    from rootboard.game.turns.check import PHASE_STEP

    return PHASE_STEP(phase=phase)


def _supply(state, fid):
    return state.supply.get((fid, "warrior"), 0)


def payments(state) -> dict:
    from rootboard.game.factions.riverfolk.board import box

    return box(state, "payments")


def turn(state, fid: str, ctx):
    from rootboard.game.actions import AdvancePhase, EndTurn, Score

    order = ctx.orders[0]
    yield Doing("9.4.1", STOCK(), _stock(state))
    if ctx.item is not None and state.crafted.left_in_supply(ctx.item) > 0:
        from rootboard.game.bots.actions import BotCraft

        yield Doing("9.4.2", CRAFTS(item=ctx.item), BotCraft(fid, ctx.item))
        yield from _crafted_off_market(state, ctx.item)
    else:
        yield Doing("9.4.2", NO_ITEM())
    yield Doing("9.4.3", ORDER_BIRD() if order == "bird" else ORDER(suit=order))
    yield Doing("9.5", _phase("daylight"), AdvancePhase("daylight", walk=True))
    yield from _build_and_garrison(state, fid, ctx, order)
    yield from _recruit(state, fid, order)
    shield, sword = not payments(state), _supply(state, fid) == 0  # 9.2.4 [RDB], checked when it Organizes
    yield from _organize(state, fid, shield, sword)
    if shield:  # [CR] BattleShield: every clearing
        yield from _battles(state, fid, ctx, rb.clearings(state), "9.5.4")
    if sword:  # [CR] BattleSword: every ordered clearing
        yield from _battles(state, fid, ctx, rb.ordered(state, order), "9.5.5")
    yield Doing("9.6", _phase("evening"), AdvancePhase("evening", walk=True))
    yield from _score(state, fid)
    if shield or sword:
        yield from _racketeering(state, fid)
    yield Doing("9.6.3", DISCARD(), _leftmost_discarded(state))
    if shield:
        yield Doing("9.6.3", DISCARD_AGAIN(), _leftmost_discarded(state))
    if ctx.difficulty == "nightmare":  # [CR] Difficulty: Nightmare
        points = -(-len(state.factions) // 2)
        yield Doing("9.6.3", NIGHTMARE(points=points), Score(fid, points))
    yield Doing("9.6.3", None, EndTurn(walk=True))


def _build_and_garrison(state, fid, ctx, order):
    """9.5.1 ([CR] BuildAndGarrison): a trade post of the clearing's suit in an ordered clearing
    without one (a bird order: any clearing, unconfirmed), ties: a clearing with pieces of the
    player with the most warriors in Payments, then priority (2.1); 2.3: the next when not legal."""
    from rootboard.game.factions.riverfolk.board import trade_posts_on_map

    posts = set(trade_posts_on_map(state))
    paid = payments(state)
    richest = rb.players_by_priority(state, [f for f in paid if f != fid and paid[f]])
    richest = sorted(richest, key=lambda f: -paid[f])[:1]
    open_ = [c for c in rb.ordered(state, order) if c not in posts]
    ranked = rb.ranked(open_, lambda c: bool(richest) and rb.pieces_of(state, richest[0], c) > 0)
    found = rb.first_legal((place(fid, f"{state.suits.get(c)}-trade-post", c, 1) for c in ranked),
                           lambda a: a.check(state).legal)
    if found is None:
        yield Doing("9.5.1", NO_POST())
        return
    where = found.request.where
    count = min(GARRISON[ctx.difficulty], _supply(state, fid))
    yield Doing("9.5.1", POST(count=count, where=where), found)
    if count:
        yield Doing("9.5.1", None, place(fid, "warrior", where, count))


def _recruit(state, fid, order):
    """9.5.2 ([CR] RecruitOther, RecruitBird): one warrior in each ordered clearing (a bird order:
    each clearing on the river), the highest priority first while warriors last."""
    from rootboard.game.setupkit.places import river_clearings

    targets = sorted(river_clearings(state.topology)) if order == "bird" else rb.ordered(state, order)
    yield Doing("9.5.2", RECRUIT_RIVER() if order == "bird" else RECRUIT())
    placed = False
    for c in rb.by_priority(targets):
        if _supply(state, fid) < 1:
            break
        action = place(fid, "warrior", c, 1)
        if action.check(state).legal:
            placed = True
            yield Doing("9.5.2", None, action)
    if not placed:
        yield Doing("9.5.2", NO_RECRUIT())


def _organize(state, fid, shield, sword):
    """9.5.3 [RDB] 9.2.4, [CR] Organize: with either condition, 1 VP and two warriors in the
    clearing with its pieces and the most enemy pieces (ties by priority, 2.1)."""
    from rootboard.game.actions import Score

    if shield:
        yield Doing("9.5.3", SHIELD())
    if sword:
        yield Doing("9.5.3", SWORD())
    if not (shield or sword):
        yield Doing("9.5.3", CALM())
        return
    count = min(ORGANIZED, _supply(state, fid))
    mine = [c for c in rb.clearings(state) if rb.pieces_of(state, fid, c)]
    ranked = rb.ranked(mine, lambda c: rb.enemy_pieces(state, fid, c))
    found = rb.first_legal((place(fid, "warrior", c, count) for c in ranked), lambda a: a.check(state).legal) \
        if count else None
    if found is None:
        yield Doing("9.5.3", ORGANIZE_POINT(), Score(fid, 1))
        return
    yield Doing("9.5.3", ORGANIZE(where=found.request.where), Score(fid, 1))
    yield Doing("9.5.3", None, found)


def defenders(state, fid, where) -> list[str]:
    """Whom it battles in ``where``: the most pieces there (as every bot, unconfirmed for it),
    then the fewest warriors in Payments ([CR] Defender Tie), then setup priority (2.2)."""
    paid = payments(state)
    order = rb.players_by_priority(state, rb.defenders(state, fid, where))
    return sorted(order, key=lambda f: (-rb.pieces_of(state, f, where), paid.get(f, 0), order.index(f)))


def _battles(state, fid, ctx, clearings, section):
    from rootboard.game.battle.resolution import Battle
    from rootboard.game.bots.marquise.turn import _answered  # the Marquise bot's: a battle's removals answered

    fought = False
    for c in rb.by_priority(clearings):
        if not rb.warriors(state, fid, c):
            continue
        rolls = ctx.roll()
        found = rb.first_legal((_answered(state, Battle(fid, who, c, rolls=rolls)) for who in defenders(state, fid, c)),
                               lambda b: b.check(state).legal)
        if found is None:
            if rolls:
                ctx.rolls.insert(0, rolls)
            continue
        fought = True
        yield Doing(section, BATTLE(who=found.defender, where=c), found)
    if not fought:
        yield Doing(section, NO_BATTLE())


def _score(state, fid):
    """9.6.1 ([CR] Score): 1 VP per warrior of the player with the most warriors in Payments
    (ties: setup priority, 2.2), then those warriors leave Payments."""
    from rootboard.game.actions import Score
    from rootboard.game.bots.riverfolk.actions import BotPayments

    paid = payments(state)
    owners = sorted(rb.players_by_priority(state, [f for f in paid if paid[f]]), key=lambda f: -paid[f])
    if not owners:
        yield Doing("9.6.1", NO_SCORE())
        return
    owner, count = owners[0], paid[owners[0]]
    yield Doing("9.6.1", SCORE(count=count, owner=owner), Score(fid, count))
    yield Doing("9.6.1", None, BotPayments(owner, count, release=True))


def _racketeering(state, fid):
    """9.6.2 ([CR] Racketeering), under Protectionism: from each clearing, all but two of its
    warriors into Payments, clearings by priority (2.4)."""
    from rootboard.game.bots.riverfolk.actions import BotPayments

    for c in rb.clearings(state):
        count = rb.warriors(state, fid, c) - KEPT
        if count > 0:
            yield Doing("9.6.2", RACKET(where=c), BotPayments(fid, count, source=c))


def _stock(state):
    """9.4.1 ([CR] StockMarket): two cards onto the Market's right side, none past five; None
    where the Market is the table's alone (never dealt), full, or the deck cannot give them."""
    from rootboard.game.bots.riverfolk.actions import BotMarket
    from rootboard.game.bots.riverfolk.market import MARKET_SIZE, STOCK_DRAW, kept, row

    count = min(STOCK_DRAW, MARKET_SIZE - len(row(state)))
    action = BotMarket(draw=count) if kept(state) and count > 0 else None
    return action if action is not None and action.check(state).legal else None


def _crafted_off_market(state, item):
    """9.4.2 ([CR] CraftOrder: "Craft the first card added to the Market that shows an available
    item ... and then discard it"): the Market's first card, from the left (the earliest added:
    cards join on the right, 9.2.1), named and showing ``item``, discarded; none named so: the
    table discards it, naming its place (``bot-riverfolk-market discard=``)."""
    from rootboard.game.bots.riverfolk.actions import BotMarket
    from rootboard.game.bots.riverfolk.market import kept, row
    from rootboard.game.cards.catalogue import deck

    if not kept(state):
        return
    cards = deck(state.deck)
    shown = [at for at, c in enumerate(row(state), 1) if c is not None and cards.card(c).item == item]
    if shown:
        yield Doing("9.4.2", None, BotMarket(discard=shown[0]))
    else:
        yield Doing("9.4.2", CRAFTED_UNNAMED())


def _leftmost_discarded(state):
    """9.6.3 ([CR] Discard): the Market's leftmost card, where the game keeps the Market."""
    from rootboard.game.bots.riverfolk.actions import BotMarket
    from rootboard.game.bots.riverfolk.market import kept, row

    return BotMarket(discard=1) if kept(state) and row(state) else None
