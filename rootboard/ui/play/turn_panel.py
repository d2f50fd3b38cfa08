"""The turn panel (issue 34, "Whose turn, and what now"): a dock beside the board saying who is
on turn, at which phase and step of their chapter (with its Law section and, for a step with a
limit, how many of its actions are taken), and what they may do now.

What may be done is exactly :func:`rootboard.game.turns.options.options` (python-chess's
``legal_moves``: every candidate of the faction's room, judged by the check that judges it when
played); the panel keeps no list of the rules. Playable options are rows with a button; the
refused ones wait behind "Show refused (N)", greyed, each with its verdict's reason and Law
section. A playable option is played as every window action is, through the game part's
``perform`` (so the session: undoable, saved or autosaved, the board repainted, this panel
shown again by the game's ``game_updated``). An option whose action needs what only the table
can say (a battle's dice, 4.3.2, and what each side removes, 4.3.4) opens the dialog that asks
for it when the window has one, else its button says it is played from the board or the
command line.

At a seat a Clockwork bot plays (``state.bots``), its bot section (:mod:`rootboard.ui.play.bot_turn`)
asks for the order card and shows the bot's turn step by step; the options are only what others owe
then (a Price of Failure, 12.2.3: the options say so themselves at a bot's seat).

The options are computed when the game changes (an action, undo, redo, a game opened), not on
paint, and only while the dock is in sight: behind another dock's tab it waits until shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Mapping

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from rootboard.i18n import N_, tr
from rootboard.messages import render, text
from rootboard.ui.widgets.docks import FittingScroll

if TYPE_CHECKING:
    from rootboard.errors import RootboardError
    from rootboard.game.actions import Action
    from rootboard.game.turns.options import Option
    from rootboard.game.turns.progress import Progress

WORDS = {  # N_(context, English): shown through tr(), in the window's language
    "dock": N_("dock", "Turn"),
    "no-game": N_("turn-panel", "No game on: the turn panel shows whose turn it is and what they may do."),
    "who": N_("turn", "{faction} ({player})"),  # as the turn bar says it
    "where": N_("turn-panel", "{phase} · {step} ({section})"),
    "taken": N_("turn-panel", "{taken} of {limit} taken"),
    "play": N_("turn-panel", "Play"),
    "elsewhere": N_("turn-panel", "From the board or command line"),
    "elsewhere-tip": N_("turn-panel", "Needs what the table says (dice, removals): play it from the board or "
                                      "the command line"),
    "nothing": N_("turn-panel", "Nothing to play at this step."),
    "cannot": N_("turn-panel", "What may be done now cannot be said: {reason}"),
    "show-refused": N_("turn-panel", "Show refused ({count})"),
    "board": N_("turn-panel", "{faction} board"),
    "hide-refused": N_("turn-panel", "Hide refused ({count})"),
}
#: Action kinds whose verdict needs what only the table says: a battle's dice (4.3.2), its
#: ambush (4.3.1) and what each side removes (4.3.4). The panel plays none of them itself.
TABLE_CHOICES = frozenset({"battle"})

# px: the least width a row's words wrap in: with its button and the scroll bar, no wider than
# the explorer's column already is, so the board keeps its room on a laptop (issue 23)
ROW_WIDTH = 150
# Its colours as palettes, not a style sheet: a style sheet made Qt polish every row again at
# each refresh, a third of its time (benchmarks/bench_turn_panel.py).
INK, PAPER = "#3a2419", "#fffaf0"
ROW = "#f6ecd9"  # a playable option
REFUSED_ROW, REFUSED_INK = "#efe9dd", "#8a7f6c"  # a refused one, greyed


def word(key: str) -> str:
    """One of the panel's words, in the window's language."""
    return tr(*WORDS[key])


def _paint(widget: QWidget, background: str, ink: str | None = None) -> None:
    """``widget`` filled with ``background``, its words (and its children's) in ``ink``."""
    palette = widget.palette()
    palette.setColor(QPalette.Window, QColor(background))
    if ink is not None:
        palette.setColor(QPalette.WindowText, QColor(ink))
    widget.setPalette(palette)
    widget.setAutoFillBackground(True)


def _styled(label: QLabel, bold: bool = False, italic: bool = False, scale: float = 1.0) -> QLabel:
    font = label.font()
    font.setBold(bold)
    font.setItalic(italic)
    if scale != 1.0:
        font.setPointSizeF(font.pointSizeF() * scale)
    label.setFont(font)
    return label


def _wrapped(words: str, name: str = "") -> QLabel:
    label = QLabel(words)
    label.setWordWrap(True)
    label.setTextFormat(Qt.PlainText)  # a player's name and a card's are the table's words, never markup
    label.setMinimumWidth(ROW_WIDTH)
    label.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Preferred)
    if name:
        label.setObjectName(name)
    return label


Opener = tuple[tuple[str, str], Callable[["Action"], object]]


class OptionRow(QFrame):
    """One playable option: its words and its button (Play, the dialog's, or greyed when it is
    played elsewhere). Made once and given another option at each refresh."""

    def __init__(self, play: Callable[[Option], None]):
        super().__init__()
        self.option: Option | None = None
        self.setObjectName("turn-option")
        _paint(self, ROW)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(6, 3, 3, 3)
        self.grid.setColumnStretch(0, 1)
        self.words = _wrapped("")
        self.button = QPushButton()
        self.button.clicked.connect(lambda _=False: self.option is not None and play(self.option))
        self.grid.addWidget(self.words, 0, 0)
        self._under = None

    def show_option(self, option: Option, words: str, button: str, tip: str, elsewhere: bool) -> None:
        self.option = option
        self.words.setText(words)
        self.words.setToolTip(tip)  # what the core says it does, and its Law
        self.button.setText(button)
        self.button.setEnabled(not elsewhere)
        self.button.setToolTip(word("elsewhere-tip") if elsewhere else tip)
        if self._under is not elsewhere:  # its longer words under the action's, when played elsewhere
            self.grid.removeWidget(self.button)
            if elsewhere:
                self.grid.addWidget(self.button, 1, 0, Qt.AlignLeft)
            else:
                self.grid.addWidget(self.button, 0, 1, Qt.AlignVCenter)
            self._under = elsewhere


class RefusedRow(QFrame):
    """One refused option, greyed: its words and its verdict's reason with the Law section."""

    def __init__(self):
        super().__init__()
        self.option: Option | None = None
        self.setObjectName("turn-refused")
        _paint(self, REFUSED_ROW, REFUSED_INK)
        lines = QVBoxLayout(self)
        lines.setContentsMargins(6, 3, 6, 3)
        lines.setSpacing(1)
        self.words = _wrapped("")
        self.reason = _styled(_wrapped("", "turn-reason"), italic=True)
        lines.addWidget(self.words)
        lines.addWidget(self.reason)

    def show_option(self, option: Option, words: str, reason: str) -> None:
        self.option = option
        self.words.setText(words)
        self.reason.setText(reason)


class TurnPanel(FittingScroll):
    """Given ``perform`` (the game part's: every action through the session and its checks)
    and ``openers``: kind -> (``N_`` words of its button, the dialog that asks the table's
    choices and plays it), for the kinds in :data:`TABLE_CHOICES` the window has a dialog for.

    Its widgets are made once and their words set again at each refresh (rows made anew for
    each refresh cost Qt most of its time: benchmarks/bench_turn_panel.py); rows beyond the
    options of the moment are hidden."""

    def __init__(self, perform: Callable[["Action"], object],
                 openers: Mapping[str, Opener] | None = None, bot_turn: QWidget | None = None):
        super().__init__()
        self.perform = perform
        # A bot's seat on turn: its turn step by step (rootboard.ui.play.bot_turn), in place of
        # the options (a bot has none of its own: its chapter of the Law of Rootbotics decides).
        self.bot_turn = bot_turn
        self.openers = dict(openers or {})
        self.state = None
        self.options: list[Option] = []
        self.progress: Progress | None = None
        self.problem: RootboardError | None = None  # why the options could not be judged, if they could not
        self.show_refused = False  # the refused options stay collapsed until asked for
        self.rows: list[tuple[Option, QPushButton]] = []  # the playable rows shown, in the core's order
        self.refused_rows: list[tuple[Option, QLabel]] = []  # the refused rows shown, with their reasons
        self.setObjectName("turn-panel")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAsNeeded)
        body = QWidget()
        body.setObjectName("turn-panel-body")
        _paint(body, PAPER, INK)
        column = QVBoxLayout(body)
        self.no_game = _wrapped("", "turn-no-game")
        self.who = _styled(_wrapped("", "turn-who"), bold=True, scale=1.3)
        self.where = _styled(_wrapped("", "turn-where"), bold=True)
        self.taken = _wrapped("", "turn-taken")
        self.nothing = _wrapped("", "turn-nothing")
        # What a faction's board shows that the map does not (Faction.board_words: the
        # Riverfolk's boxes, prices and trade posts left), public, read before buying (11.2.6).
        self.board_title = _styled(_wrapped("", "turn-board-title"), bold=True)
        self.boards = _wrapped("", "turn-boards")
        for label in (self.no_game, self.who, self.where, self.taken, self.board_title, self.boards, self.nothing):
            column.addWidget(label)
        if bot_turn is not None:
            column.addWidget(bot_turn)
        self._option_column = QVBoxLayout()
        column.addLayout(self._option_column)
        self.refused_toggle = QPushButton()
        self.refused_toggle.setObjectName("turn-refused-toggle")
        self.refused_toggle.setCheckable(True)
        self.refused_toggle.clicked.connect(lambda _=False: self.toggle_refused())
        column.addWidget(self.refused_toggle, 0, Qt.AlignLeft)
        self._refused_column = QVBoxLayout()
        column.addLayout(self._refused_column)
        column.addStretch(1)
        self._option_rows: list[OptionRow] = []
        self._refused_rows: list[RefusedRow] = []
        self.setWidget(body)

    # --- the game ---
    def show_state(self, state) -> None:
        """What the faction on turn may do in ``state`` (None: no game), computed now."""
        from rootboard.game.turns.options import options
        from rootboard.game.turns.progress import progress

        from rootboard.errors import RootboardError

        self.state = state
        self.problem = None
        try:
            self.options = options(state) if state is not None else []
        except RootboardError as exc:
            # A candidate whose check asks the table first (the Marquise's Birdsong wood when
            # her supply runs short, 6.4: where it goes) stops the whole list: the panel says
            # why, with its section, and offers nothing rather than fail.
            self.options, self.problem = [], exc
        self.progress = progress(state) if state is not None else None
        if self.bot_turn is not None:
            self.bot_turn.follow()
        self.redraw()

    def playable(self) -> list[Option]:
        return [o for o in self.options if o.playable]

    def refused(self) -> list[Option]:
        return [o for o in self.options if not o.playable]

    def play(self, option: Option) -> None:
        """Play ``option``'s action as the window plays every action, or open the dialog that
        asks for what the table says first."""
        action = option.action
        if action.kind in TABLE_CHOICES:
            opener = self.openers.get(action.kind)
            if opener is not None:
                QTimer.singleShot(0, lambda: opener[1](action))
            return
        # After the click's own handler returns: the change shows the panel again, its rows
        # given other options, the one clicked among them.
        QTimer.singleShot(0, lambda: self.perform(action))

    def toggle_refused(self) -> None:
        self.show_refused = not self.show_refused
        self.redraw()

    # --- drawing: from the options already computed (a change of language computes nothing) ---
    def redraw(self) -> None:
        playing = self.state is not None
        self.no_game.setText(word("no-game"))
        self.no_game.setVisible(not playing)
        for label in (self.who, self.where, self.taken, self.nothing):
            label.setVisible(playing)
        self._heading()
        self._boards()
        self._playable()
        self._refused()
        self.widget().updateGeometry()
        self.updateGeometry()  # as wide as the contents need (FittingScroll)

    def _heading(self) -> None:
        if self.state is None:
            return
        from rootboard.game.terms import faction_name, phase_name
        from rootboard.game.turns.words import step_words
        from rootboard.i18n import current
        from rootboard.i18n.sections import section

        now, state = self.progress, self.state
        name = str(faction_name(now.faction))
        player = (state.players or {}).get(now.faction)
        self.who.setText(tr(*WORDS["who"]).format(faction=name, player=player) if player else name)
        said = step_words(state.law[now.faction], now.step)
        self.where.setText(word("where").format(phase=phase_name(now.phase), step=text(said),
                                                section=", ".join(section(s, current()) for s in said.sections)))
        counted = text(now.words) if now.words is not None else word("taken").format(taken=now.taken, limit=now.limit)
        self.taken.setText(counted if now.limit is not None else "")
        self.taken.setVisible(now.limit is not None)

    def _boards(self) -> None:
        from rootboard.game.terms import faction_name

        said = []  # the first board's title in bold above them all; a later one's among the lines
        for fid in self.state.in_game if self.state is not None else ():  # the players', then a hireling card's
            words = self.state.law[fid].board_words(self.state)
            if words:
                said.append(word("board").format(faction=faction_name(fid)))
                said += [text(m) for m in words]
        self.board_title.setText(said[0] if said else "")
        self.boards.setText("\n".join(said[1:]))
        self.board_title.setVisible(bool(said))
        self.boards.setVisible(bool(said))

    def _bot_plays(self) -> bool:
        """A bot plays the seat on turn: its section shows its turn; the options are what others owe."""
        return self.bot_turn is not None and self.bot_turn.bot_on_turn() is not None

    def _playable(self) -> None:
        bot = self._bot_plays()
        shown = self.playable()  # at a bot's seat, only what others owe (rootboard.game.turns.options)
        if self.problem is not None:  # its Law section in front, as every refusal says it
            problem = self.problem.message
            self.nothing.setText(word("cannot").format(
                reason=render(problem) if problem is not None else self.problem.describe()))
        else:
            self.nothing.setText(word("nothing"))
        self.nothing.setVisible(self.state is not None and not shown and not bot)
        law = self._law()
        while len(self._option_rows) < len(shown):
            row = OptionRow(self.play)
            self._option_column.addWidget(row)
            self._option_rows.append(row)
        self.rows = []
        for row, option in zip(self._option_rows, shown):
            kind = option.action.kind
            elsewhere = kind in TABLE_CHOICES and kind not in self.openers
            row.show_option(option, text(option.action.describe(law)),  # as the log says actions
                            self._button_words(option), said(option.verdict), elsewhere)
            self.rows.append((option, row.button))
        for n, row in enumerate(self._option_rows):
            row.setVisible(n < len(shown))

    def _law(self):
        from rootboard.game.replay import rules_for

        return rules_for(self.state) if self.state is not None else None

    def _button_words(self, option: Option) -> str:
        kind = option.action.kind
        if kind not in TABLE_CHOICES:
            return word("play")
        opener = self.openers.get(kind)
        return tr(*opener[0]) if opener is not None else word("elsewhere")

    def _refused(self) -> None:
        refused = [] if self._bot_plays() else self.refused()
        self.refused_toggle.setVisible(bool(refused))
        self.refused_toggle.setText(word("hide-refused" if self.show_refused else "show-refused")
                                    .format(count=len(refused)))
        self.refused_toggle.setChecked(self.show_refused)
        shown = refused if self.show_refused else []  # said when asked for: most positions refuse more than they offer
        law = self._law()
        while len(self._refused_rows) < len(shown):
            row = RefusedRow()
            self._refused_column.addWidget(row)
            self._refused_rows.append(row)
        self.refused_rows = []
        for row, option in zip(self._refused_rows, shown):
            # what, why, which section
            row.show_option(option, text(option.action.describe(law)), render(option.verdict.message))
            self.refused_rows.append((option, row.reason))
        for n, row in enumerate(self._refused_rows):
            row.setVisible(n < len(shown))


def said(verdict) -> str:
    """What the core says of an option, its notes too, one to a line: the row's tip. A note may
    be all that tells two alike apart (a move the League of Adventurous Mice gives is the card's,
    not one of the board's actions, 4.1.3)."""
    return "\n".join(render(m) for m in (verdict.message, *verdict.notes) if m is not None)


def in_sight(dock) -> bool:
    """The dock is on screen, not behind another dock's tab nor closed."""
    return dock.isVisible() and not dock.visibleRegion().isEmpty()


def attach_turn_panel(game, docks, explorer_dock, openers: Mapping[str, Opener] | None = None,
                      light=None) -> TurnPanel:
    """A "Turn" dock beside the board (a tab of the explorer's column), following the game:
    its options computed again after every change of it while the dock is in sight, and when
    it comes into sight after changes made while it was not. ``light``: how a bot's step is lit
    on the board (rootboard.ui.play.bot_turn.light_step on the window's board)."""
    from rootboard.ui.play.bot_turn import BotTurn

    panel = TurnPanel(game.perform, openers, BotTurn(game, light or (lambda fid, places: None)))
    dock = docks.add(WORDS["dock"], "turn-dock", panel)
    if "turn-dock" not in docks.restored:
        docks.behind(explorer_dock, dock)
    panel.dock = dock
    stale = {"game": True}

    def changed(*_args) -> None:
        stale["game"] = True
        if in_sight(dock):
            show()

    def show() -> None:
        stale["game"] = False
        session = game.session
        panel.show_state(session.state if session is not None else None)

    def came_into_sight(visible: bool) -> None:
        if visible and stale["game"]:
            QTimer.singleShot(0, lambda: in_sight(dock) and stale["game"] and show())

    game.session_changed.connect(changed)
    game.game_updated.connect(changed)
    game.language_changed.connect(lambda: (panel.bot_turn.redraw(), panel.redraw()) if not stale["game"]
                                  else changed())
    dock.visibilityChanged.connect(came_into_sight)
    panel.stale = lambda: stale["game"]
    changed()
    return panel
