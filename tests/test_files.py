"""Atomic writes: the target keeps its mode, new files get the umask's, killed saves leave
no debris for good, and a save in progress is never disturbed."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from rootboard.files import STRAY_AGE, remove_strays, unnamed_temporary_files, write_atomically

ROOT = Path(__file__).resolve().parent.parent
posix_only = pytest.mark.skipif(os.name != "posix", reason="modes, SIGKILL and flock are POSIX")


@posix_only
def test_the_target_keeps_its_mode_and_a_new_file_gets_the_umasks(tmp_path):
    kept = tmp_path / "g.json"
    kept.write_text("{}")
    kept.chmod(0o644)
    write_atomically(kept, "{\"a\": 1}\n")
    assert kept.stat().st_mode & 0o777 == 0o644 and kept.read_text() == "{\"a\": 1}\n"
    kept.chmod(0o640)
    write_atomically(kept, "{}\n")
    assert kept.stat().st_mode & 0o777 == 0o640
    old = os.umask(0o027)
    try:
        fresh = tmp_path / "new.json"
        write_atomically(fresh, "{}\n")
    finally:
        os.umask(old)
    assert fresh.stat().st_mode & 0o777 == 0o640  # 0666 less the umask, as any new file


SAVER = """
import sys
from rootboard.files import write_atomically
text = "x" * 200000 + "\\n"
print("ready", flush=True)
while True:
    write_atomically(sys.argv[1], text)
"""


@posix_only
def test_killed_saves_leave_no_debris_for_good(tmp_path):
    """A save loop killed at random moments: the target is always whole, and the stray
    temporary files the kills leave are removed by the next save once they are old."""
    target = tmp_path / "g.json"
    write_atomically(target, "x" * 200000 + "\n")
    kills = kill_saves(target, seconds=2.0, whole="x" * 200000 + "\n")
    strays = list(tmp_path.glob(".g.json.*.tmp"))
    past = time.time() - 2 * STRAY_AGE
    for stray in strays:
        os.utime(stray, (past, past))
    write_atomically(target, "done\n")
    assert list(tmp_path.glob(".g.json.*.tmp")) == []
    assert target.read_text() == "done\n"


def kill_saves(target: Path, seconds: float, whole: str, at_least: int = 8) -> int:
    """Start saving loops and SIGKILL them at varied moments for ``seconds``, and for
    ``at_least`` kills however long they take (a loaded machine, the suite on every core, starts
    a saver slowly); after every kill the target is still ``whole`` (never half a file). How
    many kills there were."""
    deadline, kills = time.monotonic() + seconds, 0
    while time.monotonic() < deadline or kills < at_least:
        child = subprocess.Popen([sys.executable, "-c", SAVER, str(target)], cwd=ROOT, stdout=subprocess.PIPE)
        child.stdout.readline()
        time.sleep(0.001 * (kills % 7))
        child.send_signal(signal.SIGKILL)
        child.wait()
        child.stdout.close()
        kills += 1
        assert target.read_text() == whole
    return kills


LOCKER = """
import fcntl, os, sys, time
fd = os.open(sys.argv[1], os.O_RDWR | os.O_CREAT, 0o600)
fcntl.flock(fd, fcntl.LOCK_EX)
print("locked", flush=True)
time.sleep(30)
"""


@posix_only
def test_a_save_in_progress_is_left_alone(tmp_path):
    target = tmp_path / "g.json"
    target.write_text("{}")
    live = tmp_path / ".g.json.live.tmp"
    dead = tmp_path / ".g.json.dead.tmp"
    young = tmp_path / ".g.json.young.tmp"
    other = tmp_path / ".h.json.dead.tmp"  # another game's: not ours to touch
    holder = subprocess.Popen([sys.executable, "-c", LOCKER, str(live)], stdout=subprocess.PIPE)
    try:
        holder.stdout.readline()
        for stray in (dead, young, other):
            stray.write_text("partial")
        past = time.time() - 2 * STRAY_AGE
        for stray in (live, dead, other):
            os.utime(stray, (past, past))
        # A young unlocked file may be a save between naming and locking its file, except
        # where saves lock an unnamed file before naming it (then it can only be dead).
        unnamed = unnamed_temporary_files(tmp_path)
        assert sorted(remove_strays(target)) == sorted([dead, young] if unnamed else [dead])
        assert live.exists() and other.exists() and young.exists() != unnamed
    finally:
        holder.kill()
        holder.wait()
        holder.stdout.close()


@pytest.mark.skipif(not unnamed_temporary_files(tempfile.gettempdir()), reason="no unnamed temporary files here")
def test_where_temporary_files_can_be_unnamed_a_killed_save_leaves_nothing(tmp_path):
    """While it is written the temporary file has no name (O_TMPFILE); it is named only for
    the instant before the rename, under its lock. So a kill during the write leaves no file,
    and the rare one that lands in that instant leaves an unlocked file the very next save
    removes, with no waiting: every save here locks before it names."""
    target = tmp_path / "g.json"
    write_atomically(target, "x" * 200000 + "\n")
    os.chmod(target, 0o644)
    kills = kill_saves(target, seconds=2.0, whole="x" * 200000 + "\n")
    assert target.read_text() == "x" * 200000 + "\n" and target.stat().st_mode & 0o777 == 0o644
    left = [p for p in tmp_path.iterdir() if p.name != "g.json"]
    assert len(left) <= kills // 10, f"{len(left)} strays after {kills} kills"  # the instant is rare
    write_atomically(target, "done\n")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["g.json"]


# --- one change at a time (files.changing) -------------------------------------------------------

def _bump(path: Path, times: int, barrier) -> None:
    """Read a counter, add one, write it back atomically: ``times`` read-check-writes."""
    from rootboard.files import changing

    barrier.wait()
    for _ in range(times):
        with changing(path, wait=30):
            n = json.loads(path.read_text())["n"]
            write_atomically(path, json.dumps({"n": n + 1}), durable=False)


@posix_only
def test_changes_made_at_once_are_made_one_after_the_other(tmp_path):
    """Four writers at once, each replacing the file it changes: no increment is lost, so a
    waiter never holds the lock of a file a save has already replaced."""
    import threading

    path = tmp_path / "counter.json"
    path.write_text(json.dumps({"n": 0}))
    barrier = threading.Barrier(4)
    writers = [threading.Thread(target=_bump, args=(path, 25, barrier)) for _ in range(4)]
    for w in writers:
        w.start()
    for w in writers:
        w.join()
    assert json.loads(path.read_text())["n"] == 100


HOLD = """
import sys, time
from rootboard.files import changing
with changing(sys.argv[1]):
    print("held", flush=True)
    time.sleep(float(sys.argv[2]))
print("released", flush=True)
"""


def _holder(path: Path, seconds: float) -> subprocess.Popen:
    """Another process holding ``path`` for ``seconds``; returns once it holds it."""
    proc = subprocess.Popen([sys.executable, "-c", HOLD, str(path), str(seconds)], stdout=subprocess.PIPE,
                            cwd=ROOT, text=True)
    assert proc.stdout.readline().strip() == "held"
    return proc


@posix_only
def test_a_change_waits_for_another_process_and_gives_up_after_its_wait(tmp_path):
    from rootboard.files import FileBusy, changing

    path = tmp_path / "g.json"
    path.write_text("{}")
    holder = _holder(path, 1.0)
    try:
        started = time.monotonic()
        with pytest.raises(FileBusy) as caught:
            with changing(path, wait=0.2):
                pass
        assert time.monotonic() - started < 0.9
        assert caught.value.message.id == "file.busy" and caught.value.message.params["seconds"] == 0.2
        with changing(path, wait=10):  # waits for the holder to let go, then holds it
            assert holder.stdout.readline().strip() == "released"
    finally:
        holder.wait()


def test_a_missing_file_or_a_folder_is_not_locked(tmp_path):
    from rootboard.files import changing

    with changing(tmp_path / "not-yet.json", wait=0):
        pass
    with changing(tmp_path, wait=0):
        pass


# --- what a save writes: through a link, never over what is not a regular file ---------------------

@posix_only
def test_a_save_through_a_symbolic_link_writes_the_file_it_points_to(tmp_path, monkeypatch):
    """The link stays a link, the file it points to has the change, and the temporary file
    is made beside that file (one rename, on its file system), not beside the link."""
    import rootboard.files as files

    shared = tmp_path / "shared"
    shared.mkdir()
    target = shared / "game.json"
    target.write_text("{}\n")
    target.chmod(0o640)
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "game.json").symlink_to(Path("..") / "shared" / "game.json")  # relative, as dotfile managers make them
    (mine / "link-to-link.json").symlink_to(mine / "game.json")
    folders = []
    anonymous = files._anonymous
    monkeypatch.setattr(files, "_anonymous", lambda folder: folders.append(folder) or anonymous(folder))
    write_atomically(mine / "game.json", "{\"a\": 1}\n")
    write_atomically(mine / "link-to-link.json", "{\"a\": 2}\n")
    assert (mine / "game.json").is_symlink() and (mine / "link-to-link.json").is_symlink()
    assert target.read_text() == "{\"a\": 2}\n" and not target.is_symlink()
    assert target.stat().st_mode & 0o777 == 0o640  # the file it points to keeps its mode
    assert [Path(f).resolve() for f in folders] == [shared.resolve()] * 2
    assert sorted(p.name for p in mine.iterdir()) == ["game.json", "link-to-link.json"]


def non_regular_targets(tmp_path):
    """A folder, a pipe, a socket and (where this user may make one) a device like /dev/null."""
    import socket
    import stat as stat_module

    made = {"folder": tmp_path / "folder"}
    made["folder"].mkdir()
    os.mkfifo(tmp_path / "pipe")
    made["pipe"] = tmp_path / "pipe"
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(tmp_path / "socket"))
    made["socket"] = tmp_path / "socket"
    try:
        os.mknod(tmp_path / "null", 0o666 | stat_module.S_IFCHR, os.makedev(1, 3))
        made["device"] = tmp_path / "null"
    except PermissionError:
        pass
    return made, server


def kind_of(path: Path) -> int:
    return os.lstat(path).st_mode & 0o170000


@posix_only
def test_a_target_that_is_not_a_regular_file_is_refused_before_anything_is_written(tmp_path):
    made, server = non_regular_targets(tmp_path)
    try:
        for name, path in made.items():
            before = kind_of(path)
            link = tmp_path / f"link-to-{name}"
            link.symlink_to(path)
            for target in (path, link):
                with pytest.raises(OSError) as refused:
                    write_atomically(target, "{}\n")
                assert refused.value.filename == str(path)  # the thing itself, not a temporary file
                assert getattr(refused.value, "message").id in ("file.folder", "file.not-regular")
                assert kind_of(path) == before and link.is_symlink()
        assert not list(tmp_path.glob(".*.tmp"))
    finally:
        server.close()


def test_only_the_targets_own_strays_are_removed_whatever_its_name(tmp_path):
    """A target's leftovers are ``.NAME.*.tmp``, NAME as it is (a pattern's characters in it
    match only themselves); another file's, or one of a name that merely begins the same, are
    left alone."""
    target = tmp_path / "g[1]*.json"
    ours = tmp_path / ".g[1]*.json.x1.tmp"
    empty_middle = tmp_path / ".g[1]*.json..tmp"
    others = [tmp_path / ".g1.json.x1.tmp", tmp_path / ".g[1]*.json.tmp", tmp_path / ".g[1]*.json.x1.tmpx",
              tmp_path / ".g[1]*.jsonx.x1.tmp"]
    past = time.time() - 2 * STRAY_AGE
    for stray in (ours, empty_middle, *others):
        stray.write_text("partial")
        os.utime(stray, (past, past))
    assert sorted(remove_strays(target)) == sorted([ours, empty_middle])
    assert all(other.exists() for other in others)
