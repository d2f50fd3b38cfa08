"""What a start of the window loads: with the board derived before, no geometry libraries.

Importing shapely (and numpy under it) costs more than drawing the whole window, so a start
with a warm derived cache (rootboard.derived.cache) must paint the full board without them.
Timing is measured in benchmarks/bench_window.py; this checks the behaviour it relies on.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = textwrap.dedent("""
    import json, sys
    from PySide6.QtCore import QSettings, QTimer
    from rootboard.ui.app import ensure_app
    from rootboard.ui.window import MainWindow

    app = ensure_app()
    window = MainWindow(sys.argv[1], settings=QSettings(sys.argv[2], QSettings.IniFormat))
    painted = []
    def first_paint():
        if not painted:
            painted.append(1)
            QTimer.singleShot(0, app.quit)
    window.view.painted.connect(first_paint)
    window.show()
    QTimer.singleShot(20000, app.quit)
    app.exec()
    scene = window.board.scene
    print(json.dumps({
        "painted": bool(painted),
        "loaded": sorted(m for m in ("shapely", "numpy", "networkx") if m in sys.modules),
        "forests": sorted(scene.forest_items), "trees": sum(len(i._trees) for i in scene.forest_items.values()),
        "clearings": len(scene.clearing_items), "paths": len(scene.path_items),
    }))
""")


def start(tmp_path: Path, map_name: str) -> dict:
    env = {**os.environ, "ROOTBOARD_CACHE_DIR": str(tmp_path / "derived"), "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-c", SCRIPT, map_name, str(tmp_path / "settings.ini")], cwd=ROOT,
                            env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])


def test_a_second_start_paints_the_same_board_without_geometry_libraries(tmp_path):
    for name in ("autumn", "lake"):
        first = start(tmp_path, name)
        assert first["painted"] and "shapely" in first["loaded"]  # nothing derived yet: derive
        second = start(tmp_path, name)
        assert second["painted"]
        assert second["loaded"] == []
        assert {k: v for k, v in second.items() if k != "loaded"} == {k: v for k, v in first.items() if k != "loaded"}
        assert second["forests"] and second["trees"] > 100


def test_the_rootboard_command_opens_the_window_without_the_rules_or_shapely(tmp_path):
    """The real start, `rootboard gui MAP`, through the command line: with the board derived
    before, it imports neither the geometry libraries nor the game commands and rules."""
    script = textwrap.dedent("""
        import gc, json, sys
        from rootboard.cli import main
        status = main(["gui", "winter", "--screenshot", sys.argv[1]])
        print(json.dumps({"status": status, "collector": [gc.isenabled(), gc.get_freeze_count() > 1000], "loaded": sorted(
            m for m in sys.modules
            if m in ("shapely", "numpy", "networkx", "jsonschema") or m.startswith(("rootboard.cli.game", "rootboard.cli.map",
                                                                   "rootboard.game.state", "rootboard.game.rules",
                                                                   "rootboard.game.movement", "rootboard.board.problems")))}))
    """)
    env = {**os.environ, "ROOTBOARD_CACHE_DIR": str(tmp_path / "derived"), "QT_QPA_PLATFORM": "offscreen",
           "XDG_CONFIG_HOME": str(tmp_path / "config")}
    runs = []
    for n in range(2):
        shot = tmp_path / f"shot{n}.png"
        result = subprocess.run([sys.executable, "-c", script, str(shot)], cwd=ROOT, env=env, capture_output=True,
                                text=True, timeout=120)
        assert result.returncode == 0, result.stderr
        runs.append(json.loads(result.stdout.strip().splitlines()[-1]))
        assert runs[-1]["status"] == 0 and shot.read_bytes()[:4] == b"\x89PNG"
    assert "shapely" in runs[0]["loaded"]  # the first start derives the board
    assert runs[1]["loaded"] == []
    # The collector, paused for the start, runs again; what the start made is frozen out of it.
    assert runs[1]["collector"] == [True, True]
