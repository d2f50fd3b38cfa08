"""The folder of autosaves: one per game played in a window, never shared, never re-labelled.

Each game a window plays gets its own autosave, named when the game starts (``ID.json``), so
a new game never writes over an unsaved one left by a crash. Beside it:

* ``ID.source`` says which saved file the game continues (empty: a game never saved); it is
  written with the game, so the game and the file it belongs to never disagree;
* ``ID.lock`` is held (flock) by the window playing the game: an autosave whose lock nobody
  holds was left behind (a crash, a killed process, a closed lid) and is offered back at
  the next start; one that is held belongs to a window still open, and is left alone.

An autosave is removed only when its game's own file has every change (saved, or written
after a failed write), or when the player throws it away. Qt-free: the window only says
where the folder is. Checking the folder at a start is a listing and a few small reads.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from pathlib import Path

from rootboard.files import write_atomically

GAME_SUFFIX = ".json"
SOURCE_SUFFIX = ".source"
LOCK_SUFFIX = ".lock"


class AutosaveSlot:
    """One game's autosave: its game file, the saved file it continues, and its lock."""

    def __init__(self, game: str | Path):
        self.game = Path(game)
        self.source_file = self.game.with_suffix(SOURCE_SUFFIX)
        self.lock_file = self.game.with_suffix(LOCK_SUFFIX)
        self._lock_fd: int | None = None
        self._source_written: str | None = None

    @classmethod
    def fresh(cls, folder: str | Path) -> "AutosaveSlot":
        """A new slot in ``folder``, named after the moment and a random tag: nothing is
        written until the game has something to keep."""
        name = f"{time.strftime('%Y%m%d-%H%M%S')}-{os.urandom(3).hex()}"
        return cls(Path(folder) / f"{name}{GAME_SUFFIX}")

    # --- ownership ----------------------------------------------------------------------
    def claim(self) -> bool:
        """Hold the lock (once held, held until :meth:`release`). False: another window
        holds it. Where the system has no flock, every claim succeeds."""
        if self._lock_fd is not None:
            return True
        try:
            import fcntl
        except ImportError:
            return True
        try:
            fd = os.open(self.lock_file, os.O_RDWR | os.O_CREAT, 0o600)
        except OSError:
            return False
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            return False
        self._lock_fd = fd
        return True

    def release(self) -> None:
        """Let the lock go, keeping the autosave: left behind, it is offered at the next start."""
        if self._lock_fd is not None:
            os.close(self._lock_fd)
            self._lock_fd = None

    def __del__(self) -> None:  # a game dropped without a word lets its autosave go, as a crash would
        try:
            self.release()
        except Exception:  # at interpreter exit os may already be gone
            pass

    @property
    def held(self) -> bool:
        return self._lock_fd is not None

    # --- contents -----------------------------------------------------------------------
    def write(self, text_of_game, source: Path | None) -> None:
        """Keep the game (``text_of_game(path)`` writes it atomically) and which file it
        continues; the source first, so a game is never found without it."""
        self.game.parent.mkdir(parents=True, exist_ok=True)
        self.claim()
        said = str(Path(source).resolve()) if source is not None else ""
        if said != self._source_written or not self.source_file.exists():
            write_atomically(self.source_file, said + "\n")
            self._source_written = said
        text_of_game(self.game)

    def source(self) -> Path | None:
        """The saved file this game continues, or None (a game never saved)."""
        try:
            said = self.source_file.read_text(encoding="utf-8").strip()
        except (OSError, UnicodeDecodeError):
            return None
        return Path(said) if said else None

    def exists(self) -> bool:
        return self.game.is_file()

    def remove(self) -> None:
        """Throw the autosave away (its game's file has everything, or the player said so);
        not while another window plays it."""
        if not self.claim():
            return
        for path in (self.game, self.source_file):
            path.unlink(missing_ok=True)
        self._source_written = None
        self.lock_file.unlink(missing_ok=True)  # unlinked while held: no other window takes it meanwhile
        self.release()


@dataclass(frozen=True)
class LeftBehind:
    """An autosave nobody is playing: its slot, the file it continues (if any), when written."""

    slot: AutosaveSlot
    source: Path | None
    written: float


def left_behind(folder: str | Path) -> list[LeftBehind]:
    """The autosaves in ``folder`` that no open window holds, newest first. A file there that
    has no ``.source`` beside it is not an autosave, and is not looked at."""
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    present = set(names)
    found = []
    for name in names:
        if not name.endswith(SOURCE_SUFFIX):
            continue
        stem = name[: -len(SOURCE_SUFFIX)]
        if stem + GAME_SUFFIX not in present:
            continue
        slot = AutosaveSlot(Path(folder) / (stem + GAME_SUFFIX))
        if not slot.claim():
            continue  # a window still open is playing it
        slot.release()
        try:
            written = slot.game.stat().st_mtime
        except OSError:
            continue
        found.append(LeftBehind(slot, slot.source(), written))
    found.sort(key=lambda left: left.written, reverse=True)
    return found
