"""The Eyrie Dynasties: its setups (Standard Setup and the Advanced Setup's faction setup), as scripts of
setup steps; imported only when a setup runs."""

from __future__ import annotations

from rootboard.game.kinds import WARRIOR
from rootboard.game.setupkit.steps import corner_step, homeland, place


def standard_setup(faction, ctx):
    """7.3.2: a roost and 6 warriors in a corner (the corner rule)."""
    yield from corner_step(ctx, faction.id, [("roost", 1), (WARRIOR, 6)], "7.3.2")


def advanced_setup(faction, ctx):
    home = yield from homeland(ctx, faction.id, 1, 1, [("roost", 1), (WARRIOR, 6)])
    place(ctx, faction.id, "roost", home)
    place(ctx, faction.id, WARRIOR, home, 6)
