"""A game file is a game whatever its name: `gui`, `render` and `status` know it by what it
holds ("night", "night.bak"), and a map file stays a map."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from rootboard.gamefile.file import save_game
from rootboard.game.newgame import new_game
from rootboard.loading import is_game_file
from tests.helpers import run_cli

MAPS = Path(__file__).resolve().parents[2] / "maps"


@pytest.fixture(params=["night", "night.bak", "night.json"])
def game(tmp_path, request):
    path = tmp_path / request.param
    save_game(new_game("winter", ["eyrie", "alliance"], seed=3), path)
    return path


def test_a_game_is_known_by_what_it_holds(game, tmp_path):
    assert is_game_file(game)
    damaged = tmp_path / "cut"
    damaged.write_bytes(game.read_bytes()[:200])  # no longer JSON: still a game file, refused as one
    assert is_game_file(damaged)
    a_map = tmp_path / "autumn-map"
    shutil.copy(MAPS / "autumn.json", a_map)
    assert not is_game_file(a_map) and not is_game_file("autumn") and not is_game_file(tmp_path)


def test_gui_opens_it_as_a_game(game, monkeypatch):
    opened = {}
    monkeypatch.setattr("rootboard.ui.window.run_window",
                        lambda map_name, screenshot=None, game=None: opened.update(map=map_name, game=game) or 0)
    assert run_cli("gui", game)[0] == 0
    assert opened == {"map": None, "game": str(game)}


def test_render_and_status_read_it_as_a_game(game, tmp_path):
    out = tmp_path / "night.png"
    code, _, err = run_cli("render", game, "-o", out)
    assert code == 0 and out.is_file(), err
    code, out_text, err = run_cli("status", game)
    assert code == 0, err
