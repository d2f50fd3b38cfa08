"""What `rootboard setup --auto` writes always loads: random setups over every map and option.

Each run either writes a game file that opens (its schema, its position against the box, its
recorded setup replayed to the same start) with every piece of the game accounted for, or is
refused with a reason; it never hangs and never ends in a traceback. The options are drawn at
random from a fixed seed, so the run is the same every time and covers the same mixes.
"""

from __future__ import annotations

import json
import random

import pytest

from rootboard.board.catalog import shipped_maps
from rootboard.gamefile.file import read_game
from rootboard.game.factions import FACTIONS
from rootboard.setup.record import verify
from tests.helpers import run_cli

MAPS = sorted(shipped_maps())
PLAYED = [f.id for f in FACTIONS.values() if f.seated]
RUNS = 40


def _argv(rng: random.Random, map_name: str) -> list:
    argv = ["--auto", "--seed", rng.randrange(2**31)]
    if rng.random() < 0.3:
        argv += ["--standard", "--factions", ",".join(rng.sample(PLAYED, rng.randint(1, 5)))]
    else:
        if rng.random() < 0.5:
            argv += ["--players", rng.randint(2, 6)]
        else:
            argv += ["--factions", ",".join(rng.sample(PLAYED, rng.randint(2, 6)))]
        argv += ["--landmarks", rng.randint(0, 2)]
        if rng.random() < 0.5:
            argv.append("--hirelings")
    if rng.random() < 0.7:
        argv += ["--suits", rng.choice(["printed", "random", "balanced"])]
    return argv


CASES = [(MAPS[n % len(MAPS)], _argv(random.Random(n), MAPS[n % len(MAPS)])) for n in range(RUNS)]


@pytest.mark.parametrize("map_name,argv", CASES, ids=[f"{m}-{n}" for n, (m, _) in enumerate(CASES)])
def test_a_random_setup_writes_a_game_that_loads_or_is_refused_with_its_reason(tmp_path, map_name, argv):
    out = tmp_path / "g.json"
    code, said, err = run_cli("setup", map_name, "-o", out, *argv)
    if code != 0:
        assert code in (1, 2) and err.startswith("rootboard setup: ") and not out.exists(), err
        return
    state = read_game(out).state
    verify(state, str(out))  # the recorded setup replays to this very start
    # Every piece of the game is somewhere: on the map, in a supply or out of the game, and
    # no more of any than its faction has (counted here from the file itself).
    data = json.loads(out.read_text())
    found: dict = {}
    for entries in [*data["areas"].values(), data["supply"], data["out"]]:
        for faction, piece, n in entries:
            found[(faction, piece)] = found.get((faction, piece), 0) + n
    for fid in [*state.factions, *state.hirelings]:
        for piece in FACTIONS[fid].pieces:
            assert found.get((fid, piece.name), 0) == piece.count, (fid, piece.name)
    assert said.strip().splitlines()[-1].startswith(str(out))
