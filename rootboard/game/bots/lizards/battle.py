"""The Logical Lizards' ability in a battle, declared by its turn (Battle ``effects``): Fanatics, a
chosen trait ([CR] Vagabottos/clockroot en-US.json TextFanatics: "Whenever you Convert, battle in
that clearing after converting the warrior. In this battle deal an extra hit", one source,
unconfirmed). Declared only on the battle that follows a Convert. Imported only when a battle is
judged."""

from __future__ import annotations

from rootboard.game.battle.effects import ATTACKER, Ability
from rootboard.game.verdict import illegal
from rootboard.messages import Template

FANATICS_HIT = Template("battle.lizards.fanatics", "Fanatics, after its Convert (a trait of the Law of Rootbotics)")
NOT_CHOSEN = Template("battle.lizards.fanatics-not-chosen", "Fanatics is not one of the Logical Lizards' traits in "
                      "this game")


class Fanatics(Ability):
    id, title, section, owner, roles = "fanatics", "Fanatics", "16.1.3", "lizards", (ATTACKER,)

    def refusal(self, state, fight, use):
        from rootboard.game.bots import traits_of

        if "fanatics" not in traits_of(state, self.owner):
            return illegal(NOT_CHOSEN("16.1.3"))
        return super().refusal(state, fight, use)

    def extra_hits(self, state, fight, use, role):
        return [FANATICS_HIT("16.1.3")]


ABILITIES = (Fanatics(),)
