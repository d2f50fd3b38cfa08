"""A fan map's first opening as it grows: generated grid maps of 100 to 1,600 clearings, each
opened by a fresh ``rootboard topology`` and a fresh ``rootboard render`` with an empty
derived cache (the first start on a new map: the topology derived, and for render the board
laid out and drawn), and the shipped maps' first start beside the same of an earlier
rootboard, in the same rounds.

Each round runs every command once, in an order turned by one each round, so the machine's
load of the moment weighs on all of them. Printed: per map and command the median of the
rounds, and for each doubling of the clearings the median of the per-round ratios (the
machines here are shared and noisy; ratios measured in one round are what to compare).

Goals (issue 32): each doubling at most 2.5x; 1,600 clearings under 30 s for ``topology`` and
60 s for ``render``; the shipped maps' first start no slower than before (``--against``).

    python benchmarks/bench_mapsize.py [--rounds N] [--sizes 100,200,...] [--against CHECKOUT]

``--against`` runs the shipped maps' first start of an earlier rootboard too (a checkout of
it: ``git worktree add /tmp/before main``), in the same rounds.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.gridmaps import write_grid_map  # noqa: E402

SIZES = (100, 200, 400, 800, 1600)
SHIPPED = ("autumn", "winter", "lake", "mountain")
GOAL_DOUBLING = 2.5
GOAL_SECONDS = {"topology": 30.0, "render": 60.0}


def first_start(command: str, map_arg: str, tmp: Path, checkout: Path = ROOT) -> float:
    """Seconds of one ``rootboard COMMAND MAP`` in ``checkout``, a fresh process with an empty
    derived cache of its own."""
    cache = Path(tempfile.mkdtemp(prefix="cache-", dir=tmp))
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "PYTHONPATH")}
    env.update(PYTHONPATH=str(checkout), PYTHONPYCACHEPREFIX=str(tmp / "pycache" / checkout.name),
               ROOTBOARD_CACHE_DIR=str(cache), XDG_CONFIG_HOME=str(tmp / "config"), LANGUAGE="en",
               QT_QPA_PLATFORM="offscreen")
    argv = [sys.executable, "-m", "rootboard", command, map_arg]
    if command == "render":
        argv += ["-o", str(tmp / "picture.png")]
    start = time.perf_counter()
    done = subprocess.run(argv, cwd=checkout, env=env, capture_output=True)
    elapsed = time.perf_counter() - start
    shutil.rmtree(cache, ignore_errors=True)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(argv)} failed ({done.returncode}):\n{done.stderr.decode()[-2000:]}")
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--sizes", default=",".join(str(n) for n in SIZES))
    parser.add_argument("--against", type=Path, help="an earlier rootboard's checkout, for the shipped maps")
    parser.add_argument("--no-shipped", action="store_true", help="the grid maps only")
    args = parser.parse_args()
    sizes = [int(n) for n in args.sizes.split(",")]

    with tempfile.TemporaryDirectory(prefix="bench-mapsize-") as folder:
        tmp = Path(folder)
        grids = {n: write_grid_map(tmp, n) for n in sizes}
        runs = [(f"grid{n}", command, str(grids[n]), ROOT) for n in sizes for command in ("topology", "render")]
        if not args.no_shipped:
            checkouts = [ROOT] + ([args.against.resolve()] if args.against else [])
            runs += [(name, command, name, checkout) for name in SHIPPED for command in ("topology", "render")
                     for checkout in checkouts]
        for checkout in {run[3] for run in runs}:  # bytecode compiled, not timed
            first_start("topology", "autumn", tmp, checkout)
        times: dict[tuple, list[float]] = {run[:2] + (run[3],): [] for run in runs}
        for round_ in range(args.rounds):
            turned = runs[round_ % len(runs):] + runs[:round_ % len(runs)]
            for name, command, map_arg, checkout in turned:
                seconds = first_start(command, map_arg, tmp, checkout)
                times[name, command, checkout].append(seconds)
                print(f"  round {round_ + 1}: {command:8} {name:9} {'' if checkout == ROOT else 'before '}"
                      f"{seconds:7.2f} s", file=sys.stderr, flush=True)

    print(f"first start with an empty cache, median of {args.rounds} rounds (seconds)")
    print(f"{'map':10} {'topology':>9} {'x prev':>7} {'render':>9} {'x prev':>7}")
    for k, n in enumerate(sizes):
        cells = []
        for command in ("topology", "render"):
            mine = times[f"grid{n}", command, ROOT]
            cells.append(f"{statistics.median(mine):9.2f}")
            if k:
                before = times[f"grid{sizes[k - 1]}", command, ROOT]
                ratio = statistics.median(b / a for a, b in zip(before, mine))
                flag = "" if ratio <= GOAL_DOUBLING * sizes[k] / sizes[k - 1] / 2 else "!"
                cells.append(f"{ratio:6.2f}{flag or ' '}")
            else:
                cells.append(f"{'':7}")
        print(f"grid{n:<6} " + " ".join(cells))
    largest = sizes[-1]
    for command, goal in GOAL_SECONDS.items():
        seconds = statistics.median(times[f"grid{largest}", command, ROOT])
        print(f"{command} of {largest} clearings: {seconds:.1f} s (goal under {goal:.0f} s)")
    if not args.no_shipped:
        print()
        print("the shipped maps' first start (seconds, median)" + (": now, before, now/before (median of rounds)"
                                                                    if args.against else ""))
        for name in SHIPPED:
            cells = []
            for command in ("topology", "render"):
                mine = times[name, command, ROOT]
                cell = f"{command} {statistics.median(mine):6.2f}"
                if args.against:
                    theirs = times[name, command, args.against.resolve()]
                    ratio = statistics.median(a / b for a, b in zip(mine, theirs))
                    cell += f" {statistics.median(theirs):6.2f} {ratio:5.2f}"
                cells.append(cell)
            print(f"{name:10} " + "   ".join(cells))


if __name__ == "__main__":
    main()
