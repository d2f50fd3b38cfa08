"""The Woodland Alliance: its setups (Standard Setup and the Advanced Setup's faction setup), as scripts of
setup steps; imported only when a setup runs."""

from __future__ import annotations

from rootboard.game.factions.alliance import NOTHING, SUPPORTERS


# 8.3.4: "draw three cards and place them face down on your Supporters stack" (Law of Root,
# English 8.3.4; the same on her setup card, 16.1.8.II). A printed count.
STARTING_SUPPORTERS = 3


def standard_setup(faction, ctx):
    """8.3: nothing on the map; her supporters are drawn once the hands are dealt (after_hands)."""
    ctx.say(NOTHING("8.3", who=faction.id))
    return
    yield  # a script with no step is still a generator


def after_hands(faction, ctx):
    """8.3.4: three cards from the deck, face down, onto her Supporters stack: unnamed cards the
    table does not see, kept as her board's count (rootboard.game.factions.alliance.supporters)."""
    from rootboard.game.cards.places import BOARD, DRAW, place
    from rootboard.game.cards.table import card_edit

    ctx.apply([card_edit(None, DRAW, place(BOARD, faction.id)) for _ in range(STARTING_SUPPORTERS)])
    ctx.say(SUPPORTERS("8.3.4"))
