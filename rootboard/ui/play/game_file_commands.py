"""The window's game files: New game, Open, Save, Save as, recent games, the autosave's restore.

A part of the main window, given what it works with: the game part (the session it plays,
and where to say what happened), the autosave, the recent files, the window to parent its
dialogs, the status bar's message line, where an error is shown and the map on show (the New
game dialog starts on it). It says :attr:`GameFileCommands.saved` after a save (the window's
title follows); it never reads the window's attributes. A file that cannot be read is shown (file and element) and nothing changes. A game opened
from (or saved as) a file keeps it: every change is written to it, as the command line does
(see :mod:`rootboard.session`). An untitled game lives in its own autosave until it is saved as a
file (:mod:`rootboard.ui.play.game_files`); replacing it asks first, and Discard throws
that autosave away. Whatever a start opens, it offers back the autosaves a crash left.

The session, the New game dialog and Qt's dialog classes are imported on first use: the
window starts without them (PySide6 builds each class, with its enums, on first touch).
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QMenu, QWidget

from rootboard.i18n import N_, tr
from rootboard.messages import fill
from rootboard.ui.errors import ROOTBOARD_ERRORS
from rootboard.ui.play.game_files import Autosave, RecentFiles, Restorable
from rootboard.ui.play.game_play import GamePart

GAME_FILTER = N_("dialog", "rootboard games (*.json)")


class GameFileCommands(QObject):
    saved = Signal(object)  # the Path just written

    def __init__(self, game: GamePart, autosave: Autosave, recent: RecentFiles, parent: QWidget, *,
                 status: Callable[[str, int], None], show_error: Callable[[str, Exception], None],
                 map_on_show: Callable[[], str | None]):
        super().__init__(parent)
        self.game, self.autosave, self.recent, self._parent = game, autosave, recent, parent
        self._status, self._show_error, self._map_on_show = status, show_error, map_on_show

    def new_game(self) -> bool:
        """Game > New game: the dialog, then a fresh game on the chosen map."""
        from PySide6.QtWidgets import QDialog

        from rootboard.session import GameSession

        from rootboard.ui.play.game_dialogs import NewGameDialog

        dialog = NewGameDialog(self._parent, self._map_on_show())
        if dialog.exec() != QDialog.Accepted:
            return False
        choice = dialog.choice()
        if not self.may_leave_game():
            return False
        try:
            session = GameSession.new(choice.map_name, choice.factions, seed=choice.seed, mode=choice.mode,
                                      autosave_path=self.autosave.fresh())
        except ROOTBOARD_ERRORS as exc:
            self._show_error(tr("error", "Cannot start the game"), exc)
            return False
        self.game.set_session(session)
        state = session.state
        self.game.say(lambda: fill(tr("strip", "New game on {map:map}, turn order {factions:faction}; {first:faction} "
                                   "{first:faction|sg=takes|pl=take} the first turn."),
                                   map=state.topology.board.title, factions=list(state.factions), first=state.current))
        return True

    def open_game(self, path: str | Path) -> bool:
        """Open a game file; a bad one is shown (file and element) and nothing changes."""
        from rootboard.session import GameSession

        try:
            session = GameSession.open(path, mode=self.game.mode(), autosave_path=self.autosave.fresh())
        except ROOTBOARD_ERRORS as exc:
            self._show_error(tr("error", "Cannot open the game"), exc)
            return False
        if not self.may_leave_game():
            return False
        self.game.set_session(session)
        self.recent.add(path)
        from rootboard.messages import text

        name = Path(path).name
        self.game.say(lambda: tr("strip", "Opened {file}; every change is written to it.").format(file=name) + "".join(
            tr("strip", " Note: {note}.").format(note=text(note)) for note in session.notes))  # a changed map file
        return True

    def import_rootlog(self, path: str | Path):
        """File › Import Rootlog: the log replayed under the rules (teach mode) and played as an
        untitled game (it lives in the autosave until saved); (report, text), or None when the
        log cannot be read (shown, with its line and column) or the game on show is kept."""
        from rootboard.notation.reader import read_file
        from rootboard.notation.replay import replay_log
        from rootboard.game.replay import TEACH
        from rootboard.session import GameSession

        try:
            log = read_file(path)
            report = replay_log(log)
        except ROOTBOARD_ERRORS as exc:
            self._show_error(tr("error", "Cannot import the recorded game"), exc)
            return None
        if not self.may_leave_game():
            return None
        # Teach mode, as it was replayed: the window's Teach toggle follows the session.
        self.game.set_session(GameSession(report.state, mode=TEACH, autosave_path=self.autosave.fresh()))
        name = Path(path).name
        self.game.say(lambda: tr("strip", "Imported {file}: replayed under the rules; the flagged actions are listed "
                                          "beside the log.").format(file=name))
        return report, Path(path).read_text(encoding="utf-8-sig", errors="replace")

    def close_game(self) -> None:
        """Back to exploring the map, after offering to save a changed game."""
        if self.game.session is not None and self.may_leave_game():
            self.game.set_session(None)

    def may_leave_game(self) -> bool:
        """Before another game replaces this one: offer to save unsaved changes (kept only in
        its autosave). False: stay (Cancel)."""
        if self.game.session is None or not self.game.session.dirty:
            return True
        from PySide6.QtWidgets import QMessageBox

        name = self.game.session.path.name if self.game.session.path else tr("dialog", "this game")
        answer = QMessageBox.question(self._parent, tr("dialog", "Save changes?"),
                                      tr("dialog", "Save the changes to {name} first?").format(name=name),
                                      QMessageBox.Save | QMessageBox.Discard | QMessageBox.Cancel,
                                      QMessageBox.Save)
        if answer == QMessageBox.Save:
            return self.save()
        if answer == QMessageBox.Discard:
            self.game.session.discard_autosave()  # or the next start would offer back what was thrown away
            return True
        return False

    def offer_restore(self) -> bool:
        """At start: offer back each autosave no open window plays, newest first, until one is
        restored (the others wait for the next start). No throws that one away; Cancel keeps
        it for the next start."""
        from PySide6.QtWidgets import QMessageBox

        for found in self.autosave.left_behind():
            question = found.question() + "\n\n" + tr("dialog", "“No” throws it away; “Cancel” keeps it for the next start.")
            answer = QMessageBox.question(self._parent, tr("dialog", "Restore the autosaved game?"), question,
                                          QMessageBox.Yes | QMessageBox.No | QMessageBox.Cancel, QMessageBox.Yes)
            if answer == QMessageBox.No:
                found.slot.remove()  # the player's choice: not offered again
            elif answer == QMessageBox.Yes and self.restore(found):
                return True
        return False

    def restore(self, found: Restorable) -> bool:
        """Play the game an autosave kept; it goes on in the same autosave, and Save goes back
        to the file it continues (if any)."""
        from rootboard.session import GameSession

        if not self.may_leave_game():
            return False
        try:
            kept_at = found.autosave.stat().st_mtime
            session = GameSession.open(found.autosave, mode=self.game.mode(), autosave_path=found.autosave)
        except ROOTBOARD_ERRORS as exc:
            self._show_error(tr("error", "Cannot restore the autosave"), exc)
            return False
        session.continuing(found.source, kept_at)
        self.game.set_session(session)
        from rootboard.ui.play.shortcuts import key_name

        self.game.say(lambda: tr("strip", "Restored the autosaved game: save it to keep it ({key}).").format(
            key=key_name("Ctrl+S")))
        return True

    # --- the game: saving -------------------------------------------------------------------
    def save(self) -> bool:
        if self.game.session is None:
            return False
        if self.game.session.path is None:
            return self.save_as()
        return self._save_to(self.game.session.path)

    def save_as(self) -> bool:
        if self.game.session is None:
            return False
        from PySide6.QtWidgets import QFileDialog

        map_stem = Path(self.game.session.state.map_name).stem  # a shipped map's name, or a map file's
        suggested = str(self.game.session.path or Path(self.folder()) / f"{map_stem}-game.json")
        path, _ = QFileDialog.getSaveFileName(self._parent, tr("dialog", "Save game"), suggested, tr(*GAME_FILTER))
        if not path:
            return False
        if not Path(path).suffix:  # "night": saved as night.json, as the filter says games are
            path = str(Path(path).with_suffix(".json"))
            if Path(path).exists() and not self._may_replace(Path(path)):
                return False
        return self._save_to(path)

    def _may_replace(self, path: Path) -> bool:
        """The dialog asked about the name typed, not the one with .json added: ask about that one."""
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.question(self._parent, tr("dialog", "Save game"),
                                      tr("dialog", "{name} already exists. Replace it?").format(name=path.name),
                                      QMessageBox.Yes | QMessageBox.No, QMessageBox.No)
        return answer == QMessageBox.Yes

    def _save_to(self, path: str | Path) -> bool:
        try:
            saved = self.game.session.save(path)
        except ROOTBOARD_ERRORS as exc:
            self._show_error(tr("error", "Cannot save the game"), exc)
            return False
        self.recent.add(saved)
        self.saved.emit(saved)
        self._status(tr("status", "Saved {file}").format(file=saved), 5000)
        return True

    def fill_recent_menu(self, menu: QMenu) -> None:
        """File › Open recent, filled as it opens."""
        menu.clear()
        paths = self.recent.paths()
        for n, path in enumerate(paths, start=1):
            entry = menu.addAction(f"&{n} {Path(path).name}  ({Path(path).parent})")
            entry.triggered.connect(lambda _=False, p=path: self._open_recent(p))
        if not paths:
            menu.addAction(tr("menu", "(no recent games)")).setEnabled(False)

    def _open_recent(self, path: str) -> None:
        if not self.open_game(path) and not Path(path).exists():
            self.recent.forget(path)

    def folder(self) -> str:
        paths = self.recent.paths()
        return str(Path(paths[0]).parent) if paths else ""

