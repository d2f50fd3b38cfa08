"""Game › Take a hireling: the control roll asked of the table, judged by the core (16.4.1)."""

from __future__ import annotations

from PySide6.QtWidgets import QDialogButtonBox

from rootboard.game import actions as act
from rootboard.game import hirelings
from rootboard.game.newgame import new_game
from rootboard.session import GameSession
from rootboard.ui.play.hire_dialog import HireDialog


def test_a_hireling_is_taken_with_the_roll_and_refused_without_a_marker(qtbot, make_window):
    window = make_window("lake")
    state = new_game("lake", ["marquise", "eyrie"], seed=1, hirelings=["forest-patrol", "popular-band", "corvid-spies"])
    window.game.set_session(GameSession(state))
    dialog = HireDialog(window, window.game)
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.Ok)
    # No marker held yet: refused, naming 16.4.1.I; nothing changes.
    verdict = dialog.action().check(state)
    assert not ok.isEnabled() and not verdict.legal
    assert verdict.message.id == "hire.no-marker" and verdict.sections == ("16.4.1.I",)
    # Scoring 4 takes the marker (16.4.1.I): now the roll gains the hireling.
    window.game.perform(act.Score("marquise", 4))
    dialog = HireDialog(window, window.game)
    qtbot.addWidget(dialog)
    dialog.pips.setValue(3)
    dialog.gold.setValue(1)
    assert dialog.buttons.button(QDialogButtonBox.Ok).isEnabled()
    chosen = dialog.hireling.currentData()
    expected = hirelings.control_markers(window.game.session.state, "marquise", 3, 1)  # the leader: gold only
    dialog.accept()
    state = window.game.session.state
    assert state.controllers[chosen] == "marquise" and state.control_markers[chosen] == expected
