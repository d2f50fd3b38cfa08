"""A replay's report kept (rootboard.notation.replay_cache): printed again byte for byte, without
the rules; keyed by the log's bytes and the package's stamp; a tampered entry not trusted."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from rootboard.derived.cache import pack, unpack
from rootboard.notation import replay_cache
from tests.notation.games import GAMES_DIR

ROOT = Path(__file__).resolve().parents[2]
GAME5 = GAMES_DIR / "2020_11_20_winter_tournament_r1g5.rootlog"
# Runs the command line and says, on stderr, whether the rules' replay was imported.
RUN = ("import sys, json\nfrom rootboard.cli import main\ncode = main(json.loads(sys.argv[1]))\n"
       "sys.stdout.flush()\nprint('REPLAYED', 'rootboard.notation.replay' in sys.modules, file=sys.stderr)\n"
       "sys.exit(code)\n")


def replay(cache, *argv) -> tuple[int, bytes, bool]:
    """rootboard replay in a fresh process: exit status, stdout's bytes, whether it replayed."""
    env = {**os.environ, "ROOTBOARD_CACHE_DIR": str(cache), "LANGUAGE": "en"}
    done = subprocess.run([sys.executable, "-c", RUN, json.dumps(["replay", *map(str, argv)])], cwd=ROOT, env=env,
                          capture_output=True, timeout=120)
    said = done.stderr.decode().splitlines()[-1]
    return done.returncode, done.stdout, said == "REPLAYED True"


def entries(cache: Path) -> list[Path]:
    return sorted((cache / replay_cache.FOLDER).glob(f"*{replay_cache.SUFFIX}"))


def test_a_kept_report_is_the_uncached_replays_to_the_byte_and_imports_no_rules(tmp_path):
    for extra in (["--json"], [], ["--lang", "nl"]):
        cache = tmp_path / "cache" / "-".join(extra or ["text"])
        uncached = replay("", GAME5, *extra)  # ROOTBOARD_CACHE_DIR= : no cache at all
        first = replay(cache, GAME5, *extra)
        second = replay(cache, GAME5, *extra)
        assert uncached[2] and first[2] and not second[2]  # the second printed the kept report
        assert uncached[:2] == first[:2] == second[:2]
        assert uncached[0] == 1 and uncached[1]  # the game's doubts: exit 1, a report printed
        assert len(entries(cache)) == 1


def test_another_log_or_another_package_is_replayed_again(tmp_path, monkeypatch):
    cache = tmp_path / "cache"
    log = tmp_path / "game.rootlog"
    log.write_bytes(GAME5.read_bytes())
    assert replay(cache, log, "--json")[2]
    assert not replay(cache, log, "--json")[2]
    log.write_bytes(GAME5.read_bytes().replace(b"// Played", b"// played", 1))  # one byte of a comment
    assert replay(cache, log, "--json")[2]
    assert len(entries(cache)) == 2
    # The package's stamp is in the key: another rootboard, another key.
    keys = set()
    for stamp in ("one rootboard", "another"):
        monkeypatch.setattr(replay_cache, "package_stamp", lambda stamp=stamp: stamp)
        keys.add(replay_cache.replay_key(b"log", as_json=True, language="en", shown="x", encoding="utf-8"))
    assert len(keys) == 2


def test_the_stamp_follows_a_files_size_and_time(tmp_path):
    (tmp_path / "a.py").write_text("x = 1\n")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "b.mo").write_bytes(b"mo")

    def stamp():
        stamps = []
        replay_cache._stamp(str(tmp_path), stamps)
        return stamps

    before = stamp()
    assert len(before) == 2  # sources and catalogues alike
    (tmp_path / "sub" / "b.mo").write_bytes(b"another")
    assert stamp() != before


def test_the_package_stamp_changes_with_an_edited_added_or_removed_file_or_another_python(tmp_path, monkeypatch):
    """The key's stamp of the package: a file edited in place (its time, or its size), a file
    added or removed, or another Python is another stamp; what the report cannot depend on
    (replay_cache.UNSTAMPED: the window, the quiz, the tools; the catalogues' sources) is not in it."""
    package = tmp_path / "rootboard"
    (package / "game").mkdir(parents=True)
    (package / "game" / "rules.py").write_text("x = 1\n")
    (package / "locale").mkdir()
    (package / "locale" / "nl.mo").write_bytes(b"mo")
    (package / "locale" / "nl.po").write_text("po")
    for name in replay_cache.UNSTAMPED:  # a folder (ui, quiz...) or a module (session.py)
        left = package / name if name.endswith(".py") else package / name / "window.py"
        left.parent.mkdir(exist_ok=True)
        left.write_text("y = 1\n")
    monkeypatch.setattr(replay_cache, "PACKAGE", package)

    def stamp():
        replay_cache.package_stamp.cache_clear()
        try:
            return replay_cache.package_stamp()
        finally:
            replay_cache.package_stamp.cache_clear()

    first = stamp()
    assert first is not None and stamp() == first  # the same files, the same stamp
    seen = {first}
    rules = package / "game" / "rules.py"
    info = rules.stat()
    os.utime(rules, ns=(info.st_atime_ns, info.st_mtime_ns + 1_000_000))  # edited in place, the same size
    seen.add(stamp())
    rules.write_text("x = 22\n")  # another size
    seen.add(stamp())
    (package / "locale" / "nl.mo").write_bytes(b"another catalogue")
    seen.add(stamp())
    added = package / "game" / "added.py"
    added.write_text("")
    seen.add(stamp())
    assert len(seen) == 5  # each change, another stamp
    before = stamp()
    added.unlink()
    removed = stamp()
    assert removed != before  # removed: another stamp again
    monkeypatch.setattr(sys, "version", sys.version + " (another build)")
    assert stamp() != removed
    monkeypatch.undo()
    monkeypatch.setattr(replay_cache, "PACKAGE", package)
    assert stamp() == removed
    # What the report cannot depend on: edited, added or removed, the same stamp.
    (package / "locale" / "nl.po").write_text("another source of the catalogue")
    for name in replay_cache.UNSTAMPED:
        (package / name if name.endswith(".py") else package / name / "other.py").write_text("z = 333\n")
    assert stamp() == removed


def test_a_tampered_or_moved_entry_is_not_trusted(tmp_path, monkeypatch):
    monkeypatch.setenv("ROOTBOARD_CACHE_DIR", str(tmp_path))
    key = replay_cache.replay_key(b"a log", as_json=False, language="en", shown="a", encoding="utf-8")
    replay_cache.keep(key, 1, "the report\n")
    assert replay_cache.kept(key) == (1, "the report\n")
    (path,) = entries(tmp_path)
    data = unpack(path.read_bytes())
    for tampered in ({**data, "text": "another report\n"}, {**data, "status": 0}):
        path.write_bytes(pack(tampered))  # its checksum good, its seal not
        assert replay_cache.kept(key) is None
    path.write_bytes(path.read_bytes()[:-3])  # cut off
    assert replay_cache.kept(key) is None
    other = replay_cache.replay_key(b"another log", as_json=False, language="en", shown="a", encoding="utf-8")
    replay_cache.keep(key, 1, "the report\n")
    path.rename(tmp_path / replay_cache.FOLDER / f"{other[:32]}{replay_cache.SUFFIX}")
    assert replay_cache.kept(other) is None


def test_a_tampered_entry_is_replayed_and_rewritten(tmp_path):
    cache = tmp_path / "cache"
    truth = replay(cache, GAME5, "--json")
    (path,) = entries(cache)
    data = unpack(path.read_bytes())
    path.write_bytes(pack({**data, "text": data["text"].replace('"winter"', '"autumn"')}))
    again = replay(cache, GAME5, "--json")
    assert again[2] and again[:2] == truth[:2]
    assert not replay(cache, GAME5, "--json")[2]  # written again, trusted again
