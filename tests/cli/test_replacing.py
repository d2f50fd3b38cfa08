"""``new`` and ``setup`` never write over a game with actions played unless told to (--replace):
the table's history would be lost with no undo to bring it back. A game file with nothing played
is replaced as before."""

from __future__ import annotations

import hashlib

import pytest

from tests.helpers import load_game, run_cli


def _digest(path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def played(tmp_path):
    """A game file with two actions played in it."""
    game = tmp_path / "game.json"
    assert run_cli("new", "lake", "-o", game, "--factions", "marquise,eyrie", "--seed", 1)[0] == 0
    for clearing in (1, 2):
        code, _, err = run_cli("place", game, "marquise", "warrior", clearing, "--mode", "teach")
        assert code == 0, err
    return game


@pytest.mark.parametrize("command", [
    ("new", "autumn", "--factions", "marquise,eyrie,vagabond", "--seed", 3),
    ("setup", "autumn", "--players", 4, "--auto", "--seed", 7),
])
def test_a_game_with_actions_played_is_not_replaced_unasked(played, command):
    before = _digest(played)
    played_count = len(load_game(played).history)
    code, out, err = run_cli(*command, "-o", played)
    assert code == 2 and out == ""
    assert "--replace" in err and str(played) in err and f"{played_count} actions played" in err
    assert _digest(played) == before  # nothing written


@pytest.mark.parametrize("command", [
    ("new", "autumn", "--factions", "marquise,eyrie,vagabond", "--seed", 3),
    ("setup", "autumn", "--players", 4, "--auto", "--seed", 7),
])
def test_replace_writes_the_new_game_over_it(played, command):
    code, _, err = run_cli(*command, "-o", played, "--replace")
    assert code == 0, err
    game = load_game(played)
    assert game.history == [] and game.map_name == "autumn"


def test_a_game_with_nothing_played_is_replaced_as_before(tmp_path):
    game = tmp_path / "game.json"
    assert run_cli("new", "lake", "-o", game, "--factions", "marquise,eyrie", "--seed", 1)[0] == 0
    code, _, err = run_cli("new", "autumn", "-o", game, "--factions", "marquise,eyrie", "--seed", 2)
    assert code == 0, err
    assert load_game(game).map_name == "autumn"


def test_the_refusal_is_said_in_the_tables_language(played):
    code, _, err = run_cli("--lang", "nl", "new", "autumn", "-o", played)
    assert code == 2 and "gespeelde acties" in err and "--replace" in err
    code, _, err = run_cli("--lang", "es", "new", "autumn", "-o", played)
    assert code == 2 and "acciones jugadas" in err and "--replace" in err
