"""The Corvid Conspiracy: its setups (Standard Setup and the Advanced Setup's faction setup), as scripts of
setup steps; imported only when a setup runs."""

from __future__ import annotations

from rootboard.game.factions.corvids import ASK_PLOT, ASK_SUIT_CLEARING, PLOT, WRONG_SUIT
from rootboard.game.factions.corvids.plots import PLOTS
from rootboard.game.kinds import SUITS, WARRIOR
from rootboard.game.setupkit.engine import Option, Step, options
from rootboard.game.setupkit.steps import PIECES, PLACED, can_place, homeland, place


def standard_setup(faction, ctx):
    """13.3.2: a warrior in a clearing of each suit."""
    fid = faction.id
    for suit in SUITS:
        where = yield Step(f"{fid}.{suit}", "clearing", ASK_SUIT_CLEARING("13.3.2", suit=suit), options(
            sorted(ctx.topology.board.clearings),
            lambda c: WRONG_SUIT("13.3.2", at=c, suit=suit) if ctx.state.suits.get(c) != suit
            else can_place(ctx, fid, [(WARRIOR, 1)], c),
            lambda c: PLACED("13.3.2", who=fid, what=PIECES(count=1, piece=WARRIOR), at=c)), fid)
        place(ctx, fid, WARRIOR, where)


def advanced_setup(faction, ctx):
    fid = faction.id
    home = yield from homeland(ctx, fid, 1, 1, [(WARRIOR, 1), (PLOTS[0], 1)])
    place(ctx, fid, WARRIOR, home)
    plot = yield Step(f"{fid}.plot", "plot", ASK_PLOT("13.3"),
                      tuple(Option(p, True, PLOT("13.2.2", at=home)) for p in PLOTS), fid)
    place(ctx, fid, plot, home)  # said as "a plot": its kind is the Corvids' secret (13.2.2)
    yield from faction.standard_setup(ctx)
