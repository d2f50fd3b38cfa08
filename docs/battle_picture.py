"""The README pictures of a battle in the real window (4.3): the battle panel over a busy
Autumn game, with the core's verdict step by step; then the board after it, the pieces gone
and the points scored.

    xvfb-run -a -s "-screen 0 1366x768x24" python3 docs/battle_picture.py docs/images/battle-panel.png docs/images/battle-done.png

The panel is opened as Game › Battle opens it, for the Marquise (three warriors) attacking the
Eyrie (a warrior and a roost) in clearing 3, the dice given as 3 and 1: the warrior, then the roost.
"""
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtGui import QGuiApplication  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402

from rootboard.ui.app import ensure_app  # noqa: E402

app = ensure_app()
from benchmarks.busy_game import busy_game  # noqa: E402
from rootboard.game.battle.resolution import Battle  # noqa: E402
from rootboard.game.state import SUPPLY, shift  # noqa: E402
from rootboard.session import GameSession  # noqa: E402
from rootboard.ui.play.battle_dialog import BattleDialog  # noqa: E402
from rootboard.ui.window import MainWindow  # noqa: E402

panel_png, done_png = sys.argv[1], sys.argv[2]
tmp = tempfile.mkdtemp()
window = MainWindow("autumn", settings=QSettings(str(Path(tmp) / "s.ini"), QSettings.IniFormat),
                    autosave_path=Path(tmp) / "a.json")
screen = QGuiApplication.primaryScreen().availableGeometry()
window.setGeometry(screen)
window.show()
QTest.qWaitForWindowExposed(window)
state = busy_game("autumn")
state.phase, state.phase_tracked = "daylight", True
clearing = 3
# Arranged: three Marquise warriors there, against one Eyrie warrior and the roost.
state.apply([shift(("marquise", "warrior"), SUPPLY, clearing, 1),
             shift(("eyrie", "warrior"), clearing, SUPPLY, state.count(clearing, ("eyrie", "warrior")) - 1)])
window.game.set_session(GameSession(state))
app.processEvents()
dialog = BattleDialog(window, window.game, Battle("marquise", "eyrie", clearing, (3, 1)))
dialog.show()
dialog.move(screen.left() + 8, screen.top() + 60)  # over the supply trays: the board stays in sight
QTest.qWait(300)
app.processEvents()
QGuiApplication.primaryScreen().grabWindow(0).save(panel_png, "PNG", 0)
print(dialog.verdict.text())
dialog.accept()
QTest.qWait(300)
app.processEvents()
window.grab().save(done_png, "PNG", 0)
print(window.game.session.state.scores)
