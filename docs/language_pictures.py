"""The README's pictures of the window in Dutch and Spanish: a Mountain game in progress (the
turn bar, the docks, the supply trays) with a refused move in the message strip.

    xvfb-run -a -s "-screen 0 1400x950x24" python3 docs/language_pictures.py nl docs/images/window-nl.png
    xvfb-run -a -s "-screen 0 1400x950x24" python3 docs/language_pictures.py es docs/images/window-es.png
"""
import sys, tempfile
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from PySide6.QtCore import QSettings
from PySide6.QtTest import QTest
from rootboard.ui.app import ensure_app
app = ensure_app()
from rootboard.game.actions import Move, Place
from rootboard.game.movement import MoveRequest
from rootboard.game.newgame import new_game
from rootboard.game.placement import PieceRequest
from rootboard.session import GameSession
from rootboard.ui.window import MainWindow

lang, out = sys.argv[1], sys.argv[2]
tmp = tempfile.mkdtemp()
settings = QSettings(str(Path(tmp) / "s.ini"), QSettings.IniFormat)
settings.setValue("language", lang)
w = MainWindow("mountain", settings=settings, autosave_path=Path(tmp) / "a.json")
w.resize(1280, 860); w.show(); QTest.qWaitForWindowExposed(w)
session = GameSession(new_game("mountain", ["marquise", "eyrie", "vagabond"], seed=1))
w.game.set_session(session)
w.game.perform(Place(PieceRequest("marquise", "warrior", 1, 3)))
w.game.next_phase()  # Daylight
far = max(session.state.topology.board.clearings)
w.game.perform(Move(MoveRequest("marquise", 1, far, 1, "warrior")))  # not adjacent: refused, in the strip
w.board.select(1)
app.processEvents(); QTest.qWait(300)
w.grab().save(out, "PNG")
print(w.strip.text())
