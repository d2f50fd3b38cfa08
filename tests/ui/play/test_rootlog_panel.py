"""File › Import Rootlog in the real window: a recorded game played as an untitled game, stepped
through by action and by turn, its flags listed with line, category and reason, a click on one
going to that moment."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.notation.games import GAMES_DIR

GAME5 = GAMES_DIR / "2020_11_20_winter_tournament_r1g5.rootlog"


def imported(qtbot, settings, tmp_path):
    from rootboard.ui.window import MainWindow

    window = MainWindow("winter", settings=settings, autosave_path=tmp_path / "autosave.json")
    qtbot.addWidget(window)
    window.resize(1300, 900)
    window.show()
    qtbot.waitExposed(window)
    return window, window.import_rootlog(str(GAME5))


def test_the_file_menu_imports_a_recorded_game(qtbot, settings, tmp_path):
    window, panel = imported(qtbot, settings, tmp_path)
    assert window.import_action in window.file_menu.actions()
    session = window.game.session
    assert window.mode.playing and session.path is None and session.mode == "teach"
    assert panel.dock.isVisible() and panel.slider.maximum() == len(panel.report.moments)
    assert session.state.cursor == len(session.state.history)  # at the end of the log
    assert panel.log_view.count() == len(GAME5.read_text(encoding="utf-8").splitlines())


def test_stepping_back_and_forward_by_action_and_by_turn(qtbot, settings, tmp_path):
    window, panel = imported(qtbot, settings, tmp_path)
    state = window.game.session.state
    panel.go(0)
    assert state.cursor == 0 and "first turn" in panel.moment.text()
    panel.buttons["turn-forward"].click()
    first_turn = panel.position
    moments = panel.report.moments
    assert moments[first_turn].turn != moments[first_turn - 1].turn  # the start of the next turn
    panel.buttons["forward"].click()
    assert panel.position == first_turn + 1 and state.cursor == panel.cursor_at(first_turn + 1)
    panel.buttons["back"].click()
    panel.buttons["turn-back"].click()
    assert panel.position < first_turn
    panel.slider.setValue(200)
    assert state.cursor == moments[199].cursor
    current = panel.log_view.currentItem()
    assert current is not None and current.data(Qt.UserRole) == moments[200].line


def test_a_flag_lists_line_category_and_reason_and_a_click_goes_there(qtbot, settings, tmp_path):
    window, panel = imported(qtbot, settings, tmp_path)
    rows = [panel.flag_view.item(n) for n in range(panel.flag_view.count())]
    duchy = next(item for item in rows if item.data(Qt.UserRole) is not None
                 and (item.data(Qt.UserRole).line, item.data(Qt.UserRole).col) == (70, 83))
    assert "line 70, column 83" in duchy.text() and "illegal" in duchy.text() and "Law 4.2" in duchy.text()
    panel.flag_view.itemClicked.emit(duchy)
    flag = duchy.data(Qt.UserRole)
    state = window.game.session.state
    assert panel.position == flag.moment and state.cursor == panel.cursor_at(flag.moment)
    assert state.count(6, ("duchy", "warrior")) >= 2  # just before the Duchy's 2w6->4
    assert "Law 4.2" in window.strip.text() and window.strip.kind == "warning"
    assert not any(panel.flag_view.item(n).data(Qt.UserRole).category == "not-modelled"
                   for n in range(panel.flag_view.count()) if panel.flag_view.item(n).data(Qt.UserRole))
    panel.shown.setCurrentIndex(1)  # every flag, the not modelled too
    assert panel.flag_view.count() == len(panel.report.flags)


SPANISH_COUNTS = {"illegal": ("ilegal", "ilegales"), "impossible": ("imposible", "imposibles"),
                  "assumed": ("supuesta", "supuestas"), "not-modelled": ("no modelada", "no modeladas")}


def test_the_summary_counts_agree_with_their_numbers_in_spanish(qtbot, settings, tmp_path):
    window, panel = imported(qtbot, settings, tmp_path)
    window.set_language("es")
    counts = panel.report.counts()
    assert 1 in counts.values() and any(n != 1 for n in counts.values())  # both forms are shown
    for category, n in counts.items():
        assert f"{n} {SPANISH_COUNTS[category][n != 1]}" in panel.summary.text()
    assert f"{panel.report.actions} acciones" in panel.summary.text()


def _in_view(listing, item) -> bool:
    return listing.viewport().rect().intersects(listing.visualItemRect(item))


def test_the_action_log_follows_the_slider(qtbot, settings, tmp_path):
    """Issue 37: stepping back left the Action log at its end; it marks and shows the last
    action applied at the slider's moment, and the end again at the end."""
    window, panel = imported(qtbot, settings, tmp_path)
    log = window.game_chrome.log_view
    state = window.game.session.state
    for position in (60, 200, 30):
        panel.slider.setValue(position)
        qtbot.wait(10)
        current = log.current_item()
        assert log.current_entry == state.cursor == panel.cursor_at(position)
        assert current.text().lstrip().startswith(f"{state.cursor}. ") and not current.data(Qt.UserRole)
        assert _in_view(log, current), position
    panel.go(0)
    qtbot.wait(10)
    assert log.current_entry is None and log.verticalScrollBar().value() == 0  # before the first
    panel.go(panel.slider.maximum())
    qtbot.wait(10)
    assert log.current_entry == len(state.history) and _in_view(log, log.item(log.count() - 1))


def test_a_useful_number_of_flags_is_in_view_at_768_pixels(qtbot, settings, tmp_path):
    """Issue 37: about two flags were in view on a 1366x768 laptop, the log as written taking
    as much room; the flags take the spare height, the log keeps the current line in view."""
    window, panel = imported(qtbot, settings, tmp_path)
    window.resize(1366, 768)
    qtbot.wait(30)
    flags = panel.flag_view
    whole = [n for n in range(flags.count()) if flags.viewport().rect().contains(flags.visualItemRect(flags.item(n)))]
    assert len(whole) >= 4, f"{len(whole)} flags in view, the list {flags.height()} px high"
    log = panel.log_view
    assert log.viewport().rect().contains(log.visualItemRect(log.currentItem()))


def _tabs(window) -> list[str]:
    from PySide6.QtWidgets import QTabBar

    return [bar.tabText(n) for bar in window.findChildren(QTabBar) if bar.isVisible() for n in range(bar.count())]


def test_the_rootlog_tab_goes_with_its_game(qtbot, settings, tmp_path):
    """Issue 37: the Rootlog tab stayed after another game was opened; it goes when the game
    it steps through is replaced or closed, and comes back with the next import."""
    from rootboard.game.newgame import new_game
    from rootboard.session import GameSession

    window, panel = imported(qtbot, settings, tmp_path)
    assert "Rootlog" in _tabs(window)
    window.game.set_session(GameSession(new_game("winter", ["marquise", "eyrie"], seed=1)))
    qtbot.wait(10)
    assert not panel.dock.isVisible() and panel.report is None and "Rootlog" not in _tabs(window)
    assert panel.log_view.count() == 0 and panel.flag_view.count() == 0
    window.import_rootlog(str(GAME5))
    qtbot.wait(10)
    assert panel.dock.isVisible() and panel.report is not None and "Rootlog" in _tabs(window)
    panel.slider.setValue(10)  # stepping the recorded game keeps its panel
    assert panel.dock.isVisible()
    window.game.set_session(None)  # File › Close game
    qtbot.wait(10)
    assert not panel.dock.isVisible() and "Rootlog" not in _tabs(window)


def test_the_panel_follows_an_undo_and_a_redo_of_the_edit_menu(qtbot, settings, tmp_path):
    """Edit › Undo three times once left the slider and the words at the end of the log with the
    board three actions back (the window audit); they follow the board now, and Redo back."""
    window, panel = imported(qtbot, settings, tmp_path)
    state, moments = window.game.session.state, panel.report.moments
    for _ in range(3):
        window.undo_action.trigger()
    at = panel.position
    assert at < len(moments) and panel.slider.value() == at
    assert panel.cursor_at(at) <= state.cursor < panel.cursor_at(at + 1)
    assert f"line {moments[at].line}, column {moments[at].col}" in panel.moment.text()
    assert panel.log_view.currentItem().data(Qt.UserRole) == moments[at].line
    for _ in range(3):
        window.redo_action.trigger()
    assert panel.position == panel.slider.value() == len(moments)
    assert panel.moment.text().endswith("The end of the log")


def test_a_closed_rootlog_dock_comes_back_from_the_view_menu_while_its_game_is_on(qtbot, settings, tmp_path):
    window, panel = imported(qtbot, settings, tmp_path)
    panel.dock.close()
    entry = next(a for a in window.view_menu.actions() if a.isVisible() and a.text() == panel.dock.windowTitle())
    entry.trigger()
    assert panel.dock.isVisible()
    window.files.close_game()
    assert panel.dock.windowTitle() not in [a.text() for a in window.view_menu.actions() if a.isVisible()]
