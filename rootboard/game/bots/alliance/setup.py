"""The Automated Alliance's setup (Law of Rootbotics 6.3 [RDB]; [CR] SpecificSetup): nothing goes
on the map. 6.3.1 a supply of 10 warriors, 6.3.2 her 3 bases on her Bases box, 6.3.3 her 10
sympathy tokens on her track: all of them her supply in rootboard, as the game starts them. Her
setup priority is the Alliance's "C" (2.2; [CR] setupPosition).
"""

from __future__ import annotations

from rootboard.game.bots.play import Doing
from rootboard.messages import Template

WARRIORS = Template("bot.alliance.setup.warriors", "a supply of {count} warriors beside her board, none on the map",
                    plural="a supply of {count} warriors beside her board, none on the map", count="count")
BASES = Template("bot.alliance.setup.bases", "her {count} bases on her Bases box", plural="her {count} bases on her "
                 "Bases box", count="count")
SYMPATHY = Template("bot.alliance.setup.sympathy", "her {count} sympathy tokens on her Sympathy track",
                    plural="her {count} sympathy tokens on her Sympathy track", count="count")


def setup(state, fid: str):
    """Her setup's doings: each said, nothing placed (her pieces stay in her supply)."""
    from rootboard.game.factions.alliance.board import BASE_SUITS

    def kept(piece):
        return state.supply.get((fid, piece), 0)

    yield Doing("6.3.1", WARRIORS(count=kept("warrior")))
    yield Doing("6.3.2", BASES(count=sum(kept(f"{s}-base") for s in BASE_SUITS)))
    yield Doing("6.3.3", SYMPATHY(count=kept("sympathy")))
