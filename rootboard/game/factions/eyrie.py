"""The Eyrie Dynasties (chapter 7): their pieces, Lords of the Forest, and their setups."""

from __future__ import annotations

from rootboard.game.faction import Faction
from rootboard.game.kinds import BUILDING, OnePerClearing, WARRIOR, piece
from rootboard.game.setupkit.steps import corner_step, homeland, place
from rootboard.messages import Template

LORDS_OF_THE_FOREST = Template("rule.lords-of-the-forest", "the Eyrie rule {where:area}: tied for the most warriors "
                               "and buildings ({counts}), Lords of the Forest wins the tie")


class Eyrie(Faction):
    def tie_break(self, state, where, leaders, counts):
        # Lords of the Forest: a tie for the most is theirs while they have a piece in it (7.2.2).
        return LORDS_OF_THE_FOREST("7.2.2", where=where, counts=counts) if self.id in leaders else None

    def standard_setup(self, ctx):
        """7.3.2: a roost and 6 warriors in a corner (the corner rule)."""
        yield from corner_step(ctx, self.id, [("roost", 1), (WARRIOR, 6)], "7.3.2")

    def advanced_setup(self, ctx):
        home = yield from homeland(ctx, self.id, 1, 1, [("roost", 1), (WARRIOR, 6)])
        place(ctx, self.id, "roost", home)
        place(ctx, self.id, WARRIOR, home, 6)


FACTION = Eyrie("eyrie", "Eyrie Dynasties", "Eyrie", "7", (
    piece(WARRIOR, WARRIOR, 20, "B"),
    # Decree Build puts a roost only where the Eyrie have none (7.5.2.IV).
    piece("roost", BUILDING, 7, "B", one_per_clearing=OnePerClearing("roost", "7.5.2.IV")),
), crafting_pieces=frozenset({"roost"}), setup_order=2, starts_in_a_corner=True)  # roosts (7.2.1)
