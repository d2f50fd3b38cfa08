"""Quiz speed: making one question of each kind on each map, against a plain new game on the
same map in the same run; and `rootboard quiz MAP --json` as a fresh process, against
`rootboard topology MAP --json` (a command that loads the same board) in the same rounds.

Homeland questions drive an Advanced Setup up to the asked faction's step, replaying it from
its first choice at every step: the figure to watch. Goal: a question well under the time a
player takes to read it (a tenth of a second), a ten-question quiz printed in under a second.

    python benchmarks/bench_quiz.py [--runs N]
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench_topology import median_ms  # noqa: E402  (the same clock for every benchmark)
from rootboard.board.catalog import shipped_maps  # noqa: E402
from rootboard.game.newgame import new_game  # noqa: E402
from rootboard.quiz import engine_calls  # noqa: E402
from rootboard.quiz.kinds import KINDS, generator  # noqa: E402


def command_ms(argv: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "rootboard", *argv], cwd=ROOT, capture_output=True, check=True)
    return (time.perf_counter() - start) * 1000


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=31)
    runs = parser.parse_args().runs
    print(f"medians of {runs} runs; ratios against a plain new game on the same map, same run")
    for name in shipped_maps():
        source = engine_calls.open_source(name)
        for kind in KINDS:  # warm: the capability probes and homeland counts are made once per map
            generator(kind)(source, random.Random(0))
        base = median_ms(lambda: new_game(name, ("marquise", "eyrie", "vagabond"), seed=1), runs)
        cells = []
        for kind in KINDS:
            seeds = iter(range(10**6))
            made = median_ms(lambda: generator(kind)(source, random.Random(next(seeds))), runs)
            cells.append(f"{kind} {made:6.2f} ms ({made / base:4.1f}x)")
        print(f"  {name:9s} new game {base:5.2f} ms | " + " | ".join(cells))
    print(f"fresh processes, {runs // 3} rounds, each round both commands:")
    for name in ("autumn", "lake"):
        quiz, topology = [], []
        for _ in range(max(3, runs // 3)):
            quiz.append(command_ms(["quiz", name, "--count", "10", "--seed", "1", "--json"]))
            topology.append(command_ms(["topology", name, "--json"]))
        ratios = sorted(q / t for q, t in zip(quiz, topology))
        print(f"  {name:9s} quiz --count 10 --json {statistics.median(quiz):6.0f} ms | topology --json "
              f"{statistics.median(topology):6.0f} ms | ratio {statistics.median(ratios):4.2f}x "
              f"(middle half {ratios[len(ratios) // 4]:.2f}-{ratios[3 * len(ratios) // 4]:.2f}x)")


if __name__ == "__main__":
    main()
