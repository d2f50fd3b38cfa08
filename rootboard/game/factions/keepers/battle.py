"""The Keepers in Iron: the abilities the table declares in its battles (Faction.battle_effects);
imported only when a battle is judged."""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game.battle.effects import NOT_IN_BATTLE, BattleEffect
from rootboard.game.factions.keepers import KEEPERS, NOT_A_FOREST, RELIC_FOREST, RELICS
from rootboard.game.movement import in_forest
from rootboard.game.verdict import impossible


class RelicForest(BattleEffect):
    """``trophy-forest=FOREST``: where the enemy who removes a relic places it (15.2.5), one
    per relic removed, in order."""

    id, title, section, value, repeatable = RELIC_FOREST, "Prized Trophies", "15.2.5", "FOREST", True

    def user(self, state, fight, value):
        where = state.parse_area(value)
        if not in_forest(where):
            raise BadInput(NOT_A_FOREST("15.2.5", where=where))
        keepers = fight.role_of(KEEPERS)
        if keepers is None:
            return impossible(NOT_IN_BATTLE("15.2.5", effect=self.id, who=KEEPERS))
        return fight.other(keepers)

    def removed_piece_placed(self, state, fid, piece, where):
        # A relic written as moving from the battle's clearing to a forest: the forest chosen (15.2.5).
        return where if fid == KEEPERS and piece in RELICS and in_forest(where) else None


ABILITIES = (RelicForest(),)
