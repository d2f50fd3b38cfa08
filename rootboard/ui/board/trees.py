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
_sprites: dict[tuple[float, float, float], QPixmap] = {}
STEP = 4  # crown radii within a quarter of a device pixel share one sprite


def _crown(painter: QPainter, x: float, y: float, r: float) -> None:
    painter.setBrush(SHADOW)
    painter.drawEllipse(QPointF(x + 1.4 * r / UNIT, y + 1.8 * r / UNIT), r, r * 0.9)
    painter.setBrush(theme.TREE_DARK)
    painter.drawEllipse(QPointF(x, y), r, r)
    painter.setBrush(theme.TREE_LIGHT)
    painter.drawEllipse(QPointF(x - r * 0.3, y - r * 0.3), r * 0.45, r * 0.45)


def _sprite(scale: float, radius: float, ratio: float) -> QPixmap:
    """One crown (with its shadow) of ``radius`` mm, drawn at ``scale`` device pixels per
    millimetre, for a device of pixel ratio ``ratio``: copied onto it pixel for pixel."""
    key = (scale, radius, ratio)
    if key not in _sprites:
        k = radius / UNIT
        size = max(2, int(math.ceil(2 * (UNIT + 2.5) * k * scale)))
        pixmap = QPixmap(size, size)
        pixmap.fill(Qt.transparent)
        p = QPainter(pixmap)
        p.setRenderHint(QPainter.Antialiasing)
        p.setPen(Qt.NoPen)
        p.translate(size / 2, size / 2)
        p.scale(scale, scale)
        _crown(p, 0.0, 0.0, radius)
        p.end()
        pixmap.setDevicePixelRatio(ratio)
        if len(_sprites) > 256:  # zoom levels come and go
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
    # Each crown is copied at whole device pixels with no transform: resampling a sprite for
    # each of a board's 645 crowns took 50 of its 140 ms of drawing, copying them 10 (measured).
    t = painter.deviceTransform()  # to device pixels (a high-DPI screen's ratio included)
    scale = max(0.05, (t.m11() ** 2 + t.m12() ** 2) ** 0.5)
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    painter.save()
    painter.resetTransform()  # to the device's logical pixels (the clip stays where it was)
    for x, y, r in trees:
        sprite = _sprite(scale, round(r * scale * STEP) / (STEP * scale), ratio)
        at = t.map(QPointF(x, y))
        half = sprite.width() / 2
        painter.drawPixmap(QPointF(round(at.x() - half) / ratio, round(at.y() - half) / ratio), sprite)
    painter.restore()
