"""A Clockwork bot's turn in process (`rootboard bot`'s work without the process): the Mechanical
Marquise 2.0, the Electric Eyrie, the Riverfolk Robots, the Drillbit Duchy, the Vagabot and the Logical Lizards worked out and applied as the game's own actions, step by
step (issue 36's goal: under 50 ms a turn).

On each map a game is set up with the bot at its seat (for the other bots, the Mechanical
Marquise plays too; the Riverfolk Robots take the Alliance's seat) and played for some rounds against the factions the script moves about (tests/game/bots/marquise/test_scripted.py's
script), so the positions are a real game's; at each of the bot's turns, every order suit is
played from the same position ``--runs`` times (undone in between: the position and the
history are the same each run), and the median of all is given per map and suit, wall time
and CPU time (``time.process_time``: on a machine shared with other work it moves less), with
the baseline of the same rounds: one checked move (``Move.check``) on the same positions.

    python benchmarks/bench_bots.py [--runs N] [--rounds R] [--bot marquise|eyrie|riverfolk|duchy|vagabond|lizards|corvids|alliance|all] [--traits]

``--traits``: the measured bot with every trait its chapter offers chosen (the Corvids' Gamble
given a guess for each flip).
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
# The bot measured -> the game's factions (its seat among them, the other seats moved by the script).


def other_turn(state, fid, rng):
    from rootboard.game import replay
    from rootboard.game.actions import EndTurn, Place
    from rootboard.game.placement import PieceRequest

    where = rng.choice(sorted(state.topology.board.clearings))
    if state.supply.get((fid, "warrior"), 0):
        replay.perform(state, Place(PieceRequest(fid, "warrior", where, 2)), "teach")
    replay.perform(state, EndTurn(walk=True), "teach")


BOT_SEATS = {"marquise": "mechanical-marquise", "eyrie": "electric-eyrie", "duchy": "drillbit-duchy", "riverfolk": "riverfolk-robots",
             "vagabond": "vagabot",
             "lizards": "logical-lizards", "corvids": "cogwheel-corvids", "alliance": "automated-alliance"}


def measure(map_name: str, runs: int, rounds: int, seat: str = "marquise", traits: bool = False) -> dict:
    from rootboard.game import replay
    from rootboard.game.actions import Move
    from rootboard.game.bots import BOTS, bot_module, settings
    from rootboard.game.bots.play import Context, play_setup, play_turn
    from rootboard.game.movement import MoveRequest
    from rootboard.game.newgame import new_game

    players = PLAYERS if seat in PLAYERS else (*PLAYERS[:2], seat)  # a later faction's bot takes the human seat
    state = new_game(map_name, players, seed=3)
    chosen = bot_module(BOT_SEATS[seat]).OPTIONAL_TRAITS if traits else ()
    play_setup(state, "marquise", settings("mechanical-marquise", "normal", chosen if seat == "marquise" else ()))
    if seat != "marquise":
        play_setup(state, seat, settings(BOT_SEATS[seat], "normal", chosen))
    guesses = ["bomb", "snare", "extortion", "raid"] * 3
    rng = random.Random(f"bench/{map_name}")
    wall: dict = {s: [] for s in SUITS}
    cpu: dict = {s: [] for s in SUITS}
    base: list = []
    while state.round <= rounds and not state.winner:
        if state.current != seat:
            if state.current in state.bots:
                play_turn(state, state.current, Context(orders=[rng.choice(SUITS) for _ in range(8)]))
            else:
                other_turn(state, state.current, rng)
            continue
        start = state.cursor
        tail = list(state.history[start:])
        mine = next((c for c in sorted(state.topology.board.clearings) if state.count(c, (seat, "warrior"))), 1)
        move = Move(MoveRequest(seat, mine, mine, 1))
        for _ in range(runs):
            for suit in SUITS:
                orders = [suit, *(rng.choice(SUITS[:3]) for _ in range(6))]
                t0, c0 = time.perf_counter(), time.process_time()
                play_turn(state, seat, Context(orders=orders, guesses=list(guesses)))
                wall[suit].append(time.perf_counter() - t0)
                cpu[suit].append(time.process_time() - c0)
                while state.cursor > start:
                    replay.undo(state)
                state.history[start:] = tail
            t0 = time.perf_counter()
            move.check(state)
            base.append(time.perf_counter() - t0)
        play_turn(state, seat, Context(orders=[rng.choice(SUITS) for _ in range(8)], guesses=list(guesses)))
    return {"wall": wall, "cpu": cpu, "base": base}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--rounds", type=int, default=8)
    parser.add_argument("--bot", choices=(*BOT_SEATS, "all"), default="all", help="the seat whose bot is timed")
    parser.add_argument("--traits", action="store_true", help="the timed bot with every trait of its chapter chosen")
    args = parser.parse_args()
    for seat in (BOT_SEATS if args.bot == "all" else (args.bot,)):
        print(f"{BOT_SEATS[seat]}:")
        bench(seat, args)


def bench(seat: str, args) -> None:
    everything = []
    for map_name in MAPS:
        found = measure(map_name, args.runs, args.rounds, seat, args.traits)
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
