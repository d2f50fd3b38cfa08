"""Load-and-derive time per board, reading it back from the derived cache, and the import
time of the core.

Prints medians, and ratios against baselines measured in the same run (machines here are
noisy, so absolute numbers drift; the ratios are what to compare between runs).
Goal (issue 2): under 20 ms per board after imports.

    python benchmarks/bench_topology.py [--runs N]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def median_ms(fn, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def import_ms(statement: str, runs: int) -> float:
    """Median wall time of an import in a fresh interpreter (cold module state, warm disk)."""
    code = f"import time; t = time.perf_counter(); {statement}; print(time.perf_counter() - t)"
    times = [
        float(subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True).stdout)
        for _ in range(runs)
    ]
    return statistics.median(times) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=40)
    args = parser.parse_args()

    core = import_ms("import rootboard.board.catalog, rootboard.board.topology", 9)
    deps = import_ms("import shapely.geometry, shapely.ops", 9)
    print(f"import of the core:       {core:7.1f} ms median  (shapely alone {deps:.1f} ms, ratio {core / deps:.2f}: "
          "the core imports shapely with the first derivation, networkx with the first use of Topology.graph)")

    from shapely.geometry import LineString
    from shapely.ops import polygonize, unary_union

    from rootboard.board.mapfile import Board
    from rootboard.board.catalog import shipped_maps
    from rootboard.board.derivation import derive_topology

    print(f"\nload + derive, median of {args.runs} runs per board (goal < 20 ms):")
    print("  baseline: json.load + polygonize of the straight paths alone, same process")
    for name, path in shipped_maps().items():
        def baseline():
            raw = json.loads(path.read_text())
            centres = {c["id"]: c["centre"] for c in raw["clearings"]}
            list(polygonize(unary_union([LineString([centres[a], centres[b]]) for a, b in
                                         (p["between"] for p in raw["paths"])])))

        def full():
            derive_topology(Board.from_file(path))

        full()  # warm caches of lazily imported modules
        ours, base = median_ms(full, args.runs), median_ms(baseline, args.runs)
        print(f"  {name:9s} {ours:6.2f} ms   baseline {base:5.2f} ms   ratio {ours / base:5.1f}")

    print(f"\nthe same boards with their drawing (trees, labels, markers), median of {args.runs} runs:")
    print("  derived and laid out, against read back from the derived cache (rootboard.derived.cache)")
    import tempfile

    from rootboard.derived import cache
    from rootboard.drawing import board_drawing

    with tempfile.TemporaryDirectory() as folder:
        for name, path in shipped_maps().items():
            def derive_and_lay_out():
                board_drawing(derive_topology(Board.from_file(path)))

            def from_cache():
                cache.load_topology_file(path)

            os.environ["ROOTBOARD_CACHE_DIR"] = folder
            from_cache()  # derives once and writes the entry
            fresh, cached = median_ms(derive_and_lay_out, args.runs), median_ms(from_cache, args.runs)
            print(f"  {name:9s} {fresh:6.2f} ms   from the cache {cached:5.2f} ms   ratio {fresh / cached:5.1f}")


if __name__ == "__main__":
    main()
