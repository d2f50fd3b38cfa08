"""The ruler's ring (2.5) stands out on every suit, for every faction: its halo contrasts by
WCAG 2.1's 3:1 for graphics (1.4.11) with both the clearing's fill and the ring's colour."""

import itertools

import pytest
from PySide6.QtGui import QColor, QImage, QPainter

from rootboard.drawing.model import RULER_HALO_WIDTH, RULER_RING_OFFSET, RULER_RING_WIDTH
from rootboard.ui.board import theme

PAIRS = list(itertools.product(sorted(theme.FACTIONS), list(theme.SUITS)))


@pytest.mark.parametrize("faction, suit", PAIRS)
def test_the_halo_contrasts_with_the_fill_and_the_ring(faction, suit):
    halo = theme.ring_halo(faction, suit)
    assert theme.contrast_ratio(halo, theme.suit_colour(suit)) >= theme.MIN_RING_CONTRAST
    assert theme.contrast_ratio(halo, theme.faction_colour(faction)) >= theme.MIN_RING_CONTRAST


def test_contrast_ratio_follows_wcag():
    assert theme.contrast_ratio(QColor("#000000"), QColor("#ffffff")) == pytest.approx(21.0)
    assert theme.contrast_ratio(QColor("#777777"), QColor("#777777")) == pytest.approx(1.0)
    a, b = QColor("#e07a37"), QColor("#eb9340")
    assert theme.contrast_ratio(a, b) == theme.contrast_ratio(b, a)


def test_the_ring_is_painted_on_its_halo(qapp):
    """What the clearing paints: at the ring's middle the faction's colour, just inside and
    outside the band the halo, and the halo band is as wide as the model says."""
    from rootboard.board.mapfile import Clearing
    from rootboard.ui.board.items import ClearingItem

    clearing = Clearing(id=1, centre=(60.0, 60.0), radius=30.0, suit="mouse", slots=1, ruins=0)
    item = ClearingItem(clearing)
    item.set_ruler("marquise")
    scale = 8  # pixels per mm, so a 1.8 mm halo is many pixels wide
    image = QImage(120 * scale, 120 * scale, QImage.Format_ARGB32)
    image.fill(theme.GROUND)
    painter = QPainter(image)
    painter.scale(scale, scale)
    item.paint(painter, None)
    painter.end()

    def colour_at(mm_right_of_centre: float) -> QColor:
        return image.pixelColor(int((60 + 30 + mm_right_of_centre) * scale), 60 * scale)

    ring = RULER_RING_OFFSET
    halo = theme.ring_halo("marquise", "mouse")
    assert colour_at(ring) == theme.faction_colour("marquise")
    for side in (-1, 1):
        at = ring + side * (RULER_RING_WIDTH / 2 + RULER_HALO_WIDTH / 2)
        assert colour_at(at) == halo, side
