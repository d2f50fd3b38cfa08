"""Where games live on this machine: the autosaves, and the recent files list.

The autosaves are a folder in the per-user data folder (QStandardPaths AppDataLocation),
one autosave per game played (:mod:`rootboard.autosaves`), each rewritten atomically by its
:class:`~rootboard.session.GameSession` after every change and saying which saved file it
continues. Any start offers back every autosave that no open window holds: a crash, a killed
process or a closed lid loses nothing, and a new game never writes over an unsaved one.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

from rootboard.autosaves import AutosaveSlot, left_behind
from rootboard.records import record
from rootboard.i18n import tr

AUTOSAVE_FOLDER = "autosaves"
OLD_AUTOSAVE_NAME = "autosave.json"  # the one autosave of earlier versions
OLD_SOURCE_KEY = "autosave/source"  # and where they said which file it continued
RECENT_KEY = "recent_games"
RECENT_LIMIT = 8


def data_folder() -> Path:
    return Path(QStandardPaths.writableLocation(QStandardPaths.AppDataLocation))


class RecentFiles:
    """The last games opened or saved, newest first, kept in QSettings."""

    def __init__(self, settings: QSettings):
        self.settings = settings

    def paths(self) -> list[str]:
        value = self.settings.value(RECENT_KEY, [])
        if isinstance(value, str):  # QSettings gives a lone string for a one-item list
            value = [value]
        return [str(v) for v in value or []]

    def add(self, path: str | Path) -> None:
        path = str(Path(path).resolve())
        self.settings.setValue(RECENT_KEY, [path, *[p for p in self.paths() if p != path]][:RECENT_LIMIT])

    def forget(self, path: str | Path) -> None:
        self.settings.setValue(RECENT_KEY, [p for p in self.paths() if p != str(path)])


@record(frozen=True)
class Restorable:
    """An autosave worth offering back, and the saved file (if any) it continues."""

    slot: AutosaveSlot
    source: Path | None

    @property
    def autosave(self) -> Path:
        return self.slot.game

    def question(self) -> str:
        if self.source is None:
            return tr("dialog", "A game that was never saved was left open last time. Restore it?")
        return tr("dialog", "The game {name} has changes made after its last save "
                  "(kept in the autosave). Restore them?").format(name=self.source.name)


class Autosave:
    """The folder of autosaves: a fresh one for each game, and those left behind."""

    def __init__(self, settings: QSettings, folder: Path | None = None):
        self.settings = settings
        self.folder = Path(folder) if folder is not None else data_folder() / AUTOSAVE_FOLDER
        self._old = data_folder() / OLD_AUTOSAVE_NAME if folder is None else None

    def fresh(self) -> Path:
        """Where a game starting now keeps its autosave: its own, shared with no other game."""
        return AutosaveSlot.fresh(self.folder).game

    def left_behind(self) -> list[Restorable]:
        """The autosaves no open window plays, newest first."""
        self._adopt_old_autosave()
        return [Restorable(left.slot, left.source) for left in left_behind(self.folder)]

    def restorable(self) -> Restorable | None:
        """The newest autosave left behind, if any."""
        found = self.left_behind()
        return found[0] if found else None

    def _adopt_old_autosave(self) -> None:
        """An earlier version's single autosave becomes one of the folder's, with the file it
        continued: never forgotten by an upgrade."""
        old = self._old
        if old is None or not old.is_file():
            return
        slot = AutosaveSlot.fresh(self.folder)
        said = str(self.settings.value(OLD_SOURCE_KEY, "") or "")
        try:
            slot.write(lambda game: os.replace(old, game), Path(said) if said else None)
        except OSError:
            pass
        finally:
            slot.release()
        self.settings.remove(OLD_SOURCE_KEY)
