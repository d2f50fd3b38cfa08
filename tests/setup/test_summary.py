"""The setup's summary, read aloud at the table, says every piece setup placed, where it is.

The summary's lines are made from each faction's setup's own placements (setupkit.steps.say_placed),
so this compares them, as data, with the position the setup leads to, for many seeds, every map
and every faction (issue 23: the Duchy's spread warriors, the Marquise's warrior in every other
clearing and the Lizards' were missing). A face-down plot is said as a plot, never its kind.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from rootboard.board.catalog import shipped_maps
from rootboard.derived.loading import load_topology
from rootboard.game.factions import LAW
from rootboard.game.kinds import MAP, OUT
from rootboard.game.setupkit.steps import PLACED_IN
from rootboard.game import terms  # noqa: F401  (how factions and pieces are named)
from rootboard.messages import render
from rootboard.setup import record

MAPS = sorted(shipped_maps())
PLAYED = [f.id for f in LAW.players]


def said(setup) -> Counter:
    """(faction, piece, area) -> count, as the summary says it."""
    found: Counter = Counter()
    for message in setup.summary:
        if message.id != PLACED_IN.id:
            continue
        for what in message.params["what"]:
            for area in message.params["at"]:
                found[(message.params["who"], what.params["piece"], area)] += what.params["count"]
    return found


def placed(setup) -> Counter:
    """(faction, piece, area) -> count on the map after setup, a face-down piece by its shown name."""
    found: Counter = Counter()
    for area, held in setup.state.areas.items():
        if area == OUT:  # off the map: the Lizard Cult's Acolytes box (10.2.3), said by its own line
            continue
        for (fid, name), n in held.items():
            if fid != MAP and n:
                shown = LAW[fid].piece(name).face_down if area not in setup.state.face_up else None
                found[(fid, shown or name, area)] += n
    return found


def _cases():
    cases = []
    for n in range(24):
        rng = random.Random(n)
        map_name = MAPS[n % len(MAPS)]
        if n % 3 == 0:  # Standard Setup: at most four factions that start in a corner (5)
            chosen = [f for f in rng.sample(PLAYED, rng.randint(2, 6))]
            corner = [f for f in chosen if LAW[f].starts_in_a_corner]
            chosen = [f for f in chosen if f not in corner[4:]]
            cases.append((map_name, record.STANDARD, dict(factions=tuple(chosen), suits="random"), n))
        else:
            factions = tuple(rng.sample(PLAYED, rng.randint(2, 6))) if n % 3 == 1 else None
            players = len(factions) if factions else rng.randint(2, 6)
            cases.append((map_name, record.ADVANCED, dict(players=players, factions=factions, suits="random",
                                                          hirelings=n % 2 == 0, landmarks=n % 3), n))
    return cases


@pytest.mark.parametrize("map_name,kind,settings,seed", _cases())
def test_the_summary_says_every_piece_setup_placed(map_name, kind, settings, seed):
    setup = record.start(load_topology(map_name), record.make_config(kind, **settings), seed)
    setup.run_auto()
    assert said(setup) == placed(setup)
    boxed = setup.state.areas.get(OUT, {})
    if any(n for (fid, _), n in boxed.items() if fid == "lizards"):
        from rootboard.game.factions.lizards import ACOLYTES

        assert any(m.id == ACOLYTES.id for m in setup.summary)
    words = "\n".join(render(m) for m in setup.summary)
    for plot in ("bomb", "snare", "extortion", "raid"):  # the Corvids' secret (13.2.2)
        assert plot not in words
