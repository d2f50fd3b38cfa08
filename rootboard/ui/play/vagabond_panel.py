"""The Vagabond's board as a dock: his items (our own icons; exhausted turned a quarter, damaged
apart), his relationships, and his actions, every change through ``window.perform`` (so through
the core's checks, exactly as the command line's ``item``, ``refresh``, ``special``... commands).

Click an item for its menu (exhaust, refresh, damage, repair); drop an item on the Damaged row to
damage it, or on the Satchel row to repair it. A relationship is changed in its box. Attached
with the first game, like the Supply dock; hidden when the game has no Vagabond.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QMimeData, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QDrag, QIcon, QPainter, QPixmap, QTransform
from PySide6.QtWidgets import (QComboBox, QFrame, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QMenu,
                               QPushButton, QScrollArea, QToolButton, QVBoxLayout, QWidget)

from rootboard.game.factions import FACTIONS
from rootboard.game.terms import faction_name, item_name
from rootboard.i18n import N_, tr
from rootboard.messages import fill
from rootboard.game.factions.vagabond.board import character_name, ALLIED_SPACES, CHARACTERS, DAMAGED, HOSTILE, R_ITEMS, SATCHEL, TRACK, others, relationship
from rootboard.ui.board.theme import icon
from rootboard.ui.widgets.docks import FittingScroll

# The panel's words, in one place (to be wrapped for translation).
WORDS = {  # N_(context, English): shown through tr(), in the window's language
    "title": N_("vagabond", "Vagabond"),
    "unknown": N_("vagabond", "His items are not known in this game."),
    "set": N_("vagabond", "Set character"),
    TRACK: N_("vagabond", "Tracks"),
    SATCHEL: N_("vagabond", "Satchel"),
    DAMAGED: N_("vagabond", "Damaged"),
    "limit": N_("vagabond", "Items {held} of {limit} · Refresh {refresh}"),
    "exhaust": N_("vagabond", "Exhaust"), "refresh": N_("vagabond", "Refresh"), "damage": N_("vagabond", "Damage"), "repair": N_("vagabond", "Repair (hammer)"),
    "refresh-all": N_("vagabond", "Refresh"), "rest": N_("vagabond", "Rest"), "special": N_("vagabond", "Special"), "explore": N_("vagabond", "Explore"),
    "strike": N_("vagabond", "Strike"), "hit": N_("vagabond", "Take a hit"),
    "relationships": N_("vagabond", "Relationships"),
    "hostile": N_("vagabond", "Hostile"), "indifferent": N_("vagabond", "Indifferent"), "space": N_("vagabond", "Allied track {n}"), "allied": N_("vagabond", "Allied"),
    "exhausted": N_("vagabond", "{item:item} (exhausted)"),
}
ICON = 34
ITEMS_PER_ROW = 4
MIME = "application/x-rootboard-item"


def item_pixmap(item: str, exhausted: bool, size: int = ICON) -> QPixmap:
    """Our icon for ``item``; exhausted: turned a quarter and faded, as a flipped token reads."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.Antialiasing)
    if exhausted:
        painter.setOpacity(0.55)
        painter.setTransform(QTransform().translate(size / 2, size / 2).rotate(90).translate(-size / 2, -size / 2))
    icon(f"item-{item}").render(painter, QRectF(2, 2, size - 4, size - 4))
    painter.end()
    return pixmap



def word(key) -> str:
    """One of the panel's words, in the window's language."""
    return tr(*WORDS[key])


class ItemButton(QToolButton):
    def __init__(self, panel: "VagabondPanel", fid: str, item, parent=None):
        super().__init__(parent)
        self.panel, self.fid, self.item = panel, fid, item
        self.setIcon(QIcon(item_pixmap(item.item, item.exhausted)))
        self.setIconSize(QSize(ICON, ICON))
        self.setAutoRaise(True)
        name = fill(word("exhausted"), item=item.item) if item.exhausted else item_name(item.item)
        self.setToolTip(name)
        self.setAccessibleName(name)
        self.setObjectName(f"item-{fid}-{item.item}")
        self.clicked.connect(self.show_menu)

    def show_menu(self) -> None:
        menu = QMenu(self)
        i = self.item
        for op, enabled in (("exhaust", i.usable), ("refresh", i.exhausted), ("damage", i.where != DAMAGED)):
            menu.addAction(word(op), lambda op=op: self.panel.item_change(self.fid, i.item, op)).setEnabled(enabled)
        menu.addAction(word("repair"), lambda: self.panel.repair(self.fid, i.item)).setEnabled(i.where == DAMAGED)
        menu.exec(self.mapToGlobal(self.rect().bottomLeft()))

    def mouseMoveEvent(self, event) -> None:
        if event.buttons() & Qt.LeftButton:
            drag = QDrag(self)
            data = QMimeData()
            data.setData(MIME, QByteArray(f"{self.fid}:{self.item.item}:{self.item.where}".encode()))
            drag.setMimeData(data)
            drag.setPixmap(item_pixmap(self.item.item, self.item.exhausted))
            drag.exec(Qt.MoveAction)
            return
        super().mouseMoveEvent(event)


class ItemRow(QFrame):
    """One part of his board; dropping an item here damages it (Damaged) or repairs it (Satchel)."""

    def __init__(self, panel: "VagabondPanel", fid: str, where: str):
        super().__init__()
        self.panel, self.fid, self.where = panel, fid, where
        self.setAcceptDrops(where in (DAMAGED, SATCHEL))
        self.setObjectName(f"row-{where}")
        self.setStyleSheet(f"#row-{where} {{ background: {'#f1dcd2' if where == DAMAGED else '#f6ecd9'};"
                           " border: 1px solid #cdb893; border-radius: 6px; }")
        # Items in rows of ITEMS_PER_ROW: a full Satchel wraps onto a second row instead of
        # running out of the dock (issue 23.3: the fifth item could not be reached).
        self.row = QGridLayout(self)
        self.row.setContentsMargins(4, 2, 4, 2)
        self.row.setSpacing(2)
        self.row.setColumnStretch(ITEMS_PER_ROW, 1)
        self.buttons: list[QWidget] = []

    def add(self, button: QWidget) -> None:
        n = len(self.buttons)
        self.row.addWidget(button, n // ITEMS_PER_ROW, n % ITEMS_PER_ROW)
        self.buttons.append(button)

    def dragEnterEvent(self, event) -> None:
        if event.mimeData().hasFormat(MIME):
            event.acceptProposedAction()

    def dropEvent(self, event) -> None:
        fid, item, where = bytes(event.mimeData().data(MIME)).decode().split(":")
        if fid != self.fid or where == self.where:
            return
        if self.where == DAMAGED:
            self.panel.item_change(fid, item, "damage")
        elif where == DAMAGED:
            self.panel.repair(fid, item)
        event.acceptProposedAction()


class VagabondPanel(FittingScroll):
    """Given ``perform`` (the game part's: every change through the rules) and ``selected``
    (the area picked on the board: Glide's destination)."""

    def __init__(self, perform, selected):
        super().__init__()
        self.perform, self.selected = perform, selected
        self.setWidgetResizable(True)
        self.setObjectName("vagabond-panel")
        self.setFrameShape(QFrame.NoFrame)
        # As wide as its contents need (their words in the window's language), and a scroll
        # bar where the screen is shorter or narrower than that: nothing is ever cut off.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAsNeeded)

    def _perform(self, action) -> None:
        # After the click's own handler returns: the change redraws the panel, and the widget
        # that was clicked goes with it (deleting it inside its own signal crashes Qt).
        QTimer.singleShot(0, lambda: self.perform(action))

    # --- actions the panel offers ---
    def item_change(self, fid: str, item: str, op: str) -> None:
        from rootboard.game.factions.vagabond.actions import ItemChange

        self._perform(ItemChange(fid, item, op))

    def repair(self, fid: str, item: str) -> None:
        from rootboard.game.factions.vagabond.actions import Repair

        self._perform(Repair(fid, item))

    # --- drawing ---
    def show_state(self, state) -> None:
        body = QWidget()
        body.setStyleSheet("QWidget { color: #3a2419; } QGroupBox { font-weight: bold; }")
        column = QVBoxLayout(body)
        vagabonds = [f for f in (state.factions if state else []) if FACTIONS[f].vagabond]
        for fid in vagabonds:
            column.addWidget(self._board_box(state, fid))
        column.addStretch(1)
        self.setWidget(body)
        self.updateGeometry()  # as wide as the new contents need (FittingScroll)

    def _board_box(self, state, fid: str) -> QGroupBox:
        from rootboard.game.factions.vagabond import actions as va

        board = state.vagabonds.get(fid)
        box = QGroupBox(faction_name(fid) + (f" — {character_name(board.character).title()}" if board else ""))
        box.setObjectName(f"board-{fid}")
        layout = QVBoxLayout(box)
        if board is None:
            layout.addWidget(QLabel(word("unknown")))
            choose = QComboBox()
            for c in CHARACTERS:
                choose.addItem(character_name(c).title(), c)
            button = QPushButton(word("set"))
            button.clicked.connect(lambda: self._perform(va.SetCharacter(fid, CHARACTERS[choose.currentIndex()])))
            row = QHBoxLayout()
            row.addWidget(choose)
            row.addWidget(button)
            layout.addLayout(row)
            return box
        grid = QGridLayout()
        for n, where in enumerate((TRACK, SATCHEL, DAMAGED)):
            label = QLabel(word(where))
            label.setMinimumWidth(56)
            grid.addWidget(label, n, 0)
            row = ItemRow(self, fid, where)
            for item in board.items:
                if item.where == where:
                    row.add(ItemButton(self, fid, item))
            row.setMinimumHeight(ICON + 8)
            grid.addWidget(row, n, 1)
        layout.addLayout(grid)
        layout.addWidget(QLabel(word("limit").format(held=board.counted_for_limit, limit=board.item_limit,
                                                      refresh=board.refresh_count)))
        layout.addLayout(self._actions(state, fid, board))
        layout.addWidget(self._relationships(state, fid, board))
        return box

    def _actions(self, state, fid: str, board) -> QGridLayout:
        from rootboard.game.factions.vagabond import actions as va

        character = va.CHARACTER_BY_NAME[board.character]
        grid = QGridLayout()
        buttons = [
            (word("refresh-all"), lambda: self._perform(va.Refresh(fid)), None),
            (va.vagabond_word(va.SPECIAL_NAMES[character.special]), lambda: self.special(fid, character), None),
            (word("explore"), None, [(item_name(item), lambda item=item: self._perform(va.Explore(fid, item)))
                                      for item in R_ITEMS]),
            (word("strike"), None, [(faction_name(f), lambda f=f: self._perform(va.Strike(fid, f)))
                                     for f in state.factions if f != fid]),
            (word("rest"), lambda: self._perform(va.Rest(fid)), None),
            (word("hit"), lambda: self._perform(va.Hits(fid, 1)), None),
        ]
        for n, (label, slot, choices) in enumerate(buttons):
            button = QPushButton(label)
            button.setObjectName(f"action-{fid}-{n}")
            if choices:
                menu = QMenu(button)
                for text, choice in choices:
                    menu.addAction(text, choice)
                button.setMenu(menu)
            else:
                button.clicked.connect(slot)
            grid.addWidget(button, n // 2, n % 2)
        return grid

    def special(self, fid: str, character) -> None:
        from rootboard.game.factions.vagabond import actions as va

        if character.special == "glide":  # the destination: the clearing picked on the board
            selected = self.selected()
            self._perform(va.Special(fid, to=selected if isinstance(selected, int) else None))
            return
        self._perform(va.Special(fid))

    def _relationships(self, state, fid: str, board) -> QGroupBox:
        from rootboard.game.factions.vagabond.actions import SetHostile
        from rootboard.game.factions.vagabond import actions as va

        box = QGroupBox(word("relationships"))
        grid = QGridLayout(box)
        labels = [word("hostile"), word("indifferent"),
                  *[word("space").format(n=n) for n in range(1, ALLIED_SPACES)], word("allied")]
        for n, other in enumerate(others(state, fid)):
            grid.addWidget(QLabel(faction_name(other)), n, 0)
            choose = QComboBox()
            choose.setObjectName(f"relationship-{fid}-{other}")
            choose.addItems(labels)
            hostile = relationship(state, fid, other) == HOSTILE
            choose.setCurrentIndex(0 if hostile else 1 + board.space(other))

            def changed(index, other=other, hostile=hostile):
                if index == 0:
                    self._perform(SetHostile(fid, other, True))
                elif hostile:
                    self._perform(SetHostile(fid, other, False))
                else:
                    self._perform(va.SetAllied(fid, other, index - 1))

            choose.currentIndexChanged.connect(changed)
            grid.addWidget(choose, n, 1)
        return box


def attach_vagabond_panel(game, board, docks, explorer_dock) -> VagabondPanel:
    """A "Vagabond" dock beside the board (a tab of the explorer's column, the full height),
    shown while the game has a Vagabond. Given the game part, the board part (the area picked)
    and the window's docks."""
    panel = VagabondPanel(game.perform, lambda: board.selected)
    dock = docks.add(N_("dock", "Vagabond"), "vagabond-dock", panel)
    if "vagabond-dock" not in docks.restored:
        docks.behind(explorer_dock, dock)

    def show(*_args) -> None:
        session = game.session
        panel.show_state(session.state if session is not None else None)

    def new_session(session) -> None:
        show()
        has = session is not None and any(FACTIONS[f].vagabond for f in session.state.factions)
        dock.setVisible(has)
        dock.toggleViewAction().setVisible(has)  # View offers the dock only in a game with a Vagabond
        if has:
            dock.raise_()

    game.session_changed.connect(new_session)
    game.game_updated.connect(show)
    game.language_changed.connect(show)
    new_session(game.session)
    panel.dock = dock
    return panel
