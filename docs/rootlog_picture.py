"""The README picture of a recorded game replayed: the real window, File › Import Rootlog.

    xvfb-run -a -s "-screen 0 1400x950x24" python3 docs/rootlog_picture.py docs/images/rootlog.png

The Winter tournament's round 1, game 5 (476 actions), stepped back to the Duchy's move
between two clearings that are not adjacent (line 70): the flag chosen in the list, the board
just before it, the strip saying why (4.2).
"""
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402

from rootboard.ui.app import ensure_app  # noqa: E402

app = ensure_app()
from rootboard.ui.window import MainWindow  # noqa: E402

out = sys.argv[1]
log = Path(__file__).resolve().parents[1] / "tests" / "notation" / "games" / "2020_11_20_winter_tournament_r1g5.rootlog"
tmp = tempfile.mkdtemp()
w = MainWindow("winter", settings=QSettings(str(Path(tmp) / "s.ini"), QSettings.IniFormat),
               autosave_path=Path(tmp) / "a.json")
w.resize(1360, 900)
w.show()
QTest.qWaitForWindowExposed(w)
panel = w.import_rootlog(str(log))
flags = panel.flag_view
for row in range(flags.count()):
    flag = flags.item(row).data(0x0100)
    if flag is not None and flag.category == "illegal":
        flags.setCurrentRow(row)
        panel.flag_chosen(flags.item(row))
        break
app.processEvents()
QTest.qWait(300)
w.grab().save(out, "PNG", 0)
print(panel.moment.text())
