"""`rootboard bot` for the Logical Lizards: their setup and their turn from the command line,
after the Mechanical Marquise's, each step cited with their chapter's section in the run's
language; the order then the revealed cards as --order; the file reopens with their acolytes."""

from __future__ import annotations

import json

import pytest

from tests.helpers import load_game, run_cli


@pytest.mark.parametrize("lang, cited", [("en", "Law of Rootbotics 8.4.1"), ("nl", "Wetboek van Rootbotica 8.4.1"),
                                         ("es", "Ley de la Rootbótica 8.4.1")])
def test_their_setup_and_turn_from_the_command_line(tmp_path, lang, cited):
    path = tmp_path / "bots.json"
    assert run_cli("new", "winter", "-o", path, "--factions", "marquise,lizards,alliance", "--seed", "2")[0] == 0
    assert run_cli("bot", path, "marquise", "--setup")[0] == 0
    code, _, err = run_cli("bot", path, "lizards", "--setup", "--difficulty", "easy", "--trait", "martyrs")
    assert code == 0, err
    assert run_cli("bot", path, "marquise", "--order", "fox")[0] == 0
    before = load_game(path).boards.get("lizards", {}).get("acolytes", 0)  # Robot Revenge, if she battled them
    code, out, err = run_cli("--lang", lang, "bot", path, "lizards", "--order", "rabbit,bird,fox,mouse,fox")
    assert code == 0, err
    assert out.splitlines()[0].startswith(cited)
    state = load_game(path)
    assert state.current == "alliance"
    spent = sum(1 for e in state.history if e["action"]["type"] == "bot-lizards-acolyte" and e["action"]["spent"])
    assert state.boards["lizards"]["acolytes"] == before - spent + 2  # conspiracies'; the bird ritual's and Martyrs'
    code, out, err = run_cli("bot", path, "lizards", "--order", "fox", "--json")
    assert code == 2 and not out  # not their Birdsong: one line, the file as it was
    assert json.loads(path.read_text(encoding="utf-8"))["bots"]["lizards"]["traits"] == ["martyrs"]
