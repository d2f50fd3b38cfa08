"""The game in play: the session, its actions, undo and redo, teach or enforce.

A part of the main window, given what it works with: the board to draw the game on (a
:class:`Board`: the window's board part), the message strip over it, the status bar's
message line and where an error is shown. It holds the :class:`~rootboard.session.GameSession`;
every action goes through it (so through the core's checks). After every change, whoever
made it, it redraws the board and says :attr:`GamePart.game_updated`; a game opened or
closed says :attr:`GamePart.session_changed`. The window, the game files and the mouse play
listen to those; none of them reads another's attributes. Refusals and reminders go to the
message strip, in words.

The core's game modules (actions, rules, the session) are imported when first needed: a
window that starts exploring a map draws its first frame without them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Protocol

from PySide6.QtCore import QObject, Signal

from rootboard.messages import render, text

from rootboard.ui.errors import ROOTBOARD_ERRORS
from rootboard.ui.mode import WindowMode
from rootboard.i18n import N_, tr
from rootboard.ui.widgets.message_strip import MessageStrip, Words

if TYPE_CHECKING:
    from rootboard.board.topology import Topology
    from rootboard.game.actions import Action
    from rootboard.game.replay import Outcome
    from rootboard.game.display import Display
    from rootboard.session import GameSession

NO_GAME = N_("strip", "Exploring the board. To play: File › New game ({new}), or Open… ({open}) a game file.")


def no_game() -> str:
    from rootboard.ui.play.shortcuts import key_name

    return tr(*NO_GAME).format(new=key_name("Ctrl+N"), open=key_name("Ctrl+O"))


class Board(Protocol):
    """What the game needs of the board on show."""

    topology: Topology | None

    def show(self, topology: Topology, **game) -> None: ...

    def show_game(self, pieces, rulers, closed_paths, burrow=None) -> None: ...


class GamePart(QObject):
    session_changed = Signal(object)  # the new GameSession, or None; the board is already new
    game_updated = Signal(object)  # the Outcome just applied (None after undo/redo), once drawn
    language_changed = Signal()  # View › Language: what shows the game is made again, in the new one
    viewer_changed = Signal()  # View › a faction's view turned on or off (during play or a setup)

    def __init__(self, board: Board, strip: MessageStrip, status: Callable[[str, int], None],
                 show_error: Callable[[str, Exception], None], mode: WindowMode | None = None):
        super().__init__(strip)
        self._board, self._strip, self._status, self._show_error = board, strip, status, show_error
        self._mode = mode if mode is not None else WindowMode(self)  # the window's, which this part sets
        self.session: GameSession | None = None
        self.teach = False  # the mode a game opened from a file plays in (Game › Teach mode)
        self.viewer: str | None = None  # whose hidden pieces the board shows (None: the table's view)
        self._setup_position = None  # the position of a setup under way (the wizard's), or None
        self._unsubscribe = None

    def set_session(self, session: GameSession | None, redraw: bool = True) -> None:
        """Play ``session`` (None: back to exploring the map on show). The board is redrawn
        from its state, and every later change of the session redraws it again."""
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None
        if self.session is not None and self.session is not session:
            self.session.let_go()  # its unsaved changes, if any, are offered at the next start
        self.session = session
        self.viewer = None  # every game opens as the whole table sees it
        if session is not None:
            from rootboard.game.replay import TEACH

            self._unsubscribe = session.subscribe(self._session_changed)
            self.teach = session.mode == TEACH
            self._board.show(session.state.topology, **self.display().scene())
        elif redraw and self._board.topology is not None:
            self._board.show(self._board.topology)
        self._strip.show_message("info", "" if session is not None else no_game)
        if session is not None:
            self._mode.play()
        else:
            self._mode.explore()
        self.session_changed.emit(session)

    def retranslate(self) -> None:
        """After a change of language: the strip's words and whatever shows the game (the supply
        trays, the Vagabond's board), in the new one."""
        self._strip.retranslate()
        self.language_changed.emit()

    def say(self, words: Words, kind: str = "info") -> None:
        """What the last command did, in the strip over the board until the next one (``kind``:
        the strip's, "info", "warning", "note"...). ``words`` is best what makes them
        (``lambda: tr(...)``), so a change of language says them again."""
        self._strip.show_message(kind, words)

    def perform(self, action: Action) -> Outcome | None:
        """Check and (if the mode allows) apply ``action``; the verdict goes in the message
        strip either way: a refusal with its Law section, a success with its reminders."""
        if self.session is None:
            return None
        try:
            outcome = self.session.perform(action)
        except ROOTBOARD_ERRORS as exc:
            self._show_error(tr("error", "Cannot do that"), exc)
            return None
        if not outcome.applied:  # applied ones are shown by _session_changed, whoever performed them
            self._strip.show_outcome(outcome)
            self._status(render(outcome.verdict.message), 8000)
        return outcome

    def next_phase(self) -> None:
        from rootboard.game.actions import AdvancePhase

        self.perform(AdvancePhase(walk=True))

    def end_turn(self) -> None:
        from rootboard.game.actions import EndTurn

        self.perform(EndTurn(walk=True))

    def score(self, faction: str, points: int) -> None:
        from rootboard.game.actions import Score

        self.perform(Score(faction, points))

    def undo(self) -> None:
        self._step(self.session.undo if self.session else None, tr("status", "Nothing to undo"), N_("strip", "Undone: {action}."))

    def redo(self) -> None:
        self._step(self.session.redo if self.session else None, tr("status", "Nothing to redo"), N_("strip", "Redone: {action}."))

    def _step(self, step, nothing: str, done: tuple[str, str]) -> None:
        undone = step() if step is not None else None  # what the log says the action did
        if undone is None:
            if self.session is None or self.session.stale is None:  # a file read again says so itself
                self._status(nothing, 3000)
            return
        self.say(lambda: tr(*done).format(action=text(undone)))

    def display(self) -> Display | None:
        """What the board shows of the game, as the table sees it, or as :attr:`viewer` does."""
        if self.session is None:
            return None
        from rootboard.game.display import position_display

        return position_display(self.session.state, self.viewer)

    def set_viewer(self, viewer: str | None) -> None:
        """View › a faction's view: its face-down pieces shown with their kinds (13.2.2), or
        (None) what the whole table may see. Redraws the board and tells the listeners."""
        if viewer == self.viewer:
            return
        self.viewer = viewer
        if self.session is not None and not self._mode.setting_up:  # a setup draws its own board
            self._redraw()
            self.game_updated.emit(None)
        self.viewer_changed.emit()

    def set_setup_position(self, state) -> None:
        """The position a setup under way stands at (None: no setup): while it lasts, the
        faction's view offered is that of a faction in it (the Corvids choose their plot, 13.2.2)."""
        self._setup_position = state

    def secret_keeper(self) -> str | None:
        """The faction in the game (or in the setup under way) that keeps pieces face down
        (the Corvids' plots), if any."""
        state = self._setup_position if self._mode.setting_up else None
        if state is None and self.session is not None:
            state = self.session.state
        if state is None:
            return None
        from rootboard.game.display import keepers_of_secrets

        return next(iter(keepers_of_secrets(state)), None)

    def set_viewer_on(self, on: bool) -> None:
        """View › the Corvids' view, on or off: the secret keeper's view, or the table's."""
        self.set_viewer(self.secret_keeper() if on else None)

    def draw_afresh(self) -> None:
        """The board made again from the game in play (a setup left half-way drew on it)."""
        if self.session is not None:
            self._board.show(self.session.state.topology, **self.display().scene())

    def _redraw(self) -> None:
        shown = self.display()
        self._board.show_game(shown.pieces, shown.rulers, shown.closed_paths, burrow=shown.burrow)

    def _session_changed(self, session: GameSession, outcome: Outcome | None) -> None:
        """After every change, whoever made it: redraw the board, then tell the listeners."""
        self._redraw()
        if outcome is not None:
            self._strip.show_outcome(outcome)
        self.game_updated.emit(outcome)

    def set_teach(self, on: bool) -> None:
        """Game › Teach mode: apply actions against the rules, with a warning; or refuse them."""
        from rootboard.game.replay import ENFORCE, TEACH

        self.teach = on
        mode = TEACH if on else ENFORCE
        if self.session is not None and self.session.mode != mode:  # not when a new game sets it
            self.session.mode = mode
            self.say(lambda: tr("strip", "Teach mode: actions against the rules are applied, with the rule "
                                "they break in the log.") if on else
                     tr("strip", "Enforce mode: actions against the rules are refused."))

    def mode(self) -> str:
        from rootboard.game.replay import ENFORCE, TEACH

        return TEACH if self.teach else ENFORCE

