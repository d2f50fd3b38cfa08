"""The setup wizard's bots (16.1.3, Law of Rootbotics 3): which seats a bot plays, and each bot's
difficulty (3.3.1) and traits (3.3.2), on the first page beside the factions.

One faction at a time: choose a seat a bot can play, tick "a bot plays this seat", then its
difficulty and any of its four traits (its package's ``OPTIONAL_TRAITS``); the line under them
lists the bots at the table. What the table may choose is checked by the setup
(:func:`rootboard.setup.bots.problem`), its reason shown on the page like any other.
"""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QGridLayout, QHBoxLayout, QLabel, QWidget

from rootboard.game.bots import BOTS, DIFFICULTIES
from rootboard.game.bots.names import DIFFICULTY_NAMES, TRAIT_NAMES
from rootboard.game.factions import PLAYER_FACTIONS
from rootboard.game.terms import faction_title
from rootboard.messages import text
from rootboard.setup.bots import seat_words, settings_for

TRAITS_A_BOT_HAS = 4  # 3.3.2: "each bot has four trait cards"


def bot_of(fid: str) -> str:
    return next(b for b, (seat, _) in sorted(BOTS.items()) if seat == fid)


def traits_of(fid: str) -> tuple[str, ...]:
    """The traits the bot at ``fid``'s seat has, as its own package keeps them."""
    from rootboard.game.bots import bot_module

    return tuple(bot_module(bot_of(fid)).OPTIONAL_TRAITS)


class BotSeats:
    """The bots' rows of the first page's ``form``; ``changed()`` after the table changed;
    ``sentence``: a phrase as a sentence of the page (the wizard's own, one rule for both)."""

    def __init__(self, form, word, page, changed, sentence):
        self.word, self.page, self.changed, self.sentence = word, page, changed, sentence
        self._filling = False
        seats = {seat for seat, _ in BOTS.values()}
        self.seat = QComboBox()
        for f in PLAYER_FACTIONS:
            if f.id in seats:
                self.seat.addItem(faction_title(f.id), f.id)
        self.plays = QCheckBox(word("bot-plays"))
        row = QWidget()
        line = QHBoxLayout(row)
        line.setContentsMargins(0, 0, 0, 0)
        line.addWidget(self.seat)
        line.addWidget(self.plays, 1)
        form.addRow(word("bots"), row)
        self.difficulty = QComboBox()
        for d in DIFFICULTIES:
            self.difficulty.addItem(text(DIFFICULTY_NAMES[d]()), d)
        form.addRow(word("difficulty"), self.difficulty)
        box = QWidget()
        grid = QGridLayout(box)
        grid.setContentsMargins(0, 0, 0, 0)
        self.traits = [QCheckBox() for _ in range(TRAITS_A_BOT_HAS)]
        for n, check in enumerate(self.traits):
            grid.addWidget(check, n // 2, n % 2)
        form.addRow(word("traits"), box)
        self.table = QLabel()
        self.table.setWordWrap(True)
        form.addRow("", self.table)
        self.seat.currentIndexChanged.connect(lambda _i: self._show_seat())
        self.plays.toggled.connect(lambda _on: self._read())
        self.difficulty.currentIndexChanged.connect(lambda _i: self._read())
        for check in self.traits:
            check.toggled.connect(lambda _on: self._read())

    def show_page(self, page) -> None:
        """The widgets as ``page`` (the wizard's FirstPage) has the bots."""
        self.page = page
        self._show_seat()

    def _show_seat(self) -> None:
        fid = self.seat.currentData()
        wanted = self.page.bots.get(fid)
        self._filling = True
        self.plays.setChecked(wanted is not None)
        self.difficulty.setCurrentIndex(self.difficulty.findData(wanted["difficulty"] if wanted else "normal"))
        for check, trait in zip(self.traits, traits_of(fid)):
            check.setText(text(TRAIT_NAMES[trait]()))
            check.setProperty("trait", trait)
            check.setChecked(bool(wanted) and trait in wanted["traits"])
        self._filling = False
        self._enable()
        self.show_table(self.page)

    def _read(self) -> None:
        if self._filling:
            return
        fid = self.seat.currentData()
        if self.plays.isChecked():
            traits = [c.property("trait") for c in self.traits if c.isChecked()]
            self.page.bots[fid] = settings_for(fid, self.difficulty.currentData(), traits)
        else:
            self.page.bots.pop(fid, None)
        self._enable()
        self.changed()

    def _enable(self) -> None:
        on = self.plays.isChecked()
        self.difficulty.setEnabled(on)
        for check in self.traits:
            check.setEnabled(on)

    def show_table(self, page) -> None:
        """The line listing the bots at the table (those at a faction in play, or all in a draft)."""
        seated = page.seated_bots()
        lines = [text(seat_words(fid, wanted)) for fid, wanted in sorted(seated.items(),
                                                                         key=lambda e: self.seat.findData(e[0]))]
        self.table.setText("\n".join(self.sentence(line) for line in lines) if lines else self.word("no-bots"))
