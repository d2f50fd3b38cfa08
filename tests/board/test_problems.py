"""Geometry that reads but looks wrong is reported, naming the element; shipped maps are clean."""

from __future__ import annotations

import pytest

from rootboard.board.mapfile import Board
from rootboard.board.problems import find_problems
from tests.helpers import MAP_NAMES, raw_map, run_cli, write_map


def _clearing(raw, cid):
    return next(c for c in raw["clearings"] if c["id"] == cid)


def overlap(raw):
    one, nine = _clearing(raw, 1), _clearing(raw, 9)
    nine["centre"] = [one["centre"][0] + 10, one["centre"][1] + 20]
    return raw


def path_through_clearing(raw):
    # Bend Autumn's path 1-5 down through the centre of clearing 10.
    path = next(p for p in raw["paths"] if sorted(p["between"]) == [1, 5])
    path["bends"] = [_clearing(raw, 10)["centre"]]
    return raw


def crossing_paths(raw):
    raw["paths"].append({"between": [9, 5]})  # cuts across Autumn's path 1-10
    return raw


def unreached(raw):
    raw["clearings"].append({"id": 13, "centre": [450, 400], "radius": 20, "suit": "fox", "slots": 1, "ruins": 0})
    return raw


def _along(raw, a, b, *fractions):
    """Points on the straight line from clearing a's centre to b's, at the given fractions."""
    (ax, ay), (bx, by) = _clearing(raw, a)["centre"], _clearing(raw, b)["centre"]
    return [[ax + (bx - ax) * f, ay + (by - ay) * f] for f in fractions]


def path_doubling_back(raw):
    # Autumn's path 1-5 runs on to 80% of the way, turns back to 50%, then on to its end.
    path = next(p for p in raw["paths"] if sorted(p["between"]) == [1, 5])
    path["bends"] = _along(raw, *path["between"], 0.8, 0.5)
    return raw


def path_looping(raw):
    # Autumn's path 1-5 ties a knot halfway: past the middle, round, and down across itself.
    path = next(p for p in raw["paths"] if sorted(p["between"]) == [1, 5])
    (x, y), = _along(raw, *path["between"], 0.5)
    path["bends"] = [[x + 10, y], [x, y + 10], [x, y - 10]]
    return raw


def river_doubling_back(raw):
    course = raw["rivers"][0]["course"]
    (x0, y0), (x1, y1) = course[0], course[1]
    course[1:1] = [[x0 + (x1 - x0) * 0.9, y0 + (y1 - y0) * 0.9], [x0 + (x1 - x0) * 0.4, y0 + (y1 - y0) * 0.4]]
    return raw


def off_board(raw):
    _clearing(raw, 5)["centre"][1] = 5.0
    return raw


def river_through_clearing(raw):
    raw["rivers"][0]["course"].insert(1, _clearing(raw, 1)["centre"])
    return raw


def lake_across_path(raw):
    raw["lake"]["outline"] = [[150, 40], [600, 40], [600, 300], [150, 300]]
    return raw


def ferry_inland(raw):
    raw["ferry"]["start"] = 2
    return raw


PROBLEMS = [
    ("overlapping clearings", "autumn", overlap, "clearings 1 and 9: overlap"),
    ("path through a clearing", "autumn", path_through_clearing, "path 1-5: passes through clearing 10"),
    ("paths crossing", "autumn", crossing_paths, "path 1-10 and path 5-9: cross each other"),
    ("clearing no path reaches", "autumn", unreached, "clearing 13: no path reaches it"),
    ("path doubling back", "autumn", path_doubling_back, "path 1-5: doubles back on itself"),
    ("path crossing itself", "autumn", path_looping, "path 1-5: crosses itself"),
    ("river doubling back", "winter", river_doubling_back, "river 'river': doubles back on itself"),
    ("clearing outside the board", "autumn", off_board, "clearing 5: lies (partly) outside the board outline"),
    ("river through a clearing", "winter", river_through_clearing, "river 'river': passes through clearing 1"),
    ("path across the lake", "lake", lake_across_path, "runs across the lake"),
    ("ferry away from the lake", "lake", ferry_inland, "ferry.start: clearing 2 is not on the lake shore"),
]


@pytest.mark.parametrize("case, map_name, mutate, expected", PROBLEMS, ids=[p[0] for p in PROBLEMS])
def test_problem_is_reported_naming_the_element(case, map_name, mutate, expected):
    board = Board.from_dict(mutate(raw_map(map_name)))
    messages = [str(p) for p in find_problems(board)]
    assert expected in messages or any(expected in m for m in messages), messages


@pytest.mark.parametrize("case, map_name, mutate, expected", PROBLEMS, ids=[p[0] for p in PROBLEMS])
def test_check_prints_problem_and_fails(tmp_path, case, map_name, mutate, expected):
    path = write_map(tmp_path, mutate(raw_map(map_name)))
    code, out, _ = run_cli("check", path)
    assert code == 1
    assert expected in out


@pytest.mark.parametrize("name", MAP_NAMES)
def test_shipped_maps_have_no_problems(name):
    code, out, _ = run_cli("check", name)
    assert code == 0, out
    assert "no problems" in out


@pytest.mark.parametrize("turn", [0.3, 0.6, 0.9], ids=["gentle", "square", "sharp"])
def test_a_bend_is_not_doubling_back(turn):
    """A bend that turns the line (even sharply, short of going back) is no problem."""
    raw = raw_map("autumn")
    path = next(p for p in raw["paths"] if sorted(p["between"]) == [1, 5])
    (ax, ay), (bx, by) = (_clearing(raw, c)["centre"] for c in path["between"])
    # Out sideways from the middle by a fraction of the way, then on to the far end.
    mx, my = (ax + bx) / 2, (ay + by) / 2
    path["bends"] = [[mx - (by - ay) * turn, my + (bx - ax) * turn]]
    messages = [str(p) for p in find_problems(Board.from_dict(raw))]
    assert not any("itself" in m for m in messages), messages
