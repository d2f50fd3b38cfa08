"""Each piece drawn once per (piece art, size, device scale) into a sprite, then copied at whole
device pixels, as the tree crowns are (:mod:`rootboard.ui.board.trees`).

A picture of a position never drawn painted its stacks path by path: about 119 ``drawPath``
calls, 18-24 ms of the render's CPU (issue 32). A board shows few distinct pieces (a faction's
warriors, its buildings, a few tokens), so most stacks are a copy of one painted before.
Every path that draws pieces on a raster device goes through here (the one-pass picture, the
tiles, the window: :class:`rootboard.ui.board.pieces.PiecesItem`), so their pixels stay the
same; vector output (SVG, PDF) keeps drawing paths.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPaintEngine, QPainter, QPixmap

from rootboard.ui.board.piece_art import draw_piece, piece_kind, silhouette

MARGIN = 1.5  # the sprite's side in piece sizes: the shadow and the peeking second meeple fit
_sprites: dict[tuple, QPixmap] = {}
VECTOR = (QPaintEngine.SVG, QPaintEngine.Pdf, QPaintEngine.Picture)


def copies_sprites(painter: QPainter) -> bool:
    """Whether ``painter`` paints pixels (sprites are copied) rather than vectors (paths kept)."""
    engine = painter.paintEngine()
    return engine is None or engine.type() not in VECTOR


def _art(faction: str, piece: str, count: int) -> tuple[str, str, bool]:
    """What a piece's picture depends on: a stack of meeples shows a second one behind."""
    return faction, piece, count > 1 and silhouette(piece_kind(faction, piece)) == "meeple"


def _sprite(faction: str, piece: str, stacked: bool, size: float, scale: float, ratio: float) -> QPixmap:
    key = (faction, piece, stacked, size, scale, ratio)
    sprite = _sprites.get(key)
    if sprite is None:
        side = max(2, int(math.ceil(MARGIN * size * scale)))
        sprite = QPixmap(side, side)
        sprite.fill(Qt.transparent)
        p = QPainter(sprite)
        p.setRenderHint(QPainter.Antialiasing)
        p.translate(side / 2, side / 2)
        p.scale(scale, scale)
        draw_piece(p, faction, piece, QPointF(0, 0), size, 2 if stacked else 1, badge=False)
        p.end()
        sprite.setDevicePixelRatio(ratio)
        if len(_sprites) > 512:  # zoom levels come and go
            _sprites.clear()
        _sprites[key] = sprite
    return sprite


def draw_piece_sprite(painter: QPainter, faction: str, piece: str, centre: QPointF, size: float, count: int) -> None:
    """:func:`draw_piece` (its badge left to the caller) as a copy of its sprite, its centre at
    the nearest whole device pixel; on a vector device, the paths themselves."""
    if not copies_sprites(painter):
        draw_piece(painter, faction, piece, centre, size, count, badge=False)
        return
    t = painter.deviceTransform()  # to device pixels (a high-DPI screen's ratio included)
    scale = max(0.05, (t.m11() ** 2 + t.m12() ** 2) ** 0.5)
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    sprite = _sprite(*_art(faction, piece, count), size, scale, ratio)
    at = t.map(centre)
    half = sprite.width() / 2
    painter.save()
    painter.resetTransform()  # to the device's logical pixels (the clip stays where it was)
    painter.drawPixmap(QPointF(round(at.x() - half) / ratio, round(at.y() - half) / ratio), sprite)
    painter.restore()
