"""What is drawn for a position, and what the table may see of it: one builder, no Qt.

The window's board, the setup wizard's board, the supply trays, ``rootboard render`` and
``rootboard status`` all show a position from :func:`position_display`, so a piece, a ruler,
a suit, a closed path or the Burrow is put together in one place (before, five), and hidden
information is hidden in one place too.

Hidden information: a Corvid plot lies face down unless it was flipped (13.2.2: "While on the
map, a plot token can be face up or face down. The Corvids can inspect any facedown plot token
at any time"), and the plots in the Corvids' supply are face down as well. The state keeps each
plot's kind (the Corvids know it; ``state.face_up`` holds the clearings whose plot is face up).
Shown to the table, a face-down plot is a :data:`FACE_DOWN` stack, with no kind; only its
owner's view (``viewer="corvids"``: ``status --as corvids``, the window's View toggle) shows
the kinds. Which pieces are plots is read from the pieces' own data (a piece type placed face
down says the name it goes by then, ``PieceType.face_down``), not from a faction's id.
"""

from __future__ import annotations

from collections import namedtuple

from rootboard.records import field, record

from rootboard.board.topology import AreaId
from rootboard.game.law import rules_for
from rootboard.game.kinds import MAP, SUPPLY
from rootboard.game.landmarks import standing
from rootboard.game.rules import Ruling, rulings
from rootboard.game.state import GameState, Location

# How a face-down plot is shown: the name plots go by while face down (their PieceType's
# face_down), which is no piece's name, so it can never be mistaken for a kind.
FACE_DOWN = "plot"
RUIN = "ruin"


class Stack(namedtuple("Stack", ("faction", "piece", "count"))):  # collections', not typing's: no typing at start
    """One stack as drawn: ``count`` pieces of one kind (or, face down, of a hidden kind):
    ``faction`` and ``piece`` ids, and ``count``."""

    __slots__ = ()

    @property
    def face_down(self) -> bool:
        return self.piece == FACE_DOWN


@record(frozen=True)
class Display:
    """A position as the table sees it (or, with ``viewer``, as that faction does).

    ``pieces``: every area on the printed board that holds pieces, its stacks in drawing order
    (factions in seating order, then hirelings, then the map's own pieces). ``rulings``: who
    rules each clearing and why (2.5). ``suits``: the clearings' suits, printed or set up
    (16.1.1). ``closed_paths``: the paths still closed (16.2.3.II), or None on a map without
    any. ``burrow``: the Burrow's stacks while the Duchy plays (12.2.2), else None.
    ``landmarks``: (landmark, clearing) on the map (16.5). ``ruins``: clearing -> ruins still
    there (an explored ruin that gave its last item is gone, 9.5.3).
    """

    pieces: dict[AreaId, list[Stack]]
    rulings: dict[int, Ruling]
    suits: dict[int, str]
    closed_paths: frozenset[tuple[int, int]] | None
    burrow: list[Stack] | None
    landmarks: list[tuple[str, int]]
    ruins: dict[int, int]
    viewer: str | None = None
    face_down: dict[AreaId, int] = field(default_factory=dict)  # area -> face-down plots there

    @property
    def rulers(self) -> dict[int, str | None]:
        return {cid: r.ruler for cid, r in self.rulings.items()}

    def scene(self) -> dict:
        """What a board scene is built from (``BoardScene(topology, **display.scene())``)."""
        return {"pieces": self.pieces, "rulers": self.rulers, "suits": dict(self.suits),
                "closed_paths": None if self.closed_paths is None else set(self.closed_paths),
                "burrow": self.burrow}


def is_plot(state: GameState, faction: str, piece: str) -> bool:
    """A piece kept face down until flipped: a plot token (13.2.2), by its piece type."""
    f = rules_for(state).get(faction)
    return f is not None and f.has_piece(piece) and bool(f.piece(piece).face_down)


def hidden_from(viewer: str | None, faction: str) -> bool:
    """Whether ``faction``'s face-down pieces are hidden from ``viewer`` (None: the table)."""
    return viewer != faction


def keepers_of_secrets(state: GameState) -> list[str]:
    """The factions in the game with pieces kept face down: whose view may be asked for."""
    law = rules_for(state)
    return [fid for fid in state.in_game if any(p.face_down for p in law[fid].pieces)]


def is_face_down(state: GameState, where: Location, faction: str, piece: str) -> bool:
    """A plot in the supply, or on the map in a clearing whose plot was not flipped (13.2.2)."""
    return is_plot(state, faction, piece) and (where == SUPPLY or where not in state.face_up)


def shown_stacks(state: GameState, where: Location, entries, viewer: str | None = None) -> list[Stack]:
    """``entries`` ((faction, piece, count), in drawing order) as ``viewer`` sees them in
    ``where``: face-down plots of another faction become :data:`FACE_DOWN` stacks."""
    shown: list[Stack] = []
    for faction, piece, count in entries:
        if is_face_down(state, where, faction, piece) and hidden_from(viewer, faction):
            piece = FACE_DOWN
        for i, s in enumerate(shown):
            if (s.faction, s.piece) == (faction, piece):
                shown[i] = Stack(faction, piece, s.count + count)
                break
        else:
            shown.append(Stack(faction, piece, count))
    return shown


def position_display(state: GameState, viewer: str | None = None) -> Display:
    """What is drawn for ``state``, as ``viewer`` (a faction id; None: the whole table) sees it."""
    drawn = {area: shown_stacks(state, area, entries, viewer) for area, entries in state.board_pieces().items()}
    burrow = None
    if state.burrow_in_play:
        from rootboard.board.topology import BURROW

        burrow = shown_stacks(state, BURROW, state.burrow(), viewer)
    face_down = {area: n for area, stacks in drawn.items() if (n := sum(s.count for s in stacks if s.face_down))}
    board = state.topology.board
    return Display(
        pieces=drawn,
        rulings=rulings(state) if state.factions else {},
        suits=dict(state.suits),
        closed_paths=frozenset(state.closed_paths) if board.closed_paths else None,
        burrow=burrow,
        landmarks=standing(state),
        ruins={cid: state.count(cid, (MAP, RUIN)) for cid, c in board.clearings.items() if c.ruins},
        viewer=viewer,
        face_down=face_down,
    )


def supply_display(state: GameState, faction: str, viewer: str | None = None) -> list[Stack]:
    """A faction's supply (16.6.30) as ``viewer`` sees it, in its pieces' order, zeros included:
    its face-down plots as one :data:`FACE_DOWN` stack unless it is the viewer."""
    entries = [(faction, p.name, state.supply.get((faction, p.name), 0)) for p in rules_for(state)[faction].pieces]
    stacks = shown_stacks(state, SUPPLY, entries, viewer)
    return stacks


def actual_piece(state: GameState, where: Location, faction: str, piece: str) -> str:
    """The kind behind a shown stack, for an action the mouse asks for (remove the plot in a
    clearing): a face-down plot's kind is looked up, never shown (one plot per clearing, 13.2.2.II)."""
    if piece != FACE_DOWN:
        return piece
    for (f, p), n in state.pieces_at(where).items():
        if f == faction and n and is_plot(state, f, p):
            return p
    return piece
