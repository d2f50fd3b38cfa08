"""The Woodland Alliance: its setups (Standard Setup and the Advanced Setup's faction setup), as scripts of
setup steps; imported only when a setup runs."""

from __future__ import annotations

from rootboard.game.factions.alliance import NOTHING, SUPPORTERS


def standard_setup(faction, ctx):
    """8.3: nothing on the map; three supporters from the deck."""
    ctx.say(NOTHING("8.3", who=faction.id))
    ctx.say(SUPPORTERS("8.3.4"))
    return
    yield  # a script with no step is still a generator
