"""The Electric Eyrie's turn (Law of Rootbotics 5.4-5.6), step by step.

Sources, beside each step: [RDB] therootdatabase.com/law/electric-eyrie/en (5.1-5.5.1.I, then a
stored passage of the Decree's battle: its defender, extra hit and ties a-e, whose own number the
passage does not print: 5.5.1.III by the chapter's "recruit ..., then move ..., then battle"),
[CR] Vagabottos/clockroot en-US.json "Electric Eyrie" (SpecificBirdsong, SpecificDaylight
Recruit, Move, Battle, ExtraHit, ExtraBuild, ExtraRelentless, ExtraSwoop, ExtraRecruit;
SpecificEvening; SpecificExtra Purge, NoNobility, YesNobility; SpecificDifficulty) and
models/eyrie.ts (commit 7327f0b). The move is 5.5.1.II by the same order; where only [CR] gives
a step after 5.5.1 (5.5.2 build, 5.6 Evening, 5.7 Turmoil; the stored chapter searched again holds
none of them), its section number follows the chapter's order and is marked so.

Her turn walks three phases (a bot has no choices to offer); each doing is the game's own action:
pieces placed and removed (``place``, ``remove``), moves, battles, points (``score``), her
Decree (``bot-eyrie-decree``, ``bot-eyrie-turmoil``).
"""

from __future__ import annotations

from rootboard.game import terms as _terms  # noqa: F401  the words its messages name (piece, suit, area)
from rootboard.game.bots import rootbotics as rb
from rootboard.game.bots.eyrie.board import BIRD, COLUMNS, board_of, column_said, counts, longest
from rootboard.game.bots.play import Doing
from rootboard.messages import Template

BIRDSONG_STEP = Template("turn-step.electric-eyrie.birdsong", "reveal the order card, craft it, add it to the Decree")
DAYLIGHT_STEP = Template("turn-step.electric-eyrie.daylight", "resolve the Decree, build a roost")
EVENING_STEP = Template("turn-step.electric-eyrie.evening", "score by roosts")

STEPS = rb.turn_steps("5", BIRDSONG_STEP, DAYLIGHT_STEP, EVENING_STEP)  # 5.4-5.6

# The order card, said as every bot that draws one says it (rootboard.game.bots.rootbotics).
ORDER, ORDER_BIRD = rb.ORDER, rb.ORDER_BIRD
NOT_AVAILABLE, NO_ITEM = rb.NOT_AVAILABLE, rb.NO_ITEM
CRAFTS = Template("bot.eyrie.craft", "the order card shows {item:item}, still in the item supply: she crafts it and "
                  "scores 1 VP")
TO_DECREE = Template("bot.eyrie.to-decree", "the order card goes to the Decree, in {column}")
NEW_ROOST = Template("bot.eyrie.new-roost", "no roost on the map: a roost and {count} warriors in {where:area}, the "
                     "ordered clearing of highest priority that takes them all")
NO_NEW_ROOST = Template("bot.eyrie.no-new-roost", "no roost on the map, and no ordered clearing takes a roost and "
                        "{count} warriors: none is placed")
RECRUITS = Template("bot.eyrie.recruit", "for the {count} card of {column} she recruits {count} warrior in "
                    "{where:area}: a clearing of the column's suit with a roost, the most enemy pieces, then the "
                    "fewest of her warriors, then the lowest priority",
                    plural="for the {count} cards of {column} she recruits {count} warriors in "
                    "{where:area}: a clearing of the column's suit with a roost, the most enemy pieces, then the "
                    "fewest of her warriors, then the lowest priority", count="count")
NO_RECRUIT = Template("bot.eyrie.no-recruit", "{column}: no clearing of its suit with a roost, or no "
                      "warrior left: nobody is recruited")
MOVES = Template("bot.eyrie.move", "{column}: she moves {count} warrior from {origin:area}, the clearing of "
                 "its suit she rules with the most of her warriors, to {to:area}: no roost, the fewest enemy pieces, "
                 "then the lowest priority; {stay} stay",
                 plural="{column}: she moves {count} warriors from {origin:area}, the clearing of its suit "
                 "she rules with the most of her warriors, to {to:area}: no roost, the fewest enemy pieces, then the "
                 "lowest priority, leaving {stay}", count="count")
NO_MOVE = Template("bot.eyrie.no-move", "{column}: no clearing of its suit she rules has more warriors than "
                   "she leaves to rule it, or the column's count, with a legal move: nothing moves")
BATTLES = Template("bot.eyrie.battle", "{column}: she battles {who:faction} in {where:area}: the player "
                   "with the most buildings there; the clearing without her roost, then with the most defenseless "
                   "buildings and tokens, then of lowest priority")
EXTRA_HIT = Template("bot.eyrie.extra-hit", "{column} holds more cards than any other: she deals an extra "
                     "hit")
NO_BATTLE = Template("bot.eyrie.no-battle", "{column}: no clearing of its suit holds her warriors and an "
                     "enemy piece: no battle")
RELENTLESS = Template("bot.eyrie.relentless", "Relentless: {who:faction.whose} defenseless {piece:piece} in "
                      "{where:area}, where her warriors are, is removed")
BUILDS = Template("bot.eyrie.build", "she places a roost in {where:area}, the clearing she rules of highest priority "
                  "with no roost")
TURMOIL = Template("bot.eyrie.turmoil", "she cannot {what}: she falls into Turmoil")
CANNOT_BUILD = Template("bot.eyrie.cannot-build", "place a roost")
CANNOT_RECRUIT = Template("bot.eyrie.cannot-recruit", "place a warrior (Nobility)")
SWOOP = Template("bot.eyrie.swoop", "Swoop: {count} warriors in {where:area}, the clearing of highest priority with "
                 "no Eyrie piece")
SCORES = Template("bot.eyrie.score", "she scores {points} VP, her {roosts} roosts on the map less one",
                  plural="she scores {points} VP, her {roosts} roosts on the map less one", count="points")
NIGHTMARE = Template("bot.eyrie.nightmare", "Nightmare: she scores 1 VP more at the end of Evening")

ENDS = Template("bot.eyrie.end", "her turn ends: the order card stays in the Decree")

NEW_ROOST_WARRIORS = 4  # 5.4.4 [RDB]: a roost and four warriors
SWOOP_WARRIORS = 2  # [CR] TextSwoop / ExtraSwoop


def candidates(state, step):
    return []  # a bot has no choices to offer: 'rootboard bot' plays her turn


def turn(state, fid: str, ctx):
    """Her turn as doings, each seeing the position the ones before left (2.4)."""
    from rootboard.game.actions import AdvancePhase, EndTurn
    from rootboard.game.bots.eyrie.actions import BotDecree

    order = ctx.orders[0]
    yield Doing("5.4.1", ORDER_BIRD() if order == BIRD else ORDER(suit=order))  # [RDB] 5.4.1
    # [RDB] 5.4.2: "if the order card shows an available item, craft it"; 1 VP ([CR] CraftOrder)
    yield rb.craft_order(state, fid, ctx.item, "5.4.2", CRAFTS, NOT_AVAILABLE, NO_ITEM)
    yield Doing("5.4.3", TO_DECREE(column=column_said(order)), BotDecree(fid, order))  # [RDB] 5.4.3
    yield from _new_roost(state, fid, order)
    yield Doing("5.5", _phase_said("daylight"), AdvancePhase("daylight", walk=True))
    turmoil = yield from _daylight(state, fid, ctx)
    if turmoil is not None:
        yield from _turmoil(state, fid, ctx, turmoil)
    yield Doing("5.6", _phase_said("evening"), AdvancePhase("evening", walk=True))
    yield from _evening(state, fid, ctx)
    yield Doing("5.6", ENDS(), EndTurn(walk=True))


def _phase_said(phase):
    from rootboard.game.turns.check import PHASE_STEP

    return PHASE_STEP(phase=phase)


def _place(fid, piece, where, count=1):
    from rootboard.game.actions import Place
    from rootboard.game.placement import PieceRequest

    return Place(PieceRequest(fid, piece, where, count))


def _legal(state, action) -> bool:
    return action.check(state).legal


def _supply(state, fid) -> int:
    return state.supply.get((fid, "warrior"), 0)


def _roost(state, fid, c) -> int:
    return state.count(c, (fid, "roost"))


def _roosts_on_map(state, fid) -> int:
    return sum(_roost(state, fid, c) for c in rb.clearings(state))


def _rules(state, fid, c) -> bool:
    from rootboard.game.rules import ruler

    return ruler(state, c) == fid


def _adjacent(state, c) -> list[int]:
    from rootboard.game.movement import neighbours

    clearings = set(rb.clearings(state))
    return sorted(d for d in neighbours(state, c) if d in clearings)


# --- Birdsong (5.4) -------------------------------------------------------------------------

def _new_roost(state, fid, order):
    """5.4.4 [RDB]: with no roost on the map, a roost and four warriors in the ordered clearing
    of highest priority where all those pieces can be placed (2.3: the next when not)."""
    if _roosts_on_map(state, fid):
        return
    n = NEW_ROOST_WARRIORS
    found = None if _supply(state, fid) < n else rb.first_legal(
        rb.ordered(state, order), lambda c: _legal(state, _place(fid, "roost", c)) and
        _legal(state, _place(fid, "warrior", c, n)))
    if found is None:
        yield Doing("5.4.4", NO_NEW_ROOST(count=n))
        return
    yield Doing("5.4.4", NEW_ROOST(count=n, where=found), _place(fid, "roost", found))
    yield Doing("5.4.4", None, _place(fid, "warrior", found, n))


# --- Daylight (5.5) -------------------------------------------------------------------------

def _columns(state, fid) -> list[tuple[str, int]]:
    """The Decree's columns with at least one card, left to right, and their counts (5.5.1)."""
    found = counts(board_of(state, fid))
    return [(c, found[c]) for c in COLUMNS if found[c]]


def _daylight(state, fid, ctx):
    """5.5.1: recruit for each column, then move, then battle; then Relentless, the roost (5.5.2)
    and Swoop. The Template of what she could not do when she falls into Turmoil, or None."""
    for column, n in _columns(state, fid):  # 5.5.1.I [RDB]
        failed = yield from _recruit(state, fid, ctx, column, n)
        if failed:
            return CANNOT_RECRUIT
    for column, n in _columns(state, fid):  # 5.5.1.II [CR] Move (II by [RDB] 5.5.1's order)
        yield from _move(state, fid, column, n)
    most = longest(board_of(state, fid))
    for column, _ in _columns(state, fid):  # 5.5.1.III [RDB], [CR] Battle
        yield from _battle(state, fid, ctx, column, column == most)
    if "relentless" in ctx.traits:  # [CR] ExtraRelentless: after resolving the Decree
        yield from _relentless(state, fid)
    built = yield from _build(state, fid)  # 5.5.2 [CR] ExtraBuild
    if not built:
        return CANNOT_BUILD
    if "swoop" in ctx.traits:  # [CR] ExtraSwoop: at the end of Daylight
        yield from _swoop(state, fid)
    return None


def _recruit(state, fid, ctx, column, n):
    """5.5.1.I [RDB]: warriors as many as the column's cards in a clearing of its suit with a
    roost: the most enemy pieces, then the fewest Eyrie warriors, then the lowest priority
    (I.a-c). With Nobility, not placing a warrior is Turmoil ([CR] ExtraRecruit). True: Turmoil."""
    count = min(n, _supply(state, fid))
    places = [c for c in rb.ordered(state, column) if _roost(state, fid, c)]
    ranked = sorted(places, key=lambda c: (-rb.enemy_pieces(state, fid, c), rb.warriors(state, fid, c), -c))
    found = rb.first_legal(ranked, lambda c: _legal(state, _place(fid, "warrior", c, count))) if count else None
    if found is None:
        yield Doing("5.5.1.I", NO_RECRUIT(column=column_said(column)))
        return "nobility" in ctx.traits
    yield Doing("5.5.1.I", RECRUITS(count=count, column=column_said(column), where=found), _place(fid, "warrior", found, count))
    return False


def _to_rule(state, fid, c) -> int:
    """Her warriors that rule ``c`` exactly: tied with the most of any other player's warriors and
    buildings (Lords of the Forest, 5.2.1), at least one piece of hers."""
    from rootboard.game.kinds import BUILDING, WARRIOR

    kinds = state.law.kinds
    presence: dict = {}
    for (owner, piece), k in state.pieces_at(c).items():
        if kinds.get((owner, piece)) in (WARRIOR, BUILDING):
            presence[owner] = presence.get(owner, 0) + k
    hers = sum(k for (owner, piece), k in state.pieces_at(c).items()
               if owner == fid and kinds.get((owner, piece)) == BUILDING)
    most = max((k for owner, k in presence.items() if owner != fid), default=0)
    return max(most - hers, 0 if hers else 1)


def _move(state, fid, column, n):
    """5.5.1.II ([CR] Move): from the clearing of the column's suit she rules with the most of her
    warriors (ties by priority, 2.1) to an adjacent clearing with no roost, then the fewest enemy
    pieces, then the lowest priority; leaving enough warriors to rule the origin exactly, or the
    column's count, whichever is more. 2.3: the next clearing when a move is not legal."""
    from rootboard.game.actions import Move
    from rootboard.game.movement import MoveRequest

    origins = rb.ranked([c for c in rb.ordered(state, column) if _rules(state, fid, c)],
                        lambda c: rb.warriors(state, fid, c))
    for c in origins:
        stay = max(_to_rule(state, fid, c), n)
        count = rb.warriors(state, fid, c) - stay
        if count <= 0:
            continue
        targets = sorted(_adjacent(state, c), key=lambda d: (bool(_roost(state, fid, d)),
                                                               rb.enemy_pieces(state, fid, d), -d))
        move = rb.first_legal((Move(MoveRequest(fid, c, d, count)) for d in targets), lambda a: _legal(state, a))
        if move is not None:
            yield Doing("5.5.1.II", MOVES(column=column_said(column), count=count, origin=c, to=move.request.destination,
                                       stay=stay), move)
            return
    yield Doing("5.5.1.II", NO_MOVE(column=column_said(column)))


def _buildings(state, who, c) -> int:
    from rootboard.game.kinds import BUILDING

    kinds = state.law.kinds
    return sum(k for (owner, piece), k in state.pieces_at(c).items() if owner == who
               and kinds.get((owner, piece)) == BUILDING)


def _defenseless(state, fid, c) -> list[tuple[str, str, int]]:
    """Enemy buildings and tokens in ``c`` whose owner has no warrior there: (owner, piece, count)."""
    from rootboard.game.kinds import BUILDING, MAP, TOKEN

    kinds = state.law.kinds
    return [(owner, piece, k) for (owner, piece), k in sorted(state.pieces_at(c).items())
            if k and owner not in (fid, MAP) and kinds.get((owner, piece)) in (BUILDING, TOKEN)
            and not rb.warriors(state, owner, c)]


def _defenseless_buildings(state, fid, c) -> int:
    """Enemy buildings in ``c`` whose owner has no warrior there: the battle's second tie for its
    clearing ([RDB] 5.5.1.III.b "the most defenseless buildings")."""
    from rootboard.game.kinds import BUILDING

    kinds = state.law.kinds
    return sum(k for owner, piece, k in _defenseless(state, fid, c) if kinds.get((owner, piece)) == BUILDING)


def _defender(state, fid, c):
    """The player with the most buildings in ``c``, then the most pieces there, then the most
    victory points ([CR] Battle, Defender Ties), then setup order (2.2)."""
    order = rb.defenders(state, fid, c)  # most pieces, then points, then setup order
    return sorted(order, key=lambda f: (-_buildings(state, f, c), order.index(f)))


def _battle(state, fid, ctx, column, extra_hit):
    """5.5.1.III ([RDB] Battle, [CR] Battle): in a clearing of the column's suit, against the player
    with the most buildings there (even none); clearings with no roost of hers first, then the most
    defenseless buildings (the chapter counts buildings only: tokens do not rank a clearing), then
    the lowest priority. 2.3: the next defender, then the next clearing, when a battle is not
    legal. The column with more cards than each other column deals an extra hit."""
    from rootboard.game.battle.resolution import Battle

    places = [c for c in rb.ordered(state, column) if rb.warriors(state, fid, c) and rb.enemy_pieces(state, fid, c)]
    ranked = sorted(places, key=lambda c: (bool(_roost(state, fid, c)), -_defenseless_buildings(state, fid, c), -c))
    rolls = ctx.roll()
    effects = ("longest-column",) if extra_hit else ()
    for c in ranked:
        battle = rb.first_legal((_answered(state, Battle(fid, who, c, rolls=rolls, effects=effects))
                                 for who in _defender(state, fid, c)), lambda b: _legal(state, b))
        if battle is not None:
            yield Doing("5.5.1.III", BATTLES(column=column_said(column), who=battle.defender, where=c), battle)
            if extra_hit:
                yield Doing("5.5.1.III", EXTRA_HIT(column=column_said(column)))
            return
    if rolls:
        ctx.rolls.insert(0, rolls)  # not rolled: the dice are the next battle's
    yield Doing("5.5.1.III", NO_BATTLE(column=column_said(column)))


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


def _relentless(state, fid):
    """Relentless ([CR] TextRelentless): every defenseless enemy building and token in a clearing
    with her warriors is removed, clearings by priority (2.4)."""
    from rootboard.game.actions import Remove
    from rootboard.game.placement import PieceRequest

    for c in rb.clearings(state):
        if not rb.warriors(state, fid, c):
            continue
        for owner, piece, k in _defenseless(state, fid, c):
            remove = Remove(PieceRequest(owner, piece, c, k), by=fid)
            if _legal(state, remove):
                yield Doing("5.5.1", RELENTLESS(who=owner, piece=piece, where=c), remove)


def _build(state, fid):
    """5.5.2 ([CR] ExtraBuild): a roost in the clearing she rules of highest priority with no roost
    (2.3: the next when it cannot be placed). False: she could not (Turmoil)."""
    ruled = [c for c in rb.clearings(state) if _rules(state, fid, c) and not _roost(state, fid, c)]
    found = rb.first_legal(ruled, lambda c: _legal(state, _place(fid, "roost", c)))
    if found is None:
        return False
    yield Doing("5.5.2", BUILDS(where=found), _place(fid, "roost", found))
    return True


def _swoop(state, fid):
    """Swoop ([CR] ExtraSwoop): two warriors in the clearing of highest priority with no Eyrie piece."""
    n = min(SWOOP_WARRIORS, _supply(state, fid))
    if not n:
        return
    empty = [c for c in rb.clearings(state) if not rb.pieces_of(state, fid, c)]
    found = rb.first_legal(empty, lambda c: _legal(state, _place(fid, "warrior", c, n)))
    if found is not None:
        yield Doing("5.5.2", SWOOP(count=n, where=found), _place(fid, "warrior", found, n))


def _turmoil(state, fid, ctx, what):
    """Turmoil (5.7, [CR] SpecificExtra): she loses a point per bird card in the Decree (with
    Nobility she scores them), the Decree is purged but for the Loyal Viziers, then Evening."""
    from rootboard.game.bots.eyrie.actions import BotTurmoil

    yield Doing("5.7", TURMOIL(what=what()), BotTurmoil(fid, nobility="nobility" in ctx.traits))


# --- Evening (5.6) --------------------------------------------------------------------------

def _evening(state, fid, ctx):
    """5.6 ([CR] SpecificEvening): the points of her roost track, one less than her roosts on the
    map (unconfirmed: rootboard.game.unconfirmed.ELECTRIC_EYRIE_TRACK); Nightmare one more."""
    from rootboard.game.actions import Score
    from rootboard.game.unconfirmed import ELECTRIC_EYRIE_TRACK

    roosts = _roosts_on_map(state, fid)
    points = ELECTRIC_EYRIE_TRACK[min(roosts, len(ELECTRIC_EYRIE_TRACK) - 1)]
    yield Doing("5.6.1", SCORES(points=points, roosts=roosts), Score(fid, points) if points else None)
    if ctx.difficulty == "nightmare":  # [CR] Difficulty: Nightmare
        yield Doing("5.6.1", NIGHTMARE(), Score(fid, 1))
