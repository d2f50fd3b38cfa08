"""One open game, as the window plays it: state, file, mode, autosave, undo and redo.

The session keeps the file it was opened from (or last saved as): every change is written
to it atomically, as the command line writes after every action, so ``rootboard log
GAME.json`` shows a game played with the mouse. A game with no file yet (new, untitled)
goes to the autosave after every change, until it is saved as a file; so does a change the
file could not take (a full disk, a read-only file), and ``write_error`` says why.

The controller between the UI and the core (ui -> session -> core). It owns no rules: every
check and change goes through :mod:`rootboard.game.actions`, exactly as the command line's
do, so the mouse and the CLI can never disagree. Pure Python (no Qt): the window subscribes
with :meth:`GameSession.subscribe` and redraws when told.
"""

from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterable, Iterator

from rootboard.autosaves import AutosaveSlot
from rootboard.errors import BadInput
from rootboard.files import stamp
from rootboard.game.actions import Action
from rootboard.game.replay import (ENFORCE, MODES, UNKNOWN_MODE, LogEntry, Outcome, entry_description, log_entries,
                                   perform, redo, undo)
from rootboard.gamefile.file import changing
from rootboard.game.newgame import new_game
from rootboard.game.state import GameState
from rootboard.game.verdict import Verdict
from rootboard.messages import Message, Template
from rootboard.loading import load, save

NO_FILE_YET = Template("session.no-file-yet", "this game has no file yet: choose where to save it")
RELOADED = Template("session.reloaded", "{file} was changed by another program: the game is shown as that file "
                    "now has it, and nothing else was done; do it again if it still stands")
CHANGED_BOTH = Template("session.changed-both", "{file} was changed by another program, and this window has "
                        "changes the file could not take: nothing was done; keep yours with File › Save as")

Listener = Callable[["GameSession", "Outcome | None"], None]


class GameSession:
    """A game being played. ``path`` is its file, written after every change; without one,
    ``autosave_path`` is, so a crash or a closed lid loses nothing (atomically, like every save)."""

    def __init__(self, state: GameState, path: str | Path | None = None, mode: str = ENFORCE,
                 autosave_path: str | Path | None = None):
        if mode not in MODES:
            raise BadInput(UNKNOWN_MODE(mode=mode, modes=list(MODES)))
        self.state = state
        self.path = Path(path) if path else None
        self.mode = mode
        self.autosave_path = Path(autosave_path) if autosave_path else None
        # This game's own autosave (rootboard.autosaves): no other game writes it.
        self.autosave = AutosaveSlot(self.autosave_path) if self.autosave_path else None
        self._autosaved = False  # whether the autosave holds this game (removed once the file has it all)
        self.dirty = False  # changes not in ``path`` (only in the autosave)
        self.write_error: OSError | None = None  # why the last change could not go to ``path``
        self.notes: tuple = ()  # what the reader noticed when opening (a changed map file)
        self._listeners: list[Listener] = []
        self._stamp = stamp(self.path) if self.path else None  # the file as last read or written here
        # Why the last change was not made, when another program had changed the file: it
        # was read again instead (RELOADED), or it could not be (CHANGED_BOTH).
        self.stale: Outcome | None = None

    # --- opening ----------------------------------------------------------------------
    @classmethod
    def new(cls, map_name: str, factions: Iterable[str], seed: int | None = None,
            track_phase: bool = True, **options) -> "GameSession":
        """A new game. The window tracks the phase from the first Birdsong (its turn bar
        shows it), so phase-bound actions are checked from the start (9.4.2, 9.5.1, 16.2.3.III);
        a game made on the command line leaves it untracked until 'rootboard phase'."""
        state = new_game(map_name, list(factions), seed=seed)
        state.phase_tracked = track_phase
        return cls(state, **options)

    @classmethod
    def open(cls, path: str | Path, **options) -> "GameSession":
        """Load a game file; a bad file raises GameFormatError (a ValueError) naming it."""
        with changing(path):  # not half-way through another rootboard's change of it
            before = stamp(path)
            loaded = load(path)
        session = cls(loaded.state, path=path, **options)
        session.notes = loaded.notes
        session._stamp = before
        return session

    # --- listening --------------------------------------------------------------------
    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener(session, outcome)`` after every change; returns an unsubscribe."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener)

    def _changed(self, outcome: Outcome | None) -> None:
        self._write()
        for listener in list(self._listeners):
            listener(self, outcome)

    # --- playing ----------------------------------------------------------------------
    def check(self, action: Action) -> Outcome:
        """The verdict on ``action`` now, changing nothing (for checks as you drag)."""
        return perform(self.state, action, self.mode, dry_run=True)

    def perform(self, action: Action) -> Outcome:
        """Check and, if the mode allows, apply ``action``. A refusal changes nothing and
        notifies nobody; the caller shows ``outcome.verdict`` (what, why, Law section).

        Another program (``rootboard move`` on the same file) may have changed the game
        since it was shown: then it is read again and shown as it is now, and the action,
        chosen on what was shown before, is not done (the outcome says so)."""
        with self._holding_file() as stale:
            if stale is not None:
                return stale
            outcome = perform(self.state, action, self.mode)
            if outcome.applied:
                self._changed(outcome)
        return outcome

    def undo(self) -> Message | None:
        """What was taken back, or None: nothing to undo, or (``stale`` says so) the file had
        changed elsewhere and was read again instead."""
        return self._step(undo)

    def redo(self) -> Message | None:
        return self._step(redo)

    def go_to(self, cursor: int) -> bool:
        """Undo or redo until ``cursor`` history entries are applied (a moment of a recorded game,
        stepped to); one change said, one write. False when there is nothing to move."""
        cursor = max(0, min(cursor, len(self.state.history)))
        if cursor == self.state.cursor:
            return False
        with self._holding_file() as stale:
            if stale is not None:
                return False
            while self.state.cursor > cursor:
                undo(self.state)
            while self.state.cursor < cursor:
                redo(self.state)
            self._changed(None)
        return True

    def _step(self, step) -> Message | None:
        with self._holding_file() as stale:
            if stale is not None:
                return None
            text = step(self.state)
            if text is not None:
                self._changed(None)
        return text

    # --- the file, shared with other programs ---------------------------------------------
    def changed_elsewhere(self) -> bool:
        """Whether the game's file is no longer as this session last read or wrote it."""
        return self.path is not None and stamp(self.path) != self._stamp

    def reload_if_changed(self) -> Outcome | None:
        """Read the file again if another program changed it (the window asks when it is
        shown again or told the file changed); the outcome that says so, or None."""
        if not self.changed_elsewhere():
            return None
        with self._holding_file() as stale:
            return stale

    @contextmanager
    def _holding_file(self) -> Iterator[Outcome | None]:
        """Hold the game's file for a change: yields None when the game here is the file's,
        else an Outcome saying what happened instead (read again, or nothing done)."""
        self.stale = None
        if self.path is None:
            yield None
            return
        with changing(self.path):
            if stamp(self.path) == self._stamp:
                yield None
                return
            if self.dirty:  # changes here the file never took, and changes there: keep both
                self.stale = Outcome(Verdict(False, CHANGED_BOTH(file=str(self.path))), False)
                yield self.stale
                return
            loaded = load(self.path)
            self.state, self.notes, self._stamp = loaded.state, loaded.notes, stamp(self.path)
            self.stale = Outcome(Verdict(False, RELOADED(file=str(self.path))), False)
            for listener in list(self._listeners):
                listener(self, self.stale)
            yield self.stale

    @property
    def can_undo(self) -> bool:
        return self.state.cursor > 0

    @property
    def can_redo(self) -> bool:
        return self.state.cursor < len(self.state.history)

    def entry_description(self, index: int) -> "Message":
        """What history entry ``index`` did, in words (Undo/Redo menu items, the log)."""
        return entry_description(self.state, index)

    def log_entries(self) -> list[LogEntry]:
        return log_entries(self.state)

    # --- saving -----------------------------------------------------------------------
    def save(self, path: str | Path | None = None) -> Path:
        target = Path(path) if path else self.path
        if target is None:
            raise BadInput(NO_FILE_YET())
        with changing(target):
            save(self.state, target)
            self._stamp = stamp(target)
        self.path = target
        self.dirty = False
        self._drop_autosave()
        return target

    def continuing(self, source: Path | None, kept_at: float | None = None) -> None:
        """A game restored from its autosave (last written at ``kept_at``, a file time)
        continues ``source`` (None: a game never saved): Save writes there, and so does the
        next change, which then has all of it. A source changed after the autosave was
        written (another program, another window) is not written over by a change: it says
        so (CHANGED_BOTH), and Save as keeps both."""
        self.path = Path(source) if source else None
        self._stamp = stamp(self.path) if self.path else None
        if self._stamp is not None and kept_at is not None and self.path.stat().st_mtime > kept_at:
            self._stamp = None  # changed since: never the same as the file's own
        self.dirty = True
        if self.autosave is not None and self.autosave.claim():
            self._autosaved = True  # removed once the game's file has every change

    def discard_autosave(self) -> None:
        """The player threw the unsaved changes away: the next start offers nothing back."""
        self._drop_autosave()

    def let_go(self) -> None:
        """The window plays another game: this one's autosave, if it has one, is left behind
        (offered at the next start), no longer held."""
        if self.autosave is not None:
            self.autosave.release()

    def _write(self) -> None:
        """After every change: to the game's file if it has one, else to the autosave."""
        if self.path is not None:
            try:
                save(self.state, self.path)  # under the lock its change holds
                self._stamp = stamp(self.path)
            except OSError as exc:
                self.write_error = exc  # kept in the autosave below; Save says what is wrong
            else:
                self.write_error, self.dirty = None, False
                self._drop_autosave()  # the file has every change now
                return
        self.dirty = True
        self._autosave()

    def _autosave(self) -> None:
        if self.autosave is not None:
            # Compact: it is written after every change and the history only grows.
            self.autosave.write(lambda game: save(self.state, game, indent=None), self.path)
            self._autosaved = True

    def _drop_autosave(self) -> None:
        if self.autosave is not None and self._autosaved:
            self.autosave.remove()
            self._autosaved = False

