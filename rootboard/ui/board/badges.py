"""Faction badges for the game chrome: colour, a monogram and the name, never colour alone.

Two factions can look alike to a colour-blind player (the Marquise's orange and the
Hundreds' red, the two Vagabonds' greys), so every badge carries a monogram drawn on the
colour, and every widget that shows one also writes the faction's name beside it.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPen, QPixmap

from rootboard.game.terms import short_name

from rootboard.ui.board import theme
from rootboard.ui.board.faction_looks import look

def monogram(fid: str) -> str:
    return look(fid).monogram or "".join(w[0] for w in short_name(fid).split()[:2]).upper()


def title(fid: str) -> str:
    """The faction's full name, as on its board ("Marquise de Cat"), in the window's language."""
    from rootboard.game.terms import faction_title

    return faction_title(fid)


def _canvas(size: int) -> tuple[QPixmap, QPainter]:
    """A transparent square drawn at twice its size, so badges stay crisp on high-dpi screens."""
    pixmap = QPixmap(size * 2, size * 2)
    pixmap.setDevicePixelRatio(2.0)
    pixmap.fill(Qt.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.Antialiasing)
    return pixmap, painter


@lru_cache(maxsize=None)
def badge_pixmap(fid: str, size: int = 22) -> QPixmap:
    """A disc in the faction's colour with its monogram."""
    pixmap, painter = _canvas(size)
    colour = theme.faction_colour(fid)
    painter.setPen(QPen(theme.INK, 1.2))
    painter.setBrush(colour)
    painter.drawEllipse(QRectF(1, 1, size - 2, size - 2))
    font = QFont(theme.FONT_FAMILY)
    font.setBold(True)
    text = monogram(fid)
    font.setPixelSize(max(6, int(size * (0.42 if len(text) > 1 else 0.55))))
    painter.setFont(font)
    painter.setPen(theme.ink_on(colour))
    painter.drawText(QRectF(0, 0, size, size), Qt.AlignCenter, text)
    painter.end()
    return pixmap


@lru_cache(maxsize=None)
def nobody_pixmap(size: int = 22) -> QPixmap:
    """A dashed empty ring: no ruler. Keeps rows with and without a badge aligned."""
    pixmap, painter = _canvas(size)
    painter.setPen(QPen(QColor("#9a8f7d"), 1.2, Qt.DashLine))
    painter.drawEllipse(QRectF(2, 2, size - 4, size - 4))
    painter.end()
    return pixmap


def badge_icon(fid: str | None, size: int = 22) -> QIcon:
    """The faction's badge; for None (nobody) the empty ring."""
    if fid is None:
        return QIcon(nobody_pixmap(size))
    return QIcon(badge_pixmap(fid, size))

