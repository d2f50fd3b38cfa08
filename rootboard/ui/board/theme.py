"""Colours, pen widths, fonts and icons: every look decision in one place.

Sizes are board millimetres (the scene's unit). The palette is a warm woodland: parchment
ground, moss forests, cream lanes, slate-blue water, suits in the board game's fox red,
mouse orange and rabbit yellow.
"""

from __future__ import annotations

import zlib
from functools import lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from rootboard.drawing.model import LANE_EDGE_WIDTH, RIVER_EDGE_WIDTH
from rootboard.board.catalog import data_dir
from rootboard.board.topology import CLOSED_PATH, LAKE, LAKE_SHORE, PATH, RIVER, TOUCHES
from rootboard.i18n import N_

from rootboard.ui.board.faction_looks import LOOKS, OTHER

# --- the board --------------------------------------------------------------------------
TABLE = QColor("#2f2a24")  # behind the board, in the window
GROUND = QColor("#d9c9a0")  # board inside its edge but outside every forest
GROUND_EDGE = QColor("#8a7552")
FOREST = QColor("#5f7f45")
FOREST_EDGE = QColor("#3f5a2e")
TREE_DARK = QColor("#3e5a2d")
TREE_LIGHT = QColor("#7a9a55")
TRUNK = QColor("#5a4030")
PATH_LANE = QColor("#f1e4c2")
PATH_EDGE = QColor("#9b8560")
CLOSED_LANE = QColor("#4e3727")  # dug earth (16.2.3.I)
CLOSED_SPECK = QColor("#7a5a40")
RIVER_WATER = QColor("#4d8fc4")
RIVER_BANK = QColor("#2f6593")
RIVER_SHINE = QColor("#a8d2ee")
LAKE_WATER = QColor("#5a9ccc")
LAKE_DEEP = QColor("#3d7eb0")
LAKE_SHORE_LINE = QColor("#e7dcc0")
INK = QColor("#3a2419")
PAPER = QColor("#fbf5e6")
SLOT = QColor("#fffdf7")
RUIN = QColor("#8c8173")
LABEL = QColor("#fbf5e6")
LABEL_SHADOW = QColor(30, 22, 14, 170)

SUITS = {
    "fox": QColor("#d4553a"),
    "mouse": QColor("#eb9340"),
    "rabbit": QColor("#ecc94e"),
    None: QColor("#c7bba3"),
}

# --- sizes (mm) -------------------------------------------------------------------------
PATH_WIDTH = 9.0
PATH_EDGE_WIDTH = LANE_EDGE_WIDTH  # the layout of forest bands depends on it
RIVER_WIDTH = 9.0
RIVER_BANK_WIDTH = RIVER_EDGE_WIDTH  # pieces keep off it (drawing.pieces_layout)
CLEARING_RIM = 3.0
SLOT_SIZE = 11.0
ICON_SIZE = 22.0
LABEL_SIZE = 9.0
BADGE_RADIUS = 7.0

# --- highlights, by kind of link (what the explorer lights up) ---------------------------
HIGHLIGHT = {
    PATH: QColor("#ffd34d"),
    TOUCHES: QColor("#b4f06a"),
    LAKE_SHORE: QColor("#59e0c8"),
    CLOSED_PATH: QColor("#ff8a4c"),
    RIVER: QColor("#7cc8ff"),
    LAKE: QColor("#9fb8ff"),
}
# The legend's words, English; marked for the catalogues and shown through tr("legend", ...).
HIGHLIGHT_NAMES = {
    PATH: N_("legend", "path")[1],
    TOUCHES: N_("legend", "forest / clearing")[1],
    LAKE_SHORE: N_("legend", "lake shore")[1],
    CLOSED_PATH: N_("legend", "closed path")[1],
    RIVER: N_("legend", "river link")[1],
    LAKE: N_("legend", "lake link")[1],
}
SELECTED = QColor("#fffaf0")
PARTNER = QColor("#ff6fb5")  # the second area of a pair picked with Shift
REACH = QColor("#c58cff")  # where a Vagabond could Slip (9.4.2)
DROP_OK = QColor("#8dff6a")  # while dragging a piece: where it may legally go
BOT_STEP = QColor("#d6147a")  # where a bot's step acts (magenta: no faction's colour, unlike its ruler's ring)
DROP_DIM = QColor(24, 16, 10, 135)  # ... and the veil over where it may not

# --- factions: their colours are in faction_looks (one table of how each faction looks) -----
FACTIONS = {fid: QColor(look.colour) for fid, look in LOOKS.items()}
UNKNOWN_FACTION = QColor(OTHER.colour)


def faction_colour(faction: str) -> QColor:
    return FACTIONS.get(faction, UNKNOWN_FACTION)


# --- the ruler's ring (2.5): legible on every suit ---------------------------------------
# Several factions' colours are close to a suit's (the Marquise's orange on a mouse clearing,
# the Duchy's pink on a rabbit one), so the ring in the faction's colour lies on a halo that
# stands out from both the clearing's fill and the ring: WCAG 2.1's 3:1 for graphics (1.4.11).
RING_HALOS = (QColor("#1a100a"), QColor("#fffaf0"))  # a deep ink, a warm white
MIN_RING_CONTRAST = 3.0


def relative_luminance(colour: QColor) -> float:
    """WCAG 2.1's relative luminance of an sRGB colour, 0 (black) to 1 (white)."""
    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4
    return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF()) + 0.0722 * linear(colour.blueF())


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG 2.1's contrast ratio, 1 (none) to 21 (black on white)."""
    light, dark = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def suit_colour(suit: str | None) -> QColor:
    return SUITS.get(suit, SUITS[None])


def ring_halo(faction: str, suit: str | None) -> QColor:
    """The halo under a faction's ring on a clearing of ``suit``: whichever of
    :data:`RING_HALOS` stands out more from both the ring and the fill."""
    ring, fill = faction_colour(faction), suit_colour(suit)
    return max(RING_HALOS, key=lambda halo: min(contrast_ratio(halo, ring), contrast_ratio(halo, fill)))


def ink_on(colour: QColor) -> QColor:
    """Dark ink on light colours, paper on dark ones, for legible labels."""
    return INK if colour.lightnessF() > 0.55 else PAPER


def pen(colour: QColor, width: float, style=Qt.SolidLine, cap=Qt.RoundCap) -> QPen:
    p = QPen(colour, width, style, cap, Qt.RoundJoin)
    p.setCosmetic(False)
    return p


def speckle_pen(pattern: list[float]) -> QPen:
    """Grit on dug earth: a closed path's lane (16.2.3), the Burrow (12.2.2)."""
    p = pen(CLOSED_SPECK, 2.2, Qt.CustomDashLine)
    p.setDashPattern(pattern)
    return p


# --- text -------------------------------------------------------------------------------
FONT_FAMILY = "DejaVu Sans"
_FONT_PX = 100  # fonts are laid out at 100 px and scaled, so any size in mm stays exact


def draw_text(painter: QPainter, centre_x: float, centre_y: float, text: str, size: float,
              colour: QColor, bold: bool = True, shadow: QColor | None = None) -> None:
    """Text of height ``size`` mm centred on a point; crisp at every zoom and in SVG."""
    font = QFont(FONT_FAMILY)
    font.setPixelSize(_FONT_PX)
    font.setBold(bold)
    scale = size / _FONT_PX
    painter.save()
    painter.translate(centre_x, centre_y)
    painter.scale(scale, scale)
    painter.setFont(font)
    box = QRectF(-20 * _FONT_PX, -_FONT_PX, 40 * _FONT_PX, 2 * _FONT_PX)
    if shadow is not None:
        painter.setPen(shadow)
        painter.drawText(box.translated(6, 6), Qt.AlignCenter, text)
    painter.setPen(colour)
    painter.drawText(box, Qt.AlignCenter, text)
    painter.restore()


# --- icons ------------------------------------------------------------------------------
@lru_cache(maxsize=None)
def icon(name: str) -> "QSvgRenderer":
    """One of our own SVG icons in assets/ (suits, tower, ferry, closed-path marker)."""
    # A library of its own, loaded when an icon is first drawn: a picture whose clearings and
    # markers all come from kept tiles (rootboard.ui.board.layer) draws none.
    from PySide6.QtSvg import QSvgRenderer

    path = data_dir("assets") / f"{name}.svg"
    renderer = QSvgRenderer(str(path))
    if not renderer.isValid():
        raise ValueError(f"icon {name!r}: cannot read {path}")
    return renderer


@lru_cache(maxsize=None)
def has_icon(name: str) -> bool:
    """Whether assets/ holds an icon of that name (the map pieces the board draws itself)."""
    return (data_dir("assets") / f"{name}.svg").is_file()


@lru_cache(maxsize=None)
def icon_checksum(name: str) -> str:
    """A checksum of an icon's file: a kept picture of what shows it names the file's content."""
    return f"{zlib.crc32((data_dir('assets') / f'{name}.svg').read_bytes()):08x}"


def suit_icon_name(suit: str | None) -> str:
    return suit if suit else "nosuit"
