"""Actions as data: checked, applied as reversible edits, logged, undone and redone.

An action is checked first (a :class:`Verdict`). In **enforce** mode an illegal action is
refused and nothing changes; in **teach** mode it is applied anyway with its warning kept
in the log, because a physical game has cards and effects the app cannot see. What cannot
be done even against the rules (pieces that are not there) is refused in both modes.

History lives in the state (``history``, ``cursor``) so undo and redo survive save and
load: each entry keeps the action (:meth:`Action.to_json`), the mode, the verdict
(:meth:`Verdict.to_json`) and the edits, all as data; what an entry says is derived from
its action when it is shown (:meth:`Action.describe`).
"""

from __future__ import annotations

import dataclasses
import json
import types
import typing
from dataclasses import asdict, dataclass
from typing import Any

from rootboard.game.movement import MoveRequest, check_move
from rootboard.game.pieces import FACTIONS, short_name
from rootboard.game.placement import PLOTS, PieceRequest, check_place, check_remove, plural, removal_destination
from rootboard.game.rules import ruling
from rootboard.game.state import EFFECTS, MAP, PHASES, SUPPLY, Edit, GameState, StateError, area_name, shift
from rootboard.game.verdict import Verdict, illegal, impossible, legal
from rootboard.messages import Template, render, text

ENFORCE, TEACH = "enforce", "teach"
CANNOT_ANYWAY = Template("action.cannot-be-done-anyway", "{reason}; it cannot be done anyway: {problem}")
MODES = (ENFORCE, TEACH)


#: kind -> Action class, for reading history entries back (every Action subclass registers).
ACTIONS: dict[str, type["Action"]] = {}


class Action:
    kind = "action"

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if cls.kind in ACTIONS:
            raise TypeError(f"two actions of kind {cls.kind!r}")
        ACTIONS[cls.kind] = cls

    def check(self, state: GameState) -> Verdict:
        raise NotImplementedError

    def edits(self, state: GameState) -> list[Edit]:
        raise NotImplementedError

    def describe(self) -> str:
        raise NotImplementedError

    def to_json(self) -> dict:
        """The action as data: ``{"type": kind, field: value, ...}`` (requests as objects)."""
        return json.loads(json.dumps({"type": self.kind, **asdict(self)}))

    @classmethod
    def from_json(cls, data: Any) -> "Action":
        """The inverse of :meth:`to_json`, strictly typed: ValueError naming the field that
        is missing, unknown or of the wrong type (no value is ever coerced)."""
        if not isinstance(data, dict) or not isinstance(data.get("type"), str):
            raise ValueError("an action is an object with a 'type'")
        kind = ACTIONS.get(data["type"])
        if kind is None:
            raise ValueError(f"unknown action type {data['type']!r}; known: {', '.join(sorted(ACTIONS))}")
        return _decode(kind, {k: v for k, v in data.items() if k != "type"}, data["type"])


@dataclass(frozen=True)
class Place(Action):
    request: PieceRequest
    kind = "place"

    def check(self, state):
        return check_place(state, self.request)

    def edits(self, state):
        r = self.request
        edits = [shift((r.faction, FACTIONS[r.faction].piece(r.piece).name), SUPPLY, r.where, r.count)]
        if r.face_up and r.where not in state.face_up:
            edits.append(state.set_edit("face_up", state.face_up | {r.where}))
        return edits

    def describe(self):
        r = self.request
        up = " face up" if r.face_up else ""
        return f"{short_name(r.faction)} places {plural(r.piece, r.count)}{up} in {area_name(r.where)}"


@dataclass(frozen=True)
class Remove(Action):
    request: PieceRequest
    kind = "remove"

    def check(self, state):
        return check_remove(state, self.request)

    def edits(self, state):
        r = self.request
        name = FACTIONS[r.faction].piece(r.piece).name
        edits = [shift((r.faction, name), r.where, removal_destination(name), r.count)]
        if name in PLOTS and r.where in state.face_up:
            edits.append(state.set_edit("face_up", state.face_up - {r.where}))
        return edits

    def describe(self):
        r = self.request
        return f"{plural(short_name(r.faction) + ' ' + r.piece, r.count)} removed from {area_name(r.where)}"


@dataclass(frozen=True)
class Move(Action):
    request: MoveRequest
    kind = "move"

    def check(self, state):
        return check_move(state, self.request)

    def edits(self, state):
        m = self.request
        name = FACTIONS[m.faction].piece(m.kind).name
        edits = [shift((m.faction, name), m.origin, m.destination, m.count)]
        for relic in sorted(set(m.carry)):
            edits.append(shift((m.faction, relic), m.origin, m.destination, m.carry.count(relic)))
        if m.ferry and state.ferry == m.origin:
            edits.append(shift((MAP, "ferry"), m.origin, m.destination, 1))
            edits.append(state.set_edit("used", state.used | {"ferry"}))
        return edits

    def describe(self):
        m = self.request
        how = " (slip)" if m.slip else " by Ferry" if m.ferry else ""
        carry = f" carrying {', '.join(m.carry)}" if m.carry else ""
        return (f"{short_name(m.faction)} moves {plural(m.kind, m.count)} from {area_name(m.origin)} to "
                f"{area_name(m.destination)}{how}{carry}")


@dataclass(frozen=True)
class OpenPath(Action):
    """Remove a closed-path marker on the Mountain (16.2.3.III), by the faction on turn."""

    a: int
    b: int
    kind = "open-path"

    @property
    def key(self) -> tuple[int, int]:
        return (min(self.a, self.b), max(self.a, self.b))

    def check(self, state):
        board = state.topology.board
        path = board.path_between(self.a, self.b)
        if path is None:
            raise ValueError(f"{board.title} has no path between clearing {self.a} and clearing {self.b}")
        if not path.closed:
            return illegal("16.2.3.II", f"the path between clearing {self.a} and clearing {self.b} was never "
                           f"closed: only the darker paths start under a marker (16.2.3.I, 16.2.3.II)")
        if self.key not in state.closed_paths:
            return illegal("16.2.3.III", f"the marker between clearing {self.a} and clearing {self.b} has "
                           f"already been removed (16.2.3.III)")
        who = short_name(state.current)
        if state.phase_tracked and state.phase != "daylight":
            return illegal("16.2.3.III", f"a closed path is removed in your own Daylight; it is {who}'s "
                           f"{state.phase.title()} (16.2.3.III)")
        if "open-path" in state.used:
            return illegal("16.2.3.III", f"{who} has already removed a closed path this turn: once per "
                           f"turn (16.2.3.III)")
        own = FACTIONS[state.current]
        if not any(state.count(c, (own.id, p.name)) for c in self.key for p in own.pieces if p.kind != "item"):
            return illegal("16.2.3.III", f"{who} has no faction piece in clearing {self.a} or clearing "
                           f"{self.b} (16.2.3.III; hireling pieces do not count, 16.4.3.III)")
        daylight = "" if state.phase_tracked else (
            "only in your Daylight (16.2.3.III): the phase is not tracked, so rootboard takes it that "
            "it is (set it with 'rootboard phase')")
        return legal("16.2.3.III", f"{who} removes the closed path between clearing {self.a} and clearing "
                     f"{self.b} and scores 1 VP (16.2.3.III)", "spend one card (16.2.3.III)", daylight)

    def edits(self, state):
        return [state.set_edit("closed_paths", state.closed_paths - {self.key}),
                state.set_edit("used", state.used | {"open-path"}),
                Edit("score", (state.current, 1))]

    def describe(self):
        return f"closed path {self.a}-{self.b} removed"


@dataclass(frozen=True)
class EndTurn(Action):
    kind = "end-turn"

    def pass_ruled(self, state: GameState) -> bool:
        """The Pass: ruling the Tower's clearing at the end of your Evening scores 1 VP (16.2.3.IV)."""
        return state.tower is not None and ruling(state, state.tower).ruler == state.current

    def check(self, state):
        who = short_name(state.current)
        nxt = short_name(state.factions[(state.turn + 1) % len(state.factions)])
        if self.pass_ruled(state):
            return legal("16.2.3.IV", f"{who} ends the turn ruling the Pass (clearing {state.tower}) and "
                         f"scores 1 VP (16.2.3.IV); {nxt} is next")
        return legal("1.4", f"{who} ends the turn; {nxt} is next (1.4)")

    def edits(self, state):
        edits = []
        if self.pass_ruled(state):
            edits.append(Edit("score", (state.current, 1)))
        lasting = {fid: {e for e in effects if EFFECTS[e] != "this turn"} for fid, effects in state.effects.items()}
        nxt = (state.turn + 1) % len(state.factions)
        edits += [state.set_edit("effects", lasting), state.set_edit("used", set()),
                  state.set_edit("phase", PHASES[0]), state.set_edit("turn", nxt)]
        if nxt == 0:
            edits.append(state.set_edit("round", state.round + 1))
        return [e for e in edits if e.op != "set" or e.args[1] != e.args[2]]

    def describe(self):
        return "end of turn"


@dataclass(frozen=True)
class AdvancePhase(Action):
    """Birdsong, Daylight, Evening, in that order (1.4.1); ``phase`` None means the next one."""

    phase: str | None = None
    kind = "phase"

    def target(self, state: GameState) -> str | None:
        if self.phase is None:
            n = PHASES.index(state.phase) + 1
            return PHASES[n] if n < len(PHASES) else None
        return self.phase

    def check(self, state):
        target = self.target(state)
        if target is not None and target not in PHASES:
            raise ValueError(f"unknown phase {target!r}; phases: {', '.join(PHASES)}")
        if target is None:
            return impossible("1.4.1", "Evening is the last phase of a turn (1.4.1): end the turn instead")
        if not state.phase_tracked:
            return legal("1.4.1", f"{short_name(state.current)}'s {target.title()} (1.4.1); rootboard "
                         f"tracks the phase from now on")
        if PHASES.index(target) <= PHASES.index(state.phase):
            return illegal("1.4.1", f"a turn runs Birdsong, Daylight, Evening (1.4.1); from "
                           f"{state.phase.title()} it cannot go back to {target.title()}")
        return legal("1.4.1", f"{short_name(state.current)}'s {target.title()} (1.4.1)")

    def edits(self, state):
        edits = [state.set_edit("phase", self.target(state))]
        if not state.phase_tracked:  # from now on, phase-bound checks are enforced
            edits.append(state.set_edit("phase_tracked", True))
        return edits

    def describe(self):
        return f"to {self.phase or 'the next phase'}"


@dataclass(frozen=True)
class Score(Action):
    faction: str
    points: int
    kind = "score"

    def check(self, state):
        if self.faction not in state.scores:
            raise ValueError(f"{self.faction} has no score in this game")
        return legal("3.2", f"{short_name(self.faction)} scores {self.points:+d} VP (3.2)")

    def edits(self, state):
        return [Edit("score", (self.faction, self.points))]

    def describe(self):
        return f"{short_name(self.faction)} {self.points:+d} VP"


def _toggled(groups: dict[str, set[str]], key: str, member: str, on: bool) -> dict[str, set[str]]:
    """A copy of ``groups`` with ``member`` added to (or taken from) ``groups[key]``."""
    result = {k: set(v) for k, v in groups.items()}
    group = result.setdefault(key, set())
    (group.add if on else group.discard)(member)
    return result


@dataclass(frozen=True)
class SetHostile(Action):
    """The Vagabond's relationship: a faction goes into (or out of) his Hostile box (9.2.9.III)."""

    vagabond: str
    faction: str
    hostile: bool = True
    kind = "hostile"

    def check(self, state):
        for fid in (self.vagabond, self.faction):
            if fid not in state.factions:
                raise ValueError(f"{fid} is not in this game")
        if not FACTIONS[self.vagabond].vagabond or FACTIONS[self.faction].vagabond:
            raise ValueError("hostility is a Vagabond's relationship with a non-Vagabond faction (9.2.9)")
        state_word = "Hostile" if self.hostile else "no longer Hostile"
        return legal("9.2.9.III", f"{short_name(self.faction)} is {state_word} to the "
                     f"{short_name(self.vagabond)} (9.2.9.III)")

    def edits(self, state):
        return [state.set_edit("hostile", _toggled(state.hostile, self.vagabond, self.faction, self.hostile))]

    def describe(self):
        return f"{short_name(self.faction)} {'Hostile' if self.hostile else 'not Hostile'} to {short_name(self.vagabond)}"


@dataclass(frozen=True)
class SetEffect(Action):
    """A card or service the app cannot see: Boat Builders, Riverboats, mercenaries."""

    faction: str
    effect: str
    on: bool = True
    kind = "effect"

    SECTIONS = {"boat-builders": "16.4.3.V", "riverboats": "11.2.7.II", "mercenaries": "11.2.7.III"}

    def check(self, state):
        if self.effect not in EFFECTS:
            raise ValueError(f"unknown effect {self.effect!r}; known: {', '.join(EFFECTS)}")
        if self.faction not in state.factions:
            raise ValueError(f"{self.faction} is not in this game")
        section = self.SECTIONS[self.effect]
        if self.on and self.effect in ("riverboats", "mercenaries"):
            if "riverfolk" not in state.factions or self.faction == "riverfolk":
                return illegal(section, f"{self.effect} is a service bought from the Riverfolk by "
                               f"another player ({section})")
            if self.effect == "mercenaries" and FACTIONS[self.faction].vagabond:
                return illegal("11.2.7.III.b", "the Vagabond cannot buy mercenaries (11.2.7.III.b)")
            if self.faction != state.current:
                return illegal(section, f"services are bought on the buyer's own turn; it is "
                               f"{short_name(state.current)}'s turn ({section})")
        word = "has" if self.on else "no longer has"
        return legal(section, f"{short_name(self.faction)} {word} {self.effect} "
                     f"({EFFECTS[self.effect]}, {section})")

    def edits(self, state):
        return [state.set_edit("effects", _toggled(state.effects, self.faction, self.effect, self.on))]

    def describe(self):
        return f"{short_name(self.faction)} {'+' if self.on else '-'}{self.effect}"


@dataclass(frozen=True)
class Control(Action):
    """Who controls a hireling (16.4.1); None: uncontrolled, it rules like a player (16.4.3.I)."""

    hireling: str
    controller: str | None
    kind = "control"

    def check(self, state):
        if self.hireling not in state.hirelings:
            raise ValueError(f"{self.hireling} is not a hireling of this game ({', '.join(state.hirelings) or 'none'})")
        if self.controller is not None and self.controller not in state.factions:
            raise ValueError(f"{self.controller} is not in this game")
        who = short_name(self.controller) if self.controller else "nobody"
        return legal("16.4.3.I", f"{self.hireling} is controlled by {who}; its pieces count for "
                     f"{'that faction' if self.controller else 'itself'} in rule (16.4.3.I)")

    def edits(self, state):
        return [state.set_edit("controllers", {**state.controllers, self.hireling: self.controller})]

    def describe(self):
        return f"{self.hireling} controlled by {self.controller or 'nobody'}"


@dataclass(frozen=True)
class Outcome:
    verdict: Verdict
    applied: bool


def perform(state: GameState, action: Action, mode: str = ENFORCE, dry_run: bool = False) -> Outcome:
    """Check ``action``; apply it if legal (or, in teach mode, if possible). Nothing changes
    when it is refused or ``dry_run``."""
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}; modes: {', '.join(MODES)}")
    verdict = action.check(state)
    allowed = verdict.legal or (mode == TEACH and verdict.possible)
    if dry_run or not allowed:
        return Outcome(verdict, False)
    edits = action.edits(state)
    try:
        state.apply(edits)  # all or nothing
    except StateError as exc:
        # Against the rules and physically impossible too (teach mode): nothing changes.
        return Outcome(Verdict(False, CANNOT_ANYWAY(*verdict.sections, reason=verdict.message, problem=str(exc)),
                               possible=False), False)
    del state.history[state.cursor:]
    entry = {
        "action": action.to_json(),
        "mode": mode,
        "verdict": verdict.to_json(),
        "edits": [e.to_json() for e in edits],
    }
    state.history.append(json.loads(json.dumps(entry)))  # as it will read back from the file
    state.cursor = len(state.history)
    return Outcome(verdict, True)


def undo(state: GameState):
    """Undo the last applied action; its description, or None if there is nothing to undo."""
    if state.cursor == 0:
        return None
    entry = state.history[state.cursor - 1]
    state.revert([Edit.from_json(e) for e in entry["edits"]])
    state.cursor -= 1
    return Action.from_json(entry["action"]).describe()


def redo(state: GameState):
    if state.cursor >= len(state.history):
        return None
    entry = state.history[state.cursor]
    state.apply([Edit.from_json(e) for e in entry["edits"]])
    state.cursor += 1
    return Action.from_json(entry["action"]).describe()


def entry_text(entry: dict) -> str:
    """What a history entry did, in words: derived from its action, never stored."""
    described = Action.from_json(entry["action"]).describe()
    return described if isinstance(described, str) else text(described)  # a Message, once describe() returns one


def log_lines(state: GameState) -> list[str]:
    """The action log a person can read; undone actions are marked, teach warnings kept."""
    lines = []
    for n, entry in enumerate(state.history, start=1):
        loaded = Verdict.from_json(entry["verdict"])
        described = entry_text(entry)
        undone = "  (undone)" if n > state.cursor else ""
        lines.append(f"{n:3d}. {described}{undone}")
        if not loaded.legal:
            lines.append(f"     WARNING (teach mode): {render(loaded.message)}")
        for note in loaded.notes:
            lines.append(f"     note: {text(note)}")
    return lines


# --- reading actions back: strictly typed ------------------------------------------------------

def _decode(cls: type, data: dict, where: str):
    """``cls(**data)`` for a dataclass, each value checked against the field's type."""
    hints = typing.get_type_hints(cls)
    fields = {f.name: f for f in dataclasses.fields(cls)}
    extra = set(data) - set(fields)
    if extra:
        raise ValueError(f"{where}: unknown fields {sorted(extra)}")
    values = {}
    for name, f in fields.items():
        if name not in data:
            if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                raise ValueError(f"{where}: missing field {name!r}")
            continue
        values[name] = _value(hints[name], data[name], f"{where}.{name}")
    return cls(**values)


def _value(hint, value, where: str):
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        for option in typing.get_args(hint):
            try:
                return _value(option, value, where)
            except ValueError:
                continue
        raise ValueError(f"{where}: {json.dumps(value)[:60]} is not {_hint_name(hint)}")
    if origin is tuple:  # tuple[str, ...]
        (item, _) = typing.get_args(hint)
        if not isinstance(value, list):
            raise ValueError(f"{where}: expected a list, got {json.dumps(value)[:60]}")
        return tuple(_value(item, v, f"{where}[{i}]") for i, v in enumerate(value))
    if hint is type(None):
        if value is not None:
            raise ValueError(f"{where}: expected null")
        return None
    if dataclasses.is_dataclass(hint):
        if not isinstance(value, dict):
            raise ValueError(f"{where}: expected an object, got {json.dumps(value)[:60]}")
        return _decode(hint, value, where)
    if hint in (str, int, bool):
        # type(), not isinstance(): true is not 1, and 1.0 is not 1
        if type(value) is not hint:
            raise ValueError(f"{where}: expected {_hint_name(hint)}, got {json.dumps(value)[:60]}")
        return value
    raise TypeError(f"{where}: no reader for {hint!r}")


def _hint_name(hint) -> str:
    names = {str: "a string", int: "a whole number", bool: "true or false", type(None): "null"}
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        return " or ".join(_hint_name(h) for h in typing.get_args(hint))
    return names.get(hint, getattr(hint, "__name__", str(hint)))
