"""shapely -> QPainterPath: the one seam between the geometry core and Qt.

Scene coordinates are board millimetres, x right and y down, exactly as in the map
files, so shapes convert point for point with no flipping.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainterPath, QPolygonF
from shapely.geometry.base import BaseGeometry


def _ring(coords) -> QPolygonF:
    return QPolygonF([QPointF(x, y) for x, y, *_ in coords])


def to_path(geometry: BaseGeometry) -> QPainterPath:
    """A painter path for any shapely geometry: polygons (holes included) and lines."""
    path = QPainterPath()
    path.setFillRule(path.fillRule().OddEvenFill)
    _add(path, geometry)
    return path


def _add(path: QPainterPath, geometry: BaseGeometry) -> None:
    kind = geometry.geom_type
    if geometry.is_empty:
        return
    if kind == "Polygon":
        path.addPolygon(_ring(geometry.exterior.coords))
        path.closeSubpath()
        for hole in geometry.interiors:
            path.addPolygon(_ring(hole.coords))
            path.closeSubpath()
    elif kind in ("LineString", "LinearRing"):
        coords = list(geometry.coords)
        path.moveTo(*coords[0][:2])
        for x, y, *_ in coords[1:]:
            path.lineTo(x, y)
    elif kind == "Point":
        path.moveTo(geometry.x, geometry.y)
    elif hasattr(geometry, "geoms"):
        for part in geometry.geoms:
            _add(path, part)
    else:
        raise ValueError(f"cannot draw a {kind}")


def point(xy) -> QPointF:
    return QPointF(float(xy[0]), float(xy[1]))
