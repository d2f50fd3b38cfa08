"""Pieces of a game, drawn as chips stacked beside their area.

Pieces are display-only data handed to the scene (like python-chess's ``chess.svg.board``
takes arrows): ``{area: [(faction, piece, count), ...]}``. Nothing here checks them.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem

from . import theme
from .items import Z_PIECES

Piece = tuple[str, str, int]

CHIP_W, CHIP_H, CHIP_GAP = 38.0, 9.5, 1.4
# Map pieces drawn by the board itself (the Tower, the Ferry, ruins in their slots).
MAP_FACTION = "map"
BOARD_DRAWN = {"tower", "ferry", "ruin", "ruins"}


def chip_label(faction: str, piece: str, count: int) -> str:
    if piece == "pawn":  # a pawn is the faction itself on the board
        return faction.replace("vagabond2", "vagabond 2").title()
    name = piece.replace("_", " ")
    return f"{count}× {name}" if count != 1 else name


def shown_pieces(pieces: list[Piece]) -> list[Piece]:
    """The pieces drawn as chips: everything but the map pieces the board draws itself."""
    return [p for p in pieces if not (p[0] == MAP_FACTION and p[1] in BOARD_DRAWN) and p[2] > 0]


class PiecesItem(QGraphicsItem):
    """A column of chips (faction colour, count and piece name) anchored at one area.

    ``area_id`` makes a click on the chips pick their area, as if clicking the area itself.
    """

    def __init__(self, area_id, pieces: list[Piece], anchor: QPointF, align_left: bool):
        super().__init__()
        self.area_id = area_id
        self.pieces = pieces
        height = len(pieces) * (CHIP_H + CHIP_GAP) - CHIP_GAP + 3.0
        left = anchor.x() if align_left else anchor.x() - CHIP_W - 3.0
        self._rect = QRectF(left, anchor.y() - height / 2, CHIP_W + 3.0, height)
        self.setZValue(Z_PIECES)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-1, -1, 2, 2)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setPen(Qt.NoPen)
        painter.setBrush(QColor(40, 28, 18, 150))
        painter.drawRoundedRect(self._rect.translated(0.8, 1.2), 2.5, 2.5)
        painter.setBrush(QColor(251, 245, 230, 215))
        painter.setPen(theme.pen(theme.INK, 0.6))
        painter.drawRoundedRect(self._rect, 2.5, 2.5)
        y = self._rect.top() + 1.5
        for faction, piece, count in self.pieces:
            chip = QRectF(self._rect.left() + 1.5, y, CHIP_W, CHIP_H)
            colour = theme.faction_colour(faction)
            painter.setPen(theme.pen(theme.INK, 0.7))
            painter.setBrush(colour)
            painter.drawRoundedRect(chip, 1.8, 1.8)
            theme.draw_text(painter, chip.center().x(), chip.center().y() + 0.2,
                            chip_label(faction, piece, count), 5.4, theme.ink_on(colour))
            y += CHIP_H + CHIP_GAP
