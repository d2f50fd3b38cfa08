"""The README's pictures of a Clockwork bot's turn in the window, one step at a time (issue 36), in
English, Dutch and Spanish: the README's bot game (its commands, run as written: an Autumn game
of three, the Mechanical Marquise's setup, the Eyrie's warriors in 8 and the Alliance's in 12),
the table's fox order card showing a sword, the turn worked out and taken with Next up to its
first battle: that step lit on the board, its sentence with its Rootbotics section, and the next
step, a battle whose dice the table may type.

    QT_QPA_PLATFORM=offscreen python3 docs/bot_window_picture.py docs/images

writes bot-window.png, bot-window-nl.png and bot-window-es.png there, and (English) the same turn
taken on to its move (4.5.4) as bot-window-move.png: where her warriors leave a dashed ring, where
they go a solid one, the path between lit; each the window at a 1366x768 laptop's size less its
desktop's panel (1366x728).
"""
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402

from rootboard.ui.app import ensure_app  # noqa: E402

app = ensure_app()
from rootboard.session import GameSession  # noqa: E402
from rootboard.ui.window import MainWindow  # noqa: E402

LAPTOP = (1366, 728)
folder = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/images")
LANGS = (("en", ""), ("nl", "-nl"), ("es", "-es"))
README_GAME = (  # the README's "Play with the Clockwork bots", up to the bot's turn
    "new autumn -o bots.json --factions marquise,eyrie,alliance --seed 1",
    "bot bots.json marquise --setup --difficulty normal",
    "place bots.json eyrie warrior 8 --count 3",
    "place bots.json alliance warrior 12 --count 2",
)
for lang, tail in LANGS:
    tmp = Path(tempfile.mkdtemp())
    for command in README_GAME:
        subprocess.run([sys.executable, "-m", "rootboard", *command.split()], cwd=tmp, check=True,
                       stdout=subprocess.DEVNULL)
    settings = QSettings(str(tmp / "s.ini"), QSettings.IniFormat)
    settings.setValue("language", lang)
    window = MainWindow("autumn", settings=settings, autosave_path=tmp / "a.json")
    window.resize(*LAPTOP)
    window.show()
    QTest.qWaitForWindowExposed(window)
    window.game.set_session(GameSession.open(tmp / "bots.json"))
    window.show_turn_panel()
    window.resize(*LAPTOP)
    QTest.qWait(100)
    section = window.turn_panel.bot_turn
    section.reveal("fox")
    section.item_box.setCurrentIndex(section.item_box.findData("sword"))
    assert section.work_out(), section.problem
    battles = [n for n, s in enumerate(section.plan.steps) if s.dice() is not None]
    while section.position() <= battles[0]:
        section.next_step()
    QTest.qWait(300)
    app.processEvents()
    name = f"bot-window{tail}.png"
    window.grab().save(str(folder / name), "PNG", 0)
    print(name, f"step {section.position()} of {len(section.plan.steps)}")
    if lang == "en":
        moves = [n for n, s in enumerate(section.plan.steps) if s.entry and s.entry["action"]["type"] == "move"]
        while section.position() <= moves[0]:
            section.next_step()
        QTest.qWait(300)
        app.processEvents()
        window.grab().save(str(folder / "bot-window-move.png"), "PNG", 0)
        print("bot-window-move.png", f"step {section.position()} of {len(section.plan.steps)}")
    window.close()
