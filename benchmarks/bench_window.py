"""The board window: cold start to first paint, and click to highlighted repaint.

Prints medians; never asserts. Goals (issue 3):
* a cold start of the main window on Autumn, to its first painted frame, at most 2x a bare
  PySide6 window showing one empty QGraphicsView (both in fresh interpreters, same run);
* from a click on an area to the repainted highlight, under 16 ms (one frame at 60 Hz).

    python benchmarks/bench_window.py [--runs N] [--clicks N]

Without a display it draws offscreen (QT_QPA_PLATFORM=offscreen); under xvfb-run it uses
the real X window system.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

# Each child prints the wall-clock time of the end of its first paint and quits.
FIRST_PAINT_VIEW = """
class View(QGraphicsView):
    done = False
    def paintEvent(self, event):
        super().paintEvent(event)
        if not View.done:
            View.done = True
            print(time.time(), flush=True)
            QTimer.singleShot(0, app.quit)
"""

BARE = """
import time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView
""" + FIRST_PAINT_VIEW + """
app = QApplication([])
scene = QGraphicsScene()
view = View(scene)
view.resize(1280, 860)
view.show()
app.exec()
"""

# The floor for our window: a main window with chrome like ours (a toolbar with the map
# switcher, four menus, three docks with text, a status bar) around the same empty view.
# Nothing of rootboard: no map, no board drawn.
CHROME = """
import time
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QApplication, QComboBox, QDockWidget, QGraphicsScene, QGraphicsView, QLabel, QListWidget, QMainWindow, QToolBar,
)
""" + FIRST_PAINT_VIEW + """
app = QApplication([])
window = QMainWindow()
scene = QGraphicsScene()
view = View(scene)
window.setCentralWidget(view)
bar = QToolBar("Board")
window.addToolBar(bar)
maps = QComboBox()
maps.addItems(["Autumn", "Winter", "Lake", "Mountain"])
bar.addWidget(QLabel(" Map "))
bar.addWidget(maps)
for title in ("&File", "&View", "&Edit", "&Game"):
    menu = window.menuBar().addMenu(title)
    for n in range(5):
        action = QAction(f"{title[1:]} action {n}", window)
        menu.addAction(action)
        bar.addAction(action)
docks = []
for title in ("Explorer", "Who rules", "Action log"):
    dock = QDockWidget(title, window)
    text = QListWidget()
    text.addItem("Hover or click a clearing or forest to see what it is adjacent to, and why.")
    dock.setWidget(text)
    window.addDockWidget(Qt.RightDockWidgetArea, dock)
    docks.append(dock)
window.tabifyDockWidget(docks[0], docks[1])
window.statusBar().showMessage("ready")
window.resize(1280, 860)
window.show()
app.exec()
"""

OURS = """
import time
from PySide6.QtCore import QSettings, QTimer
from rootboard.ui.app import ensure_app
from rootboard.ui.window import MainWindow

imported = time.time()
app = ensure_app()
window = MainWindow("autumn", settings=QSettings(r"{ini}", QSettings.IniFormat))
built = time.time()
done = []
def first_paint():
    if not done:
        done.append(1)
        print(time.time(), imported, built, flush=True)
        QTimer.singleShot(0, app.quit)
window.view.painted.connect(first_paint)
window.show()
app.exec()
"""


def child_env(pycache: str, cache: str) -> dict:
    """As an installed app runs: with compiled bytecode (kept out of the tree), even where the
    environment says PYTHONDONTWRITEBYTECODE; otherwise every run would compile rootboard.
    ``cache`` is the derived cache's folder (rootboard.core.cache)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = pycache
    env["ROOTBOARD_CACHE_DIR"] = cache
    return env


def cold_start_ms(code: str, env: dict) -> list[float]:
    """Launch a fresh interpreter and time it until it reports its first painted frame.

    Returns [to first paint, and any other moments the child reports], in ms from launch."""
    start = time.time()
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                            env=env, timeout=120)
    if result.returncode != 0 or not result.stdout.strip():
        raise SystemExit(f"child failed:\n{result.stderr[-2000:]}")
    return [(float(t) - start) * 1000 for t in result.stdout.split()]


def click_to_repaint_ms(map_name: str, clicks: int) -> tuple[list[float], list[float]]:
    """In one window: a real click on each area in turn, until the highlight is on screen.

    Returns two timings per click: until Qt's own next paint (only what changed is redrawn),
    and with a forced repaint of the whole view instead (the worst case).
    """
    from PySide6.QtCore import QPointF, QSettings, Qt
    from PySide6.QtTest import QTest
    from shapely.ops import polylabel, unary_union

    from rootboard.core.topology import is_forest
    from rootboard.ui.app import ensure_app
    from rootboard.ui.window import MainWindow

    app = ensure_app()
    with tempfile.TemporaryDirectory() as tmp:
        window = MainWindow(map_name, settings=QSettings(str(Path(tmp) / "b.ini"), QSettings.IniFormat))
        window.show()
        QTest.qWaitForWindowExposed(window)
        app.processEvents()
        topology = window.topology
        lines = unary_union(list(topology.shapes.path_lines.values())).buffer(9)
        points = []
        for area in topology.areas:
            if is_forest(area):
                room = topology.forests[area].polygon.difference(lines)
                part = max(getattr(room, "geoms", [room]), key=lambda g: g.area)
                p = polylabel(part, tolerance=0.5)
                points.append(QPointF(p.x, p.y))
            else:
                points.append(QPointF(*topology.board.clearings[area].centre))
        viewport = window.view.viewport()
        viewport.repaint()
        painted = []
        window.view.painted.connect(lambda: painted.append(time.perf_counter()))
        natural, forced = [], []
        for n in range(clicks):
            pos = window.view.mapFromScene(points[n % len(points)])
            painted.clear()
            start = time.perf_counter()
            QTest.mouseClick(viewport, Qt.LeftButton, Qt.NoModifier, pos)
            while not painted and time.perf_counter() - start < 1.0:
                app.processEvents()
            if painted:
                natural.append((painted[0] - start) * 1000)
            pos = window.view.mapFromScene(points[(n + 7) % len(points)])
            start = time.perf_counter()
            QTest.mouseClick(viewport, Qt.LeftButton, Qt.NoModifier, pos)
            viewport.repaint()  # the whole view, now
            forced.append((time.perf_counter() - start) * 1000)
        window.close()
    return natural, forced


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="fresh processes per cold start (default 7)")
    parser.add_argument("--clicks", type=int, default=200, help="clicks to time (default 200; 0 times only the cold start)")
    args = parser.parse_args()
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    platform = os.environ.get("QT_QPA_PLATFORM") or "default (display)"
    print(f"Qt platform: {platform}; Python {sys.version.split()[0]}")

    with tempfile.TemporaryDirectory() as tmp:
        ours_code = OURS.format(ini=str(Path(tmp) / "bench.ini"))
        env = child_env(str(Path(tmp) / "pycache"), str(Path(tmp) / "derived"))
        core_code = "import time; t = time.perf_counter(); import rootboard.core.maps; print(time.perf_counter() - t)"
        cold_start_ms(BARE, env), cold_start_ms(ours_code, env)  # warm-up: bytecode, disk cache, derived cache
        bare, chrome, ours, first, core = [], [], [], [], []
        for n in range(args.runs):  # interleaved, so drift hits all alike
            bare.append(cold_start_ms(BARE, env)[0])
            chrome.append(cold_start_ms(CHROME, env)[0])
            ours.append(cold_start_ms(ours_code, env))
            # The first start ever (or after a map or rootboard changed): nothing derived yet.
            first.append(cold_start_ms(ours_code, {**env, "ROOTBOARD_CACHE_DIR": str(Path(tmp) / f"empty{n}")})[0])
            out = subprocess.run([sys.executable, "-c", core_code], cwd=ROOT, env=env, capture_output=True,
                                 text=True, check=True).stdout
            core.append(float(out) * 1000)
    b, o = statistics.median(bare), statistics.median(t[0] for t in ours)
    imported = statistics.median(t[1] for t in ours)
    built = statistics.median(t[2] - t[1] for t in ours)
    painted = statistics.median(t[0] - t[2] for t in ours)
    print(f"cold start to first paint, median of {args.runs} fresh processes:")
    print(f"  bare QGraphicsView window   {b:7.1f} ms")
    print(f"  rootboard main window       {o:7.1f} ms  (Autumn, derived cache warm: every start but the first)")
    print(f"  ratio                       {o / b:7.2f}x  (goal: at most 2x)")
    c = statistics.median(chrome)
    print(f"  chrome like ours, no board  {c:7.1f} ms  (ratio {c / b:.2f}x: menus, toolbar, docks; the floor for ours)")
    f = statistics.median(first)
    print(f"  rootboard, first start ever {f:7.1f} ms  (ratio {f / b:.2f}x: derives the board, imports shapely, fills the cache)")
    print(f"    launch and imports          {imported:7.1f} ms")
    print(f"      of which the core alone   {statistics.median(core):7.1f} ms  (rootboard.core.maps: no shapely, no networkx)")
    print(f"    map, scene and window       {built:7.1f} ms")
    print(f"    show and first paint        {painted:7.1f} ms")

    if args.clicks <= 0:
        return
    print(f"click to highlighted repaint, {args.clicks} clicks over every area (goal: under 16 ms):")
    print("              Qt's next paint (what changed)    forced repaint of the whole view")
    for name in ("autumn", "winter", "lake", "mountain"):
        natural, forced = click_to_repaint_ms(name, args.clicks)
        row = []
        for times in (natural, forced):
            q = statistics.quantiles(times, n=20)
            row.append(f"median {statistics.median(times):6.2f} ms  p95 {q[18]:6.2f} ms")
        print(f"  {name:9s}   {row[0]}    {row[1]}")


if __name__ == "__main__":
    main()
