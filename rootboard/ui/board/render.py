"""Pictures of a scene: PNG or SVG, with or without a window.

``render_map`` is the headless front used by ``rootboard render``; the window's
File > Export image calls :func:`save_picture` on the part of the scene in view.
"""

from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem

from rootboard.errors import BadInput
from rootboard.board.topology import AreaId, Topology
from rootboard.messages import Template

from rootboard.ui.app import ensure_app
from rootboard.ui.board.pieces import Piece

FORMATS = (".png", ".svg")
DEFAULT_WIDTH = 1600
MIN_WIDTH = 16

# The picture file is the error's source.
UNKNOWN_FORMAT = Template("picture.unknown-format", "cannot tell the picture format; name it .png or .svg")
TOO_NARROW = Template("picture.too-narrow", "{width} is too small for a picture (at least {least} pixels)")
CANNOT_WRITE_PNG = Template("picture.cannot-write-png", "cannot write the PNG file")
CANNOT_WRITE_SVG = Template("picture.cannot-write-svg", "cannot write the SVG file")


def picture_format(path: str | Path) -> str:
    suffix = Path(path).suffix.lower()
    if suffix not in FORMATS:
        raise BadInput(UNKNOWN_FORMAT(), source=str(path))
    return suffix


@contextmanager
def _uncached(scene):
    """Draw every item afresh: the window's screen-resolution caches would otherwise land in
    the picture as bitmaps (blurry PNGs, SVGs without vectors)."""
    cached = [(item, item.cacheMode()) for item in scene.items() if item.cacheMode() != QGraphicsItem.NoCache]
    for item, _ in cached:
        item.setCacheMode(QGraphicsItem.NoCache)
    try:
        yield
    finally:
        for item, mode in cached:
            item.setCacheMode(mode)


def _paint(scene, painter: QPainter, target: QRectF, source: QRectF) -> None:
    painter.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing | QPainter.SmoothPixmapTransform)
    with _uncached(scene):
        scene.render(painter, target, source, Qt.KeepAspectRatio)


def scene_image(scene, width: int, source: QRectF | None = None, layered: bool = False) -> QImage:
    """The scene (or the ``source`` part of it) as an image ``width`` pixels wide. ``layered``:
    from the board's static layer kept in the derived cache, where there is one (the same
    pixels: :mod:`rootboard.ui.board.layer`)."""
    source = QRectF(source or scene.sceneRect())
    height = _height(width, source)
    if layered:
        from rootboard.ui.board.layer import layered_image

        image = layered_image(scene, width, height, source, _paint)
        if image is not None:
            return image
    image = QImage(width, height, QImage.Format_RGB32)  # opaque: the table colour fills it
    image.fill(scene.backgroundBrush().color())
    painter = QPainter(image)
    _paint(scene, painter, QRectF(0, 0, width, height), source)
    painter.end()
    return image


def _height(width: int, source: QRectF) -> int:
    return max(1, round(width * source.height() / source.width()))


@contextmanager
def _writing_png(path: Path):
    """BadInput if the PNG cannot be written (rootboard.files.NotWritable says what the target is)."""
    try:
        yield
    except OSError as exc:
        if getattr(exc, "message", None) is not None:
            raise
        raise BadInput(CANNOT_WRITE_PNG(), source=str(path)) from None


def save_png(image: QImage, path: Path) -> None:
    """The image as a PNG file, by our writer (:mod:`rootboard.ui.board.png`: a third of the
    time of Qt's for the same pixels); BadInput if it cannot be written."""
    from rootboard.ui.board.png import write_png

    with _writing_png(path):
        rgb = image.convertToFormat(QImage.Format_RGB888)  # opaque: the table colour fills it
        write_png(path, rgb.constBits(), rgb.width(), rgb.height(), rgb.bytesPerLine())


def _save_layered_png(scene, path: Path, width: int, source: QRectF) -> bool:
    """The PNG from the board's kept layer and tiles, in bands of rows: those of the last
    picture over the same layer (one kept file, rootboard.derived.layers, "bands") where a
    band's key is the same, compressed afresh from the picture's rows otherwise (only those
    rows painted: rootboard.ui.board.layer.layered_bands); then, if any was, this picture's
    bands are kept in their place. False when the board has no layer to keep."""
    from rootboard.ui.board.layer import layered_bands

    height = _height(width, source)
    found = layered_bands(scene, width, height, source, _paint)
    if found is None:
        return False
    layer, bands, image = found
    from rootboard.derived.layers import write_kept
    from rootboard.files import write_atomically
    from rootboard.ui.board.png import compressed_band, join_bands, png_from_bands

    afresh = sum(kept is None for _, _, kept in bands)
    compressed, top = [], 0
    for rows, _, band in bands:
        if band is None:
            rgb = _rows_rgb(image, top, rows)
            band = compressed_band(rgb.constBits(), width, rows, rgb.bytesPerLine())
        compressed.append((band, rows))
        top += rows
    with _writing_png(path):
        write_atomically(path, png_from_bands(width, height, compressed), durable=False)
    if afresh and any(key is not None for _, key, _ in bands):
        write_kept(layer, join_bands((key or "", band) for (_, key, _), (band, _) in zip(bands, compressed)), "bands")
    return True


def _rows_rgb(image: QImage, top: int, rows: int) -> QImage:
    """``rows`` rows of ``image`` from ``top``, as 8-bit RGB (the PNG's pixels): converted from
    an image over those rows of its own pixels (no copy of them first). Band by band, each the
    same few hundred kB, where the whole picture converted at once made 7 MB of new memory:
    4.2 ms against 1.1 for its 24 bands (in process, 1600 x 1474)."""
    stride = image.bytesPerLine()
    rows_of = memoryview(image.constBits())[top * stride:(top + rows) * stride]
    return QImage(rows_of, image.width(), rows, stride, image.format()).convertToFormat(QImage.Format_RGB888)


def save_picture(scene, path: str | Path, width: int = DEFAULT_WIDTH, source: QRectF | None = None,
                 title: str = "rootboard", layered: bool = False) -> Path:
    """Write PNG or SVG (chosen by the file name); BadInput if it cannot be written.
    ``layered``: a PNG from the board's kept static layer (:func:`_save_layered_png`)."""
    path = Path(path)
    kind = picture_format(path)
    if width < MIN_WIDTH:
        raise BadInput(TOO_NARROW(width=width, least=MIN_WIDTH), element="--width")
    source = QRectF(source or scene.sceneRect())
    if kind == ".png":
        if not (layered and _save_layered_png(scene, path, width, source)):
            save_png(scene_image(scene, width, source), path)
        return path
    height = _height(width, source)
    from PySide6.QtSvg import QSvgGenerator  # a library of its own: loaded only for an SVG

    generator = QSvgGenerator()
    generator.setFileName(str(path))
    generator.setSize(QSize(width, height))
    generator.setViewBox(QRectF(0, 0, width, height))
    generator.setTitle(title)
    from rootboard.i18n import tr

    generator.setDescription(tr("board", "Drawn by rootboard from the map's polygon data"))
    painter = QPainter()
    if not painter.begin(generator):
        raise BadInput(CANNOT_WRITE_SVG(), source=str(path))
    _paint(scene, painter, QRectF(0, 0, width, height), source)
    painter.end()
    return path


def build_scene(topology: Topology, highlight: AreaId | None = None,
                pieces: dict[AreaId, list[Piece]] | None = None,
                rulers: dict[int, str | None] | None = None, reach: bool = False, suits=None,
                closed_paths=None, burrow=None, tooltips: bool = True):
    """A scene for ``topology``, lit around ``highlight`` if given (its neighbours, or Slip reach)."""
    ensure_app()
    from rootboard.ui.board.scene import BoardScene  # after the application exists: items need fonts

    scene = BoardScene(topology, pieces=pieces, rulers=rulers, suits=suits, closed_paths=closed_paths, burrow=burrow,
                       tooltips=tooltips)
    if highlight is not None:
        # Imported only to light an area: its explanations are dataclasses, made at import.
        from rootboard.board.explain import explain_neighbours, vagabond_reach

        explanations = vagabond_reach(topology, highlight) if reach else explain_neighbours(topology, highlight)
        scene.show_neighbours(highlight, explanations, reach=reach)
    return scene


def render_map(topology: Topology, out: str | Path, width: int = DEFAULT_WIDTH,
               highlight: AreaId | None = None, pieces=None, rulers=None, suits=None,
               closed_paths=None, burrow=None) -> Path:
    """Headless: draw the board (and a game's pieces, rulers, suits, the Duchy's Burrow)
    straight to PNG or SVG."""
    picture_format(out)
    # No tooltips: a file has no mouse to hover, and saying every stack took 2-3 ms (measured).
    scene = build_scene(topology, highlight, pieces, rulers, suits=suits, closed_paths=closed_paths, burrow=burrow,
                        tooltips=False)
    from rootboard.board.terms import map_title

    # The board under the pieces from the derived cache: the same for every game on this map.
    return save_picture(scene, out, width, title=map_title(topology.board.title), layered=True)
