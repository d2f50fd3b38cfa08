"""The card dialogs of the window: the catalogue, crafting (4.1) and dominance (3.3).

The catalogue lists a deck's cards as ``rootboard cards`` prints them (the same words:
rootboard.game.cards.words), in the window's language. Craft and Dominance each build the
very action the command line builds (``rootboard craft``, ``rootboard dominance``) from what
the form says, show the core's verdict on it as the form changes, and perform it through the
game part, so through the session in its mode: enforce refuses, teach applies with the
warning. What the action did (or why it was refused) is said in the dialog, in the words of
the message strip; the dialog decides nothing.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHeaderView, QLabel,
                               QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from rootboard.errors import RootboardError
from rootboard.i18n import current, tr
from rootboard.messages import render


UNCONFIRMED_MARK = "*"  # as `rootboard cards` marks a name the Law does not print in the language


def _faction(fid: str) -> str:
    from rootboard.game.terms import faction_name

    return faction_name(fid)


def _name(card) -> str:
    from rootboard.game.cards.names import card_title

    return card_title(card.id)


def _verdict_text(verdict) -> str:
    words = [("✓ " if verdict.legal else "✗ ") + render(verdict.message)]
    words += ["  " + render(note) for note in verdict.notes]
    return "\n".join(words)


class CatalogueDialog(QDialog):
    """Game › Card catalogue: each card of a deck once, its name, suit, cost, what crafting it
    makes and its copies (16.1.2), the game's deck first."""

    def __init__(self, parent: QWidget, deck_name: str = "standard"):
        super().__init__(parent)
        from rootboard.game.cards.catalogue import DECKS

        self.setWindowTitle(tr("cards-dialog", "Card catalogue"))
        self.deck = QComboBox()
        self.deck.setObjectName("catalogue-deck")
        for name in DECKS:
            self.deck.addItem(tr("hand-strip", "Exiles and Partisans deck") if name == "exiles"
                              else tr("hand-strip", "Standard deck"), name)
        self.deck.setCurrentIndex(max(0, self.deck.findData(deck_name)))
        self.deck.setSizeAdjustPolicy(QComboBox.AdjustToContents)
        self.table = QTableWidget()
        self.table.setObjectName("catalogue")
        self.table.setEditTriggers(QTableWidget.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(False)
        self.count = QLabel()
        self.unconfirmed = QLabel()
        self.unconfirmed.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        form = QFormLayout()
        form.addRow(tr("cards-dialog", "&Deck"), self.deck)
        column.addLayout(form)
        column.addWidget(self.count)
        column.addWidget(self.table, 1)
        column.addWidget(self.unconfirmed)
        column.addWidget(buttons)
        self.deck.currentIndexChanged.connect(lambda _i: self.fill())
        self.fill()

    def fill(self) -> None:
        from rootboard.game.cards.catalogue import deck
        from rootboard.game.cards.words import cost_words, deck_title, makes, ordered, suit_word

        chosen = deck(self.deck.currentData())
        self.count.setText(deck_title(chosen))
        headers = [tr("cards.column", "card"), tr("cards.column", "suit"), tr("cards.column", "cost"),
                   tr("cards.column", "crafting makes"), tr("cards.column", "copies")]
        cards = ordered(chosen.cards)
        self.table.clear()
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setRowCount(len(cards))
        flagged = False
        for row, card in enumerate(cards):
            confirmed = card.name(current())[1]
            flagged |= not confirmed
            shown = _name(card) + ("" if confirmed else UNCONFIRMED_MARK)
            for col, value in enumerate((shown, suit_word(card.suit), cost_words(card.cost), makes(card),
                                         str(card.copies))):
                item = QTableWidgetItem(value)
                item.setData(Qt.UserRole, card.id)
                self.table.setItem(row, col, item)
        # As `rootboard cards` marks them: a name the Law does not print in this language.
        self.unconfirmed.setText(UNCONFIRMED_MARK + " " + tr("cards", "the Law of Root prints no name for this card in "
                                                                      "this language: its English name, or one built "
                                                                      "from the Law's words (unconfirmed)"))
        self.unconfirmed.setVisible(flagged)
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
        # As wide as its columns, the scroll bar and the margins: no column cut at a first look.
        margins = self.layout().contentsMargins()
        width = (sum(self.table.columnWidth(c) for c in range(len(headers))) + 2 * self.table.frameWidth()
                 + self.table.verticalScrollBar().sizeHint().width() + margins.left() + margins.right() + 4)
        self.resize(min(width, 1300), 600)


class _CardActionDialog(QDialog):
    """A form for one card action: the verdict on it as the form changes, the button that
    performs it, and what performing it did, in the strip's words."""

    def __init__(self, parent: QWidget, game, title: str, button: str):
        super().__init__(parent)
        self.game = game
        self.setWindowTitle(title)
        self.setMinimumWidth(560)
        self.form = QFormLayout()
        self.verdict = QLabel()
        self.verdict.setObjectName("verdict")
        self.verdict.setWordWrap(True)
        self.verdict.setTextFormat(Qt.PlainText)
        self.result = QLabel()
        self.result.setObjectName("result")
        self.result.setWordWrap(True)
        self.result.setTextFormat(Qt.PlainText)
        self.result.hide()
        self.buttons = QDialogButtonBox(QDialogButtonBox.Close)
        self.go = self.buttons.addButton(button, QDialogButtonBox.AcceptRole)
        self.go.setObjectName("perform")
        self.buttons.accepted.connect(self.perform)
        self.buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addLayout(self.form)
        column.addWidget(self.verdict)
        column.addWidget(self.result)
        column.addWidget(self.buttons)

    def faction_box(self) -> QComboBox:
        box = QComboBox()
        box.setObjectName("faction")
        state = self.game.session.state
        for fid in state.factions:
            box.addItem(_faction(fid), fid)
        box.setCurrentIndex(state.factions.index(state.current))
        box.currentIndexChanged.connect(self.changed)
        return box

    def action(self):
        raise NotImplementedError

    def judge(self, *_args) -> None:
        """The core's verdict on the action the form describes, with its Law section."""
        from rootboard.game.replay import TEACH

        try:
            action = self.action()
            verdict = self.game.session.check(action).verdict if action is not None else None
        except RootboardError as exc:
            self.verdict.setText("✗ " + exc.describe())
            self.go.setEnabled(False)
            return
        if verdict is None:
            self.verdict.setText("")
            self.go.setEnabled(False)
            return
        self.verdict.setText(_verdict_text(verdict))
        self.go.setEnabled(verdict.legal or (verdict.possible and self.game.session.mode == TEACH))
        self._fit()

    def changed(self, *_args) -> None:
        """The form changed: what was done before is no longer what it says; the new verdict."""
        self.result.hide()
        self.verdict.show()
        self.judge()

    def _fit(self) -> None:
        # A dialog on screen keeps its size as its words grow: made as tall as they need.
        self.layout().activate()
        self.resize(self.width(), max(self.height(), self.sizeHint().height()))

    def perform(self) -> None:
        """Performed through the game part (the strip says it too); the dialog stays, saying
        what was done, so the next card can be chosen."""
        from rootboard.ui.widgets.message_strip import outcome_message

        action = self.action()
        outcome = self.game.perform(action) if action is not None else None
        if outcome is not None:
            self.result.setText(outcome_message(outcome)[1])
            self.result.setProperty("kind", outcome_message(outcome)[0])
            self.result.show()
            self.verdict.hide()  # the verdict on doing it again waits for the form to change
            self.judge()
            self.verdict.hide()
            self._fit()


class CraftDialog(_CardActionDialog):
    """Game › Craft: a faction and a card of the game's deck; Craft performs ``Craft`` exactly
    as ``rootboard craft FACTION CARD`` does (the crafting pieces chosen by rootboard)."""

    def __init__(self, parent: QWidget, game):
        super().__init__(parent, game, tr("cards-dialog", "Craft a card"), tr("cards-dialog", "&Craft"))
        from rootboard.game.cards.catalogue import deck
        from rootboard.game.cards.words import cost_words, ordered

        self.faction = self.faction_box()
        self.card = QComboBox()
        self.card.setObjectName("card")
        for card in ordered(deck(game.session.state.deck).cards):
            if card.craftable:
                self.card.addItem(tr("cards-dialog", "{card} ({cost})").format(card=_name(card),
                                                                            cost=cost_words(card.cost)), card.id)
        self.card.currentIndexChanged.connect(self.changed)
        # The Mole Artisans' controller may reveal the card instead of discarding it (16.4.2.II):
        # offered to a faction whose hireling's card lets it (Faction.reveals_crafted), as
        # ``rootboard craft --reveal``; the craft's own check judges it either way.
        self.reveal = QCheckBox(tr("cards-dialog", "&Reveal it instead of discarding it (16.4.2.II)"))
        self.reveal.setObjectName("reveal")
        self.reveal.toggled.connect(self.changed)
        self.faction.currentIndexChanged.connect(self._offer_reveal)
        self.form.addRow(tr("cards-dialog", "&Faction"), self.faction)
        self.form.addRow(tr("cards-dialog", "C&ard"), self.card)
        self.form.addRow("", self.reveal)
        self._offer_reveal()
        self.judge()

    def _offer_reveal(self, *_args) -> None:
        state = self.game.session.state
        crafter = self.faction.currentData()
        offered = any(state.law[h].reveals_crafted(state, crafter) is not None
                      for h in state.hirelings if h in state.law)
        self.form.setRowVisible(self.reveal, offered)
        if not offered:
            self.reveal.setChecked(False)

    def choose(self, faction: str, card: str) -> None:
        self.faction.setCurrentIndex(self.faction.findData(faction))
        self.card.setCurrentIndex(self.card.findData(card))

    def action(self):
        from rootboard.game.craft import Craft

        if not self.card.currentData():
            return None
        return Craft(self.faction.currentData(), self.card.currentData(), reveal=self.reveal.isChecked())


ACTIVATE, TAKE = "activate", "take"


class DominanceDialog(_CardActionDialog):
    """Game › Dominance: activate a dominance card from the hand (3.3.1; the Vagabond forms a
    coalition, 9.2.8), or take one from beside the map by spending a card not named (3.3.4):
    ``rootboard dominance FACTION CARD [--take] [--with PARTNER]``."""

    def __init__(self, parent: QWidget, game):
        super().__init__(parent, game, tr("cards-dialog", "Dominance"), tr("cards-dialog", "&Do it"))
        from rootboard.game.cards.catalogue import deck

        state = game.session.state
        self.faction = self.faction_box()
        self.how = QComboBox()
        self.how.setObjectName("how")
        self.how.addItem(tr("cards-dialog", "Activate it from the hand (3.3.1)"), ACTIVATE)
        self.how.addItem(tr("cards-dialog", "Take it from beside the map (3.3.4)"), TAKE)
        self.card = QComboBox()
        self.card.setObjectName("card")
        for card in deck(state.deck).cards:
            if card.dominance:
                self.card.addItem(_name(card), card.id)
        self.partner = QComboBox()
        self.partner.setObjectName("partner")
        self.partner.addItem(tr("cards-dialog", "no coalition"), None)
        for fid in state.factions:
            self.partner.addItem(_faction(fid), fid)
        for box in (self.how, self.card, self.partner):
            box.currentIndexChanged.connect(self.changed)
        self.form.addRow(tr("cards-dialog", "&Faction"), self.faction)
        self.form.addRow(tr("cards-dialog", "&How"), self.how)
        self.form.addRow(tr("cards-dialog", "C&ard"), self.card)
        self.form.addRow(tr("cards-dialog", "Coalition &with (the Vagabond, 9.2.8)"), self.partner)
        self.judge()

    def action(self):
        from rootboard.game.cards.actions import ActivateDominance, TakeDominance

        fid, card = self.faction.currentData(), self.card.currentData()
        if self.how.currentData() == TAKE:
            return TakeDominance(fid, card)
        return ActivateDominance(fid, card, self.partner.currentData())
