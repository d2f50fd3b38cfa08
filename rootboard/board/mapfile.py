"""Read and validate a map file into frozen dataclasses.

A map file stores only what is printed on a board (see maps/README.md): clearings,
paths, rivers, the lake, the board outline. Everything else (forests, adjacency) is
derived in :mod:`rootboard.board.topology`.

Following shapely's split, what cannot be read raises :class:`MapFormatError` naming
the file and the element at fault; geometry that reads but looks wrong is reported by
:func:`rootboard.board.problems.find_problems` instead.
"""

from __future__ import annotations

import json
import math
import os
import re
from dataclasses import dataclass
from pathlib import Path as FilePath
from typing import Any

from rootboard.errors import MapFormatError  # noqa: F401 (raised here; re-exported for callers)
from rootboard.files import NotReadable, read_regular

FORMAT_NAME = "rootboard-map"
FORMAT_VERSION = 1
SUITS = ("fox", "mouse", "rabbit")

ClearingId = int
Point = tuple[float, float]

# Bounds on what a map file may hold, so that a hostile or broken file is refused with a
# clear error rather than hanging, exhausting memory or failing deep inside GEOS:
# - the bytes of a map: the shipped maps are 2.5-4 kB; 2 MB leaves room for any traced detail;
MAX_MAP_BYTES = 2_000_000
# - nesting of [ and {: the format itself goes 5 deep (clearings[].centre[], rivers[].course[][]);
#   json's recursive decoder fails with RecursionError somewhere past 900;
MAX_NESTING = 32
# - coordinates and radii, in millimetres: the printed boards are about 610 x 560 mm. GEOS
#   overlays (polygonize, union) lose their noding near 1e300 and crash; ten metres leaves
#   every double of precision the derivation's 0.05 mm tolerance needs.
COORDINATE_LIMIT = 10_000.0
# - coordinates are read to the micrometre: nothing printed is finer, and denormal numbers
#   (5e-324) make GEOS divide by zero;
COORDINATE_DIGITS = 3
# - a clearing's radius is at least 1 mm: a forest touches a clearing along at least 1 mm of
#   its outline (topology.MIN_SHARED), so a smaller one could touch nothing.
MIN_RADIUS = 1.0


@dataclass(frozen=True)
class Clearing:
    id: ClearingId
    centre: Point
    radius: float
    suit: str | None  # None on maps whose suits come from setup markers (16.1.1)
    slots: int  # every printed building slot, R slots included (2.2.3)
    ruins: int  # how many of those slots are marked R (2.2.4)
    corner: bool = False
    opposite_corner: ClearingId | None = None


@dataclass(frozen=True)
class Path:
    between: tuple[ClearingId, ClearingId]
    bends: tuple[Point, ...] = ()
    closed: bool = False  # Mountain: starts under a closed-path marker (16.2.3.II)

    @property
    def key(self) -> tuple[ClearingId, ClearingId]:
        a, b = self.between
        return (a, b) if a < b else (b, a)


@dataclass(frozen=True)
class River:
    name: str
    course: tuple[Point, ...]
    links: tuple[tuple[ClearingId, ClearingId], ...]


@dataclass(frozen=True)
class Lake:
    outline: tuple[Point, ...]


@dataclass(frozen=True)
class Board:
    """One map, as printed. Build with :meth:`from_file` or :meth:`from_dict`."""

    name: str
    title: str
    outline: tuple[Point, ...]
    clearings: dict[ClearingId, Clearing]
    paths: tuple[Path, ...]
    rivers: tuple[River, ...] = ()
    lake: Lake | None = None
    river_divides_forests: bool = False  # True on Winter (16.2.1.I)
    # Winter: are forests parted only by the river adjacent? RULES.md 1.4 recommends yes.
    river_parted_forests_adjacent: bool = True
    ferry_start: ClearingId | None = None  # Lake (16.2.2.V)
    tower_clearing: ClearingId | None = None  # Mountain: the Pass (16.2.3.IV)
    aliases: tuple[str, ...] = ()
    source: str = "<map>"

    @classmethod
    def from_file(cls, path: str | FilePath) -> "Board":
        source = str(path)
        return cls.from_text(cls.decode(read_map_bytes(path), source), source)

    @staticmethod
    def decode(raw: bytes, source: str) -> str:
        try:
            return raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            line = raw.count(b"\n", 0, exc.start) + 1
            raise MapFormatError(source, f"line {line}",
                                 f"cannot read the file: not UTF-8 text (byte 0x{raw[exc.start]:02x} at offset {exc.start})") from None

    @classmethod
    def from_text(cls, text: str, source: str = "<map>", check_polygons: bool = True) -> "Board":
        """``check_polygons=False`` skips only the polygon validity checks (which need
        shapely), for text known to have passed them: see :mod:`rootboard.derived.cache`."""
        _check_nesting(text, source)
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise MapFormatError(
                source, f"line {exc.lineno}, column {exc.colno}", f"not valid JSON: {exc.msg}"
            ) from None
        except (ValueError, RecursionError):  # Python refuses integers of over 4300 digits
            raise MapFormatError(source, "", "not valid JSON: a number in it is too long to read") from None
        return _Reader(source, check_polygons).board(data)

    @classmethod
    def from_dict(cls, data: Any, source: str = "<map>") -> "Board":
        return _Reader(source).board(data)

    @property
    def width(self) -> float:
        return max(x for x, _ in self.outline) - min(x for x, _ in self.outline)

    @property
    def height(self) -> float:
        return max(y for _, y in self.outline) - min(y for _, y in self.outline)

    @property
    def closed_paths(self) -> tuple[Path, ...]:
        return tuple(p for p in self.paths if p.closed)

    def path_between(self, a: ClearingId, b: ClearingId) -> Path | None:
        key = (a, b) if a < b else (b, a)
        return next((p for p in self.paths if p.key == key), None)


def read_map_bytes(path: str | FilePath) -> bytes:
    """A map file's bytes; MapFormatError naming the file if it cannot be read.

    Only a regular file of at most MAX_MAP_BYTES is read: a FIFO would block for ever, a
    device such as /dev/zero would never end, and a folder is no map. The file is opened
    without blocking and checked by its descriptor, so what is checked is what is read.
    """
    source = str(path)
    try:
        return read_regular(path, MAX_MAP_BYTES)
    except NotReadable as exc:
        problem = {
            "missing": "no such file" + (_did_you_mean_file(path) if exc.kind == "missing" else ""),
            "folder": "is a folder, not a map file",
            "special": "is not a regular file (a pipe, device or socket); a map is read from a file",
            "too-big": f"is larger than a map file may be ({MAX_MAP_BYTES // 1_000_000} MB; the shipped maps "
                       f"are under 5 kB)",
        }.get(exc.kind, f"cannot read the file ({exc.detail})")
        raise MapFormatError(source, "", problem) from None


def _did_you_mean_file(path: str | FilePath) -> str:
    """"; did you mean autumn.json?" for the map files beside ``path`` named most like it."""
    path = FilePath(path)
    try:
        with os.scandir(path.parent) as entries:
            # At most a thousand names: a suggestion must not cost a walk over a huge folder.
            names = [e.name for _, e in zip(range(1000), entries) if e.name.endswith(".json")]
    except OSError:
        return ""
    stems = {FilePath(name).stem: name for name in names}
    import difflib  # here: a start from the derived cache needs no near misses

    close = difflib.get_close_matches(path.stem, list(stems), n=3, cutoff=0.75)
    return did_you_mean([stems[c] for c in close])


def close_matches(typed, choices, cutoff: float = 0.6) -> list:
    """The choices closest to ``typed``, best first (difflib's ratio; strings or tuples)."""
    import difflib  # here: only a near miss needs it

    return difflib.get_close_matches(typed, list(choices), n=3, cutoff=cutoff)


def did_you_mean(names) -> str:
    """"; did you mean X or Y?" for the names given, or nothing where there are none."""
    names = [str(n) for n in names]
    return f"; did you mean {' or '.join(names)}?" if names else ""


_JSON_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')


def _check_nesting(text: str, source: str) -> None:
    """Refuse JSON nested deeper than MAX_NESTING before json's recursive decoder sees it
    (a hundred thousand '[' end in RecursionError there). Strings are skipped whole."""
    depth = 0
    for token in _JSON_TOKEN.finditer(text):
        mark = token.group()
        if mark in "[{":
            depth += 1
            if depth > MAX_NESTING:
                at = token.start()
                line = text.count("\n", 0, at) + 1
                column = at - text.rfind("\n", 0, at)
                raise MapFormatError(source, f"line {line}, column {column}",
                                     f"nested more than {MAX_NESTING} deep; a map file is nested at most 5 deep")
        elif mark in "]}":
            depth -= 1


def _show(value: Any, limit: int = 60) -> str:
    """A value as JSON for an error message, cut short: the message stays one line."""
    try:
        shown = json.dumps(value)
    except (ValueError, TypeError, RecursionError):
        shown = repr(type(value).__name__)
    return shown if len(shown) <= limit else shown[: limit - 1] + "…"


class _Reader:
    """Turns parsed JSON into a Board, naming the element at fault on any error."""

    def __init__(self, source: str, check_polygons: bool = True):
        self.source = source
        self.check_polygons = check_polygons

    def fail(self, element: str, problem: str) -> MapFormatError:
        return MapFormatError(self.source, element, problem)

    def require(self, obj: dict, key: str, element: str) -> Any:
        if key not in obj:
            raise self.fail(element, f"missing key '{key}'")
        return obj[key]

    def number(self, value: Any, element: str) -> float:
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            raise self.fail(element, f"expected a number, got {_show(value)}")
        return float(value)

    def coordinate(self, value: Any, element: str) -> float:
        number = self.number(value, element)
        if abs(number) > COORDINATE_LIMIT:
            raise self.fail(element, f"{number:g} mm is outside the range a map may use "
                                     f"(-{COORDINATE_LIMIT:g} to {COORDINATE_LIMIT:g} mm)")
        return round(number, COORDINATE_DIGITS) + 0.0  # + 0.0: no -0.0

    def point(self, value: Any, element: str) -> Point:
        if not isinstance(value, list) or len(value) != 2:
            raise self.fail(element, f"expected a point [x, y], got {_show(value)}")
        return (self.coordinate(value[0], element), self.coordinate(value[1], element))

    def points(self, value: Any, element: str, minimum: int) -> tuple[Point, ...]:
        if not isinstance(value, list):
            raise self.fail(element, "expected a list of points [x, y]")
        if len(value) < minimum:
            raise self.fail(element, f"needs at least {minimum} points, has {len(value)}")
        return tuple(self.point(p, f"{element}[{i}]") for i, p in enumerate(value))

    def integer(self, value: Any, element: str, minimum: int = 0) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(element, f"expected a whole number, got {_show(value)}")
        if value < minimum:
            raise self.fail(element, f"must be at least {minimum}, got {value}")
        return value

    def objects(self, data: dict, key: str, required: bool = True) -> list[dict]:
        if key not in data:
            if required:
                raise self.fail("", f"missing key '{key}'")
            return []
        items = data[key]
        if not isinstance(items, list):
            raise self.fail(key, "expected a list")
        for i, item in enumerate(items):
            if not isinstance(item, dict):
                raise self.fail(f"{key}[{i}]", "expected an object")
        return items

    def board(self, data: Any) -> Board:
        if not isinstance(data, dict):
            raise self.fail("", "the top level must be a JSON object")
        fmt = data.get("format", FORMAT_NAME)
        if fmt != FORMAT_NAME:
            raise self.fail("format", f"not a rootboard map (format {_show(fmt)})")
        version = self.require(data, "version", "")
        if version != FORMAT_VERSION:
            raise self.fail(
                "version", f"unknown format version {_show(version)}; this rootboard reads {FORMAT_VERSION}"
            )
        name = data.get("name", FilePath(self.source).stem)
        if not isinstance(name, str) or not name:
            raise self.fail("name", "expected a non-empty string")
        outline = self.board_outline(data)
        clearings = self.clearings(data)
        paths = self.paths(data, clearings)
        rivers = self.rivers(data, clearings)
        lake = self.lake(data)
        ferry = self.piece_clearing(data, "ferry", "start", clearings)
        tower = self.piece_clearing(data, "tower", "clearing", clearings)
        if ferry is not None and lake is None:
            raise self.fail("ferry", "a Ferry needs a lake")
        divides = data.get("river_divides_forests", False)
        if not isinstance(divides, bool):
            raise self.fail("river_divides_forests", "expected true or false")
        parted = data.get("river_parted_forests_adjacent", True)
        if not isinstance(parted, bool):
            raise self.fail("river_parted_forests_adjacent", "expected true or false")
        aliases = data.get("aliases", [])
        if not isinstance(aliases, list) or not all(isinstance(a, str) for a in aliases):
            raise self.fail("aliases", "expected a list of names")
        title = data.get("title", name.title())
        if not isinstance(title, str):
            raise self.fail("title", f"expected a string, got {_show(title)}")
        return Board(
            name=name,
            title=title,
            outline=outline,
            clearings=clearings,
            paths=paths,
            rivers=rivers,
            lake=lake,
            river_divides_forests=divides,
            river_parted_forests_adjacent=parted,
            ferry_start=ferry,
            tower_clearing=tower,
            aliases=tuple(aliases),
            source=self.source,
        )

    def board_outline(self, data: dict) -> tuple[Point, ...]:
        board = self.require(data, "board", "")
        if not isinstance(board, dict):
            raise self.fail("board", "expected an object")
        outline = self.points(self.require(board, "outline", "board"), "board.outline", 3)
        self.valid_polygon(outline, "board.outline")
        return outline

    def valid_polygon(self, outline: tuple[Point, ...], element: str) -> None:
        if not self.check_polygons:
            return
        from shapely.geometry import Polygon  # local: reading a checked map needs no shapely
        from shapely.validation import explain_validity

        poly = Polygon(outline)
        if not poly.is_valid:
            raise self.fail(element, f"not a valid polygon ({explain_validity(poly)})")
        if poly.area <= 0:
            raise self.fail(element, "not a valid polygon (it encloses no area)")

    def clearings(self, data: dict) -> dict[ClearingId, Clearing]:
        items = self.objects(data, "clearings")
        if not items:
            raise self.fail("clearings", "a map needs at least one clearing")
        result: dict[ClearingId, Clearing] = {}
        for i, item in enumerate(items):
            element = f"clearings[{i}]"
            cid = self.integer(self.require(item, "id", element), f"{element}.id", minimum=1)
            element = f"clearings[{i}] (id {cid})"
            if cid in result:
                raise self.fail(element, f"duplicate clearing id {cid}")
            centre = self.point(self.require(item, "centre", element), f"{element}.centre")
            radius = self.coordinate(self.require(item, "radius", element), f"{element}.radius")
            if item["radius"] <= 0:  # the number as written: the read one is rounded
                raise self.fail(f"{element}.radius", f"must be positive, got {item['radius']}")
            if radius < MIN_RADIUS:
                raise self.fail(f"{element}.radius", f"must be at least {MIN_RADIUS:g} mm, got {item['radius']}")
            suit = item.get("suit")
            if suit is not None and suit not in SUITS:
                raise self.fail(f"{element}.suit", f"unknown suit {_show(suit)}; expected one of {', '.join(SUITS)} or null")
            slots = self.integer(item.get("slots", 0), f"{element}.slots")
            ruins = self.integer(item.get("ruins", 0), f"{element}.ruins")
            if ruins > slots:
                raise self.fail(f"{element}.ruins", f"{ruins} ruins but only {slots} building slots")
            corner = item.get("corner", False)
            if not isinstance(corner, bool):
                raise self.fail(f"{element}.corner", "expected true or false")
            opposite = item.get("opposite_corner")
            if opposite is not None:
                opposite = self.integer(opposite, f"{element}.opposite_corner", minimum=1)
            result[cid] = Clearing(cid, centre, radius, suit, slots, ruins, corner, opposite)
        for cid, c in result.items():
            if c.opposite_corner is not None and c.opposite_corner not in result:
                raise self.fail(f"clearing {cid}.opposite_corner", f"names unknown clearing {c.opposite_corner}")
        return dict(sorted(result.items()))

    def link(self, value: Any, element: str, clearings: dict) -> tuple[int, int]:
        if not isinstance(value, list) or len(value) != 2:
            raise self.fail(element, f"expected two clearing ids [a, b], got {_show(value)}")
        a, b = (self.integer(v, element, minimum=1) for v in value)
        for c in (a, b):
            if c not in clearings:
                raise self.fail(element, f"names unknown clearing {c}")
        if a == b:
            raise self.fail(element, f"joins clearing {a} to itself")
        return (a, b)

    def paths(self, data: dict, clearings: dict) -> tuple[Path, ...]:
        seen: set[tuple[int, int]] = set()
        result = []
        for i, item in enumerate(self.objects(data, "paths")):
            element = f"paths[{i}]"
            between = self.link(self.require(item, "between", element), f"{element}.between", clearings)
            element = f"paths[{i}] (between {between[0]} and {between[1]})"
            bends = self.points(item.get("bends", []), f"{element}.bends", 0)
            closed = item.get("closed", False)
            if not isinstance(closed, bool):
                raise self.fail(f"{element}.closed", "expected true or false")
            path = Path(between, bends, closed)
            if path.key in seen:
                raise self.fail(element, f"duplicate path between {path.key[0]} and {path.key[1]}")
            seen.add(path.key)
            result.append(path)
        return tuple(result)

    def rivers(self, data: dict, clearings: dict) -> tuple[River, ...]:
        result = []
        for i, item in enumerate(self.objects(data, "rivers", required=False)):
            element = f"rivers[{i}]"
            course = self.points(self.require(item, "course", element), f"{element}.course", 2)
            links_raw = self.require(item, "links", element)
            if not isinstance(links_raw, list):
                raise self.fail(f"{element}.links", "expected a list of [a, b] pairs")
            links = tuple(
                self.link(v, f"{element}.links[{j}]", clearings) for j, v in enumerate(links_raw)
            )
            name = item.get("name", f"river {i + 1}")
            if not isinstance(name, str):
                raise self.fail(f"{element}.name", f"expected a string, got {_show(name)}")
            result.append(River(name, course, links))
        return tuple(result)

    def lake(self, data: dict) -> Lake | None:
        if "lake" not in data or data["lake"] is None:
            return None
        lake = data["lake"]
        if not isinstance(lake, dict):
            raise self.fail("lake", "expected an object")
        outline = self.points(self.require(lake, "outline", "lake"), "lake.outline", 3)
        self.valid_polygon(outline, "lake.outline")
        return Lake(outline)

    def piece_clearing(self, data: dict, key: str, field_name: str, clearings: dict) -> int | None:
        if key not in data or data[key] is None:
            return None
        obj = data[key]
        if not isinstance(obj, dict):
            raise self.fail(key, "expected an object")
        cid = self.integer(self.require(obj, field_name, key), f"{key}.{field_name}", minimum=1)
        if cid not in clearings:
            raise self.fail(f"{key}.{field_name}", f"names unknown clearing {cid}")
        return cid

