"""The Vagabond's commands (rootboard/cli/vagabond_commands.py): what they accept, the file
still opens."""

from __future__ import annotations

import json

from rootboard.derived.loading import load_topology
from tests.helpers import run_cli


def ok(*argv):
    code, out, err = run_cli(*argv)
    assert code == 0, f"{argv}: {err}"
    return out


def test_a_strike_on_a_token_leaves_a_file_that_opens(tmp_path):
    """Issue 37: the strike was recorded with the target's piece, and the reader checked it
    against the action's (absent) faction: 'nobody has no piece', and the file was lost."""
    path = tmp_path / "g.json"
    topology = load_topology("autumn")
    clearing = 5
    forest = sorted(topology.forests_of(clearing))[0]
    ok("new", "autumn", "--factions", "vagabond,alliance", "-o", path)
    ok("character", path, "vagabond", "ranger")
    ok("place", path, "vagabond", "pawn", forest)
    ok("phase", path, "birdsong")
    ok("move", path, "vagabond", forest, clearing, "--slip")
    ok("phase", path, "daylight")
    ok("place", path, "alliance", "sympathy", clearing)
    ok("strike", path, "vagabond", "alliance", "--piece", "sympathy")
    report = json.loads(ok("status", path, "--json"))
    assert not any(s["faction"] == "alliance" for s in report["areas"].get(str(clearing), []))


def test_a_strike_names_the_piece_as_the_file_does_whatever_it_was_typed(tmp_path):
    """A piece may be typed in the run's words or in the plural ('Sympathy', 'sympathies'):
    the history keeps its id, so the reader (which knows only ids) opens the file."""
    path = tmp_path / "g.json"
    topology = load_topology("autumn")
    forest = sorted(topology.forests_of(5))[0]
    ok("new", "autumn", "--factions", "vagabond,alliance", "-o", path)
    ok("character", path, "vagabond", "ranger")
    ok("place", path, "vagabond", "pawn", forest)
    ok("move", path, "vagabond", forest, 5, "--slip")
    ok("place", path, "alliance", "sympathy", 5)
    ok("strike", path, "vagabond", "alliance", "--piece", "Sympathy")
    ok("status", path)
    strike = json.loads(path.read_text())["history"][-1]["action"]
    assert strike["piece"] == "sympathy"
