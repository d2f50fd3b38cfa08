"""A raid removed outside battle (13.7.4): where its warriors go, said with the removal (the
table places them). In battle the battle places them (Corvids.removed_in_battle); removed by
Exposure, it does nothing (13.2.4)."""

from __future__ import annotations

from rootboard.game.factions.corvids.pieces import RAID
from rootboard.game.kinds import WARRIOR
from rootboard.game.movement import open_neighbours, place_ban

CORVIDS = "corvids"


def raid_places(state, where) -> list[int]:
    """The clearings adjacent to ``where`` (an opened closed path counts, 16.2.3.III) that get a
    Corvid warrior: those where one may be placed (a keep bars it, 6.2.2), in clearing order,
    as many as the supply holds (1.5.4), as the battle places them."""
    left = state.supply.get((CORVIDS, WARRIOR), 0)
    placed = []
    for c in open_neighbours(state, where):
        if len(placed) == left:
            break
        if place_ban(state, CORVIDS, c) is None:
            placed.append(c)
    return placed


def triggers(r) -> bool:
    """Whether removing ``r`` (a PieceRequest of theirs) is a raid going off outside battle."""
    return r.piece == RAID and not r.in_battle and isinstance(r.where, int)
