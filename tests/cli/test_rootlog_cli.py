"""rootboard replay, import and export, exactly as the issue gives their forms and exit codes."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from rootboard.notation import read_file
from rootboard.notation.replay import replay_log
from tests.helpers import run_cli
from tests.notation.games import GAMES_DIR, PUBLISHED, raw_actions

GAME5 = GAMES_DIR / "2020_11_20_winter_tournament_r1g5.rootlog"
CLEAN = "Map: Fall\nDeck: Standard\nC: Cat\nE: Bird\n\nC:t_k->1/w->1+2+5+9+10/b_s->1\nE:b+6w->3\n\nC:w1->5/++\nE:2w3->7\n"


def test_replay_of_a_real_game_lists_the_flags_and_exits_1():
    code, out, err = run_cli("replay", GAME5)
    assert code == 1 and not err
    assert "line 70, column 83" in out and "Law 4.2" in out
    assert "476" in out


def test_replay_json_has_the_issues_keys_and_counts_the_turn_lines(tmp_path):
    code, out, _ = run_cli("replay", GAME5, "--json")
    data = json.loads(out)
    assert code == 1
    assert set(data) == {"map", "factions", "actions", "replayed", "skipped", "flags", "scores", "log_scores"}
    assert data["actions"] == len(raw_actions(GAME5)) == 476
    assert data["replayed"] + data["skipped"] == data["actions"]
    assert data["factions"] == ["alliance", "eyrie", "duchy", "corvids"]
    (duchy,) = [f for f in data["flags"] if (f["line"], f["col"]) == (70, 83)]
    assert duchy == {"line": 70, "col": 83, "text": "2w6->4", "category": "illegal", "id": "move.not-adjacent",
                     "section": "4.2", "reason": duchy["reason"]}
    assert all(f["section"] for f in data["flags"] if f["category"] in ("illegal", "impossible"))


def test_replay_of_a_clean_log_exits_0(tmp_path):
    log = tmp_path / "clean.rootlog"
    log.write_text(CLEAN, encoding="utf-8")
    code, out, _ = run_cli("replay", log, "--json")
    assert code == 0 and json.loads(out)["scores"] == {"marquise": 1, "eyrie": 0}


@pytest.mark.parametrize("text, where", [("Map: Fall\nDeck: Standard\nC: Cat\n\nC:w->13\n", "line 5, column 6"),
                                         ("Map: Fell\n", "line 1, column 6")])
def test_a_log_that_cannot_be_read_exits_2_naming_line_and_column(tmp_path, text, where):
    log = tmp_path / "bad.rootlog"
    log.write_text(text, encoding="utf-8")
    for command in (["replay", log], ["import", log, "-o", tmp_path / "g.json"]):
        code, out, err = run_cli(*command)
        assert code == 2 and where in err and str(log) in err
    assert not (tmp_path / "g.json").exists()


def test_import_writes_a_game_file_status_opens_in_both_cases(tmp_path):
    clean = tmp_path / "clean.rootlog"
    clean.write_text(CLEAN, encoding="utf-8")
    for log, expected in ((clean, 0), (GAME5, 1)):
        game = tmp_path / f"{log.stem}.json"
        code, out, _ = run_cli("import", log, "-o", game)
        assert code == expected and game.exists()
        code, out, _ = run_cli("status", game, "--json")
        assert code == 0
    status = json.loads(out)
    assert status["scores"] == replay_log(read_file(GAME5)).scores  # the replay's, saved
    code, out, _ = run_cli("log", tmp_path / "2020_11_20_winter_tournament_r1g5.json")
    assert code == 0 and out.count("\n") > 300  # the history holds the replayed actions


@pytest.mark.parametrize("path", PUBLISHED[:3], ids=lambda p: p.stem)
def test_export_then_import_gives_the_same_pieces_and_scores(tmp_path, path):
    first, again, written = tmp_path / "first.json", tmp_path / "again.json", tmp_path / "out.rootlog"
    run_cli("import", path, "-o", first)
    code, out, err = run_cli("export", first, "-o", written)
    assert code == 0 and written.exists(), err
    run_cli("import", written, "-o", again)
    a = json.loads(run_cli("status", first, "--json")[1])
    b = json.loads(run_cli("status", again, "--json")[1])
    assert a["scores"] == b["scores"] and a["areas"] == b["areas"] and a["vagabonds"] == b["vagabonds"]


def test_export_of_a_file_that_is_not_a_game_exits_2(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    code, _, err = run_cli("export", bad, "-o", tmp_path / "out.rootlog")
    assert code == 2 and "bad.json" in err and not (tmp_path / "out.rootlog").exists()


def test_the_report_speaks_dutch_and_spanish():
    code, out, _ = run_cli("--lang", "nl", "replay", GAME5)
    assert code == 1 and "regel 70, kolom 83" in out and "Wet 4.2" in out
    code, out, _ = run_cli("--lang", "es", "replay", GAME5)
    assert code == 1 and "línea 70, columna 83" in out and "Ley 4.2" in out


@pytest.mark.parametrize("lang, one, many", [("es", "{n} supuesta", "{n} ilegales"),
                                             ("en", "{n} assumed", "{n} illegal")])
def test_the_counts_agree_with_their_numbers(tmp_path, lang, one, many):
    # One flag assumed (a turn the log skips, 1.4) and none illegal: Spanish says "1 supuesta"
    # and "0 ilegales", in the report and in the import's summary, each count agreeing with
    # its own number.
    log = tmp_path / "one.rootlog"
    log.write_text(CLEAN + "E:w->3\n", encoding="utf-8")  # two Eyrie turns: the Marquise's is assumed skipped
    counts = replay_log(read_file(log)).counts()
    assert counts["assumed"] == 1 and counts["illegal"] == 0
    for command in (("replay", log), ("import", log, "-o", tmp_path / "game.json")):
        _, out, _ = run_cli("--lang", lang, *command)
        assert one.format(n=counts["assumed"]) in out and many.format(n=counts["illegal"]) in out


def test_the_same_log_gives_the_same_report_in_every_process():
    # A cascade's cause is its earliest flag, not the first of a set of keys: a set's order
    # follows the process's string hashes, and a report once named another cause under some.
    log = GAMES_DIR / "2020_11_08_mega_exploding_birds.rootlog"
    reports = set()
    for seed in ("1", "2", "3", "4", "5"):
        done = subprocess.run([sys.executable, "-m", "rootboard", "replay", str(log), "--json"], capture_output=True,
                              text=True, env={**os.environ, "PYTHONHASHSEED": seed})
        assert done.returncode == 1, done.stderr
        reports.add(done.stdout)
    assert len(reports) == 1


def test_every_published_game_imported_opens_in_a_fresh_process(tmp_path):
    """Whatever `import` writes opens again: `status` of each published game, each in a process
    of its own, which imports only what it runs (issue 32) and so must still read every
    message a verdict keeps (a Vagabond's damaged items, declared in a module status never
    needs)."""
    for log in PUBLISHED:
        path = tmp_path / (log.stem + ".json")
        code, _, err = run_cli("import", str(log), "-o", str(path))
        assert code in (0, 1) and path.exists(), err  # 1: the game has flags, and is written
        done = subprocess.run([sys.executable, "-m", "rootboard", "status", str(path)], capture_output=True,
                              text=True, env={**os.environ, "ROOTBOARD_LANG": "en"})
        assert done.returncode == 0, (log.name, done.stderr)
