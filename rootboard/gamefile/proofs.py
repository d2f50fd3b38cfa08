"""Verified histories, remembered: a long game's history is replayed through the rules once,
not again at every command that opens it.

Loading a game replays every history entry through the rules (rootboard.gamefile.file), and
a game night opens the same game hundreds of times, each time a few entries longer. So once
a history has been replayed and found right, what was proved is kept in the user's cache
folder (rootboard.derived.cache's), as a *proof*: the digest of the game's starting position
(the saved one with every applied entry undone, and the setup it records) and of the
entries played from it, up to an index. The next load computes the same digests of its own
file and replays, through the rules, only the entries after the longest prefix proved
before: after a ``move``, the one new entry; after an ``undo`` or a ``status``, none. A
file read before, to the byte, with every entry proved is remembered too, by the digest of its
bytes (with the code stamp, the Law and the map's digest): read again, its history is found
proved without undoing and encoding every entry to find its starting position. A command
that plays on a game proves what it saves (rootboard.loading.save reads the bytes it wrote
back as a load would, replaying the entries it added through the rules it has imported
already), so the command after a ``move`` finds the file read whole before.

What is proved is exactly what loading checks; what is not cached is everything that does
not depend on the history alone: the bytes, the JSON, the schema, the map and the saved
position are checked at every load. A digest covers every byte of meaning: the entries as
canonical JSON (``true`` is not ``1``, ``1.0`` is not ``1``), in order, after the starting
position, the file's version and the Law the game is read under; and a *stamp* of the code
that proved it (the size and modification time of every module of rootboard the loader can
reach, below the command line, the window, the Rootlog and the quiz, and of each module
the Law's factions and actions come from, as Python's own bytecode cache judges source,
and of the shipped maps and schema). An edited entry, a
tampered verdict, another starting position, another rootboard or another Python give other
digests, so such a file is replayed from where it differs. Only a history whose every
entry reads back exactly as the rules give it is remembered (a rootboard save always is);
a file whose stored verdicts the rules corrected is verified again at every load.

A proof's file is checked before it is read (rootboard.derived.cache's pack and unpack); a
missing, damaged or foreign one is no error, the history is only replayed in full.
``ROOTBOARD_CACHE_DIR=`` (empty) turns this off with the derived cache.
"""

from __future__ import annotations

import marshal
import os
import sys
from functools import lru_cache
from pathlib import Path

from rootboard.board.catalog import data_dir
from rootboard.derived.cache import cache_dir, pack, unpack
from rootboard.files import write_atomically
from rootboard.gamefile.json_text import one_line

try:  # Python's own SHA-256 (what hashlib falls back on): hashlib loads OpenSSL, 2.5 ms of every command
    # The module of this release asked for first: a failed import searches every folder of
    # the path and raises (some 0.4 M instructions of every start that imports this; issue 32).
    if sys.version_info >= (3, 12):
        from _sha2 import sha256
    else:
        from _sha256 import sha256  # Python 3.10, 3.11
except ImportError:
    from hashlib import sha256

FORMAT = 2  # 2: actions named by where they are written, not imported to be named
FOLDER = "games"
SUFFIX = ".proof"
MAX_GAMES = 256  # games remembered at most (a proof is a few hundred bytes)
MAX_PROOFS = 16  # prefixes remembered per starting position
# A game file read whole before, every entry proved (Proofs.whole): its history is neither undone
# nor encoded again to find its proof. One per saved version of a game: the newest kept.
WHOLE = ".whole"
MAX_FILES = 64
PACKAGE = Path(__file__).resolve().parents[1]
# The packages above the loader (pyproject.toml's layers: the loader imports none of them, so
# their code cannot change what a load proves): the window and the command line open games
# through it; a Rootlog, a quiz and the tools are read or made above it. Not listed: a quarter
# fewer files to stat at every command that checks a proof.
NOT_STAMPED = ("ui", "cli", "tools", "notation", "quiz")


_CANONICAL = one_line(sort_keys=True, separators=(",", ":"))  # made once: json.dumps makes one per call


def entry_text(entry) -> str:
    """A history entry (or any JSON value) as canonical text: what a digest is taken of."""
    return _CANONICAL(entry)


class Chain:
    """The digests of a starting position and of each prefix of a history played from it:
    ``chain.digest(k)`` covers the start and entries ``0..k-1``."""

    def __init__(self, start: str, texts: list[str]):
        self.start = sha256(start.encode()).hexdigest()
        self._texts = texts
        self._hash = sha256(self.start.encode())
        self._at = 0
        self._digests = {0: self.start}

    def digest(self, k: int) -> str:
        """Digests are taken in increasing ``k`` (each entry is hashed once)."""
        if k not in self._digests:
            if k < self._at:
                raise ValueError("digests are asked in increasing order")
            for text in self._texts[self._at:k]:
                self._hash.update(b"\n")
                self._hash.update(text.encode())
            self._at = k
            self._digests[k] = self._hash.hexdigest()
        return self._digests[k]


class Proofs:
    """The proofs kept in one folder: per starting position, the digests proved and how many
    entries each covers."""

    def __init__(self, folder: Path):
        self.folder = folder

    @classmethod
    def open(cls) -> "Proofs | None":
        """The user's proofs, or None when the cache folder is turned off. Where the code
        cannot be stamped (a frozen build), :meth:`start_text` says so and nothing is proved;
        the code is stamped only for a game with something to prove."""
        folder = cache_dir()
        return None if folder is None else cls(folder / FOLDER)

    def start_text(self, version: int, law, start: dict) -> str | None:
        """What a game's starting-position digest is taken of; None when the code of the Law's
        factions cannot be stamped (then nothing is proved)."""
        stamp = code_stamp(law)
        if stamp is None:
            return None
        return entry_text({"proofs": FORMAT, "code": stamp, "version": version, "law": law_identity(law),
                           "start": start})

    def _path(self, start: str) -> Path:
        return self.folder / f"{start[:32]}{SUFFIX}"

    def whole_digest(self, version: int, law, map_name: str, map_digest: str | None, raw: bytes) -> str | None:
        """The digest of a game file read whole, to the byte, under this code, Law and map;
        None when the code cannot be stamped."""
        stamp = code_stamp(law)
        if stamp is None:
            return None
        head = _CANONICAL({"proofs": FORMAT, "code": stamp, "version": version, "law": law_identity(law),
                           "map": [map_name, map_digest]})
        found = sha256(head.encode())
        found.update(b"\n")
        found.update(raw)
        return found.hexdigest()

    def _whole_path(self, whole: str) -> Path:
        return self.folder / f"{whole[:32]}{WHOLE}"

    def whole(self, whole: str) -> str | None:
        """The starting position's digest of the file whose :meth:`whole_digest` is ``whole``,
        when a load read it before and proved every entry of it; else None."""
        try:
            data = unpack(self._whole_path(whole).read_bytes())
        except OSError:
            return None
        if not isinstance(data, dict) or data.get("whole") != whole or not isinstance(data.get("start"), str):
            return None
        return data["start"]

    def remember_whole(self, whole: str, start: str) -> None:
        """Remember that the file ``whole`` was read with every entry proved, from ``start``
        (quietly, as :meth:`remember`); the newest MAX_FILES files are kept."""
        if self.whole(whole) == start:
            try:
                os.utime(self._whole_path(whole))
            except OSError:
                pass
            return
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            write_atomically(self._whole_path(whole), pack({"whole": whole, "start": start}), durable=False)
            _keep_newest(self.folder, MAX_FILES, WHOLE)
        except OSError:
            pass

    def known(self, start: str) -> dict[str, int]:
        """digest -> entries proved, for the game that starts at digest ``start``."""
        try:
            data = unpack(self._path(start).read_bytes())
        except OSError:
            return {}
        if not isinstance(data, dict) or data.get("start") != start or not isinstance(data.get("proved"), dict):
            return {}
        return {d: k for d, k in data["proved"].items() if isinstance(d, str) and type(k) is int and k >= 0}

    def remember(self, start: str, proved: dict[str, int]) -> None:
        """Add ``proved`` (digest -> entries) to the game's proofs, newest kept; quietly: a
        proof that cannot be written only costs a replay."""
        known = self.known(start)
        if all(known.get(d) == k for d, k in proved.items()):
            try:  # nothing new (a status, a log): not written again, only marked as used
                os.utime(self._path(start))
            except OSError:
                pass
            return
        merged = {d: k for d, k in known.items() if d not in proved}
        merged.update(proved)  # the newest last
        merged = dict(list(merged.items())[-MAX_PROOFS:])
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            write_atomically(self._path(start), pack({"start": start, "proved": merged}), durable=False)
            if not known:  # a game not seen before: forget the oldest beyond MAX_GAMES
                _keep_newest(self.folder, MAX_GAMES)
        except OSError:
            pass


def _keep_newest(folder: Path, count: int, suffix: str = SUFFIX) -> None:
    entries = sorted(folder.glob(f"*{suffix}"), key=lambda p: p.stat().st_mtime, reverse=True)
    for old in entries[count:]:
        old.unlink(missing_ok=True)


def law_identity(law) -> list:
    """The factions, actions and effects a game is read under, by id and where their code is."""
    if law is None:
        return []
    return [sorted((f.id, _where(type(f))) for f in law), law.action_references(), sorted(law.effects)]


def _where(kind: type) -> str:
    return f"{kind.__module__}.{kind.__qualname__}"


def code_stamp(law=None) -> str | None:
    """A stamp of the code that proves a history, or None where its source cannot be found."""
    base = _package_stamp()
    if base is None or law is None:
        return base
    modules = sorted({type(f).__module__ for f in law} | {r.split(":")[0] for r in law.action_references()})
    outside = [m for m in modules if not m.startswith("rootboard.")]
    if not outside:
        return base
    stamps = []
    for name in outside:
        file = _module_file(name)
        if not file:
            return None
        stamps.append(_file_stamp(Path(file)))
    return f"{base};{';'.join(stamps)}"


def _module_file(name: str) -> str | None:
    """The file of module ``name``, imported or not (its actions are imported only when used)."""
    module = sys.modules.get(name)
    if module is not None:
        return getattr(module, "__file__", None)
    from importlib.util import find_spec

    try:
        spec = find_spec(name)
    except (ImportError, ValueError):
        return None
    return spec.origin if spec is not None and spec.has_location else None


@lru_cache(maxsize=1)
def _package_stamp() -> str | None:
    release = f"python {sys.version_info[0]}.{sys.version_info[1]}.{sys.version_info[2]} marshal {marshal.version}"
    stamps = [release]
    try:
        _stamp_folder(str(PACKAGE), stamps, top=True)
        for folder in (data_dir("maps"), data_dir("maps") / "schema"):
            stamps += [_file_stamp(p) for p in sorted(folder.glob("*.json"))]
    except OSError:
        return None
    return sha256("\n".join(stamps).encode()).hexdigest()


def _stamp_folder(folder: str, stamps: list[str], top: bool = False) -> None:
    """The stamps of the modules in ``folder``, then of its subfolders', in name order (the
    order and the text os.walk and pathlib gave: the same stamp, so the proofs kept stay
    good). One listing a folder, each file's size and time from its entry's stat, without a
    Path made per file: half the time of every command that checks a proof (measured)."""
    with os.scandir(folder) as listing:
        entries = sorted(listing, key=lambda e: e.name)
    subfolders = []
    for entry in entries:
        if entry.is_dir():
            if not entry.is_symlink() and entry.name != "__pycache__" and not (top and entry.name in NOT_STAMPED):
                subfolders.append(entry.path)
        elif entry.name.endswith(".py"):
            info = entry.stat()  # follows a link, as Path.stat does
            stamps.append(f"{entry.path} {info.st_size} {info.st_mtime_ns}")
    for sub in subfolders:
        _stamp_folder(sub, stamps)


def _file_stamp(path: Path) -> str:
    info = path.stat()
    return f"{path} {info.st_size} {info.st_mtime_ns}"
