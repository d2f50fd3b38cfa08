"""What a drag or a drop on the board may do, decided without Qt.

The board's mouse play (rootboard/ui/play/drag.py) asks this module and only draws the
answer: which options a drop on an area offers (Place, face up or down; Move, Slip, Move by
Ferry, Move carrying a relic), which areas are legal while dragging (paths too, for Highway Bandits: :func:`targets`), and what a drop does
(the one legal option, a choice to offer, or the likeliest option to refuse or to apply with
a warning in teach mode). Right-click's Remove and Remove closed path are decided here too,
and the battles a right-click or a drop offers: a right-click on an enemy's piece or on a
clearing, a warrior dropped on an enemy's piece in its own clearing (:func:`battle_on_drop`).

Every option is an action of the core, judged by a ``check`` callable (the session's dry
run, so the mouse and the command line can never disagree). An :class:`Option` carries a
kind id (:data:`SLIP`, :data:`FERRY`, ...): code compares kinds, never the menu's words,
which the window renders at its edge.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Iterable

from rootboard.board.topology import RIVER, is_forest, path_area
from rootboard.game.actions import Action, Move, OpenPath, Place, Remove
from rootboard.game.battle.resolution import Battle, ChoiceNeeded
from rootboard.game.display import actual_piece
from rootboard.game.factions.corvids.plots import Expose, Flip, Trick
from rootboard.game.factions.vagabond.actions import Special
from rootboard.game.factions.vagabond.board import CHARACTER_BY_NAME
from rootboard.game.factions.vagabond.quests import improvises
from rootboard.game.kinds import ITEM, MAP, PAWN, WARRIOR
from rootboard.game.movement import MoveRequest, carriable, ferry_destinations
from rootboard.game.placement import PieceRequest
from rootboard.game.state import GameState, Location
from rootboard.game.verdict import Verdict

# The kinds of option, the likeliest of each drop first.
PLACE = "place"  # a plot: face down, the default (13.5.2)
PLACE_FACE_UP = "place-face-up"  # a plot placed face up (13.2.2)
MOVE = "move"
SLIP = "slip"  # the Vagabond's Slip (9.4.2)
FERRY = "ferry"  # the Lake's Ferry (16.2.2.V)
CARRY = "carry"  # Keepers' warriors carrying a relic (15.2.4)
REMOVE = "remove"  # one piece
REMOVE_ALL = "remove-all"  # the whole stack
OPEN_PATH = "open-path"  # a Mountain closed path (16.2.3.III)
GLIDE = "glide"  # the Harrier's Glide to any clearing (16.3.9)
SPECIAL = "special"  # the Vagabond's character action, from a right-click on his pawn (9.5.9)
BATTLE = "battle"  # a battle in a clearing (4.3): opens the battle panel, prefilled
FLIP, TRICK, EXPOSE = Flip.kind, Trick.kind, Expose.kind  # a plot's (13.4.2, 13.5.4, 13.2.4): Faction.piece_actions

# How an area looks while dragging.
ORIGIN, LEGAL, ILLEGAL = "origin", "legal", "illegal"

Check = Callable[[Action], Verdict]


@dataclass(frozen=True)
class Option:
    """One thing a drop (or a right-click) could do: its kind, the action and the core's verdict."""

    kind: str
    action: Action
    verdict: Verdict
    relic: str | None = None  # CARRY: the relic carried
    shown: str | None = None  # REMOVE of a face-down plot: the piece as the table sees it (13.2.2)


@dataclass
class Drag:
    """A piece (or stack) in the hand: from an area (a move) or from the supply (a place)."""

    faction: str
    piece: str
    origin: Location | None  # an area id, or None for the supply
    available: int
    count: int = 1
    options: dict = field(default_factory=dict, repr=False)  # area -> [Option], for ``count``
    hovered: Location | None = None
    # The pieces stand on paths (Highway Bandits, 16.4.3.V): their drops are judged on paths
    # too, and on rivers, which the core refuses with its reason.
    on_paths: bool = False

    @property
    def placing(self) -> bool:
        return self.origin is None

    def clamp(self, count: int) -> int:
        """``count`` kept between one and what the stack or supply holds."""
        return max(1, min(count, max(1, self.available)))


def start_move(state: GameState, origin: Location, faction: str, piece: str, whole_stack: bool = False) -> Drag:
    """A drag of one piece (or, ``whole_stack``, all of them) off ``origin``."""
    have = state.count(origin, (faction, piece))
    return Drag(faction, piece, origin, have, have if whole_stack else 1, on_paths=state.law[faction].stands_on_paths(state))


def start_place(state: GameState, faction: str, piece: str, count: int = 1) -> Drag:
    """A drag out of the supply."""
    have = state.supply.get((faction, piece), 0)
    return Drag(faction, piece, None, have, max(1, min(count, have)), on_paths=state.law[faction].stands_on_paths(state))


def candidates(state: GameState, drag: Drag, area: Location) -> list[tuple[str, Action, str | None]]:
    """What dropping ``drag`` on ``area`` could mean, as (kind, action, relic), the likeliest first."""
    d = drag
    f = state.law[d.faction]
    if d.placing:
        place = [(PLACE, Place(PieceRequest(d.faction, d.piece, area, d.count)), None)]
        if f.piece(d.piece).face_down:  # a plot goes face down unless its player says otherwise (13.5.2, 13.2.2)
            place.append((PLACE_FACE_UP, Place(PieceRequest(d.faction, d.piece, area, d.count, face_up=True)), None))
        return place

    def move(**how) -> Move:
        return Move(MoveRequest(d.faction, d.origin, area, d.count, d.piece, **how))

    moves = [(MOVE, move(), None)]
    if f.slips and f.piece(d.piece).kind == PAWN:
        slip = (SLIP, move(slip=True), None)
        moves = [slip, *moves] if _birdsong_of(state, d.faction) else [*moves, slip]  # his Birdsong: Slip (9.4.2)
    if state.ferry is not None and state.ferry == d.origin and area in ferry_destinations(state):
        moves.append((FERRY, move(ferry=True), None))
    for carried in carriable(state, d.faction, d.origin, d.piece):  # the Keepers' relics (15.2.4)
        moves.append((CARRY, move(carry=(carried,)), carried))
    if d.piece == PAWN and isinstance(area, int) and _special_of(state, d.faction) == "glide":
        moves.append((GLIDE, Special(d.faction, to=area), None))
    return moves


def path_targets(state: GameState) -> list[str]:
    """Every path of the map as a place ("A-B"), closed ones included (the core refuses them,
    16.2.3.II), then every river joining two clearings that no path joins (refused, 16.4.3.V)."""
    topology = state.topology
    rivers = {path_area(link.a, link.b) for link in topology.links
              if link.kind == RIVER and not is_forest(link.a) and not is_forest(link.b)}
    return sorted(topology.path_areas) + sorted(rivers - topology.path_areas)


def targets(state: GameState, drag: Drag, areas: Iterable[Location]) -> list[Location]:
    """The areas a drop of ``drag`` is judged on: the board's ``areas``, and paths for pieces
    that stand on them."""
    found = list(areas)
    return found + path_targets(state) if drag.on_paths else found


def judge(state: GameState, drag: Drag, areas: Iterable[Location], check: Check) -> dict:
    """Every area's options for the drag as it is (its count), with the core's verdicts; the
    origin has none (dropping there puts the piece back)."""
    return {area: [Option(kind, action, check(action), relic) for kind, action, relic in candidates(state, drag, area)]
            for area in areas if area != drag.origin}


def looks(drag: Drag, areas: Iterable[Location]) -> dict:
    """area -> ORIGIN, LEGAL (some option is legal) or ILLEGAL, from the judged options."""
    found = {}
    for area in areas:
        options = drag.options.get(area)
        found[area] = ORIGIN if options is None else LEGAL if any(o.verdict.legal for o in options) else ILLEGAL
    return found


def legal(options: Iterable[Option]) -> list[Option]:
    return [o for o in options if o.verdict.legal]


@dataclass(frozen=True)
class Drop:
    """What a drop does: nothing (no options: off the board, or back where it started), the
    ``chosen`` option, or (``chosen`` None with options) a choice the player makes."""

    options: tuple[Option, ...] = ()
    chosen: Option | None = None

    @property
    def asks(self) -> bool:
        return bool(self.options) and self.chosen is None


def drop(state: GameState, drag: Drag, area: Location | None) -> Drop:
    """The verdict for dropping ``drag`` on ``area``: the only legal option; a choice when
    there are several, or when the Vagabond may Slip in his Birdsong or the Ferry may carry
    (both are choices the player must see); else the likeliest option, which enforce mode
    refuses and teach mode applies with its warning."""
    options = tuple(drag.options.get(area) or ()) if area is not None else ()
    if not options:
        return Drop()
    ok = legal(options)
    kinds = {o.kind for o in options}
    # Glide spends a torch: the player picks it, even when it is the only legal option.
    choice = (SLIP in kinds and _birdsong_of(state, drag.faction)) or FERRY in kinds or GLIDE in kinds
    if len(ok) >= 2 or (ok and choice):
        return Drop(options)
    return Drop(options, ok[0] if ok else options[0])


def piece_options(state: GameState, area: Location, faction: str, piece: str, check: Check) -> list[Option]:
    """Right-click on a stack: Remove one, and Remove all when there are more. A stack shown face
    down (a plot, 13.2.2) is removed as the piece it is, which the click never shows."""
    shown, piece = piece, actual_piece(state, area, faction, piece)
    have = state.count(area, (faction, piece))
    found = [(REMOVE, Remove(PieceRequest(faction, piece, area, 1)))]
    if have > 1:
        found.append((REMOVE_ALL, Remove(PieceRequest(faction, piece, area, have))))
    if piece == PAWN and _pawn_offers_special(state, faction):
        found.insert(0, (SPECIAL, Special(faction)))
    # its room's own (a plot's flip, 13.4.2), each under its action's kind
    found[:0] = [(action.kind, action) for action in state.law[faction].piece_actions(state, area, piece)]
    # An enemy's piece: battle it there, first (4.3).
    hidden = shown if shown != piece else None
    return [*battle_options(state, area, check, faction),
            *(Option(kind, action, check(action), shown=hidden if kind in (REMOVE, REMOVE_ALL) else None)
              for kind, action in found)]


def battle_verdict(check: Check, battle: Battle) -> Verdict:
    """The core's verdict on a battle offered by the mouse; one that waits for a choice of what
    a side removes is offered (the panel asks it), its words saying whose choice it is."""
    try:
        return check(battle)
    except ChoiceNeeded as need:
        return Verdict(True, need.message)


def can_attack(state: GameState, faction: str, area: Location) -> bool:
    """Whether ``faction`` has a warrior or pawn in ``area`` to battle with (4.3)."""
    kinds = state.law.kinds
    return isinstance(area, int) and any(n for (f, p), n in state.pieces_at(area).items()
                                         if f == faction and kinds[(f, p)] in (WARRIOR, PAWN))


def defenders(state: GameState, attacker: str, area: Location) -> list[str]:
    """The factions with pieces in ``area`` that ``attacker`` might battle there (not itself,
    not the map's pieces: 4.3, 16.5.1.I), in the game's order."""
    kinds = state.law.kinds
    there = {f for (f, p), n in state.pieces_at(area).items() if n and f not in (attacker, MAP) and kinds[(f, p)] != ITEM}
    return [f for f in state.in_game if f in there]


def battles_in(state: GameState, area: Location, defender: str | None = None) -> list[Battle]:
    """The battles a right-click on ``area`` (or on ``defender``'s piece there) offers: the
    player on turn's, or, when it has nothing there to battle with, any faction's there."""
    if not isinstance(area, int):
        return []
    attackers = [state.current] if can_attack(state, state.current, area) else \
        [f for f in state.in_game if can_attack(state, f, area)]
    return [Battle(a, d, area).rolled(state) for a in attackers for d in defenders(state, a, area)
            if defender is None or d == defender]


def battle_options(state: GameState, area: Location, check: Check, defender: str | None = None) -> list[Option]:
    return [Option(BATTLE, b, battle_verdict(check, b)) for b in battles_in(state, area, defender)]


def battle_on_drop(state: GameState, drag: Drag, area: Location | None, faction: str | None) -> Battle | None:
    """A warrior (or the Vagabond's pawn) dropped on an enemy's piece in its own clearing: that
    battle (4.3), to be given its dice and choices in the battle panel."""
    if drag.placing or area is None or area != drag.origin or faction in (None, drag.faction, MAP):
        return None
    if not can_attack(state, drag.faction, area) or faction not in defenders(state, drag.faction, area):
        return None
    return Battle(drag.faction, faction, area).rolled(state)


def path_options(key: tuple[int, int], check: Check) -> list[Option]:
    """Right-click on a closed path: Remove closed path (16.2.3.III)."""
    action = OpenPath(*key)
    return [Option(OPEN_PATH, action, check(action))]


def _special_of(state: GameState, faction: str) -> str | None:
    """The special action of a Vagabond's character, when his board is known (16.3)."""
    board = state.vagabonds.get(faction)
    return CHARACTER_BY_NAME[board.character].special if board is not None else None


def _pawn_offers_special(state: GameState, faction: str) -> bool:
    """Whether a right-click on his pawn offers his special action (9.5.9): not the Harrier's
    Glide, done by dragging the pawn (16.3.9), nor the Adventurer's Improvise, done inside a
    Quest (16.3.7), where his turn offers it too (the same :func:`improvises`)."""
    board = state.vagabonds.get(faction)
    return board is not None and _special_of(state, faction) != "glide" and not improvises(board)


def _birdsong_of(state: GameState, faction: str) -> bool:
    return state.current == faction and state.phase == "birdsong"
