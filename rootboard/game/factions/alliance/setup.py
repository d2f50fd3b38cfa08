"""The Woodland Alliance: its setups (Standard Setup and the Advanced Setup's faction setup), as scripts of
setup steps; imported only when a setup runs."""

from __future__ import annotations

from rootboard.game.factions.alliance import NOTHING, SUPPORTERS

STARTING_SUPPORTERS = 3  # 8.3.4: "Draw 3 cards and place them face down on your Supporters stack"


def standard_setup(faction, ctx):
    """8.3: nothing on the map; three supporters drawn from the deck, face down (8.3.4): card
    edits from the draw pile onto her board, a count the table sees."""
    from rootboard.game.cards.places import BOARD, DRAW, place
    from rootboard.game.state import Edit

    ctx.say(NOTHING("8.3", who=faction.id))
    ctx.apply([Edit("card", (None, DRAW, place(BOARD, faction.id)))] * STARTING_SUPPORTERS)
    ctx.say(SUPPORTERS("8.3.4"))
    return
    yield  # a script with no step is still a generator
