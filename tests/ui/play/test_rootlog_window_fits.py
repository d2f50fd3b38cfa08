"""A recorded game in the window of a 1366x768 laptop (the window audit): its phase is not
tracked, so the turn bar's round line says so at length, and beside it the Rootlog dock and
the Move-or-place form, whose check boxes said theirs on one line, made the Dutch window wider
than the screen."""

from __future__ import annotations

import pytest

from tests.notation.games import GAMES_DIR
from tests.ui.test_window_fits import LAPTOP

GAME = GAMES_DIR / "2020_11_19_orderly_eyrie.rootlog"


@pytest.mark.parametrize("lang", ["en", "nl", "es"])
def test_a_recorded_game_with_the_piece_form_keeps_the_window_within_a_laptop(qtbot, settings, tmp_path, lang):
    from rootboard.ui.window import MainWindow

    settings.setValue("language", lang)
    window = MainWindow("autumn", settings=settings, autosave_path=tmp_path / "autosave.json")
    qtbot.addWidget(window)
    window.resize(*LAPTOP)
    window.show()
    qtbot.waitExposed(window)
    window.import_rootlog(str(GAME))
    assert not window.game.session.state.phase_tracked  # the long round line: "(not tracked)"
    window.move_or_place()
    qtbot.wait(10)
    assert window.minimumSizeHint().width() <= LAPTOP[0], f"the window needs {window.minimumSizeHint().width()} px"
