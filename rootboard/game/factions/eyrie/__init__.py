"""The Eyrie Dynasties (chapter 7): their pieces, Lords of the Forest, and their setups."""

from __future__ import annotations

from rootboard.game.battle.effects import ATTACKER, Ability
from rootboard.game.faction import Faction
from rootboard.game.kinds import BUILDING, TOKEN, OnePerClearing, WARRIOR, piece
from rootboard.messages import Template

LORDS_OF_THE_FOREST = Template("rule.lords-of-the-forest", "the Eyrie rules {where:area}: tied for the most warriors "
                               "and buildings ({counts}), Lords of the Forest wins the tie")


COMMANDER = Template("battle.commander", "Commander")
DESPOT = Template("battle.despot", "Despot")


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


class Eyrie(Faction):
    def tie_break(self, state, where, leaders, counts):
        # Lords of the Forest: a tie for the most is theirs while they have a piece in it (7.2.2).
        return LORDS_OF_THE_FOREST("7.2.2", where=where, counts=counts) if self.id in leaders else None

    def standard_setup(self, ctx):
        """7.3.2: a roost and 6 warriors in a corner (the corner rule)."""
        from rootboard.game.setupkit.steps import corner_step
        yield from corner_step(ctx, self.id, [("roost", 1), (WARRIOR, 6)], "7.3.2")

    def advanced_setup(self, ctx):
        from rootboard.game.setupkit.steps import homeland, place
        home = yield from homeland(ctx, self.id, 1, 1, [("roost", 1), (WARRIOR, 6)])
        place(ctx, self.id, "roost", home)
        place(ctx, self.id, WARRIOR, home, 6)


FACTION = Eyrie("eyrie", "Eyrie Dynasties", "Eyrie", "7", (
    piece(WARRIOR, WARRIOR, 20, "B"),
    # Decree Build puts a roost only where the Eyrie have none (7.5.2.IV).
    piece("roost", BUILDING, 7, "B", one_per_clearing=OnePerClearing("roost", "7.5.2.IV")),
), battle_effects=(Commander(), Despot()), crafting_pieces=frozenset({"roost"}), setup_order=2,  # roosts (7.2.1)
   starts_in_a_corner=True)
