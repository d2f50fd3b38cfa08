"""The Automated Alliance's turn (Law of Rootbotics 6.4-6.6), step by step.

Sources, beside each step: [RDB] therootdatabase.com/law/automated-alliance/en (6.1-6.4.3, its
stored copy stops inside 6.4.4 Public Pity); [CR] Vagabottos/clockroot en-US.json "Automated
Alliance" (SpecificBirdsong, SpecificDaylight, SpecificEvening, SpecificDifficulty) and
models/woodland.ts (commit 7327f0b); [RT] a third-party rules reference citing "Rootbotics p.8-9
§6", which names the steps after 6.4.3 in the chapter's order (Public Pity; Daylight: Spread
Sympathy, Surprise Revolt; Evening: Organize, Recruit, Discard). The numbers 6.4.4-6.6.3 follow
that order: read from [CR] and [RT], not from a stored copy of the chapter's own numbering.

Her turn is worked out here, not offered (a bot has no choices to make). She has no supporters
and no officers, so her revolt and her spread are not the human Alliance's actions (8.4.1 and
8.4.2 spend supporters, place warriors and train an officer): each doing is the game's own
generic action of what her chapter says: enemy pieces removed (``remove``), a base, a sympathy
token or a warrior placed (``place``), points scored (``score``). Which pieces a revolt removes
is the Alliance room's own rule (``factions.alliance.actions.revolt_removals``), and so is
Martial Law's occupier (``factions.alliance.board.martial_law``).
"""

from __future__ import annotations

from rootboard.game import terms as _terms  # noqa: F401  the words its messages name (piece, suit, area)
from rootboard.game.bots import rootbotics as rb
from rootboard.game.bots.play import Doing
from rootboard.messages import Template

BIRDSONG_STEP = Template("turn-step.automated-alliance.birdsong", "reveal the order card, craft it, revolt or public "
                         "pity")
DAYLIGHT_STEP = Template("turn-step.automated-alliance.daylight", "spread sympathy, surprise revolt")
EVENING_STEP = Template("turn-step.automated-alliance.evening", "organize, recruit, discard the order")

# Each step's section is the Law of Root's 16.1.3 (bots play by the Law of Rootbotics); its words
# cite her chapter's section.
STEPS = rb.turn_steps("6", BIRDSONG_STEP, DAYLIGHT_STEP, EVENING_STEP)  # 6.4-6.6

# The order card, said as every bot that draws one says it (rootboard.game.bots.rootbotics).
ORDER, ORDER_BIRD = rb.ORDER, rb.ORDER_BIRD
NOT_AVAILABLE, NO_ITEM = rb.NOT_AVAILABLE, rb.NO_ITEM
CRAFTS = Template("bot.alliance.craft", "the order card shows {item:item}, still in the item supply: she crafts it "
                  "and scores 1 VP")
REVOLTS = Template("bot.alliance.revolt", "she revolts in {where:area}: of the sympathetic clearings matching a base "
                   "still on her board, the one with the most enemy pieces ({count}); they are removed and the "
                   "{suit:suit} base placed", plural="she revolts in {where:area}: of the sympathetic clearings "
                   "matching a base still on her board, the one with the most enemy pieces ({count}); they are "
                   "removed and the {suit:suit} base placed", count="count")
FULL_REMOVAL = Template("bot.alliance.full-removal", "Full Removal: the {who:faction} pawn in {where:area} cannot be "
                        "removed by her revolt: he damages {count} item", plural="Full Removal: the {who:faction} pawn "
                        "in {where:area} cannot be removed by her revolt: he damages {count} items", count="count")
NO_REVOLT_BIRD = Template("bot.alliance.no-revolt-bird", "a bird order: no revolt in Birdsong")
NO_REVOLT_BASE = Template("bot.alliance.no-revolt-base", "the {suit:suit} base is already on the map: no revolt")
NO_REVOLT = Template("bot.alliance.no-revolt", "no sympathetic clearing of the order's suit where its base can be "
                     "placed: no revolt")
NO_SURPRISE = Template("bot.alliance.no-surprise", "no sympathetic clearing matching a base still on her board where "
                       "it can be placed: no surprise revolt")
SCORES_REMOVED = Template("bot.alliance.scores-removed", "{count} enemy building or token removed: {count} VP",
                          plural="{count} enemy buildings or tokens removed: {count} VP", count="count")
PITY_TWICE = Template("bot.alliance.pity-twice", "Public Pity: she did not revolt and has {count} sympathy token on "
                      "the map, fewer than five: she spreads sympathy twice", plural="Public Pity: she did not revolt "
                      "and has {count} sympathy tokens on the map, fewer than five: she spreads sympathy twice",
                      count="count")
PITY_ONCE = Template("bot.alliance.pity-once", "Public Pity: she did not revolt and has {count} sympathy tokens on the "
                     "map, five or more: she spreads sympathy once")
NO_PITY = Template("bot.alliance.no-pity", "she revolted: no Public Pity")
SPREADS = Template("bot.alliance.spread", "she spreads sympathy to {where:area}, the unsympathetic clearing of the "
                   "order next to a sympathetic one with the fewest enemy warriors: {points} VP",
                   plural="she spreads sympathy to {where:area}, the unsympathetic clearing of the order next to a "
                   "sympathetic one with the fewest enemy warriors: {points} VP", count="points")
SPREADS_ANYWHERE = Template("bot.alliance.spread-anywhere", "no such clearing: she spreads sympathy to {where:area}, "
                            "the unsympathetic clearing with the fewest enemy pieces: {points} VP",
                            plural="no such clearing: she spreads sympathy to {where:area}, the unsympathetic "
                            "clearing with the fewest enemy pieces: {points} VP", count="points")
MARTIAL_LAW = Template("bot.alliance.martial-law", "Martial Law: {who:faction} {who:faction|sg=has|pl=have} three or "
                       "more warriors there, one point fewer")
WILDFIRE_UNSCORED = Template("bot.alliance.wildfire-unscored", "Wildfire: no points for this token")
CANNOT_SPREAD = Template("bot.alliance.cannot-spread", "she cannot place a sympathy token: she scores {points} VP "
                         "instead", plural="she cannot place a sympathy token: she scores {points} VP instead",
                         count="points")
CANNOT_SPREAD_WILDFIRE = Template("bot.alliance.cannot-spread-wildfire", "she cannot place a sympathy token: "
                                  "nothing is scored (Wildfire)")
ORGANIZES = Template("bot.alliance.organize", "she organizes in {where:area}: a base and {count} of her warriors, at "
                     "least {least}; they are removed and she spreads sympathy",
                     plural="she organizes in {where:area}: a base and {count} of her warriors, at least {least}; "
                     "they are removed and she spreads sympathy", count="count")
NO_ORGANIZE = Template("bot.alliance.no-organize", "no clearing has a base and at least {least} of her warriors: she "
                       "does not organize", plural="no clearing has a base and at least {least} of her warriors: "
                       "she does not organize", count="least")
RECRUITS = Template("bot.alliance.recruit", "she recruits a warrior in {where:area}, a clearing with her base")
NO_RECRUIT = Template("bot.alliance.no-recruit", "no base on the map, or no warrior left: nobody is recruited")
WILDFIRE = Template("bot.alliance.wildfire", "Wildfire: at the end of Evening she spreads sympathy, scoring nothing "
                    "for it")
NIGHTMARE = Template("bot.alliance.nightmare", "Nightmare: she scores 1 VP more at the end of Evening")
DISCARDS = Template("bot.alliance.discard", "the order card is discarded")

# Organize: warriors a base's clearing needs, by difficulty ([CR] SpecificDifficulty, models/woodland.ts
# evening: Easy four, Normal three, Challenging and Nightmare two).
ORGANIZE_AT = {"easy": 4, "normal": 3, "challenging": 2, "nightmare": 2}
PITY_BELOW = 5  # Public Pity: twice with fewer than five tokens on the map, else once ([CR] birdsong; [RT])


def candidates(state, step):
    return []  # a bot has no choices to offer: 'rootboard bot' plays its turn


def turn(state, fid: str, ctx):
    """Her turn as doings, each seeing the position the ones before left (2.4)."""
    from rootboard.game.actions import AdvancePhase, EndTurn, Score
    from rootboard.game.factions.alliance.board import bases_on_map

    order = ctx.orders[0]  # she never reveals a second order card
    yield Doing("6.4.1", ORDER_BIRD() if order == "bird" else ORDER(suit=order))  # [RDB] 6.4.1
    yield from _craft(state, fid, ctx)
    revolted = yield from _revolt(state, fid, ctx, order)
    if revolted:  # [RDB] 6.4.4 (cut short), [CR] RevoltSpread, [RT] Public Pity
        yield Doing("6.4.4", NO_PITY())
    else:
        on_map = len(_sympathetic(state))
        times = 2 if on_map < PITY_BELOW else 1
        yield Doing("6.4.4", (PITY_TWICE if times == 2 else PITY_ONCE)(count=on_map))
        for _ in range(times):
            yield from _spread(state, fid, ctx, order, "6.4.4")
    yield Doing("6.5", _phase_said("daylight"), AdvancePhase("daylight", walk=True))
    yield from _spread(state, fid, ctx, order, "6.5.1")  # [CR] SpecificDaylight Sympathy
    if order == "bird":  # Surprise Revolt ([CR] SpecificDaylight Revolt; [RT])
        yield from _revolt_at(state, fid, _revolt_targets(state, fid, None), "6.5.2", NO_SURPRISE)
    yield Doing("6.6", _phase_said("evening"), AdvancePhase("evening", walk=True))
    yield from _organize(state, fid, ctx, order)
    yield from _recruit(state, fid, [c for _, c in bases_on_map(state)])
    if "wildfire" in ctx.traits:  # [CR] RuleWildfire: "at the end of evening"
        yield Doing("6.6.3", WILDFIRE())
        yield from _spread(state, fid, ctx, order, "6.6.3", scores=False)
    if ctx.difficulty == "nightmare":  # [CR] SpecificDifficulty Nightmare
        yield Doing("6.6.3", NIGHTMARE(), Score(fid, 1))
    yield Doing("6.6.3", DISCARDS(), EndTurn(walk=True))


def _phase_said(phase):
    from rootboard.game.turns.check import PHASE_STEP

    return PHASE_STEP(phase=phase)


def _craft(state, fid, ctx):
    """6.4.2 [RDB]: "if the order card shows an available item, craft it" (1 VP, [CR] CraftOrder)."""
    yield rb.craft_order(state, fid, ctx.item, "6.4.2", CRAFTS, NOT_AVAILABLE, NO_ITEM)


# --- what her rules read on the map --------------------------------------------------------

def _sympathetic(state) -> list[int]:
    from rootboard.game.factions.alliance.board import sympathetic

    return sympathetic(state)


def _enemy_warriors(state, fid, where) -> int:
    from rootboard.game.kinds import MAP, WARRIOR

    kinds = state.law.kinds
    return sum(n for (f, p), n in state.pieces_at(where).items()
               if f not in (fid, MAP) and kinds.get((f, p)) == WARRIOR)


def _place(fid, piece, where, count=1):
    from rootboard.game.actions import Place
    from rootboard.game.placement import PieceRequest

    return Place(PieceRequest(fid, piece, where, count))


# --- Revolt (6.4.3, 6.5.2) ----------------------------------------------------------------------

def _revolt(state, fid, ctx, order):
    """6.4.3 [RDB]: not a bird order, and the ordered base still on her board: in the ordered
    sympathetic clearing with the most enemy pieces."""
    if order == "bird":
        yield Doing("6.4.3", NO_REVOLT_BIRD())
        return False
    if not state.supply.get((fid, f"{order}-base"), 0):
        yield Doing("6.4.3", NO_REVOLT_BASE(suit=order))
        return False
    return (yield from _revolt_at(state, fid, _revolt_targets(state, fid, order), "6.4.3", NO_REVOLT))


def _revolt_targets(state, fid, suit):
    """Sympathetic clearings (of ``suit``; any, for Surprise Revolt) whose base is still on her
    board, the most enemy pieces first, ties by priority (2.1)."""
    found = [c for c in _sympathetic(state) if (suit is None or state.suits.get(c) == suit)
             and state.supply.get((fid, f"{state.suits.get(c)}-base"), 0)]
    return rb.ranked(found, lambda c: rb.enemy_pieces(state, fid, c))


def _revolt_plan(state, fid, where):
    """The removals and the base's placing of a revolt in ``where``, or None when the base could
    not be placed there once they are removed (2.3: the next target is tried)."""
    from rootboard.game.actions import Remove
    from rootboard.game.factions.alliance.actions import revolt_removals
    from rootboard.game.placement import PieceRequest

    removals = [Remove(PieceRequest(owner, piece, where, n), by=fid)
                for owner, piece, n in revolt_removals(state, where)]
    scratch = state.position_copy()
    for removal in removals:
        scratch.apply(removal.edits(scratch))
    base = _place(fid, f"{state.suits[where]}-base", where)
    return (removals, _full_removals(scratch, fid, where), base) if base.check(scratch).legal else None


def _full_removals(state, fid, where):
    """What her revolt, which removes all enemy pieces there, does to an enemy piece that cannot
    be removed: a Vagabond's pawn (the Vagabot's 7.2.1.I [RDB], names "Alliance revolts"; the
    Vagabond's 9.2.2.I) damages three items. Each enemy's own rule says it
    (``suffers_full_removal``); it is played as his taking of that many hits (``hits``, 9.2.7:
    exhausted items first, as the rule's own order). Returns (faction, count) pairs."""
    found = []
    for other in state.in_game:
        if other == fid or other not in state.vagabonds:
            continue
        edits, _ = state.law[other].suffers_full_removal(state, where, fid)
        if edits:
            after = state.position_copy()
            after.apply(edits)
            count = _undamaged(state, other) - _undamaged(after, other)
            if count:
                found.append((other, count))
    return found


def _undamaged(state, vagabond) -> int:
    from rootboard.game.factions.vagabond.board import DAMAGED

    return sum(1 for i in state.vagabonds[vagabond].items if i.where != DAMAGED)


def _revolt_at(state, fid, targets, section, none_said):
    """Remove every enemy piece there a revolt removes, score 1 VP per building or token
    (3.2.1), then place the matching base; the first target where that can be done (2.3)."""
    from rootboard.game.actions import Score
    from rootboard.game.factions.vagabond.actions import Hits
    from rootboard.game.kinds import BUILDING, TOKEN

    for where in targets:
        plan = _revolt_plan(state, fid, where)
        if plan is None:
            continue
        removals, damaged, base = plan
        removed = sum(r.request.count for r in removals)
        yield Doing(section, REVOLTS(where=where, count=removed, suit=state.suits[where]), None)
        kinds = state.law.kinds
        scored = sum(r.request.count for r in removals
                     if kinds[(r.request.faction, r.request.piece)] in (BUILDING, TOKEN))
        for removal in removals:
            yield Doing(section, None, removal)
        for who, count in damaged:
            yield Doing(section, FULL_REMOVAL(who=who, where=where, count=count), Hits(who, count))
        if scored:
            yield Doing(section, SCORES_REMOVED(count=scored), Score(fid, scored))
        yield Doing(section, None, base)
        return True
    yield Doing(section, none_said())
    return False


# --- Spread Sympathy (6.5.1; also Public Pity, Organize, Wildfire) -----------------------------

def _spread(state, fid, ctx, order, section, scores=True):
    """Spread Sympathy ([CR] SpecificDaylight Sympathy; [RT]): a token in the ordered
    unsympathetic clearing adjacent to a sympathetic one with the fewest enemy warriors; no such
    clearing, in the unsympathetic clearing with the fewest enemy pieces (any suit: [CR] and
    [RT] name none); ties by priority (2.1), the next when a placing is not legal (2.3). Scores
    the points her track reveals, one fewer under Martial Law (6.2.5 [RDB]); none placed: 5 VP."""
    from rootboard.game.actions import Score
    from rootboard.game.factions.alliance.board import adjacent_clearings, martial_law, next_token
    from rootboard.game.unconfirmed import AUTOMATED_ALLIANCE_CANNOT_SPREAD, AUTOMATED_ALLIANCE_SYMPATHY

    index = next_token(state)
    found = template = None
    if index is not None:
        already = set(_sympathetic(state))
        open_ = [c for c in rb.clearings(state) if c not in already]
        near = [c for c in open_ if c in rb.ordered(state, order) and already & set(adjacent_clearings(state, c))]
        for pool, template, key in ((near, SPREADS, _enemy_warriors), (open_, SPREADS_ANYWHERE, rb.enemy_pieces)):
            ranked = rb.ranked(pool, lambda c, key=key: -key(state, fid, c))
            found = rb.first_legal((_place(fid, "sympathy", c) for c in ranked), lambda a: a.check(state).legal)
            if found is not None:
                break
    if found is None:
        if not scores:
            yield Doing(section, CANNOT_SPREAD_WILDFIRE())
            return
        points = AUTOMATED_ALLIANCE_CANNOT_SPREAD
        yield Doing(section, CANNOT_SPREAD(points=points), Score(fid, points))
        return
    where = found.request.where
    occupier = martial_law(state, where)
    points = max(0, AUTOMATED_ALLIANCE_SYMPATHY[index] - (1 if occupier else 0)) if scores else 0
    yield Doing(section, template(where=where, points=points), found)
    if occupier and scores:
        yield Doing(section, MARTIAL_LAW(who=occupier))
    if not scores:
        yield Doing(section, WILDFIRE_UNSCORED())
    elif points:
        yield Doing(section, None, Score(fid, points))


# --- Evening (6.6) --------------------------------------------------------------------------

def _organize(state, fid, ctx, order):
    """6.6.1 ([CR] SpecificEvening Organize): in each clearing with a base and enough of her
    warriors (by difficulty), all her warriors there removed, then Spread Sympathy; by priority (2.4)."""
    from rootboard.game.actions import Remove
    from rootboard.game.factions.alliance.board import bases_on_map
    from rootboard.game.placement import PieceRequest

    least = ORGANIZE_AT[ctx.difficulty]
    done = False
    for where in rb.by_priority({c for _, c in bases_on_map(state)}):
        count = rb.warriors(state, fid, where)
        if count < least:
            continue
        done = True
        yield Doing("6.6.1", ORGANIZES(where=where, count=count, least=least),
                    Remove(PieceRequest(fid, "warrior", where, count), by=fid))
        yield from _spread(state, fid, ctx, order, "6.6.1")
    if not done:
        yield Doing("6.6.1", NO_ORGANIZE(least=least))


def _recruit(state, fid, bases):
    """6.6.2 ([CR] WarriorPlace; [RT] Recruit): a warrior in each clearing with a base, by
    priority (2.4), while her supply holds one (1.5.1)."""
    placed = False
    for where in rb.by_priority(bases):
        if state.supply.get((fid, "warrior"), 0) < 1:
            break
        action = _place(fid, "warrior", where)
        if action.check(state).legal:
            placed = True
            yield Doing("6.6.2", RECRUITS(where=where), action)
    if not placed:
        yield Doing("6.6.2", NO_RECRUIT())
