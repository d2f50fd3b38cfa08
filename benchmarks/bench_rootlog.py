"""Replaying a recorded game: ``rootboard replay`` of the 476-action tournament game against
``rootboard maps`` (goal: at most 3 times), and ``rootboard status`` of the game file ``rootboard
import`` writes, against ``python -c pass`` and against ``status`` of a new game; and the floor
under the goal: the replay's imports alone, against ``maps``.

Every command is a fresh process, as at a table. Each round starts them all, in an order that
turns from round to round, so the machine's load of the moment weighs on each; the figures are
the medians of the per-round ratios, with their middle half. In process: the replay alone.

    python benchmarks/bench_rootlog.py [--rounds N] [--against CHECKOUT]

``replay`` is a log replayed before, its report kept (rootboard.notation.replay_cache);
``replay-first`` the same log with the kept report forgotten before each run (outside the clock):
the rules imported and every action played, as the first replay of a log is.

``--against`` also runs ``maps``, ``replay`` and ``replay-first`` of an earlier rootboard (a
checkout of it: ``git worktree add /tmp/before main``) in the same rounds, on the same log: its
replays against its ``maps``, and ours against its, round by round.

Each kind of run keeps its replays in a cache folder of its own (the derived boards warmed in
each by the first round): forgetting the first replay's kept report never makes a later
``replay`` of the round a first one.
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

from bench_topology import median_ms  # noqa: E402  (the same clock for every benchmark)
from rootboard.notation import read_file  # noqa: E402
from rootboard.notation.replay import replay_log  # noqa: E402

GAMES = sorted((ROOT / "tests" / "notation" / "games").glob("2*.rootlog"))


# Each command starts as an installed rootboard does at a table: with the bytecode Python keeps
# beside the sources (an install compiles it), even where this environment says
# PYTHONDONTWRITEBYTECODE, as bench_cli.py and bench_window.py do; else every start would compile
# rootboard's sources again (about 185 ms of the replay's start here) and the figures would
# measure the compiler. The first round writes the bytecode and is not counted (WARM_UP).
ENV = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "PYTHONPATH")}
WARM_UP = 1


def run_ms(*argv: str, checkout: Path = ROOT, cache: Path | None = None, forget: bool = False) -> tuple[float, float]:
    """One fresh process: its wall time and its CPU time (user and system, its own), in ms.
    ``cache``: its cache folder (ENV's otherwise); ``forget``: its kept replays removed first,
    outside the clock. On a machine shared with other work the CPU time moves less than the
    wall time (others' processes take the cores away, not the instructions)."""
    env = ENV if cache is None else {**ENV, "ROOTBOARD_CACHE_DIR": str(cache)}
    if forget:
        shutil.rmtree(Path(env["ROOTBOARD_CACHE_DIR"]) / "replays", ignore_errors=True)
    start = time.perf_counter()
    child = subprocess.Popen([sys.executable, *argv], cwd=checkout, env=env,  # -m: the checkout's rootboard
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(child.pid, 0)
    wall = (time.perf_counter() - start) * 1000
    child.returncode = 0  # reaped above
    return wall, (usage.ru_utime + usage.ru_stime) * 1000


def middle_half(values: list[float]) -> tuple[float, float]:
    quartiles = statistics.quantiles(values, n=4)
    return quartiles[0], quartiles[2]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=21)
    parser.add_argument("--against", metavar="CHECKOUT", type=Path,
                        help="an earlier rootboard's checkout: its maps and replay timed in the same rounds")
    args = parser.parse_args()
    rounds, against = args.rounds, args.against.resolve() if args.against else None
    sizes = {path: sum(len(turn.actions) for turn in read_file(path).turns) for path in GAMES}
    longest = max(sizes, key=sizes.get)
    folder = Path(tempfile.mkdtemp())
    # A cache folder of the benchmark's own (the derived boards, the proofs, the kept replays),
    # warmed by the first round: the user's is neither read nor changed.
    ENV["ROOTBOARD_CACHE_DIR"] = str(folder / "cache")
    imported, fresh = folder / "imported.json", folder / "new.json"
    subprocess.run([sys.executable, "-m", "rootboard", "import", str(longest), "-o", str(imported)],
                   cwd=ROOT, env=ENV, capture_output=True)
    subprocess.run([sys.executable, "-m", "rootboard", "new", "winter", "-o", str(fresh),
                    "--factions", "alliance,eyrie,duchy,corvids"], cwd=ROOT, env=ENV, check=True, capture_output=True)
    commands = {
        "bare": ("-c", "pass"),
        "maps": ("-m", "rootboard", "maps"),
        "replay": ("-m", "rootboard", "replay", str(longest), "--json"),
        # The same replay with its kept report forgotten first (rootboard.notation.replay_cache):
        # what the first replay of a log costs, the rules imported and every action played.
        "replay-first": ("-m", "rootboard", "replay", str(longest), "--json"),
        "status": ("-m", "rootboard", "status", str(imported)),
        "status-new": ("-m", "rootboard", "status", str(fresh)),
        # The floor under the goal: the replay's imports (the Rootlog grammar and model, the
        # Law with every faction's rules) before it reads a line.
        "imports": ("-c", "import rootboard.cli, rootboard.cli.rootlog_commands, rootboard.notation.replay"),
    }
    where = {name: ROOT for name in commands}
    caches = {"replay-first": folder / "cache-first"}  # a folder of its own: see the module's docstring
    if against is not None:  # the same log, by the earlier rootboard
        commands.update({"maps before": commands["maps"], "replay before": commands["replay"],
                         "replay-first before": commands["replay-first"]})
        where.update({"maps before": against, "replay before": against, "replay-first before": against})
        caches.update({"maps before": folder / "cache-before", "replay before": folder / "cache-before",
                       "replay-first before": folder / "cache-first-before"})
    first = {"replay-first", "replay-first before"}
    for _ in range(WARM_UP):  # the derived cache and the bytecode, warm for every round
        for name in commands:
            run_ms(*commands[name], checkout=where[name], cache=caches.get(name), forget=name in first)
    times: dict[str, list[float]] = {name: [] for name in commands}
    cpu: dict[str, list[float]] = {name: [] for name in commands}
    for number in range(rounds):
        names = list(commands)
        names = names[number % len(names):] + names[:number % len(names)]
        for name in names:
            wall, used = run_ms(*commands[name], checkout=where[name], cache=caches.get(name), forget=name in first)
            times[name].append(wall)
            cpu[name].append(used)

    def ratio(a: str, b: str) -> str:
        said = []
        for kind, measured in (("wall", times), ("CPU", cpu)):
            values = [x / y for x, y in zip(measured[a], measured[b])]
            low, high = middle_half(values)
            said.append(f"{kind} {statistics.median(values):.2f}x ({low:.2f}-{high:.2f}x)")
        return ", ".join(said)

    print(f"{longest.name}: {sizes[longest]} actions; {rounds} rounds")
    for name in commands:
        print(f"  {name:19} {statistics.median(times[name]):7.1f} ms (median; CPU {statistics.median(cpu[name]):6.1f} ms)")
    print(f"  replay / maps              {ratio('replay', 'maps')}   goal: at most 3x")
    print(f"  a first replay / maps      {ratio('replay-first', 'maps')}")
    print(f"  its imports alone / maps   {ratio('imports', 'maps')}")
    print(f"  status of the import / bare {ratio('status', 'bare')}")
    print(f"  status of the import / status of a new game {ratio('status', 'status-new')}")
    if against is not None:
        print(f"  {against}: replay / its maps   {ratio('replay before', 'maps before')}")
        print(f"  replay / its replay, round by round   {ratio('replay', 'replay before')}")
        print(f"  {against}: a first replay / its maps   {ratio('replay-first before', 'maps before')}")
        print(f"  a first replay / its first replay, round by round   {ratio('replay-first', 'replay-first before')}")
    log = read_file(longest)
    print(f"  in process: the replay {median_ms(lambda: replay_log(log), max(rounds, 11)):6.1f} ms (median)")


if __name__ == "__main__":
    main()
