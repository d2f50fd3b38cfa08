"""Game › Battle (Ctrl+B), a right-click's Battle, or a warrior dropped on an enemy's piece: the
battle panel (4.3).

A small form: who attacks whom where, the two dice as rolled at the table (blank until the
table enters them; Roll throws two here when the table has no dice), the ambush and its foil, what each side removes where it chooses, and what the
table plays or declares (the battle effects). Under it, the core's verdict on exactly that
battle, updated as the form changes: each step to read aloud, with its Law section, or the
rule it breaks. When a side must choose what it removes, the panel says so and offers the
choices as buttons. The panel decides nothing: Battle performs the core's action through the
game part, as the command line does.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QFrame, QGridLayout, QHBoxLayout, QLabel, QLineEdit,
    QListWidget, QListWidgetItem, QPushButton, QScrollArea, QSpinBox, QVBoxLayout, QWidget,
)

from rootboard.errors import RootboardError
from rootboard.game.battle.resolution import AMBUSH_SUITS, ATTACKER, Battle, ChoiceNeeded
from rootboard.game.replay import TEACH
from rootboard.game.state import area_name
from rootboard.game.terms import battle_effect_name, faction_name, item_name, piece_name, suit_name
from rootboard.game.unconfirmed import DICE_FACES
from rootboard.i18n import tr
from rootboard.messages import render
from rootboard.ui.play.game_play import GamePart

NOT_ENTERED = min(DICE_FACES) - 1  # a die's value before the table enters it


class BattleDialog(QDialog):
    def __init__(self, parent: QWidget, game: GamePart, battle: Battle | None = None):
        super().__init__(parent)
        self.game = game  # the session on show, and perform: the panel needs nothing else
        self.setWindowTitle(tr("battle-dialog", "Battle"))
        self.setMinimumWidth(460)
        self.attacker, self.defender, self.clearing = QComboBox(), QComboBox(), QComboBox()
        self.dice = (QSpinBox(), QSpinBox())
        for die in self.dice:
            # One step below the lowest face: not entered yet, shown as a dash. The table rolls
            # real dice; a face the panel made up would be judged as if rolled.
            die.setRange(NOT_ENTERED, max(DICE_FACES))
            die.setSpecialValueText("–")
        self.roll_button = QPushButton(tr("battle-dialog", "&Roll"))
        self.roll_button.setToolTip(tr("battle-dialog", "Roll two dice here, when the table has none"))
        self._throws = random.Random()  # fresh faces at each press, as dice
        self.ambush = QCheckBox(tr("battle-dialog", "The defender plays an &ambush card (4.3.1)"))
        self.counter = QCheckBox(tr("battle-dialog", "The attacker &foils it with one (4.3.1.I)"))
        self.ambush_suit, self.counter_suit = QComboBox(), QComboBox()
        for box in (self.ambush_suit, self.counter_suit):
            box.addItem(tr("battle-dialog", "any suit"), None)
            for suit in AMBUSH_SUITS:
                box.addItem(suit_name(suit) if suit != "bird" else tr("battle-dialog", "bird"), suit)
        self.attacker_removes, self.defender_removes = QLineEdit(), QLineEdit()
        for field in (self.attacker_removes, self.defender_removes):
            field.setPlaceholderText(tr("battle-dialog", "where it chooses, in order: sawmill, wood…"))
        self.effects = QListWidget()
        self.effects.setMaximumHeight(110)
        self.other_effects = QLineEdit()
        self.other_effects.setPlaceholderText(tr("battle-dialog", "with a value: bitter=5,1  allied=alliance…"))
        self.choice_label = QLabel()
        # The choice buttons, made once and kept while the panel lives, shown as a choice needs
        # them (see _show_choices).
        self._choice_row = QWidget()
        self.choices = QHBoxLayout(self._choice_row)
        self.choices.setContentsMargins(0, 0, 0, 0)
        self._choice_buttons: list[QPushButton] = []
        self._need: ChoiceNeeded | None = None
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.verdict.setObjectName("verdict")
        self.verdict.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self.buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        self.buttons.button(QDialogButtonBox.Ok).setText(tr("battle-dialog", "&Battle"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        form = QFormLayout()
        form.addRow(tr("battle-dialog", "A&ttacker"), self.attacker)
        form.addRow(tr("battle-dialog", "&Defender"), self.defender)
        form.addRow(tr("battle-dialog", "&Clearing"), self.clearing)
        dice = QHBoxLayout()
        for die in self.dice:
            dice.addWidget(die)
        dice.addWidget(self.roll_button)
        dice.addStretch(1)
        dice_label = QLabel(tr("battle-dialog", "D&ice"))
        dice_label.setBuddy(self.dice[0])  # a row of widgets has no buddy of its own: the mnemonic goes to the first die
        form.addRow(dice_label, dice)
        # In a widget of its own: a form row spanning a bare layout is given the height of its
        # shortest widget (the check box's), which cut the suit boxes beside it.
        ambush_row = QWidget()
        ambush = QGridLayout(ambush_row)
        ambush.setContentsMargins(0, 0, 0, 0)
        ambush.addWidget(self.ambush, 0, 0)
        ambush.addWidget(self.ambush_suit, 0, 1)
        ambush.addWidget(self.counter, 1, 0)
        ambush.addWidget(self.counter_suit, 1, 1)
        form.addRow(ambush_row)
        form.addRow(tr("battle-dialog", "Attacker &removes"), self.attacker_removes)
        form.addRow(tr("battle-dialog", "D&efender removes"), self.defender_removes)
        form.addRow(tr("battle-dialog", "Effects &played"), self.effects)
        form.addRow("", self.other_effects)
        column = QVBoxLayout(self)
        column.addLayout(form)
        chooser = QHBoxLayout()
        chooser.addWidget(self.choice_label)
        chooser.addWidget(self._choice_row)
        chooser.addStretch(1)
        column.addLayout(chooser)
        # The verdict scrolls in the room left to it: a battle's steps in Spanish or Dutch run
        # longer than the dialog, and a label growing in the layout squeezed the rows above it
        # (the ambush's suit boxes cut in half).
        self._said = _VerdictArea(self.verdict)
        column.addWidget(self._said, 1)
        column.addWidget(self.buttons)
        self._fill(battle)
        self.roll_button.clicked.connect(self.roll)
        for box in (self.attacker, self.defender, self.clearing, self.ambush_suit, self.counter_suit):
            box.currentIndexChanged.connect(self._judge)
        for die in self.dice:
            die.valueChanged.connect(self._judge)
        for check in (self.ambush, self.counter):
            check.toggled.connect(self._judge)
        for field in (self.attacker_removes, self.defender_removes, self.other_effects):
            field.textChanged.connect(self._judge)
        self.effects.itemChanged.connect(self._judge)
        self._judge()

    @property
    def state(self):
        return self.game.session.state

    # --- what the form offers: read from the game ---------------------------------------------
    def _fill(self, battle: Battle | None) -> None:
        state = self.state
        for fid in state.in_game:
            self.attacker.addItem(faction_name(fid), fid)
            self.defender.addItem(faction_name(fid), fid)
        for cid in sorted(state.topology.board.clearings):
            self.clearing.addItem(area_name(cid), cid)
        for effect in sorted(state.law.battle_effects.values(), key=lambda e: battle_effect_name(e.id)):
            if effect.value is not None and not effect.value_optional:
                continue  # named with their value, in the line under the list
            item = QListWidgetItem(battle_effect_name(effect.id) + (f"  ({effect.section})" if effect.section else ""))
            item.setData(Qt.UserRole, effect.id)
            item.setFlags(item.flags() | Qt.ItemIsUserCheckable)
            item.setCheckState(Qt.Unchecked)
            self.effects.addItem(item)
        battle = battle or self._likeliest()
        if battle is not None:
            self._select(self.attacker, battle.attacker)
            self._select(self.defender, battle.defender)
            self._select(self.clearing, battle.clearing)
        else:
            self._select(self.attacker, state.current)
        # The dice given with the battle, else none: the table rolls and enters them.
        faces = tuple(battle.rolls) if battle is not None and len(battle.rolls) == 2 else (NOT_ENTERED, NOT_ENTERED)
        self.set_rolls(*faces)

    def _likeliest(self) -> Battle | None:
        """The player on turn's first battle on the board, to start the form from (its sides
        and clearing: the dice are the table's)."""
        from rootboard.records import replace

        from rootboard.interaction import battles_in

        for cid in sorted(self.state.topology.board.clearings):
            found = [b for b in battles_in(self.state, cid) if b.attacker == self.state.current]
            if found:
                return replace(found[0], rolls=())
        return None

    @staticmethod
    def _select(box: QComboBox, data) -> None:
        index = box.findData(data)
        if index >= 0:
            box.setCurrentIndex(index)

    def set_rolls(self, first: int, second: int) -> None:
        for die, face in zip(self.dice, (first, second)):
            die.blockSignals(True)
            die.setValue(face)
            die.blockSignals(False)
        self._judge()

    def roll(self) -> None:
        """Roll: two dice thrown here, fresh faces at each press (the log keeps the faces)."""
        self.set_rolls(self._throws.choice(DICE_FACES), self._throws.choice(DICE_FACES))

    def rolled(self) -> bool:
        """Both dice entered (or rolled here)."""
        return all(die.value() != NOT_ENTERED for die in self.dice)

    # --- the core's verdict ---------------------------------------------------------------
    def action(self) -> Battle:
        """The battle the form describes."""
        effects = [self.effects.item(i).data(Qt.UserRole) for i in range(self.effects.count())
                   if self.effects.item(i).checkState() == Qt.Checked]
        effects += [e.strip() for e in self.other_effects.text().replace(";", " ").split() if e.strip()]
        ambush = self.ambush.isChecked()
        return Battle(self.attacker.currentData(), self.defender.currentData(), self.clearing.currentData(),
                      tuple(d.value() for d in self.dice), ambush, ambush and self.counter.isChecked(),
                      _names(self.attacker_removes.text()), _names(self.defender_removes.text()), tuple(effects),
                      ambush_suit=self.ambush_suit.currentData() if ambush else None,
                      counter_suit=self.counter_suit.currentData() if ambush and self.counter.isChecked() else None)

    def _judge(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.Ok)
        self.counter.setEnabled(self.ambush.isChecked())
        self._show_choices(None)
        if not self.rolled():  # judged only on the dice the table rolled, never on made-up ones
            self.verdict.setText(tr("battle-dialog", "Roll the two dice at the table and enter them (or press Roll)."))
            ok.setEnabled(False)
            return
        battle = self.action()
        try:
            verdict = self.game.session.check(battle).verdict
            steps = battle.resolve(self.state).steps if verdict.legal else ()
        except ChoiceNeeded as need:
            self.verdict.setText(f"… {render(need.message)}")
            self._show_choices(need)
            ok.setEnabled(False)
            return
        except RootboardError as exc:
            self.verdict.setText(f"✗ {exc.describe()}")
            ok.setEnabled(False)
            return
        # Legal: each step on its own line, with its section, to read aloud; else the rule it breaks.
        lines = [f"✓ {render(steps[0])}", *(f"   {render(step)}" for step in steps[1:])] if steps else \
            [f"✗ {render(verdict.message)}"]
        lines += [tr("battle-dialog", "remember: {note}").format(note=render(n)) for n in verdict.notes]
        self.verdict.setText("\n".join(lines))
        self._grow()
        teach = self.game.session.mode == TEACH
        ok.setEnabled(verdict.legal or (teach and verdict.possible))

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._grow()  # Qt opens a window at most two thirds of the screen high, the verdict cut short

    def _grow(self) -> None:
        """Taller, up to the screen, when the verdict needs it; never shorter, so the dialog
        does not jump as the form is filled in."""
        if not self.isVisible():
            return
        self._said.updateGeometry()  # its size hint follows the words
        wanted = self.sizeHint().height()
        room = self.screen().availableGeometry().height() - (self.frameGeometry().height() - self.height())
        if wanted > self.height():
            self.resize(self.width(), min(wanted, room))

    def _show_choices(self, need: ChoiceNeeded | None) -> None:
        """The pieces (or items) a side may remove for its next hit, as buttons, when it must choose.

        The buttons are reused, never deleted while the panel lives: the panel is judged while
        it is built, inside the window's event loop, and again inside a button's own click.
        Buttons deleted later (deleteLater) outlived the panel's exec(), taken out of the
        layout and lying over the form (a blank sheet saying "torch"), and their deletion after
        the panel closed crashed the window."""
        self._need = need
        choices = need.choices if need is not None else []
        while len(self._choice_buttons) < len(choices):
            button = QPushButton(self._choice_row)
            button.clicked.connect(self._chosen)
            self.choices.addWidget(button)
            self._choice_buttons.append(button)
        for n, button in enumerate(self._choice_buttons):
            button.setVisible(n < len(choices))
            if n < len(choices):
                choice = choices[n]
                button.setText(item_name(choice) if choice in need.items else piece_name(choice))
                button.setObjectName(f"choice-{choice}")
            else:
                button.setObjectName("")
        self.choice_label.setText("" if need is None else
                                  tr("battle-dialog", "{who} removes:").format(who=faction_name(need.faction)))
        # An empty row would only push the verdict down.
        self.choice_label.setVisible(need is not None)
        self._choice_row.setVisible(need is not None)

    def _chosen(self) -> None:
        n = self._choice_buttons.index(self.sender())
        if self._need is not None and n < len(self._need.choices):
            self.choose(self._need, self._need.choices[n])

    def choose(self, need: ChoiceNeeded, choice: str) -> None:
        """A choice answered: put in that side's order where the core asked for it."""
        battle = need.answered(self.action(), choice)
        field = self.attacker_removes if need.role == ATTACKER else self.defender_removes
        order = battle.attacker_removes if need.role == ATTACKER else battle.defender_removes
        field.setText(", ".join(order))

    def accept(self) -> None:
        if not self.rolled():
            return  # the dice still to enter: the panel stays, saying so
        battle = self.action()
        try:
            self.game.session.check(battle)
        except RootboardError:
            return  # a choice still to make: the panel stays, saying which
        self.game.perform(battle)
        super().accept()


def _names(text: str) -> tuple[str, ...]:
    return tuple(p.strip() for p in text.replace(";", ",").split(",") if p.strip())


class _VerdictArea(QScrollArea):
    """The verdict's room: as tall as its words at the dialog's width (the layout's size hint,
    so the dialog opens showing them whole), scrolling when the screen is shorter."""

    def __init__(self, label: QLabel):
        super().__init__()
        self.label = label
        self.setWidget(label)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.NoFrame)
        self.viewport().setAutoFillBackground(False)
        label.setAutoFillBackground(False)
        label.setAlignment(Qt.AlignLeft | Qt.AlignTop)
        self.setMinimumHeight(4 * label.fontMetrics().lineSpacing())

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        # The width the words wrap at once a scroll bar takes its share (measured narrow, so
        # the whole verdict fits without one).
        width = max(self.width(), hint.width()) - self.verticalScrollBar().sizeHint().width()
        return QSize(hint.width(), max(self.minimumHeight(), self.label.heightForWidth(width) + 4))
