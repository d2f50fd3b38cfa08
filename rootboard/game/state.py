"""What stands where: the game state as pure data, and its edits.

Pieces are counted per location: a clearing, a forest, the Burrow (12.2.2), a faction's
supply (16.6.30), or out of the game (the keep, 6.2.2; trade posts, 11.2.5.I; explored
ruins, 9.5.3). Every change goes through an :class:`Edit`, so pieces can only be shifted,
never created or lost, and every edit can be inverted (undo, redo).

A GameState is given its board's :class:`Topology` and the :class:`~rootboard.game.law.Law`
it is played under when it is made (``rootboard.game.newgame``) or read (``rootboard.loading``):
rule checks ask for them constantly and never touch the disk. The file format lives in
:mod:`rootboard.gamefile.file`. No Qt here.
"""

from __future__ import annotations

import json
from rootboard.later import Later
from rootboard.records import field, record

from rootboard.board.terms import area_name  # noqa: F401  (re-exported: how sentences name an area)
from rootboard.board.topology import BURROW, AreaId, Topology, area_sort_key
from rootboard.errors import BadInput, StateError
from rootboard.game.crafted import Crafted
from rootboard.game.law import Law
from rootboard.game.kinds import MAP, OUT, SUPPLY
from rootboard.messages import Message, Template

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at every start (issue 32)
if TYPE_CHECKING:
    from typing import Any, Iterable

FORMAT_NAME = "rootboard-game"
FORMAT_VERSION = 2  # the version written; gamefile also reads 1

Location = AreaId | str
PieceKey = tuple[str, str]  # (faction, piece)

NO_BURROW = Template("input.no-burrow", "the Burrow exists only when the Underground Duchy plays")
# An edit that does not fit the state (a game file whose history does not fit its position).
# ``shown`` is the edit as JSON; ``old`` a field's value as JSON.
NOT_AN_EDIT = Template("state.not-an-edit", "not an edit: {shown}")
EDIT_ARITY = Template("state.edit-arity", "edit {op!r} needs {n} argument", plural="edit {op!r} needs {n} arguments",
                      count="n")
EDIT_FAILED = Template("state.edit-failed", "the edit cannot be made: {detail}")  # Python's words for a malformed one
CANNOT_SHIFT = Template("state.cannot-shift", "cannot shift {n!r} pieces")
NOT_AN_AREA = Template("state.not-an-area", "{area!r} is not an area of this map")
TOO_FEW = Template("state.too-few", "{n} {who:faction} {piece:piece} needed in {where}, {have} there",
                   plural="{n} {who:faction} {piece:pieces} needed in {where}, {have} there", count="n")
UNKNOWN_FIELD = Template("state.unknown-field", "unknown field {name!r}")
FIELD_IS_NOT = Template("state.field-is-not", "field {name} is not {old}")
ROUND_RANGE = Template("state.round-range", "a round is 1 to {most} (a game file holds no other)")
NO_SCORE = Template("state.no-score", "{who:faction} {who:faction|sg=has|pl=have} no score")
SCORE_RANGE = Template("state.score-range", "a score stays within -{most} to {most} (a game file holds no other)")
UNKNOWN_EDIT = Template("state.unknown-edit", "unknown edit {op!r}")
IN_SUPPLY = Template("state.location.supply", "the supply")
OUT_OF_GAME = Template("state.location.out", "out of the game")

PHASES = ("birdsong", "daylight", "evening")  # 1.4.1
# The ranges a game file allows (maps/schema/rootboard-game.schema.json): an edit that would
# leave them is refused, so no game can be saved that would not open again.
SCORE_LIMIT = 999
ROUND_LIMIT = 9999
CLOSED_PATH_MARKER = "closed-path"  # tracked in GameState.closed_paths, not in areas


# --- edits ---------------------------------------------------------------------------------

@record(frozen=True)
class Edit:
    """One reversible change. ``op`` is 'shift' (pieces), 'set' (a field), 'score' or 'card'.

    shift: args = (faction, piece, source, destination, count)
    set:   args = (field, old JSON value, new JSON value)
    score: args = (faction, delta)
    card:  args = (card id or None, source place, destination place) (rootboard.game.cards.places)
    """

    op: str
    args: tuple

    def __init__(self, op: str, args: tuple):  # made by the thousand as a long history is read
        self.__dict__.update(op=op, args=args)

    def inverse(self) -> "Edit":
        if self.op == "shift":
            f, p, src, dst, n = self.args
            return Edit("shift", (f, p, dst, src, n))
        if self.op == "set":
            name, old, new = self.args
            return Edit("set", (name, new, old))
        if self.op == "card":
            card, src, dst = self.args
            return Edit("card", (card, dst, src))
        f, delta = self.args
        return Edit("score", (f, -delta))

    def to_json(self) -> list:
        return [self.op, *self.args]

    @classmethod
    def from_json(cls, data: Any) -> "Edit":
        if not isinstance(data, list) or not data or data[0] not in _EDIT_ARITY:
            raise StateError(NOT_AN_EDIT(shown=json.dumps(data)[:80]))
        if len(data) != _EDIT_ARITY[data[0]] + 1:
            raise StateError(EDIT_ARITY(op=data[0], n=_EDIT_ARITY[data[0]]))
        return cls(data[0], tuple(data[1:]))


_EDIT_ARITY = {"shift": 5, "set": 3, "score": 2, "card": 3}


def shift(key: PieceKey, source: Location, destination: Location, count: int) -> Edit:
    return Edit("shift", (key[0], key[1], source, destination, count))


def _location(where: Location) -> Message | str:
    """How an error names a location: an area by its term, the supply and out in words."""
    if where == SUPPLY:
        return IN_SUPPLY()
    if where == OUT:
        return OUT_OF_GAME()
    return AREA(area=where)


AREA = Template("state.location.area", "{area:area}")


# --- fields that 'set' edits change, with their JSON form -----------------------------------

def _sorted_areas(values: Iterable) -> list:
    return sorted(values, key=area_sort_key)


FIELD_CODECS = {
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
    # Hirelings (16.4.1): which are on their demoted side (16.1.6.II); control markers on each
    # card; the turn number (GameState.turn_number) each was gained on; where the hireling
    # markers are: "track" (still on 4, 8, 12 of the score track, 16.1.6.IV) or a faction
    # holding them below its Evening, not yet flipped (16.4.1.I).
    "demoted": (sorted, set),
    "control_markers": (lambda v: dict(sorted(v.items())), dict),
    "gained": (lambda v: dict(sorted(v.items())), dict),
    "hireling_markers": (lambda v: {k: sorted(s) for k, s in sorted(v.items()) if s},
                         lambda v: {k: list(s) for k, s in v.items()}),
    "to_roll": (sorted, set),  # hirelings passed on whose new controller has yet to roll (16.4.1.III)
    # The factions' own boards (the Vagabond's, rootboard.game.factions.vagabond): each read
    # back by its faction (GameState.field_from_json); and the items taken from each ruin (9.5.3).
    "vagabonds": (lambda v: {fid: b.to_json() for fid, b in sorted(v.items())}, None),
    "explored": (lambda v: {str(k): list(s) for k, s in sorted(v.items()) if s},
                 lambda v: {int(k): list(s) for k, s in v.items()}),
    # Who won (rootboard.game.victory): {"faction", "kind": "points" or "dominance", "with":
    # coalition partners}, or None while the game goes on (3.1, 3.3.1, 9.2.8).
    "winner": (lambda v: None if v is None else {"faction": v["faction"], "kind": v["kind"], "with": list(v["with"])},
               lambda v: None if v is None else {"faction": v["faction"], "kind": v["kind"], "with": list(v["with"])}),
    # What crafting left on the table (4.1): pieces activated this turn, Crafted Items boxes,
    # items taken from the supply, persistent cards in play (rootboard.game.crafted).
    "crafted": (lambda v: v.to_json(), Crafted.from_json),
    # The Vagabond -> the player he formed a coalition with by activating a dominance card (9.2.8).
    "coalitions": (lambda v: dict(sorted(v.items())), dict),
    # The turn's step within its phase (rootboard.game.turns; None: the phase's first step) and
    # how many actions each step has taken this turn (the Marquise's three, 6.5).
    "step": (lambda v: v, lambda v: v),
    "taken": (lambda v: dict(sorted(v.items())), dict),
    # Faction -> its own board as JSON, kept and read by its room (the Eyrie's leader and Decree,
    # 7.2; the Alliance's officers, 8.2): each faction's board rules are its own.
    "boards": (lambda v: {f: _clone(b) for f, b in sorted(v.items()) if b}, lambda v: {f: _clone(b) for f, b in v.items()}),
}
# Each field's JSON form as a 'set' edit's old value is compared with it: the form
# FIELD_CODECS writes, but where that is a copy, a form equal to it read without copying. The
# factions' boards are JSON already, and a board set (the Eyrie's Decree, the Alliance's
# officers, the Duchy's ministers) cloned every board to compare them, some ninety times a
# replay of the 476-action log (issue 32). Every field is here, so that a 'set' edit finds its
# field and its form in one lookup.
_COMPARED_AS = {name: to_json for name, (to_json, _) in FIELD_CODECS.items()}
_COMPARED_AS["boards"] = lambda v: {f: b for f, b in v.items() if b}
# Each field's JSON form in a 'set' edit made by GameState.set_edit: the form FIELD_CODECS
# writes, but the factions' boards each as it is, not cloned. A board is JSON that only a 'set'
# edit replaces, whole, and no one changes in place (each room makes a new board, rootboard.game.
# factions), so an edit's values need no copy of their own: applying the edit gives the state
# its own copy (field_from_json) and recording it gives the history its own (rootboard.game.
# replay.record). Two copies of every faction's board made to be dropped at each board set,
# the Eyrie's Decree, the Alliance's officers, the Duchy's ministers (issue 32).
_EDITED_AS = {**_COMPARED_AS, "boards": lambda v: {f: b for f, b in sorted(v.items()) if b}}
TRACK = "track"  # hireling markers still on the score track (16.1.6.IV)

# The card table's places (rootboard.game.cards.places), imported at the first card edit a
# game applies: a game without cards never loads them, and a replayed log's five hundred card
# edits do not each pay a function's import (issue 32).
card_places = Later("rootboard.game.cards.places")


# --- the state ------------------------------------------------------------------------------

@record
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
    effects: dict[str, set[str]] = field(default_factory=dict)  # faction -> effects in force (Law.effects)
    controllers: dict[str, str | None] = field(default_factory=dict)  # hireling -> controller (16.4)
    demoted: set[str] = field(default_factory=set)  # hirelings on their demoted side (16.1.6.II)
    control_markers: dict[str, int] = field(default_factory=dict)  # hireling -> markers on its card (16.4.1.II)
    gained: dict[str, int] = field(default_factory=dict)  # hireling -> turn_number it was gained on
    hireling_markers: dict[str, list[int]] = field(default_factory=dict)  # "track" or faction -> markers
    to_roll: set[str] = field(default_factory=set)  # passed on, the new controller to roll (16.4.1.III)
    # Faction -> its board (the Vagabond's, game/factions/vagabond); a Vagabond without one has
    # no known items.
    vagabonds: dict = field(default_factory=dict)
    explored: dict[int, list[str]] = field(default_factory=dict)  # ruin clearing -> items taken (9.5.3)
    winner: dict | None = None  # who won, and how (rootboard.game.victory; 3.1, 3.3.1)
    crafted: Crafted = field(default_factory=Crafted)  # what crafting left on the table (4.1)
    coalitions: dict[str, str] = field(default_factory=dict)  # Vagabond -> his coalition partner (9.2.8)
    step: str | None = None  # the step of the phase on (rootboard.game.turns); None: its first
    taken: dict[str, int] = field(default_factory=dict)  # step -> actions taken at it this turn
    boards: dict[str, dict] = field(default_factory=dict)  # faction -> its own board (its room reads it)
    history: list[dict] = field(default_factory=list)  # applied, then undone (redo) entries
    cursor: int = 0  # history[:cursor] is applied
    # How the game was set up, as the file records it (rootboard.setup.record), or None for a
    # game started without a setup: what play needs from setup (homelands, characters).
    setup: dict | None = None
    # The deck played with (16.1.2: the standard deck, or the Exiles and Partisans deck), and
    # the cards at the table as JSON (rootboard.game.cards.table; {}: no card kept yet).
    deck: str = "standard"
    cards: dict = field(default_factory=dict)
    # Faction -> the name of who plays it, as the table gave it (rootboard.game.players); no rule reads it.
    players: dict[str, str] = field(default_factory=dict)
    # Faction -> the settings of the bot that plays its seat (rootboard.game.bots: "bot",
    # "difficulty", "traits"); the game's Law then has the bot's faction at that seat.
    bots: dict[str, dict] = field(default_factory=dict)
    # The board and the Law, given when the game is made or read: never looked up during play.
    topology: Topology | None = field(default=None, compare=False, repr=False)
    law: Law | None = field(default=None, compare=False, repr=False)
    # A map file that is not shipped: the SHA-256 of the bytes the game was made or read on.
    map_digest: str | None = field(default=None, compare=False)

    # Kept beside the fields, not one of them (no argument, no part of equality, the repr or the
    # game file): the card table's count of cards outside its draw pile, as (the table ``cards``
    # it counts, the count), or None until counted. Kept and read by rootboard.game.cards.places
    # (outside_draw_pile, move_card), only with the very table it counts: a table replaced (a
    # card moved, cards set by hand) or cloned by a copy is counted again, or carried by the copy
    # with its clone (_copied). Asked at every card drawn and reshuffle checked (issue 32).
    cards_outside = None

    def __post_init__(self):
        if not isinstance(self.topology, Topology):
            raise TypeError("a GameState is given the Topology of its map (topology=...)")
        if not isinstance(self.law, Law):
            raise TypeError("a GameState is given the Law it is played under (law=...)")

    # --- derived ---------------------------------------------------------------------------

    @property
    def current(self) -> str:
        """The faction whose turn it is."""
        return self.factions[self.turn]

    @property
    def turn_number(self) -> int:
        """Turns taken before this one, counted over the whole game (0 on the first turn)."""
        return (self.round - 1) * len(self.factions) + self.turn

    @property
    def in_game(self) -> list[str]:
        return [*self.factions, *self.hirelings]

    @property
    def extra_areas(self) -> tuple[str, ...]:
        """Areas off the printed board that the factions of this game bring (the Burrow, 12.2.2)."""
        return tuple(a for f in self.in_game for a in self.law[f].areas)

    def parse_area(self, text: str | int) -> Location:
        """A clearing number, forest id, path "A-B" or an area a faction brings ('burrow');
        BadInput otherwise."""
        from rootboard.board.terms import typed_area  # words of the run's language: "open plek 3", "la Madriguera"

        text = typed_area(text)
        if str(text).strip().lower() == BURROW:
            if BURROW not in self.extra_areas:
                raise BadInput(NO_BURROW("12.2.2"))
            return BURROW
        return self.topology.parse_area(text)

    def count(self, where: Location, key: PieceKey) -> int:
        return self.areas.get(where, {}).get(key, 0)

    def pieces_at(self, where: Location) -> dict[PieceKey, int]:
        return self.areas.get(where, {})

    def where_is(self, key: PieceKey) -> list[Location]:
        return [a for a, pieces in self.areas.items() if pieces.get(key)]

    def first_where(self, key: PieceKey) -> Location | None:
        """The first area of :meth:`where_is`, or None, without looking further: the Tower is
        asked for at every end of a turn (the Pass, 16.2.3.IV), and most maps have none."""
        for area, pieces in self.areas.items():
            if pieces.get(key):
                return area
        return None

    @property
    def ferry(self) -> int | None:
        return self.first_where((MAP, "ferry"))

    @property
    def tower(self) -> int | None:
        return self.first_where((MAP, "tower"))

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
            entries.sort(key=lambda e: (order.get(e[0], 99), _piece_order(self.law, e[0], e[1])))
            if entries:
                result[area] = entries
        return result

    @property
    def burrow_in_play(self) -> bool:
        """The Burrow exists when a faction that brings it plays (the Duchy, 12.2.2)."""
        return BURROW in self.extra_areas

    def burrow(self) -> list[tuple[str, str, int]]:
        return [(f, p, n) for (f, p), n in self.areas.get(BURROW, {}).items() if n > 0]

    def inventory(self) -> dict[PieceKey, int]:
        """Every piece in this game and how many exist (1.5.1); map pieces per this board."""
        board = self.topology.board
        result = {}
        for fid in self.in_game:
            for p in self.law[fid].pieces:
                result[(fid, p.name)] = p.count
        for p in self.law.map.pieces:
            if p.name != CLOSED_PATH_MARKER:
                result[(MAP, p.name)] = p.count
        result[(MAP, "ruin")] = sum(c.ruins for c in board.clearings.values())
        return result

    def total(self, key: PieceKey) -> int:
        on_map = sum(pieces.get(key, 0) for pieces in self.areas.values())
        return on_map + self.supply.get(key, 0) + self.out.get(key, 0)

    # --- what the rules work out of the position, kept while it stands (issue 34) -------------
    def remembering(self) -> "Remembering":
        """A ``with`` block in which what the rules work out of this position (who rules each
        clearing, 2.5; what each faction's rules derive from it) is kept until an edit changes
        the position: the options judge a hundred candidate actions on one position, and each
        asked the same questions of it again. Outside such a block nothing is kept, so a
        position arranged by hand (a test setting a controller) is never judged by stale facts;
        inside it, every change goes through :meth:`apply` (an undo through :meth:`revert`),
        which forgets what was kept."""
        return Remembering(self)

    # --- what the rooms keep of the history, as it grows -----------------------------------------
    def kept_of_history(self, name: str) -> list:
        """The list a room keeps under ``name`` of what it works out of this state's history,
        entry by entry, as it grows (the Duchy's Prices owed, 12.2.3): kept beside the fields, not
        one of them (no part of equality or the game file), read and kept by that room alone. A
        copy starts with none: its history's entries are its own (:meth:`_copied`)."""
        kept = self.__dict__.get("_kept")
        if kept is None:
            kept = self.__dict__["_kept"] = {}
        found = kept.get(name)
        if found is None:
            found = kept[name] = []
        return found

    @property
    def memo(self) -> dict | None:
        """What is kept of this position inside :meth:`remembering` (None outside): a key
        names the question, the value its answer on the position as it stands."""
        return self.__dict__.get("_memo")

    # --- edits -----------------------------------------------------------------------------
    def apply(self, edits: Iterable[Edit]) -> None:
        """Apply edits in order, all or nothing; what was kept of the position is forgotten."""
        memo = self.__dict__.get("_memo")
        if memo:
            memo.clear()
        done = []
        try:
            for edit in edits:
                self._apply_one(edit)
                done.append(edit)
        except (StateError, KeyError, TypeError, ValueError) as exc:
            for edit in reversed(done):
                self._apply_one(edit.inverse())
            raise (exc if isinstance(exc, StateError) else StateError(EDIT_FAILED(detail=str(exc)))) from None

    def revert(self, edits: Iterable[Edit]) -> None:
        self.apply([e.inverse() for e in reversed(list(edits))])

    def _apply_one(self, edit: Edit) -> None:
        op = edit.op
        if op == "shift":
            f, p, src, dst, n = edit.args
            key = (f, p)
            if not isinstance(n, int) or n <= 0:
                raise StateError(CANNOT_SHIFT(n=n))
            # Read without making an empty area: a shift that fails leaves the position as it was.
            source = self.supply if src == SUPPLY else self.out if src == OUT else self.areas.get(src)
            have = 0 if source is None else source.get(key, 0)
            if have < n:
                raise StateError(TOO_FEW(n=n, who=f, piece=p, where=_location(src), have=have))
            # An area that holds pieces already is one this game's position may hold them in
            # (edits and the game file's reader put none elsewhere): asked only of another, where
            # most of a replayed log's four hundred shifts go to a clearing already held (issue 32).
            if dst not in self.areas and dst != SUPPLY and dst != OUT:
                nowhere = self.no_place(dst)
                if nowhere is not None:
                    raise StateError(nowhere)
            # The source's count taken down here, where it was just read; the destination's by _add.
            if have > n:
                source[key] = have - n
            else:  # none left: no count of 0 kept, nor an empty area (one position, one JSON form)
                del source[key]
                if not source and src != SUPPLY and src != OUT:
                    del self.areas[src]
            self._add(dst, key, n)
        elif op == "card":  # a card moves (read only in a game that keeps cards); some forty in a hundred edits
            card_places.move_card(self, *edit.args)
        elif op == "set":
            name, old, new = edit.args
            compared_as = _COMPARED_AS.get(name)
            if compared_as is None:
                raise StateError(UNKNOWN_FIELD(name=name))
            if compared_as(getattr(self, name)) != old:
                raise StateError(FIELD_IS_NOT(name=name, old=json.dumps(old)[:80]))
            if name == "round" and not 1 <= new <= ROUND_LIMIT:
                raise StateError(ROUND_RANGE(most=ROUND_LIMIT))
            setattr(self, name, self.field_from_json(name, new))
        elif op == "score":
            f, delta = edit.args
            if f not in self.scores:
                raise StateError(NO_SCORE(who=f))
            if type(delta) is not int or not -SCORE_LIMIT <= self.scores[f] + delta <= SCORE_LIMIT:
                raise StateError(SCORE_RANGE(most=SCORE_LIMIT))
            self.scores[f] += delta
        else:
            raise StateError(UNKNOWN_EDIT(op=op))

    def no_place(self, where: Location) -> Message | None:
        """Why ``where`` is not an area of this game that holds pieces, or None: an area neither
        on the map nor brought by a faction that plays (the Burrow, 12.2.2) holds none. Edits and
        the game file's reader ask the same, so no edit leaves pieces where a saved game may not
        hold them."""
        if self.topology.has_area(where) or where in self.extra_areas:
            return None
        return NO_BURROW("12.2.2") if where == BURROW else NOT_AN_AREA(area=where)

    def _add(self, where: Location, key: PieceKey, n: int) -> None:
        # The supply's counts, those out of the game, or the area's (made at its first piece):
        # chosen here, not by a call of its own, twice for every piece moved (issue 32).
        counter = self.supply if where == SUPPLY else self.out if where == OUT else self.areas.setdefault(where, {})
        left = counter.get(key, 0) + n
        if left:
            counter[key] = left
        else:  # none left: no count of 0 kept, nor an empty area (one position, one JSON form)
            counter.pop(key, None)
            if where not in (SUPPLY, OUT) and not counter:
                del self.areas[where]

    def field_from_json(self, name: str, value):
        """A field's value from its JSON form; the factions' boards are read by their factions."""
        if name == "vagabonds":
            return {fid: self.law[fid].board_from_json(b) for fid, b in value.items()}
        return FIELD_CODECS[name][1](value)

    def set_edit(self, name: str, new_value) -> Edit:
        """The edit that sets field ``name`` to ``new_value`` (its values in the form
        :data:`_EDITED_AS` gives)."""
        to_json = _EDITED_AS[name]
        return Edit("set", (name, to_json(getattr(self, name)), to_json(new_value)))

    # --- JSON ------------------------------------------------------------------------------
    def to_json(self) -> dict:
        """The game file's data, version 2 (``rootboard.gamefile.file`` writes and reads it).
        A map file that is not shipped is named by its path and the SHA-256 of its bytes."""
        if self.map_digest is None:
            stored_map: Any = self.map_name
        else:
            stored_map = {"file": self.map_name, "sha256": self.map_digest}
        data = {"format": FORMAT_NAME, "version": FORMAT_VERSION, "map": stored_map, **self.fields_json(),
                "history": self.history, "cursor": self.cursor}
        if self.setup is not None:
            data["setup"] = self.setup
        if self.players:  # optional: a file without names opens as before
            data["players"] = {fid: self.players[fid] for fid in self.factions if fid in self.players}
        if self.bots:  # optional: a file without bots opens as before (Law of Rootbotics)
            data["bots"] = {fid: dict(self.bots[fid]) for fid in sorted(self.bots)}
        return data

    def copy(self, history: bool = True) -> "GameState":
        """An independent copy on the same board (pieces, fields and, unless ``history`` is
        False, the history: a position to play on needs none, and a long one is most of it)."""
        made = self._copied(("history", "cursor") if not history else ())
        if not history:
            made.__dict__.update(history=[], cursor=0)
        return made

    def position_copy(self) -> "GameState":
        """An independent copy of the position alone (no history): a scratch board to work
        out what an action does step by step (a battle, a bomb)."""
        made = self._copied(("history",))
        made.__dict__.update(history=[], cursor=0)
        return made

    def _copied(self, left: tuple[str, ...]) -> "GameState":
        """Every field cloned but those ``left`` (and what is kept beside them: the position's
        memo, the rooms' lists of its history), the board and the Law shared. Made from this
        state's fields, which its making checked, without asking __init__ again: its generic path
        for forty named fields, and a call to clone each count and name, were most of a copy's
        time (a replayed log makes hundreds, issue 32)."""
        made = object.__new__(GameState)
        made.__dict__ = {k: v if type(v) in _ATOMS or k in _SHARED else _clone(v) for k, v in vars(self).items()
                         if k not in left and k not in _NOT_COPIED}
        kept = self.cards_outside
        if kept is not None:  # the copy's table is a clone of this one: the same count, kept with the clone
            made.cards_outside = (made.cards, kept[1]) if kept[0] is self.cards else None
        return made

    def scratch(self) -> "GameState":
        """A scratch board to work out what an action does by its edits alone (a battle's hits,
        4.3; a march's second move, 6.5.2), made for each of a hundred candidates when the
        options are judged: what an edit changes in place (the pieces, the scores) is copied;
        every other field is shared, as an edit never changes it but replaces it whole (a 'set'
        edit; a card edit makes the next card table, rootboard.game.cards.places); no history.
        Nothing but :meth:`apply` may change it. About a third of the time of
        :meth:`position_copy`, which copies every field and makes the record anew."""
        own = self.__dict__.copy()  # the card table shared, and its count outside the draw pile (cards_outside)
        own.pop("_memo", None)
        own.pop("_kept", None)  # no history: nothing kept of one
        own.update(areas={a: pieces.copy() for a, pieces in self.areas.items()}, supply=self.supply.copy(),
                   out=self.out.copy(), scores=self.scores.copy(), history=[], cursor=0)
        scratch = object.__new__(GameState)
        # Given whole: a new object's dict filled name by name (update) made every field read
        # on it after a quarter slower, and a battle reads its scratch board a few hundred
        # times (issue 32).
        scratch.__dict__ = own
        return scratch

    def cards_copy(self) -> "GameState":
        """A scratch board for card edits alone (rootboard.game.cards): the position shared, to
        be read and never changed but by card edits, as a card edit changes nothing but the
        cards, and changes no card table in place but makes the next one (places.move_card):
        the scratch board's cards move on its own tables, the position's stay. A replayed log
        works out a card action on one this way some hundreds of times, where copying the whole
        position, then the table place by place, took most of the cards' time (issue 32)."""
        own = self.__dict__.copy()  # the card table shared, and its count outside the draw pile (cards_outside)
        own.update(history=[], cursor=0)
        own.pop("_memo", None)  # its cards will differ: nothing kept of this one is its
        own.pop("_kept", None)  # no history: nothing kept of one
        scratch = object.__new__(GameState)
        scratch.__dict__ = own  # given whole, as scratch() gives it
        return scratch

    def fields_json(self) -> dict:
        """The position as JSON values (no history): what the file stores and tests compare."""
        data = {
            "factions": list(self.factions),
            "hirelings": list(self.hirelings),
            "seed": self.seed,
            "suits": {str(c): s for c, s in sorted(self.suits.items())},
            "scores": dict(self.scores),
            "areas": {str(a): _entries(self.areas[a], self.law) for a in _sorted_areas(self.areas)},
            "supply": _entries(self.supply, self.law),
            "out": _entries(self.out, self.law),
        }
        for name, (to_json, _) in FIELD_CODECS.items():
            data[name] = to_json(getattr(self, name))
        if self.deck != "standard":  # 16.1.2; a file without it plays the standard deck
            data["deck"] = self.deck
        if self.cards:  # a file without cards opens as before: no card kept yet
            data["cards"] = _clone(self.cards)
        return data


class Remembering:
    """GameState.remembering's block: the position's memo made on entering, dropped on leaving
    by the block that made it (a block inside another keeps the outer one's)."""

    __slots__ = ("state", "made")

    def __init__(self, state: GameState):
        self.state, self.made = state, False

    def __enter__(self) -> GameState:
        if "_memo" not in self.state.__dict__:
            self.state.__dict__["_memo"] = {}
            self.made = True
        return self.state

    def __exit__(self, *exc) -> None:
        if self.made:
            del self.state.__dict__["_memo"]


def _entries(counter: dict[PieceKey, int], law: Law) -> list[list]:
    return [[f, p, n] for (f, p), n in sorted(counter.items(), key=lambda kv: (kv[0][0], _piece_order(law, *kv[0])))]


def _piece_order(law: Law, fid: str, piece: str) -> int:
    names = [p.name for p in law[fid].pieces] if fid in law else []
    return names.index(piece) if piece in names else len(names)


_ATOMS = frozenset({int, str, bool, float, type(None), tuple})  # kept as they are: nothing in them changes
_SHARED = frozenset({"topology", "law"})  # a copy plays on the same board, under the same Law
# What is kept of a state beside its fields and not copied: its memo (GameState.remembering), and
# what the rooms keep of its history (GameState.kept_of_history), whose entries a copy clones.
_NOT_COPIED = frozenset({"_memo", "_kept"})


def _clone(value):
    # Most values of a position are counts and names: not a call each (a battle copies the
    # position to fight on, 4.3; a long replay makes hundreds of copies). The plain types are
    # copied by comprehension, not by a generator handed to their type: a quarter less time.
    if isinstance(value, dict):  # a subclass's copy is a plain dict
        return {k: v if type(v) in _ATOMS else _clone(v) for k, v in value.items()}
    kind = type(value)
    if kind is list:
        return [v if type(v) in _ATOMS else _clone(v) for v in value]
    if kind is set:
        return {v if type(v) in _ATOMS else _clone(v) for v in value}
    if isinstance(value, (list, set)):  # a subclass keeps its type
        return kind(v if type(v) in _ATOMS else _clone(v) for v in value)
    return value
