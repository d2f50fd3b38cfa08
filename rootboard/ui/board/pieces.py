"""A game's pieces on the board: buildings in their slots, stacks around the clearing's rim.

Pieces are display-only data handed to the scene (like python-chess's ``chess.svg.board``
takes arrows): ``{area: [(faction, piece, count), ...]}``. Nothing here checks them.

Layout, per clearing: buildings fill the printed slots (2.2.3), the free ones first, then
the R slots a ruin no longer covers (2.2.4); every other stack (warriors, pawns, tokens),
one icon per (faction, piece) with a "×5" badge, stands beside the clearing, outside the
ruler's ring, at the best free spot the layout found there: never on the lake, across a
lane or a river, or in a neighbouring clearing's room (:mod:`rootboard.drawing.pieces_layout`
says how, and places them), on a tray joined to the clearing's ring so that it reads as the
clearing's. In a forest the stacks stand inside it, round its middle. Each area's pieces are one cached item, rebuilt only
when that area's pieces change (:class:`PiecesLayer`), so a drop repaints one or two areas.
"""

from __future__ import annotations

from typing import Sequence

import math

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPainterPathStroker
from PySide6.QtWidgets import QGraphicsItem

from rootboard.board.mapfile import Clearing
from rootboard.game.kinds import MAP
from rootboard.board.topology import BURROW
from rootboard.drawing.model import PIECE_SIZE, RULER_RING_REACH, SCALES, XY  # PIECE_SIZE: also what drag.py and tests import
from rootboard.drawing.pieces_layout import TRAY_BRIDGE, Circle, place_stacks
from rootboard.records import record

from rootboard.ui.board import theme
from rootboard.ui.board.items import Z_PIECES, shown_by_layer, slot_rects
from rootboard.ui.board.piece_art import piece_kind, silhouette
from rootboard.ui.board.piece_sprites import draw_count_sprite, draw_piece_sprite

Piece = tuple[str, str, int]

# Map pieces drawn by the board itself: ruins in their slots, and every map piece with its
# own icon in assets/ (the Tower, the Ferry, the landmarks: :meth:`BoardScene._landmarks`).
MAP_FACTION = MAP
BOARD_DRAWN = {"tower", "ferry", "ruin", "ruins"}


def board_drawn(piece: Piece) -> bool:
    return piece[0] == MAP_FACTION and (piece[1] in BOARD_DRAWN or theme.has_icon(piece[1]))


def shown_pieces(pieces: list[Piece]) -> list[Piece]:
    """The pieces drawn here: everything but the map pieces the board draws itself."""
    return [p for p in pieces if not board_drawn(p) and p[2] > 0]


@record(frozen=True)
class Spot:
    """Where one stack is drawn; ``rect`` is also where the mouse picks it up."""

    rect: QRectF
    piece: Piece
    in_slot: bool = False


def piece_label(piece: Piece) -> str:
    """'3 Marquise warriors', '2 krijgers van de Markiezin': for tooltips and the status bar,
    as the command line's status says a stack (a face-down plot is never named by its kind)."""
    from rootboard.game.terms import pieces_said

    faction, name, count = piece
    return pieces_said(faction, name, count)


def clearing_spots(clearing: Clearing, pieces: list[Piece], ruins_present: int,
                   candidates: Sequence[XY] = (), keep_clear: Sequence[Circle] = (),
                   scales: Sequence[float] = SCALES) -> list[Spot]:
    """Buildings in slots; every other stack at the first of ``candidates`` (the layout's spots
    beside the clearing, best first: :mod:`rootboard.drawing.pieces_layout`) where it overlaps
    neither a stack placed before it nor what ``keep_clear`` holds (the Tower, the Ferry)."""
    slots = slot_rects(clearing)
    free_plain = slots[:clearing.slots - clearing.ruins]
    free_ruin = slots[clearing.slots - clearing.ruins + ruins_present:]
    free = free_plain + free_ruin
    spots, rim = [], []
    for piece in pieces:
        faction, name, count = piece
        if silhouette(piece_kind(faction, name)) == "square" and len(free) >= count:
            for _ in range(count):  # one square per building: they are separate pieces
                spots.append(Spot(free.pop(0), (faction, name, 1), in_slot=True))
        else:
            rim.append(piece)
    at, scale = place_stacks(candidates, [count > 1 for _, _, count in rim], keep_clear, fallback=clearing, scales=scales)
    size = PIECE_SIZE * scale  # smaller icons where a clearing is crowded and hemmed in
    for piece, (x, y) in zip(rim, at):
        spots.append(Spot(QRectF(x - size / 2, y - size / 2, size, size), piece))
    return spots


def area_spots(candidates: Sequence[XY], anchor: QPointF, pieces: list[Piece],
               scales: Sequence[float] = SCALES) -> list[Spot]:
    """A forest's stacks (pawns, relics) at the first of ``candidates`` (the layout's spots inside
    the forest, its middle first: :func:`rootboard.drawing.pieces_layout.forest_spots`) where they
    overlap no stack placed before; without candidates (the Burrow, a path), a row at ``anchor``."""
    if not candidates:
        return row_spots(anchor, pieces)
    at, scale = place_stacks(candidates, [count > 1 for _, _, count in pieces], scales=scales)
    size = PIECE_SIZE * scale
    return [Spot(QRectF(x - size / 2, y - size / 2, size, size), piece) for piece, (x, y) in zip(pieces, at)]


def row_spots(anchor: QPointF, pieces: list[Piece]) -> list[Spot]:
    """A row of stacks centred on ``anchor`` (the Burrow's, a path's)."""
    gap = PIECE_SIZE + 2.0
    left = anchor.x() - gap * (len(pieces) - 1) / 2
    half = PIECE_SIZE / 2
    return [Spot(QRectF(left + i * gap - half, anchor.y() - half, PIECE_SIZE, PIECE_SIZE), piece)
            for i, piece in enumerate(pieces)]


TRAY_FILL = QColor(251, 245, 230, 215)  # the supply trays' paper, a little see-through
TRAY_EDGE = QColor(58, 36, 25, 150)


def tray_path(clearing: Clearing, spots: list[Spot]) -> QPainterPath:
    """The tray a clearing's stacks beside it stand on: a plate under each, and an arm from the
    ruler's ring to it, so each reads as in its clearing (issue 23), never as in the forest.
    The layout keeps the arms off lanes, rivers and water (pieces_layout.stack_spots)."""
    cx, cy = clearing.centre
    tray = QPainterPath()
    tray.setFillRule(Qt.WindingFill)
    rim = [spot for spot in spots if not spot.in_slot]
    start = clearing.radius + RULER_RING_REACH - 1.0  # under the ring's halo: joined to it
    for spot in rim:
        at = spot.rect.center()
        dx, dy = at.x() - cx, at.y() - cy
        length = max(math.hypot(dx, dy), 1e-9)
        # the arm goes to the ring, or to a stack nearer it whose plate it then joins
        # (the layout reaches outer spots that way: pieces_layout._joined)
        ends = [QPointF(cx + dx / length * start, cy + dy / length * start)]
        ends += [o.rect.center() for o in rim if o is not spot
                 and math.hypot(o.rect.center().x() - cx, o.rect.center().y() - cy) < length - 1.0]
        arm = QPainterPath(at)
        arm.lineTo(min(ends, key=lambda e: QLineF(e, at).length()))
        stroker = QPainterPathStroker()
        stroker.setWidth(TRAY_BRIDGE * spot.rect.width() / PIECE_SIZE)
        stroker.setCapStyle(Qt.RoundCap)
        tray.addPath(stroker.createStroke(arm))
        plate = spot.rect.width() / 2 + 0.6  # within the layout's clearance round the footprint
        tray.addEllipse(at, plate, plate)
    return tray.simplified()


class PiecesItem(QGraphicsItem):
    """The pieces of one area. ``area_id`` makes a click (or a drop) on them count for their
    area, and :meth:`spot_at` tells which stack the mouse is on, for dragging."""

    def __init__(self, area_id, pieces: list[Piece], spots: list[Spot], clearing: Clearing | None = None,
                 tooltip: bool = True):
        super().__init__()
        self.area_id = area_id
        self.pieces = pieces
        self.spots = spots
        self.tray = tray_path(clearing, spots) if clearing is not None else QPainterPath()
        self._shape = QPainterPath()
        bounds = self.tray.boundingRect() if not self.tray.isEmpty() else QRectF()
        for spot in spots:
            self._shape.addRect(spot.rect)
            bounds = bounds.united(spot.rect)
        # Room for the shadow and the count badge, which reaches past the icon's corner.
        self._bounds = bounds.adjusted(-1.5, -1.5, PIECE_SIZE * 0.5, 2.5)
        self.setZValue(Z_PIECES)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)
        if tooltip:  # the pieces said in the language of the moment: for a hover, never for a picture
            self.setToolTip("\n".join(piece_label(p) for p in pieces))

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return self._shape

    def picture_key(self) -> str:
        """Everything its pixels are painted from beyond the map and the code: each stack, where
        it stands and at what size, and whether it stands on a tray joined to its clearing (a
        kept picture of it is reused only under the same key: rootboard.ui.board.layer)."""
        stacks = "; ".join(f"{spot.piece} at {spot.rect.x()!r},{spot.rect.y()!r} size {spot.rect.width()!r}x{spot.rect.height()!r}"
                           f"{' slot' if spot.in_slot else ''}" for spot in self.spots)
        return f"pieces {self.area_id}; tray {int(not self.tray.isEmpty())}; {stacks}"

    def spot_at(self, pos: QPointF) -> Spot | None:
        for spot in self.spots:
            if spot.rect.contains(pos):
                return spot
        return None

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if shown_by_layer(self, widget):  # in the view's kept layer (rootboard.ui.board.view_layer)
            return
        if not self.tray.isEmpty():  # the tray joining the stacks to their clearing's ring
            painter.setPen(theme.pen(TRAY_EDGE, 0.8))
            painter.setBrush(TRAY_FILL)
            painter.drawPath(self.tray)
        # Icons first, then every count badge, so no neighbour ever hides a "×5". Each icon a
        # copy of its sprite, each badge too (rootboard.ui.board.piece_sprites: painted once per kind).
        for spot in self.spots:
            faction, name, count = spot.piece
            draw_piece_sprite(painter, faction, name, spot.rect.center(), self._size(spot), count)
        for spot in self.spots:
            if spot.piece[2] > 1:
                draw_count_sprite(painter, spot.rect.center(), self._size(spot), spot.piece[2])

    @staticmethod
    def _size(spot: Spot) -> float:
        return theme.SLOT_SIZE - 0.6 if spot.in_slot else spot.rect.width()


class PiecesLayer:
    """Every area's PiecesItem in one scene, replaced area by area when pieces change."""

    def __init__(self, scene):
        self.scene = scene
        self.items: dict = {}  # area -> PiecesItem
        self._drawn: dict = {}  # area -> what the item was built from

    def show(self, pieces: dict, ruins: dict[int, int] | None = None,
             keep_clear: dict | None = None) -> list[PiecesItem]:
        """Draw ``pieces``; only areas whose pieces (or ruins, or neighbours such as the Ferry:
        ``keep_clear``, area -> circles no stack may cover) changed get a new item. Returns the
        items, in area order."""
        ruins, keep_clear = ruins or {}, keep_clear or {}
        topology = self.scene.topology
        wanted = {}
        for area, listed in pieces.items():
            shown = shown_pieces(list(listed))
            if shown and (topology.has_area(area) or (area == BURROW and self.scene.burrow_item is not None)):
                wanted[area] = (tuple(shown), ruins.get(area, 0), tuple(keep_clear.get(area, ())))
        for area in list(self.items):
            if self.items[area].scene() is not self.scene:  # removed by someone else: rebuild
                del self.items[area], self._drawn[area]
            elif self._drawn.get(area) != wanted.get(area):
                self.scene.removeItem(self.items.pop(area))
                del self._drawn[area]
        for area, key in wanted.items():
            if area not in self.items:
                item = self._build(area, list(key[0]), key[1], key[2])
                self.scene.addItem(item)
                self.items[area] = item
                self._drawn[area] = key
        return list(self.items.values())

    def _build(self, area, shown: list[Piece], ruins: int, keep_clear: tuple[Circle, ...]) -> PiecesItem:
        topology, drawing = self.scene.topology, self.scene.drawing
        if area in topology.forests or area == BURROW or area in topology.path_areas:
            return PiecesItem(area, shown, area_spots(drawing.forest_spots.get(area, ()), self.scene.area_centre(area), shown,
                                                      drawing.piece_scales), tooltip=self.scene.tooltips)
        clearing = topology.board.clearings[area]
        candidates = drawing.stack_spots.get(area, ())
        return PiecesItem(area, shown, clearing_spots(clearing, shown, ruins, candidates, keep_clear, drawing.piece_scales),
                          clearing, tooltip=self.scene.tooltips)
