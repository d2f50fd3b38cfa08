"""The Marquise de Cat: the abilities the table declares in its battles (Faction.battle_effects);
imported only when a battle is judged."""

from __future__ import annotations

from rootboard.game.battle.effects import Ability
from rootboard.game.factions.marquise import FIELD_HOSPITALS, FIELD_HOSPITALS_BARRED, KEEP, NO_KEEP
from rootboard.game.kinds import SUPPLY, WARRIOR
from rootboard.game.movement import place_ban
from rootboard.game.state import shift
from rootboard.game.verdict import illegal


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


ABILITIES = (FieldHospitals(),)
