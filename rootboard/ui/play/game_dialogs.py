"""The New Game dialog: a map, the factions in seating order, a seed, and the mode.

It gathers choices only; the game itself is made by :meth:`GameSession.new`, which checks
them (a faction twice, none at all) with the same errors as `rootboard new`.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit,
    QListWidget, QListWidgetItem, QPushButton, QRadioButton, QVBoxLayout, QWidget,
)

from rootboard.game.replay import ENFORCE, TEACH
from rootboard.board.catalog import shipped_maps
from rootboard.game.factions import PLAYER_FACTIONS
from rootboard.game.terms import faction_name, faction_title
from rootboard.i18n import N_, tr
from rootboard.game.newgame import DEFAULT_FACTIONS

from rootboard.ui.board.badges import badge_icon

MODE_HELP = {
    ENFORCE: N_("new-game", "Enforce: an action against the rules is refused, and nothing changes."),
    TEACH: N_("new-game", "Teach: it is applied anyway, with the rule it breaks in the log (for cards the app cannot see)."),
}


@dataclass(frozen=True)
class GameChoice:
    map_name: str
    factions: list[str]  # seating order; the first takes the first turn
    seed: int | None
    mode: str


class NewGameDialog(QDialog):
    def __init__(self, parent=None, map_name: str | None = None):
        super().__init__(parent)
        self.setWindowTitle(tr("new-game", "New game"))
        self.setMinimumWidth(420)
        form = QFormLayout()
        self.map_box = QComboBox()
        from rootboard.board.terms import map_title

        for name in shipped_maps():
            self.map_box.addItem(map_title(name.title()), name)
        if map_name is not None and self.map_box.findData(map_name) >= 0:
            self.map_box.setCurrentIndex(self.map_box.findData(map_name))
        form.addRow(tr("new-game", "&Map:"), self.map_box)

        self.factions = QListWidget()
        self.factions.setAccessibleName(tr("new-game", "Factions in play, in seating order"))
        self.factions.setDragDropMode(QListWidget.InternalMove)
        self.factions.setMinimumHeight(27 * len(PLAYER_FACTIONS) + 6)  # all of them, no scrolling
        self.factions.model().rowsMoved.connect(lambda *_: self._validate())
        for f in PLAYER_FACTIONS:
            item = QListWidgetItem(badge_icon(f.id, 18), faction_title(f.id))
            item.setData(Qt.UserRole, f.id)
            item.setFlags(item.flags() | Qt.ItemIsUserCheckable)
            item.setCheckState(Qt.Checked if f.id in DEFAULT_FACTIONS[:2] else Qt.Unchecked)
            self.factions.addItem(item)
        self.factions.itemChanged.connect(lambda _item: self._validate())
        up, down = QPushButton(tr("new-game", "Seat &earlier")), QPushButton(tr("new-game", "Seat &later"))
        up.clicked.connect(lambda: self.move_selected(-1))
        down.clicked.connect(lambda: self.move_selected(1))
        order = QHBoxLayout()
        order.addWidget(up)
        order.addWidget(down)
        seating = QVBoxLayout()
        seating.addWidget(self.factions)
        seating.addLayout(order)
        seating_box = QWidget()
        seating_box.setLayout(seating)
        form.addRow(tr("new-game", "&Factions:"), seating_box)
        form.labelForField(seating_box).setBuddy(self.factions)

        self.seed = QLineEdit()
        self.seed.setPlaceholderText(tr("new-game", "random"))
        self.seed.setToolTip(tr("new-game", "Shuffles the suit markers on the variant maps (16.1.1); the same seed, the same board"))
        self.seed.textChanged.connect(lambda _text: self._validate())
        form.addRow(tr("new-game", "&Seed:"), self.seed)

        self.modes = QButtonGroup(self)
        mode_box = QVBoxLayout()
        for mode in (ENFORCE, TEACH):
            button = QRadioButton(tr(*MODE_HELP[mode]))
            button.setProperty("mode", mode)
            button.setChecked(mode == ENFORCE)
            self.modes.addButton(button)
            mode_box.addWidget(button)
        modes = QWidget()
        modes.setLayout(mode_box)
        form.addRow(tr("new-game", "Rules:"), modes)

        self.seating = QLabel()
        self.seating.setWordWrap(True)
        self.problem = QLabel()
        self.problem.setStyleSheet("color: #9c1c0c; font-weight: bold;")
        self.problem.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        self.buttons.button(QDialogButtonBox.Ok).setText(tr("new-game", "Start game"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(QLabel(tr("new-game", "Tick the factions in play; drag them (or Seat earlier/later) into seating order.")))
        layout.addWidget(self.seating)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self._validate()

    def move_selected(self, step: int) -> None:
        """Move the highlighted faction up or down the seating order (keyboard-friendly)."""
        row = self.factions.currentRow()
        target = row + step
        if row < 0 or not 0 <= target < self.factions.count():
            return
        item = self.factions.takeItem(row)
        self.factions.insertItem(target, item)
        self.factions.setCurrentRow(target)
        self._validate()

    def chosen_factions(self) -> list[str]:
        return [self.factions.item(i).data(Qt.UserRole) for i in range(self.factions.count())
                if self.factions.item(i).checkState() == Qt.Checked]

    def choice(self) -> GameChoice:
        seed = self.seed.text().strip()
        mode = next(b.property("mode") for b in self.modes.buttons() if b.isChecked())
        return GameChoice(self.map_box.currentData(), self.chosen_factions(), int(seed) if seed else None, mode)

    def _validate(self) -> None:
        problem = ""
        if not self.chosen_factions():
            problem = tr("new-game", "Tick at least one faction.")
        seed = self.seed.text().strip()
        if seed and not seed.lstrip("-").isdigit():
            problem = tr("new-game", "The seed must be a whole number, not {seed!r} (or leave it empty for a random one).").format(
                seed=seed)
        chosen = [faction_name(f) for f in self.chosen_factions()]
        self.seating.setText(tr("new-game", "Seating: {factions}. {first} takes the first turn.").format(
            factions=", ".join(chosen), first=chosen[0]) if chosen else "")
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        self.buttons.button(QDialogButtonBox.Ok).setEnabled(not problem)
