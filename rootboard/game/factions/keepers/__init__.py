"""The Keepers in Iron (chapter 15): their pieces, their relics (carried, delved, returned), and their setups."""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game.battle.effects import NOT_IN_BATTLE, BattleEffect
from rootboard.game.faction import Faction
from rootboard.game.state import shift
from rootboard.game.kinds import BUILDING, SUPPLY, TOKEN, WARRIOR, OnePerClearing, piece
from rootboard.game.movement import in_forest
from rootboard.game.rules import ruler
from rootboard.game.verdict import illegal, impossible, legal
from rootboard.messages import Template

KEEPERS = "keepers"
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
DEVOUT_KNIGHTS = Template("battle.devout-knights", "Devout Knights, with a relic and a Keeper warrior there")
TROPHY = Template("battle.prized-trophies", "Prized Trophies: {remover:faction} {remover:faction|sg=places|pl=place} the {relic:piece} relic face up "
                  "in {forest:area}")
TROPHY_CHOSEN = Template("battle.prized-trophies.nearest", "Prized Trophies: {remover:faction} {remover:faction|sg=places|pl=place} the "
                         "{relic:piece} relic face up in {forest:area}, the first forest beside the clearing (any "
                         "forest may be chosen: trophy-forest=FOREST)")
TROPHY_VP = Template("battle.prized-trophies.vp", "a relic removed")
NOT_A_FOREST = Template("battle.relic-forest.not-forest", "a removed relic goes to a forest, and {where:area} is not one")
ASK_EDGE_NEIGHBOUR = Template("setup.keepers.edge.ask",
                              "Keepers: 4 more warriors in a map-edge clearing adjacent to {at:area}")
NOT_EDGE_NEIGHBOUR = Template("setup.keepers.not-edge-neighbour",
                              "{at:area} is not a map-edge clearing adjacent to {corner:area}")


class RelicForest(BattleEffect):
    """``trophy-forest=FOREST``: where the enemy who removes a relic places it (15.2.5), one
    per relic removed, in order."""

    id, title, section, value, repeatable = "trophy-forest", "Prized Trophies", "15.2.5", "FOREST", True

    def user(self, state, fight, value):
        where = state.parse_area(value)
        if not in_forest(where):
            raise BadInput(NOT_A_FOREST("15.2.5", where=where))
        keepers = fight.role_of(KEEPERS)
        if keepers is None:
            return impossible(NOT_IN_BATTLE("15.2.5", effect=self.id, who=KEEPERS))
        return fight.other(keepers)


class Keepers(Faction):
    def ignores_first_hit(self, state, fight, role):
        # Devout Knights: a relic and a Keeper warrior there; ambushed, one of the ambush's hits (15.2.4).
        if any(fight.count(self.id, r) for r in RELICS) and fight.count(self.id, WARRIOR):
            return DEVOUT_KNIGHTS("15.2.4")
        return None

    def removed_in_battle(self, state, fight, removals, remover):
        """Prized Trophies: the enemy who removed a relic places it face up in any forest and
        scores one extra VP; a hireling scores nothing (15.2.5, 16.4.3.VI)."""
        from rootboard.game.battle.resolution import forests_around
        said = []
        chosen = [state.parse_area(u.value) for u in fight.uses if u.id == RelicForest.id]
        taken = fight.memo.get(RelicForest.id, 0)  # relics placed earlier in this battle (the ambush's)
        for r in removals:
            if r.piece not in RELICS:
                continue
            if taken < len(chosen):
                forest, words = chosen[taken], TROPHY
            else:
                forest, words = forests_around(state, fight.where)[0], TROPHY_CHOSEN
            taken += 1
            fight.memo[RelicForest.id] = taken
            fight.do([shift((self.id, r.piece), SUPPLY, forest, 1)])
            said.append(words("15.2.5", remover=remover, relic=r.piece, forest=forest))
            fight.score(remover, 1, TROPHY_VP("15.2.5"))
        return said

    def removal_notes(self, state, r, by):
        # In battle the relic's forest is placed by the battle itself (removed_in_battle).
        return [RELIC_RETURNS("15.2.5")] if r.piece in RELICS and not r.in_battle else []

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

    def _relics_one_per_forest(self, ctx) -> list[str]:
        """15.3.1: the relics shuffled face down, one in each forest first; the ones left over."""
        from rootboard.game.setupkit.steps import place
        relics = [r for r in RELICS for _ in range(self.piece(r).count)]
        ctx.rng.shuffle(relics)
        forests = sorted(ctx.topology.forests)
        for forest, relic in zip(forests, relics):
            place(ctx, self.id, relic, forest)
        return relics[len(forests):]

    def _relics_far_from(self, ctx, left: list[str], homes: set[int]) -> None:
        """15.3.4: the remaining relics at random, as evenly as possible, in forests not adjacent
        to ``homes``: each to one of those forests holding the fewest so far."""
        from rootboard.game.setupkit.steps import place
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
        from rootboard.game.setupkit.steps import PIECES, PLACED, can_place, corner_step, place
        from rootboard.game.setupkit.engine import Step, options
        from rootboard.game.setupkit import places
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
        from rootboard.game.setupkit.steps import NO_ROOM, ONE_AT_A_TIME, can_place, homeland, place
        from rootboard.game.setupkit.homelands import enemy_homes
        from rootboard.game.setupkit import places
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


FACTION = Keepers(KEEPERS, "Keepers in Iron", "Keepers", "15", (
    piece(WARRIOR, WARRIOR, 15, "B"),
    piece("waystation", BUILDING, 3, "B", one_per_clearing=OnePerClearing("waystation", "15.4.1")),
    # 12 relics, 4 of each type (15.2.1). They start in forests (15.3.1) and may stand there.
    *(piece(r, TOKEN, 4, "15.2.1", in_forests=True) for r in ("figure", "tablet", "jewelry")),
), carries=frozenset(RELICS), battle_effects=(RelicForest(),), crafting_pieces=frozenset({"waystation"}),  # 15.2.3
   setup_order=11, starts_in_a_corner=True)
