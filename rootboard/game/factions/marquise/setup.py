"""The Marquise de Cat: its setups (Standard Setup and the Advanced Setup's faction setup), as scripts of
setup steps; imported only when a setup runs."""

from __future__ import annotations

from rootboard.game.factions.marquise import (ASK_BUILDING, ASK_KEEP, ASK_KEEP_HOMELAND, BUILDINGS, BUILDING_THERE,
                                              KEEP, NOT_A_HOMELAND, NOT_NEAR_KEEP)
from rootboard.game.kinds import WARRIOR
from rootboard.game.setupkit import places
from rootboard.game.setupkit.engine import Option, Step, options
from rootboard.game.setupkit.homelands import enemy_homes, homeland_options
from rootboard.game.setupkit.steps import (CORNER_OK, NOT_NEXT_TO_HOMELAND, NO_ROOM, ONE_AT_A_TIME, PIECES, PLACED,
                                           TAKEN, can_place, connected_completions, homeland, place, starting_corners)


def standard_setup(faction, ctx):
    """6.3.2-6.3.4: the keep in any corner; a warrior everywhere but the opposite corner; a
    sawmill, a workshop and a recruiter in the keep's clearing or next to it."""
    fid, topology = faction.id, ctx.topology
    taken = starting_corners(ctx)
    keep = yield Step(f"{fid}.keep", "clearing", ASK_KEEP("6.3.2"), options(
        places.corners(topology),
        lambda c: TAKEN("6.3.2", at=c, owner=taken[c]) if c in taken else can_place(ctx, fid, [(KEEP, 1)], c),
        lambda c: CORNER_OK("6.3.2", who=fid, at=c)), fid)
    place(ctx, fid, KEEP, keep)
    ctx.homelands.setdefault(fid, []).append(keep)
    opposite = places.opposite_corner(topology, keep)
    others = tuple(c for c in sorted(topology.board.clearings) if c != opposite)
    for c in others:
        place(ctx, fid, WARRIOR, c, 1)
    near = [keep, *sorted(places.open_neighbours(topology, keep))]
    for building in BUILDINGS:
        where = yield Step(f"{fid}.{building}", "clearing", ASK_BUILDING("6.3.4", who=fid, piece=building),
                           options(sorted(topology.board.clearings),
                                   lambda c: NOT_NEAR_KEEP("6.3.4", at=c) if c not in near
                                   else can_place(ctx, fid, [(building, 1)], c),
                                   lambda c: PLACED("6.3.4", who=fid, what=PIECES(count=1, piece=building), at=c)),
                           fid)
        place(ctx, fid, building, where)


def advanced_setup(faction, ctx):
    """Three homelands, each adjacent to another (a connected group), 2 warriors in each and
    1 everywhere else; the keep in one of them, not adjacent to an enemy homeland if able;
    a sawmill, a workshop and a recruiter each in a different homeland. Where no three
    connected clearings are left, each homeland is chosen as well as it can be, one at a
    time: next to one already chosen where one is free (16.1.8.II.c)."""
    fid, topology = faction.id, ctx.topology
    homes: list[int] = []
    one_building = [(WARRIOR, 2), ("sawmill", 1)]
    enemies = set(enemy_homes(ctx, fid))
    usable = {c for c in topology.board.clearings
              if c not in enemies and can_place(ctx, fid, one_building, c) is None}
    connected = any(connected_completions(topology, usable, [c], 3) for c in sorted(usable))
    if not connected:
        ctx.say(ONE_AT_A_TIME("16.1.8.II.c", who=fid))
    for n in (1, 2, 3):
        near = set().union(*(places.open_neighbours(topology, h) for h in homes)) - set(homes) if homes else None
        if near is not None and not connected and not near & usable:
            near = None  # no free clearing next to its homelands: any will do, as well as it can be

        def extra(c, near=near):
            if near is not None and c not in near:
                return NOT_NEXT_TO_HOMELAND("16.1.8.II", at=c, who=fid)
            if connected and c in usable and not connected_completions(topology, usable, [*homes, c], 3):
                return NO_ROOM("16.1.8.II.a", at=c, who=fid)
            return None

        home = yield from homeland(ctx, fid, n, 3, one_building,
                                   candidates=near if near is not None else set(topology.board.clearings),
                                   rule="free", extra=extra)
        homes.append(home)
    for c in sorted(topology.board.clearings):
        place(ctx, fid, WARRIOR, c, 2 if c in homes else 1)
    # The keep in one homeland, not adjacent to an enemy homeland if able (16.1.8.II.b).
    opts, _ = homeland_options(ctx, fid, homes, "not-adjacent", lambda c: can_place(ctx, fid, [(KEEP, 1)], c))
    full = tuple(next((o for o in opts if o.value == c), None)
                 or Option(c, False, NOT_A_HOMELAND("6.3.2", at=c, who=fid)) for c in sorted(topology.board.clearings))
    keep = yield Step(f"{fid}.keep", "clearing", ASK_KEEP_HOMELAND("6.3.2"), full, fid)
    place(ctx, fid, KEEP, keep)
    used: list[int] = []
    for building in BUILDINGS:
        where = yield Step(f"{fid}.{building}", "clearing", ASK_BUILDING("6.3.4", who=fid, piece=building),
                           options(sorted(topology.board.clearings),
                                   lambda c: NOT_A_HOMELAND("16.1.8.II", at=c, who=fid) if c not in homes
                                   else BUILDING_THERE("16.1.8.II", at=c) if c in used
                                   else can_place(ctx, fid, [(building, 1)], c),
                                   lambda c: PLACED("6.3.4", who=fid, what=PIECES(count=1, piece=building), at=c)),
                           fid)
        place(ctx, fid, building, where)
        used.append(where)
