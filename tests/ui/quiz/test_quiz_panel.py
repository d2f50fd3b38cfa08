"""Teach › Quiz in the real window: a quiz answered only by clicking (areas on the board, the
panel's buttons), scored; the explorer keeps quiet while it runs; the board goes back to it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from rootboard.quiz.question import AREAS, FACTION


@pytest.fixture
def window(qtbot, settings, tmp_path, monkeypatch):
    from rootboard.ui.window import MainWindow

    for box in ("question", "warning"):
        monkeypatch.setattr(f"PySide6.QtWidgets.QMessageBox.{box}",
                            lambda *args, **kw: pytest.fail(f"unexpected message box: {args[1:3]}"))
    w = MainWindow("lake", settings=settings, autosave_path=tmp_path / "autosave.json")
    qtbot.addWidget(w)
    w.resize(1400, 950)
    w.show()
    qtbot.waitExposed(w)
    return w


def start_quiz(qtbot, window, seed="7", kinds=None):
    window.quiz_action.trigger()  # Teach › Quiz
    panel = window.quiz_panel
    assert panel.dock.isVisible()
    qtbot.keyClicks(panel.seed_field, seed)
    for kind, box in panel.kind_boxes.items():
        box.setChecked(kinds is None or kind in kinds)
    qtbot.mouseClick(panel.start_button, Qt.LeftButton)
    assert panel.pages.currentIndex() == 1
    return panel


def click_area(qtbot, window, area, point_of):
    pos = window.view.mapFromScene(QPointF(*point_of(window.board.topology, area)))
    with qtbot.waitSignal(window.view.area_clicked, timeout=2000) as clicked:
        qtbot.mouseClick(window.view.viewport(), Qt.LeftButton, Qt.NoModifier, pos)
    assert clicked.args == [area]


def answer_by_clicking(qtbot, window, panel, click_point, right=True):
    question = panel.shown
    if question.answer_type == AREAS:
        areas = list(question.answer) if right else list(question.answer)[:-1]
        for area in areas:
            click_area(qtbot, window, area, click_point)
        assert set(panel.picked) == set(areas)
        lit = {a for a, item in window.board.scene.area_items.items() if item.mark and item.mark.role == "drop"}
        assert lit == set(areas)  # what is picked glows, as a legal drop does
        button = panel.choice_buttons["answer"]
    elif question.answer_type == FACTION:
        fid = question.answer if right else next((f for f in question.choices if f != question.answer), None)
        button = panel.choice_buttons[fid or "nobody"]
    else:
        button = panel.choice_buttons["yes" if question.answer == right else "no"]
    qtbot.mouseClick(button, Qt.LeftButton)
    return question


def test_a_quiz_is_answered_by_clicking_and_scored(qtbot, window, click_point):
    panel = start_quiz(qtbot, window)
    count = len(panel.run.questions)
    kinds = set()
    for n in range(count):
        question = answer_by_clicking(qtbot, window, panel, click_point)
        kinds.add(question.kind)
        assert panel.result.text() == "Right."
        assert window.strip.text().startswith("Right.")
        assert panel.explanation.count() == len(question.explanation)
        assert panel.explanation.item(0).text().startswith("Law ")
        # The explanation lit on the board as the explorer does: the area asked about, and more.
        marked = {a: item.mark for a, item in window.board.scene.area_items.items() if item.mark}
        assert {lit.area for lit in question.lit} <= set(marked)
        qtbot.mouseClick(panel.next_button, Qt.LeftButton)
    assert kinds == {"adjacent", "slip", "rules", "move", "homeland"}
    assert panel.prompt.text() == f"Score: {count} of {count}"
    assert not window.mode.quizzing  # the board is the explorer's again


def test_wrong_answers_are_told_the_right_one(qtbot, window, click_point):
    panel = start_quiz(qtbot, window, seed="3", kinds=["adjacent", "move", "rules"])
    for _ in range(3):
        answer_by_clicking(qtbot, window, panel, click_point, right=False)
        assert panel.result.text().startswith("Wrong: the answer is")
        qtbot.mouseClick(panel.next_button, Qt.LeftButton)
    assert panel.run.score == 0


def test_the_explorer_keeps_quiet_while_the_quiz_runs(qtbot, window, click_point):
    panel = start_quiz(qtbot, window, kinds=["adjacent"])
    question = panel.shown
    asked = question.params["area"]
    click_area(qtbot, window, asked, click_point)
    assert window.board.selected is None  # the explorer did not pick it
    assert window.panel.neighbours.count() == 0  # and says nothing of its neighbours
    panel.dock.close()
    assert not window.mode.quizzing and panel.run is None
    click_area(qtbot, window, asked, click_point)
    assert window.board.selected == asked and window.panel.neighbours.count() > 0


def test_the_quiz_speaks_the_windows_language(qtbot, window, click_point):
    window.set_language("nl")
    panel = start_quiz(qtbot, window, kinds=["rules"])
    assert panel.prompt.text().startswith("Wie heerst over")
    answer_by_clicking(qtbot, window, panel, click_point)
    assert panel.result.text() == "Goed." and panel.explanation.item(0).text().startswith("Wet ")
    window.set_language("es")
    assert panel.prompt.text().startswith("¿Quién gobierna") and panel.result.text() == "Correcto."
    assert panel.explanation.item(0).text().startswith("Ley ")


def test_a_game_keeps_the_board(qtbot, window):
    from rootboard.game.newgame import new_game
    from rootboard.session import GameSession

    window.game.set_session(GameSession(new_game("lake", ["marquise", "eyrie"], seed=1)))
    window.quiz_action.trigger()
    panel = window.quiz_panel
    assert not panel.start_button.isEnabled() and "close the game" in panel.problem.text()


def test_another_map_ends_the_quiz_and_the_menu_does_not_restart_one(qtbot, window):
    panel = start_quiz(qtbot, window, kinds=["adjacent"])
    asked = panel.shown
    window.quiz_action.trigger()  # Teach › Quiz again: the same quiz, on the same question
    assert panel.shown is asked and panel.pages.currentIndex() == 1
    window.open_map("winter")
    assert panel.run is None and panel.pages.currentIndex() == 0 and not window.mode.quizzing


def test_the_score_is_said_again_in_another_language(qtbot, window, click_point):
    panel = start_quiz(qtbot, window, kinds=["move"])
    panel.count.setValue(1)
    panel.restart()
    qtbot.mouseClick(panel.start_button, Qt.LeftButton)
    answer_by_clicking(qtbot, window, panel, click_point)
    qtbot.mouseClick(panel.next_button, Qt.LeftButton)
    assert panel.prompt.text() == "Score: 1 of 1"
    window.set_language("es")
    assert panel.prompt.text() == "Puntuación: 1 de 1"
    qtbot.mouseClick(panel.next_button, Qt.LeftButton)  # New quiz
    assert panel.pages.currentIndex() == 0


QUIT_DURING_A_QUIZ = """
import tempfile
from pathlib import Path
from PySide6.QtCore import QSettings
from PySide6.QtTest import QTest
from rootboard.ui.app import ensure_app
app = ensure_app()
from rootboard.ui.window import MainWindow
tmp = Path(tempfile.mkdtemp())
w = MainWindow("mountain", settings=QSettings(str(tmp / "s.ini"), QSettings.IniFormat), autosave_path=tmp / "a.json")
w.show()
QTest.qWaitForWindowExposed(w)
w.quiz_action.trigger()
w.quiz_panel.seed_field.setText("6")
w.quiz_panel.start_button.click()
assert w.mode.quizzing
"""


def test_the_program_ends_quietly_while_a_quiz_runs(tmp_path):
    # The end of the program tears the window down without closing it: its board's items are
    # gone before the quiz's dock hides, and ending the quiz then must not draw the explorer.
    import os
    import subprocess
    import sys

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", ROOTBOARD_CACHE_DIR=str(tmp_path / "cache"))
    done = subprocess.run([sys.executable, "-c", QUIT_DURING_A_QUIZ], capture_output=True, text=True, env=env,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr, done.stderr


def _lit(window) -> dict:
    return {a: item.mark for a, item in window.board.scene.area_items.items() if item.mark}


@pytest.mark.parametrize("how", ["stop", "close"])
def test_stop_or_closing_the_dock_gives_the_window_back_as_it_was(qtbot, window, click_point, how):
    """Issue 37: the quiz had no Stop, and closing its dock left the strip over the board empty."""
    before = window.strip.text()
    assert before  # exploring, the strip says how to start a game
    panel = start_quiz(qtbot, window, kinds=["adjacent"])
    click_area(qtbot, window, list(panel.shown.answer)[0], click_point)
    assert _lit(window)
    if how == "stop":
        assert panel.stop_button.isVisible()
        qtbot.mouseClick(panel.stop_button, Qt.LeftButton)
        assert panel.dock.isVisible() and panel.pages.currentIndex() == 0  # ready for another
    else:
        panel.dock.close()
    assert panel.run is None and not window.mode.quizzing
    assert _lit(window) == {}  # the board as printed, no question lit
    assert window.strip.isVisible() and window.strip.text() == before
    window.set_language("nl")  # what it says again is said in the window's language
    assert window.strip.text() and window.strip.text() != before


def test_stop_with_nothing_to_say_again_says_the_quiz_stopped(qtbot, window):
    """Nothing to say again (the strip was empty when the quiz began): it says the quiz stopped."""
    window.strip.show_message("info", "")
    panel = start_quiz(qtbot, window, kinds=["rules"])
    qtbot.mouseClick(panel.stop_button, Qt.LeftButton)
    assert window.strip.isVisible() and "quiz is stopped" in window.strip.text()
