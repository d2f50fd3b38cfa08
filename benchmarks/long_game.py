"""A long legal game for benchmarks: an Advanced Setup, then turn after turn of legal play.

Each turn the faction on turn goes to Daylight, places warriors where the Law lets it, moves
where :func:`legal_destinations` says it may, sometimes removes an enemy warrior (a battle's
result, told to the app as a removal), scores (never to 30: that wins, 3.1, and play would
stop), goes to Evening and ends its turn. Every
action is checked in enforce mode and only legal ones are kept, so the file is a game the
rules accept from its first action to its last (every load replays and checks them all).

    python benchmarks/long_game.py OUT.json [--actions N] [--seed N] [--map autumn]

The same seed and count make the same game.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rootboard.game import actions as act  # noqa: E402
from rootboard.game.kinds import WARRIOR  # noqa: E402
from rootboard.game.movement import MoveRequest, legal_destinations  # noqa: E402
from rootboard.game.placement import PieceRequest  # noqa: E402
from rootboard.game.replay import ENFORCE, perform  # noqa: E402
from rootboard.game.victory import WINNING_SCORE  # noqa: E402

FACTIONS = "marquise,eyrie,alliance,riverfolk"


def set_up(path: Path, map_name: str, seed: int) -> None:
    """An Advanced Setup made at random from ``seed``, as ``rootboard setup --auto`` makes it."""
    import contextlib
    import io

    from rootboard.cli import main

    with contextlib.redirect_stdout(io.StringIO()):
        # --replace: a generator writes each seed's game over the last one it tried (bench_cli.py)
        status = main(["setup", map_name, "-o", str(path), "--factions", FACTIONS, "--auto", "--seed", str(seed),
                       "--replace"])
    if status != 0:
        raise SystemExit(f"setup failed ({status})")


def play(state, actions: int, rng: random.Random) -> int:
    """Play legal actions on ``state`` until it holds ``actions`` of them; how many tries failed."""
    refused = 0

    def do(action) -> bool:
        nonlocal refused
        if len(state.history) >= actions:
            return False
        if perform(state, action, ENFORCE).applied:
            return True
        refused += 1
        return False

    while len(state.history) < actions:
        fid = state.current
        law = state.law
        do(act.AdvancePhase("daylight"))
        warriors = [p.name for p in law[fid].pieces if p.kind == WARRIOR]
        clearings = sorted(state.topology.board.clearings)
        for _ in range(rng.randint(0, 2)):
            if warriors:
                do(act.Place(PieceRequest(fid, warriors[0], rng.choice(clearings), rng.randint(1, 2))))
        for _ in range(rng.randint(2, 6)):
            mine = [a for a, pieces in state.areas.items() if any(f == fid and p in warriors for f, p in pieces)]
            if not mine:
                break
            origin = rng.choice(sorted(mine, key=str))
            found = legal_destinations(state, fid, origin, warriors[0])
            if found:
                do(act.Move(MoveRequest(fid, origin, rng.choice(found).area, 1, warriors[0])))
        if rng.random() < 0.3:
            enemies = [(a, f, p) for a, pieces in sorted(state.areas.items(), key=lambda kv: str(kv[0]))
                       for (f, p), n in sorted(pieces.items()) if f != fid and f in state.factions
                       and p in [q.name for q in law[f].pieces if q.kind == WARRIOR]]
            if enemies:
                where, f, p = rng.choice(enemies)
                do(act.Remove(PieceRequest(f, p, where, 1)))
        # A score of 30 wins and ends the game (3.1): a long game's table scores below it.
        if rng.random() < 0.4 and state.scores[fid] + 1 < WINNING_SCORE:
            do(act.Score(fid, 1))
        do(act.AdvancePhase("evening"))
        do(act.EndTurn())
    return refused


def long_game(path: Path, actions: int, seed: int = 7, map_name: str = "autumn") -> None:
    from rootboard.gamefile.file import save_game
    from rootboard.loading import load

    set_up(path, map_name, seed)
    state = load(path).state
    play(state, actions, random.Random(seed))
    save_game(state, path)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("output", type=Path)
    parser.add_argument("--actions", type=int, default=476)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--map", default="autumn")
    args = parser.parse_args()
    long_game(args.output, args.actions, args.seed, args.map)
    print(f"{args.output}: {args.actions} legal actions on {args.map}")


if __name__ == "__main__":
    main()
