"""The Drillbit Duchy's Captain in its battles, declared by its turn (Battle ``effects``): with the
Captain swayed, as attacker it deals an extra hit where the battle's clearing has a tunnel ([CR]
en-US.json SpecificExtra "Captain"; one source). Imported only when a battle is judged."""

from __future__ import annotations

from rootboard.game.battle.effects import ATTACKER, Ability
from rootboard.game.verdict import illegal
from rootboard.messages import Template

CAPTAIN_HIT = Template("battle.drillbit-duchy.captain", "the Captain, where a tunnel is")
NO_CAPTAIN = Template("battle.drillbit-duchy.no-captain", "the Drillbit Duchy's Captain is not swayed, or the clearing "
                      "has no tunnel: no extra hit")


class Captain(Ability):
    """An extra hit as attacker, the Captain swayed and a tunnel in the clearing ([CR])."""

    id, title, section, owner, roles = "captain-tunnel", "Captain", "16.1.3", "duchy", (ATTACKER,)

    def refusal(self, state, fight, use):
        from rootboard.game.factions.duchy.board import swayed

        if "captain" not in swayed(state) or not state.count(fight.where, (self.owner, "tunnel")):
            return illegal(NO_CAPTAIN("16.1.3"))
        return super().refusal(state, fight, use)

    def extra_hits(self, state, fight, use, role):
        return [CAPTAIN_HIT("16.1.3")]


ABILITIES = (Captain(),)
