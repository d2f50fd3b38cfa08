"""The README picture of the quiz: the real window, a question answered and its explanation
lit on the board.

    xvfb-run -a -s "-screen 0 1400x950x24" python3 docs/quiz_picture.py docs/images/quiz.png

Teach › Quiz on the Mountain, Slip questions, seed 6: where may the Vagabond slip from clearing
7? One area clicked on the board, then Answer: wrong, and the closed path that stopped the
other says why (16.2.3.II).
"""
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from PySide6.QtCore import QPointF, QSettings, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402

from rootboard.ui.app import ensure_app  # noqa: E402

app = ensure_app()
from rootboard.ui.window import MainWindow  # noqa: E402

out = sys.argv[1]
tmp = tempfile.mkdtemp()
w = MainWindow("mountain", settings=QSettings(str(Path(tmp) / "s.ini"), QSettings.IniFormat),
               autosave_path=Path(tmp) / "a.json")
w.resize(1300, 860)
w.show()
QTest.qWaitForWindowExposed(w)
w.quiz_action.trigger()  # Teach › Quiz
panel = w.quiz_panel
for kind, box in panel.kind_boxes.items():
    box.setChecked(kind == "slip")
panel.seed_field.setText("6")
panel.start_button.click()
question = panel.shown
first = question.answer[0]
centre = w.board.topology.board.clearings[first].centre
QTest.mouseClick(w.view.viewport(), Qt.LeftButton, Qt.NoModifier, w.view.mapFromScene(QPointF(*centre)))
panel.choice_buttons["answer"].click()
app.processEvents()
QTest.qWait(300)
w.grab().save(out, "PNG", 0)
print(panel.prompt.text(), "|", panel.result.text())
