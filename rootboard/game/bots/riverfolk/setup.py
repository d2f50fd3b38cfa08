"""The Riverfolk Robots' setup (Law of Rootbotics 9.3), as the game's own actions.

9.3.1 a supply of 15 warriors [RDB] (its pieces); 9.3.2 a warrior in each clearing on the river
([CR] Setup1; [RDB]'s stored copy stops at the step's title); 9.3.3 the 9 trade posts on their
tracks (its supply, [CR] Setup2); 9.3.4 one warrior in Payments ([CR] Setup3); 9.3.5 five cards
drawn for the Market ([CR] Setup4; a row of five, 9.2.1 [RDB]), kept on its board by its own
action (``bot-riverfolk-market``, not named: the table names them, :mod:`.market`). Numbers after
9.3.2 follow [CR]'s order (unconfirmed).
"""

from __future__ import annotations

from rootboard.game.bots.play import Doing
from rootboard.game.unconfirmed import RIVERFOLK_ROBOTS_STARTING_PAYMENTS as PAYMENTS_AT_START  # [CR] Setup3 only
from rootboard.messages import Template

RIVER = Template("bot.riverfolk.setup.river", "a warrior in each clearing on the river")
PAYMENT = Template("bot.riverfolk.setup.payment", "one of its warriors goes into its Payments box")
MARKET = Template("bot.riverfolk.setup.market", "the table draws five cards for its Market, face up in a row")


def setup(state, fid: str):
    from rootboard.game.bots.riverfolk.actions import BotPayments
    from rootboard.game.bots.riverfolk.turn import place
    from rootboard.game.setupkit.places import river_clearings

    yield Doing("9.3.2", RIVER())
    for c in sorted(river_clearings(state.topology)):
        action = place(fid, "warrior", c, 1)
        if action.check(state).legal:  # not where it may not place (another bot's keep, 4.2.1): 2.3
            yield Doing("9.3.2", None, action)
    yield Doing("9.3.4", PAYMENT(), BotPayments(fid, PAYMENTS_AT_START))
    from rootboard.game.bots.riverfolk.actions import BotMarket
    from rootboard.game.bots.riverfolk.market import MARKET_SIZE

    deal = BotMarket(draw=MARKET_SIZE)
    yield Doing("9.3.5", MARKET(), deal if deal.check(state).legal else None)  # no such draw pile: said (2.3)
