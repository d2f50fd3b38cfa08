"""The Keepers in Iron: its setups (Standard Setup and the Advanced Setup's faction setup), as scripts of
setup steps; imported only when a setup runs."""

from __future__ import annotations

from rootboard.game.factions.keepers import ASK_EDGE_NEIGHBOUR, NOT_EDGE_NEIGHBOUR, RELICS
from rootboard.game.kinds import WARRIOR
from rootboard.game.setupkit import places
from rootboard.game.setupkit.engine import Step, options
from rootboard.game.setupkit.homelands import enemy_homes
from rootboard.game.setupkit.steps import (NO_ROOM, ONE_AT_A_TIME, PIECES, PLACED, can_place, corner_step, homeland,
                                           place)


def _relics_one_per_forest(faction, ctx) -> list[str]:
    """15.3.1: the relics shuffled face down, one in each forest first; the ones left over."""
    relics = [r for r in RELICS for _ in range(faction.piece(r).count)]
    ctx.rng.shuffle(relics)
    forests = sorted(ctx.topology.forests)
    for forest, relic in zip(forests, relics):
        place(ctx, faction.id, relic, forest)
    return relics[len(forests):]


def _relics_far_from(faction, ctx, left: list[str], homes: set[int]) -> None:
    """15.3.4: the remaining relics at random, as evenly as possible, in forests not adjacent
    to ``homes``: each to one of those forests holding the fewest so far."""
    forests = sorted(ctx.topology.forests)
    far = [f for f in forests if not set(ctx.topology.forests[f].clearings) & homes] or forests
    for relic in left:
        held = {f: sum(ctx.state.count(f, (faction.id, r)) for r in RELICS) for f in far}
        fewest = min(held.values())
        place(ctx, faction.id, relic, ctx.rng.choice([f for f in far if held[f] == fewest]))


def standard_setup(faction, ctx):
    """15.3.1-15.3.4: a relic at random in each forest; 4 warriors in a corner (corner rule)
    and 4 in a map-edge clearing adjacent to it; the other relics at random, as evenly as
    possible, in forests not adjacent to clearings with Keeper warriors."""
    fid, topology = faction.id, ctx.topology
    left = _relics_one_per_forest(faction, ctx)
    corner = yield from corner_step(ctx, fid, [(WARRIOR, 4)], "15.3.2")
    edge = places.map_edge(topology) & places.open_neighbours(topology, corner)
    second = yield Step(f"{fid}.edge", "clearing", ASK_EDGE_NEIGHBOUR("15.3.2", at=corner), options(
        sorted(topology.board.clearings),
        lambda c: NOT_EDGE_NEIGHBOUR("15.3.2", at=c, corner=corner) if c not in edge
        else can_place(ctx, fid, [(WARRIOR, 4)], c),
        lambda c: PLACED("15.3.2", who=fid, what=PIECES(count=4, piece=WARRIOR), at=c)), fid)
    place(ctx, fid, WARRIOR, second, 4)
    _relics_far_from(faction, ctx, left, {corner, second})


def advanced_setup(faction, ctx):
    fid, topology = faction.id, ctx.topology
    left = _relics_one_per_forest(faction, ctx)
    edge = places.map_edge(topology)
    enemies = set(enemy_homes(ctx, fid))
    partners = {c for c in edge if c not in enemies and can_place(ctx, fid, [(WARRIOR, 4)], c) is None}

    def pairable(c):
        return None if places.open_neighbours(topology, c) & partners else NO_ROOM("16.1.8.II.a", at=c, who=fid)

    # No two adjacent map-edge homelands left: each is set up as well as it can be (16.1.8.II.c).
    paired = any(pairable(c) is None for c in partners)
    if not paired:
        ctx.say(ONE_AT_A_TIME("16.1.8.II.c", who=fid))
    first = yield from homeland(ctx, fid, 1, 2, [(WARRIOR, 4)], extra=pairable if paired else None)
    place(ctx, fid, WARRIOR, first, 4)
    pair = places.open_neighbours(topology, first) & partners if paired else edge
    second = yield from homeland(ctx, fid, 2, 2, [(WARRIOR, 4)], candidates=pair)
    place(ctx, fid, WARRIOR, second, 4)
    _relics_far_from(faction, ctx, left, {first, second})
