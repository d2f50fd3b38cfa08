"""The Eyrie Dynasties (chapter 7): their pieces, Lords of the Forest; their setups: setup.py, the Commander and Despot:
battle.py."""

from __future__ import annotations

from rootboard.game.faction import Faction
from rootboard.game.kinds import BUILDING, OnePerClearing, WARRIOR, piece
from rootboard.messages import Template

LORDS_OF_THE_FOREST = Template("rule.lords-of-the-forest", "the Eyrie rules {where:area}: tied for the most warriors "
                               "and buildings ({counts}), Lords of the Forest wins the tie")


DISDAIN_FOR_TRADE = Template("craft.disdain-for-trade", "Disdain for Trade: the Eyrie score 1 VP for a crafted item, "
                             "not the {points} VP the card lists (with the Builder as their leader they ignore it: "
                             "score the rest with 'rootboard score')")

COMMANDER = Template("battle.commander", "Commander")
DESPOT = Template("battle.despot", "Despot")


class Eyrie(Faction):
    setups = "rootboard.game.factions.eyrie.setup"  # imported when a setup runs (Faction.setups)

    def tie_break(self, state, where, leaders, counts):
        # Lords of the Forest: a tie for the most is theirs while they have a piece in it (7.2.2).
        return LORDS_OF_THE_FOREST("7.2.2", where=where, counts=counts) if self.id in leaders else None

    def crafted_item(self, state, item, points, remove):
        # Disdain for Trade: one point for any item, whatever the card lists (7.2.3); the Builder
        # leader ignores it (7.8.1), and rootboard does not keep the leader: the table says.
        from rootboard.game.crafting import BOX, ItemOutcome

        return ItemOutcome(BOX, 1, DISDAIN_FOR_TRADE("7.2.3", "7.8.1", points=points))


FACTION = Eyrie("eyrie", "Eyrie Dynasties", "Eyrie", "7", (
    piece(WARRIOR, WARRIOR, 20, "B"),
    # Decree Build puts a roost only where the Eyrie have none (7.5.2.IV).
    piece("roost", BUILDING, 7, "B", one_per_clearing=OnePerClearing("roost", "7.5.2.IV")),
), battle_effects=("rootboard.game.factions.eyrie.battle:ABILITIES",), crafting_pieces=frozenset({"roost"}), crafting_section="7.2.1", setup_order=2,  # roosts (7.2.1)
   starts_in_a_corner=True)
