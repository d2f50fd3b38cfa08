"""Setup speed: a whole 6-player Advanced Setup made at random, and drawing a balanced suit
layout, against a plain new game on the same map measured in the same run.

A setup is replayed from its first choice at every step (that is how undo and seeds stay
exact), so its cost grows with the number of choices: this is the figure to watch.
Goal (the setup issue): well under a second for the whole setup.

    python benchmarks/bench_setup.py [--runs N]
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench_topology import median_ms  # noqa: E402  (the same clock for every benchmark)
from rootboard.board.catalog import shipped_maps  # noqa: E402
from rootboard.derived.loading import load_topology  # noqa: E402
from rootboard.game import suits  # noqa: E402
from rootboard.game.newgame import new_game  # noqa: E402
from rootboard.setup import advanced  # noqa: E402
from rootboard.game.setupkit.engine import Setup  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=15)
    runs = parser.parse_args().runs
    print(f"medians of {runs} runs; ratios against a plain new game on the same map, same run")
    for name in shipped_maps():
        topology = load_topology(name)
        seeds = iter(range(10**6))

        def new():
            new_game(name, ("marquise", "eyrie", "alliance", "vagabond", "lizards", "keepers"), seed=1)

        def setup():
            made = Setup(advanced.script, topology, advanced.AdvancedConfig(
                players=6, suits="balanced", landmarks=2, hirelings=True), seed=next(seeds))
            made.run_auto()

        def balanced():
            suits._balanced.cache_clear()  # the enumeration itself, not the memo
            suits.balanced_layout(topology.board, random.Random(1))

        base = median_ms(new, runs)
        whole = median_ms(setup, runs)
        layout = median_ms(balanced, runs)
        print(f"  {name:9s} new game {base:7.2f} ms | 6-player Advanced Setup (landmarks, hirelings) --auto {whole:7.1f} ms "
              f"({whole / base:5.1f}x) | balanced layout {layout:6.2f} ms ({layout / base:4.1f}x)")


if __name__ == "__main__":
    main()
