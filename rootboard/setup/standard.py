"""Standard Setup (5.1): the map, the first player, then every faction in setup order.

Each faction's setup is a small script of its own (its "Faction Setup" section: 6.3, 7.3,
...), choosing only what its section leaves to the player and placing the rest at once.
Every offered clearing is checked by the game's own placement rules (slots 2.2.3, the keep
6.2.2, ...), so a choice the rules forbid is refused with the rule's own section; on top of
that the corner rule (a corner that is no other player's starting corner and, if possible,
diagonally opposite one) is applied with the Law's fallback.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

import rootboard.game.terms  # noqa: F401  (the terms these messages use)
from rootboard.game.pieces import FACTIONS, PAWN, RELICS, WARRIOR
from rootboard.game.placement import PieceRequest, check_place
from rootboard.game.newgame import new_game
from rootboard.game.state import SUPPLY, shift
from rootboard.messages import Message, Template
from rootboard.setup import places
from rootboard.setup.board_step import suit_step
from rootboard.setup.engine import Context, Option, Step, options

# Standard Setup order A, B, C... (5.1.7), as the setup tools print it (unconfirmed letters).
SETUP_ORDER = ("marquise", "eyrie", "alliance", "vagabond", "vagabond2", "lizards", "riverfolk", "duchy",
               "corvids", "hundreds", "keepers")


# The factions whose Standard Setup starts them in a corner clearing (6.3.2, 7.3.2, 10.3.2,
# 12.3.3, 14.3.2, 15.3.2): with five or more of them, Advanced Setup is required (5).
CORNER_STARTS = frozenset({"marquise", "eyrie", "lizards", "duchy", "hundreds", "keepers"})


def starts_in_a_corner(fid: str) -> bool:
    return fid in CORNER_STARTS


@dataclass(frozen=True)
class SetupConfig:
    factions: tuple[str, ...]  # in seating order, clockwise
    suits: str | None = None  # printed | random | balanced; None: ask
    first: str | None = None  # the first player's faction; None: ask (or chosen at random)


# --- messages ------------------------------------------------------------------------------------

ASK_FIRST = Template("setup.first.ask", "Who takes the first turn? The Law has it chosen at random")
FIRST = Template("setup.first", "{who:faction} takes the first turn; play goes clockwise")
PLACED = Template("setup.placed", "{who:faction}: {what} in {at:area}")
PIECES = Template("setup.pieces", "{count} {piece:piece}", plural="{count} {piece:pieces}", count="count")
ASK_CORNER = Template("setup.corner.ask", "{who:faction}: choose a starting corner")
TAKEN = Template("setup.corner.taken", "{at:area} is {owner:faction}'s starting corner")
NOT_OPPOSITE = Template("setup.corner.not-opposite",
                        "{at:area} is not diagonally opposite a starting corner, and {free:area} is")
NOT_A_CORNER = Template("setup.corner.not-a-corner", "{at:area} is not a corner clearing")
CORNER_OK = Template("setup.corner.ok", "{who:faction} starts in {at:area}")
ASK_KEEP = Template("setup.keep.ask", "Marquise: choose the corner for the keep")
ASK_BUILDING = Template("setup.building.ask", "{who:faction}: where does the {piece:piece} go?")
NOT_NEAR_KEEP = Template("setup.building.not-near-keep", "{at:area} is neither the keep's clearing nor adjacent to it")
ASK_CHARACTER = Template("setup.character.ask", "{who:faction}: choose a character card")
CHARACTER_TAKEN = Template("setup.character.taken", "the {character:character} is {owner:faction}'s: two Vagabonds "
                           "play two different characters")
CHARACTER_CHOSEN = Template("setup.character.chosen", "{who:faction} plays the {character:character}")
ASK_FOREST = Template("setup.forest.ask", "{who:faction}: choose a forest for the pawn")
IN_FOREST = Template("setup.forest.ok", "the {who:faction} starts in {at:area}")
ASK_RIVER = Template("setup.river.ask", "Riverfolk: warrior {n} of 4 goes to a clearing on the river")
NOT_RIVER = Template("setup.river.not-river", "{at:area} is not on the river")
ASK_SUIT_CLEARING = Template("setup.suit-clearing.ask", "Corvids: a warrior in a {suit:suit} clearing")
WRONG_SUIT = Template("setup.suit-clearing.wrong", "{at:area} is not a {suit:suit} clearing")
ASK_OUTCAST = Template("setup.outcast.ask", "Lizard Cult: the Outcast marker goes on which suit?")
OUTCAST = Template("setup.outcast", "the Outcast is {suit:suit}")
ASK_EDGE_NEIGHBOUR = Template("setup.keepers.edge.ask",
                              "Keepers: 4 more warriors in a map-edge clearing adjacent to {at:area}")
NOT_EDGE_NEIGHBOUR = Template("setup.keepers.not-edge-neighbour",
                              "{at:area} is not a map-edge clearing adjacent to {corner:area}")
RUIN_ITEMS = Template("setup.ruin-items", "put the four R items (bag, boot, hammer, sword) under the ruins, "
                      "shuffled, one each")
SECOND_RUIN_ITEMS = Template("setup.ruin-items.second", "two Vagabonds: add the second set of R items, two "
                             "random items under each ruin")
SUPPORTERS = Template("setup.alliance.supporters", "Alliance: draw 3 cards face down as supporters")
NOTHING = Template("setup.nothing", "{who:faction} places nothing on the map")


def script(ctx: Context):
    """Standard Setup, start to end."""
    config: SetupConfig = ctx.config
    layout = yield from suit_step(ctx, standard=True)
    first = config.first
    if first is None:
        first = yield Step("seats.first", "faction", ASK_FIRST("5.1"),
                           tuple(Option(f, True, FIRST("5.1", who=f)) for f in config.factions))
    seats = list(config.factions)
    turn_order = seats[seats.index(first):] + seats[:seats.index(first)]
    ctx.state = new_game(ctx.topology.board.name, turn_order, seed=ctx.seed)
    ctx.state.suits = dict(layout)
    ctx.say(FIRST("5.1", who=first))
    for fid in sorted(config.factions, key=SETUP_ORDER.index):
        yield from FACTION_SETUPS[fid](ctx, fid)


# --- shared pieces of faction setups ---------------------------------------------------------------

def place(ctx: Context, fid: str, piece: str, where, count: int = 1, say: bool = True) -> Message | None:
    """Place pieces from the supply; the refusal, if the rules refuse (nothing placed)."""
    verdict = check_place(ctx.state, PieceRequest(fid, piece, where, count))
    if not verdict.legal:
        return verdict.message
    ctx.apply([shift((fid, FACTIONS[fid].piece(piece).name), SUPPLY, where, count)])
    if say:
        ctx.say(PLACED(FACTIONS[fid].chapter, who=fid, what=PIECES(count=count, piece=piece), at=where))
    return None


def can_place(ctx: Context, fid: str, pieces: Iterable[tuple[str, int]], where) -> Message | None:
    """Why ``pieces`` cannot all go in ``where`` now, or None (16.1.8.II.a: a homeland must
    take every piece the setup lists)."""
    for piece, count in pieces:
        verdict = check_place(ctx.state, PieceRequest(fid, piece, where, count))
        if not verdict.legal:
            return verdict.message
    return None


def starting_corners(ctx: Context) -> dict[int, str]:
    return {c: owner for owner, homes in ctx.homelands.items() for c in homes if c in places.corners(ctx.topology)}


def corner_step(ctx: Context, fid: str, pieces, section: str):
    """The corner rule: a corner that is no other player's starting corner and, if possible,
    diagonally opposite a starting corner (5.1, the factions' setup sections). ``pieces``: what
    goes there, or a function of the corner giving it (a garden takes its clearing's suit)."""
    topology = ctx.topology
    pieces_at = pieces if callable(pieces) else (lambda _corner: pieces)
    taken = starting_corners(ctx)
    free = [c for c in places.corners(topology) if c not in taken]
    opposite_free = [c for c in free if places.opposite_corner(topology, c) in taken]

    def refusal(c):
        if c in taken:
            return TAKEN(section, at=c, owner=taken[c])
        blocked = can_place(ctx, fid, pieces_at(c), c)
        if blocked is not None:
            return blocked
        if opposite_free and c not in opposite_free:
            return NOT_OPPOSITE(section, at=c, free=opposite_free[0])
        return None

    corner = yield Step(f"{fid}.corner", "clearing", ASK_CORNER(section, who=fid),
                        options(places.corners(topology), refusal, lambda c: CORNER_OK(section, who=fid, at=c)), fid)
    for piece, count in pieces_at(corner):
        place(ctx, fid, piece, corner, count)
    ctx.homelands.setdefault(fid, []).append(corner)
    return corner


def adjacent_each(ctx: Context, fid: str, centre: int, count: int) -> None:
    """``count`` warriors in each clearing adjacent to ``centre``, where they can go (1.5.4:
    place what you can)."""
    for c in sorted(places.open_neighbours(ctx.topology, centre)):
        place(ctx, fid, WARRIOR, c, count)


def ruin_items(ctx: Context, fid: str) -> None:
    """The R items go under the ruins once, whoever needs them first (9.3.4, 14.3.3); a
    second Vagabond adds the second set, two per ruin (9.7.1)."""
    sets = ctx.data.setdefault("ruin_item_sets", [])
    if not sets:
        ctx.say(RUIN_ITEMS("9.3.4", "14.3.3"))
    elif FACTIONS[fid].vagabond and not any(FACTIONS[f].vagabond for f in sets):
        pass  # the Hundreds put them there; the first Vagabond needs no other set
    elif FACTIONS[fid].vagabond:
        ctx.say(SECOND_RUIN_ITEMS("9.7.1"))
    else:
        return
    sets.append(fid)


# --- each faction --------------------------------------------------------------------------------------

def marquise(ctx: Context, fid: str):
    """6.3.2-6.3.4: the keep in any corner; a warrior everywhere but the opposite corner; a
    sawmill, a workshop and a recruiter in the keep's clearing or next to it."""
    taken = starting_corners(ctx)
    keep = yield Step("marquise.keep", "clearing", ASK_KEEP("6.3.2"), options(
        places.corners(ctx.topology),
        lambda c: TAKEN("6.3.2", at=c, owner=taken[c]) if c in taken else can_place(ctx, fid, [("keep", 1)], c),
        lambda c: CORNER_OK("6.3.2", who=fid, at=c)), fid)
    place(ctx, fid, "keep", keep)
    ctx.homelands.setdefault(fid, []).append(keep)
    opposite = places.opposite_corner(ctx.topology, keep)
    for c in sorted(ctx.topology.board.clearings):
        if c != opposite:
            place(ctx, fid, WARRIOR, c, 1, say=False)
    ctx.say(PLACED("6.3.3", who=fid, what=PIECES(count=1, piece=WARRIOR), at=tuple(
        c for c in sorted(ctx.topology.board.clearings) if c != opposite)))
    near = [keep, *sorted(places.open_neighbours(ctx.topology, keep))]
    for building in ("sawmill", "workshop", "recruiter"):
        where = yield Step(f"marquise.{building}", "clearing", ASK_BUILDING("6.3.4", who=fid, piece=building),
                           options(sorted(ctx.topology.board.clearings),
                                   lambda c: NOT_NEAR_KEEP("6.3.4", at=c) if c not in near
                                   else can_place(ctx, fid, [(building, 1)], c),
                                   lambda c: PLACED("6.3.4", who=fid, what=PIECES(count=1, piece=building), at=c)),
                           fid)
        place(ctx, fid, building, where)


def eyrie(ctx: Context, fid: str):
    """7.3.2: a roost and 6 warriors in a corner (the corner rule)."""
    yield from corner_step(ctx, fid, [("roost", 1), (WARRIOR, 6)], "7.3.2")


def alliance(ctx: Context, fid: str):
    """8.3: nothing on the map; three supporters from the deck."""
    ctx.say(NOTHING("8.3", who=fid))
    ctx.say(SUPPORTERS("8.3.3"))
    return
    yield  # a script with no choice is still a generator


def vagabond(ctx: Context, fid: str):
    """9.3.2, 9.3.4: the pawn in any forest; the R items under the ruins."""
    forests = sorted(ctx.topology.forests)
    where = yield Step(f"{fid}.forest", "forest", ASK_FOREST("9.3.2", who=fid), options(
        forests, lambda f: can_place(ctx, fid, [(PAWN, 1)], f), lambda f: IN_FOREST("9.3.2", who=fid, at=f)), fid)
    place(ctx, fid, PAWN, where)
    ruin_items(ctx, fid)


def vagabond_standard(ctx: Context, fid: str):
    """9.3.1: the Vagabond chooses a character card (two Vagabonds, two different ones) and
    takes its starting items (9.3.5); then his pawn and the ruin items (9.3.2, 9.3.4)."""
    from rootboard.game.vagabond import CHARACTERS, vagabond_board_edits

    chosen = ctx.data.setdefault("characters", {})
    taken = {c: other for other, c in chosen.items() if other != fid}
    character = yield Step(f"{fid}.character", "character", ASK_CHARACTER("9.3.1", who=fid), options(
        CHARACTERS, lambda c: CHARACTER_TAKEN("9.7.1", character=c, owner=taken[c]) if c in taken else None,
        lambda c: CHARACTER_CHOSEN("9.3.1", who=fid, character=c)), fid)
    chosen[fid] = character
    ctx.apply(vagabond_board_edits(ctx.state, fid, character))
    ctx.say(CHARACTER_CHOSEN("9.3.1", who=fid, character=character))
    yield from vagabond(ctx, fid)


def lizards(ctx: Context, fid: str):
    """10.3.2: 4 warriors and a garden of the clearing's suit in a corner (corner rule), a
    warrior in each adjacent clearing; 10.3.3: the Outcast on any suit."""
    corner = yield from _corner_with_garden(ctx, fid)
    adjacent_each(ctx, fid, corner, 1)
    suit = yield Step("lizards.outcast", "suit", ASK_OUTCAST("10.3.3"),
                      tuple(Option(s, True, OUTCAST("10.3.3", suit=s)) for s in ("fox", "mouse", "rabbit")), fid)
    ctx.say(OUTCAST("10.3.3", suit=suit))


def _corner_with_garden(ctx: Context, fid: str):
    suits = ctx.state.suits
    return (yield from corner_step(ctx, fid, lambda c: [(f"{suits[c]}-garden", 1), (WARRIOR, 4)], "10.3.2"))


def riverfolk(ctx: Context, fid: str):
    """11.3.2: 4 warriors among clearings on the river (the Lake's coast, 16.2.2.II)."""
    river = places.river_clearings(ctx.topology)
    for n in range(1, 5):
        where = yield Step(f"riverfolk.warrior{n}", "clearing", ASK_RIVER("11.3.2", n=n), options(
            sorted(ctx.topology.board.clearings),
            lambda c: NOT_RIVER("11.3.2", at=c) if c not in river else can_place(ctx, fid, [(WARRIOR, 1)], c),
            lambda c: PLACED("11.3.2", who=fid, what=PIECES(count=1, piece=WARRIOR), at=c)), fid)
        place(ctx, fid, WARRIOR, where)


def duchy(ctx: Context, fid: str):
    """12.3.3: 2 warriors and a tunnel in a corner (corner rule); 2 warriors in each
    adjacent clearing, never the Burrow."""
    corner = yield from corner_step(ctx, fid, [("tunnel", 1), (WARRIOR, 2)], "12.3.3")
    adjacent_each(ctx, fid, corner, 2)


def corvids(ctx: Context, fid: str):
    """13.3.2: a warrior in a clearing of each suit."""
    for suit in ("fox", "mouse", "rabbit"):
        where = yield Step(f"corvids.{suit}", "clearing", ASK_SUIT_CLEARING("13.3.2", suit=suit), options(
            sorted(ctx.topology.board.clearings),
            lambda c: WRONG_SUIT("13.3.2", at=c, suit=suit) if ctx.state.suits.get(c) != suit
            else can_place(ctx, fid, [(WARRIOR, 1)], c),
            lambda c: PLACED("13.3.2", who=fid, what=PIECES(count=1, piece=WARRIOR), at=c)), fid)
        place(ctx, fid, WARRIOR, where)


def hundreds(ctx: Context, fid: str):
    """14.3.2-14.3.3: the warlord, 4 warriors and a stronghold in a corner (corner rule);
    the R items under the ruins unless already done."""
    yield from corner_step(ctx, fid, [("stronghold", 1), ("warlord", 1), (WARRIOR, 4)], "14.3.2")
    ruin_items(ctx, fid)


def keepers(ctx: Context, fid: str):
    """15.3.1-15.3.4: a relic at random in each forest; 4 warriors in a corner (corner rule)
    and 4 in a map-edge clearing adjacent to it; the other relics at random, as evenly as
    possible, in forests not adjacent to clearings with Keeper warriors."""
    topology = ctx.topology
    left = relics_one_per_forest(ctx, fid)
    corner = yield from corner_step(ctx, fid, [(WARRIOR, 4)], "15.3.2")
    edge = places.map_edge(topology) & places.open_neighbours(topology, corner)
    second = yield Step("keepers.edge", "clearing", ASK_EDGE_NEIGHBOUR("15.3.2", at=corner), options(
        sorted(topology.board.clearings),
        lambda c: NOT_EDGE_NEIGHBOUR("15.3.2", at=c, corner=corner) if c not in edge
        else can_place(ctx, fid, [(WARRIOR, 4)], c),
        lambda c: PLACED("15.3.2", who=fid, what=PIECES(count=4, piece=WARRIOR), at=c)), fid)
    place(ctx, fid, WARRIOR, second, 4)
    relics_far_from(ctx, fid, left, {corner, second})


def relics_one_per_forest(ctx: Context, fid: str) -> list[str]:
    """15.3.1: the relics shuffled face down, one in each forest first; the ones left over."""
    relics = [r for r in sorted(RELICS) for _ in range(FACTIONS[fid].piece(r).count)]
    ctx.rng.shuffle(relics)
    forests = sorted(ctx.topology.forests)
    for forest, relic in zip(forests, relics):
        place(ctx, fid, relic, forest, say=False)
    return relics[len(forests):]


def relics_far_from(ctx: Context, fid: str, left: list[str], homes: set[int]) -> None:
    """15.3.4: the remaining relics at random, as evenly as possible, in forests not adjacent
    to ``homes``: each to one of those forests holding the fewest so far."""
    topology = ctx.topology
    forests = sorted(topology.forests)
    far = [f for f in forests if not set(topology.forests[f].clearings) & homes] or forests
    for relic in left:
        held = {f: sum(ctx.state.count(f, (fid, r)) for r in RELICS) for f in far}
        fewest = min(held.values())
        place(ctx, fid, relic, ctx.rng.choice([f for f in far if held[f] == fewest]), say=False)
    ctx.say(PLACED("15.3.1", who=fid, what=PIECES(count=sum(FACTIONS[fid].piece(r).count for r in RELICS),
                                                  piece="relic"),
                   at=tuple(f for f in forests if any(ctx.state.count(f, (fid, r)) for r in RELICS))))


FACTION_SETUPS = {
    "marquise": marquise, "eyrie": eyrie, "alliance": alliance, "vagabond": vagabond_standard,
    "vagabond2": vagabond_standard,
    "lizards": lizards, "riverfolk": riverfolk, "duchy": duchy, "corvids": corvids, "hundreds": hundreds,
    "keepers": keepers,
}
