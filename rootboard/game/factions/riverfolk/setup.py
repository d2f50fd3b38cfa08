"""The Riverfolk Company: its setups (Standard Setup and the Advanced Setup's faction setup), as scripts of
setup steps; imported only when a setup runs."""

from __future__ import annotations

from rootboard.game.factions.riverfolk import ASK_RIVER, NOT_RIVER
from rootboard.game.factions.riverfolk.board import HAND_CARD, MERCENARIES, PRICES, RIVERBOATS, SERVICES
from rootboard.game.kinds import WARRIOR
from rootboard.game.setupkit import places
from rootboard.game.setupkit.engine import Step, options
from rootboard.game.setupkit.steps import PIECES, PLACED, can_place, place
from rootboard.messages import Template

# Set Starting Prices (11.3.5): one sentence per service, so that each reads whole in every language.
ASK_PRICE = {
    HAND_CARD: Template("setup.riverfolk.price.hand-card.ask", "Riverfolk: the starting price of a hand card, in "
                        "warriors (Set Starting Prices)"),
    RIVERBOATS: Template("setup.riverfolk.price.riverboats.ask", "Riverfolk: the starting price of riverboats, in "
                         "warriors (Set Starting Prices)"),
    MERCENARIES: Template("setup.riverfolk.price.mercenaries.ask", "Riverfolk: the starting price of mercenaries, "
                          "in warriors (Set Starting Prices)"),
}
PRICED = {
    HAND_CARD: Template("setup.riverfolk.price.hand-card", "a hand card costs {price} warrior",
                        plural="a hand card costs {price} warriors", count="price"),
    RIVERBOATS: Template("setup.riverfolk.price.riverboats", "riverboats cost {price} warrior",
                         plural="riverboats cost {price} warriors", count="price"),
    MERCENARIES: Template("setup.riverfolk.price.mercenaries", "mercenaries cost {price} warrior",
                          plural="mercenaries cost {price} warriors", count="price"),
}


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
    yield from starting_prices(faction, ctx)


def starting_funds(ctx):
    """11.3.4: three warriors in Payments (the room's StartingFunds, so a game file's board says
    it as play does). The trade posts are on their tracks already (their supply, 11.3.3); the
    starting prices (11.3.5) are asked next (starting_prices)."""
    from rootboard.game.factions.riverfolk.actions import StartingFunds

    if ctx.rules < 2:  # a setup recorded before rootboard placed the funds: replayed as it was made
        return
    ctx.apply(StartingFunds().edits(ctx.state))


def starting_prices(faction, ctx):
    """11.3.5, Set Starting Prices: a service marker on any space of each Services track, asked
    service by service (each space a price, board.PRICES), then set as the room's StartingPrices,
    so the game file's board and a Rootlog's setup line say them as play does. A setup recorded
    by an edition of the setup scripts before this was asked (ctx.rules under 3) leaves them
    unset, as it was made."""
    from rootboard.game.factions.riverfolk.actions import StartingPrices

    if ctx.rules < 3:  # a setup recorded before rootboard asked the prices: replayed as it was made
        return
    asked = {}
    for service in SERVICES:
        asked[service] = yield Step(f"{faction.id}.price.{service}", "price", ASK_PRICE[service]("11.3.5"), options(
            PRICES, lambda price: None, lambda price, service=service: PRICED[service]("11.3.5", price=price)),
            faction.id)
    chosen = StartingPrices(asked[HAND_CARD], asked[RIVERBOATS], asked[MERCENARIES])
    ctx.apply(chosen.edits(ctx.state))
    ctx.say(chosen.describe(ctx.state.law))
