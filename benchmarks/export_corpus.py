"""Every Rootlog export the project can make, written to a folder: compare two folders with
``diff -r`` to show that a change to the writer (rootboard/notation/export*) changed no byte.

    python benchmarks/export_corpus.py OUTDIR

Three sources:

* each Rootlog of tests/notation/games/ through the command line, as a player would:
  ``rootboard import LOG -o GAME.json``, then ``rootboard export GAME.json -o OUT.rootlog``
  (``OUTDIR/cli/``: the Rootlog written and what each command printed, with its exit status);
* each game the tests that export build (their ``export(...)`` calls, recorded by wrapping
  :func:`rootboard.notation.export.export` while pytest runs them): ``OUTDIR/tests/``, one file
  per call, named by the test and the call's number in it; an export that raised, its error;
* a game played here with the actions neither exports (``OUTDIR/played/``): the Riverfolk's
  starting funds and prices (11.3.4, 11.3.5) and a fund committed (11.5.1).

``--root DIR``: the checkout whose writer and tests are run (this one by default), so that
another version's corpus is made by the same script (``--root /path/to/main``).
"""

from __future__ import annotations

import contextlib
import io
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if sys.argv[1:2] == ["--root"]:  # before anything of rootboard is imported: that checkout's
    ROOT = Path(sys.argv[2]).resolve()
    del sys.argv[1:3]
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


def played(out: Path) -> int:
    """The Riverfolk's setup actions, their Birdsong's Protectionism and two funds committed,
    played in teach mode (the table decides) on a game of the Riverfolk and three others, then
    exported."""
    from rootboard.game.factions.riverfolk.actions import Collect, StartingFunds, StartingPrices
    from rootboard.game.factions.riverfolk.board import PRICES
    from rootboard.game.factions.riverfolk.daylight import Commit
    from rootboard.game.actions import EndTurn
    from rootboard.game.modes import TEACH
    from rootboard.game.replay import perform
    from rootboard.notation.export import export
    from tests.game.factions.riverfolk.kit import R, position

    out.mkdir(parents=True)
    state = position(R, "birdsong")
    for action in (StartingFunds(), StartingPrices(*PRICES[:3]), Collect()):  # their payments to their funds
        assert perform(state, action, TEACH).applied, action
    state.phase, state.step = "daylight", "actions"
    for action in (Commit("move"), Commit("move"), EndTurn()):
        assert perform(state, action, TEACH).applied, action
    (out / "riverfolk.rootlog").write_text(export(state))
    return 1


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
    games = played(out / "played")
    recorder = Recorder(out / "tests")
    code = pytest.main(["-q", "-p", "no:cacheprovider", *(str(ROOT / t) for t in EXPORTING_TESTS)],
                       plugins=[recorder])
    exports = len(list((out / "tests").iterdir()))
    import rootboard

    print(f"rootboard of {Path(rootboard.__file__).resolve().parents[1]}: {logs} logs imported and exported; {games} game played and exported; {exports} exports recorded "
          f"from the tests; pytest exit {int(code)}")
    return int(code)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
