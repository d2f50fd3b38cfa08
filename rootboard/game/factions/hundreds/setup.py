"""The Lord of the Hundreds: its setups (Standard Setup and the Advanced Setup's faction setup), as scripts of
setup steps; imported only when a setup runs."""

from __future__ import annotations

from rootboard.game.factions.hundreds import START
from rootboard.game.setupkit.steps import corner_step, homeland, place, ruin_items


def standard_setup(faction, ctx):
    """14.3.2-14.3.3: the warlord, 4 warriors and a stronghold in a corner (corner rule);
    the R items under the ruins unless already done."""
    yield from corner_step(ctx, faction.id, START, "14.3.2")
    ruin_items(ctx, faction.id)


def advanced_setup(faction, ctx):
    home = yield from homeland(ctx, faction.id, 1, 1, START)
    for name, n in START:
        place(ctx, faction.id, name, home, n)
    ruin_items(ctx, faction.id)
