"""Each piece, and each count badge, drawn once per (art, size, device scale) into a sprite,
then copied at whole device pixels, as the tree crowns are (:mod:`rootboard.ui.board.trees`).

A picture of a position never drawn painted its stacks path by path: about 119 ``drawPath``
calls and the first text's font set-up, 18-24 ms of the render's CPU (issue 32). A board shows
few distinct pieces (a faction's warriors, its buildings, a few tokens) and few counts, so most
stacks are a copy of one painted before; and the sprites a picture made are kept in the cache
folder with the tiles (:mod:`rootboard.ui.board.layer`, :func:`kept_sprites`), so the next
process copies them without painting a path or loading a font. Every path that draws pieces on
a raster device comes here (the one-pass picture, the tiles, the window: the stacks of
:class:`rootboard.ui.board.pieces.PiecesItem`), so their pixels stay the same; vector output
(SVG, PDF) keeps drawing paths and text.
"""

from __future__ import annotations

import math
import struct

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage, QPaintEngine, QPainter

from rootboard.ui.board.piece_art import count_anchor, draw_count, draw_piece, piece_kind, silhouette

MARGIN = 1.5  # a piece's sprite's side in piece sizes: its shadow and a peeking second meeple fit
BADGE = 1.4  # a badge's sprite's side in piece sizes: "×12" with its edge fits
VECTOR = (QPaintEngine.SVG, QPaintEngine.Pdf, QPaintEngine.Picture)
KEEP_AT_MOST = 200  # sprites kept in the cache folder (about 15 kB each at 1600 pixels)
HELD_AT_MOST = 256  # sprites held in a process: the window's zoom levels come and go (larger when near)

_sprites: dict[str, QImage] = {}
_new: set[str] = set()  # made in this process, not yet kept


def copies_sprites(painter: QPainter) -> bool:
    """Whether ``painter`` paints pixels (sprites are copied) rather than vectors (paths kept)."""
    engine = painter.paintEngine()
    return engine is None or engine.type() not in VECTOR


def _device(painter: QPainter) -> tuple[float, float]:
    """The painter's device pixels per unit (a high-DPI screen's ratio included), and the ratio."""
    t = painter.deviceTransform()
    device = painter.device()
    return max(0.05, (t.m11() ** 2 + t.m12() ** 2) ** 0.5), device.devicePixelRatioF() if device is not None else 1.0


def _sprite(key: str, side_mm: float, scale: float, ratio: float, paint) -> QImage:
    """The sprite under ``key``, or ``paint(painter)`` (its centre at the origin, in mm) made into one."""
    sprite = _sprites.get(key)
    if sprite is None:
        side = max(2, int(math.ceil(side_mm * scale)))
        sprite = QImage(side, side, QImage.Format_ARGB32_Premultiplied)
        sprite.fill(Qt.transparent)
        p = QPainter(sprite)
        p.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
        p.translate(side / 2, side / 2)
        p.scale(scale, scale)
        paint(p)
        p.end()
        sprite.setDevicePixelRatio(ratio)
        if len(_sprites) >= HELD_AT_MOST:
            _sprites.clear()
            _new.clear()
        _sprites[key] = sprite
        _new.add(key)
    return sprite


def _copy(painter: QPainter, sprite: QImage, centre: QPointF) -> None:
    """The sprite with its centre at the device pixel nearest ``centre``, with no resampling."""
    ratio = sprite.devicePixelRatio()
    at = painter.deviceTransform().map(centre)
    half = sprite.width() / 2
    painter.save()
    painter.resetTransform()  # to the device's logical pixels (the clip stays where it was)
    painter.drawImage(QPointF(round(at.x() - half) / ratio, round(at.y() - half) / ratio), sprite)
    painter.restore()


def draw_piece_sprite(painter: QPainter, faction: str, piece: str, centre: QPointF, size: float, count: int) -> None:
    """:func:`draw_piece` (its badge left to :func:`draw_count_sprite`) as a copy of its sprite;
    on a vector device, the paths themselves."""
    if not copies_sprites(painter):
        draw_piece(painter, faction, piece, centre, size, count, badge=False)
        return
    scale, ratio = _device(painter)
    stacked = count > 1 and silhouette(piece_kind(faction, piece)) == "meeple"  # a second meeple behind
    key = f"piece {faction} {piece} {'stack' if stacked else 'one'} {size!r} at {scale!r} ratio {ratio!r}"
    sprite = _sprite(key, MARGIN * size, scale, ratio,
                     lambda p: draw_piece(p, faction, piece, QPointF(0, 0), size, 2 if stacked else 1, badge=False))
    _copy(painter, sprite, centre)


def draw_count_sprite(painter: QPainter, centre: QPointF, size: float, count: int) -> None:
    """A stack's "×5" badge (:func:`draw_count`) beside the piece centred at ``centre``, as a
    copy of its sprite; on a vector device, the badge itself."""
    anchor = count_anchor(centre, size)
    if not copies_sprites(painter):
        draw_count(painter, anchor, count, size)
        return
    scale, ratio = _device(painter)
    key = f"badge {count} {size!r} at {scale!r} ratio {ratio!r}"
    sprite = _sprite(key, BADGE * size, scale, ratio, lambda p: draw_count(p, QPointF(0, 0), count, size))
    _copy(painter, sprite, anchor)


# --- kept between processes --------------------------------------------------------------------
_ENTRY = struct.Struct(">IIId")  # key length, width, height, device pixel ratio


def take_kept(kept: bytes) -> None:
    """Take the sprites :func:`sprites_to_keep` packed (by this code, under the same Qt: the
    caller's key says so); ignores what is cut short."""
    at = 0
    while at + _ENTRY.size <= len(kept):
        length, width, height, ratio = _ENTRY.unpack_from(kept, at)
        at += _ENTRY.size
        size = 4 * width * height
        if at + length + size > len(kept):
            return
        key = bytes(kept[at:at + length]).decode("utf-8")  # kept: bytes, or a view of the file read
        image = QImage(kept[at + length:at + length + size], width, height, 4 * width,
                       QImage.Format_ARGB32_Premultiplied).copy()  # its own pixels, not the buffer's
        image.setDevicePixelRatio(ratio)
        _sprites.setdefault(key, image)
        at += length + size


def sprites_to_keep() -> bytes | None:
    """The sprites at hand packed as one piece of bytes, if any was made since the last time
    (None: nothing new to keep); at most :data:`KEEP_AT_MOST`, the new ones first."""
    if not _new:
        return None
    keys = sorted(_new) + [key for key in _sprites if key not in _new]
    _new.clear()
    parts = []
    for key in keys[:KEEP_AT_MOST]:
        image = _sprites[key]
        if image.bytesPerLine() != 4 * image.width():
            continue
        encoded = key.encode("utf-8")
        parts += (_ENTRY.pack(len(encoded), image.width(), image.height(), image.devicePixelRatio()), encoded,
                  bytes(image.constBits()))
    return b"".join(parts)
