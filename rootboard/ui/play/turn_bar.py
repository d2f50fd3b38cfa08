"""The turn bar over the board: whose turn, round and phase, scores, and what comes next.

It reads the state and asks the session for verdicts (may the phase advance? what will
End turn do?), so its buttons and reminders say what the core would say; it changes
nothing itself, it only asks the window to act (signals).

Its words are the window's language (``tr``): a sentence about a faction is given the faction's
id, and each language asks for the form it needs (``{who:title.Whose}`` in English, "Marquise de
Cat’s turn"; ``{who:faction.The}`` in Dutch, "De Markiezin is aan de beurt"; ``{who:faction.del}``
in Spanish, "Turno del Marquesado"), and names the keys in its own words (key_name).

It is built with the window but hidden until a game opens; the game modules it reads are
imported then (first use), so a window that starts exploring a map draws without them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QToolButton, QVBoxLayout, QWidget,
)


from rootboard.i18n import N_, tr
from rootboard.messages import fill, render, text
from rootboard.ui.board import theme
from rootboard.ui.i18n import Texts
from rootboard.ui.play.shortcuts import END_TURN_SHORTCUT, PHASE_SHORTCUT, TURN_PANEL_SHORTCUT, key_name

if TYPE_CHECKING:
    from rootboard.session import GameSession

def _short_name(fid: str) -> str:
    from rootboard.game.terms import faction_name  # with the first game, not at startup

    return faction_name(fid)


def _phase(phase: str) -> str:
    from rootboard.game.terms import phase_name

    return phase_name(phase)


def _with_player(words: str, player: str | None) -> str:
    """``words`` (a faction, its turn) with the name of who plays it, when the table gave one."""
    return tr("turn", "{faction} ({player})").format(faction=words, player=player) if player else words


STYLE = """
#turn-bar { background: #f4ecd8; border-bottom: 1px solid #c9b78f; }
#turn-bar QLabel { color: #3a2419; }
#turn-bar QPushButton { padding: 5px 12px; font-weight: bold; border: 1px solid #8a7552; border-radius: 4px;
                        background: #fffaf0; color: #3a2419; }
#turn-bar QPushButton:disabled { color: #a89a80; border-color: #cbbd9c; background: #efe6cf; }
#turn-bar QPushButton[primary="true"] { background: #5f7f45; color: #fffaf0; border-color: #3f5a2e; }
#turn-bar QPushButton:focus { border: 2px solid #2f6593; }
#turn-bar QToolButton { min-width: 20px; font-weight: bold; }
#turn-who { font-size: 15pt; font-weight: bold; }
#turn-hint { color: #5a4632; }
#turn-uses { color: #3a2419; }
#turn-reminder { background: #fff3c4; border: 1px solid #d8ab2e; border-radius: 4px; padding: 3px 8px; color: #4a3505; }
"""


class ScoreBox(QFrame):
    """One faction's score with − and + buttons; the badge, the name and the number in words."""

    def __init__(self, fid: str, bar: "TurnBar"):
        super().__init__()
        from rootboard.ui.board.badges import badge_pixmap

        self.fid = fid
        self.setSizePolicy(QSizePolicy.Fixed, QSizePolicy.Fixed)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(3, 0, 3, 0)
        layout.setSpacing(2)
        badge = QLabel()
        badge.setPixmap(badge_pixmap(fid, 20))
        self.label = QLabel()
        self.player = QLabel()  # who plays it, under the faction's name: the box grows no wider
        self.player.setTextFormat(Qt.PlainText)  # a player's name is the table's words, never markup
        self.player.setStyleSheet("font-size: 8pt; color: #5a4632;")
        names = QVBoxLayout()
        names.setContentsMargins(0, 0, 0, 0)
        names.setSpacing(0)
        names.addWidget(self.label)
        names.addWidget(self.player)
        self.points = QLabel("0")
        self.points.setStyleSheet("font-size: 13pt; font-weight: bold; min-width: 22px;")
        self.points.setAlignment(Qt.AlignCenter)
        minus, plus = QToolButton(), QToolButton()
        for button, delta, sign in ((minus, -1, "−"), (plus, 1, "+")):
            button.setText(sign)
            button.clicked.connect(lambda _=False, d=delta: bar.score_requested.emit(fid, d))
        layout.addWidget(badge)
        layout.addLayout(names)
        for widget in (minus, self.points, plus):
            layout.addWidget(widget)
        self.minus, self.plus = minus, plus

    def show_score(self, points: int, on_turn: bool, player: str | None = None) -> None:
        from rootboard.i18n import ntr
        from rootboard.ui.board.badges import title

        name = _short_name(self.fid)  # set on every refresh: the words follow a change of language
        self.label.setText(name)
        # The name as the table gave it, cut with an ellipsis where it is longer than the faction's
        # (the whole of it in the tooltip): the scores keep to a laptop's width (issue 23.4).
        room = max(self.label.fontMetrics().horizontalAdvance(name), self.player.fontMetrics().horizontalAdvance("M" * 8))
        self.player.setText(self.player.fontMetrics().elidedText(player or "", Qt.ElideRight, room))
        self.player.setToolTip(player or "")
        self.player.setVisible(bool(player))
        for button, delta in ((self.minus, -1), (self.plus, 1)):
            button.setToolTip(tr("turn", "{faction} {points} VP (3.2)").format(faction=name, points=f"{delta:+d}"))
            button.setAccessibleName((tr("turn", "{faction} minus one victory point") if delta < 0 else
                                      tr("turn", "{faction} plus one victory point")).format(faction=name))
        self.points.setText(str(points))
        self.setAccessibleName(ntr("turn", "{faction}: {count} victory point", "{faction}: {count} victory points",
                                   points).format(faction=title(self.fid), count=points))
        border = theme.faction_colour(self.fid).name() if on_turn else "transparent"
        self.setStyleSheet(f"ScoreBox {{ border: 2px solid {border}; border-radius: 5px; background: "
                           f"{'#fffaf0' if on_turn else 'transparent'}; }}")


class ScoreGrid(QWidget):
    """The score boxes, in as many columns as its width holds (four at most, rows kept even):
    one row on a wide window, two where the names are long or the window narrow, so the bar
    never makes the window wider than a 1366-pixel laptop, in any language (issue 23.4)."""

    def __init__(self):
        super().__init__()
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(4)
        self.boxes: list[QWidget] = []
        self.columns = 0

    def _widest(self) -> int:
        return max((b.sizeHint().width() for b in self.boxes), default=0) + self.grid.horizontalSpacing()

    def _fit(self, width: int) -> int:
        if not self.boxes:
            return 1
        columns = max(1, min(4, len(self.boxes), width // max(1, self._widest())))
        rows = -(-len(self.boxes) // columns)
        return -(-len(self.boxes) // rows)

    def arrange(self, boxes: list[QWidget] | None = None) -> None:
        if boxes is not None and boxes != self.boxes:
            self.boxes, self.columns = boxes, 0
        columns = self._fit(self.width() if self.isVisible() else 4 * self._widest())
        if columns == self.columns:
            return
        self.columns = columns
        for box in self.boxes:
            self.grid.removeWidget(box)
        for n, box in enumerate(self.boxes):
            self.grid.addWidget(box, n // columns, n % columns)
        self.updateGeometry()

    def _height(self, columns: int) -> int:
        return self.rows_height(-(-len(self.boxes) // max(1, columns)) if self.boxes else 1)

    def rows_height(self, rows: int) -> int:
        """The height ``rows`` rows of boxes take."""
        height = max((b.sizeHint().height() for b in self.boxes), default=0)
        return rows * height + (rows - 1) * max(0, self.grid.verticalSpacing())

    def minimumSizeHint(self) -> QSize:
        """Two columns wide at least (what the bar needs); as tall as the rows now shown."""
        return QSize(min(2, max(1, len(self.boxes))) * self._widest(), self._height(self.columns or 2))

    def sizeHint(self) -> QSize:
        columns = self.columns or 4
        return QSize(columns * self._widest(), self._height(columns))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.arrange()


class TurnBar(QFrame):
    next_phase_requested = Signal()
    end_turn_requested = Signal()
    score_requested = Signal(str, int)

    def __init__(self, texts: Texts, parent=None):
        super().__init__(parent)
        self.setObjectName("turn-bar")
        self.setAttribute(Qt.WA_StyledBackground, True)
        self.setStyleSheet(STYLE)
        self.scores: dict[str, ScoreBox] = {}
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 6, 10, 6)
        outer.setSpacing(4)
        # Who won (3.1, 3.3.1), over everything else while the game is won: every action after
        # it is refused in enforce mode until an undo (rootboard.game.victory).
        self.winner = QLabel()
        self.winner.setObjectName("turn-winner")
        self.winner.setWordWrap(True)
        self.winner.setTextFormat(Qt.PlainText)
        self.winner.setAlignment(Qt.AlignCenter)
        self.winner.setStyleSheet("background: #e9c46a; color: #3a2419; font-size: 13pt; font-weight: bold; "
                                  "border: 2px solid #8a6d1f; border-radius: 5px; padding: 6px;")
        self.winner.hide()
        outer.addWidget(self.winner)
        top = QHBoxLayout()
        self.badge = QLabel()
        self.who = QLabel()
        self.who.setTextFormat(Qt.PlainText)  # a player's name is the table's words, never markup
        self.who.setObjectName("turn-who")
        self.who.setWordWrap(True)  # "Woodland Alliantie is aan de beurt" on two lines rather than cut
        self.when = QLabel()
        self.when.setTextFormat(Qt.RichText)
        self.next_phase = QPushButton()
        texts.set(self.next_phase.setText, N_("turn", "Next phase ▸"))
        self.next_phase.clicked.connect(self.next_phase_requested)
        self.end_turn = QPushButton()
        texts.set(self.end_turn.setText, N_("turn", "End turn ⏎"))
        self.end_turn.clicked.connect(self.end_turn_requested)
        who_and_when = QVBoxLayout()  # stacked, so the bar fits a 1280-pixel screen with both docks
        who_and_when.setSpacing(0)
        who_and_when.addWidget(self.who)
        who_and_when.addWidget(self.when)
        top.addWidget(self.badge)
        top.addLayout(who_and_when, 1)  # the name takes the room there is, and wraps only without it
        top.addSpacing(16)
        top.addWidget(self.next_phase)
        top.addWidget(self.end_turn)
        outer.addLayout(top)
        # second row: the scores
        middle = QHBoxLayout()
        score_title = QLabel()
        texts.set(score_title.setText, N_("turn", "Scores"))
        score_title.setStyleSheet("font-weight: bold;")
        self.score_grid = ScoreGrid()
        self.score_row = self.score_grid.grid
        middle.addWidget(score_title)
        middle.addWidget(self.score_grid, 1)
        outer.addLayout(middle)
        # third row: what to do next (or the reminder of what End turn will do: the Pass),
        # and the once-per-turn uses
        bottom = QHBoxLayout()
        self.hint = QLabel()
        self.hint.setObjectName("turn-hint")
        self.hint.setWordWrap(True)
        self.reminder = QLabel()
        self.reminder.setObjectName("turn-reminder")
        self.reminder.setWordWrap(True)
        self.uses = QLabel()
        self.uses.setObjectName("turn-uses")
        bottom.addWidget(self.hint, 1)
        bottom.addWidget(self.reminder, 1)
        bottom.addSpacing(12)
        bottom.addWidget(self.uses)
        outer.addLayout(bottom)

    # --- showing ---------------------------------------------------------------------------
    def show_session(self, session: GameSession | None) -> None:
        self.setVisible(session is not None)
        if session is None:
            return
        import rootboard.game.terms  # noqa: F401  (the words its sentences name: title, faction, phase)
        from rootboard.game.state import PHASES

        from rootboard.ui.board.badges import badge_pixmap

        state = session.state
        current = state.current
        self.badge.setPixmap(badge_pixmap(current, 34))
        self.who.setText(_with_player(fill(tr("turn", "{who:title.Whose} turn"), who=current), state.players.get(current)))
        if state.phase_tracked:
            steps = " › ".join(f"<b><u>{_phase(p)}</u></b>" if p == state.phase else _phase(p) for p in PHASES)
            phase = _phase(state.phase)
        else:  # a game from the command line: the table's phase is not known yet
            steps = tr("turn", "{steps} (not tracked)").format(steps=" › ".join(_phase(p) for p in PHASES))
            phase = tr("turn", "phase not tracked")
        self.when.setText(tr("turn", "Round {round} · {steps}").format(round=state.round, steps=steps))
        self.when.setAccessibleName(tr("turn", "Round {round}, {phase}").format(round=state.round, phase=phase))
        self.setAccessibleName(fill(tr("turn", "{who:title.Whose-ascii} turn, round {round}, {phase}"), who=current,
                                    round=state.round, phase=phase))
        self._show_buttons(session)
        self._show_scores(state)
        self._show_winner(state)
        self.uses.setText(self._uses_text(state))
        self.uses.setVisible(bool(self.uses.text()))
        reminder = self._pass_reminder(session)
        self.reminder.setText(reminder)
        self.reminder.setVisible(bool(reminder))
        self.hint.setText(self._hint(session))
        self.hint.setVisible(not reminder)  # the reminder says what End turn will do instead

    def _show_buttons(self, session: GameSession) -> None:
        from rootboard.game.actions import AdvancePhase, EndTurn

        phase = session.check(AdvancePhase(walk=True)).verdict
        self.next_phase.setEnabled(phase.legal)
        self.next_phase.setToolTip(f"{render(phase.message)} ({key_name(PHASE_SHORTCUT)})")
        end = session.check(EndTurn(walk=True)).verdict
        self.end_turn.setToolTip(f"{render(end.message)} ({key_name(END_TURN_SHORTCUT)})")
        # the step a newcomer takes next stands out: Next phase, or End turn in Evening
        for button, primary in ((self.next_phase, phase.legal), (self.end_turn, not phase.legal)):
            if button.property("primary") != primary:
                button.setProperty("primary", primary)
                button.style().unpolish(button)
                button.style().polish(button)

    def _show_scores(self, state) -> None:
        if list(self.scores) != list(state.factions):
            for box in self.scores.values():
                box.deleteLater()
            self.scores = {fid: ScoreBox(fid, self) for fid in state.factions}
        ledgers = self._ledgers(state)
        for fid, box in self.scores.items():
            box.show_score(state.scores.get(fid, 0), fid == state.current, state.players.get(fid))
            box.setToolTip(ledgers.get(fid, ""))
        self._arrange_scores()

    @staticmethod
    def _ledgers(state, last: int = 5) -> dict[str, str]:
        """Faction -> its score's ledger as a tooltip: its main causes, then its last points."""
        if not state.cursor:
            return {}
        from rootboard.game import ledger

        lines = ledger.ledger(state)
        found = {}
        for fid, summary in ledger.summaries(state, lines).items():
            mine = [line for line in lines if line.faction == fid][-last:]
            found[fid] = "\n".join([render(summary), *(f"{line.entry}. {render(line.message())}" for line in mine)])
        return found

    def _show_winner(self, state) -> None:
        if not state.winner:
            self.winner.hide()
            return
        from rootboard.game import victory

        self.winner.setText(tr("turn", "{won}. Undo to play on.").format(won=render(victory.declared(state))))
        self.winner.setAccessibleName(render(victory.declared(state)))
        self.winner.show()

    def _arrange_scores(self) -> None:
        self.score_grid.arrange(list(self.scores.values()))

    @staticmethod
    def _uses_text(state) -> str:
        """Once-per-turn uses, on the maps that have them (16.2.2.V, 16.2.3.III)."""
        board = state.topology.board
        parts = []
        if board.lake is not None:
            from rootboard.board.terms import area_name

            where = area_name(state.ferry) if state.ferry is not None else tr("turn", "off the map")
            used = tr("turn", "used this turn") if "ferry" in state.used else tr("turn", "not used yet this turn")
            parts.append(tr("turn", "Ferry ({where}): {used}").format(where=where, used=used))
        if board.closed_paths:
            removed = tr("turn", "one removed this turn") if "open-path" in state.used else tr("turn", "none removed this turn")
            parts.append(tr("turn", "Closed paths: {left} left, {removed}").format(left=len(state.closed_paths), removed=removed))
        return " · ".join(parts)

    @staticmethod
    def _hint(session: GameSession) -> str:
        """What to do next, in a newcomer's words."""
        from rootboard.game.state import PHASES

        state = session.state
        who = state.current
        if not state.phase_tracked:
            return fill(tr("turn", "{who:faction.Whose} turn. The phase is not tracked, so Slip, Move and closed paths "
                        "take your word for it; Next phase ({key}) starts tracking it."), who=who,
                        key=key_name(PHASE_SHORTCUT))
        from rootboard.game.turns.steps import current_step, turn_module

        if turn_module(state.law[who]) is not None:  # a turn walked step by step (1.4.1)
            from rootboard.game.turns.words import step_words

            step = current_step(state)
            said = dict(who=who, phase=state.phase, step=text(step_words(state.law[who], step)), section=step.section,
                        panel=key_name(TURN_PANEL_SHORTCUT))
            if state.phase == PHASES[-1]:
                return fill(tr("turn", "{who:faction.Whose} {phase:phase}: {step} ({section}), then End turn ({key}). "
                            "The Turn panel ({panel}) says what may be done now."),
                            key=key_name(END_TURN_SHORTCUT), **said)
            return fill(tr("turn", "{who:faction.Whose} {phase:phase}: {step} ({section}), then Next phase ({key}). "
                        "The Turn panel ({panel}) says what may be done now."), key=key_name(PHASE_SHORTCUT), **said)
        if state.phase == PHASES[-1]:
            return fill(tr("turn", "{who:faction.Whose} {phase:phase}: finish it, then End turn ({key})."), who=who,
                        phase=state.phase, key=key_name(END_TURN_SHORTCUT))
        nxt = PHASES[PHASES.index(state.phase) + 1]
        return fill(tr("turn", "{who:faction.Whose} {phase:phase}: place or move pieces on the board, then Next phase "
                    "({key}) to {next:phase}. Undo with {undo}."), who=who, phase=state.phase,
                    key=key_name(PHASE_SHORTCUT), next=nxt, undo=key_name("Ctrl+Z"))

    @staticmethod
    def _pass_reminder(session: GameSession) -> str:
        """The Pass (16.2.3.IV): whoever is on turn and rules the Tower's clearing at the end
        of Evening scores 1 VP on End turn. Said in Evening, when it is about to happen."""
        from rootboard.game.actions import ENDS_ON_PASS, EndTurn
        from rootboard.game.rules import ruling
        from rootboard.game.state import PHASES

        state = session.state
        if state.tower is None or state.phase != PHASES[-1]:
            return ""
        end = session.check(EndTurn(walk=True)).verdict
        if end.message.id == ENDS_ON_PASS.id:
            return tr("turn", "The Pass: {reason}.").format(reason=render(end.message))
        holder = ruling(state, state.tower).ruler
        ruled = fill(tr("turn", "it is ruled by {who:faction}"), who=holder) if holder else tr("turn", "nobody rules it")
        return fill(tr("turn", "The Pass ({where:area}): {who:faction} {who:faction|sg=does|pl=do} not rule it ({ruled}), so End turn scores "
                    "nothing for it. Rule it at the end of your Evening for 1 VP (16.2.3.IV)."), who=state.current,
                    where=state.tower, ruled=ruled)
