"""The Drillbit Duchy's setup (Law of Rootbotics 10.3; its text [CR] "Drillbit Duchy" Setup0-4,
one step a section in [CR]'s order, as chapter 11's 11.3.1-11.3.2 follow clockroot's Setup0-1:
the sub-numbers unconfirmed, the chapter's text not found), as the game's own actions.

10.3.1 its supply of 20 warriors, 3 tunnels (its pieces, [CR] Setup0); 10.3.2 the Burrow
([CR] Setup1, the board's own area); 10.3.3 two warriors and a tunnel in a corner clearing no
other faction started in, then two warriors in each clearing adjacent to it (never the Burrow,
which is no clearing) ([CR] Setup2); 10.3.4 its citadels and markets on its tracks (its supply,
[CR] Setup3). 10.3.5 ([CR] Setup4 (two cards drawn and discarded, a
crown on a matching minister each) sways ministers, which rootboard does not keep for the bot
yet: said, for the table. Random choices come from the game's seed.
"""

from __future__ import annotations

import random

from rootboard.game.bots.play import Doing
from rootboard.game.unconfirmed import DRILLBIT_DUCHY
from rootboard.messages import Template

CORNER = Template("bot.duchy.setup.corner", "{count} warriors and a tunnel go in {where:area}, a corner drawn at random "
                  "among those no other faction started in")
AROUND = Template("bot.duchy.setup.around", "{count} warriors go in each clearing adjacent to {where:area}")
TRACKS = Template("bot.duchy.setup.tracks", "its citadels and markets fill its building tracks (its supply)")
CROWNS = Template("bot.duchy.setup.crowns", "the table draws two cards and discards them, and crowns the topmost "
                  "unswayed minister of each one's suit on the bot's board (not kept by rootboard yet)")

# [CR] Setup2, in the corner and in each adjacent clearing (one source: rootboard.game.unconfirmed).
WARRIORS_AT_START = DRILLBIT_DUCHY["setup_warriors"]


def _started(state, fid, corner) -> bool:
    """Whether another faction has a piece in ``corner`` (it started there)."""
    from rootboard.game.kinds import MAP

    return any(n and owner not in (fid, MAP) for (owner, _), n in state.pieces_at(corner).items())


def setup(state, fid: str):
    """Its setup's doings on ``state`` (pieces still in its supply)."""
    from rootboard.game.bots.duchy.turn import legal, place
    from rootboard.game.factions.duchy import TUNNEL
    from rootboard.game.movement import neighbours
    from rootboard.game.setupkit.places import corners

    rng = random.Random(f"{state.seed}/bot-setup/{fid}")
    every = corners(state.topology)
    corner = rng.choice([c for c in every if not _started(state, fid, c)] or every)
    yield Doing("10.3.3", CORNER(count=WARRIORS_AT_START, where=corner), place(fid, TUNNEL, corner, 1))
    yield Doing("10.3.3", None, place(fid, "warrior", corner, WARRIORS_AT_START))
    clearings = set(state.topology.board.clearings)
    yield Doing("10.3.3", AROUND(count=WARRIORS_AT_START, where=corner))
    for c in sorted(d for d in neighbours(state, corner) if d in clearings):
        warriors = place(fid, "warrior", c, WARRIORS_AT_START)
        if legal(state, warriors):  # 2.3: a clearing it may not place in (the Marquise's keep) is passed over
            yield Doing("10.3.3", None, warriors)
    yield Doing("10.3.4", TRACKS())
    yield Doing("10.3.5", CROWNS())
