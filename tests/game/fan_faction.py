"""A fan faction, for the tests only: the Bees, made as a faction's room is made.

Nothing outside this module knows them: they are tried out by a Law with one faction more
(``LAW.with_faction(BEES)``). Their pieces are warriors and hives; their one rule of their own,
Swarm, makes them rule any clearing holding three of their warriors, whatever the counts; their
setup puts a hive and three warriors in a corner (the corner rule), or on a homeland.
"""

from __future__ import annotations

from rootboard.game.faction import Faction
from rootboard.game.kinds import BUILDING, WARRIOR, piece
from rootboard.game.setupkit.steps import corner_step, homeland, place
from rootboard.messages import Template

SWARM_SIZE = 3
SWARM = Template("test.bees.swarm", "the Bees rule {where:area}: {count} of their warriors swarm there")


class Bees(Faction):
    def claims(self, state, where):
        swarm = state.count(where, (self.id, WARRIOR))
        return SWARM("F.1", where=where, count=swarm) if swarm >= SWARM_SIZE else None

    def standard_setup(self, ctx):
        yield from corner_step(ctx, self.id, [("hive", 1), (WARRIOR, SWARM_SIZE)], "F.2")

    def advanced_setup(self, ctx):
        home = yield from homeland(ctx, self.id, 1, 1, [("hive", 1), (WARRIOR, SWARM_SIZE)], card={"distance": "not-adjacent"})
        place(ctx, self.id, "hive", home)
        place(ctx, self.id, WARRIOR, home, SWARM_SIZE)


BEES = Bees("bees", "The Bees", "Bees", "F", (
    piece(WARRIOR, WARRIOR, 10, "F"),
    piece("hive", BUILDING, 4, "F"),
), setup_order=12, starts_in_a_corner=True)
