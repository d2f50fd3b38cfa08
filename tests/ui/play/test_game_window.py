"""A game in the real window: new, open, save, autosave, undo and redo by keys, the turn bar,
the who-rules panel and the message strip, driven through the widgets a player uses."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox

from rootboard.messages import render
from rootboard.messages import text as message_text
from rootboard.game.actions import Move, Place
from rootboard.game.replay import entry_description
from rootboard.i18n import tr
from rootboard.game.movement import MoveRequest
from rootboard.game.placement import PieceRequest
from rootboard.game.rules import ruling
from rootboard.gamefile.file import save_game
from tests.helpers import load_game
from rootboard.game.newgame import new_game
from rootboard.session import GameSession


def place(faction, piece, where, count=1):
    return Place(PieceRequest(faction, piece, where, count))


def snapshot(session) -> str:
    return json.dumps(session.state.to_json(), sort_keys=True)


@pytest.fixture(autouse=True)
def no_unexpected_dialogs(monkeypatch):
    """A modal box nobody answers would hang the run: any not patched by the test fails it."""
    for box in ("question", "warning"):
        monkeypatch.setattr(f"PySide6.QtWidgets.QMessageBox.{box}",
                            lambda *args, **kw: pytest.fail(f"unexpected message box: {args[1:3]}"))


@pytest.fixture
def autosave_path(tmp_path):
    return tmp_path / "data" / "autosave.json"


@pytest.fixture
def make_game_window(qtbot, settings, autosave_path):
    from rootboard.ui.window import MainWindow

    def make(map_name="autumn", factions=("marquise", "eyrie"), session=True):
        window = MainWindow(map_name, settings=settings, autosave_path=autosave_path)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        if session:
            window.game.set_session(GameSession.new(map_name, factions, seed=1, autosave_path=autosave_path))
        return window

    return make


def click_clearing(qtbot, window, clearing):
    centre = window.board.topology.board.clearings[clearing].centre
    pos = window.view.mapFromScene(QPointF(*centre))
    with qtbot.waitSignal(window.view.area_clicked, timeout=2000):
        qtbot.mouseClick(window.view.viewport(), Qt.LeftButton, Qt.NoModifier, pos)


# --- new game -----------------------------------------------------------------------------------

def test_new_game_through_the_dialog(qtbot, make_game_window):
    window = make_game_window(session=False)
    assert window.game.session is None and not window.game_chrome.turn_bar.isVisible()
    changed = []
    window.game.session_changed.connect(changed.append)

    def fill_in_the_dialog():
        dialog = QApplication.activeModalWidget()
        dialog.map_box.setCurrentIndex(dialog.map_box.findData("lake"))
        rows = {dialog.factions.item(i).data(Qt.UserRole): dialog.factions.item(i) for i in range(dialog.factions.count())}
        rows["eyrie"].setCheckState(Qt.Unchecked)
        rows["riverfolk"].setCheckState(Qt.Checked)
        # seat the Riverfolk first, with the keyboard-friendly button
        dialog.factions.setCurrentItem(rows["riverfolk"])
        while dialog.factions.currentRow() > 0:
            dialog.move_selected(-1)
        qtbot.keyClicks(dialog.seed, "42")
        next(b for b in dialog.modes.buttons() if b.property("mode") == "teach").click()
        ok = dialog.buttons.button(QDialogButtonBox.Ok)
        assert ok.isEnabled()
        assert dialog.seating.text() == "Seating: Riverfolk, Marquise. Riverfolk takes the first turn."
        qtbot.mouseClick(ok, Qt.LeftButton)

    QTimer.singleShot(0, fill_in_the_dialog)
    assert window.files.new_game()
    state = window.game.session.state
    assert state.map_name == "lake" and state.factions == ["riverfolk", "marquise"] and state.seed == 42
    assert window.game.session.mode == "teach" and window.teach_action.isChecked()
    assert changed == [window.game.session]
    assert window.board.scene.topology.board.name == "lake" and window.view.scene() is window.board.scene
    assert window.game_chrome.turn_bar.isVisible() and window.game_chrome.turn_bar.who.text().startswith("Riverfolk Company")
    assert not window.map_box.isEnabled()


def test_the_dialog_refuses_no_faction_and_a_bad_seed(qtbot):
    from rootboard.ui.play.game_dialogs import NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.Ok)
    assert ok.isEnabled()
    for i in range(dialog.factions.count()):
        dialog.factions.item(i).setCheckState(Qt.Unchecked)
    assert not ok.isEnabled() and "at least one faction" in dialog.problem.text()
    dialog.factions.item(0).setCheckState(Qt.Checked)
    dialog.seed.setText("seven")
    assert not ok.isEnabled() and "whole number" in dialog.problem.text()
    dialog.seed.setText("")
    assert ok.isEnabled() and dialog.choice().seed is None


# --- files --------------------------------------------------------------------------------------

def test_save_and_open_round_trip_through_the_menus(qtbot, make_game_window, tmp_path, monkeypatch):
    window = make_game_window()
    window.game.perform(place("marquise", "warrior", 1, 3))
    window.game.perform(place("eyrie", "roost", 3))
    target = tmp_path / "games" / "first.json"
    target.parent.mkdir()
    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getSaveFileName", lambda *a, **k: (str(target), ""))
    assert window.isWindowModified()
    window.save_action.trigger()  # no file yet: Save asks where, like Save as
    assert load_game(target).to_json() == window.game.session.state.to_json()
    assert not window.isWindowModified() and "first.json" in window.windowTitle()
    saved = snapshot(window.game.session)

    window.close_game_action.trigger()
    assert window.game.session is None and window.board.scene.pieces_items == []
    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getOpenFileName", lambda *a, **k: (str(target), ""))
    window.open_action.trigger()
    assert window.game.session is not None and snapshot(window.game.session) == saved
    assert window.game.session.path == target
    assert window.files.recent.paths()[0] == str(target.resolve())
    window.recent_menu.aboutToShow.emit()
    assert any("first.json" in a.text() for a in window.recent_menu.actions())


def test_a_corrupt_file_shows_the_error_and_leaves_the_game_alone(qtbot, make_game_window, tmp_path, monkeypatch):
    window = make_game_window()
    window.game.perform(place("marquise", "warrior", 1, 2))
    session, before = window.game.session, snapshot(window.game.session)
    bad = tmp_path / "broken.json"
    bad.write_text('{"format": "rootboard-game", "version": 1, "map": "autumn",')
    shown = []
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.warning", lambda *args: shown.append(args[1:3]))
    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getOpenFileName", lambda *a, **k: (str(bad), ""))
    window.open_action.trigger()
    assert len(shown) == 1
    title, message = shown[0]
    assert title == "Cannot open the game"  # a damaged game file is still a game, not a map
    assert "broken.json" in message and "line 1" in message
    assert window.game.session is session and snapshot(session) == before
    assert window.board.scene.topology.board.name == "autumn"


def test_an_unreadable_game_element_is_named(qtbot, make_game_window, tmp_path, monkeypatch):
    window = make_game_window()
    good = tmp_path / "good.json"
    save_game(new_game("autumn", ["marquise", "eyrie"], seed=1), good)
    data = json.loads(good.read_text())
    data["factions"] = ["marquise", "badgers"]
    good.write_text(json.dumps(data))
    shown = []
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.warning", lambda *args: shown.append(args[2]))
    assert not window.files.open_game(good)
    assert "good.json" in shown[0] and "badgers" in shown[0]


def test_autosave_after_a_change_and_restore_at_the_next_start(qtbot, make_game_window, settings, autosave_path,
                                                              tmp_path, monkeypatch):
    """An untitled game goes to the autosave after every change; once saved as a file, every
    change goes to that file, and there is nothing left to restore."""
    window = make_game_window()
    assert not autosave_path.exists()
    window.game.perform(place("marquise", "warrior", 5, 2))
    assert load_game(autosave_path).count(5, ("marquise", "warrior")) == 2
    expected = snapshot(window.game.session)
    assert window.files.autosave.restorable() is None  # its window is still playing it
    window.game.session.let_go()  # as a crash would: nobody plays it any more
    found = window.files.autosave.restorable()
    assert found is not None and found.source is None  # the lid closes on an untitled game

    from rootboard.ui.window import MainWindow

    asked = []
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.question",
                        lambda *args, **kw: asked.append(args[2]) or QMessageBox.Yes)
    again = MainWindow(None, settings=settings, autosave_path=autosave_path)
    qtbot.addWidget(again)
    assert again.files.offer_restore()
    assert "never saved" in asked[0]
    assert snapshot(again.game.session) == expected
    assert again.game.session.path is None and again.game.session.dirty and again.isWindowModified()
    target = tmp_path / "kept.json"
    again.files._save_to(target)
    again.game.perform(place("eyrie", "warrior", 5, 2))  # a change after the save: in the file itself
    assert load_game(target).count(5, ("eyrie", "warrior")) == 2
    assert again.files.autosave.restorable() is None and not again.game.session.dirty


def test_declining_the_restore_discards_the_autosave(qtbot, make_game_window, settings, autosave_path, monkeypatch):
    window = make_game_window()
    window.game.perform(place("marquise", "warrior", 5))
    window.game.session.let_go()  # as a crash would
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.question", lambda *args, **kw: QMessageBox.No)
    assert not window.files.offer_restore()
    assert not autosave_path.exists() and window.files.autosave.restorable() is None


# --- undo and redo ------------------------------------------------------------------------------

def test_ctrl_z_and_ctrl_shift_z_undo_and_redo(qtbot, make_game_window):
    window = make_game_window()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    window.view.setFocus()
    assert not window.undo_action.isEnabled() and not window.redo_action.isEnabled()
    window.game.perform(place("marquise", "warrior", 1, 2))
    assert window.undo_action.isEnabled() and "places 2 warriors" in window.undo_action.text()
    state = window.game.session.state

    qtbot.keyClick(window.view, Qt.Key_Z, Qt.ControlModifier)
    assert state.count(1, ("marquise", "warrior")) == 0
    assert window.redo_action.isEnabled() and not window.undo_action.isEnabled()
    assert window.game_chrome.log_view.lines()[0][1] is True and "(undone)" in window.game_chrome.log_view.lines()[0][0]
    placed = entry_description(state, 0)  # the log's words for it, never the Message's repr
    assert window.strip.text() == tr("strip", "Undone: {action}.").format(action=message_text(placed))
    assert not window.board.scene.pieces_items

    qtbot.keyClick(window.view, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
    assert state.count(1, ("marquise", "warrior")) == 2
    assert window.game_chrome.log_view.lines()[0][1] is False
    assert window.board.scene.pieces_items


# --- the turn bar -------------------------------------------------------------------------------

def test_turn_bar_follows_phase_and_end_turn(qtbot, make_game_window):
    window = make_game_window()
    bar = window.game_chrome.turn_bar
    assert bar.who.text() == "Marquise de Cat’s turn"
    assert bar.when.accessibleName() == "Round 1, Birdsong"
    qtbot.mouseClick(bar.next_phase, Qt.LeftButton)
    assert bar.when.accessibleName() == "Round 1, Daylight" and "<u>Daylight</u>" in bar.when.text()
    window.next_phase_action.trigger()
    assert window.game.session.state.phase == "evening"
    assert not bar.next_phase.isEnabled() and not window.next_phase_action.isEnabled()
    assert "1.4.1" in bar.next_phase.toolTip()  # why not: Evening is the last phase
    assert "End turn" in bar.hint.text()
    qtbot.mouseClick(bar.end_turn, Qt.LeftButton)
    assert bar.who.text() == "Eyrie Dynasties’ turn" and bar.when.accessibleName() == "Round 1, Birdsong"
    assert bar.scores["eyrie"].accessibleName().startswith("Eyrie Dynasties")
    window.end_turn_action.trigger()  # in Birdsong: the turn is not over (1.4.1)
    assert bar.who.text() == "Eyrie Dynasties’ turn" and "1.4.1" in window.strip.text()
    assert "1.4.1" in bar.end_turn.toolTip()
    window.next_phase_action.trigger()
    window.next_phase_action.trigger()
    window.end_turn_action.trigger()
    assert bar.who.text().startswith("Marquise") and bar.when.accessibleName() == "Round 2, Birdsong"


def test_score_buttons_adjust_and_undo(qtbot, make_game_window):
    window = make_game_window()
    box = window.game_chrome.turn_bar.scores["eyrie"]
    qtbot.mouseClick(box.plus, Qt.LeftButton)
    qtbot.mouseClick(box.plus, Qt.LeftButton)
    qtbot.mouseClick(box.minus, Qt.LeftButton)
    assert window.game.session.state.scores["eyrie"] == 1 and box.points.text() == "1"
    assert "3.2" in window.strip.text()
    window.undo_action.trigger()
    assert box.points.text() == "2"


def test_the_window_shows_the_winner_refuses_what_follows_and_undo_takes_it_back(qtbot, make_game_window):
    from rootboard.game.actions import Score
    from rootboard.game.victory import WINNING_SCORE

    window = make_game_window()
    bar = window.game_chrome.turn_bar
    assert not bar.winner.isVisible()
    window.game.perform(Score("eyrie", WINNING_SCORE - 1))
    assert "scored at the table" in bar.scores["eyrie"].toolTip()  # the score's ledger (3.2)
    window.game.perform(Score("eyrie", 1))
    assert bar.winner.isVisible() and bar.winner.text().startswith("Law 3.1: Eyrie has won the game (30 VP)")
    window.set_language("nl")  # said again in the window's language
    assert "het spel gewonnen" in bar.winner.text() and bar.winner.text().startswith("Wet 3.1")
    window.set_language("en")
    before = snapshot(window.game.session)
    outcome = window.game.perform(place("marquise", "warrior", 1))
    assert not outcome.applied and outcome.verdict.section == "3.1" and snapshot(window.game.session) == before
    assert "the game is over" in window.strip.text()
    window.undo_action.trigger()
    assert not bar.winner.isVisible() and window.game.session.state.winner is None
    assert window.game.perform(place("marquise", "warrior", 1)).applied


def test_the_window_shows_a_victory_by_dominance_when_the_turn_ends(qtbot, make_game_window):
    """3.3.1: the Eyrie, next, rule three clearings of their activated dominance card's suit."""
    from rootboard.game.actions import AdvancePhase, EndTurn
    from rootboard.game.cards.dominance import SUITED_DOMINANCE
    from rootboard.game.cards.table import card_edit

    window = make_game_window()
    state = window.game.session.state
    assert state.factions[(state.turn + 1) % len(state.factions)] == "eyrie"
    state.apply([card_edit("dominance-fox", "draw", "activated:eyrie")])  # arranged, as a file may hold it
    for clearing in sorted(c for c, s in state.suits.items() if s == "fox")[:SUITED_DOMINANCE]:
        assert window.game.perform(place("eyrie", "warrior", clearing)).applied
    bar = window.game_chrome.turn_bar
    assert not bar.winner.isVisible()
    assert window.game.perform(AdvancePhase("evening")).applied
    assert window.game.perform(EndTurn()).applied
    assert bar.winner.isVisible() and bar.winner.text().startswith("Law 3.3.1: Eyrie has won the game by dominance")
    window.undo_action.trigger()
    assert not bar.winner.isVisible()


def test_the_pass_is_reminded_in_evening_and_scored_on_end_turn(qtbot, make_game_window):
    window = make_game_window("mountain")
    tower = window.game.session.state.tower
    window.game.perform(place("marquise", "warrior", tower, 2))
    bar = window.game_chrome.turn_bar
    assert not bar.reminder.isVisible()  # only at the end of Evening
    window.game.next_phase()
    window.game.next_phase()
    assert bar.reminder.isVisible() and "16.2.3.IV" in bar.reminder.text()
    assert f"clearing {tower}" in bar.reminder.text()
    assert "Closed paths: 6 left" in bar.uses.text()
    window.game.end_turn()
    assert window.game.session.state.scores["marquise"] == 1 and bar.scores["marquise"].points.text() == "1"
    assert "16.2.3.IV" in window.strip.text()
    # the Eyrie do not rule the Pass: their Evening reminder says End turn scores nothing for it
    window.game.next_phase()
    window.game.next_phase()
    assert "does not rule it" in bar.reminder.text() and "Marquise" in bar.reminder.text()


def test_the_ferry_move_keeps_its_card_reminder_and_marks_the_ferry_used(qtbot, make_game_window):
    window = make_game_window("lake")
    state = window.game.session.state
    ferry = state.ferry
    window.game.perform(place("marquise", "warrior", ferry, 2))
    assert "not used yet" in window.game_chrome.turn_bar.uses.text()
    outcome = window.game.perform(Move(MoveRequest("marquise", ferry, 10, 1, "warrior", False, True)))
    assert outcome.applied and outcome.verdict.notes
    assert window.strip.kind == "note"
    assert all(f"Remember: {render(note)}" in window.strip.text() for note in outcome.verdict.notes)
    assert "card" in window.strip.text()
    assert "Ferry (clearing 10): used this turn" in window.game_chrome.turn_bar.uses.text()
    window.game.perform(Place(PieceRequest("marquise", "warrior", 2)))  # the next action replaces the reminder
    assert "Remember" not in window.strip.text()


# --- refusals and rule --------------------------------------------------------------------------

def test_a_refusal_is_text_with_its_law_section_and_changes_nothing(qtbot, make_game_window):
    window = make_game_window()
    window.game.perform(place("marquise", "warrior", 1))
    before = snapshot(window.game.session)
    outcome = window.game.perform(Move(MoveRequest("marquise", 1, 11)))
    assert not outcome.applied
    text = window.strip.text()
    assert text.startswith(f"Refused: {render(outcome.verdict.message)}")
    assert window.strip.accessibleName() == text and window.strip.kind == "refused"
    assert snapshot(window.game.session) == before


def test_teach_mode_applies_with_a_warning(qtbot, make_game_window):
    window = make_game_window()
    window.game.perform(place("marquise", "warrior", 1))
    window.teach_action.trigger()
    assert window.game.session.mode == "teach"
    outcome = window.game.perform(Move(MoveRequest("marquise", 1, 11)))
    assert outcome.applied and window.strip.kind == "warning"
    assert window.strip.text().startswith(f"Warning (teach mode, applied anyway): Law {outcome.verdict.section}")
    assert any("WARNING" in text for text, _ in window.game_chrome.log_view.lines())


@pytest.mark.parametrize("pieces, expected_section", [
    ([("marquise", "warrior", 3), ("eyrie", "warrior", 1)], "2.5"),
    ([("marquise", "warrior", 2), ("eyrie", "warrior", 2)], "7.2.2"),
    ([], "2.5"),
])
def test_who_rules_panel_cites_the_rulings_section(qtbot, make_game_window, pieces, expected_section):
    window = make_game_window()
    for faction, piece, n in pieces:
        window.game.perform(place(faction, piece, 7, n))
    click_clearing(qtbot, window, 7)
    found = ruling(window.game.session.state, 7)
    assert found.section == expected_section
    panel = window.game_chrome.rule_panel
    assert panel.heading.text() == "Who rules clearing 7"
    assert panel.section.text() == f"Law {found.section}"
    assert panel.reason.text().lower() == message_text(found.message).lower()
    assert panel.ruler.text() == ({"marquise": "Marquise de Cat", "eyrie": "Eyrie Dynasties"}.get(found.ruler, "Nobody"))
    # the board's ring says the same: the scene's clearing carries the ruler's colour
    assert window.board.scene.clearing_items[7].ruler == found.ruler


def test_who_rules_from_the_keyboard(qtbot, make_game_window):
    window = make_game_window()
    window.game.perform(place("eyrie", "roost", 3))
    window.who_rules_action.trigger()
    panel = window.game_chrome.rule_panel
    assert panel.overview.hasFocus() or panel.overview.currentRow() == 0
    panel.overview.setCurrentRow(2)  # clearing 3, as the arrow keys would pick it
    assert panel.clearing == 3 and panel.ruler.text() == "Eyrie Dynasties"
    assert window.board.selected == 3 and window.board.scene.marked()[3].role == "selected"


def test_the_board_redraws_after_every_change_whoever_makes_it(qtbot, make_game_window):
    window = make_game_window()
    updates = []
    window.game.game_updated.connect(updates.append)
    outcome = window.game.session.perform(place("marquise", "warrior", 2, 2))  # as the drag code would
    assert updates == [outcome]
    assert window.board.scene.clearing_items[2].ruler == "marquise"
    assert any(item.area_id == 2 for item in window.board.scene.pieces_items)
    assert window.game_chrome.rule_panel.overview.item(1).text() == "2: Marquise de Cat"
    assert window.strip.text().startswith("Done: Law 16.6.19: Marquise places 2 warriors in clearing 2")


def test_every_game_action_has_a_key_and_a_menu(qtbot, make_game_window):
    window = make_game_window()
    in_menus = set()
    for menu_action in window.menuBar().actions():
        in_menus.update(menu_action.menu().actions())
    keyed = (window.new_action, window.open_action, window.save_action, window.save_as_action, window.undo_action,
             window.redo_action, window.end_turn_action, window.next_phase_action, window.teach_action,
             window.who_rules_action, window.dock.toggleViewAction(), window.game_chrome.rule_dock.toggleViewAction(),
             window.game_chrome.log_dock.toggleViewAction())
    for action in keyed:
        assert not action.shortcut().isEmpty(), action.text()
        assert action in in_menus, action.text()
    shortcuts = [a.shortcut().toString() for a in keyed]
    assert len(set(shortcuts)) == len(shortcuts)


# --- the command line ---------------------------------------------------------------------------

def test_gui_opens_a_game_file_for_a_screenshot(tmp_path):
    game = tmp_path / "g.json"
    state = new_game("mountain", ["marquise", "eyrie"], seed=2)
    save_game(state, game)
    out = tmp_path / "shot.png"
    env = {"QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path),
           "HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}
    result = subprocess.run([sys.executable, "-m", "rootboard", "gui", str(game), "--screenshot", str(out)],
                            capture_output=True, text=True, timeout=120, env=env)
    assert result.returncode == 0, result.stderr
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_gui_with_a_corrupt_game_file_is_bad_input(tmp_path, capsys):
    from rootboard.cli import main

    bad = tmp_path / "g.json"
    bad.write_text('{"format": "rootboard-game", "version": 1}')
    assert main(["gui", str(bad), "--screenshot", str(tmp_path / "x.png")]) == 2
    assert "g.json" in capsys.readouterr().err


def test_leaving_a_changed_game_asks_first(qtbot, make_game_window, tmp_path, monkeypatch):
    window = make_game_window()
    window.game.perform(place("marquise", "warrior", 1))
    other = tmp_path / "other.json"
    save_game(new_game("winter", ["eyrie", "alliance"], seed=3), other)
    session = window.game.session
    answers = [QMessageBox.Cancel, QMessageBox.Discard]
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.question", lambda *args, **kw: answers.pop(0))
    assert not window.files.open_game(other)
    assert window.game.session is session  # Cancel: stay
    assert window.files.open_game(other)
    assert window.game.session.state.map_name == "winter" and window.board.scene.topology.board.name == "winter"
    assert window.files.autosave.restorable() is None  # what was discarded is not offered back later


def test_an_opened_game_keeps_its_file(qtbot, make_game_window, tmp_path, capsys):
    """Played with the mouse, a game opened from a file is written to that file after every
    change: `rootboard log` of the file shows it, and the autosave has nothing to offer."""
    from rootboard.cli import main

    window = make_game_window(session=False)
    game = tmp_path / "opened.json"
    save_game(new_game("autumn", ["marquise", "eyrie"], seed=1), game)
    assert window.files.open_game(game)
    assert window.files.autosave.restorable() is None  # opened, not changed: nothing to offer
    first = min(window.game.session.state.topology.board.clearings)
    put = place("eyrie", "warrior", first)
    from tests.ui.play.test_drag import at_area, drag

    drag(qtbot, window, QPoint(), at_area(window, first), source=window.board_play.trays.tile("eyrie", "warrior"))
    assert load_game(game).count(first, ("eyrie", "warrior")) == 1
    assert window.files.autosave.restorable() is None and not window.game.session.dirty
    capsys.readouterr()
    assert main(["log", str(game)]) == 0
    from rootboard.game.replay import entry_description
    from rootboard.messages import text

    saved = load_game(game)
    entry = saved.history[0]
    assert entry["action"] == put.to_json()
    assert capsys.readouterr().out.splitlines() == [f"  1. {text(entry_description(saved, saved.history.index(entry)))}"]


def test_phase_end_turn_and_mode_by_keys(qtbot, make_game_window):
    window = make_game_window()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    window.view.setFocus()
    state = window.game.session.state
    qtbot.keyClick(window.view, Qt.Key_Right, Qt.ControlModifier)
    assert state.phase == "daylight"
    qtbot.keyClick(window.view, Qt.Key_Right, Qt.ControlModifier)
    qtbot.keyClick(window.view, Qt.Key_Return, Qt.ControlModifier)
    assert state.current == "eyrie" and state.phase == "birdsong"
    qtbot.keyClick(window.view, Qt.Key_T, Qt.ControlModifier)
    assert window.game.session.mode == "teach" and "Teach mode" in window.strip.text()
    qtbot.keyClick(window.view, Qt.Key_2, Qt.ControlModifier)  # hide the who-rules dock, and back
    assert not window.game_chrome.rule_dock.isVisible()


def test_a_bad_map_file_opened_during_a_game_changes_nothing(qtbot, make_game_window, tmp_path, monkeypatch):
    window = make_game_window()
    window.game.perform(place("marquise", "warrior", 1))
    session, before = window.game.session, snapshot(window.game.session)
    bad = tmp_path / "map.json"
    bad.write_text('{"format": "rootboard-map", "clearings": [')
    shown = []
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.warning", lambda *args: shown.append(args[2]))
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.question", lambda *a, **k: pytest.fail("asked to save"))
    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getOpenFileName", lambda *a, **k: (str(bad), ""))
    window.open_action.trigger()
    assert len(shown) == 1 and "map.json" in shown[0]
    assert window.game.session is session and snapshot(session) == before


def test_a_game_from_the_command_line_shows_its_phase_untracked_until_next_phase(qtbot, make_game_window, autosave_path):
    window = make_game_window(session=False)
    window.game.set_session(GameSession.new("lake", ("marquise", "vagabond"), seed=1, track_phase=False,
                                       autosave_path=autosave_path))
    bar = window.game_chrome.turn_bar
    assert bar.when.accessibleName() == "Round 1, phase not tracked" and "<u>" not in bar.when.text()
    assert "not tracked" in bar.hint.text()
    qtbot.mouseClick(bar.next_phase, Qt.LeftButton)
    assert window.game.session.state.phase_tracked
    assert bar.when.accessibleName() == "Round 1, Daylight"


def test_exploring_builds_no_game_chrome_and_a_game_builds_it_where_it_was_left(qtbot, make_game_window,
                                                                                 settings, autosave_path):
    from rootboard.ui.window import MainWindow

    window = make_game_window(session=False)
    assert not window.has_game_chrome  # a board to explore: no turn bar, no game docks
    texts = [a.text() for a in window.view_menu.actions()]
    assert "Who rules" in texts and "Action log" in texts  # still reachable from the menu
    window.game.set_session(GameSession.new("autumn", ("marquise", "eyrie"), seed=1, autosave_path=autosave_path))
    assert window.has_game_chrome and window.game_chrome.turn_bar.isVisible() and window.game_chrome.log_dock.isVisible()
    assert window.game_chrome.rule_dock.toggleViewAction() in window.view_menu.actions()
    window.game_chrome.log_dock.hide()  # the player's arrangement
    window.close()

    between = MainWindow("autumn", settings=settings, autosave_path=autosave_path)  # explores, closes
    qtbot.addWidget(between)
    between.show()
    qtbot.waitExposed(between)
    assert not between.has_game_chrome
    between.close()

    again = make_game_window(session=False)
    again.game.set_session(GameSession.new("autumn", ("marquise", "eyrie"), seed=1, autosave_path=autosave_path))
    assert not again.game_chrome.log_dock.isVisible() and again.game_chrome.turn_bar.isVisible()


def test_the_view_menu_opens_a_game_dock_before_any_game(qtbot, make_game_window):
    window = make_game_window(session=False)
    entry = next(a for a in window.view_menu.actions() if a.text() == "Action log")
    entry.trigger()
    assert window.has_game_chrome and window.game_chrome.log_dock.isVisible()
    assert window.game_chrome.log_view.item(0).text().startswith("No game open")
    assert not window.game_chrome.turn_bar.isVisible()  # no game: no turn to show


# --- face-down plots (13.2.2): the board shows one face down, its kind only in the Corvids' view --

def test_the_board_shows_a_face_down_plot_face_down_until_the_corvids_view(qtbot, settings, tmp_path):
    from rootboard.game.display import FACE_DOWN
    from rootboard.game.factions.corvids import PLOTS
    from rootboard.game.terms import piece_name
    from tests.game.test_display import plotted
    from tests.ui.play.test_trays import open_game

    window = open_game(qtbot, settings, tmp_path, plotted())
    layer = window.board.scene.pieces_layer

    def drawn(area):
        return {p for _f, p, _n in layer.items[area].pieces}

    assert FACE_DOWN in drawn(1) and not set(PLOTS) & drawn(1)
    assert piece_name("bomb") not in layer.items[1].toolTip()
    assert drawn(2) == {"snare"}  # face up
    assert window.view_as_action.isVisible()
    window.view_as_action.trigger()
    assert "bomb" in drawn(1) and FACE_DOWN not in drawn(1)
    window.view_as_action.trigger()
    assert FACE_DOWN in drawn(1)


def test_no_view_toggle_without_a_faction_that_hides_pieces(qtbot, settings, tmp_path):
    from tests.game.gamekit import game
    from tests.ui.play.test_trays import open_game

    window = open_game(qtbot, settings, tmp_path, game("autumn", ("marquise", "eyrie")))
    assert not window.view_as_action.isVisible()
