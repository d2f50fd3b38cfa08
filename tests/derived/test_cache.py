"""The derived cache gives back exactly what derivation gives, and never an error or a stale answer."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from rootboard.derived import cache
from rootboard.board.mapfile import Board, MapFormatError
from rootboard.board.catalog import shipped_maps
from rootboard.board.derivation import derive_topology
from rootboard.drawing import board_drawing
from tests.helpers import MAP_NAMES, raw_map, write_map

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def folder(tmp_path, monkeypatch):
    where = tmp_path / "derived"
    monkeypatch.setenv("ROOTBOARD_CACHE_DIR", str(where))
    return where


def same_topology(a, b) -> None:
    """Everything a topology says, geometry included, is the same in both, and so is its drawing."""
    same_topology_only(a, b)
    assert board_drawing(a) == board_drawing(b)


def same_topology_only(a, b) -> None:
    """Everything a topology says, geometry included, is the same in both."""
    assert a.board == b.board
    assert list(a.forests) == list(b.forests)
    for fid, fa in a.forests.items():
        fb = b.forests[fid]
        assert (fa.id, fa.clearings, fa.coastal) == (fb.id, fb.clearings, fb.coastal)
        assert fa.polygon.equals_exact(fb.polygon, 0.0)
    assert len(a.links) == len(b.links)
    for la, lb in zip(a.links, b.links):
        assert la == lb  # ends, kind, section, adjacency, via, divider
        assert la.geometry.equals_exact(lb.geometry, 0.0), (la, la.geometry.wkt[:80], lb.geometry.wkt[:80])
    assert a.coastal_clearings == b.coastal_clearings
    assert a.map_edge == b.map_edge


@pytest.mark.parametrize("name", MAP_NAMES)
def test_a_board_read_back_from_the_cache_is_the_board_derived(folder, name):
    path = shipped_maps()[name]
    derived = derive_topology(Board.from_file(path))
    first = cache.load_topology_file(path)  # derives and writes the entry
    assert len(list(folder.glob(f"{name}-*{cache.SUFFIX}"))) == 1
    again = cache.load_topology_file(path)  # reads it
    assert again is not first
    same_topology(derived, first)
    same_topology(derived, again)


def test_a_warm_cache_answers_without_shapely_numpy_networkx_or_json(folder):
    """A warm start reads the board's data from the entry too: not even json loads."""
    script = textwrap.dedent("""
        import sys
        from rootboard.board.explain import explain_neighbours, vagabond_reach
        from rootboard.derived.loading import load_topology
        from rootboard.drawing import board_drawing
        for name in ("autumn", "winter", "lake", "mountain"):
            topology = load_topology(name)
            for area in topology.areas:
                explain_neighbours(topology, area)
                vagabond_reach(topology, area)
            assert board_drawing(topology).forests and topology.map_edge.clearings
        print(sorted(m for m in ("shapely", "numpy", "networkx", "json") if m in sys.modules))
    """)
    env = {**os.environ, "ROOTBOARD_CACHE_DIR": str(folder)}
    run = lambda: subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True,
                                 text=True, timeout=120)
    cold = run()
    assert cold.returncode == 0, cold.stderr
    assert "'shapely'" in cold.stdout  # the first run derives
    warm = run()
    assert warm.returncode == 0, warm.stderr
    assert warm.stdout.strip() == "[]"


def test_geometry_read_from_the_cache_turns_into_shapely_on_first_use(folder):
    path = shipped_maps()["lake"]
    cache.load_topology_file(path)
    topology = cache.load_topology_file(path)
    forest = next(iter(topology.forests.values()))
    assert isinstance(forest.shape, dict)  # still the mapping read from the file
    assert forest.polygon.geom_type == "Polygon" and forest.polygon.area > 0
    assert forest.shape is forest.polygon  # converted once, then kept


def edited(change):
    """A damage that rewrites an entry's data, well packed: only its content is wrong."""
    return lambda blob: cache.pack(change(cache.unpack(blob)))


def flipped(blob: bytes) -> bytes:
    """One bit changed in the middle of the data: the checksum no longer fits."""
    middle = len(blob) // 2
    return blob[:middle] + bytes([blob[middle] ^ 0x10]) + blob[middle + 1:]


@pytest.mark.parametrize("damage", [
    lambda blob: b"",
    lambda blob: blob[: len(blob) // 2],
    lambda blob: b'{"code": "a cache entry of format 1, as JSON"}',
    flipped,
    lambda blob: cache.HEADER + b"\0\0\0\0" + blob[len(cache.HEADER) + 4:],  # a checksum of nothing
    lambda blob: cache.pack([1, 2, 3]),
    edited(lambda data: {**data, "code": "other code"}),
    edited(lambda data: {**data, "forests": "many"}),
    edited(lambda data: {**data, "links": [{"a": 999, "b": 1}]}),
    edited(lambda data: {**data, "links": [{**data["links"][0], "a": "no_such_forest"}]}),
    edited(lambda data: {**data, "board": {**data["board"], "clearings": "many"}}),
    edited(lambda data: {k: v for k, v in data.items() if k != "board"}),
])
def test_a_damaged_entry_is_derived_again_and_rewritten(folder, damage):
    path = shipped_maps()["autumn"]
    derived = cache.load_topology_file(path)
    entry = next(folder.glob(f"autumn-*{cache.SUFFIX}"))
    entry.write_bytes(damage(entry.read_bytes()))
    again = cache.load_topology_file(path)
    same_topology(derived, again)
    rewritten = cache.unpack(entry.read_bytes())
    assert rewritten["code"] == cache.code_fingerprint()
    same_topology(derived, cache.topology_from_plain(derived.board, rewritten))


@pytest.mark.parametrize("damage", [
    lambda blob: blob[: len(blob) // 2],
    flipped,
    edited(lambda data: {**data, "code": "other code"}),
    edited(lambda data: {k: v for k, v in data.items() if k != "drawing"}),
    edited(lambda data: {**data, "drawing": {**data["drawing"], "outline": [[1]]}}),
    edited(lambda data: {**data, "drawing": "a picture"}),
])
def test_a_damaged_drawing_entry_is_laid_out_again_and_rewritten(folder, damage):
    path = shipped_maps()["autumn"]
    drawn = board_drawing(cache.load_topology_file(path))  # writes the drawing's entry
    entry = next(folder.glob(f"autumn-*{cache.DRAWING}{cache.SUFFIX}"))
    entry.write_bytes(damage(entry.read_bytes()))
    assert board_drawing(cache.load_topology_file(path)) == drawn
    rewritten = cache.unpack(entry.read_bytes())
    assert rewritten["code"] == cache.code_fingerprint()
    assert rewritten["drawing"] == drawn.to_plain()


def test_the_topology_is_cached_without_laying_the_board_out(folder, tmp_path, monkeypatch):
    """Laying a board out (the pieces' spots) takes longer than deriving its topology: a
    command that only reads the topology never waits for it; the drawing gets an entry of
    its own when the board is first drawn, and is read back from it after."""
    from rootboard.drawing import layout

    laid_out = layout.lay_out

    def refused(topology):
        raise AssertionError("laid out")

    monkeypatch.setattr(layout, "lay_out", refused)
    path = write_map(tmp_path, raw_map("winter"), "mine.json")
    cold = cache.load_topology_file(path)
    warm = cache.load_topology_file(path)
    same_topology_only(derive_topology(Board.from_file(path)), cold)
    same_topology_only(cold, warm)
    assert [p.name for p in folder.iterdir()] == [cache.entry_path(folder, path, path.read_text("utf-8")).name]
    monkeypatch.setattr(layout, "lay_out", laid_out)
    drawn = board_drawing(warm)
    assert drawn == laid_out(cold)
    assert len(list(folder.glob(f"mine-*{cache.DRAWING}{cache.SUFFIX}"))) == 1
    monkeypatch.setattr(layout, "lay_out", refused)
    assert board_drawing(cache.load_topology_file(path)) == drawn  # read back, not laid out


def test_a_topology_carries_its_map_text_and_drawing_as_its_class_declares_them(folder, tmp_path):
    """What the layers above keep of a topology is declared by Topology (map_text, drawing,
    drawing_loader), None until known: the text its cache entry was read from, the loader left
    until the board is first drawn and asked once, the drawing kept after."""
    from rootboard.board.topology import Topology

    assert (Topology.map_text, Topology.drawing, Topology.drawing_loader) == (None, None, None)
    path = write_map(tmp_path, raw_map("autumn"), "mine.json")
    derived = derive_topology(Board.from_file(path))
    assert derived.map_text is None and cache.map_text(derived) is None and derived.drawing is None
    for topology in (cache.load_topology_file(path), cache.load_topology_file(path)):  # written, then read
        assert cache.map_text(topology) == topology.map_text == path.read_text("utf-8")
        assert topology.drawing is None and topology.drawing_loader is not None
        drawn = board_drawing(topology)
        assert topology.drawing is drawn and topology.drawing_loader is None
        assert board_drawing(topology) is drawn  # kept: not read nor laid out again
        assert drawn == board_drawing(derived)
    assert derived.drawing is not None and derived.drawing_loader is None  # laid out, no cache


def test_an_entry_holds_python_values_only_however_the_layout_computed_them():
    """marshal writes a numpy number as its raw bytes: the entry is made of Python's own
    types before it is written, so what reads back is the number."""
    numpy = pytest.importorskip("numpy")
    data = {"xy": (numpy.float64(1.25), numpy.int64(3)), "coastal": numpy.bool_(True), "ids": [1, "1_2"]}
    back = cache.unpack(cache.pack(data))
    assert back == {"xy": (1.25, 3), "coastal": True, "ids": [1, "1_2"]}
    assert [type(v) for v in back["xy"]] == [float, int] and type(back["coastal"]) is bool
    with pytest.raises(TypeError, match="plain data"):
        cache.pack({"where": Path("autumn.json")})


def test_entries_of_the_json_format_are_removed_and_nothing_else(folder):
    folder.mkdir(parents=True)
    earlier = folder / "autumn-776fee71-f50c99c8.json"  # as cache format 1 named them
    earlier.write_text("{}")
    kept = folder / "my-notes.json"  # ROOTBOARD_CACHE_DIR may be a folder with other files
    kept.write_text("{}")
    cache.load_topology_file(shipped_maps()["autumn"])
    assert not earlier.exists() and kept.exists()


def test_an_entry_is_used_only_for_the_exact_text_it_was_derived_from(folder, tmp_path):
    raw = raw_map("autumn")
    path = write_map(tmp_path, raw, "mine.json")
    before = cache.load_topology_file(path)
    raw["paths"] = raw["paths"][1:]  # an edit that changes the forests
    write_map(tmp_path, raw, "mine.json")
    after = cache.load_topology_file(path)
    assert len(after.forests) == len(before.forests) - 1
    assert len(list(folder.glob(f"mine-*{cache.SUFFIX}"))) == 1  # the entry of the old text is gone
    same_topology(derive_topology(Board.from_file(path)), after)
    # An entry that claims to be for another text is not believed, even in the right file.
    entry = next(folder.glob(f"mine-*{cache.SUFFIX}"))
    forged = entry.read_bytes()
    raw["paths"] = raw["paths"][1:]
    write_map(tmp_path, raw, "mine.json")
    entry.write_bytes(forged)
    cache_named_like_new = cache.entry_path(folder, path, path.read_text(encoding="utf-8"))
    cache_named_like_new.write_bytes(forged)
    assert len(cache.load_topology_file(path).forests) == len(after.forests) - 1


def test_two_maps_of_the_same_name_keep_their_own_entries(folder, tmp_path):
    one, two = tmp_path / "a", tmp_path / "b"
    one.mkdir(), two.mkdir()
    raw = raw_map("winter")
    write_map(one, raw, "board.json")
    raw["paths"] = raw["paths"][1:]
    write_map(two, raw, "board.json")
    cache.load_topology_file(one / "board.json")
    cache.load_topology_file(two / "board.json")
    assert len(list(folder.glob(f"board-*{cache.SUFFIX}"))) == 2


def test_polygon_checks_are_skipped_only_for_text_the_cache_has_seen(folder, tmp_path):
    raw = raw_map("lake")
    raw["lake"]["outline"] = [[0, 0], [100, 100], [100, 0], [0, 100]]  # a bow tie
    path = write_map(tmp_path, raw, "bowtie.json")
    for _ in range(2):  # nothing was cached by the first refusal, so the second refuses too
        with pytest.raises(MapFormatError, match="lake.outline"):
            cache.load_topology_file(path)
    assert not list(folder.glob(f"bowtie-*{cache.SUFFIX}"))


def test_an_unreadable_map_is_named_and_nothing_is_cached(folder, tmp_path):
    with pytest.raises(MapFormatError, match="no such file"):
        cache.load_topology_file(tmp_path / "missing.json")
    bad = tmp_path / "bad.json"
    bad.write_bytes(b"\xff\xfe not text")
    with pytest.raises(MapFormatError, match="cannot read"):
        cache.load_topology_file(bad)
    assert not folder.exists() or not list(folder.iterdir())


def test_the_cache_can_be_turned_off(monkeypatch, tmp_path):
    monkeypatch.setenv("ROOTBOARD_CACHE_DIR", "")
    assert cache.cache_dir() is None
    monkeypatch.chdir(tmp_path)
    topology = cache.load_topology_file(shipped_maps()["mountain"])
    assert board_drawing(topology).closed_path_markers
    assert not list(tmp_path.iterdir())


def test_a_cache_that_cannot_be_written_only_costs_time(monkeypatch, tmp_path):
    blocker = tmp_path / "a file, not a folder"
    blocker.write_text("x")
    monkeypatch.setenv("ROOTBOARD_CACHE_DIR", str(blocker / "derived"))
    path = shipped_maps()["winter"]
    same_topology(derive_topology(Board.from_file(path)), cache.load_topology_file(path))


def test_the_default_folder_follows_the_platform(monkeypatch, tmp_path):
    monkeypatch.delenv("ROOTBOARD_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    if sys.platform not in ("win32", "darwin"):
        assert cache.cache_dir() == tmp_path / "rootboard"
    else:
        assert cache.cache_dir().name == "rootboard"


def test_the_fingerprint_covers_every_module_that_shapes_an_entry():
    """Every rootboard module that the derivation, the layout or the cache import (directly,
    lazily inside a function, or through each other) is fingerprinted, so changing any of
    them derives afresh."""
    import ast
    import importlib.util

    listed = set(cache.DERIVING_MODULES)
    todo, seen = ["rootboard.derived.cache", "rootboard.drawing.layout"], set()
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        source = Path(importlib.util.find_spec(name).origin).read_text(encoding="utf-8")
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("rootboard"):
                todo.append(node.module)
                # "from rootboard.drawing import board_drawing" names a function, not a module
                if _is_package(node.module):
                    todo += [f"{node.module}.{a.name}" for a in node.names
                             if importlib.util.find_spec(f"{node.module}.{a.name}")]
            elif isinstance(node, ast.Import):
                todo += [a.name for a in node.names if a.name.startswith("rootboard")]
    seen = {name for name in seen if name != "rootboard"}
    assert seen <= listed, f"not fingerprinted: {sorted(seen - listed)}"
    assert all(importlib.util.find_spec(name) for name in listed)


def _is_package(name: str) -> bool:
    import importlib.util

    spec = importlib.util.find_spec(name)
    return spec is not None and spec.submodule_search_locations is not None


def test_the_cache_keeps_the_boards_written_or_used_last(folder, tmp_path, monkeypatch):
    monkeypatch.setattr(cache, "MAX_ENTRIES", 3)
    raw = raw_map("autumn")
    paths = [write_map(tmp_path, raw, f"copy{n}.json") for n in range(4)]
    cache.load_topology_file(paths[0])
    entry0 = next(folder.glob(f"copy0-*{cache.SUFFIX}"))
    for n, path in enumerate(paths[1:3], start=1):
        cache.load_topology_file(path)
        os.utime(next(folder.glob(f"copy{n}-*{cache.SUFFIX}")), (n, n))  # long unused, copy1 the longest
    cache.load_topology_file(paths[0])  # used again: stays
    assert entry0.stat().st_mtime > 1000
    cache.load_topology_file(paths[3])
    assert sorted(p.name.split("-")[0] for p in folder.glob(f"*{cache.SUFFIX}")) == ["copy0", "copy2", "copy3"]


def test_without_the_deriving_source_nothing_is_cached_and_boards_still_derive(folder, monkeypatch):
    """A frozen build may ship bytecode only: the code cannot be fingerprinted, so no entry
    could be trusted, and none is read or written."""
    monkeypatch.setattr(cache, "DERIVING_MODULES", cache.DERIVING_MODULES + ("gone.py",))
    cache.code_fingerprint.cache_clear()
    try:
        assert cache.code_fingerprint() is None
        path = shipped_maps()["lake"]
        same_topology(derive_topology(Board.from_file(path)), cache.load_topology_file(path))
        assert not folder.exists() or not list(folder.iterdir())
    finally:
        cache.code_fingerprint.cache_clear()


def test_the_fingerprint_changes_with_a_deriving_module_s_size_or_time(tmp_path, monkeypatch):
    """A deriving module's file is judged by its size and time, as Python's bytecode cache judges
    source: the same file untouched keeps the fingerprint, one edited in place (its time moved,
    or its size) gives another, so its entries are derived afresh."""
    source = tmp_path / "deriving.py"
    source.write_text("X = 1\n", encoding="utf-8")
    os.utime(source, ns=(10**18, 10**18))
    monkeypatch.setattr(cache, "DERIVING_MODULES", cache.DERIVING_MODULES + ("deriving",))
    real = cache._module_source
    monkeypatch.setattr(cache, "_module_source", lambda name: str(source) if name == "deriving" else real(name))

    def fingerprint():
        cache.code_fingerprint.cache_clear()
        return cache.code_fingerprint()

    try:
        first = fingerprint()
        assert first is not None and fingerprint() == first
        os.utime(source, ns=(10**18, 10**18 + 1))
        touched = fingerprint()
        assert touched != first
        source.write_text("X = 22\n", encoding="utf-8")
        os.utime(source, ns=(10**18, 10**18 + 1))
        assert fingerprint() not in (first, touched)
    finally:
        cache.code_fingerprint.cache_clear()


@pytest.mark.parametrize("name", MAP_NAMES)
def test_a_board_read_back_from_its_entry_is_the_board_its_file_reads_as(folder, monkeypatch, name):
    """An entry holds the board its map's text was read into, each record as its values: read
    back, it is that board, value for value and type for type (a tuple stays a tuple), without
    the text being read again."""
    path = shipped_maps()[name]
    cache.load_topology_file(path)  # derived, and its entry written
    monkeypatch.setattr(Board, "from_text", lambda *a, **k: pytest.fail("the map's text was read again"))
    monkeypatch.setattr(Board, "from_dict", lambda *a, **k: pytest.fail("the map's data was read again"))
    read_back = cache.load_topology_file(path).board
    monkeypatch.undo()
    assert read_back == Board.from_file(path)
    assert repr(read_back) == repr(Board.from_file(path)) and read_back.source == str(path)
