"""What stands where: the game state as pure data, its edits, and its JSON file.

Pieces are counted per location: a clearing, a forest, the Burrow (12.2.2), a faction's
supply (16.6.30), or out of the game (the keep, 6.2.2; trade posts, 11.2.5.I; explored
ruins, 9.5.3). Every change goes through an :class:`Edit`, so pieces can only be shifted,
never created or lost, and every edit can be inverted (undo, redo).

The file is versioned JSON (``"format": "rootboard-game", "version": 1``), written
atomically; a file that cannot be read raises :class:`GameFormatError` naming the file and
the element, and nothing is changed. No Qt here.
"""

from __future__ import annotations

import errno
import json
import random
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable, Union

from rootboard.errors import BadInput, GameFormatError, RootboardError, StateError
from rootboard.messages import Template
from rootboard.files import write_atomically
from rootboard.board.catalog import aliases, shipped_maps
from rootboard.derived.loading import load_topology
from rootboard.game.pieces import FACTIONS, MAP, MAP_PIECES, PLAYER_FACTIONS, SUITS, faction
from rootboard.board.terms import area_name  # noqa: F401  (re-exported: how sentences name an area)
from rootboard.board.topology import BURROW, AreaId, Topology, area_sort_key

FORMAT_NAME = "rootboard-game"
FORMAT_VERSION = 1

SUPPLY = "supply"  # the owner's supply (16.6.30)
OUT = "out"  # out of the game
Location = Union[AreaId, str]
PieceKey = tuple[str, str]  # (faction, piece)

NO_BURROW = Template("input.no-burrow", "the Burrow exists only when the Underground Duchy plays")
NOT_A_PLAYER = Template("input.not-a-player", "{faction!r} is not a player faction; players: {players}")
NO_FACTIONS = Template("input.no-factions", "a game needs at least one faction")
FACTION_TWICE = Template("input.faction-twice", "a faction is listed twice: {factions}")
HIRELINGS_RANGE = Template("input.hirelings-range", "a game has 0 to 3 hirelings, not {hirelings}")

PHASES = ("birdsong", "daylight", "evening")  # 1.4.1
CLOSED_PATH_MARKER = "closed-path"  # tracked in GameState.closed_paths, not in areas
EFFECTS = {
    # Persistent card: its owner treats rivers as paths (16.4.3.V; wording unconfirmed, RULES 4.11).
    "boat-builders": "persistent",
    # Riverfolk service: rivers are paths for the buyer until the end of the turn (11.2.7.II).
    "riverboats": "this turn",
    # Riverfolk service: the buyer counts Riverfolk warriors as its own for rule in the Daylight
    # and Evening of the turn bought (11.2.7.III).
    "mercenaries": "this turn",
}


# --- edits ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class Edit:
    """One reversible change. ``op`` is 'shift' (pieces), 'set' (a field) or 'score'.

    shift: args = (faction, piece, source, destination, count)
    set:   args = (field, old JSON value, new JSON value)
    score: args = (faction, delta)
    """

    op: str
    args: tuple

    def inverse(self) -> "Edit":
        if self.op == "shift":
            f, p, src, dst, n = self.args
            return Edit("shift", (f, p, dst, src, n))
        if self.op == "set":
            name, old, new = self.args
            return Edit("set", (name, new, old))
        f, delta = self.args
        return Edit("score", (f, -delta))

    def to_json(self) -> list:
        return [self.op, *self.args]

    @classmethod
    def from_json(cls, data: Any) -> "Edit":
        if not isinstance(data, list) or not data or data[0] not in _EDIT_ARITY:
            raise StateError(f"not an edit: {json.dumps(data)[:80]}")
        if len(data) != _EDIT_ARITY[data[0]] + 1:
            raise StateError(f"edit {data[0]!r} needs {_EDIT_ARITY[data[0]]} arguments")
        return cls(data[0], tuple(data[1:]))


_EDIT_ARITY = {"shift": 5, "set": 3, "score": 2}


def shift(key: PieceKey, source: Location, destination: Location, count: int) -> Edit:
    return Edit("shift", (key[0], key[1], source, destination, count))


# --- fields that 'set' edits change, with their JSON form -----------------------------------

def _sorted_areas(values: Iterable) -> list:
    return sorted(values, key=area_sort_key)


_FIELD_CODECS = {
    # field: (to JSON, from JSON)
    "turn": (int, int),
    "round": (int, int),
    "phase": (str, str),
    "phase_tracked": (bool, bool),
    "used": (sorted, set),
    "closed_paths": (lambda v: [list(k) for k in sorted(v)], lambda v: {tuple(k) for k in v}),
    "face_up": (_sorted_areas, set),
    "hostile": (lambda v: {k: sorted(s) for k, s in sorted(v.items()) if s},
                lambda v: {k: set(s) for k, s in v.items()}),
    "effects": (lambda v: {k: sorted(s) for k, s in sorted(v.items()) if s},
                lambda v: {k: set(s) for k, s in v.items()}),
    "controllers": (lambda v: dict(sorted(v.items())), dict),
}


# Fields a file may leave out (the dataclass default applies).
_OPTIONAL_FIELDS = {"phase_tracked"}


# --- the state ------------------------------------------------------------------------------

@dataclass
class GameState:
    map_name: str
    factions: list[str]  # seating order (players); the first took the first turn
    hirelings: list[str] = field(default_factory=list)
    suits: dict[int, str] = field(default_factory=dict)  # printed or from setup markers (16.1.1)
    seed: int = 0
    areas: dict[Location, dict[PieceKey, int]] = field(default_factory=dict)
    supply: dict[PieceKey, int] = field(default_factory=dict)
    out: dict[PieceKey, int] = field(default_factory=dict)
    scores: dict[str, int] = field(default_factory=dict)
    turn: int = 0  # index into factions
    round: int = 1
    phase: str = PHASES[0]
    # Until someone sets the phase (``rootboard phase``, the window's Next phase), rootboard
    # does not know it: the table does. Phase-bound checks (Slip in Birdsong 9.4.2, Move and
    # closed-path removal in Daylight 9.5.1, 16.2.3.III) then trust the action as declared
    # (--slip or not) and remind instead of refusing.
    phase_tracked: bool = False
    used: set[str] = field(default_factory=set)  # once-per-turn uses: 'ferry', 'open-path'
    closed_paths: set[tuple[int, int]] = field(default_factory=set)  # still closed (16.2.3.II)
    face_up: set[Location] = field(default_factory=set)  # clearings with a face-up plot (13.2.2)
    hostile: dict[str, set[str]] = field(default_factory=dict)  # Vagabond -> Hostile factions (9.2.9)
    effects: dict[str, set[str]] = field(default_factory=dict)  # faction -> EFFECTS in force
    controllers: dict[str, str | None] = field(default_factory=dict)  # hireling -> controller (16.4)
    history: list[dict] = field(default_factory=list)  # applied, then undone (redo) entries
    cursor: int = 0  # history[:cursor] is applied

    # --- derived ---------------------------------------------------------------------------
    @property
    def topology(self) -> Topology:
        return _topology(self.map_name)

    @property
    def current(self) -> str:
        """The faction whose turn it is."""
        return self.factions[self.turn]

    @property
    def in_game(self) -> list[str]:
        return [*self.factions, *self.hirelings]

    def parse_area(self, text: str | int) -> Location:
        """A clearing number, forest id or (with the Duchy) 'burrow'; BadInput otherwise."""
        if str(text).strip().lower() == BURROW:
            if "duchy" not in self.factions:
                raise BadInput(NO_BURROW("12.2.2"))
            return BURROW
        return self.topology.parse_area(text)

    def count(self, where: Location, key: PieceKey) -> int:
        return self.areas.get(where, {}).get(key, 0)

    def pieces_at(self, where: Location) -> dict[PieceKey, int]:
        return self.areas.get(where, {})

    def where_is(self, key: PieceKey) -> list[Location]:
        return [a for a, pieces in self.areas.items() if pieces.get(key)]

    @property
    def ferry(self) -> int | None:
        found = self.where_is((MAP, "ferry"))
        return found[0] if found else None

    @property
    def tower(self) -> int | None:
        found = self.where_is((MAP, "tower"))
        return found[0] if found else None

    def board_pieces(self) -> dict[AreaId, list[tuple[str, str, int]]]:
        """Area -> [(faction, piece, count)] for drawing; the map's own pieces under 'map'.

        Only areas on the printed board: the Burrow is off the board (see :meth:`burrow`).
        Factions in seating order, then hirelings, then the map; pieces in inventory order.
        """
        topology = self.topology
        order = {fid: n for n, fid in enumerate([*self.in_game, MAP])}
        result = {}
        for area in _sorted_areas(a for a in self.areas if topology.has_area(a)):
            entries = [(f, p, n) for (f, p), n in self.areas[area].items() if n > 0]
            entries.sort(key=lambda e: (order.get(e[0], 99), _piece_order(e[0], e[1])))
            if entries:
                result[area] = entries
        return result

    @property
    def burrow_in_play(self) -> bool:
        """The Burrow exists when the Duchy plays (12.2.2)."""
        return "duchy" in self.factions

    def burrow(self) -> list[tuple[str, str, int]]:
        return [(f, p, n) for (f, p), n in self.areas.get(BURROW, {}).items() if n > 0]

    def inventory(self) -> dict[PieceKey, int]:
        """Every piece in this game and how many exist (1.5.1); map pieces per this board."""
        board = self.topology.board
        result = {}
        for fid in self.in_game:
            for p in FACTIONS[fid].pieces:
                result[(fid, p.name)] = p.count
        for p in MAP_PIECES.pieces:
            if p.name != CLOSED_PATH_MARKER:
                result[(MAP, p.name)] = p.count
        result[(MAP, "ruin")] = sum(c.ruins for c in board.clearings.values())
        return result

    def total(self, key: PieceKey) -> int:
        on_map = sum(pieces.get(key, 0) for pieces in self.areas.values())
        return on_map + self.supply.get(key, 0) + self.out.get(key, 0)

    # --- edits -----------------------------------------------------------------------------
    def apply(self, edits: Iterable[Edit]) -> None:
        """Apply edits in order, all or nothing."""
        done = []
        try:
            for edit in edits:
                self._apply_one(edit)
                done.append(edit)
        except (StateError, KeyError, TypeError, ValueError) as exc:
            for edit in reversed(done):
                self._apply_one(edit.inverse())
            raise StateError(str(exc)) from None

    def revert(self, edits: Iterable[Edit]) -> None:
        self.apply([e.inverse() for e in reversed(list(edits))])

    def _counter(self, where: Location) -> dict[PieceKey, int]:
        if where == SUPPLY:
            return self.supply
        if where == OUT:
            return self.out
        return self.areas.setdefault(where, {})

    def _apply_one(self, edit: Edit) -> None:
        if edit.op == "shift":
            f, p, src, dst, n = edit.args
            key = (f, p)
            if not isinstance(n, int) or n <= 0:
                raise StateError(f"cannot shift {n!r} pieces")
            have = self._counter(src).get(key, 0)
            if have < n:
                raise StateError(f"{n} {f} {p} needed in {src}, {have} there")
            self._add(src, key, -n)
            self._add(dst, key, n)
        elif edit.op == "set":
            name, old, new = edit.args
            if name not in _FIELD_CODECS:
                raise StateError(f"unknown field {name!r}")
            to_json, from_json = _FIELD_CODECS[name]
            if to_json(getattr(self, name)) != old:
                raise StateError(f"field {name} is not {old!r}")
            setattr(self, name, from_json(new))
        elif edit.op == "score":
            f, delta = edit.args
            if f not in self.scores:
                raise StateError(f"{f} has no score")
            self.scores[f] += delta
        else:
            raise StateError(f"unknown edit {edit.op!r}")

    def _add(self, where: Location, key: PieceKey, n: int) -> None:
        counter = self._counter(where)
        counter[key] = counter.get(key, 0) + n
        if counter[key] == 0:
            del counter[key]
            if where not in (SUPPLY, OUT) and not counter:
                del self.areas[where]

    def set_edit(self, name: str, new_value) -> Edit:
        """The edit that sets field ``name`` to ``new_value``."""
        to_json, _ = _FIELD_CODECS[name]
        return Edit("set", (name, to_json(getattr(self, name)), to_json(new_value)))

    # --- JSON ------------------------------------------------------------------------------
    def to_json(self) -> dict:
        data = {
            "format": FORMAT_NAME,
            "version": FORMAT_VERSION,
            "map": self.map_name,
            "factions": list(self.factions),
            "hirelings": list(self.hirelings),
            "seed": self.seed,
            "suits": {str(c): s for c, s in sorted(self.suits.items())},
            "scores": dict(self.scores),
            "areas": {str(a): _entries(self.areas[a]) for a in _sorted_areas(self.areas)},
            "supply": _entries(self.supply),
            "out": _entries(self.out),
        }
        for name, (to_json, _) in _FIELD_CODECS.items():
            data[name] = to_json(getattr(self, name))
        data["history"] = self.history
        data["cursor"] = self.cursor
        return data

    def copy(self) -> "GameState":
        return GameState.from_json(json.loads(json.dumps(self.to_json())), source="<copy>")

    @classmethod
    def from_json(cls, data: Any, source: str = "<game>") -> "GameState":
        return _Reader(source).game(data)


@lru_cache(maxsize=16)
def _topology(map_name: str) -> Topology:
    """A game's board, looked up once per process: rule checks ask for it constantly, and
    finding a map by name reads the maps folder."""
    return load_topology(map_name)


def _entries(counter: dict[PieceKey, int]) -> list[list]:
    return [[f, p, n] for (f, p), n in sorted(counter.items(), key=lambda kv: (kv[0][0], _piece_order(*kv[0])))]


def _piece_order(fid: str, piece: str) -> int:
    names = [p.name for p in FACTIONS[fid].pieces] if fid in FACTIONS else []
    return names.index(piece) if piece in names else len(names)


# --- a new game ----------------------------------------------------------------------------

DEFAULT_FACTIONS = ("marquise", "eyrie", "alliance", "vagabond")  # the base game's four


def new_game(map_name: str, factions: Iterable[str] = DEFAULT_FACTIONS, seed: int | None = None,
             hirelings: int = 0) -> GameState:
    """A game on ``map_name`` with the map's own pieces where the map says (16.2).

    Ruins on R slots (2.2.4); the Ferry on its coastal corner (16.2.2.I); the Tower on the
    Pass (16.2.3.I); closed-path markers on the darker paths (16.2.3.I). Every faction's
    pieces start in its supply; the seating order is the order given, and the first faction
    takes the first turn. Suits: printed ones if the board has them for every clearing,
    otherwise the 12 suit markers shuffled with ``seed`` (16.1.1).
    """
    topology = load_topology(map_name)
    board = topology.board
    chosen = [faction(f).id for f in factions]
    for fid in chosen:
        if FACTIONS[fid] not in PLAYER_FACTIONS:
            raise BadInput(NOT_A_PLAYER(faction=fid, players=[f.id for f in PLAYER_FACTIONS]))
    if not chosen:
        raise BadInput(NO_FACTIONS())
    if len(set(chosen)) != len(chosen):
        raise BadInput(FACTION_TWICE(factions=chosen))
    if not 0 <= hirelings <= 3:
        raise BadInput(HIRELINGS_RANGE("16.1.6", hirelings=hirelings))
    seed = random.SystemRandom().randrange(2**31) if seed is None else seed
    state = GameState(map_name=board.name if _is_shipped(map_name, board.name) else str(map_name),
                      factions=chosen, hirelings=[f"hireling{n}" for n in range(1, hirelings + 1)],
                      suits=_setup_suits(board, seed), seed=seed)
    state.scores = {fid: 0 for fid in chosen}
    state.controllers = {h: None for h in state.hirelings}
    for key, n in state.inventory().items():
        state.supply[key] = n
    setup = []
    for cid, c in board.clearings.items():
        if c.ruins:
            setup.append(shift((MAP, "ruin"), SUPPLY, cid, c.ruins))
    if board.ferry_start is not None:
        setup.append(shift((MAP, "ferry"), SUPPLY, board.ferry_start, 1))
    if board.tower_clearing is not None:
        setup.append(shift((MAP, "tower"), SUPPLY, board.tower_clearing, 1))
    state.apply(setup)
    state.closed_paths = {p.key for p in board.closed_paths}
    return state


def _is_shipped(name: str, board_name: str) -> bool:
    key = str(name).lower()
    return key in shipped_maps() or aliases().get(key) == board_name


def _setup_suits(board, seed: int) -> dict[int, str]:
    printed = {cid: c.suit for cid, c in board.clearings.items()}
    if all(printed.values()):
        return printed  # Autumn: printed suits (RULES.md 5.1 recommends this default)
    markers = [SUITS[n % 3] for n in range(len(printed))]  # 4 of each on 12 clearings (B.1)
    random.Random(seed).shuffle(markers)
    return dict(zip(sorted(printed), markers))


# --- saving and loading --------------------------------------------------------------------

def save_game(state: GameState, path: str | Path, indent: int | None = 1) -> None:
    """Write atomically: a temporary file in the same folder, fsync, then os.replace.
    ``indent=None`` writes compact JSON (autosaves, written after every change)."""
    path = Path(path)
    text = json.dumps(state.to_json(), indent=indent) + "\n"
    folder = path.parent
    if not folder.is_dir():  # say so plainly, not with the name of a temporary file
        raise FileNotFoundError(errno.ENOENT, "no such folder to save the game in", str(folder))
    write_atomically(path, text)


def load_game(path: str | Path) -> GameState:
    """Read a game file; GameFormatError (a ValueError) names the file and the element."""
    source = str(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise GameFormatError(source, "", "no such file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise GameFormatError(source, "", f"cannot read the file ({exc})") from None
    if not text.strip():
        raise GameFormatError(source, "", "the file is empty")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        hint = " (the file looks truncated)" if exc.pos >= len(text.rstrip()) - 1 else ""
        raise GameFormatError(source, f"line {exc.lineno}, column {exc.colno}",
                              f"not valid JSON: {exc.msg}{hint}") from None
    return GameState.from_json(data, source=source)


class _Reader:
    """Turns parsed JSON into a GameState, naming the element at fault on any error."""

    def __init__(self, source: str):
        self.source = source

    def fail(self, element: str, problem: str) -> GameFormatError:
        return GameFormatError(self.source, element, problem)

    def get(self, data: dict, key: str, kind, default=None):
        if key not in data:
            if default is None:
                raise self.fail("", f"missing key '{key}'")
            return default
        value = data[key]
        if not isinstance(value, kind) or isinstance(value, bool) and kind is int:
            raise self.fail(key, f"expected {getattr(kind, '__name__', kind)}, got {json.dumps(value)[:60]}")
        return value

    def game(self, data: Any) -> GameState:
        if not isinstance(data, dict):
            raise self.fail("", "the top level must be a JSON object")
        fmt = data.get("format")
        if fmt != FORMAT_NAME:
            raise self.fail("format", f"not a rootboard game file (format {json.dumps(fmt)})")
        version = data.get("version")
        if version != FORMAT_VERSION:
            raise self.fail("version", f"unknown version {json.dumps(version)}; this rootboard reads {FORMAT_VERSION}")
        map_name = self.get(data, "map", str)
        try:
            topology = load_topology(map_name)
        except RootboardError as exc:
            raise self.fail("map", f"cannot load map {map_name!r}: {exc}") from None
        factions = self.get(data, "factions", list)
        hirelings = self.get(data, "hirelings", list, [])
        for element, names, wanted in (("factions", factions, "player"), ("hirelings", hirelings, "hireling")):
            for name in names:
                f = FACTIONS.get(name) if isinstance(name, str) else None
                if f is None or (f.hireling != (wanted == "hireling")) or f.id == MAP:
                    raise self.fail(element, f"unknown {wanted} faction {json.dumps(name)}")
        if not factions or len(set(factions)) != len(factions):
            raise self.fail("factions", "needs one or more factions, none twice")
        state = GameState(map_name=map_name, factions=factions, hirelings=hirelings,
                          seed=self.get(data, "seed", int, 0))
        state.suits = self.suits(data, topology)
        scores = self.get(data, "scores", dict)
        if set(scores) != set(factions) or not all(type(v) is int for v in scores.values()):
            raise self.fail("scores", "needs a whole-number score for every faction, and nothing else")
        state.scores = dict(scores)
        known = set(state.inventory())
        areas = self.get(data, "areas", dict)
        for key, entries in areas.items():
            area = self.area(key, topology, "duchy" in factions)
            state.areas[area] = self.entries(entries, f"areas.{key}", known)
        state.supply = self.entries(self.get(data, "supply", list), "supply", known)
        state.out = self.entries(self.get(data, "out", list), "out", known)
        for name, (_, from_json) in _FIELD_CODECS.items():
            if name in _OPTIONAL_FIELDS and name not in data:
                continue  # keep the default
            try:
                setattr(state, name, from_json(data[name]))
            except KeyError:
                raise self.fail("", f"missing key '{name}'") from None
            except (TypeError, ValueError):
                raise self.fail(name, f"cannot read {json.dumps(data[name])[:60]}") from None
        self.check_fields(state, topology)
        for key, n in state.inventory().items():
            if state.total(key) != n:
                raise self.fail("areas", f"{key[0]} {key[1]}: {state.total(key)} pieces found "
                                f"in areas, supply and out, but the game has {n} (1.5.1)")
        self.history(data, state)
        return state

    def suits(self, data: dict, topology: Topology) -> dict[int, str]:
        suits = self.get(data, "suits", dict)
        result = {}
        for key, suit in suits.items():
            if not key.isdigit() or int(key) not in topology.board.clearings or suit not in SUITS:
                raise self.fail(f"suits.{key}", f"expected a clearing of this map and a suit, got {json.dumps(suit)}")
            result[int(key)] = suit
        if set(result) != set(topology.board.clearings):
            raise self.fail("suits", "needs a suit for every clearing")
        return result

    def area(self, key: str, topology: Topology, duchy: bool) -> Location:
        if key == BURROW and duchy:
            return BURROW
        try:
            return topology.parse_area(key)
        except RootboardError as exc:
            raise self.fail(f"areas.{key}", str(exc)) from None

    def entries(self, entries: Any, element: str, known: set) -> dict[PieceKey, int]:
        if not isinstance(entries, list):
            raise self.fail(element, "expected a list of [faction, piece, count]")
        result: dict[PieceKey, int] = {}
        for i, entry in enumerate(entries):
            where = f"{element}[{i}]"
            if not (isinstance(entry, list) and len(entry) == 3):
                raise self.fail(where, f"expected [faction, piece, count], got {json.dumps(entry)[:60]}")
            f, p, n = entry
            if (f, p) not in known:
                raise self.fail(where, f"no piece {json.dumps(f)} {json.dumps(p)} in this game")
            if type(n) is not int or n <= 0:
                raise self.fail(where, f"expected a positive count, got {json.dumps(n)}")
            if (f, p) in result:
                raise self.fail(where, f"{f} {p} listed twice")
            result[(f, p)] = n
        return result

    def check_fields(self, state: GameState, topology: Topology) -> None:
        if not 0 <= state.turn < len(state.factions):
            raise self.fail("turn", f"no faction at seat {state.turn}")
        if state.phase not in PHASES:
            raise self.fail("phase", f"unknown phase {state.phase!r}; phases: {', '.join(PHASES)}")
        printed_closed = {p.key for p in topology.board.closed_paths}
        if not state.closed_paths <= printed_closed:
            raise self.fail("closed_paths", f"{sorted(state.closed_paths - printed_closed)} are not closed paths of this map")
        markers_out = state.out.get((MAP, CLOSED_PATH_MARKER), 0)
        if markers_out:
            raise self.fail("out", "closed-path markers are tracked in closed_paths")
        if set(state.controllers) != set(state.hirelings) or not all(
                c is None or c in state.factions for c in state.controllers.values()):
            raise self.fail("controllers", "needs every hireling, each controlled by a faction in the game or null")
        for name in ("hostile", "effects"):
            for fid, values in getattr(state, name).items():
                if fid not in state.factions:
                    raise self.fail(name, f"{fid!r} is not in this game")
                allowed = set(state.factions) if name == "hostile" else set(EFFECTS)
                if not values <= allowed:
                    raise self.fail(name, f"{fid}: unknown {sorted(values - allowed)}")

    def history(self, data: dict, state: GameState) -> None:
        history = self.get(data, "history", list, [])
        cursor = self.get(data, "cursor", int, 0)
        if not 0 <= cursor <= len(history):
            raise self.fail("cursor", f"{cursor} is outside the history of {len(history)} actions")
        parsed = []
        for i, entry in enumerate(history):
            if not isinstance(entry, dict) or not isinstance(entry.get("edits"), list) \
                    or not isinstance(entry.get("text"), str):
                raise self.fail(f"history[{i}]", "expected an object with 'text' and 'edits'")
            try:
                parsed.append([Edit.from_json(e) for e in entry["edits"]])
            except StateError as exc:
                raise self.fail(f"history[{i}]", str(exc)) from None
        # Prove the history fits: undo everything applied, then redo everything, on a scratch
        # copy. A history that does not fit would make undo lose or invent pieces.
        scratch = GameState(**{k: _clone(v) for k, v in vars(state).items()})
        for i in reversed(range(cursor)):
            try:
                scratch.revert(parsed[i])
            except StateError as exc:
                raise self.fail(f"history[{i}]", f"cannot be undone: {exc}") from None
        for i, edits in enumerate(parsed):
            try:
                scratch.apply(edits)
            except StateError as exc:
                raise self.fail(f"history[{i}]", f"cannot be replayed: {exc}") from None
        state.history = history
        state.cursor = cursor


def _clone(value):
    if isinstance(value, dict):
        return {k: _clone(v) for k, v in value.items()}
    if isinstance(value, (list, set)):
        return type(value)(_clone(v) for v in value)
    return value
