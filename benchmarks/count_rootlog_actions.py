"""What one kind of Rootlog action costs in a replay, layer by layer (issue 32).

A replay of a log plays each action through four layers: the translation
(``Translator.translate``), the verdict (``turns.check.judged``), the edits applied
(``apply_action``) and the history's entry (``record``); the replay's own bookkeeping is what
is left of ``_Run.play``. This counts, for the actions of a log a filter picks, the Python calls
each layer makes (deterministic) and, under callgrind, the instructions each takes::

    python benchmarks/count_rootlog_actions.py [--log LOG] [--kind pieces] [--first]
    python benchmarks/count_rootlog_actions.py --instructions [--kind move]
    python benchmarks/count_rootlog_actions.py --trace 'w[0-9]+->[0-9]+' [--nth 3]

``--kind``: ``all`` actions, Rootlog ``move``s, the moves with ``pieces`` written (placements,
moves, removals), or the ``other`` moves (cards, boards); ``--first``: the log's first replay in
the process (its lazy imports and first-use work counted), else a second one. ``--trace``: the
calls of one action, whose text matches the pattern (the ``--nth`` such), as a tree.

Instructions are counted by running this script again under ``valgrind --tool=callgrind``,
collecting only inside ``operator.call``, through which the layer measured is called while a
chosen action plays (nothing else in a replay calls it).
"""

from __future__ import annotations

import argparse
import gc
import operator
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rootboard.notation import model as m  # noqa: E402
from rootboard.notation import read_file  # noqa: E402
from rootboard.notation import replay  # noqa: E402

LOG = ROOT / "tests" / "notation" / "games" / "2020_11_20_winter_tournament_r1g5.rootlog"


def _pieces(action) -> bool:
    return isinstance(action, m.Move) and any(isinstance(t.what, m.Piece) for t in action.things)


KINDS = {
    "all": lambda action: True,
    "move": lambda action: isinstance(action, m.Move),
    "pieces": _pieces,
    "other": lambda action: isinstance(action, m.Move) and not _pieces(action),
}
# Each layer: where the replay calls it (a module and a name it reads as a global there).
LAYERS = {
    "translate": (replay.Translator, "translate"),
    "judge": (replay, "turn_judged"),
    "apply": (replay, "apply_action"),
    "record": (replay, "record"),
}


class Watch:
    """Calls the chosen layer (or the whole play, ``layer`` None) through ``operator.call``
    while an action ``chosen`` plays, and counts the Python calls of each layer meanwhile."""

    def __init__(self, chosen, layer: str | None):
        self.chosen, self.layer, self.on = chosen, layer, False
        self.calls = dict.fromkeys(["play", *LAYERS], 0)
        self.actions = 0

    def install(self) -> None:
        play = replay._Run.play
        watch = self

        def watched_play(run, action, *args, **kwargs):
            if not watch.chosen(action):
                return play(run, action, *args, **kwargs)
            watch.actions += 1
            watch.on = True
            try:
                return watch._call("play", play, run, action, *args, **kwargs)
            finally:
                watch.on = False

        replay._Run.play = watched_play
        for name, (owner, attr) in LAYERS.items():
            if self.layer in (None, name):  # instructions: only the layer counted is wrapped
                setattr(owner, attr, self._wrapped(name, getattr(owner, attr)))

    def _wrapped(self, name, function):
        watch = self

        def wrapped(*args, **kwargs):
            if not watch.on:
                return function(*args, **kwargs)
            return watch._call(name, function, *args, **kwargs)
        return wrapped

    def _call(self, name, function, *args, **kwargs):
        if self.layer is not None:  # instructions counted: no profiler's work among them
            return operator.call(function, *args, **kwargs) if self.layer == name else function(*args, **kwargs)
        # Calls counted: each layer's own (the play's are those of no layer below it).
        counted = [0]

        def count(frame, event, arg):
            if event == "call" or event == "c_call":
                counted[0] += 1
        outer = sys.getprofile()
        sys.setprofile(count)
        try:
            return function(*args, **kwargs)
        finally:
            sys.setprofile(outer)
            self.calls[name] += counted[0]


def trace(log, pattern: str, nth: int) -> None:
    """The calls of the ``nth`` action whose text matches ``pattern``, in a second replay."""
    replay.replay_log(log)
    found, lines, depth = [0], [], [0]
    wanted = re.compile(pattern)

    def tree(frame, event, arg):
        if event == "call":
            depth[0] += 1
            code = frame.f_code
            where = code.co_filename.split("rootboard/")[-1]
            lines.append(f"{'  ' * depth[0]}{where}:{code.co_firstlineno} {code.co_name}")
        elif event == "return":
            depth[0] -= 1
    play = replay._Run.play

    def traced(run, action, *args, **kwargs):
        if not wanted.fullmatch(action.text):
            return play(run, action, *args, **kwargs)
        found[0] += 1
        if found[0] - 1 != nth:
            return play(run, action, *args, **kwargs)
        lines.append(f"{action.text} (line {action.line}, column {action.col})")
        sys.setprofile(tree)
        try:
            return play(run, action, *args, **kwargs)
        finally:
            sys.setprofile(None)
    replay._Run.play = traced
    replay.replay_log(log)
    print("\n".join(lines))
    print(f"{len(lines) - 1} Python calls")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--log", type=Path, default=LOG)
    parser.add_argument("--kind", choices=sorted(KINDS), default="pieces")
    parser.add_argument("--first", action="store_true", help="the log's first replay in the process")
    parser.add_argument("--instructions", action="store_true", help="count instructions under callgrind")
    parser.add_argument("--layer", choices=["play", *LAYERS], help=argparse.SUPPRESS)  # one callgrind run's
    parser.add_argument("--trace", metavar="PATTERN")
    parser.add_argument("--nth", type=int, default=0)
    args = parser.parse_args()
    log = read_file(str(args.log))
    gc.disable()  # as a replay runs (replay_log pauses it too)
    if args.trace:
        trace(log, args.trace, args.nth)
        return
    if args.instructions:
        for layer in ["play", *LAYERS]:
            command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                       "--toggle-collect=*operator_call*", sys.executable, __file__, "--log", str(args.log),
                       "--kind", args.kind, "--layer", layer, *(["--first"] if args.first else [])]
            done = subprocess.run(command, capture_output=True, text=True, check=True)
            collected = re.search(r"Collected : (\d+)", done.stderr)
            print(f"{layer:10s} {int(collected.group(1)) / 1e6:8.2f} M instructions")
        return
    if not args.first:
        replay.replay_log(log)
    watch = Watch(KINDS[args.kind], args.layer)
    watch.install()
    replay.replay_log(log)
    if args.layer is None:
        print(f"{watch.actions} actions ({args.kind}); Python calls by layer:")
        for name, calls in watch.calls.items():
            print(f"{name:10s} {calls:8d}  {calls / max(watch.actions, 1):7.1f} an action")


if __name__ == "__main__":
    main()
