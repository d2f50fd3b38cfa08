"""The desktop board: the only package that imports PySide6.

It draws what :mod:`rootboard.core` computes (board shapes, derived topology,
explanations) and owns no rules.
"""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QObject, QPointF, Signal


class _Probe(QObject):
    toggled = Signal(bool)


def _keep_singletons_alive() -> list[str]:
    """Work around a PySide6 bug that otherwise aborts the process after a few thousand calls.

    PySide6 6.12.0 drops one reference to ``None`` on every call of a method that returns
    nothing (``setPen``, ``drawPath``, ``addEllipse``...), and one to ``True`` on every
    emission of a ``bool`` signal (``QAction.toggled``). On Python 3.12+ these objects are
    immortal and nothing happens; on 3.10/3.11 their counts run down to zero and Python
    dies with "none_dealloc: deallocating None" (or "bool_dealloc"). We probe for the
    leaks and, only if one shows, give None, True and False a reserve of references they
    cannot exhaust. Returns the names of the objects seen leaking.
    """
    if sys.version_info >= (3, 12):
        return []
    point, probe = QPointF(), _Probe()
    leaks = {
        "None": (None, lambda: point.setX(0.0)),
        "True": (True, lambda: probe.toggled.emit(True)),
        "False": (False, lambda: probe.toggled.emit(False)),
    }
    leaking = []
    for name, (obj, call) in leaks.items():
        before = sys.getrefcount(obj)
        for _ in range(16):
            call()
        if sys.getrefcount(obj) < before:
            leaking.append(name)
    if not leaking:
        return []
    # Some other call may leak the others in the same way, so once the bug is seen all
    # three get the reserve. ob_refcnt is the first field of every object in release
    # builds of CPython.
    for obj in (None, True, False):
        ctypes.c_ssize_t.from_address(id(obj)).value += 1 << 40
    return leaking


LEAKING_SINGLETONS = _keep_singletons_alive()
