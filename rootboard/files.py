"""Writing a file so that it is either the old one or the new one, never half of either.

The temporary file is created beside the target, locked while it is written, and renamed
over the target. Where the system allows it (Linux's O_TMPFILE), it has no name while it is
written and gets one (``.NAME.XXXX.tmp``) only for the instant before the rename, so a save
killed while writing leaves nothing behind at all; elsewhere it is named from the start. The target keeps its permissions (a 0644 game file
stays 0644); a new file gets what the umask gives any new file. A save killed half-way
leaves its temporary file behind; the next save of the same target removes such leftovers,
but only ones that no live save holds locked (and, where saves name their file before
locking it, that are a few seconds old).
"""

from __future__ import annotations

import errno
import os
import stat
import time
from contextlib import contextmanager
from pathlib import Path

from rootboard.messages import Message, Template

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at every start (issue 32)
if TYPE_CHECKING:
    from typing import Iterator

STRAY_AGE = 5.0  # seconds: a temporary file this old and unlocked belongs to a dead save


def write_atomically(path: str | Path, text: str | bytes, durable: bool = True) -> None:
    """A temporary file in the same folder, then os.replace over ``path``. ``durable`` also
    fsyncs the file and the folder, so a crash right after cannot lose it (games); a cache
    that can be derived again need not wait for the disk. ``text`` is written as UTF-8;
    bytes are written as they are.

    A symbolic link (a shared folder, a dotfile manager) is followed: the file it points to
    is written, its temporary file beside it, and the link stays. A target that is not a
    regular file (a folder, a pipe, a socket, a device such as /dev/null) is refused with
    NotWritable before anything is written."""
    path = writable_target(path)
    folder = path.parent
    if not folder.is_dir():  # said plainly, naming the folder, not with a temporary file's name
        raise NotWritable(folder, NO_FOLDER())
    mode = _mode_for(path)
    try:
        fd, tmp = _anonymous(folder)
        if fd is None:  # no unnamed temporary file here (tempfile loads the random module: only then)
            import tempfile

            fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    except OSError as exc:  # a folder we may not write in: the file asked for is named, not ".NAME.XXXX.tmp"
        raise OSError(exc.errno, exc.strerror, str(path)) from None
    try:
        _lock(fd)
        with (os.fdopen(fd, "wb") if isinstance(text, bytes) else os.fdopen(fd, "w", encoding="utf-8")) as handle:
            if hasattr(os, "fchmod"):
                os.fchmod(handle.fileno(), mode)  # mkstemp makes 0600
            handle.write(text)
            if durable or tmp is None:
                handle.flush()
            if durable:
                os.fsync(handle.fileno())
            if tmp is None:  # named only now, for the rename
                tmp = _name_anonymous(handle.fileno(), folder, path.name)
            if os.name == "posix":
                os.replace(tmp, path)  # before closing: the lock is held until the name is gone
        if os.name != "posix":
            os.replace(tmp, path)  # Windows renames no open file
            os.chmod(path, mode)
    except BaseException:
        try:
            if tmp is not None:
                os.unlink(tmp)
        except OSError:
            pass
        raise
    remove_strays(path)
    if not durable:
        return
    try:  # make the rename itself durable where the platform allows it
        dir_fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
    except OSError:
        pass


class NotWritable(OSError):
    """A save refused because its target is not a regular file: ``filename`` names it,
    ``message`` says what it is (``file.folder`` or ``file.not-regular``)."""

    def __init__(self, path: str | Path, message: Message):
        self.message = message
        number, words = {FOLDER.id: (errno.EISDIR, "is a folder, not a file"),
                         NO_FOLDER.id: (errno.ENOENT, "no such folder")}.get(message.id, (errno.EINVAL, "is not a regular file"))
        super().__init__(number, words, str(path))


def writable_target(path: str | Path) -> Path:
    """What a save of ``path`` writes: the file a symbolic link points to (every link on the
    way resolved), or ``path`` itself; NotWritable when that is there and not a regular file."""
    path = Path(path)
    if os.path.islink(path):
        path = Path(os.path.realpath(path))
    try:
        info = os.stat(path)
    except OSError:
        return path  # not there yet (or not reachable): the write itself says what is wrong
    if stat.S_ISDIR(info.st_mode):
        raise NotWritable(path, FOLDER())
    if not stat.S_ISREG(info.st_mode):
        raise NotWritable(path, NOT_REGULAR())
    return path


def _anonymous(folder: Path) -> tuple[int | None, None]:
    """A file with no name in ``folder`` (Linux O_TMPFILE), or (None, None) where the system
    or the file system has none."""
    flag = getattr(os, "O_TMPFILE", None)
    if flag is None or not os.path.isdir("/proc/self/fd"):
        return None, None
    try:
        return os.open(folder, flag | os.O_WRONLY, 0o600), None
    except OSError:  # a file system without it (some network ones): a named file instead
        return None, None


def unnamed_temporary_files(folder: str | Path) -> bool:
    """Whether saves in ``folder`` write an unnamed temporary file (see the module's doc)."""
    fd, _ = _anonymous(Path(folder))
    if fd is None:
        return False
    os.close(fd)
    return True


def _name_anonymous(fd: int, folder: Path, name: str) -> str:
    """Give the unnamed file a temporary name beside the target (through /proc: linkat with
    AT_EMPTY_PATH needs a privilege the /proc link does not)."""
    dir_fd = os.open(folder, os.O_RDONLY)
    try:
        for _ in range(100):
            short = f".{name}.{os.urandom(4).hex()}.tmp"
            try:
                # A destination folder descriptor makes Python call linkat, which follows the
                # /proc link to the open file (plain link() would try to link the link).
                os.link(f"/proc/self/fd/{fd}", short, dst_dir_fd=dir_fd, follow_symlinks=True)
                return os.path.join(folder, short)
            except FileExistsError:
                continue
    finally:
        os.close(dir_fd)
    raise FileExistsError(f"no free temporary name beside {name}")


def _mode_for(path: Path) -> int:
    try:
        return os.stat(path).st_mode & 0o7777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def _lock(fd: int) -> None:
    try:
        import fcntl
    except ImportError:  # Windows: the age alone tells a dead save's leftover
        return
    fcntl.flock(fd, fcntl.LOCK_EX)


def _unlocked(name: str) -> bool:
    try:
        import fcntl
    except ImportError:
        return True
    try:
        fd = os.open(name, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return True
    except OSError:
        return False  # a live save is writing it
    finally:
        os.close(fd)


def remove_strays(path: str | Path) -> list[Path]:
    """Remove temporary files of ``path`` left by saves that were killed; what was removed."""
    path = Path(path)
    removed = []
    now = time.time()
    # The folder's names compared as text: pathlib's glob compiled a pattern and made a Path of
    # every entry, a tenth of a millisecond a save in a folder of forty (rootboard render writes
    # a dozen kept tiles into the cache folder, each through here: issue 32).
    prefix, folder = f".{path.name}.", path.parent
    try:
        with os.scandir(folder) as entries:
            candidates = [folder / entry.name for entry in entries
                          if entry.name.startswith(prefix) and entry.name.endswith(".tmp")
                          and len(entry.name) > len(prefix) + len(".tmp") - 1]
    except OSError:
        return removed
    unnamed = bool(candidates) and unnamed_temporary_files(path.parent)
    for stray in candidates:
        try:
            info = stray.lstat()
        except OSError:
            continue
        # Young files are spared only where a save names its file before locking it: with
        # unnamed temporary files every save here locks first, so unlocked means dead.
        young = now - info.st_mtime < STRAY_AGE and not unnamed
        if young or not stat.S_ISREG(info.st_mode) or not _unlocked(str(stray)):
            continue
        try:
            stray.unlink()
            removed.append(stray)
        except OSError:
            pass
    return removed


# What a file that cannot be read is, in words: the default a caller may show (a map's reader
# says "a map file" where it has better words for it).
MISSING = Template("file.missing", "no such file")
FOLDER = Template("file.folder", "is a folder, not a file")
NOT_REGULAR = Template("file.not-regular", "is not a regular file (a pipe, device or socket)")
TOO_BIG = Template("file.too-big", "is larger than {limit} byte", plural="is larger than {limit} bytes", count="limit")
UNREADABLE = Template("file.unreadable", "cannot read the file ({detail})")  # detail: the system's words
NO_FOLDER = Template("file.no-folder", "no such folder to write the file in")

# A file read whole that holds nothing: every reader of a game, a map or a log says so in the
# same words (nothing_in), rather than "not valid JSON" at line 1, column 1.
EMPTY = Template("file.empty", "the file is empty")
BLANK = Template("file.blank", "the file is empty: it holds only spaces, tabs and line breaks")

# Why the system refused a write, in the user's language: an OSError's own words (strerror)
# are English whatever the language asked for.
NO_PERMISSION = Template("file.no-permission", "permission denied")
READ_ONLY = Template("file.read-only", "the file system is read-only")
NO_SPACE = Template("file.no-space", "no space left on the device")
SYSTEM_REASONS = {errno.EACCES: NO_PERMISSION, errno.EPERM: NO_PERMISSION, errno.EROFS: READ_ONLY,
                  errno.ENOSPC: NO_SPACE, errno.ENOENT: NO_FOLDER, errno.ENOTDIR: NO_FOLDER}


def system_reason(exc: OSError) -> Message | None:
    """The reason of a failed write, as a Message: ours where the error carries one
    (:class:`NotWritable`), else the system's for the errors a table meets (a folder not there
    or not ours, a full or read-only disk); None for the rarer ones (their own words are shown)."""
    said = getattr(exc, "message", None)
    if said is not None:
        return said
    template = SYSTEM_REASONS.get(exc.errno)
    return template() if template is not None else None


class NotReadable(ValueError):
    """Why :func:`read_regular` read nothing: ``kind`` is "missing", "folder", "special" (a
    pipe, device or socket), "too-big" or "unreadable"; ``detail`` the system's words (an
    OSError's strerror, in English) or, for "too-big", how big; ``message`` the reason as a
    Message (``file.*``), for a caller with no words of its own."""

    def __init__(self, kind: str, detail: str = "", message: Message | None = None):
        self.kind, self.detail = kind, detail
        self.message = message
        super().__init__(f"{kind}: {detail}" if detail else kind)


def read_regular(path: str | Path, limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes, or NotReadable.

    A FIFO would block for ever, a device such as /dev/zero would never end, and a folder is
    no file: the path is opened without blocking and checked by its descriptor, so what is
    checked is what is read, and the read is bounded even if the file grows meanwhile."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise NotReadable("missing", message=MISSING()) from None
    except IsADirectoryError:
        raise NotReadable("folder", message=FOLDER()) from None
    except OSError as exc:
        raise _unreadable(exc) from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise NotReadable("folder", message=FOLDER())
        if not stat.S_ISREG(info.st_mode):
            raise NotReadable("special", message=NOT_REGULAR())
        if info.st_size > limit:
            raise NotReadable("too-big", f"{info.st_size} bytes", TOO_BIG(limit=limit))
        with os.fdopen(fd, "rb", closefd=False) as handle:
            raw = handle.read(limit + 1)
        if len(raw) > limit:
            raise NotReadable("too-big", f"more than {limit} bytes", TOO_BIG(limit=limit))
        return raw
    except OSError as exc:
        raise _unreadable(exc) from None
    finally:
        os.close(fd)


def nothing_in(content: bytes | str) -> Message | None:
    """Why a file's ``content`` (its bytes, or its text) holds nothing to read: EMPTY for no
    byte at all, BLANK for blank space alone; None for anything else. The one answer of every
    reader of a file (a game, a map, a Rootlog), so that each says an empty file the same way.
    (``isspace`` stops at the first other character: a whole file is not copied to ask.)"""
    if not content:
        return EMPTY()
    return BLANK() if content.isspace() else None


def _unreadable(exc: OSError) -> NotReadable:
    detail = exc.strerror or str(exc)
    return NotReadable("unreadable", detail, UNREADABLE(detail=detail))


# --- one change at a time ------------------------------------------------------------------------

LOCK_WAIT = 5.0  # seconds a change waits for another one on the same file before it gives up
LOCK_POLL = 0.02
BUSY = Template("file.busy", "another rootboard is changing this file, and it was still at it after {seconds} s: "
                "nothing was changed; try again")


class FileBusy(RuntimeError):
    """:func:`changing` waited ``seconds`` for another process to finish with the file."""

    def __init__(self, path: str | Path, seconds: float):
        self.path, self.seconds = str(path), seconds
        self.message = BUSY(seconds=_seconds(seconds))
        super().__init__(f"{path}: busy after {seconds} s")


def _seconds(seconds: float) -> int | float:
    return int(seconds) if float(seconds).is_integer() else round(seconds, 2)


@contextmanager
def changing(path: str | Path, wait: float | None = None) -> Iterator[None]:
    """Hold ``path`` for a read-check-write: no other :func:`changing` of the same file runs
    until this one ends, so two changes made at once are made one after the other and
    neither is lost. Read the file *inside* the block: what was read before may be stale.

    The lock is the file's own (flock), taken on the file that the path names when it is
    held: a save replaces the file (:func:`write_atomically`), so a waiter that gets the
    lock of the file it opened checks that the path still names it, and else waits for the
    new one. A missing file, or one that is not a regular file, is not locked: there is
    nothing to lose, and its reader says what is wrong with it. FileBusy after ``wait``
    seconds (default :data:`LOCK_WAIT`, or ROOTBOARD_LOCK_WAIT in the environment)."""
    wait = _lock_wait() if wait is None else wait
    deadline = time.monotonic() + wait
    while True:
        fd = _open_for_lock(path)
        if fd is None:
            yield
            return
        if _try_lock(fd):
            if _still_names(path, fd):
                break
        os.close(fd)
        if time.monotonic() >= deadline:
            raise FileBusy(path, wait)
        time.sleep(LOCK_POLL)
    try:
        yield
    finally:
        os.close(fd)  # and the lock with it


def _lock_wait() -> float:
    try:
        return max(0.0, float(os.environ.get("ROOTBOARD_LOCK_WAIT", LOCK_WAIT)))
    except ValueError:
        return LOCK_WAIT


def _open_for_lock(path: str | Path) -> int | None:
    """A descriptor to lock for ``path``, or None (missing, a folder, a pipe...): the file
    itself on POSIX; on Windows, which replaces no open file, a lock file beside it."""
    if os.name == "nt":
        if not os.path.isfile(path):
            return None
        side = Path(path).with_name(f".{Path(path).name}.lock")
        return os.open(side, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o666)
    for flags in (os.O_RDWR, os.O_RDONLY):  # a read-only game file is still locked against others
        try:
            fd = os.open(path, flags | getattr(os, "O_NONBLOCK", 0))
        except PermissionError:
            continue
        except OSError:
            return None
        if stat.S_ISREG(os.fstat(fd).st_mode):
            return fd
        os.close(fd)
        return None
    return None


def _try_lock(fd: int) -> bool:
    try:
        import fcntl
    except ImportError:  # Windows: a byte of the file, locked without blocking
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
            return True
        except OSError:
            return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return True
    except OSError:
        return False


def _still_names(path: str | Path, fd: int) -> bool:
    """Whether ``path`` still names the file open as ``fd`` (a save may have replaced it)."""
    if os.name == "nt":
        return True  # the lock file beside it is never replaced
    try:
        now, held = os.stat(path), os.fstat(fd)
    except OSError:
        return False
    return (now.st_dev, now.st_ino) == (held.st_dev, held.st_ino)


def stamp(path: str | Path) -> tuple | None:
    """What tells one version of a file from another (its identity, size and time), or None
    for a file that is not there: a reader keeps it to notice a change made elsewhere."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    return (info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns)
