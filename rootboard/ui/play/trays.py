"""Supply trays: each faction's pieces still in its supply (16.6.30), ready to be dragged out.

One tray per faction in play, one tile per kind of piece with how many remain (from
``state.supply``). Pressing a tile starts a drag of the board interaction
(:meth:`BoardInteraction.begin_place`); the tile keeps the mouse while the button is held
(Qt's implicit grab), so it passes every move and the release on to the board, where the
drop is checked and done like any other (``Place``). Shift+drag takes the whole supply of
that piece; the wheel, + / - or a digit change the count while dragging.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QSize, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from rootboard.game import hirelings
from rootboard.game.display import FACE_DOWN, Stack, supply_display
from rootboard.game.factions import FACTIONS
from rootboard.game.kinds import MARKER
from rootboard.game.terms import card_name, faction_title
from rootboard.i18n import ntr, tr
from rootboard.messages import fill

from rootboard.ui.board import theme
from rootboard.ui.board.badges import badge_pixmap, nobody_pixmap
from rootboard.ui.board.piece_art import draw_piece, mark_name, piece_kind
from rootboard.ui.board.pieces import piece_label

TILE = 46  # pixels
UNTRAYED = {"torch"}  # the Scoundrel's torch is an item (16.6.13), never placed from a supply


def _trayed(stack: Stack) -> bool:
    """Markers (ruins, closed paths) are the map's, never in a tray."""
    return stack.face_down or piece_kind(stack.faction, stack.piece) != MARKER
PER_ROW = 4


class TrayPiece(QWidget):
    """One kind of piece in a tray: its icon, how many remain; drag it onto the board."""

    def __init__(self, interaction, faction: str, piece: str, count: int):
        super().__init__()
        self.interaction = interaction
        self.faction, self.piece = faction, piece
        self.count = 0
        self._dragging = False
        self.setFixedSize(QSize(TILE, TILE + 14))
        self.setCursor(Qt.OpenHandCursor)
        self.set_count(count)

    def set_count(self, count: int) -> None:
        if count != self.count:
            self.count = count
            self.setEnabled(count > 0)
            self.say()
            self.update()

    @property
    def face_down(self) -> bool:
        return self.piece == FACE_DOWN

    def say(self) -> None:
        """Its tooltip and accessible name, in the language of the moment."""
        count = self.count
        if self.face_down:  # the supply's plots lie face down (13.2.2): which are left is the owner's to know
            name = piece_label((self.faction, self.piece, count))
            self.setToolTip(tr("trays", "{pieces} in supply, face down: only their owner knows which. To place "
                               "one, switch to their view (View menu)").format(pieces=name))
            self.setAccessibleName(tr("trays", "{pieces} in supply, face down").format(pieces=name))
            self.setCursor(Qt.ArrowCursor)
            return
        name = piece_label((self.faction, self.piece, count)) if count else \
            fill(tr("trays", "no {faction:faction} {piece:piece} left"), faction=self.faction, piece=self.piece)
        from rootboard.ui.play.shortcuts import key_name

        self.setToolTip(tr("trays", "{pieces} in supply — drag onto a clearing or forest to place "
                           "({shift}: all of them; wheel or +/- while dragging: how many)").format(
            pieces=name, shift=key_name("Shift")))
        self.setAccessibleName(tr("trays", "{pieces} in supply").format(pieces=name))

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
        if not self.isEnabled():
            painter.setOpacity(0.35)
        draw_piece(painter, self.faction, self.piece, QPointF(TILE / 2, TILE / 2 - 1), TILE * 0.62)
        theme.draw_text(painter, TILE / 2, TILE + 5, f"×{self.count}", 12, theme.INK)
        painter.end()

    # The drag itself belongs to the board interaction; the tile only hands it the mouse.
    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.LeftButton and self.count and not self.face_down:
            whole = bool(event.modifiers() & Qt.ShiftModifier)
            self._dragging = self.interaction.begin_place(self.faction, self.piece,
                                                          self.count if whole else 1) is not None
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:
        if self._dragging and self.interaction.drag is not None:
            self.interaction.drag_to(self._on_board(event))
            event.accept()

    def mouseReleaseEvent(self, event) -> None:
        if self._dragging and event.button() == Qt.LeftButton:
            self._dragging = False
            if self.interaction.drag is not None:
                self.interaction.drop_at(self._on_board(event))
            event.accept()

    def _on_board(self, event) -> QPoint:
        return self.interaction.view.viewport().mapFromGlobal(event.globalPosition().toPoint())


BADGE = 18  # pixels: a hireling's controller


class SupplyTray(QFrame):
    """One faction's supply: a heading (its glyph, colour and name) and its tiles. A hireling's
    tray also says who controls it and with how many control markers (16.4.1), and names the
    side showing: its demoted side's name when demoted (16.1.6.II)."""

    def __init__(self, interaction, faction: str, supply: dict):
        super().__init__()
        self.faction = faction
        self.setFrameShape(QFrame.StyledPanel)
        self._border(faction)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        self.heading = QLabel()
        self.heading.setStyleSheet("color: #3a2419;")
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        self.controller: str | None = None
        self.control = self.badge = None
        if FACTIONS[faction].hireling:
            row = QHBoxLayout()
            row.setContentsMargins(0, 0, 0, 0)
            row.setSpacing(4)
            self.badge, self.control = QLabel(), QLabel()
            self.control.setWordWrap(True)
            self.control.setStyleSheet("color: #3a2419;")
            row.addWidget(self.badge, 0, Qt.AlignTop)
            row.addWidget(self.control, 1)
            layout.addLayout(row)
        self.show_heading(None)
        grid = QGridLayout()
        grid.setSpacing(2)
        layout.addLayout(grid)
        self.grid = grid
        self.interaction = interaction
        self.tiles: dict[str, TrayPiece] = {}
        self.show_supply([Stack(faction, p.name, supply.get((faction, p.name), 0)) for p in FACTIONS[faction].pieces])

    def show_supply(self, stacks) -> None:
        """The supply as :func:`rootboard.game.display.supply_display` gives it; the tiles are
        made again only when the kinds shown change (a change of view)."""
        wanted = [s for s in stacks if s.piece not in UNTRAYED and _trayed(s)]
        if [s.piece for s in wanted] != list(self.tiles):
            for tile in self.tiles.values():
                self.grid.removeWidget(tile)
                tile.hide()  # out of the layout it would sit over the heading until deleted, a frame or more
                tile.deleteLater()
            self.tiles = {}
            for n, s in enumerate(wanted):
                tile = TrayPiece(self.interaction, self.faction, s.piece, 0)
                self.grid.addWidget(tile, n // PER_ROW, n % PER_ROW)
                self.tiles[s.piece] = tile
        for s in wanted:
            self.tiles[s.piece].set_count(s.count)

    def _border(self, fid: str) -> None:
        """The tray's edge in its faction's colour (a controlled hireling: its controller's)."""
        self.setStyleSheet(f"SupplyTray {{ border: 2px solid {theme.faction_colour(fid).name()}; "
                           f"border-radius: 6px; background: #fbf5e6; }}")

    def show_heading(self, state) -> None:
        """The name on the side showing, its glyph; for a hireling, its controller and markers."""
        fid = self.faction
        glyph = f"<span style='color:#6b5440'>({tr('glyph', mark_name(fid))})</span>"
        demoted = state is not None and fid in state.demoted and hirelings.is_named(fid)
        # A hireling goes by one name everywhere (this tray, the battle panel, the command line):
        # its own; the side its card shows when demoted (16.1.6.II) is said under it.
        name = card_name(fid) if hirelings.is_named(fid) else faction_title(fid)
        heading = f"<b>{name}</b> {glyph}"
        if demoted:
            heading += "<br><span style='color:#6b5440'>" + fill(tr("trays", "{card:card} (demoted side)"),
                                                                 card=hirelings.showing(state, fid)) + "</span>"
        self.heading.setText(heading)
        if self.control is None:
            return
        who = state.controllers.get(fid) if state is not None else None
        if who != self.controller:
            self._border(who or fid)
        self.controller = who
        self.badge.setPixmap(nobody_pixmap(BADGE) if who is None else badge_pixmap(who, BADGE))
        if who is None:
            self.control.setText(tr("trays", "nobody controls it"))
            return
        said = fill(tr("trays", "controlled by {who:title}"), who=who)
        if hirelings.is_named(fid):
            markers = state.control_markers.get(fid, 0)
            said += "<br>" + ntr("trays", "{count} control marker", "{count} control markers", markers).format(
                count=markers)
            if fid in state.to_roll:
                said += "<br>" + tr("trays", "rolls for control at once (16.4.1.III)")
        self.control.setText(said)


class SupplyTrays(QScrollArea):
    """Every faction's tray, in seating order, then hirelings; empty when no game is open."""

    def __init__(self, interaction):
        super().__init__()
        self.interaction = interaction
        self.trays: dict[str, SupplyTray] = {}
        self.setWidgetResizable(True)
        self.setMinimumWidth(PER_ROW * (TILE + 2) + 40)
        self._show_factions(())

    def _show_factions(self, factions) -> None:
        body = QWidget()
        column = QVBoxLayout(body)
        column.setContentsMargins(4, 4, 4, 4)
        self.trays = {}
        if not factions:
            hint = QLabel(tr("trays", "Start or open a game (File menu) to play pieces from the supply."))
            hint.setWordWrap(True)
            column.addWidget(hint)
        for fid in factions:
            self.trays[fid] = SupplyTray(self.interaction, fid, {})
            column.addWidget(self.trays[fid])
        column.addStretch(1)
        self.setWidget(body)

    def show_state(self, state, viewer: str | None = None) -> None:
        """Counts from the supply as ``viewer`` (None: the whole table) may see it; the trays
        are rebuilt only if the factions changed."""
        factions = tuple(state.in_game) if state is not None else ()
        if factions != tuple(self.trays):
            self._show_factions(factions)
        for fid, tray in self.trays.items():
            tray.show_supply(supply_display(state, fid, viewer))
            tray.show_heading(state)

    def retranslate(self) -> None:
        """After a change of language: every tile says its pieces again (headings follow
        the next show_state)."""
        for tray in self.trays.values():
            for tile in tray.tiles.values():
                tile.say()

    def tile(self, faction: str, piece: str) -> TrayPiece:
        return self.trays[faction].tiles[piece]

