"""A command is a fresh process: it imports what it runs, and nothing else.

Each command runs in a new interpreter, as at the table; at its exit the modules it imported
are listed (sys.modules), and what the command never runs must not be among them: showing a
new game's position reads the file and prints, without battle, the setups or a faction's
actions; listing the maps reads no game at all.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

RUN = """
import atexit, json, sys
atexit.register(lambda: sys.stderr.write("\\nMODULES " + json.dumps(sorted(sys.modules)) + "\\n"))
from rootboard.cli import main
sys.exit(main(json.loads(sys.argv[1])))
"""

# What judges or applies an action: battle (4.3), the setups (chapter 5, 16.1), and the
# factions' own actions; and the window.
NEVER_FOR_STATUS = ("rootboard.game.battle", "rootboard.setup", "rootboard.game.setupkit.engine",
                    "rootboard.game.factions.vagabond.actions", "rootboard.game.factions.vagabond.battle",
                    "rootboard.game.factions.corvids.plots", "rootboard.ui", "PySide6")
# Modules of the standard library that a command pays for at every start and never runs:
# dataclasses (with inspect, ast and dis: every action and request is a rootboard.records
# record); typing, whose names are only annotations (imported under ``if TYPE_CHECKING:``,
# with ``TYPE_CHECKING = False`` in the module, typing's own constant being in typing);
# shutil, random and tempfile (argparse's terminal width, a hireling passed on, a save where
# no unnamed temporary file can be made: rootboard.cli.frame, rootboard.files).
NEVER_AT_START = ("dataclasses", "typing", "shutil", "random", "tempfile")


def imported_by(argv: list[str], tmp_path: Path, exits=(0,), env: dict | None = None) -> set[str]:
    env = {**os.environ, "ROOTBOARD_CACHE_DIR": str(tmp_path / "cache"), "LANGUAGE": "en", **(env or {})}
    done = subprocess.run([sys.executable, "-c", RUN, json.dumps(argv)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode in exits, done.stderr
    line = next(l for l in reversed(done.stderr.splitlines()) if l.startswith("MODULES "))
    return set(json.loads(line.removeprefix("MODULES ")))


def under(modules: set[str], prefixes) -> list[str]:
    return sorted(m for m in modules if any(m == p or m.startswith(p + ".") for p in prefixes))


@pytest.fixture(scope="module")
def new_game(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("games") / "new.json"
    subprocess.run([sys.executable, "-m", "rootboard", "new", "autumn", "-o", str(path), "--seed", "1"],
                   cwd=ROOT, check=True, capture_output=True)
    return path


def test_status_of_a_new_game_imports_no_battle_setup_or_faction_actions(new_game, tmp_path):
    modules = imported_by(["status", str(new_game)], tmp_path)
    assert "rootboard.gamefile.file" in modules  # the command did read the game
    assert under(modules, NEVER_FOR_STATUS) == []
    # The board read back from the derived cache (the first status derived it, with shapely):
    # nothing of the standard library that it never runs either.
    assert under(imported_by(["status", str(new_game)], tmp_path), NEVER_AT_START) == []


def test_status_of_a_game_without_cards_reads_no_card_data(new_game, tmp_path):
    """The card catalogue (its JSON and the dataclasses of its records) is read only when a
    card is named or listed: a game that keeps no card shows its status without it."""
    modules = imported_by(["status", str(new_game)], tmp_path)
    assert under(modules, ("rootboard.game.cards.catalogue", "rootboard.game.cards.actions")) == []


# Every record status makes is a rootboard.records record: a dataclass compiles its methods at
# every start, and the dataclasses module brings inspect, ast and dis with it.
DATACLASSES = """
import atexit, json, sys
def found():
    dataclasses = sys.modules.get("dataclasses")
    names = [] if dataclasses is None else sorted(
        f"{m}.{n}" for m, module in list(sys.modules.items()) if m.startswith("rootboard")
        for n, v in vars(module).items() if isinstance(v, type) and v.__module__ == m and dataclasses.is_dataclass(v))
    sys.stderr.write("\\nDATACLASSES " + json.dumps({"imported": dataclasses is not None, "made": names}) + "\\n")
atexit.register(found)
from rootboard.cli import main
sys.exit(main(json.loads(sys.argv[1])))
"""


def test_status_makes_no_dataclass_nor_imports_dataclasses(new_game, tmp_path):
    env = {**os.environ, "ROOTBOARD_CACHE_DIR": str(tmp_path / "cache"), "LANGUAGE": "en"}
    for _ in range(2):  # the first derives the board into the cache, the second reads it back
        done = subprocess.run([sys.executable, "-c", DATACLASSES, json.dumps(["status", str(new_game)])], cwd=ROOT,
                              env=env, capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
        line = next(l for l in reversed(done.stderr.splitlines()) if l.startswith("DATACLASSES "))
        seen = json.loads(line.removeprefix("DATACLASSES "))
    assert seen == {"imported": False, "made": []}, seen


def test_status_of_a_game_with_cards_imports_neither_dataclasses_nor_typing(tmp_path):
    """A game that keeps its cards is checked against its deck when read (16.1.2: no more
    copies than the deck holds), so status reads the card catalogue: its records are
    rootboard.records records, and its names of types only annotations (issue 32)."""
    log = ROOT / "tests" / "notation" / "games" / "2020_11_20_winter_tournament_r1g5.rootlog"
    game = tmp_path / "cards.json"
    env = {**os.environ, "ROOTBOARD_CACHE_DIR": str(tmp_path / "cache")}
    subprocess.run([sys.executable, "-m", "rootboard", "import", str(log), "-o", str(game)], cwd=ROOT, env=env,
                   capture_output=True, timeout=120)
    assert json.loads(game.read_text(encoding="utf-8"))["cards"]  # the game does keep cards
    imported_by(["status", str(game)], tmp_path)  # the first proves the history (the rules, battle)
    modules = imported_by(["status", str(game)], tmp_path)  # the next reads the proof, as at a table
    assert "rootboard.game.cards.catalogue" in modules  # the deck was read
    assert [m for m in NEVER_AT_START if m in modules] == []


def test_a_move_without_the_vagabond_imports_neither_his_actions_nor_battle(tmp_path):
    """A warrior's move (4.2) in a game without the Vagabond is judged by the move's rules
    alone: his actions (his move with an ally, 9.2.9.II.b) are not imported for it."""
    game = tmp_path / "game.json"
    subprocess.run([sys.executable, "-m", "rootboard", "new", "autumn", "-o", str(game), "--seed", "1",
                    "--factions", "marquise,eyrie,alliance,riverfolk"], cwd=ROOT, check=True, capture_output=True)
    modules = imported_by(["move", str(game), "marquise", "1", "5"], tmp_path, exits=(0, 1))  # 1: refused
    assert "rootboard.game.movement" in modules  # the command did judge a move
    assert under(modules, ("rootboard.game.factions.vagabond.actions", "rootboard.game.battle", "rootboard.setup",
                           "rootboard.ui", "PySide6")) == []


# What a move by a warrior (4.2) never runs: battle (4.3), the setups, another faction's own
# actions (the Vagabond's, the Corvids' plots), the window.
NEVER_FOR_A_MOVE = ("rootboard.game.battle", "rootboard.setup", "rootboard.game.setupkit.engine",
                    "rootboard.game.factions.vagabond.actions", "rootboard.game.factions.corvids.plots",
                    "rootboard.ui", "PySide6", *NEVER_AT_START)


def test_a_checked_move_imports_neither_battle_nor_another_faction_s_actions(tmp_path):
    """A move in a game with the Vagabond and the Corvids, after moves the proofs have not
    seen yet (each command reads the last one's entry back through the rules, Law.action):
    judged, applied and saved with everyone's actions alone. ``status`` after it as well."""
    game = tmp_path / "game.json"
    subprocess.run([sys.executable, "-m", "rootboard", "new", "autumn", "-o", str(game), "--seed", "1",
                    "--factions", "marquise,eyrie,vagabond,corvids"], cwd=ROOT, check=True, capture_output=True)
    imported_by(["status", str(game)], tmp_path)  # the board derived into the cache (shapely), once
    placed = imported_by(["place", str(game), "marquise", "warrior", "1", "--count", "3", "--mode", "teach"], tmp_path)
    assert "rootboard.game.placement" in placed and under(placed, NEVER_FOR_A_MOVE) == []
    for origin, destination in (("1", "5"), ("5", "1")):
        moved = imported_by(["move", str(game), "marquise", origin, destination, "--mode", "teach"], tmp_path)
        assert "rootboard.game.movement" in moved and "rootboard.files" in moved  # judged, and saved
        assert under(moved, NEVER_FOR_A_MOVE) == []
    history = json.loads(game.read_text())["history"]
    assert [entry["action"]["type"] for entry in history] == ["place", "move", "move"]  # all applied
    shown = imported_by(["status", str(game)], tmp_path)
    assert under(shown, NEVER_FOR_A_MOVE) == []


# What a load imports only to replay an entry through the rules (rootboard.gamefile.file's
# history): the public replay, the actions and the turn's judgement.
THE_RULES = ("rootboard.game.replay", "rootboard.game.actions", "rootboard.game.turns")


def test_after_a_move_the_next_command_opens_the_game_without_the_rules(tmp_path):
    """A move saves the game and proves what it wrote (rootboard.loading.save), so a fresh
    `status` or `render` after it reads the game proved: no entry replayed, the rules not
    imported (issue 32). An entry edited in the middle afterwards is still found."""
    game = tmp_path / "game.json"
    subprocess.run([sys.executable, "-m", "rootboard", "new", "autumn", "-o", str(game), "--seed", "1",
                    "--factions", "marquise,eyrie,alliance,riverfolk"], cwd=ROOT, check=True, capture_output=True)
    imported_by(["status", str(game)], tmp_path)  # the board derived into the cache (shapely), once
    imported_by(["place", str(game), "marquise", "warrior", "1", "--count", "3", "--mode", "teach"], tmp_path)
    for origin, destination in (("1", "5"), ("5", "1"), ("1", "5")):
        moved = imported_by(["move", str(game), "marquise", origin, destination, "--mode", "teach"], tmp_path)
        assert under(moved, ("rootboard.game.replay",)) != []  # this one did play through the rules
        shown = imported_by(["status", str(game)], tmp_path)
        assert "rootboard.gamefile.file" in shown and under(shown, THE_RULES) == []
    env = {"QT_QPA_PLATFORM": "offscreen"}
    drawn = imported_by(["render", str(game), "-o", str(tmp_path / "game.png")], tmp_path, env=env)
    assert "PySide6" in drawn and under(drawn, THE_RULES) == []  # drawn, from a game read proved
    imported_by(["undo", str(game)], tmp_path)
    assert under(imported_by(["status", str(game)], tmp_path), THE_RULES) == []
    data = json.loads(game.read_text(encoding="utf-8"))
    data["history"][2]["action"]["request"]["destination"] = 2  # the middle move, its edits kept
    game.write_text(json.dumps(data), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "rootboard", "status", str(game)], cwd=ROOT, capture_output=True,
                          text=True, env={**os.environ, "ROOTBOARD_CACHE_DIR": str(tmp_path / "cache"),
                                          "LANGUAGE": "en"}, timeout=120)
    assert done.returncode != 0 and "history[2]" in done.stderr, done.stderr


def test_maps_imports_no_game(tmp_path):
    modules = imported_by(["maps"], tmp_path)
    assert under(modules, ("rootboard.game", "rootboard.gamefile", "rootboard.setup", "rootboard.loading",
                           "rootboard.ui", "PySide6")) == []


def test_replay_imports_neither_the_game_file_nor_the_setups(tmp_path):
    """A Rootlog replay plays the record under the rules and prints: it writes no game file,
    runs no setup script and opens no window."""
    game = sorted((ROOT / "tests" / "notation" / "games").glob("2*.rootlog"))[0]
    modules = imported_by(["replay", str(game), "--json"], tmp_path, exits=(0, 1))  # 1: a doubt flagged
    assert "rootboard.notation.replay" in modules  # the command did replay
    assert under(modules, ("rootboard.gamefile", "rootboard.loading", "rootboard.setup", "rootboard.game.setupkit.engine",
                           "rootboard.quiz", "rootboard.ui", "PySide6")) == []
    # What the kept report's key leaves out of the package's stamp, the report never reads.
    from rootboard.notation.replay_cache import UNSTAMPED

    assert under(modules, [f"rootboard.{name.removesuffix('.py')}" for name in UNSTAMPED]) == []


def test_replaying_a_game_without_the_vagabond_imports_neither_his_actions_nor_his_battle(tmp_path):
    """A log without the Vagabond never makes one of his actions (9.4-9.6), nor asks his battle
    rules (9.2): the replay of such a game imports neither, the Marquise's too (a battle naming
    her Field Hospitals, 6.2.3, looks it up among the game's factions first)."""
    from rootboard.notation import read_file
    from rootboard.notation.start import faction_id

    games = sorted((ROOT / "tests" / "notation" / "games").glob("2*.rootlog"))
    without = next(g for g in games if not any(faction_id(p.faction) in ("vagabond", "vagabond2")
                                                 for p in read_file(g).players))
    assert "marquise" in {faction_id(p.faction) for p in read_file(without).players}
    modules = imported_by(["replay", str(without), "--json"], tmp_path, exits=(0, 1))
    assert "rootboard.notation.replay" in modules
    assert under(modules, ("rootboard.game.factions.vagabond.actions", "rootboard.game.factions.vagabond.battle")) == []
    # Its battles name no effect and no play area holds a card that works unnamed (Scouting
    # Party, 4.1.3): the battle cards' effects are never asked for, so never imported.
    assert "scouting" not in without.read_text().lower() and "rootboard.game.battle.resolution" in modules
    assert "rootboard.game.battle.cards" not in modules


def test_replaying_a_log_without_a_vagabond_imports_none_of_his_reading(tmp_path):
    """The Rootlog reading of the Vagabond's board, quests, character and relationships
    (rootboard.notation.translate.vagabond, .quests) is imported for a game a Vagabond plays in,
    either seat, never for another, whose items, quests and markers it would only refuse or leave
    out (issue 32); a game with him imports it. Nor is his board (its items, characters and
    words) imported for a game without him: a battle naming an effect (the Marquise's Field
    Hospitals, 6.2.3) looks it up among the game's factions first (see below)."""
    from rootboard.notation import read_file
    from rootboard.notation.start import faction_id
    from rootboard.game.factions import LAW
    from rootboard.game.faction import room_of
    from rootboard.notation.translate.rooms import READERS

    his = (f"{READERS}.{room_of(LAW['vagabond'])}", f"{READERS}.quests")
    board = "rootboard.game.factions.vagabond.board"
    games = sorted((ROOT / "tests" / "notation" / "games").glob("2*.rootlog"))
    seats = {g: {faction_id(p.faction) for p in read_file(g).players} for g in games}
    without = [g for g in games if not seats[g] & {"vagabond", "vagabond2"}]
    assert ROOT / "tests" / "notation" / "games" / "2020_11_20_winter_tournament_r1g5.rootlog" in without
    for log in without:
        modules = imported_by(["replay", str(log), "--json"], tmp_path, exits=(0, 1))
        assert "rootboard.notation.replay" in modules and under(modules, his) == [], log.name
        assert board not in modules, log.name
    with_him = next(g for g in games if "vagabond" in seats[g])
    assert {*his, board} <= imported_by(["replay", str(with_him), "--json"], tmp_path, exits=(0, 1))


def test_a_battle_naming_field_hospitals_imports_no_battle_rules_of_a_faction_not_in_the_game(tmp_path):
    """A replayed battle names Field Hospitals where the log moves the Marquise's removed warriors
    to her keep (6.2.3): the effect is looked up among the battle's sides' and the game's
    factions' abilities first, so no battle rules of a faction not in the game are imported (the
    Vagabond's with his actions and board, the Hundreds', the Keepers'), nor the battle cards
    where none that works unnamed is in play (issue 32)."""
    from rootboard.game.factions import LAW
    from rootboard.notation import read_file
    from rootboard.notation.start import faction_id

    def battle_modules(factions) -> set[str]:
        return {e.split(":")[0] for f in factions for e in f.battle_effects if isinstance(e, str)}

    games = sorted((ROOT / "tests" / "notation" / "games").glob("2*.rootlog"))
    named = []
    for log in games:
        playing = {faction_id(p.faction) for p in read_file(log).players}
        if "marquise" not in playing:
            continue
        modules = imported_by(["replay", str(log), "--json"], tmp_path, exits=(0, 1))
        others = battle_modules(f for f in LAW if f.id not in playing) - battle_modules(LAW[f] for f in playing)
        assert others and under(modules, others) == [], log.name
        if not playing & {"vagabond", "vagabond2"}:
            assert "rootboard.game.factions.vagabond.actions" not in modules, log.name
        if "scouting" not in log.read_text().lower():
            assert "rootboard.game.battle.cards" not in modules, log.name
        if "rootboard.game.factions.marquise.battle" in modules:
            named.append(log.name)
    assert len(named) >= 2  # her Field Hospitals named in some of them: the lookup was made


def test_a_replay_without_the_marquise_asks_no_faction_s_battle_abilities(tmp_path):
    """Where a battle's removed warriors go is asked of their faction's battle abilities only
    for warriors the log moves on to a clearing (Field Hospitals, 6.2.3, the Marquise's): a log
    without her, whose battles name no ability, imports none of its factions' battle modules
    (the Eyrie's, issue 32)."""
    from rootboard.notation import read_file
    from rootboard.notation.start import faction_id

    log = ROOT / "tests" / "notation" / "games" / "2020_11_20_winter_tournament_r1g5.rootlog"
    playing = {faction_id(p.faction) for p in read_file(log).players}
    assert "marquise" not in playing and "eyrie" in playing
    modules = imported_by(["replay", str(log), "--json"], tmp_path, exits=(0, 1))
    assert "rootboard.game.battle.resolution" in modules  # its battles were fought
    assert under(modules, [f"rootboard.game.factions.{fid}.battle" for fid in playing]) == []


def test_a_first_replay_imports_no_dataclasses_and_makes_none(tmp_path):
    """A log replayed for the first time (its report not kept) plays every action through the
    rules, battles (4.3) and cards (16.1.2) included: every action it makes is a
    rootboard.records record, and the names of types only annotations, so neither
    dataclasses (with inspect, ast and dis) nor typing is imported (issue 32)."""
    import shutil

    log = ROOT / "tests" / "notation" / "games" / "2020_11_20_winter_tournament_r1g5.rootlog"
    env = {**os.environ, "ROOTBOARD_CACHE_DIR": str(tmp_path / "cache"), "LANGUAGE": "en"}
    for _ in range(2):  # the first derives the board into the cache; the second replays on it
        shutil.rmtree(tmp_path / "cache" / "replays", ignore_errors=True)  # the kept report forgotten
        done = subprocess.run([sys.executable, "-c", DATACLASSES, json.dumps(["replay", str(log), "--json"])],
                              cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
        assert done.returncode in (0, 1), done.stderr
    line = next(l for l in reversed(done.stderr.splitlines()) if l.startswith("DATACLASSES "))
    assert json.loads(line.removeprefix("DATACLASSES ")) == {"imported": False, "made": []}
    assert json.loads(done.stdout)["replayed"] > 400  # the battles and cards were played
    modules = imported_by(["replay", str(log), "--json"], tmp_path, exits=(0, 1))  # kept now: no rules at all
    assert under(modules, ("typing", "dataclasses", "rootboard.game.battle")) == []


def test_the_same_picture_again_compresses_nothing(tmp_path, new_game):
    """`render` of a picture whose every PNG band is kept (the same game again) joins the kept
    bands: zlib-ng (and the gzip module it loads) is not imported; the first picture, which
    compresses its rows, imports it. Nor is anything painted again: not even the clearings'
    suit icons, whose SVG the first picture's clearings read (QtSvg, a library of its own)."""
    env = {"QT_QPA_PLATFORM": "offscreen"}
    argv = ["render", str(new_game), "-o", str(tmp_path / "game.png")]
    first = imported_by(argv, tmp_path, env=env)
    again = imported_by(argv, tmp_path, env=env)
    assert "zlib_ng" in first and under(again, ("zlib_ng", "gzip")) == []
    assert "PySide6.QtSvg" in first and under(again, ("PySide6.QtSvg",)) == []


def test_a_first_replay_on_a_kept_board_imports_no_weakref(tmp_path):
    """A board read back from the derived cache keeps its map's text and where its drawing is
    kept in its own attributes (rootboard.derived.cache, rootboard.drawing): a replay, which
    never draws, does not import weakref for them (issue 32). The first run derives the board
    (shapely, which imports it); the second reads it back, its kept report forgotten."""
    import shutil

    log = ROOT / "tests" / "notation" / "games" / "2020_11_20_winter_tournament_r1g5.rootlog"
    imported_by(["replay", str(log), "--json"], tmp_path, exits=(0, 1))
    shutil.rmtree(tmp_path / "cache" / "replays")
    modules = imported_by(["replay", str(log), "--json"], tmp_path, exits=(0, 1))
    assert "rootboard.notation.replay" in modules and "rootboard.derived.cache" in modules
    assert under(modules, ("weakref", "_weakrefset", "shapely")) == []


def test_export_writes_from_the_game_without_replaying_a_log_or_running_a_setup(tmp_path):
    """``rootboard export`` writes a game file's own history as Rootlog (the document, everyone's
    writer, the cards'): it replays no Rootlog, runs no setup script and opens no window."""
    log = ROOT / "tests" / "notation" / "games" / "2020_11_20_winter_tournament_r1g5.rootlog"
    game, written = tmp_path / "game.json", tmp_path / "out.rootlog"
    imported_by(["import", str(log), "-o", str(game)], tmp_path, exits=(0, 1))  # 1: a doubt flagged
    modules = imported_by(["export", str(game), "-o", str(written)], tmp_path)
    assert written.read_text(encoding="utf-8").startswith("Map: ")  # the command did write
    writer = ("document", "everyone", "cards", "shared", "rooms")
    assert {f"rootboard.notation.export.{name}" for name in writer} <= modules
    assert under(modules, ("rootboard.notation.replay", "rootboard.setup", "rootboard.game.setupkit.engine",
                           "rootboard.quiz", "rootboard.ui", "PySide6")) == []


# Each room's reader imported for the games its room plays in and no other: tests/notation/translate/test_rooms.py;
# each room's writer likewise: tests/notation/export/test_rooms.py.


def test_a_replay_without_the_corvids_imports_none_of_their_plot_actions(tmp_path):
    """The Corvids' plot actions (rootboard.game.factions.corvids.plots: Flip, Trick, Expose) are
    imported by the Rootlog translation the first time a log flips, tricks or exposes a plot, so
    a published game without the Corvids, whose log writes none, never imports them (issue 32);
    one with them does."""
    from rootboard.notation import read_file
    from rootboard.notation.start import faction_id

    plots = "rootboard.game.factions.corvids.plots"
    games = sorted((ROOT / "tests" / "notation" / "games").glob("2*.rootlog"))
    seats = {g: {faction_id(p.faction) for p in read_file(g).players} for g in games}
    without = [g for g in games if "corvids" not in seats[g]]
    assert without
    for log in without:
        modules = imported_by(["replay", str(log), "--json"], tmp_path, exits=(0, 1))
        assert "rootboard.notation.replay" in modules and plots not in modules, log.name
    with_them = next(g for g in games if "corvids" in seats[g])
    assert plots in imported_by(["replay", str(with_them), "--json"], tmp_path, exits=(0, 1))
