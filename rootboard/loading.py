"""Opening a game file: the one loader of the command line, the window and ``render``.

:func:`load` reads a game file as strictly as a map file (its bytes, JSON, schema, map,
position and every history entry, :mod:`rootboard.gamefile.file`) and verifies the setup it
records: replayed from its configuration, seed and choices, it must lead to the game's
starting position (:func:`rootboard.setup.record.verify`). Nothing reads a game another way.
What a load proved of a history and its setup is remembered (:mod:`rootboard.gamefile.proofs`),
so the next load of the same game replays through the rules only the entries it has not
proved from that very starting position; everything else is checked at every load.
:func:`save` writes a game and proves the bytes it wrote as a load of them would: the
command that played an action reads its own entry back, and the next command opens the
file proved.

:func:`is_game_file` is the one answer to "is this a game file?": what ``render``, ``gui``, the
quiz and the window's Open ask before choosing between a game and a map, by what the file
holds, never by its name. A damaged game file (cut
short, so no longer JSON) is still a game file, and is refused as one, naming the line; it
is not taken for a map. It imports no rules, so a window opening a map pays nothing for it.
"""

from __future__ import annotations

import gc
import json
import re
from contextlib import contextmanager
from pathlib import Path

from rootboard.files import NotReadable, read_regular

GAME_FORMAT = "rootboard-game"
# A game file's mark, for one that is no longer JSON: its "format" near the top.
GAME_FORMAT_MARK = re.compile(r'"format"\s*:\s*"rootboard-game"')
HEAD = 4096
MAX_BYTES = 32 * 1024 * 1024  # as gamefile.MAX_GAME_BYTES: no game file is larger


def load(path: str | Path, law=None):
    """The game in ``path`` and what the reader noticed and accepted (a ``LoadedGame``): read,
    validated and its recorded setup verified; GameFormatError (a ValueError) naming the
    file and the element when any of it fails. ``law``: every faction there is, by default."""
    from rootboard.gamefile.file import read_game
    from rootboard.gamefile.proofs import Proofs

    with _collector_paused():
        proofs = Proofs.open()
        loaded = read_game(path, law, proofs)  # replays what earlier loads did not prove
        _verified(loaded, str(path), proofs)
    return loaded


def _verified(loaded, source: str, proofs) -> None:
    """The rest of a load once the file is read: its recorded setup verified where the proofs
    do not know its starting position, then what was proved remembered."""
    proof = loaded.proof
    if (proof is None or not proof.start_known) and getattr(loaded.state, "setup", None) is not None:
        from rootboard.setup.record import verify  # here: the setup code, for a game that records one

        verify(loaded.state, source)  # a recorded setup must lead to the starting position
    if proof is not None:
        proofs.remember(proof.start, proof.proved)  # all of it checked: the setup too
        if proof.whole is not None:
            proofs.remember_whole(proof.whole, proof.start)


def save(state, path: str | Path, indent: int | None = 1) -> None:
    """Save ``state`` to ``path`` (:func:`rootboard.gamefile.file.save_game`, atomically), then
    prove what was written, so that the next command opens it proved: the bytes written are
    read back exactly as :func:`load` reads that file (every check; the history's entries that
    the proofs already hold are not replayed again, the others are, through the rules), and
    what that read proved is remembered as the load would remember it. What an action command,
    undo and redo, and the window write after playing on a game they loaded: only the entries
    they added are replayed (the rules are imported already), where the next process would
    have imported the rules for them (issue 32: `render` after a `move`).

    A proof covers exactly the bytes written (the file's digest, and its history's from its
    starting position, :mod:`rootboard.gamefile.proofs`): a file edited afterwards is other
    bytes, and is replayed from where it differs. Bytes that would not load (which no save
    should write) prove nothing, quietly: the next load says what is wrong, naming the file
    and the element. A failed write raises as :func:`save_game` does, and proves nothing."""
    from rootboard.gamefile.file import save_game

    raw = save_game(state, path, indent)
    remember_written(raw, path)


def remember_written(raw: bytes, path: str | Path) -> None:
    """Read ``raw``, the bytes just written to ``path``, as :func:`load` reads the file (under
    every faction there is, as every load does), and remember what it proved (see :func:`save`)."""
    from rootboard.errors import RootboardError
    from rootboard.gamefile.file import read_game_bytes
    from rootboard.gamefile.proofs import Proofs

    proofs = Proofs.open()
    if proofs is None:  # the cache is turned off: nothing is remembered, by loads either
        return
    with _collector_paused():
        try:
            _verified(read_game_bytes(raw, str(path), None, proofs), str(path), proofs)
        except RootboardError:
            return  # not proved: the next load replays it, and says what is wrong


@contextmanager
def _collector_paused():
    """Reading a game makes a list or dict per value of its file and keeps them all, none in
    a cycle; Python's cyclic collector would sweep the growing heap again and again while
    they are made (a sixth of a load, measured). Paused for the load, as it was."""
    paused = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if paused:
            gc.enable()


def is_game_file(path: str | Path) -> bool:
    """Whether ``path`` is a game file (even a damaged one): a regular file whose "format"
    says rootboard-game, whatever its name ("night", "night.json", "night.bak"): saved
    under any name, it opens as a game. A map's name or a map file is not."""
    path = Path(path)
    try:
        raw = read_regular(path, MAX_BYTES)  # a regular file only: a FIFO would hang here
    except NotReadable:
        return False
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        return bool(GAME_FORMAT_MARK.search(raw[:HEAD].decode("utf-8", errors="replace")))
    return isinstance(data, dict) and data.get("format") == GAME_FORMAT
