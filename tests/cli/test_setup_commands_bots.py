"""`rootboard setup --bot`: a bot's seat chosen on the command line (16.1.3, Law of Rootbotics 3),
its difficulty and traits kept in the game file, the file reopening with the bot at its seat and
``rootboard bot`` playing its turn; a refused --bot says what, why and where, and writes nothing."""

from __future__ import annotations

import json

import pytest

from rootboard.game.bots import BOTS, bot_module
from tests.helpers import load_game, run_cli


def bot_of(fid: str) -> str:
    return next(b for b, (seat, _) in BOTS.items() if seat == fid)


def test_standard_setup_with_a_bot_writes_its_seat_and_its_turn_plays(tmp_path):
    path = tmp_path / "game.json"
    traits = bot_module(bot_of("marquise")).OPTIONAL_TRAITS[:2]
    code, out, err = run_cli("setup", "autumn", "-o", path, "--standard", "--factions", "marquise,eyrie,alliance",
                             "--bot", f"marquise:challenging:{','.join(traits)}", "--suits", "printed",
                             "--choose", "seats.first=marquise", "--auto", "--seed", "4")
    assert code == 0, err
    state = load_game(path)
    assert state.bots == {"marquise": {"bot": bot_of("marquise"), "difficulty": "challenging",
                                       "traits": sorted(traits)}}
    data = json.loads(path.read_text())
    assert data["setup"]["config"]["bots"] == data["bots"]  # the setup's record and the game's seats agree
    assert "Law of Rootbotics" in out
    code, out, err = run_cli("bot", path, "marquise", "--order", "fox")  # her first turn, at once
    assert code == 0, err
    assert len(load_game(path).history) > 0


def test_advanced_setup_drafts_for_the_people_beside_the_bot(tmp_path):
    path = tmp_path / "game.json"
    code, out, err = run_cli("setup", "winter", "-o", path, "--players", "3", "--bot", "vagabond:nightmare",
                             "--auto", "--seed", "2")
    assert code == 0, err
    state = load_game(path)
    assert state.bots["vagabond"]["difficulty"] == "nightmare" and len(state.factions) == 3
    drafted = [sid for sid, _ in json.loads(path.read_text())["setup"]["choices"] if sid.startswith("factions.")]
    assert len(drafted) == 2


@pytest.mark.parametrize("args, wanted", [
    (("--factions", "marquise,eyrie", "--bot", "marquise", "--bot", "eyrie"), "16.1.3"),
    (("--factions", "marquise,eyrie", "--bot", "alliance"), "16.1.3"),
    (("--factions", "marquise,eyrie", "--bot", "marquise", "--bot", "marquise:easy"), "16.1.3"),
    (("--factions", "marquise,eyrie", "--bot", "marquise:hard"), "hard"),
    (("--factions", "marquise,eyrie", "--bot", "marquise:easy:swoop"), "swoop"),
    (("--factions", "marquise,eyrie", "--bot", "marquise:easy:blitz:more"), "FACTION[:DIFFICULTY"),
    (("--players", "2", "--bot", "marquise", "--bot", "eyrie"), "16.1.3"),
])
def test_a_refused_bot_is_bad_input_naming_the_option_and_writes_nothing(args, wanted, tmp_path):
    path = tmp_path / "game.json"
    code, out, err = run_cli("setup", "autumn", "-o", path, *args, "--auto", "--seed", "1")
    assert code == 2
    assert "--bot" in err and wanted in err
    assert not path.exists()
