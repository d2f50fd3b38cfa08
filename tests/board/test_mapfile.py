"""Reading map files: what cannot be read raises MapFormatError naming the element."""

from __future__ import annotations

import json

import pytest

from rootboard.board.mapfile import Board, MapFormatError
from tests.helpers import MAP_NAMES, raw_map, run_cli, write_map


def _set(path, value):
    """A mutation that sets raw[path...] = value."""
    def mutate(raw):
        target = raw
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
        return raw
    return mutate


def _delete(path):
    def mutate(raw):
        target = raw
        for key in path[:-1]:
            target = target[key]
        del target[path[-1]]
        return raw
    return mutate


def _append(key, item):
    def mutate(raw):
        raw.setdefault(key, []).append(item)
        return raw
    return mutate


# (case, map, mutation of the raw JSON or replacement text, words the error must contain)
BAD_FILES = [
    ("json syntax", "autumn", lambda raw: json.dumps(raw, indent=1).replace('"clearings": [', '"clearings": [,', 1),
     ["line ", "column ", "not valid JSON"]),
    ("truncated", "winter", lambda raw: json.dumps(raw, indent=1)[:400], ["line ", "not valid JSON"]),
    ("not an object", "autumn", lambda raw: "[1, 2, 3]", ["top level"]),
    ("foreign format", "autumn", _set(["format"], "rootboard-game"), ["format", "not a rootboard map"]),
    ("unknown version", "autumn", _set(["version"], 99), ["version", "unknown format version 99"]),
    ("missing version", "autumn", _delete(["version"]), ["missing key 'version'"]),
    ("missing clearings", "lake", _delete(["clearings"]), ["missing key 'clearings'"]),
    ("missing paths", "lake", _delete(["paths"]), ["missing key 'paths'"]),
    ("missing board", "lake", _delete(["board"]), ["missing key 'board'"]),
    ("missing radius", "autumn", _delete(["clearings", 3, "radius"]), ["clearings[3] (id 4)", "missing key 'radius'"]),
    ("missing centre", "mountain", _delete(["clearings", 0, "centre"]), ["clearings[0] (id 1)", "'centre'"]),
    ("centre not a point", "autumn", _set(["clearings", 1, "centre"], [1, "x"]), ["clearings[1] (id 2).centre", "number"]),
    ("duplicate clearing", "winter", _set(["clearings", 5, "id"], 3), ["clearings[5] (id 3)", "duplicate clearing id 3"]),
    ("zero radius", "autumn", _set(["clearings", 2, "radius"], 0), ["clearings[2] (id 3).radius", "positive"]),
    ("negative radius", "lake", _set(["clearings", 7, "radius"], -4.5), ["clearings[7] (id 8).radius", "positive"]),
    ("unknown suit", "autumn", _set(["clearings", 0, "suit"], "badger"), ["clearings[0] (id 1).suit", "badger"]),
    ("more ruins than slots", "autumn", _set(["clearings", 0, "ruins"], 3), ["clearings[0] (id 1).ruins"]),
    ("path to unknown clearing", "autumn", _set(["paths", 4, "between"], [2, 99]), ["paths[4].between", "unknown clearing 99"]),
    ("path to itself", "autumn", _set(["paths", 0, "between"], [5, 5]), ["paths[0].between", "itself"]),
    ("path missing between", "mountain", _delete(["paths", 2, "between"]), ["paths[2]", "missing key 'between'"]),
    ("duplicate path", "autumn", _append("paths", {"between": [5, 1]}), ["duplicate path between 1 and 5"]),
    ("closed not a flag", "mountain", _set(["paths", 2, "closed"], "yes"), ["paths[2] (2-5).closed"]),
    ("river link to unknown clearing", "winter", _set(["rivers", 0, "links", 1], [11, 40]),
     ["rivers[0].links[1]", "unknown clearing 40"]),
    ("river course too short", "winter", _set(["rivers", 0, "course"], [[1, 2]]), ["rivers[0].course", "at least 2"]),
    ("lake bow-tie", "lake", _set(["lake", "outline"], [[100, 100], [300, 300], [300, 100], [100, 300]]),
     ["lake.outline", "not a valid polygon", "Self-intersection"]),
    ("lake too few points", "lake", _set(["lake", "outline"], [[100, 100], [300, 300]]), ["lake.outline", "at least 3"]),
    ("ferry on unknown clearing", "lake", _set(["ferry", "start"], 77), ["ferry.start", "unknown clearing 77"]),
    ("ferry without lake", "autumn", _set(["ferry"], {"start": 1}), ["ferry", "needs a lake"]),
    ("tower on unknown clearing", "mountain", _set(["tower", "clearing"], 13), ["tower.clearing", "unknown clearing 13"]),
    ("board outline invalid", "autumn", _set(["board", "outline"], [[0, 0], [10, 10], [10, 0], [0, 10]]),
     ["board.outline", "not a valid polygon"]),
]


def _bad_file(tmp_path, map_name, mutate):
    result = mutate(raw_map(map_name))
    return write_map(tmp_path, result, name=f"bad-{map_name}.json")


@pytest.mark.parametrize("case, map_name, mutate, words", BAD_FILES, ids=[c[0] for c in BAD_FILES])
def test_bad_file_raises_naming_file_and_element(tmp_path, case, map_name, mutate, words):
    path = _bad_file(tmp_path, map_name, mutate)
    with pytest.raises(MapFormatError) as caught:
        Board.from_file(path)
    message = str(caught.value)
    assert message.startswith(str(path)), message
    for word in words:
        assert word in message, f"{word!r} not in {message!r}"


@pytest.mark.parametrize("case, map_name, mutate, words", BAD_FILES, ids=[c[0] for c in BAD_FILES])
def test_check_names_the_element_of_every_bad_file(tmp_path, case, map_name, mutate, words):
    path = _bad_file(tmp_path, map_name, mutate)
    code, out, err = run_cli("check", path)
    assert code == 2
    assert str(path) in err
    for word in words:
        assert word in err


def test_missing_file_is_named(tmp_path):
    with pytest.raises(MapFormatError, match="no such file"):
        Board.from_file(tmp_path / "nowhere.json")


@pytest.mark.parametrize("name", MAP_NAMES)
def test_shipped_maps_read(name):
    board = Board.from_file(write_map_path(name))
    assert board.name == name
    assert board.clearings and board.paths
    assert all(c.radius > 0 for c in board.clearings.values())


def write_map_path(name):
    from rootboard.board.catalog import shipped_maps
    return shipped_maps()[name]


def test_closed_paths_are_read_as_closed():
    raw = raw_map("mountain")
    board = Board.from_dict(raw)
    assert {p.key for p in board.closed_paths} == {
        tuple(sorted(p["between"])) for p in raw["paths"] if p.get("closed")
    }
    assert board.closed_paths  # the Mountain prints closed paths (16.2.3.II)
