"""Everything outside rootboard.ui is pure Python: it imports, derives and answers with PySide6 unavailable."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

SCRIPT = textwrap.dedent("""
    import importlib, pkgutil, sys

    class NoQt:
        # Any attempt to import PySide6 fails, as on a machine without it.
        def find_spec(self, name, path=None, target=None):
            if name == "PySide6" or name.startswith("PySide6.") or name.startswith("shiboken6"):
                raise ImportError(f"{name} is unavailable in this test")
            return None

    sys.meta_path.insert(0, NoQt())
    import rootboard
    for module in pkgutil.walk_packages(rootboard.__path__, "rootboard."):
        if not module.name.startswith(("rootboard.ui", "rootboard.__main__")):
            importlib.import_module(module.name)
    from rootboard.cli import main
    for name in ("autumn", "winter", "lake", "mountain"):
        assert main(["topology", name, "--json"]) == 0
        assert main(["check", name]) == 0
    assert not [m for m in sys.modules if m.startswith(("PySide6", "shiboken6"))]
    print("CORE-WITHOUT-QT-OK")
""")


def test_everything_but_the_window_runs_without_pyside6():
    result = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert "CORE-WITHOUT-QT-OK" in result.stdout
