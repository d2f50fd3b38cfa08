"""The turn bar over the board: whose turn, round and phase, scores, and what comes next.

It reads the state and asks the session for verdicts (may the phase advance? what will
End turn do?), so its buttons and reminders say what the core would say; it changes
nothing itself, it only asks the window to act (signals).

It is built with the window but hidden until a game opens; the game modules it reads are
imported then (first use), so a window that starts exploring a map draws without them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QToolButton, QVBoxLayout,
)


from rootboard.words import ASCII_APOSTROPHE, possessive
from rootboard.ui.board import theme
from rootboard.ui.play.shortcuts import END_TURN_SHORTCUT, PHASE_SHORTCUT

if TYPE_CHECKING:
    from rootboard.session import GameSession

def _short_name(fid: str) -> str:
    from rootboard.game.pieces import short_name  # with the first game, not at startup

    return short_name(fid)


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
        name = _short_name(fid)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(3, 0, 3, 0)
        layout.setSpacing(2)
        badge = QLabel()
        badge.setPixmap(badge_pixmap(fid, 20))
        label = QLabel(name)
        self.points = QLabel("0")
        self.points.setStyleSheet("font-size: 13pt; font-weight: bold; min-width: 22px;")
        self.points.setAlignment(Qt.AlignCenter)
        minus, plus = QToolButton(), QToolButton()
        for button, delta, sign in ((minus, -1, "−"), (plus, 1, "+")):
            button.setText(sign)
            button.setToolTip(f"{name} {delta:+d} VP (3.2)")
            button.setAccessibleName(f"{name} {'minus' if delta < 0 else 'plus'} one victory point")
            button.clicked.connect(lambda _=False, d=delta: bar.score_requested.emit(fid, d))
        for widget in (badge, label, minus, self.points, plus):
            layout.addWidget(widget)
        self.minus, self.plus = minus, plus

    def show_score(self, points: int, on_turn: bool) -> None:
        from rootboard.ui.board.badges import title

        self.points.setText(str(points))
        self.setAccessibleName(f"{title(self.fid)}: {points} victory points")
        border = theme.faction_colour(self.fid).name() if on_turn else "transparent"
        self.setStyleSheet(f"ScoreBox {{ border: 2px solid {border}; border-radius: 5px; background: "
                           f"{'#fffaf0' if on_turn else 'transparent'}; }}")


class TurnBar(QFrame):
    next_phase_requested = Signal()
    end_turn_requested = Signal()
    score_requested = Signal(str, int)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("turn-bar")
        self.setAttribute(Qt.WA_StyledBackground, True)
        self.setStyleSheet(STYLE)
        self.scores: dict[str, ScoreBox] = {}
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 6, 10, 6)
        outer.setSpacing(4)
        top = QHBoxLayout()
        self.badge = QLabel()
        self.who = QLabel()
        self.who.setObjectName("turn-who")
        self.when = QLabel()
        self.when.setTextFormat(Qt.RichText)
        self.next_phase = QPushButton("Next phase ▸")
        self.next_phase.clicked.connect(self.next_phase_requested)
        self.end_turn = QPushButton("End turn ⏎")
        self.end_turn.clicked.connect(self.end_turn_requested)
        who_and_when = QVBoxLayout()  # stacked, so the bar fits a 1280-pixel screen with both docks
        who_and_when.setSpacing(0)
        who_and_when.addWidget(self.who)
        who_and_when.addWidget(self.when)
        top.addWidget(self.badge)
        top.addLayout(who_and_when)
        top.addSpacing(16)
        top.addWidget(self.next_phase)
        top.addWidget(self.end_turn)
        top.addStretch(1)
        outer.addLayout(top)
        # second row: the scores
        middle = QHBoxLayout()
        score_title = QLabel("Scores")
        score_title.setStyleSheet("font-weight: bold;")
        self.score_row = QGridLayout()
        self.score_row.setHorizontalSpacing(4)
        middle.addWidget(score_title)
        middle.addLayout(self.score_row)
        middle.addStretch(1)
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
        from rootboard.game.state import PHASES

        from rootboard.ui.board.badges import badge_pixmap, title

        state = session.state
        current = state.current
        self.badge.setPixmap(badge_pixmap(current, 34))
        self.who.setText(f"{possessive(title(current))} turn")
        if state.phase_tracked:
            steps = " › ".join(f"<b><u>{p.title()}</u></b>" if p == state.phase else p.title() for p in PHASES)
            phase = state.phase.title()
        else:  # a game from the command line: the table's phase is not known yet
            steps = " › ".join(p.title() for p in PHASES) + " (not tracked)"
            phase = "phase not tracked"
        self.when.setText(f"Round {state.round} · {steps}")
        self.when.setAccessibleName(f"Round {state.round}, {phase}")
        self.setAccessibleName(f"{possessive(title(current), apostrophe=ASCII_APOSTROPHE)} turn, round {state.round}, {phase}")
        self._show_buttons(session)
        self._show_scores(state)
        self.uses.setText(self._uses_text(state))
        self.uses.setVisible(bool(self.uses.text()))
        reminder = self._pass_reminder(session)
        self.reminder.setText(reminder)
        self.reminder.setVisible(bool(reminder))
        self.hint.setText(self._hint(session))
        self.hint.setVisible(not reminder)  # the reminder says what End turn will do instead

    def _show_buttons(self, session: GameSession) -> None:
        from rootboard.game.actions import AdvancePhase, EndTurn

        phase = session.check(AdvancePhase()).verdict
        self.next_phase.setEnabled(phase.legal)
        self.next_phase.setToolTip(f"{phase} ({PHASE_SHORTCUT})")
        end = session.check(EndTurn()).verdict
        self.end_turn.setToolTip(f"{end} ({END_TURN_SHORTCUT})")
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
            for n, box in enumerate(self.scores.values()):
                self.score_row.addWidget(box, n // 4, n % 4)  # two rows for five or more players
        for fid, box in self.scores.items():
            box.show_score(state.scores.get(fid, 0), fid == state.current)

    @staticmethod
    def _uses_text(state) -> str:
        """Once-per-turn uses, on the maps that have them (16.2.2.V, 16.2.3.III)."""
        board = state.topology.board
        parts = []
        if board.lake is not None:
            where = f"clearing {state.ferry}" if state.ferry is not None else "off the map"
            used = "used this turn" if "ferry" in state.used else "not used yet this turn"
            parts.append(f"Ferry ({where}): {used}")
        if board.closed_paths:
            removed = "one removed this turn" if "open-path" in state.used else "none removed this turn"
            parts.append(f"Closed paths: {len(state.closed_paths)} left, {removed}")
        return " · ".join(parts)

    @staticmethod
    def _hint(session: GameSession) -> str:
        """What to do next, in a newcomer's words."""
        from rootboard.game.state import PHASES

        state = session.state
        who = _short_name(state.current)
        if not state.phase_tracked:
            return (f"{possessive(who)} turn. The phase is not tracked, so Slip, Move and closed paths take your "
                    f"word for it; Next phase ({PHASE_SHORTCUT}) starts tracking it.")
        if state.phase == PHASES[-1]:
            return f"{possessive(who)} Evening: finish it, then End turn ({END_TURN_SHORTCUT})."
        nxt = PHASES[PHASES.index(state.phase) + 1].title()
        return (f"{possessive(who)} {state.phase.title()}: place or move pieces on the board, then Next phase "
                f"({PHASE_SHORTCUT}) to {nxt}. Undo with Ctrl+Z.")

    @staticmethod
    def _pass_reminder(session: GameSession) -> str:
        """The Pass (16.2.3.IV): whoever is on turn and rules the Tower's clearing at the end
        of Evening scores 1 VP on End turn. Said in Evening, when it is about to happen."""
        from rootboard.game.actions import ENDS_ON_PASS, EndTurn
        from rootboard.messages import render
        from rootboard.game.rules import ruling
        from rootboard.game.state import PHASES

        state = session.state
        if state.tower is None or state.phase != PHASES[-1]:
            return ""
        end = session.check(EndTurn()).verdict
        if end.message.id == ENDS_ON_PASS.id:
            return f"The Pass: {render(end.message)}."
        holder = ruling(state, state.tower).ruler
        ruled = f"it is ruled by {_short_name(holder)}" if holder else "nobody rules it"
        return (f"The Pass (clearing {state.tower}): {_short_name(state.current)} does not rule it ({ruled}), "
                f"so End turn scores nothing for it. Rule it at the end of your Evening for 1 VP (16.2.3.IV).")
