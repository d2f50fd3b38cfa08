"""Piece art: every piece of every faction draws, and factions differ by glyph, not colour alone."""

import itertools

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage, QPainter

from rootboard.game.factions import FACTIONS, PLAYER_FACTIONS
from rootboard.ui.board.piece_art import glyph, meeple, piece_kind, silhouette

ALL_PIECES = [(f.id, p.name) for f in FACTIONS.values() for p in f.pieces]


def drawn(faction, piece, count=1):
    from rootboard.ui.board.piece_art import draw_piece

    image = QImage(64, 64, QImage.Format_ARGB32)
    image.fill(Qt.transparent)
    painter = QPainter(image)
    draw_piece(painter, faction, piece, QPointF(32, 32), 48, count)
    painter.end()
    return image


@pytest.mark.parametrize("faction,piece", ALL_PIECES)
def test_every_piece_draws(qapp, faction, piece):
    image = drawn(faction, piece)
    opaque = sum(image.pixelColor(x, y).alpha() > 0 for x in range(0, 64, 4) for y in range(0, 64, 4))
    assert opaque > 20, f"{faction} {piece} drew almost nothing"


def test_a_stack_shows_its_count(qapp):
    assert drawn("marquise", "warrior", 5) != drawn("marquise", "warrior", 1)
    assert drawn("marquise", "warrior", 5) != drawn("marquise", "warrior", 6)


def test_the_four_kinds_take_four_shapes():
    shapes = {silhouette(piece_kind(f, p)) for f, p in ALL_PIECES}
    assert shapes == {"meeple", "pawn", "square", "disc"}
    assert silhouette(piece_kind("marquise", "warrior")) == "meeple"
    assert silhouette(piece_kind("vagabond", "pawn")) == "pawn"
    assert silhouette(piece_kind("eyrie", "roost")) == "square"
    assert silhouette(piece_kind("alliance", "sympathy")) == "disc"


def test_factions_are_told_apart_by_glyph():
    """Two player factions share a glyph only if they are the two Vagabonds."""
    for a, b in itertools.combinations([f.id for f in PLAYER_FACTIONS], 2):
        if {a, b} == {"vagabond", "vagabond2"}:
            continue
        assert glyph(a) != glyph(b), (a, b)
    assert meeple("marquise") != meeple("riverfolk")  # cat ears, otter ears
