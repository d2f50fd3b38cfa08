"""The Riverfolk Company: its setups (Standard Setup and the Advanced Setup's faction setup), as scripts of
setup steps; imported only when a setup runs."""

from __future__ import annotations

from rootboard.game.factions.riverfolk import ASK_RIVER, NOT_RIVER
from rootboard.game.kinds import WARRIOR
from rootboard.game.setupkit import places
from rootboard.game.setupkit.engine import Step, options
from rootboard.game.setupkit.steps import PIECES, PLACED, can_place, place


def standard_setup(faction, ctx):
    """11.3.2: 4 warriors among clearings on the river (the Lake's coast, 16.2.2.II)."""
    fid, topology = faction.id, ctx.topology
    river = places.river_clearings(topology)
    for n in range(1, 5):
        where = yield Step(f"{fid}.warrior{n}", "clearing", ASK_RIVER("11.3.2", n=n), options(
            sorted(topology.board.clearings),
            lambda c: NOT_RIVER("11.3.2", at=c) if c not in river else can_place(ctx, fid, [(WARRIOR, 1)], c),
            lambda c: PLACED("11.3.2", who=fid, what=PIECES(count=1, piece=WARRIOR), at=c)), fid)
        place(ctx, fid, WARRIOR, where)
    starting_funds(ctx)


def starting_funds(ctx):
    """11.3.4: three warriors in Payments (the room's StartingFunds, so a game file's board says
    it as play does). The trade posts are on their tracks already (their supply, 11.3.3); the
    starting prices (11.3.5) are the table's to set (riverfolk-starting-prices)."""
    from rootboard.game.factions.riverfolk.actions import StartingFunds

    if ctx.rules < 2:  # a setup recorded before rootboard placed the funds: replayed as it was made
        return
    ctx.apply(StartingFunds().edits(ctx.state))
