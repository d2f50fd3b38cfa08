"""A replay's report, kept: ``rootboard replay`` of a log read before prints what it printed then.

Replaying a Rootlog imports the Law with every faction's rules and plays every action through
them (issue 32: the tournament game's 476 actions take about 85 ms in process, its imports twice
a ``rootboard maps``), and the report is a pure function of the log's bytes, the code and data of
rootboard, the Python release, the language chosen and how the report is asked for. So the
text a replay printed, with its exit status, is kept in the user's cache folder (the derived
cache's, rootboard.derived.cache), keyed by the digest of all of these, like the game file's
whole-file proofs (rootboard.gamefile.proofs, ``.whole``): the same log replayed again under the
same rootboard prints the same bytes without importing the rules.

What keys an entry (:func:`replay_key`): the log's bytes, to the byte; a *stamp* of the whole
package (every file under rootboard/, its catalogues included, and the shipped maps and schema,
each by its path, size and modification time, as Python's own bytecode cache judges source; the
command line and the Rootlog reader are in it, unlike the proofs' stamp, since they write the
report); the Python release; the language; ``--json`` or not; the log's path as given (the text
report names it); the encoding of the output. A changed log, an edited or reinstalled rootboard,
another Python or another language replays afresh.

An entry is trusted only whole: its bytes pass the derived cache's checksum (pack, unpack), it
names the key it was written for in full, and it holds the SHA-256 of its key, exit status and
text, so a report edited in place (or moved to another key's name) is not printed: the log is
replayed and the entry written again. A missing, damaged or foreign entry is no error.
``ROOTBOARD_CACHE_DIR=`` (empty) turns this off with the derived cache.
"""

from __future__ import annotations

import os
import sys
from functools import lru_cache
from pathlib import Path

try:  # Python's own SHA-256, as rootboard.gamefile.proofs: hashlib loads OpenSSL, 2.5 ms of a start
    # The module of this release asked for first: a failed import searches every folder of
    # the path and raises (some 0.4 M instructions of every start that imports this; issue 32).
    if sys.version_info >= (3, 12):
        from _sha2 import sha256
    else:
        from _sha256 import sha256  # Python 3.10, 3.11
except ImportError:
    from hashlib import sha256

FORMAT = 1
FOLDER = "replays"
SUFFIX = ".replay"
MAX_REPORTS = 64  # reports kept at most (a report is a few kilobytes): the newest
PACKAGE = Path(__file__).resolve().parents[1]


def _folder() -> Path | None:
    from rootboard.derived.cache import cache_dir

    folder = cache_dir()
    return None if folder is None else folder / FOLDER


def replay_key(raw: bytes, *, as_json: bool, language: str, shown: str, encoding: str) -> str | None:
    """The digest a report of the log whose bytes are ``raw`` is kept under, or None where the
    package cannot be stamped (then nothing is kept)."""
    stamp = package_stamp()
    if stamp is None:
        return None
    head = "\n".join((f"replay {FORMAT}", stamp, f"json {as_json}", f"language {language}",
                      f"encoding {encoding}", f"shown {shown!r}", ""))
    digest = sha256(head.encode("utf-8", "surrogateescape"))
    digest.update(raw)
    return digest.hexdigest()


def _seal(key: str, status: int, text: str) -> str:
    return sha256(f"{key}\n{status}\n".encode() + text.encode("utf-8", "surrogatepass")).hexdigest()


def kept(key: str | None) -> tuple[int, str] | None:
    """The exit status and text kept under ``key``, or None (nothing trusted there)."""
    folder = _folder() if key else None
    if folder is None:
        return None
    from rootboard.derived.cache import unpack

    try:
        data = unpack((folder / f"{key[:32]}{SUFFIX}").read_bytes())
    except OSError:
        return None
    if not isinstance(data, dict) or data.get("key") != key:
        return None
    status, text = data.get("status"), data.get("text")
    if type(status) is not int or type(text) is not str or data.get("seal") != _seal(key, status, text):
        return None
    return status, text


def keep(key: str | None, status: int, text: str) -> None:
    """Keep a report's exit status and text under ``key`` (nothing when the cache is off or
    cannot be written: the next replay only plays the log again)."""
    folder = _folder() if key else None
    if folder is None:
        return
    from rootboard.derived.cache import pack
    from rootboard.files import write_atomically

    try:
        folder.mkdir(parents=True, exist_ok=True)
        write_atomically(folder / f"{key[:32]}{SUFFIX}",
                         pack({"key": key, "status": status, "text": text, "seal": _seal(key, status, text)}),
                         durable=False)
        entries = sorted(folder.glob(f"*{SUFFIX}"), key=lambda p: p.stat().st_mtime, reverse=True)
        for old in entries[MAX_REPORTS:]:
            old.unlink(missing_ok=True)
    except OSError:
        pass


# What a replay's report cannot depend on, left out of the stamp (issue 32: each file stamped is a
# stat and a line hashed at every first replay). The window, the quiz, the catalogue tools and
# the window's session: the layers contract (pyproject.toml) keeps the Rootlog reader and all it
# imports from importing them, and the command line imports only the command run's module
# (rootboard.cli), whose replay imports none of them (tests/cli/test_command_imports.py says
# so). The catalogues' sources (.po, .pot): a run reads the compiled .mo, which is stamped.
UNSTAMPED = ("ui", "quiz", "tools", "session.py", "interaction.py")
UNSTAMPED_SUFFIXES = (".pyc", ".pyo", ".po", ".pot")


@lru_cache(maxsize=1)
def package_stamp() -> str | None:
    """A stamp of everything a replay's report depends on besides the log: every file of the
    package it may read (sources, catalogues, data; not :data:`UNSTAMPED`) and the shipped
    maps, by path, size and time."""
    from rootboard.board.catalog import data_dir

    # The package's folder is written once and its files by their paths inside it: the text
    # hashed is about half as long as with every path in full (issue 32: it is hashed at every
    # first replay), and says the same. Its lines are sorted once, where each folder's entries
    # were sorted by a key: the paths are unique, so the order is as stable.
    stamps: list[str] = []
    try:
        _stamp(str(PACKAGE), stamps, len(str(PACKAGE)) + 1, UNSTAMPED)
        maps = data_dir("maps")
        if maps.is_dir() and not str(maps).startswith(str(PACKAGE) + os.sep):
            _stamp(str(maps), stamps)
    except OSError:
        return None
    stamps.sort()
    stamps[:0] = (f"python {sys.version}", f"package {PACKAGE}")
    return sha256("\n".join(stamps).encode("utf-8", "surrogateescape")).hexdigest()


def _stamp(folder: str, stamps: list[str], inside: int = 0, leave: tuple[str, ...] = ()) -> None:
    """Every file's path (from character ``inside`` on), size and time, as the bytecode cache
    judges source: each file is stat'ed, since a folder's own time changes only when a name
    in it does, not when a file is edited in place. ``leave``: names in ``folder`` itself
    left out (the folders below keep all of theirs). In the order the folder lists them."""
    with os.scandir(folder) as listing:
        for entry in listing:
            if entry.name in leave:
                continue
            if entry.is_dir():
                if entry.name != "__pycache__" and not entry.is_symlink():
                    _stamp(entry.path, stamps, inside)
            elif not entry.name.endswith(UNSTAMPED_SUFFIXES):
                info = entry.stat()
                stamps.append(f"{entry.path[inside:]} {info.st_size} {info.st_mtime_ns}")
