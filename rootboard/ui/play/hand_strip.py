"""The hand strip under the board: the cards at the table, one box per faction.

Each box says what the whole table sees of a faction's cards (1.2.1: a hand's size is public):
how many cards it holds, its cards in play and those used this turn (4.1.3), its Crafted Items
box (4.1.2) and its activated dominance card (3.3.1). A hand's cards are shown only in the
owner's view (the strip's "Seen by" choice, which is the window's view of a faction, the one
that shows the Corvids' face-down plots): everything the strip shows of the cards comes from
the one viewer-aware accessor, :func:`rootboard.game.cards.table.cards_view`, so what another
faction's hand holds never reaches it.

Its buttons change nothing themselves: Draw and Discard are the command line's ``draw`` and
``discard``, performed through the game part (so through the core's checks, in its mode);
Catalogue, Craft and Dominance open the dialogs of :mod:`rootboard.ui.play.card_dialogs`.
The window builds the strip when a game that keeps cards is shown, or when Game › Cards asks
for it; never at its start.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtWidgets import (QComboBox, QFrame, QHBoxLayout, QLabel, QMenu, QPushButton, QScrollArea,
                               QSizePolicy, QToolButton, QVBoxLayout)

from rootboard.i18n import N_, ntr, tr
from rootboard.messages import fill
from rootboard.ui.play.turn_bar import ScoreGrid

WORDS = {  # N_(context, English): shown through tr(), in the window's language
    "title": N_("hand-strip", "Cards"),
    "catalogue": N_("hand-strip", "Catalogue…"),
    "craft": N_("hand-strip", "Craft…"),
    "dominance": N_("hand-strip", "Dominance…"),
    "seen-by": N_("hand-strip", "Seen by"),
    "table": N_("hand-strip", "the whole table (no hand shown)"),
    "draw": N_("hand-strip", "Draw"),
    "discard": N_("hand-strip", "Discard"),
    "unnamed": N_("hand-strip", "a card not named"),
    "not-kept": N_("hand-strip", "Hand: not kept"),
    "none-kept": N_("hand-strip", "No card is kept in this game yet: Draw (16.6.6) starts keeping them."),
    "standard": N_("hand-strip", "Standard deck"),
    "exiles": N_("hand-strip", "Exiles and Partisans deck"),
}

STYLE = """
#hand-strip { background: #efe4c8; border-top: 1px solid #c9b78f; }
#hand-strip QLabel { color: #3a2419; }
#hand-strip QPushButton, #hand-strip QToolButton { padding: 2px 8px; border: 1px solid #8a7552; border-radius: 4px;
                                                   background: #fffaf0; color: #3a2419; }
#hand-strip QPushButton:focus, #hand-strip QToolButton:focus { border: 2px solid #2f6593; }
HandBox { background: #fffaf0; border: 1px solid #cdb893; border-radius: 5px; }
"""


def word(key: str) -> str:
    return tr(*WORDS[key])


def _title(card: str | None) -> str:
    from rootboard.game.cards.names import card_title

    return card_title(card)


def _faction(fid: str) -> str:
    from rootboard.game.terms import faction_name

    return faction_name(fid)


def hand_size(view, fid: str) -> int | None:
    """How many cards ``fid`` holds as the table sees it; None where no hand is kept (no card
    kept at all, or cards in play from hands the game never kept: ``view.hands`` is None)."""
    if view is None or view.hands is None:
        return None
    return view.hands.get(fid, 0)


def hand_lines(view, crafted, fid: str) -> list[str]:
    """What the box of ``fid`` says under its hand's size, each a line: the known cards of its
    hand (only in its own view: ``view.known`` holds the viewer's alone), its cards in play,
    the cards it revealed to take back, its crafted items, its activated dominance card.
    ``view``: a CardsView, or None."""
    lines = []
    if view is not None and fid in view.known:
        known = view.known[fid]
        unnamed = max(0, (hand_size(view, fid) or 0) - len(known))
        names = ", ".join(_title(c) for c in known)
        lines.append(ntr("hand-strip", "In hand: {cards}; {n} not named", "In hand: {cards}; {n} not named",
                         unnamed).format(cards=names, n=unnamed) if unnamed else
                     tr("hand-strip", "In hand: {cards}").format(cards=names))
    if view is not None and view.play.get(fid):
        used = set(view.used.get(fid, ()))
        lines.append(tr("hand-strip", "In play: {cards}").format(cards=", ".join(
            _title(c) + (tr("hand-strip", " (used this turn)") if c in used else "") for c in view.play[fid])))
    if view is not None and view.revealed.get(fid):  # the Mole Artisans' card (16.4.2.II)
        shown = view.revealed[fid]
        lines.append(ntr("hand-strip", "Revealed, back in hand at the end of Evening: {cards}",
                         "Revealed, back in hand at the end of Evening: {cards}", len(shown)).format(
            cards=", ".join(_title(c) for c in shown)))
    items = list(crafted.boxes.get(fid, ()))
    exhausted = list(crafted.exhausted.get(fid, ()))  # face down, as the Vagabond's are shown: public
    if items and exhausted:
        lines.append(fill(tr("hand-strip", "Crafted items: {items:item}; exhausted: {exhausted:item}"),
                          items=items, exhausted=exhausted))
    elif items:
        lines.append(fill(tr("hand-strip", "Crafted items: {items:item}"), items=items))
    if view is not None and view.activated.get(fid):
        lines.append(tr("hand-strip", "Dominance activated: {card}").format(card=_title(view.activated[fid])))
    return lines


class HandBox(QFrame):
    """One faction's cards: its badge and name, its hand's size, Draw and Discard, and the lines
    of :func:`hand_lines`."""

    def __init__(self, fid: str, strip: "HandStrip"):
        super().__init__()
        from rootboard.ui.board.badges import badge_pixmap

        self.fid, self.strip = fid, strip
        self.setObjectName(f"hand-{fid}")
        self.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Minimum)
        column = QVBoxLayout(self)
        column.setContentsMargins(5, 3, 5, 3)
        column.setSpacing(2)
        top = QHBoxLayout()
        top.setSpacing(4)
        badge = QLabel()
        badge.setPixmap(badge_pixmap(fid, 18))
        self.name = QLabel()
        self.name.setStyleSheet("font-weight: bold;")
        self.count = QLabel()
        self.count.setObjectName(f"hand-count-{fid}")
        self.draw = QToolButton()
        self.draw.setObjectName(f"draw-{fid}")
        self.draw.clicked.connect(lambda: strip.draw(fid))
        self.discard = QToolButton()
        self.discard.setObjectName(f"discard-{fid}")
        self.discard.setPopupMode(QToolButton.InstantPopup)
        self.discard.setMenu(QMenu(self.discard))
        self.discard.menu().aboutToShow.connect(self._fill_discard_menu)
        top.addWidget(badge)
        top.addWidget(self.name)
        top.addWidget(self.count, 1)
        top.addWidget(self.draw)
        top.addWidget(self.discard)
        column.addLayout(top)
        self.details = QLabel()
        self.details.setObjectName(f"hand-details-{fid}")
        self.details.setTextFormat(Qt.PlainText)
        self.details.setWordWrap(True)
        column.addWidget(self.details)

    def show_cards(self, view, crafted) -> None:
        n = hand_size(view, self.fid)
        self.name.setText(_faction(self.fid))
        self.count.setText(word("not-kept") if n is None else
                           ntr("hand-strip", "Hand: {n} card", "Hand: {n} cards", n).format(n=n))
        self.draw.setText(word("draw"))
        self.discard.setText(word("discard"))
        self.discard.setEnabled(bool(n))
        lines = hand_lines(view, crafted, self.fid)
        self.details.setText("\n".join(lines))
        self.details.setVisible(bool(lines))
        self._known = list(view.known.get(self.fid, [])) if view is not None else []

    def _fill_discard_menu(self) -> None:
        """The known cards of the hand (in its owner's view only), and a card not named."""
        menu = self.discard.menu()
        menu.clear()
        for card in dict.fromkeys(self._known):
            menu.addAction(_title(card), lambda card=card: self.strip.discard(self.fid, card))
        menu.addAction(word("unnamed"), lambda: self.strip.discard(self.fid, None))


class HandGrid(ScoreGrid):
    """The faction boxes in as many columns as the strip's width holds, down to one: a box is
    wider than a score, and two of them side by side in Spanish made the window wider than a
    1366-pixel laptop."""

    def __init__(self, arranged):
        super().__init__()
        self._arranged = arranged  # told after each arrangement: the rows in sight follow it

    def minimumSizeHint(self) -> QSize:
        return QSize(self._widest(), self._height(self.columns or 1))

    def arrange(self, boxes=None) -> None:
        super().arrange(boxes)
        self._arranged()


class HandRows(QScrollArea):
    """The boxes, :data:`ROWS_IN_SIGHT` rows of them at most, the others a scroll away. One
    box a row, four factions took 200 pixels of the board's column on a 1366x768 laptop, six
    300: with the turn bar and the message strip above, the board was left 280 pixels high,
    and 120 with a recorded game won (the window audit)."""

    ROWS_IN_SIGHT = 2

    def __init__(self):
        super().__init__()
        self.setObjectName("hand-rows")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)  # the boxes take as many columns as fit
        self.setStyleSheet("QScrollArea#hand-rows, QScrollArea#hand-rows > QWidget > QWidget "
                           "{ background: transparent; }")
        self.grid = HandGrid(self.follow)
        self.setWidget(self.grid)

    def follow(self) -> None:
        """As tall as the rows in sight; as wide as the widest box and the scroll bar beside it."""
        grid = self.grid
        whole = grid.minimumSizeHint().height()
        shown = min(whole, grid.rows_height(self.ROWS_IN_SIGHT))  # fewer rows: all of them
        if self.height() != shown:
            self.setFixedHeight(shown)
        self.setMinimumWidth(grid.minimumSizeHint().width() + (self.verticalScrollBar().sizeHint().width()
                                                               if whole > shown else 0))


class HandStrip(QFrame):
    """Given the game part (the session, its viewer, perform) and what opens each dialog
    (``open_dialog(name)``: "catalogue", "craft" or "dominance")."""

    def __init__(self, game, open_dialog):
        super().__init__()
        self.game, self.open_dialog = game, open_dialog
        self.setObjectName("hand-strip")
        self.setAttribute(Qt.WA_StyledBackground, True)
        self.setStyleSheet(STYLE)
        self.boxes: dict[str, HandBox] = {}
        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 4, 8, 4)
        outer.setSpacing(3)
        top = QHBoxLayout()
        self.heading = QLabel()
        self.heading.setStyleSheet("font-weight: bold;")
        self.summary = QLabel()
        self.summary.setObjectName("hand-summary")
        self.summary.setTextFormat(Qt.PlainText)
        self.summary.setWordWrap(True)
        self.seen_by_label = QLabel()
        self.seen_by = QComboBox()
        self.seen_by.setObjectName("seen-by")
        self.seen_by.setSizeAdjustPolicy(QComboBox.AdjustToContents)
        self.seen_by.activated.connect(lambda i: self.game.set_viewer(self.seen_by.itemData(i)))
        self.seen_by_label.setBuddy(self.seen_by)
        self.buttons = {}
        top.addWidget(self.heading)
        top.addStretch(1)
        top.addWidget(self.seen_by_label)
        top.addWidget(self.seen_by)
        # The buttons share the row of the deck and the piles, whose words wrap: the viewer's
        # choice keeps its whole width beside the heading even with a dock beside the board
        # (Spanish "toda la mesa (ninguna mano a la vista)" at 1366 pixels with the Rootlog dock).
        second = QHBoxLayout()
        second.addWidget(self.summary, 1)
        for name in ("catalogue", "craft", "dominance"):
            button = self.buttons[name] = QPushButton()
            button.setObjectName(f"cards-{name}")
            button.clicked.connect(lambda _=False, name=name: self.open_dialog(name))
            second.addWidget(button)
        outer.addLayout(top)
        outer.addLayout(second)
        self.rows = HandRows()
        self.grid = self.rows.grid
        outer.addWidget(self.rows)
        game.session_changed.connect(lambda _s: self.refresh())
        game.game_updated.connect(lambda _o: self.refresh())
        game.viewer_changed.connect(self.refresh)
        game.language_changed.connect(self.refresh)

    # --- actions: the command line's, through the game part ---------------------------------
    def _perform(self, action) -> None:
        # After the click's own handler returns: the change rebuilds the boxes' menus.
        QTimer.singleShot(0, lambda: self.game.perform(action))

    def draw(self, fid: str) -> None:
        from rootboard.game.cards.actions import Draw

        self._perform(Draw(fid, 1))

    def discard(self, fid: str, card: str | None) -> None:
        from rootboard.game.cards.actions import Discard

        self._perform(Discard(fid, (card,) if card else (), 0 if card else 1))

    # --- showing --------------------------------------------------------------------------
    def refresh(self) -> None:
        session = self.game.session
        if session is None:
            self.hide()
            return
        from rootboard.game.cards.table import cards_view

        state = session.state
        view = cards_view(state, self.game.viewer)  # the one accessor: another hand is a count
        self.heading.setText(word("title"))
        self.summary.setText(self._summary(state, view))
        self.seen_by_label.setText(word("seen-by"))
        for name, button in self.buttons.items():
            button.setText(word(name))
        self._fill_seen_by(state)
        if list(self.boxes) != list(state.factions):
            for box in self.boxes.values():
                box.deleteLater()
            self.boxes = {fid: HandBox(fid, self) for fid in state.factions}
        for box in self.boxes.values():
            box.show_cards(view, state.crafted)
        self.grid.arrange(list(self.boxes.values()))
        self.grid.columns = 0  # the boxes' words changed: their widths too
        self.grid.arrange()
        self.grid.updateGeometry()
        self.rows.follow()

    def _summary(self, state, view) -> str:
        if view is None:
            return word("none-kept")
        # Where no hand is kept, the cards not accounted for are the draw pile and the hands together.
        pile = (ntr("hand-strip", "draw pile and hands: {n} card", "draw pile and hands: {n} cards", view.draw)
                if view.hands is None else ntr("hand-strip", "draw pile: {n} card", "draw pile: {n} cards", view.draw))
        parts = [word("exiles" if view.deck == "exiles" else "standard"), pile.format(n=view.draw),
                 ntr("hand-strip", "discard pile: {n} card", "discard pile: {n} cards",
                     len(view.discard)).format(n=len(view.discard))]
        if view.discard:
            parts.append(tr("hand-strip", "on top: {card}").format(card=_title(view.discard[-1])))
        if view.beside:
            parts.append(tr("hand-strip", "beside the map: {cards}").format(
                cards=", ".join(_title(c) for c in view.beside)))
        return " · ".join(parts)

    def _fill_seen_by(self, state) -> None:
        import rootboard.game.terms  # noqa: F401  (the faction term)

        self.seen_by.blockSignals(True)
        self.seen_by.clear()
        self.seen_by.addItem(word("table"), None)
        for fid in state.factions:
            self.seen_by.addItem(fill(tr("hand-strip", "{who:faction.Whose} view"), who=fid), fid)
        self.seen_by.setCurrentIndex(max(0, self.seen_by.findData(self.game.viewer)))
        self.seen_by.blockSignals(False)


def attach_hand_strip(column: QVBoxLayout, game, open_dialog) -> HandStrip:
    """The hand strip, under the board in ``column`` (the board's), shown with the game."""
    strip = HandStrip(game, open_dialog)
    column.addWidget(strip)
    strip.refresh()
    return strip

