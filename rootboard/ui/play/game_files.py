"""Where games live on this machine: the autosave, and the recent files list.

The autosave is one game file in the per-user data folder (QStandardPaths
AppDataLocation), rewritten atomically by :class:`~rootboard.session.GameSession` after every
change. QSettings remembers which saved file it belongs to, so at the next start the window
can offer it back when it is newer than that file's last save: a crash, a killed process
or a closed lid loses nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

from rootboard.i18n import tr

AUTOSAVE_NAME = "autosave.json"
RECENT_KEY = "recent_games"
AUTOSAVE_SOURCE_KEY = "autosave/source"
RECENT_LIMIT = 8


def default_autosave_path() -> Path:
    folder = QStandardPaths.writableLocation(QStandardPaths.AppDataLocation)
    return Path(folder) / AUTOSAVE_NAME


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


@dataclass(frozen=True)
class Restorable:
    """An autosave worth offering back, and the saved file (if any) it continues."""

    autosave: Path
    source: Path | None

    def question(self) -> str:
        if self.source is None:
            return tr("dialog", "A game that was never saved was left open last time. Restore it?")
        return tr("dialog", "The game {name} has changes made after its last save "
                  "(kept in the autosave). Restore them?").format(name=self.source.name)


class Autosave:
    """The one autosave file, and which saved game it belongs to."""

    def __init__(self, settings: QSettings, path: Path | None = None):
        self.settings = settings
        self.path = Path(path) if path is not None else default_autosave_path()

    def belongs_to(self, source: Path | None) -> None:
        """Remember that the autosave now continues ``source`` (None: an unsaved game)."""
        self.settings.setValue(AUTOSAVE_SOURCE_KEY, str(Path(source).resolve()) if source else "")

    def source(self) -> Path | None:
        value = str(self.settings.value(AUTOSAVE_SOURCE_KEY, "") or "")
        return Path(value) if value else None

    def restorable(self) -> Restorable | None:
        """The autosave, if it holds something newer than its game's last save."""
        if not self.path.is_file():
            return None
        source = self.source()
        if source is not None and source.is_file() and source.stat().st_mtime >= self.path.stat().st_mtime:
            return None  # saved since: nothing to restore
        return Restorable(self.path, source)

    def discard(self) -> None:
        self.path.unlink(missing_ok=True)
        self.belongs_to(None)
