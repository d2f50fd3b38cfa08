"""Read and validate a map file into frozen records (rootboard.records).

A map file stores only what is printed on a board (see maps/README.md): clearings,
paths, rivers, the lake, the board outline. Everything else (forests, adjacency) is
derived in :mod:`rootboard.board.topology`.

Following shapely's split, what cannot be read raises :class:`MapFormatError` naming
the file and the element at fault; geometry that reads but looks wrong is reported by
:func:`rootboard.board.problems.find_problems` instead.
"""

from __future__ import annotations

import math
import os
import re
from rootboard.records import record
from pathlib import Path as FilePath

from rootboard.errors import MapFormatError  # noqa: F401 (raised here; re-exported for callers)
from rootboard.files import NotReadable, nothing_in, read_regular
from rootboard.i18n.grammar import Word, word
from rootboard.messages import Message, Template, language, term

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at every start (issue 32)
if TYPE_CHECKING:
    from typing import Any

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


# What cannot be read, in words. The element at fault is the file's own name for it
# (``clearings[3] (id 4).centre``: its keys, shown as they are); values quoted from the file
# (``value``) are shown as JSON, and details from a library (json's "Expecting value",
# shapely's "Self-intersection", the system's strerror) stay in the library's English.
AT_LINE = Template("map.at-line", "line {line}")
AT_LINE_COLUMN = Template("map.at-line-column", "line {line}, column {column}")
NOT_UTF8 = Template("map.not-utf8", "cannot read the file: not UTF-8 text (byte 0x{byte} at offset {offset})")
NOT_JSON = Template("map.not-json", "not valid JSON: {detail}")
NUMBER_TOO_LONG = Template("map.number-too-long", "not valid JSON: a number in it is too long to read")
TOO_DEEP = Template("map.too-deep", "nested more than {limit} deep; a map file is nested at most 5 deep")
NO_SUCH_FILE_NEAR = Template("map.no-such-file-near", "no such file; {suggestion}")
IS_FOLDER = Template("map.is-folder", "is a folder, not a map file")
NOT_REGULAR = Template("map.not-regular",
                       "is not a regular file (a pipe, device or socket); a map is read from a file")
TOO_BIG = Template("map.too-big", "is larger than a map file may be ({limit} MB; the shipped maps are under 5 kB)")
MISSING_KEY = Template("map.missing-key", "missing key '{key}'")
NOT_A_NUMBER = Template("map.not-a-number", "expected a number, got {value}")
OUT_OF_RANGE = Template("map.out-of-range", "{value} mm is outside the range a map may use (-{limit} to {limit} mm)")
NOT_A_POINT = Template("map.not-a-point", "expected a point [x, y], got {value}")
NOT_POINTS = Template("map.not-points", "expected a list of points [x, y]")
TOO_FEW_POINTS = Template("map.too-few-points", "needs at least {minimum} point, has {has}",
                          plural="needs at least {minimum} points, has {has}", count="minimum")
NOT_WHOLE = Template("map.not-whole", "expected a whole number, got {value}")
TOO_SMALL = Template("map.too-small", "must be at least {minimum}, got {value}")
NOT_A_LIST = Template("map.not-a-list", "expected a list")
NOT_AN_OBJECT = Template("map.not-an-object", "expected an object")
TOP_LEVEL = Template("map.top-level", "the top level must be a JSON object")
NOT_A_MAP = Template("map.not-a-map", "not a rootboard map (format {value})")
UNKNOWN_VERSION = Template("map.unknown-version", "unknown format version {value}; this rootboard reads {readable}")
EMPTY_NAME = Template("map.empty-name", "expected a non-empty string")
FERRY_NEEDS_LAKE = Template("map.ferry-needs-lake", "a Ferry needs a lake")
NOT_BOOLEAN = Template("map.not-boolean", "expected true or false")
NOT_NAMES = Template("map.not-names", "expected a list of names")
NOT_A_STRING = Template("map.not-a-string", "expected a string, got {value}")
INVALID_POLYGON = Template("map.invalid-polygon", "not a valid polygon ({detail})")  # detail: shapely's words
EMPTY_POLYGON = Template("map.empty-polygon", "not a valid polygon (it encloses no area)")
NO_CLEARINGS = Template("map.no-clearings", "a map needs at least one clearing")
DUPLICATE_CLEARING = Template("map.duplicate-clearing", "duplicate clearing id {clearing}")
NOT_POSITIVE = Template("map.not-positive", "must be positive, got {value}")
RADIUS_TOO_SMALL = Template("map.radius-too-small", "must be at least {minimum} mm, got {value}")
# The suits as the file spells them ("fox"): what to type, so not translated.
UNKNOWN_SUIT = Template("map.unknown-suit", "unknown suit {value}; expected one of {suits} or null")
TOO_MANY_RUINS = Template("map.too-many-ruins", "more ruins ({ruins}) than building slots ({slots})")
UNKNOWN_CLEARING = Template("map.unknown-clearing", "names unknown clearing {clearing}")
NOT_A_LINK = Template("map.not-a-link", "expected two clearing ids [a, b], got {value}")
SELF_LINK = Template("map.self-link", "joins clearing {clearing} to itself")
DUPLICATE_PATH = Template("map.duplicate-path", "duplicate path between {a} and {b}")
NOT_PAIRS = Template("map.not-pairs", "expected a list of [a, b] pairs")

# A near miss: the names most like what was typed (difflib), said as a part of a message.
DID_YOU_MEAN = Template("input.did-you-mean", "did you mean {name}?")
DID_YOU_MEAN_EITHER = Template("input.did-you-mean-either", "did you mean {others} or {last}?")

# How messages name a map: its title as the language's rulebook has it ("Meer Kaart",
# "Mapa del Lago"); a fan map's own title where the catalogue has none. The titles are
# extracted for the catalogues with the area term's words (rootboard.board.terms).
MAP = "term.map"


def map_title(title: str, lang: str | None = None) -> Word:
    """A map's title in ``lang``, with its grammar ("de Meer Kaart", "el Mapa del Lago"); a fan
    map's own title takes no article ("My Map has no clearing 13")."""
    from rootboard.i18n.grammar import language as grammar

    lang = language(lang)
    if grammar(lang).record(MAP, title) is None:
        return Word(title, lang, article="")
    return word(MAP, title, lang)


@term("map")
def _map_term(value: Any, lang: str) -> str:
    return map_title(str(value), lang)


@record(frozen=True)
class Clearing:
    """A clearing as printed (2.2): where it is, its suit, its building slots and ruins."""

    id: ClearingId
    centre: Point
    radius: float
    suit: str | None  # None on maps whose suits come from setup markers (16.1.1)
    slots: int  # every printed building slot, R slots included (2.2.3)
    ruins: int  # how many of those slots are marked R (2.2.4)
    corner: bool = False
    opposite_corner: ClearingId | None = None


@record(frozen=True)
class Path:
    """A printed path (2.2.1) between two clearings, through its printed bends."""

    between: tuple[ClearingId, ClearingId]
    bends: tuple[Point, ...] = ()
    closed: bool = False  # Mountain: starts under a closed-path marker (16.2.3.II)

    @property
    def key(self) -> tuple[ClearingId, ClearingId]:
        a, b = self.between
        return (a, b) if a < b else (b, a)


@record(frozen=True)
class River:
    """A printed river (2.3): its course, and the clearings it links (not adjacent, 2.3)."""

    name: str
    course: tuple[Point, ...]
    links: tuple[tuple[ClearingId, ClearingId], ...]


@record(frozen=True)
class Lake:
    """The Lake map's lake (16.2.2), as its printed shore."""

    outline: tuple[Point, ...]


@record(frozen=True)
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
            raise MapFormatError(source, AT_LINE(line=line),
                                 NOT_UTF8(byte=f"{raw[exc.start]:02x}", offset=exc.start)) from None

    @classmethod
    def from_text(cls, text: str, source: str = "<map>", check_polygons: bool = True) -> "Board":
        """``check_polygons=False`` skips only the polygon validity checks (which need
        shapely), for text known to have passed them: see :mod:`rootboard.derived.cache`."""
        import json  # here: a start from the derived cache reads the board's data without it

        empty = nothing_in(text)  # as every reader says it (rootboard.files), not as JSON's error at line 1
        if empty is not None:
            raise MapFormatError(source, "", empty)
        _check_nesting(text, source)
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            from rootboard.json_errors import said  # only for a file that is not JSON

            raise MapFormatError(source, AT_LINE_COLUMN(line=exc.lineno, column=exc.colno),
                                 NOT_JSON(detail=said(exc))) from None
        except (ValueError, RecursionError):  # Python refuses integers of over 4300 digits
            raise MapFormatError(source, "", NUMBER_TOO_LONG()) from None
        return _Reader(source, check_polygons).board(data)

    @classmethod
    def from_dict(cls, data: Any, source: str = "<map>", check_polygons: bool = True) -> "Board":
        """The board of a map file's parsed JSON; ``check_polygons`` as in :meth:`from_text`."""
        return _Reader(source, check_polygons).board(data)

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
        if exc.kind == "missing":
            near = _did_you_mean_file(path)
            problem = NO_SUCH_FILE_NEAR(suggestion=near) if near else exc.message
        else:
            problem = {
                "folder": IS_FOLDER,
                "special": NOT_REGULAR,
                "too-big": lambda: TOO_BIG(limit=MAX_MAP_BYTES // 1_000_000),
            }.get(exc.kind, lambda: exc.message)()  # unreadable: the file's words, the system's detail
        raise MapFormatError(source, "", problem) from None


def _did_you_mean_file(path: str | FilePath) -> Message | None:
    """"did you mean autumn.json?" for the map files beside ``path`` named most like it."""
    path = FilePath(path)
    try:
        with os.scandir(path.parent) as entries:
            # At most a thousand names: a suggestion must not cost a walk over a huge folder.
            names = [e.name for _, e in zip(range(1000), entries) if e.name.endswith(".json")]
    except OSError:
        return None
    stems = {FilePath(name).stem: name for name in names}
    import difflib  # here: a start from the derived cache needs no near misses

    close = difflib.get_close_matches(path.stem, list(stems), n=3, cutoff=0.75)
    return did_you_mean([stems[c] for c in close])


def close_matches(typed, choices, cutoff: float = 0.6) -> list:
    """The choices closest to ``typed``, best first (difflib's ratio; strings or tuples)."""
    import difflib  # here: only a near miss needs it

    return difflib.get_close_matches(typed, list(choices), n=3, cutoff=cutoff)


def did_you_mean(names) -> Message | None:
    """"did you mean X?", "did you mean X, Y or Z?" for the names given (data: ids, file
    names), or None where there are none."""
    names = tuple(str(n) for n in names)
    if not names:
        return None
    if len(names) == 1:
        return DID_YOU_MEAN(name=names[0])
    return DID_YOU_MEAN_EITHER(others=names[:-1], last=names[-1])


def suggested(message: Message | None) -> tuple[str, ...]:
    """The names a :func:`did_you_mean` message suggests, in its order (none for None)."""
    if message is None:
        return ()
    if message.id == DID_YOU_MEAN.id:
        return (message.params["name"],)
    return (*message.params["others"], message.params["last"])


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
                raise MapFormatError(source, AT_LINE_COLUMN(line=line, column=column), TOO_DEEP(limit=MAX_NESTING))
        elif mark in "]}":
            depth -= 1


def _show(value: Any, limit: int = 60) -> str:
    """A value as JSON for an error message, cut short: the message stays one line."""
    import json

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

    def fail(self, element: str, problem: Message) -> MapFormatError:
        return MapFormatError(self.source, element, problem)

    def require(self, obj: dict, key: str, element: str) -> Any:
        if key not in obj:
            raise self.fail(element, MISSING_KEY(key=key))
        return obj[key]

    def number(self, value: Any, element: str) -> float:
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            raise self.fail(element, NOT_A_NUMBER(value=_show(value)))
        return float(value)

    def coordinate(self, value: Any, element: str) -> float:
        number = self.number(value, element)
        if abs(number) > COORDINATE_LIMIT:
            raise self.fail(element, OUT_OF_RANGE(value=f"{number:g}", limit=f"{COORDINATE_LIMIT:g}"))
        return round(number, COORDINATE_DIGITS) + 0.0  # + 0.0: no -0.0

    def point(self, value: Any, element: str) -> Point:
        if not isinstance(value, list) or len(value) != 2:
            raise self.fail(element, NOT_A_POINT(value=_show(value)))
        return (self.coordinate(value[0], element), self.coordinate(value[1], element))

    def points(self, value: Any, element: str, minimum: int) -> tuple[Point, ...]:
        if not isinstance(value, list):
            raise self.fail(element, NOT_POINTS())
        if len(value) < minimum:
            raise self.fail(element, TOO_FEW_POINTS(minimum=minimum, has=len(value)))
        return tuple(self.point(p, f"{element}[{i}]") for i, p in enumerate(value))

    def integer(self, value: Any, element: str, minimum: int = 0) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(element, NOT_WHOLE(value=_show(value)))
        if value < minimum:
            raise self.fail(element, TOO_SMALL(minimum=minimum, value=value))
        return value

    def objects(self, data: dict, key: str, required: bool = True) -> list[dict]:
        if key not in data:
            if required:
                raise self.fail("", MISSING_KEY(key=key))
            return []
        items = data[key]
        if not isinstance(items, list):
            raise self.fail(key, NOT_A_LIST())
        for i, item in enumerate(items):
            if not isinstance(item, dict):
                raise self.fail(f"{key}[{i}]", NOT_AN_OBJECT())
        return items

    def board(self, data: Any) -> Board:
        if not isinstance(data, dict):
            raise self.fail("", TOP_LEVEL())
        fmt = data.get("format", FORMAT_NAME)
        if fmt != FORMAT_NAME:
            raise self.fail("format", NOT_A_MAP(value=_show(fmt)))
        version = self.require(data, "version", "")
        if version != FORMAT_VERSION:
            raise self.fail("version", UNKNOWN_VERSION(value=_show(version), readable=FORMAT_VERSION))
        name = data.get("name", FilePath(self.source).stem)
        if not isinstance(name, str) or not name:
            raise self.fail("name", EMPTY_NAME())
        outline = self.board_outline(data)
        clearings = self.clearings(data)
        paths = self.paths(data, clearings)
        rivers = self.rivers(data, clearings)
        lake = self.lake(data)
        ferry = self.piece_clearing(data, "ferry", "start", clearings)
        tower = self.piece_clearing(data, "tower", "clearing", clearings)
        if ferry is not None and lake is None:
            raise self.fail("ferry", FERRY_NEEDS_LAKE())
        divides = data.get("river_divides_forests", False)
        if not isinstance(divides, bool):
            raise self.fail("river_divides_forests", NOT_BOOLEAN())
        parted = data.get("river_parted_forests_adjacent", True)
        if not isinstance(parted, bool):
            raise self.fail("river_parted_forests_adjacent", NOT_BOOLEAN())
        aliases = data.get("aliases", [])
        if not isinstance(aliases, list) or not all(isinstance(a, str) for a in aliases):
            raise self.fail("aliases", NOT_NAMES())
        title = data.get("title", name.title())
        if not isinstance(title, str):
            raise self.fail("title", NOT_A_STRING(value=_show(title)))
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
            raise self.fail("board", NOT_AN_OBJECT())
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
            raise self.fail(element, INVALID_POLYGON(detail=explain_validity(poly)))
        if poly.area <= 0:
            raise self.fail(element, EMPTY_POLYGON())

    def clearings(self, data: dict) -> dict[ClearingId, Clearing]:
        items = self.objects(data, "clearings")
        if not items:
            raise self.fail("clearings", NO_CLEARINGS())
        result: dict[ClearingId, Clearing] = {}
        where: dict[ClearingId, str] = {}  # each clearing's element, for the checks made after
        for i, item in enumerate(items):
            element = f"clearings[{i}]"
            cid = self.integer(self.require(item, "id", element), f"{element}.id", minimum=1)
            element = f"clearings[{i}] (id {cid})"
            if cid in result:
                raise self.fail(element, DUPLICATE_CLEARING(clearing=cid))
            centre = self.point(self.require(item, "centre", element), f"{element}.centre")
            radius = self.coordinate(self.require(item, "radius", element), f"{element}.radius")
            if item["radius"] <= 0:  # the number as written: the read one is rounded
                raise self.fail(f"{element}.radius", NOT_POSITIVE(value=item["radius"]))
            if radius < MIN_RADIUS:
                raise self.fail(f"{element}.radius", RADIUS_TOO_SMALL(minimum=f"{MIN_RADIUS:g}", value=item["radius"]))
            suit = item.get("suit")
            if suit is not None and suit not in SUITS:
                raise self.fail(f"{element}.suit", UNKNOWN_SUIT(value=_show(suit), suits=SUITS))
            slots = self.integer(item.get("slots", 0), f"{element}.slots")
            ruins = self.integer(item.get("ruins", 0), f"{element}.ruins")
            if ruins > slots:
                raise self.fail(f"{element}.ruins", TOO_MANY_RUINS(ruins=ruins, slots=slots))
            corner = item.get("corner", False)
            if not isinstance(corner, bool):
                raise self.fail(f"{element}.corner", NOT_BOOLEAN())
            opposite = item.get("opposite_corner")
            if opposite is not None:
                opposite = self.integer(opposite, f"{element}.opposite_corner", minimum=1)
            result[cid] = Clearing(cid, centre, radius, suit, slots, ruins, corner, opposite)
            where[cid] = element
        for cid, c in result.items():
            if c.opposite_corner is not None and c.opposite_corner not in result:
                raise self.fail(f"{where[cid]}.opposite_corner", UNKNOWN_CLEARING(clearing=c.opposite_corner))
        return dict(sorted(result.items()))

    def link(self, value: Any, element: str, clearings: dict) -> tuple[int, int]:
        if not isinstance(value, list) or len(value) != 2:
            raise self.fail(element, NOT_A_LINK(value=_show(value)))
        a, b = (self.integer(v, element, minimum=1) for v in value)
        for c in (a, b):
            if c not in clearings:
                raise self.fail(element, UNKNOWN_CLEARING(clearing=c))
        if a == b:
            raise self.fail(element, SELF_LINK(clearing=a))
        return (a, b)

    def paths(self, data: dict, clearings: dict) -> tuple[Path, ...]:
        seen: set[tuple[int, int]] = set()
        result = []
        for i, item in enumerate(self.objects(data, "paths")):
            element = f"paths[{i}]"
            between = self.link(self.require(item, "between", element), f"{element}.between", clearings)
            element = f"paths[{i}] ({between[0]}-{between[1]})"  # the path as it is typed: data, in every language
            bends = self.points(item.get("bends", []), f"{element}.bends", 0)
            closed = item.get("closed", False)
            if not isinstance(closed, bool):
                raise self.fail(f"{element}.closed", NOT_BOOLEAN())
            path = Path(between, bends, closed)
            if path.key in seen:
                raise self.fail(element, DUPLICATE_PATH(a=path.key[0], b=path.key[1]))
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
                raise self.fail(f"{element}.links", NOT_PAIRS())
            links = tuple(
                self.link(v, f"{element}.links[{j}]", clearings) for j, v in enumerate(links_raw)
            )
            name = item.get("name", f"river {i + 1}")
            if not isinstance(name, str):
                raise self.fail(f"{element}.name", NOT_A_STRING(value=_show(name)))
            result.append(River(name, course, links))
        return tuple(result)

    def lake(self, data: dict) -> Lake | None:
        if "lake" not in data or data["lake"] is None:
            return None
        lake = data["lake"]
        if not isinstance(lake, dict):
            raise self.fail("lake", NOT_AN_OBJECT())
        outline = self.points(self.require(lake, "outline", "lake"), "lake.outline", 3)
        self.valid_polygon(outline, "lake.outline")
        return Lake(outline)

    def piece_clearing(self, data: dict, key: str, field_name: str, clearings: dict) -> int | None:
        if key not in data or data[key] is None:
            return None
        obj = data[key]
        if not isinstance(obj, dict):
            raise self.fail(key, NOT_AN_OBJECT())
        cid = self.integer(self.require(obj, field_name, key), f"{key}.{field_name}", minimum=1)
        if cid not in clearings:
            raise self.fail(f"{key}.{field_name}", UNKNOWN_CLEARING(clearing=cid))
        return cid

