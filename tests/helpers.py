"""Shared test helpers: shipped maps, editable copies of them, and a CLI runner."""

from __future__ import annotations

import contextlib
import copy
import io
import json
from pathlib import Path

from rootboard.cli import main
from rootboard.board.mapfile import Board
from rootboard.board.catalog import maps_dir, shipped_maps
from rootboard.board.derivation import derive_topology
from rootboard.board.topology import Topology

MAP_FILES = sorted(maps_dir().glob("*.json"))
MAP_NAMES = [p.stem for p in MAP_FILES]
FACTS_DIR = Path(__file__).resolve().parents[2] / "shared" / "map-facts"


def raw_map(name: str) -> dict:
    """A fresh, editable copy of a shipped map's JSON."""
    return copy.deepcopy(json.loads(shipped_maps()[name].read_text(encoding="utf-8")))


def topology_of(raw: dict, source: str = "<test>") -> Topology:
    return derive_topology(Board.from_dict(raw, source=source))


def write_map(tmp_path: Path, raw: dict | str, name: str = "edited.json") -> Path:
    path = tmp_path / name
    path.write_text(raw if isinstance(raw, str) else json.dumps(raw, indent=1), encoding="utf-8")
    return path


def run_cli(*argv: str) -> tuple[int, str, str]:
    """Run the command line in-process; returns (exit status, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main([str(a) for a in argv])
    return code, out.getvalue(), err.getvalue()


def forest_sets(topology: Topology) -> list[tuple[int, ...]]:
    """Forests as the sorted tuples of clearings they touch (ids with suffixes ignored)."""
    return sorted(f.clearings for f in topology.forests.values())


def expected_after_deleting(topology, key) -> list[tuple[int, ...]]:
    """What deleting path ``key`` must leave: the forests on its two sides merged, or,
    for a path with one forest beside it, that forest opened onto the outside."""
    sides = {f for l in topology.links if l.divider == key for f in (l.a, l.b)}
    if not sides:
        line = topology.shapes.path_lines[key]
        sides = {fid for fid, f in topology.forests.items()
                 if f.polygon.boundary.intersection(line.buffer(0.1)).length > 5}
    untouched = [f.clearings for fid, f in topology.forests.items() if fid not in sides]
    if len(sides) == 2:
        merged = tuple(sorted({c for fid in sides for c in topology.forests[fid].clearings}))
        return sorted(untouched + [merged])
    assert len(sides) <= 1
    return sorted(untouched)


def load_game(path):
    """The game in ``path``, read by the one loader (rootboard.loading): its state."""
    from rootboard.loading import load

    return load(path).state


def played_game(tmp_path: Path, map_name: str, *commands: str) -> Path:
    """A new game on ``map_name`` (the Marquise, the Eyrie, the Corvids and the Vagabond, seed 4)
    written in ``tmp_path``, with each command (``"place eyrie roost 3"``) played on it in teach
    mode; its path. Made again over the one a test made before (--replace): the same game anew."""
    path = tmp_path / f"{map_name}.json"
    assert main(["new", map_name, "-o", str(path), "--seed", "4", "--replace",
                 "--factions", "marquise,eyrie,corvids,vagabond"]) == 0
    for command in commands:
        verb, *rest = command.split()
        assert main([verb, "--mode", "teach", str(path), *rest]) == 0
    return path

