"""Plain coordinates -> QPainterPath: the one seam between the board's drawing and Qt.

Scene coordinates are board millimetres, x right and y down, exactly as in the map files
and in :mod:`rootboard.drawing.model`, so points convert one for one with no flipping.
"""

from __future__ import annotations

from typing import Iterable

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainterPath, QPolygonF

from rootboard.drawing.model import Line, Shape


def _polygon(points: Line) -> QPolygonF:
    return QPolygonF([QPointF(x, y) for x, y in points])


def shapes_path(shapes: Iterable[Shape]) -> QPainterPath:
    """A filled path for polygons, holes included (each polygon: outside ring, then holes)."""
    path = QPainterPath()
    path.setFillRule(path.fillRule().OddEvenFill)
    for shape in shapes:
        for ring in shape:
            path.addPolygon(_polygon(ring))
            path.closeSubpath()
    return path


def shape_path(shape: Shape) -> QPainterPath:
    return shapes_path([shape])


def line_path(line: Line) -> QPainterPath:
    """An open path through the points of a polyline."""
    path = QPainterPath()
    if line:
        path.moveTo(*line[0])
        for x, y in line[1:]:
            path.lineTo(x, y)
    return path


def point(xy) -> QPointF:
    return QPointF(float(xy[0]), float(xy[1]))
