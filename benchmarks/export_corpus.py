"""Every Rootlog export the project can make, written to a folder: compare two folders with
``diff -r`` to show that a change to the writer (rootboard/notation/export*) changed no byte.

    python benchmarks/export_corpus.py OUTDIR

Two sources:

* each Rootlog of tests/notation/games/ through the command line, as a player would:
  ``rootboard import LOG -o GAME.json``, then ``rootboard export GAME.json -o OUT.rootlog``
  (``OUTDIR/cli/``: the Rootlog written and what each command printed, with its exit status);
* each game the tests that export build (their ``export(...)`` calls, recorded by wrapping
  :func:`rootboard.notation.export.export` while pytest runs them): ``OUTDIR/tests/``, one file
  per call, named by the test and the call's number in it; an export that raised, its error.
"""

from __future__ import annotations

import contextlib
import io
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

# The tests that export a game (``grep -rln "export(" tests`` and the command line's).
EXPORTING_TESTS = ("tests/notation/test_export.py", "tests/notation/test_boards.py", "tests/notation/test_rooms.py",
                   "tests/notation/test_riverfolk.py", "tests/notation/test_cards.py", "tests/cli/test_rootlog_cli.py",
                   "tests/game/bots/eyrie/test_scripted.py")


def run(*argv) -> str:
    """The command line in this process: what it printed and its exit status."""
    from rootboard.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main([str(a) for a in argv])
    return f"{out.getvalue()}{err.getvalue()}rc={code}\n"


def from_the_command_line(out: Path) -> int:
    out.mkdir(parents=True)
    logs = sorted((ROOT / "tests/notation/games").glob("*.rootlog"))
    for log in logs:
        game, written = out / f"{log.stem}.game.json", out / f"{log.stem}.rootlog"
        said = run("import", log, "-o", game) + run("export", game, "-o", written)
        (out / f"{log.stem}.txt").write_text(said.replace(str(out), "OUT").replace(str(ROOT), "ROOT"))
        game.unlink(missing_ok=True)  # the game file is the importer's, not the writer's
    return len(logs)


class Recorder:
    """A pytest plugin: every export a test makes, kept by the test's id."""

    def __init__(self, out: Path):
        import rootboard.notation.export as module

        self.out, self.test, self.calls = out, "none", 0
        out.mkdir(parents=True)
        original = module.export

        def recording(state):
            self.calls += 1
            name = f"{re.sub(r'[^A-Za-z0-9_.-]+', '_', self.test)}.{self.calls}"
            try:
                written = original(state)
            except Exception as error:
                (self.out / f"{name}.error").write_text(f"{type(error).__name__}: {error}\n")
                raise
            (self.out / f"{name}.rootlog").write_text(written)
            return written

        module.export = recording  # before the tests are collected: their imports take this one

    def pytest_runtest_setup(self, item):
        self.test, self.calls = item.nodeid, 0


def main(argv: list[str]) -> int:
    import pytest

    out = Path(argv[0])
    if out.exists():
        raise SystemExit(f"{out} exists: give a new folder")
    logs = from_the_command_line(out / "cli")
    recorder = Recorder(out / "tests")
    code = pytest.main(["-q", "-p", "no:cacheprovider", *(str(ROOT / t) for t in EXPORTING_TESTS)],
                       plugins=[recorder])
    exports = len(list((out / "tests").iterdir()))
    print(f"{logs} logs imported and exported; {exports} exports recorded from the tests; pytest exit {int(code)}")
    return int(code)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
