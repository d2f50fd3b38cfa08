"""The steps faction setups share: placing what a setup lists, the corner rule, homelands.

A faction's own setup (in its module under rootboard.game.factions) is written with these.
Every place a step offers is checked by the game's own placement rules (slots 2.2.3, the keep
6.2.2, ...), so a choice the rules forbid is refused with the rule's own section.

* :func:`corner_step`, Standard Setup's corner rule: a corner that is no other player's
  starting corner and, if possible, diagonally opposite a starting corner (the factions'
  setup sections, 5.1);
* :func:`homeland`, a faction setup card's homeland (16.1.8.II): not an enemy's, able to take
  every piece the card lists, as far from enemy homelands as the card asks and the map
  allows (:mod:`.homelands`);
* :func:`spread`, warriors "spread as evenly as possible" over the clearings next to one.
"""

from __future__ import annotations

from typing import Iterable

from rootboard.game.kinds import OUT, SUPPLY, WARRIOR
from rootboard.game.placement import PieceRequest, place_refusal
from rootboard.game.setupkit import places
from rootboard.game.setupkit.engine import Context, Option, Step, options
from rootboard.game.setupkit.homelands import NOT_ON_EDGE, fallback_note, homeland_options
from rootboard.board.topology import area_sort_key
from rootboard.game.state import shift
from rootboard.game.unconfirmed import SETUP_CARDS
from rootboard.messages import Message, Template

PLACED = Template("setup.placed", "{who:faction}: {what} in {at:areas}")
# Read aloud: the pieces of a set joined ("1 roost and 6 warriors"), the areas as one phrase
# ("in each of clearings 1, 3 and 10").
PLACED_IN = Template("setup.placed-in", "{who:faction}: {what:.and} in {at:areas}",
                     plural="{who:faction}: {what:.and} in each of {at:areas}", count="n")
PIECES = Template("setup.pieces", "{count} {piece:piece}", plural="{count} {piece:pieces}", count="count")
ASK_CORNER = Template("setup.corner.ask", "{who:faction}: choose a starting corner")
TAKEN = Template("setup.corner.taken", "{at:area} is {owner:faction.whose} starting corner")
NOT_OPPOSITE = Template("setup.corner.not-opposite",
                        "{at:area} is not diagonally opposite a starting corner, and {free:area} is")
CORNER_OK = Template("setup.corner.ok", "{who:faction} {who:faction|sg=starts|pl=start} in {at:area}")
RUIN_ITEMS = Template("setup.ruin-items", "put the four R items (bag, boot, hammer, sword) under the ruins, "
                      "shuffled, one each")
SECOND_RUIN_ITEMS = Template("setup.ruin-items.second", "two Vagabonds: add the second set of R items, two "
                             "random items under each ruin")
ASK_HOMELAND = Template("setup.homeland.ask", "{who:faction}: choose homeland {n} of {of}")
NOT_NEXT_TO_HOMELAND = Template("setup.homeland.not-next-to-own", "{at:area} is adjacent to none of "
                                "{who:faction.whose} homelands")
NO_ROOM = Template("setup.homeland.no-room", "{at:area} leaves no room for all of {who:faction.whose} "
                   "homelands next to each other")
ONE_AT_A_TIME = Template("setup.homeland.one-at-a-time", "{who:faction} cannot meet every homeland "
                         "requirement: each homeland is chosen as well as it can be, one at a time")
ALREADY_OWN = Template("setup.homeland.already-own", "{at:area} is already one of {who:faction.whose} homelands")
ASK_SPREAD = Template("setup.spread.ask", "{who:faction}: warrior {n} of {of} goes next to the homeland")
NOT_NEXT = Template("setup.spread.not-next", "{at:area} is not adjacent to {home:area}")
UNEVEN = Template("setup.spread.uneven", "{at:area} has more warriors than {other:area}: as evenly as possible")


def place(ctx: Context, fid: str, piece: str, where, count: int = 1) -> Message | None:
    """Place pieces from the supply; the refusal, if the rules refuse (nothing placed). What was
    placed is said once the faction's setup is done (:func:`say_placed`), from the edits."""
    refused = place_refusal(ctx.state, PieceRequest(fid, piece, where, count))
    if refused is not None:
        return refused.message
    ctx.apply([shift((fid, ctx.state.law[fid].piece(piece).name), SUPPLY, where, count)])
    return None


def say_placed(ctx: Context, fid: str, edits, section: str) -> None:
    """Say what ``fid``'s setup placed, from its ``edits`` (so no piece placed goes unsaid): one
    line per set of pieces, with every area that took that set (to be read aloud at the
    table). A piece placed face down is said by the name the table knows it by (a plot)."""
    law = ctx.state.law
    held: dict = {}
    for edit in edits:
        if edit.op != "shift":
            continue
        owner, name, source, area, count = edit.args
        # Pieces kept out of the game are not placed (the Cult's Acolytes box, 10.2.3): said by
        # their faction's own line.
        if owner != fid or source != SUPPLY or area in (SUPPLY, OUT):
            continue
        shown = law[owner].piece(name).face_down or name
        bundle = held.setdefault(area, {})
        bundle[shown] = bundle.get(shown, 0) + count
    order = {p.name: n for n, p in enumerate(law[fid].pieces)}
    areas_of: dict = {}
    for area, bundle in held.items():
        key = tuple(sorted(bundle.items(), key=lambda kv: (order.get(kv[0], len(order)), kv[0])))
        areas_of.setdefault(key, []).append(area)
    for key, areas in sorted(areas_of.items(), key=lambda kv: -len(kv[1])):
        what = tuple(PIECES(count=n, piece=name) for name, n in key)
        ctx.say(PLACED_IN(section, who=fid, what=what, at=tuple(sorted(areas, key=area_sort_key)), n=len(areas)))


def can_place(ctx: Context, fid: str, pieces: Iterable[tuple[str, int]], where) -> Message | None:
    """Why ``pieces`` cannot all go in ``where`` now, or None (16.1.8.II.a: a homeland must
    take every piece the setup lists)."""
    for piece, count in pieces:
        refused = place_refusal(ctx.state, PieceRequest(fid, piece, where, count))
        if refused is not None:
            return refused.message
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


def ruin_items(ctx: Context, fid: str, second_set: bool = False) -> None:
    """The R items go under the ruins once, whoever needs them first (9.3.4, 14.3.3); a second
    Vagabond adds the second set, two per ruin (9.7.1): ``second_set`` is a faction that brings
    one when another Vagabond has brought the first."""
    sets = ctx.data.setdefault("ruin_item_sets", [])
    if not sets:
        ctx.say(RUIN_ITEMS("9.3.4", "14.3.3"))
    elif second_set and not any(ctx.state.law[f].vagabond for f in sets):
        pass  # the Hundreds put them there; the first Vagabond needs no other set
    elif second_set:
        ctx.say(SECOND_RUIN_ITEMS("9.7.1"))
    else:
        return
    sets.append(fid)


def homeland(ctx: Context, fid: str, n: int, of: int, pieces, candidates=None, rule=None, extra=None, card=None):
    """Yield one homeland choice of a faction setup card; record it; return it (16.1.8.II).
    ``candidates``: where it may be (default: the map edge or any clearing, as the card says);
    ``rule``: how far from enemy homelands; ``extra``: a card's own refusal of a clearing;
    ``card``: what the card asks (default: the printed card's, :data:`SETUP_CARDS`)."""
    card = SETUP_CARDS.get(fid, {}) if card is None else card
    topology = ctx.topology
    if candidates is None:
        candidates = places.map_edge(topology) if card.get("map_edge") else set(topology.board.clearings)

    def blocked(c):
        if c in ctx.homelands.get(fid, []):
            return ALREADY_OWN("16.1.8.II", at=c, who=fid)
        if extra is not None:
            why = extra(c)
            if why is not None:
                return why
        return can_place(ctx, fid, pieces, c)

    everything = sorted(topology.board.clearings)
    opts, applied = homeland_options(ctx, fid, candidates, rule or card.get("distance", "free"), blocked)
    # Clearings off the candidate set (not on the map edge) are offered too, refused with why.
    shown = {o.value: o for o in opts}
    edge_note = card.get("map_edge")
    full = tuple(shown.get(c) or Option(c, False, NOT_ON_EDGE("16.1.8.II", at=c) if edge_note else
                                          NOT_NEXT_TO_HOMELAND("16.1.8.II", at=c, who=fid)) for c in everything)
    home = yield Step(f"{fid}.homeland{n}", "clearing", ASK_HOMELAND("16.1.8.II", who=fid, n=n, of=of), full, fid)
    note = fallback_note(fid, rule or card.get("distance", "free"), applied)
    if note is not None:
        ctx.say(note)
    ctx.homelands.setdefault(fid, []).append(home)
    return home


def spread(ctx: Context, fid: str, home: int, total: int):
    """``total`` warriors among the clearings adjacent to ``home``, as evenly as possible:
    each goes to one of the adjacent clearings with the fewest so far."""
    near = sorted(c for c in places.open_neighbours(ctx.topology, home)
                  if can_place(ctx, fid, [(WARRIOR, 1)], c) is None)
    if not near:
        return
    for n in range(1, total + 1):
        held = {c: ctx.state.count(c, (fid, WARRIOR)) for c in near}
        fewest = min(held.values())

        def refusal(c, held=held, fewest=fewest):
            if c not in held:
                return NOT_NEXT("16.1.8.II", at=c, home=home)
            if held[c] > fewest:
                return UNEVEN("16.1.8.II", at=c, other=min(held, key=held.get))
            return None

        where = yield Step(f"{fid}.spread{n}", "clearing", ASK_SPREAD("16.1.8.II", who=fid, n=n, of=total),
                           options(sorted(ctx.topology.board.clearings), refusal,
                                   lambda c: PLACED("16.1.8.II", who=fid, what=PIECES(count=1, piece=WARRIOR), at=c)),
                           fid)
        place(ctx, fid, WARRIOR, where)


def connected_completions(topology, usable: set[int], chosen: list[int], size: int) -> bool:
    """Can ``chosen`` grow, one adjacent clearing at a time within ``usable``, to ``size``?
    Each group is tried once (a search over the groups, bounded by the map)."""
    start = frozenset(chosen)
    seen, frontier = {start}, [start]
    while frontier:
        group = frontier.pop()
        if len(group) >= size:
            return True
        nearby = set().union(*(places.open_neighbours(topology, c) for c in group)) & usable
        for c in sorted(nearby - group):
            grown = group | {c}
            if grown not in seen:
                seen.add(grown)
                frontier.append(grown)
    return False
