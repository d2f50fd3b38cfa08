"""The desktop board: the only package that imports PySide6.

It draws what :mod:`rootboard.core` computes (board shapes, derived topology,
explanations) and owns no rules.
"""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QPointF


def _keep_none_alive() -> bool:
    """Work around a PySide6 bug that otherwise aborts the process after a few thousand calls.

    PySide6 6.12.0 drops one reference to ``None`` on every call of a method that returns
    nothing (``setPen``, ``drawPath``, ``addEllipse``...). On Python 3.12+ ``None`` is
    immortal and nothing happens; on 3.10/3.11 its count runs down to zero and Python dies
    with "none_dealloc: deallocating None". We probe for the bug and, only if present,
    give ``None`` a reserve of references it cannot exhaust. Returns True if it did.
    """
    if sys.version_info >= (3, 12):
        return False
    probe = QPointF()
    before = sys.getrefcount(None)
    for _ in range(16):
        probe.setX(0.0)
    if sys.getrefcount(None) >= before:
        return False
    # ob_refcnt is the first field of every object in release builds of CPython.
    ctypes.c_ssize_t.from_address(id(None)).value += 1 << 40
    return True


NONE_WORKAROUND = _keep_none_alive()
