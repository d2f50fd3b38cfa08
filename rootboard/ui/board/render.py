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


def scene_image(scene, width: int, source: QRectF | None = None, layered: bool = False,
                bands: dict | None = None) -> QImage:
    """The scene (or the ``source`` part of it) as an image ``width`` pixels wide. ``layered``:
    from the board's static layer kept in the derived cache, where there is one (the same
    pixels: :mod:`rootboard.ui.board.layer`); its layer's key and bands of rows, with what each
    is painted from, are then put in ``bands`` (a dict) if given."""
    source = QRectF(source or scene.sceneRect())
    height = max(1, round(width * source.height() / source.width()))
    if layered:
        from rootboard.ui.board.layer import layered_image

        image = layered_image(scene, width, height, source, _paint, bands)
        if image is not None:
            return image
    image = QImage(width, height, QImage.Format_RGB32)  # opaque: the table colour fills it
    image.fill(scene.backgroundBrush().color())
    painter = QPainter(image)
    _paint(scene, painter, QRectF(0, 0, width, height), source)
    painter.end()
    return image


def save_png(image: QImage, path: Path, bands: dict | None = None) -> None:
    """The image as a PNG file, by our writer (:mod:`rootboard.ui.board.png`: a third of the
    time of Qt's for the same pixels); BadInput if it cannot be written. ``bands``: the image's
    layer and bands of rows with their keys (:func:`rootboard.ui.board.layer.band_keys`): each
    band the same as the last picture's over that layer is taken compressed as it was then."""
    from rootboard.ui.board.png import write_png

    try:
        if bands:
            _write_banded(image, path, bands)
            return
        rgb = image.convertToFormat(QImage.Format_RGB888)  # opaque: the table colour fills it
        write_png(path, rgb.constBits(), rgb.width(), rgb.height(), rgb.bytesPerLine())
    except OSError as exc:
        if getattr(exc, "message", None) is not None:  # rootboard.files.NotWritable: it says what the target is
            raise
        raise BadInput(CANNOT_WRITE_PNG(), source=str(path)) from None


def _write_banded(image: QImage, path: Path, bands: dict) -> None:
    """The PNG from its bands: those of the last picture over the same layer (one kept file,
    rootboard.derived.layers, "bands") where a band's key is the same, compressed afresh
    otherwise; then, if any was, this picture's bands are kept in their place."""
    from rootboard.derived.layers import read_kept, write_kept
    from rootboard.files import write_atomically
    from rootboard.ui.board.png import compressed_band, join_bands, png_from_bands, split_bands

    before = split_bands(read_kept(bands["layer"], "bands") or b"")
    taken = [before[at][1] if key is not None and at < len(before) and before[at][0] == key else None
             for at, (_, key) in enumerate(bands["bands"])]
    afresh = taken.count(None)
    # Most bands new (a position never drawn): the picture's rows converted at once, as one.
    whole = image.convertToFormat(QImage.Format_RGB888) if 2 * afresh > len(taken) else None
    compressed, top = [], 0
    for (rows, _), band in zip(bands["bands"], taken):
        if band is None:
            rgb = whole if whole is not None else image.copy(0, top, image.width(), rows).convertToFormat(
                QImage.Format_RGB888)
            stride = rgb.bytesPerLine()
            pixels = memoryview(rgb.constBits())[(top if whole is not None else 0) * stride:]
            band = compressed_band(pixels, rgb.width(), rows, stride)
        compressed.append((band, rows))
        top += rows
    write_atomically(path, png_from_bands(image.width(), image.height(), compressed), durable=False)
    if afresh and any(key is not None for _, key in bands["bands"]):
        write_kept(bands["layer"], join_bands((key or "", band) for (_, key), (band, _) in zip(bands["bands"], compressed)),
                   "bands")


def save_picture(scene, path: str | Path, width: int = DEFAULT_WIDTH, source: QRectF | None = None,
                 title: str = "rootboard", layered: bool = False) -> Path:
    """Write PNG or SVG (chosen by the file name); BadInput if it cannot be written.
    ``layered``: a PNG from the board's kept static layer (:func:`scene_image`)."""
    path = Path(path)
    kind = picture_format(path)
    if width < MIN_WIDTH:
        raise BadInput(TOO_NARROW(width=width, least=MIN_WIDTH), element="--width")
    source = QRectF(source or scene.sceneRect())
    if kind == ".png":
        bands = {} if layered else None
        image = scene_image(scene, width, source, layered=layered, bands=bands)
        save_png(image, path, bands)
        return path
    height = max(1, round(width * source.height() / source.width()))
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
