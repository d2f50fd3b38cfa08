"""MainWindow: the parts of the window, built and wired here, and its menus, built in one place.

The parts each declare what they are given and never read the window's attributes:

* :class:`~rootboard.ui.explore.board_part.BoardPart`: the board on show and the explorer
  (the scene, the area picked, the side panel, the hover line, the picture export);
* :class:`~rootboard.ui.play.game_play.GamePart`: the game in play (the session, its actions,
  undo and redo, teach mode); its ``session_changed`` and ``game_updated`` are how the rest
  follows the game;
* :class:`~rootboard.ui.play.game_file_commands.GameFileCommands`: New game, Open, Save, the
  recent games and the autosave's restore;
* :class:`~rootboard.ui.play.game_chrome.GameChrome` (the turn bar, Who rules and the log)
  and :mod:`~rootboard.ui.play.board_play` (drag, drop, the Supply trays): built with the
  first game, not at startup.

Every string the window sets once is registered with :class:`~rootboard.ui.i18n.Texts`
(``texts.set(setter, N_(context, English))``), and the parts that own such strings are given
the registry; View › Language re-sets them all and redraws what is made on each refresh.

Errors from the core (a broken map or game file, an unknown area) are caught and shown in a
message box; they never take the window down, and they change nothing.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QMetaObject, QSettings, QTimer, Qt, Signal, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMainWindow, QVBoxLayout, QWidget

from rootboard.errors import BadInput
from rootboard.board.catalog import shipped_maps
from rootboard.derived.loading import load_topology
from rootboard.board.topology import Topology

from rootboard.i18n import LANGUAGE_NAMES, LANGUAGES, N_, tr
from rootboard.messages import Template
from rootboard.ui.errors import ROOTBOARD_ERRORS
from rootboard.ui.explore.board_part import BoardPart
from rootboard.ui.i18n import SETTING as LANGUAGE_SETTING, Texts, apply_language, startup_language
from rootboard.ui.mode import WindowMode
from rootboard.ui.board.view import BoardView

if TYPE_CHECKING:
    from PySide6.QtGui import QAction

    from rootboard.session import GameSession

    from rootboard.ui.play.board_play import BoardPlay
    from rootboard.ui.play.game_chrome import GameChrome
    from rootboard.ui.play.setup_wizard import SetupWizard

DEFAULT_MAP = "autumn"
# Where the board sat in the window when it was last closed while exploring: the board's column
# in the window (left, top, right, bottom: the room of the menus, toolbar, docks and status bar)
# and the board in its column (the message strip's room above it), in pixels. A start that knows
# it paints the board there first and builds the rest around it a frame later; neither the board
# nor its column moves when it comes.
BOARD_INSETS = "board_insets"
NO_DISPLAY = Template("window.no-display", "no display to open the window on; use --screenshot OUT.png, "
                      "or `rootboard render MAP -o OUT.png` for a picture")


class MainWindow(QMainWindow):
    chrome_built = Signal()  # the menus, toolbar, docks and status bar are there (build_chrome)

    def __init__(self, map_name: str | None = None, settings: QSettings | None = None,
                 autosave_folder: str | Path | None = None, autosave_path: str | Path | None = None,
                 progressive: bool = False):
        """``autosave_folder``: where the games' autosaves go (by default the user's data
        folder); ``autosave_path``, the older way to say it, names a file in that folder.

        ``progressive``: the board first. The window is made with its board alone, in the place
        the board had when the window was last closed while exploring (the settings' insets),
        and the rest of it (menus, toolbar, docks, status bar, the game's and the files' parts)
        is built on the event loop's next turn after the board's first frame (:meth:`build_chrome`;
        :attr:`chrome_built` says when). A window that does not know where its board goes builds
        everything at once, as a window made without ``progressive`` does: its board never moves."""
        super().__init__()
        self.settings = settings if settings is not None else QSettings()
        apply_language(startup_language(self.settings))
        self.texts = Texts()  # every string set once, re-set when the language changes
        self.mode = WindowMode(self)  # exploring, setting up or playing: said here, and only here
        self.view = BoardView()
        board_area = QWidget()
        self._column = QVBoxLayout(board_area)
        self._column.setContentsMargins(0, 0, 0, 0)
        self._column.setSpacing(0)
        self._column.addWidget(self.view, 1)
        self.setCentralWidget(board_area)
        self._chrome = False  # built yet (build_chrome)?
        if autosave_folder is None and autosave_path is not None:
            autosave_folder = Path(autosave_path).parent
        self._autosave_folder = autosave_folder
        # The board's part: the scene and the explorer's state. Its side panel and hover line
        # come with the chrome (BoardPart.attach_explorer).
        self.board = BoardPart(self.view, None, None, self._session, self.show_error, self.mode)

        self.resize(*self._first_size())
        geometry = self.settings.value("geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        self.keep_on_screen()
        name = map_name or str(self.settings.value("map", DEFAULT_MAP))
        if not self.open_map(name, quiet=map_name is None) and name != DEFAULT_MAP:
            self.open_map(DEFAULT_MAP)
        insets = board_insets(self.settings) if progressive else None
        if insets is None:
            self.build_chrome()
            return
        # Until the chrome is there, the board keeps its place in the window: the margins are
        # where the menus, toolbar, docks, status bar and message strip will be (blank for a
        # frame). The chrome is built as soon as the first frame is done: before anything the
        # event loop was asked to do later (the board's caches are filled after it).
        self.setContentsMargins(*insets[:4])
        self._column.setContentsMargins(*insets[4:])
        self._update_title()
        self.view.painted.connect(lambda: QMetaObject.invokeMethod(self, "build_chrome", Qt.QueuedConnection),
                                  Qt.SingleShotConnection)

    @Slot()
    def build_chrome(self) -> None:
        """Everything of the window but its board: the explorer's panel and dock, the message
        strip, the status bar, the game's and the files' parts, the menus and the toolbar, put
        where the window's layout memory had them. Done once (the window's start; a second call
        does nothing)."""
        if self._chrome:
            return
        self._chrome = True
        from PySide6.QtWidgets import QLabel

        from rootboard.ui.explore.panel import ExplorerPanel
        from rootboard.ui.play.game_file_commands import GameFileCommands
        from rootboard.ui.play.game_files import Autosave, RecentFiles
        from rootboard.ui.play.game_play import GamePart
        from rootboard.ui.widgets.docks import Docks
        from rootboard.ui.widgets.message_strip import MessageStrip

        self.strip = MessageStrip()
        self._column.insertWidget(0, self.strip)
        self.panel = ExplorerPanel(self.texts)
        self.docks = Docks(self, self.texts)
        self.dock = self.docks.add(N_("dock", "Explorer"), "explorer-dock", self.panel)
        self.hover_label = QLabel()
        self.statusBar().addWidget(self.hover_label, 1)
        status = self.statusBar().showMessage

        # The parts, each given what it works with.
        self.game = GamePart(self.board, self.strip, status, self.show_error, self.mode)
        self.files = GameFileCommands(self.game, Autosave(self.settings, self._autosave_folder),
                                      RecentFiles(self.settings), self, status=status, show_error=self.show_error,
                                      map_on_show=self.board.map_name)
        self._game_chrome: GameChrome | None = None  # the turn bar and game docks: with the first game
        self.board_play: BoardPlay | None = None  # drag, drop, right-click, supply trays: with the first game
        self._go_to = None  # View › Go to area's field, made on first use
        self.setup_wizard: SetupWizard | None = None  # File › New game: made on first use
        self.quiz_panel = None  # Teach › Quiz: made on first use
        self.piece_form = None  # Game › Move or place pieces, docked: made on first use
        self.rootlog_panel = None  # File › Import Rootlog: made on first use
        self.hand_strip = None  # the cards at the table, under the board: with a game that keeps cards
        self.card_dialog = None  # the catalogue, Craft or Dominance last opened
        self._build_menus()

        # The wiring: the board follows the view, the window's chrome follows the parts.
        self.view.area_clicked.connect(self.board.select)
        self.view.area_shift_clicked.connect(self.board.pick_partner)
        self.view.area_hovered.connect(self.board.hover)
        self.board.board_shown.connect(self._board_shown)
        self.board.clearing_explored.connect(lambda clearing: self.game_chrome.rule_panel.show_clearing(clearing))
        self.game.session_changed.connect(self._session_changed)
        self.game.game_updated.connect(lambda _outcome: self._show_game_chrome())
        self.game.viewer_changed.connect(lambda: self._show_view_as(self.game.session))
        self.files.saved.connect(lambda _path: self._update_title())
        self.mode.changed.connect(self._mode_changed)

        state = self.settings.value("window_state")
        if state is not None:
            self.restoreState(state)
        self.keep_on_screen()
        if self.isVisible():
            # Made after the window was shown, Qt shows these on a later turn of the event loop:
            # laid out before that, the board would have their room for a frame (moved, refitted).
            self.menuBar().setVisible(True)
            self.statusBar().setVisible(True)
        self.setContentsMargins(0, 0, 0, 0)  # the chrome now holds the room the margins kept
        self._column.setContentsMargins(0, 0, 0, 0)
        self.board.attach_explorer(self.panel, self.hover_label)
        if self.board.topology is not None:
            self._board_shown(self.board.topology)
        self.game.set_session(None, redraw=False)  # exploring: the chrome says how to start a game
        self.chrome_built.emit()

    @property
    def has_chrome(self) -> bool:
        return self._chrome

    def after_chrome(self, slot) -> None:
        """Call ``slot`` once the chrome is built: on the event loop's next turn if it is already."""
        if self._chrome:
            QTimer.singleShot(0, self, slot)
        else:
            self.chrome_built.connect(slot, Qt.SingleShotConnection)

    def _session(self) -> GameSession | None:
        """The game on show (none until the chrome, and the game's part with it, are built)."""
        return self.game.session if self._chrome else None

    # --- the game's chrome: the turn bar, Who rules and the action log ------------------------
    # Built with the first game (or when a menu asks for one of them), not at startup: a board
    # to explore needs none of them, and they are a tenth of a cold start.
    @property
    def game_chrome(self) -> GameChrome:
        if self._game_chrome is None:
            from rootboard.ui.play.game_chrome import GameChrome

            chrome = self._game_chrome = GameChrome(self._column, self.docks, self.dock, self.texts)
            chrome.turn_bar.next_phase_requested.connect(self.game.next_phase)
            chrome.turn_bar.end_turn_requested.connect(self.game.end_turn)
            chrome.turn_bar.score_requested.connect(self.game.score)
            chrome.rule_panel.clearing_chosen.connect(self._rule_row_chosen)
            # The View menu's entries for the docks become the docks' own toggles, same keys.
            toggles = [chrome.rule_dock.toggleViewAction(), chrome.log_dock.toggleViewAction()]
            for placeholder, toggle in zip(self.game_dock_actions, toggles):
                toggle.setShortcut(placeholder.shortcut())
                placeholder.setShortcut("")
                self.view_menu.insertAction(placeholder, toggle)
                self.view_menu.removeAction(placeholder)
            self.game_dock_actions = toggles
        return self._game_chrome

    @property
    def has_game_chrome(self) -> bool:
        return self._game_chrome is not None

    # --- the menus and the toolbar: every action has a menu entry and a key --------------------
    def _build_menus(self) -> None:
        from PySide6.QtGui import QKeySequence
        from PySide6.QtWidgets import QComboBox, QLabel, QMenu, QToolBar

        from rootboard.ui.play.shortcuts import END_TURN_SHORTCUT, PHASE_SHORTCUT, TURN_PANEL_SHORTCUT
        from rootboard.ui.widgets.docks import show_dock

        action, board, game, files = self._action, self.board, self.game, self.files
        menus = self.menuBar()
        self.file_menu, self.view_menu = self._menu(N_("menu", "&File"), menus), self._menu(N_("menu", "&View"), menus)
        edit_menu, self.game_menu = self._menu(N_("menu", "&Edit"), menus), self._menu(N_("menu", "&Game"), menus)
        self.teach_menu = self._menu(N_("menu", "&Teach"), menus)
        bar = QToolBar()
        self.texts.set(bar.setWindowTitle, N_("toolbar", "Board"))
        bar.setObjectName("board-toolbar")
        self.addToolBar(bar)
        self.map_box = QComboBox()
        # As wide as the longest map name in the language of the moment: sized once, at the first
        # show, it cut "Winter Kaart" to "Winter Ka" after View › Language.
        self.map_box.setSizeAdjustPolicy(QComboBox.AdjustToContents)
        from rootboard.board.terms import map_title

        for name in shipped_maps():
            self.map_box.addItem(name.title(), name)
            index = self.map_box.count() - 1
            self.texts.later(lambda t, i=index: self.map_box.setItemText(i, t), lambda n=name: map_title(n.title()))
        self.texts.later(self.map_box.setToolTip, self._map_box_tip)
        self.map_box.activated.connect(lambda i: self.open_map(self.map_box.itemData(i)))
        map_label = QLabel()
        self.texts.set(lambda t: map_label.setText(f" {t} "), N_("toolbar", "Map"))
        bar.addWidget(map_label)
        bar.addWidget(self.map_box)
        bar.addSeparator()

        self.numbers_action = action(N_("menu", "Priority numbers"), board.set_show_numbers, "N", True, board.numbers)
        self.forest_ids_action = action(N_("menu", "Forest ids"), board.set_show_forest_ids, "I", True, board.forest_ids)
        self.links_action = action(N_("menu", "River && lake links"), board.set_show_links, "L", True, board.links)
        self.reach_action = action(N_("menu", "Vagabond reach"), board.set_reach, "V", True, board.reach)
        self.texts.set(self.reach_action.setToolTip, N_("tooltip", "Where a Vagabond in the selected area could Slip (9.4.2)"))
        zoom_in = action(N_("menu", "Zoom in"), self.view.zoom_in, QKeySequence.ZoomIn)
        zoom_out = action(N_("menu", "Zoom out"), self.view.zoom_out, QKeySequence.ZoomOut)
        fit = action(N_("menu", "Fit"), self.view.fit, "Ctrl+0")
        self.export_action = action(N_("menu", "Export image…"), board.export_image, "Ctrl+E")
        self.quit_action = action(N_("menu", "Quit"), self.close, QKeySequence.Quit)
        toggles = (self.numbers_action, self.forest_ids_action, self.links_action, self.reach_action)
        zooms = (zoom_in, zoom_out, fit)
        add_groups(bar, toggles, zooms)

        self.new_action = action(N_("menu", "New game…"), self.set_up_game, QKeySequence.New)
        self.blank_game_action = action(N_("menu", "Blank game (no setup)…"), files.new_game)
        self.texts.set(self.blank_game_action.setToolTip, N_("tooltip", "The map's own pieces only, every "
                                                              "faction's in its supply: to set a position up by hand"))
        self.open_action = action(N_("menu", "Open…"), self.open_file, QKeySequence.Open)
        self.import_action = action(N_("menu", "Import Rootlog…"), self.import_rootlog, "Ctrl+I")
        self.texts.set(self.import_action.setToolTip, N_("tooltip", "A recorded game in Rootlog, replayed under the "
                                                                    "rules and stepped through, its doubtful actions "
                                                                    "listed"))
        self.texts.set(self.open_action.setToolTip, N_("tooltip", "Open a game file, or a map file to explore"))
        self.save_action = action(N_("menu", "Save"), files.save, QKeySequence.Save)
        self.save_as_action = action(N_("menu", "Save as…"), files.save_as, QKeySequence.SaveAs)
        self.close_game_action = action(N_("menu", "Close game"), files.close_game, QKeySequence.Close)
        self.recent_menu = QMenu(self)
        self.texts.set(self.recent_menu.setTitle, N_("menu", "Open recent"))
        self.recent_menu.aboutToShow.connect(lambda: files.fill_recent_menu(self.recent_menu))
        add_groups(self.file_menu, (self.new_action, self.blank_game_action, self.open_action))
        self.file_menu.addMenu(self.recent_menu)
        self.file_menu.addAction(self.import_action)
        add_groups(self.file_menu, (), (self.save_action, self.save_as_action, self.close_game_action),
                   (self.export_action,), (self.quit_action,))

        self.undo_action = action(N_("menu", "Undo"), game.undo, QKeySequence.Undo)
        self.redo_action = action(N_("menu", "Redo"), game.redo, QKeySequence.Redo)
        self.copy_action = action(N_("menu", "Copy explanation"), self.copy_explanation, QKeySequence.Copy)
        self.texts.set(self.copy_action.setToolTip, N_("tooltip", "The explorer's explanation, as text to paste"))
        add_groups(edit_menu, (self.undo_action, self.redo_action), (self.copy_action,))

        self.go_to_action = action(N_("menu", "Go to area…"), self.go_to_area, "Ctrl+G")
        self.texts.set(self.go_to_action.setToolTip, N_("tooltip", "Pick a clearing or forest by typing it"))
        add_groups(self.view_menu, (self.go_to_action,), toggles, zooms)
        explorer = self.dock.toggleViewAction()
        explorer.setShortcut(QKeySequence("Ctrl+1"))
        # Until the game docks exist, their entries build and show them (game_chrome then puts
        # the docks' own toggles in their place).
        self.game_dock_actions = [
            action(N_("menu", "Who rules"), lambda: show_dock(self.game_chrome.rule_dock), "Ctrl+2"),
            action(N_("menu", "Action log"), lambda: show_dock(self.game_chrome.log_dock), "Ctrl+3"),
        ]
        # The turn panel (issue 34): its entry shows it, and is its dock's toggle once a game made it.
        self.turn_panel = None
        self.turn_panel_action = action(N_("menu", "Turn panel"), self.show_turn_panel, TURN_PANEL_SHORTCUT)
        self.texts.set(self.turn_panel_action.setToolTip, N_("tooltip", "Whose turn, at which step, and what they may "
                                                                        "do now (with what is refused, and why)"))
        # A faction's own view of the game: its face-down pieces with their kinds (13.2.2); shown
        # with a game whose factions hide some, named after it (_show_view_as).
        self.view_as_action = action(N_("menu", "A faction's view"), self.game.set_viewer_on, checkable=True)
        self.view_as_action.setVisible(False)
        add_groups(self.view_menu, (), [explorer, *self.game_dock_actions, self.turn_panel_action],
                   (self.view_as_action,))
        self.language_menu = self._menu(N_("menu", "&Language"), self.view_menu)
        self.language_actions = {}
        for lang in LANGUAGES:
            a = self.language_menu.addAction(LANGUAGE_NAMES[lang])  # each in its own language
            a.setCheckable(True)
            a.setData(lang)
            a.triggered.connect(lambda _checked=False, lang=lang: self.set_language(lang))
            self.language_actions[lang] = a
        self._check_language()

        self.next_phase_action = action(N_("menu", "Next phase"), game.next_phase, PHASE_SHORTCUT)
        self.end_turn_action = action(N_("menu", "End turn"), game.end_turn, END_TURN_SHORTCUT)
        self.teach_action = action(N_("menu", "Teach mode (apply illegal actions with a warning)"), game.set_teach, "Ctrl+T",
                                   checkable=True, checked=game.teach)
        self.who_rules_action = action(N_("menu", "Who rules clearing…"), self.ask_who_rules, "Ctrl+R")
        self.piece_action = action(N_("menu", "Move or place pieces…"), self.move_or_place, "Ctrl+M")
        self.texts.set(self.piece_action.setToolTip, N_("tooltip", "The mouse's drags by keyboard, with the core's verdict as you choose"))
        self.battle_action = action(N_("menu", "Battle…"), self.battle, "Ctrl+B")
        self.texts.set(self.battle_action.setToolTip, N_("tooltip", "Battle in a clearing (4.3): the dice, the ambush and "
                                                                   "what each side removes, with the core's verdict step by step"))
        self.hire_action = action(N_("menu", "Take a hireling…"), self.take_hireling, "Ctrl+H")
        self.texts.set(self.hire_action.setToolTip, N_("tooltip", "Gain a hireling and roll for its control (16.4.1)"))
        # The cards at the table (issue 33): the hand strip, built when first shown; the dialogs
        # on first use (rootboard.ui.play.hand_strip, card_dialogs).
        self.cards_action = action(N_("menu", "Cards at the table"), self.show_hand_strip, "Ctrl+4", checkable=True)
        self.texts.set(self.cards_action.setToolTip, N_("tooltip", "Each faction's hand size, cards in play, crafted "
                                                                   "items and dominance, under the board"))
        self.catalogue_action = action(N_("menu", "Card catalogue…"), lambda: self.open_card_dialog("catalogue"),
                                       "Ctrl+L")
        self.craft_action = action(N_("menu", "Craft…"), lambda: self.open_card_dialog("craft"), "Ctrl+Shift+C")
        self.texts.set(self.craft_action.setToolTip, N_("tooltip", "Craft a card from a faction's hand (4.1), with "
                                                                   "the core's verdict"))
        self.dominance_action = action(N_("menu", "Dominance…"), lambda: self.open_card_dialog("dominance"), "Ctrl+D")
        self.score_menu = QMenu(self)
        self.texts.set(self.score_menu.setTitle, N_("menu", "Score"))
        add_groups(self.game_menu, (self.next_phase_action, self.end_turn_action))
        self.game_menu.addMenu(self.score_menu)
        add_groups(self.game_menu, (), (self.piece_action, self.battle_action, self.hire_action, self.who_rules_action,
                                        self.teach_action),
                   (self.cards_action, self.catalogue_action, self.craft_action, self.dominance_action))
        self.quiz_action = action(N_("menu", "Quiz…"), self.open_quiz, "Ctrl+K")
        self.texts.set(self.quiz_action.setToolTip, N_("tooltip", "Questions on the board on show, answered on it "
                                                                 "and explained with the Law"))
        self.teach_menu.addAction(self.quiz_action)
        self.game_actions = (self.save_action, self.save_as_action, self.close_game_action, self.next_phase_action, self.hire_action,
                             self.end_turn_action, self.piece_action, self.battle_action, self.who_rules_action,
                             self.teach_action, self.cards_action, self.craft_action, self.dominance_action,
                             self.turn_panel_action)  # until a game makes the dock, whose toggle replaces it

    def _menu(self, title: tuple[str, str], parent):
        """A menu of the menu bar (or of a menu), its title in the window's language."""
        menu = parent.addMenu("")
        self.texts.set(menu.setTitle, title)
        return menu

    def _action(self, text: tuple[str, str], slot, shortcut=None, checkable=False, checked=False) -> QAction:
        from PySide6.QtGui import QAction, QKeySequence

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

    def _fill_score_menu(self, session: GameSession | None) -> None:
        self.score_menu.clear()
        self.score_menu.setEnabled(session is not None)
        if session is None:
            return
        from rootboard.ui.board.badges import title

        for fid in session.state.factions:
            for delta in (1, -1):
                entry = self.score_menu.addAction(tr("menu", "{faction} {points} VP").format(
                    faction=title(fid), points=f"{delta:+d}"))
                entry.triggered.connect(lambda _=False, f=fid, d=delta: self.game.score(f, d))

    # --- the language ------------------------------------------------------------------------
    def set_language(self, lang: str) -> None:
        """View › Language: kept in the settings and applied at once, to every string shown."""
        apply_language(lang)
        self.settings.setValue(LANGUAGE_SETTING, lang)
        self.texts.retranslate()
        self._check_language()
        self.board.retranslate()
        self.game.retranslate()
        self._fill_score_menu(self.game.session)
        self._show_game_chrome()  # the turn bar, Who rules, the log, Undo/Redo and the title, made again

    def _check_language(self) -> None:
        from rootboard.i18n import current

        for lang, a in self.language_actions.items():
            a.setChecked(lang == current())

    def _map_box_tip(self) -> str:
        if self.mode.setting_up:
            return tr("toolbar", "The wizard's first page chooses the map of the new game")
        if self.mode.exploring:
            return tr("toolbar", "Switch map")
        from rootboard.ui.play.shortcuts import key_name

        return tr("toolbar", "The game's map: close the game ({key}) to explore others").format(key=key_name("Ctrl+W"))

    # --- following the parts ---------------------------------------------------------------
    def _board_shown(self, topology: Topology) -> None:
        index = self.map_box.findData(topology.board.name)
        if index >= 0:
            self.map_box.setCurrentIndex(index)
        self._update_title()

    def open_quiz(self):
        """Teach › Quiz: questions on the board on show, docked in the explorer's place while they
        run (rootboard.ui.quiz), handed what it works with."""
        from rootboard.ui.quiz.panel import WORDS as QUIZ_WORDS, QuizPanel, show_quiz

        if self.quiz_panel is None:
            panel = self.quiz_panel = QuizPanel(self.view, self.board, self.game, self.strip, self.texts,
                                                self.show_error, self.mode)
            panel.dock = self.docks.add(QUIZ_WORDS["dock"], "quiz-dock", panel)
            if "quiz-dock" not in self.docks.restored:  # the explorer says nothing while a quiz runs
                self.docks.behind(self.dock, panel.dock)
            panel.dock.toggleViewAction().toggled.connect(lambda shown: shown or panel.stop())
        show_quiz(self.quiz_panel)
        return self.quiz_panel

    def import_rootlog(self, path: str | None = None):
        """File › Import Rootlog: a recorded game replayed under the rules, played as an untitled
        game, and stepped through in its dock beside the board (rootboard.ui.play.rootlog_panel)."""
        if path is None:
            from PySide6.QtWidgets import QFileDialog

            path, _ = QFileDialog.getOpenFileName(self, tr("dialog", "Import a recorded game"), self.files.folder(),
                                                  tr("dialog", "Rootlog (*.rootlog *.txt);;All files (*)"))
            if not path:
                return None
        imported = self.files.import_rootlog(path)
        if imported is None:
            return None
        from rootboard.ui.play.rootlog_panel import WORDS as ROOTLOG_WORDS, RootlogPanel, show_rootlog

        if self.rootlog_panel is None:
            panel = self.rootlog_panel = RootlogPanel(self.game, self.texts)
            panel.dock = self.docks.add(ROOTLOG_WORDS["dock"], "rootlog-dock", panel)
            if "rootlog-dock" not in self.docks.restored:  # the explorer's column, in a tab of its own
                self.docks.behind(self.dock, panel.dock)
            self._list_docks(panel.dock)  # closed, it comes back
        self.rootlog_panel.show_report(*imported, path)
        show_rootlog(self.rootlog_panel)
        if "rootlog-dock" not in self.docks.restored:
            # The recorded game's flags need the column's height more than the Action log below
            # it, which keeps a few lines around the action the slider is at.
            log_dock = self.game_chrome.log_dock
            self.resizeDocks([self.rootlog_panel.dock, log_dock],
                             [self.rootlog_panel.dock.height() + log_dock.height(), 1], Qt.Vertical)
        return self.rootlog_panel

    def set_up_game(self) -> SetupWizard:
        """File › New game: the setup wizard, docked beside the board (rootboard.ui.play.setup_wizard),
        handed what it works with."""
        from rootboard.ui.play.setup_wizard import WORDS, SetupWizard, show_setup_wizard

        if self.setup_wizard is None:
            wizard = self.setup_wizard = SetupWizard(self.view, self.board, self.game, self.files, self.strip,
                                                     self.hover_label, self.show_error, self.mode)
            wizard.dock = self.docks.add(WORDS["heading"], "setup-dock", wizard)  # its pages scroll
            if "setup-dock" not in self.docks.restored:  # the explorer's column, its whole height
                self.docks.behind(self.dock, wizard.dock)
            wizard.dock.toggleViewAction().toggled.connect(lambda shown: shown or wizard.closed())
            wizard.position_changed.connect(lambda: self._show_view_as(self.game.session))
        show_setup_wizard(self.setup_wizard)
        return self.setup_wizard

    def _first_size(self) -> tuple[int, int]:
        """1280x860 where the screen has room; on a smaller one (a 1366x768 laptop) all of it,
        for the board (issue 23: pieces were 12 px there)."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return 1280, 860
        room = screen.availableGeometry()
        if room.width() < 1440 or room.height() < 900:
            return room.width(), room.height()
        return 1280, 860

    def keep_on_screen(self) -> None:
        """Never taller or wider than the screen it is on (a 1366x768 laptop): a dock that is
        added (the wizard, the game's) makes the others share the room, and scrolls if it must."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return
        room = screen.availableGeometry()
        frame = self.frameGeometry().size() - self.size()  # the window manager's decorations
        width = min(self.width(), room.width() - frame.width())
        height = min(self.height(), room.height() - frame.height())
        if (width, height) != (self.width(), self.height()):
            self.resize(width, height)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not event.spontaneous():  # shown by us: now the window manager's frame is known
            self.keep_on_screen()

    def _mode_changed(self, _mode: str) -> None:
        """Exploring, setting up or playing: the map box is the explorer's, game actions the game's."""
        self.map_box.setEnabled(self.mode.exploring)
        self.map_box.setToolTip(self._map_box_tip())
        self._show_game_chrome()

    def _session_changed(self, session: GameSession | None) -> None:
        """A game opened or closed (the board is already new): the window's chrome follows."""
        self.teach_action.setChecked(self.game.teach)
        (self.game_chrome.rule_dock if self.mode.playing else self.dock).raise_()
        self._fill_score_menu(session)  # once per game: the factions do not change while it lasts
        self._show_game_chrome()
        if self.mode.playing and self.board_play is None:
            from rootboard.ui.play.board_play import attach_board_play

            from rootboard.ui.play.vagabond_panel import attach_vagabond_panel

            # exploring needs no drag, drop or supply trays, nor the Vagabond's board
            self.board_play = attach_board_play(self.view, self.game, self.docks, self.statusBar())
            self.vagabond_panel = attach_vagabond_panel(self.game, self.board, self.docks, self.dock)
            if self.turn_panel is None:
                self._attach_turn_panel()
            # Closed by their X, they come back from View as the other docks do (they were
            # shown again only with another game: the window audit).
            self._list_docks(self.board_play.dock, self.vagabond_panel.dock)
        self.keep_on_screen()  # the game's docks share the room the screen has

    def _list_docks(self, *docks) -> None:
        """The docks' toggles at the end of View's docks (before the group of a faction's view)."""
        actions = self.view_menu.actions()
        end = actions[actions.index(self.view_as_action) - 1]  # the separator before that group
        self.view_menu.insertActions(end, [dock.toggleViewAction() for dock in docks])

    def _show_view_as(self, session: GameSession | None) -> None:
        """View › the Corvids' view: offered when a faction in the game keeps pieces face down."""
        keeper = self.game.secret_keeper()
        self.view_as_action.setVisible(keeper is not None)
        self.view_as_action.blockSignals(True)
        self.view_as_action.setChecked(keeper is not None and self.game.viewer == keeper)
        self.view_as_action.blockSignals(False)
        if keeper is not None:
            import rootboard.game.terms  # noqa: F401  (the faction term)
            from rootboard.messages import fill

            self.view_as_action.setText(fill(tr("menu", "{who:faction.Whose} view (face-down pieces shown)"), who=keeper))

    def _show_game_chrome(self) -> None:
        """Turn bar, rule panel, log, menus and title after a change of game or position."""
        from rootboard.messages import text

        session = self.game.session
        self._show_view_as(session)
        if self.mode.playing or self.has_game_chrome:  # exploring builds none of it
            self.game_chrome.show_session(session)
        self._show_hand_strip_with(session)
        for a in self.game_actions:
            a.setEnabled(self.mode.playing)
        self.undo_action.setEnabled(bool(session and session.can_undo))
        self.redo_action.setEnabled(bool(session and session.can_redo))
        cursor = session.state.cursor if session else 0
        self.undo_action.setText(tr("menu", "Undo {action}").format(action=text(session.entry_description(cursor - 1)))
                                 if self.undo_action.isEnabled() else tr("menu", "Undo"))
        self.redo_action.setText(tr("menu", "Redo {action}").format(action=text(session.entry_description(cursor)))
                                 if self.redo_action.isEnabled() else tr("menu", "Redo"))
        if self.mode.playing:
            self.next_phase_action.setEnabled(self.game_chrome.turn_bar.next_phase.isEnabled())
        self._update_title()

    # --- the cards at the table ---------------------------------------------------------------
    def show_hand_strip(self, on: bool = True):
        """Game › Cards at the table: the hand strip under the board (built on first use), or
        hidden. Returns it (None while never built)."""
        if on and self.hand_strip is None and self.mode.playing:
            from rootboard.ui.play.hand_strip import attach_hand_strip

            self.hand_strip = attach_hand_strip(self._column, self.game, self.open_card_dialog)
            self.keep_on_screen()
        if self.hand_strip is not None:
            self.hand_strip.setVisible(on and self.game.session is not None)
        if self.cards_action.isChecked() != on:
            self.cards_action.blockSignals(True)
            self.cards_action.setChecked(on)
            self.cards_action.blockSignals(False)
        return self.hand_strip

    def _show_hand_strip_with(self, session: GameSession | None) -> None:
        """A game that keeps cards shows its strip (built then, never at the window's start);
        one that keeps none shows it only when asked."""
        if session is not None and self.mode.playing and self.hand_strip is None and session.state.cards:
            self.show_hand_strip(True)
        elif self.hand_strip is not None:
            self.hand_strip.setVisible(session is not None and self.cards_action.isChecked())

    def open_card_dialog(self, name: str):
        """Game › Card catalogue, Craft or Dominance (the hand strip's buttons too): the dialog,
        not modal, so the board and the strip stay in sight as it acts. Returns it."""
        from rootboard.ui.play.card_dialogs import CatalogueDialog, CraftDialog, DominanceDialog

        session = self.game.session
        if name == "catalogue":
            dialog = CatalogueDialog(self, session.state.deck if session is not None else "standard")
        elif not self.mode.playing or session is None:
            return None
        else:
            dialog = (CraftDialog if name == "craft" else DominanceDialog)(self, self.game)
        if self.card_dialog is not None:
            self.card_dialog.close()
        self.card_dialog = dialog
        dialog.setAttribute(Qt.WA_DeleteOnClose)
        dialog.destroyed.connect(lambda _=None, d=dialog: self._card_dialog_gone(d))
        dialog.show()
        return dialog

    def _card_dialog_gone(self, dialog) -> None:
        if self.card_dialog is dialog:
            self.card_dialog = None

    def _update_title(self) -> None:
        from rootboard.board.terms import map_title

        topology, session = self.board.topology, self._session()
        board = map_title(topology.board.title) if topology else "rootboard"
        if session is None:
            self.setWindowTitle(f"rootboard — {board}")
            self.setWindowModified(False)
            return
        name = session.path.name if session.path else tr("window", "unsaved game")
        self.setWindowTitle(f"rootboard — {board} — {name}[*]")
        self.setWindowModified(session.dirty)

    def _rule_row_chosen(self, clearing: int) -> None:
        if clearing != self.board.selected:
            self.board.select(clearing)

    # --- commands of the window's own --------------------------------------------------------
    def open_map(self, name: str, quiet: bool = False) -> bool:
        """Show a shipped map or a map file; on a rootboard error, say so and keep the old one."""
        try:
            topology = load_topology(name)
        except ROOTBOARD_ERRORS as exc:
            if not quiet:
                self.show_error(tr("error", "Cannot open map {name}").format(name=name), exc)
            return False
        self.board.show(topology)
        shipped = topology.board.name in shipped_maps()
        self.settings.setValue("map", topology.board.name if shipped else str(name))
        return True

    def open_file(self) -> None:
        """File > Open: a game file plays it; a map file shows its board to explore. Which is
        which is read from the file, whatever its name (a game saved as "night" is a game)."""
        from PySide6.QtWidgets import QFileDialog  # dialogs load when first used, not at startup

        path, _ = QFileDialog.getOpenFileName(self, tr("dialog", "Open a game or a map"), self.files.folder(),
                                              ";;".join((tr("dialog", "rootboard games and maps (*.json)"),
                                                         tr("dialog", "All files (*)"))))
        if not path:
            return
        from rootboard.loading import is_game_file

        if is_game_file(path):
            self.files.open_game(path)
            return
        try:
            load_topology(path)  # a bad map is shown before anything else happens
        except ROOTBOARD_ERRORS as exc:
            self.show_error(tr("error", "Cannot open map {name}").format(name=path), exc)
            return
        if self.files.may_leave_game() and self.open_map(path):
            self.game.set_session(None, redraw=False)

    def show_error(self, title: str, exc: Exception) -> None:
        from rootboard.errors import RootboardError

        if isinstance(exc, RootboardError):
            message = exc.describe()
        elif isinstance(exc, OSError) and getattr(exc, "message", None) is not None:  # rootboard.files.NotWritable
            from rootboard.messages import render

            message = f"{exc.filename}: {render(exc.message)}"
        else:
            message = exc.args[0] if isinstance(exc, KeyError) and exc.args else str(exc)
        self.statusBar().showMessage(f"{title}: {message}", 10000)
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(self, title, message)

    def _attach_turn_panel(self) -> None:
        """The turn panel's dock, with the first game; its View entry becomes the dock's toggle."""
        from rootboard.ui.play.turn_panel import attach_turn_panel

        # A battle needs the table's dice and removals (4.3): the battle panel asks for them.
        openers = {"battle": (N_("menu", "Battle…"), self.battle)}
        # A bot's step lit on the board (rootboard.ui.play.bot_turn): where it moves, places, battles.
        from rootboard.ui.play.bot_turn import light_step

        self.turn_panel = attach_turn_panel(self.game, self.docks, self.dock, openers,
                                            light=lambda fid, places: light_step(self.board, fid, places))
        toggle = self.turn_panel.dock.toggleViewAction()
        toggle.setShortcut(self.turn_panel_action.shortcut())
        self.turn_panel_action.setShortcut("")
        self.view_menu.insertAction(self.turn_panel_action, toggle)
        self.view_menu.removeAction(self.turn_panel_action)
        self.turn_panel_action = toggle

    def show_turn_panel(self) -> None:
        """View › Turn panel: shown and raised (made first, when a game is on and it is not yet)."""
        if self.turn_panel is None:
            if not self.mode.playing:
                return
            self._attach_turn_panel()
        from rootboard.ui.widgets.docks import show_dock

        show_dock(self.turn_panel.dock)

    def ask_who_rules(self) -> None:
        """Game > Who rules: the panel, focused on its list of clearings (keyboard)."""
        if self.mode.playing:
            self.game_chrome.focus_who_rules()

    def move_or_place(self) -> None:
        """Game › Move or place pieces: the drags of the mouse, by keyboard."""
        if not self.mode.playing:
            return
        from rootboard.ui.play.piece_dialog import PieceForm

        if self.piece_form is None:
            self.piece_form = PieceForm(self, self.game, self.docks, self.dock)
        self.piece_form.show()

    def battle(self, battle=None) -> None:
        """Game › Battle: the battle panel (4.3), for the player on turn's likeliest battle."""
        if not self.mode.playing:
            return
        from rootboard.ui.play.battle_dialog import BattleDialog

        BattleDialog(self, self.game, battle).exec()

    def take_hireling(self) -> None:
        """Game › Take a hireling: the control roll, asked of the table (16.4.1)."""
        if not self.mode.playing:
            return
        from rootboard.ui.play.hire_dialog import HireDialog

        HireDialog(self, self.game).exec()

    def copy_explanation(self) -> None:
        """Edit › Copy explanation: what the explorer says about the area picked, as text."""
        from PySide6.QtGui import QGuiApplication

        QGuiApplication.clipboard().setText(self.panel.as_text())
        self.statusBar().showMessage(tr("status", "Copied: {what}").format(what=self.panel.heading.text()), 4000)

    def go_to_area(self) -> None:
        """View › Go to area: a field to type a clearing or forest in (made on first use)."""
        if self._go_to is None:
            from rootboard.ui.explore.go_to_area import GoToArea

            self._go_to = GoToArea(self.board, self.statusBar(), self.texts)
        self._go_to.open()

    # --- layout memory ---------------------------------------------------------------------
    def _keep_board_insets(self) -> None:
        """Where the board sits in the window, for the next start to paint it there first: kept
        while the window is as a start makes it (exploring, none of the game's chrome built);
        otherwise forgotten, so that the next start builds its chrome before its first frame
        rather than move the board after it."""
        if self.isVisible() and not self.has_game_chrome and self.hand_strip is None:
            column = self.centralWidget()
            outer, inner = column.geometry(), self.view.geometry()
            self.settings.setValue(BOARD_INSETS, [outer.x(), outer.y(), self.width() - outer.x() - outer.width(),
                                                  self.height() - outer.y() - outer.height(),
                                                  inner.x(), inner.y(), column.width() - inner.x() - inner.width(),
                                                  column.height() - inner.y() - inner.height()])
        else:
            self.settings.remove(BOARD_INSETS)

    def closeEvent(self, event) -> None:
        if self.has_chrome:
            self._keep_board_insets()
        else:  # closed before its chrome was built: the insets kept are left as they were
            self.build_chrome()  # (what the layout memory keeps below needs the docks)
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


def board_insets(settings: QSettings) -> tuple[int, ...] | None:
    """The board's insets kept by the last window closed while exploring (BOARD_INSETS: its
    column's in the window, then its own in the column), or None when none were kept or what
    was kept is not eight whole numbers of pixels."""
    kept = settings.value(BOARD_INSETS)
    if not isinstance(kept, (list, tuple)) or len(kept) != 8:
        return None
    try:
        insets = tuple(int(n) for n in kept)
    except (TypeError, ValueError):
        return None
    return insets if min(insets) >= 0 else None


def add_groups(target, *groups) -> None:
    """Actions into a toolbar or menu, a separator between groups."""
    for n, group in enumerate(groups):
        if n:
            target.addSeparator()
        for a in group:
            target.addAction(a)


def _started() -> None:
    """The first frame is on screen and the chrome built: resume the cyclic collector (paused by the command for the
    start) and leave everything made so far out of its sweeps, as it will live as long as the
    window does."""
    import gc

    gc.freeze()
    gc.enable()


def run_window(map_name: str | None, screenshot: str | None = None, timeout_ms: int = 15000,
               game: str | None = None) -> int:
    """Open the main window, on a map or playing a game file; with ``screenshot``, save a
    grab after the first paint and exit. Without one, offer back every autosave that no
    open window plays (a crash, a killed process), whatever was asked to open.

    Exit 0 when the picture was saved, 1 when the window never painted in time.
    """
    from rootboard.ui.app import ensure_app

    if game is not None:
        from rootboard.loading import load  # the rules load with a game, not to explore

        map_name = load(game).state.map_name  # a bad game file on the command line: exit 2, no window
    if map_name is not None:
        load_topology(map_name)  # a map named on the command line: its error is the command's (exit 2)
    app = ensure_app()
    if screenshot is None and app.platformName() in ("offscreen", "minimal"):
        raise BadInput(NO_DISPLAY())
    # A board to explore is painted first, its chrome built a frame later (MainWindow's
    # progressive start); a game file's start builds everything before it shows the game.
    window = MainWindow(map_name, progressive=game is None)
    if game is not None:
        window.files.open_game(game)
    window.view.painted.connect(lambda: window.after_chrome(_started), Qt.SingleShotConnection)
    window.show()
    if screenshot is None:  # whatever the start (a map, a game file, nothing): what a crash left is offered
        window.after_chrome(lambda: window.files.offer_restore())
        return app.exec()
    result = {"status": 1}

    def grab_after_paint() -> None:
        window.view.painted.disconnect(grab_after_paint)
        # Let the paint finish and the rest of the window (its chrome too) settle, then grab it whole.
        window.after_chrome(lambda: QTimer.singleShot(50, save_grab))

    def save_grab() -> None:
        import sys

        pixmap = window.grab()
        if not pixmap.isNull() and pixmap.save(str(screenshot)):
            result["status"] = 0
        else:  # a full disk, a folder that cannot be written: say so (exit 1)
            print(tr("cli", "rootboard gui: cannot write the picture {path}").format(path=screenshot), file=sys.stderr)
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
