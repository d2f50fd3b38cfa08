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

import zlib
from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import QRectF, qVersion
from PySide6.QtGui import QBrush, QImage, QPainter, Qt

from rootboard.derived.layers import layer_key, read_layer, write_layer
from rootboard.ui.board.items import Z_CLEARING, MarkedItem, PathItem

# The modules whose code paints the static layer, or decides what is in it.
PAINTING_MODULES = ("items", "theme", "trees", "qtgeom", "scene", "render", "layer")


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
    static = [item for item in _top_levels(scene) if is_static(item)]
    if any(isinstance(item, MarkedItem) and item.mark is not None for item in static):
        return None
    items = ",".join(sorted(_describe(item) for item in static))
    parts = (f"{width}x{height}; source {source.x()!r},{source.y()!r},{source.width()!r},{source.height()!r}; "
             f"table {scene.backgroundBrush().color().name()}; items {items}")
    return layer_key(scene.topology, drawing_code(), parts)


def _render_only(scene, painter: QPainter, target: QRectF, source: QRectF, keep, background: bool) -> None:
    """Render the top-level items ``keep`` says yes to (all others hidden for the pass)."""
    from rootboard.ui.board.render import _paint

    hidden = [item for item in _top_levels(scene) if item.isVisible() and not keep(item)]
    brush = scene.backgroundBrush()
    for item in hidden:
        item.setVisible(False)
    if not background:
        scene.setBackgroundBrush(QBrush(Qt.NoBrush))
    try:
        _paint(scene, painter, target, source)
    finally:
        if not background:
            scene.setBackgroundBrush(brush)
        for item in hidden:
            item.setVisible(True)


def layered_image(scene, width: int, height: int, source: QRectF) -> QImage | None:
    """The scene as :func:`~rootboard.ui.board.render.scene_image` paints it, from the kept
    static layer (or painting it and keeping it); None when the scene has no layer to keep."""
    key = static_key(scene, width, height, source)
    if key is None:
        return None
    image = QImage(width, height, QImage.Format_RGB32)
    stride = image.bytesPerLine()
    target = QRectF(0, 0, width, height)
    pixels = read_layer(key, width, height, stride)
    if pixels is not None:
        image.bits()[:] = pixels
    else:
        image.fill(scene.backgroundBrush().color())
        painter = QPainter(image)
        _render_only(scene, painter, target, source, is_static, background=True)
        painter.end()
        write_layer(key, width, height, stride, image.constBits())
    painter = QPainter(image)
    _render_only(scene, painter, target, source, lambda item: not is_static(item), background=False)
    painter.end()
    return image
