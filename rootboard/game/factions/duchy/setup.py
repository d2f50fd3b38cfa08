"""The Underground Duchy: its setups (Standard Setup and the Advanced Setup's faction setup), as scripts of
setup steps; imported only when a setup runs."""

from __future__ import annotations

from rootboard.game.factions.duchy import TUNNEL
from rootboard.game.kinds import WARRIOR
from rootboard.game.setupkit.steps import adjacent_each, corner_step, homeland, place, spread
from rootboard.game.unconfirmed import SETUP_CARDS


def standard_setup(faction, ctx):
    """12.3.3: 2 warriors and a tunnel in a corner (corner rule); 2 warriors in each
    adjacent clearing, never the Burrow."""
    corner = yield from corner_step(ctx, faction.id, [(TUNNEL, 1), (WARRIOR, 2)], "12.3.3")
    adjacent_each(ctx, faction.id, corner, 2)  # the Burrow is no clearing: none go there


def advanced_setup(faction, ctx):
    home = yield from homeland(ctx, faction.id, 1, 1, [(TUNNEL, 1), (WARRIOR, 2)])
    place(ctx, faction.id, TUNNEL, home)
    place(ctx, faction.id, WARRIOR, home, 2)
    yield from spread(ctx, faction.id, home, SETUP_CARDS[faction.id]["spread"])
