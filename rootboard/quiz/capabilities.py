"""Which factions make a trick case, found by asking the engine, not by naming them.

The quiz stages the cases players get wrong on purpose: a tie that one faction wins anyway
(the Eyrie's Lords of the Forest, 7.2.2), a clearing ruled by a building whatever the counts
(the Lizard Cult's gardens, Pilgrims, 10.2.4), the Burrow that only one faction brings into the
game (12.2.2). Rather than keep a list of who does what (a second copy of the rules, to fall
out of step with the first), each is found by setting the case up on a scratch position and
asking the rules who rules: whatever faction the rules make win is the one to stage.
"""

from __future__ import annotations

import random
from functools import lru_cache

from rootboard.quiz import engine_calls as core
from rootboard.quiz.positions import Position, fighters


def tie_winners(source: core.Source) -> list[str]:
    """Factions that rule a clearing where they tie for the most warriors and buildings."""
    return list(_found(source.map_ref)[0])


def building_rulers(source: core.Source) -> list[str]:
    """Factions that rule a clearing with one building against more enemy warriors."""
    return list(_found(source.map_ref)[1])


def burrow_factions(source: core.Source) -> list[str]:
    """Factions whose game has the Burrow (12.2.2)."""
    return list(_found(source.map_ref)[2])


@lru_cache(maxsize=8)
def _found(map_ref: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    source = core.open_source(map_ref)
    ties, buildings, burrows = [], [], []
    everyone = fighters()
    for fid in core.player_factions():
        if core.burrow_in_play(core.new_position(source, [fid], 0)):
            burrows.append(fid)
        if fid not in everyone:
            continue
        other = next(f for f in everyone if f != fid)
        if _rules_tie(source, fid, other):
            ties.append(fid)
        if _rules_with_a_building(source, fid, other):
            buildings.append(fid)
    return tuple(ties), tuple(buildings), tuple(burrows)


def _rules_tie(source: core.Source, fid: str, other: str) -> bool:
    position = Position(source, [fid, other], random.Random(0))
    for where in core.clearings(source.topology):
        if position.warriors(fid, where, 2) == 2 and position.warriors(other, where, 2) == 2:
            return core.rule_of(position.state, where)[0] == fid
    return False


def _rules_with_a_building(source: core.Source, fid: str, other: str) -> bool:
    """One building of ``fid`` against three warriors of ``other``, in every clearing where one
    of its buildings may stand (a garden needs its suit): does ``fid`` rule any of them?"""
    position = Position(source, [fid, other], random.Random(0))
    for where in core.clearings(source.topology):
        if position.building(fid, where) and position.warriors(other, where, 3) == 3:
            if core.rule_of(position.state, where)[0] == fid:
                return True
    return False
