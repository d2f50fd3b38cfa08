"""Game › Take a hireling (Ctrl+H): gaining a hireling and rolling for control (16.4.1).

When a score enters 4, 8 or 12 the player takes the hireling marker there, and at the end of
that turn takes a hireling from the supply and rolls the control die (16.4.1.I-II); one passed
on (16.4.1.III) is rolled for at once. The die is the table's: the form asks what it shows
(all pips, and how many of them are gold). Under it, the core's verdict on exactly that
action, with its Law section, as the form changes: the dialog decides nothing. OK performs it
through the game part; in enforce mode only when legal.
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QSpinBox, QVBoxLayout, QWidget

from rootboard.errors import RootboardError
from rootboard.game import hirelings
from rootboard.game.replay import TEACH
from rootboard.game.actions import Hire, MAX_CONTROL_MARKERS
from rootboard.game.terms import faction_name
from rootboard.i18n import tr
from rootboard.messages import TERMS, render
from rootboard.ui.play.game_play import GamePart


class HireDialog(QDialog):
    def __init__(self, parent: QWidget, game: GamePart):
        super().__init__(parent)
        self.game = game  # the session on show, and perform: the dialog needs nothing else
        state = game.session.state
        self.setWindowTitle(tr("hire-dialog", "Take a hireling"))
        self.setMinimumWidth(420)
        self.hireling = QComboBox()
        waiting = hirelings.awaiting_roll(state)  # passed on: its new controller rolls at once
        for h in waiting + [h for h in hirelings.in_supply(state) if h not in waiting]:
            self.hireling.addItem(TERMS["card"](hirelings.showing(state, h), None), h)
        self.faction = QComboBox()
        for fid in state.factions:
            self.faction.addItem(faction_name(fid), fid)
        if waiting:
            self.faction.setCurrentIndex(state.factions.index(state.controllers[waiting[0]]))
        else:
            self.faction.setCurrentIndex(state.factions.index(state.current))
        self.pips, self.gold = QSpinBox(), QSpinBox()
        for box in (self.pips, self.gold):
            box.setRange(0, MAX_CONTROL_MARKERS)
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.verdict.setObjectName("verdict")
        self.buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout()
        for label, field in ((tr("hire-dialog", "&Hireling"), self.hireling),
                             (tr("hire-dialog", "&Player"), self.faction),
                             (tr("hire-dialog", "The control die: all &pips"), self.pips),
                             (tr("hire-dialog", "of which &gold"), self.gold)):
            form.addRow(label, field)
        column = QVBoxLayout(self)
        column.addLayout(form)
        column.addWidget(self.verdict)
        column.addWidget(self.buttons)
        for box in (self.hireling, self.faction):
            box.currentIndexChanged.connect(self.judge)
        for box in (self.pips, self.gold):
            box.valueChanged.connect(self.judge)
        self.judge()

    def action(self) -> Hire | None:
        if self.hireling.currentData() is None:
            return None
        return Hire(self.hireling.currentData(), self.faction.currentData(), self.pips.value(), self.gold.value())

    def judge(self, *_args) -> None:
        """The core's verdict on the action the form describes, with its Law section."""
        action = self.action()
        ok = self.buttons.button(QDialogButtonBox.Ok)
        if action is None:
            self.verdict.setText(tr("hire-dialog", "No hireling is in the supply or waiting for its roll."))
            ok.setEnabled(False)
            return
        try:
            verdict = action.check(self.game.session.state)
        except RootboardError as exc:  # a roll the die cannot show: more gold than pips
            self.verdict.setText("✗ " + exc.describe())
            ok.setEnabled(False)
            return
        self.verdict.setText(("✓ " if verdict.legal else "✗ ") + render(verdict.message))
        ok.setEnabled(verdict.legal or self.game.session.mode == TEACH)

    def accept(self) -> None:
        action = self.action()
        if action is not None:
            self.game.perform(action)
        super().accept()
