"""The Drillbit Duchy's turn ([CR] "Drillbit Duchy" Birdsong, Daylight, Evening), step by step.

Sources, beside each step: [CR] Vagabottos/clockroot en-US.json "SpecificBirdsong/Daylight/
Evening.Drillbit Duchy" and "SpecificDifficulty.Drillbit Duchy", models/duchy.ts (commit
7327f0b), the one text found. Its chapter is the Law of Rootbotics' 10 ([RDB] the Law's table
of contents, therootdatabase.com/law-of-root/en); the chapter's own text was not among the stored
pages (the queries run are listed in docs/guide/bots.md), so its sub-sections follow the layout
every bot chapter read shares (x.4 Birdsong: x.4.1 Set Order, x.4.2 Craft, x.4.3 Recruit; x.5
Daylight; x.6 Evening, chapters 4, 8, 11 [RDB]) with [CR]'s steps in [CR]'s order:
10.5.1 Dig, 10.5.2 Battle, 10.5.3 Build, 10.5.4 Ministers; 10.6.1 Rally, 10.6.2 Score,
10.6.3 Sway, 10.6.4 Discard. Those sub-numbers are unconfirmed. Ties left by its own rules are broken by 2.1-2.4 (rootboard.game.bots.rootbotics).

Each doing is the game's own action: warriors, tunnels and buildings placed (``place``, the
Burrow an area like a clearing, 12.2.2), moves (``move``, through its tunnels), battles
(``battle``), warriors taken off the map (``remove``), points (``score``); its crowns on its
ministers are its own action (``bot-duchy-sway``, rootboard.game.bots.duchy.actions).
"""

from __future__ import annotations

from rootboard.board.topology import BURROW
from rootboard.game import terms as _terms  # noqa: F401  the words its messages name (piece, suit, area)
from rootboard.game.bots import rootbotics as rb
from rootboard.game.bots.play import Doing
from rootboard.game.unconfirmed import DRILLBIT_DUCHY
from rootboard.messages import Template

BIRDSONG_STEP = Template("turn-step.drillbit-duchy.birdsong", "reveal the order card, craft it, recruit into the Burrow")
DAYLIGHT_STEP = Template("turn-step.drillbit-duchy.daylight", "dig, battle, build, ministers")
EVENING_STEP = Template("turn-step.drillbit-duchy.evening", "rally, score, sway, discard the order")

STEPS = rb.turn_steps("10", BIRDSONG_STEP, DAYLIGHT_STEP, EVENING_STEP)  # 10.4-10.6

# The order card, said as every bot that draws one says it (rootboard.game.bots.rootbotics).
ORDER, ORDER_BIRD = rb.ORDER, rb.ORDER_BIRD_EVERYWHERE
NOT_AVAILABLE, NO_ITEM = rb.NOT_AVAILABLE, rb.NO_ITEM
CRAFTS = Template("bot.duchy.craft", "the order card shows {item:item}, still in the item supply: it crafts it and "
                  "scores 1 VP")
RECRUITS = Template("bot.duchy.recruit", "it recruits {count} warrior into the Burrow: {base} for its difficulty, plus "
                    "one per citadel on the map",
                    plural="it recruits {count} warriors into the Burrow: {base} for its difficulty, plus one per "
                    "citadel on the map", count="count")
NO_RECRUIT = Template("bot.duchy.no-recruit", "no warrior is left in its supply: nobody is recruited")
DIGS = Template("bot.duchy.dig", "it digs a tunnel in {where:area}, an ordered clearing with no tunnel and no Duchy "
                "building, and moves {count} warriors there from the Burrow",
                plural="it digs a tunnel in {where:area}, an ordered clearing with no tunnel and no Duchy building, "
                "and moves {count} warriors there from the Burrow", count="count")
TUNNEL_MOVED = Template("bot.duchy.tunnel-moved", "no tunnel is left in its supply: it takes the one in {where:area}, "
                        "the clearing with a tunnel and the fewest Duchy warriors")
NO_DIG_BURROW = Template("bot.duchy.no-dig-burrow", "the Burrow holds {have} warrior, fewer than {need}: no dig",
                         plural="the Burrow holds {have} warriors, fewer than {need}: no dig", count="have")
NO_DIG_PLACE = Template("bot.duchy.no-dig-place", "no ordered clearing is without a tunnel and a Duchy building: no dig")
BATTLES = Template("bot.duchy.battle", "it battles {who:faction} in {where:area}: the player with the most buildings "
                   "there, then the most pieces, then the most victory points, then setup order")
NO_BATTLE = Template("bot.duchy.no-battle", "no ordered clearing holds its warriors and an enemy piece: no battle")
BUILDS = Template("bot.duchy.build", "it builds {building:piece.a} in {where:area}, the clearing it rules with an open "
                  "slot and the most Duchy warriors ({supply} warriors in its supply: a citadel from nine)")
NO_BUILD = Template("bot.duchy.no-build", "it cannot place the building, one still on its track: it scores 1 VP")
NONE_TO_BUILD = Template("bot.duchy.none-to-build", "no citadel or market is left on its tracks: nothing is built")
INVADERS = Template("bot.duchy.invaders", "Invaders: no building slot is open where it rules, so it battles in each "
                    "clearing instead")
NO_MINISTER = Template("bot.duchy.no-minister", "no minister is swayed: no minister acts")
MINISTER_ACTS = Template("bot.duchy.minister", "the {minister:minister} acts (swayed ministers act from top to bottom)")
FOREMOLE = Template("bot.duchy.foremole", "the Foremole's mole was counted in Birdsong's recruit")
CAPTAIN = Template("bot.duchy.captain", "the Captain: an extra hit as attacker where a tunnel is, in each battle")
MARSHAL = Template("bot.duchy.marshal", "a warrior in {where:area}, the clearing with a Duchy building and the fewest "
                   "Duchy warriors")
NO_MARSHAL = Template("bot.duchy.no-marshal", "no clearing with a Duchy building takes a warrior: nothing is placed")
MAYOR = Template("bot.duchy.mayor", "a warrior removed from {where:area}, the clearing it rules with the most Duchy "
                 "warriors: 1 VP")
NO_MAYOR = Template("bot.duchy.no-mayor", "it rules no clearing with its warriors: nothing is removed")
PER_PIECE = Template("bot.duchy.per-piece", "{count} {piece:pieces} on the map: {count} VP",
                     plural="{count} {piece:pieces} on the map: {count} VP", count="count")
DUCHESS = Template("bot.duchy.duchess", "all three tunnels are on the map: {points} VP")
NO_DUCHESS = Template("bot.duchy.no-duchess", "not all three tunnels are on the map: no points")
RALLIES = Template("bot.duchy.rally", "{count} warrior in {origin:area} (no Duchy building, two or fewer warriors) "
                   "rallies to {to:area}, the adjacent clearing with a Duchy building and the fewest Duchy warriors",
                   plural="{count} warriors in {origin:area} (no Duchy building, two or fewer warriors) rally to "
                   "{to:area}, the adjacent clearing with a Duchy building and the fewest Duchy warriors",
                   count="count")
RALLY_HOME = Template("bot.duchy.rally-home", "{count} warrior in {origin:area} has no adjacent clearing with a Duchy "
                      "building: it goes to the Burrow",
                      plural="{count} warriors in {origin:area} have no adjacent clearing with a Duchy building: they "
                      "go to the Burrow", count="count")
RETURNS = Template("bot.duchy.return", "it rules {origin:area}: all but four of its warriors there, {count}, go to the "
                   "Burrow", plural="it rules {origin:area}: all but four of its warriors there, {count}, go to the "
                   "Burrow", count="count")
NO_RALLY = Template("bot.duchy.no-rally", "no warrior rallies and no clearing it rules holds more than four of its "
                    "warriors")
SCORES = Template("bot.duchy.score", "it scores {count} VP, one per market on the map",
                  plural="it scores {count} VP, one per market on the map", count="count")
SWAY = Template("bot.duchy.sway", "it sways the {minister:minister}, the topmost unswayed minister of the order's "
                "suit (none, or a bird order: the bottommost unswayed)")
ALL_SWAYED = Template("bot.duchy.all-swayed", "every minister is swayed: nobody is swayed")
NIGHTMARE = Template("bot.duchy.nightmare", "Nightmare: it scores {count} VP, one per two players, rounded up",
                     plural="Nightmare: it scores {count} VP, one per two players, rounded up", count="count")
DISCARDS = Template("bot.duchy.discard", "the order card is discarded")

# Printed values, [CR] only: unconfirmed (rootboard.game.unconfirmed.DRILLBIT_DUCHY, with their source).
RECRUITED = DRILLBIT_DUCHY["recruited"]
DIG_NEEDS, OVERWHELM_NEEDS, BRIGADIER_NEEDS = (DRILLBIT_DUCHY[k] for k in ("dig", "overwhelm_dig", "brigadier_dig"))
CITADEL_FROM = DRILLBIT_DUCHY["citadel_from"]
STAYS = DRILLBIT_DUCHY["stays"]
RALLY_AT_MOST = DRILLBIT_DUCHY["rally_at_most"]
DUCHESS_POINTS = DRILLBIT_DUCHY["duchess_points"]
CITADEL, MARKET = "citadel", "market"


def candidates(state, step):
    return []  # a bot has no choices to offer: 'rootboard bot' plays its turn


def legal(state, action) -> bool:
    """Whether ``action`` would be played now, judged as the game judges it (its check, the
    factions' bars such as the keep's, the turn): 2.3 passes over a target it is not. A face-up
    snare is no bar to its targets: bots ignore snares when targeting, and the turn removes the
    snare in place of placing there or moving out (Law of Rootbotics 11.8.2, Faction.bot_instead)."""
    from rootboard.game.law import rules_for
    from rootboard.game.replay import perform

    fid = getattr(getattr(action, "request", None), "faction", None)
    if fid is not None and any(f.bot_instead(state, fid, action) is not None for f in rules_for(state).present(state)):
        return True
    return perform(state, action, "enforce", dry_run=True).verdict.legal


def place(fid, piece, where, count):
    from rootboard.game.actions import Place
    from rootboard.game.placement import PieceRequest

    return Place(PieceRequest(fid, piece, where, count))


def remove(fid, piece, where, count):
    from rootboard.game.actions import Remove
    from rootboard.game.placement import PieceRequest

    return Remove(PieceRequest(fid, piece, where, count))


def move(fid, origin, to, count):
    from rootboard.game.actions import Move
    from rootboard.game.movement import MoveRequest

    return Move(MoveRequest(fid, origin, to, count))


def turn(state, fid: str, ctx):
    """Its turn as doings, each seeing the position the ones before left (2.4)."""
    from rootboard.game.actions import AdvancePhase, EndTurn, Score

    order = ctx.orders[0]
    yield Doing("10.4.1", ORDER_BIRD() if order == "bird" else ORDER(suit=order))  # [CR] RevealOrder
    # [CR] CraftOrder: 1 VP if it shows an available item
    yield rb.craft_order(state, fid, ctx.item, "10.4.2", CRAFTS, NOT_AVAILABLE, NO_ITEM)
    yield from _recruit(state, fid, ctx)
    yield Doing("10.5", _phase_said("daylight"), AdvancePhase("daylight", walk=True))
    for _ in range(2 if "overwhelm" in ctx.traits else 1):  # [CR] TextOverwhelm: dig twice
        yield from _dig(state, fid, ctx, order)
    yield from _battles(state, fid, ctx, ordered(state, order), "10.5.2")
    yield from _build(state, fid, ctx)
    yield from _ministers(state, fid, ctx, order)
    yield Doing("10.6", _phase_said("evening"), AdvancePhase("evening", walk=True))
    yield from _rally(state, fid, order)
    markets = _on_map(state, fid, MARKET)  # [CR] Score: one per market on the map
    yield Doing("10.6.2", SCORES(count=markets), Score(fid, markets) if markets else None)
    yield from _sway(state, fid, order)
    if ctx.difficulty == "nightmare":  # [CR] SpecificDifficulty Nightmare: "at the end of Evening", one per two players, rounded up
        points = -(-len(state.factions) // 2)
        yield Doing("10.6.4", NIGHTMARE(count=points), Score(fid, points))
    yield Doing("10.6.4", DISCARDS(), EndTurn(walk=True))  # [CR] Discard


def _phase_said(phase):
    from rootboard.game.turns.check import PHASE_STEP

    return PHASE_STEP(phase=phase)


def ordered(state, suit: str) -> list[int]:
    return [c for c in rb.clearings(state) if suit == "bird" or state.suits.get(c) == suit]


def _supply(state, fid, piece="warrior") -> int:
    return state.supply.get((fid, piece), 0)


def _on_map(state, fid, piece) -> int:
    return sum(state.count(c, (fid, piece)) for c in rb.clearings(state))


def _buildings_at(state, fid, c) -> int:
    return state.count(c, (fid, CITADEL)) + state.count(c, (fid, MARKET))


def _enemy_of_kind(state, fid, c, kinds) -> int:
    from rootboard.game.kinds import MAP

    law_kinds = state.law.kinds
    return sum(n for (owner, piece), n in state.pieces_at(c).items()
               if owner not in (fid, MAP) and law_kinds.get((owner, piece)) in kinds)


def _rules(state, fid, c) -> bool:
    from rootboard.game.rules import ruler

    return ruler(state, c) == fid


# --- Birdsong -------------------------------------------------------------------------------

def _recruit(state, fid, ctx):
    """[CR] RecruitOrder and SpecificDifficulty: its difficulty's warriors plus one per mole
    showing, into the Burrow. A mole shows for each citadel on the map, four with all three
    (duchy.ts birdsong), and one more with the Foremole swayed ([CR] Ministers.Foremole)."""
    from rootboard.game.factions.duchy.board import swayed

    base = RECRUITED[ctx.difficulty]
    citadels = _on_map(state, fid, CITADEL)
    moles = (4 if citadels == 3 else citadels) + (1 if "foremole" in swayed(state) else 0)
    n = min(base + moles, _supply(state, fid))
    if n <= 0:
        yield Doing("10.4.3", NO_RECRUIT())
        return
    yield Doing("10.4.3", RECRUITS(count=n, base=base), place(fid, "warrior", BURROW, n))


# --- Daylight -------------------------------------------------------------------------------

def _dig_ties(state, fid, traits, order):
    """The dig's clearing tie ([CR] Dig, DigBird, TextInvaders), each larger better."""
    from rootboard.game.kinds import BUILDING, TOKEN, WARRIOR
    from rootboard.game.placement import open_slots

    fewest_warriors = lambda c: -_enemy_of_kind(state, fid, c, (WARRIOR,))  # noqa: E731
    if "invaders" in traits:
        return (lambda c: _enemy_of_kind(state, fid, c, (BUILDING,)), fewest_warriors)
    if order == "bird":
        return (lambda c: _enemy_of_kind(state, fid, c, (BUILDING, TOKEN)),)
    return (lambda c: open_slots(state, c), fewest_warriors)


def _dig(state, fid, ctx, order, section="10.5.1", need=None, ties=None):
    """[CR] Dig: with four or more warriors in the Burrow (three with Overwhelm), a tunnel in an
    ordered clearing with no tunnel and no Duchy building, and four (three) warriors moved there
    from the Burrow; with no tunnel in supply, the one in the clearing with the fewest Duchy
    warriors is taken ([CR] DigNoTunnel)."""
    from rootboard.game.factions.duchy import TUNNEL

    need = need or (OVERWHELM_NEEDS if "overwhelm" in ctx.traits else DIG_NEEDS)
    have = rb.warriors(state, fid, BURROW)
    if have < need:
        yield Doing(section, NO_DIG_BURROW(have=have, need=need))
        return
    moved = max(need, min(have, DIG_NEEDS))  # the Brigadier's dig of three moves up to four
    places = [c for c in ordered(state, order) if not state.count(c, (fid, TUNNEL)) and not _buildings_at(state, fid, c)]
    places = rb.ranked(places, *(ties or _dig_ties(state, fid, ctx.traits, order)))
    taken = None
    if _supply(state, fid, TUNNEL) == 0:
        tunnels = [c for c in rb.clearings(state) if state.count(c, (fid, TUNNEL))]
        taken = rb.ranked(tunnels, lambda c: -rb.warriors(state, fid, c))[0] if tunnels else None
    for c in places:
        if taken is not None:
            # The tunnel comes off the map first; until then a tunnel cannot be judged placed,
            # so the clearing is judged by a warrior placed there (the bars on its pieces: a keep).
            if not legal(state, remove(fid, TUNNEL, taken, 1)):
                break
            if taken == c or not legal(state, place(fid, "warrior", c, 1)):
                continue
        elif not legal(state, place(fid, TUNNEL, c, 1)):
            continue
        if taken is not None:
            yield Doing(section, TUNNEL_MOVED(where=taken), remove(fid, TUNNEL, taken, 1))
        yield Doing(section, DIGS(where=c, count=moved), place(fid, TUNNEL, c, 1))
        if state.count(c, (fid, TUNNEL)):  # not when a snare was removed instead (11.8.2): no tunnel to go by
            yield Doing(section, None, move(fid, BURROW, c, moved))
        return
    yield Doing(section, NO_DIG_PLACE())


def _defenders(state, fid, where) -> list[str]:
    """[CR] Battle's defender tie: the most buildings, then the most pieces, then the most
    points; then setup priority (2.2)."""
    from rootboard.game.kinds import BUILDING, MAP

    law_kinds = state.law.kinds
    present = {f for (f, _), n in state.pieces_at(where).items() if n and f not in (fid, MAP)}
    order = rb.players_by_priority(state, present)

    def buildings(f):
        return sum(n for (o, p), n in state.pieces_at(where).items() if o == f and law_kinds.get((o, p)) == BUILDING)

    return sorted(order, key=lambda f: (-buildings(f), -rb.pieces_of(state, f, where), -state.scores.get(f, 0),
                                        order.index(f)))


def _battles(state, fid, ctx, clearings, section, none_said=NO_BATTLE):
    """A battle in each of ``clearings`` with its warriors and an enemy, by priority (2.4), against
    the first legal defender (2.3)."""
    from rootboard.game.battle.resolution import Battle
    from rootboard.game.bots.marquise.turn import _answered

    fought = False
    for c in rb.by_priority(clearings):
        if not rb.warriors(state, fid, c):
            continue
        rolls = ctx.roll()
        effects = ("captain-tunnel",) if _captain_hits(state, fid, c) else ()
        battle = rb.first_legal((_answered(state, Battle(fid, who, c, rolls=rolls, effects=effects))
                                 for who in _defenders(state, fid, c)), lambda b: legal(state, b))
        if battle is None:
            if rolls:
                ctx.rolls.insert(0, rolls)  # not rolled: the dice are the next battle's
            continue
        fought = True
        yield Doing(section, BATTLES(who=battle.defender, where=c), battle)
    if not fought:
        yield Doing(section, none_said())


def _captain_hits(state, fid, c) -> bool:
    from rootboard.game.factions.duchy import TUNNEL
    from rootboard.game.factions.duchy.board import swayed

    return "captain" in swayed(state) and bool(state.count(c, (fid, TUNNEL)))


def _build(state, fid, ctx, section="10.5.3"):
    """[CR] Build: in the clearing it rules with the most Duchy warriors (and an open slot), a
    citadel with nine or more warriors in its supply, else a market; 1 VP if it cannot place a
    building while one is in supply. Invaders: with no open slot where it rules, it battles in
    each clearing instead ([CR] TextInvaders)."""
    from rootboard.game.actions import Score
    from rootboard.game.placement import open_slots

    supply = _supply(state, fid)
    building = CITADEL if supply >= CITADEL_FROM else MARKET
    if _supply(state, fid, building) == 0:
        building = MARKET if building == CITADEL else CITADEL  # the one still in supply (unconfirmed reading)
    if _supply(state, fid, building) == 0:
        yield Doing(section, NONE_TO_BUILD())
        return
    ruled = [c for c in rb.clearings(state) if _rules(state, fid, c)]
    places = rb.ranked(ruled, lambda c: rb.warriors(state, fid, c))
    found = rb.first_legal((place(fid, building, c, 1) for c in places), lambda a: legal(state, a))
    if found is not None:
        yield Doing(section, BUILDS(building=building, where=found.request.where, supply=supply), found)
        return
    if "invaders" in ctx.traits and not any(open_slots(state, c) > 0 for c in ruled):
        yield Doing(section, INVADERS())
        yield from _battles(state, fid, ctx, rb.clearings(state), section)
        return
    yield Doing(section, NO_BUILD(), Score(fid, 1))


def _ministers(state, fid, ctx, order):
    """[CR] Ministers: each swayed minister's action, top to bottom ([CR] SpecificExtra)."""
    from rootboard.game.actions import Score
    from rootboard.game.bots.duchy.board import swayed_in_order
    from rootboard.game.factions.duchy import TUNNEL

    ministers = swayed_in_order(state)
    if not ministers:
        yield Doing("10.5.4", NO_MINISTER())
        return
    for minister in ministers:
        yield Doing("10.5.4", MINISTER_ACTS(minister=minister))
        if minister == "foremole":  # an additional mole showing: counted in Birdsong
            yield Doing("10.5.4", FOREMOLE())
        elif minister == "captain":  # his extra hit: the battles' declared effect (rootboard.game.bots.duchy.battle)
            yield Doing("10.5.4", CAPTAIN())
        elif minister == "marshal":
            yield from _marshal(state, fid)
        elif minister == "brigadier":  # dig with three or more, the fox order's clearing tie
            yield from _dig(state, fid, ctx, order, "10.5.4", BRIGADIER_NEEDS, _dig_ties(state, fid, (), "fox"))
        elif minister == "banker":
            yield from _build(state, fid, ctx, "10.5.4")
        elif minister == "mayor":
            yield from _mayor(state, fid)
        elif minister in ("earlofstone", "baronofdirt"):  # one per citadel, per market on the map
            piece = CITADEL if minister == "earlofstone" else MARKET
            n = _on_map(state, fid, piece)
            yield Doing("10.5.4", PER_PIECE(count=n, piece=piece), Score(fid, n) if n else None)
        elif minister == "duchessofmud":
            if _on_map(state, fid, TUNNEL) == 3:
                yield Doing("10.5.4", DUCHESS(points=DUCHESS_POINTS), Score(fid, DUCHESS_POINTS))
            else:
                yield Doing("10.5.4", NO_DUCHESS())


def _marshal(state, fid):
    """[CR] Marshal: a warrior in the clearing with a Duchy building and the fewest Duchy warriors."""
    homes = [c for c in rb.clearings(state) if _buildings_at(state, fid, c)]
    found = rb.first_legal((place(fid, "warrior", c, 1) for c in rb.ranked(homes, lambda c: -rb.warriors(state, fid, c))),
                           lambda a: legal(state, a))
    if found is None:
        yield Doing("10.5.4", NO_MARSHAL())
        return
    yield Doing("10.5.4", MARSHAL(where=found.request.where), found)


def _mayor(state, fid):
    """[CR] Mayor: a warrior removed from the clearing it rules with the most Duchy warriors: 1 VP."""
    from rootboard.game.actions import Score

    ruled = [c for c in rb.clearings(state) if _rules(state, fid, c) and rb.warriors(state, fid, c)]
    if not ruled:
        yield Doing("10.5.4", NO_MAYOR())
        return
    c = rb.ranked(ruled, lambda x: rb.warriors(state, fid, x))[0]
    yield Doing("10.5.4", MAYOR(where=c), remove(fid, "warrior", c, 1))
    yield Doing("10.5.4", None, Score(fid, 1))


def _sway(state, fid, order):
    """[CR] Sway: a crown on the topmost unswayed minister of the order's suit; none such (a bird
    order has none): the bottommost unswayed minister (our reading of "card:bird")."""
    from rootboard.game.bots.duchy.actions import BotSway
    from rootboard.game.bots.duchy.board import to_sway

    minister = to_sway(state, order)
    if minister is None:
        yield Doing("10.6.3", ALL_SWAYED())
        return
    yield Doing("10.6.3", SWAY(minister=minister), BotSway(fid, minister))


# --- Evening --------------------------------------------------------------------------------

def _to_burrow(state, fid, c, n):
    """Warriors taken from a clearing to the Burrow where no tunnel leads: off the map and
    placed in the Burrow (the game's own remove and place)."""
    yield remove(fid, "warrior", c, n)
    yield place(fid, "warrior", BURROW, n)


def _rally(state, fid, order):
    """[CR] Rally: from each ordered clearing with no Duchy building and two or fewer of its
    warriors, all of them to the adjacent clearing with a Duchy building and the fewest Duchy
    warriors (none: to the Burrow); then all but four of its warriors in each clearing it rules
    to the Burrow."""
    from rootboard.game.movement import neighbours

    clearings = set(rb.clearings(state))
    said = False
    for c in rb.by_priority(ordered(state, order)):
        n = rb.warriors(state, fid, c)
        if not n or n > RALLY_AT_MOST or _buildings_at(state, fid, c):
            continue
        targets = [d for d in neighbours(state, c) if d in clearings and _buildings_at(state, fid, d)]
        targets = rb.ranked(targets, lambda d: -rb.warriors(state, fid, d))
        found = rb.first_legal((move(fid, c, d, n) for d in targets), lambda a: legal(state, a))
        said = True
        if found is not None:
            yield Doing("10.6.1", RALLIES(count=n, origin=c, to=found.request.destination), found)
            continue
        first, second = _to_burrow(state, fid, c, n)
        yield Doing("10.6.1", RALLY_HOME(count=n, origin=c), first)
        yield Doing("10.6.1", None, second)
    for c in rb.by_priority(clearings):
        n = rb.warriors(state, fid, c) - STAYS
        if n <= 0 or not _rules(state, fid, c):
            continue
        said = True
        first, second = _to_burrow(state, fid, c, n)
        yield Doing("10.6.1", RETURNS(count=n, origin=c), first)
        yield Doing("10.6.1", None, second)
    if not said:
        yield Doing("10.6.1", NO_RALLY())
