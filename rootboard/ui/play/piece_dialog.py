"""Game › Move or place pieces (Ctrl+M): the mouse's drags, by keyboard.

A form: Move or Place, faction, piece, from, to, how many (and Slip, the Ferry, a relic
carried or a plot face up where they apply). Under it, the core's verdict on exactly that action, updated as the form changes,
with its Law section: the dialog decides nothing. OK performs the action through the
game part, as a drop would; in enforce mode it is offered only when the action is legal.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QSpinBox, QVBoxLayout, QWidget,
)

from rootboard.i18n import tr
from rootboard.messages import fill, render
from rootboard.game.replay import TEACH
from rootboard.game.actions import Move, Place
from rootboard.game.movement import MoveRequest, carriable
from rootboard.game.factions import FACTIONS
from rootboard.game.terms import faction_name, piece_name
from rootboard.game.placement import PieceRequest
from rootboard.game.display import Stack, shown_stacks
from rootboard.game.state import BURROW, SUPPLY, area_name

from rootboard.ui.play.game_play import GamePart

MOVE, PLACE = "Move", "Place"  # the Action field's data; shown in the window's language


class PieceDialog(QDialog):
    def __init__(self, parent: QWidget, game: GamePart):
        super().__init__(parent)
        self.game = game  # the session on show, and perform: the dialog needs nothing else
        self.setWindowTitle(tr("piece-dialog", "Move or place pieces"))
        self.setMinimumWidth(400)
        self.kind = QComboBox()
        self.kind.addItem(tr("piece-dialog", "Move"), MOVE)
        self.kind.addItem(tr("piece-dialog", "Place"), PLACE)
        self.faction = QComboBox()
        self.origin = QComboBox()
        self.piece = QComboBox()
        self.destination = QComboBox()
        self.count = QSpinBox()
        self.slip = QCheckBox(tr("piece-dialog", "Slip (9.4.2)"))
        self.ferry = QCheckBox(tr("piece-dialog", "by Ferry (16.2.2.V)"))
        self.carry = QComboBox()  # Keeper warriors carry a relic each (15.2.4)
        self.face_up = QCheckBox(tr("piece-dialog", "placed face up (13.2.2)"))  # Corvid plots; face down by default (13.5.2)
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.verdict.setObjectName("verdict")
        self.buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout()
        for label, field in ((tr("piece-dialog", "&Action"), self.kind), (tr("piece-dialog", "&Faction"), self.faction),
                             (tr("piece-dialog", "F&rom"), self.origin), (tr("piece-dialog", "&Piece"), self.piece),
                             (tr("piece-dialog", "&To"), self.destination), (tr("piece-dialog", "How &many"), self.count)):
            form.addRow(label, field)
        form.addRow("", self.slip)
        form.addRow("", self.ferry)
        form.addRow(tr("piece-dialog", "&Carrying"), self.carry)
        form.addRow("", self.face_up)
        column = QVBoxLayout(self)
        column.addLayout(form)
        column.addWidget(self.verdict)
        column.addWidget(self.buttons)
        self._fill()
        self.kind.currentIndexChanged.connect(self._fill_origins)
        self.faction.currentIndexChanged.connect(self._fill_origins)
        self.origin.currentIndexChanged.connect(self._fill_pieces)
        self.piece.currentIndexChanged.connect(self._fill_count)
        for signal in (self.destination.currentIndexChanged, self.count.valueChanged, self.slip.toggled,
                       self.ferry.toggled, self.carry.currentIndexChanged, self.face_up.toggled):
            signal.connect(self._judge)

    # --- what the form offers: read from the game ---------------------------------------------
    @property
    def state(self):
        return self.game.session.state

    def _fill(self) -> None:
        state = self.state
        for fid in state.in_game:
            self.faction.addItem(faction_name(fid), fid)
        self.faction.setCurrentIndex(max(0, self.faction.findData(state.current)))
        for area in self._areas():
            self.destination.addItem(area_name(area), area)
        self._fill_origins()

    def _areas(self) -> list:
        topology = self.state.topology
        areas = list(topology.areas)
        return areas + [BURROW] if self.state.burrow_in_play else areas

    def _fill_origins(self) -> None:
        """Move: the areas holding this faction's pieces. Place: its supply."""
        fid = self.faction.currentData()
        placing = self.kind.currentData() == PLACE
        self.origin.blockSignals(True)
        self.origin.clear()
        if placing:
            self.origin.addItem(tr("piece-dialog", "the supply"), None)
        else:
            for area in self._areas():
                if any(f == fid and n > 0 for (f, _), n in self.state.areas.get(area, {}).items()):
                    self.origin.addItem(area_name(area), area)
        self.origin.setEnabled(not placing)
        self.origin.blockSignals(False)
        slips = bool(fid) and self.state.law[fid].slips
        self.slip.setEnabled(slips and not placing)
        self._fill_pieces()

    def _fill_pieces(self) -> None:
        fid, where = self.faction.currentData(), self.origin.currentData()
        placing = self.kind.currentData() == PLACE
        # A move takes what is in its origin; with no origin (the faction has nothing on the
        # map) that is nothing, not the supply, where only a placement comes from.
        source = self.state.supply if placing else self.state.areas.get(where, {})
        entries = [(f, piece, n) for (f, piece), n in source.items() if f == fid and n > 0]
        # As the table may see them: a face-down plot's kind is not listed (13.2.2), unless
        # the game part shows its owner's view; a face-down plot is not moved or placed by name.
        shown = shown_stacks(self.state, SUPPLY if where is None else where, entries, self.game.viewer)
        self.piece.blockSignals(True)
        self.piece.clear()
        for f, piece, n in shown:
            if not Stack(f, piece, n).face_down:
                self.piece.addItem(f"{piece_name(piece).replace('-', ' ')} ({n})", (piece, n))
        self.piece.blockSignals(False)
        self.ferry.setEnabled(where is not None and where == self.state.ferry)
        self._fill_count()

    def _fill_count(self) -> None:
        chosen = self.piece.currentData()
        where = self.origin.currentData()
        relics = [] if chosen is None or where is None else carriable(
            self.state, self.faction.currentData(), where, chosen[0])
        self.carry.blockSignals(True)
        self.carry.clear()
        self.carry.addItem(tr("piece-dialog", "no relic"), None)
        for relic in relics:
            self.carry.addItem(fill(tr("piece-dialog", "{relic:piece.a}"), relic=relic), relic)
        self.carry.setEnabled(bool(relics))
        self.carry.blockSignals(False)
        self.face_up.setEnabled(chosen is not None and where is None
                                and bool(self.state.law[self.faction.currentData()].piece(chosen[0]).face_down))
        self.count.blockSignals(True)
        self.count.setRange(1, max(1, chosen[1] if chosen else 1))
        self.count.blockSignals(False)
        self._judge()

    # --- the core's verdict ---------------------------------------------------------------
    def action(self):
        """The action the form describes, or None while it describes none (no pieces)."""
        chosen = self.piece.currentData()
        if chosen is None or self.faction.currentData() is None:
            return None
        fid, piece, count, to = self.faction.currentData(), chosen[0], self.count.value(), self.destination.currentData()
        if self.kind.currentData() == PLACE:
            return Place(PieceRequest(fid, piece, to, count, face_up=self.face_up.isEnabled() and self.face_up.isChecked()))
        relic = self.carry.currentData()
        return Move(MoveRequest(fid, self.origin.currentData(), to, count, piece,
                                slip=self.slip.isEnabled() and self.slip.isChecked(),
                                ferry=self.ferry.isEnabled() and self.ferry.isChecked(),
                                carry=(relic,) if relic else ()))

    def _judge(self) -> None:
        action = self.action()
        ok = self.buttons.button(QDialogButtonBox.Ok)
        if action is None:
            self.verdict.setText(tr("piece-dialog", "Nothing of this faction's to move from there."))
            ok.setEnabled(False)
            return
        verdict = self.game.session.check(action).verdict
        mark = "✓" if verdict.legal else "✗"
        self.verdict.setText(f"{mark} {render(verdict.message)}")
        teach = self.game.session.mode == TEACH
        ok.setEnabled(verdict.legal or (teach and verdict.possible))

    def accept(self) -> None:
        action = self.action()
        if action is not None:
            self.game.perform(action)
        super().accept()
