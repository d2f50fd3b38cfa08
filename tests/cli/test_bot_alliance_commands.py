"""`rootboard bot` for the Automated Alliance (Law of Rootbotics 6): her setup and her turn from the
command line, each step cited in her chapter in the run's language, the file reopening."""

from __future__ import annotations

import json

import pytest

from tests.helpers import load_game, run_cli


def new_alliance_game(tmp_path):
    path = tmp_path / "alliance.json"
    code, _, err = run_cli("new", "autumn", "-o", path, "--factions", "marquise,eyrie,alliance")
    assert code == 0, err
    code, out, err = run_cli("bot", path, "alliance", "--setup", "--difficulty", "nightmare", "--trait", "wildfire")
    assert code == 0, err
    assert out.splitlines() and all("6.3." in line for line in out.splitlines())
    for _ in range(2):  # the Marquise's and the Eyrie's turns pass to hers
        code, _, err = run_cli("end-turn", path, "--mode", "teach")
        assert code == 0, err
    return path


def test_setup_then_her_turn_each_step_cited(tmp_path):
    path = new_alliance_game(tmp_path)
    assert load_game(path).bots["alliance"] == {"bot": "automated-alliance", "difficulty": "nightmare",
                                                "traits": ["wildfire"]}
    code, out, err = run_cli("bot", path, "alliance", "--order", "rabbit", "--item", "tea", "--json")
    assert code == 0, err
    steps = json.loads(out)
    assert steps and all(s["section"].startswith("6.") for s in steps)
    assert [s["action"]["type"] for s in steps if s["action"]][:2] == ["bot-order", "bot-craft"]  # revealed, crafted
    assert steps[-1]["action"]["type"] == "end-turn"
    assert load_game(path).current == "marquise"


@pytest.mark.parametrize("lang, cited", [("en", "Law of Rootbotics 6.4.1"), ("nl", "Wetboek van Rootbotica 6.4.1"),
                                         ("es", "Ley de la Rootbótica 6.4.1")])
def test_her_steps_are_said_in_the_runs_language(tmp_path, lang, cited):
    path = new_alliance_game(tmp_path)
    code, out, err = run_cli("--lang", lang, "bot", path, "alliance", "--order", "bird")
    assert code == 0, err
    assert out.splitlines()[0].startswith(cited)
