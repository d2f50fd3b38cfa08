"""The board a game is played on: a shipped map by name, or a map file by resolved path and
the SHA-256 of its bytes. The game's core makes new games on one (rootboard.game.newgame);
the game file (rootboard.gamefile) stores and checks the reference."""

from __future__ import annotations

from rootboard.records import record
from pathlib import Path

from rootboard.board.catalog import aliases, resolve_map, shipped_maps
from rootboard.board.mapfile import read_map_bytes
from rootboard.board.topology import Topology


@record(frozen=True)
class MapReference:
    """The board a game is played on: ``name`` as the file stores it (a shipped map's name,
    or a map file's resolved path), its topology, and (map files) the SHA-256 of its bytes."""

    name: str
    topology: Topology
    digest: str | None = None


def open_map(name_or_path: str | Path) -> MapReference:
    """A shipped map by name or alias, or a map file (a regular file of bounded size)."""
    from rootboard.derived.loading import load_topology

    text = str(name_or_path)
    key = text.lower()
    if key in shipped_maps() or key in aliases():
        topology = load_topology(text)
        return MapReference(topology.board.name, topology)
    path = resolve_map(text).resolve()
    raw = read_map_bytes(path)  # the board's own reader: a regular file of bounded size, or MapFormatError
    return MapReference(str(path), load_topology(path), sha256_of(raw))


def sha256_of(raw: bytes) -> str:
    import hashlib  # here: it loads OpenSSL, which only a game on a map file needs

    return hashlib.sha256(raw).hexdigest()
