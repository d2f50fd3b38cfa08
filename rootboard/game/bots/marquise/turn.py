"""The Mechanical Marquise 2.0's turn (Law of Rootbotics 4.4-4.7), step by step.

Sources, beside each step: [RDB] therootdatabase.com/law/mechanical-marquise-20/en (4.1-4.5.2;
its stored copy stops inside 4.5.2), [FR] the French transcription of the chapter (4.4-4.5.3),
[CR] Vagabottos/clockroot en-US.json "Mechanical Marquise" (Birdsong, Daylight Suit0-3 and
Repeat, Bird0-3, Evening, Difficulty) and models/marquise.ts (commit 7327f0b). Where only [CR]
gives a step, its section number follows the chapter's order and is marked so in the words.

Her turn walks three phases, any action in each (her steps are worked out here, not offered:
a bot has no choices to make); each doing is the game's own action: warriors and buildings
placed (``place``), moves (``move``), battles (``battle``), points (``score``).
"""

from __future__ import annotations

from rootboard.game import terms as _terms  # noqa: F401  the words its messages name (piece, suit, area)
from rootboard.game.bots import rootbotics as rb
from rootboard.game.bots.play import Doing
from rootboard.messages import Template

BIRDSONG_STEP = Template("turn-step.mechanical-marquise.birdsong", "reveal the order card, craft it")
DAYLIGHT_STEP = Template("turn-step.mechanical-marquise.daylight", "battle, recruit, build, move, expand")
EVENING_STEP = Template("turn-step.mechanical-marquise.evening", "score, discard the order")

# Each step's section is the Law of Root's 16.1.3 (bots play by the Law of Rootbotics); its words
# cite her chapter's section.
STEPS = rb.turn_steps("4", BIRDSONG_STEP, DAYLIGHT_STEP, EVENING_STEP)  # 4.4-4.6

# The order card, said as every bot that draws one says it (rootboard.game.bots.rootbotics).
ORDER, ORDER_BIRD = rb.ORDER, rb.ORDER_BIRD
NOT_AVAILABLE, NO_ITEM = rb.NOT_AVAILABLE, rb.NO_ITEM
CRAFTS = Template("bot.marquise.craft", "the order card shows {item:item}, still in the item supply: she crafts it "
                  "and scores 1 VP")
ESCALATED = Template("bot.marquise.escalated", "a bird order: Escalated Daylight, in every clearing")
BATTLES = Template("bot.marquise.battle", "she battles {who:faction} in {where:area}: the player with the most pieces "
                   "there, then the most victory points, then setup order")
NO_BATTLE = Template("bot.marquise.no-battle", "no ordered clearing holds her warriors and an enemy piece: no battle")
NO_BATTLE_MOVED_INTO = Template("bot.marquise.no-battle-moved-into", "no clearing she moved into holds an enemy piece: "
                                "no battle")
RECRUITS = Template("bot.marquise.recruit", "she recruits {count} warrior in {where:area}, among the ordered clearings "
                    "she rules, spread evenly, the rest by priority",
                    plural="she recruits {count} warriors in {where:area}, among the ordered clearings she rules, "
                    "spread evenly, the rest by priority", count="count")
RECRUITS_LOW = Template("bot.marquise.recruit-low", "she recruits {count} warrior in {where:area}, of the two clearings "
                        "she rules of lowest priority",
                        plural="she recruits {count} warriors in {where:area}, of the two clearings she rules of "
                        "lowest priority", count="count")
EXTRA_RECRUIT = Template("bot.marquise.recruit-extra", "{level}: {count} more warriors in {where:area}, the ordered "
                         "clearing she rules of highest priority")
NO_RECRUIT = Template("bot.marquise.no-recruit", "she rules no ordered clearing, or has no warrior left: nobody is "
                      "recruited")
BUILDS = Template("bot.marquise.build", "she builds {building:piece.a} in {where:area}: of the clearings she rules "
                  "with an open slot, the one with the most of her warriors")
BUILD_TYPE = Template("bot.marquise.build-type", "the building type with the most pieces on the map is the "
                      "{building:piece} (ties: sawmill, then recruiter)")
NO_BUILD = Template("bot.marquise.no-build", "no clearing she rules has an open slot for a building she still has: "
                    "nothing is built")
MOVES = Template("bot.marquise.move", "she moves {count} warrior from {origin:area} to {to:area}, the adjacent clearing "
                 "with the most enemy pieces, leaving three",
                 plural="she moves {count} warriors from {origin:area} to {to:area}, the adjacent clearing with the "
                 "most enemy pieces, leaving three", count="count")
NO_MOVE = Template("bot.marquise.no-move", "no ordered clearing has more than three of her warriors with a legal move: "
                   "nothing moves")
BLITZ = Template("bot.marquise.blitz", "Blitz: from {origin:area}, the clearing she rules of highest priority without "
                 "an enemy piece, {count} warrior moves to {to:area}, then she battles there",
                 plural="Blitz: from {origin:area}, the clearing she rules of highest priority without an enemy piece, "
                 "{count} warriors move to {to:area}, then she battles there", count="count")
EXPANDS = Template("bot.marquise.expand", "Expand: she placed no building this turn and has {count} buildings on the "
                   "map: the order card is discarded, the next one revealed and Daylight repeated")
EXPAND_NEEDS = Template("bot.marquise.expand-needs", "Expand: she placed no building and has five or fewer on the map: "
                        "reveal another order card and give every suit so far (--order {suit},SUIT)")
SCORES = Template("bot.marquise.score", "she scores {points} VP, the value her {building:piece} track shows uncovered",
                  plural="she scores {points} VP, the value her {building:piece} track shows uncovered", count="points")
NIGHTMARE = Template("bot.marquise.nightmare", "Nightmare: she scores 1 VP more at the end of Evening")
DISCARDS = Template("bot.marquise.discard", "the order card is discarded")

# The building an order's suit asks for (4.5.3 [FR]; [CR] Suit2).
BUILDING_OF = {"fox": "sawmill", "rabbit": "workshop", "mouse": "recruiter"}
# Escalated Daylight's tie between building types: a sawmill first; a recruiter before a workshop ([CR] Bird2).
ESCALATED_TIES = ("sawmill", "recruiter", "workshop")
RECRUITS_A_TURN = {"easy": 2}  # Easy: two warriors; every other level four ([CR] Difficulty; 4.5.2 [RDB])
EXPAND_LIMIT = 5  # five or fewer buildings on the map ([CR] Repeat)
STAYS = 3  # "all but three" ([CR] Suit3, Bird3)


def candidates(state, step):
    return []  # a bot has no choices to offer: 'rootboard bot' plays its turn


def turn(state, fid: str, ctx):
    """Her turn as doings, each seeing the position the ones before left (2.4)."""
    from rootboard.game.actions import AdvancePhase, EndTurn, Score

    order = ctx.orders[0]
    yield Doing("4.4.1", _order_said(order))  # [RDB] 4.4.1
    # [RDB] 4.4.2: "if the order card shows an available item, craft it"; 1 VP for crafting it ([CR] CraftOrder)
    yield rb.craft_order(state, fid, ctx.item, "4.4.2", CRAFTS, NOT_AVAILABLE, NO_ITEM)
    yield Doing("4.5", _phase_said("daylight"), AdvancePhase("daylight", walk=True))
    built = False
    used = 1
    while True:
        if order == "bird":  # Escalated Daylight has no Expand step ([CR] Bird0-3)
            yield Doing("4.7", ESCALATED())
            built = (yield from _escalated(state, fid, ctx)) or built
            break
        built = (yield from _daylight(state, fid, ctx, order)) or built
        on_map = _buildings_on_map(state, fid)
        if built or on_map > EXPAND_LIMIT:
            break
        # Expand (4.5.5, [CR] Repeat): the Daylight repeated has its own Expand step, so she
        # expands again while she still places no building (read literally; [CR]'s Director's
        # Cut limits it to once, the 2.0 text as read does not; the Rootbotics Assistant loops too).
        if used >= len(ctx.orders):
            from rootboard.errors import BadInput
            from rootboard.game.bots.play import CITE

            raise BadInput(CITE(section="4.5.5", step=EXPAND_NEEDS(suit=",".join(ctx.orders[:used]))))
        order = ctx.orders[used]
        used += 1
        yield Doing("4.5.5", EXPANDS(count=on_map))
        yield Doing("4.4.1", _order_said(order))
    yield Doing("4.6", _phase_said("evening"), AdvancePhase("evening", walk=True))
    points = _evening_points(state, fid, order)
    yield Doing("4.6.1", SCORES(points=points, building=_scored_building(state, fid, order)),
                Score(fid, points) if points else None)
    if ctx.difficulty == "nightmare":  # [CR] Difficulty: Nightmare
        yield Doing("4.6.1", NIGHTMARE(), Score(fid, 1))
    yield Doing("4.6.2", DISCARDS(), EndTurn(walk=True))


def _order_said(order):
    return ORDER_BIRD() if order == "bird" else ORDER(suit=order)


def _phase_said(phase):
    from rootboard.game.turns.check import PHASE_STEP

    return PHASE_STEP(phase=phase)


# --- Daylight (4.5) -------------------------------------------------------------------------


def _rules(state, fid, c) -> bool:
    from rootboard.game.rules import ruler

    return ruler(state, c) == fid


def _daylight(state, fid, ctx, suit):
    """4.5.1-4.5.4 for an order of ``suit``; whether she placed a building."""
    yield from _battles(state, fid, ctx, rb.ordered(state, suit), "4.5.1")
    yield from _recruit_evenly(state, fid, ctx, suit)
    built = yield from _build(state, fid, [BUILDING_OF[suit]], "4.5.3")
    yield from _moves(state, fid, ctx, rb.ordered(state, suit), "4.5.4", battle_after=False)
    return built


def _escalated(state, fid, ctx):
    """Escalated Daylight (4.7, [CR] Bird0-3): battle everywhere, recruit in the two clearings of
    lowest priority she rules, build the type most on the map, move all but three and battle."""
    yield from _battles(state, fid, ctx, rb.clearings(state), "4.7.1")
    yield from _recruit_low(state, fid, ctx)
    ranked = sorted(ESCALATED_TIES, key=lambda b: (-_on_map(state, fid, b), ESCALATED_TIES.index(b)))
    yield Doing("4.7.3", BUILD_TYPE(building=ranked[0]))
    built = yield from _build(state, fid, ranked, "4.7.3")
    yield from _moves(state, fid, ctx, rb.clearings(state), "4.7.4", battle_after=True)
    return built


def _battle(state, fid, ctx, where):
    """Her battle in ``where``: against the player with the most pieces there, then the most
    victory points, then setup priority (4.5.1, 4.5.1.I [RDB]; 4.5.1.II [FR]; 2.2); the next
    such player when that battle is not legal (2.3). None: no battle there."""
    from rootboard.game.battle.resolution import Battle

    if not rb.warriors(state, fid, where):
        return None
    rolls = ctx.roll()
    found = rb.first_legal((_answered(state, Battle(fid, who, where, rolls=rolls))
                            for who in rb.defenders(state, fid, where)), lambda b: b.check(state).legal)
    if found is None and rolls:
        ctx.rolls.insert(0, rolls)  # not rolled: the dice are the next battle's
    return found


def _battles(state, fid, ctx, clearings, section, none_said=NO_BATTLE):
    """A battle in each of ``clearings`` with her warriors and an enemy, by priority (2.4)."""
    fought = False
    for c in rb.by_priority(clearings):
        battle = _battle(state, fid, ctx, c)
        if battle is not None:
            fought = True
            yield Doing(section, BATTLES(who=battle.defender, where=c), battle)
    if not fought:
        yield Doing(section, none_said())


def _answered(state, battle):
    """``battle`` with the removals its resolution asks for answered by the first choice offered
    (the table may undo it and play the battle itself to choose otherwise)."""
    from rootboard.game.battle.resolution import ChoiceNeeded
    from rootboard.game.replay import settled

    battle = settled(state, battle)
    for _ in range(12):
        try:
            battle.check(state)
            return battle
        except ChoiceNeeded as need:
            battle = need.answered(battle, need.choices[0])
    return battle


def _supply(state, fid) -> int:
    from rootboard.game.kinds import WARRIOR

    return state.supply.get((fid, WARRIOR), 0)


def _place(fid, piece, where, count):
    from rootboard.game.actions import Place
    from rootboard.game.placement import PieceRequest

    return Place(PieceRequest(fid, piece, where, count))


def _recruit_count(ctx, escalated: bool) -> int:
    n = RECRUITS_A_TURN.get(ctx.difficulty, 4)
    if escalated and "iron-will" in ctx.traits:  # [CR] Iron Will: double in Escalated Daylight
        n *= 2
    return n


def _recruit_evenly(state, fid, ctx, suit):
    """4.5.2 [RDB]: four warriors among the ordered clearings she rules, evenly; what does not
    spread evenly goes to such clearings of highest priority ([RDB], [FR], [CR] Suit1)."""
    ruled = [c for c in rb.by_priority(rb.ordered(state, suit)) if _rules(state, fid, c)]
    total = _recruit_count(ctx, escalated=False)
    shares = {c: total // len(ruled) + (1 if i < total % len(ruled) else 0) for i, c in enumerate(ruled)} if ruled else {}
    yield from _placing(state, fid, shares, RECRUITS, "4.5.2")
    yield from _extra_recruit(state, fid, ctx, ruled, "4.5.2")


def _recruit_low(state, fid, ctx):
    """4.7.2 ([CR] Bird1): half the warriors in each of the two clearings she rules of lowest
    priority; all of them in the one she rules, if only one."""
    ruled = [c for c in rb.by_priority(rb.clearings(state)) if _rules(state, fid, c)]
    total = _recruit_count(ctx, escalated=True)
    low = ruled[-2:][::-1]
    shares = {c: total // len(low) for c in low} if low else {}
    yield from _placing(state, fid, shares, RECRUITS_LOW, "4.7.2")
    yield from _extra_recruit(state, fid, ctx, ruled, "4.7.2")


def _placing(state, fid, shares, template, section):
    placed = False
    for c, n in shares.items():
        n = min(n, _supply(state, fid))  # what her supply still holds (unconfirmed: the chapter's stored copy is cut here)
        if n > 0:
            placed = True
            yield Doing(section, template(count=n, where=c), _place(fid, "warrior", c, n))
    if not placed:
        yield Doing(section, NO_RECRUIT())


def _extra_recruit(state, fid, ctx, ruled, section):
    """Challenging and Nightmare: two more warriors in the ordered clearing she rules of highest
    priority ([CR] Difficulty, BirdChallenging)."""
    if ctx.difficulty not in ("challenging", "nightmare") or not ruled:
        return
    n = min(2, _supply(state, fid))
    if n:
        yield Doing(section, EXTRA_RECRUIT(level=ctx.difficulty.capitalize(), count=n, where=ruled[0]),
                    _place(fid, "warrior", ruled[0], n))


def _on_map(state, fid, building) -> int:
    return sum(n for where, pieces in state.areas.items() for (f, p), n in pieces.items() if f == fid and p == building)


def _buildings_on_map(state, fid) -> int:
    return sum(_on_map(state, fid, b) for b in BUILDING_OF.values())


def _build(state, fid, buildings, section):
    """A building of the first of ``buildings`` she can place, in the clearing she rules with the
    most of her warriors and an open slot, ties by priority (4.5.3 [FR]; [CR] Suit2, Bird2; 2.3)."""
    ruled = [c for c in rb.clearings(state) if _rules(state, fid, c)]
    for building in buildings:
        places = rb.ranked(ruled, lambda c: rb.warriors(state, fid, c))
        found = rb.first_legal((_place(fid, building, c, 1) for c in places), lambda a: a.check(state).legal)
        if found is not None:
            yield Doing(section, BUILDS(building=building, where=found.request.where), found)
            return True
    yield Doing(section, NO_BUILD())
    return False


def _moves(state, fid, ctx, origins, section, battle_after: bool):
    """All but three of her warriors from each of ``origins`` to the adjacent clearing with the
    most enemy pieces (ties by priority; 2.3: the next when a move is not legal), origins by
    priority (2.4) ([CR] Suit3, Bird3). In Escalated Daylight she then battles in each clearing
    moved into ([CR] Bird3)."""
    from rootboard.game.actions import Move
    from rootboard.game.factions.marquise.board import adjacent_clearings
    from rootboard.game.movement import MoveRequest

    into: list[int] = []
    for c in rb.by_priority(origins):
        count = rb.warriors(state, fid, c) - STAYS
        if count <= 0:
            continue
        targets = rb.ranked(adjacent_clearings(state, c), lambda d: rb.enemy_pieces(state, fid, d))
        move = rb.first_legal((Move(MoveRequest(fid, c, d, count)) for d in targets), lambda a: a.check(state).legal)
        if move is not None:
            into.append(move.request.destination)
            yield Doing(section, MOVES(count=count, origin=c, to=move.request.destination), move)
    if not into:
        yield Doing(section, NO_MOVE())
    if battle_after:
        yield from _battles(state, fid, ctx, sorted(set(into)), "4.7.4", NO_BATTLE_MOVED_INTO)
    if "blitz" in ctx.traits:  # the trait's text: "after you move" (cited by the move's section)
        yield from _blitz(state, fid, ctx, section)


def _blitz(state, fid, ctx, section):
    """Blitz ([CR] trait): after moving, from the clearing she rules of highest priority without
    an enemy piece, all but one warrior move (to the adjacent clearing with the most enemy
    pieces: unconfirmed, [CR] names no destination), then she battles there."""
    from rootboard.game.actions import Move
    from rootboard.game.factions.marquise.board import adjacent_clearings
    from rootboard.game.movement import MoveRequest

    for c in rb.clearings(state):
        if not _rules(state, fid, c) or rb.enemy_pieces(state, fid, c) or rb.warriors(state, fid, c) < 2:
            continue
        count = rb.warriors(state, fid, c) - 1
        targets = rb.ranked(adjacent_clearings(state, c), lambda d: rb.enemy_pieces(state, fid, d))
        move = rb.first_legal((Move(MoveRequest(fid, c, d, count)) for d in targets), lambda a: a.check(state).legal)
        if move is None:
            continue
        to = move.request.destination
        yield Doing(section, BLITZ(origin=c, count=count, to=to), move)
        battle = _battle(state, fid, ctx, to)
        if battle is not None:
            yield Doing(section, BATTLES(who=battle.defender, where=to), battle)
        return


# --- Evening (4.6) --------------------------------------------------------------------------

def _scored_building(state, fid, order):
    if order != "bird":
        return BUILDING_OF[order]
    return max(ESCALATED_TIES, key=lambda b: (_on_map(state, fid, b), -ESCALATED_TIES.index(b)))


def _evening_points(state, fid, order) -> int:
    """The uncovered value of the order's building track; for a bird order, the highest of the
    three ([CR] models/marquise.ts evening; unconfirmed, rootboard.game.unconfirmed)."""
    from rootboard.game.unconfirmed import MECHANICAL_MARQUISE_TRACK

    return MECHANICAL_MARQUISE_TRACK[_on_map(state, fid, _scored_building(state, fid, order))]
