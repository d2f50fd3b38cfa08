"""The Eyrie Dynasties: the abilities the table declares in its battles (Faction.battle_effects);
imported only when a battle is judged."""

from __future__ import annotations

from rootboard.game.battle.effects import ATTACKER, Ability
from rootboard.game.factions.eyrie import COMMANDER, DESPOT
from rootboard.game.kinds import BUILDING, TOKEN


class Commander(Ability):
    """The Commander leads the Eyrie: in battle as attacker, they deal an extra hit (7.8.3)."""

    id, title, section, owner, roles = "commander", "Commander", "7.8.3", "eyrie", (ATTACKER,)

    def extra_hits(self, state, fight, use, role):
        return [COMMANDER("7.8.3")]


class Despot(Ability):
    """The Despot leads the Eyrie: removing at least one enemy building or token in battle
    scores one extra point, once however many (7.8.4; FAQ)."""

    id, title, section, owner = "despot", "Despot", "7.8.4", "eyrie"

    def at_end(self, state, fight, use):
        kinds = state.law.kinds
        if any(r.role != use.role and not r.item and kinds[(r.owner, r.piece)] in (BUILDING, TOKEN)
               for r in fight.removals):
            fight.score(self.owner, 1, DESPOT("7.8.4"))
        return []


ABILITIES = (Commander(), Despot())
