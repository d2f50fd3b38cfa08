"""The methods :mod:`dataclasses` writes, compiled once, not at every start.

A dataclass's ``__init__``, ``__repr__``, ``__eq__``, ``__hash__`` (and, frozen, its
``__setattr__`` and ``__delattr__``) are written as source text and compiled when the class
is made. On Python 3.11 a ``rootboard status`` makes 66 dataclasses: 391 compiles, about 35
of the 70 ms its rootboard modules take to import (measured), in every command and every
start of the window. Python caches a module's own bytecode (``__pycache__``); this caches
those methods' the same way. The code compiled from each text is kept in the user's cache
folder (rootboard.derived.cache's, ``classes.marshal``), keyed by the text itself, and the
next start runs that code instead of compiling the text again. The same text compiles to the
same code, so every class is made exactly as dataclasses makes it; a text not yet cached is
compiled as dataclasses would, and the file is written again when the process ends.

The file belongs to one Python (code objects are its own): it is read only when its header
names this interpreter and its checksum holds; anything else (another release, a damaged or
cut-off file) is ignored and replaced. Nothing else of dataclasses changes: only the
``exec`` its module calls is this one. ``ROOTBOARD_CACHE_DIR=``
(empty) turns it off with the rest of the cache; PYTHONDONTWRITEBYTECODE keeps it from being
written, as it keeps Python's bytecode.
"""

from __future__ import annotations

import atexit
import builtins
import dataclasses
import marshal
import os
import sys
import zlib
from pathlib import Path

NAME = "classes.marshal"
MAX_CODES = 4096  # texts kept at most: the window and every command make about 600


def header() -> bytes:
    """What the file starts with: this interpreter and its marshal, then the checksum."""
    return f"rootboard dataclass code\n{sys.implementation.cache_tag} {sys.version} {marshal.version}\n".encode()


def folder() -> Path | None:
    """The cache folder (rootboard.derived.cache.cache_dir, which this must not import: it
    brings the board's modules), or None when the cache is turned off."""
    chosen = os.environ.get("ROOTBOARD_CACHE_DIR")
    if chosen is not None:
        return Path(chosen) if chosen.strip() else None
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Caches"
    else:
        base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return base / "rootboard"


def read(path: Path) -> dict[str, object]:
    """The cached code by text, or nothing for a missing, foreign or damaged file."""
    try:
        blob = path.read_bytes()
    except OSError:
        return {}
    start = len(header()) + 4
    if blob[:start - 4] != header() or zlib.crc32(blob[start:]) != int.from_bytes(blob[start - 4:start], "big"):
        return {}
    try:
        codes = marshal.loads(blob[start:])
    except (EOFError, ValueError, TypeError):
        return {}
    if not isinstance(codes, dict):
        return {}
    return {text: code for text, code in codes.items() if isinstance(text, str) and type(code) is _CODE}


def write(path: Path, codes: dict[str, object]) -> None:
    """Atomically (a rename over the old file), quietly: a cache not written only costs time."""
    data = marshal.dumps(codes)
    blob = header() + zlib.crc32(data).to_bytes(4, "big") + data
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        from rootboard.files import write_atomically  # only when something new was compiled

        write_atomically(path, blob, durable=False)
    except OSError:
        pass


_CODE = type(compile("", "", "exec"))


class _Cache:
    """The code by text: read at the first dataclass, written at exit when something was new."""

    def __init__(self, path: Path):
        self.path = path
        self.codes: dict[str, object] | None = None
        self.used: set[str] = set()
        self.new = False

    def code(self, text: str):
        if self.codes is None:
            self.codes = read(self.path)
        self.used.add(text)
        code = self.codes.get(text)
        if code is None:
            code = self.codes[text] = compile(text, "<string>", "exec")  # as exec(text) would
            self.new = True
        return code

    def save(self) -> None:
        if not self.new or sys.dont_write_bytecode or self.codes is None:
            return
        codes = self.codes
        if len(codes) > MAX_CODES:  # other releases' texts: keep this run's
            codes = {text: codes[text] for text in self.used}
        write(self.path, codes)


def install() -> None:
    """Make dataclasses run cached code for the texts it compiles: the ``exec`` its module
    calls (``exec(txt, globals, ns)``, once per method up to 3.12, once per class from 3.13)
    is this one, which runs the cached code of a text; Python's own ``exec`` everywhere else."""
    where = folder()
    if where is None or "exec" in vars(dataclasses):
        return
    cache = _Cache(where / NAME)

    def cached_exec(source, globals=None, locals=None, /):
        if type(source) is str:
            source = cache.code(source)
        return builtins.exec(source, globals, locals)

    dataclasses.exec = cached_exec
    atexit.register(cache.save)
