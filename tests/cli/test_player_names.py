"""The table names the player at each seat (`setup --names`, `new --names`): the game file keeps
the names beside the factions, `status` shows them, and a file without names still opens.
Which faction sits at which seat comes from the setup itself, never typed in here."""

from __future__ import annotations

import json

import pytest

from rootboard.gamefile.file import read_game
from rootboard.setup import record
from tests.helpers import run_cli

NAMES = ["Ann", "Bob", "Cy"]


def status(path) -> dict:
    code, out, err = run_cli("status", path, "--json")
    assert code == 0, err
    return json.loads(out)


@pytest.mark.parametrize("who", [["--factions", "corvids,marquise,eyrie"], ["--players", "3"]])
def test_setup_names_the_player_at_each_seat_and_the_file_keeps_them(tmp_path, who):
    path = tmp_path / "g.json"
    code, out, err = run_cli("setup", "autumn", "-o", path, *who, "--auto", "--seed", "4",
                             "--names", ",".join(NAMES))
    assert code == 0, err
    state = read_game(path).state
    replayed = record.replay(state.setup, state.topology, str(path), state.law)
    by_seat = record.factions_by_seat(replayed)
    assert state.players == dict(zip(by_seat, NAMES))
    assert by_seat != state.factions  # seats are not the turn order: the first player's seat leads (16.1.4)
    assert status(path)["players"] == state.players
    code, out, err = run_cli("status", path)
    assert code == 0 and all(name in out for name in NAMES)


def test_new_names_the_players_in_seating_order_and_an_empty_name_leaves_a_seat_unnamed(tmp_path):
    path = tmp_path / "g.json"
    code, out, err = run_cli("new", "autumn", "-o", path, "--factions", "marquise,eyrie,alliance",
                             "--names", "Ann,,Cy")
    assert code == 0, err
    assert read_game(path).state.players == {"marquise": "Ann", "alliance": "Cy"}


@pytest.mark.parametrize("names", ["Ann,Bob", "Ann,Bob,Cy,Di", "Ann,Bob," + "x" * 41])
def test_names_that_do_not_fit_the_seats_are_bad_input_naming_the_option(tmp_path, names):
    path = tmp_path / "g.json"
    code, out, err = run_cli("setup", "autumn", "-o", path, "--factions", "corvids,marquise,eyrie",
                             "--auto", "--names", names)
    assert code == 2 and "--names" in err and "unrecognized" not in err and not path.exists()


def test_a_file_without_names_still_opens_and_one_naming_a_faction_not_in_the_game_is_refused(tmp_path):
    path = tmp_path / "g.json"
    assert run_cli("new", "autumn", "-o", path, "--factions", "marquise,eyrie")[0] == 0
    data = json.loads(path.read_text())
    assert "players" not in data and read_game(path).state.players == {}
    data["players"] = {"alliance": "Ann"}
    path.write_text(json.dumps(data))
    code, out, err = run_cli("status", path)
    assert code != 0 and "players.alliance" in err
