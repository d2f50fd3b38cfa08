"""The Cogwheel Corvids' setup (rootboard's step C.3 of its Law of Rootbotics chapter; [CR]
SpecificSetup "Cogwheel Corvids", unconfirmed: one source), as the game's own actions.

C.3.1 ([CR] Setup0): supplies of 15 warriors and 8 plots face down, its pieces' supply.
C.3.2 ([CR] Setup1): a warrior in the clearing of lowest priority of each suit (2.1), three in
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

    yield Doing("C.3.1", SUPPLIES())
    for suit in SUITS:
        lowest_first = rb.by_priority(c for c in rb.clearings(state) if state.suits.get(c) == suit)[::-1]
        found = rb.first_legal((place(fid, "warrior", c) for c in lowest_first), lambda a: a.check(state).legal)
        if found is not None:
            yield Doing("C.3.2", WARRIOR_AT(where=found.request.where, suit=suit), found)
