"""The Cogwheel Corvids' setup (Law of Rootbotics 11.3), as the game's own actions.

Sources: [RDB] therootdatabase.com/law/cogwheel-corvids/en 11.3.1-11.3.2; [CR] clockroot
SpecificSetup "Cogwheel Corvids" Setup0-1, which agrees (two sources).
11.3.1: supplies of 15 warriors and 8 plots face down, its pieces' supply.
11.3.2 (Scatter): a warrior in the clearing of lowest priority of each suit (2.1), three in
all; a clearing where it cannot be placed is passed over for the next (2.3).
"""

from __future__ import annotations

from rootboard.game.bots import rootbotics as rb
from rootboard.game.bots.play import Doing
from rootboard.game.kinds import SUITS
from rootboard.messages import Template

SUPPLIES = Template("bot.corvids.setup.supply", "its supply: 15 warriors and 8 plots, face down")
WARRIOR_AT = Template("bot.corvids.setup.warrior", "a warrior in {where:area}, the {suit:suit} clearing of lowest "
                      "priority")


def setup(state, fid: str):
    """Its setup's doings on ``state`` (pieces still in its supply)."""
    from rootboard.game.bots.corvids.turn import place

    yield Doing("11.3.1", SUPPLIES())
    for suit in SUITS:
        lowest_first = rb.by_priority(c for c in rb.clearings(state) if state.suits.get(c) == suit)[::-1]
        found = rb.first_legal((place(fid, "warrior", c) for c in lowest_first), lambda a: a.check(state).legal)
        if found is not None:
            yield Doing("11.3.2", WARRIOR_AT(where=found.request.where, suit=suit), found)
