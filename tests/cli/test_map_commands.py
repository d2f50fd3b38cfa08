"""`rootboard maps`, `topology` and `check`: the stable command-line contract."""

from __future__ import annotations

import json

import pytest

from rootboard.derived.loading import load_topology
from rootboard.board.topology import is_forest
from tests.helpers import MAP_NAMES, raw_map, run_cli, write_map

CLEARING_KEYS = {"id", "suit", "slots", "ruins", "corner", "coastal", "adjacent", "closed_paths", "rivers", "forests"}
FOREST_KEYS = {"id", "clearings", "coastal", "adjacent"}


def test_maps_lists_every_shipped_map_with_aliases():
    code, out, _ = run_cli("maps")
    assert code == 0
    names = [line.split()[0] for line in out.splitlines()]
    assert names == sorted(MAP_NAMES)
    assert "fall" in out  # Autumn's other name


@pytest.mark.parametrize("name", MAP_NAMES)
def test_topology_json_has_the_contract_shape(name):
    code, out, _ = run_cli("topology", name, "--json")
    assert code == 0
    report = json.loads(out)
    assert report["map"] == name
    assert report["clearings"] and report["forests"]
    forest_ids = {f["id"] for f in report["forests"]}
    clearing_ids = {c["id"] for c in report["clearings"]}
    for c in report["clearings"]:
        assert CLEARING_KEYS <= set(c)
        assert set(c["adjacent"]) | set(c["closed_paths"]) | set(c["rivers"]) <= clearing_ids
        assert set(c["forests"]) <= forest_ids
    for f in report["forests"]:
        assert FOREST_KEYS <= set(f)
        assert set(f["clearings"]) <= clearing_ids
        for a in f["adjacent"]:
            assert a["forest"] in forest_ids
            assert a["separated_by"] in {"path", "closed_path", "river", "lake_shore"}


@pytest.mark.parametrize("name", MAP_NAMES)
def test_topology_json_agrees_with_the_graph_both_ways(name):
    report = json.loads(run_cli("topology", name, "--json")[1])
    topology = load_topology(name)
    by_id = {f["id"]: f for f in report["forests"]}
    for c in report["clearings"]:
        # Forest-clearing adjacency is reported from both ends alike (2.4.1).
        for fid in c["forests"]:
            assert c["id"] in by_id[fid]["clearings"]
        assert c["adjacent"] == sorted(a for a in topology.adjacent(c["id"]) if not is_forest(a))
    for f in report["forests"]:
        for a in f["adjacent"]:
            assert f["id"] in [b["forest"] for b in by_id[a["forest"]]["adjacent"]]


def test_fall_is_autumn_and_a_file_path_works(tmp_path):
    assert run_cli("topology", "fall", "--json")[1] == run_cli("topology", "autumn", "--json")[1]
    path = write_map(tmp_path, raw_map("winter"), name="copy.json")
    code, out, _ = run_cli("topology", path, "--json")
    assert code == 0 and json.loads(out)["forests"] == json.loads(run_cli("topology", "winter", "--json")[1])["forests"]


def test_topology_tables_are_readable():
    code, out, _ = run_cli("topology", "mountain")
    assert code == 0
    assert out.startswith("Mountain: 12 clearings,")
    assert "closed path" in out and "adjacent forests" in out


def test_unknown_map_is_bad_input():
    code, out, err = run_cli("topology", "marsh")
    assert code == 2 and out == ""
    assert "marsh" in err and "autumn" in err


def _doubling_back(tmp_path):
    """A readable map with one problem: Autumn's path 1-5 going back the way it came."""
    raw = raw_map("autumn")
    path = next(p for p in raw["paths"] if sorted(p["between"]) == [1, 5])
    (ax, ay), (bx, by) = (next(c["centre"] for c in raw["clearings"] if c["id"] == cid) for cid in path["between"])
    path["bends"] = [[ax + (bx - ax) * f, ay + (by - ay) * f] for f in (0.8, 0.5)]
    return write_map(tmp_path, raw, name="doubled.json")


def _unreadable(tmp_path):
    return write_map(tmp_path, "{", name="broken.json")


@pytest.mark.parametrize("kinds, status", [
    (["clean", "clean"], 0),
    (["clean", "problem"], 1),
    (["problem", "clean"], 1),
    (["unreadable", "problem", "clean"], 2),
    (["clean", "problem", "unreadable"], 2),
])
def test_check_reports_every_file_and_exits_with_the_worst(tmp_path, kinds, status):
    made = {"clean": lambda: "lake", "problem": lambda: _doubling_back(tmp_path),
            "unreadable": lambda: _unreadable(tmp_path)}
    files = [str(made[kind]()) for kind in kinds]
    code, out, err = run_cli("check", *files)
    assert code == status
    reports = out.splitlines() + err.splitlines()
    for kind, name in zip(kinds, files):
        about = [line for line in reports if name in line]
        assert about, f"no report on {name}"
        if kind == "clean":
            assert any(line.endswith("no problems") for line in about)
        elif kind == "problem":
            assert any("doubles back on itself" in line for line in about)
        else:
            [line] = [line for line in err.splitlines() if name in line]  # one line, on stderr
            assert line.startswith(f"rootboard check: {name}: line 1, column 2: not valid JSON")


def test_check_needs_a_file():
    code, _, err = run_cli("check")
    assert code == 2
    assert "rootboard check" in err


@pytest.mark.parametrize("command", ["topology", "check"])
def test_topology_and_check_never_wait_for_the_board_to_be_laid_out(command, tmp_path, monkeypatch):
    """Neither draws anything: a fan map's pieces' spots are laid out when it is first drawn."""
    from rootboard.drawing import layout
    from tests.gridmaps import write_grid_map

    def refused(topology):
        raise AssertionError("laid out")

    monkeypatch.setattr(layout, "lay_out", refused)
    monkeypatch.setenv("ROOTBOARD_CACHE_DIR", str(tmp_path / "cache"))
    code, out, err = run_cli(command, write_grid_map(tmp_path, 30))
    assert code == 0, err
    assert "30" in out or "no problems" in out
