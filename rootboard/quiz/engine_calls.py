"""Every call the quiz makes into the core, in one module, so that the core can move its names
and the quiz follows by changing this file alone.

The quiz asks; the core answers. Nothing here decides a rule: who rules is
:func:`rootboard.game.rules.ruling` (2.5 and its exceptions), a move is
:func:`rootboard.game.movement.check_move` (4.2), a placement
:func:`rootboard.game.placement.check_place` (16.6.19), adjacency the board's derived
topology and its explainer (2.2.1, 2.4.1, 16.2), a homeland the Advanced Setup's own step
(16.1.8.II). What comes back is handed on as the core made it: Messages with their sections,
Verdicts, Explanations.

The quiz's other modules import no game, setup or board module: only this one.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Iterable

import rootboard.game.terms  # noqa: F401  (the faction, piece and area terms the quiz's messages use)
from rootboard.board import explain
from rootboard.board import terms as board_terms
from rootboard.board.catalog import shipped_maps
from rootboard.errors import RootboardError
from rootboard.board.topology import (
    BURROW, CLOSED_PATH, LAKE, LAKE_SHORE, PATH, RIVER, TOUCHES, AreaId, Topology, area_sort_key, is_forest,
)
from rootboard.game.factions import FACTIONS, PLAYER_FACTIONS
from rootboard.game.factions import faction as find_faction
from rootboard.game.mapref import open_map
from rootboard.game.kinds import BUILDING, MAP, PAWN, TOKEN, WARRIOR
from rootboard.game.movement import MoveRequest, check_move, neighbours
from rootboard.game.newgame import new_game
from rootboard.game.placement import PieceRequest, check_place
from rootboard.game.rules import ruling
from rootboard.game.kinds import SUPPLY
from rootboard.game.state import GameState, shift
from rootboard.loading import is_game_file, load
from rootboard.game.terms import faction_name
from rootboard.game.verdict import Verdict
from rootboard.messages import Message
from rootboard.setup.record import make_config, start

__all__ = [
    "BURROW", "CLOSED_PATH", "LAKE", "LAKE_SHORE", "PATH", "RIVER", "TOUCHES", "WARRIOR", "BUILDING", "TOKEN", "PAWN",
    "MAP", "AreaId", "GameState", "Topology", "Verdict", "area_sort_key", "is_forest", "find_faction", "faction_name",
]

# A face-down plot shows as this piece: its kind is the Corvids' secret (13.2.2).
HIDDEN_PLOT = "plot"


# --- what a quiz is asked on ---------------------------------------------------------------------

@dataclass(frozen=True)
class Source:
    """A board to ask about: its topology, the map as new games name it (a shipped map's name,
    or a map file's resolved path), and the game read from a file, if one was given."""

    topology: Topology
    map_ref: str
    game: GameState | None = None

    @property
    def map_name(self) -> str:
        return self.topology.board.name

    @property
    def title(self) -> str:
        return self.topology.board.title


def source_of(topology: Topology) -> Source:
    """The board on show in the window as a source: a shipped map by its name, a map file by its path."""
    board = topology.board
    shipped = shipped_maps().get(board.name)
    same = shipped is not None and str(shipped.resolve()) == str(Path(board.source).resolve())
    return Source(topology, board.name if same else str(Path(board.source).resolve()))


def map_title(source: Source, lang: str | None = None) -> str:
    """The map's name as the language's rulebook has it ("Meer Kaart", "Mapa del Lago")."""
    return board_terms.map_title(source.title, lang)


def open_source(text: str) -> Source:
    """A shipped map, a map file or a game file; RootboardError naming what is wrong."""
    if is_game_file(text):
        state = load(text).state
        return Source(state.topology, state.map_name, state)
    reference = open_map(text)
    return Source(reference.topology, reference.name)


# --- the board -------------------------------------------------------------------------------------

def clearings(topology: Topology) -> list[int]:
    return sorted(topology.board.clearings)


def forests(topology: Topology) -> list[str]:
    return sorted(topology.forests, key=area_sort_key)


def slots(topology: Topology, clearing: int) -> int:
    return topology.board.clearings[clearing].slots


def printed_suits(topology: Topology) -> bool:
    return all(c.suit for c in topology.board.clearings.values())


def ferry_start(topology: Topology) -> int | None:
    """Where the Ferry starts (16.2.2.I), on a board that has one."""
    return topology.board.ferry_start


def coastal_clearings(topology: Topology) -> list[int]:
    return sorted(topology.coastal_clearings)


def adjacent_areas(topology: Topology, area: AreaId) -> list[AreaId]:
    """Areas adjacent to ``area`` on the printed board (closed paths closed, 16.2.3.II)."""
    return topology.adjacent(area)


def links(topology: Topology, area: AreaId) -> list[tuple[AreaId, str, bool]]:
    """(other area, link kind, adjacent) for every link of ``area``: what makes it a trick."""
    return [(link.other(area), link.kind, link.adjacent) for link in topology.links_of(area)]


def neighbour_explanations(topology: Topology, area: AreaId) -> list[explain.Explanation]:
    return explain.explain_neighbours(topology, area)


def slip_explanations(topology: Topology, area: AreaId) -> list[explain.Explanation]:
    return explain.vagabond_reach(topology, area)


ACROSS_LAKE = explain.ACROSS_LAKE  # two coastal forests facing each other over open water (16.2.2.II)


def relation(topology: Topology, a: AreaId, b: AreaId) -> explain.Explanation:
    return explain.relation(topology, a, b)




def parse_area(topology: Topology, typed: str) -> AreaId:
    """A clearing number or forest id as typed; BadInput naming it otherwise."""
    if typed.strip().lower() == BURROW:
        return BURROW
    return topology.parse_area(typed)


# --- factions --------------------------------------------------------------------------------------

def player_factions() -> list[str]:
    return [f.id for f in PLAYER_FACTIONS]


def pieces_of(fid: str, kind: str) -> list[str]:
    """The names of ``fid``'s pieces of a kind (WARRIOR, BUILDING, TOKEN, PAWN), in box order."""
    return [p.name for p in FACTIONS[fid].pieces if p.kind == kind]


def placed_face_down(fid: str, piece: str) -> bool:
    """A piece placed face down, its kind the owner's secret (the Corvids' plots, 13.2.2)."""
    return bool(FACTIONS[fid].piece(piece).face_down)


def is_vagabond(fid: str) -> bool:
    return FACTIONS[fid].vagabond


def swims(fid: str) -> bool:
    """Swimmers: rivers are paths, and a move along one needs no rule (11.2.2)."""
    return FACTIONS[fid].swimmers


def nimble(fid: str) -> bool:
    """Moves regardless of rule (9.2.3, 13.2.3)."""
    return FACTIONS[fid].nimble is not None


# --- positions -------------------------------------------------------------------------------------

def new_position(source: Source, factions: Iterable[str], seed: int) -> GameState:
    """A new game on the source's map: the map's own pieces set out, everything else in supply."""
    return new_game(source.map_ref, list(factions), seed=seed)


def copy_position(state: GameState) -> GameState:
    return state.copy()


def place(state: GameState, fid: str, piece: str, where: AreaId, count: int = 1) -> bool:
    """Place ``count`` pieces if the Law allows it (16.6.19: slots, suits, bans, the box); True
    if placed. A refused placement changes nothing."""
    verdict = check_place(state, PieceRequest(fid, piece, where, count))
    if not verdict.legal:
        return False
    state.apply([shift((fid, piece), SUPPLY, where, count)])
    return True


def slip(state: GameState, fid: str, origin: AreaId, destination: AreaId) -> bool:
    """Slip a Vagabond's pawn if the Law allows it (9.4.2); True if moved."""
    request = MoveRequest(fid, origin, destination, 1, slip=True)
    if not check_move(state, request).legal:
        return False
    state.apply([shift((fid, PAWN), origin, destination, 1)])
    return True


def count(state: GameState, where: AreaId, fid: str, piece: str) -> int:
    return state.count(where, (fid, piece))


def occupied(state: GameState) -> list[AreaId]:
    """Areas of the board holding a faction's piece (the map's own pieces aside)."""
    return [area for area, entries in state.board_pieces().items() if any(f != MAP for f, _, _ in entries)]


def factions_in(state: GameState) -> list[str]:
    """The factions in play: the players in seating order, then the hirelings (16.4)."""
    return list(state.in_game)




def ferry(state: GameState) -> int | None:
    return state.ferry


def burrow_in_play(state: GameState) -> bool:
    return state.burrow_in_play


def tunnels(state: GameState) -> list[int]:
    """The clearings with a tunnel: the Burrow's neighbours (12.2.2)."""
    return sorted(neighbours(state, BURROW))


def closed_paths(state: GameState) -> list[list[int]]:
    return [list(k) for k in sorted(state.closed_paths)]


def suits(state: GameState) -> dict[int, str]:
    return dict(state.suits)


def position_pieces(state: GameState) -> dict[AreaId, list[tuple[str, str, int]]]:
    """Area -> [(faction, piece, count)] as the table sees it: the board, then the Burrow when
    the Duchy plays; a face-down plot shows as a plot, its kind unsaid (13.2.2)."""
    found = dict(state.board_pieces())
    burrow = state.burrow()
    if burrow:
        found[BURROW] = burrow
    seen = {}
    for area, entries in found.items():
        shown: dict[tuple[str, str], int] = {}
        for fid, piece, n in entries:
            if placed_face_down(fid, piece) and area not in state.face_up:
                piece = HIDDEN_PLOT
            shown[(fid, piece)] = shown.get((fid, piece), 0) + n
        seen[area] = [(f, p, n) for (f, p), n in shown.items()]
    return seen


# --- the rules' answers ----------------------------------------------------------------------------

def rule_of(state: GameState, where: AreaId) -> tuple[str | None, Message]:
    """Who rules ``where`` and why (2.5, 7.2.2, 9.2.2, 10.2.4, 12.2.2)."""
    found = ruling(state, where)
    return found.ruler, found.message


def move_verdicts(state: GameState, fid: str, origin: AreaId, destination: AreaId) -> list[Verdict]:
    """The verdicts on moving one of ``fid``'s warriors from ``origin`` to ``destination``:
    by path (or river, tunnel), and by the Ferry when it stands in ``origin`` (16.2.2.V)."""
    found = [check_move(state, MoveRequest(fid, origin, destination, 1))]
    if state.ferry == origin and destination != origin:
        found.append(check_move(state, MoveRequest(fid, origin, destination, 1, ferry=True)))
    return found


def slip_verdicts(state: GameState, fid: str, origin: AreaId) -> dict[AreaId, Verdict]:
    """Every area linked to ``origin`` (and the Burrow, when it is in play), with the verdict on
    a Slip there (9.4.2)."""
    candidates = set(state.topology.neighbours(origin))
    if state.burrow_in_play and origin in tunnels(state):
        candidates.add(BURROW)  # adjacent by its tunnel (12.2.2), and closed to him all the same
    candidates.discard(origin)
    return {area: check_move(state, MoveRequest(fid, origin, area, 1, slip=True))
            for area in sorted(candidates, key=_area_order)}




def _area_order(area: AreaId):
    return (area == BURROW, is_forest(area), area_sort_key(area) if area != BURROW else (0,))


# --- homelands (Advanced Setup, 16.1.8.II) ----------------------------------------------------------

@dataclass(frozen=True)
class HomelandStep:
    """A faction's homeland step of an Advanced Setup: the options with their reasons, the
    position so far, the homelands already chosen (faction -> clearings), which homeland of
    how many."""

    faction: str
    options: tuple[tuple[int, bool, Message], ...]  # (clearing, legal, why)
    state: GameState
    homelands: dict[str, list[int]]
    number: int
    of: int


def homeland_step(source: Source, factions: list[str], fid: str, number: int, seed: int) -> HomelandStep | None:
    """Drive an Advanced Setup with ``factions`` chosen freely (in seating order; ``fid`` first,
    so it sets up last, 16.1.8.II) and every other choice made from the seed, up to ``fid``'s
    homeland ``number``; None if the setup never asks it, or cannot be made on this board."""
    try:
        setup = _advanced_setup(source, factions, seed)
    except RootboardError:
        return None
    wanted = _homeland_step_id(fid, number)
    while setup.pending is not None and setup.pending.id != wanted:
        value = setup.auto_value()
        if value is None:
            return None
        setup.choose(value)
    if setup.pending is None:
        return None
    step = setup.pending
    return HomelandStep(fid, tuple((o.value, o.legal, o.why) for o in step.options), setup.state,
                        {f: list(areas) for f, areas in setup.ctx.homelands.items() if areas},
                        number, homeland_count(source, fid))


@lru_cache(maxsize=None)
def _homeland_counts(map_ref: str) -> dict[str, int]:
    """How many homelands each faction's setup card asks for, read off the setup's own steps:
    each faction set up last beside a Vagabond (whose card asks for none), up to the end of its
    homeland steps."""
    source = Source(open_map(map_ref).topology, map_ref)
    wanderers = [f for f in player_factions() if FACTIONS[f].vagabond]
    counts = {}
    for fid in player_factions():
        other = next(f for f in wanderers if f != fid)
        try:
            setup = _advanced_setup(source, [fid, other], 0)
        except RootboardError:  # a board the Advanced Setup cannot be made on asks no homeland
            return {}
        asked = 0
        while setup.pending is not None:
            if setup.pending.id == _homeland_step_id(fid, asked + 1):
                asked += 1
            elif asked:
                break  # its homelands are all chosen
            value = setup.auto_value()
            if value is None:
                break
            setup.choose(value)
        counts[fid] = asked
    return counts


def homeland_count(source: Source, fid: str) -> int:
    return _homeland_counts(source.map_ref).get(fid, 0)


def homeland_factions(source: Source) -> list[str]:
    """The factions whose setup chooses homelands on this map (16.1.8.II)."""
    return [f for f, n in _homeland_counts(source.map_ref).items() if n]


def _advanced_setup(source: Source, factions: list[str], seed: int):
    suits = "printed" if printed_suits(source.topology) else "random"
    config = make_config("advanced", players=len(factions), factions=tuple(factions), first=1, suits=suits)
    return start(source.topology, config, seed)


def _homeland_step_id(fid: str, number: int) -> str:
    """The Advanced Setup's id for a homeland step ("duchy.homeland1", as --choose names it)."""
    return f"{fid}.homeland{number}"
