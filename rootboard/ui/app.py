"""The one QApplication, created on demand; offscreen when there is no display."""

from __future__ import annotations

import os
import sys

from PySide6.QtWidgets import QApplication

ORGANISATION = "rootboard"
APPLICATION = "rootboard"


def ensure_app() -> QApplication:
    app = QApplication.instance()
    if app is not None:
        return app
    # Without a display Qt aborts the process (ENVIRONMENT.md); draw offscreen instead.
    if not os.environ.get("QT_QPA_PLATFORM") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY") or sys.platform in ("win32", "darwin")
    ):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    app = QApplication([sys.argv[0] if sys.argv else "rootboard"])
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    return app
