"""The README picture of mouse play: a busy game, mid-drag (legal areas lit, the rest dimmed).

    xvfb-run -a -s "-screen 0 1400x950x24" python3 docs/play_picture.py docs/images/play-drag.png 1 2

drags the Marquise warriors of clearing 1 (Shift: the whole stack) towards clearing 2 and
grabs the window before the release.
"""
import sys, tempfile
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from rootboard.ui.app import ensure_app
app = ensure_app()
from benchmarks.busy_game import busy_game
from rootboard.session import GameSession
from rootboard.ui.window import MainWindow
tmp = tempfile.mkdtemp()
w = MainWindow("lake", settings=QSettings(str(Path(tmp) / "s.ini"), QSettings.IniFormat), autosave_path=Path(tmp) / "a.json")
w.resize(1180, 800); w.show(); QTest.qWaitForWindowExposed(w)
state = busy_game("lake"); state.phase = "daylight"
w.game.set_session(GameSession(state))
w.game_chrome.log_dock.hide(); w.game_chrome.rule_dock.hide(); w.dock.hide()
app.processEvents()
vp = w.view.viewport()
origin, target = int(sys.argv[2]), int(sys.argv[3])
item = w.board.scene.pieces_layer.items[origin]
spot = next(s for s in item.spots if s.piece[:2] == ("marquise", "warrior"))
p = w.view.mapFromScene(spot.rect.center())
d = w.view.mapFromScene(w.board.scene.area_centre(target))
QTest.mousePress(vp, Qt.LeftButton, Qt.ShiftModifier, p)
for k in range(1, 8):
    QTest.mouseMove(vp, p + (d - p) * (k / 7)); app.processEvents()
QTest.qWait(300)
w.grab().save(sys.argv[1], "PNG", 0)
print(w.board_play.interaction.hint)
