"""The records a command builds at its start, as dataclasses, attrs classes and msgspec Structs.

Every record (dataclass) of the modules ``rootboard status`` imports is found by importing
them; each is then defined again three ways, with the same fields, defaults and frozenness: as
a dataclass (as the code has it), as an attrs class and as a msgspec Struct. Each way runs in a
fresh interpreter (the library's own import included, as a command would pay it); a round runs
the three and a bare ``python -c pass`` in an order turned by one each round, and the figures
are the medians of the per-round times in process and of the whole processes' ratios to the
bare start, with their middle half.

    python benchmarks/bench_records.py [--rounds N] [--command status]
"""

from __future__ import annotations

import argparse
import dataclasses
import io
import statistics
import subprocess
import sys
import tempfile
import time
from contextlib import redirect_stdout
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

TIMED = """
import time
start = time.perf_counter()
{body}
print((time.perf_counter() - start) * 1000)
"""


def records_of(argv: list[str]) -> list[type]:
    """The dataclasses of every rootboard module imported while running ``rootboard argv``."""
    from rootboard.cli import main

    with redirect_stdout(io.StringIO()):
        try:
            main(argv)
        except SystemExit:
            pass
    found = []
    for name, module in sorted(sys.modules.items()):
        if not name.startswith("rootboard"):
            continue
        for value in vars(module).values():
            if isinstance(value, type) and dataclasses.is_dataclass(value) and value.__module__ == name \
                    and value not in found:
                found.append(value)
    return found


def shape(record: type) -> tuple[str, bool, list[tuple[str, bool]]]:
    """name, frozen, [(field, has a default)] of a dataclass (its own init fields)."""
    params = record.__dataclass_params__
    fields = [(f.name.lstrip("_") or "f", f.default is not dataclasses.MISSING
               or f.default_factory is not dataclasses.MISSING) for f in dataclasses.fields(record) if f.init]
    return record.__name__, params.frozen, fields


def source(kind: str, shapes: list) -> str:
    lines = {"dataclass": ["from dataclasses import dataclass"],
             "attrs": ["import attrs"],
             "msgspec": ["import msgspec"]}[kind]
    for n, (name, frozen, fields) in enumerate(shapes):
        required = [f for f, default in fields if not default]
        optional = [f for f, default in fields if default]
        body = [f"    {f}: object" for f in required] + [f"    {f}: object = None" for f in optional] or ["    pass"]
        if kind == "dataclass":
            head = [f"@dataclass(frozen={frozen})", f"class {name}_{n}:"]
        elif kind == "attrs":
            head = [f"@attrs.define(frozen={frozen}, slots=False)", f"class {name}_{n}:"]
        else:
            head = [f"class {name}_{n}(msgspec.Struct, frozen={frozen}):"]
        lines += head + body
    return TIMED.format(body="\n".join(lines))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--command", default="status", help="the command whose records are measured (status)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        game = Path(folder) / "new.json"
        subprocess.run([sys.executable, "-m", "rootboard", "new", "autumn", "-o", str(game), "--seed", "1"],
                       cwd=ROOT, check=True, capture_output=True)
        records = records_of([args.command, str(game)] if args.command == "status" else [args.command])
    shapes = [shape(r) for r in records]
    fields = sum(len(s[2]) for s in shapes)
    print(f"Python {sys.version.split()[0]}; {len(shapes)} records ({fields} fields) of `rootboard {args.command}`; "
          f"{args.rounds} rounds")
    programs = {"bare": "pass", **{kind: source(kind, shapes) for kind in ("dataclass", "attrs", "msgspec")}}
    names = list(programs)
    inside = {name: [] for name in names}
    whole = {name: [] for name in names}
    for n in range(args.rounds + 1):  # the first round warms the disk cache, untimed
        for name in names[n % len(names):] + names[:n % len(names)]:
            start = time.perf_counter()
            done = subprocess.run([sys.executable, "-c", programs[name]], capture_output=True, text=True, check=True)
            if n:
                whole[name].append((time.perf_counter() - start) * 1000)
                inside[name].append(float(done.stdout) if done.stdout.strip() else 0.0)
    for name in names[1:]:
        ratio = sorted(w / b for w, b in zip(whole[name], whole["bare"]))
        q = statistics.quantiles(ratio, n=4)
        print(f"  {name:10s} {statistics.median(inside[name]):6.1f} ms in process (library import included), "
              f"the process {statistics.median(ratio):4.2f}x python -c pass (middle half {q[0]:.2f}-{q[2]:.2f}x)")


if __name__ == "__main__":
    main()
