"""The window's board view starts from a layer of the board kept between starts (issue 32).

``rootboard render`` keeps the board's static layer (the ground, forests, lake, rivers and
paths, below the clearings: :mod:`rootboard.ui.board.layer`) as raw pixels in the derived
cache. The window's first frame painted the whole board afresh at every start: the trees,
the rivers' meanders, the ground's shadow and the clearings are most of that frame.

So the view keeps a layer at its own exact transform: the static items and, above them, as
many items as can say what they are painted from (:func:`held_items`: on a board to explore,
the clearings, markers and labels too; in a game, the stacks as well). Its key names the
viewport's size in device pixels, the pixel ratio, the view's transform (zoom and scroll)
and render hints, everything :func:`~rootboard.ui.board.layer.static_key_at` names (the
map's text, the painting code, the Qt release, each static item's state), and each held
item's ``picture_key``. The view draws the kept pixels as its background (painter
transform reset: device pixels) and the held items skip their own paint on that viewport
(:func:`~rootboard.ui.board.items.shown_by_layer`); the items above them paint as before.

The layer is drawn only while it is exactly what the items would paint: at the transform it
was made for, with no area lit (a click lights forests and lanes, whose highlights are
painted between the static items: then the items paint themselves), and only while the scene paints
its items straight (its first frames: :meth:`~rootboard.ui.board.scene.BoardScene.caches_on`).
Once the items keep their own screen-resolution caches, the layer is no longer drawn: a
cached item asked to paint while the layer is drawn would keep an empty picture, and the
caches are what makes a click repaint in a few milliseconds.

A frame that finds no layer kept for its transform (the first start, another window size)
paints the layer as the view would paint those items, keeps it, and draws it: the next
start reads it.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem

from rootboard.derived.layers import read_layer, write_layer
from rootboard.ui.board.items import MarkOverlay
from rootboard.ui.board.layer import is_static, static_key_at


class ViewLayer:
    """One view's kept layer: read (or painted and kept) once per transform, drawn while valid."""

    def __init__(self, view):
        self._view = view
        self._key: str | None = None  # the key of the pixels in _image
        self._image: QImage | None = None
        self._held: list = []  # the items the layer of the last key holds (held_items)

    def _size(self) -> tuple[int, int, float]:
        viewport = self._view.viewport()
        ratio = viewport.devicePixelRatioF()
        return round(viewport.width() * ratio), round(viewport.height() * ratio), ratio

    def key(self) -> str | None:
        """The key of the layer the view would show now; None when no layer may be drawn
        (not a board, an area lit, the items' own caches on, no derived cache)."""
        scene = self._view.scene()
        if getattr(scene, "topology", None) is None or not scene.painting_straight():
            return None
        return self._key_now()

    def _key_now(self) -> str | None:
        """The key of the layer at the view's transform now, whether or not it may be drawn:
        the static layer's key at this size, ratio, transform and render hints, and what
        each item held above the static ones is painted from (its ``picture_key``)."""
        scene = self._view.scene()
        if getattr(scene, "topology", None) is None:
            return None
        width, height, ratio = self._size()
        if width <= 0 or height <= 0:
            return None
        t = self._view.viewportTransform()
        where = (f"view {width}x{height} ratio {ratio!r} transform {t.m11()!r},{t.m12()!r},{t.m21()!r},"
                 f"{t.m22()!r},{t.m31()!r},{t.m32()!r}; hints {self._view.renderHints().value}")
        key = static_key_at(scene, where)
        if key is None:
            return None
        self._held = held_items(scene)
        above = [item.picture_key() for item in self._held if not is_static(item)]
        return key + "\nheld above the board:\n" + "\n".join(above)

    def draw(self, painter: QPainter) -> bool:
        """Draw the layer with ``painter`` (the view's background pass) and tell the scene
        which items it shows on this viewport; False, with nothing drawn, when no layer may
        be drawn now."""
        scene = self._view.scene()
        key = self.key()
        shown = key is not None and self._read(key)
        if scene is not None and hasattr(scene, "topology"):
            scene.layer_shown_on = self._view.viewport() if shown else None
            scene.layer_items = {id(item) for item in self._held} if shown else set()
        if not shown:
            return False
        painter.save()
        painter.resetTransform()  # the image is in device pixels, as the viewport
        painter.drawImage(QPointF(0, 0), self._image)
        painter.restore()
        return True

    def _read(self, key: str) -> bool:
        """The layer under ``key`` in _image: the one drawn last, or read back, or (none kept
        for this transform: a first start, another window size) painted now and kept. Painting
        it costs what painting the items on the viewport would have cost this frame, plus a
        copy and a write; keeping it now, not at an idle moment, keeps it for a window closed
        at once too (a --screenshot, a quick look)."""
        if key == self._key:
            return True
        width, height, ratio = self._size()
        image = QImage(width, height, QImage.Format_RGB32)
        if not read_layer(key, width, height, image.bytesPerLine(), image.bits()):
            image = self.paint_static()
            write_layer(key, width, height, image.bytesPerLine(), image.constBits())
        image.setDevicePixelRatio(ratio)
        self._key, self._image = key, image
        return True

    def paint_static(self) -> QImage:
        """The view's background and the items the layer holds, painted as the view paints
        them: its render hints, its transform, the items in stacking order, each at its own
        transform on the view's (QGraphicsView's own drawing of an uncached item)."""
        from PySide6.QtWidgets import QStyleOptionGraphicsItem  # its class and enums made only when painting

        view, scene = self._view, self._view.scene()
        width, height, ratio = self._size()
        image = QImage(width, height, QImage.Format_RGB32)
        image.setDevicePixelRatio(ratio)
        viewport = view.viewport()
        # What the viewport shows before the view paints: its own background, which the
        # table's antialiased fill lets through at the edge pixels the scene only half covers.
        image.fill(viewport.palette().color(viewport.backgroundRole()))
        painter = QPainter(image)
        painter.setRenderHints(view.renderHints())
        transform = view.viewportTransform()
        painter.setWorldTransform(transform)
        # The part of the scene the view's background pass is given for a whole frame.
        scene.drawBackground(painter, view.mapToScene(viewport.rect()).boundingRect())
        option = QStyleOptionGraphicsItem()
        for item in held_items(scene):
            painter.save()
            painter.setWorldTransform(item.sceneTransform() * transform)
            option.exposedRect = item.boundingRect()
            item.paint(painter, option, None)
            painter.restore()
        painter.end()
        image.setDevicePixelRatio(1.0)
        return image


def held_items(scene) -> list:
    """The items a view's layer holds, in stacking order: from the bottom, every shown
    top-level item up to the first that cannot be held. The static ones (the ground,
    forests, lake, rivers, paths) always can; one above them can if it says what it is
    painted from (``picture_key``: a clearing, a marker, a label, a stack of pieces), paints
    nothing through children of its own (an unlit area's highlight paints nothing: a lit one
    keeps the layer from being drawn at all) and keeps no cache of its own in the first
    frames (one would be filled with the nothing it paints while held). Everything held lies
    under everything not held, so the items left paint over the layer as over the items."""
    held = []
    for item in scene.items(Qt.AscendingOrder):
        if item.parentItem() is not None or not item.isVisible():
            continue  # a child paints with its parent, below; a hidden item paints nothing
        if not is_static(item) and (getattr(item, "picture_key", None) is None or _paints_children(item)
                                    or not _straight_at_first(item)):
            break
        held.append(item)
    return held


def _straight_at_first(item) -> bool:
    """Whether ``item`` paints straight in the scene's first frames: it has no cache, or its
    cache was put off until after them (BoardScene._defer_caches). One added since (a game
    shown before the window's first frame) keeps a cache of its own from the start. (Asked
    of the put-off flag, not of the cache mode alone, so that the answer stays the same
    once the caches are on.)"""
    return item.cacheMode() == QGraphicsItem.NoCache or getattr(item, "cache_deferred", False)


def _paints_children(item) -> bool:
    return any(child.isVisible() and not isinstance(child, MarkOverlay) for child in item.childItems())
