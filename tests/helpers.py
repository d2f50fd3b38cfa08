"""Shared test helpers: shipped maps, editable copies of them, and a CLI runner."""

from __future__ import annotations

import contextlib
import copy
import io
import json
from pathlib import Path

from rootboard.cli import main
from rootboard.core.mapfile import Board
from rootboard.core.maps import maps_dir, shipped_maps
from rootboard.core.topology import Topology, derive_topology

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
