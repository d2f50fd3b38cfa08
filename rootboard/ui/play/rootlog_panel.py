"""File › Import Rootlog: a recorded game replayed under the rules, stepped through beside the board.

The dock shows the log as written, line by line, the current action's line picked; a slider over
its actions, and buttons a step back or forward by action and by turn, move the game on the board
to that moment (undo and redo of the replayed game: :meth:`rootboard.session.GameSession.go_to`).
Under the log, the flagged actions, each with its line, its category and its reason (the Law
section first); a click on one goes to the moment just before it, and the strip over the board
says the flag. Which flags are listed is chosen above them: the ones to look at (illegal,
impossible, assumed) or every one, the not modelled too.

The replay is :mod:`rootboard.notation.replay`'s (Qt-free); this module shows it.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QBoxLayout, QComboBox, QDockWidget, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton, QSlider, QSplitter,
    QVBoxLayout, QWidget,
)

from rootboard.i18n import N_, tr
from rootboard.messages import render
from rootboard.notation.replay import CATEGORY_WORDS, NOT_MODELLED, Report
from rootboard.ui.widgets.side_panel import SidePanel
from rootboard.ui.widgets.wrapping_list import wrapping_list

WORDS = {
    "heading": N_("rootlog", "Recorded game"),
    "dock": N_("dock", "Rootlog"),
    "start": N_("rootlog", "Before the first turn"),
    "moment": N_("rootlog", "After line {line}, column {col}: {text}"),
    "next": N_("rootlog", "Next: line {line}, column {col}: {text}"),
    "end": N_("rootlog", "The end of the log"),
    "turn-back": N_("rootlog", "◀◀ Turn"),
    "back": N_("rootlog", "◀ Action"),
    "forward": N_("rootlog", "Action ▶"),
    "turn-forward": N_("rootlog", "Turn ▶▶"),
    "turn-back-tip": N_("rootlog", "To the start of this turn, or of the one before (Page Up)"),
    "back-tip": N_("rootlog", "One action back (Alt+Left)"),
    "forward-tip": N_("rootlog", "One action on (Alt+Right)"),
    "turn-forward-tip": N_("rootlog", "To the start of the next turn (Page Down)"),
    "shown-doubts": N_("rootlog", "Illegal, impossible and assumed"),
    "shown-all": N_("rootlog", "Every flag, the not modelled too"),
    "flags": N_("rootlog", "Flagged actions:"),
    "no-flags": N_("rootlog", "Nothing flagged: every action is legal under the rules rootboard checks."),
    "played-on": N_("rootlog", "The game was played on from an earlier moment: the log's later actions are no "
                               "longer in it."),
}
LOG_SHARE = 80  # px: the log's first share of the splitter, the flags' four times that
INK = {"illegal": "#9c4a00", "impossible": "#9c1c0c", "assumed": "#4a5a8c", "not-modelled": "#7d7363"}
STYLE = """
#rootlog { background: #f4ecd8; }
#rootlog QLabel { color: #3a2419; }
#rootlog QListWidget { padding: 0px 2px; background: #fffaf0; color: #3a2419; border: 1px solid #c9b78f; border-radius: 4px;
                       font-family: 'DejaVu Sans Mono'; font-size: 8pt; }
#rootlog QListWidget::item { padding: 2px 0px; border-bottom: 1px solid #efe4c8; }
#rootlog QListWidget::item:selected { background: #e9d9ae; color: #3a2419; }
#rootlog #moment { font-weight: bold; }
"""


def word(key: str) -> str:
    return tr(*WORDS[key])


class RootlogPanel(SidePanel):
    """Given the game part (the replayed game is its session: :meth:`go` moves it) and the
    window's string registry."""

    def __init__(self, game, texts):
        super().__init__("rootlog", STYLE, WORDS["heading"], 380)
        self.game = game
        self.dock: QDockWidget | None = None
        self.report: Report | None = None
        self.lines: list[str] = []
        self.position = 0  # how many of the log's actions are replayed on the board
        self._moving = False
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.moment = QLabel()
        self.moment.setObjectName("moment")
        self.moment.setWordWrap(True)
        self.slider = QSlider(Qt.Horizontal)
        self.slider.setObjectName("rootlog-slider")
        self.slider.valueChanged.connect(self.go)
        self.buttons = {}
        row = QHBoxLayout()
        for key, step in (("turn-back", self.turn_back), ("back", self.back), ("forward", self.forward),
                          ("turn-forward", self.turn_forward)):
            button = QPushButton()
            texts.set(button.setText, WORDS[key])
            texts.set(button.setToolTip, WORDS[f"{key}-tip"])
            button.clicked.connect(lambda _=False, step=step: step())
            self.buttons[key] = button
            row.addWidget(button)
        self.buttons["turn-back"].setShortcut("PgUp")
        self.buttons["back"].setShortcut("Alt+Left")
        self.buttons["forward"].setShortcut("Alt+Right")
        self.buttons["turn-forward"].setShortcut("PgDown")
        self.log_view = wrapping_list("rootlog-lines")  # a turn of 150 characters wraps
        self.flags_label = QLabel()
        texts.set(self.flags_label.setText, WORDS["flags"])
        self.shown = QComboBox()
        for key in ("shown-doubts", "shown-all"):
            self.shown.addItem("", key)
            index = self.shown.count() - 1
            texts.later(lambda t, i=index: self.shown.setItemText(i, t), lambda k=key: word(k))
        self.shown.currentIndexChanged.connect(lambda _: self.show_flags())
        self.flag_view = wrapping_list("rootlog-flags")
        self.flag_view.itemClicked.connect(self.flag_chosen)
        self.flag_view.itemActivated.connect(self.flag_chosen)
        # The flags take the spare height: a fifth of it for the log as written (it keeps the
        # current line in view), the rest for the flags, their heading and choice on one row. Half
        # and half, with the heading above the choice, left about two flags in view at 768 px.
        split = QSplitter(Qt.Vertical)
        split.setObjectName("rootlog-split")
        split.setChildrenCollapsible(False)
        split.addWidget(self.log_view)
        self.flags_heading = FlagsHeading(self.flags_label, self.shown)
        lower = SidePanelColumn(self.flags_heading, self.flag_view)
        split.addWidget(lower)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 4)
        split.setSizes([LOG_SHARE, 4 * LOG_SHARE])
        self.log_view.setMinimumHeight(3 * self.log_view.fontMetrics().lineSpacing())
        self.column.addWidget(self.summary)
        self.column.addWidget(self.moment)
        self.column.addWidget(self.slider)
        self.column.addLayout(row)
        self.column.addWidget(split, 1)
        self.session = None  # the replayed game: the panel is about it, and goes with it
        game.game_updated.connect(self._game_updated)
        game.language_changed.connect(self.refresh)
        game.session_changed.connect(self._session_changed)

    # --- a report --------------------------------------------------------------------------
    def show_report(self, report: Report, text: str, path: str | Path) -> None:
        """Step through ``report`` (the session is its game, at its end), read from ``path``."""
        self.report, self.lines, self.path = report, text.splitlines(), Path(path)
        self.session = self.game.session
        self.slider.blockSignals(True)
        self.slider.setRange(0, len(report.moments))
        self.slider.setValue(len(report.moments))
        self.slider.blockSignals(False)
        self.position = len(report.moments)
        self.log_view.clear()
        width = len(str(len(self.lines)))
        for n, line in enumerate(self.lines, 1):
            item = QListWidgetItem(f"{n:>{width}}  {line}")
            item.setData(Qt.UserRole, n)
            self.log_view.addItem(item)
        self.refresh()

    def refresh(self) -> None:
        """The words of the panel, in the window's language, as the report and position are."""
        self.heading.setText(word("heading"))
        self.flags_heading.arrange()  # the words of another language may no longer fit in a row
        report = self.report
        if report is None:
            return
        actions, replayed, _ = report.played()
        self.summary.setText(tr("rootlog", "{file}: {actions}, {replayed}; {counts}").format(
            file=self.path.name, actions=render(actions), replayed=render(replayed),
            counts=", ".join(render(counted) for counted in report.tally())))
        self.show_flags()
        self._show_position()

    def show_flags(self) -> None:
        self.flag_view.clear()
        if self.report is None:
            return
        every = self.shown.currentData() == "shown-all"
        flags = [f for f in self.report.flags if every or f.category != NOT_MODELLED]
        if not flags:
            self.flag_view.addItem(word("no-flags"))
        for flag in flags:
            said = tr("rootlog", "line {line}, column {col} · {category} · {text}\n{reason}").format(
                line=flag.line, col=flag.col, category=render(CATEGORY_WORDS[flag.category]()), text=flag.text,
                reason=flag.reason())
            item = QListWidgetItem(said)
            item.setData(Qt.UserRole, flag)
            item.setForeground(QBrush(QColor(INK[flag.category])))
            self.flag_view.addItem(item)

    # --- moving ------------------------------------------------------------------------------
    def cursor_at(self, position: int) -> int:
        """The history entries applied after ``position`` actions of the log."""
        moments = self.report.moments
        return moments[position - 1].cursor if position > 0 else 0

    def go(self, position: int) -> None:
        """The board as it was after ``position`` actions of the log."""
        if self.report is None or self.game.session is None:
            return
        position = max(0, min(position, self.slider.maximum()))
        self.position = position
        if self.slider.value() != position:
            self.slider.blockSignals(True)
            self.slider.setValue(position)
            self.slider.blockSignals(False)
        self._moving = True
        try:
            self.game.session.go_to(self.cursor_at(position))
        finally:
            self._moving = False
        self._show_position()

    def back(self) -> None:
        self.go(self.position - 1)

    def forward(self) -> None:
        self.go(self.position + 1)

    def turn_starts(self) -> list[int]:
        """The positions at which a turn of the log begins (and the end)."""
        moments = self.report.moments
        starts = [n for n in range(len(moments)) if n == 0 or moments[n].turn != moments[n - 1].turn]
        return [*starts, len(moments)]

    def turn_back(self) -> None:
        earlier = [n for n in self.turn_starts() if n < self.position]
        self.go(earlier[-1] if earlier else 0)

    def turn_forward(self) -> None:
        later = [n for n in self.turn_starts() if n > self.position]
        self.go(later[0] if later else self.slider.maximum())

    def flag_chosen(self, item: QListWidgetItem) -> None:
        flag = item.data(Qt.UserRole)
        if flag is None:
            return
        self.go(flag.moment)  # just before it: what the log says next is the flagged action
        self.game.say(lambda: tr("rootlog", "Line {line}, column {col}: {text}: {reason}").format(
            line=flag.line, col=flag.col, text=flag.text, reason=flag.reason()),
            "warning" if flag.category in ("illegal", "impossible") else "note")

    def _show_position(self) -> None:
        report, position = self.report, self.position
        moments = report.moments
        done = word("start") if position == 0 or not moments else tr(*WORDS["moment"]).format(
            line=moments[position - 1].line, col=moments[position - 1].col, text=moments[position - 1].text)
        upcoming = word("end") if position >= len(moments) else tr(*WORDS["next"]).format(
            line=moments[position].line, col=moments[position].col, text=moments[position].text)
        self.moment.setText(f"{done}\n{upcoming}")
        if not moments:
            return
        shown = moments[min(position, len(moments) - 1)]
        for row in range(self.log_view.count()):
            item = self.log_view.item(row)
            if item.data(Qt.UserRole) == shown.line:
                self.log_view.setCurrentItem(item)
                self.log_view.scrollToItem(item)
                break

    def _session_changed(self, session) -> None:
        """Another game opened, or this one closed: the recorded game's steps and flags are not
        about the board any more, so the dock and its tab go (issue 37: the tab stayed)."""
        if self.report is None or session is self.session:
            return
        self.report, self.session, self.lines = None, None, []
        self.log_view.clear()
        self.flag_view.clear()
        self.summary.clear()
        self.moment.clear()
        if self.dock is not None:
            self.dock.hide()
            self.dock.toggleViewAction().setVisible(False)

    def _game_updated(self, outcome) -> None:
        """An action played in the window, after stepping back: the log's later ones are gone.
        An undo or a redo (``outcome`` None): the slider and the words follow the board."""
        session = self.game.session
        if self.report is None or self._moving or session is None:
            return
        if outcome is None:
            self._follow(session.state.cursor)
            return
        kept = [n for n in range(len(self.report.moments) + 1) if self.cursor_at(n) <= len(session.state.history)
                and self.cursor_at(n) <= session.state.cursor]
        self.slider.setMaximum(kept[-1] if kept else 0)
        self.moment.setText(word("played-on"))

    def _follow(self, cursor: int) -> None:
        """The moment of the log the board is at after Edit › Undo or Redo: the last action of
        the log whose entries are all applied (Undo once said the end of the log still, its
        slider there, with the board three actions back: the window audit)."""
        last = self.slider.maximum()
        position = max(n for n in range(last + 1) if self.cursor_at(n) <= cursor)
        self.position = position
        self.slider.blockSignals(True)
        self.slider.setValue(position)
        self.slider.blockSignals(False)
        if last < len(self.report.moments) and cursor > self.cursor_at(last):
            self.moment.setText(word("played-on"))  # on an action played after stepping back
        else:
            self._show_position()


class FlagsHeading(QWidget):
    """'Flagged actions:' and the choice of which: on one row where both fit, the height being
    the flags'; the choice under its heading where they do not (a longer language)."""

    def __init__(self, label: QLabel, choice: QComboBox):
        super().__init__()
        self.label, self.choice = label, choice
        # The choice as wide as its longest words in the language of the moment (sized once, it
        # cut "Ongeoorloofd, onmogelijk en aangenomen" after View › Language).
        choice.setSizeAdjustPolicy(QComboBox.AdjustToContents)
        self.row = QBoxLayout(QBoxLayout.LeftToRight, self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.addWidget(label)
        self.row.addWidget(choice, 1)

    def _fits_in_a_row(self, width: int) -> bool:
        return self.label.sizeHint().width() + self.row.spacing() + self.choice.sizeHint().width() <= width

    def minimumSizeHint(self) -> QSize:
        return QSize(max(self.label.minimumSizeHint().width(), self.choice.minimumSizeHint().width()),
                     super().minimumSizeHint().height())

    def arrange(self) -> None:
        """One row or two, for the width it has and the words of the moment."""
        direction = QBoxLayout.LeftToRight if self._fits_in_a_row(self.width()) else QBoxLayout.TopToBottom
        if self.row.direction() != direction:
            self.row.setDirection(direction)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.arrange()


class SidePanelColumn(QWidget):
    """Widgets in a column, the lists taking the room."""

    def __init__(self, *widgets):
        super().__init__()
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 4, 0, 0)
        for widget in widgets:
            column.addWidget(widget, 1 if isinstance(widget, QListWidget) else 0)


def show_rootlog(panel: RootlogPanel) -> None:
    panel.dock.toggleViewAction().setVisible(True)  # View offers the dock while its game is on
    panel.dock.show()
    panel.dock.raise_()
