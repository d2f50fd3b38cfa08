"""Lists of sentences (the setup summary, the explorer's neighbours, the quiz's explanation,
the Rootlog panel's lines and flags) wrap their rows and never cut a row's last line."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QListView, QListWidget

from rootboard.ui.explore import panel as explore_panel
from rootboard.ui.play import rootlog_panel, setup_wizard
from rootboard.ui.quiz import panel as quiz_panel

ITEM_PADDING = re.compile(r"QListWidget::item\s*\{[^}]*padding:\s*([^;]+);")


@pytest.mark.parametrize("module", [explore_panel, quiz_panel, rootlog_panel, setup_wizard])
def test_rows_are_padded_above_and_below_only(module):
    """Qt wraps a row's words at the row's width but draws them inside the style sheet's
    horizontal padding, so the last line of a row that only just fits was cut to an ellipsis
    (the Dutch setup summary's suits of 16.1.1): the padding at the sides is the list's."""
    paddings = ITEM_PADDING.findall(module.STYLE)
    assert paddings, module.__name__
    for padding in paddings:
        sides = padding.split()
        horizontal = sides[1] if len(sides) > 1 else sides[0]
        assert horizontal in ("0", "0px"), (module.__name__, padding)


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_every_wrapping_list_of_the_window_lays_its_rows_out_again_when_resized(make_window, settings, lang):
    settings.setValue("language", lang)
    window = make_window("autumn")
    window.set_up_game()
    window.open_quiz()
    lists = [w for w in window.findChildren(QListWidget) if w.wordWrap()]
    assert len(lists) >= 4
    assert all(w.resizeMode() == QListView.Adjust for w in lists), [w.objectName() for w in lists]
