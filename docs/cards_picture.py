"""The README pictures of the cards at the table in the real window (issue 33): the hand strip
under the board in the Marquise's view, then a craft from the window's Craft dialog.

    xvfb-run -a -s "-screen 0 1366x768x24" python3 docs/cards_picture.py docs/images/hand-strip.png docs/images/craft-dialog.png

(or with QT_QPA_PLATFORM=offscreen where no X server is at hand: the window is given a laptop's
1366x728 all the same, and the dialog is drawn over its grab where it stands on the window).

An Autumn game of four, the Marquise's Daylight: every faction has drawn cards (the Marquise
knowing three of hers), a card was discarded, the Marquise crafted an item and an improvement
with her workshops.
The first picture shows the strip as the Marquise sees it (her known cards; the others' hands
as counts). The second is Game › Craft choosing another of her cards, pressed: the dialog
says what the core did, the strip and the board follow.
"""
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtGui import QPainter  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402

from rootboard.ui.app import ensure_app  # noqa: E402

app = ensure_app()
from rootboard.game import replay  # noqa: E402
from rootboard.game.cards.actions import Discard, Draw  # noqa: E402
from rootboard.game.cards.catalogue import deck  # noqa: E402
from rootboard.game.craft import Craft  # noqa: E402
from rootboard.game.newgame import new_game  # noqa: E402
from rootboard.game.state import SUPPLY, shift  # noqa: E402
from rootboard.session import GameSession  # noqa: E402
from rootboard.ui.window import MainWindow  # noqa: E402

strip_png, craft_png = sys.argv[1], sys.argv[2]
cards = deck("standard").cards
fox_item = next(c for c in cards if c.kind == "item" and c.cost == ("fox",))
mouse_item = next(c for c in cards if c.kind == "item" and c.cost == ("mouse",))
improvement = next(c for c in cards if c.kind == "improvement" and c.cost == ("mouse",))
state = new_game("autumn", ["marquise", "eyrie", "alliance", "vagabond"], seed=3)
state.turn, state.phase, state.phase_tracked = 0, "daylight", True
for suit in ("fox", "mouse", "mouse"):  # workshops in clearings of these suits: the crafting pieces (6.2.1)
    clearing = next(c for c, s in sorted(state.suits.items()) if s == suit)
    state.apply([shift(("marquise", "workshop"), SUPPLY, clearing, 1)])
for fid, n, named in (("marquise", 5, (fox_item.id, mouse_item.id, improvement.id)), ("eyrie", 3, ()), ("alliance", 3, ()),
                      ("vagabond", 4, ())):
    assert replay.perform(state, Draw(fid, n, named)).applied
assert replay.perform(state, Discard("vagabond", (), 1)).applied
assert replay.perform(state, Craft("marquise", fox_item.id)).applied
assert replay.perform(state, Craft("marquise", improvement.id)).applied  # in play: the whole table sees it

tmp = tempfile.mkdtemp()
window = MainWindow("autumn", settings=QSettings(str(Path(tmp) / "s.ini"), QSettings.IniFormat),
                    autosave_path=Path(tmp) / "a.json")
LAPTOP = (1366, 728)  # a 1366x768 laptop less its desktop's panel
window.show()
QTest.qWaitForWindowExposed(window)
window.game.set_session(GameSession(state))
window.game.set_viewer("marquise")  # the strip's "Seen by": her known cards, the others' counts
window.resize(*LAPTOP)
QTest.qWait(300)
app.processEvents()
window.grab().save(strip_png, "PNG", 0)

dialog = window.open_card_dialog("craft")
dialog.choose("marquise", mouse_item.id)
dialog.go.click()
window.resize(*LAPTOP)
QTest.qWait(300)
app.processEvents()
picture = window.grab()
painter = QPainter(picture)  # the dialog where it would stand: over the board's right side
painter.drawPixmap(picture.width() - dialog.width() - 260, 90, dialog.grab())
painter.end()
picture.save(craft_png, "PNG", 0)
print(dialog.result.text())
print(state.crafted.to_json(), window.game.session.state.scores)
