"""The Vagabot's ability in his battles, declared by his turn (Battle ``effects``): Marksman, a
chosen trait ([CR] Vagabottos/clockroot en-US.json TextMarksman, ActionBattleMarksman: "at the start
of battle as attacker, deal an immediate hit", one source, unconfirmed). The hit is dealt before the
dice, as an ambush's is (4.3.1), and its removals are made before the roll; a warrior it removes
scores him a point like any other of his battle (his seat's ``battle_removals``). Imported only when
a battle is judged."""

from __future__ import annotations

from rootboard.game.battle.effects import ATTACKER, DEFENDER, Ability
from rootboard.game.verdict import illegal
from rootboard.messages import Template

MARKSMAN_HIT = Template("battle.vagabot.marksman", "Marksman: the Vagabot deals an immediate hit before the dice (a "
                        "trait of the Law of Rootbotics)")
NOT_CHOSEN = Template("battle.vagabot.marksman-not-chosen", "Marksman is not one of the Vagabot's traits in this game")


class Marksman(Ability):
    id, title, section, owner, roles = "marksman", "Marksman", "16.1.3", "vagabond", (ATTACKER,)

    def refusal(self, state, fight, use):
        from rootboard.game.bots import traits_of

        if "marksman" not in traits_of(state, fight.attacker):
            return illegal(NOT_CHOSEN("16.1.3"))
        return super().refusal(state, fight, use)

    def before_roll(self, state, fight, use):
        from rootboard.game.battle.resolution import _after_batch, _take_hits

        fight.say(MARKSMAN_HIT("16.1.3"))
        fight.dealt[ATTACKER] += 1
        _after_batch(fight, _take_hits(fight, DEFENDER, 1, "ambush"))
        return []


ABILITIES = (Marksman(),)
