"""What the first replay of a log costs over a second one in the same process (issue 32).

A fresh ``rootboard replay`` pays, besides the replay's steady work, the modules it imports
lazily and a first-use work of two kinds: a log's own (its moves' steps, made once per log) and
a process's own (the derived board and the card deck read from the cache, a Template's
placeholders worked out when first said, a record class's methods made at their first call,
``Later`` lookups, caches filled). This counts, each part in instructions under ``valgrind
--tool=callgrind`` (fresh processes, the cyclic collector paused as the command pauses it)::

    python benchmarks/count_first_use.py [--log LOG]

the replay's imports with the modules a replay imports lazily (found by a replay in a child
process, the difference of ``sys.modules``), reading the log, the first replay, a second replay
of the same log, and a third of the same text read afresh (its records new: what a log pays
once). Run it in a checkout's venv from its root after one replay, so that the board and the
deck are in the cache (``ROOTBOARD_CACHE_DIR`` as the command uses it).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LOG = ROOT / "tests" / "notation" / "games" / "2020_11_20_winter_tournament_r1g5.rootlog"

IMPORTS = "import rootboard.cli, rootboard.cli.rootlog_commands, rootboard.notation.replay\n"

LAZY = IMPORTS + """import sys
from rootboard.notation import read_file
from rootboard.notation.replay import replay_log
log = read_file(sys.argv[1])
before = set(sys.modules)
replay_log(log)
print(" ".join(sorted(set(sys.modules) - before)))
"""

STAGE = IMPORTS + """import gc, importlib, sys
gc.disable()
for name in sys.argv[3].split():
    importlib.import_module(name)
from rootboard.notation import read_file
from rootboard.notation.replay import replay_log
stage = int(sys.argv[2])
if stage >= 1:
    log = read_file(sys.argv[1])
for _ in range(min(stage - 1, 2)):
    replay_log(log)
if stage >= 4:
    again = read_file(sys.argv[1])
if stage >= 5:
    replay_log(again)
"""

PARTS = ["imports (the lazy ones too)", "reading the log", "the first replay", "a second replay",
         "the same text read again", "that reading replayed"]


# Bytecode written as the command writes it, so that no count includes compiling a module whose
# cached bytecode is stale; string hashing seeded, so that counts do not move from run to run.
ENV = {**{k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}, "PYTHONHASHSEED": "0"}


def instructions(args: list[str]) -> int:
    run = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *args],
                         capture_output=True, text=True, cwd=ROOT, env=ENV)
    for line in run.stderr.splitlines():
        if "Collected :" in line:
            return int(line.split(":")[-1])
    raise SystemExit(f"callgrind counted nothing:\n{run.stderr[-2000:]}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--log", default=str(LOG))
    log = parser.parse_args().log
    lazy = subprocess.run([sys.executable, "-c", LAZY, log], capture_output=True, text=True, check=True,
                          cwd=ROOT, env=ENV).stdout.strip()
    print(f"{len(lazy.split())} modules imported lazily by a replay")
    counts = [instructions([sys.executable, "-c", STAGE, log, str(stage), lazy]) for stage in range(len(PARTS))]
    parts = [counts[0]] + [b - a for a, b in zip(counts, counts[1:])]
    for name, count in zip(PARTS, parts):
        print(f"{name:42s} {count / 1e6:8.2f} M")
    first, second, fresh = parts[2], parts[3], parts[5]
    print(f"{'the first replay over a second':42s} {(first - second) / 1e6:8.2f} M")
    print(f"{'  once a log (a new reading over a second)':42s} {(fresh - second) / 1e6:8.2f} M")
    print(f"{'  once a process (the rest)':42s} {(first - fresh) / 1e6:8.2f} M")


if __name__ == "__main__":
    main()
