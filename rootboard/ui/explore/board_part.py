"""The board on show and the adjacency explorer over it: the scene, the area picked (and the
one compared with it), what the side panel and the hover line say, and the view's picture.

A part of the main window, given what it works with and nothing more: the view to show the
scene in, the explorer's side panel, the hover line of the status bar, the game on show (a
callable: the game part holds it; the Burrow's tunnels and who rules a hovered clearing come
from it) and where an error is shown. The window wires the view's clicks and the View menu's
toggles to it, and listens to :attr:`board_shown` and :attr:`clearing_explored`.

Errors from the core (an area it cannot explain, a picture it cannot write) are shown, never
raised: they change nothing.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QObject, Signal
from shiboken6 import isValid

from rootboard.board.terms import area_name
from rootboard.board.topology import BURROW, AreaId, Topology
from rootboard.i18n import tr

from rootboard.ui.board.scene import BoardScene
from rootboard.ui.board.view import BoardView
from rootboard.ui.errors import ROOTBOARD_ERRORS
from rootboard.ui.mode import WindowMode

if TYPE_CHECKING:
    from PySide6.QtWidgets import QLabel

    from rootboard.ui.explore.panel import ExplorerPanel
    from rootboard.session import GameSession


class BoardPart(QObject):
    board_shown = Signal(object)  # the Topology just put on show, in a new scene
    clearing_explored = Signal(int)  # a clearing picked (or re-explained) while a game is on show

    def __init__(self, view: BoardView, panel: ExplorerPanel | None, hover_label: QLabel | None,
                 game: Callable[[], GameSession | None], show_error: Callable[[str, Exception], None],
                 mode: WindowMode | None = None):
        """``panel`` and ``hover_label`` may come later (:meth:`attach_explorer`): a window that
        paints its board first builds them after the board's first frame, and until then the
        explorer says nothing (there is nothing picked or hovered to say)."""
        super().__init__(view)
        self.view, self.panel, self.hover_label = view, panel, hover_label
        self._game, self._show_error = game, show_error
        # While a setup step lights the board, the explorer neither follows hovers nor lights
        # neighbours on a click: the wizard's look (legal areas lit, the rest veiled) stays.
        self._mode = mode if mode is not None else WindowMode(self)
        self._mode.changed.connect(self._mode_changed)
        self.topology: Topology | None = None
        self.scene: BoardScene | None = None  # kept here: a scene only a view refers to can be collected
        self.selected: AreaId | None = None
        self.partner: AreaId | None = None
        # What the View menu's toggles show (the window's actions start from these).
        self.numbers, self.forest_ids, self.links, self.reach = True, False, False, False

    def attach_explorer(self, panel: ExplorerPanel, hover_label: QLabel) -> None:
        """The side panel and the hover line, made after the board: they say what is on show now."""
        self.panel, self.hover_label = panel, hover_label
        self.refresh()

    # --- what is on show ---------------------------------------------------------------------
    def show(self, topology: Topology, **game) -> None:
        """A new scene for ``topology`` (with a game's pieces, rulers, suits and closed paths)."""
        self.topology = topology
        self.scene = BoardScene(topology, **game)
        self.scene.set_show_numbers(self.numbers)
        self.scene.set_show_forest_ids(self.forest_ids)
        self.scene.set_show_links(self.links)
        self.view.setScene(self.scene)
        self.selected = self.partner = None
        self.refresh()
        self.board_shown.emit(topology)

    def map_name(self) -> str | None:
        """The name of the map on show (a shipped map's, or a map file's board name)."""
        return self.topology.board.name if self.topology else None

    def show_game(self, pieces, rulers, closed_paths, burrow=None) -> None:
        """The game's position on the scene already shown (after every change)."""
        self.scene.show_game(pieces, rulers, closed_paths, burrow=burrow)

    def retranslate(self) -> None:
        """View › Language: the board's own words (the Burrow's name) in the new language."""
        if self.scene:
            self.scene.retranslate()
        self.refresh()

    def set_show_numbers(self, on: bool) -> None:
        self.numbers = on
        if self.scene:
            self.scene.set_show_numbers(on)

    def set_show_forest_ids(self, on: bool) -> None:
        self.forest_ids = on
        if self.scene:
            self.scene.set_show_forest_ids(on)

    def set_show_links(self, on: bool) -> None:
        self.links = on
        if self.scene:
            self.scene.set_show_links(on)

    def set_reach(self, on: bool) -> None:
        """Explain where a Vagabond could Slip (9.4.2) instead of what is adjacent."""
        self.reach = on
        self.refresh()

    # --- exploring ---------------------------------------------------------------------------
    def select(self, area: AreaId | None) -> None:
        if self._mode.board_taken:
            return
        self.selected = area
        self.partner = None
        self.refresh()

    def pick_partner(self, area: AreaId) -> None:
        if self._mode.board_taken:
            return
        if self.selected is None:
            self.select(area)
            return
        self.partner = area
        self.refresh()

    def hover(self, area: AreaId | None) -> None:
        if self._mode.board_taken or self.panel is None:  # the wizard (or the quiz) says what a hovered area is for
            return
        session = self._game()
        if area is None:
            self.hover_label.setText("")
        elif isinstance(area, int) and session is not None:
            from rootboard.game.rules import ruling  # imported with the game, like the session

            from rootboard.messages import fill

            who = ruling(session.state, area).ruler
            self.hover_label.setText(fill(tr("status", "{area:area}: ruled by {who:title}"), area=area, who=who) if who
                                     else fill(tr("status", "{area:area}: ruled by nobody"), area=area))
        elif area == BURROW:
            self.hover_label.setText(tr("status", "the Burrow: the Duchy's clearing off the board (12.2.2)"))
        else:
            self.hover_label.setText(area_name(area))
        if self.selected is None:  # hovering previews until something is picked
            self.refresh(preview=area)

    def explanations(self, area: AreaId):
        if area == BURROW:  # off the board: its neighbours are the game's tunnels (12.2.2)
            from rootboard.game.movement import explained_links

            session = self._game()
            return explained_links(session.state, area) if session is not None else []
        # The explainer loads with the first area explored: the first frame shows none.
        from rootboard.board.explain import explain_neighbours, vagabond_reach

        if self.reach:
            return vagabond_reach(self.topology, area)
        return explain_neighbours(self.topology, area)

    def _mode_changed(self, _mode: str) -> None:
        """A quiz takes the board: what was picked goes, and the explorer says nothing (its
        lights would answer the questions); given back, the explorer starts afresh."""
        if self.scene is not None and not isValid(self.scene):
            return  # the program's end: the window and its board are gone before its docks hide
        if self._mode.quizzing:
            self.selected = self.partner = None
            if self.panel is None:
                return
            self.panel.show_area(None, [], reach=self.reach)
            self.panel.show_relation(None)
        elif self._mode.exploring:
            self.refresh()

    def refresh(self, preview: AreaId | None = None) -> None:
        if self.scene is None or self._mode.quizzing:
            return
        area = self.selected if self.selected is not None else preview
        try:
            found = self.explanations(area) if area is not None else []
            pair = None
            if self.partner is not None and BURROW not in (self.selected, self.partner):
                from rootboard.board.explain import relation

                pair = relation(self.topology, self.selected, self.partner)
        except ROOTBOARD_ERRORS as exc:
            self._show_error(tr("error", "Cannot explain that area"), exc)
            return
        self.scene.show_neighbours(area, found, partner=self.partner, reach=self.reach)
        if self.panel is None:  # no explorer yet: the board's first frame (attach_explorer)
            return
        self.panel.show_area(area, found, reach=self.reach)
        self.panel.show_landmarks(self.landmark_reminders(area))
        self.panel.show_relation(pair)
        if self._mode.playing and isinstance(self.selected, int):
            self.clearing_explored.emit(self.selected)

    def landmark_reminders(self, area: AreaId | None) -> list[str]:
        """What each landmark in ``area`` does (16.5), rendered for the explorer; none without a game."""
        session = self._game()
        if session is None or not isinstance(area, int):
            return []
        from rootboard.game.landmarks import reminder, standing  # imported with the game
        from rootboard.messages import render

        return [render(reminder(name, at)) for name, at in standing(session.state) if at == area]

    # --- pictures ----------------------------------------------------------------------------
    def export_image(self, path: str | None = None) -> Path | None:
        """File > Export image: the part of the board in view, as PNG or SVG."""
        if not path:
            from PySide6.QtWidgets import QFileDialog

            path, _ = QFileDialog.getSaveFileName(
                self.view.window(), tr("dialog", "Export image"), f"{self.topology.board.name}.png",
                tr("dialog", "PNG image (*.png);;SVG drawing (*.svg)"))
            if not path:
                return None
        visible = self.view.mapToScene(self.view.viewport().rect()).boundingRect()
        source = visible.intersected(self.scene.sceneRect())
        width = max(800, self.view.viewport().width() * 2)
        from rootboard.ui.board.render import save_picture  # imported on first use: not needed to draw the window

        from rootboard.board.terms import map_title

        try:
            return save_picture(self.scene, path, width, source, title=map_title(self.topology.board.title))
        except ROOTBOARD_ERRORS as exc:
            self._show_error(tr("error", "Cannot export the picture"), exc)
            return None
