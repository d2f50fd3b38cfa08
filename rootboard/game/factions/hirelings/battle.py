"""The hirelings' abilities the table declares in a battle (``--effect NAME``, 16.4.2.II): a
"CONTROLLER:" ability its controller may use or not, a card spent for it, which the table says.

The Rabbit Scouts (the Spring Uprising's demoted side): as defender, before the roll, its
controller may spend a card matching the battle clearing to deal the higher roll and make the
attacker deal the lower ("like Guerrilla War", 8.2.2; its card, one transcription:
:data:`rootboard.game.unconfirmed.HIRELING_ABILITIES`, ``higher_roll_for_card``). Imported only
when a battle names an effect its sides do not declare (Faction.battle_effects).
"""

from __future__ import annotations

from rootboard.game.battle.effects import DEFENDER, NOT_IN_BATTLE, ONLY_AS, BattleEffect
from rootboard.game.factions.hirelings.abilities import SECTION, holds_no_card, spend_a_card
from rootboard.game.hirelings import showing
from rootboard.game.unconfirmed import HIRELING_ABILITIES
from rootboard.game.verdict import illegal, impossible
from rootboard.messages import Template

NOT_SHOWING = Template("hireling-ability.higher-roll.not-showing", "{effect:battle-effect}: the ability of a "
                       "hireling card's side, and no hireling of this game shows it")
UNCONTROLLED = Template("hireling-ability.higher-roll.uncontrolled", "{effect:battle-effect}: its controller's "
                        "ability, and nobody controls {hireling:card}")
NO_CARD = Template("hireling-ability.higher-roll.no-card", "{effect:battle-effect}: its controller spends a card "
                   "matching {where:area}, and {who:faction} {who:faction|sg=holds|pl=hold} no card (its card)")
SPENDS = Template("hireling-ability.higher-roll.spends", "{hireling:card}: {who:faction} "
                  "{who:faction|sg=spends|pl=spend} a card matching {where:area} before the roll (its card)")
HIGHER = Template("hireling-ability.higher-roll", "{hireling:card}: as defender {who:faction} will deal the higher "
                  "roll, the attacker the lower (its card, like Guerrilla War)")


class HigherRollForCard(BattleEffect):
    """``rabbit-scouts``: its controller, defending, spends a card matching the clearing before
    the roll and deals the higher roll (16.4.2.II; like Guerrilla War, 8.2.2)."""

    id, title, section = "rabbit-scouts", "Rabbit Scouts", SECTION
    unconfirmed = True
    flag = "higher_roll_for_card"

    def hireling(self, state) -> str | None:
        """The game's hireling whose side showing has this ability, or None."""
        for h in state.hirelings:
            if HIRELING_ABILITIES.get(showing(state, h), {}).get(self.flag):
                return h
        return None

    def user(self, state, fight, value):
        hireling = self.hireling(state)
        if hireling is None:
            return impossible(NOT_SHOWING(self.section, effect=self.id))
        controller = state.controllers.get(hireling)
        if controller is None:
            return impossible(UNCONTROLLED(self.section, "16.4.2", effect=self.id, hireling=showing(state, hireling)))
        role = fight.role_of(controller)
        if role is None:
            return impossible(NOT_IN_BATTLE(self.section, effect=self.id, who=controller))
        return role

    def refusal(self, state, fight, use):
        fid = fight.faction(use.role)
        if use.role != DEFENDER:
            return illegal(ONLY_AS(self.section, effect=self.id, who=fid, role=DEFENDER))
        if holds_no_card(fight.origin or state, fid):  # the scratch position keeps no history
            return illegal(NO_CARD(self.section, "16.6.29", effect=self.id, where=fight.where, who=fid))
        return None

    def before_roll(self, state, fight, use):
        # The card spent before the roll (its card): one not named, the hand a count in public.
        fid = fight.faction(use.role)
        fight.do(spend_a_card(state, fid))
        return [SPENDS(self.section, "16.6.29", hireling=showing(state, self.hireling(state)), who=fid,
                       where=fight.where)]

    def takes_higher_roll(self, fight, use, role):
        if role != use.role:
            return None
        return HIGHER(self.section, "8.2.2", "4.3.2", hireling=showing(fight.state, self.hireling(fight.state)),
                      who=fight.faction(role))


EFFECTS = (HigherRollForCard(),)
