"""The guide's pictures of the turn panel (issue 34) in the real window, in English, Dutch and
Spanish: an Autumn game of four set up by Standard Setup, the Marquise's Daylight at her three
actions, the panel open beside the board; and the same for a later faction (issue 35): the
Lizard Cult seated first with the Marquise and the Eyrie, at its Daylight rituals (10.5).

    QT_QPA_PLATFORM=offscreen python3 docs/turn_panel_picture.py docs/images

writes turn-panel.png, turn-panel-nl.png and turn-panel-es.png there, and turn-panel-lizards.png,
turn-panel-lizards-nl.png and turn-panel-lizards-es.png, each the window at a 1366x768 laptop's
size less its desktop's panel (1366x728). A later faction named after the folder (``riverfolk``:
its Daylight paid with funds, 11.5) is pictured in its place, as turn-panel-riverfolk*.png.
"""
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402

from rootboard.ui.app import ensure_app  # noqa: E402

app = ensure_app()
from benchmarks.later_turns import later_step  # noqa: E402
from benchmarks.marquise_daylight import marquise_daylight  # noqa: E402
from rootboard.session import GameSession  # noqa: E402
from rootboard.ui.window import MainWindow  # noqa: E402

LAPTOP = (1366, 728)
folder = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/images")
LANGS = (("en", ""), ("nl", "-nl"), ("es", "-es"))
PICTURES = [(lang, f"turn-panel{tail}.png", marquise_daylight) for lang, tail in LANGS]
LATER = sys.argv[2] if len(sys.argv) > 2 else "lizards"
PICTURES += [(lang, f"turn-panel-{LATER}{tail}.png", lambda: later_step(LATER)) for lang, tail in LANGS]
for lang, name, position in PICTURES:
    tmp = tempfile.mkdtemp()
    settings = QSettings(str(Path(tmp) / "s.ini"), QSettings.IniFormat)
    settings.setValue("language", lang)
    state = position()
    window = MainWindow(state.map_name, settings=settings, autosave_path=Path(tmp) / "a.json")
    window.resize(*LAPTOP)
    window.show()
    QTest.qWaitForWindowExposed(window)
    window.game.set_session(GameSession(state))
    window.show_turn_panel()
    window.resize(*LAPTOP)
    QTest.qWait(300)
    app.processEvents()
    window.grab().save(str(folder / name), "PNG", 0)
    panel = window.turn_panel
    print(name, len(panel.rows), "playable,", len(panel.refused()), "refused")
    window.close()
