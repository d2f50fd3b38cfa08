"""The Lord of the Hundreds: the abilities the table declares in its battles (Faction.battle_effects);
imported only when a battle is judged."""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game.actions import Remove
from rootboard.game.battle.effects import ATTACKER, Ability
from rootboard.game.factions.hundreds import (BITTER, BITTER_NOT_A_CLEARING, BITTER_NO_MOB, BITTER_TOO_FAR, LOOTED,
                                              LOOTERS, LOOTERS_NOT_VAGABOND, LOOTERS_NO_ROLLED, MOB, NOT_LOOTED,
                                              NOT_THIS_MOOD, NOT_WARLORDS_CLEARING, STUBBORN, WRATHFUL,
                                              warlords_clearing)
from rootboard.game.placement import PieceRequest
from rootboard.game.rules import ruler
from rootboard.game.verdict import illegal


class InWarlordsClearing(Ability):
    """A mood of the Hundreds that works in battle in the warlord's clearing (14.7)."""

    owner = "hundreds"

    def refusal(self, state, fight, use):
        refused = super().refusal(state, fight, use)
        if refused is not None:
            return refused
        if warlords_clearing(state, self.owner) != fight.where:
            return illegal(NOT_WARLORDS_CLEARING(self.section, effect=self.id, where=fight.where))
        # A mood works only while its card is in the Mood Card slot (14.4.4, 14.7), when the
        # board keeps one.
        from rootboard.game.factions.hundreds.board import mood_kept, mood_name

        kept = mood_kept(state)
        if kept is not None and kept != self.id:
            return illegal(NOT_THIS_MOOD(self.section, "14.4.4", mood=mood_name(self.id), kept=mood_name(kept)))
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
        from rootboard.game.movement import open_neighbours
        refused = super().refusal(state, fight, use)
        if refused is not None:
            return refused
        near = {fight.where, *open_neighbours(state, fight.where)}
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


ABILITIES = (Stubborn(), Wrathful(), Bitter(), Looters())
