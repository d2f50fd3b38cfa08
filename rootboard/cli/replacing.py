"""A game file written whole never loses a table's history unless the table says so.

``new``, ``setup`` and ``import`` write their game file whole: written over a file that holds
a game with actions played, they would lose its history, every action the table played, with
no undo to bring it back. They refuse that unless ``--replace`` is given. Nothing is lost where
the file's history is the start of (or all of) the one written: a file with no action played
(a game just made, a setup written again with another seed), or a Rootlog's import written
again over its own import. A file that is not a game file is left to the write, which says
what it says.
"""

from __future__ import annotations

import json

from rootboard.cli import UsageError
from rootboard.files import writable_target
from rootboard.i18n import tr
from rootboard.messages import Template

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at every start (issue 32)
if TYPE_CHECKING:
    from typing import Callable

PLAYED = Template("cli.replace-played",
                  "{file} holds a game with {count} action played: a new game would replace it and its "
                  "history; give --replace to do so, or write the new game to another file",
                  plural="{file} holds a game with {count} actions played: a new game would replace it and "
                         "its history; give --replace to do so, or write the new game to another file",
                  count="count")
NOT_IMPORTED = Template("cli.replace-not-imported",
                        "{file} holds {count} action played that the imported game does not have: writing the "
                        "import would lose it; give --replace to do so, or write the import to another file",
                        plural="{file} holds {count} actions played that the imported game does not have: "
                               "writing the import would lose them; give --replace to do so, or write the "
                               "import to another file",
                        count="count")


def add_replace_argument(parser, imported: bool = False) -> None:
    """``--replace``, said for a new game or (``imported``) for a Rootlog's import."""
    said = (tr("cli.help", "write the import over a game file that holds actions played it does not have")
            if imported else tr("cli.help", "write the new game over a game file that holds actions played"))
    parser.add_argument("--replace", action="store_true", help=said)


def refuse_replacing_played(path, replace: bool, written: Callable[[], list] | None = None) -> None:
    """Raise UsageError (exit 2, nothing written) when ``path`` holds a game with actions
    played that the game written would not hold again, and ``replace`` is not given.
    ``written``: the history the write holds (its entries as a game file has them), asked only
    of a file with actions played; None for a new game, which holds none."""
    if replace:
        return
    try:
        with open(writable_target(path), "rb") as fh:
            data = json.load(fh)
    except (OSError, ValueError):  # not there, or not a game file: nothing played to lose
        return
    history = data.get("history") if isinstance(data, dict) else None
    if not isinstance(history, list) or not history:
        return
    if written is None:
        raise UsageError(PLAYED(file=str(path), count=len(history)), element="--output")
    lost = len(history) - _kept(history, written())
    if lost:
        raise UsageError(NOT_IMPORTED(file=str(path), count=lost), element="--output")


def _kept(history: list, written: list) -> int:
    """How many of ``history``'s first entries the ``written`` history holds again: the same
    action played in the same mode (its verdict and edits follow from them, and may be said
    otherwise by another rootboard)."""
    kept = 0
    for old, new in zip(history, written):
        if not isinstance(old, dict) or not (_same(old, "action", new) and _same(old, "mode", new)):
            break
        kept += 1
    return kept


def _same(old: dict, key: str, new: dict) -> bool:
    # Compared as JSON text: what the file read holds (lists) and what is written (tuples too).
    return json.dumps(old.get(key), sort_keys=True) == json.dumps(new[key], sort_keys=True)
