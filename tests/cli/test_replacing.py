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


# import writes its game file whole too: a game the table played on after importing keeps its
# actions unless --replace; the same log imported again over its own import loses nothing.
LOG = ("Map: Fall\nDeck: Standard\nC: Cat\nE: Bird\n\nC:t_k->1/w->1+2+5+9+10/b_s->1\nE:b+6w->3\n\nC:w1->5/++\n"
       "E:2w3->7\n\nC:w5->1\nE:w7->3\n")
LOG_START = LOG[:LOG.index("\nC:w5->1")] + "\n"  # its first turns: a history the whole log's begins with


@pytest.fixture
def imported(tmp_path):
    log = tmp_path / "game.rootlog"
    log.write_text(LOG, encoding="utf-8")
    game = tmp_path / "imported.json"
    code, _, err = run_cli("import", log, "-o", game)
    assert code in (0, 1), err
    return log, game


def test_importing_again_over_its_own_import_just_works(imported):
    log, game = imported
    history = load_game(game).history
    code, _, err = run_cli("import", log, "-o", game)
    assert code in (0, 1) and "--replace" not in err, err
    assert load_game(game).history == history


def test_importing_the_whole_log_over_the_import_of_its_start_just_works(tmp_path, imported):
    log, whole = imported
    start = tmp_path / "start.rootlog"
    start.write_text(LOG_START, encoding="utf-8")
    game = tmp_path / "game.json"
    assert run_cli("import", start, "-o", game)[0] in (0, 1)
    assert 0 < len(load_game(game).history) < len(load_game(whole).history)
    code, _, err = run_cli("import", log, "-o", game)
    assert code in (0, 1) and "--replace" not in err, err
    assert load_game(game).history == load_game(whole).history


def _played_on(game, actions: int) -> None:
    for _ in range(actions):
        code, _, err = run_cli("score", game, "eyrie", 1, "--mode", "teach")
        assert code == 0, err


@pytest.mark.parametrize("lang", ["en", "nl", "es"])
def test_a_game_played_on_after_importing_is_not_replaced_unasked(imported, lang):
    from rootboard.cli.replacing import NOT_IMPORTED
    from rootboard.messages import render

    log, game = imported
    _played_on(game, 2)
    before = _digest(game)
    code, out, err = run_cli("--lang", lang, "import", log, "-o", game)
    assert code == 2 and out == ""
    assert render(NOT_IMPORTED(file=str(game), count=2), lang) in err, err
    assert _digest(game) == before  # nothing written


def test_the_import_over_another_game_counts_its_whole_history(played, imported):
    log, _ = imported
    code, _, err = run_cli("import", log, "-o", played)
    assert code == 2 and f"holds {len(load_game(played).history)} actions played" in err, err


def test_replace_writes_the_import_over_a_game_played_on(imported, tmp_path):
    log, game = imported
    history = load_game(game).history
    _played_on(game, 1)
    code, _, err = run_cli("import", log, "-o", game, "--replace")
    assert code in (0, 1), err
    assert load_game(game).history == history


def test_imports_replace_is_said_of_the_import(capsys):
    from rootboard.cli import main

    def replace_help(command: str) -> str:
        assert main([command, "--help"]) == 0
        help_text = " ".join(capsys.readouterr().out.split())
        return help_text[help_text.index("--replace ") + len("--replace "):]

    assert replace_help("import").startswith("write the import over")
    assert replace_help("new").startswith("write the new game over")
