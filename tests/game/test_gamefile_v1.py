"""Version 1 game files, written by rootboard 50a39fc (tests/game/fixtures/v1), open today to
the same position, rule and log that release printed for them, and are written back as 2."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from rootboard.cli import main
from rootboard.game.gamefile import FORMAT_VERSION, load_game
from rootboard.messages import Message

FIXTURES = Path(__file__).parent / "fixtures" / "v1"
GAMES = sorted(p.stem for p in FIXTURES.glob("*.json") if p.stem.count(".") == 0)


def run(capsys, *argv) -> str:
    capsys.readouterr()
    assert main(list(argv)) == 0
    return capsys.readouterr().out


@pytest.fixture(params=GAMES)
def old_game(request, tmp_path):
    path = tmp_path / f"{request.param}.json"
    shutil.copy(FIXTURES / path.name, path)
    return request.param, path


def test_there_are_fixtures():
    assert {"lake", "mountain", "autumn"} <= set(GAMES)


def test_a_version_1_file_shows_the_same_position_rule_and_log(old_game, capsys):
    name, path = old_game
    before = path.read_bytes()
    status = json.loads(run(capsys, "status", str(path), "--json"))
    assert status == json.loads((FIXTURES / f"{name}.status.json").read_text())
    assert json.loads(run(capsys, "rule", str(path), "--json")) == json.loads((FIXTURES / f"{name}.rule.json").read_text())
    assert run(capsys, "log", str(path)) == (FIXTURES / f"{name}.log.txt").read_text()
    assert path.read_bytes() == before  # questions write nothing


def test_a_version_1_file_is_written_back_as_version_2_with_real_messages(old_game, capsys):
    name, path = old_game
    old = json.loads(path.read_text())
    state = load_game(path)
    for entry in state.history:
        assert set(entry) == {"action", "mode", "verdict", "edits"}  # no sentence stored
        Message.from_json(entry["verdict"]["message"])
    # Undo and redo: the same entries, so the file changes only in its format.
    run(capsys, "redo", str(path)) if state.cursor < len(state.history) else run(capsys, "undo", str(path))
    new = json.loads(path.read_text())
    assert new["version"] == FORMAT_VERSION == 2
    assert [e["action"] for e in new["history"]] == [e["action"] for e in old["history"]]
    assert [e["edits"] for e in new["history"]] == [e["edits"] for e in old["history"]]
    assert [(e["mode"], e["verdict"]["legal"]) for e in new["history"]] == \
        [(e["mode"], e["verdict"]["legal"]) for e in old["history"]]
    assert all("text" not in e for e in new["history"])
    again = load_game(path)  # and reads back
    assert again.history == new["history"]
