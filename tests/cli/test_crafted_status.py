"""`rootboard status` says which items of a Crafted Items box are exhausted (4.1.2; the League of
Adventurous Mice exhausts them): public, as the Vagabond's; a box with none says nothing new."""

from __future__ import annotations

import json

from rootboard.cli import main
from rootboard.gamefile.file import save_game
from tests.game.gamekit import game


def test_status_names_the_exhausted_items_of_a_box_only_when_some_are(tmp_path, capsys):
    state = game("autumn", ("marquise", "eyrie", "alliance"))
    state.crafted = state.crafted.take_item("boot", "eyrie").take_item("tea", "eyrie")
    path = tmp_path / "g.json"
    save_game(state, path)
    assert main(["status", str(path), "--json"]) == 0
    assert "exhausted" not in json.loads(capsys.readouterr().out)["crafted"]["factions"]["eyrie"]
    state.crafted = state.crafted.exhaust("eyrie", "boot")
    save_game(state, path)
    assert main(["status", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["crafted"]["factions"]["eyrie"]["exhausted"] == ["boot"]
    assert main(["--lang", "nl", "status", str(path)]) == 0
    assert "uitgeput: laars" in capsys.readouterr().out
