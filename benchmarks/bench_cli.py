"""The command line at the table: each command a fresh process, against a bare ``python -c pass``
started in the same rounds, and loading a game in process as its history grows.

A round runs the bare interpreter and every command once, in an order turned by one each
round, so the machine's load of the moment weighs on all of them; a command's figure is the
median of its per-round ratios to that round's bare start, with the middle half of them.
Commands run as an installed rootboard runs (the ``rootboard`` command, compiled bytecode
kept out of the tree, a cache folder of its own filled in the warm-up round: the derived
boards, the proofs of the histories loaded, rootboard.gamefile.proofs, and the board's static
layer and clearing tiles render starts from, rootboard.derived.layers).

The games: a new 4-faction game (``rootboard new``), the same from an Advanced Setup
(``setup --auto``: the setup record is verified on every load), and long games of legal play
made by benchmarks/long_game.py (476 actions, as many as the longest published tournament
game; then 3,000 and 10,000 for how loading grows). ``render-476-next`` and ``status-476-next``
are the picture and the position of that game after one more action, as at a table: before
each round, untimed, a ``move`` (teach mode) by the same rootboard writes it;
``move-476-next`` is such a move, timed, each round another on the game the last one wrote.

Beside them, the floors every command starts on: the standard library modules the command
line imports, ``import rootboard.cli`` with no command run, and Qt's own start (under render).

Goals (issue 32, replacing issues 20 and 21's): status of a new game <= 5x; status of the
476-action game <= 6x; one checked move on it <= 7x; render of a game <= 1.5x Qt's own start
rendering an empty scene offscreen to a PNG (qt-render, in the same rounds); loading linear in
the history (10,000 actions under 20 times 476).

The figures last measured, and which goals are not met and why, are in the README (Benchmarks).

    python benchmarks/bench_cli.py [--rounds N] [--only NAME[,NAME...]] [--no-growth] [--against CHECKOUT]

``--against`` also runs the commands of an earlier rootboard (a checkout of it: ``git
worktree add /tmp/before main``) in the same rounds, on the same games, with a cache folder
of its own: how many times as fast as before each command is, round by round.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from long_game import long_game  # noqa: E402

GOALS = {"status-new": 5, "status-476": 6, "move-476": 7}  # issue 32's, against python -c pass
# render's goal is against Qt's own start that makes a picture (qt-render), not the bare interpreter.
RENDER_GOAL = 1.5
GROWTH = (476, 3000, 10000)


def child_env(tmp: Path) -> dict:
    """As an installed rootboard runs: with compiled bytecode (kept out of the tree) and a
    derived cache of its own in ``tmp``; the language fixed, so every round says the same."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "PYTHONPATH")}
    env.update(PYTHONPYCACHEPREFIX=str(tmp / "pycache"), ROOTBOARD_CACHE_DIR=str(tmp / "derived"),
               XDG_CONFIG_HOME=str(tmp / "config"), LANGUAGE="en", QT_QPA_PLATFORM="offscreen")
    return env


LAST_CPU = [0.0]  # the CPU time (ms, user and system) of the last run timed_ms waited for


def timed_ms(argv: list[str], env: dict, before=None, checkout: Path = ROOT) -> float:
    """One run of ``argv`` in ``checkout`` (its rootboard first on the path when it is not
    this one), in ms; its CPU time goes to LAST_CPU (the machine's load moves it less)."""
    import resource

    if before is not None:
        before()  # not timed: a fresh copy of the game for a command that changes it
    if checkout != ROOT:
        env = {**env, "PYTHONPATH": str(checkout), "ROOTBOARD_CACHE_DIR": env["ROOTBOARD_CACHE_DIR"] + "-before"}
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(argv, cwd=checkout, env=env, capture_output=True)
    elapsed = (time.perf_counter() - start) * 1000
    now = resource.getrusage(resource.RUSAGE_CHILDREN)
    LAST_CPU[0] = (now.ru_utime - used.ru_utime + now.ru_stime - used.ru_stime) * 1000
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(argv)} failed ({done.returncode}):\n{done.stderr.decode()[-2000:]}")
    return elapsed


def rootboard_command() -> list[str]:
    """``rootboard`` as a user starts it: the installed command (its script beside this
    Python), or ``python -m rootboard`` where there is none."""
    script = Path(sys.executable).with_name("rootboard")
    return [sys.executable, str(script)] if script.exists() else [sys.executable, "-m", "rootboard"]


BEFORE = ("status-new", "status-setup", "status-476", "move-476", "move-476-next", "render-476", "render-476-new",
          "render-476-next", "status-476-next", "setup-6", "maps")  # timed --against too


def commands(tmp: Path, against: Path | None = None) -> dict[str, tuple[list[str], object, Path]]:
    """name -> (argv, what to do before each run (untimed), the checkout it runs in)."""
    py = [sys.executable]
    rb = rootboard_command()
    new, setup, long = tmp / "new.json", tmp / "setup.json", tmp / "g476.json"
    moving = tmp / "moving.json"
    subprocess.run([*rb, "new", "autumn", "-o", str(new), "--seed", "1"], cwd=ROOT, check=True, capture_output=True)
    subprocess.run([*rb, "setup", "autumn", "-o", str(setup), "--factions", "marquise,eyrie,alliance,vagabond",
                    "--auto", "--seed", "3"], cwd=ROOT, check=True, capture_output=True)
    for seed in range(7, 107):  # the first game that ends with a move left to the faction on turn
        long_game(long, 476, seed)
        move = _a_legal_move(long)
        if move:
            break
    else:
        raise SystemExit("no long game ends with a legal move")

    def advancing(rootboard: list[str], source: Path, to: Path, checkout: Path = ROOT):
        """A copy of ``source`` in ``to``, and what moves one more warrior on it (teach mode:
        the table's word) from a clearing to the next one, by ``rootboard`` run in ``checkout``
        as its commands are timed: the move writes the game (and, since rootboard.loading.save,
        proves it), as at a table before each picture or look at the position."""
        shutil.copyfile(source, to)
        placed = [0]
        moving_env = child_env(tmp)
        if checkout != ROOT:  # as timed_ms runs an earlier rootboard: its code, its own cache
            moving_env.update(PYTHONPATH=str(checkout), ROOTBOARD_CACHE_DIR=moving_env["ROOTBOARD_CACHE_DIR"] + "-before")

        def one_more():
            placed[0] += 1
            areas = json.loads(to.read_text(encoding="utf-8"))["areas"]
            for area, stacks in sorted(areas.items(), key=lambda kv: (int(kv[0]) - placed[0]) % 12 if kv[0].isdigit()
                                       else 99):
                for faction, kind, _ in stacks:
                    if kind == "warrior" and area.isdigit():
                        step = str(int(area) % 12 + 1)
                        if subprocess.run([*rootboard, "move", "--mode", "teach", str(to), faction, area, step],
                                          cwd=checkout, env=moving_env, capture_output=True).returncode == 0:
                            return
            raise SystemExit("no warrior could be moved")

        return to, one_more

    def next_move(rootboard: list[str], source: Path, to: Path, checkout: Path = ROOT):
        """A copy of ``source`` in ``to``, the argv of a ``move`` on it (teach mode), and what
        chooses that move before each run (untimed): one more warrior to the next clearing, one
        the rules let teach mode apply (possible, 1.1.1), judged in this process. So each timed
        move writes a game never written before, as at a table (``move-476`` moves the same
        warrior on a fresh copy each round: the same bytes written every time)."""
        from rootboard.game.actions import Move
        from rootboard.game.movement import MoveRequest
        from rootboard.game.replay import TEACH, perform
        from rootboard.loading import load

        shutil.copyfile(source, to)
        argv = [*rootboard, "move", "--mode", "teach", str(to), "", "", ""]
        placed = [0]

        def choose():
            placed[0] += 1
            state = load(to).state
            for area in sorted((a for a in state.areas if isinstance(a, int)), key=lambda a: (a - placed[0]) % 12):
                for (faction, piece), _ in sorted(state.areas[area].items()):
                    step = area % 12 + 1
                    if piece == "warrior" and perform(state, Move(MoveRequest(faction, area, step, 1, piece)), TEACH,
                                                      dry_run=True).verdict.possible:
                        argv[-3:] = [faction, str(area), str(step)]
                        return
            raise SystemExit("no warrior could be moved")

        return argv, choose

    def forget_tiles(folder: Path = tmp / "derived"):
        """Nothing of a picture kept but the board's layer and its clearings' faces (each
        clearing alone under its ruler, rootboard.ui.board.layer): neither its tiles (the
        pieces around the clearings) nor its PNG's bands. ``folder``: the derived cache."""
        return lambda: [kept.unlink() for kept in (*folder.glob("tile-*"), *folder.glob("bands-*"))]

    def fresh_copy(to: Path = moving, source: Path = long):
        return lambda: shutil.copyfile(source, to)

    def run(rootboard: list[str], game_copy: Path, new=new, setup=setup, long=long,
            derived: Path = tmp / "derived", checkout: Path = ROOT) -> dict[str, tuple]:
        # As at a table, a picture (or a look at the position) after each action: every round
        # one more warrior is moved (untimed) to the next clearing, so each shows a position
        # not drawn before, in a game file the move has just written.
        drawn, move_drawn = advancing(rootboard, long, game_copy.with_name(f"{game_copy.stem}-drawn.json"), checkout)
        shown, move_shown = advancing(rootboard, long, game_copy.with_name(f"{game_copy.stem}-shown.json"), checkout)
        moved, choose_move = next_move(rootboard, long, game_copy.with_name(f"{game_copy.stem}-next.json"), checkout)
        return {
            "status-new": ([*rootboard, "status", str(new)], None),
            "status-setup": ([*rootboard, "status", str(setup)], None),
            "status-476": ([*rootboard, "status", str(long)], None),
            "move-476": ([*rootboard, "move", str(game_copy), *move], fresh_copy(game_copy, long)),
            "render-476": ([*rootboard, "render", str(long), "-o", str(tmp / "game.png")], None),
            # A position never drawn before: no tile of its clearings and pieces kept, only the board.
            "render-476-new": ([*rootboard, "render", str(long), "-o", str(tmp / "game.png")], forget_tiles(derived)),
            "render-476-next": ([*rootboard, "render", str(drawn), "-o", str(tmp / "game.png")], move_drawn),
            "status-476-next": ([*rootboard, "status", str(shown)], move_shown),
            "move-476-next": (moved, choose_move),
            "setup-6": ([*rootboard, "setup", "autumn", "-o", str(tmp / "six.json"), "--players", "6", "--auto",
                         "--seed", "11", "--landmarks", "2", "--hirelings", "--suits", "balanced"], None),
            "maps": ([*rootboard, "maps"], None),
        }

    found = {"bare": ([*py, "-c", "pass"], None, ROOT)}
    found.update({name: (*command, ROOT) for name, command in run(rb, moving).items()})
    found.update({
        # The floors under the goals: what every command starts with before it reads a game.
        # The standard library's modules the command line imports (dataclasses alone brings
        # inspect, ast, dis and tokenize) ...
        "stdlib-floor": ([*py, "-c", "import argparse, dataclasses, gettext, json, pathlib, re, typing"], None, ROOT),
        # ... the command line itself, its messages and catalogues, before any command ...
        "cli-floor": ([*py, "-c", "import rootboard.cli"], None, ROOT),
        # ... and under render, Qt's own start (shiboken's signature support, the libraries).
        "qt-floor": ([*py, "-c", "from PySide6.QtWidgets import QApplication; QApplication(['x'])"], None, ROOT),
        # render's own goal is against Qt's start with a picture made: a QApplication that
        # renders an empty scene offscreen to a PNG (issue 32).
        "qt-render": ([*py, "-c", QT_RENDER.format(out=str(tmp / "empty.png"))], None, ROOT),
    })
    if against is not None:  # the same commands by the earlier rootboard, on the same games
        earlier = run([*py, "-m", "rootboard"], tmp / "moving-before.json",
                      *(_for_older(path, tmp / f"before-{path.name}") for path in (new, setup, long)),
                      derived=tmp / "derived-before", checkout=against)  # timed_ms's cache folder for an earlier checkout
        found.update({f"{name} before": (*earlier[name], against) for name in BEFORE})
    return found


# What a game file holds since the release before issue 32's work, each at its value when the
# game does not use it: an earlier rootboard refuses a key it does not know, so the games it is
# timed on leave these out (the same positions and histories).
LATER_KEYS = {"winner": None, "crafted": {}, "coalitions": {}, "deck": "standard", "cards": {}, "step": None, "taken": {},
              "boards": {}}


def _for_older(path: Path, to: Path) -> Path:
    data = json.loads(path.read_text(encoding="utf-8"))
    for key, unused in LATER_KEYS.items():
        if key in data and data[key] == unused:
            del data[key]
    config = (data.get("setup") or {}).get("config", {})
    if config.get("deck") == "standard":  # the deck a setup records (16.1.2), likewise
        del config["deck"]
    to.write_text(json.dumps(data), encoding="utf-8")
    return to


QT_RENDER = """\
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsScene
app = QApplication(['x'])
scene = QGraphicsScene(0, 0, 1366, 768)
image = QImage(1366, 768, QImage.Format.Format_ARGB32)
image.fill(Qt.GlobalColor.white)
painter = QPainter(image)
scene.render(painter)
painter.end()
image.save({out!r})
"""


def _a_legal_move(path: Path) -> list[str]:
    """FACTION FROM TO of a move the rules allow at the end of the game in ``path`` (each
    faction moves in its own turn: the faction on turn's), judged as the command judges it,
    its turn's step too (the Riverfolk move in Daylight, 11.5; a move's rules alone allow it
    in Birdsong)."""
    from rootboard.game.actions import Move
    from rootboard.game.movement import MoveRequest, legal_destinations
    from rootboard.game.turns.options import judge
    from rootboard.loading import load

    state = load(path).state
    fid = state.current
    warrior = state.law[fid].default_mover()
    for area in sorted(state.areas, key=str):
        if state.count(area, (fid, warrior)):
            for found in legal_destinations(state, fid, area, warrior):
                if judge(state, Move(MoveRequest(fid, area, found.area, 1, warrior))).legal:
                    return [fid, str(area), str(found.area)]
    return []  # none: the faction on turn has no warrior that may move


def load_ms(path: Path, runs: int) -> tuple[float, float]:
    """How long :func:`rootboard.loading.load` takes in this process (the derived cache warm):
    the first time (every entry replayed through the rules, then proved), and the median of
    ``runs`` loads after it (the history proved: rootboard.gamefile.proofs)."""
    from rootboard.gamefile.proofs import Proofs
    from rootboard.loading import load

    proofs = Proofs.open()
    for proof in proofs.folder.glob("*.proof") if proofs is not None else ():
        proof.unlink()  # as if never opened
    start = time.perf_counter()
    load(path)
    first = (time.perf_counter() - start) * 1000
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        load(path)
        times.append((time.perf_counter() - start) * 1000)
    return first, statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--only", default="", help="commands to time, comma-separated (bare is always timed)")
    parser.add_argument("--no-growth", action="store_true", help="skip loading 476, 3,000 and 10,000 actions")
    parser.add_argument("--against", metavar="CHECKOUT", type=Path,
                        help="an earlier rootboard's checkout: its commands timed in the same rounds, on the same games")
    args = parser.parse_args()
    print(f"Python {sys.version.split()[0]}; {args.rounds} rounds")
    with tempfile.TemporaryDirectory() as folder:
        tmp = Path(folder)
        env = child_env(tmp)
        os.environ.update(ROOTBOARD_CACHE_DIR=env["ROOTBOARD_CACHE_DIR"])
        todo = commands(tmp, args.against.resolve() if args.against else None)
        if args.only:
            wanted = {"bare", *args.only.split(",")}
            todo = {k: v for k, v in todo.items() if k in wanted or k.split(" ")[0] in wanted}
        names = list(todo)
        for name in names:  # warm-up: bytecode, disk cache, derived cache
            argv, before, checkout = todo[name]
            timed_ms(argv, env, before, checkout)
        times: dict[str, list[float]] = {name: [] for name in names}
        cpu: dict[str, list[float]] = {name: [] for name in names}
        for n in range(args.rounds):
            order = names[n % len(names):] + names[:n % len(names)]
            for name in order:
                argv, before, checkout = todo[name]
                times[name].append(timed_ms(argv, env, before, checkout))
                cpu[name].append(LAST_CPU[0])
        bare = times["bare"]
        print(f"  {'python -c pass':20s} {statistics.median(bare):7.1f} ms (median)")
        for name in names[1:]:
            each = sorted(t / b for t, b in zip(times[name], bare))
            q = statistics.quantiles(each, n=4)
            goal = f"  (goal: at most {GOALS[name]}x)" if name in GOALS else ""
            if name.split(" ")[0].startswith("render-476") and "qt-render" in times:  # the earlier one's too
                against_qt = sorted(t / q for t, q in zip(times[name], times["qt-render"]))
                cpu_against_qt = sorted(t / q for t, q in zip(cpu[name], cpu["qt-render"]))
                goal += (f"  {statistics.median(against_qt):.2f}x qt-render (goal: at most {RENDER_GOAL}x; "
                         f"in CPU time {statistics.median(cpu_against_qt):.2f}x, {statistics.median(cpu[name]):.0f} ms)")
            earlier = times.get(f"{name} before")
            if earlier:  # the same command by the earlier rootboard, round by round
                gain = sorted(e / t for t, e in zip(times[name], earlier))
                goal += f"  {statistics.median(gain):.1f} times as fast as before"
            print(f"  {name:20s} {statistics.median(times[name]):7.1f} ms  {statistics.median(each):5.2f}x "
                  f"(middle half {q[0]:.2f}-{q[2]:.2f}x){goal}")
        if args.no_growth:
            return
        print("loading a game as its history grows (the derived cache warm):")
        print(f"  {'actions':>7s}  {'first load':>12s}  {'proved load':>12s}  {'`status`':>10s}")
        base = None
        for size in GROWTH:
            path = tmp / f"g{size}.json"
            long_game(path, size)
            first, proved = load_ms(path, 5 if size > 3000 else 9)
            status = statistics.median(timed_ms([*rootboard_command(), "status", str(path)], env) for _ in range(5))
            earlier = ""
            if args.against is not None:
                old = statistics.median(timed_ms([sys.executable, "-m", "rootboard", "status", str(path)], env,
                                                 checkout=args.against.resolve()) for _ in range(3))
                earlier = f"; `status` before: {old:.0f} ms"
            base = base or (first, proved, status)
            print(f"  {size:7d}  {first:9.1f} ms  {proved:9.1f} ms  {status:7.1f} ms   "
                  f"{first / base[0]:5.2f}x {proved / base[1]:5.2f}x {status / base[2]:5.2f}x the {GROWTH[0]}-action "
                  f"game's ({proved / size * 1000:.0f} us per action proved, {first / size * 1000:.0f} replayed{earlier})")
        print(f"  (goal: 10,000 actions under 20x the {GROWTH[0]}-action game's; "
              f"{GROWTH[-1] / GROWTH[0]:.1f}x the actions)")


if __name__ == "__main__":
    main()
