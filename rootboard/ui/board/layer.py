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

The rest is kept too, in tiles: the items above the layer are gathered so that items whose
pixels may meet share a tile and no tile's items reach another's pixels; a tile's pixels are
then the layer's and its own items' alone, and are kept under a key naming what each of its
items is painted from (its ``picture_key``: a clearing's suit and ruler, a stack of pieces
and where it stands, a marker's icon). A game changes a few clearings per action: the next
picture paints those tiles and copies the others (the 476-action game's 1600-pixel picture:
pieces and clearings painted in 25-35 ms, copied in a few).

A tile painted afresh starts from its clearings' faces, kept apart from the pieces (the
clearing alone over the board, under each ruler it has had: see "the clearings' faces"
below): a position never drawn copies them and paints only its pieces, markers and labels.

A picture for a PNG (:func:`layered_bands`) knows its tiles' keys, and so its bands' (the
PNG's rows in bands, each kept compressed under what its rows are painted from), before any
pixel: the bands the last picture over the same layer kept are taken as they are, and only
the rows of the others, and of the tiles that reach them, are read from the layer and
painted. The same picture again reads no pixel; after one action, the rows its changed tiles
reach (rootboard.derived.layers reads and checks a layer's rows chunk by chunk).

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
from PySide6.QtGui import QBrush, QImage, QPainter, QRegion, Qt

from rootboard.derived.layers import layer_key, prune_layers, read_kept, read_layer, write_kept, write_layer
from rootboard.ui.board.items import Z_CLEARING, ClearingItem, MarkedItem, PathItem

# The modules whose code paints the static layer and the clearings, or decides what is kept.
PAINTING_MODULES = ("items", "theme", "trees", "qtgeom", "scene", "render", "layer", "faction_looks", "pieces",
                    "piece_art", "piece_sprites", "view", "view_layer")
TILE_MARGIN = 3  # device pixels around a clearing's bounds: antialiasing, the picture's centring
BAND_ROWS = 64  # rows of the picture's PNG compressed and kept together (rootboard.ui.board.png)


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
    where = f"{width}x{height}; source {source.x()!r},{source.y()!r},{source.width()!r},{source.height()!r}"
    return static_key_at(scene, where)


def static_key_at(scene, where: str) -> str | None:
    """The key of the static layer painted ``where`` (a picture's size and the part of the
    scene it shows; a view's size, pixel ratio and transform): None when lit or not kept."""
    tops = _top_levels(scene)
    if any(isinstance(item, MarkedItem) and item.mark is not None for item in tops):
        return None  # lit up (--highlight, a click in the window): not what is kept
    static = [item for item in tops if is_static(item)]
    items = ",".join(sorted(_describe(item) for item in static))
    parts = f"{where}; table {scene.backgroundBrush().color().name()}; items {items}"
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


def _device_rect(item, ratio: float, source: QRectF, frame: QRect) -> QRect:
    """The picture's pixels ``item`` may paint: its bounds, with a margin for antialiasing and
    the centring of the picture, within the picture."""
    r = item.sceneBoundingRect()
    left = math.floor((r.left() - source.left()) * ratio) - TILE_MARGIN
    top = math.floor((r.top() - source.top()) * ratio) - TILE_MARGIN
    right = math.ceil((r.right() - source.left()) * ratio) + TILE_MARGIN
    bottom = math.ceil((r.bottom() - source.top()) * ratio) + TILE_MARGIN
    return QRect(left, top, right - left, bottom - top).intersected(frame)


def _tiles(scene, width: int, height: int, source: QRectF) -> list[tuple[list[QRect], list]]:
    """Everything painted over the static layer (the clearings, the markers, the pieces, the
    labels), gathered into tiles: two items whose pixels may meet share a tile, so a tile's
    pixels (the union of its items' rectangles) are the layer's and its own items' alone,
    and no other tile's items reach them. Each tile: its items' rectangles and its items, in
    the scene's order."""
    ratio = min(width / source.width(), height / source.height())
    frame = QRect(0, 0, width, height)
    shown = [item for item in _top_levels(scene) if not is_static(item) and item.isVisible()]
    placed = [(item, _device_rect(item, ratio, source, frame)) for item in shown]
    placed = [(item, rect) for item, rect in placed if not rect.isEmpty()]  # outside: paints nothing in it
    tile_of = list(range(len(placed)))  # union-find over the items whose rectangles meet

    def root(at: int) -> int:
        while tile_of[at] != at:
            tile_of[at] = tile_of[tile_of[at]]
            at = tile_of[at]
        return at

    for i, (_, a) in enumerate(placed):
        for j in range(i + 1, len(placed)):
            if a.intersects(placed[j][1]):
                tile_of[root(j)] = root(i)
    tiles: dict[int, tuple[list[QRect], list]] = {}
    for at, (item, rect) in enumerate(placed):  # in the scene's order
        rects, items = tiles.setdefault(root(at), ([], []))
        rects.append(rect)
        items.append(item)
    return list(tiles.values())


def _bounds(rects: list[QRect]) -> QRect:
    bounds = QRect(rects[0])
    for rect in rects[1:]:
        bounds = bounds.united(rect)
    return bounds


def _region(rects: list[QRect]) -> QRegion:
    region = QRegion()
    for rect in rects:
        region = region.united(rect)
    return region


def _tile_key(layer: str, items: list, rects: list[QRect]) -> str | None:
    """A tile over the layer ``layer``: its pixels and what each of its items is painted from
    (their own ``picture_key``); None when one of them cannot say (painted every time)."""
    said = []
    for item, rect in zip(items, rects):
        key = getattr(item, "picture_key", None)
        if key is None:
            return None
        said.append(f"{rect.x()},{rect.y()},{rect.width()},{rect.height()}: {key()}")
    return f"{layer}\ntile\n" + "\n".join(said)


def band_keys(layer: str, tiles: list[tuple[str | None, list[QRect]]], height: int) -> list[tuple[int, str | None]]:
    """The picture's bands of rows, top to bottom: how many rows each holds and its key, which
    names what its pixels are painted from over the layer ``layer``: its rows, and the key of
    every tile with pixels in them (their rectangles in it). None for a band that a tile painted
    every time reaches."""
    bands = []
    for top in range(0, height, BAND_ROWS):
        bottom = min(height, top + BAND_ROWS)
        said: list[str] | None = []
        for key, rects in tiles:
            if any(rect.top() < bottom and rect.top() + rect.height() > top for rect in rects):
                if key is None:
                    said = None
                    break
                said.append(key[len(layer):])
        bands.append((bottom - top, None if said is None else f"band {top}-{bottom}" + "".join(sorted(said))))
    return bands


def _over_the_layer(paint, scene, image: QImage, target: QRectF, source: QRectF, layer: str, tiles: list) -> None:
    """Paint everything above the static layer: each tile (its key, rectangles and items) from
    its kept pixels, or painted and kept. A tile's pixels are kept for the rectangle around
    them, and only its own are copied back (the rest of that rectangle may be another tile's)."""
    missing = []
    painter = QPainter(image)
    painter.setCompositionMode(QPainter.CompositionMode_Source)  # the tile's pixels as they are
    for key, rects, items in tiles:
        bounds = _bounds(rects)
        tile = QImage(bounds.width(), bounds.height(), QImage.Format_RGB32)
        if key is not None and read_layer(key, bounds.width(), bounds.height(), tile.bytesPerLine(), tile.bits(),
                                          kind="tile"):
            painter.setClipRegion(_region(rects))
            painter.drawImage(bounds.topLeft(), tile)
        else:
            missing.append((key, bounds, items))
    painter.end()
    if not missing:
        return
    # No other tile's items reach these tiles' pixels: they are painted on the layer's, each
    # clearing's face from the kept one where there is one.
    painted = {id(item) for _, _, items in missing for item in items}
    clearings = [item for _, _, items in missing for item in items if isinstance(item, ClearingItem)]
    _take_kept_sprites()
    try:
        _kept_faces(paint, scene, image, target, source, layer, [item for _, _, items in missing for item in items])
        painter = QPainter(image)
        _render_only(paint, scene, painter, target, source, lambda item: id(item) in painted, background=False)
        painter.end()
    finally:
        for item in clearings:
            item.face = None
    kept = [(key, image.copy(bounds)) for key, bounds, _ in missing if key is not None]
    for key, tile in kept:
        write_layer(key, tile.width(), tile.height(), tile.bytesPerLine(), tile.constBits(), kind="tile", prune=False)
    if kept:
        prune_layers("tile")
    _keep_sprites()


# --- the pieces' sprites ----------------------------------------------------------------------
# Each piece and count badge is copied from a sprite (rootboard.ui.board.piece_sprites); the
# sprites a picture made are kept in one file (kind "sprites": the code and Qt release that
# painted them in its key: drawing_code), so a later picture's new tiles copy them without painting a path or
# setting up a font. Read only when a tile is painted afresh: a picture all from kept tiles
# draws no piece.
def _sprites_key() -> str:
    return f"drawing {drawing_code()}; pieces' sprites"


def _take_kept_sprites() -> None:
    from rootboard.ui.board.piece_sprites import take_kept

    kept = read_kept(_sprites_key(), "sprites")
    if kept:
        take_kept(kept)


def _keep_sprites() -> None:
    from rootboard.ui.board.piece_sprites import sprites_to_keep

    packed = sprites_to_keep()
    if packed:
        write_kept(_sprites_key(), packed, "sprites")


# --- the clearings' faces ---------------------------------------------------------------------
# A clearing's face is the clearing alone as painted over the board: its ruler's ring (2.5),
# its disc, the suit's icon, the building slots and the ruins in them (2.2.4), its number.
# It does not depend on the pieces: a position never drawn has new tiles (other pieces around
# the clearings) but mostly faces drawn before, for a map's twelve clearings meet few rulers in
# a game. A face is kept (kind "face", under the board layer's key, with the clearing's own
# picture_key) as every pixel of the clearing's rectangle, and a tile painted afresh copies it
# where the clearing would be painted, then paints the pieces and markers over it as before.
# That is the one-pass picture's pixels wherever nothing painted before the clearing reaches
# its rectangle but the board: the items below it are the layer's, and those above it
# (markers, pieces, labels) are painted after it; a clearing whose rectangle meets another
# item of its own level (a clearing, the Burrow) is painted whole.


def _face_key(layer: str, item, rect: QRect) -> str:
    return f"{layer}\nface\n{rect.x()},{rect.y()},{rect.width()},{rect.height()}: {item.picture_key()}"


def _kept_faces(paint, scene, image: QImage, target: QRectF, source: QRectF, layer: str, painted: list) -> None:
    """Set each clearing among the items ``painted`` afresh to paint its kept face (read, or
    painted now over ``image``'s pixels, the layer's where it stands, and kept)."""
    ratio = min(image.width() / source.width(), image.height() / source.height())
    frame = QRect(0, 0, image.width(), image.height())
    level = [(item, _device_rect(item, ratio, source, frame)) for item in painted if item.zValue() == Z_CLEARING]
    wanted = []
    for item, rect in level:
        if not isinstance(item, ClearingItem) or any(other is not item and rect.intersects(theirs)
                                                     for other, theirs in level):
            continue
        key = _face_key(layer, item, rect)
        face = QImage(rect.width(), rect.height(), QImage.Format_RGB32)
        if read_layer(key, rect.width(), rect.height(), face.bytesPerLine(), face.bits(), kind="face"):
            item.face = (face, rect.topLeft())
        else:
            wanted.append((item, rect, key))
    if not wanted:
        return
    canvas = image.copy()  # their rectangles do not meet: painted together
    painter = QPainter(canvas)
    alone = {id(item) for item, _, _ in wanted}
    _render_only(paint, scene, painter, target, source, lambda item: id(item) in alone, background=False)
    painter.end()
    for item, rect, key in wanted:
        face = canvas.copy(rect)
        write_layer(key, face.width(), face.height(), face.bytesPerLine(), face.constBits(), kind="face", prune=False)
        item.face = (face, rect.topLeft())
    prune_layers("face")


def layered_image(scene, width: int, height: int, source: QRectF, paint) -> QImage | None:
    """The scene as :func:`~rootboard.ui.board.render.scene_image` paints it with ``paint``
    (its painter call, handed over so that this module does not import it), from the kept
    static layer and clearings' tiles (or painting them and keeping them); None when the
    scene has no layer to keep."""
    found = _layered(scene, width, height, source, paint, None)
    return None if found is None else found[0]


def layered_bands(scene, width: int, height: int, source: QRectF, paint):
    """A picture for a PNG in bands (rootboard.ui.board.png): the layer's key, and each band
    of rows with its key (:func:`band_keys`) and its compressed bytes where the last picture
    over the same layer had the same band (kept, kind "bands"; else None); and the scene as
    :func:`layered_image` paints it, but only on the rows of the bands not kept (and of the
    tiles that reach them: a tile painted afresh is kept whole): the other rows of the
    image are not painted, nor their layer and tiles read. None when there is no layer to
    keep; the image is None when every band is kept."""
    key = static_key(scene, width, height, source)
    if key is None:
        return None
    from rootboard.ui.board.png import split_bands

    tiles = _keyed_tiles(scene, width, height, source, key)
    bands = band_keys(key, [(tile, rects) for tile, rects, _ in tiles], height)
    before = split_bands(read_kept(key, "bands") or b"")
    taken = [before[at][1] if band is not None and at < len(before) and before[at][0] == band else None
             for at, (_, band) in enumerate(bands)]
    fresh, top = [], 0
    for (rows, _), band in zip(bands, taken):
        if band is None:
            fresh.append((top, top + rows))
        top += rows
    image = None
    if fresh:
        image, _, _ = _layered(scene, width, height, source, paint, fresh, key, tiles)
    return key, [(rows, band, kept) for (rows, band), kept in zip(bands, taken)], image


def _keyed_tiles(scene, width: int, height: int, source: QRectF, layer: str) -> list:
    """The picture's tiles (:func:`_tiles`), each with its key (:func:`_tile_key`)."""
    return [(_tile_key(layer, items, rects), rects, items) for rects, items in _tiles(scene, width, height, source)]


def _meets(rects: list[QRect], rows: list[tuple[int, int]]) -> bool:
    return any(rect.top() < bottom and rect.top() + rect.height() > top for rect in rects for top, bottom in rows)


def _layered(scene, width: int, height: int, source: QRectF, paint, rows, key: str | None = None, tiles=None):
    """The image, its layer's key and its keyed tiles; the image painted only on ``rows``
    (``(top, bottom)`` ranges; None: all) and on the rows of the tiles that reach them."""
    key = key or static_key(scene, width, height, source)
    if key is None:
        return None
    if tiles is None:
        tiles = _keyed_tiles(scene, width, height, source, key)
    shown = tiles
    if rows is not None:  # the tiles that reach those rows, each painted or copied whole: their rows too
        shown = [tile for tile in tiles if _meets(tile[1], rows)]
        rows = rows + [(bounds.top(), bounds.top() + bounds.height()) for bounds in (_bounds(r) for _, r, _ in shown)]
    image = QImage(width, height, QImage.Format_RGB32)
    stride = image.bytesPerLine()
    target = QRectF(0, 0, width, height)
    if not read_layer(key, width, height, stride, image.bits(), rows=rows):
        image.fill(scene.backgroundBrush().color())
        painter = QPainter(image)
        _render_only(paint, scene, painter, target, source, is_static, background=True)
        painter.end()
        write_layer(key, width, height, stride, image.constBits())
    _over_the_layer(paint, scene, image, target, source, key, shown)
    return image, key, tiles
