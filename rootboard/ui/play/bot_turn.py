"""A Clockwork bot's turn in the window (issue 36, the Law of Rootbotics), one step at a time.

When the faction on turn is a bot's seat, the turn panel shows this section instead of the
options (a bot has none of its own: its chapter decides). The table reveals the order card and
gives its suit (and, when the card shows an available item, which: crafted while the item supply
holds one), and any card revealed after it (the Marquise's Expand, the Lizards' Lost Souls). The
turn is worked out whole by the core (:func:`rootboard.game.bots.play.plan_turn`, as ``rootboard
bot`` plays it) and shown one step at a time: the step's sentence with its Rootbotics section, what
its action does (as the log says it), and its clearings lit on the board (where pieces leave and
enter, are placed, battled or removed). **Next** applies the step through the game part's
``perform`` (the game's own action: checked again, undoable, in the history and the file),
**Undo** takes the last step back (the game's undo for a step that acted), **Whole turn**
applies the rest. A battle's dice come from the game's seed (4.3.2) unless the table types the
faces it rolled: then the turn is worked out again from that battle on. A human's guess a bot's
trait asks for (the Cogwheel Corvids' Gamble) is asked of the table while the turn is worked out,
as ``rootboard bot --guess`` takes it, and the turn worked out again with it.

Where the game stands in the turn is read from its history (``TurnPlan.position``): Edit › Undo
moves the section back with the game, and another action played leaves the plan behind. The
turn's first action is the order card's reveal (``bot-order``): a game opened in the middle of a
bot's turn is taken up where it stands (``resumed_plan``, worked out again from the history), or,
when it cannot be, the core's refusal says why (16.1.3); the order card is never asked twice. A
coming battle asks the table for the defender's ambush card (4.3.1), or says why none may be. The window computes nothing here: it draws what the core
worked out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QComboBox, QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QSizePolicy,
                               QSpinBox, QVBoxLayout, QWidget)

from rootboard.i18n import N_, tr
from rootboard.messages import render, text

if TYPE_CHECKING:
    from rootboard.game.bots.play import Places, PlannedStep, TurnPlan

WORDS = {
    "seat": N_("bot-turn", "A bot plays this seat (Law of Rootbotics)."),
    "played-by": N_("bot-turn", "The turn a bot just played (Law of Rootbotics): {who:faction}"),
    "reveal": N_("bot-turn", "Reveal its order card and give its suit, then any card revealed after it:"),
    "orders": N_("bot-turn", "Order cards revealed: {suits}"),
    "no-orders": N_("bot-turn", "Order cards revealed: none yet"),
    "clear": N_("bot-turn", "Clear"),
    "item": N_("bot-turn", "Item the order card shows:"),
    "no-item": N_("bot-turn", "none"),
    "work-out": N_("bot-turn", "Work out the turn"),
    "guess": N_("bot-turn", "The table's guess:"),
    "give-guess": N_("bot-turn", "Give the guess"),
    "step": N_("bot-turn", "Step {n} of {total}"),
    "before": N_("bot-turn", "Nothing applied yet."),
    "coming": N_("bot-turn", "Next: {step}"),
    "action": N_("bot-turn", "Its action: {action}"),
    "next": N_("bot-turn", "Next"),
    "undo": N_("bot-turn", "Undo step"),
    "whole": N_("bot-turn", "Whole turn"),
    "dice": N_("bot-turn", "Dice of the next step's battle (4.3.2): {high} and {low}, rolled from the game's seed."),
    "table-dice": N_("bot-turn", "The table's dice:"),
    "use-dice": N_("bot-turn", "Use these dice"),
    "ambush": N_("bot-turn", "Ambush card the defender plays (4.3.1):"),
    "no-ambush": N_("bot-turn", "no ambush card"),
    "use-ambush": N_("bot-turn", "Play the battle with it"),
    "no-ambush-why": N_("bot-turn", "No ambush card: {why}"),
    "played": N_("bot-turn", "The bot's turn is played. Undo step takes its last step back."),
    "under-way": N_("bot-turn", "The bot's turn is under way, worked out before this window opened it: undo its "
                                "steps to the start of its Birdsong (Edit › Undo) to work it out again."),
    "left": N_("bot-turn", "The game left the bot's turn as worked out (another action was played): undo to "
                           "before its order card was revealed to work the turn out again."),
}
SUITS = ("fox", "mouse", "rabbit", "bird")  # the order cards' suits (Rootbotics 2: a bird order escalates)
INK, PAPER, CARD = "#3a2419", "#fffaf0", "#efe3c6"
ROW_WIDTH = 150  # px: as the turn panel's rows (rootboard.ui.play.turn_panel.ROW_WIDTH)


def word(key: str) -> str:
    return tr(*WORDS[key])


def _label(name: str, bold: bool = False) -> QLabel:
    label = QLabel()
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setTextFormat(Qt.PlainText)
    label.setMinimumWidth(ROW_WIDTH)
    label.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Preferred)
    if bold:
        font = label.font()
        font.setBold(True)
        label.setFont(font)
    return label


class BotTurn(QFrame):
    """The bot's turn, given ``game`` (the game part: its session, ``perform`` and ``undo``) and
    ``light`` (draws a step's places on the board for the bot's faction; None: none lit)."""

    def __init__(self, game, light: Callable[[str | None, "Places | None"], None]):
        super().__init__()
        self.game, self.light = game, light
        self.setObjectName("bot-turn")
        self.plan: TurnPlan | None = None
        self.plan_session = None  # the game session followed (the plan's): another game drops what it had
        self.left = False  # the game left the plan worked out in this window (another action played)
        self.shown = 0  # the step the table has seen last: the said steps are taken one Next at a time
        self.orders: list[str] = []
        self.guesses: list[str] = []  # the table's guesses given for this turn, in the order asked
        self.asked = None  # the guess the core asks for (a GuessNeeded), until the table gives it
        self.problem = None  # the core's refusal of the turn as given (a Message), said until the next try
        # "under-way" or "left" (or the core's refusal, a Message), when the game is not where a plan is
        self.state_note = None
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 4, 0, 4)
        self.seat = _label("bot-seat")
        column.addWidget(self.seat)
        self.asking = QWidget()
        asking = QVBoxLayout(self.asking)
        asking.setContentsMargins(0, 0, 0, 0)
        self.reveal_label = _label("bot-reveal")
        asking.addWidget(self.reveal_label)
        suits = QGridLayout()
        self.suit_buttons: dict[str, QPushButton] = {}
        for n, suit in enumerate(SUITS):
            button = QPushButton()
            button.setObjectName(f"bot-order-{suit}")
            button.clicked.connect(lambda _=False, s=suit: self.reveal(s))
            suits.addWidget(button, n // 2, n % 2)
            self.suit_buttons[suit] = button
        asking.addLayout(suits)
        given = QHBoxLayout()
        self.orders_label = _label("bot-orders")
        self.clear_button = QPushButton()
        self.clear_button.clicked.connect(lambda _=False: self.clear_orders())
        given.addWidget(self.orders_label, 1)
        given.addWidget(self.clear_button, 0, Qt.AlignTop)
        asking.addLayout(given)
        self.item_label = _label("bot-item-label")
        self.item_box = QComboBox()
        self.item_box.setObjectName("bot-item")
        asking.addWidget(self.item_label)
        asking.addWidget(self.item_box)
        self.work_out_button = QPushButton()
        self.work_out_button.setObjectName("bot-work-out")
        self.work_out_button.clicked.connect(lambda _=False: self.work_out())
        asking.addWidget(self.work_out_button, 0, Qt.AlignLeft)
        column.addWidget(self.asking)
        # A human's guess a bot's trait asks for while the turn is worked out (the Cogwheel
        # Corvids' Gamble): the core says who guesses what (GuessNeeded); the table gives it.
        self.guessing = QWidget()
        self.guessing.setObjectName("bot-guessing")
        guessing = QVBoxLayout(self.guessing)
        guessing.setContentsMargins(0, 0, 0, 0)
        self.guess_asked = _label("bot-guess-asked")
        self.guess_label = _label("bot-guess-label")
        self.guess_box = QComboBox()
        self.guess_box.setObjectName("bot-guess")
        self.guess_button = QPushButton()
        self.guess_button.setObjectName("bot-give-guess")
        self.guess_button.clicked.connect(lambda _=False: self.give_guess(self.guess_box.currentData()))
        for widget in (self.guess_asked, self.guess_label, self.guess_box):
            guessing.addWidget(widget)
        guessing.addWidget(self.guess_button, 0, Qt.AlignLeft)
        column.addWidget(self.guessing)
        self.problem_label = _label("bot-problem")
        self.problem_label.setStyleSheet("color: #9c4a00;")
        column.addWidget(self.problem_label)
        self.stepping = QFrame()
        self.stepping.setObjectName("bot-step-card")
        self.stepping.setStyleSheet(f"#bot-step-card {{ background: {CARD}; border-radius: 4px; }}")
        steps = QVBoxLayout(self.stepping)
        steps.setContentsMargins(6, 4, 6, 4)
        self.count = _label("bot-step-count", bold=True)
        self.said = _label("bot-step-said")
        self.action = _label("bot-step-action")
        self.coming = _label("bot-step-coming")
        font = self.coming.font()
        font.setItalic(True)
        self.coming.setFont(font)
        for label in (self.count, self.said, self.action, self.coming):
            steps.addWidget(label)
        self.dice_label = _label("bot-dice")
        steps.addWidget(self.dice_label)
        self.dice_row = QWidget()
        dice = QHBoxLayout(self.dice_row)
        dice.setContentsMargins(0, 0, 0, 0)
        self.table_dice = QLabel()
        self.high, self.low = QSpinBox(), QSpinBox()
        for box in (self.high, self.low):
            box.setRange(0, 3)  # a battle die's faces, 0 to 3 (4.3.2)
        self.use_dice = QPushButton()
        self.use_dice.setObjectName("bot-use-dice")
        self.use_dice.clicked.connect(lambda _=False: self.use_table_dice(self.high.value(), self.low.value()))
        dice.addWidget(self.table_dice)
        dice.addWidget(self.high)
        dice.addWidget(self.low)
        dice.addStretch(1)
        steps.addWidget(self.dice_row)
        steps.addWidget(self.use_dice, 0, Qt.AlignLeft)
        # The ambush card a human defender plays against the bot's coming battle (4.3.1), said by
        # the table before the battle is applied; or why none may be (Hates Surprises, no hand).
        self.ambush_label = _label("bot-ambush-label")
        self.ambush_box = QComboBox()
        self.ambush_box.setObjectName("bot-ambush")
        self.use_ambush = QPushButton()
        self.use_ambush.setObjectName("bot-use-ambush")
        self.use_ambush.clicked.connect(lambda _=False: self.play_ambush(self.ambush_box.currentData()))
        for widget in (self.ambush_label, self.ambush_box):
            steps.addWidget(widget)
        steps.addWidget(self.use_ambush, 0, Qt.AlignLeft)
        buttons = QGridLayout()
        self.next_button, self.undo_button, self.whole_button = QPushButton(), QPushButton(), QPushButton()
        for name, button in (("next", self.next_button), ("undo", self.undo_button), ("whole", self.whole_button)):
            button.setObjectName(f"bot-{name}")
        self.next_button.clicked.connect(lambda _=False: self.next_step())
        self.undo_button.clicked.connect(lambda _=False: self.undo_step())
        self.whole_button.clicked.connect(lambda _=False: self.whole_turn())
        buttons.addWidget(self.next_button, 0, 0)
        buttons.addWidget(self.undo_button, 0, 1)
        buttons.addWidget(self.whole_button, 1, 0, 1, 2)
        steps.addLayout(buttons)
        column.addWidget(self.stepping)
        self.setVisible(False)

    # --- the game ---------------------------------------------------------------------------
    @property
    def state(self):
        session = self.game.session
        return session.state if session is not None else None

    def bot_on_turn(self) -> str | None:
        """The faction on turn when a bot plays its seat, else None."""
        state = self.state
        if state is None or state.current not in state.bots:
            return None
        return state.current

    def at_start(self) -> bool:
        """The bot's turn may be worked out now: its seat on turn, at the start of its Birdsong."""
        from rootboard.game.bots.play import turn_may_start

        fid = self.bot_on_turn()
        return fid is not None and turn_may_start(self.state, fid)

    def position(self) -> int | None:
        if self.plan is None or self.state is None:
            return None
        return self.plan.position(self.state, self.shown)

    def follow(self) -> None:
        """After every change of the game (whoever made it) and of language: what to show."""
        self.state_note = None
        if self.plan_session is not self.game.session:
            self.plan, self.left = None, False  # another game opened (or closed): the plan is not its
            self.orders, self.guesses, self.asked, self.plan_session = [], [], None, self.game.session
        if self.plan is not None:
            at = self.position()
            if at is None:
                self.plan, self.left = None, True
            else:
                self.shown = at
        if self.plan is None and self.bot_on_turn() is not None and not self.at_start():
            if self.resume():
                self.left = False
            else:  # said until the bot's turn can be worked out again (or the next seat is on turn)
                self.state_note = self._not_resumed()
        else:
            self.left = False
        self.redraw()

    def resume(self) -> bool:
        """The bot's turn begun in the history (its order card revealed: a file reopened, another
        window's steps) taken up where it stands, as the core works it out again from the history."""
        from rootboard.game.bots.play import resumed_plan

        fid = self.bot_on_turn()
        plan = resumed_plan(self.state, fid, self.game.session.mode)
        if plan is None:
            return False
        self.plan, self.plan_session, self.problem = plan, self.game.session, None
        self.shown = plan.position(self.state, 0)
        return True

    def _not_resumed(self):
        """Why the turn on the board cannot be taken up: its order card revealed and the game gone
        elsewhere since (the core's words: what, why, which section), or the game left the plan
        worked out here, or the turn under way with no reveal in the history (an older file)."""
        from rootboard.errors import RootboardError
        from rootboard.game.bots.actions import order_revealed
        from rootboard.game.bots.play import refuse_start

        if self.left:
            return "left"
        if order_revealed(self.state, self.bot_on_turn()) is None:
            return "under-way"
        try:
            refuse_start(self.state, self.bot_on_turn())
        except RootboardError as exc:
            return exc.message
        return "under-way"

    def wanted(self) -> bool:
        """Whether the section has something to show: a bot on turn, or a turn of one shown."""
        return self.plan is not None or self.bot_on_turn() is not None

    # --- what the table says -------------------------------------------------------------------
    def reveal(self, suit: str) -> None:
        """An order card revealed, in order: the first is the turn's; the next ones are the cards
        its chapter reveals after it (4.5.5, 8.5)."""
        self.orders.append(suit)
        self.problem = None
        self.redraw()

    def clear_orders(self) -> None:
        self.orders, self.guesses, self.asked = [], [], None
        self.problem = None
        self.redraw()

    def give_guess(self, guess: str | None) -> bool:
        """The table's guess for the one the core asked for: the turn worked out again with it."""
        if self.asked is None or guess not in self.asked.choices:
            return False
        self.guesses.append(guess)
        self.asked = None
        return self.work_out()

    def work_out(self) -> bool:
        """The turn worked out by the core from what the table said; a refusal is said (what, why,
        which section) and nothing changes."""
        from rootboard.errors import RootboardError
        from rootboard.game.bots.play import Context, GuessNeeded, plan_turn

        fid = self.bot_on_turn()
        if fid is None:
            return False
        item = self.item_box.currentData()
        try:
            self.plan = plan_turn(self.state, fid, Context(orders=list(self.orders), item=item,
                                                           guesses=list(self.guesses)), self.game.session.mode)
        except GuessNeeded as exc:  # asked of the table, then worked out again (never a stop)
            self.plan, self.problem, self.asked = None, None, exc
            self.redraw()
            return False
        except RootboardError as exc:
            self.plan, self.problem = None, exc.message if exc.message is not None else exc.describe()
            self.guesses, self.asked = [], None  # a turn refused: its guesses are asked afresh
            self.redraw()
            return False
        self.problem, self.shown, self.plan_session = None, 0, self.game.session
        self.orders, self.guesses, self.asked = [], [], None  # kept in the plan: the next turn is asked afresh
        self.item_box.setCurrentIndex(0)
        self.redraw()
        return True

    def use_table_dice(self, high: int, low: int) -> bool:
        """The table rolled the coming battle's dice itself: the turn worked out again with them."""
        from rootboard.errors import RootboardError

        at = self.position()
        if at is None:
            return False
        try:
            self.plan = self.plan.with_dice(self.state, at, (max(high, low), min(high, low)))
        except RootboardError as exc:
            self.problem = exc.message if exc.message is not None else exc.describe()
            self.redraw()
            return False
        self.problem = None
        self.redraw()
        return True

    def play_ambush(self, suit: str | None) -> bool:
        """The defender played an ambush card of ``suit`` (None: none) against the coming battle:
        the turn worked out again with it; a refusal is said (what, why, which section)."""
        from rootboard.errors import RootboardError

        at = self.position()
        if at is None:
            return False
        try:
            self.plan = self.plan.with_ambush(self.state, at, suit)
        except RootboardError as exc:
            self.problem = exc.message if exc.message is not None else exc.describe()
            self.redraw()
            return False
        self.problem = None
        self.redraw()
        return True

    # --- stepping --------------------------------------------------------------------------
    def next_step(self) -> bool:
        """Apply the coming step (a step that only says is just taken); False when refused."""
        at = self.position()
        if at is None or at >= len(self.plan.steps):
            return False
        step = self.plan.steps[at]
        if step.entry is None:
            self.shown = at + 1
            self.redraw()
            return True
        from rootboard.game.replay import rules_for

        self.shown = at + 1
        outcome = self.game.perform(step.action(rules_for(self.state)))  # redraws us through game_updated
        if outcome is None or not outcome.applied:
            self.shown = at
            self.redraw()
            return False
        return True

    def undo_step(self) -> bool:
        """Take back the last step: a said one is unsaid, one that acted is undone in the game."""
        at = self.position()
        if at is None or at == 0:
            return False
        base = self.plan.applied(self.state)
        self.shown = at - 1
        if at > base:  # a said step after the last action: nothing in the game to undo
            self.redraw()
            return True
        self.game.undo()
        return True

    def whole_turn(self) -> int:
        """Apply every step left, one after the other; how many were taken."""
        taken = 0
        while self.next_step():
            taken += 1
        return taken

    # --- drawing ---------------------------------------------------------------------------
    def redraw(self) -> None:
        import rootboard.game.terms  # noqa: F401  (the faction and suit terms of the words below)
        from rootboard.game.terms import item_name, suit_name

        show = self.wanted()
        self.setVisible(show)
        if not show:
            self.light(None, None)
            return
        fid = self.plan.fid if self.plan is not None else self.bot_on_turn()
        from rootboard.messages import fill

        on_turn = self.bot_on_turn() == fid  # else the bot's turn just played, the next seat on turn
        self.seat.setText(word("seat") if on_turn else fill(word("played-by"), who=fid))
        asking = self.plan is None and self.at_start()
        self.asking.setVisible(asking)
        self.reveal_label.setText(word("reveal"))
        for suit, button in self.suit_buttons.items():
            button.setText(str(suit_name(suit)))
        self.orders_label.setText(word("orders").format(suits=", ".join(str(suit_name(s)) for s in self.orders))
                                  if self.orders else word("no-orders"))
        self.clear_button.setText(word("clear"))
        self.clear_button.setEnabled(bool(self.orders))
        self.item_label.setText(word("item"))
        self._fill_items(item_name)
        self.work_out_button.setText(word("work-out"))
        self.work_out_button.setEnabled(bool(self.orders) and self.asked is None)
        self._show_guess(asking)
        note = render(self.problem) if self.problem is not None and not isinstance(self.problem, str) else self.problem
        if note is None and self.state_note is not None:
            note = word(self.state_note) if isinstance(self.state_note, str) else render(self.state_note)
        self.problem_label.setText(note or "")
        self.problem_label.setVisible(bool(note))
        self.stepping.setVisible(self.plan is not None)
        if self.plan is None:
            self.light(None, None)
            return
        self._show_step(fid)

    def _show_guess(self, asking: bool) -> None:
        from rootboard.game.terms import piece_name

        shown = asking and self.asked is not None
        self.guessing.setVisible(shown)
        if not shown:
            return
        self.guess_asked.setText(render(self.asked.message))
        self.guess_label.setText(word("guess"))
        chosen = self.guess_box.currentData()
        self.guess_box.blockSignals(True)
        self.guess_box.clear()
        for choice in self.asked.choices:
            self.guess_box.addItem(str(piece_name(choice)), choice)
        self.guess_box.setCurrentIndex(max(0, self.guess_box.findData(chosen)))
        self.guess_box.blockSignals(False)
        self.guess_button.setText(word("give-guess"))

    def _show_ambush(self, at: int, battle: bool) -> None:
        """For the bot's coming battle: the ambush card asked of the table, or why none may be
        played (in enforce mode; teach mode asks, the warning logged when it is applied)."""
        from rootboard.game.terms import suit_name

        why = self.plan.ambush_refusal(self.state, at) if battle else None
        asked = battle and (why is None or self.game.session.mode != "enforce")
        self.ambush_box.setVisible(asked)
        self.use_ambush.setVisible(asked)
        self.ambush_label.setVisible(battle)
        if not battle:
            return
        if not asked:
            self.ambush_label.setText(word("no-ambush-why").format(why=render(why)))
            return
        self.ambush_label.setText(word("ambush"))
        played = dict(self.plan.ambushes).get(self.plan.battle_at(self.state, at))
        self.ambush_box.blockSignals(True)
        self.ambush_box.clear()
        self.ambush_box.addItem(word("no-ambush"), None)
        for suit in SUITS:
            self.ambush_box.addItem(str(suit_name(suit)), suit)
        self.ambush_box.setCurrentIndex(max(0, self.ambush_box.findData(played)))
        self.ambush_box.blockSignals(False)
        self.use_ambush.setText(word("use-ambush"))

    def _fill_items(self, item_name) -> None:
        from rootboard.game.crafted import ITEM_SUPPLY

        chosen = self.item_box.currentData()
        self.item_box.blockSignals(True)
        self.item_box.clear()
        self.item_box.addItem(word("no-item"), None)
        for item in ITEM_SUPPLY:
            self.item_box.addItem(str(item_name(item)), item)
        self.item_box.setCurrentIndex(max(0, self.item_box.findData(chosen)))
        self.item_box.blockSignals(False)

    def _show_step(self, fid: str) -> None:
        from rootboard.game.replay import rules_for

        plan, state = self.plan, self.state
        at = self.position()
        total = len(plan.steps)
        law = rules_for(state)
        last = plan.steps[at - 1] if at else None
        coming = plan.steps[at] if at < total else None
        self.count.setText(word("step").format(n=at, total=total))
        self.said.setText(_said(last, plan.steps, at) if last is not None else word("before"))
        described = last.describe(law, fid) if last is not None else None
        self.action.setText(word("action").format(action=text(described)) if described is not None else "")
        self.action.setVisible(described is not None)
        if coming is not None:
            self.coming.setText(word("coming").format(step=_said(coming, plan.steps, at + 1)))
        else:
            self.coming.setText(word("played"))
        dice = coming.dice() if coming is not None else None
        self.dice_label.setVisible(dice is not None)
        self.dice_row.setVisible(dice is not None)
        self.use_dice.setVisible(dice is not None)
        if dice is not None:
            self.dice_label.setText(word("dice").format(high=dice[0], low=dice[1]))
            self.table_dice.setText(word("table-dice"))
            self.use_dice.setText(word("use-dice"))
            self.high.setValue(dice[0])
            self.low.setValue(dice[1])
        self._show_ambush(at, dice is not None)
        self.next_button.setText(word("next"))
        self.undo_button.setText(word("undo"))
        self.whole_button.setText(word("whole"))
        self.next_button.setEnabled(coming is not None)
        self.whole_button.setEnabled(coming is not None)
        self.undo_button.setEnabled(at > 0)
        self.light(fid, last.places(state) if last is not None else None)


def _said(step: "PlannedStep", steps, at: int) -> str:
    """A step's sentence with its section; a doing of the step before says that step's (Doing.says
    None), as the command line prints it once."""
    n = at - 1
    while n > 0 and steps[n].said() is None:
        n -= 1
    said = steps[n].said() if steps[n].said() is not None else step.said()
    return render(said) if said is not None else ""


def light_step(board, fid: str | None, places: "Places | None") -> None:
    """The step's places on the board in the bot's colour: where pieces arrive, are placed or
    removed, a solid ring; where they leave, a dashed one, and the lane between lit."""
    scene = getattr(board, "scene", None)
    if scene is None:
        return
    from rootboard.ui.board.items import Mark

    marks = {}
    lanes = {}
    if fid is not None and places is not None:
        for area in (*places.at, *places.destinations):
            marks[area] = Mark("bot-step", fid)
        for area in places.origins:
            marks.setdefault(area, Mark("bot-step", fid, adjacent=False))
        for a, b in zip(places.origins, places.destinations):
            if isinstance(a, int) and isinstance(b, int):
                lanes[tuple(sorted((a, b)))] = Mark("bot-step", fid)
    for key, item in scene.area_items.items():
        if key in marks or (item.mark is not None and item.mark.role == "bot-step"):
            item.set_mark(marks.get(key))
    for key, item in scene.path_items.items():
        if key in lanes or (item.mark is not None and item.mark.role == "bot-step"):
            item.set_mark(lanes.get(key))
