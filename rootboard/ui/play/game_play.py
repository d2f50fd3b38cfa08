"""The window playing a game: the session, its actions, undo and redo, and the chrome.

A mixin of :class:`~rootboard.ui.window.MainWindow`. Every action goes through the
:class:`~rootboard.session.GameSession` (so through the core's checks); the window
subscribes and, after every change whoever made it, redraws the board, the turn bar, the
who-rules panel and the log. Refusals and reminders go to the message strip, in words.

The core's game modules (actions, rules, the session) and the mouse play are imported
when first needed: a window that starts exploring a map draws its first frame without them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rootboard.messages import render, text
from rootboard.ui.errors import ROOTBOARD_ERRORS

if TYPE_CHECKING:
    from rootboard.game.actions import Action, Outcome
    from rootboard.session import GameSession

NO_GAME = "Exploring the board. To play: File › New game (Ctrl+N), or Open… (Ctrl+O) a game file."


class GamePlay:
    def set_session(self, session: GameSession | None, redraw: bool = True) -> None:
        """Play ``session`` (None: back to exploring the map on show). The board is redrawn
        from its state, and every later change of the session redraws it again."""
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None
        self.session = session
        if session is not None:
            from rootboard.game.actions import TEACH
            from rootboard.game.rules import rulers

            self._unsubscribe = session.subscribe(self._session_changed)
            self.teach_action.setChecked(session.mode == TEACH)
            state = session.state
            self._show_board(state.topology, pieces=state.board_pieces(), rulers=rulers(state),
                             suits=dict(state.suits), closed_paths=set(state.closed_paths), burrow=_burrow(state))
            self.rule_dock.raise_()
        else:
            self.dock.raise_()
            if redraw and self.topology is not None:
                self._show_board(self.topology)
        self.map_box.setEnabled(session is None)
        self.map_box.setToolTip("Switch map" if session is None else "The game's map: close the game (Ctrl+W) to explore others")
        self.strip.show_message("info", "" if session is not None else NO_GAME)
        self._fill_score_menu()  # once per game: the factions do not change while it lasts
        self._show_game_chrome()
        self.session_changed.emit(session)
        if session is not None and self.board_play is None:
            from rootboard.ui.play.board_play import attach_board_play

            self.board_play = attach_board_play(self)  # exploring needs no drag, drop or supply trays

    def perform(self, action: Action) -> Outcome | None:
        """Check and (if the mode allows) apply ``action``; the verdict goes in the message
        strip either way: a refusal with its Law section, a success with its reminders."""
        if self.session is None:
            return None
        try:
            outcome = self.session.perform(action)
        except ROOTBOARD_ERRORS as exc:
            self.show_error("Cannot do that", exc)
            return None
        if not outcome.applied:  # applied ones are shown by _session_changed, whoever performed them
            self.strip.show_outcome(outcome)
            self.statusBar().showMessage(render(outcome.verdict.message), 8000)
        return outcome

    def next_phase(self) -> None:
        from rootboard.game.actions import AdvancePhase

        self.perform(AdvancePhase())

    def end_turn(self) -> None:
        from rootboard.game.actions import EndTurn

        self.perform(EndTurn())

    def score(self, faction: str, points: int) -> None:
        from rootboard.game.actions import Score

        self.perform(Score(faction, points))

    def undo(self) -> None:
        self._step(self.session.undo if self.session else None, "undo", "Undone")

    def redo(self) -> None:
        self._step(self.session.redo if self.session else None, "redo", "Redone")

    def _step(self, step, verb: str, done: str) -> None:
        text = step() if step is not None else None
        if text is None:
            self.statusBar().showMessage(f"Nothing to {verb}", 3000)
            return
        self.strip.show_message("info", f"{done}: {text}.")

    def _session_changed(self, session: GameSession, outcome: Outcome | None) -> None:
        """After every change, whoever made it: redraw the board and the chrome."""
        from rootboard.game.rules import rulers

        state = session.state
        self.scene.show_game(state.board_pieces(), rulers(state), state.closed_paths, burrow=_burrow(state))
        if outcome is not None:
            self.strip.show_outcome(outcome)
        self.autosave.belongs_to(session.path)
        self._show_game_chrome()
        self.game_updated.emit(outcome)

    def _set_teach(self, on: bool) -> None:
        from rootboard.game.actions import ENFORCE, TEACH

        if self.session is not None:
            self.session.mode = TEACH if on else ENFORCE
            self.strip.show_message("info", "Teach mode: actions against the rules are applied, with the rule "
                                    "they break in the log." if on else
                                    "Enforce mode: actions against the rules are refused.")

    def _mode(self) -> str:
        from rootboard.game.actions import ENFORCE, TEACH

        return TEACH if self.teach_action.isChecked() else ENFORCE

    def ask_who_rules(self) -> None:
        """Game > Who rules: show the panel, focused on its list of clearings (keyboard)."""
        if self.session is None:
            return
        self.rule_dock.show()
        self.rule_dock.raise_()
        self.rule_panel.overview.setFocus()
        if self.rule_panel.clearing is None and self.rule_panel.overview.count():
            self.rule_panel.overview.setCurrentRow(0)

    def _rule_row_chosen(self, clearing: int) -> None:
        if clearing != self.selected:
            self.select(clearing)

    def _show_game_chrome(self) -> None:
        """Turn bar, rule panel, log, menus and title after a change of game or position."""
        session = self.session
        if session is not None or self.has_game_chrome:  # exploring builds none of it
            self.turn_bar.show_session(session)
            self.rule_panel.show_state(session.state if session else None)
            self.log_view.show_session(session)
        for a in self.game_actions:
            a.setEnabled(session is not None)
        self.undo_action.setEnabled(bool(session and session.can_undo))
        self.redo_action.setEnabled(bool(session and session.can_redo))
        cursor = session.state.cursor if session else 0
        from rootboard.i18n import tr

        self.undo_action.setText(tr("menu", "Undo {action}").format(action=text(session.entry_description(cursor - 1)))
                                 if self.undo_action.isEnabled() else tr("menu", "Undo"))
        self.redo_action.setText(tr("menu", "Redo {action}").format(action=text(session.entry_description(cursor)))
                                 if self.redo_action.isEnabled() else tr("menu", "Redo"))
        if session is not None:
            self.next_phase_action.setEnabled(self.turn_bar.next_phase.isEnabled())
        self._update_title()

    def _fill_score_menu(self) -> None:
        self.score_menu.clear()
        self.score_menu.setEnabled(self.session is not None)
        if self.session is None:
            return
        from rootboard.ui.board.badges import title

        for fid in self.session.state.factions:
            for delta in (1, -1):
                from rootboard.i18n import tr

                entry = self.score_menu.addAction(tr("menu", "{faction} {points} VP").format(
                    faction=title(fid), points=f"{delta:+d}"))
                entry.triggered.connect(lambda _=False, f=fid, d=delta: self.score(f, d))

    def _update_title(self) -> None:
        from rootboard.board.terms import map_title
        from rootboard.i18n import tr

        board = map_title(self.topology.board.title) if self.topology else "rootboard"
        if self.session is None:
            self.setWindowTitle(f"rootboard — {board}")
            self.setWindowModified(False)
            return
        name = self.session.path.name if self.session.path else tr("window", "unsaved game")
        self.setWindowTitle(f"rootboard — {board} — {name}[*]")
        self.setWindowModified(self.session.dirty)


def _burrow(state):
    """The Burrow's pieces when the Duchy plays (its board then shows the Burrow), else None."""
    return state.burrow() if state.burrow_in_play else None
