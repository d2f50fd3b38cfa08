"""The folder of autosaves: one per game, held by the window playing it, found when left behind."""

from __future__ import annotations

from rootboard.autosaves import AutosaveSlot, left_behind
from rootboard.game.actions import Place
from rootboard.gamefile.file import save_game
from rootboard.game.newgame import new_game
from rootboard.game.placement import PieceRequest
from rootboard.session import GameSession


def put(session, clearing=1):
    return session.perform(Place(PieceRequest("marquise", "warrior", clearing, 1)))


def test_each_game_has_its_own_autosave_and_a_held_one_is_not_left_behind(tmp_path):
    one = GameSession.new("autumn", ["marquise", "eyrie"], seed=1, autosave_path=AutosaveSlot.fresh(tmp_path).game)
    two = GameSession.new("winter", ["marquise", "eyrie"], seed=1, autosave_path=AutosaveSlot.fresh(tmp_path).game)
    put(one)
    put(two)
    assert one.autosave_path != two.autosave_path
    assert left_behind(tmp_path) == []  # both still played
    one.let_go()
    found = left_behind(tmp_path)
    assert [left.slot.game for left in found] == [one.autosave_path] and found[0].source is None


def test_a_game_file_beside_the_autosaves_is_not_one(tmp_path):
    save_game(new_game("autumn", ["marquise", "eyrie"], seed=1), tmp_path / "mine.json")
    assert left_behind(tmp_path) == []


def test_the_autosave_says_the_file_it_continues_and_goes_once_the_file_has_everything(tmp_path, monkeypatch):
    import errno

    import rootboard.session as session_module

    game = tmp_path / "game.json"
    save_game(new_game("autumn", ["marquise", "eyrie"], seed=1), game)
    session = GameSession.open(game, autosave_path=AutosaveSlot.fresh(tmp_path / "autosaves").game)
    writes = session_module.save

    def full_disk(state, path, **kw):
        if path == game:
            raise OSError(errno.ENOSPC, "No space left on device", str(path))
        return writes(state, path, **kw)

    monkeypatch.setattr(session_module, "save", full_disk)
    put(session)  # the file cannot take the change: it goes to the autosave, saying whose it is
    assert session.write_error is not None and session.dirty
    session.let_go()
    [left] = left_behind(tmp_path / "autosaves")
    assert left.source == game.resolve()
    monkeypatch.setattr(session_module, "save", writes)
    session.autosave.claim()
    put(session, 2)  # the file takes it now, with every change before it
    assert left_behind(tmp_path / "autosaves") == [] and not session.autosave_path.exists()
    saved = GameSession.open(game).state
    assert saved.count(1, ("marquise", "warrior")) == 1 and saved.count(2, ("marquise", "warrior")) == 1


def test_a_restored_game_does_not_write_over_its_file_changed_since(tmp_path, monkeypatch):
    """The autosave kept changes the file never took; then the file was changed elsewhere
    (the command line): restored, the game's next change refuses to write over it."""
    import errno
    import os

    import rootboard.session as session_module
    from rootboard.session import CHANGED_BOTH

    game = tmp_path / "game.json"
    save_game(new_game("autumn", ["marquise", "eyrie"], seed=1), game)
    slot = AutosaveSlot.fresh(tmp_path / "autosaves")
    session = GameSession.open(game, autosave_path=slot.game)
    writes = session_module.save
    monkeypatch.setattr(session_module, "save", lambda state, path, **kw: writes(state, path, **kw)
                        if path != game else (_ for _ in ()).throw(OSError(errno.ENOSPC, "full", str(path))))
    put(session)  # kept only in the autosave
    monkeypatch.setattr(session_module, "save", writes)
    session.let_go()
    elsewhere = GameSession.open(game)
    put(elsewhere, 3)  # the file changed after the autosave was written
    kept_at = slot.game.stat().st_mtime
    os.utime(game, (kept_at + 5, kept_at + 5))

    restored = GameSession.open(slot.game, autosave_path=slot.game)
    restored.continuing(game, kept_at)
    outcome = put(restored, 2)
    assert not outcome.applied and outcome.verdict.message.id == CHANGED_BOTH.id
    assert GameSession.open(game).state.count(3, ("marquise", "warrior")) == 1  # the file's own change is kept
    assert left_behind(tmp_path / "autosaves") == []  # the restored game holds its autosave


def test_a_restored_game_goes_on_in_its_file_when_the_file_is_as_it_was(tmp_path):
    game = tmp_path / "game.json"
    save_game(new_game("autumn", ["marquise", "eyrie"], seed=1), game)
    slot = AutosaveSlot.fresh(tmp_path / "autosaves")
    session = GameSession.new("autumn", ["marquise", "eyrie"], seed=1, autosave_path=slot.game)
    put(session)
    session.let_go()
    kept_at = slot.game.stat().st_mtime
    restored = GameSession.open(slot.game, autosave_path=slot.game)
    restored.continuing(game, kept_at)
    assert put(restored, 2).applied
    saved = GameSession.open(game).state
    assert saved.count(1, ("marquise", "warrior")) == 1 and saved.count(2, ("marquise", "warrior")) == 1
    assert not slot.game.exists() and not restored.dirty
