"""The main window's docks, each put where the window's layout memory last had it.

Docks made after the layout was restored (the game's, built with the first game) are put
back by QMainWindow.restoreDockWidget when the memory knows them; :attr:`Docks.restored`
says which were, so a part arranges the others itself. Each dock's title is registered with
the window's :class:`~rootboard.ui.i18n.Texts`, so it follows a change of language.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import QDockWidget, QFrame, QMainWindow, QScrollArea, QTabBar, QWidget

from rootboard.ui.i18n import Texts


class Docks:
    def __init__(self, window: QMainWindow, texts: Texts):
        self._window, self._texts = window, texts
        self.restored: set[str] = set()
        self._whole_tabs = WholeTabTitles(window)


    def add(self, title: tuple[str, str], name: str, widget: QWidget,
            area: Qt.DockWidgetArea = Qt.RightDockWidgetArea) -> QDockWidget:
        """A dock holding ``widget``: where the layout memory had it, else on ``area``'s side.
        ``title`` is ``N_("dock", English)``."""
        dock = QDockWidget(self._window)
        self._texts.set(dock.setWindowTitle, title)
        dock.setObjectName(name)
        dock.setWidget(widget)
        if self._window.restoreDockWidget(dock):
            self.restored.add(name)
        else:
            self._window.addDockWidget(area, dock)
        return dock

    def below(self, first: QDockWidget, second: QDockWidget) -> None:
        self._window.splitDockWidget(first, second, Qt.Vertical)

    def behind(self, first: QDockWidget, second: QDockWidget) -> None:
        """``second`` in a tab of ``first``'s column."""
        self._window.tabifyDockWidget(first, second)


class WholeTabTitles(QObject):
    """The tabs of docks sharing a column say their whole titles, and the bar scrolls (its
    arrows) when they are more than the column is wide: Qt's own bars cut each title short
    instead, to "Explo…" and "Quién gob…", in a column the layout memory kept narrow (issue 37).
    A bar as wide as all its titles would make a column of five Spanish or Dutch tabs, during
    a setup, wider than a 1366-pixel laptop leaves the docks. The window makes its tab bars as
    docks are tabbed, so each is set when it is first polished."""

    def __init__(self, window: QMainWindow):
        super().__init__(window)
        window.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.ChildPolished and isinstance(event.child(), QTabBar):
            bar = event.child()
            bar.setElideMode(Qt.ElideNone)
            bar.setUsesScrollButtons(True)
        return False


def show_dock(dock: QDockWidget) -> None:
    dock.show()
    dock.raise_()


class FittingScroll(QScrollArea):
    """A scroll area as wide as its widget needs (with room for the vertical scroll bar), and
    as short as a screen must make it: a dock of it scrolls up and down, and never squeezes
    its words (issues 22, 23: labels and buttons were cut to "Damagec", "Hideou")."""

    ROOM = 80  # px: the least height a dock of it keeps

    def _width(self) -> int:
        widget = self.widget()
        need = widget.minimumSizeHint().width() if widget is not None else 0
        return need + self.verticalScrollBar().sizeHint().width() + 2 * self.frameWidth()

    def minimumSizeHint(self) -> QSize:
        return QSize(self._width(), self.ROOM)

    def sizeHint(self) -> QSize:
        widget = self.widget()
        height = widget.sizeHint().height() if widget is not None else self.ROOM
        return QSize(self._width(), height + 2 * self.frameWidth())


def scrolled(widget: QWidget) -> QScrollArea:
    """``widget`` in a frameless :class:`FittingScroll` that it fills: a dock of it can be
    shorter than its contents on a small screen, and scrolls instead of cutting them."""
    area = FittingScroll()
    area.setObjectName(f"{widget.objectName()}-scroll")
    area.setFrameShape(QFrame.NoFrame)
    area.setWidgetResizable(True)
    area.setWidget(widget)
    return area
