"""A new game never replaces a game being played unless the table says so.

``new`` and ``setup`` write their game file whole: written over a file that holds a game with
actions played, they would lose its history, every action the table played, with no undo to
bring it back. They refuse that unless ``--replace`` is given. A file with no action played
(a game just made, a setup written again with another seed) is replaced as before, and a file
that is not a game file is left to the write, which says what it says.
"""

from __future__ import annotations

import json

from rootboard.cli import UsageError
from rootboard.files import writable_target
from rootboard.i18n import tr
from rootboard.messages import Template

PLAYED = Template("cli.replace-played",
                  "{file} holds a game with {count} action played: a new game would replace it and its "
                  "history; give --replace to do so, or write the new game to another file",
                  plural="{file} holds a game with {count} actions played: a new game would replace it and "
                         "its history; give --replace to do so, or write the new game to another file",
                  count="count")


def add_replace_argument(parser) -> None:
    parser.add_argument("--replace", action="store_true",
                        help=tr("cli.help", "write the new game over a game file that holds actions played"))


def refuse_replacing_played(path, replace: bool) -> None:
    """Raise UsageError (exit 2, nothing written) when ``path`` holds a game with actions
    played and ``replace`` is not given."""
    if replace:
        return
    try:
        with open(writable_target(path), "rb") as fh:
            data = json.load(fh)
    except (OSError, ValueError):  # not there, or not a game file: nothing played to lose
        return
    history = data.get("history") if isinstance(data, dict) else None
    if isinstance(history, list) and history:
        raise UsageError(PLAYED(file=str(path), count=len(history)), element="--output")
