"""The map's own pieces (16.2, 16.5): ruins on the R slots, closed-path markers, the Ferry, the
Tower and the landmark cards' pieces. They belong to no faction: the Law keeps them under the
owner ``map``, and no one takes turns with them."""

from __future__ import annotations

from rootboard.game.faction import Faction
from rootboard.game.kinds import LANDMARK, MAP, MARKER, OUT, piece


class MapPieces(Faction):
    def removed_to(self, name):
        return OUT if name == "ruin" else super().removed_to(name)  # an explored ruin is gone (2.2.4, 9.5.3)


MAP_PIECES = MapPieces(MAP, "the map", "the map", "16.2", (
    piece("ruin", MARKER, 4, "2.2.4", fills_slot=True),
    piece("closed-path", MARKER, 6, "16.2.3.I"),  # stands on paths, not in areas
    # Cannot be battled or removed (16.2.2.V); landmarks neither (16.5.1.I).
    piece("ferry", LANDMARK, 1, "16.2.2.V"),
    piece("tower", LANDMARK, 1, "16.2.3.IV"),
    piece("black-market", LANDMARK, 1, "16.5", unconfirmed=True),
    piece("lost-city", LANDMARK, 1, "16.5", unconfirmed=True),
    piece("legendary-forge", LANDMARK, 1, "16.5", unconfirmed=True),
    # Adds one building slot to its clearing (RULES.md 6.3, unconfirmed).
    piece("elder-treetop", LANDMARK, 1, "16.5", unconfirmed=True),
), seated=False)

ELDER_TREETOP_EXTRA_SLOTS = 1  # unconfirmed (LM-data), RULES.md 6.3
