"""`rootboard bot` for the Riverfolk Robots: their setup and turn from the command line, after the
Mechanical Marquise's, each step cited with their chapter's section in the run's language; the
file reopens with their Payments."""

from __future__ import annotations

import json

import pytest

from tests.helpers import load_game, run_cli


@pytest.mark.parametrize("lang, cited", [("en", "Law of Rootbotics 9.4.1"), ("nl", "Wetboek van Rootbotica 9.4.1"),
                                         ("es", "Ley de la Rootbótica 9.4.1")])
def test_their_setup_and_turn_from_the_command_line(tmp_path, lang, cited):
    path = tmp_path / "bots.json"
    assert run_cli("new", "winter", "-o", path, "--factions", "marquise,eyrie,riverfolk", "--seed", "2")[0] == 0
    assert run_cli("bot", path, "marquise", "--setup")[0] == 0
    code, _, err = run_cli("bot", path, "riverfolk", "--setup", "--difficulty", "easy", "--trait", "greedy")
    assert code == 0, err
    assert load_game(path).boards["riverfolk"]["payments"] == {"riverfolk": 1}  # 9.3.4
    assert run_cli("bot", path, "marquise", "--order", "fox")[0] == 0
    assert load_game(path).current == "eyrie"
    code, _, err = run_cli("end-turn", path, "--mode", "teach")  # the Eyrie's human seat passes
    assert code == 0, err
    assert load_game(path).current == "riverfolk"
    code, out, err = run_cli("--lang", lang, "bot", path, "riverfolk", "--order", "rabbit")
    assert code == 0, err
    assert out.splitlines()[0].startswith(cited)
    code, out, err = run_cli("bot", path, "riverfolk", "--order", "fox", "--json")
    assert code == 2 and not out  # not their Birdsong: one line, the file as it was
    assert json.loads(path.read_text(encoding="utf-8"))["bots"]["riverfolk"]["traits"] == ["greedy"]
