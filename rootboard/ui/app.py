"""The one QApplication, created on demand; offscreen when there is no display."""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import qInstallMessageHandler
from PySide6.QtWidgets import QApplication

ORGANISATION = "rootboard"
APPLICATION = "rootboard"
# What Qt's offscreen platform says each time a window's size limits change (it has no window
# manager to tell): true, and of no use to anyone reading a screenshot's output.
QUIET = ("This plugin does not support propagateSizeHints()",)


def _qt_message(_kind, _context, message: str) -> None:
    """Qt's own messages, on stderr as Qt prints them, but for the ones in :data:`QUIET`."""
    if message not in QUIET:
        print(message, file=sys.stderr)


def ensure_app() -> QApplication:
    app = QApplication.instance()
    if app is not None:
        return app
    # Without a display Qt aborts the process (ENVIRONMENT.md); draw offscreen instead.
    if not os.environ.get("QT_QPA_PLATFORM") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY") or sys.platform in ("win32", "darwin")
    ):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    qInstallMessageHandler(_qt_message)
    app = QApplication([sys.argv[0] if sys.argv else "rootboard"])
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    return app
