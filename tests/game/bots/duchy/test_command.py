"""`rootboard bot` for the Drillbit Duchy: its setup and turn from the command line after the
Mechanical Marquise's, each step cited with its section in the run's language; the file reopens."""

from __future__ import annotations

import json

import pytest

from rootboard.board.topology import BURROW
from rootboard.game.bots.duchy.turn import RECRUITED
from tests.helpers import load_game, run_cli


# Its steps cite the Law of Rootbotics' chapter 10 (10.4.1, Set Order), in the run's language.
@pytest.mark.parametrize("lang, cited", [("en", "Law of Rootbotics 10.4.1: "), ("nl", "Wetboek van Rootbotica 10.4.1: "),
                                         ("es", "Ley de la Rootbótica 10.4.1: ")])
def test_its_setup_and_turn_from_the_command_line(tmp_path, lang, cited):
    path = tmp_path / "bots.json"
    assert run_cli("new", "winter", "-o", path, "--factions", "marquise,eyrie,duchy", "--seed", "2")[0] == 0
    assert run_cli("bot", path, "marquise", "--setup")[0] == 0
    code, _, err = run_cli("bot", path, "duchy", "--setup", "--difficulty", "easy", "--trait", "overwhelm")
    assert code == 0, err
    assert run_cli("bot", path, "marquise", "--order", "fox")[0] == 0
    state = load_game(path)
    while state.current != "duchy":  # the human Eyrie's turn ends as the table would
        assert run_cli("act", path, "end-turn", "--mode", "teach")[0] == 0
        state = load_game(path)
    code, out, err = run_cli("--lang", lang, "bot", path, "duchy", "--order", "rabbit")
    assert code == 0, err
    assert out.splitlines()[0].startswith(cited)
    state = load_game(path)
    assert state.current != "duchy"
    recruits = [e["action"]["request"]["count"] for e in state.history if e["action"]["type"] == "place"
                and e["action"]["request"]["where"] == BURROW]
    assert recruits[:1] == [RECRUITED["easy"]]  # Easy, no citadel on the map: its Birdsong recruit
    assert json.loads(path.read_text(encoding="utf-8"))["bots"]["duchy"]["traits"] == ["overwhelm"]
