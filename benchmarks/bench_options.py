"""What the faction on turn may do now (`rootboard options`), in a crowded position, in process.

For each of the Marquise, the Eyrie, the Alliance and the Vagabond at the step of its turn
with the most candidates, the median time of ``options(state)`` (every candidate generated and
judged by the check that judges it when played), beside a baseline measured in the same rounds:
one checked move (``Move.check``) on the same position. The ratios are what to compare between
runs; the medians say the machine's figures (issue 34's goal: the options under 5 ms). The
CPU time (``time.process_time``) is given beside the wall time: on a machine shared with other
work it moves less, as it leaves out the time spent waiting for a core.

``--against CHECKOUT`` times an earlier rootboard (a checkout's folder, e.g. made by ``git
archive``) on the same position in the same rounds: each round starts a fresh process for
each, in alternating order, and the ratios of this rootboard's medians to the checkout's are
given round by round (their median, and the middle half).

``--floor`` times the parts of the Marquise's options: generating her candidates, and judging
one of each kind (a build, a march, a battle) as the options judge them, position kept.

    python benchmarks/bench_options.py [--runs N] [--against CHECKOUT [--rounds R]] [--floor]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

FACTIONS = ("marquise", "eyrie", "alliance", "vagabond")
# The step of each turn with the most to offer (its chapter: 6.5, 7.5.2, 8.6.1, 9.5).
BUSIEST = {"marquise": ("daylight", "actions"), "eyrie": ("daylight", "resolve"),
           "alliance": ("evening", "operations"), "vagabond": ("daylight", "actions")}


def crowded(map_name: str = "autumn"):
    """Two warriors of each faction with warriors in every clearing, the Marquise's wood and a
    building of each type, the Vagabond in a forest; the phase tracked."""
    from rootboard.game.newgame import new_game
    from rootboard.game.state import SUPPLY, shift

    state = new_game(map_name, FACTIONS, seed=1)
    clearings = sorted(state.topology.board.clearings)
    edits = []
    for fid in ("marquise", "eyrie", "alliance"):
        for c in clearings[: state.supply[(fid, "warrior")] // 2]:
            edits.append(shift((fid, "warrior"), SUPPLY, c, 2))
    for c in clearings[: state.supply[("marquise", "wood")]]:
        edits.append(shift(("marquise", "wood"), SUPPLY, c, 1))
    for c, building in zip(clearings, ("sawmill", "workshop", "recruiter")):
        edits.append(shift(("marquise", building), SUPPLY, c, 1))
    edits.append(shift(("vagabond", "pawn"), SUPPLY, next(iter(state.topology.forests)), 1))
    state.apply(edits)
    state.phase_tracked = True
    return state


def at_turn(state, fid: str):
    state.turn = state.factions.index(fid)
    state.phase, state.step = BUSIEST[fid]
    state.taken = {}
    return state


def timed(fn, runs: int) -> tuple[float, float]:
    """The median wall time and the median CPU time of ``fn``, in ms."""
    wall, cpu = [], []
    for _ in range(runs):
        t, c = time.perf_counter(), time.process_time()
        fn()
        cpu.append(time.process_time() - c)
        wall.append(time.perf_counter() - t)
    return statistics.median(wall) * 1000, statistics.median(cpu) * 1000


def measure(runs: int) -> dict:
    """Each faction's options and one checked move, timed on the crowded position."""
    from rootboard.game.actions import Move
    from rootboard.game.factions.marquise.board import adjacent_clearings
    from rootboard.game.movement import MoveRequest
    from rootboard.game.turns.options import options

    state = crowded()
    a = sorted(state.topology.board.clearings)[0]
    b = adjacent_clearings(state, a)[0]
    found = {}
    for fid in FACTIONS:
        at_turn(state, fid)
        offered = options(state)
        mover = fid if fid != "vagabond" else "marquise"
        move = Move(MoveRequest(mover, a, b, 1))
        option_ms, option_cpu = timed(lambda: options(state), runs)
        move_ms, _ = timed(lambda: move.check(state), runs * 5)
        found[fid] = {"step": state.step, "candidates": len(offered), "playable": sum(o.playable for o in offered),
                      "ms": option_ms, "cpu": option_cpu, "move": move_ms}
    return found


def floor(runs: int) -> None:
    """The parts of the Marquise's options: her candidates made, one of each kind judged."""
    from rootboard.game.turns.options import candidates, judge
    from rootboard.game.turns.steps import current_step

    state = at_turn(crowded(), "marquise")
    step = current_step(state)
    made = candidates(state, step)
    wall, cpu = timed(lambda: candidates(state, step), runs)
    print(f"marquise  candidates made ({len(made)}): median {wall:6.3f} ms (CPU {cpu:6.3f} ms)")
    for kind in ("marquise-build", "marquise-march", "battle"):
        same = [x for x in made if x.kind == kind]

        def judged_all():
            with state.remembering():  # as the options judge them: the position's facts kept
                for action in same:
                    judge(state, action, step)

        wall, cpu = timed(judged_all, runs)
        print(f"marquise  {len(same):3} x {kind:15}: median {wall / len(same) * 1000:6.1f} us each "
              f"(CPU {cpu / len(same) * 1000:6.1f} us), {wall:6.3f} ms in all")


def show(found: dict) -> None:
    for fid, f in found.items():
        print(f"{fid:9} options at {f['step']:10}: {f['candidates']:3} candidates ({f['playable']:3} playable), "
              f"median {f['ms']:6.2f} ms (CPU {f['cpu']:6.2f} ms); one checked move {f['move']:6.3f} ms; "
              f"ratio {f['ms'] / f['move']:6.1f}x")


def child(root: str, runs: int) -> dict:
    """``measure`` in a fresh process that imports rootboard from ``root``."""
    code = ("import json, sys; sys.path.insert(0, sys.argv[1]); sys.path.insert(1, sys.argv[2]); "
            "import bench_options as b; import rootboard; "
            "assert rootboard.__file__.startswith(sys.argv[1]), rootboard.__file__; "
            "print(json.dumps(b.measure(int(sys.argv[3]))))")
    out = subprocess.run([sys.executable, "-c", code, root, str(ROOT / "benchmarks"), str(runs)], check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out)


def quartiles(values: list[float]) -> str:
    q = statistics.quantiles(values, n=4) if len(values) > 1 else [values[0]] * 3
    return f"{statistics.median(values):.2f}x (middle half {q[0]:.2f}-{q[2]:.2f}x)"


def against(checkout: str, rounds: int, runs: int) -> None:
    now_root, before_root = str(ROOT), str(Path(checkout).resolve())
    rows: dict = {fid: {"now": [], "before": [], "now-cpu": [], "before-cpu": [], "ratio": [], "cpu": []}
                  for fid in FACTIONS}
    for r in range(rounds):
        order = [(now_root, "now"), (before_root, "before")]
        results = dict((name, child(root, runs)) for root, name in (order if r % 2 == 0 else order[::-1]))
        for fid in FACTIONS:
            now, before = results["now"][fid], results["before"][fid]
            row = rows[fid]
            row["now"].append(now["ms"])
            row["before"].append(before["ms"])
            row["now-cpu"].append(now["cpu"])
            row["before-cpu"].append(before["cpu"])
            row["ratio"].append(now["ms"] / before["ms"])
            row["cpu"].append(now["cpu"] / before["cpu"])
    for fid, row in rows.items():
        print(f"{fid:9} options: now median {statistics.median(row['now']):6.2f} ms (CPU "
              f"{statistics.median(row['now-cpu']):6.2f} ms), {checkout} {statistics.median(row['before']):6.2f} ms "
              f"(CPU {statistics.median(row['before-cpu']):6.2f} ms); now in {quartiles(row['ratio'])} its time round "
              f"by round (CPU {quartiles(row['cpu'])})")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=41)
    parser.add_argument("--against", metavar="CHECKOUT", help="an earlier rootboard's folder, timed in the same rounds")
    parser.add_argument("--rounds", type=int, default=7, help="with --against: fresh processes of each, alternating")
    parser.add_argument("--floor", action="store_true", help="the Marquise's candidates made, one of each kind judged")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    if args.against:
        against(args.against, args.rounds, args.runs)
        return
    show(measure(args.runs))
    if args.floor:
        floor(args.runs)


if __name__ == "__main__":
    main()
