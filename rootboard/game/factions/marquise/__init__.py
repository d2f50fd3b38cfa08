"""The Marquise de Cat (chapter 6): her pieces, the keep's rules; her setups: setup.py, Field Hospitals:
battle.py."""

from __future__ import annotations

from rootboard.game.faction import Faction
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


# Why her points were scored, as the ledger says it (Faction.ledger_cause).
BUILD = Template("ledger.cause.build", "{building:piece.a} built in {where:area}")


class Marquise(Faction):
    setups = "rootboard.game.factions.marquise.setup"  # imported when a setup runs (Faction.setups)
    turn = "rootboard.game.factions.marquise.turn"  # her turn's steps (6.4-6.6), imported when asked

    def ledger_cause(self, action, verdict):
        if action.get("type") == "marquise-build":  # her building track's space (6.5.4.III)
            return BUILD("6.5.4", "6.5.4.III", building=action["building"], where=action["clearing"])
        return None

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


FACTION = Marquise("marquise", "Marquise de Cat", "Marquise", "6", (
    piece(WARRIOR, WARRIOR, 25, "B"),
    piece("sawmill", BUILDING, 6, "B"),
    piece("workshop", BUILDING, 6, "B"),
    piece("recruiter", BUILDING, 6, "B"),
    piece("wood", TOKEN, 8, "B"),
    # Only the Marquise may place pieces in its clearing; once removed it never returns (6.2.2).
    piece(KEEP, TOKEN, 1, "6.2.2"),
), battle_effects=("rootboard.game.factions.marquise.battle:ABILITIES",), crafting_pieces=frozenset({"workshop"}), crafting_section="6.2.1", setup_order=1,  # workshops (6.2.1)
   starts_in_a_corner=True,
   actions=("rootboard.game.factions.marquise.actions:ACTIONS",))  # build, recruit, overwork, march (6.4-6.5)
