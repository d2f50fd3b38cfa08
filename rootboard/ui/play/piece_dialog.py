"""Game › Move or place pieces (Ctrl+M): the mouse's drags, by keyboard.

A form: Move or Place, faction, piece, from, to, how many (and Slip, the Ferry, a relic
carried or a plot face up where they apply). Under it, the core's verdict on exactly that action, updated as the form changes,
with its Law section: the dialog decides nothing. OK performs the action through the
game part, as a drop would; in enforce mode it is offered only when the action is legal.

The To list offers first the destinations the core allows for what the form says (each
judged by the same check as the verdict), and starts on the first of them. The window
shows the form docked beside the board (:func:`show_piece_form`), where it covers none of
it and stays for the next move, following the game as it changes.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QDockWidget, QFormLayout, QLabel, QSpinBox, QVBoxLayout, QWidget,
)

from rootboard.i18n import N_, tr
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
from rootboard.ui.widgets.wrapping_check import WrappingCheckBox

MOVE, PLACE = "Move", "Place"  # the Action field's data; shown in the window's language


class PieceDialog(QDialog):
    def __init__(self, parent: QWidget, game: GamePart, docked: bool = False):
        super().__init__(parent)
        self.game = game  # the session on show, and perform: the dialog needs nothing else
        # Docked: a part of the window (no window of its own); OK performs and the form stays
        # for the next move; Close hides its dock.
        self.docked = docked
        if docked:
            self.setWindowFlags(Qt.Widget)
        self.setWindowTitle(tr("piece-dialog", "Move or place pieces"))
        if not docked:  # docked, as wide as its words need: the dock's column decides the rest
            self.setMinimumWidth(400)
        self.kind = QComboBox()
        self.kind.addItem(tr("piece-dialog", "Move"), MOVE)
        self.kind.addItem(tr("piece-dialog", "Place"), PLACE)
        self.faction = QComboBox()
        self.origin = QComboBox()
        self.piece = QComboBox()
        self.destination = QComboBox()
        self.count = QSpinBox()
        # Their words wrap: "met de beeldzijde naar boven geplaatst (13.2.2)" on one line made the
        # docked form 400 pixels wide, and beside a recorded game's Rootlog dock the Dutch window
        # grew past a 1366-pixel laptop (the window audit).
        self.slip = WrappingCheckBox(tr("piece-dialog", "Slip (9.4.2)"))
        self.ferry = WrappingCheckBox(tr("piece-dialog", "by Ferry (16.2.2.V)"))
        self.carry = QComboBox()  # Keeper warriors carry a relic each (15.2.4)
        self.face_up = WrappingCheckBox(tr("piece-dialog", "placed face up (13.2.2)"))  # Corvid plots; face down by default (13.5.2)
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.verdict.setObjectName("verdict")
        self.buttons = QDialogButtonBox(QDialogButtonBox.Ok | (QDialogButtonBox.Close if docked else QDialogButtonBox.Cancel))
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
        self.destination.currentIndexChanged.connect(self._judge)
        # What may change where the pieces may go: the legal destinations are listed again.
        for signal in (self.count.valueChanged, self.slip.toggled, self.ferry.toggled, self.carry.currentIndexChanged,
                       self.face_up.toggled):
            signal.connect(self._destinations_changed)

    # --- what the form offers: read from the game ---------------------------------------------
    @property
    def state(self):
        return self.game.session.state

    def _fill(self) -> None:
        state = self.state
        for fid in state.in_game:
            self.faction.addItem(faction_name(fid), fid)
        self.faction.setCurrentIndex(max(0, self.faction.findData(state.current)))
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
        self._fill_destinations(keep=False)
        self._judge()

    def _destinations_changed(self) -> None:
        self._fill_destinations(keep=True)
        self._judge()

    def _fill_destinations(self, keep: bool) -> None:
        """Every area, those the core allows for what the form says first (judged by the same
        check as the verdict), then a line, then the rest (to see why they are refused).
        ``keep``: stay on the destination chosen; else start on the first legal one. When none
        is, the core says a move's own reason before the turn's, and where it goes before when:
        the first area (the origin, a clearing not adjacent) said only that (4.2), though the
        move was refused to every destination for its phase. So the form starts on one the turn
        alone refuses (1.4.1: not its step), else on a neighbour of the origin, where the verdict
        says what is wrong with the move itself (the Vagabond's Move in Birdsong, 9.5.1)."""
        current = self.destination.currentData()
        areas = self._areas()
        verdicts = {area: self._verdict_to(area) for area in areas}
        legal = [area for area in areas if verdicts[area] is not None and verdicts[area].legal]
        others = [area for area in areas if area not in legal]
        self.destination.blockSignals(True)
        self.destination.clear()
        for area in legal:
            self.destination.addItem(area_name(area), area)
        if legal and others:
            self.destination.insertSeparator(len(legal))
        for area in others:
            self.destination.addItem(area_name(area), area)
        wanted = current if (keep and current is not None) or current in legal else (
            legal or self._turn_refused(verdicts) or self._next_to_origin(areas) or areas or [None])[0]
        self.destination.setCurrentIndex(max(0, self.destination.findData(wanted)))
        self.destination.blockSignals(False)

    def _verdict_to(self, area):
        """The core's verdict on the form's action to ``area`` (None: the form says no action)."""
        action = self.action(to=area)
        return self.game.session.check(action).verdict if action is not None else None

    def _legal_to(self, area) -> bool:
        verdict = self._verdict_to(area)
        return verdict is not None and verdict.legal

    def _next_to_origin(self, areas: list) -> list:
        """The areas one move could reach from the origin, in the list's order (none: placing)."""
        from rootboard.game.movement import neighbours

        origin = self.origin.currentData()
        near = neighbours(self.state, origin) if self.kind.currentData() == MOVE and origin is not None else set()
        return [area for area in areas if area in near]

    def _turn_refused(self, verdicts: dict) -> list:
        """The areas whose verdict is the turn's reason against the form's action (1.4.1)."""
        from rootboard.game.turns.check import turn_refusal

        action = self.action(to=next(iter(verdicts), None))
        reason = turn_refusal(self.state, action) if action is not None else None
        return [] if reason is None else [a for a, v in verdicts.items() if v is not None and v.message == reason]

    # --- the core's verdict ---------------------------------------------------------------
    def action(self, to=None):
        """The action the form describes (to ``to`` if given), or None while it describes none
        (no pieces)."""
        chosen = self.piece.currentData()
        if chosen is None or self.faction.currentData() is None:
            return None
        to = self.destination.currentData() if to is None else to
        fid, piece, count = self.faction.currentData(), chosen[0], self.count.value()
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
        if self.docked:
            self.refresh()  # the next move, from the position this one made
        else:
            super().accept()

    def reject(self) -> None:
        if self.docked:
            dock = self._dock()
            if dock is not None:
                dock.hide()
            return
        super().reject()

    def _dock(self) -> QDockWidget | None:
        widget = self.parentWidget()
        while widget is not None and not isinstance(widget, QDockWidget):
            widget = widget.parentWidget()
        return widget

    def refresh(self) -> None:
        """Filled again from the game as it is now, keeping what was chosen where it still can be."""
        if self.game.session is None:
            return
        kind, fid, origin = self.kind.currentData(), self.faction.currentData(), self.origin.currentData()
        chosen, to = self.piece.currentData(), self.destination.currentData()
        for box in (self.kind, self.faction, self.origin):
            box.blockSignals(True)
        self.faction.clear()
        for faction in self.state.in_game:
            self.faction.addItem(faction_name(faction), faction)
        self.kind.setCurrentIndex(max(0, self.kind.findData(kind)))
        self.faction.setCurrentIndex(max(0, self.faction.findData(fid if fid in self.state.in_game else self.state.current)))
        for box in (self.kind, self.faction, self.origin):
            box.blockSignals(False)
        self._fill_origins()
        if origin is not None and self.origin.findData(origin) >= 0:
            self.origin.setCurrentIndex(self.origin.findData(origin))
        pieces = [self.piece.itemData(i)[0] for i in range(self.piece.count())]
        if chosen is not None and chosen[0] in pieces:
            self.piece.setCurrentIndex(pieces.index(chosen[0]))
        if to is not None and self._legal_to(to):
            self.destination.setCurrentIndex(self.destination.findData(to))


class PieceForm:
    """Game › Move or place pieces: the form in a dock of the window, in a tab of ``beside``'s
    column, where it covers none of the board (once a dialog over it, opening on it). Made
    on first use and kept; filled again as the game changes, and made again in a new language."""

    def __init__(self, window: QWidget, game: GamePart, docks, beside: QDockWidget):
        self.window, self.game = window, game
        self.form: PieceDialog | None = None
        self.dock = docks.add(N_("dock", "Move or place pieces"), "piece-dock", QWidget())
        if "piece-dock" not in docks.restored:
            docks.behind(beside, self.dock)
        self.dock.hide()
        game.game_updated.connect(self._follow)
        game.session_changed.connect(self._follow)
        game.language_changed.connect(self._drop)  # its words are made again at the next show

    def show(self) -> PieceDialog | None:
        from rootboard.ui.widgets.docks import scrolled, show_dock

        if self.game.session is None:
            return None
        if self.form is None:
            self.form = PieceDialog(self.window, self.game, docked=True)
            self.form.setObjectName("piece-form")
            old = self.dock.widget()
            self.dock.setWidget(scrolled(self.form))
            if old is not None:
                old.deleteLater()
        else:
            self.form.refresh()
        show_dock(self.dock)
        self.form.kind.setFocus()
        return self.form

    def _follow(self, *_args) -> None:
        if self.game.session is None:
            self.dock.hide()
        elif self.form is not None and self.dock.isVisible():
            self.form.refresh()

    def _drop(self) -> None:
        if self.form is not None:
            self.form = None
            if self.dock.isVisible():
                self.show()
