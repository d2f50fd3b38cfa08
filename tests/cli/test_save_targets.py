"""Where the command line writes a game: through a symbolic link to the file it points to,
and never over something that is not a regular file (a folder, a pipe, a socket, a device
such as /dev/null): refused, exit 2, naming it, before anything is written."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.helpers import load_game, run_cli
from tests.test_files import kind_of, non_regular_targets

posix_only = pytest.mark.skipif(os.name != "posix", reason="symbolic links, pipes and device nodes are POSIX")


@posix_only
def test_a_game_reached_through_a_link_is_changed_where_it_lives(tmp_path):
    shared = tmp_path / "shared"
    shared.mkdir()
    link = tmp_path / "game.json"
    link.symlink_to(shared / "game.json")  # not there yet: `new` makes the file the link names
    assert run_cli("new", "autumn", "-o", link, "--factions", "marquise,eyrie", "--seed", 1)[0] == 0
    assert link.is_symlink() and (shared / "game.json").is_file()
    code, _, err = run_cli("place", link, "marquise", "warrior", 1, "--mode", "teach")
    assert code == 0, err
    assert link.is_symlink()
    assert load_game(shared / "game.json").count(1, ("marquise", "warrior")) == 1
    assert run_cli("status", link)[0] == 0


@posix_only
@pytest.mark.parametrize("command", [
    ("new", "autumn", "--factions", "marquise,eyrie", "--seed", 1),
    ("setup", "autumn", "--factions", "marquise,eyrie", "--standard", "--auto", "--seed", 1),
])
def test_new_and_setup_refuse_a_target_that_is_not_a_regular_file(tmp_path, command):
    made, server = non_regular_targets(tmp_path)
    try:
        for name, path in made.items():
            before = kind_of(path)
            code, out, err = run_cli(*command[:2], "-o", path, *command[2:])
            assert code == 2, (name, out, err)
            assert str(path) in err and ("not a regular file" in err or "is a folder" in err), err
            assert kind_of(path) == before, name
        assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]
    finally:
        server.close()


@posix_only
def test_an_interactive_setup_is_refused_before_its_first_question(tmp_path, monkeypatch):
    """The table answers no question for a game that could not be written."""
    import sys

    made, server = non_regular_targets(tmp_path)
    monkeypatch.setattr(sys.stdin, "isatty", lambda: True)
    monkeypatch.setattr("rootboard.cli.setup_commands.ask", lambda *a, **k: pytest.fail("a question was asked"))
    try:
        code, _, err = run_cli("setup", "autumn", "-o", made["pipe"], "--factions", "marquise,eyrie", "--seed", 1)
    finally:
        server.close()
    assert code == 2 and str(made["pipe"]) in err


@posix_only
def test_a_picture_is_written_atomically_through_a_link_and_never_into_a_folder(tmp_path):
    """`render` writes its PNG as a game is saved: through a link to the file it names, and a
    folder with a picture's name is refused, exit 2, naming it, with nothing written."""
    target = tmp_path / "pictures" / "board.png"
    target.parent.mkdir()
    link = tmp_path / "board.png"
    link.symlink_to(target)
    code, _, err = run_cli("render", "autumn", "-o", link, "--width", 900)
    assert code == 0, err
    assert link.is_symlink() and target.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")
    folder = tmp_path / "folder.png"
    folder.mkdir()
    code, _, err = run_cli("render", "autumn", "-o", folder, "--width", 900)
    assert code == 2 and str(folder) in err and "is a folder" in err, err
    assert list(folder.iterdir()) == [] and not [p for p in tmp_path.iterdir() if p.name.startswith(".")]


@pytest.mark.parametrize("lang, words", [("nl", "die map bestaat niet"), ("es", "no existe esa carpeta")])
@pytest.mark.parametrize("command", [
    ("new", "lake", "-o", "{out}.json"),
    ("export", "{game}", "-o", "{out}.rootlog"),
])
def test_a_missing_folder_is_said_in_the_language_and_named_not_a_temporary_file(tmp_path, lang, words, command):
    game = tmp_path / "g.json"
    assert run_cli("new", "lake", "-o", game, "--factions", "marquise,eyrie")[0] == 0
    nowhere = tmp_path / "nowhere"
    argv = [a.format(game=game, out=nowhere / "x") for a in command]
    code, _, err = run_cli("--lang", lang, *argv)
    assert code == 2
    assert f": {nowhere}: {words}" in err, err
    assert ".tmp" not in err and "No such file" not in err
    assert not nowhere.exists()


@pytest.mark.parametrize("lang", ["nl", "es"])
def test_a_write_the_system_refuses_is_said_in_the_language(tmp_path, monkeypatch, lang):
    """An OSError's own words are English: a folder we may not write in is said in the table's
    language, naming the file asked for."""
    import errno

    from rootboard.files import NO_PERMISSION
    from rootboard.messages import render

    game, out = tmp_path / "g.json", tmp_path / "g.rootlog"
    assert run_cli("new", "lake", "-o", game, "--factions", "marquise,eyrie")[0] == 0

    def refused(path, *_, **__):
        raise PermissionError(errno.EACCES, "Permission denied", str(path))

    monkeypatch.setattr("rootboard.files.write_atomically", refused)
    code, _, err = run_cli("--lang", lang, "export", game, "-o", out)
    assert code == 2 and "Permission denied" not in err
    assert f": {out}: {render(NO_PERMISSION(), lang)}" in err, err
