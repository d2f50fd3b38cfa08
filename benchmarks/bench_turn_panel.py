"""The turn panel's refresh (issue 34) against the window's own repaint, in the same rounds.

The panel judges every option of the faction on turn when the game changes (never on paint),
so its refresh is paid once per action, undo or redo, beside the board's repaint. Timed in the
real window playing an Autumn game set up by Standard Setup, at the Marquise's Daylight actions
(benchmarks/marquise_daylight.py), the panel in sight; each round times, one after the other:

* the window's repaint of the board's view with nothing changed (the baseline);
* the panel's refresh as the game's change makes it: ``options(state)`` judged and the rows
  made again (the refused ones collapsed, as the panel opens);
* the options alone (``rootboard.game.turns.options.options``), the core's share of it;
* the rows made again from the options already judged (a change of language);
* the refresh with the refused ones shown too.

Prints medians, the middle half and the ratio to the repaint of the same rounds; never asserts
a time (the machines here are shared: compare ratios between runs).

    python benchmarks/bench_turn_panel.py [--rounds N]

Without a display it draws offscreen (QT_QPA_PLATFORM=offscreen); under xvfb-run it uses the
real X window system.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def measure(rounds: int) -> tuple[dict[str, list[float]], str]:
    from PySide6.QtCore import QSettings, qInstallMessageHandler
    from PySide6.QtTest import QTest

    from benchmarks.marquise_daylight import marquise_daylight
    from rootboard.game.turns.options import options
    from rootboard.session import GameSession
    from rootboard.ui.app import ensure_app
    from rootboard.ui.window import MainWindow

    app = ensure_app()
    qInstallMessageHandler(lambda kind, context, text: None if "does not support" in text else print(text))
    times = {"repaint of the board, nothing changed": [], "panel refresh (options + rows)": [],
             "options alone": [], "rows alone (a change of language)": [], "refresh, refused shown too": []}
    with tempfile.TemporaryDirectory() as tmp:
        window = MainWindow("autumn", settings=QSettings(str(Path(tmp) / "b.ini"), QSettings.IniFormat),
                            autosave_path=Path(tmp) / "autosave.json")
        window.resize(1366, 728)
        window.show()
        QTest.qWaitForWindowExposed(window)
        window.game.set_session(GameSession(marquise_daylight()))
        window.show_turn_panel()
        app.processEvents()
        panel, state, viewport = window.turn_panel, window.game.session.state, window.view.viewport()
        judged = options(state)
        said = (f"{len(judged)} options at the Marquise's Daylight actions ({sum(o.playable for o in judged)} "
                f"playable); view {viewport.width()}x{viewport.height()} px")

        def timed(key: str, fn) -> None:
            start = time.perf_counter()
            fn()
            app.processEvents()  # the layout and paint the change asks for, as a real refresh has them
            times[key].append((time.perf_counter() - start) * 1000)

        for _ in range(rounds):
            timed("repaint of the board, nothing changed", viewport.repaint)
            panel.show_refused = False
            timed("panel refresh (options + rows)", lambda: panel.show_state(state))
            timed("options alone", lambda: options(state))
            timed("rows alone (a change of language)", panel.redraw)
            panel.show_refused = True
            timed("refresh, refused shown too", lambda: panel.show_state(state))
        window.close()
    return times, said


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=31)
    args = parser.parse_args()
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    times, said = measure(args.rounds)
    print(said)
    baseline = statistics.median(times["repaint of the board, nothing changed"])
    print(f"medians over {args.rounds} rounds, middle half, and ratio to the board's repaint of the same rounds:")
    for key, values in times.items():
        q = statistics.quantiles(values, n=4)
        median = statistics.median(values)
        print(f"  {key:40s} median {median:7.2f} ms  ({q[0]:.2f}-{q[2]:.2f})  x{median / baseline:6.2f}")


if __name__ == "__main__":
    main()
