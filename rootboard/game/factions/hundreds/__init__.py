"""The Lord of the Hundreds (chapter 14): its pieces, the warlord, Raze, and its setups."""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game.actions import Remove
from rootboard.game.battle.effects import ATTACKER, Ability
from rootboard.game.faction import Faction
from rootboard.game.placement import PieceRequest
from rootboard.game.rules import ruler
from rootboard.game.kinds import BUILDING, TOKEN, WARRIOR, OnePerClearing, piece
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

NOT_WARLORDS_CLEARING = Template("battle.warlords-clearing", "{effect:battle-effect} works in battle in the "
                                 "warlord's clearing; the warlord is not in {where:area}")
STUBBORN = Template("battle.stubborn", "Stubborn, in the warlord's clearing")
WRATHFUL = Template("battle.wrathful", "Wrathful, in the warlord's clearing")
BITTER_NOT_A_CLEARING = Template("battle.bitter.not-clearing", "Bitter names the clearings of the mobs removed, "
                                 "as numbers: {value!r} is not")
BITTER_TOO_FAR = Template("battle.bitter.too-far", "Bitter removes mobs from the warlord's clearing and the clearings "
                          "adjacent to it; {at:area} is neither")
BITTER_NO_MOB = Template("battle.bitter.no-mob", "{at:area} holds no mob to remove")
BITTER = Template("battle.bitter", "Bitter: the Hundreds remove {count} mob and place {placed} warrior in "
                  "{where:area}", plural="Bitter: the Hundreds remove {count} mobs and place {placed} warriors "
                  "in {where:area}", count="count")
LOOTERS_NOT_VAGABOND = Template("battle.looters.vagabond", "the Hundreds cannot loot the Vagabond")
LOOTERS = Template("battle.looters", "the Hundreds declare they loot {defender:faction} (who must have an item "
                   "in its Crafted Items box): they deal no rolled hits")
LOOTERS_NO_ROLLED = Template("battle.looters.no-rolled", "Looters: the Hundreds deal no rolled hits")
LOOTED = Template("battle.looted", "the Hundreds rule {where:area}: they take one item from {defender:faction.whose} "
                  "Crafted Items box into their Hoard")
NOT_LOOTED = Template("battle.not-looted", "the Hundreds do not rule {where:area}: they take no item")


def warlords_clearing(state, owner):
    found = state.where_is((owner, WARLORD))
    return found[0] if found else None


class InWarlordsClearing(Ability):
    """A mood of the Hundreds that works in battle in the warlord's clearing (14.7)."""

    owner = "hundreds"

    def refusal(self, state, fight, use):
        refused = super().refusal(state, fight, use)
        if refused is not None:
            return refused
        if warlords_clearing(state, self.owner) != fight.where:
            return illegal(NOT_WARLORDS_CLEARING(self.section, effect=self.id, where=fight.where))
        return None


class Stubborn(InWarlordsClearing):
    """``stubborn``: in battle in the warlord's clearing, the first hit taken is ignored (14.7.7)."""

    id, title, section = "stubborn", "Stubborn", "14.7.7"

    def ignores_first_hit(self, fight, use, role):
        return STUBBORN("14.7.7") if role == use.role else None


class Wrathful(InWarlordsClearing):
    """``wrathful``: as attacker in the warlord's clearing, an extra hit (14.7.8)."""

    id, title, section, roles = "wrathful", "Wrathful", "14.7.8", (ATTACKER,)

    def extra_hits(self, state, fight, use, role):
        return [WRATHFUL("14.7.8")]


class Bitter(InWarlordsClearing):
    """``bitter=C1,C2,...``: before the roll, remove mobs from the warlord's clearing and the
    clearings adjacent to it (one clearing named per mob) and place that many warriors in the
    warlord's clearing (14.7.1), as many as the supply holds (1.5.4)."""

    id, title, section, value = "bitter", "Bitter", "14.7.1", "CLEARING,CLEARING,..."

    def clearings(self, use) -> list[int]:
        found = []
        for part in (use.value or "").split(","):
            part = part.strip()
            if not (part.isascii() and part.isdigit()):
                raise BadInput(BITTER_NOT_A_CLEARING("14.7.1", value=part))
            found.append(int(part))
        return found

    def refusal(self, state, fight, use):
        from rootboard.game.setupkit.places import open_neighbours
        from rootboard.game.battle.resolution import opened_paths
        refused = super().refusal(state, fight, use)
        if refused is not None:
            return refused
        near = {fight.where, *open_neighbours(state.topology, fight.where, opened_paths(state))}
        for c in self.clearings(use):
            if c not in near:
                return illegal(BITTER_TOO_FAR("14.7.1", at=c))
        for c in set(self.clearings(use)):
            if state.count(c, (self.owner, MOB)) < self.clearings(use).count(c):
                return illegal(BITTER_NO_MOB("14.7.1", "14.6.1", at=c))
        return None

    def before_roll(self, state, fight, use):
        from rootboard.game.battle.resolution import place_warriors
        mobs = [c for c in self.clearings(use) if state.count(c, (self.owner, MOB))]
        for c in mobs:
            fight.do(Remove(PieceRequest(self.owner, MOB, c), self.owner).edits(state))
        placed = place_warriors(fight, self.owner, [fight.where] * len(mobs))
        return [BITTER("14.7.1", count=len(mobs), placed=len(placed), where=fight.where)]


class Looters(Ability):
    """``looters``: at the start of battle as attacker, against a defender with an item in its
    Crafted Items box (never the Vagabond), the Hundreds deal no rolled hits; at the end, if
    they rule the clearing, they take one item from that box (14.2.5)."""

    id, title, section, owner, roles = "looters", "Looters", "14.2.5", "hundreds", (ATTACKER,)

    def refusal(self, state, fight, use):
        refused = super().refusal(state, fight, use)
        if refused is not None:
            return refused
        if state.law[fight.defender].vagabond:
            return illegal(LOOTERS_NOT_VAGABOND("14.2.5"))
        return None

    def at_start(self, state, fight, use):
        return [LOOTERS("14.2.5", defender=fight.defender)]

    def no_rolled_hits(self, fight, use, role):
        return LOOTERS_NO_ROLLED("14.2.5") if role == use.role else None

    def at_end(self, state, fight, use):
        if ruler(state, fight.where) == self.owner:
            return [LOOTED("14.2.5", "14.2.4", where=fight.where, defender=fight.defender)]
        return [NOT_LOOTED("14.2.5", where=fight.where)]


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
        from rootboard.game.setupkit.steps import corner_step, ruin_items
        yield from corner_step(ctx, self.id, START, "14.3.2")
        ruin_items(ctx, self.id)

    def advanced_setup(self, ctx):
        from rootboard.game.setupkit.steps import homeland, place, ruin_items
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
), battle_effects=(Stubborn(), Wrathful(), Bitter(), Looters()), crafting_pieces=frozenset({"stronghold"}),  # 14.2.1
   setup_order=10, starts_in_a_corner=True)
