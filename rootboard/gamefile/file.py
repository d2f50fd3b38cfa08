"""The game file: read as strictly as a map file, written atomically.

The format (``"format": "rootboard-game"``, version 2, docs/game-format.md) stores data, not
sentences: the position, and every history entry as its action (:meth:`Action.to_json`), mode,
verdict (:meth:`Verdict.to_json`) and edits. Version 1 files (which also kept each entry's
English sentence) still open, and are written back as version 2.

Reading a file, in order (each step names the file and the element at fault, and raises
:class:`GameFormatError`; nothing is changed):

1. the bytes: a regular file of bounded size (a FIFO or /dev/zero is refused, not read);
2. the JSON: nesting bounded before ``json.loads`` can recurse;
3. the JSON Schema (maps/schema/rootboard-game.schema.json): every type (never coerced:
   ``"false"`` is not false, ``1.5`` and ``true`` are not whole numbers) and range;
4. the map it names: a shipped map, or a regular map file of bounded size, by resolved path
   and SHA-256 (a changed file is said so);
5. the position against the map and the pieces in the box (1.5.1);
6. the history, replayed: every entry (undone ones too) read by :meth:`Action.from_json`,
   its stored edits required to equal what the action's ``edits()`` give on the replayed
   position, and every position it leads to checked as in 5. So no file that loads can
   lead (by undo or redo) to one that does not. Version 1 verdicts, which held English
   words, are rebuilt by re-running each action's ``check()`` on the replayed position.
   Read with proofs (:mod:`rootboard.gamefile.proofs`, as :func:`rootboard.loading.load` reads),
   the entries of the longest prefix that an earlier load replayed from this very starting
   position, and found exactly as the rules give them, are not replayed again, nor checked
   against the schema again (step 3 checks the other entries once the proofs are read; a
   load that fails before says the schema's error first, as if it had checked them first).
   A file read before to the byte, under the same code and map, with every entry proved, is
   known by its digest: its history is then neither undone nor encoded again.
"""

from __future__ import annotations

import gc
import json
import re
from contextlib import contextmanager
from rootboard.records import record
from functools import lru_cache
from pathlib import Path

from rootboard.board.catalog import aliases, data_dir, shipped_maps
from rootboard.board.mapfile import AT_LINE_COLUMN
from rootboard.board.topology import BURROW
from rootboard.errors import GameBusy, GameFormatError, MapFormatError, RootboardError, StateError
from rootboard.files import MISSING, FileBusy, NotReadable, nothing_in, read_regular, write_atomically
from rootboard.files import changing as _changing
from rootboard.game.json_words import kind_words
from rootboard.game.law import Law
from rootboard.game.kinds import LANDMARK, MAP
from rootboard.game.mapref import MapReference, open_map
from rootboard.game.unconfirmed import HIRELINGS as HIRELING_CARDS
from rootboard.game.crafted import crafted_problem
from rootboard.gamefile.json_text import one_line
from rootboard.game.state import (CLOSED_PATH_MARKER, FIELD_CODECS, FORMAT_NAME, FORMAT_VERSION, NO_BURROW,
                                  NOT_AN_AREA, PHASES, ROUND_LIMIT, SCORE_LIMIT, TRACK, Edit, GameState, Location,
                                  PieceKey)
from rootboard.messages import Message, Template

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at every start (issue 32)
if TYPE_CHECKING:
    from typing import Any, Iterator

READABLE_VERSIONS = (1, 2)
SCHEMA_FILE = "rootboard-game.schema.json"
MAX_GAME_BYTES = 32 * 1024 * 1024  # a game of thousands of actions is a few MB
MAX_DEPTH = 64  # a game file nests about 8 deep; json.loads recurses once per level

MAP_CHANGED = Template(
    "gamefile.map-changed",
    "the map file {file} has changed since this game was saved; the game still fits it (every "
    "piece and history entry was checked), and the next save records the map as it is now")

# Why a file was not read (rootboard.files.read_regular), about a "file" or a "game file".
FILE = Template("file-kind.file", "file")
GAME_FILE = Template("file-kind.game-file", "game file")
IS_A_FOLDER = Template("game-file.folder", "is a folder, not a {what}")
NOT_REGULAR = Template("game-file.special", "not a regular file: a {what} must be a plain file")
TOO_BIG = Template("game-file.too-big", "larger than any {what} ({limit} bytes at most; {detail})")
UNREADABLE = Template("game-file.unreadable", "cannot read the {what} ({detail})")

# Reading the bytes and the JSON. ``detail`` is the library's own English (Python's codecs, json).
NOT_UTF8 = Template("game-file.not-utf8", "cannot read the file ({detail})")
TOO_DEEP = Template("game-file.too-deep", "nested more than {depth} deep: not a game file")
RECURSION = Template("game-file.nested-too-deep", "nested too deep: not a game file")
NOT_JSON = Template("game-file.not-json", "not valid JSON: {detail}")
NOT_JSON_TRUNCATED = Template("game-file.not-json-truncated", "not valid JSON: {detail} (the file looks truncated)")
HUGE_NUMBER = Template("game-file.huge-number", "holds a number thousands of digits long: no game file holds one")
NOT_AN_OBJECT = Template("game-file.not-an-object", "the top level must be a JSON object")
NOT_A_GAME = Template("game-file.not-a-game", "not a rootboard game file (format {format})")
UNKNOWN_VERSION = Template("game-file.unknown-version", "unknown version {version}; this rootboard reads {versions}")

# The schema (the element at fault is the error's element; ``shown`` the value as JSON).
MISSING_KEY = Template("game-file.missing-key", "missing key {key!r}")
UNKNOWN_KEY = Template("game-file.unknown-key", "unknown key {key!r}")
EXPECTED_KIND = Template("game-file.expected-kind", "expected {expected}, got {shown}")
NOT_ONE_OF = Template("game-file.not-one-of", "{shown} is not one of {choices}")
NOT_ONE_OF_MEANT = Template("game-file.not-one-of-meant", "{shown} is not one of {choices}; {meant}")
NOT_KNOWN_MEANT = Template("game-file.not-known-meant", "{shown} is not one of the {count} values this element takes; {meant}")
LISTED_CHOICES = 12  # more than this, and an unknown value is answered with its near misses, not the whole list
EXPECTED_VALUE = Template("game-file.expected-value", "expected {expected}, got {shown}")
NOT_POSITIVE = Template("game-file.not-positive", "expected a positive number, got {shown}")
BELOW = Template("game-file.below-minimum", "{shown} is below {minimum}")
ABOVE = Template("game-file.above-maximum", "{shown} is above {maximum}")
LISTED_TWICE_ITEM = Template("game-file.item-twice", "an item is listed twice")
BAD_NAME = Template("game-file.bad-name", "{shown} is not an id or name of the expected form")
SCHEMA_OTHER = Template("game-file.schema", "does not fit the game file format: {detail}")

# The map the game is played on.
MAP_NOT_SHIPPED = Template("game-file.map-not-shipped", "cannot load map {map}: no shipped map of that name (a map "
                           "file is stored as {form})")
MAP_FILE_FORM = '{"file": PATH, "sha256": DIGEST}'  # JSON, as the file has it
MAP_UNREADABLE = Template("game-file.map-unreadable", "cannot load map {map!r}: {problem}")
LOCATED = Template("game-file.located", "{where}: {problem}")  # a map file's error: its file, or element
LOCATED_IN = Template("game-file.located-in", "{source}: {element}: {problem}")  # ... its file and element
MAP_CHANGED_NO_FIT = Template("game-file.map-changed-no-fit", "the map file {file} has changed since this game was "
                              "saved, and the game no longer fits it: {problem}")

# The position and the setup record, against the map and the box.
UNKNOWN_PLAYER = Template("game-file.unknown-player", "unknown player faction {name}")
UNKNOWN_PLAYER_MEANT = Template("game-file.unknown-player-meant", "unknown player faction {name}; {meant}")
UNKNOWN_HIRELING = Template("game-file.unknown-hireling", "unknown hireling faction {name}")
UNKNOWN_HIRELING_MEANT = Template("game-file.unknown-hireling-meant", "unknown hireling faction {name}; {meant}")
SCORES = Template("game-file.scores", "needs a score for every faction, and nothing else")
WINNER_NOT_PLAYING = Template("game-file.winner-not-playing", "{name} won, and does not play in this game")
NOT_A_FACTION_HERE = Template("game-file.not-a-faction-here", "{name} is not a faction of this game")
BOT_NOT_FOR_SEAT = Template("game-file.bot-not-for-seat", "{name} does not play this seat (Law of Rootbotics)")
NO_CLEARING = Template("game-file.no-clearing", "{map:map} has no {clearing:area}")
NOT_A_VAGABOND_HERE = Template("game-file.not-a-vagabond-here", "{name} is not a Vagabond of this game")
NOT_A_LANDMARK = Template("game-file.not-a-landmark", "{name} is not a landmark")
NOT_A_HIRELING = Template("game-file.not-a-hireling", "{name} is not a hireling")
SUITS = Template("game-file.suits", "needs a suit for every clearing")
AREA_SPELLING = Template("game-file.area-spelling", "{key} is not how this map names {area:area}")
RIVER = Template("game-file.river", "{key} is a river, not a path: no piece stands on it")
NO_SUCH_PIECE = Template("game-file.no-such-piece", "no piece {faction} {piece} in this game")
NO_SUCH_PIECE_MEANT = Template("game-file.no-such-piece-meant", "no piece {faction} {piece} in this game; {meant}")
PIECE_TWICE = Template("game-file.piece-twice", "{who:faction} {piece:piece} listed twice")
NO_SEAT = Template("game-file.no-seat", "no faction at seat {seat}")
UNKNOWN_PHASE = Template("game-file.unknown-phase", "unknown phase {phase!r}; phases: {phases:phase}")
NOT_CLOSED_PATHS = Template("game-file.not-closed-paths", "{paths} are not closed paths of this map")
CLOSED_PATHS_OUT = Template("game-file.closed-paths-out", "closed-path markers are tracked in closed_paths")
CONTROLLERS = Template("game-file.controllers",
                       "needs every hireling, each controlled by a faction in the game or null")
NOT_IN_THIS_GAME = Template("game-file.not-in-this-game", "{name!r} is not in this game")
HOSTILE_NOT_A_VAGABOND = Template("game-file.hostile-not-a-vagabond",
                                  "{who:faction} {who:faction|sg=is|pl=are} not a Vagabond: only a Vagabond has Hostile factions")
HOSTILE_UNKNOWN = Template("game-file.hostile-unknown", "{who:faction} {who:faction|sg=is|pl=are} Hostile to factions not in this game: {names}")
EFFECTS_UNKNOWN = Template("game-file.effects-unknown", "{who:faction}: unknown effects {names}")
NO_RUIN = Template("game-file.no-ruin", "{clearing:area} is not a clearing with a ruin on this map")
RUIN_OVERTAKEN = Template("game-file.ruin-overtaken", "{clearing:area}: {taken} item taken from a ruin that held {held}",
                          plural="{clearing:area}: {taken} items taken from a ruin that held {held}", count="taken")
PIECES_LOST = Template("game-file.pieces-lost",
                       "{who:faction} {piece:pieces}: {found} found in areas, supply and out, but the game has {n}")
BAD_SCORE = Template("game-file.bad-score", "{name}: {score} is not a score of this game (-{limit} to {limit})")
BAD_ROUND = Template("game-file.bad-round", "{round} is not a round (1 to {limit})")
NOT_HIRELINGS = Template("game-file.not-hirelings", "{names} are not hirelings of this game")
MARKER_TWICE = Template("game-file.hireling-marker-twice",
                        "a hireling marker is in two places: there is one each of 4, 8 and 12")
MARKER_HOLDER = Template("game-file.hireling-marker-holder", "{name!r} is neither the track nor a faction in this game")

# The history, replayed.
CURSOR_OUTSIDE = Template("game-file.cursor-outside", "{cursor} is outside the history of {n} action",
                          plural="{cursor} is outside the history of {n} actions", count="n")
BAD_VERDICT = Template("game-file.bad-verdict", "not a verdict this rootboard can read: {detail}")
CANNOT_UNDO = Template("game-file.cannot-undo", "cannot be undone from the saved position: {problem}")
DOES_NOT_FIT = Template("game-file.does-not-fit", "does not fit the game here: {problem}")
EDITS_MISMATCH = Template("game-file.edits-mismatch", "do not match what {kind!r} does in this position")
CANNOT_REPLAY = Template("game-file.cannot-replay", "cannot be replayed: {problem}")
LEADS_NOWHERE = Template("game-file.leads-to-bad-position", "leads to a position that does not fit: {element}: {problem}")
# What an action names that the game has not (the field is the action's, as the file has it).
ABSENT = Template("game-file.action-names-absent", "{field} {name!r} is not in this game")
NO_PIECE_OF = Template("game-file.action-no-piece", "{who:faction} {who:faction|sg=has|pl=have} no piece {piece!r}")
IN_FIELD = Template("game-file.action-field", "{field}: {problem}")
UNKNOWN_EFFECT = Template("game-file.unknown-effect", "unknown effect {effect!r}; known: {effects}")
COUNT_RANGE = Template("game-file.count-range", "count {count} is outside 1 to {most}")
POINTS_RANGE = Template("game-file.points-range", "points {points} is outside what a score can change by")


def _within(template: Template, problem: Message | str, **params) -> Message:
    """``template`` around a nested problem, citing the problem's Law sections (a nested
    message is rendered without them)."""
    sections = problem.sections if isinstance(problem, Message) else ()
    return template(*sections, problem=problem, **params)


def _problem(exc: Exception) -> Message | str:
    """What an error says: a RootboardError's problem (its file and element in front, if it
    has them), or Python's own words for anything else."""
    if not isinstance(exc, RootboardError):
        return str(exc)
    parts = [part for part in (exc.source, exc.element) if part]  # the element may be a Message
    if len(parts) == 2:
        return _within(LOCATED_IN, exc.problem, source=parts[0], element=parts[1])
    return _within(LOCATED, exc.problem, where=parts[0]) if parts else exc.problem


@record(frozen=True)
class LoadedGame:
    state: GameState
    notes: tuple[Message, ...] = ()  # what the reader noticed but accepted: a changed map file
    proof: "Proof | None" = None  # what was proved of its history, when read with proofs


# --- bytes, depth, schema ------------------------------------------------------------------

def read_bounded(path: str | Path, limit: int, what: Message | None = None) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes (:func:`rootboard.files.read_regular`),
    or _Refused saying why in words about a ``what`` (:data:`FILE`, :data:`GAME_FILE`): the
    caller names the file and element."""
    what = FILE() if what is None else what
    try:
        return read_regular(path, limit)
    except NotReadable as exc:
        if exc.kind == "missing":
            problem = MISSING()
        elif exc.kind == "folder":
            problem = IS_A_FOLDER(what=what)
        elif exc.kind == "special":
            problem = NOT_REGULAR(what=what)
        elif exc.kind == "too-big":
            problem = TOO_BIG(what=what, limit=limit, detail=exc.detail)
        else:
            problem = UNREADABLE(what=what, detail=exc.detail)
        raise _Refused(problem) from None


class _Refused(ValueError):
    """A reference refused by :func:`read_bounded` (``problem``, a Message); the caller names
    the file and element."""

    def __init__(self, problem: Message):
        self.problem = problem
        super().__init__(problem)


# The bytes that say how deep a JSON text nests: brackets (``{`` read as ``[``, ``}`` as ``]``:
# which kind does not change the depth), and the quotes around strings (no byte of a UTF-8
# sequence is one of them). An escape (backslash and the byte after it) is taken out first,
# so an escaped quote does not end a string.
_AS_SQUARE = bytes.maketrans(b"{}", b"[]")
_NOT_KEPT = bytes(b for b in range(256) if b not in b'[]{}"')
_ESCAPES = re.compile(rb"\\.", re.DOTALL)
_STRINGS = re.compile(rb'"[^"]*"')


def nesting_depth(text: str | bytes, limit: int = MAX_DEPTH) -> int:
    """How deep arrays and objects nest, outside strings (no recursion, no parsing); above
    ``limit``, some depth above it. All in C: the text cut down to its brackets and quotes,
    the strings taken out, then each pass takes away the innermost pairs, as many passes as
    levels (a step per bracket in Python took twice as long as reading the JSON)."""
    raw = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text
    if b"\\" in raw:
        raw = _ESCAPES.sub(b"", raw)
    brackets = raw.translate(_AS_SQUARE, _NOT_KEPT)
    # Strings without brackets are "" now. Taking those pairs away, left to right, leaves no
    # quote at all only if every string was one of them (a string with a bracket in it keeps
    # its quotes); otherwise the strings are taken away one by one.
    without = brackets.replace(b'""', b"")
    brackets = without if b'"' not in without else _STRINGS.sub(b"", brackets)
    depth = 0
    while brackets and depth <= limit:
        fewer = brackets.replace(b"[]", b"")  # the innermost pairs: one level
        if len(fewer) == len(brackets):  # brackets that do not pair, or a string not closed (not JSON)
            return depth + _deepest(brackets)
        brackets, depth = fewer, depth + 1
    return depth


def _deepest(brackets: bytes) -> int:
    depth = deepest = 0
    for bracket in brackets:
        depth += 1 if bracket in b"[{" else -1 if bracket in b"]}" else 0  # quotes: 0
        deepest = max(deepest, depth)
    return deepest


@lru_cache(maxsize=1)
def _game_schema() -> dict:
    return json.loads((data_dir("maps") / "schema" / SCHEMA_FILE).read_text(encoding="utf-8"))


def _valid():
    """Whether a document fits the game schema (:func:`_outside_entries`, then each entry)."""
    outer = _outside_entries()
    return lambda data: outer(data) and all(map(_entry_check(data["version"]), data["history"]))


@lru_cache(maxsize=1)
def _outside_entries():
    """Whether a document fits the game schema, its history's entries aside: the schema
    compiled once into plain checks (rootboard.gamefile.schema_check), at the cost of the
    document's size. The entries are checked apart (:func:`_entry_check`), because a proved
    prefix of a history needs no check (_Reader.check_entries)."""
    from rootboard.gamefile.schema_check import compiled

    return compiled(_split_schema(_game_schema())[0])


def _as_written_earlier(position: GameState, action, made: list[Edit], written: list) -> list[Edit] | None:
    """An entry an earlier release wrote, whose action's own edits have changed form since (a
    marker kept another way: Action.earlier_edits): ``made`` with the action's own edits as
    they were then, if the file's are those, applied to ``position`` in its place; None (and
    ``position`` as ``made`` left it) otherwise. The action's own edits are found within
    ``made`` (after the steps of the turn it passed, before the step's count) where they begin."""
    target = _canonical(written)
    position.revert(made)
    as_json = [e.to_json() for e in made]
    for k in range(len(made) + 1):
        try:
            today, earlier = action.edits(position), action.earlier_edits(position)
        except Exception:  # noqa: BLE001 - not where the action's own edits begin
            today, earlier = None, ()
        if today and as_json[k:k + len(today)] == [e.to_json() for e in today]:
            for then in earlier:
                candidate = [*made[:k], *then, *made[k + len(today):]]
                if _canonical([e.to_json() for e in candidate]) == target:
                    position.apply(candidate[k:])
                    return candidate
        if k < len(made):
            position.apply(made[k:k + 1])
    return None


@lru_cache(maxsize=None)
def _entry_check(version: int):
    """Whether one history entry of a file of ``version`` fits the schema (compiled when a
    file of that version first has an entry to check)."""
    from rootboard.gamefile.schema_check import compiled

    schema = _game_schema()
    return compiled({"$defs": schema.get("$defs", {}), **_split_schema(schema)[1][version]})


def _split_schema(schema: dict) -> tuple[dict, dict[int, dict]]:
    """The game schema without the schemas of its history's entries (copied where it differs,
    ``schema`` unchanged), and those by version: the schema gives them in its ``if`` version 1
    ``then``/``else`` branches."""
    if schema.get("if") != {"properties": {"version": {"const": 1}}}:
        raise ValueError("the game schema no longer chooses the history's entries by version 1 or not")
    outer, entries = dict(schema), {}
    for version, branch in ((1, "then"), (2, "else")):
        properties = dict(schema[branch]["properties"])
        history = dict(properties["history"])
        entries[version] = history.pop("items")
        outer[branch] = {**schema[branch], "properties": {**properties, "history": history}}
    return outer, entries


@lru_cache(maxsize=1)
def _validator():
    """jsonschema's validator of the game schema: it says which element of a file that does
    not fit is at fault, and why. Imported only for such a file: every other read asks the
    compiled check alone (:func:`_valid`)."""
    import jsonschema

    base = jsonschema.Draft202012Validator
    # JSON Schema counts 1.0 as an integer and Python counts True as 1: neither is a whole
    # number in a game file.
    checker = base.TYPE_CHECKER.redefine("integer", lambda _, value: type(value) is int)
    strict = jsonschema.validators.extend(base, type_checker=checker)
    schema = _game_schema()
    return strict(_inlined(schema, schema.get("$defs", {})))


def _inlined(node, defs: dict):
    """The schema with its local ``$ref``s replaced by what they name (it has no recursion):
    the same checks, 40% faster on a long history (jsonschema resolves a reference per use)."""
    if isinstance(node, list):
        return [_inlined(v, defs) for v in node]
    if not isinstance(node, dict):
        return node
    if isinstance(node.get("$ref"), str) and node["$ref"].startswith("#/$defs/"):
        target = _inlined(defs[node["$ref"][len("#/$defs/"):]], defs)
        rest = {k: _inlined(v, defs) for k, v in node.items() if k != "$ref"}
        if any(k in target and target[k] != v for k, v in rest.items() if k != "description"):
            return {"allOf": [target, rest]}  # keywords beside a $ref apply as well as it
        return {**target, **rest}
    return {k: _inlined(v, defs) for k, v in node.items() if k != "$defs"}


def _path_key(path) -> tuple:
    return tuple((0, p, "") if isinstance(p, int) else (1, 0, p) for p in path)


def near_miss(typed: Any, choices) -> Message | None:
    """'did you mean "eyrie"?': the choices (ids, as the file spells them) most like a value
    the file has (difflib); None for a value that is no string, or like none of them."""
    if not isinstance(typed, str):
        return None
    from rootboard.board.mapfile import close_matches, did_you_mean

    return did_you_mean(json.dumps(c) for c in close_matches(typed, [c for c in choices if isinstance(c, str)]))


def _not_one_of(instance: Any, shown: str, choices: list) -> Message:
    """A value the schema's list has not: the list where it is short, with the near misses; a
    long one (an action's type: some two hundred) only by its near misses."""
    meant = near_miss(instance, choices)
    if meant is not None and len(choices) > LISTED_CHOICES:
        return NOT_KNOWN_MEANT(shown=shown, count=len(choices), meant=meant)
    listed = [json.dumps(v) for v in choices]
    return NOT_ONE_OF(shown=shown, choices=listed) if meant is None else NOT_ONE_OF_MEANT(shown=shown, choices=listed, meant=meant)


def no_such_piece(key: tuple, known) -> Message:
    """A piece the game has not, with the nearest it has: the faction's piece of that name,
    or, for a faction not in it, the nearest faction."""
    faction, piece = key
    pieces = [p for f, p in known if f == faction]
    meant = near_miss(piece, pieces) if pieces else near_miss(faction, {f for f, _ in known})
    said = dict(faction=json.dumps(faction), piece=json.dumps(piece))
    return NO_SUCH_PIECE(**said) if meant is None else NO_SUCH_PIECE_MEANT(**said, meant=meant)


def _element(path) -> str:
    """``history[3].edits[0]`` for the JSON path ['history', 3, 'edits', 0]."""
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def _schema_check(data: Any, source: str, entries: bool = True) -> None:
    """GameFormatError naming the first element of ``data`` the schema refuses, and why.
    ``entries=False`` checks all but the history's entries (:meth:`_Reader.check_entries`
    checks those a proof does not cover); a document refused is said as a whole."""
    if (_valid() if entries else _outside_entries())(data):
        return
    import jsonschema

    errors = list(_validator().iter_errors(data))
    if not errors:
        return
    # The first element at fault, in the file's own order; the best reason for it.
    first = min(_path_key(e.absolute_path) for e in errors)
    error = jsonschema.exceptions.best_match(e for e in errors if _path_key(e.absolute_path) == first)
    # Within a oneOf, the branch that got furthest into the value says most: for
    # ["score", "eyrie", 1.5], the score edit's "1.5 is not a whole number".
    while error.context:
        branches: dict = {}
        for e in error.context:
            branches.setdefault(e.schema_path[0], []).append(e)
        # A branch whose tag does not match (the edit's "shift", "set" or "score") is not it.
        kept = [e for b in branches.values() if not any(x.validator == "const" and list(x.relative_path) == [0]
                                                         for x in b) for e in b] or list(error.context)
        deepest = max(len(e.relative_path) for e in kept)
        error = jsonschema.exceptions.best_match(e for e in kept if len(e.relative_path) == deepest)
    element = _element(error.absolute_path)
    if error.validator == "required":
        missing = [k for k in error.validator_value if k not in error.instance]
        raise GameFormatError(source, element, MISSING_KEY(key=missing[0]) if missing
                              else SCHEMA_OTHER(detail=error.message[:200]))
    if error.validator == "additionalProperties" and isinstance(error.instance, dict):
        allowed = set(error.schema.get("properties", {}))
        extra = sorted(k for k in error.instance if k not in allowed)
        raise GameFormatError(source, element, UNKNOWN_KEY(key=extra[0]) if extra
                              else SCHEMA_OTHER(detail=error.message[:200]))
    shown, value = json.dumps(error.instance)[:60], error.validator_value
    if error.validator == "type":
        reason = EXPECTED_KIND(expected=kind_words(value), shown=shown)
    elif error.validator == "enum":
        reason = _not_one_of(error.instance, shown, value)
    elif error.validator == "const":
        reason = EXPECTED_VALUE(expected=json.dumps(value), shown=shown)
    elif error.validator == "minimum":
        reason = NOT_POSITIVE(shown=shown) if value == 1 else BELOW(shown=shown, minimum=value)
    elif error.validator == "maximum":
        reason = ABOVE(shown=shown, maximum=value)
    elif error.validator == "uniqueItems":
        reason = LISTED_TWICE_ITEM()
    elif error.validator == "pattern":
        reason = BAD_NAME(shown=shown)
    else:
        reason = SCHEMA_OTHER(detail=error.message[:200])  # jsonschema's own English, in our words
    raise GameFormatError(source, element, reason)


# --- maps ----------------------------------------------------------------------------------

def _map_reference(data: Any, version: int, source: str) -> tuple[MapReference, list[Message]]:
    stored = data["map"]
    if isinstance(stored, dict):
        wanted, digest = stored["file"], stored["sha256"]
    else:
        wanted, digest = stored, None
        key = stored.lower()
        if version == 1 and key not in shipped_maps() and key not in aliases() \
                and not Path(stored).is_absolute() and not Path(stored).exists():
            # Version 1 kept a map file's path as typed: relative to where `new` ran; most
            # often that is the game's own folder.
            beside = Path(source).resolve().parent / stored
            wanted = str(beside) if beside.exists() else stored
        elif version == 2 and key not in shipped_maps() and key not in aliases():
            raise GameFormatError(source, "map", MAP_NOT_SHIPPED(map=json.dumps(stored)[:60], form=MAP_FILE_FORM))
    try:
        reference = open_map(wanted)
    except MapFormatError as exc:
        raise GameFormatError(source, "map", _within(MAP_UNREADABLE, _problem(exc), map=wanted)) from None
    notes = []
    if digest is not None and reference.digest != digest:
        notes.append(MAP_CHANGED(file=reference.name))
    return reference, notes


# --- writing -------------------------------------------------------------------------------

def save_game(state: GameState, path: str | Path, indent: int | None = 1) -> bytes:
    """Write atomically: a temporary file in the same folder, fsync, then os.replace.
    ``indent=None`` writes compact JSON (autosaves, written after every change); otherwise
    one line per field, per area and per history entry (:func:`game_text`). Returns the
    bytes written, UTF-8, as they are: what the file holds to the byte, so that they can be
    read back as the file (:func:`read_game_bytes`; rootboard.loading.save proves them)."""
    path = Path(path)
    data = state.to_json()
    text = (json.dumps(data) if indent is None else game_text(data, indent)) + "\n"
    raw = text.encode("utf-8")
    write_atomically(path, raw)
    return raw


_COMPACT = one_line()  # made once, where json.dumps makes one per call: rootboard.gamefile.json_text
LINED = ("areas", "supply", "history")  # the fields written an item per line


def game_text(data: dict, indent: int = 1) -> str:
    """A game file's JSON a person can read and diff: a line per field, and per area and per
    history entry (one action a line), each compact. json's own indented writer is pure
    Python (only compact JSON has its C encoder): ten times slower, 10 ms of every save of a
    476-action game (measured), 200 ms at 10,000."""
    one, two = " " * indent, " " * (2 * indent)
    fields = []
    for key, value in data.items():
        name = _COMPACT(key)
        if key in LINED and value:
            if isinstance(value, dict):
                items = [f"{two}{_COMPACT(k)}: {_COMPACT(v)}" for k, v in value.items()]
                fields.append(f"{one}{name}: {{\n" + ",\n".join(items) + f"\n{one}}}")
            else:
                fields.append(f"{one}{name}: [\n" + ",\n".join(two + _COMPACT(v) for v in value) + f"\n{one}]")
        else:
            fields.append(f"{one}{name}: {_COMPACT(value)}")
    return "{\n" + ",\n".join(fields) + "\n}"


@contextmanager
def changing(path: str | Path, wait: float | None = None) -> Iterator[None]:
    """Hold the game file for a read-check-write (:func:`rootboard.files.changing`): read it,
    change it and save it inside the block, and no other rootboard's change of it comes in
    between, so neither is lost. GameBusy (nothing changed) when another holds it too long."""
    try:
        with _changing(path, wait):
            yield
    except FileBusy as exc:
        raise GameBusy(str(path), exc.message) from None


# --- reading -------------------------------------------------------------------------------

def read_game(path: str | Path, law: Law | None = None, proofs=None) -> LoadedGame:
    """Read a game file, played under ``law`` (default: every faction there is);
    GameFormatError (a ValueError) names the file and the element. ``proofs``
    (rootboard.gamefile.proofs.Proofs): what earlier loads proved of histories, to replay only
    what is new (rootboard.loading.load passes the user's)."""
    source = str(path)
    try:
        raw = read_bounded(path, MAX_GAME_BYTES, GAME_FILE())
    except _Refused as exc:
        raise GameFormatError(source, "", exc.problem) from None
    return read_game_bytes(raw, source, law, proofs)


def read_game_bytes(raw: bytes, source: str, law: Law | None = None, proofs=None) -> LoadedGame:
    """The bytes of a game file read as :func:`read_game` reads the file (every check after
    its size), ``source`` naming it: a file's bytes just read, or just written by
    :func:`save_game`."""
    if len(raw) > MAX_GAME_BYTES:  # as read_bounded refuses the file (bytes written, not read)
        raise GameFormatError(source, "", TOO_BIG(what=GAME_FILE(), limit=MAX_GAME_BYTES, detail=f"{len(raw)} bytes"))
    empty = nothing_in(raw)  # said as every reader says it (rootboard.files), not as JSON's error
    if empty is not None:
        raise GameFormatError(source, "", empty)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise GameFormatError(source, "", NOT_UTF8(detail=str(exc))) from None
    if nesting_depth(raw) > MAX_DEPTH:
        raise GameFormatError(source, "", TOO_DEEP(depth=MAX_DEPTH))
    try:
        data = _parsed(text)
    except json.JSONDecodeError as exc:
        from rootboard.json_errors import said  # only for a file that is not JSON

        # A string still open at the end (a line break in one is another error) is cut short too.
        truncated = exc.pos >= len(text.rstrip()) - 1 or exc.msg.startswith("Unterminated string")
        # The element is where json stopped, as editors count, said in the run's language.
        raise GameFormatError(source, AT_LINE_COLUMN(line=exc.lineno, column=exc.colno),
                              (NOT_JSON_TRUNCATED if truncated else NOT_JSON)(detail=said(exc))) from None
    except RecursionError:  # bounded above; kept for a platform with a smaller stack
        raise GameFormatError(source, "", RECURSION()) from None
    except ValueError:  # a number of more digits than Python converts (int_max_str_digits)
        raise GameFormatError(source, "", HUGE_NUMBER()) from None
    return read_game_data(data, source, law, proofs, raw)


def _parsed(text: str):
    """``json.loads`` with Python's cyclic collector paused (rootboard.loading pauses it for
    the whole load): a long history is hundreds of thousands of new lists and dicts, none in
    a cycle, and the collector would sweep them all again and again while they are made (a
    third of parsing 10,000 actions, measured)."""
    paused = gc.isenabled()
    gc.disable()
    try:
        return json.loads(text)
    finally:
        if paused:
            gc.enable()


def read_game_data(data: Any, source: str = "<game>", law: Law | None = None, proofs=None,
                   raw: bytes | None = None) -> LoadedGame:
    """Parsed JSON to a game, with every check of the module docstring. ``raw``: the bytes it
    was parsed from, when it was (a file read whole before is known by them: proofs)."""
    if law is None:
        from rootboard.game.factions import LAW as law
    if not isinstance(data, dict):
        raise GameFormatError(source, "", NOT_AN_OBJECT())
    if data.get("format") != FORMAT_NAME:
        raise GameFormatError(source, "format", NOT_A_GAME(format=json.dumps(data.get("format"))[:60]))
    version = data.get("version")
    if type(version) is not int or version not in READABLE_VERSIONS:
        raise GameFormatError(source, "version", UNKNOWN_VERSION(version=json.dumps(version)[:20],
                                                                 versions=READABLE_VERSIONS))
    _schema_check(data, source, entries=False)  # the history's entries: those no proof covers, below
    reader = None
    try:
        reference, notes = _map_reference(data, version, source)
        reader = _Reader(source, reference, version, law, proofs, raw)
        try:
            state = reader.game(data)
        except GameFormatError as exc:
            if notes:  # the map changed and the game no longer fits: say both
                raise GameFormatError(source, exc.element, _within(MAP_CHANGED_NO_FIT, exc.problem,
                                                                   file=reference.name)) from None
            raise
    except Exception:
        if reader is None or not reader.entries_checked:
            # Before its entries were checked: an entry the schema refuses is what is said,
            # as when the whole document was checked first.
            _schema_check(data, source)
        raise
    return LoadedGame(state, tuple(notes), reader.proof)


class _Reader:
    """Turns schema-valid JSON into a GameState, checking it against its map and the box."""

    def __init__(self, source: str, reference: MapReference, version: int, law: Law, proofs=None,
                 raw: bytes | None = None):
        self.source, self.reference, self.version, self.law = source, reference, version, law
        self.topology = reference.topology
        self.proofs = proofs  # rootboard.gamefile.proofs.Proofs, or None: replay every entry
        self.without_victories = False  # a file written before victories were recorded (see game)
        self.raw = raw  # the file's bytes, or None
        self.proof: Proof | None = None
        self.entries_checked = False  # the history's entries against the schema (check_entries)

    def fail(self, element: str, problem: Message) -> GameFormatError:
        return GameFormatError(self.source, element, problem)

    def game(self, data: dict) -> GameState:
        factions, hirelings = data["factions"], data.get("hirelings", [])
        for element, names, hireling in (("factions", factions, False), ("hirelings", hirelings, True)):
            for i, name in enumerate(names):
                f = self.law.get(name) if isinstance(name, str) else None
                if f is None or f.hireling != hireling or f is self.law.map:
                    meant = near_miss(name, [f.id for f in self.law if f.hireling == hireling and f is not self.law.map])
                    unknown = (UNKNOWN_HIRELING, UNKNOWN_HIRELING_MEANT) if hireling else (UNKNOWN_PLAYER, UNKNOWN_PLAYER_MEANT)
                    raise self.fail(f"{element}[{i}]", unknown[0](name=json.dumps(name)) if meant is None
                                    else unknown[1](name=json.dumps(name), meant=meant))
        state = GameState(map_name=self.reference.name, factions=list(factions), hirelings=list(hirelings),
                          seed=data["seed"], topology=self.topology, law=self.law, map_digest=self.reference.digest)
        state.suits = self.suits(data["suits"])
        scores = data["scores"]
        if set(scores) != set(factions):
            raise self.fail("scores", SCORES())
        state.scores = dict(scores)
        known = set(state.inventory())
        for key, entries in data["areas"].items():
            area = self.area(key, state, f"areas.{key}")
            state.areas[area] = self.entries(entries, f"areas.{key}", known)
        state.supply = self.entries(data["supply"], "supply", known)
        state.out = self.entries(data["out"], "out", known)
        for name in FIELD_CODECS:
            if name in data:  # phase_tracked may be left out (version 1): the default applies
                setattr(state, name, state.field_from_json(name, data[name]))
        for i, area in enumerate(data["face_up"]):
            self.area(area, state, f"face_up[{i}]")
        if state.winner:  # who won plays in this game, and so do the partners who won with it (3.1, 9.2.8)
            for element, fid in (("winner.faction", state.winner["faction"]),
                                 *((f"winner.with[{i}]", f) for i, f in enumerate(state.winner["with"]))):
                if fid not in factions:
                    raise self.fail(element, WINNER_NOT_PLAYING(name=json.dumps(fid)))
        # A file written before rootboard recorded victories (3.1) has no winner: an entry that
        # reached 30 in it holds no victory edit, and is read as it was written.
        self.without_victories = "winner" not in data
        if "deck" in data:  # 16.1.2; a file without it plays the standard deck
            state.deck = data["deck"]
        if "cards" in data:  # read only in a game that keeps cards (rootboard.game.cards.table)
            from rootboard.game.cards.table import cards_from_json

            state.cards = cards_from_json(data["cards"])
        if "bots" in data:  # the seats bots play: the game is played under their rules from here on,
            self.bots(data["bots"], state)  # and their boards are checked by their rules (a bot's own board)
        problem = check_position(state)
        if problem:
            raise self.fail(*problem)
        if "setup" in data:
            state.setup = self.setup(data["setup"], state)
        if "players" in data:
            state.players = self.players(data["players"], state)
        state.history, state.cursor = self.history(data, state), data["cursor"]
        return state

    def players(self, players: dict, state: GameState) -> dict:
        """The players' names, each for a faction of this game (their form is the schema's)."""
        for fid in players:
            if fid not in state.factions:
                raise self.fail(f"players.{fid}", NOT_A_FACTION_HERE(name=json.dumps(fid)))
        return dict(players)

    def bots(self, bots: dict, state: GameState) -> None:
        """The bots at the table, each at a seat of this game it can play (their form is the schema's)."""
        from rootboard.errors import BadInput
        from rootboard.game.bots import BOTS, seat_bot, settings

        for fid, config in sorted(bots.items()):
            if fid not in state.factions:
                raise self.fail(f"bots.{fid}", NOT_A_FACTION_HERE(name=json.dumps(fid)))
            if BOTS.get(config["bot"], (None,))[0] != fid:
                raise self.fail(f"bots.{fid}.bot", BOT_NOT_FOR_SEAT(name=json.dumps(config["bot"])))
            try:
                seat_bot(state, fid, settings(config["bot"], config["difficulty"], config["traits"]))
            except BadInput as exc:
                raise self.fail(f"bots.{fid}", exc.problem) from None

    def setup(self, setup: dict, state: GameState) -> dict:
        """The recorded setup, against this game and map (its types are the schema's). That
        its choices lead to the starting position is checked by replaying it, one layer up
        (:func:`rootboard.setup.record.verify`): the setup scripts sit above the game."""
        clearings = self.topology.board.clearings
        for fid, homes in setup["homelands"].items():
            if fid not in state.factions:
                raise self.fail(f"setup.homelands.{fid}", NOT_A_FACTION_HERE(name=json.dumps(fid)))
            for i, c in enumerate(homes):
                if c not in clearings:
                    raise self.fail(f"setup.homelands.{fid}[{i}]", NO_CLEARING(map=self.topology.board.title, clearing=c))
        for fid in setup["characters"]:
            if fid not in state.factions or not self.law[fid].vagabond:
                raise self.fail(f"setup.characters.{fid}", NOT_A_VAGABOND_HERE(name=json.dumps(fid)))
        for i, entry in enumerate(setup["landmarks"]):
            if self.law.kinds.get((MAP, entry["name"])) != LANDMARK:
                raise self.fail(f"setup.landmarks[{i}].name", NOT_A_LANDMARK(name=json.dumps(entry["name"])))
            if entry["clearing"] not in clearings:
                raise self.fail(f"setup.landmarks[{i}].clearing",
                                NO_CLEARING(map=self.topology.board.title, clearing=entry["clearing"]))
        for i, entry in enumerate(setup["hirelings"]):
            if entry["name"] not in HIRELING_CARDS:
                raise self.fail(f"setup.hirelings[{i}].name", NOT_A_HIRELING(name=json.dumps(entry["name"])))
        return setup

    def suits(self, suits: dict) -> dict[int, str]:
        result = {}
        for key, suit in suits.items():
            if int(key) not in self.topology.board.clearings:
                raise self.fail(f"suits.{key}", NO_CLEARING(map=self.topology.board.title, clearing=int(key)))
            result[int(key)] = suit
        if set(result) != set(self.topology.board.clearings):
            raise self.fail("suits", SUITS())
        return result

    def area(self, key, state: GameState, element: str) -> Location:
        if key == BURROW:
            if not state.burrow_in_play:
                raise self.fail(element, NO_BURROW("12.2.2"))
            return BURROW
        try:
            area = self.topology.parse_area(key)
        except ValueError as exc:
            raise self.fail(element, exc.problem if isinstance(exc, RootboardError) else str(exc)) from None
        if str(area) != str(key):
            raise self.fail(element, AREA_SPELLING(key=json.dumps(key), area=area))
        if not self.topology.has_area(area):  # "A-B" parses for a river, to be refused (16.4.3.V)
            raise self.fail(element, RIVER("16.4.3.V", key=json.dumps(key)))
        return area

    def entries(self, entries: list, element: str, known: set) -> dict[PieceKey, int]:
        result: dict[PieceKey, int] = {}
        for i, (f, p, n) in enumerate(entries):
            if (f, p) not in known:
                raise self.fail(f"{element}[{i}]", no_such_piece((f, p), known))
            if (f, p) in result:
                raise self.fail(f"{element}[{i}]", PIECE_TWICE(who=f, piece=p))
            result[(f, p)] = n
        return result

    def history(self, data: dict, saved: GameState) -> list[dict]:
        """Replay every entry from the starting position (see the module docstring), through
        the public replay (rootboard.game.replay) in trust mode: each was applied when made.
        With proofs (rootboard.gamefile.proofs), the longest prefix proved before from this very
        starting position is not replayed through the rules again: its edits are applied."""
        history, cursor = data["history"], data["cursor"]
        if cursor > len(history):
            raise self.fail("cursor", CURSOR_OUTSIDE(cursor=cursor, n=len(history)))
        # A new game proves nothing (no entry, no setup record to verify): the code is not
        # stamped for it (the stamp stats every file of the package).
        worth_proving = bool(history) or saved.setup is not None
        whole = None if self.proofs is None or not worth_proving or self.raw is None else \
            self.proofs.whole_digest(self.version, self.law, self.reference.name, self.reference.digest, self.raw)
        start = None if whole is None else self.proofs.whole(whole)
        if start is not None:
            # This very file, to the byte, was read before under this code and map, and every
            # entry of it proved: its history is what it was then, and is not undone, encoded
            # or replayed again (the position it saves is still checked, above).
            self.check_entries(data, len(history))
            self.proof = Proof(start, True, {})
            return list(history)
        # Their shapes are the schema's: an entry it refuses makes this fail, and the load says
        # the schema's error (read_game_data), as if checked first.
        edits = [[Edit.from_json(e) for e in entry["edits"]] for entry in history]
        # The starting position: every applied entry undone from the saved one.
        position = saved.copy(history=False)
        for i in reversed(range(cursor)):
            try:
                position.revert(edits[i])
            except StateError as exc:
                self.unreadable_from(history, 0)  # an entry that cannot be read is said first
                raise self.fail(f"history[{i}]", _within(CANNOT_UNDO, exc.problem)) from None
        proved, texts, chain = 0, None, None
        start = None if self.proofs is None or not worth_proving else \
            self.proofs.start_text(self.version, self.law, position.to_json())
        if start is not None:
            from rootboard.gamefile.proofs import Chain, entry_text

            texts = [entry_text(entry) for entry in history]
            chain = Chain(start, texts)
            known = self.proofs.known(chain.start)
            wanted = sorted({k for k in known.values() if k <= len(history)} | {0, cursor, len(history)})
            digests = {k: chain.digest(k) for k in wanted}
            matched = [k for k in wanted if known.get(digests[k]) == k]
            proved = max(matched, default=0)
            self.proof = Proof(chain.start, bool(matched), {})
        self.check_entries(data, proved)
        result = list(history[:proved])  # proved: each reads back exactly as the rules gave it
        if proved < len(history):
            position = _position_after(position, saved, edits, cursor, proved)
        inventory = saved.inventory()
        consistent = proved if texts is not None else -1
        if proved < len(history):  # the rules, imported only when an entry is replayed through them
            from rootboard.game.replay import TRUST, apply_action
        for i in range(proved, len(history)):
            # The position replayed keeps the history so far, as it had when the entry was played:
            # what a check reads of it (the Price of Failure owed, 12.2.3) is judged again alike.
            position.history, position.cursor = result, len(result)
            entry = self.replayed(history, i, edits[i], position, inventory, apply_action, TRUST)
            result.append(entry)
            if consistent == i and entry_text(entry) == texts[i]:
                consistent = i + 1
        if chain is not None:
            self.proof = Proof(chain.start, self.proof.start_known,
                               {digests[k]: k for k in (0, cursor, len(history)) if k <= consistent},
                               whole if consistent == len(history) else None)
        return result

    def replayed(self, history: list, i: int, edits: list[Edit], position: GameState, inventory: dict,
                 apply_action, trust: str) -> dict:
        """Entry ``i`` read and replayed on ``position`` through the rules: what the history
        keeps of it (its verdict the rules', whatever the file says)."""
        where = f"history[{i}]"
        action = self.readable(history, i)
        try:
            problem = _refers_outside(position, action)
            if problem:
                raise self.fail(f"{where}.action", problem)
            try:
                # The verdict is derived data: whatever a file says (version 1 its words,
                # version 2 a message), the rules say it again here, so a file cannot make
                # the log tell of a verdict the rules never gave.
                outcome, made = apply_action(position, action, trust)
            except (ValueError, KeyError, TypeError) as exc:
                raise self.fail(f"{where}.action", _within(DOES_NOT_FIT, _problem(exc))) from None
            if not outcome.applied:
                raise self.fail(where, _within(CANNOT_REPLAY, outcome.verdict.message))
            if self.without_victories:
                won = [e for e in made if e.op == "set" and e.args[0] == "winner"]
                if won:
                    position.revert(won)
                    made = [e for e in made if e not in won]
            if _canonical([e.to_json() for e in made]) != _canonical(history[i]["edits"]):
                made = _as_written_earlier(position, action, made, history[i]["edits"])
                if made is None:
                    raise self.fail(f"{where}.edits", EDITS_MISMATCH(kind=action.kind))
            problem = check_position(position, inventory, conserved=True)
            if problem:
                raise self.fail(where, _within(LEADS_NOWHERE, problem[1], element=problem[0]))
        except GameFormatError:
            self.unreadable_from(history, i + 1)  # as before: every entry is read before any is replayed
            raise
        return {"action": action.to_json(), "mode": history[i]["mode"],
                "verdict": outcome.verdict.to_json(), "edits": [e.to_json() for e in edits]}

    def readable(self, history: list, i: int):
        """Entry ``i``'s action, read back strictly, its verdict readable (version 2)."""
        from rootboard.game.actions import read_action
        from rootboard.game.verdict import Verdict

        entry = history[i]
        try:
            action = read_action(entry["action"], self.law)
        except GameFormatError as exc:  # names the action's field in its words
            raise self.fail(f"history[{i}].action", exc.problem) from None
        if self.version >= 2:
            try:
                Verdict.from_json(entry["verdict"])
            except GameFormatError as exc:
                raise self.fail(f"history[{i}].verdict", exc.problem) from None
            except ValueError as exc:  # Message.from_json's own words
                raise self.fail(f"history[{i}].verdict", BAD_VERDICT(detail=str(exc))) from None
        return action

    def check_entries(self, data: dict, start: int) -> None:
        """The schema's check of the history's entries from ``start`` on: those before were
        proved (rootboard.gamefile.proofs), each read back exactly, to the byte of its
        canonical JSON, as an entry that passed this very check (the schema is in the proof's
        code stamp). Until this is done, a failure of the load says the schema's error first."""
        unproved = data["history"][start:]
        # The entries' check is compiled only for a file with entries to check: a new game, or
        # a file every entry of which is proved, needs none (issue 32).
        if unproved and not all(map(_entry_check(self.version), unproved)):
            _schema_check(data, self.source)  # the element at fault, and why
        self.entries_checked = True

    def unreadable_from(self, history: list, start: int) -> None:
        """Raise the error of the first entry from ``start`` on that cannot be read, if any:
        a file with several faults names the same one whichever way it is read."""
        for i in range(start, len(history)):
            self.readable(history, i)


def _position_after(start: GameState, saved: GameState, edits: list[list[Edit]], cursor: int,
                    k: int) -> GameState:
    """The position after the history's first ``k`` entries, by the shorter way: ``start``
    (the starting position, found by undoing the applied entries from ``saved``) with those
    ``k`` applied, or a copy of ``saved`` (after the first ``cursor``) with the entries between
    undone or redone. After a ``move`` the save reads back a history whose every entry but the
    new one is proved: one entry undone from the saved position, where the way from the start
    applied every earlier entry again (issue 32: the move's save, a tenth of its work)."""
    if abs(cursor - k) >= k:
        for i in range(k):
            start.apply(edits[i])
        return start
    position = saved.copy(history=False)
    for i in reversed(range(k, cursor)):
        position.revert(edits[i])
    for i in range(cursor, k):
        position.apply(edits[i])
    return position


@record(frozen=True)
class Proof:
    """What a load proved of a history (rootboard.gamefile.proofs): the digest of its starting
    position, whether that start (and the setup it records) was proved before, and the
    digests of the prefixes proved now (digest -> entries), to remember once the setup is."""

    start: str
    start_known: bool
    proved: dict
    whole: str | None = None  # the file's digest, every entry of it proved (Proofs.whole_digest)


def _canonical(value) -> str:
    # Compared as JSON text, so true is not 1 and 1.0 is not 1.
    return json.dumps(value, sort_keys=True)


def check_position(state: GameState, inventory: dict | None = None,
                   conserved: bool = False) -> tuple[str, Message] | None:
    """(element, problem) for a position that does not fit its map and the box, or None.
    ``inventory``: the game's pieces, when known (it never changes during a game).
    ``conserved``: the position was reached by edits from one whose pieces were counted
    against the box, so they need no counting again: an edit shifts pieces that are there
    and never creates or loses one (:meth:`GameState.apply`); where they went is checked."""
    topology = state.topology
    if not 0 <= state.turn < len(state.factions):
        return "turn", NO_SEAT(seat=state.turn)
    if state.phase not in PHASES:
        return "phase", UNKNOWN_PHASE(phase=state.phase, phases=PHASES)
    printed_closed = {p.key for p in topology.board.closed_paths}
    if not state.closed_paths <= printed_closed:
        return "closed_paths", NOT_CLOSED_PATHS(paths=["-".join(map(str, k))
                                                       for k in sorted(state.closed_paths - printed_closed)])
    if state.out.get((MAP, CLOSED_PATH_MARKER), 0):
        return "out", CLOSED_PATHS_OUT()
    for area in state.face_up:
        if not topology.has_area(area):
            return "face_up", NOT_AN_AREA(area=area)
    if set(state.controllers) != set(state.hirelings) or not all(
            c is None or c in state.factions for c in state.controllers.values()):
        return "controllers", CONTROLLERS()
    problem = _hireling_problem(state)
    if problem:
        return problem
    for name in ("hostile", "effects"):
        for fid, values in getattr(state, name).items():
            if fid not in state.factions:
                return name, NOT_IN_THIS_GAME(name=fid)
            if name == "hostile" and not state.law[fid].vagabond:
                return name, HOSTILE_NOT_A_VAGABOND("9.2.9", who=fid)
            allowed = set(state.factions) if name == "hostile" else set(state.law.effects)
            if not values <= allowed:
                return name, (HOSTILE_UNKNOWN if name == "hostile" else EFFECTS_UNKNOWN)(
                    who=fid, names=sorted(values - allowed))
    for fid in state.vagabonds:  # the factions' boards (the Vagabond's, 9.2)
        if fid not in state.factions or not state.law[fid].vagabond:
            return "vagabonds", NOT_A_VAGABOND_HERE(name=json.dumps(fid))
    for f in state.law.present(state):
        problem = f.position_problem(state)
        if problem:
            return problem
    for clearing, taken in state.explored.items():  # 9.5.3: one item per ruin, two with two Vagabonds (9.7.1)
        if clearing not in topology.board.clearings or not topology.board.clearings[clearing].ruins:
            return "explored", NO_RUIN(clearing=clearing)
        per_ruin = sum(1 for f in state.factions if state.law[f].vagabond) or 1
        if len(taken) > per_ruin:
            return "explored", RUIN_OVERTAKEN("9.5.3", clearing=clearing, taken=len(taken), held=per_ruin)
    crafted = None if state.crafted.empty else crafted_problem(state)  # 4.1
    if crafted is not None:
        return "crafted", crafted
    for vagabond, partner in state.coalitions.items():  # 9.2.8: the Vagabond and another player
        if vagabond not in state.factions or not state.law[vagabond].vagabond:
            return "coalitions", NOT_A_VAGABOND_HERE(name=json.dumps(vagabond))
        if partner not in state.factions or partner == vagabond:
            return "coalitions", NOT_IN_THIS_GAME(name=partner)
    for area in state.areas:
        problem = state.no_place(area)
        if problem is not None:
            return "areas", problem
    if state.cards or state.deck != "standard":  # the cards at the table, against the deck (16.1.2)
        from rootboard.game.cards.table import cards_problem

        problem = cards_problem(state)
        if problem:
            return problem
    if not conserved:
        problem = _pieces_problem(state, state.inventory() if inventory is None else inventory)
        if problem:
            return problem
    for fid, score in state.scores.items():
        if fid not in state.factions or not -SCORE_LIMIT <= score <= SCORE_LIMIT:
            return "scores", BAD_SCORE(name=fid, score=score, limit=SCORE_LIMIT)
    if not 1 <= state.round <= ROUND_LIMIT:
        return "round", BAD_ROUND(round=state.round, limit=ROUND_LIMIT)
    return None


def _pieces_problem(state: GameState, inventory: dict) -> tuple[str, Message] | None:
    """Every piece is one of the game's, and each is somewhere: as many as the box holds (1.5.1)."""
    for counter, element in ((state.supply, "supply"), (state.out, "out"), *((p, "areas") for p in state.areas.values())):
        for key in counter:
            if key not in inventory:
                return element, no_such_piece(key, inventory)
    found: dict = {}
    for counter in (state.supply, state.out, *state.areas.values()):  # one pass, not one per piece
        for key, n in counter.items():
            found[key] = found.get(key, 0) + n
    for key, n in inventory.items():
        if found.get(key, 0) != n:
            return "areas", PIECES_LOST("1.5.1", who=key[0], piece=key[1], found=found.get(key, 0), n=n)
    return None


def _hireling_problem(state: GameState) -> tuple[str, Message] | None:
    """What the hirelings' fields say that this game cannot hold (16.1.6, 16.4.1)."""
    hirelings = set(state.hirelings)
    for name in ("demoted", "control_markers", "gained", "to_roll"):
        unknown = set(getattr(state, name)) - hirelings
        if unknown:
            return name, NOT_HIRELINGS(names=sorted(unknown))
    markers = [m for values in state.hireling_markers.values() for m in values]
    if len(markers) != len(set(markers)):
        return "hireling_markers", MARKER_TWICE("16.1.6.IV")
    for holder in state.hireling_markers:
        if holder != TRACK and holder not in state.factions:
            return "hireling_markers", MARKER_HOLDER(name=holder)
    return None


# The fields of actions that name a faction of the game (an action's own, or its request's).
FACTION_FIELDS = ("faction", "vagabond", "hireling", "controller", "by", "target", "ally", "attacker", "defender")


def _refers_outside(state: GameState, action) -> Message | None:
    """What an action names that this game does not have: a faction, piece, area, phase."""
    from rootboard.game.actions import fields_of_record, is_record

    values = {}
    for f in fields_of_record(action):
        value = getattr(action, f.name)
        if is_record(value):
            values.update({g.name: getattr(value, g.name) for g in fields_of_record(value)})
        else:
            values[f.name] = value
    in_game = set(state.in_game) | {MAP}
    for name in FACTION_FIELDS:
        fid = values.get(name)
        if fid is not None and fid not in in_game:
            return ABSENT(field=name, name=fid)
    fid = action.piece_owner() or values.get("faction")
    pieces = {p.name for p in state.law[fid].pieces} if fid in state.law else set()
    for name in ("piece",):
        if values.get(name) is not None and values[name] not in pieces:
            return NO_PIECE_OF(who=fid, piece=values[name])
    for relic in values.get("carry", ()):
        if relic not in pieces:
            return NO_PIECE_OF(who=fid, piece=relic)
    for name in ("where", "origin", "destination", "clearing", "first", "second"):
        # An optional area not given (the Mayor's copy of a minister that names no clearing,
        # 12.5.2) is None: nothing to find on the map; a field that must name one says so when read.
        if values.get(name) is not None:
            problem = state.no_place(values[name])
            if problem is not None:
                return _within(IN_FIELD, problem, field=name)
    for name in ("a", "b"):
        if name in values and values[name] not in state.topology.board.clearings:
            return IN_FIELD(field=name, problem=NO_CLEARING(map=state.topology.board.title, clearing=values[name]))
    if values.get("phase") is not None and values["phase"] not in PHASES:
        return UNKNOWN_PHASE(phase=values["phase"], phases=PHASES)
    if "effect" in values and values["effect"] not in state.law.effects:
        return UNKNOWN_EFFECT(effect=values["effect"], effects=list(state.law.effects))
    if "count" in values and not 1 <= values["count"] <= 999:
        return COUNT_RANGE(count=values["count"], most=999)
    if "points" in values and not -2 * SCORE_LIMIT <= values["points"] <= 2 * SCORE_LIMIT:
        return POINTS_RANGE(points=values["points"])
    return None
