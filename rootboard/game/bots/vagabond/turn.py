"""The Vagabot's turn (Law of Rootbotics 7.4-7.6), step by step.

Sources, beside each step: [CR] Vagabottos/clockroot ``src/app/models/vagabond.ts`` (Birdsong,
Daylight by the order's suit, the actions, Evening, Difficulty), [RA] a Rootbotics assistant's
step texts (the actions' tie for Battle, "no points for exploring", moving), [RDB] 7.2 (items
alike, Battle Track). [RDB]'s stored chapter stops at 7.3.1, so the steps' numbers (7.4.1-7.6.3)
follow [CR]'s order under the chapter's phases, as the Mechanical Marquise's 4.4-4.6 do.

His Daylight takes the order's actions in turn ([CR] daylight): fox Explore, Battle, Special;
rabbit Battle, Repair, Special; mouse Quest, Aid, Battle, Repair; bird Explore, Quest, Aid,
Battle; he stops when no item is left to exhaust ([RA]). Each action moves him first, when it
cannot be taken where he is, to the nearest clearing where it can (one item a move, [CR]
explore; [RA] "he moves even if he then lacks the items to act"). rootboard plays Explore,
Battle and Repair as the Vagabond's own actions (``move``, ``explore``, ``battle``, ``repair``,
``item``), Quest and Aid as his own (``bot-vagabot-quest``, ``bot-vagabot-aid``:
:mod:`.actions`), and Special by his character ([CR] SpecialThief, SpecialRanger, SpecialTinker):
:func:`_special`. His chosen traits ([CR] TextAdventurer, TextBerserker, TextHelper,
TextMarksman): Adventurer battles once and repeats Quest at the end of Daylight; Berserker
battles where the most pieces are and repairs one more item in Evening; Helper doubles his
Aid's points and cards (:mod:`.actions`); Marksman's immediate hit is declared on each battle
(:mod:`.battle`).
"""

from __future__ import annotations

import random

from rootboard.game import terms as _terms  # noqa: F401  the words its messages name (piece, suit, area)
from rootboard.game.bots import rootbotics as rb
from rootboard.game.bots.play import Doing
from rootboard.game.bots.vagabond.items import RANGER_DAMAGED, any_face_up, spendable, undamaged
from rootboard.game.factions.vagabond.board import DAMAGED, ITEMS, R_ITEMS
from rootboard.game.kinds import MAP, PAWN, WARRIOR
from rootboard.game.unconfirmed import (VAGABOT_EXTRA_BATTLE_ITEMS, VAGABOT_REFRESH, VAGABOT_REFRESH_LEVEL,
                                        VAGABOT_WORN_OUT_AT)
from rootboard.messages import Template

BIRDSONG_STEP = Template("turn-step.vagabot.birdsong", "reveal the order card, craft it, slip away if worn out")
DAYLIGHT_STEP = Template("turn-step.vagabot.daylight", "the order's actions, one item each")
EVENING_STEP = Template("turn-step.vagabot.evening", "refresh, repair, discard the order")

STEPS = rb.turn_steps("7", BIRDSONG_STEP, DAYLIGHT_STEP, EVENING_STEP)  # 7.4-7.6

# The order card, said as every bot that draws one says it (rootboard.game.bots.rootbotics).
ORDER, ORDER_BIRD = rb.ORDER, rb.ORDER_BIRD
NOT_AVAILABLE, NO_ITEM = rb.NOT_AVAILABLE, rb.NO_ITEM
CRAFTS = Template("bot.vagabot.craft", "the order card shows {item:item}, still in the item supply: he crafts it "
                  "and scores 1 VP")
WORN_OUT = Template("bot.vagabot.worn-out", "he has {count} undamaged item: he slips to {to:area}, an adjacent "
                    "forest drawn at random, and goes to Evening",
                    plural="he has {count} undamaged items: he slips to {to:area}, an adjacent forest drawn at "
                    "random, and goes to Evening", count="count")
WORN_OUT_STAYS = Template("bot.vagabot.worn-out-stays", "he has {count} undamaged item and no adjacent forest to "
                          "slip to: he goes to Evening",
                          plural="he has {count} undamaged items and no adjacent forest to slip to: he goes to "
                          "Evening", count="count")
OUT_OF_ITEMS = Template("bot.vagabot.out-of-items", "no face-up item is left to exhaust: his Daylight ends")
MOVES = Template("bot.vagabot.move", "he moves to {to:area} on his way to {target:area}, exhausting one item")
ARRIVES = Template("bot.vagabot.arrive", "he moves to {to:area}, exhausting one item")
EXPLORE_TO = Template("bot.vagabot.explore", "Explore: the nearest ruin is in {where:area}")
EXPLORE_FINDS = Template("bot.vagabot.explore-finds", "he exhausts one item and takes {item:item.a} from the ruin, "
                         "drawn at random from those still under the ruins")
NO_RUIN = Template("bot.vagabot.no-ruin", "Explore: no ruin he can reach is left on the map: nothing to do")
BATTLE_TARGET = Template("bot.vagabot.battle-target", "Battle: {who:faction} has the most victory points of the "
                         "players with pieces on the map; the nearest clearing with their pieces is {where:area} "
                         "(ties: most buildings and tokens, then fewest warriors, then priority)")
BATTLES = Template("bot.vagabot.battle", "he exhausts one item and battles {who:faction} in {where:area}")
BATTLES_AGAIN = Template("bot.vagabot.battle-again", "he repeats Battle, exhausting two items for this extra "
                         "battle")
NO_BATTLE = Template("bot.vagabot.no-battle", "Battle: no other player has pieces he can reach: nothing to do")
ADVENTURER = Template("bot.vagabot.adventurer", "Adventurer: he battles no more than once per turn")
REPAIRS = Template("bot.vagabot.repair", "Repair: he exhausts one item to repair {item:item.a}, face up before "
                   "exhausted")
NO_REPAIR = Template("bot.vagabot.no-repair", "Repair: he has no damaged item: nothing to do")
QUEST_TO = Template("bot.vagabot.quest-to", "Quest: his quest {quest} is done in a {suit:suit} clearing; the nearest "
                    "is {where:area}")
QUEST_NONE = Template("bot.vagabot.quest-none", "Quest: no quest of his is face up: nothing to do")
QUEST_UNNAMED = Template("bot.vagabot.quest-unnamed", "Quest: his face-up quest is not named yet; the table names "
                         "it (rootboard bot plays it once named)")
QUEST_NO_PLACE = Template("bot.vagabot.quest-no-place", "Quest: no {suit:suit} clearing he can reach: nothing to do")
QUEST_SHORT = Template("bot.vagabot.quest-short", "Quest: fewer than two items left to exhaust: the quest waits")
QUEST_AGAIN = Template("bot.vagabot.quest-again", "Adventurer: at the end of Daylight he repeats Quest while he can "
                       "reach and pay for it")
AID_TO = Template("bot.vagabot.aid-to", "Aid: {who:faction} has crafted items and the fewest victory points of "
                  "those with pieces in the nearest such clearing, {where:area}")
NO_AID = Template("bot.vagabot.no-aid", "Aid: no player with crafted items has pieces he can reach: nothing to do")
SPECIAL_NONE = Template("bot.vagabot.special-none", "Special: it would have no effect, so it is skipped")
THIEF = Template("bot.vagabot.thief", "Special (Thief): he exhausts one item and takes a random card from "
                 "{who:faction}, the enemy in his clearing with the most points, then the most pieces there; he keeps "
                 "no hand, so the card is discarded")
RANGER = Template("bot.vagabot.ranger", "Special (Ranger): with {count} damaged items he exhausts one item and slips "
                  "to {to:area}, an adjacent forest drawn at random")
TINKER = Template("bot.vagabot.tinker", "Special (Tinker): he exhausts one item and crafts {card:cardname}, the top card of the "
                  "discard pile with an available item: {item:item.a}, 1 VP")
BERSERKER = Template("bot.vagabot.berserker", "Battle (Berserker): {where:area} has the most pieces of those he can "
                     "reach, the nearest first; he battles {who:faction}, with the most pieces there")
REFRESHES = Template("bot.vagabot.refresh", "he refreshes {count} exhausted item ({allowed} allowed: four with a "
                     "damaged item, six without, {level})",
                     plural="he refreshes {count} exhausted items ({allowed} allowed: four with a damaged item, "
                     "six without, {level})", count="count")
NOTHING_TO_REFRESH = Template("bot.vagabot.nothing-to-refresh", "he has no exhausted undamaged item: nothing is "
                              "refreshed")
REPAIRS_EVENING = Template("bot.vagabot.repair-evening", "he repairs {count} item ({allowed} allowed: all in a "
                           "forest, one in a clearing), face up before exhausted",
                           plural="he repairs {count} items ({allowed} allowed: all in a forest, one in a clearing), "
                           "face up before exhausted", count="count")
REPAIRS_BERSERKER = Template("bot.vagabot.repair-evening-berserker", "he repairs {count} item ({allowed} allowed: "
                             "all in a forest, two in a clearing with Berserker), face up before exhausted",
                             plural="he repairs {count} items ({allowed} allowed: all in a forest, two in a clearing "
                             "with Berserker), face up before exhausted", count="count")
NOTHING_TO_REPAIR = Template("bot.vagabot.nothing-to-repair", "he has no damaged item: nothing is repaired")
NIGHTMARE = Template("bot.vagabot.nightmare", "Nightmare: he scores 1 VP more at the end of Evening")
DISCARDS = Template("bot.vagabot.discard", "the order card is discarded")
LEVEL = {"easy": Template("bot.vagabot.level-easy", "one fewer on Easy"),
         "normal": Template("bot.vagabot.level-normal", "as printed on Normal"),
         "challenging": Template("bot.vagabot.level-challenging", "one more on Challenging"),
         "nightmare": Template("bot.vagabot.level-nightmare", "one more on Nightmare")}

# The order's actions ([CR] daylight; "bunny" there is rabbit).
DAYLIGHT = {"fox": ("explore", "battle", "special"),
            "rabbit": ("battle", "repair", "special"),
            "mouse": ("quest", "aid", "battle", "repair"),
            "bird": ("explore", "quest", "aid", "battle")}
# Printed values of one source ([CR]), kept in rootboard.game.unconfirmed: Evening's refresh
# and the difficulty's change to it, Birdsong's "two or fewer undamaged items", Battle's "two
# items per extra battle".
REFRESH_DAMAGED, REFRESH_UNDAMAGED = VAGABOT_REFRESH["damaged"], VAGABOT_REFRESH["undamaged"]
REFRESH_LEVEL = VAGABOT_REFRESH_LEVEL
WORN_OUT_AT = VAGABOT_WORN_OUT_AT
EXTRA_BATTLE_ITEMS = VAGABOT_EXTRA_BATTLE_ITEMS


def candidates(state, step):
    return []  # a bot has no choices to offer: 'rootboard bot' plays its turn


def turn(state, fid: str, ctx):
    """His turn as doings, each seeing the position the ones before left (2.4)."""
    from rootboard.game.actions import AdvancePhase, EndTurn, Move, Score
    from rootboard.game.movement import MoveRequest

    order = ctx.orders[0]
    rng = random.Random(f"{state.seed}/vagabot/{state.round}/{fid}")
    yield Doing("7.4.1", ORDER_BIRD() if order == "bird" else ORDER(suit=order))
    yield from _craft(state, fid, ctx)
    board = state.vagabonds[fid]
    if undamaged(board) <= WORN_OUT_AT:  # 7.4.3 ([CR] birdsong)
        at = _pawn(state, fid)
        forests = [f for f in _adjacent_forests(state, at)
                   if Move(MoveRequest(fid, at, f, 1, PAWN, slip=True)).check(state).legal]
        if forests:
            to = rng.choice(forests)
            yield Doing("7.4.3", WORN_OUT(count=undamaged(board), to=to), Move(MoveRequest(fid, at, to, 1, PAWN, slip=True)))
        else:
            yield Doing("7.4.3", WORN_OUT_STAYS(count=undamaged(board)))
        yield Doing("7.6", _phase_said("evening"), AdvancePhase("evening", walk=True))
    else:
        yield Doing("7.5", _phase_said("daylight"), AdvancePhase("daylight", walk=True))
        battled = False
        for action in DAYLIGHT[order]:
            if spendable(state.vagabonds[fid]) < 1:
                yield Doing("7.5", OUT_OF_ITEMS())
                break
            if action == "explore":
                yield from _explore(state, fid, rng)
            elif action == "battle":
                if battled and "adventurer" in ctx.traits:
                    yield Doing("7.5", ADVENTURER())
                    continue
                battled = True
                yield from _battle(state, fid, ctx)
            elif action == "repair":
                yield from _repair(state, fid)
            elif action == "quest":
                yield from _quest(state, fid, rng)
            elif action == "aid":
                yield from _aid(state, fid)
            else:
                yield from _special(state, fid, rng)
        else:
            if "adventurer" in ctx.traits:  # [CR] TextAdventurer: at the end of Daylight
                yield Doing("7.5", QUEST_AGAIN())
                while (yield from _quest(state, fid, rng, only_if_done=True)):
                    pass
        yield Doing("7.6", _phase_said("evening"), AdvancePhase("evening", walk=True))
    yield from _refresh(state, fid, ctx)
    yield from _repair_evening(state, fid, 1 + ("berserker" in ctx.traits))
    if ctx.difficulty == "nightmare":  # [CR] Difficulty: Nightmare
        yield Doing("7.6.2", NIGHTMARE(), Score(fid, 1))
    yield Doing("7.6.3", DISCARDS(), EndTurn(walk=True))


def _phase_said(phase):
    from rootboard.game.turns.check import PHASE_STEP

    return PHASE_STEP(phase=phase)


def _craft(state, fid, ctx):
    """7.4.2 ([CR] birdsong): the order card's item, if still in the supply, for 1 VP."""
    yield rb.craft_order(state, fid, ctx.item, "7.4.2", CRAFTS, NOT_AVAILABLE, NO_ITEM)


# --- where he is and how far things are ------------------------------------------------------

def _pawn(state, fid):
    found = state.where_is((fid, PAWN))
    return found[0] if found else None


def _adjacent_forests(state, at) -> list:
    from rootboard.game.movement import in_forest, neighbours

    return sorted((a for a in neighbours(state, at) if in_forest(a)), key=str)


def _steps_from(state, fid, at) -> dict:
    """Each clearing he can reach by Daylight moves, with the way there (the first shortest by
    clearing priority, 2.1): moves go by paths between clearings; from a forest, to an adjacent
    clearing (9.5.1, the Vagabond's moves, nimble: 7.2.2 [RDB])."""
    from rootboard.game.movement import connection, is_clearing, neighbours

    ways = {at: []}
    frontier = [at]
    while frontier:
        nxt = []
        for a in frontier:
            for b in sorted((n for n in neighbours(state, a) if is_clearing(n)), key=str):
                if b not in ways and connection(state, fid, a, b) is not None:
                    ways[b] = [*ways[a], b]
                    nxt.append(b)
        frontier = nxt
    if not is_clearing(at):
        del ways[at]  # a forest is never an action's target: he acts in clearings
    return ways


def _go(state, fid, target, ways):
    """The moves to ``target``, one item each (7.2.3 [RDB]; [CR] explore), while he has one."""
    from rootboard.game.actions import Move
    from rootboard.game.movement import MoveRequest

    for to in ways[target]:
        if any_face_up(state.vagabonds[fid]) is None:
            return False
        said = ARRIVES(to=to) if to == target else MOVES(to=to, target=target)
        yield Doing("7.5", said, Move(MoveRequest(fid, _pawn(state, fid), to, 1, PAWN)))
    return True


# --- Daylight's actions (7.5) -----------------------------------------------------------------

def _explore(state, fid, rng):
    """Explore ([CR]; [RA]): to the nearest ruin, then one item exhausted to take an item from
    it; which item is drawn from those still under the ruins (the table may undo and name it)."""
    from rootboard.game.factions.vagabond.actions import Explore

    ways = _steps_from(state, fid, _pawn(state, fid))
    ruins = [c for c in ways if state.count(c, (MAP, "ruin"))]
    if not ruins:
        yield Doing("7.5", NO_RUIN())
        return
    where = min(ruins, key=lambda c: (len(ways[c]), c))
    yield Doing("7.5", EXPLORE_TO(where=where))
    arrived = yield from _go(state, fid, where, ways)
    if not arrived or any_face_up(state.vagabonds[fid]) is None:
        return
    taken = [i for items in state.explored.values() for i in items]
    left = [i for i in R_ITEMS if taken.count(i) < 1]
    if left:
        item = rng.choice(left)
        yield Doing("7.5", EXPLORE_FINDS(item=item), Explore(fid, item))


def _target_player(state, fid):
    """The enemy with the most victory points among those with pieces on the map ([CR] battle),
    ties by setup priority (2.2)."""
    present = {f for where, pieces in state.areas.items() for (f, _), n in pieces.items()
               if n and f not in (fid, MAP) and f in state.scores}
    order = rb.players_by_priority(state, present)
    return sorted(order, key=lambda f: (-state.scores.get(f, 0), order.index(f)))


def _battle_clearing(state, fid, who, ways):
    """The nearest clearing with ``who``'s pieces; ties: the most of their buildings and tokens,
    then the fewest of their warriors ([CR] battle's note; [RA] Clearing Tie), then priority (2.1)."""
    law = state.law
    reach = ways
    places = [c for c in reach if any(n for (f, _), n in state.pieces_at(c).items() if f == who)]

    def of_kind(c, warriors: bool) -> int:
        return sum(n for (f, p), n in state.pieces_at(c).items()
                   if f == who and (law.kinds[(f, p)] == WARRIOR) == warriors)
    return min(places, key=lambda c: (len(reach[c]), -of_kind(c, False), of_kind(c, True), c), default=None), reach


def _battle(state, fid, ctx):
    """Battle ([CR]): to the nearest clearing with pieces of the enemy with the most VP, one item
    exhausted to battle them, 1 VP per warrior removed (his battle_removals); repeated while he
    can, two items per extra battle. The next player when none of theirs can be reached (2.3)."""
    from rootboard.game.bots.marquise.turn import _answered
    from rootboard.game.battle.resolution import Battle
    from rootboard.game.factions.vagabond.actions import ItemChange

    extra = False
    berserker = "berserker" in ctx.traits
    for _ in range(len(state.factions) * 3):  # each battle removes pieces or wears him out
        ways = _steps_from(state, fid, _pawn(state, fid))
        target = _berserk_target(state, fid, ways) if berserker else None
        for who in () if berserker else _target_player(state, fid):
            where, reach = _battle_clearing(state, fid, who, ways)
            if where is not None:
                target = (who, where, reach)
                break
        if target is None:
            if not extra:
                yield Doing("7.5", NO_BATTLE())
            return
        who, where, reach = target
        need = len(reach[where]) + (EXTRA_BATTLE_ITEMS if extra else 1)
        if extra and spendable(state.vagabonds[fid]) < need:
            return
        yield Doing("7.5", BERSERKER(who=who, where=where) if berserker else BATTLE_TARGET(who=who, where=where))
        arrived = yield from _go(state, fid, where, reach)
        if not arrived:
            return
        if extra:
            item = any_face_up(state.vagabonds[fid])
            if item is None:
                return
            yield Doing("7.5", BATTLES_AGAIN(), ItemChange(fid, item, "exhaust"))
        if any_face_up(state.vagabonds[fid]) is None:
            return
        rolls = ctx.roll()
        effects = ("marksman",) if "marksman" in ctx.traits else ()  # [CR] ActionBattleMarksman: each battle
        battle = _answered(state, Battle(fid, who, where, rolls=rolls, effects=effects))
        if not battle.check(state).legal:
            if rolls:
                ctx.rolls.insert(0, rolls)
            return
        yield Doing("7.5", BATTLES(who=who, where=where), battle)
        if "adventurer" in ctx.traits:  # Adventurer ([CR]): no more than once per turn
            return
        extra = True


def _damaged_first(board) -> list[str]:
    """His damaged items, face up before exhausted ([CR] repair), in board order."""
    return [i.item for i in sorted((i for i in board.items if i.where == DAMAGED),
                                   key=lambda i: (i.exhausted, ITEMS.index(i.item)))]


def _repair(state, fid):
    """Repair ([CR]): with a damaged item, one item exhausted to repair one."""
    from rootboard.game.factions.vagabond.actions import Repair

    damaged = _damaged_first(state.vagabonds[fid])
    if not damaged:
        yield Doing("7.5", NO_REPAIR())
        return
    yield Doing("7.5", REPAIRS(item=damaged[0]), Repair(fid, damaged[0]))


def _berserk_target(state, fid, ways):
    """Berserker ([CR] TextBerserker): the reachable clearing with the most enemy pieces, the
    nearest of those, then priority (2.1); the enemy with the most pieces there, then the most
    points, then setup priority (rootbotics.defenders). None when no enemy piece can be reached.
    [CR]'s Daylight wording (ActionBattle with "pieces": the nearest clearing of the enemy with
    the most pieces) reads otherwise; the trait's own text is followed."""
    places = [c for c in ways if rb.enemy_pieces(state, fid, c)]
    if not places:
        return None
    where = min(places, key=lambda c: (-rb.enemy_pieces(state, fid, c), len(ways[c]), c))
    return rb.defenders(state, fid, where)[0], where, ways


def _next_quest(state, rng):
    """The quest that replaces his, drawn from the deck (those neither face up nor completed)
    with the game's seed; None when the deck is empty. The table may undo and name it."""
    from rootboard.game.factions.vagabond.quests import QUESTS, all_completed, face_up

    taken = {*face_up(state), *all_completed(state)}
    left = [q for q in QUESTS if q not in taken]
    return rng.choice(left) if left else None


def _quest(state, fid, rng, only_if_done=False):
    """Quest ([CR] ActionQuest): to the nearest clearing of his quest's suit, one item a move,
    then any two items exhausted to discard it for 1 VP, and a new quest face up. ``only_if_done``
    (Adventurer's repeat): taken only when he can reach and pay for it. Whether it was done."""
    from rootboard.game.bots.vagabond.actions import QUEST_ITEMS, BotQuest
    from rootboard.game.factions.vagabond.quests import QUESTS, face_up
    from rootboard.game.landmarks import clearing_suits

    up = face_up(state)
    if not up:
        if not only_if_done:
            yield Doing("7.5", QUEST_NONE())
        return False
    if up[0] is None:
        if not only_if_done:
            yield Doing("7.5", QUEST_UNNAMED())
        return False
    q = QUESTS[up[0]]
    ways = _steps_from(state, fid, _pawn(state, fid))
    places = [c for c in ways if q.suit in clearing_suits(state, c)]
    if not places:
        if not only_if_done:
            yield Doing("7.5", QUEST_NO_PLACE(suit=q.suit))
        return False
    where = min(places, key=lambda c: (len(ways[c]), c))
    if only_if_done and spendable(state.vagabonds[fid]) < len(ways[where]) + QUEST_ITEMS:
        return False
    yield Doing("7.5", QUEST_TO(quest=q.title, suit=q.suit, where=where))
    arrived = yield from _go(state, fid, where, ways)
    if not arrived or spendable(state.vagabonds[fid]) < QUEST_ITEMS:
        yield Doing("7.5", QUEST_SHORT())
        return False
    action = BotQuest(fid, q.id, _next_quest(state, rng))
    yield Doing("7.5", None, action)
    return True


def _aid(state, fid):
    """Aid ([CR] ActionAid): the nearest clearing with pieces of a player holding crafted items;
    there, the one with the fewest points (ties: setup priority, 2.2); as many of his items
    exhausted as he can, up to the number they hold, and as many of theirs taken (in the board's
    order of kinds: which ones is the table's to change)."""
    from rootboard.game.bots.vagabond.actions import BotAid, crafted_items
    from rootboard.game.factions.vagabond.board import ITEMS

    ways = _steps_from(state, fid, _pawn(state, fid))

    def aided(c):
        present = {f for (f, _), n in state.pieces_at(c).items() if n and f not in (fid, MAP)}
        return [f for f in rb.players_by_priority(state, present) if crafted_items(state, f)]
    places = [c for c in ways if aided(c)]
    if not places:
        yield Doing("7.5", NO_AID())
        return
    where = min(places, key=lambda c: (len(ways[c]), c))
    order = aided(where)
    who = min(order, key=lambda f: (state.scores.get(f, 0), order.index(f)))
    yield Doing("7.5", AID_TO(who=who, where=where))
    arrived = yield from _go(state, fid, where, ways)
    n = min(spendable(state.vagabonds[fid]), len(crafted_items(state, who)))
    if not arrived or n < 1:
        yield Doing("7.5", OUT_OF_ITEMS())
        return
    items = tuple(sorted(crafted_items(state, who), key=ITEMS.index)[:n])
    yield Doing("7.5", None, BotAid(fid, who, items))


def _special(state, fid, rng):
    """Special ([CR] ActionSpecial: one item exhausted, skipped if it would have no effect), by his
    character: the Thief takes a random card from the enemy in his clearing with the most points,
    then the most pieces there (SpecialThief; he keeps no hand, Poor Manual Dexterity: rootboard
    discards it, its reading); the Ranger with three or more damaged items slips into a random
    adjacent forest (SpecialRanger); the Tinker crafts the top card of the discard pile with an
    available item, 1 VP (SpecialTinker)."""
    from rootboard.game.actions import Move
    from rootboard.game.cards.actions import Discard
    from rootboard.game.factions.vagabond.actions import ItemChange
    from rootboard.game.movement import MoveRequest, is_clearing

    board = state.vagabonds[fid]
    item = any_face_up(board)
    at = _pawn(state, fid)
    said, doing = None, None
    if board.character == "thief" and is_clearing(at):
        present = {f for (f, _), n in state.pieces_at(at).items() if n and f not in (fid, MAP)}
        order = rb.players_by_priority(state, [f for f in present if f in state.scores])
        who = min(order, key=lambda f: (-state.scores.get(f, 0), -rb.pieces_of(state, f, at), order.index(f)),
                  default=None)
        take = Discard(who, unnamed=1) if who is not None else None
        if take is not None and take.check(state).legal:
            said, doing = THIEF(who=who), take
    elif board.character == "ranger":
        damaged = sum(1 for i in board.items if i.where == DAMAGED)
        forests = [f for f in _adjacent_forests(state, at)
                   if Move(MoveRequest(fid, at, f, 1, PAWN, slip=True)).check(state).legal]
        if damaged >= RANGER_DAMAGED and forests:
            to = rng.choice(forests)
            said, doing = RANGER(count=damaged, to=to), Move(MoveRequest(fid, at, to, 1, PAWN, slip=True))
    elif board.character == "tinker":
        found = _tinker_card(state)
        if found is not None:
            from rootboard.game.bots.actions import BotCraft

            said, doing = TINKER(card=found[0], item=found[1]), BotCraft(fid, found[1])
    if doing is None or item is None:
        yield Doing("7.5", SPECIAL_NONE())
        return
    yield Doing("7.5", said, ItemChange(fid, item, "exhaust"))
    yield Doing("7.5", None, doing)


def _tinker_card(state):
    """The top card of the discard pile (as rootboard keeps it) whose item the supply still
    holds: (card, item), or None."""
    from rootboard.game.cards.catalogue import deck
    from rootboard.game.cards.places import discard_pile

    cards = deck(state.deck)
    for name in reversed(discard_pile(state)):
        card = cards.find(name) if name else None
        if card is not None and card.item and state.crafted.left_in_supply(card.item) > 0:
            return card.id, card.item
    return None


# --- Evening (7.6) ----------------------------------------------------------------------------

def _refresh(state, fid, ctx):
    """7.6.1 ([CR] evening, difficulty): four exhausted undamaged items refreshed with a damaged
    item, six without; one fewer on Easy, one more on Challenging and Nightmare."""
    from rootboard.game.factions.vagabond.actions import ItemChange

    board = state.vagabonds[fid]
    has_damaged = any(i.where == DAMAGED for i in board.items)
    allowed = (REFRESH_DAMAGED if has_damaged else REFRESH_UNDAMAGED) + REFRESH_LEVEL[ctx.difficulty]
    exhausted = [i.item for i in board.items if i.exhausted and i.where != DAMAGED]
    chosen = sorted(exhausted, key=ITEMS.index)[:allowed]
    if not chosen:
        yield Doing("7.6.1", NOTHING_TO_REFRESH())
        return
    said = REFRESHES(count=len(chosen), allowed=allowed, level=LEVEL[ctx.difficulty]())
    for n, item in enumerate(dict.fromkeys(chosen)):
        yield Doing("7.6.1", said if n == 0 else None, ItemChange(fid, item, "refresh", chosen.count(item)))


def _repair_evening(state, fid, in_clearing=1):
    """7.6.2 ([CR] evening): in a forest all his items are repaired, else one (two with Berserker,
    [CR] TextBerserker "repair one more item"); face up first."""
    from rootboard.game.factions.vagabond.actions import ItemChange
    from rootboard.game.movement import in_forest

    damaged = _damaged_first(state.vagabonds[fid])
    if not damaged:
        yield Doing("7.6.2", NOTHING_TO_REPAIR())
        return
    allowed = len(damaged) if in_forest(_pawn(state, fid)) else in_clearing
    chosen = damaged[:allowed]
    said = (REPAIRS_BERSERKER if in_clearing > 1 else REPAIRS_EVENING)(count=len(chosen), allowed=allowed)
    for n, item in enumerate(chosen):
        yield Doing("7.6.2", said if n == 0 else None, ItemChange(fid, item, "repair"))
