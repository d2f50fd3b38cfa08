"""What the faction on turn may do now (`rootboard options`), in a crowded position, in process.

For each of the Marquise, the Eyrie, the Alliance and the Vagabond at the step of its turn
with the most candidates, the median time of ``options(state)`` (every candidate generated and
judged by the check that judges it when played), beside a baseline measured in the same rounds:
one checked move (``Move.check``) on the same position. The ratios are what to compare between
runs; the medians say the machine's figures (issue 34's goal: the options under 5 ms).

    python benchmarks/bench_options.py [--runs N]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rootboard.game.actions import Move  # noqa: E402
from rootboard.game.factions.marquise.board import adjacent_clearings  # noqa: E402
from rootboard.game.movement import MoveRequest  # noqa: E402
from rootboard.game.newgame import new_game  # noqa: E402
from rootboard.game.state import SUPPLY, shift  # noqa: E402
from rootboard.game.turns.options import options  # noqa: E402

FACTIONS = ("marquise", "eyrie", "alliance", "vagabond")
# The step of each turn with the most to offer (its chapter: 6.5, 7.5.2, 8.6.1, 9.5).
BUSIEST = {"marquise": ("daylight", "actions"), "eyrie": ("daylight", "resolve"),
           "alliance": ("evening", "operations"), "vagabond": ("daylight", "actions")}


def crowded(map_name: str = "autumn"):
    """Two warriors of each faction with warriors in every clearing, the Marquise's wood and a
    building of each type, the Vagabond in a forest; the phase tracked."""
    state = new_game(map_name, FACTIONS, seed=1)
    clearings = sorted(state.topology.board.clearings)
    edits = []
    for fid in ("marquise", "eyrie", "alliance"):
        for c in clearings[: state.supply[(fid, "warrior")] // 2]:
            edits.append(shift((fid, "warrior"), SUPPLY, c, 2))
    for c in clearings[: state.supply[("marquise", "wood")]]:
        edits.append(shift(("marquise", "wood"), SUPPLY, c, 1))
    for c, building in zip(clearings, ("sawmill", "workshop", "recruiter")):
        edits.append(shift(("marquise", building), SUPPLY, c, 1))
    edits.append(shift(("vagabond", "pawn"), SUPPLY, next(iter(state.topology.forests)), 1))
    state.apply(edits)
    state.phase_tracked = True
    return state


def at_turn(state, fid: str):
    state.turn = state.factions.index(fid)
    state.phase, state.step = BUSIEST[fid]
    state.taken = {}
    return state


def timed(fn, runs: int) -> float:
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times) * 1000


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=41)
    args = parser.parse_args()
    state = crowded()
    a = sorted(state.topology.board.clearings)[0]
    b = adjacent_clearings(state, a)[0]
    for fid in FACTIONS:
        at_turn(state, fid)
        found = options(state)
        mover = fid if fid != "vagabond" else "marquise"
        move = Move(MoveRequest(mover, a, b, 1))
        option_ms = timed(lambda: options(state), args.runs)
        move_ms = timed(lambda: move.check(state), args.runs * 5)
        print(f"{fid:9} options at {state.step:10}: {len(found):3} candidates "
              f"({sum(o.playable for o in found):3} playable), median {option_ms:6.2f} ms; "
              f"one checked move {move_ms:6.3f} ms; ratio {option_ms / move_ms:6.1f}x")


if __name__ == "__main__":
    main()
