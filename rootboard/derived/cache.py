"""The derived cache: a board's topology and drawing, kept on disk between runs.

Deriving a board takes shapely, and importing shapely (with numpy under it) costs more than
drawing the whole window. So what :func:`~rootboard.board.derivation.derive_topology` and
:func:`~rootboard.drawing.layout.lay_out` compute is written to the user's cache folder, as
plain data (dicts, lists, numbers), and read back on the next start: the window then draws
and explains the board without importing shapely at all (it loads on the first question
that needs it).

Nothing in the cache is typed by anyone, and nothing of it ships or is committed: it is
derived on this machine, like Python's bytecode, and is stored the way bytecode is, with
:mod:`marshal`: reading an entry back takes a fifth of the time JSON takes (0.7 ms against
3.4 ms for Autumn's 130 kB of coordinates, measured), and it is read at every start. An
entry begins with a header and a checksum of the rest, checked before anything is
unmarshalled, so a damaged file is never decoded; marshal's format belongs to the Python
release, which is part of the fingerprint. An entry holds the exact text of the map it was
derived from and a fingerprint of the code that derived it (the source of every module that
reads, derives or lays out a board, the shapely release and the Python one), and is used
only when both match: a changed map, a changed rootboard (a deriving module's file of another
size or time), a new shapely or a new Python derives afresh. A missing, unreadable or
malformed entry is never an error: the board is derived again and the entry rewritten.

A board's topology and its drawing are two entries, each written when it is first derived:
laying a board out takes longer than deriving its topology (the pieces' spots), and a
command that only reads the topology (``rootboard topology``, a game's ``status``) never
waits for it. The drawing's entry is read, or the board laid out, when it is first drawn. (Checksums come from zlib, which Qt has loaded
already; hashlib would load OpenSSL, a few milliseconds of every start, and the map's text
is compared in full anyway.)

The folder is ``$ROOTBOARD_CACHE_DIR`` if set (empty turns the cache off), otherwise the
platform's user cache folder plus ``rootboard``.
"""

from __future__ import annotations

import importlib.util
import marshal
import os
import re
import sys
import zlib
from functools import lru_cache
from pathlib import Path

from rootboard.drawing import remember_drawing
from rootboard.records import fields
from rootboard.files import write_atomically
from rootboard.board.mapfile import Board, Clearing, Lake, Path as BoardPath, River, read_map_bytes
from rootboard.board.topology import Forest, Link, MapEdge, Topology

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at every start (issue 32)
if TYPE_CHECKING:
    from typing import Any
    from rootboard.drawing.model import BoardDrawing

CACHE_FORMAT = 4  # 1 was JSON; 2 held the drawing in the topology's entry; 3 the map's parsed JSON
SUFFIX = ".marshal"
DRAWING = ".drawing"  # before SUFFIX: the drawing's entry, beside the topology's
HEADER = b"rootboard derived board\n"  # then the checksum of the rest, then the marshalled entry
# What entries were named before; compiled when an entry is written (re's own cache keeps it), not
# at every start that reads a board (issue 32).
FORMAT_1_ENTRY = r"-[0-9a-f]{8}-[0-9a-f]{8}\.json$"
MAX_ENTRIES = 128  # entries kept at most, two per board; the four shipped boards' are a few hundred kB
# Every module whose code shapes what is cached: a change to any of them is a new key.
DERIVING_MODULES = ("rootboard.board.mapfile", "rootboard.board.shapes", "rootboard.board.topology",
                    "rootboard.board.derivation",
                    "rootboard.drawing", "rootboard.drawing.model", "rootboard.drawing.layout", "rootboard.drawing.pieces_layout",
                    "rootboard.drawing.obstacles",
                    "rootboard.derived.cache", "rootboard.files", "rootboard.errors", "rootboard.messages",
                    "rootboard.i18n", "rootboard.i18n.grammar", "rootboard.i18n.sections", "rootboard.words",
                    "rootboard.json_errors", "rootboard.records")


_PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # rootboard's own folder

def map_text(topology: Topology) -> str | None:
    """The text of the map ``topology`` was loaded from here (Topology.map_text: a board's
    static layer, rootboard.derived.layers, holds it in its key), or None (a board made
    otherwise, or the cache turned off): then no layer is kept for it."""
    return topology.map_text


def cache_dir() -> Path | None:
    """Where entries live, or None when the cache is turned off."""
    chosen = os.environ.get("ROOTBOARD_CACHE_DIR")
    if chosen is not None:
        return Path(chosen) if chosen.strip() else None
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Caches"
    else:
        base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return base / "rootboard"


@lru_cache(maxsize=1)
def code_fingerprint() -> str | None:
    """A checksum of the deriving modules' source files, each by its size and time (as Python's
    bytecode cache judges source, and the kept replays' stamp: rootboard.notation.replay_cache),
    and of the shapely release beside them; None where a source cannot be found (a frozen
    build): then nothing is cached. Each file was read whole and checksummed at every start
    that reads a board: some 1 M instructions of a replay's, for the eighteen files (issue 32)."""
    release = f"format {CACHE_FORMAT}; python {sys.version_info[0]}.{sys.version_info[1]} marshal {marshal.version}"
    stamps, size = [f"{release}; {_shapely_release()}"], 0
    try:
        for name in DERIVING_MODULES:
            info = os.stat(_module_source(name))
            stamps.append(f"{name} {info.st_size} {info.st_mtime_ns}")
            size += info.st_size
    except (OSError, ImportError):
        return None
    crc = zlib.crc32("\n".join(stamps).encode("utf-8", "surrogateescape"))
    return f"{crc:08x}-{size}"


def _module_source(name: str) -> str:
    """The source file of a module, found without importing it: an imported one's own file;
    one of rootboard's not imported yet in the package's folder, where the import system
    looks for it (rootboard is one folder, not a namespace); asked of the import system
    otherwise. Searching the path for each (importlib.util.find_spec) was a third of a
    fingerprint, at every start that reads a board (issue 32)."""
    module = sys.modules.get(name)
    origin = getattr(module, "__file__", None) if module is not None else None
    if origin is None and name.startswith("rootboard."):
        where = os.path.join(_PACKAGE, *name.split(".")[1:])
        package = os.path.join(where, "__init__.py")  # a package is found before a module of its name
        origin = package if os.path.isfile(package) else where + ".py" if os.path.isfile(where + ".py") else None
    if origin is None:
        spec = importlib.util.find_spec(name)
        origin = spec.origin if spec is not None else None
    if not origin or not origin.endswith(".py"):
        raise ImportError(f"no source for {name}")
    return origin


def _shapely_release() -> str:
    """The installed shapely's dist-info name, found without importing shapely."""
    spec = importlib.util.find_spec("shapely")
    if spec is None or not spec.origin:
        return "no shapely"
    site = os.path.dirname(os.path.dirname(os.path.realpath(spec.origin)))
    # The folder's names matched as strings: a glob would compile a pattern and make a Path of
    # every match, at every start that reads a board (issue 32). The same names, in the same order.
    found = sorted(name for name in os.listdir(site) if name.startswith("shapely-") and name.endswith(".dist-info"))
    return ",".join(found) or site


def entry_path(folder: Path, map_path: Path, text: str) -> Path:
    """``autumn-<where>-<what>.marshal``: one entry per map file (by its absolute path), named
    for its text and the code. Writing it removes the entries of the same file's earlier
    texts; two files of the same name in different folders keep theirs."""
    where = zlib.crc32(str(map_path.resolve()).encode("utf-8"))
    what = zlib.crc32(text.encode("utf-8"), zlib.crc32(code_fingerprint().encode()))
    return folder / f"{map_path.stem}-{where:08x}-{what:08x}{SUFFIX}"


def drawing_path(entry: Path) -> Path:
    """The entry of the drawing beside the topology's ``entry``."""
    return entry.with_name(entry.name[:-len(SUFFIX)] + DRAWING + SUFFIX)


def _file_and_text(name: str) -> tuple[str, str]:
    """An entry's name as the map file it is for (``autumn-<where>``) and the text and code
    it was derived from (``<what>``), whichever of the board's entries it is."""
    stem = name[:-len(SUFFIX)]
    if stem.endswith(DRAWING):
        stem = stem[:-len(DRAWING)]
    same_file, _, what = stem.rpartition("-")
    return same_file, what


def load_topology_file(path: str | Path) -> Topology:
    """A map file's board and topology: from the cache if this exact file was derived
    before by this exact code, otherwise derived now and cached. Its drawing is read back
    from its own entry, or laid out and cached, when the board is first drawn."""
    path = Path(path)
    source = str(path)
    text = Board.decode(read_map_bytes(path), source)
    folder = cache_dir() if code_fingerprint() is not None else None
    entry = None if folder is None else entry_path(folder, path, text)
    if entry is not None:
        cached = _read_entry(entry, text)
        if cached is not None:
            try:
                # This exact text passed every check when the entry was written, polygon
                # validity included (the one check that needs shapely), so none is redone: the
                # board it was read into is in the entry, so neither is the parse (nor json's
                # import) nor the reading of each element.
                board = board_from_plain(cached["board"], source)
                topology = topology_from_plain(board, cached)
            except (KeyError, TypeError, ValueError, IndexError, AttributeError):
                pass  # a malformed entry: derive afresh, and overwrite it below
            else:
                _used(entry)
                remember_drawing(topology, loader=_DrawingEntry(drawing_path(entry), text))
                topology.map_text = text
                return topology
    board = Board.from_text(text, source)
    from rootboard.board.derivation import derive_topology  # a board not kept: derived (issue 32)

    topology = derive_topology(board)
    if entry is not None:
        _write_entry(entry, text, {"board": board_to_plain(board), **topology_to_plain(topology)})
        remember_drawing(topology, loader=_DrawingEntry(drawing_path(entry), text))
        topology.map_text = text
    return topology


class _DrawingEntry:
    """A topology's drawing from its entry, or laid out now and written there (called by
    :func:`~rootboard.drawing.board_drawing` when the board is first drawn)."""

    def __init__(self, entry: Path, text: str) -> None:
        self.entry, self.text = entry, text

    def __call__(self, topology: Topology) -> "BoardDrawing":
        cached = _read_entry(self.entry, self.text)
        if cached is not None:
            from rootboard.drawing.model import BoardDrawing

            try:
                drawing = BoardDrawing.from_plain(cached["drawing"])
            except (KeyError, TypeError, ValueError, IndexError, AttributeError):
                pass  # a malformed entry: laid out afresh, and overwritten below
            else:
                _used(self.entry)
                return drawing
        from rootboard.drawing.layout import lay_out  # shapely and numpy load here, not at start

        drawing = lay_out(topology)
        _write_entry(self.entry, self.text, {"drawing": drawing.to_plain()})
        return drawing


def _read_entry(entry: Path, text: str) -> dict | None:
    """The entry's data if it was derived from exactly ``text`` by exactly this code."""
    try:
        data = unpack(entry.read_bytes())
    except OSError:
        return None
    if not isinstance(data, dict) or data.get("code") != code_fingerprint() or data.get("map") != text:
        return None
    return data


def pack(plain: dict) -> bytes:
    """An entry's bytes: the header, the checksum of the marshalled data, the data."""
    data = marshal.dumps(_builtin(plain))
    return HEADER + zlib.crc32(data).to_bytes(4, "big") + data


def unpack(blob: bytes) -> object:
    """The data :func:`pack` packed, or None for anything else: another file, a damaged or
    cut-off entry (its checksum fails before it is unmarshalled), another Python's marshal."""
    start = len(HEADER) + 4
    if blob[:len(HEADER)] != HEADER or zlib.crc32(blob[start:]) != int.from_bytes(blob[len(HEADER):start], "big"):
        return None
    try:
        return marshal.loads(blob[start:])
    except (EOFError, ValueError, TypeError):
        return None


_ATOMS = frozenset((str, int, float, bool, type(None)))


def _builtin(value):
    """``value`` made of Python's own types only. A numpy number (the layout's arithmetic may
    hand one over) becomes its Python value: marshal would write its raw bytes, and it would
    read back as bytes. Anything else that is not plain data is a bug, and says so."""
    kind = type(value)
    if kind in _ATOMS:
        return value
    if kind is dict:
        return {_builtin(k): _builtin(v) for k, v in value.items()}
    if kind in (tuple, list):
        # A board's drawing is mostly tuples of numbers (a fan map's: millions): those are
        # kept as they are, without a call for each number.
        if all(type(v) in _ATOMS for v in value):
            return value
        return kind([_builtin(v) for v in value])
    if kind.__module__ == "numpy" and hasattr(value, "item"):
        return _builtin(value.item())
    raise TypeError(f"the derived cache holds plain data, not {kind.__name__}")


def _write_entry(entry: Path, text: str, plain: dict) -> None:
    """Atomically, and quietly: a cache that cannot be written only costs time."""
    plain = {"code": code_fingerprint(), "map": text, **plain}
    try:
        entry.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(entry, pack(plain), durable=False)
        same_file, what = _file_and_text(entry.name)
        for stale in entry.parent.glob(f"{same_file}-*{SUFFIX}"):
            other_file, other_what = _file_and_text(stale.name)
            if other_file == same_file and other_what != what:
                stale.unlink(missing_ok=True)  # this map before an edit, or derived by other code
        for earlier in entry.parent.glob("*.json"):
            if re.search(FORMAT_1_ENTRY, earlier.name):
                earlier.unlink(missing_ok=True)  # an entry of cache format 1, never read again
        _keep_newest(entry.parent, MAX_ENTRIES)
    except OSError:
        pass


def _used(entry: Path) -> None:
    try:
        os.utime(entry)  # the entries used last are the ones kept (_keep_newest)
    except OSError:
        pass


def _keep_newest(folder: Path, count: int) -> None:
    """Map files come and go (downloads, edits, temporary copies): keep the ``count`` entries
    written or used last, about 120 kB each, and forget the rest."""
    entries = sorted(folder.glob(f"*{SUFFIX}"), key=lambda p: p.stat().st_mtime, reverse=True)
    for old in entries[count:]:
        old.unlink(missing_ok=True)


# --- board <-> plain data --------------------------------------------------------------------
#
# A board as its records' field values, in order: read back by the records' own __init__, where
# reading the map's JSON again checked every element of a text that passed every check when its
# entry was written (issue 32: some 1.7 M instructions of a first replay, against 0.5 M). marshal
# keeps tuples and lists as they were written, so each record is made of exactly its values.

def _values(made) -> tuple:
    return tuple(made.__dict__[f.name] for f in fields(made))


def board_to_plain(board: Board) -> dict[str, Any]:
    plain = {f.name: getattr(board, f.name) for f in fields(board) if f.name != "source"}
    plain["clearings"] = [_values(c) for c in board.clearings.values()]
    plain["paths"] = [_values(p) for p in board.paths]
    plain["rivers"] = [_values(r) for r in board.rivers]
    plain["lake"] = None if board.lake is None else _values(board.lake)
    return plain


def board_from_plain(plain: dict[str, Any], source: str) -> Board:
    """The inverse of :func:`board_to_plain`, the board read from ``source``."""
    lake = plain["lake"]
    return Board(**{**plain, "clearings": {c[0]: Clearing(*c) for c in plain["clearings"]},
                    "paths": tuple(BoardPath(*p) for p in plain["paths"]),
                    "rivers": tuple(River(*r) for r in plain["rivers"]),
                    "lake": None if lake is None else Lake(*lake), "source": source})


# --- topology <-> plain data -----------------------------------------------------------------

def topology_to_plain(topology: Topology) -> dict[str, Any]:
    from shapely.geometry import mapping

    edge = topology.map_edge
    return {
        "forests": [{"id": f.id, "clearings": f.clearings, "coastal": f.coastal, "shape": mapping(f.polygon)}
                    for f in topology.forests.values()],
        "links": [{"a": l.a, "b": l.b, "kind": l.kind, "section": l.section, "adjacent": l.adjacent,
                   "via": l.via, "divider": l.divider, "shape": mapping(l.geometry)} for l in topology.links],
        "coastal_clearings": sorted(topology.coastal_clearings),
        "map_edge": {"clearings": sorted(edge.clearings), "paths": sorted(edge.paths)},
    }


def topology_from_plain(board: Board, data: dict[str, Any]) -> Topology:
    """The inverse of :func:`topology_to_plain`. Shapes stay GeoJSON mappings until used."""
    forests = {}
    for f in data["forests"]:
        forests[str(f["id"])] = Forest(str(f["id"]), tuple(int(c) for c in f["clearings"]), dict(f["shape"]),
                                       bool(f["coastal"]))
    clearings = board.clearings
    links = []
    for l in data["links"]:
        # Every field given in order, none by name: a record made from its values alone takes
        # its quick way (rootboard.records), for the board's some sixty links at every start
        # that reads it (issue 32).
        via, divider = l["via"], l["divider"]
        links.append(Link(_area(l["a"], clearings, forests), _area(l["b"], clearings, forests), str(l["kind"]),
                          str(l["section"]), bool(l["adjacent"]), dict(l["shape"]),
                          None if via is None else int(via),
                          None if divider is None else tuple(int(c) for c in divider)))
    topology = Topology(board, forests, links, frozenset(int(c) for c in data["coastal_clearings"]))
    edge = data["map_edge"]
    topology.map_edge = MapEdge(frozenset(int(c) for c in edge["clearings"]),  # its cached_property's value
                                frozenset((int(a), int(b)) for a, b in edge["paths"]))
    return topology


def _area(value, clearings, forests):
    """A clearing number or forest id from the cache; ValueError if the board has no such area."""
    if isinstance(value, int) and value in clearings:
        return value
    if isinstance(value, str) and value in forests:
        return value
    raise ValueError(f"no area {value!r}")  # caught by the reader above: a malformed entry
