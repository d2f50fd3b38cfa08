"""The README's pictures of the window on a 1366x768 laptop: the real window, in a language.

    xvfb-run -a -s "-screen 0 1366x768x24" python3 docs/laptop_pictures.py en docs/images/laptop-en.png play
    xvfb-run -a -s "-screen 0 1366x768x24" python3 docs/laptop_pictures.py nl docs/images/laptop-wizard-nl.png wizard

"play": a four-player Advanced Setup on Autumn (seed 7) with the Vagabond and the Corvids, a
few actions in the log, the Vagabond's full Satchel in his dock and a Corvid plot face down;
"wizard": File › New game at its first board step (a homeland chosen on the board).
"""
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402

from rootboard.ui.app import ensure_app  # noqa: E402

app = ensure_app()
from rootboard.cli import main  # noqa: E402
from rootboard.setup import wizard  # noqa: E402
from rootboard.ui.window import MainWindow  # noqa: E402
from rootboard.ui.i18n import apply_language  # noqa: E402

lang, out, what = sys.argv[1], sys.argv[2], sys.argv[3]
tmp = Path(tempfile.mkdtemp())
game = tmp / "game.json"
if what == "play":  # made on the command line first: each command speaks its own language
    assert main(["setup", "autumn", "-o", str(game), "--factions", "vagabond,corvids,marquise,eyrie", "--auto",
                 "--seed", "7", "--suits", "balanced"]) == 0
    for item in ("hammer", "crossbow"):
        main(["item", str(game), "vagabond", item, "take"])
settings = QSettings(str(tmp / "s.ini"), QSettings.IniFormat)
settings.setValue("language", lang)
w = MainWindow("autumn", settings=settings, autosave_path=tmp / "a.json")
w.show()
QTest.qWaitForWindowExposed(w)
if what == "play":
    w.files.open_game(str(game))
    w.game.next_phase()
    w.game.next_phase()
    w.vagabond_panel.dock.raise_()
else:
    panel = w.set_up_game()
    next(b for b in panel.modes.buttons() if b.property("draft")).click()
    panel.seed.setText("7")
    app.processEvents()
    panel.next.click()
    while panel.setup.pending is not None and not wizard.on_board(panel.setup.pending):
        panel.choose_for_us()
app.processEvents()
QTest.qWait(300)
w.grab().save(out, "PNG")
print(out, w.width(), w.height())
