"""The window's game files, by name and by kind: a game is known by what it holds, whatever
its name; Save as gives a name without a suffix the games' .json; a save refused (a target
that is not a regular file) is shown, naming it, and changes nothing."""

from __future__ import annotations

import os

import pytest
from PySide6.QtWidgets import QMessageBox

from rootboard.game.actions import Place
from rootboard.gamefile.file import save_game
from rootboard.game.newgame import new_game
from rootboard.game.placement import PieceRequest
from rootboard.session import GameSession
from tests.helpers import load_game


@pytest.fixture(autouse=True)
def no_unexpected_dialogs(monkeypatch):
    for box in ("question", "warning"):
        monkeypatch.setattr(f"PySide6.QtWidgets.QMessageBox.{box}",
                            lambda *args, **kw: pytest.fail(f"unexpected message box: {args[1:3]}"))


@pytest.fixture
def window(qtbot, settings, tmp_path):
    from rootboard.ui.window import MainWindow

    made = MainWindow("autumn", settings=settings, autosave_folder=tmp_path / "autosaves")
    qtbot.addWidget(made)
    made.show()
    qtbot.waitExposed(made)
    made.game.set_session(GameSession.new("autumn", ["marquise", "eyrie"], seed=1,
                                          autosave_path=made.files.autosave.fresh()))
    made.game.perform(Place(PieceRequest("marquise", "warrior", 1, 1)))
    return made


def save_as(monkeypatch, window, typed):
    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getSaveFileName", lambda *a, **k: (str(typed), ""))
    return window.files.save_as()


def test_save_as_a_name_without_a_suffix_saves_a_json_game(window, tmp_path, monkeypatch):
    assert save_as(monkeypatch, window, tmp_path / "night")
    assert not (tmp_path / "night").exists()
    assert load_game(tmp_path / "night.json").count(1, ("marquise", "warrior")) == 1
    assert window.game.session.path == tmp_path / "night.json"


def test_save_as_asks_before_replacing_the_json_file_the_dialog_never_named(window, tmp_path, monkeypatch):
    there = tmp_path / "night.json"
    there.write_text("kept\n")
    asked = []
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.question",
                        lambda *args, **kw: asked.append(args[2]) or QMessageBox.No)
    assert not save_as(monkeypatch, window, tmp_path / "night")
    assert there.read_text() == "kept\n" and "night.json" in asked[0]
    assert window.game.session.path is None


@pytest.mark.parametrize("name", ["night", "night.bak", "night.json"])
def test_file_open_knows_a_game_by_what_it_holds_whatever_its_name(window, tmp_path, monkeypatch, name):
    game = tmp_path / name
    save_game(new_game("winter", ["eyrie", "alliance"], seed=3), game)
    filters = []
    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getOpenFileName",
                        lambda *args, **kw: filters.append(args[3]) or (str(game), ""))
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.question", lambda *a, **k: QMessageBox.Discard)
    window.open_action.trigger()
    assert window.game.session.path == game and window.game.session.state.map_name == "winter"
    assert "All files (*)" in filters[0].split(";;")  # a game saved under any name can be found


@pytest.mark.skipif(os.name != "posix", reason="pipes are POSIX")
def test_save_as_onto_a_pipe_is_refused_naming_it_and_changes_nothing(window, tmp_path, monkeypatch):
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    shown = []
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.warning", lambda *args: shown.append(args[2]))
    assert not save_as(monkeypatch, window, pipe)
    assert len(shown) == 1 and str(pipe) in shown[0] and "not a regular file" in shown[0]
    assert window.game.session.path is None and window.game.session.dirty
    assert os.path.exists(pipe) and not os.path.isfile(pipe)
