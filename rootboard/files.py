"""Writing a file so that it is either the old one or the new one, never half of either."""

from __future__ import annotations

import os
from pathlib import Path


def write_atomically(path: str | Path, text: str, durable: bool = True) -> None:
    """A temporary file in the same folder, then os.replace over ``path``. ``durable`` also
    fsyncs the file and the folder, so a crash right after cannot lose it (games); a cache
    that can be derived again need not wait for the disk."""
    import tempfile  # here: it loads the random module, which a start from the cache needs not

    path = Path(path)
    folder = path.parent
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            if durable:
                handle.flush()
                os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
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
