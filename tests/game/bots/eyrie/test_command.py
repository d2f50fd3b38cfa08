"""`rootboard bot` for the Electric Eyrie: her setup and her turn from the command line, after the
Mechanical Marquise's, each step cited with her chapter's section in the run's language; the
file reopens with her Decree."""

from __future__ import annotations

import json

import pytest

from tests.helpers import load_game, run_cli


@pytest.mark.parametrize("lang, cited", [("en", "Law of Rootbotics 5.4.1"), ("nl", "Wetboek van Rootbotica 5.4.1"),
                                         ("es", "Ley de la Rootbótica 5.4.1")])
def test_her_setup_and_turn_from_the_command_line(tmp_path, lang, cited):
    path = tmp_path / "bots.json"
    assert run_cli("new", "winter", "-o", path, "--factions", "marquise,eyrie,alliance", "--seed", "2")[0] == 0
    assert run_cli("bot", path, "marquise", "--setup")[0] == 0
    code, _, err = run_cli("bot", path, "eyrie", "--setup", "--difficulty", "easy", "--trait", "swoop")
    assert code == 0, err
    assert load_game(path).boards["eyrie"]["decree"]["bird"] == ["vizier"]  # Easy: one Loyal Vizier
    assert run_cli("bot", path, "marquise", "--order", "fox")[0] == 0
    code, out, err = run_cli("--lang", lang, "bot", path, "eyrie", "--order", "rabbit")
    assert code == 0, err
    assert out.splitlines()[0].startswith(cited)
    code, out, err = run_cli("bot", path, "eyrie", "--order", "fox", "--json")
    assert code == 2 and not out  # not her Birdsong: one line, the file as it was
    state = load_game(path)
    assert state.current == "alliance" and state.boards["eyrie"]["decree"]["rabbit"] == ["order"]
    assert json.loads(path.read_text(encoding="utf-8"))["bots"]["eyrie"]["traits"] == ["swoop"]
