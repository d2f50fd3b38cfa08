"""A picture of a board from its static layer, kept between runs (issue 32).

What never changes in play sits at the bottom of the scene's paint order: the ground, the
forests, the lake, the rivers and the paths (stacked below the clearings, items.Z_CLEARING).
Everything above them (the clearings, with their rulers, suits and explored ruins; the
markers; the pieces; the labels) may change with every action.

So the picture is painted in two passes onto the same image: the static items alone (over
the table colour), then the rest with no background. Each pass paints exactly what one pass
of :func:`~rootboard.ui.board.render.scene_image` would paint at that point of its order, on
exactly the pixels it would paint them on: the two pictures are the same to the pixel. The
image after the first pass is kept in the derived cache (:mod:`rootboard.derived.layers`),
and a later picture of the same board at the same width starts from a copy of it.

Its key names everything the static items are painted from: the map's text and the code
that lays it out (the derived cache's), the code that paints it (this package's modules,
the Qt release), the picture's size and the part of the scene it shows, and each static
item's own state (a path still closed or opened, 16.2.3.III). A scene with anything lit up
(--highlight) is painted in one pass as before.
"""

from __future__ import annotations

import math
import zlib
from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import QRect, QRectF, qVersion
from PySide6.QtGui import QBrush, QImage, QPainter, Qt

from rootboard.derived.layers import layer_key, read_layer, write_layer
from rootboard.i18n import tr
from rootboard.board.catalog import data_dir
from rootboard.ui.board import theme
from rootboard.ui.board.items import Z_CLEARING, ClearingItem, MarkedItem, PathItem

# The modules whose code paints the static layer and the clearings, or decides what is kept.
PAINTING_MODULES = ("items", "theme", "trees", "qtgeom", "scene", "render", "layer", "faction_looks")
TILE_MARGIN = 3  # device pixels around a clearing's bounds: antialiasing, the picture's centring


@lru_cache(maxsize=1)
def drawing_code() -> str:
    """A checksum of the painting modules' source and of the Qt release."""
    crc = zlib.crc32(f"qt {qVersion()}".encode())
    for name in PAINTING_MODULES:
        source = Path(__file__).with_name(f"{name}.py").read_bytes()
        crc = zlib.crc32(source, zlib.crc32(name.encode(), crc))
    return f"{crc:08x}"


def _top_levels(scene) -> list:
    return [item for item in scene.items() if item.parentItem() is None]


def is_static(item) -> bool:
    return item.zValue() < Z_CLEARING


def _describe(item) -> str:
    """What the key says of a static item: its kind, whether it shows, and a path's state."""
    state = f"{type(item).__name__}:{int(item.isVisible())}"
    if isinstance(item, PathItem):
        state += f":{item.path.key}:{int(item.closed)}"
    return state


def static_key(scene, width: int, height: int, source: QRectF) -> str | None:
    """The layer's key, or None when the scene's static items are lit (not what a layer
    holds) or the board has no layer to keep (no cache, a map loaded otherwise)."""
    tops = _top_levels(scene)
    if any(isinstance(item, MarkedItem) and item.mark is not None for item in tops):
        return None  # lit up (--highlight): not what is kept
    static = [item for item in tops if is_static(item)]
    items = ",".join(sorted(_describe(item) for item in static))
    parts = (f"{width}x{height}; source {source.x()!r},{source.y()!r},{source.width()!r},{source.height()!r}; "
             f"table {scene.backgroundBrush().color().name()}; items {items}")
    return layer_key(scene.topology, drawing_code(), parts)


def _render_only(paint, scene, painter: QPainter, target: QRectF, source: QRectF, keep, background: bool) -> None:
    """Render the top-level items ``keep`` says yes to (all others hidden for the pass) with
    ``paint``, the one-pass picture's own (render's, handed over by it)."""
    hidden = [item for item in _top_levels(scene) if item.isVisible() and not keep(item)]
    brush = scene.backgroundBrush()
    for item in hidden:
        item.setVisible(False)
    if not background:
        scene.setBackgroundBrush(QBrush(Qt.NoBrush))
    try:
        paint(scene, painter, target, source)
    finally:
        if not background:
            scene.setBackgroundBrush(brush)
        for item in hidden:
            item.setVisible(True)


def _tile_rects(scene, width: int, height: int, source: QRectF) -> dict | None:
    """Each clearing's tile: the pixels its item may paint (its bounds hold its glow, the
    ruler's ring and its badge), with a margin for antialiasing and the centring of the
    picture. None where two tiles meet: then a clearing's pixels would depend on another's."""
    ratio = min(width / source.width(), height / source.height())
    frame = QRect(0, 0, width, height)
    rects = {}
    for item in scene.clearing_items.values():
        r = item.sceneBoundingRect()
        left = math.floor((r.left() - source.left()) * ratio) - TILE_MARGIN
        top = math.floor((r.top() - source.top()) * ratio) - TILE_MARGIN
        right = math.ceil((r.right() - source.left()) * ratio) + TILE_MARGIN
        bottom = math.ceil((r.bottom() - source.top()) * ratio) + TILE_MARGIN
        rects[item] = QRect(left, top, right - left, bottom - top).intersected(frame)
    found = list(rects.values())
    if any(a.intersects(b) for i, a in enumerate(found) for b in found[i + 1:]):
        return None
    return rects


def _tile_key(layer: str, item, rect: QRect) -> str:
    """A clearing's tile over the layer ``layer``: everything its item paints from (the suit
    and its icon's file, the ruler, the ruins still there, the words of a clearing with no
    suit yet)."""
    words = tr("board", "no suit yet") if item.suit is None else ""
    suit_icon = zlib.crc32((data_dir("assets") / f"{theme.suit_icon_name(item.suit)}.svg").read_bytes())
    return (f"{layer}\ntile {rect.x()},{rect.y()},{rect.width()},{rect.height()}; clearing {item.area_id}; "
            f"suit {item.suit} icon {suit_icon:08x}; ruler {item.ruler}; ruins {item.ruins_present}; "
            f"number {int(item.show_number)}; visible {int(item.isVisible())}; words {words}")


def _clearings(paint, scene, image: QImage, target: QRectF, source: QRectF, layer: str) -> None:
    """Paint the clearings over the layer: each from its kept tile, or painted and kept."""
    rects = _tile_rects(scene, image.width(), image.height(), source)
    if rects is None:
        painter = QPainter(image)
        _render_only(paint, scene, painter, target, source, _is_clearing, background=False)
        painter.end()
        return
    missing = {}
    painter = QPainter(image)
    painter.setCompositionMode(QPainter.CompositionMode_Source)  # the tile's pixels as they are
    for item, rect in rects.items():
        key = _tile_key(layer, item, rect)
        tile = QImage(rect.width(), rect.height(), QImage.Format_RGB32)
        if read_layer(key, rect.width(), rect.height(), tile.bytesPerLine(), tile.bits(), kind="tile"):
            painter.drawImage(rect.topLeft(), tile)
        else:
            missing[item] = key
    painter.end()
    if not missing:
        return
    # The others' tiles do not reach these clearings' pixels: they are painted on the layer's.
    painter = QPainter(image)
    _render_only(paint, scene, painter, target, source, lambda item: item in missing, background=False)
    painter.end()
    for item, key in missing.items():
        tile = image.copy(rects[item])
        write_layer(key, tile.width(), tile.height(), tile.bytesPerLine(), tile.constBits(), kind="tile")


def _is_clearing(item) -> bool:
    return isinstance(item, ClearingItem)


def layered_image(scene, width: int, height: int, source: QRectF, paint) -> QImage | None:
    """The scene as :func:`~rootboard.ui.board.render.scene_image` paints it with ``paint``
    (its painter call, handed over so that this module does not import it), from the kept
    static layer and clearings' tiles (or painting them and keeping them); None when the
    scene has no layer to keep."""
    key = static_key(scene, width, height, source)
    if key is None:
        return None
    image = QImage(width, height, QImage.Format_RGB32)
    stride = image.bytesPerLine()
    target = QRectF(0, 0, width, height)
    if not read_layer(key, width, height, stride, image.bits()):
        image.fill(scene.backgroundBrush().color())
        painter = QPainter(image)
        _render_only(paint, scene, painter, target, source, is_static, background=True)
        painter.end()
        write_layer(key, width, height, stride, image.constBits())
    _clearings(paint, scene, image, target, source, key)
    painter = QPainter(image)
    _render_only(paint, scene, painter, target, source, lambda item: not is_static(item) and not _is_clearing(item),
                 background=False)
    painter.end()
    return image
