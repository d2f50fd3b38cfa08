"""A Clockwork bot's turn in process (`rootboard bot`'s work without the process): the Mechanical
Marquise 2.0, or the Automated Alliance (``--bot automated-alliance``, the Marquise's seat then
played by her bot as well), worked out and applied as the game's own actions, step by step
(issue 36's goal: under 50 ms a turn).

On each map a game is set up with the bot at its seat (and the Mechanical Marquise at hers) and
played for some rounds against the factions the script moves about (tests/game/bots/marquise/
test_scripted.py's script), so the positions are a real game's; at each of the bot's turns, every order suit is
played from the same position ``--runs`` times (undone in between: the position and the
history are the same each run), and the median of all is given per map and suit, wall time
and CPU time (``time.process_time``: on a machine shared with other work it moves less), with
the baseline of the same rounds: one checked move (``Move.check``) on the same positions.

    python benchmarks/bench_bots.py [--runs N] [--rounds R] [--bot BOT]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

MAPS = ("autumn", "winter", "lake", "mountain")
SUITS = ("fox", "mouse", "rabbit", "bird")
PLAYERS = ("marquise", "eyrie", "alliance")
SEATS = {"mechanical-marquise": "marquise", "automated-alliance": "alliance"}  # the bots measured, at their seats


def other_turn(state, fid, rng):
    from rootboard.game import replay
    from rootboard.game.actions import EndTurn, Place
    from rootboard.game.placement import PieceRequest

    where = rng.choice(sorted(state.topology.board.clearings))
    if state.supply.get((fid, "warrior"), 0):
        replay.perform(state, Place(PieceRequest(fid, "warrior", where, 2)), "teach")
    replay.perform(state, EndTurn(walk=True), "teach")


def measure(map_name: str, runs: int, rounds: int, bot: str = "mechanical-marquise") -> dict:
    from rootboard.game import replay
    from rootboard.game.actions import Move
    from rootboard.game.bots import settings
    from rootboard.game.bots.play import Context, play_setup, play_turn
    from rootboard.game.movement import MoveRequest
    from rootboard.game.newgame import new_game

    state = new_game(map_name, PLAYERS, seed=3)
    seat = SEATS[bot]
    for other, fid in SEATS.items():
        if other == bot or fid == "marquise":  # her seat is always her bot's, as the Marquise's own runs have it
            play_setup(state, fid, settings(other))
    rng = random.Random(f"bench/{map_name}")
    wall: dict = {s: [] for s in SUITS}
    cpu: dict = {s: [] for s in SUITS}
    base: list = []
    while state.round <= rounds and not state.winner:
        if state.current in state.bots and state.current != seat:
            play_turn(state, state.current, Context(orders=[rng.choice(SUITS) for _ in range(8)]))
            continue
        if state.current != seat:
            other_turn(state, state.current, rng)
            continue
        start = state.cursor
        tail = list(state.history[start:])
        mine = next(c for c in sorted(state.topology.board.clearings) if state.count(c, ("marquise", "warrior")))
        move = Move(MoveRequest("marquise", mine, mine, 1))  # the baseline: one checked move
        for _ in range(runs):
            for suit in SUITS:
                orders = [suit, *(rng.choice(SUITS[:3]) for _ in range(6))]
                t0, c0 = time.perf_counter(), time.process_time()
                play_turn(state, seat, Context(orders=orders))
                wall[suit].append(time.perf_counter() - t0)
                cpu[suit].append(time.process_time() - c0)
                while state.cursor > start:
                    replay.undo(state)
                state.history[start:] = tail
            t0 = time.perf_counter()
            move.check(state)
            base.append(time.perf_counter() - t0)
        play_turn(state, seat, Context(orders=[rng.choice(SUITS) for _ in range(8)]))
    return {"wall": wall, "cpu": cpu, "base": base}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--rounds", type=int, default=8)
    parser.add_argument("--bot", choices=sorted(SEATS), default="mechanical-marquise")
    args = parser.parse_args()
    everything = []
    for map_name in MAPS:
        found = measure(map_name, args.runs, args.rounds, args.bot)
        base = statistics.median(found["base"]) * 1000
        cells = []
        for suit in SUITS:
            wall, cpu = found["wall"][suit], found["cpu"][suit]
            everything += wall
            cells.append(f"{suit} {statistics.median(wall) * 1000:.1f} ms (cpu {statistics.median(cpu) * 1000:.1f}, "
                         f"max {max(wall) * 1000:.1f})")
        print(f"{map_name:9s} " + "; ".join(cells) + f"; a checked move {base:.3f} ms")
    print(f"all maps: median {statistics.median(everything) * 1000:.1f} ms a turn, 90th percentile "
          f"{statistics.quantiles(everything, n=10)[-1] * 1000:.1f} ms, max {max(everything) * 1000:.1f} ms "
          f"({len(everything)} turns)")


if __name__ == "__main__":
    main()
