"""The Lizard Cult: its setups (Standard Setup and the Advanced Setup's faction setup), as scripts of
setup steps; imported only when a setup runs."""

from __future__ import annotations

from rootboard.game.factions.lizards import ACOLYTES, ASK_OUTCAST, OUTCAST
from rootboard.game.kinds import SUITS, WARRIOR
from rootboard.game.setupkit.engine import Option, Step
from rootboard.game.setupkit.steps import adjacent_each, can_place, corner_step, homeland, place, spread
from rootboard.game.unconfirmed import SETUP_CARDS


def _outcast(faction, ctx):
    suit = yield Step(f"{faction.id}.outcast", "suit", ASK_OUTCAST("10.3.3"),
                      tuple(Option(s, True, OUTCAST("10.3.3", suit=s)) for s in SUITS), faction.id)
    ctx.say(OUTCAST("10.3.3", suit=suit))
    # Kept on its board: the conspiracies are performed in its clearings (10.4.3).
    from rootboard.game.factions.lizards.board import with_board

    ctx.apply([ctx.state.set_edit("boards", with_board(ctx.state, outcast=suit))])


def standard_setup(faction, ctx):
    """10.3.2: 4 warriors and a garden of the clearing's suit in a corner (corner rule), a
    warrior in each adjacent clearing; 10.3.3: the Outcast on any suit."""
    suits = ctx.state.suits
    corner = yield from corner_step(ctx, faction.id, lambda c: [(f"{suits[c]}-garden", 1), (WARRIOR, 4)], "10.3.2")
    adjacent_each(ctx, faction.id, corner, 1)
    yield from _outcast(faction, ctx)


def advanced_setup(faction, ctx):
    fid, suits = faction.id, ctx.state.suits
    home = yield from homeland(ctx, fid, 1, 1, [(WARRIOR, 4)],
                               extra=lambda c: can_place(ctx, fid, [(f"{suits[c]}-garden", 1)], c))
    place(ctx, fid, f"{suits[home]}-garden", home)
    place(ctx, fid, WARRIOR, home, 4)
    yield from spread(ctx, fid, home, SETUP_CARDS[fid]["spread"])
    # The setup card's acolytes: warriors from its supply to the Acolytes box (16.1.8, 10.2.3).
    from rootboard.game.factions.lizards.board import acolytes, with_board
    from rootboard.game.kinds import OUT, SUPPLY
    from rootboard.game.state import shift

    n = SETUP_CARDS[fid]["acolytes"]
    ctx.apply([shift((fid, WARRIOR), SUPPLY, OUT, n),
               ctx.state.set_edit("boards", with_board(ctx.state, acolytes=acolytes(ctx.state) + n))])
    ctx.say(ACOLYTES("10.3"))
    yield from _outcast(faction, ctx)
