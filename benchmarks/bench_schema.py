"""The game schema's check (rootboard.gamefile.schema_check) against fastjsonschema, issue 32.

Issue 32 asks that a well-kept library replace the hand-written compiler where it does the
same at the same speed or better. This measures, in the same rounds (the two alternate, the
first of each round turned each round; CPU time; medians of the per-round ratios):

* building the check once per process: schema_check's compile (re's cache emptied first, as
  in a fresh process), ``fastjsonschema.compile``, and fastjsonschema's generated module
  (``compile_to_code``) kept as a marshalled code object, as the derived cache keeps boards,
  and run from there;
* ``import fastjsonschema`` in a fresh process after ``import rootboard.cli`` (what a command
  would add: the generated module imports it too);
* checking real game files: a new game, and games of 476, 3,000 and 10,000 actions made as
  bench_cli makes them (benchmarks/long_game.py);
* whether the two agree with jsonschema (the reader's validator, rootboard.gamefile.file) on
  random one-value edits of those files.

fastjsonschema knows drafts 4, 6 and 7; the game schema is draft 2020-12 and uses
``prefixItems`` (ignored by fastjsonschema: any prefix would pass) and ``$ref`` beside other
keywords (ignored beside a ``$ref`` before 2019-09). :func:`as_draft7` rewrites those two into
draft 7's words (``items`` as a list plus ``additionalItems``; ``allOf`` around the ``$ref``) so
that it is checked whole. fastjsonschema is not a dependency: without it only schema_check is
timed.

    python benchmarks/bench_schema.py [--rounds N] [--edits N]
"""

from __future__ import annotations

import argparse
import copy
import json
import marshal
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from long_game import long_game  # noqa: E402

SIZES = (476, 3000, 10000)


def as_draft7(node):
    """The schema in draft 7's words where 2020-12 changed them (a copy)."""
    if isinstance(node, list):
        return [as_draft7(n) for n in node]
    if not isinstance(node, dict):
        return node
    out = {k: as_draft7(v) for k, v in node.items() if k != "$schema"}
    if "prefixItems" in out:
        out["additionalItems"] = out.pop("items", True)
        out["items"] = out.pop("prefixItems")
    if "$ref" in out and set(out) - {"$ref", "title", "description"}:
        out = {"allOf": [{"$ref": out.pop("$ref")}], **out}
    return out


def cpu_ms(run, repeat: int = 1) -> float:
    start = time.process_time()
    for _ in range(repeat):
        run()
    return (time.process_time() - start) * 1000 / repeat


def game_files(folder: Path) -> dict[str, dict]:
    from rootboard.cli import main
    import contextlib
    import io

    new = folder / "new.json"
    with contextlib.redirect_stdout(io.StringIO()):
        assert main(["new", "autumn", "-o", str(new), "--factions", "marquise,eyrie,alliance,vagabond"]) == 0
    files = {"new": new}
    for size in SIZES:
        files[str(size)] = folder / f"g{size}.json"
        long_game(files[str(size)], size)
    return {name: json.loads(path.read_text(encoding="utf-8")) for name, path in files.items()}


def schema_check_compile():
    """The reader's whole-document check, built afresh (rootboard.gamefile.file._valid)."""
    from rootboard.gamefile import file as gf
    from rootboard.gamefile.schema_check import compiled

    schema = gf._game_schema()
    outer, entries = gf._split_schema(schema)
    outside = compiled(outer)
    each = {v: compiled({"$defs": schema.get("$defs", {}), **entries[v]}) for v in entries}
    return lambda data: outside(data) and all(map(each[data["version"]], data["history"]))


def import_ms(rounds: int) -> list[float]:
    code = ("import rootboard.cli, time; t = time.process_time(); import fastjsonschema; "
            "print((time.process_time() - t) * 1000)")
    return [float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                                 cwd=ROOT).stdout) for _ in range(rounds)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--edits", type=int, default=1000, help="random one-value edits, each judged by every check and by jsonschema")
    args = parser.parse_args()
    from rootboard.gamefile import file as gf

    try:
        import fastjsonschema
    except ImportError:
        fastjsonschema = None
    schema = gf._game_schema()
    with tempfile.TemporaryDirectory() as folder:
        documents = game_files(Path(folder))
        kept = Path(folder) / "schema.marshal"
        candidates = {"schema_check": schema_check_compile}
        if fastjsonschema is not None:
            draft7 = as_draft7(copy.deepcopy(schema))  # compile rewrites its $refs in place
            source = fastjsonschema.compile_to_code(copy.deepcopy(draft7))
            kept.write_bytes(marshal.dumps(compile(source, "<game schema>", "exec")))
            entry = re.search(r"^def (\w+)\(", source, re.M).group(1)

            def run_kept():
                space: dict = {}
                exec(marshal.loads(kept.read_bytes()), space)
                return _raising_to_bool(space[entry], fastjsonschema.JsonSchemaValueException)

            candidates["fastjsonschema compile"] = lambda: _raising_to_bool(
                fastjsonschema.compile(copy.deepcopy(draft7)), fastjsonschema.JsonSchemaValueException)
            candidates["fastjsonschema kept"] = run_kept
            print(f"fastjsonschema {fastjsonschema.VERSION}: its module for the game schema {len(source):,} characters")
        checks = {name: make() for name, make in candidates.items()}
        for name, data in documents.items():
            for who, check in checks.items():
                assert check(data) is True, (who, name)
        times: dict[str, list[float]] = {}
        for r in range(args.rounds):
            order = list(candidates) if r % 2 == 0 else list(reversed(candidates))
            for who in order:
                re.purge()
                times.setdefault(f"build {who}", []).append(cpu_ms(candidates[who]))
            for name, data in documents.items():
                repeat = max(1, 2000 // (len(data["history"]) + 10))
                for who in order:
                    if who != "fastjsonschema compile":  # the same code as kept
                        times.setdefault(f"{name} {who}", []).append(cpu_ms(lambda: checks[who](data), repeat))
        report(times, "schema_check")
        if fastjsonschema is not None:
            imports = import_ms(args.rounds)
            print(f"import fastjsonschema after rootboard.cli: {statistics.median(imports):.2f} ms (median)")
            agreement(documents, checks, args.edits)


def _raising_to_bool(validate, error):
    def check(data):
        try:
            validate(data)
        except error:
            return False
        return True

    return check


def report(times: dict[str, list[float]], base: str) -> None:
    for key, values in times.items():
        if key.endswith(base):
            continue
        what, who = key.split(" ", 1)
        against = times.get(f"{what} {base}")
        ratio = f"  {statistics.median(v / b for v, b in zip(values, against)):6.2f}x schema_check" if against else ""
        print(f"{what:6s} {who:24s} {statistics.median(values):9.3f} ms{ratio}")
    for key, values in times.items():
        if key.endswith(base):
            print(f"{key.split(' ', 1)[0]:6s} {base:24s} {statistics.median(values):9.3f} ms")


def agreement(documents: dict[str, dict], checks: dict, edits: int) -> None:
    """Random one-value edits of the files: where each check's answer differs from jsonschema's."""
    from rootboard.gamefile.file import _validator

    values = [None, True, False, 0, 1, -1, 12, 1.0, 1.5, "", "x", "fox", "1_2", [], [1], {}, {"a": 1}]
    rng = random.Random(32)
    wrong: dict[str, dict[str, int]] = {who: {} for who in checks if who != "fastjsonschema compile"}
    pool = [d for name, d in documents.items() if name in ("new", "476")]
    for _ in range(edits):
        document = copy.deepcopy(rng.choice(pool))
        spots = list(_spots(document))
        parent, key = rng.choice(spots)
        value = copy.deepcopy(rng.choice(values))
        parent[key] = value
        truth = not any(True for _ in _validator().iter_errors(document))
        for who in wrong:
            if checks[who](document) != truth:
                said = f"{'valid' if truth else 'invalid'} to jsonschema, {json.dumps(value)} put in"
                wrong[who][said] = wrong[who].get(said, 0) + 1
    for who, found in wrong.items():
        print(f"{who}: {sum(found.values())} of {edits} edits judged otherwise than jsonschema {found or ''}")


def _spots(value):
    if isinstance(value, dict):
        for key, item in value.items():
            yield value, key
            yield from _spots(item)
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield value, i
            yield from _spots(item)


if __name__ == "__main__":
    main()
