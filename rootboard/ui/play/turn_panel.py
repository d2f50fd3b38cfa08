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

The options are computed when the game changes (an action, undo, redo, a game opened), not on
paint, and only while the dock is in sight: behind another dock's tab it waits until shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Mapping

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from rootboard.i18n import N_, tr
from rootboard.messages import render, text
from rootboard.ui.widgets.docks import FittingScroll

if TYPE_CHECKING:
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
    "show-refused": N_("turn-panel", "Show refused ({count})"),
    "hide-refused": N_("turn-panel", "Hide refused ({count})"),
}
#: Action kinds whose verdict needs what only the table says: a battle's dice (4.3.2), its
#: ambush (4.3.1) and what each side removes (4.3.4). The panel plays none of them itself.
TABLE_CHOICES = frozenset({"battle"})

# px: the least width a row's words wrap in: with its button and the scroll bar, no wider than
# the explorer's column already is, so the board keeps its room on a laptop (issue 23)
ROW_WIDTH = 150
STYLE = """
#turn-panel-body { background: #fffaf0; }
#turn-panel-body QLabel { color: #3a2419; }
#turn-who { font-size: 13pt; font-weight: bold; }
#turn-where { font-weight: bold; }
#turn-option { background: #f6ecd9; border: 1px solid #cdb893; border-radius: 5px; }
#turn-refused { background: #efe9dd; border: 1px solid #d8cfbd; border-radius: 5px; }
#turn-refused QLabel { color: #8a7f6c; }
#turn-reason { font-style: italic; }
"""


def word(key: str) -> str:
    """One of the panel's words, in the window's language."""
    return tr(*WORDS[key])


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


class TurnPanel(FittingScroll):
    """Given ``perform`` (the game part's: every action through the session and its checks)
    and ``openers``: kind -> (``N_`` words of its button, the dialog that asks the table's
    choices and plays it), for the kinds in :data:`TABLE_CHOICES` the window has a dialog for."""

    def __init__(self, perform: Callable[["Action"], object],
                 openers: Mapping[str, Opener] | None = None):
        super().__init__()
        self.perform = perform
        self.openers = dict(openers or {})
        self.state = None
        self.options: list[Option] = []
        self.progress: Progress | None = None
        self.show_refused = False  # the refused options stay collapsed until asked for
        self.rows: list[tuple[Option, QPushButton]] = []  # the playable rows, in the core's order
        self.refused_rows: list[tuple[Option, QLabel]] = []
        self.setObjectName("turn-panel")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAsNeeded)

    # --- the game ---
    def show_state(self, state) -> None:
        """What the faction on turn may do in ``state`` (None: no game), computed now."""
        from rootboard.game.turns.options import options
        from rootboard.game.turns.progress import progress

        self.state = state
        self.options = options(state) if state is not None else []
        self.progress = progress(state) if state is not None else None
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
        # After the click's own handler returns: the change shows the panel again, and the
        # button that was clicked goes with it (deleting it inside its own signal crashes Qt).
        QTimer.singleShot(0, lambda: self.perform(action))

    def toggle_refused(self) -> None:
        self.show_refused = not self.show_refused
        self.redraw()

    # --- drawing: from the options already computed (a change of language computes nothing) ---
    def redraw(self) -> None:
        body = QWidget()
        body.setObjectName("turn-panel-body")
        body.setStyleSheet(STYLE)
        column = QVBoxLayout(body)
        self.rows, self.refused_rows = [], []
        self.refused_toggle = None
        if self.state is None:
            column.addWidget(_wrapped(word("no-game")))
        else:
            self._heading(column)
            self._playable(column)
            self._refused(column)
        column.addStretch(1)
        self.setWidget(body)
        self.updateGeometry()  # as wide as the new contents need (FittingScroll)

    def _heading(self, column: QVBoxLayout) -> None:
        from rootboard.game.terms import faction_name, phase_name
        from rootboard.game.turns.words import step_words
        from rootboard.i18n.sections import section

        now, state = self.progress, self.state
        name = str(faction_name(now.faction))
        player = (state.players or {}).get(now.faction)
        who = tr(*WORDS["who"]).format(faction=name, player=player) if player else name
        column.addWidget(_wrapped(who, "turn-who"))
        said = step_words(state.law[now.faction], now.step)
        from rootboard.i18n import current

        where = word("where").format(phase=phase_name(now.phase), step=text(said),
                                     section=", ".join(section(s, current()) for s in said.sections))
        column.addWidget(_wrapped(where, "turn-where"))
        if now.limit is not None:
            column.addWidget(_wrapped(word("taken").format(taken=now.taken, limit=now.limit), "turn-taken"))

    def _playable(self, column: QVBoxLayout) -> None:
        from rootboard.game.replay import rules_for

        law = rules_for(self.state)
        shown = self.playable()
        if not shown:
            column.addWidget(_wrapped(word("nothing"), "turn-nothing"))
        for option in shown:
            row = QFrame()
            row.setObjectName("turn-option")
            elsewhere = option.action.kind in TABLE_CHOICES and option.action.kind not in self.openers
            line = QVBoxLayout(row) if elsewhere else QHBoxLayout(row)  # its longer words under the action's
            line.setContentsMargins(6, 3, 3, 3)
            words = _wrapped(text(option.action.describe(law)))  # as the log says actions
            words.setToolTip(render(option.verdict.message))  # what the core says it does, and its Law
            line.addWidget(words, 1)
            button = QPushButton(self._button_words(option))
            button.setToolTip(render(option.verdict.message))
            if elsewhere:
                button.setEnabled(False)
                button.setToolTip(word("elsewhere-tip"))
            button.clicked.connect(lambda _=False, o=option: self.play(o))
            line.addWidget(button, 0, Qt.AlignLeft if elsewhere else Qt.AlignVCenter)
            column.addWidget(row)
            self.rows.append((option, button))

    def _button_words(self, option: Option) -> str:
        kind = option.action.kind
        if kind not in TABLE_CHOICES:
            return word("play")
        opener = self.openers.get(kind)
        return tr(*opener[0]) if opener is not None else word("elsewhere")

    def _refused(self, column: QVBoxLayout) -> None:
        refused = self.refused()
        if not refused:
            return
        toggle = self.refused_toggle = QPushButton(
            word("hide-refused" if self.show_refused else "show-refused").format(count=len(refused)))
        toggle.setObjectName("turn-refused-toggle")
        toggle.setCheckable(True)
        toggle.setChecked(self.show_refused)
        toggle.clicked.connect(lambda _=False: QTimer.singleShot(0, self.toggle_refused))
        column.addWidget(toggle, 0, Qt.AlignLeft)
        if not self.show_refused:
            return  # built when asked for: most positions refuse more than they offer
        from rootboard.game.replay import rules_for

        law = rules_for(self.state)
        for option in refused:
            row = QFrame()
            row.setObjectName("turn-refused")
            lines = QVBoxLayout(row)
            lines.setContentsMargins(6, 3, 6, 3)
            lines.setSpacing(1)
            lines.addWidget(_wrapped(text(option.action.describe(law))))
            reason = _wrapped(render(option.verdict.message), "turn-reason")  # what, why, which section
            lines.addWidget(reason)
            column.addWidget(row)
            self.refused_rows.append((option, reason))


def in_sight(dock) -> bool:
    """The dock is on screen, not behind another dock's tab nor closed."""
    return dock.isVisible() and not dock.visibleRegion().isEmpty()


def attach_turn_panel(game, docks, explorer_dock, openers: Mapping[str, Opener] | None = None) -> TurnPanel:
    """A "Turn" dock beside the board (a tab of the explorer's column), following the game:
    its options computed again after every change of it while the dock is in sight, and when
    it comes into sight after changes made while it was not."""
    panel = TurnPanel(game.perform, openers)
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
    game.language_changed.connect(lambda: panel.redraw() if not stale["game"] else changed())
    dock.visibilityChanged.connect(came_into_sight)
    panel.stale = lambda: stale["game"]
    changed()
    return panel
