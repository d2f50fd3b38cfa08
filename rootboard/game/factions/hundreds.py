"""The Lord of the Hundreds (chapter 14): its pieces, the warlord, Raze, and its setups."""

from __future__ import annotations

from rootboard.game.faction import Faction
from rootboard.game.kinds import BUILDING, TOKEN, WARRIOR, OnePerClearing, piece
from rootboard.game.setupkit.steps import corner_step, homeland, place, ruin_items
from rootboard.game.verdict import illegal
from rootboard.messages import Template

WARLORD = "warlord"
MOB = "mob"

WARLORD_TURN = Template("move.warlord-turn", "the warlord moves only on the Hundreds' own turn")
WARLORD_PLACED_WHEN = Template("place.warlord-when", "the warlord is placed only at setup and by Anoint")
WARLORD_IN_BATTLE = Template("remove.warlord-in-battle", "the warlord can be removed only in battle; say --in-battle "
                             "if this removal is a battle's hit")
RUIN_RAZED = Template("remove.ruin-razed", "the mob in {where:area} razes the ruin as its last item is taken; its "
                      "slot opens")

START = [("stronghold", 1), (WARLORD, 1), (WARRIOR, 4)]  # 14.3.2


class Hundreds(Faction):
    def check_own_move(self, state, m):
        # The warlord is moved only on the Hundreds' own turn (14.2.2).
        if m.kind == WARLORD and state.current != self.id:
            return illegal(WARLORD_TURN("14.2.2"))
        return None

    def place_notes(self, state, r):
        return [WARLORD_PLACED_WHEN("14.2.2")] if r.piece == WARLORD else []

    def check_own_removal(self, state, r):
        if r.piece == WARLORD and not r.in_battle:
            return illegal(WARLORD_IN_BATTLE("14.2.2"))  # removed only in battle (14.2.2)
        return None

    def removes_ruin(self, state, where):
        # Raze: a mob takes the ruin's last item and the ruin goes (14.4.1).
        return RUIN_RAZED("14.4.1", where=where) if state.count(where, (self.id, MOB)) else None

    def standard_setup(self, ctx):
        """14.3.2-14.3.3: the warlord, 4 warriors and a stronghold in a corner (corner rule);
        the R items under the ruins unless already done."""
        yield from corner_step(ctx, self.id, START, "14.3.2")
        ruin_items(ctx, self.id)

    def advanced_setup(self, ctx):
        home = yield from homeland(ctx, self.id, 1, 1, START)
        for name, n in START:
            place(ctx, self.id, name, home, n)
        ruin_items(ctx, self.id)


FACTION = Hundreds("hundreds", "Lord of the Hundreds", "Hundreds", "14", (
    piece(WARRIOR, WARRIOR, 20, "B"),
    # The warlord is a warrior (14.2.2): rules, removable only in battle, moved only on the
    # Hundreds' own turn.
    piece(WARLORD, WARRIOR, 1, "14.2.2"),
    piece("stronghold", BUILDING, 6, "B"),
    piece(MOB, TOKEN, 5, "B.4", one_per_clearing=OnePerClearing("mob", "14.6.1")),
), crafting_pieces=frozenset({"stronghold"}), setup_order=10, starts_in_a_corner=True)  # strongholds (14.2.1)
