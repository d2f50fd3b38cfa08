"""The Marquise de Cat (chapter 6): her pieces, the keep's rules, and her setups."""

from __future__ import annotations

from rootboard.game.battle.effects import Ability
from rootboard.game.faction import Faction
from rootboard.game.movement import place_ban
from rootboard.game.state import shift
from rootboard.game.kinds import BUILDING, OUT, SUPPLY, TOKEN, WARRIOR, piece
from rootboard.game.verdict import illegal
from rootboard.messages import Template

KEEP = "keep"

KEEP_BARS_PLACE = Template("place.keep-bars", "{at:area} holds the Marquise's keep: only the Marquise may place "
                           "pieces there; {who:faction} cannot")
KEEP_GONE = Template("place.keep-gone", "the keep was removed and can never be placed again")
KEEP_LEAVES = Template("remove.keep-leaves", "the keep leaves the game: it can never be placed again")
ASK_KEEP = Template("setup.keep.ask", "Marquise: choose the corner for the keep")
ASK_BUILDING = Template("setup.building.ask", "{who:faction}: where does the {piece:piece} go?")
NOT_NEAR_KEEP = Template("setup.building.not-near-keep", "{at:area} is neither the keep's clearing nor adjacent to it")
ASK_KEEP_HOMELAND = Template("setup.keep.homeland.ask", "Marquise: which homeland holds the keep?")
NOT_A_HOMELAND = Template("setup.not-own-homeland", "{at:area} is not one of {who:faction.whose} homelands")
BUILDING_THERE = Template("setup.building.there", "{at:area} already holds a Marquise building from setup")

BUILDINGS = ("sawmill", "workshop", "recruiter")

NO_KEEP = Template("battle.field-hospitals.no-keep", "Field Hospitals places warriors in the keep's clearing, and the "
                   "keep is not on the map")
FIELD_HOSPITALS = Template("battle.field-hospitals", "Field Hospitals: the Marquise spends a card matching {where:area} "
                           "and places {count} warrior in {keep:area}, the keep's clearing",
                           plural="Field Hospitals: the Marquise spends a card matching {where:area} and places "
                           "{count} warriors in {keep:area}, the keep's clearing", count="count")
FIELD_HOSPITALS_BARRED = Template("battle.field-hospitals.barred", "Field Hospitals cannot place warriors in {keep:area}: "
                                  "{why}")


class FieldHospitals(Ability):
    """``field-hospitals``: whenever Marquise warriors are removed from a clearing, the
    Marquise may spend a card matching it to place them in the keep's clearing instead of her
    supply (6.2.3); her own warriors only, never mercenaries or hirelings (1.5.3). Each batch
    removed at once (an ambush's, step 4's) is placed once all its removals are made (1.5.4),
    a card each time; a clearing where she cannot place (a face-up snare, 13.7.2) keeps them
    in the supply."""

    id, title, section, owner = "field-hospitals", "Field Hospitals", "6.2.3", "marquise"

    def keep(self, state):
        found = state.where_is((self.owner, KEEP))
        return found[0] if found else None

    def removed_warriors_go_to(self, state, fid):
        # The keep's clearing, for a card matching the clearing; with the keep gone, nowhere (6.2.3).
        return self.keep(state) if fid == self.owner else None

    def refusal(self, state, fight, use):
        return None if self.keep(state) is not None else illegal(NO_KEEP("6.2.3", "6.2.2"))

    def after_removal(self, state, fight, use, batch):
        keep = self.keep(state)
        warriors = sum(1 for r in batch if r.owner == self.owner and r.piece == WARRIOR)
        if keep is None or not warriors:
            return []
        barred = place_ban(state, self.owner, keep)
        if barred is not None:
            return [FIELD_HOSPITALS_BARRED("6.2.3", *barred.sections, keep=keep, why=barred.message)]
        fight.do([shift((self.owner, WARRIOR), SUPPLY, keep, warriors)])
        return [FIELD_HOSPITALS("6.2.3", where=fight.where, count=warriors, keep=keep)]


class Marquise(Faction):
    def bars_placing(self, state, fid, where):
        # Only the Marquise may place pieces in the keep's clearing (6.2.2); a hireling she
        # controls is hers to place with (16.4.3.I).
        if state.count(where, (self.id, KEEP)) and fid != self.id and state.controllers.get(fid) != self.id:
            return illegal(KEEP_BARS_PLACE("6.2.2", at=where, who=fid))
        return None

    def check_own_place(self, state, r):
        if r.piece == KEEP and state.out.get((self.id, KEEP)):
            return illegal(KEEP_GONE("6.2.2"))  # once removed, never again (6.2.2)
        return None

    def removal_notes(self, state, r, by):
        return [KEEP_LEAVES("6.2.2")] if r.piece == KEEP else []

    def removed_to(self, name):
        return OUT if name == KEEP else SUPPLY

    def standard_setup(self, ctx):
        """6.3.2-6.3.4: the keep in any corner; a warrior everywhere but the opposite corner; a
        sawmill, a workshop and a recruiter in the keep's clearing or next to it."""
        from rootboard.game.setupkit.steps import CORNER_OK, PIECES, PLACED, TAKEN, can_place, place, starting_corners
        from rootboard.game.setupkit.engine import Step, options
        from rootboard.game.setupkit import places
        fid, topology = self.id, ctx.topology
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

    def advanced_setup(self, ctx):
        """Three homelands, each adjacent to another (a connected group), 2 warriors in each and
        1 everywhere else; the keep in one of them, not adjacent to an enemy homeland if able;
        a sawmill, a workshop and a recruiter each in a different homeland. Where no three
        connected clearings are left, each homeland is chosen as well as it can be, one at a
        time: next to one already chosen where one is free (16.1.8.II.c)."""
        from rootboard.game.setupkit.steps import (NOT_NEXT_TO_HOMELAND, NO_ROOM, ONE_AT_A_TIME, PIECES, PLACED,
                                                   can_place, connected_completions, homeland, place)
        from rootboard.game.setupkit.engine import Option, Step, options
        from rootboard.game.setupkit.homelands import enemy_homes, homeland_options
        from rootboard.game.setupkit import places
        fid, topology = self.id, ctx.topology
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


FACTION = Marquise("marquise", "Marquise de Cat", "Marquise", "6", (
    piece(WARRIOR, WARRIOR, 25, "B"),
    piece("sawmill", BUILDING, 6, "B"),
    piece("workshop", BUILDING, 6, "B"),
    piece("recruiter", BUILDING, 6, "B"),
    piece("wood", TOKEN, 8, "B"),
    # Only the Marquise may place pieces in its clearing; once removed it never returns (6.2.2).
    piece(KEEP, TOKEN, 1, "6.2.2"),
), battle_effects=(FieldHospitals(),), crafting_pieces=frozenset({"workshop"}), setup_order=1,  # workshops (6.2.1)
   starts_in_a_corner=True)
