"""What the window is doing, said in one place: exploring a map, setting a game up, playing, or
asking a quiz.

Before, every part inferred it from whether a game session existed (about 35 ``session is
None`` checks in 9 files), and none could tell setting up from exploring. Now the window owns
one :class:`WindowMode`; the game part says when a game starts or ends
(:meth:`WindowMode.play`, :meth:`WindowMode.explore`), the setup wizard when a setup begins
and when it is left (:meth:`WindowMode.set_up`, :meth:`WindowMode.leave_setup`), and the parts
that behave differently are handed it and listen to :attr:`WindowMode.changed` (the
explorer stops following hovers while a setup step lights the board, and while a quiz asks
about it, which its lights would answer; the map box is the explorer's only). The quiz says
when it takes the board and gives it back (:meth:`WindowMode.quiz`, :meth:`WindowMode.leave_quiz`).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

EXPLORING, SETTING_UP, PLAYING, QUIZZING = "exploring", "setting-up", "playing", "quizzing"


class WindowMode(QObject):
    changed = Signal(str)  # the new mode

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.mode = EXPLORING
        self._before_setup = EXPLORING  # where leaving a setup goes back to
        self._playing = False

    @property
    def exploring(self) -> bool:
        return self.mode == EXPLORING

    @property
    def setting_up(self) -> bool:
        return self.mode == SETTING_UP

    @property
    def playing(self) -> bool:
        return self.mode == PLAYING

    @property
    def quizzing(self) -> bool:
        return self.mode == QUIZZING

    @property
    def board_taken(self) -> bool:
        """Whether the board's clicks and lights are someone else's than the explorer's: the
        wizard's (a setup step) or the quiz's (a question)."""
        return self.mode in (SETTING_UP, QUIZZING)

    def quiz(self) -> None:
        """Teach › Quiz: questions are asked on the board, no game on it."""
        self._set(QUIZZING)

    def leave_quiz(self) -> None:
        """The quiz ended: the board is the explorer's again."""
        if self.mode == QUIZZING:
            self._set(EXPLORING)

    def play(self) -> None:
        """A game is on the board (opened, restored, or set up and started)."""
        self._playing = True
        self._set(PLAYING)

    def explore(self) -> None:
        """No game: the board is a map to explore."""
        self._playing = False
        self._set(EXPLORING)

    def set_up(self) -> None:
        """File › New game: a setup is under way on the board (the game on show, if any, waits)."""
        if self.mode != SETTING_UP:
            self._set(SETTING_UP)

    def leave_setup(self) -> None:
        """The wizard was closed without starting play: back to the game, or to exploring."""
        if self.mode == SETTING_UP:
            self._set(PLAYING if self._playing else EXPLORING)

    def _set(self, mode: str) -> None:
        if mode != self.mode:
            self.mode = mode
            self.changed.emit(mode)
