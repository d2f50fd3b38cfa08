"""Two commands on one game file at the same moment: each waits its turn, none is lost.

Each command reads, checks and writes its game under the file's lock (rootboard.files.changing):
an exit 0 is always in the file, and a command that could not get the file in time changes
nothing and says so with exit 1.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from rootboard.derived.loading import load_topology
from rootboard.files import changing
from tests.helpers import run_cli

ROOT = Path(__file__).resolve().parents[2]
posix_only = pytest.mark.skipif(os.name != "posix", reason="two processes racing on flock")
ROUNDS = 8


def _two_paths(map_name: str) -> tuple[tuple[int, int], tuple[int, int]]:
    """Two paths with four different clearings: two moves that never touch each other."""
    topology = load_topology(map_name)
    paths = [tuple(p.key) for p in topology.board.paths if not p.closed]
    first = paths[0]
    second = next(p for p in paths if not set(p) & set(first))
    return first, second


def _game(tmp_path: Path, name: str, sources: tuple[int, ...]) -> Path:
    path = tmp_path / name
    assert run_cli("new", "autumn", "-o", path, "--factions", "marquise,eyrie")[0] == 0
    for clearing in sources:
        assert run_cli("place", path, "marquise", "warrior", clearing, "--count", 2)[0] == 0
    return path


def _rootboard(*argv, env=None) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "rootboard", *map(str, argv)], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


@posix_only
def test_two_moves_started_at_once_are_both_in_the_file(tmp_path):
    (a, b), (c, d) = _two_paths("autumn")
    for n in range(ROUNDS):
        game = _game(tmp_path, f"g{n}.json", (a, c))
        racing = [_rootboard("move", game, "marquise", a, b), _rootboard("move", game, "marquise", c, d)]
        results = [(p.wait(), p.stderr.read()) for p in racing]
        assert [code for code, _ in results] == [0, 0], results
        saved = json.loads(game.read_text())
        moves = [e["action"]["request"] for e in saved["history"] if e["action"]["type"] == "move"]
        assert sorted((m["origin"], m["destination"]) for m in moves) == sorted([(a, b), (c, d)])
        areas = {k: {(f, p): n for f, p, n in v} for k, v in saved["areas"].items()}
        assert areas[str(b)][("marquise", "warrior")] == 1 and areas[str(d)][("marquise", "warrior")] == 1


@posix_only
def test_a_command_that_cannot_get_the_file_in_time_changes_nothing_and_says_so(tmp_path):
    (a, b), (c, _) = _two_paths("autumn")
    game = _game(tmp_path, "g.json", (a, c))
    before = game.read_bytes()
    env = {**os.environ, "ROOTBOARD_LOCK_WAIT": "0.3"}
    with changing(game):  # another rootboard, mid-change
        late = _rootboard("move", game, "marquise", a, b, env=env)
        code, err = late.wait(), late.stderr.read()
    assert code == 1, err
    assert str(game) in err and "0.3 s" in err
    assert game.read_bytes() == before
