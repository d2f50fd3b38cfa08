"""A board by name or path, ready to use: its topology (and drawing) from the derived
cache or derived afresh, kept in memory per file version since boards are immutable."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from rootboard.board.catalog import resolve_map
from rootboard.board.topology import Topology
from rootboard.derived.cache import load_topology_file


@lru_cache(maxsize=16)
def _cached(path: str, mtime: float) -> Topology:
    return load_topology_file(path)


def load_topology(name_or_path: str | Path) -> Topology:
    """Board and derived topology, with its drawing. Kept per file version in memory, since
    boards are immutable, and on disk by :mod:`rootboard.derived.cache`."""
    path = resolve_map(name_or_path)
    try:
        mtime = path.stat().st_mtime
    except OSError:
        mtime = -1.0  # let Board.from_file raise its clear error
    return _cached(str(path), mtime)
