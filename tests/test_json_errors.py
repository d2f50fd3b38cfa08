"""What the JSON decoder says of a file it cannot read, said whole (rootboard/json_errors.py)."""

from __future__ import annotations

import json

import pytest

from rootboard.json_errors import SAID, UNKNOWN, said
from rootboard.messages import render
from tests.helpers import run_cli

# A text for each thing the decoder refuses (3.11's messages; later ones have more).
BROKEN = ['{"a": "abc', '{"a": "a\nb"}', '{"a" 1}', '{"a": 1 "b": 2}', '{a: 1}', '{"a": "\\x"}', '{"a": "\\u12"}',
          '{} x', '', '[1,]', '{"a":1,}']


def decoder_error(text: str) -> json.JSONDecodeError:
    with pytest.raises(json.JSONDecodeError) as caught:
        json.loads(text)
    return caught.value


@pytest.mark.parametrize("text", BROKEN)
@pytest.mark.parametrize("lang", ["en", "nl", "es"])
def test_each_decoder_error_is_said_whole(text, lang):
    exc = decoder_error(text)
    message = said(exc)
    assert message.id != UNKNOWN.id, exc.msg  # this Python's words are all known
    words = render(message, lang)
    assert not words.endswith((" at", " starting")) and exc.msg not in words


def test_a_message_a_later_python_may_have_is_shown_without_its_dangling_at():
    exc = json.JSONDecodeError("Something new at", "x", 0)
    assert render(said(exc)) == "Something new"
    assert set(SAID) >= {decoder_error(t).msg for t in BROKEN}


def test_a_cut_game_file_says_what_where_and_names_the_file(tmp_path):
    """Issue 37: 'line 8, column 157: not valid JSON: Unterminated string starting at'."""
    path = tmp_path / "g.json"
    assert run_cli("new", "autumn", "-o", path, "--factions", "marquise,eyrie")[0] == 0
    text = path.read_text()
    cut = text.index('"marquise"', text.index('"scores"')) + 4
    path.write_text(text[:cut])
    line = text[:cut].count("\n") + 1
    column = cut - text.rfind("\n", 0, cut) - 4
    code, _, err = run_cli("status", path)
    assert code == 2
    assert err == (f"rootboard status: {path}: line {line}, column {column}: not valid JSON: a string begins here "
                   f"and is never closed (the file looks truncated)\n")


def test_a_map_file_with_a_syntax_error_says_what(tmp_path):
    path = tmp_path / "m.json"
    path.write_text('{"name": "x",\n "clearings" []}')
    code, _, err = run_cli("topology", path)
    assert code == 2
    assert err == f"rootboard topology: {path}: line 2, column 14: not valid JSON: a ':' is missing here\n"
