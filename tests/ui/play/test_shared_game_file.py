"""The window and a command line on one game file: neither loses the other's action.

The window writes every change to the file it opened (session.py); before a change it holds
the file and, when another program has changed it meanwhile, reads it again and shows it as
it now is, saying so, instead of writing its older game over it.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from rootboard.game.actions import Move
from rootboard.game.movement import MoveRequest
from rootboard.session import RELOADED
from tests.cli.test_shared_game_file import _game, _two_paths

ROOT = Path(__file__).resolve().parents[3]


def _command(*argv) -> None:
    done = subprocess.run([sys.executable, "-m", "rootboard", *map(str, argv)], cwd=ROOT, capture_output=True,
                          text=True)
    assert done.returncode == 0, done.stderr


def _moves(game: Path) -> list[tuple[int, int]]:
    saved = json.loads(game.read_text())
    return [(e["action"]["request"]["origin"], e["action"]["request"]["destination"])
            for e in saved["history"][:saved["cursor"]] if e["action"]["type"] == "move"]


def test_the_window_and_a_command_line_keep_each_others_moves(make_window, tmp_path):
    (a, b), (c, d) = _two_paths("autumn")
    game = _game(tmp_path, "g.json", (a, c))
    window = make_window()
    assert window.files.open_game(game)
    session = window.game.session

    window.game.perform(Move(MoveRequest("marquise", a, b)))  # the window's move, in the file at once
    _command("move", game, "marquise", c, d)  # then a command line's, on the same file
    assert _moves(game) == [(a, b), (c, d)]

    # The window's next change finds the file changed: it reads it again and says so, and
    # does not write its older game over the command line's move.
    outcome = window.game.perform(Move(MoveRequest("marquise", b, a)))
    assert not outcome.applied and outcome.verdict.message.id == RELOADED.id
    assert window.game.session is session and session.state.count(d, ("marquise", "warrior")) == 1
    assert str(game) in window.strip.text()  # the strip says the file was read again
    assert _moves(game) == [(a, b), (c, d)]

    # Done again, on the game as it now is, the window's move goes in after both.
    assert window.game.perform(Move(MoveRequest("marquise", b, a))).applied
    assert _moves(game) == [(a, b), (c, d), (b, a)]

    # Undo in the window after a command line's undo: read again first, nothing undone twice.
    _command("undo", game)
    window.game.undo()
    assert session.stale is not None and _moves(game) == [(a, b), (c, d)]
    window.game.undo()
    assert _moves(game) == [(a, b)]
