"""The Electric Eyrie's ability in her battles, declared by her turn (Battle ``effects``):
battling for the Decree's column with the most cards, she deals an extra hit ([CR] en-US.json
SpecificDaylight "ExtraHit", models/eyrie.ts: a tie for the most is no most). Imported only
when a battle is judged."""

from __future__ import annotations

from rootboard.game.battle.effects import ATTACKER, Ability
from rootboard.game.verdict import illegal
from rootboard.messages import Template

LONGEST_COLUMN = Template("battle.electric-eyrie.longest", "the Decree's longest column")
NO_LONGEST = Template("battle.electric-eyrie.no-longest", "no column of the Electric Eyrie's Decree has more cards "
                      "than every other: no extra hit")


class LongestColumn(Ability):
    """An extra hit as attacker while one Decree column has the most cards; her turn declares it
    only in the battle of that column (Law of Rootbotics 5.5.1, [CR])."""

    id, title, section, owner, roles = "longest-column", "Longest Column", "16.1.3", "eyrie", (ATTACKER,)

    def refusal(self, state, fight, use):
        from rootboard.game.bots.eyrie.board import board_of, longest

        if longest(board_of(state, self.owner)) is None:
            return illegal(NO_LONGEST("16.1.3"))
        return super().refusal(state, fight, use)

    def extra_hits(self, state, fight, use, role):
        return [LONGEST_COLUMN("16.1.3")]


ABILITIES = (LongestColumn(),)
