"""MainWindow: the board, the explorer panel, the map switcher and the toggles, and the
game in play: its turn bar, message strip, who-rules panel, action log, files and undo.

Errors from the core (a broken map or game file, an unknown area) are caught here and shown
in a message box; they never take the window down, and they change nothing.

A game is a :class:`~rootboard.session.GameSession`: every action goes through it (and so
through the core's checks), the window subscribes and redraws. Board interaction attaches
here: ``session_changed`` (a game opened or closed; the scene is new), ``game_updated``
(after each change is drawn) and :meth:`MainWindow.perform` (act and show the verdict).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox, QDockWidget, QLabel, QMainWindow, QMenu, QToolBar, QVBoxLayout, QWidget,
)

from rootboard.errors import BadInput
from rootboard.board.explain import explain_neighbours, relation, vagabond_reach
from rootboard.board.catalog import shipped_maps
from rootboard.derived.loading import load_topology
from rootboard.board.terms import area_name
from rootboard.board.topology import BURROW, AreaId, Topology

from rootboard.i18n import LANGUAGE_NAMES, LANGUAGES, N_, tr
from rootboard.ui.errors import ROOTBOARD_ERRORS
from rootboard.ui.i18n import SETTING as LANGUAGE_SETTING, Texts, apply_language, startup_language
from rootboard.ui.play.game_file_commands import GameFileCommands
from rootboard.ui.play.game_files import Autosave, RecentFiles, is_game_file
from rootboard.ui.play.game_play import GamePlay
from rootboard.ui.play.game_chrome import GameChrome
from rootboard.ui.play.shortcuts import END_TURN_SHORTCUT, PHASE_SHORTCUT
from rootboard.ui.widgets.message_strip import MessageStrip
from rootboard.ui.explore.panel import ExplorerPanel
from rootboard.ui.board.scene import BoardScene
from rootboard.ui.board.view import BoardView

if TYPE_CHECKING:
    from rootboard.session import GameSession

    from rootboard.ui.play.board_play import BoardPlay

DEFAULT_MAP = "autumn"


class MainWindow(GamePlay, GameFileCommands, QMainWindow):
    session_changed = Signal(object)  # the new GameSession, or None; the scene is already new
    game_updated = Signal(object)  # the Outcome just applied (None after undo/redo), once drawn

    def __init__(self, map_name: str | None = None, settings: QSettings | None = None,
                 autosave_path: str | Path | None = None):
        super().__init__()
        self.settings = settings if settings is not None else QSettings()
        apply_language(startup_language(self.settings))
        self.texts = Texts()  # every string set once, re-set when the language changes
        self.topology: Topology | None = None
        self.scene: BoardScene | None = None  # kept here: a scene only a view refers to can be collected
        self.selected: AreaId | None = None
        self.partner: AreaId | None = None
        self.session: GameSession | None = None
        self._unsubscribe = None
        self.autosave = Autosave(self.settings, autosave_path)
        self.recent = RecentFiles(self.settings)
        self.view = BoardView()
        self.strip = MessageStrip()
        board_area = QWidget()
        self._column = QVBoxLayout(board_area)
        self._column.setContentsMargins(0, 0, 0, 0)
        self._column.setSpacing(0)
        self._column.addWidget(self.strip)
        self._column.addWidget(self.view, 1)
        self.setCentralWidget(board_area)
        self.panel = ExplorerPanel()
        self.docks_restored: set[str] = set()
        self.dock = self._dock("Explorer", "explorer-dock", self.panel)
        self.texts.set(self.dock.setWindowTitle, N_("dock", "Explorer"))
        self._game_chrome: GameChrome | None = None  # the turn bar and game docks: see game_chrome
        self._go_to = None  # View › Go to area's field, made on first use
        self.hover_label = QLabel()
        self.statusBar().addWidget(self.hover_label, 1)
        self._build_actions()
        self._build_game_actions()
        self.view.area_clicked.connect(self.select)
        self.view.area_shift_clicked.connect(self.pick_partner)
        self.view.area_hovered.connect(self.hover)
        self.board_play: BoardPlay | None = None  # drag, drop, right-click, supply trays: with the first game
        self.resize(1280, 860)
        self._restore_layout()
        name = map_name or str(self.settings.value("map", DEFAULT_MAP))
        if not self.open_map(name, quiet=map_name is None) and name != DEFAULT_MAP:
            self.open_map(DEFAULT_MAP)
        self.set_session(None, redraw=False)  # exploring: the chrome says how to start a game

    def _dock(self, title_text: str, name: str, widget: QWidget) -> QDockWidget:
        """A dock on the right; where the layout memory puts it, if it was created after the
        layout was restored (the game docks are) and the memory knows it."""
        dock = QDockWidget(title_text, self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        if self.restoreDockWidget(dock):
            self.docks_restored.add(name)
        else:
            self.addDockWidget(Qt.RightDockWidgetArea, dock)
        return dock

    @staticmethod
    def _show_dock(dock: QDockWidget) -> None:
        dock.show()
        dock.raise_()

    # --- the game's chrome: the turn bar, Who rules and the action log ------------------------
    # Built with the first game (or when a menu asks for one of them), not at startup: a board
    # to explore needs none of them, and they are a tenth of a cold start.
    @property
    def game_chrome(self) -> GameChrome:
        if self._game_chrome is None:
            self._game_chrome = GameChrome(self)
        return self._game_chrome

    @property
    def has_game_chrome(self) -> bool:
        return self._game_chrome is not None

    turn_bar = property(lambda self: self.game_chrome.turn_bar)
    rule_panel = property(lambda self: self.game_chrome.rule_panel)
    rule_dock = property(lambda self: self.game_chrome.rule_dock)
    log_view = property(lambda self: self.game_chrome.log_view)
    log_dock = property(lambda self: self.game_chrome.log_dock)

    # --- actions ---------------------------------------------------------------------------
    def _build_actions(self) -> None:
        bar = QToolBar()
        self.texts.set(bar.setWindowTitle, N_("toolbar", "Board"))
        bar.setObjectName("board-toolbar")
        self.addToolBar(bar)
        self.map_box = QComboBox()
        self.texts.set(self.map_box.setToolTip, N_("toolbar", "Switch map"))
        from rootboard.board.terms import map_title

        for name in shipped_maps():
            self.map_box.addItem(name.title(), name)
            index = self.map_box.count() - 1
            self.texts.later(lambda t, i=index: self.map_box.setItemText(i, t), lambda n=name: map_title(n.title()))
        self.map_box.activated.connect(lambda i: self.open_map(self.map_box.itemData(i)))
        map_label = QLabel()
        self.texts.set(lambda t: map_label.setText(f" {t} "), N_("toolbar", "Map"))
        bar.addWidget(map_label)
        bar.addWidget(self.map_box)
        bar.addSeparator()

        action = self._action
        self.numbers_action = action(N_("menu", "Priority numbers"), self._toggle_numbers, "N", True, True)
        self.forest_ids_action = action(N_("menu", "Forest ids"), self._toggle_forest_ids, "I", True)
        self.links_action = action(N_("menu", "River && lake links"), self._toggle_links, "L", True)
        self.reach_action = action(N_("menu", "Vagabond reach"), lambda on: self.refresh(), "V", True)
        self.texts.set(self.reach_action.setToolTip, N_("tooltip", "Where a Vagabond in the selected area could Slip (9.4.2)"))
        zoom_in = action(N_("menu", "Zoom in"), self.view.zoom_in, QKeySequence.ZoomIn)
        zoom_out = action(N_("menu", "Zoom out"), self.view.zoom_out, QKeySequence.ZoomOut)
        fit = action(N_("menu", "Fit"), self.view.fit, "Ctrl+0")
        export = action(N_("menu", "Export image…"), self.export_image, "Ctrl+E")
        self.quit_action = action(N_("menu", "Quit"), self.close, QKeySequence.Quit)
        toggles = (self.numbers_action, self.forest_ids_action, self.links_action, self.reach_action)
        zooms = (zoom_in, zoom_out, fit)
        add_groups(bar, toggles, zooms)
        self.file_menu = self._menu(N_("menu", "&File"))
        self.view_menu = self._menu(N_("menu", "&View"))
        self.go_to_action = action(N_("menu", "Go to area…"), self.go_to_area, "Ctrl+G")
        self.texts.set(self.go_to_action.setToolTip, N_("tooltip", "Pick a clearing or forest by typing it"))
        add_groups(self.view_menu, (self.go_to_action,), toggles, zooms)
        self.language_menu = self._menu(N_("menu", "&Language"), parent=self.view_menu)
        self.language_actions = {}
        for lang in LANGUAGES:
            a = self.language_menu.addAction(LANGUAGE_NAMES[lang])  # each in its own language
            a.setCheckable(True)
            a.setData(lang)
            a.triggered.connect(lambda _checked=False, lang=lang: self.set_language(lang))
            self.language_actions[lang] = a
        self._check_language()
        self.export_action = export

    def _menu(self, title: tuple[str, str], parent=None) -> QMenu:
        """A menu of the menu bar (or of ``parent``), its title in the window's language."""
        menu = (parent or self.menuBar()).addMenu("")
        self.texts.set(menu.setTitle, title)
        return menu

    def set_language(self, lang: str) -> None:
        """View › Language: kept in the settings and applied at once, to every string shown."""
        apply_language(lang)
        self.settings.setValue(LANGUAGE_SETTING, lang)
        self.texts.retranslate()
        self._check_language()
        self._update_title()
        self.refresh()
        self._show_game_chrome()  # the turn bar, Who rules, the log and Undo/Redo, made again

    def _check_language(self) -> None:
        from rootboard.i18n import current

        for lang, a in self.language_actions.items():
            a.setChecked(lang == current())

    def _action(self, text: tuple[str, str], slot, shortcut=None, checkable=False, checked=False) -> QAction:
        a = QAction(self)
        self.texts.set(a.setText, text)
        if isinstance(shortcut, QKeySequence.StandardKey):
            a.setShortcuts(shortcut)  # every binding of the platform: Redo is Ctrl+Y and Ctrl+Shift+Z
        elif shortcut:
            a.setShortcut(QKeySequence(shortcut))
        a.setCheckable(checkable)
        if checkable:
            a.setChecked(checked)
            a.toggled.connect(slot)
        else:
            a.triggered.connect(lambda _checked=False: slot())
        return a

    def _build_game_actions(self) -> None:
        """File, Edit and Game menus: every game action has a menu entry and a key."""
        action = self._action
        self.new_action = action(N_("menu", "New game…"), self.set_up_game, QKeySequence.New)
        self.blank_game_action = action(N_("menu", "Blank game (no setup)…"), self.new_game)
        self.texts.set(self.blank_game_action.setToolTip, N_("tooltip", "The map's own pieces only, every "
                                                              "faction's in its supply: to set a position up by hand"))
        self.open_action = action(N_("menu", "Open…"), self.open_file, QKeySequence.Open)
        self.texts.set(self.open_action.setToolTip, N_("tooltip", "Open a game file, or a map file to explore"))
        self.save_action = action(N_("menu", "Save"), self.save, QKeySequence.Save)
        self.save_as_action = action(N_("menu", "Save as…"), self.save_as, QKeySequence.SaveAs)
        self.close_game_action = action(N_("menu", "Close game"), self.close_game, QKeySequence.Close)
        self.recent_menu = QMenu(self)
        self.texts.set(self.recent_menu.setTitle, N_("menu", "Open recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        add_groups(self.file_menu, (self.new_action, self.blank_game_action, self.open_action))
        self.file_menu.addMenu(self.recent_menu)
        add_groups(self.file_menu, (), (self.save_action, self.save_as_action, self.close_game_action),
                   (self.export_action,), (self.quit_action,))

        self.undo_action = action(N_("menu", "Undo"), self.undo, QKeySequence.Undo)
        self.redo_action = action(N_("menu", "Redo"), self.redo, QKeySequence.Redo)
        self.copy_action = action(N_("menu", "Copy explanation"), self.copy_explanation, QKeySequence.Copy)
        self.texts.set(self.copy_action.setToolTip, N_("tooltip", "The explorer's explanation, as text to paste"))
        add_groups(self._menu(N_("menu", "&Edit")), (self.undo_action, self.redo_action), (self.copy_action,))

        self.next_phase_action = action(N_("menu", "Next phase"), self.next_phase, PHASE_SHORTCUT)
        self.end_turn_action = action(N_("menu", "End turn"), self.end_turn, END_TURN_SHORTCUT)
        self.teach_action = action(N_("menu", "Teach mode (apply illegal actions with a warning)"), self._set_teach, "Ctrl+T",
                                   checkable=True)
        self.who_rules_action = action(N_("menu", "Who rules clearing…"), self.ask_who_rules, "Ctrl+R")
        self.piece_action = action(N_("menu", "Move or place pieces…"), self.move_or_place, "Ctrl+M")
        self.texts.set(self.piece_action.setToolTip, N_("tooltip", "The mouse's drags by keyboard, with the core's verdict as you choose"))
        self.game_menu = self._menu(N_("menu", "&Game"))
        self.score_menu = QMenu(self)
        self.texts.set(self.score_menu.setTitle, N_("menu", "Score"))
        add_groups(self.game_menu, (self.next_phase_action, self.end_turn_action))
        self.game_menu.addMenu(self.score_menu)
        add_groups(self.game_menu, (), (self.piece_action, self.who_rules_action, self.teach_action))
        self.game_actions = (self.save_action, self.save_as_action, self.close_game_action, self.next_phase_action,
                             self.end_turn_action, self.piece_action, self.who_rules_action, self.teach_action)

        explorer = self.dock.toggleViewAction()
        explorer.setShortcut(QKeySequence("Ctrl+1"))
        # Until the game docks exist, their entries build and show them (GameChrome then puts
        # the docks' own toggles in their place).
        self.game_dock_actions = [
            action(N_("menu", "Who rules"), lambda: self._show_dock(self.game_chrome.rule_dock), "Ctrl+2"),
            action(N_("menu", "Action log"), lambda: self._show_dock(self.game_chrome.log_dock), "Ctrl+3"),
        ]
        add_groups(self.view_menu, (), [explorer, *self.game_dock_actions])

    def set_up_game(self):
        """File › New game: the setup wizard, docked beside the board (rootboard.ui.play.setup_wizard)."""
        from rootboard.ui.play.setup_wizard import open_setup_wizard

        return open_setup_wizard(self)

    def _toggle_numbers(self, on: bool) -> None:
        if self.scene:
            self.scene.set_show_numbers(on)

    def _toggle_forest_ids(self, on: bool) -> None:
        if self.scene:
            self.scene.set_show_forest_ids(on)

    def _toggle_links(self, on: bool) -> None:
        if self.scene:
            self.scene.set_show_links(on)

    # --- maps ------------------------------------------------------------------------------
    def open_map(self, name: str, quiet: bool = False) -> bool:
        """Show a shipped map or a map file; on a rootboard error, say so and keep the old one."""
        try:
            topology = load_topology(name)
        except ROOTBOARD_ERRORS as exc:
            if not quiet:
                self.show_error(tr("error", "Cannot open map {name}").format(name=name), exc)
            return False
        index = self._show_board(topology)
        self.settings.setValue("map", topology.board.name if index >= 0 else str(name))
        return True

    def _show_board(self, topology: Topology, **game) -> int:
        """A new scene for ``topology`` (with a game's pieces, rulers, suits and closed paths);
        returns the map's index in the switcher, -1 for a map file."""
        self.topology = topology
        self.scene = BoardScene(topology, **game)
        self.scene.set_show_numbers(self.numbers_action.isChecked())
        self.scene.set_show_forest_ids(self.forest_ids_action.isChecked())
        self.scene.set_show_links(self.links_action.isChecked())
        self.view.setScene(self.scene)
        self.selected = self.partner = None
        self.refresh()
        index = self.map_box.findData(topology.board.name)
        if index >= 0:
            self.map_box.setCurrentIndex(index)
        self._update_title()
        return index

    def open_file(self) -> None:
        """File > Open: a game file plays it; a map file shows its board to explore."""
        from PySide6.QtWidgets import QFileDialog  # dialogs load when first used, not at startup

        path, _ = QFileDialog.getOpenFileName(self, tr("dialog", "Open a game or a map"), self._folder(),
                                              tr("dialog", "rootboard games and maps (*.json)"))
        if not path:
            return
        if is_game_file(path):
            self.open_game(path)
            return
        try:
            load_topology(path)  # a bad map is shown before anything else happens
        except ROOTBOARD_ERRORS as exc:
            self.show_error(tr("error", "Cannot open map {name}").format(name=path), exc)
            return
        if self._may_leave_game() and self.open_map(path):
            self.set_session(None, redraw=False)

    def show_error(self, title: str, exc: Exception) -> None:
        from rootboard.errors import RootboardError

        if isinstance(exc, RootboardError):
            message = exc.describe()
        else:
            message = exc.args[0] if isinstance(exc, KeyError) and exc.args else str(exc)
        self.statusBar().showMessage(f"{title}: {message}", 10000)
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(self, title, message)

    # --- explorer --------------------------------------------------------------------------
    def select(self, area: AreaId | None) -> None:
        self.selected = area
        self.partner = None
        self.refresh()

    def pick_partner(self, area: AreaId) -> None:
        if self.selected is None:
            self.select(area)
            return
        self.partner = area
        self.refresh()

    def hover(self, area: AreaId | None) -> None:
        if area is None:
            self.hover_label.setText("")
        elif isinstance(area, int) and self.session is not None:
            from rootboard.game.rules import ruling  # imported with the game, like the session

            from rootboard.ui.board.badges import title

            who = ruling(self.session.state, area).ruler
            from rootboard.game.terms import faction_title

            self.hover_label.setText(tr("status", "{area}: ruled by {who}").format(
                area=area_name(area), who=faction_title(who) if who else tr("status", "nobody")))
        elif area == BURROW:
            self.hover_label.setText(tr("status", "the Burrow: the Duchy's clearing off the board (12.2.2)"))
        else:
            self.hover_label.setText(area_name(area))
        if self.selected is None:  # hovering previews until something is picked
            self.refresh(preview=area)

    def move_or_place(self) -> None:
        """Game › Move or place pieces: the drags of the mouse, by keyboard."""
        if self.session is None:
            return
        from rootboard.ui.play.piece_dialog import PieceDialog

        PieceDialog(self).exec()

    def copy_explanation(self) -> None:
        """Edit › Copy explanation: what the explorer says about the area picked, as text."""
        from PySide6.QtGui import QGuiApplication

        QGuiApplication.clipboard().setText(self.panel.as_text())
        self.statusBar().showMessage(tr("status", "Copied: {what}").format(what=self.panel.heading.text()), 4000)

    def go_to_area(self) -> None:
        """View › Go to area: a field to type a clearing or forest in (made on first use)."""
        if self._go_to is None:
            from rootboard.ui.explore.go_to_area import GoToArea

            self._go_to = GoToArea(self)
        self._go_to.open()

    def explanations(self, area: AreaId):
        if area == BURROW:  # off the board: its neighbours are the game's tunnels (12.2.2)
            from rootboard.game.movement import burrow_neighbours

            return burrow_neighbours(self.session.state) if self.session is not None else []
        if self.reach_action.isChecked():
            return vagabond_reach(self.topology, area)
        return explain_neighbours(self.topology, area)

    def refresh(self, preview: AreaId | None = None) -> None:
        if self.scene is None:
            return
        area = self.selected if self.selected is not None else preview
        reach = self.reach_action.isChecked()
        try:
            found = self.explanations(area) if area is not None else []
            pair = None
            if self.partner is not None and BURROW not in (self.selected, self.partner):
                pair = relation(self.topology, self.selected, self.partner)
        except ROOTBOARD_ERRORS as exc:
            self.show_error(tr("error", "Cannot explain that area"), exc)
            return
        self.scene.show_neighbours(area, found, partner=self.partner, reach=reach)
        self.panel.show_area(area, found, reach=reach)
        self.panel.show_relation(pair)
        if self.session is not None and isinstance(self.selected, int):
            self.rule_panel.show_clearing(self.selected)

    # --- pictures --------------------------------------------------------------------------
    def export_image(self, path: str | None = None) -> Path | None:
        """File > Export image: the part of the board in view, as PNG or SVG."""
        if not path:
            from PySide6.QtWidgets import QFileDialog

            path, _ = QFileDialog.getSaveFileName(
                self, tr("dialog", "Export image"), f"{self.topology.board.name}.png",
                tr("dialog", "PNG image (*.png);;SVG drawing (*.svg)"))
            if not path:
                return None
        visible = self.view.mapToScene(self.view.viewport().rect()).boundingRect()
        source = visible.intersected(self.scene.sceneRect())
        width = max(800, self.view.viewport().width() * 2)
        from rootboard.ui.board.render import save_picture  # imported on first use: not needed to draw the window

        try:
            from rootboard.board.terms import map_title

            return save_picture(self.scene, path, width, source, title=map_title(self.topology.board.title))
        except ROOTBOARD_ERRORS as exc:
            self.show_error(tr("error", "Cannot export the picture"), exc)
            return None

    # --- layout memory ---------------------------------------------------------------------
    def _restore_layout(self) -> None:
        geometry = self.settings.value("geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        state = self.settings.value("window_state")
        if state is not None:
            self.restoreState(state)

    def closeEvent(self, event) -> None:
        if not self.has_game_chrome:
            # Qt's saved layout keeps only the docks that exist when it is saved: build the game
            # docks unseen (the window is closing), so that a session spent exploring does not
            # forget where the player put them.
            self.setUpdatesEnabled(False)
            self.game_chrome
        self.settings.setValue("geometry", self.saveGeometry())
        self.settings.setValue("window_state", self.saveState())
        self.settings.sync()
        super().closeEvent(event)


def add_groups(target, *groups) -> None:
    """Actions into a toolbar or menu, a separator between groups."""
    for n, group in enumerate(groups):
        if n:
            target.addSeparator()
        for a in group:
            target.addAction(a)


def _started() -> None:
    """The first frame is on screen: resume the cyclic collector (paused by the command for the
    start) and leave everything made so far out of its sweeps, as it will live as long as the
    window does."""
    import gc

    gc.freeze()
    gc.enable()


def run_window(map_name: str | None, screenshot: str | None = None, timeout_ms: int = 15000,
               game: str | None = None) -> int:
    """Open the main window, on a map or playing a game file; with ``screenshot``, save a
    grab after the first paint and exit. Without one, offer the autosave back if it holds
    changes newer than their game's last save.

    Exit 0 when the picture was saved, 1 when the window never painted in time.
    """
    from rootboard.ui.app import ensure_app

    if game is not None:
        from rootboard.game.gamefile import load_game  # the rules load with a game, not to explore

        map_name = load_game(game).map_name  # a bad game file on the command line: exit 2, no window
    if map_name is not None:
        load_topology(map_name)  # a map named on the command line: its error is the command's (exit 2)
    app = ensure_app()
    if screenshot is None and app.platformName() in ("offscreen", "minimal"):
        raise BadInput("no display to open the window on; use --screenshot OUT.png, "
                         "or `rootboard render MAP -o OUT.png` for a picture")
    window = MainWindow(map_name)
    if game is not None:
        window.open_game(game)
    window.view.painted.connect(_started, Qt.SingleShotConnection)
    window.show()
    if screenshot is None:
        if game is None or window.autosave.source() == Path(game).resolve():
            QTimer.singleShot(0, window.offer_restore)
        return app.exec()
    result = {"status": 1}

    def grab_after_paint() -> None:
        window.view.painted.disconnect(grab_after_paint)
        # Let the paint finish and the rest of the window settle, then grab the whole window.
        QTimer.singleShot(50, save_grab)

    def save_grab() -> None:
        pixmap = window.grab()
        if not pixmap.isNull() and pixmap.save(str(screenshot)):
            result["status"] = 0
        app.quit()

    def give_up() -> None:
        import sys

        print(tr("cli", "rootboard gui: the window did not paint within {ms} ms").format(ms=timeout_ms), file=sys.stderr)
        app.quit()

    window.view.painted.connect(grab_after_paint)
    QTimer.singleShot(timeout_ms, give_up)
    app.exec()
    window.close()
    return result["status"]
