"""The Logical Lizards' setup (Law of Rootbotics 8.3 [RDB]; [CR] Setup0-4), as the game's own actions.

8.3.1 a supply of 25 warriors (the Cult's pieces); 8.3.2 four warriors and a garden of the
corner's printed suit in a random corner clearing that is not another bot's starting corner
and, if possible, is diagonally opposite a starting corner clearing, then a warrior in each
adjacent clearing; 8.3.3 the Conspiracy marker on Sanctify (said); 8.3.4 the 14 other gardens on
their tracks (its supply); 8.3.5 three cards drawn face up into its Lost Souls (the table's
cards: said). A starting corner is a corner holding another faction's building or token. Random
choices come from the game's seed, so a game set up twice is set up the same.
"""

from __future__ import annotations

import random

from rootboard.game.bots.play import Doing
from rootboard.messages import Template

CORNER = Template("bot.lizards.setup.corner", "{count} warriors and a {suit:suit} garden go in {where:area}, a corner "
                  "drawn at random among those no other bot started in, opposite a starting corner if one can be")
AROUND = Template("bot.lizards.setup.around", "a warrior in each clearing adjacent to {where:area}")
CONSPIRACY = Template("bot.lizards.setup.conspiracy", "the Conspiracy marker goes on Sanctify")
TRACKS = Template("bot.lizards.setup.tracks", "the other gardens fill the Gardens tracks (its supply)")
LOST_SOULS = Template("bot.lizards.setup.lost-souls", "the table draws {count} cards face up into its Lost Souls, in "
                      "the order drawn")

WARRIORS_AT_START = 4  # 8.3.2 [RDB]
LOST_SOULS_AT_START = 3  # 8.3.5 [RDB]


def _started_in(state, fid, corner) -> set[str]:
    """The factions (not ``fid``) with a building or token in ``corner``: they started there."""
    from rootboard.game.kinds import BUILDING, MAP, TOKEN

    kinds = state.law.kinds
    return {owner for (owner, piece), n in state.pieces_at(corner).items()
            if n and owner not in (fid, MAP) and kinds.get((owner, piece)) in (BUILDING, TOKEN)}


def corner_for(state, fid) -> int:
    """8.3.2: a random corner not another bot's start, opposite a starting corner if one can be."""
    from rootboard.game.setupkit.places import corners, opposite_corner

    rng = random.Random(f"{state.seed}/bot-setup/{fid}")
    every = corners(state.topology)
    free = [c for c in every if not (_started_in(state, fid, c) & set(state.bots))] or every
    starts = [c for c in every if _started_in(state, fid, c)]
    opposite = [c for c in free if any(opposite_corner(state.topology, s) == c for s in starts)]
    return rng.choice(opposite or free)


def setup(state, fid: str):
    """Its setup's doings on ``state`` (pieces still in its supply)."""
    from rootboard.game.bots.lizards.turn import adjacent, place

    corner = corner_for(state, fid)
    suit = state.suits[corner]
    yield Doing("8.3.2", CORNER(count=WARRIORS_AT_START, suit=suit, where=corner),
                place(fid, "warrior", corner, WARRIORS_AT_START))
    yield Doing("8.3.2", None, place(fid, f"{suit}-garden", corner, 1))
    yield Doing("8.3.2", AROUND(where=corner))
    for c in adjacent(state, corner):
        yield Doing("8.3.2", None, place(fid, "warrior", c, 1))
    yield Doing("8.3.3", CONSPIRACY())
    yield Doing("8.3.4", TRACKS())
    yield Doing("8.3.5", LOST_SOULS(count=LOST_SOULS_AT_START))
