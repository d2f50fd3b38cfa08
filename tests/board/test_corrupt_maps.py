"""Corrupt, hostile and odd map files: each is refused with a MapFormatError naming the file
(and the element, where there is one), and never reaches GEOS, json's recursion or a read
that does not end. Through the command line: exit 2 and one line, no traceback, no picture.

The rows are the fuzzer's findings (a centre at 1e308, a board scaled by 1e305, JSON nested
100,000 deep) and their relatives: NaN and infinities, wrong types, missing keys, files that
are not regular files (a FIFO, /dev/zero, a folder), a file too large, text that is not UTF-8.
"""

from __future__ import annotations

import json
import os
import sys

import pytest

from rootboard.board.mapfile import (AT_LINE, AT_LINE_COLUMN, COORDINATE_LIMIT, MAX_MAP_BYTES, MAX_NESTING, Board,
                                     MapFormatError)
from tests.helpers import raw_map, run_cli


def _clearing(raw, cid):
    return next(c for c in raw["clearings"] if c["id"] == cid)


def edited(map_name, edit):
    """A row's file: a shipped map's JSON, edited in place by ``edit(raw)``."""
    def build(tmp_path):
        raw = raw_map(map_name)
        edit(raw)
        path = tmp_path / f"{map_name}-edited.json"
        path.write_text(json.dumps(raw, indent=1), encoding="utf-8")  # NaN and Infinity as json writes them
        return path
    return build


def text(content: str | bytes, name: str = "map.json"):
    def build(tmp_path):
        path = tmp_path / name
        path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
        return path
    return build


def scaled(map_name, factor):
    def edit(raw):
        raw["board"]["outline"] = [[x * factor, y * factor] for x, y in raw["board"]["outline"]]
        for c in raw["clearings"]:
            c["centre"] = [v * factor for v in c["centre"]]
            c["radius"] *= factor
    return edited(map_name, edit)


def fifo(tmp_path):
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs here")
    path = tmp_path / "pipe.json"
    os.mkfifo(path)  # no writer ever opens it: a blocking read would wait for ever
    return path


def dev_zero(tmp_path):
    if not os.path.exists("/dev/zero"):
        pytest.skip("no /dev/zero here")
    return "/dev/zero"


def folder(tmp_path):
    path = tmp_path / "folder.json"
    path.mkdir()
    return path


def sparse(size):
    def build(tmp_path):
        path = tmp_path / "huge.json"
        with open(path, "wb") as f:
            f.truncate(size)
        return path
    return build


def padded_to(size):
    """A valid map, padded with spaces to ``size`` bytes: only its size is wrong."""
    def build(tmp_path):
        body = json.dumps(raw_map("autumn"))
        path = tmp_path / "padded.json"
        path.write_text(body + " " * (size - len(body)), encoding="utf-8")
        return path
    return build


def missing(tmp_path):
    (tmp_path / "autumn.json").write_text(json.dumps(raw_map("autumn")), encoding="utf-8")
    return tmp_path / "autum.json"


def put(path, value):
    """edit: raw[path...] = value; a str key or an int index, clearings by position."""
    def edit(raw):
        target = raw
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return edit


def drop(path):
    def edit(raw):
        target = raw
        for key in path[:-1]:
            target = target[key]
        del target[path[-1]]
    return edit


NAN, INF = float("nan"), float("inf")
DEEP = 100_000

# (case, build(tmp_path) -> path, element named ("" where the file as a whole is at fault; a Message where
# it is a place in the text, said in words), words)
CORRUPT = [
    # The fuzzer's findings: coordinates that broke GEOS, nesting that broke json.
    ("centre at 1e308", edited("autumn", put(["clearings", 0, "centre"], [1e308, 5])),
     "clearings[0] (id 1).centre", ["outside the range"]),
    ("board scaled by 1e305", scaled("autumn", 1e305), "board.outline[1]", ["outside the range"]),
    ("JSON nested 100,000 deep", text("[" * DEEP + "]" * DEEP), AT_LINE_COLUMN(line=1, column=33), ["nested more than"]),
    # Coordinates out of range, NaN, infinities.
    ("centre just past the limit", edited("lake", put(["clearings", 2, "centre"], [COORDINATE_LIMIT + 1, 10])),
     "clearings[2] (id 3).centre", ["outside the range"]),
    ("negative huge centre", edited("winter", put(["clearings", 1, "centre"], [10, -1e12])),
     "clearings[1] (id 2).centre", ["outside the range"]),
    ("radius 1e308", edited("autumn", put(["clearings", 4, "radius"], 1e308)), "clearings[4] (id 5).radius",
     ["outside the range"]),
    ("centre NaN", edited("autumn", put(["clearings", 0, "centre"], [NAN, 5])), "clearings[0] (id 1).centre",
     ["expected a number", "NaN"]),
    ("centre Infinity", edited("mountain", put(["clearings", 0, "centre"], [5, INF])),
     "clearings[0] (id 1).centre", ["expected a number", "Infinity"]),
    ("centre 1e999 (reads as infinity)", text(json.dumps(raw_map("autumn")).replace("54.8", "1e999", 1)),
     "clearings[0] (id 1).centre", ["expected a number"]),
    ("radius NaN", edited("lake", put(["clearings", 0, "radius"], NAN)), "clearings[0] (id 1).radius", ["NaN"]),
    ("opposite corner of no clearing", edited("lake", put(["clearings", 0, "opposite_corner"], 99)),
     "clearings[0] (id 1).opposite_corner", ["unknown clearing 99"]),
    ("bend far away", edited("autumn", put(["paths", 0, "bends"], [[100, 100], [3e5, 100]])),
     "paths[0] (1-5).bends[1]", ["outside the range"]),
    ("river course off to 1e300", edited("winter", put(["rivers", 0, "course", 0], [1e300, 0])),
     "rivers[0].course[0]", ["outside the range"]),
    ("lake shore at -inf", edited("lake", put(["lake", "outline", 0], [-INF, 0])), "lake.outline[0]",
     ["expected a number"]),
    ("board outline in a tiny scale", scaled("autumn", 1e-300), "board.outline", ["not a valid polygon"]),
    ("radius 1e-300", edited("autumn", put(["clearings", 0, "radius"], 1e-300)), "clearings[0] (id 1).radius",
     ["at least 1 mm"]),
    # Wrong types.
    ("centre a string", edited("autumn", put(["clearings", 3, "centre"], "90,453")), "clearings[3] (id 4).centre",
     ["expected a point"]),
    ("centre of three numbers", edited("autumn", put(["clearings", 3, "centre"], [1, 2, 3])),
     "clearings[3] (id 4).centre", ["expected a point"]),
    ("centre of booleans", edited("autumn", put(["clearings", 3, "centre"], [True, 2])),
     "clearings[3] (id 4).centre", ["expected a number", "true"]),
    ("id a string", edited("autumn", put(["clearings", 0, "id"], "1")), "clearings[0].id", ["whole number"]),
    ("id a fraction", edited("autumn", put(["clearings", 0, "id"], 1.5)), "clearings[0].id", ["whole number"]),
    ("slots negative", edited("autumn", put(["clearings", 5, "slots"], -1)), "clearings[5] (id 6).slots",
     ["at least 0"]),
    ("slots a word", edited("autumn", put(["clearings", 5, "slots"], "two")), "clearings[5] (id 6).slots",
     ["whole number"]),
    ("suit a number", edited("autumn", put(["clearings", 5, "suit"], 3)), "clearings[5] (id 6).suit",
     ["unknown suit"]),
    ("clearings an object", edited("autumn", put(["clearings"], {"1": {}})), "clearings", ["expected a list"]),
    ("a path that is a number", edited("autumn", put(["paths", 1], 7)), "paths[1]", ["expected an object"]),
    ("bends not a list", edited("autumn", put(["paths", 1, "bends"], 7)), "paths[1] (1-9).bends",
     ["list of points"]),
    ("title a number", edited("autumn", put(["title"], 12)), "title", ["expected a string"]),
    ("river name a list", edited("winter", put(["rivers", 0, "name"], ["r"])), "rivers[0].name",
     ["expected a string"]),
    ("aliases a string", edited("autumn", put(["aliases"], "fall")), "aliases", ["list of names"]),
    ("lake a list", edited("lake", put(["lake"], [[0, 0]])), "lake", ["expected an object"]),
    ("tower a string", edited("mountain", put(["tower"], "pass")), "tower", ["expected an object"]),
    ("a very long wrong value is cut short", edited("autumn", put(["clearings", 0, "centre"], list(range(10_000)))),
     "clearings[0] (id 1).centre", ["expected a point", "…"]),
    # Missing keys.
    ("clearing without id", edited("autumn", drop(["clearings", 2, "id"])), "clearings[2]", ["missing key 'id'"]),
    ("board without outline", edited("autumn", drop(["board", "outline"])), "board", ["missing key 'outline'"]),
    ("river without links", edited("winter", drop(["rivers", 0, "links"])), "rivers[0]", ["missing key 'links'"]),
    # Not JSON a map could be.
    ("objects nested 10,000 deep", text('{"a":' * 10_000 + "1" + "}" * 10_000), AT_LINE_COLUMN(line=1, column=5 * MAX_NESTING + 1),
     ["nested more than"]),
    ("a number of 5000 digits", text(json.dumps(raw_map("autumn")).replace('"id": 1,', '"id": ' + "9" * 5000 + ",", 1)),
     "", ["too long"]),
    ("empty file", text(""), "", ["the file is empty"]),
    ("blank space alone", text(" \n\t\r\n"), "", ["the file is empty", "only spaces"]),
    ("a string, not an object", text('"autumn"'), "", ["top level"]),
    ("NUL bytes", text(b"\0" * 64), AT_LINE_COLUMN(line=1, column=1), ["not valid JSON"]),
    ("Latin-1 text", text(json.dumps(raw_map("autumn"), ensure_ascii=False).replace("Autumn", "Herbstwäld").encode("latin-1")),
     AT_LINE(line=1), ["not UTF-8"]),
    ("UTF-16 with its mark", text(json.dumps(raw_map("autumn")).encode("utf-16")), AT_LINE(line=1), ["not UTF-8"]),
    # Not a regular file of a sane size.
    ("a FIFO", fifo, "", ["not a regular file"]),
    ("/dev/zero", dev_zero, "", ["not a regular file"]),
    ("a folder", folder, "", ["is a folder"]),
    ("a huge file", sparse(1 << 30), "", ["larger than a map file may be"]),
    ("one byte too many", padded_to(MAX_MAP_BYTES + 1), "", ["larger than a map file may be"]),
    ("a misspelt file name", missing, "", ["no such file", "did you mean autumn.json?"]),
]
IDS = [row[0] for row in CORRUPT]


@pytest.mark.parametrize("case, build, element, words", CORRUPT, ids=IDS)
def test_corrupt_map_is_refused_naming_file_and_element(tmp_path, case, build, element, words):
    path = str(build(tmp_path))
    with pytest.raises(MapFormatError) as caught:
        Board.from_file(path)
    error = caught.value
    assert error.source == path
    assert error.element == element
    message = str(error)
    assert message.startswith(path) and "\n" not in message, message
    for word in words:
        assert word in message, f"{word!r} not in {message!r}"


@pytest.mark.parametrize("command", ["check", "topology", "render"])
@pytest.mark.parametrize("case, build, element, words", CORRUPT, ids=IDS)
def test_corrupt_map_through_the_command_line(tmp_path, command, case, build, element, words):
    path = str(build(tmp_path))
    picture = tmp_path / "out.png"
    argv = [command, path] + (["-o", picture] if command == "render" else [])
    code, out, err = run_cli(*argv)
    assert code == 2
    assert out == ""
    assert err.startswith(f"rootboard {command}: {path}") and err.count("\n") == 1, err
    assert "Traceback" not in err
    for word in words:
        assert word in err
    assert not picture.exists()


def test_nesting_the_format_itself_uses_is_read():
    """The bound leaves the format's own nesting (five deep: rivers[].course[][]) alone."""
    raw = raw_map("winter")
    assert Board.from_text(json.dumps(raw), "winter.json").rivers


def test_the_bounds_are_far_from_the_shipped_maps():
    """Real boards sit well inside the bounds: the limits refuse only what no board is."""
    for name in ("autumn", "lake", "mountain", "winter"):
        raw = raw_map(name)
        size = len(json.dumps(raw, indent=1).encode("utf-8"))
        points = [p for p in raw["board"]["outline"]] + [c["centre"] for c in raw["clearings"]]
        assert size * 100 < MAX_MAP_BYTES
        assert max(abs(v) for p in points for v in p) * 10 < COORDINATE_LIMIT


@pytest.mark.skipif(sys.platform == "win32", reason="FIFOs")
def test_a_fifo_does_not_block_the_reader(tmp_path):
    """Opening a FIFO for reading blocks until a writer comes: the reader must not wait."""
    path = fifo(tmp_path)
    with pytest.raises(MapFormatError, match="not a regular file"):
        Board.from_file(path)


def _grown_over_its_closed_path(raw):
    """A Mountain clearing so large that it covers a closed path from end to end."""
    closed = next(p for p in raw["paths"] if p.get("closed"))
    _clearing(raw, closed["between"][0])["radius"] = 500


def _two_on_one_spot(raw):
    a, b = raw["paths"][0]["between"]
    _clearing(raw, b)["centre"] = list(_clearing(raw, a)["centre"])


def _denormal(raw):
    raw["clearings"][0]["centre"] = [5e-324, raw["clearings"][0]["centre"][1]]


@pytest.mark.parametrize("map_name, edit", [
    ("mountain", _grown_over_its_closed_path),
    ("winter", _two_on_one_spot),
    ("lake", _two_on_one_spot),
    ("autumn", _denormal),
], ids=["clearing over a closed path", "winter: two clearings on one spot", "lake: two clearings on one spot",
        "a denormal coordinate"])
def test_readable_but_wrong_maps_are_checked_derived_and_drawn(tmp_path, map_name, edit):
    """Geometry that reads but looks wrong loads (shapely's split): check names the
    problem, and topology and render still work, so the map maker sees it drawn."""
    path = edited(map_name, edit)(tmp_path)
    assert run_cli("check", path)[0] == 1
    assert run_cli("topology", path)[0] == 0
    code, _, err = run_cli("render", path, "-o", tmp_path / "out.png", "--width", "300")
    assert code == 0, err
    assert (tmp_path / "out.png").exists()
