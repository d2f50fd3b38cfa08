"""The woodland texture: round tree crowns inside a forest (display only; where they stand
is laid out by :mod:`rootboard.drawing.layout`).

On screen each crown is a small sprite rendered once per zoom level at exactly the screen's
resolution (so it stays crisp, and a whole board of trees draws in a few milliseconds);
into SVG the crowns go as vector ellipses.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPaintEngine, QPainter, QPixmap

from rootboard.drawing.model import Tree

from rootboard.ui.board import theme

UNIT = 6.0  # crown radius of the sprite, mm
SHADOW = QColor(30, 45, 20, 90)
_sprites: dict[float, QPixmap] = {}


def _crown(painter: QPainter, x: float, y: float, r: float) -> None:
    painter.setBrush(SHADOW)
    painter.drawEllipse(QPointF(x + 1.4 * r / UNIT, y + 1.8 * r / UNIT), r, r * 0.9)
    painter.setBrush(theme.TREE_DARK)
    painter.drawEllipse(QPointF(x, y), r, r)
    painter.setBrush(theme.TREE_LIGHT)
    painter.drawEllipse(QPointF(x - r * 0.3, y - r * 0.3), r * 0.45, r * 0.45)


def _sprite(scale: float) -> QPixmap:
    """One crown (with its shadow) drawn at ``scale`` device pixels per millimetre."""
    key = round(scale, 2)
    if key not in _sprites:
        size = max(2, int(math.ceil(2 * (UNIT + 2.5) * key)))
        pixmap = QPixmap(size, size)
        pixmap.fill(Qt.transparent)
        p = QPainter(pixmap)
        p.setRenderHint(QPainter.Antialiasing)
        p.setPen(Qt.NoPen)
        p.scale(key, key)
        _crown(p, UNIT + 2.5, UNIT + 2.5, UNIT)
        p.end()
        if len(_sprites) > 32:  # zoom levels come and go
            _sprites.clear()
        _sprites[key] = pixmap
    return _sprites[key]


def draw_trees(painter: QPainter, trees: tuple[Tree, ...]) -> None:
    painter.setPen(Qt.NoPen)
    engine = painter.paintEngine()
    if engine is not None and engine.type() in (QPaintEngine.SVG, QPaintEngine.Pdf, QPaintEngine.Picture):
        for x, y, r in trees:  # vector output stays vector
            _crown(painter, x, y, r)
        return
    t = painter.deviceTransform()
    sprite = _sprite(max(0.05, (t.m11() ** 2 + t.m12() ** 2) ** 0.5))
    source = QRectF(sprite.rect())
    half = UNIT + 2.5
    painter.setRenderHint(QPainter.SmoothPixmapTransform)
    for x, y, r in trees:
        k = r / UNIT
        painter.drawPixmap(QRectF(x - half * k, y - half * k, 2 * half * k, 2 * half * k), sprite, source)
