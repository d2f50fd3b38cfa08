"""The window's game controller: every change goes through the core, and is autosaved."""

from __future__ import annotations

import json

import pytest

from rootboard.game.replay import TEACH
from rootboard.game.actions import Move, Place
from rootboard.game.movement import MoveRequest
from rootboard.game.placement import PieceRequest
from rootboard.errors import GameFormatError
from rootboard.session import GameSession


def _place(faction, piece, where, count=1):
    return Place(PieceRequest(faction, piece, where, count))


def test_a_legal_action_is_applied_notified_and_autosaved(tmp_path):
    autosave = tmp_path / "auto" / "game.json"
    session = GameSession.new("autumn", ["marquise", "eyrie"], seed=1, autosave_path=autosave)
    heard = []
    session.subscribe(lambda s, outcome: heard.append(outcome))
    outcome = session.perform(_place("marquise", "warrior", 1, 2))
    assert outcome.applied and outcome.verdict.legal
    assert len(heard) == 1 and session.dirty
    saved = json.loads(autosave.read_text())
    assert saved["format"] == "rootboard-game"
    assert GameSession.open(autosave).state.count(1, ("marquise", "warrior")) == 2


def test_a_refused_action_changes_nothing_and_cites_the_law(tmp_path):
    session = GameSession.new("autumn", ["marquise", "eyrie"], seed=1, autosave_path=tmp_path / "a.json")
    session.perform(_place("marquise", "warrior", 1))
    before = json.dumps(session.state.to_json(), sort_keys=True)
    heard = []
    session.subscribe(lambda s, o: heard.append(o))
    # Clearings 1 and 11 share no path on Autumn: not adjacent (4.2).
    outcome = session.perform(Move(MoveRequest("marquise", 1, 11)))
    assert not outcome.applied and not outcome.verdict.legal
    assert outcome.verdict.section.startswith("4.2")
    assert heard == [] and json.dumps(session.state.to_json(), sort_keys=True) == before


def test_teach_mode_applies_with_the_warning():
    session = GameSession.new("autumn", ["marquise", "eyrie"], seed=1, mode=TEACH)
    session.perform(_place("marquise", "warrior", 1))
    outcome = session.perform(Move(MoveRequest("marquise", 1, 11)))
    assert outcome.applied and not outcome.verdict.legal
    assert any(e.warning is not None for e in session.log_entries())


def test_undo_redo_and_save_round_trip(tmp_path):
    session = GameSession.new("lake", ["marquise", "vagabond"], seed=3)
    session.perform(_place("marquise", "warrior", 11, 3))
    assert session.can_undo and not session.can_redo
    assert session.undo() is not None and session.state.count(11, ("marquise", "warrior")) == 0
    assert session.redo() is not None and session.state.count(11, ("marquise", "warrior")) == 3
    with pytest.raises(ValueError, match="no file"):
        session.save()
    path = session.save(tmp_path / "g.json")
    reopened = GameSession.open(path)
    assert reopened.state.to_json() == session.state.to_json() and not reopened.dirty


def test_opening_a_bad_file_names_it(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "rootboard-game", "version": 1,')
    with pytest.raises(GameFormatError, match="bad.json"):
        GameSession.open(bad)


def test_the_window_tracks_the_phase_from_the_start_and_autosaves_compactly(tmp_path):
    autosave = tmp_path / "a.json"
    session = GameSession.new("autumn", ["marquise", "vagabond"], seed=1, autosave_path=autosave)
    assert session.state.phase_tracked and session.state.phase == "birdsong"
    session.perform(_place("marquise", "warrior", 1))
    assert "\n" not in autosave.read_text().rstrip("\n")  # one line: written after every change
    assert not GameSession.new("autumn", ["marquise"], track_phase=False).state.phase_tracked


def test_a_session_with_a_file_writes_every_change_to_it(tmp_path, monkeypatch):
    from tests.helpers import load_game
    import rootboard.session as session_module

    path = tmp_path / "g.json"
    autosave = tmp_path / "auto.json"
    GameSession.new("autumn", ["marquise", "eyrie"], seed=1).save(path)
    session = GameSession.open(path, autosave_path=autosave)
    session.perform(_place("marquise", "warrior", 1, 2))
    assert load_game(path).count(1, ("marquise", "warrior")) == 2
    assert not session.dirty and not autosave.exists()
    # A change the file cannot take (a full disk): kept in the autosave, and said.
    real = session_module.save

    def full_disk(state, target, **kw):
        if target == path:
            raise OSError(28, "No space left on device")
        return real(state, target, **kw)

    monkeypatch.setattr(session_module, "save", full_disk)
    session.perform(_place("marquise", "warrior", 1, 1))
    assert session.dirty and session.write_error.errno == 28
    assert load_game(autosave).count(1, ("marquise", "warrior")) == 3
    assert load_game(path).count(1, ("marquise", "warrior")) == 2


def test_what_the_window_writes_opens_proved(tmp_path, monkeypatch):
    """Every write of the window's game (its file after each change, Save as, the autosave)
    proves what it wrote (rootboard.loading.save): the game opened again replays no entry."""
    from rootboard.game import replay

    monkeypatch.setenv("ROOTBOARD_CACHE_DIR", str(tmp_path / "cache"))
    autosave = tmp_path / "auto" / "game.json"
    session = GameSession.new("autumn", ["marquise", "eyrie"], seed=1, autosave_path=autosave)
    session.perform(_place("marquise", "warrior", 1, 2))  # no file yet: to the autosave
    replayed = []
    real = replay.apply_action
    monkeypatch.setattr(replay, "apply_action", lambda *a, **kw: replayed.append(a[1]) or real(*a, **kw))
    assert GameSession.open(autosave).state.count(1, ("marquise", "warrior")) == 2
    assert replayed == []
    path = tmp_path / "game.json"
    session.save(path)  # Save as: its history proved already, nothing replayed
    assert replayed == []
    session.perform(_place("marquise", "warrior", 5, 1))  # then to the file, after the change
    assert [type(a).__name__ for a in replayed] == ["Place", "Place"]  # played, then read back by the write
    replayed.clear()
    again = GameSession.open(path).state
    assert again.count(5, ("marquise", "warrior")) == 1 and replayed == []
