"""An empty file, or one of blank space alone, is said the same way by every command that reads
a file (a game, a map, a Rootlog), naming the file, in the table's language: one answer
(rootboard.files.nothing_in), not "not valid JSON" at line 1 from one and "the file is empty"
from another."""

from __future__ import annotations

import pytest

from rootboard.files import BLANK, EMPTY
from rootboard.messages import render
from tests.helpers import run_cli

CONTENTS = {"empty": (b"", EMPTY), "blank": (b"  \n\t\r\n \n", BLANK)}

# Each reader, through the commands that use it: a game file, a map file (or a game: check,
# topology, render, quiz and gui take either, by what the file holds), a Rootlog.
COMMANDS = [
    ("status", "{file}"),
    ("log", "{file}"),
    ("legal", "{file}", "marquise", "1"),
    ("options", "{file}"),
    ("undo", "{file}"),
    ("place", "{file}", "marquise", "warrior", "1"),
    ("export", "{file}", "-o", "{out}"),
    ("check", "{file}"),
    ("topology", "{file}"),
    ("render", "{file}", "-o", "{out}"),
    ("quiz", "{file}", "--json"),
    ("replay", "{file}"),
    ("import", "{file}", "-o", "{out}"),
]


@pytest.mark.parametrize("lang", ["en", "nl", "es"])
@pytest.mark.parametrize("content", sorted(CONTENTS))
@pytest.mark.parametrize("command", COMMANDS, ids=[c[0] for c in COMMANDS])
def test_an_empty_file_is_said_empty_by_every_reader(tmp_path, command, content, lang):
    raw, template = CONTENTS[content]
    path = tmp_path / "nothing.json"
    path.write_bytes(raw)
    out_file = tmp_path / "out.png"
    argv = [a.format(file=path, out=out_file) for a in command]
    code, out, err = run_cli("--lang", lang, *argv)
    assert code == 2 and out == "", (out, err)
    said = render(template(), lang)
    assert err.startswith(f"rootboard {command[0]}: ") and str(path) in err, err
    assert err.rstrip("\n").endswith(said), err
    assert err.count("\n") == 1, err  # one line, as every error
    assert not out_file.exists()  # nothing written
