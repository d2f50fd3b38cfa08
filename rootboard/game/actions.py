"""Actions as data: checked, applied as reversible edits, logged, undone and redone.

An action is checked first (a :class:`Verdict`). In **enforce** mode an illegal action is
refused and nothing changes; in **teach** mode it is applied anyway with its warning kept
in the log, because a physical game has cards and effects the app cannot see. What cannot
be done even against the rules (pieces that are not there) is refused in both modes.

History lives in the state (``history``, ``cursor``) so undo and redo survive save and
load: each entry keeps the action (:meth:`Action.to_json`), the mode, the verdict
(:meth:`Verdict.to_json`) and the edits, all as data; what an entry says is derived from
its action when it is shown (:meth:`Action.describe`). Applying, undoing and replaying them
is :mod:`rootboard.game.replay`.

The actions here are everyone's; a faction's own actions live in its module
(``rootboard.game.factions``) and are listed by it. Which kinds there are is the Law's
(``Law.actions``): a game file's action is read back by :func:`read_action` against it.

Declaring an action: a frozen record (``@record(frozen=True)``, :mod:`rootboard.records`) that
subclasses :class:`Action`, with its fields annotated as a dataclass's (``str``, ``int``,
``bool``, ``None``, ``tuple[X, ...]``, unions of them, and records such as the requests:
what :func:`read_action` reads back), its ``kind`` a class attribute with no annotation (the
word a game file names it by), and ``check``, ``edits`` and ``describe``; then listed in
:data:`GENERIC` or in its faction's ``actions``. A record, not a dataclass: a dataclass
compiles its methods at every start of every command that imports it (every action is a
record, the battle, 4.3, and the cards' too; a dataclass action would still be read and
written the same way).
"""

from __future__ import annotations

import functools
import json
import sys
import types

from rootboard.errors import BadInput, GameFormatError
from rootboard.game import hirelings
from rootboard.game.law import rules_for
from rootboard.game.json_data import SCALARS, read_back
from rootboard.game.kinds import SUPPLY
from rootboard.game.movement import MoveRequest, check_move, move_edits, mover
from rootboard.game.placement import REMOVED, PieceRequest, check_place, check_remove
from rootboard.game.rules import ruler
from rootboard.game.state import PHASES, Edit, GameState, shift
from rootboard.game.verdict import Verdict, illegal, impossible, legal
from rootboard.later import Later
from rootboard.messages import Message, Template
from rootboard import records
from rootboard.records import record

# The words for a JSON value's kind are said only when a history entry is malformed: a replay
# or a game read whole never imports them (issue 32).
json_words = Later("rootboard.game.json_words")

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at every start (issue 32)
if TYPE_CHECKING:
    from typing import Any, Callable
# Reading an action back (a game file's history): ``field`` is where in the action, as data
# ("place.request.count"); ``shown`` the value as JSON.
NOT_AN_ACTION = Template("action-file.not-an-action", "an action is an object with a 'type'")
UNKNOWN_ACTION = Template("action-file.unknown-type", "unknown action type {kind!r}; known: {kinds}")
UNKNOWN_FIELDS = Template("action-file.unknown-fields", "{field}: unknown fields {names}")
MISSING_FIELD = Template("action-file.missing-field", "{field}: missing field {name!r}")
NOT_EITHER = Template("action-file.not-either", "{field}: {shown} is not {expected}")
EXPECTED = Template("action-file.expected", "{field}: expected {expected}, got {shown}")
EXPECTED_NULL = Template("action-file.expected-null", "{field}: expected null")
# What the log says an action did (Action.describe).
PLACE_DONE = Template("action.place", "{who:faction} {who:faction|sg=places|pl=place} {count} {piece:piece} in {where:area}",
                      plural="{who:faction} {who:faction|sg=places|pl=place} {count} {piece:pieces} in {where:area}", count="count")
PLACE_UP_DONE = Template("action.place-face-up", "{who:faction} {who:faction|sg=places|pl=place} {count} {piece:piece} face up in {where:area}",
                         plural="{who:faction} {who:faction|sg=places|pl=place} {count} {piece:pieces} face up in {where:area}", count="count")
MOVE_DONE = Template("action.move", "{who:faction} {who:faction|sg=moves|pl=move} {count} {piece:piece} from {at:area} to {to:area}",
                     plural="{who:faction} {who:faction|sg=moves|pl=move} {count} {piece:pieces} from {at:area} to {to:area}", count="count")
SLIP_DONE = Template("action.slip", "{who:faction} {who:faction|sg=moves|pl=move} {count} {piece:piece} from {at:area} to {to:area} (slip)",
                     plural="{who:faction} {who:faction|sg=moves|pl=move} {count} {piece:pieces} from {at:area} to {to:area} (slip)",
                     count="count")
FERRY_DONE = Template("action.ferry", "{who:faction} {who:faction|sg=moves|pl=move} {count} {piece:piece} from {at:area} to {to:area} by Ferry",
                      plural="{who:faction} {who:faction|sg=moves|pl=move} {count} {piece:pieces} from {at:area} to {to:area} by Ferry",
                      count="count")
CARRYING = Template("action.carrying", "{move} carrying {relics:piece}")
OPEN_PATH_DONE = Template("action.open-path", "closed path {a}-{b} removed")
END_TURN_DONE = Template("action.end-turn", "end of turn")
PHASE_DONE = Template("action.phase", "to {phase:phase}")
NEXT_PHASE_DONE = Template("action.next-phase", "to the next phase")
ENDED_TURN = Template("action.ended-turn", "{who:faction} {who:faction|sg=ends|pl=end} the turn")
PHASE_PLAYED = Template("action.phase-played", "{who:faction}: from {at:phase} to {to:phase}")
OPENED_PATH = Template("action.opened-path", "{who:faction} {who:faction|sg=removes|pl=remove} the closed path {a}-{b}")
SCORE_DONE = Template("action.score", "{who:faction} {points:vp} VP", plural="{who:faction} {points:vp} VP",
                      count="points")
EFFECT_ON_DONE = Template("action.effect-on", "{who:faction} +{effect:effect}")
EFFECT_OFF_DONE = Template("action.effect-off", "{who:faction} -{effect:effect}")
CONTROL_DONE = Template("action.control", "{hireling:faction} controlled by {controller:faction}")
WITH_SCORES = Template("action.with-scores", "{action}, {scores}")
# Verdicts.
NO_PATH = Template("input.no-path", "{map:map} has no path between {a:area} and {b:area}")
NEVER_CLOSED = Template("path.never-closed", "the path between {a:area} and {b:area} was never closed: only the "
                        "darker paths start under a marker")
MARKER_GONE = Template("path.marker-gone", "the marker between {a:area} and {b:area} has already been removed")
PATH_IN_DAYLIGHT = Template("path.in-daylight", "a closed path is removed in your own Daylight; it is "
                            "{who:faction.whose} {phase:phase}")
PATH_ONCE = Template("path.once-per-turn", "{who:faction} {who:faction|sg=has|pl=have} already removed a closed path this turn: once per turn")
PATH_NO_PIECE = Template("path.no-piece", "{who:faction} {who:faction|sg=has|pl=have} no faction piece in {a:area} or {b:area}; hireling "
                         "pieces do not count")
PATH_OPENED = Template("path.opened", "{who:faction} {who:faction|sg=removes|pl=remove} the closed path between {a:area} and {b:area} and "
                       "scores 1 VP")
SPEND_CARD = Template("path.spend-card", "spend one card")
DAYLIGHT_ASSUMED = Template("path.daylight-assumed", "only in your Daylight: the phase is not tracked, so rootboard "
                            "takes it that it is (set it with 'rootboard phase')")
OUT_OF_TURN = Template("turn.out-of-turn", "it is {current:faction.whose} {phase:phase}: {who:faction} {who:faction|sg=moves|pl=move} only in "
                       "{who:faction|sg=its|pl=their} own turn")
NOT_EVENING = Template("turn.not-evening", "{who:faction} {who:faction|sg=is|pl=are} in {phase:phase}: a turn ends after its Evening, "
                       "so {who:faction} {who:faction|sg=goes|pl=go} through the rest of the turn first")
ENDS_ON_PASS = Template("turn.ends-on-pass", "{who:faction} {who:faction|sg=ends|pl=end} the turn ruling the Pass ({tower:area}) and scores "
                        "1 VP; {next:faction} {next:faction|sg=is|pl=are} next")
ENDS = Template("turn.ends", "{who:faction} {who:faction|sg=ends|pl=end} the turn; {next:faction} {next:faction|sg=is|pl=are} next")
UNKNOWN_PHASE = Template("input.unknown-phase", "unknown phase {phase!r}; phases: {phases}")
LAST_PHASE = Template("turn.last-phase", "Evening is the last phase of a turn: end the turn instead")
PHASE_TRACKED = Template("turn.phase-tracked", "{who:faction.whose} {phase:phase}; rootboard tracks the phase from now on")
PHASE_BACK = Template("turn.phase-back", "a turn runs Birdsong, Daylight, Evening; from {at:phase} it cannot go "
                      "back to {to:phase}")
PHASE_SET = Template("turn.phase", "{who:faction.whose} {phase:phase}")
NO_SCORE = Template("input.no-score", "{who} has no score in this game")
SCORES = Template("score.scores", "{who:faction} {who:faction|sg=scores|pl=score} {points:vp} VP", plural="{who:faction} {who:faction|sg=scores|pl=score} {points:vp} VP",
                  count="points")
NOT_IN_THIS_GAME = Template("input.not-in-game", "{who} is not in this game")
UNKNOWN_EFFECT = Template("input.unknown-effect", "unknown effect {effect!r}; known: {effects}")
HAS_EFFECT = Template("effect.on", "{who:faction} {who:faction|sg=has|pl=have} {effect:effect} ({lasts:lasts})")
LOST_EFFECT = Template("effect.off", "{who:faction} no longer has {effect:effect} ({lasts:lasts})")
NOT_A_HIRELING = Template("input.not-a-hireling", "{hireling} is not a hireling of this game ({hirelings})")
CONTROLLED = Template("control.controlled", "{hireling:faction} {hireling:faction|sg=is|pl=are} controlled by {controller:faction}; its pieces count for "
                      "that faction in rule")
MAX_CONTROL_MARKERS = 12  # the control markers in a hireling pack (Law EN'24 B.10)
MARKERS_RANGE = Template("input.markers-range", "a hireling holds 0 to {most} control markers, not {markers}")
ROLL_RANGE = Template("input.roll-range", "a control roll shows 0 to {most} pips, of which no more are gold: not "
                      "{pips} pips with {gold} gold")
HIRE_CONTROLLED = Template("hire.controlled", "{hireling:card} {hireling:card|sg=is|pl=are} not in the supply: {controller:faction} {controller:faction|sg=controls|pl=control} it")
HIRE_NO_MARKER = Template("hire.no-marker", "{who:faction} {who:faction|sg=holds|pl=hold} no hireling marker: a hireling is taken from the "
                          "supply at the end of the turn its score entered 4, 8 or 12, and {hireling:card} {hireling:card|sg=was|pl=were} "
                          "not passed to it")
HIRED_GOLD = Template("hire.gold", "{who:faction} {who:faction|sg=gains|pl=gain} {hireling:card} with {markers} control marker: in the "
                      "lead, it counts the gold pips only",
                      plural="{who:faction} {who:faction|sg=gains|pl=gain} {hireling:card} with {markers} control markers: in the "
                      "lead, it counts the gold pips only", count="markers")
HIRED_ALL = Template("hire.all", "{who:faction} {who:faction|sg=gains|pl=gain} {hireling:card} with {markers} control marker: not in the "
                     "lead, it counts all the pips",
                     plural="{who:faction} {who:faction|sg=gains|pl=gain} {hireling:card} with {markers} control markers: not in the "
                     "lead, it counts all the pips", count="markers")
HIRE_DONE = Template("action.hire", "{who:faction} {who:faction|sg=gains|pl=gain} {hireling:faction} (roll: {pips} pip, {gold} gold)",
                     plural="{who:faction} {who:faction|sg=gains|pl=gain} {hireling:faction} (roll: {pips} pips, {gold} gold)",
                     count="pips")
UNCONTROLLED = Template("control.uncontrolled", "{hireling:faction} {hireling:faction|sg=is|pl=are} controlled by nobody; its pieces count for itself in rule")


# An action, and what it holds (the requests), is a record (rootboard.records): a command that
# makes one (`move`) pays microseconds for each class, where a dataclass compiles its methods
# at every start and the dataclasses module brings inspect, ast and dis with it. A dataclass
# is still read the same way, by its fields, without this module importing dataclasses: if no
# one imported that module, no value is a dataclass.


def _dataclasses():
    return sys.modules.get("dataclasses")


def is_record(value) -> bool:
    """A rootboard record or a dataclass (class or instance)."""
    if hasattr(value, "__record_fields__"):
        return True
    dataclasses = _dataclasses()
    return dataclasses is not None and dataclasses.is_dataclass(value)


def fields_of_record(value) -> tuple:
    """The fields of a record or a dataclass (class or instance), in order."""
    return records.fields(value) if hasattr(value, "__record_fields__") else _dataclasses().fields(value)


def _required(f) -> bool:
    """Whether a field (a record's or a dataclass's) has neither a default nor a factory."""
    missing = (records.MISSING, getattr(_dataclasses(), "MISSING", records.MISSING))
    return any(f.default is m for m in missing) and any(f.default_factory is m for m in missing)


def _json_fields(value) -> dict:
    """A record's fields as a dict, one level deep: json.dumps asks again for a nested one
    (dataclasses.asdict would deep-copy every value first, only for json to copy it again)."""
    return {name: getattr(value, name) for name in _field_names(value)}


# Each record class's field names, in order, found once: a replayed log writes its actions
# and the requests in them into its history some 530 times (issue 32), where asking the
# record (or dataclasses) for its fields at each one cost more than the copying.
_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def _fields_read_back(value, data: dict) -> dict:
    """``data`` with the fields of ``value`` (a record) added as a file reads them back: what
    ``read_back(_json_fields(value), default=_json_fields)`` gives, in one pass. Most fields
    are names, counts and flags, their own read-back; a request (a record whose fields are
    planned: read back once, it is planned) is made the same way; anything else (a tuple) is
    read back."""
    for name in _field_names(value):
        item = getattr(value, name)
        kind = type(item)
        if kind in SCALARS:
            data[name] = item
        elif kind in _FIELD_NAMES:
            data[name] = _fields_read_back(item, {})
        else:
            data[name] = read_back(item, _json_fields)
    return data


def _field_names(value) -> tuple[str, ...]:
    """The names of the fields of ``value``, a record or a dataclass instance; TypeError for
    anything else (json.dumps's ``default``: what JSON cannot hold)."""
    names = _FIELD_NAMES.get(type(value))
    if names is None:
        if not is_record(value) or isinstance(value, type):
            raise TypeError(f"{type(value).__name__} is not JSON data")
        names = _FIELD_NAMES[type(value)] = tuple(f.name for f in fields_of_record(value))
    return names


class Action:
    kind = "action"

    def check(self, state: GameState) -> Verdict:
        raise NotImplementedError

    def edits(self, state: GameState) -> list[Edit]:
        raise NotImplementedError

    def earlier_edits(self, state: GameState) -> list[list[Edit]]:
        """The edits earlier releases made for it on ``state``, where they differ from today's
        (a marker kept in another form): a game file's entry written then is read as written
        (rootboard.gamefile.file), so the game still opens. None by default."""
        return []

    def judged(self, state: GameState) -> tuple[Verdict, Callable[[], list[Edit]]]:
        """Its verdict on ``state``, and how to get its edits there (called only while ``state``
        is unchanged): an action whose check and edits share one costly work (a battle's
        resolution, 4.3) does it once."""
        return self.check(state), lambda: self.edits(state)

    def describe(self, law) -> Message:
        """What the log says this action did (``law``: the Law it was played under)."""
        raise NotImplementedError

    def describe_played(self, law, edits: list[Edit], who: str) -> Message:
        """What the log says this action did when ``who`` was on turn and it made ``edits``:
        for an action whose words need the turn or the phase (ending a turn, a phase)."""
        return self.describe(law)

    def to_json(self) -> dict:
        """The action as data: ``{"type": kind, field: value, ...}`` (requests as objects), as
        a file reads it back: ``read_back({"type": kind, **fields}, default=_json_fields)``,
        made in one pass (issue 32)."""
        return _fields_read_back(self, {"type": self.kind})

    def piece_owner(self) -> str | None:
        """Whose piece its ``piece`` field names, when not its ``faction``'s (a game file's
        reader checks that it is one of that faction's pieces)."""
        return None



def read_action(data: Any, law) -> Action:
    """The inverse of :meth:`Action.to_json` for the kinds of ``law`` (a Law), strictly typed:
    a GameFormatError naming the field that is missing, unknown or of the wrong type (no value
    is ever coerced), whose file and element the game file's reader gives."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise _unreadable(NOT_AN_ACTION())
    kind = law.action(data["type"])
    if kind is None:
        raise _unreadable(UNKNOWN_ACTION(kind=data["type"], kinds=sorted(law.actions)))
    return _decode(kind, {k: v for k, v in data.items() if k != "type"}, data["type"])


@record(frozen=True)
class Place(Action):
    request: PieceRequest
    kind = "place"

    def __init__(self, request: PieceRequest):
        # Its own, as rootboard.records allows (and Remove, Move, EndTurn): the actions a replay
        # makes by the hundred (issue 32).
        self.__dict__["request"] = request

    def check(self, state):
        return check_place(state, self.request)

    def edits(self, state):
        r = self.request
        edits = [shift((r.faction, rules_for(state)[r.faction].piece(r.piece).name), SUPPLY, r.where, r.count)]
        if r.face_up and r.where not in state.face_up:
            edits.append(state.set_edit("face_up", state.face_up | {r.where}))
        return edits

    def describe(self, law):
        r = self.request
        if r.face_up:
            return PLACE_UP_DONE("16.6.19", who=r.faction, count=r.count, piece=r.piece, where=r.where)
        hidden = law[r.faction].piece(r.piece).face_down if r.faction in law else None
        # A piece placed face down is told by the name the table sees it by (13.5.2): the log
        # is on the screen the whole table sees.
        return PLACE_DONE("16.6.19", who=r.faction, count=r.count, piece=hidden or r.piece, where=r.where)


@record(frozen=True)
class Remove(Action):
    request: PieceRequest
    by: str | None = None  # who removes, when the table says: a hireling scores nothing (16.4.3.VI)
    kind = "remove"

    def __init__(self, request: PieceRequest, by: str | None = None):
        self.__dict__.update(request=request, by=by)  # its own, as Place's

    def to_json(self) -> dict:
        data = super().to_json()
        if self.by is None:
            del data["by"]  # as files written before removers were named
        return data

    def check(self, state):
        return check_remove(state, self.request, self.by)

    def edits(self, state):
        r = self.request
        # Its owner's rules asked once for the piece, where it goes (16.6.22: its owner's supply,
        # or out of the game) and what else its removal changes: a battle's every hit is one
        # (issue 32).
        owner = rules_for(state)[r.faction]
        piece = owner.piece(r.piece)
        edits = [shift((r.faction, piece.name), r.where, owner.removed_to(piece.name), r.count)]
        if piece.face_down and r.where in state.face_up:
            edits.append(state.set_edit("face_up", state.face_up - {r.where}))
        return edits + owner.removal_edits(state, r, self.by)

    def describe(self, law):
        r = self.request
        return REMOVED("16.6.22", who=r.faction, count=r.count, piece=r.piece, where=r.where)

    def describe_played(self, law, edits, who):
        # A plot removed face down stays unnamed in the log the table reads (13.2.2): its
        # removal turned no face-up mark off (edits above), so it was face down.
        r = self.request
        piece = law[r.faction].piece(r.piece)
        if piece.face_down and not any(e.op == "set" and e.args[0] == "face_up" for e in edits):
            return REMOVED("16.6.22", who=r.faction, count=r.count, piece=piece.face_down, where=r.where)
        return self.describe(law)


@record(frozen=True)
class Move(Action):
    request: MoveRequest
    kind = "move"

    def __init__(self, request: MoveRequest):
        self.__dict__["request"] = request  # its own, as Place's

    def check(self, state):
        verdict = check_move(state, self.request)
        if verdict.legal and state.phase_tracked:
            owner = rules_for(state)[mover(state, self.request).faction].turn_owner(state)
            if owner != state.current:  # a faction moves in its own turn (1.4.1)
                return illegal(OUT_OF_TURN("1.4.1", "4.2", who=self.request.faction, current=state.current,
                                           phase=state.phase))
        return verdict

    def edits(self, state):
        m = mover(state, self.request)
        name = rules_for(state)[m.faction].piece(m.kind).name
        edits = [shift((m.faction, name), m.origin, m.destination, m.count)]
        for carried in sorted(set(m.carry)):
            edits.append(shift((m.faction, carried), m.origin, m.destination, m.carry.count(carried)))
        return edits + move_edits(state, m)  # the Ferry along; what the move costs the mover (boots)

    def describe(self, law):
        m = self.request
        template, section = (SLIP_DONE, "9.4.2") if m.slip else (FERRY_DONE, "16.2.2.V") if m.ferry else (MOVE_DONE, "4.2")
        piece = m.piece or law[m.faction].default_mover()
        move = template(section, who=m.faction, count=m.count, piece=piece, at=m.origin, to=m.destination)
        return CARRYING(*move.sections, move=move, relics=list(m.carry)) if m.carry else move


@record(frozen=True)
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
            raise BadInput(NO_PATH(map=board.title, a=self.a, b=self.b))
        ends = dict(a=self.a, b=self.b)
        if not path.closed:
            return illegal(NEVER_CLOSED("16.2.3.II", "16.2.3.I", **ends))
        if self.key not in state.closed_paths:
            return illegal(MARKER_GONE("16.2.3.III", **ends))
        who = state.current
        if state.phase_tracked and state.phase != "daylight":
            return illegal(PATH_IN_DAYLIGHT("16.2.3.III", who=who, phase=state.phase))
        if "open-path" in state.used:
            return illegal(PATH_ONCE("16.2.3.III", who=who))
        own = rules_for(state)[state.current]
        if not any(state.count(c, (own.id, p.name)) for c in self.key for p in own.pieces if p.kind != "item"):
            return illegal(PATH_NO_PIECE("16.2.3.III", "16.4.3.III", who=who, **ends))
        daylight = None if state.phase_tracked else DAYLIGHT_ASSUMED("16.2.3.III")
        _, markers = hirelings.score_edits(state, who, 1)
        return legal(PATH_OPENED("16.2.3.III", who=who, **ends), SPEND_CARD("16.2.3.III"), daylight, *markers)

    def edits(self, state):
        return [state.set_edit("closed_paths", state.closed_paths - {self.key}),
                state.set_edit("used", state.used | {"open-path"}),
                *hirelings.score_edits(state, state.current, 1)[0]]

    def describe(self, law):
        return OPEN_PATH_DONE("16.2.3.III", a=self.a, b=self.b)

    def describe_played(self, law, edits, who):
        return OPENED_PATH("16.2.3.III", who=who, a=self.a, b=self.b)


def _unwalked(data: dict) -> dict:
    """An action of the turn as data, ``walk`` said only when true: a file written before the
    turns were walked reads and writes back the same (rootboard.game.turns)."""
    if not data.get("walk"):
        data.pop("walk", None)
    return data


# The card table's rules an end of turn asks (the hand limit, the cards in play refreshed, a
# dominance won at the next Birdsong), imported at the first end of a turn of a game with cards:
# a game without cards never loads them (issue 32).
hand_limit = Later("rootboard.game.cards.hand_limit")
dominance = Later("rootboard.game.cards.dominance")
card_table = Later("rootboard.game.cards.table")


@record(frozen=True)
class EndTurn(Action):
    """The turn passes to the next faction (1.4). ``walk``: the steps of the turn left are passed
    first, each doing what it does on its own (the Evening's draws, rootboard.game.turns), when
    the table tracks its phases; a game file written before the turns were walked says False."""

    walk: bool = False
    kind = "end-turn"

    def __init__(self, walk: bool = False):
        self.__dict__["walk"] = walk  # its own, as Place's: the end of every turn, twice (issue 32)

    def to_json(self):
        return _unwalked(super().to_json())

    def pass_ruled(self, state: GameState) -> bool:
        """The Pass: ruling the Tower's clearing at the end of your Evening scores 1 VP (16.2.3.IV)."""
        # Who rules, without the words of why (asked at every end of a turn, and by the Rootlog's
        # reading of the Pass: the counts' words were made to be dropped, issue 32).
        return state.tower is not None and ruler(state, state.tower) == state.current

    def judged(self, state):
        # What the turn's passing does (its edits, what they say, who wins by dominance) is
        # worked out once, for the verdict and the edits on the same position: the check and
        # the edits each worked it out again, and the check the hirelings' part twice more
        # (issue 32).
        passing = self._passing(state)
        return self._verdict(state, passing), lambda: self._edits(passing)

    def check(self, state):
        return self._verdict(state, self._passing(state))

    def edits(self, state):
        return self._edits(self._passing(state))

    def _verdict(self, state, passing):
        _, said, ruled, (_, won) = passing  # won: said in either mode, teach mode ends the turn anyway
        turn = dict(who=state.current, next=state.factions[(state.turn + 1) % len(state.factions)])
        not_yet = rules_for(state)[state.current].end_of_turn_refusal(state)  # the Vagabond's item limit (9.6.4)
        if not_yet is not None:
            return illegal(not_yet).with_notes(won)
        # What the hirelings hold the turn up for (16.4.1, 16.4.2.I): nothing in a game without them.
        blocked = hirelings.end_of_turn_block(state) if state.hirelings else None
        if blocked is not None:
            return illegal(blocked).with_notes(won)
        if state.phase_tracked and state.phase != PHASES[-1]:
            # Each turn is Birdsong, Daylight and Evening (1.4.1): ending it earlier skips the
            # rest of it, and ending it twice skips the next player's whole turn.
            return illegal(NOT_EVENING("1.4.1", who=state.current, phase=state.phase)).with_notes(won)
        if state.cards:  # a hand over five at the end of Evening (each faction's Evening; cards kept)
            over = hand_limit.over_hand_limit(state, state.current)
            if over is not None:
                return illegal(over).with_notes(won)
        notes = list(said)  # the Pass's hireling markers, then the control markers taken off
        law = rules_for(state)  # what a player still owes, said, never holding the turn up (12.2.3)
        # Asked only of the players whose rules owe anything (the Duchy's Price): every end of a turn asks.
        notes += [n for f in law.asked(state, "owed_notes") if f.id in state.factions for n in f.owed_notes(state)]
        notes.append(won)
        if ruled:
            return legal(ENDS_ON_PASS("16.2.3.IV", tower=state.tower, **turn), *notes)
        return legal(ENDS("1.4", **turn), *notes)

    def _passing(self, state):
        """The turn passing on ``state``: its edits (:meth:`_turn_edits`), what they say, whether
        the Pass is ruled (16.2.3.IV), and the next Birdsong's dominance victory (3.3.1): its
        edits and what is said of it, ([], None) without one."""
        edits, said, ruled = self._turn_passing(state)
        if not state.cards:
            return edits, said, ruled, ([], None)
        return edits, said, ruled, dominance.birdsong_victory(state, edits)

    @staticmethod
    def _edits(passing):
        edits, _, _, (won, _) = passing
        return [*edits, *won]  # the next faction's Birdsong begins: its dominance card may win it (3.3.1)

    def _turn_edits(self, state):
        """The turn passing to the next faction, its Birdsong beginning."""
        return self._turn_passing(state)[0]

    def _turn_passing(self, state):
        """:meth:`_turn_edits`, what the hirelings' part says, and whether the Pass is ruled."""
        edits, said = [], []
        ruled = self.pass_ruled(state)
        if ruled:
            scored, notes = hirelings.score_edits(state, state.current, 1)
            edits += scored
            said += notes
        # Control markers come off before the turn passes (16.4.1.III); they read the position
        # before the score above, which moves no control marker. A game without hirelings has
        # none: not asked at each end of its turns (issue 32).
        if state.hirelings:
            taken_off, notes = hirelings.end_of_turn(state)
            edits += taken_off
            said += notes
        known = rules_for(state).effects
        lasting = {fid: {e for e in effects if known[e].lasts != "this turn"} for fid, effects in state.effects.items()}
        nxt = (state.turn + 1) % len(state.factions)
        # Crafting pieces activated and persistent cards used this turn are fresh next turn (4.1.1).
        if state.cards:  # the cards in play used this turn are ready again (rootboard.game.cards.table)
            edits += card_table.refresh_edits(state)
        fresh = [("effects", lasting), ("used", set()), ("crafted", state.crafted.turn_over()), ("phase", PHASES[0]),
                 ("step", None), ("taken", {}), ("turn", nxt)]
        if nxt == 0:
            fresh.append(("round", state.round + 1))
        # A field the turn's passing leaves as it was sets nothing. Equal values have equal JSON,
        # so the edit (both values made JSON) is made only for a field whose value differs: most
        # ends of turns leave half of them as they were, and each edit was made to be dropped
        # below (issue 32). A value that differs in form only (an empty set of effects) is still
        # dropped by its JSON.
        edits += [state.set_edit(name, value) for name, value in fresh if getattr(state, name) != value]
        return [e for e in edits if e.op != "set" or e.args[1] != e.args[2]], said, ruled

    def describe(self, law):
        return END_TURN_DONE("1.4")

    def describe_played(self, law, edits, who):
        return ENDED_TURN("1.4", who=who)


@record(frozen=True)
class AdvancePhase(Action):
    """Birdsong, Daylight, Evening, in that order (1.4.1); ``phase`` None means the next one.
    ``walk``: the phase's steps left are passed first, each doing what it does on its own (the
    Marquise's Birdsong wood, rootboard.game.turns); False in a file written before."""

    phase: str | None = None
    walk: bool = False

    def to_json(self):
        return _unwalked(super().to_json())
    kind = "phase"

    def target(self, state: GameState) -> str | None:
        if self.phase is None:
            n = PHASES.index(state.phase) + 1
            return PHASES[n] if n < len(PHASES) else None
        return self.phase

    def check(self, state):
        target = self.target(state)
        if target is not None and target not in PHASES:
            raise BadInput(UNKNOWN_PHASE(phase=target, phases=list(PHASES)))
        if target is None:
            return impossible(LAST_PHASE("1.4.1"))
        if not state.phase_tracked:
            return legal(PHASE_TRACKED("1.4.1", who=state.current, phase=target))
        if PHASES.index(target) <= PHASES.index(state.phase):
            return illegal(PHASE_BACK("1.4.1", at=state.phase, to=target))
        return legal(PHASE_SET("1.4.1", who=state.current, phase=target))

    def edits(self, state):
        edits = [state.set_edit("phase", self.target(state))]
        if state.step is not None:  # a new phase begins at its first step (rootboard.game.turns)
            edits.append(state.set_edit("step", None))
        if not state.phase_tracked:  # from now on, phase-bound checks are enforced
            edits.append(state.set_edit("phase_tracked", True))
        return edits

    def describe(self, law):
        return PHASE_DONE("1.4.1", phase=self.phase) if self.phase else NEXT_PHASE_DONE("1.4.1")

    def describe_played(self, law, edits, who):
        phase = next((e for e in edits if e.op == "set" and e.args[0] == "phase"), None)
        if phase is None:
            return self.describe(law)
        return PHASE_PLAYED("1.4.1", who=who, at=phase.args[1], to=phase.args[2])


@record(frozen=True)
class Score(Action):
    faction: str
    points: int
    kind = "score"

    def check(self, state):
        if self.faction not in state.scores:
            raise BadInput(NO_SCORE(who=self.faction))
        _, notes = hirelings.score_edits(state, self.faction, self.points)
        return legal(SCORES("3.2", who=self.faction, points=self.points), *notes)

    def edits(self, state):
        return hirelings.score_edits(state, self.faction, self.points)[0]

    def describe(self, law):
        return SCORE_DONE("3.2", who=self.faction, points=self.points)


def toggled(groups: dict[str, set[str]], key: str, member: str, on: bool) -> dict[str, set[str]]:
    """A copy of ``groups`` with ``member`` added to (or taken from) ``groups[key]``."""
    result = {k: set(v) for k, v in groups.items()}
    group = result.setdefault(key, set())
    (group.add if on else group.discard)(member)
    return result


@record(frozen=True)
class SetEffect(Action):
    """A card or service the app cannot see: Boat Builders, Riverboats, mercenaries."""

    faction: str
    effect: str
    on: bool = True
    kind = "effect"

    def check(self, state):
        law = rules_for(state)
        effect = law.effects.get(self.effect)
        if effect is None:
            raise BadInput(UNKNOWN_EFFECT(effect=self.effect, effects=list(law.effects)))
        if self.faction not in state.factions:
            raise BadInput(NOT_IN_THIS_GAME(who=self.faction))
        if self.on and effect.seller is not None:  # a service, bought from the faction that sells it
            refused = law[effect.seller].sells(state, effect, self.faction)
            if refused is not None:
                return refused
        return legal((HAS_EFFECT if self.on else LOST_EFFECT)(effect.section, who=self.faction, effect=self.effect,
                                                              lasts=effect.lasts))

    def edits(self, state):
        return [state.set_edit("effects", toggled(state.effects, self.faction, self.effect, self.on))]

    def describe(self, law):
        effect = law.effects.get(self.effect)
        return (EFFECT_ON_DONE if self.on else EFFECT_OFF_DONE)(*((effect.section,) if effect else ()),
                                                                who=self.faction, effect=self.effect)


@record(frozen=True)
class Control(Action):
    """Who controls a hireling, set by hand (16.4.1); None: uncontrolled, it rules like a
    player (16.4.3.I). ``markers``: the control markers on its card, if the table says."""

    hireling: str
    controller: str | None
    markers: int | None = None
    kind = "control"

    def to_json(self) -> dict:
        data = super().to_json()
        if self.markers is None:
            del data["markers"]  # as files written before markers were tracked
        return data

    def check(self, state):
        if self.hireling not in state.hirelings:
            raise BadInput(NOT_A_HIRELING(hireling=self.hireling, hirelings=list(state.hirelings) or ["none"]))
        if self.controller is not None and self.controller not in state.factions:
            raise BadInput(NOT_IN_THIS_GAME(who=self.controller))
        if self.markers is not None and not 0 <= self.markers <= MAX_CONTROL_MARKERS:
            raise BadInput(MARKERS_RANGE(markers=self.markers, most=MAX_CONTROL_MARKERS))
        name = hirelings.title(state, self.hireling)
        if self.controller is None:
            return legal(UNCONTROLLED("16.4.3.I", hireling=name))
        gained = state.law[self.hireling].gained_notes(state, self.controller) \
            if state.controllers.get(self.hireling) != self.controller else []
        return legal(CONTROLLED("16.4.3.I", hireling=name, controller=self.controller), *gained)

    def edits(self, state):
        h = self.hireling
        edits = [state.set_edit("controllers", {**state.controllers, h: self.controller})]
        markers = {k: v for k, v in state.control_markers.items() if k != h}
        if self.controller is not None and self.markers is not None:
            markers[h] = self.markers
            edits.append(state.set_edit("gained", {**state.gained, h: state.turn_number}))
        elif self.controller is not None and h in state.control_markers:
            markers[h] = state.control_markers[h]
        edits += [state.set_edit("control_markers", markers), state.set_edit("to_roll", state.to_roll - {h})]
        return [e for e in edits if e.args[1] != e.args[2]]

    def describe(self, law):
        return CONTROL_DONE("16.4.1", hireling=self.hireling, controller=self.controller)


@record(frozen=True)
class Hire(Action):
    """A player gains a hireling and rolls for control (16.4.1.I-II): from the supply, with a
    hireling marker it holds, at the end of its turn; or one passed to it (16.4.1.III).
    ``pips`` and ``gold``: what the table's control die shows (all pips, gold pips)."""

    hireling: str
    faction: str
    pips: int
    gold: int
    kind = "hire"

    def check(self, state):
        if self.hireling not in state.hirelings or not hirelings.is_named(self.hireling):
            named = [h for h in state.hirelings if hirelings.is_named(h)] or ["none"]
            raise BadInput(NOT_A_HIRELING(hireling=self.hireling, hirelings=named))
        if self.faction not in state.factions:
            raise BadInput(NOT_IN_THIS_GAME(who=self.faction))
        if not 0 <= self.gold <= self.pips <= MAX_CONTROL_MARKERS:
            raise BadInput(ROLL_RANGE(pips=self.pips, gold=self.gold, most=MAX_CONTROL_MARKERS))
        name = hirelings.showing(state, self.hireling)  # the side showing, named by its card term
        controller = state.controllers.get(self.hireling)
        passed = self.hireling in state.to_roll and controller == self.faction
        if not passed:
            if controller is not None:
                return illegal(HIRE_CONTROLLED("16.4.1.I", hireling=name, controller=controller))
            if not state.hireling_markers.get(self.faction):
                return illegal(HIRE_NO_MARKER("16.4.1.I", who=self.faction, hireling=name))
        n = hirelings.control_markers(state, self.faction, self.pips, self.gold)
        template = HIRED_GOLD if hirelings.leads(state, self.faction) else HIRED_ALL
        return legal(template("16.4.1.III" if passed else "16.4.1.I", "16.4.1.II", who=self.faction,
                              hireling=name, markers=n), *state.law[self.hireling].gained_notes(state, self.faction))

    def edits(self, state):
        h, fid = self.hireling, self.faction
        n = hirelings.control_markers(state, fid, self.pips, self.gold)
        edits = [state.set_edit("controllers", {**state.controllers, h: fid}),
                 state.set_edit("control_markers", {**state.control_markers, h: n}),
                 state.set_edit("gained", {**state.gained, h: state.turn_number})]
        if h in state.to_roll:
            edits.append(state.set_edit("to_roll", state.to_roll - {h}))
        elif state.hireling_markers.get(fid):  # the marker is flipped: it is spent (16.4.1.I)
            markers = {k: list(v) for k, v in state.hireling_markers.items()}
            markers[fid] = markers[fid][1:]
            edits.append(state.set_edit("hireling_markers", markers))
        # (in teach mode a player with no marker may hire anyway: there is no marker to spend)
        return [e for e in edits if e.args[1] != e.args[2]]

    def describe(self, law):
        return HIRE_DONE("16.4.1", who=self.faction, hireling=self.hireling, pips=self.pips, gold=self.gold)


#: Everyone's actions (each faction lists its own: Faction.actions); the Law knows them all.
GENERIC = (Place, Remove, Move, OpenPath, EndTurn, AdvancePhase, Score, SetEffect, Control, Hire)


# --- reading actions back: strictly typed ------------------------------------------------------

def _unreadable(problem: Message) -> GameFormatError:
    return GameFormatError("", "", problem)


def _decode(cls: type, data: dict, where: str):
    """``cls(**data)`` for a record (or a dataclass), each value checked against the field's type."""
    hints, fields = _fields_of(cls)
    extra = set(data) - set(fields)
    if extra:
        raise _unreadable(UNKNOWN_FIELDS(field=where, names=sorted(extra)))
    values = {}
    for name, f in fields.items():
        if name not in data:
            if _required(f):
                raise _unreadable(MISSING_FIELD(field=where, name=name))
            continue
        values[name] = _value(hints[name], data[name], f"{where}.{name}")
    return cls(**values)


@functools.lru_cache(maxsize=None)
def _fields_of(cls: type) -> tuple[dict, dict]:
    """A record's field types and fields, worked out once per class (evaluating the
    annotations' strings anew at every call was most of reading a long history, measured)."""
    fields = {f.name: f for f in fields_of_record(cls)}
    return _field_types(cls, fields), fields


def _field_types(cls: type, fields) -> dict:
    """The types of ``fields`` of ``cls``: each annotation (a string: the modules here have
    ``from __future__ import annotations``) evaluated in the module and the class that
    declare it, as :func:`typing.get_type_hints` does, without importing typing: reading a
    game file's actions back is part of a command's start (issue 32)."""
    found = {}
    for klass in reversed(cls.__mro__):
        module = vars(sys.modules[klass.__module__])
        for name, annotation in vars(klass).get("__annotations__", {}).items():
            if name in fields:
                found[name] = eval(annotation, module, dict(vars(klass))) if isinstance(annotation, str) else annotation
    return found


def _options(hint) -> tuple | None:
    """The types of a union (``str | None``, or typing's ``Optional[str]``), else None."""
    if isinstance(hint, types.UnionType):
        return hint.__args__
    typing = sys.modules.get("typing")  # a typing.Union is made only where typing was imported
    if typing is not None and getattr(hint, "__origin__", None) is typing.Union:
        return hint.__args__
    return None


def _value(hint, value, where: str):
    options = _options(hint)
    if options is not None:
        for option in options:
            try:
                return _value(option, value, where)
            except ValueError:
                continue
        raise _unreadable(NOT_EITHER(field=where, shown=json.dumps(value)[:60], expected=_hint_words(hint)))
    if getattr(hint, "__origin__", None) is tuple:  # tuple[str, ...]
        (item, _) = hint.__args__
        if not isinstance(value, list):
            raise _unreadable(EXPECTED(field=where, expected=json_words.kind_words("array"), shown=json.dumps(value)[:60]))
        return tuple(_value(item, v, f"{where}[{i}]") for i, v in enumerate(value))
    if hint is type(None):
        if value is not None:
            raise _unreadable(EXPECTED_NULL(field=where))
        return None
    if is_record(hint):
        if not isinstance(value, dict):
            raise _unreadable(EXPECTED(field=where, expected=json_words.kind_words("object"), shown=json.dumps(value)[:60]))
        return _decode(hint, value, where)
    if hint in (str, int, bool):
        # type(), not isinstance(): true is not 1, and 1.0 is not 1
        if type(value) is not hint:
            raise _unreadable(EXPECTED(field=where, expected=_hint_words(hint), shown=json.dumps(value)[:60]))
        return value
    raise TypeError(f"{where}: no reader for {hint!r}")


def _json_kinds(hint) -> list[str]:
    """The JSON kinds a field's type reads: ["string", "null"] for ``str | None``."""
    options = _options(hint)
    if options is not None:
        return [k for h in options for k in _json_kinds(h)]
    if getattr(hint, "__origin__", None) is tuple:
        return ["array"]
    return [{str: "string", int: "integer", bool: "boolean", type(None): "null"}.get(hint, "object")]


def _hint_words(hint) -> Message:
    return json_words.kind_words(_json_kinds(hint))
