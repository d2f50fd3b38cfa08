"""A game a crash left unsaved, in the real window: whatever the next start opens, it is
offered back, and no later game (another file changed, a new unsaved game) writes over it
or claims it as its own. The crash is a real one: a window in another process, killed."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QMessageBox

from rootboard.game.actions import Place
from rootboard.gamefile.file import save_game
from rootboard.game.newgame import new_game
from rootboard.game.placement import PieceRequest
from tests.helpers import load_game

CRASH = textwrap.dedent("""
    import os, sys
    from rootboard.ui.app import ensure_app
    ensure_app()
    from rootboard.game.actions import Place
    from rootboard.game.placement import PieceRequest
    from rootboard.ui.play import game_dialogs
    from rootboard.ui.window import MainWindow
    game_dialogs.NewGameDialog.exec = lambda self: game_dialogs.QDialog.Accepted
    game_dialogs.NewGameDialog.choice = lambda self: game_dialogs.GameChoice(sys.argv[1], ["marquise", "eyrie"], 1,
                                                                             "enforce")
    window = MainWindow(sys.argv[1])
    assert window.files.new_game()
    window.game.perform(Place(PieceRequest("marquise", "warrior", int(sys.argv[2]), 2)))
    sys.stdout.flush()
    os._exit(9)  # a crash: nothing is closed, nothing is asked
""")


@pytest.fixture
def home(tmp_path, monkeypatch, qapp):
    """A user's own folders (data and settings) for this test, as the command's window finds them."""
    for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME"):
        monkeypatch.setenv(name, str(tmp_path / name.lower()))
    before = qapp.organizationName(), qapp.applicationName()
    qapp.setOrganizationName("rootboard")
    qapp.setApplicationName("rootboard")
    yield tmp_path
    qapp.setOrganizationName(before[0])
    qapp.setApplicationName(before[1])


@pytest.fixture
def settings(home):
    """The settings file a window started with no settings of its own uses (QSettings())."""
    return QSettings(str(home / "xdg_config_home" / "rootboard" / "rootboard.conf"), QSettings.IniFormat)


def crash_with_an_unsaved_game(home, map_name="autumn", clearing=5):
    """A window in another process starts a new game, puts two cats in ``clearing``, and dies."""
    env = dict(os.environ, XDG_DATA_HOME=str(home / "xdg_data_home"), XDG_CONFIG_HOME=str(home / "xdg_config_home"),
               QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", CRASH, map_name, str(clearing)], env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 9, done.stderr


def answering(monkeypatch, *answers):
    """QMessageBox.question answered in turn; the questions asked are returned."""
    asked, left = [], list(answers)

    def question(*args, **kw):
        asked.append(args[2])
        return left.pop(0)

    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.question", question)
    return asked


def start(monkeypatch, qtbot, game=None, then=lambda window: None):
    """`rootboard gui [GAME]` as the command runs it, its event loop run until the start's
    questions are answered; ``then(window)`` is what the player does before closing it."""
    from rootboard.ui import app as app_module
    from rootboard.ui import window as window_module

    qapp = QApplication.instance()
    made = []

    class Window(window_module.MainWindow):
        def __init__(self, *args, **kw):
            super().__init__(*args, **kw)
            made.append(self)
            qtbot.addWidget(self)

    class Table:  # the application, with a display, whose loop ends when the player is done
        def platformName(self):
            return "xcb"

        def exec(self):
            qtbot.wait(200)  # the start's questions (a zero timer) are asked here
            window = made[0]
            then(window)
            window.close()
            return 0

        def __getattr__(self, name):
            return getattr(qapp, name)

    monkeypatch.setattr(app_module, "ensure_app", lambda: Table())
    monkeypatch.setattr(window_module, "MainWindow", Window)
    monkeypatch.setattr(window_module, "_started", lambda: None)  # the test's collector stays as it is
    window_module.run_window(None, game=str(game) if game else None)


def test_a_start_on_another_file_offers_the_crashed_game_and_a_change_there_does_not_claim_it(
        home, settings, qtbot, monkeypatch, tmp_path):
    """After a crash, `rootboard gui other.json` offers the unsaved game back; kept for later,
    a change made in other.json leaves it alone, and the next plain start offers it again."""
    crash_with_an_unsaved_game(home)
    other = tmp_path / "other.json"
    save_game(new_game("winter", ["eyrie", "alliance"], seed=3), other)

    asked = answering(monkeypatch, QMessageBox.Cancel)  # not now

    def change_other(window):
        assert window.game.session.path == other
        window.game.perform(Place(PieceRequest("eyrie", "warrior", 1, 1)))

    start(monkeypatch, qtbot, other, change_other)
    assert len(asked) == 1 and "never saved" in asked[0]
    assert load_game(other).count(1, ("eyrie", "warrior")) == 1

    asked = answering(monkeypatch, QMessageBox.Yes)
    restored = {}
    start(monkeypatch, qtbot, then=lambda window: restored.update(session=window.game.session))
    assert len(asked) == 1 and "never saved" in asked[0]
    session = restored["session"]
    assert session.path is None and session.dirty
    assert session.state.map_name == "autumn" and session.state.count(5, ("marquise", "warrior")) == 2


def test_the_next_unsaved_game_autosaves_elsewhere(home, settings, qtbot, monkeypatch):
    """Two crashes, two unsaved games: the second never wrote over the first; both are offered,
    newest first, and each restores as it was left."""
    crash_with_an_unsaved_game(home, "autumn", 5)
    asked = answering(monkeypatch, QMessageBox.Cancel)
    start(monkeypatch, qtbot)  # the first is offered, and kept for later
    assert len(asked) == 1
    crash_with_an_unsaved_game(home, "winter", 1)

    asked = answering(monkeypatch, QMessageBox.Cancel, QMessageBox.Yes)
    restored = {}
    start(monkeypatch, qtbot, then=lambda window: restored.update(session=window.game.session))
    assert len(asked) == 2  # the winter game (newest), kept; then the autumn one, restored
    state = restored["session"].state
    assert state.map_name == "autumn" and state.count(5, ("marquise", "warrior")) == 2

    asked = answering(monkeypatch, QMessageBox.Yes)
    start(monkeypatch, qtbot, then=lambda window: restored.update(session=window.game.session))
    state = restored["session"].state
    assert state.map_name == "winter" and state.count(1, ("marquise", "warrior")) == 2


def test_a_game_played_in_an_open_window_is_not_offered_to_another(home, settings, qtbot, monkeypatch):
    """Two windows at once: the second's start leaves the first's unsaved game alone."""
    from rootboard.ui.play import game_dialogs
    from rootboard.ui.window import MainWindow

    monkeypatch.setattr(game_dialogs.NewGameDialog, "exec", lambda self: game_dialogs.QDialog.Accepted)
    monkeypatch.setattr(game_dialogs.NewGameDialog, "choice",
                        lambda self: game_dialogs.GameChoice("autumn", ["marquise", "eyrie"], 1, "enforce"))
    first = MainWindow("autumn", settings=settings)
    qtbot.addWidget(first)
    assert first.files.new_game()
    first.game.perform(Place(PieceRequest("marquise", "warrior", 5, 1)))
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.question", lambda *a, **k: pytest.fail("offered a live game"))
    second = MainWindow("autumn", settings=settings)
    qtbot.addWidget(second)
    assert not second.files.offer_restore()
    first.game.set_session(None)  # the first window goes on to another game: the unsaved one is left behind
    asked = answering(monkeypatch, QMessageBox.Cancel)
    assert not second.files.offer_restore() and len(asked) == 1


def test_an_earlier_versions_single_autosave_is_still_offered(home, settings, qtbot, monkeypatch):
    """The one autosave.json of earlier versions, and the file it continued (kept in the
    settings), become one of the folder's at the first start: an upgrade forgets nothing."""
    from rootboard.ui.window import MainWindow

    data = home / "xdg_data_home" / "rootboard" / "rootboard"
    data.mkdir(parents=True)
    state = new_game("lake", ["marquise", "eyrie"], seed=2)
    save_game(state, data / "autosave.json", indent=None)
    source = home / "continued.json"
    settings.setValue("autosave/source", str(source))
    settings.sync()
    asked = answering(monkeypatch, QMessageBox.Yes)
    window = MainWindow("autumn", settings=settings)
    qtbot.addWidget(window)
    assert window.files.offer_restore()
    assert "continued.json" in asked[0] and not (data / "autosave.json").exists()
    session = window.game.session
    assert session.state.map_name == "lake" and session.path == source and session.dirty
    assert settings.value("autosave/source") is None
