"""The README pictures of the setup wizard: the real window, opened at a chosen step.

    xvfb-run -a -s "-screen 0 1400x950x24" python3 docs/setup_picture.py docs/images/setup-first.png first
    xvfb-run -a -s "-screen 0 1400x950x24" python3 docs/setup_picture.py docs/images/setup-homeland.png homeland
    xvfb-run -a -s "-screen 0 1400x950x24" python3 docs/setup_picture.py docs/images/setup-draft.png draft
    xvfb-run -a -s "-screen 0 1400x950x24" python3 docs/setup_picture.py docs/images/setup-summary.png summary
    xvfb-run -a -s "-screen 0 1400x950x24" python3 docs/setup_picture.py docs/images/setup-plot.png plot

A four-player drafted Advanced Setup on Autumn (seed 7, balanced suits, two landmarks):
"first" is the first page; "draft" the first faction pick; "homeland" a homeland chosen on
the board, a refused clearing hovered (an enemy's homeland, or one too close to it: the Corvids'
step, where the Duchy's homeland is refused, 16.1.8.II.a); "summary" the last page;
"plot" the Corvids' homeland plot, chosen in their own view (View › the Corvids' view, 13.2.2):
each plot listed by its kind, the first one picked.
"""
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from PySide6.QtCore import QPointF, QSettings, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402

from rootboard.ui.app import ensure_app  # noqa: E402

app = ensure_app()
from rootboard.setup import wizard  # noqa: E402
from rootboard.ui.window import MainWindow  # noqa: E402

out, where = sys.argv[1], sys.argv[2]
tmp = tempfile.mkdtemp()
w = MainWindow("autumn", settings=QSettings(str(Path(tmp) / "s.ini"), QSettings.IniFormat),
               autosave_path=Path(tmp) / "a.json")
w.resize(1300, 860)
w.show()
QTest.qWaitForWindowExposed(w)
w.dock.hide()
panel = w.set_up_game()
next(b for b in panel.modes.buttons() if b.property("draft")).click()
panel.suits.setCurrentIndex(panel.suits.findData("balanced"))
panel.landmarks.setValue(2)
panel.seed.setText("7")
app.processEvents()
if where != "first":
    panel.next.click()
    target = {"draft": "factions.", "homeland": ".homeland"}.get(where)
    while panel.setup.pending is not None:
        step = panel.setup.pending
        if where == "plot" and step.kind == "plot":
            break
        if target and target in step.id and (where != "homeland" or any(
                not o.legal and o.why.id in ("setup.homeland.too-close", "setup.homeland.enemy") for o in step.options)):
            break
        panel.choose_for_us()
    if where == "homeland":
        step = panel.setup.pending
        refused = next(o.value for o in step.options if not o.legal and o.why.id in ("setup.homeland.too-close", "setup.homeland.enemy"))
        centre = w.board.topology.board.clearings[refused].centre
        QTest.mouseMove(w.view.viewport(), w.view.mapFromScene(QPointF(*centre)))
    if where == "plot":
        w.view_as_action.trigger()  # the Corvids' view: their plots by kind
    if where in ("draft", "plot"):
        panel.options.setCurrentRow(0)
app.processEvents()
QTest.qWait(300)
w.grab().save(out, "PNG", 0)
print(panel.why.text() or panel.prompt.text())
