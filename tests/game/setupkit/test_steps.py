"""The setup summary, read aloud, says every piece setup put on the map, once (issue 23): each
faction's placements said together ("1 warrior in each of clearings 1, 3 and 10"), counted
here back from the messages' own parameters and compared with the position set up."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from rootboard.board.catalog import shipped_maps
from rootboard.game.factions import FACTIONS
from rootboard.game.factions.corvids import PLOT
from rootboard.game.kinds import MAP
from rootboard.game.setupkit.steps import IN, IN_EACH, PLACED, PLACED_ALL
from rootboard.setup import record
from rootboard.derived.loading import load_topology

MAPS = sorted(shipped_maps())
PLAYED = [f.id for f in FACTIONS.values() if f.seated]


def _said(summary) -> Counter:
    """(faction, piece, area) -> count, from the summary's placement messages."""
    found: Counter = Counter()
    for message in summary:
        if message.id == PLOT.id:
            found["corvids", "plot", message.params["at"]] += 1
            continue
        if message.id == PLACED.id:
            parts = [IN(what=message.params["what"], at=message.params["at"])]
        elif message.id == PLACED_ALL.id:
            parts = message.params["parts"]
        else:
            continue
        who = message.params["who"]
        for part in parts:
            what = part.params["what"]
            what = what if isinstance(what, tuple) else (what,)
            areas = part.params["at"] if isinstance(part.params["at"], tuple) else (part.params["at"],)
            for pieces in what:
                piece, count = pieces.params["piece"], pieces.params["count"]
                if part.id == IN_EACH.id or len(areas) == 1:
                    for area in areas:
                        found[who, piece, area] += count
                else:  # a spread: its total over the areas
                    found[who, piece, areas] += count
    return found


def _position(state) -> Counter:
    """(faction, piece, area) -> count of what setup put on the map (not the map's own pieces);
    a plot by the name it goes by face down."""
    found: Counter = Counter()
    for area, pieces in state.areas.items():
        for (who, piece), count in pieces.items():
            if who != MAP and count:
                found[who, state.law[who].piece(piece).face_down or piece, area] += count
    return found


CASES = [(MAPS[n % len(MAPS)], n) for n in range(16)]


@pytest.mark.parametrize("map_name,seed", CASES, ids=[f"{m}-{s}" for m, s in CASES])
def test_the_summary_says_every_piece_setup_placed(map_name, seed):
    rng = random.Random(seed)
    topology = load_topology(map_name)
    if seed % 4 == 0:
        config = record.make_config(record.STANDARD, factions=tuple(rng.sample(PLAYED, 4)), suits="random")
    else:
        config = record.make_config(record.ADVANCED, players=rng.randint(3, 5), suits="random",
                                    landmarks=rng.randint(0, 2), hirelings=seed % 2 == 0)
    try:
        record.check(topology, config, str)
    except Exception:
        pytest.skip("a configuration this map refuses")
    setup = record.start(topology, config, seed)
    while not setup.done:
        if setup.dead_end() is not None:
            pytest.skip("a setup no option can finish")
        setup.choose(setup.auto_value())
    said, position = _said(setup.summary), _position(setup.state)
    carried = {r for f in FACTIONS.values() for r in f.carries}
    spread = {k: n for k, n in said.items() if isinstance(k[2], tuple)}
    for (who, piece, areas), count in spread.items():  # the Keepers' relics, said as their total
        held = sum(n for (w, p, a), n in list(position.items()) if w == who and p in carried and a in areas)
        assert held == count, (who, piece, areas)
        for key in [k for k in position if k[0] == who and k[1] in carried and k[2] in areas]:
            del position[key]
    each = {k: n for k, n in said.items() if not isinstance(k[2], tuple)}
    assert each == position
