"""The Keepers in Iron (chapter 15): their pieces, their relics (carried, delved, returned), and their setups."""

from __future__ import annotations

from rootboard.game.faction import Faction
from rootboard.game.kinds import BUILDING, TOKEN, WARRIOR, OnePerClearing, piece
from rootboard.game.movement import in_forest
from rootboard.game.rules import ruler
from rootboard.game.setupkit import places
from rootboard.game.setupkit.engine import Step, options
from rootboard.game.setupkit.homelands import enemy_homes
from rootboard.game.setupkit.steps import (NO_ROOM, ONE_AT_A_TIME, PIECES, PLACED, can_place, corner_step, homeland,
                                           place)
from rootboard.game.verdict import illegal, impossible, legal
from rootboard.messages import Template

RELICS = ("figure", "jewelry", "tablet")  # 15.2.1

CARRY_ONE_EACH = Template("move.carry-one-each",
                          "each moving Keeper warrior carries one relic: {count} warrior cannot carry {relics}",
                          plural="each moving Keeper warrior carries one relic: {count} warriors cannot carry {relics}",
                          count="count")
CARRY_TOO_FEW = Template("move.carry-too-few", "{at:area} holds {have} {relic:piece} relic, not {want}",
                         plural="{at:area} holds {have} {relic:piece} relics, not {want}", count="have")
RELICS_MOVE_HOW = Template("move.relics-move-how", "relics move only carried by moving Keeper warriors, or by Delve, "
                           "from a forest into an adjacent clearing")
DELVE_NOT_ADJACENT = Template("move.delve-not-adjacent", "Delve takes a relic from a forest adjacent to the "
                              "clearing; {at:area} is not adjacent to {to:area}")
DELVE_NEEDS_RULE = Template("move.delve-needs-rule", "Delve needs a clearing the Keepers rule with a Keeper "
                            "warrior in it; {to:area} is not one")
DELVES = Template("move.delves", "the Keepers delve: {count} {relic:piece} relic from {at:area} into {to:area}, face up",
                  plural="the Keepers delve: {count} {relic:piece} relics from {at:area} into {to:area}, face up",
                  count="count")
RELIC_RETURNS = Template("remove.relic-returns", "the enemy who removed it places the relic face up in any forest "
                         "and scores one extra VP")
ASK_EDGE_NEIGHBOUR = Template("setup.keepers.edge.ask",
                              "Keepers: 4 more warriors in a map-edge clearing adjacent to {at:area}")
NOT_EDGE_NEIGHBOUR = Template("setup.keepers.not-edge-neighbour",
                              "{at:area} is not a map-edge clearing adjacent to {corner:area}")


class Keepers(Faction):
    def check_own_move(self, state, m):
        if m.kind in RELICS:
            return self._delve(state, m)
        if m.carry:  # Devout Knights: each moving warrior carries one relic (15.2.4)
            if len(m.carry) > m.count:
                return illegal(CARRY_ONE_EACH("15.2.4", count=m.count, relics=len(m.carry)))
            for relic in sorted(set(m.carry)):
                have, want = state.count(m.origin, (self.id, relic)), m.carry.count(relic)
                if have < want:
                    return impossible(CARRY_TOO_FEW("15.2.4", at=m.origin, have=have, relic=relic, want=want))
        return None

    def _delve(self, state, m):
        """Relics move by Delve: from an adjacent forest into a ruled clearing (15.5.2.II.a)."""
        if not (in_forest(m.origin) and isinstance(m.destination, int)):
            return illegal(RELICS_MOVE_HOW("15.2.4", "15.5.2.II.a"))
        if not state.topology.is_adjacent(m.origin, m.destination):
            return illegal(DELVE_NOT_ADJACENT("15.5.2.II.a", at=m.origin, to=m.destination))
        if ruler(state, m.destination) != self.id or not state.count(m.destination, (self.id, WARRIOR)):
            return illegal(DELVE_NEEDS_RULE("15.5.2.II.a", to=m.destination))
        return legal(DELVES("15.5.2.II.a", count=m.count, relic=m.kind, at=m.origin, to=m.destination))

    def carriable(self, state, origin) -> list[str]:
        """The kinds of relic its moving warriors could carry from ``origin`` (15.2.4)."""
        return sorted(r for r in RELICS if state.count(origin, (self.id, r)))

    def removal_notes(self, state, r, by):
        return [RELIC_RETURNS("15.2.5")] if r.piece in RELICS else []

    def _relics_one_per_forest(self, ctx) -> list[str]:
        """15.3.1: the relics shuffled face down, one in each forest first; the ones left over."""
        relics = [r for r in RELICS for _ in range(self.piece(r).count)]
        ctx.rng.shuffle(relics)
        forests = sorted(ctx.topology.forests)
        for forest, relic in zip(forests, relics):
            place(ctx, self.id, relic, forest)
        return relics[len(forests):]

    def _relics_far_from(self, ctx, left: list[str], homes: set[int]) -> None:
        """15.3.4: the remaining relics at random, as evenly as possible, in forests not adjacent
        to ``homes``: each to one of those forests holding the fewest so far."""
        forests = sorted(ctx.topology.forests)
        far = [f for f in forests if not set(ctx.topology.forests[f].clearings) & homes] or forests
        for relic in left:
            held = {f: sum(ctx.state.count(f, (self.id, r)) for r in RELICS) for f in far}
            fewest = min(held.values())
            place(ctx, self.id, relic, ctx.rng.choice([f for f in far if held[f] == fewest]))

    def standard_setup(self, ctx):
        """15.3.1-15.3.4: a relic at random in each forest; 4 warriors in a corner (corner rule)
        and 4 in a map-edge clearing adjacent to it; the other relics at random, as evenly as
        possible, in forests not adjacent to clearings with Keeper warriors."""
        fid, topology = self.id, ctx.topology
        left = self._relics_one_per_forest(ctx)
        corner = yield from corner_step(ctx, fid, [(WARRIOR, 4)], "15.3.2")
        edge = places.map_edge(topology) & places.open_neighbours(topology, corner)
        second = yield Step(f"{fid}.edge", "clearing", ASK_EDGE_NEIGHBOUR("15.3.2", at=corner), options(
            sorted(topology.board.clearings),
            lambda c: NOT_EDGE_NEIGHBOUR("15.3.2", at=c, corner=corner) if c not in edge
            else can_place(ctx, fid, [(WARRIOR, 4)], c),
            lambda c: PLACED("15.3.2", who=fid, what=PIECES(count=4, piece=WARRIOR), at=c)), fid)
        place(ctx, fid, WARRIOR, second, 4)
        self._relics_far_from(ctx, left, {corner, second})

    def advanced_setup(self, ctx):
        fid, topology = self.id, ctx.topology
        left = self._relics_one_per_forest(ctx)
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
        self._relics_far_from(ctx, left, {first, second})


FACTION = Keepers("keepers", "Keepers in Iron", "Keepers", "15", (
    piece(WARRIOR, WARRIOR, 15, "B"),
    piece("waystation", BUILDING, 3, "B", one_per_clearing=OnePerClearing("waystation", "15.4.1")),
    # 12 relics, 4 of each type (15.2.1). They start in forests (15.3.1) and may stand there.
    *(piece(r, TOKEN, 4, "15.2.1", in_forests=True) for r in ("figure", "tablet", "jewelry")),
), carries=frozenset(RELICS), setup_order=11, starts_in_a_corner=True)
