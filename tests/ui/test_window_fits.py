"""The window fits a 1366x768 laptop (issue 23.4): it never asks for more room than that, nor
grows past its screen, when File › New game docks the wizard or Start play docks the game's
parts; and it says in one place whether it is exploring, setting up or playing."""

from __future__ import annotations

import pytest

from rootboard.ui.mode import EXPLORING, PLAYING, SETTING_UP

LAPTOP = (1366, 768)
PANEL = 40  # a desktop's task bar or top panel: what a laptop's screen keeps for itself


def fits(window) -> None:
    hint = window.minimumSizeHint()
    assert hint.width() <= LAPTOP[0], f"the window needs {hint.width()} px of width"
    assert hint.height() <= LAPTOP[1] - PANEL, f"the window needs {hint.height()} px of height"
    room = window.screen().availableGeometry()  # the test screen: 800 px square
    assert window.frameGeometry().height() <= room.height(), "the window grew taller than its screen"
    assert window.frameGeometry().width() <= max(room.width(), LAPTOP[0])


def set_up_and_start(window, factions=("marquise", "eyrie", "vagabond", "alliance")):
    wizard = window.set_up_game()
    wizard.page.factions = list(factions)
    wizard.restart()
    wizard.go_next()
    for _ in range(200):
        if wizard.setup is None or wizard.setup.done:
            break
        wizard.choose_for_us()
    fits(window)
    wizard.start_play()


@pytest.mark.parametrize("lang", ["en", "nl", "es"])
def test_new_game_and_start_play_keep_the_window_within_a_laptop(qtbot, make_window, settings, lang):
    settings.setValue("language", lang)
    window = make_window("autumn")
    fits(window)
    set_up_and_start(window)
    qtbot.wait(10)
    assert window.game.session is not None
    fits(window)


def test_the_window_opens_no_bigger_than_its_screen(qtbot, settings):
    from rootboard.ui.window import MainWindow

    window = MainWindow("autumn", settings=settings)
    qtbot.addWidget(window)
    room = window.screen().availableGeometry()
    assert window.height() <= room.height() and window.width() <= room.width()


def test_the_window_says_its_mode_in_one_place(qtbot, make_window):
    window = make_window("autumn")
    seen = []
    window.mode.changed.connect(seen.append)
    assert window.mode.mode == EXPLORING and window.map_box.isEnabled()
    wizard = window.set_up_game()
    assert window.mode.mode == SETTING_UP and not window.map_box.isEnabled()
    assert not window.piece_action.isEnabled()
    wizard.dock.close()
    assert window.mode.mode == EXPLORING and window.map_box.isEnabled()
    set_up_and_start(window)
    assert window.mode.mode == PLAYING and window.piece_action.isEnabled() and not window.map_box.isEnabled()
    window.set_up_game()  # a new setup while a game is on: the game's actions wait
    assert window.mode.mode == SETTING_UP and not window.piece_action.isEnabled()
    window.setup_wizard.dock.close()
    assert window.mode.mode == PLAYING and window.piece_action.isEnabled()
    window.files.close_game()
    assert window.mode.mode == EXPLORING
    assert seen == [SETTING_UP, EXPLORING, SETTING_UP, PLAYING, SETTING_UP, PLAYING, EXPLORING]


def test_the_explorer_does_not_follow_hovers_while_a_setup_step_lights_the_board(qtbot, make_window):
    window = make_window("autumn")
    wizard = window.set_up_game()
    wizard.page.factions = ["marquise", "eyrie"]
    wizard.restart()
    wizard.go_next()
    marks = window.board.scene.marked()
    window.board.hover(1)
    window.board.select(1)
    assert window.board.selected is None
    assert window.board.scene.marked() == marks


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_longest_player_names_keep_the_window_within_a_laptop(qtbot, make_window, settings, lang):
    from rootboard.game.players import LONGEST

    settings.setValue("language", lang)
    window = make_window("autumn")
    wizard = window.set_up_game()
    names = [(f"{n} " + "Bartholomeus van Oldenbarnevelt " * 2)[:LONGEST].strip() for n in range(4)]
    wizard.names.setText(",".join(names))  # as long as a name may be
    set_up_and_start(window)
    qtbot.wait(10)
    assert set(window.game.session.state.players.values()) == set(names)
    fits(window)
