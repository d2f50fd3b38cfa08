"""File › New game: the setup wizard, docked beside the live board (never a modal dialog
hiding it).

One step at a time: the first page chooses the map, Standard (5.1) or Advanced (16.1) Setup,
the factions (free) or the number of players (draft), the suits, landmarks (and hirelings
when the Advanced Setup deals them). Then each step of the setup: a clearing or forest is
chosen by clicking the board, which lights the legal areas and veils the rest; hovering a
veiled one says why not, with its Law section; every other step is a list whose refused
options are greyed out with their reason. Back takes back the last choice, "Choose for us"
picks a legal one at random from the seed, and the last page is the summary to read aloud.
Start play begins the game at the first player's Birdsong, the phase tracked.

What the steps offer and why is the setup engine's (Qt-free, :mod:`rootboard.setup`); what
the wizard decides about the board is :mod:`rootboard.setup.wizard`; this module shows it.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import (
    QButtonGroup, QCheckBox, QComboBox, QDockWidget, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QListWidget,
    QListWidgetItem, QPushButton, QRadioButton, QSizePolicy, QSpinBox, QStackedWidget, QStyle, QStyleOptionFrame,
    QVBoxLayout, QWidget,
)

from rootboard.i18n import N_, tr
from rootboard.board.catalog import shipped_maps
from rootboard.board.terms import map_title
from rootboard.derived.loading import load_topology
from rootboard.game.factions import PLAYER_FACTIONS
from rootboard.game.players import split_names
from rootboard.game.setupkit.homelands import HOMELAND_OK
from rootboard.game.terms import faction_title
from rootboard.messages import render, text
from rootboard.setup import record, wizard
from rootboard.setup.board_step import SUIT_MODES
from rootboard.ui.board.badges import badge_icon
from rootboard.ui.board.items import Mark
from rootboard.ui.errors import ROOTBOARD_ERRORS
from rootboard.ui.mode import WindowMode
from rootboard.ui.play.drag import DimItem
from rootboard.ui.widgets.docks import scrolled
from rootboard.ui.widgets.side_panel import SidePanel
from rootboard.ui.widgets.wrapping_list import wrapping_list
from rootboard.ui.play.bot_seats import BotSeats

# The window's words for this panel, in one place.
WORDS = {  # N_(context, English): shown through tr(), in the window's language
    "heading": N_("setup", "New game"),
    "map": N_("setup", "&Map:"), "kind": N_("setup", "Setup:"), "standard": N_("setup", "Standard (5.1)"), "advanced": N_("setup", "Advanced (16.1)"),
    "free": N_("setup", "Factions chosen freely"), "draft": N_("setup", "Drafted with the setup cards"),
    "how": N_("setup", "Who plays:"),
    "done": N_("setup", "Setup done: read the summary aloud (the New game panel), then Start play."),
    "factions": N_("setup", "&Factions:"), "players": N_("setup", "&Players:"), "suits": N_("setup", "S&uits:"), "ask": N_("setup", "choose at its step"),
    "names": N_("setup", "Player na&mes:"), "names_hint": N_("setup", "seat by seat: Ann, Bob, … (optional)"),
    "landmarks": N_("setup", "&Landmarks:"), "hirelings": N_("setup", "&Hirelings (16.1.6)"), "seed": N_("setup", "S&eed:"), "random": N_("setup", "random"),
    "back": N_("setup", "◀ &Back"), "next": N_("setup", "&Next ▶"), "for_us": N_("setup", "Choose for &us"), "start": N_("setup", "&Start play"),
    "cancel": N_("setup", "Cancel"), "summary": N_("setup", "Read aloud, then start:"), "board_hint": N_("setup", "Click a lit area on the board."),
    "list_hint": N_("setup", "Pick one, then Next."), "step": N_("setup", "Step {n}"), "refused": N_("setup", "{value} — {reason}"),
    "seating": N_("new-game", "Factions in play, in seating order"),
    # How the suits are decided (16.1.1), as the first page's list offers them.
    "suits-printed": N_("setup", "as printed"), "suits-random": N_("setup", "random markers"),
    "suits-balanced": N_("setup", "balanced markers"),
    # The deck played with (16.1.2): Advanced Setup may put the Exiles and Partisans deck in its place.
    "deck": N_("setup", "&Deck:"), "deck-standard": N_("setup", "standard"),
    "deck-exiles": N_("setup", "Exiles and Partisans"),
    # Bots (16.1.3, Law of Rootbotics 3): which seats a bot plays, its difficulty and traits.
    "bots": N_("setup", "B&ots:"), "bot-plays": N_("setup", "a bot plays this seat"),
    "difficulty": N_("setup", "Difficult&y:"), "traits": N_("setup", "Traits:"),
    "no-bots": N_("setup", "No bots: people play every seat."),
}

STYLE = """
#setup-wizard { background: #f4ecd8; }
#setup-wizard #setup-pages { background: transparent; }
#setup-wizard QLabel { color: #3a2419; }
#setup-wizard QListWidget { padding: 0px 2px; background: #fffaf0; color: #3a2419; border: 1px solid #c9b78f; border-radius: 4px; }
#setup-wizard QListWidget::item { padding: 4px 0px; border-bottom: 1px solid #efe4c8; }
#setup-wizard QListWidget::item:selected { background: #e3cd94; color: #3a2419; }
#setup-wizard QListWidget::item:disabled { color: #9a8a78; }
#setup-wizard #why { color: #9c1c0c; font-weight: bold; }
#setup-wizard #prompt { font-size: 12pt; font-weight: bold; }
"""



def word(key) -> str:
    """One of the wizard's words, in the window's language."""
    return tr(*WORDS[key])


def _after(said, words: str) -> str:
    """``words``, after what the last choice did (a message), if anything was said of it: the
    two as sentences of their own, the first begun with a capital and closed with a full stop
    (the message is a phrase the command line prints on a line of its own)."""
    return words if said is None else f"{as_sentence(render(said))} {words}"


def as_sentence(phrase: str) -> str:
    """``phrase`` begun with a capital and closed with a full stop, as a sentence in the strip."""
    phrase = phrase.strip()
    if not phrase:
        return phrase
    return phrase[0].upper() + phrase[1:] + ("" if phrase.endswith((".", "!", "?", "…")) else ".")


def _wide_enough_for_its_hint(field: QLineEdit) -> None:
    """``field`` no narrower than its placeholder: the hint is words the table reads (how to
    type the names), and an empty field cut it to "seat by seat: Ann, Bob, … (o…"."""
    option = QStyleOptionFrame()
    field.initStyleOption(option)
    margins = field.textMargins()
    words = field.fontMetrics().horizontalAdvance(field.placeholderText()) + 4 + margins.left() + margins.right()  # 2 px a side
    need = field.style().sizeFromContents(QStyle.CT_LineEdit, option, QSize(words, field.sizeHint().height()), field)
    field.setMinimumWidth(need.width())


def show_setup_wizard(wizard: "SetupWizard") -> "SetupWizard":
    """The File › New game hook: the wizard, back at its first page, in its dock beside the board."""
    wizard.restart()
    wizard.dock.show()
    wizard.dock.raise_()
    return wizard


class SetupWizard(SidePanel):
    """Given the view it lights areas on, the board part that draws the position, the game
    part that takes the game set up, the game files (may the current game be left; the
    autosave), the message strip, the hover line, how to show an error, and the window's mode
    (it says when a setup is under way and when it is left). The window puts it in a dock
    (:attr:`dock`, set by whoever docks it) and shows it with :func:`show_setup_wizard`."""

    position_changed = Signal()  # the setup's position changed (factions drafted): the View menu follows

    def __init__(self, view, board, game, files, strip, hover_label, show_error, mode: WindowMode):
        super().__init__("setup-wizard", STYLE, WORDS["heading"], 300)
        self.view, self.board, self.game, self.files = view, board, game, files
        self.strip, self.hover_label, self.show_error = strip, hover_label, show_error
        self.mode = mode
        self.setup = None
        self.page = wizard.FirstPage()
        self.dock: QDockWidget | None = None
        self._dim: DimItem | None = None
        self._suits_drawn = None
        self._filling = False
        self.pages = QStackedWidget()
        self.pages.addWidget(self._first_page())
        self.pages.addWidget(self._step_page())
        self.pages.addWidget(self._summary_page())
        # The pages scroll and the buttons under them stay: the first page (every faction, the
        # player names) is taller than a 1366x768 laptop's dock, and Next scrolled out of sight.
        self.pages.setObjectName("setup-pages")
        pages = scrolled(self.pages)
        pages.viewport().setAutoFillBackground(False)  # and the pages transparent (STYLE): the panel's background
        self.column.addWidget(pages, 1)
        buttons = QHBoxLayout()
        self.back = QPushButton(word("back"))
        self.for_us = QPushButton(word("for_us"))
        self.next = QPushButton(word("next"))
        self.next.setDefault(True)
        for b in (self.back, self.for_us, self.next):
            buttons.addWidget(b)
        self.column.addLayout(buttons)
        self.back.clicked.connect(self.go_back)
        self.for_us.clicked.connect(self.choose_for_us)
        self.next.clicked.connect(self.go_next)
        view.area_clicked.connect(self.area_clicked)
        view.area_hovered.connect(self.area_hovered)
        game.viewer_changed.connect(self._viewer_changed)

    # --- the pages ------------------------------------------------------------------------
    def _first_page(self) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        self.map_box = QComboBox()
        for name in shipped_maps():
            self.map_box.addItem(map_title(name.title()), name)
        form.addRow(word("map"), self.map_box)
        self.kinds, self.modes = QButtonGroup(self), QButtonGroup(self)
        # Two questions, two rows: which setup (5.1 or 16.1), and how the factions are chosen.
        for group, label, choices in ((self.kinds, "kind", [(record.ADVANCED, "kind"), (record.STANDARD, "kind")]),
                                      (self.modes, "how", [("free", "draft"), ("draft", "draft")])):
            column = QVBoxLayout()
            column.setContentsMargins(0, 0, 0, 0)
            for value, prop in choices:
                b = QRadioButton(word(value))
                b.setProperty(prop, value if prop == "kind" else value == "draft")
                group.addButton(b)
                column.addWidget(b)
            box = QWidget()
            box.setLayout(column)
            form.addRow(word(label), box)
        self.faction_list = QListWidget()
        self.faction_list.setAccessibleName(word("seating"))
        self.faction_list.setDragDropMode(QListWidget.InternalMove)
        for f in PLAYER_FACTIONS:
            item = QListWidgetItem(badge_icon(f.id, 18), faction_title(f.id))
            item.setData(Qt.UserRole, f.id)
            item.setFlags(item.flags() | Qt.ItemIsUserCheckable)
            self.faction_list.addItem(item)
        self.faction_list.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        form.addRow(word("factions"), self.faction_list)
        self.players = QSpinBox()
        self.players.setRange(2, 6)
        form.addRow(word("players"), self.players)
        self.bot_seats = BotSeats(form, word, self.page, lambda: self._read_first_page(), as_sentence)
        self.suits = QComboBox()
        self.suits.addItem(word("ask"), None)
        for mode in SUIT_MODES:
            self.suits.addItem(word(f"suits-{mode}"), mode)
        form.addRow(word("suits"), self.suits)
        self.deck = QComboBox()
        for deck in ("standard", "exiles"):
            self.deck.addItem(word(f"deck-{deck}"), deck)
        form.addRow(word("deck"), self.deck)
        self.landmarks = QSpinBox()
        self.landmarks.setRange(0, 2)
        form.addRow(word("landmarks"), self.landmarks)
        self.hirelings = QCheckBox(word("hirelings"))
        self.hirelings.setVisible(wizard.hirelings_offered())
        form.addRow("", self.hirelings)
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(word("random"))
        form.addRow(word("seed"), self.seed)
        self.names = QLineEdit()  # the table's names for its seats, kept in the game file
        self.names.setPlaceholderText(word("names_hint"))
        _wide_enough_for_its_hint(self.names)
        form.addRow(word("names"), self.names)
        self.problem = QLabel()
        self.problem.setObjectName("why")
        self.problem.setWordWrap(True)
        form.addRow(self.problem)
        for signal in (self.kinds.buttonClicked, self.modes.buttonClicked):
            signal.connect(lambda _b: self._read_first_page())
        self.faction_list.itemChanged.connect(lambda _i: self._read_first_page())
        self.faction_list.model().rowsMoved.connect(lambda *_: self._read_first_page())
        for box in (self.players, self.landmarks):
            box.valueChanged.connect(lambda _v: self._read_first_page())
        self.map_box.currentIndexChanged.connect(lambda _i: self._read_first_page())
        self.suits.currentIndexChanged.connect(lambda _i: self._read_first_page())
        self.deck.currentIndexChanged.connect(lambda _i: self._read_first_page())
        self.hirelings.toggled.connect(lambda _on: self._read_first_page())
        self.seed.textChanged.connect(lambda _t: self._read_first_page())
        self.names.textChanged.connect(lambda _t: self._read_first_page())
        return page

    def _step_page(self) -> QWidget:
        page = QWidget()
        column = QVBoxLayout(page)
        column.setContentsMargins(0, 0, 0, 0)
        self.step_number = QLabel()
        self.prompt = QLabel()
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.options = wrapping_list()
        self.options.itemDoubleClicked.connect(lambda _item: self.go_next())
        self.options.currentItemChanged.connect(lambda *_: self._update_buttons())
        self.why = QLabel()
        self.why.setObjectName("why")
        self.why.setWordWrap(True)
        for w in (self.step_number, self.prompt, self.hint):
            column.addWidget(w)
        column.addWidget(self.options, 1)
        column.addWidget(self.why)
        self.homelands = QLabel()  # the homelands chosen so far, marked on the board too
        self.homelands.setWordWrap(True)
        column.addWidget(self.homelands)
        self._step_column = column
        column.addStretch(0)  # takes the list's room on a board step, where the list is hidden
        return page

    def _summary_page(self) -> QWidget:
        page = QWidget()
        column = QVBoxLayout(page)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(QLabel(word("summary")))
        self.summary = wrapping_list()
        column.addWidget(self.summary, 1)
        return page

    # --- first page -------------------------------------------------------------------------
    def restart(self) -> None:
        """Back to the first page, as it was last filled in (the current map first time). A
        setup left half-way leaves nothing behind: its pieces, landmarks and question go."""
        abandoned = self.setup is not None
        self._clear_board()
        self.setup = None
        if abandoned:
            self._abandon()
        page = self.page
        self._filling = True  # the widgets are set from the page, not the page from them
        if self.board.topology is not None and self.map_box.findData(self.board.topology.board.name) >= 0:
            page.map_name = self.board.topology.board.name
        self.map_box.setCurrentIndex(max(0, self.map_box.findData(page.map_name)))
        for b in self.kinds.buttons():
            b.setChecked(b.property("kind") == page.kind)
        for b in self.modes.buttons():
            b.setChecked(b.property("draft") == page.draft)
        for i in range(self.faction_list.count()):
            item = self.faction_list.item(i)
            item.setCheckState(Qt.Checked if item.data(Qt.UserRole) in page.factions else Qt.Unchecked)
        self.players.setValue(page.players)
        self.suits.setCurrentIndex(max(0, self.suits.findData(page.suits)))
        self.deck.setCurrentIndex(max(0, self.deck.findData(page.deck)))
        self.landmarks.setValue(page.landmarks)
        self.hirelings.setChecked(page.hirelings)
        self.bot_seats.show_page(page)
        self._filling = False
        self._show_page(0)
        self._read_first_page()
        self.mode.set_up()
        self._show_position(None)
        self.game.set_viewer(None)  # a setup begins as the whole table sees it

    def _abandon(self) -> None:
        """The board as the map is printed, and no step's question in the strip or the panel."""
        if self.board.topology is not None:
            self.board.show(self.board.topology)
        self._suits_drawn = None
        self.strip.show_message("info", "")
        self.hover_label.setText("")
        self.why.setText("")

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._fit_factions()

    def _fit_factions(self) -> None:
        """Every faction in sight (the list showed two rows): the page scrolls, the list does not.
        Measured once styled, as its rows' padding comes from the style sheet."""
        listing = self.faction_list
        listing.ensurePolished()
        rows = listing.count()
        listing.setMinimumHeight(sum(listing.sizeHintForRow(i) for i in range(rows)) + 2 * listing.frameWidth() + 2)

    def closed(self) -> None:
        """The wizard's dock was closed: no setup is under way any more."""
        from shiboken6 import isValid

        if self.board.scene is not None and not isValid(self.board.scene):
            return  # the window is going: its board went first
        abandoned = self.setup is not None
        self._clear_board()
        self.setup = None
        self._show_position(None)
        self.mode.leave_setup()
        self.game.set_viewer(None)
        if abandoned:  # its position goes with it: the game in play again, or the map as printed
            if self.game.session is not None:
                self.game.draw_afresh()
            elif self.board.topology is not None:
                self.board.show(self.board.topology)

    def _read_first_page(self) -> None:
        if self._filling:
            return
        page = self.page
        page.map_name = self.map_box.currentData()
        checked = self.kinds.checkedButton()
        page.kind = checked.property("kind") if checked else record.ADVANCED
        mode = self.modes.checkedButton()
        page.draft = bool(mode.property("draft")) if mode else False
        page.factions = [self.faction_list.item(i).data(Qt.UserRole) for i in range(self.faction_list.count())
                         if self.faction_list.item(i).checkState() == Qt.Checked]
        page.players = self.players.value()
        page.suits = self.suits.currentData()
        page.landmarks = self.landmarks.value() if page.kind == record.ADVANCED else 0
        page.deck = self.deck.currentData() if page.kind == record.ADVANCED else "standard"  # 5.1.3, 16.1.2
        page.hirelings = self.hirelings.isChecked()
        seed = self.seed.text().strip()
        page.seed = int(seed) if seed.isdigit() else None
        page.names = split_names(self.names.text())
        self.bot_seats.show_table(page)
        advanced = page.kind == record.ADVANCED
        self.players.setEnabled(page.draft)
        self.faction_list.setEnabled(not page.draft)
        self.landmarks.setEnabled(advanced)
        self.deck.setEnabled(advanced)
        self.hirelings.setEnabled(advanced)
        problem = page.problem()
        if seed and not seed.isdigit():
            self.problem.setText(tr("setup", "The seed is a whole number (or empty: random)."))
        else:
            self.problem.setText(render(problem) if problem else "")
        self._update_buttons()

    # --- moving through the steps -----------------------------------------------------------
    def go_next(self) -> None:
        index = self.pages.currentIndex()
        if index == 0:
            self._start()
        elif index == 1:
            item = self.options.currentItem()
            if item is not None and not wizard.on_board(self.setup.pending):
                self.choose(item.data(Qt.UserRole))
        else:
            self.start_play()

    def go_back(self) -> None:
        index = self.pages.currentIndex()
        if index == 0:
            return
        if self.setup is None or not self.setup.undo():
            self.restart()
            return
        self._show_step()

    def choose_for_us(self) -> None:
        """A legal value at random from the seed, and what it was said in the strip (the
        command line's words), as the view on show may know it (13.2.2)."""
        if self.setup is not None and self.setup.pending is not None:
            step, value = self.setup.pending, self.setup.auto_value()
            self.choose(value, said=wizard.chosen_for_us(step, value, self.game.viewer))

    def choose(self, value, said=None) -> bool:
        """Choose ``value`` for the pending step; a refusal shows its reason and changes nothing.
        ``said``: what the strip says of the choice, before the next step's question."""
        verdict = self.setup.choose(value)
        if not verdict.legal:
            self.why.setText(render(verdict.message))
            return False
        self._show_step(said)
        return True

    def _start(self) -> None:
        page = self.page
        if page.problem() is not None:
            return
        try:
            topology = load_topology(page.map_name)
            seed = page.seed if page.seed is not None else random.SystemRandom().randrange(2**31)
            self.setup = page.start(topology, seed)
        except ROOTBOARD_ERRORS as exc:
            self.show_error(tr("error", "Cannot set up the game"), exc)
            return
        self._suits_drawn = None
        self._show_step()

    def _show_step(self, said=None) -> None:
        """The pending step (or the summary), with ``said`` (what the last choice did) first in the strip."""
        setup = self.setup
        self._draw_board()
        self._show_position(setup.state)
        self.why.setText("")
        if setup.done:
            self._clear_marks()
            self.summary.clear()
            for message in setup.summary:
                self.summary.addItem(render(message))
            self.strip.show_message("info", lambda: _after(said, word("done")))
            self._show_page(2)
            self._update_buttons()
            return
        step = setup.pending
        self.strip.show_message("info", lambda: _after(said, render(step.prompt)))
        self._show_page(1)
        self.step_number.setText(word("step").format(n=len(setup.choices) + 1))  # its id is no word for the table
        self.prompt.setText(render(step.prompt))
        board = wizard.on_board(step)
        self.hint.setText(word("board_hint") if board else word("list_hint"))
        self.hint.setVisible(not wizard.kept_secret(step, self.game.viewer))  # nothing to pick in this view
        # A board step is chosen on the board: its choices are the lit areas, not a list
        # whose rows could not be picked (issue 23 papercut).
        self.options.setVisible(not board)
        self._step_column.setStretch(self._step_column.count() - 1, 1 if board else 0)
        self.options.clear()
        if wizard.kept_secret(step, self.game.viewer):
            # Not four identical lines: one, saying how many and where their kinds are seen (13.2.2).
            item = QListWidgetItem(text(wizard.secret_choice(step)))
            item.setToolTip(render(wizard.secret_choice(step)))
            item.setFlags(item.flags() & ~Qt.ItemIsEnabled & ~Qt.ItemIsSelectable)
            self.options.addItem(item)
        for option in () if wizard.kept_secret(step, self.game.viewer) else step.options:
            if board and not option.legal:
                continue  # on the board: veiled, and hovering says why
            words = text(wizard.option_words(step, option, self.game.viewer)) if option.legal else word("refused").format(
                value=text(step.value_name(option.value)), reason=render(option.why))
            item = QListWidgetItem(words)
            item.setData(Qt.UserRole, option.value)
            item.setToolTip(render(option.why))
            if not option.legal:
                item.setFlags(item.flags() & ~Qt.ItemIsEnabled & ~Qt.ItemIsSelectable)
            self.options.addItem(item)
        self._light(step)
        homes = self._homelands()
        self.homelands.setText("\n".join(text(HOMELAND_OK("16.1.8.II", who=owner, at=area)) for area, owner in homes.items()))
        self.homelands.setVisible(bool(homes))
        self._update_buttons()

    def _homelands(self) -> dict:
        """Area -> the faction whose homeland it is, for the homelands chosen so far (16.1.8.II)."""
        if self.setup is None:
            return {}
        return {area: owner for owner, areas in self.setup.ctx.homelands.items() for area in areas}

    def _show_position(self, state) -> None:
        """Tell the game part which position a faction's view is asked of (None: no setup)."""
        self.game.set_setup_position(state)
        self.position_changed.emit()

    def _viewer_changed(self) -> None:
        """View › a faction's view during a setup: the board and the step as that view shows them."""
        if self.setup is not None and self.pages.currentIndex() > 0 and self.mode.setting_up:
            self._show_step()

    def _show_page(self, index: int) -> None:
        """Only the page on show counts for the wizard's size: the first page's long factions
        list does not make a board step scroll."""
        for n in range(self.pages.count()):
            policy = QSizePolicy.Preferred if n == index else QSizePolicy.Ignored
            self.pages.widget(n).setSizePolicy(policy, policy)
        self.pages.setCurrentIndex(index)
        self.pages.adjustSize()
        self.column.invalidate()  # and back to the panel's width: adjustSize alone left it at its hint's

    def _update_buttons(self) -> None:
        index = self.pages.currentIndex()
        self.back.setEnabled(index > 0)
        self.for_us.setEnabled(index == 1)
        self.next.setText(word("start") if index == 2 else word("next"))
        if index == 0:
            self.next.setEnabled(self.page.problem() is None and not self.problem.text())
        elif index == 1:
            step = self.setup.pending
            item = self.options.currentItem()
            self.next.setEnabled(not wizard.on_board(step) and item is not None
                                 and bool(item.flags() & Qt.ItemIsEnabled))
        else:
            self.next.setEnabled(True)

    # --- the board ---------------------------------------------------------------------------
    def _draw_board(self) -> None:
        from rootboard.game.display import position_display

        setup = self.setup
        state = setup.state
        shown = None if state is None else position_display(state, self.game.viewer)
        suits = dict(state.suits) if state is not None else None
        if self.board.topology is not setup.topology or suits != self._suits_drawn or self.board.scene is None:
            self.board.show(setup.topology, **({} if shown is None else shown.scene()))
            self._dim = None
            self._suits_drawn = suits
        elif shown is not None:
            self.board.scene.show_game(shown.pieces, shown.rulers, shown.closed_paths, burrow=shown.burrow)

    def _light(self, step) -> None:
        """Legal areas glow, the others are veiled (the drag's look: the same meaning); the
        homelands chosen so far show in their faction's colour, so the next is chosen knowing them."""
        scene = self.board.scene
        options = wizard.area_options(step)
        homes = self._homelands()
        veil = QPainterPath()
        veil.setFillRule(Qt.WindingFill)
        for area, item in scene.area_items.items():
            option = options.get(area)
            if option is not None and option.legal:
                item.set_mark(Mark("drop"))
            elif area in homes:
                item.set_mark(Mark("homeland", homes[area]))
            else:
                item.set_mark(None)
                if options:
                    veil.addPath(item.shape())
        if self._dim is None or self._dim.scene() is not scene:
            self._dim = DimItem(veil)
            scene.addItem(self._dim)
        else:
            self._dim.setPath(veil)

    def _clear_marks(self) -> None:
        if self.board.scene is not None:
            for item in self.board.scene.area_items.values():
                item.set_mark(None)
        if self._dim is not None and self._dim.scene() is not None:
            self._dim.setPath(QPainterPath())

    def _clear_board(self) -> None:
        self._clear_marks()
        self._dim = None

    def _active_board_step(self):
        if self.setup is None or self.pages.currentIndex() != 1 or not self.isVisible():
            return None
        step = self.setup.pending
        return step if wizard.on_board(step) else None

    def area_clicked(self, area) -> None:
        step = self._active_board_step()
        if step is None:
            return
        why = wizard.why_not(step, area)
        if why is not None:
            self.why.setText(render(why))
            self._light(step)  # the explorer's click lit neighbours: the step's look again
            return
        self.choose(area)

    def area_hovered(self, area) -> None:
        step = self._active_board_step()
        if step is None:
            return
        self._light(step)
        if area is None:
            return
        why = wizard.why_not(step, area)
        words = render(why) if why is not None else text(wizard.area_options(step)[area].why)
        self.hover_label.setText(words)
        self.why.setText(words if why is not None else "")

    # --- play ---------------------------------------------------------------------------------
    def start_play(self) -> None:
        from rootboard.session import GameSession

        if self.setup is None or not self.setup.done or not self.files.may_leave_game():
            return
        state = record.first_turn(self.setup, self.page.names)
        session = GameSession(state, autosave_path=self.files.autosave.fresh())
        self._clear_board()
        self._show_position(None)
        self.game.set_session(session)
        said = self.setup.summary[-2:]
        self.strip.show_message("info", lambda: "  ".join(render(m) for m in said))
        self.setup = None
        if self.dock is not None:
            self.dock.hide()
