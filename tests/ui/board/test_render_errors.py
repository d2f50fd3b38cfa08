"""A picture that cannot be made says why in the run's language, naming the file or option."""

from __future__ import annotations

import pytest

from rootboard.errors import BadInput
from rootboard.ui.board import render


def test_an_unknown_picture_format_names_the_file():
    with pytest.raises(BadInput) as error:
        render.picture_format("board.gif")
    assert error.value.message.id == render.UNKNOWN_FORMAT.id and error.value.source == "board.gif"
    assert "board.gif" in error.value.describe("nl") and "beeldformaat" in error.value.describe("nl")
    assert "formato de la imagen" in error.value.describe("es")


def test_a_picture_too_narrow_names_the_option_and_the_width(tmp_path):
    with pytest.raises(BadInput) as error:
        render.save_picture(None, tmp_path / "board.png", width=8)  # refused before the scene is drawn
    message = error.value.message
    assert message.id == render.TOO_NARROW.id and message.params == {"width": 8, "least": render.MIN_WIDTH}
    assert error.value.element == "--width"
    assert "te smal" in error.value.describe("nl") and "demasiado estrecho" in error.value.describe("es")
    assert not (tmp_path / "board.png").exists()
