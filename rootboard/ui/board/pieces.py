"""A game's pieces on the board: buildings in their slots, stacks around the clearing's rim.

Pieces are display-only data handed to the scene (like python-chess's ``chess.svg.board``
takes arrows): ``{area: [(faction, piece, count), ...]}``. Nothing here checks them.

Layout, per clearing: buildings fill the printed slots (2.2.3), the free ones first, then
the R slots a ruin no longer covers (2.2.4); every other stack (warriors, pawns, tokens)
stands just outside the ruler's ring, one icon per (faction, piece) with a "×5" badge, on
the side facing the middle of the board first, so the ring stays visible. In a forest the
stacks stand in a row at its middle. Each area's pieces are one cached item, rebuilt only
when that area's pieces change (:class:`PiecesLayer`), so a drop repaints one or two areas.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem

from rootboard.board.mapfile import Clearing
from rootboard.game.pieces import MAP
from rootboard.board.topology import BURROW

from rootboard.ui.board import theme
from rootboard.ui.board.items import Z_PIECES, slot_rects
from rootboard.ui.board.piece_art import count_anchor, draw_count, draw_piece, piece_kind, silhouette

Piece = tuple[str, str, int]

PIECE_SIZE = 19.0  # mm: an icon on the board
RIM_OFFSET = 16.5  # mm from the clearing's edge to an icon's centre: clear of the ruler ring
STEP_MM = 23.0  # mm between neighbouring icons along the rim, room for the count badge
# Map pieces drawn by the board itself (the Tower, the Ferry, ruins in their slots).
MAP_FACTION = MAP
BOARD_DRAWN = {"tower", "ferry", "ruin", "ruins"}
BADGE_ANGLE = 45.0  # the priority number badge, bottom right of the disc (items.ClearingItem)


def shown_pieces(pieces: list[Piece]) -> list[Piece]:
    """The pieces drawn here: everything but the map pieces the board draws itself."""
    return [p for p in pieces if not (p[0] == MAP_FACTION and p[1] in BOARD_DRAWN) and p[2] > 0]


@dataclass(frozen=True)
class Spot:
    """Where one stack is drawn; ``rect`` is also where the mouse picks it up."""

    rect: QRectF
    piece: Piece
    in_slot: bool = False


def piece_label(piece: Piece) -> str:
    """'3 Marquise warriors', 'Vagabond pawn': for tooltips and the status bar."""
    from rootboard.game.pieces import short_name

    faction, name, count = piece
    return f"{count} {short_name(faction)} {name.replace('-', ' ')}{'s' if count != 1 and not name.endswith(('s', 'wood')) else ''}"


def clearing_spots(clearing: Clearing, pieces: list[Piece], ruins_present: int,
                   facing: float, avoid: tuple[float, ...] = ()) -> list[Spot]:
    """Buildings in slots, the rest on the rim starting at angle ``facing`` (degrees, y down)."""
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
    centre = QPointF(*clearing.centre)
    radius = clearing.radius + RIM_OFFSET
    for piece, angle in zip(rim, rim_angles(radius, facing, (BADGE_ANGLE, *avoid))):
        at = angle_point(centre, radius, angle)
        half = PIECE_SIZE / 2
        spots.append(Spot(QRectF(at.x() - half, at.y() - half, PIECE_SIZE, PIECE_SIZE), piece))
    return spots


def rim_angles(radius: float, facing: float, avoid: tuple[float, ...]):
    """Angles around the rim, nearest ``facing`` first, alternating sides, skipping ``avoid``."""
    step = math.degrees(STEP_MM / radius)
    n = int(360 // step)
    for k in range(n):
        offset = ((k + 1) // 2) * step * (1 if k % 2 else -1)
        angle = (facing + offset) % 360
        if all(abs((angle - a + 180) % 360 - 180) > step * 0.9 for a in avoid):
            yield angle


def angle_point(centre: QPointF, radius: float, degrees: float) -> QPointF:
    a = math.radians(degrees)
    return QPointF(centre.x() + radius * math.cos(a), centre.y() + radius * math.sin(a))


def forest_spots(anchor: QPointF, pieces: list[Piece]) -> list[Spot]:
    """A row of stacks centred on the forest's middle (pawns, relics)."""
    gap = PIECE_SIZE + 2.0
    left = anchor.x() - gap * (len(pieces) - 1) / 2
    half = PIECE_SIZE / 2
    return [Spot(QRectF(left + i * gap - half, anchor.y() - half, PIECE_SIZE, PIECE_SIZE), piece)
            for i, piece in enumerate(pieces)]


class PiecesItem(QGraphicsItem):
    """The pieces of one area. ``area_id`` makes a click (or a drop) on them count for their
    area, and :meth:`spot_at` tells which stack the mouse is on, for dragging."""

    def __init__(self, area_id, pieces: list[Piece], spots: list[Spot]):
        super().__init__()
        self.area_id = area_id
        self.pieces = pieces
        self.spots = spots
        self._shape = QPainterPath()
        bounds = QRectF()
        for spot in spots:
            self._shape.addRect(spot.rect)
            bounds = bounds.united(spot.rect)
        # Room for the shadow and the count badge, which reaches past the icon's corner.
        self._bounds = bounds.adjusted(-1.5, -1.5, PIECE_SIZE * 0.5, 2.5)
        self.setZValue(Z_PIECES)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)
        self.setToolTip("\n".join(piece_label(p) for p in pieces))

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return self._shape

    def spot_at(self, pos: QPointF) -> Spot | None:
        for spot in self.spots:
            if spot.rect.contains(pos):
                return spot
        return None

    def paint(self, painter: QPainter, option, widget=None) -> None:
        # Icons first, then every count badge, so no neighbour ever hides a "×5".
        for spot in self.spots:
            faction, name, count = spot.piece
            draw_piece(painter, faction, name, spot.rect.center(), self._size(spot), count, badge=False)
        for spot in self.spots:
            if spot.piece[2] > 1:
                size = self._size(spot)
                draw_count(painter, count_anchor(spot.rect.center(), size), spot.piece[2], size)

    @staticmethod
    def _size(spot: Spot) -> float:
        return theme.SLOT_SIZE - 0.6 if spot.in_slot else PIECE_SIZE


class PiecesLayer:
    """Every area's PiecesItem in one scene, replaced area by area when pieces change."""

    def __init__(self, scene):
        self.scene = scene
        self.items: dict = {}  # area -> PiecesItem
        self._drawn: dict = {}  # area -> what the item was built from

    def show(self, pieces: dict, ruins: dict[int, int] | None = None, avoid: dict | None = None) -> list[PiecesItem]:
        """Draw ``pieces``; only areas whose pieces (or ruins, or neighbours such as the Ferry)
        changed get a new item. Returns the items, in area order."""
        ruins, avoid = ruins or {}, avoid or {}
        topology = self.scene.topology
        wanted = {}
        for area, listed in pieces.items():
            shown = shown_pieces(list(listed))
            if shown and (topology.has_area(area) or (area == BURROW and self.scene.burrow_item is not None)):
                wanted[area] = (tuple(shown), ruins.get(area, 0), tuple(avoid.get(area, ())))
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

    def _build(self, area, shown: list[Piece], ruins: int, avoid: tuple[float, ...]) -> PiecesItem:
        topology = self.scene.topology
        if area in topology.forests or area == BURROW:
            return PiecesItem(area, shown, forest_spots(self.scene.area_centre(area), shown))
        clearing = topology.board.clearings[area]
        return PiecesItem(area, shown, clearing_spots(clearing, shown, ruins, self._facing(clearing), avoid))

    def _facing(self, clearing: Clearing) -> float:
        """The angle from a clearing towards the middle of the board, where there is room."""
        outline = self.scene.topology.board.outline
        mx = (min(x for x, _ in outline) + max(x for x, _ in outline)) / 2
        my = (min(y for _, y in outline) + max(y for _, y in outline)) / 2
        cx, cy = clearing.centre
        return math.degrees(math.atan2(my - cy, mx - cx))
