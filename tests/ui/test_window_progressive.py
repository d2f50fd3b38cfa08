"""The window's progressive start (issue 32): the board first, in the place the last window
closed while exploring left it, and the rest of the window a frame later, the board unmoved.

Timing is measured in benchmarks/bench_window.py; this checks what the start promises: where
the board is, that nothing but the board is built before its first frame, that the board's
pixels do not change when the chrome comes, and that a start which cannot know where its
board goes builds everything at once.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QSettings
from PySide6.QtWidgets import QDockWidget, QMenuBar, QStatusBar, QToolBar

from rootboard.ui.window import BOARD_INSETS, MainWindow, board_insets


def board_place(window) -> tuple[int, int, int, int]:
    """Where the view sits in the window: left, top, right and bottom insets in pixels."""
    corner = window.view.mapTo(window, QPoint(0, 0))
    return (corner.x(), corner.y(), window.width() - corner.x() - window.view.width(),
            window.height() - corner.y() - window.view.height())


class Resizes(QObject):
    """The sizes a widget is given, one by one."""

    def __init__(self, widget):
        super().__init__(widget)
        self.sizes = []
        widget.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Resize:
            self.sizes.append(event.size().toTuple())
        return False


def chrome_widgets(window) -> list:
    return [*window.findChildren(QMenuBar), *window.findChildren(QToolBar), *window.findChildren(QDockWidget),
            *window.findChildren(QStatusBar)]


def closed_while_exploring(qtbot, settings) -> tuple[tuple[int, int, int, int], object]:
    """A window started and closed as a player would: returns where its board was, and its view's picture."""
    window = MainWindow("autumn", settings=settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(20)
    place, picture = board_place(window), window.view.grab().toImage()
    window.close()
    return place, picture


def test_a_window_closed_while_exploring_keeps_where_its_board_was(qtbot, settings):
    place, _ = closed_while_exploring(qtbot, settings)
    kept = board_insets(settings)
    assert tuple(outer + inner for outer, inner in zip(kept[:4], kept[4:])) == place
    assert kept[1] > 0 and kept[2] > 0 and kept[3] > 0  # menus and toolbar above, the explorer's dock beside, status below
    assert kept[5] > 0  # the message strip above the board, in its column


def test_a_progressive_start_paints_the_board_first_where_the_chrome_then_leaves_it(qtbot, settings):
    closed_while_exploring(qtbot, settings)  # the first start ever: the window's size is the screen's
    place, picture = closed_while_exploring(qtbot, settings)  # a start from the kept geometry, as the next one
    window = MainWindow("autumn", settings=settings, progressive=True)
    qtbot.addWidget(window)
    first = {}

    def painted():
        if not first:
            first.update(chrome=window.has_chrome, widgets=len(chrome_widgets(window)), place=board_place(window),
                         transform=window.view.transform())

    window.view.painted.connect(painted)
    assert not window.has_chrome and chrome_widgets(window) == []
    resizes = Resizes(window.view)
    with qtbot.waitSignal(window.chrome_built, timeout=5000):
        window.show()
    shown = list(resizes.sizes)
    assert first == {"chrome": False, "widgets": 0, "place": place, "transform": first["transform"]}
    qtbot.wait(20)  # the chrome laid out and painted
    assert window.has_chrome and all(w.isVisible() for w in (window.menuBar(), window.statusBar(), window.dock))
    assert board_place(window) == place and window.view.transform() == first["transform"]
    assert resizes.sizes == shown  # not resized for a moment while the chrome came (its menu bar not yet shown)
    assert window.view.grab().toImage() == picture  # the same board, pixel for pixel, as a start built at once
    assert window.file_menu is not None and window.files is not None and window.game.session is None


def test_a_start_that_does_not_know_where_its_board_goes_builds_everything_at_once(qtbot, settings):
    assert board_insets(settings) is None
    window = MainWindow("autumn", settings=settings, progressive=True)
    qtbot.addWidget(window)
    assert window.has_chrome and chrome_widgets(window)


def test_kept_insets_that_are_not_four_whole_numbers_are_not_trusted(qtbot, settings):
    for kept in (["a", 1, 2, 3, 0, 0, 0, 0], [1, 2, 3, 4], [0, -5, 0, 0, 0, 0, 0, 0], "0, 80, 288, 22x"):
        settings.setValue(BOARD_INSETS, kept)
        assert board_insets(settings) is None, kept
        window = MainWindow("autumn", settings=settings, progressive=True)
        qtbot.addWidget(window)
        assert window.has_chrome


def test_a_window_closed_with_a_game_forgets_where_its_board_was(qtbot, settings, tmp_path):
    from rootboard.game.newgame import new_game
    from rootboard.session import GameSession

    closed_while_exploring(qtbot, settings)
    window = MainWindow("autumn", settings=settings, autosave_path=tmp_path / "autosave.json")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.game.set_session(GameSession(new_game("autumn", ["marquise", "eyrie"])))
    window.close()
    assert board_insets(QSettings(settings.fileName(), QSettings.IniFormat)) is None


def test_a_window_closed_before_its_chrome_came_keeps_the_insets_it_started_from(qtbot, settings):
    closed_while_exploring(qtbot, settings)
    kept = board_insets(settings)
    window = MainWindow("autumn", settings=settings, progressive=True)
    qtbot.addWidget(window)
    window.close()  # never shown: the chrome is built for the layout memory, the insets left alone
    assert window.has_chrome and board_insets(settings) == kept
