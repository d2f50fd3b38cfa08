"""Rootlog speed: a fresh process reading the longest published game, against a bare
``python -c pass`` started in the same rounds, and the reader and the writer in process.

The longest game is the one of tests/notation/games/ with the most actions (counted by
reading them all). Each round starts both processes, in alternating order, so the machine's
load of the moment weighs on both; the figure is the median of the per-round ratios, with the
middle half of them. A replay (issue 20) starts from this reading.

    python benchmarks/bench_notation.py [--rounds N]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench_topology import median_ms  # noqa: E402  (the same clock for every benchmark)
from rootboard.notation import read_file, read_text, write  # noqa: E402

GAMES = sorted((ROOT / "tests" / "notation" / "games").glob("2*.rootlog"))


def started_ms(code: str) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True, capture_output=True)
    return (time.perf_counter() - start) * 1000


def middle_half(values: list[float]) -> tuple[float, float]:
    quartiles = statistics.quantiles(values, n=4)
    return quartiles[0], quartiles[2]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=21)
    rounds = parser.parse_args().rounds
    sizes = {path: sum(1 for _ in read_file(path).actions()) for path in GAMES}
    longest = max(sizes, key=sizes.get)
    text = longest.read_text(encoding="utf-8")
    log = read_text(text)
    reading = f"from rootboard.notation import read_file; read_file({str(longest)!r})"
    bare, read, ratios = [], [], []
    for number in range(rounds):
        pair = [("bare", "pass"), ("read", reading)]
        if number % 2:
            pair.reverse()
        times = {name: started_ms(code) for name, code in pair}
        bare.append(times["bare"])
        read.append(times["read"])
        ratios.append(times["read"] / times["bare"])
    low, high = middle_half(ratios)
    print(f"{longest.name}: {sizes[longest]} actions, {len(text)} characters; {rounds} rounds")
    print(f"  python -c pass                 {statistics.median(bare):7.1f} ms (median)")
    print(f"  a fresh process reads the game {statistics.median(read):7.1f} ms (median): "
          f"{statistics.median(ratios):.2f}x the bare start (middle half {low:.2f}-{high:.2f}x)")
    runs = max(rounds, 15)
    print(f"  in process, medians of {runs}: read_text {median_ms(lambda: read_text(text), runs):6.2f} ms, "
          f"write {median_ms(lambda: write(log), runs):6.2f} ms, "
          f"all {len(GAMES)} games read {median_ms(lambda: [read_file(p) for p in GAMES], runs):6.1f} ms")


if __name__ == "__main__":
    main()
