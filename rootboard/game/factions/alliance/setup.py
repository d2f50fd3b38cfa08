"""The Woodland Alliance: its setups (Standard Setup and the Advanced Setup's faction setup), as scripts of
setup steps; imported only when a setup runs."""

from __future__ import annotations

from rootboard.game.factions.alliance import NOTHING, SUPPORTERS


def standard_setup(faction, ctx):
    """8.3: nothing on the map; three supporters from the deck, face down on her board (8.3.4),
    drawn as card edits of the setup so the draw pile and her stack count them."""
    # The card table is imported when a setup deals, never when a command starts.
    from rootboard.game.cards.places import BOARD, DRAW, place
    from rootboard.game.cards.table import card_edit
    from rootboard.game.factions.alliance.board import STARTING_SUPPORTERS

    ctx.say(NOTHING("8.3", who=faction.id))
    ctx.apply([card_edit(None, DRAW, place(BOARD, faction.id)) for _ in range(STARTING_SUPPORTERS)])
    ctx.say(SUPPORTERS("8.3.4"))
    return
    yield  # a script with no step is still a generator
