"""The shipped maps, found by name or alias, and any map file found by path."""

from __future__ import annotations

from pathlib import Path

from rootboard.board.mapfile import Board, close_matches, did_you_mean
from rootboard.errors import BadInput
from rootboard.messages import Template

# The map names listed are what to type (ids and aliases), so they stay as they are.
NO_SUCH_MAP = Template("map.no-such-map", "no shipped map of that name and no such file (shipped maps: {maps})")
NO_SUCH_MAP_NEAR = Template("map.no-such-map-near",
                            "no shipped map of that name and no such file; {suggestion} (shipped maps: {maps})")


def data_dir(kind: str) -> Path:
    """maps/ or assets/: inside an installed wheel, or at the top of a source checkout."""
    package = Path(__file__).resolve().parent.parent
    bundled = package / "_data" / kind
    return bundled if bundled.is_dir() else package.parent / kind


def maps_dir() -> Path:
    return data_dir("maps")


def shipped_maps() -> dict[str, Path]:
    """Shipped map name -> file, in a stable order."""
    return {p.stem: p for p in sorted(maps_dir().glob("*.json"))}


def aliases() -> dict[str, str]:
    """Alternative names of shipped maps (Autumn is also called Fall)."""
    import json  # here: a shipped map named by its name needs none

    result = {}
    for name, path in shipped_maps().items():
        try:
            for alias in json.loads(path.read_text(encoding="utf-8")).get("aliases", []):
                result[alias] = name
        except (OSError, ValueError, AttributeError):
            continue  # a broken shipped map is reported when it is loaded
    return result


def resolve_map(name_or_path: str | Path) -> Path:
    """A shipped map's file for a name or alias; otherwise the path itself."""
    text = str(name_or_path)
    maps = shipped_maps()
    key = text.lower()
    if key in maps:
        return maps[key]
    alias = aliases().get(key)
    if alias:
        return maps[alias]
    path = Path(text)
    if path.suffix == ".json" or path.exists() or "/" in text or "\\" in text:
        return path
    names = list(maps) + sorted(aliases())
    near = did_you_mean(close_matches(key, names))
    problem = NO_SUCH_MAP_NEAR(suggestion=near, maps=names) if near else NO_SUCH_MAP(maps=names)
    raise BadInput(problem, source=text)


def load_board(name_or_path: str | Path) -> Board:
    return Board.from_file(resolve_map(name_or_path))
