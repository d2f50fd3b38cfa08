"""The Electric Eyrie's setup (Law of Rootbotics 5.3 [RDB]), as the game's own actions.

5.3.1 a supply of 20 warriors (her pieces); 5.3.2 a roost and 6 warriors in a random corner
clearing that is not another bot's starting corner and, if possible, is diagonally opposite
a starting corner clearing ([CR] Setup1 words it for the Marquise's keep); 5.3.3 the 2 Loyal
Viziers tucked into the bird column of the Decree (Easy: only one; Challenging and Nightmare:
a bird Ambush too, [CR] Difficulty); 5.3.4 the 6 other roosts on her track (her supply).
A starting corner is a corner holding another faction's building or token (the keep, a roost):
its warriors may stand anywhere. Random choices come from the game's seed, so a game set up
twice is set up the same.
"""

from __future__ import annotations

import random

from rootboard.game.bots import names as _bot_names  # noqa: F401 (the difficulty term: {level:difficulty})
from rootboard.game.bots.play import Doing
from rootboard.messages import Template

CORNER = Template("bot.eyrie.setup.corner", "a roost and {count} warriors go in {where:area}, a corner drawn at random "
                  "among those no other bot started in, opposite a starting corner if one can be")
VIZIERS = Template("bot.eyrie.setup.viziers", "{count} Loyal Vizier is tucked into the Decree's bird column",
                   plural="{count} Loyal Viziers are tucked into the Decree's bird column", count="count")
AMBUSH = Template("bot.eyrie.setup.ambush", "{level:difficulty.The}: a bird Ambush from the deck joins the Decree's "
                  "bird column")
TRACK = Template("bot.eyrie.setup.track", "her other roosts fill her roosts track (her supply)")

WARRIORS_AT_START = 6  # 5.3.2 [RDB]


def _started_in(state, fid, corner) -> set[str]:
    """The factions (not ``fid``) with a building or token in ``corner``: they started there."""
    from rootboard.game.kinds import BUILDING, MAP, TOKEN

    kinds = state.law.kinds
    return {owner for (owner, piece), n in state.pieces_at(corner).items()
            if n and owner not in (fid, MAP) and kinds.get((owner, piece)) in (BUILDING, TOKEN)}


def setup(state, fid: str, difficulty: str | None = None):
    """Her setup's doings on ``state`` (pieces still in her supply)."""
    from rootboard.game.actions import Place
    from rootboard.game.bots.eyrie.actions import BotDecree
    from rootboard.game.bots.eyrie.board import AMBUSH as AMBUSH_CARD, BIRD, VIZIER, VIZIERS as TWO
    from rootboard.game.placement import PieceRequest
    from rootboard.game.setupkit.places import corners, opposite_corner

    level = difficulty or state.bots[fid]["difficulty"]
    rng = random.Random(f"{state.seed}/bot-setup/{fid}")
    every = corners(state.topology)
    free = [c for c in every if not (_started_in(state, fid, c) & set(state.bots))] or every
    starts = [c for c in every if _started_in(state, fid, c)]
    opposite = [c for c in free if any(opposite_corner(state.topology, s) == c for s in starts)]
    corner = rng.choice(opposite or free)
    yield Doing("5.3.2", CORNER(count=WARRIORS_AT_START, where=corner), Place(PieceRequest(fid, "roost", corner)))
    yield Doing("5.3.2", None, Place(PieceRequest(fid, "warrior", corner, WARRIORS_AT_START)))
    viziers = 1 if level == "easy" else TWO  # [CR] Difficulty: Easy
    yield Doing("5.3.3", VIZIERS(count=viziers), BotDecree(fid, BIRD, VIZIER))
    for _ in range(viziers - 1):
        yield Doing("5.3.3", None, BotDecree(fid, BIRD, VIZIER))
    if level in ("challenging", "nightmare"):  # [CR] Difficulty: Challenging, Nightmare
        yield Doing("5.3.3", AMBUSH(level=level), BotDecree(fid, BIRD, AMBUSH_CARD))
    yield Doing("5.3.4", TRACK())
