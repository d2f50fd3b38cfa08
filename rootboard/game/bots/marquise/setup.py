"""The Mechanical Marquise 2.0's setup (Law of Rootbotics 4.3 [RDB]), as the game's own actions.

4.3.1 a supply of 25 warriors (her pieces); 4.3.2 the keep in a random corner clearing (one no
other bot started in: Rootbotics setup with bots, as the Electric Eyrie's 5.3.2 words it,
unconfirmed for her); 4.3.3 a warrior in each clearing but the diagonally opposite corner, one
more with the keep; 4.3.4 a sawmill, a workshop and a recruiter placed at random among the
keep's clearing and those adjacent, at most one in each; 4.3.5 the rest on her tracks (her
supply). Random choices come from the game's seed, so a game set up twice is set up the same.
"""

from __future__ import annotations

import random

from rootboard.game.bots.play import Doing
from rootboard.game.bots.marquise.turn import _place
from rootboard.messages import Template

KEEP_AT = Template("bot.marquise.setup.keep", "the keep goes in {where:area}, a corner clearing drawn at random")
GARRISON = Template("bot.marquise.setup.garrison", "a warrior in each clearing but {opposite:area}, the opposite "
                    "corner, and one more with the keep")
BUILDING_AT = Template("bot.marquise.setup.building", "{building:piece.a} goes in {where:area}, drawn at random "
                       "among the keep's clearing and those adjacent")


def setup(state, fid: str):
    """Her setup's doings on ``state`` (pieces still in her supply)."""
    from rootboard.game.factions.marquise import KEEP
    from rootboard.game.factions.marquise.board import adjacent_clearings
    from rootboard.game.placement import open_slots
    from rootboard.game.setupkit.places import corners, opposite_corner

    rng = random.Random(f"{state.seed}/bot-setup/{fid}")
    taken = {c for c in state.topology.board.clearings if state.pieces_at(c)}
    free = [c for c in corners(state.topology) if c not in taken] or corners(state.topology)
    keep = rng.choice(free)
    yield Doing("4.3.2", KEEP_AT(where=keep), _place(fid, KEEP, keep, 1))
    opposite = opposite_corner(state.topology, keep)
    yield Doing("4.3.3", GARRISON(opposite=opposite), None)
    for c in sorted(state.topology.board.clearings):
        if c != opposite:  # said once above; each placement says itself
            yield Doing("4.3.3", None, _place(fid, "warrior", c, 2 if c == keep else 1))
    spots = [c for c in [keep, *sorted(adjacent_clearings(state, keep))] if open_slots(state, c) > 0]
    rng.shuffle(spots)
    for building, where in zip(("sawmill", "workshop", "recruiter"), spots):
        yield Doing("4.3.4", BUILDING_AT(building=building, where=where), _place(fid, building, where, 1))
