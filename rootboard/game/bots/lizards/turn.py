"""The Logical Lizards' turn (Law of Rootbotics 8.4-8.6), step by step.

Sources, beside each step: [RDB] the Clockwork Expansion 2 Law (8.4.1, 8.4.2 up to its cut);
[CR] Vagabottos/clockroot en-US.json "Logical Lizards" (Birdsong Outcasts and Conspiracy,
Daylight Rituals, Evening Score, DiscardLostSouls, ReturnRevealedCards, Craft, Difficulty).
The section numbers of 8.5-8.6 are the chapter's index [RDB]; their words are [CR]'s.

The table keeps its Lost Souls (face-up cards) and says, with ``--order``, first the order they
set (8.4.1: their most common suit, bird on a tie) and then the suits of the cards revealed from
their top for its Rituals (three, four or five by difficulty; fewer if the pile holds fewer).
Each doing is the game's own action: warriors and gardens placed (``place``), a warrior to the
Acolytes box (``bot-lizards-acolyte``), points (``score``), the crafted card (``bot-craft``).

Conspiracies (8.4.2 [RDB], full text stored) are played with the game's own actions: the
marker (``bot-lizards-conspiracy``), Convert and Sanctify as a removal then a placement
(``remove``, ``place``), Crusade as battles (``battle``), an acolyte removed
(``bot-lizards-acolyte``).
"""

from __future__ import annotations

from rootboard.game import terms as _terms  # noqa: F401  the words its messages name (piece, suit, area)
from rootboard.game.bots import rootbotics as rb
from rootboard.game.bots.play import Doing
from rootboard.game.unconfirmed import BOT_TRAITS
from rootboard.messages import Template

BIRDSONG_STEP = Template("turn-step.logical-lizards.birdsong", "set the order, perform conspiracies")
DAYLIGHT_STEP = Template("turn-step.logical-lizards.daylight", "rituals")
EVENING_STEP = Template("turn-step.logical-lizards.evening", "score, discard Lost Souls, return revealed cards, craft")

STEPS = rb.turn_steps("8", BIRDSONG_STEP, DAYLIGHT_STEP, EVENING_STEP)  # 8.4-8.6

ORDER = Template("bot.lizards.order", "the order is {suit:suit}, the most common suit in its Lost Souls")
ORDER_BIRD = Template("bot.lizards.order-bird", "the order is bird: no one suit is the most common in its Lost Souls")
NO_ACOLYTE = Template("bot.lizards.no-acolyte", "no acolyte in the Acolytes box: no conspiracy")
MARKER = Template("bot.lizards.marker", "it has acolytes: the Conspiracy marker moves one space, to {space}")
SPENT = Template("bot.lizards.spent", "the conspiracy performed: an acolyte is removed")
CANNOT = Template("bot.lizards.cannot", "{space} cannot be performed in an ordered clearing")
STOPS = Template("bot.lizards.stops", "no conspiracy can be performed for a whole round of the track: it stops "
                 "conspiring, its acolytes kept")
CONVERTS = Template("bot.lizards.convert", "Convert: a warrior of {who:faction} in {where:area} is replaced by a "
                    "Lizard warrior (the player with the most points, then the clearing with the most enemy buildings)")
SANCTIFIES = Template("bot.lizards.sanctify", "Sanctify: {who:faction.whose} {piece:piece} in {where:area} is replaced "
                      "by a garden (the player with the most points, then the clearing with the fewest enemy "
                      "warriors)")
FANATICS = Template("bot.lizards.fanatics", "Fanatics: after its Convert it battles {who:faction} in {where:area}, "
                    "with an extra hit (the player with the most defenseless buildings there, then the most points; "
                    "a trait of the Law of Rootbotics)")
NO_FANATICS = Template("bot.lizards.no-fanatics", "Fanatics: nobody it may battle in {where:area} after its Convert")
SPITEFUL = Template("bot.lizards.spiteful", "Spiteful: its Crusade removed tokens, 1 VP more (a trait of the Law of "
                    "Rootbotics)")
SPITEFUL_POINTS = BOT_TRAITS["spiteful_points"]  # [CR] TextSpiteful (one source: unconfirmed)
CRUSADES = Template("bot.lizards.crusade", "Crusade: it battles {who:faction} in {where:area}, an ordered clearing "
                    "with two or more Lizard warriors (the player there with the most points)")
REVEALED = Template("bot.lizards.revealed", "{count} card is revealed from the top of its Lost Souls, a ritual for "
                    "each", plural="{count} cards are revealed from the top of its Lost Souls, a ritual for each",
                    count="count")
BIRD_RITUAL = Template("bot.lizards.ritual.bird", "a bird: a warrior from {where:area}, the clearing with the most "
                       "Lizard warriors, goes to the Acolytes box; the card goes to the discard pile")
NO_BIRD_RITUAL = Template("bot.lizards.ritual.bird-none", "a bird: no Lizard warrior on the map to take")
MARTYRS = Template("bot.lizards.martyrs", "Martyrs: a warrior from its supply goes to the Acolytes box too")
SUIT_RITUAL = Template("bot.lizards.ritual.suit", "{suit:suit}: a warrior goes in {where:area}, of the {suit:suit} "
                       "clearings one with an open building slot, then the most enemy buildings")
NO_SUIT_RITUAL = Template("bot.lizards.ritual.suit-none", "{suit:suit}: no warrior can be placed in a {suit:suit} "
                          "clearing")
GARDEN = Template("bot.lizards.ritual.garden", "it rules {where:area}: a {suit:suit} garden goes there")
SCORES = Template("bot.lizards.score", "it scores {points} VP, the value above the rightmost empty space of its "
                  "{suit:suit} Gardens track", plural="it scores {points} VP, the value above the rightmost empty "
                  "space of its {suit:suit} Gardens track", count="points")
DISCARD_LOST_SOULS = Template("bot.lizards.discard-lost-souls", "the table discards its Lost Souls")
RETURN_REVEALED = Template("bot.lizards.return-revealed", "the table returns the revealed cards to the top of its Lost "
                           "Souls, in their order")
CRAFTS = Template("bot.lizards.craft", "the deck's top card shows {item:item}, still in the item supply: it crafts it "
                  "(1 VP) and the card joins its Lost Souls")
NOT_AVAILABLE = Template("bot.lizards.not-available", "the deck's top card shows {item:item}, none left in the item "
                         "supply: nothing is crafted")
NO_ITEM = Template("bot.lizards.no-item", "the deck's top card shows no available item: nothing is crafted")
NIGHTMARE = Template("bot.lizards.nightmare", "Nightmare: {points} VP more, one per two players",
                     plural="Nightmare: {points} VP more, one per two players", count="points")
ERRATIC = Template("bot.lizards.erratic", "Erratic: the table draws a card into its Lost Souls")
ENDS = Template("bot.lizards.ends", "its turn ends")

# Cards revealed for Rituals by difficulty ([CR] Difficulty; [RDB]'s stored copy is cut before).
REVEALS = {"easy": 3, "normal": 4, "challenging": 5, "nightmare": 5}


def candidates(state, step):
    return []  # a bot has no choices to offer: 'rootboard bot' plays its turn


def place(fid, piece, where, count):
    from rootboard.game.actions import Place
    from rootboard.game.placement import PieceRequest

    return Place(PieceRequest(fid, piece, where, count))


def adjacent(state, c) -> list[int]:
    from rootboard.game.movement import neighbours

    clearings = set(state.topology.board.clearings)
    return sorted(d for d in neighbours(state, c) if d in clearings)


def turn(state, fid: str, ctx):
    """Its turn as doings, each seeing the position the ones before left (2.4)."""
    from rootboard.game.actions import AdvancePhase, EndTurn

    order = ctx.orders[0]
    yield Doing("8.4.1", ORDER_BIRD() if order == "bird" else ORDER(suit=order))  # [RDB] 8.4.1
    yield from _conspiracies(state, fid, ctx, order)
    yield Doing("8.5", _phase_said("daylight"), AdvancePhase("daylight", walk=True))
    revealed = ctx.orders[1:1 + REVEALS[ctx.difficulty]]
    yield Doing("8.5", REVEALED(count=len(revealed)))
    for suit in revealed:  # one at a time, in the order revealed ([CR] Rituals)
        if suit == "bird":
            yield from _bird_ritual(state, fid, ctx)
        else:
            yield from _suit_ritual(state, fid, suit)
    yield Doing("8.6", _phase_said("evening"), AdvancePhase("evening", walk=True))
    yield from _evening(state, fid, ctx, order)
    yield Doing("8.6.4", ENDS(), EndTurn(walk=True))


def _phase_said(phase):
    from rootboard.game.turns.check import PHASE_STEP

    return PHASE_STEP(phase=phase)


def _conspiracies(state, fid, ctx, order):
    """8.4.2 [RDB]: while it has acolytes, the Conspiracy marker moves one space and the
    conspiracy it covers is performed if able, an acolyte removed when it is. When three moves
    in a row perform nothing, it cannot conspire and stops ([CR] "until you are out of acolytes
    or cannot conspire"; [RDB] says only "until you have no acolytes")."""
    from rootboard.game.bots.lizards.actions import SPACE_WORDS, BotAcolyte, BotConspiracy, marker, next_space
    from rootboard.game.factions.lizards.board import CONSPIRACY_SPACES, acolytes

    if not acolytes(state):
        yield Doing("8.4.2", NO_ACOLYTE())
        return
    idle = 0
    while acolytes(state) and idle < len(CONSPIRACY_SPACES):
        space = next_space(marker(state))
        yield Doing("8.4.2", MARKER(space=SPACE_WORDS[space]()), BotConspiracy(fid, space))
        performed = yield from CONSPIRE[space](state, fid, ctx, rb.ordered(state, order))
        if performed:
            idle = 0
            yield Doing("8.4.2", SPENT(), BotAcolyte(fid, spent=True))
        else:
            idle += 1
            yield Doing("8.4.2", CANNOT(space=SPACE_WORDS[space]()))
    if acolytes(state):
        yield Doing("8.4.2", STOPS())


def _points(state, who) -> int:
    return state.scores.get(who, 0)


def _enemies_by_points(state, fid, who_has) -> list[str]:
    """Enemies for which ``who_has`` holds, the most points first, then setup priority (2.2)."""
    order = rb.players_by_priority(state, [f for f in state.factions if f != fid and who_has(f)])
    return sorted(order, key=lambda f: (-_points(state, f), order.index(f)))


def _kind_of(state, owner, piece):
    return state.law.kinds.get((owner, piece))


def _convert(state, fid, ctx, ordered):
    """8.4.2.I: in an ordered clearing, an enemy warrior replaced by a Lizard warrior; the player
    first (most points, 8.4.2.I.a; 2.2), then the clearing (most enemy buildings, 8.4.2.I.b;
    2.1); the next target when the removal or placement is not legal (2.3)."""
    from rootboard.game.actions import Remove
    from rootboard.game.kinds import WARRIOR
    from rootboard.game.placement import PieceRequest

    def has_warrior(f):
        return any(state.count(c, (f, WARRIOR)) for c in ordered)

    for who in _enemies_by_points(state, fid, has_warrior):
        places = [c for c in ordered if state.count(c, (who, WARRIOR))]
        for c in rb.ranked(places, lambda x: _enemy_buildings(state, fid, x)):
            remove, put = Remove(PieceRequest(who, WARRIOR, c), fid), place(fid, "warrior", c, 1)
            if _replace_legal(state, remove, put):
                yield Doing("8.4.2", CONVERTS(who=who, where=c), remove)
                yield Doing("8.4.2", None, put)
                if "fanatics" in ctx.traits:
                    yield from _fanatics(state, fid, ctx, c)
                return True
    return False


def _defenseless_buildings(state, who, c) -> int:
    """``who``'s buildings in ``c`` while none of its warriors stand there (4.3.3.II)."""
    from rootboard.game.kinds import BUILDING, WARRIOR

    if state.count(c, (who, WARRIOR)):
        return 0
    return sum(n for (o, p), n in state.pieces_at(c).items() if o == who and _kind_of(state, o, p) == BUILDING)


def _fanatics(state, fid, ctx, c):
    """Fanatics ([CR] TextFanatics, a chosen trait): after its Convert, a battle in that clearing
    with an extra hit; the defender: the player with the most defenseless buildings there, then
    the most points, then setup priority (2.2); the next when not legal (2.3)."""
    from rootboard.game.battle.resolution import Battle

    present = [f for f in state.factions if f != fid and rb.pieces_of(state, f, c)]
    order = rb.players_by_priority(state, present)
    ranked = sorted(order, key=lambda f: (-_defenseless_buildings(state, f, c), -_points(state, f), order.index(f)))
    rolls = ctx.roll()
    found = rb.first_legal((_answered(state, Battle(fid, who, c, rolls=rolls, effects=("fanatics",)))
                            for who in ranked), lambda b: b.check(state).legal)
    if found is None:
        if rolls:
            ctx.rolls.insert(0, rolls)
        yield Doing("8.4.2", NO_FANATICS(where=c))
        return
    yield Doing("8.4.2", FANATICS(who=found.defender, where=c), found)


def _sanctify(state, fid, ctx, ordered):
    """8.4.2.III: in an ordered clearing, an enemy building replaced by a garden of the clearing's
    printed suit; the player first (most points, 8.4.2.III.a; 2.2), then the clearing (fewest
    enemy warriors, 8.4.2.III.b; 2.1); the next target when not legal (2.3)."""
    from rootboard.game.actions import Remove, Score
    from rootboard.game.factions.lizards.actions import SCORES_REMOVED
    from rootboard.game.kinds import BUILDING
    from rootboard.game.placement import PieceRequest

    def buildings_of(f, c):
        return [p for (o, p), n in state.pieces_at(c).items() if o == f and n and _kind_of(state, o, p) == BUILDING]

    for who in _enemies_by_points(state, fid, lambda f: any(buildings_of(f, c) for c in ordered)):
        places = [c for c in ordered if buildings_of(who, c)]
        for c in rb.ranked(places, lambda x: -_enemy_warriors(state, fid, x)):
            garden = f"{state.suits.get(c)}-garden"
            if not state.supply.get((fid, garden), 0):
                continue
            for piece in sorted(buildings_of(who, c)):
                remove, put = Remove(PieceRequest(who, piece, c), fid), place(fid, garden, c, 1)
                if _replace_legal(state, remove, put):
                    yield Doing("8.4.2", SANCTIFIES(who=who, piece=piece, where=c), remove)
                    yield Doing("8.4.2", None, put)
                    # An enemy building removed scores 1 VP (3.2.1); a removal leaves it to the table.
                    yield Doing("8.4.2", SCORES_REMOVED(), Score(fid, 1))
                    return True
    return False


def _crusade(state, fid, ctx, ordered):
    """8.4.2.II: a battle in each ordered clearing with two or more Lizard warriors, by priority
    (2.4); the defender: the player there with the most points (8.4.2.II.a), then setup
    priority (2.2); the next when that battle is not legal (2.3)."""
    from rootboard.game.battle.resolution import Battle

    fought = removed_tokens = False
    for c in rb.by_priority(ordered):
        if rb.warriors(state, fid, c) < 2:
            continue
        present = [f for f in state.factions if f != fid and rb.pieces_of(state, f, c)]
        rolls = ctx.roll()
        found = rb.first_legal((_answered(state, Battle(fid, who, c, rolls=rolls))
                                for who in _enemies_by_points(state, fid, lambda f: f in present)),
                               lambda b: b.check(state).legal)
        if found is None:
            if rolls:
                ctx.rolls.insert(0, rolls)  # not rolled: the dice are the next battle's
            continue
        fought = True
        tokens = _enemy_tokens(state, fid, c)
        yield Doing("8.4.2", CRUSADES(who=found.defender, where=c), found)
        removed_tokens |= _enemy_tokens(state, fid, c) < tokens
    if removed_tokens and "spiteful" in ctx.traits:  # [CR] TextSpiteful: once per Crusade
        from rootboard.game.actions import Score

        yield Doing("8.4.2", SPITEFUL(), Score(fid, SPITEFUL_POINTS))
    return fought


def _enemy_tokens(state, fid, c) -> int:
    from rootboard.game.kinds import MAP, TOKEN

    return sum(n for (o, p), n in state.pieces_at(c).items() if o not in (fid, MAP) and _kind_of(state, o, p) == TOKEN)


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


def _enemy_warriors(state, fid, c) -> int:
    from rootboard.game.kinds import MAP, WARRIOR

    return sum(n for (owner, piece), n in state.pieces_at(c).items() if owner not in (fid, MAP) and piece == WARRIOR)


def _replace_legal(state, remove, put) -> bool:
    """A replace is completed or not taken (16.6.21): the removal legal, and the placement legal
    on the position the removal leaves (the keep, an open slot)."""
    if not remove.check(state).legal:
        return False
    scratch = state.position_copy()
    scratch.apply(remove.edits(scratch))
    return put.check(scratch).legal


CONSPIRE = {"convert": _convert, "crusade": _crusade, "sanctify": _sanctify}


def _bird_ritual(state, fid, ctx):
    """A bird ([CR] Rituals): a warrior from the clearing with the most Lizard warriors (ties by
    priority, 2.1) to the Acolytes box; Martyrs ([CR] TextMartyrs): one from the supply too."""
    from rootboard.game.bots.lizards.actions import BotAcolyte

    held = [c for c in rb.clearings(state) if rb.warriors(state, fid, c)]
    if held:
        where = rb.ranked(held, lambda c: rb.warriors(state, fid, c))[0]
        yield Doing("8.5.2", BIRD_RITUAL(where=where), BotAcolyte(fid, where))
    else:
        yield Doing("8.5.2", NO_BIRD_RITUAL())
    if "martyrs" in ctx.traits:
        martyr = BotAcolyte(fid)
        if martyr.check(state).legal:
            yield Doing("8.5.2", MARTYRS(), martyr)


def _suit_ritual(state, fid, suit):
    """A suit ([CR] Rituals; 8.5.1 [RDB]): a warrior in a clearing of that suit, ties: one with
    an open building slot, then the most enemy buildings, then priority (8.5.1.I, 2.1; 2.3 the
    next when the placement is not legal); then, if it rules there, a matching garden."""
    from rootboard.game.placement import open_slots
    from rootboard.game.rules import ruler

    of_suit = [c for c in rb.clearings(state) if state.suits.get(c) == suit]
    ranked = rb.ranked(of_suit, lambda c: open_slots(state, c) > 0, lambda c: _enemy_buildings(state, fid, c))
    found = rb.first_legal((place(fid, "warrior", c, 1) for c in ranked), lambda a: a.check(state).legal)
    if found is None:
        yield Doing("8.5.1", NO_SUIT_RITUAL(suit=suit))
        return
    where = found.request.where
    yield Doing("8.5.1", SUIT_RITUAL(suit=suit, where=where), found)
    garden = place(fid, f"{suit}-garden", where, 1)
    if ruler(state, where) == fid and garden.check(state).legal:
        yield Doing("8.5.1", GARDEN(where=where, suit=suit), garden)


def _enemy_buildings(state, fid, c) -> int:
    from rootboard.game.kinds import BUILDING, MAP

    kinds = state.law.kinds
    return sum(n for (owner, piece), n in state.pieces_at(c).items()
               if owner not in (fid, MAP) and kinds.get((owner, piece)) == BUILDING)


def _scored_suit(state, order) -> str:
    """The order's track; for a bird order the track of most points (unconfirmed: [CR] names no
    track, [RDB]'s 8.6.1 is cut)."""
    from rootboard.game.factions.lizards.board import score_points
    from rootboard.game.kinds import SUITS

    if order != "bird":
        return order
    return max(SUITS, key=lambda s: (score_points(state, s), -SUITS.index(s)))


def _evening(state, fid, ctx, order):
    """8.6.1-8.6.4 ([CR] Evening): score, discard Lost Souls, return the revealed cards, craft."""
    import math

    from rootboard.game.actions import Score
    from rootboard.game.factions.lizards.board import score_points

    suit = _scored_suit(state, order)
    points = score_points(state, suit)  # the Cult's printed track values (UNCONFIRMED, lizards.board)
    yield Doing("8.6.1", SCORES(points=points, suit=suit), Score(fid, points) if points else None)
    yield Doing("8.6.2", DISCARD_LOST_SOULS())
    yield Doing("8.6.3", RETURN_REVEALED())
    yield rb.craft_order(state, fid, ctx.item, "8.6.4", CRAFTS, NOT_AVAILABLE, NO_ITEM)
    if ctx.difficulty == "nightmare":  # [CR] Difficulty: Nightmare, "one per two players (rounded up)"
        extra = math.ceil(len(state.factions) / 2)
        yield Doing("8.6.4", NIGHTMARE(points=extra), Score(fid, extra))
    if "erratic" in ctx.traits:  # [CR] TextErratic: "at the end of your turn"
        yield Doing("8.6.4", ERRATIC())
