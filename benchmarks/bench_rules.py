"""Rules-core speed: `legal` for one piece on a crowded board, and a full save and load.

Prints medians over many runs and ratios against baselines measured in the same run
(machines here are noisy; the ratios are what to compare between runs).
Goal (issue 4): `legal` for one piece under 1 ms inside the process.

    python benchmarks/bench_rules.py [--runs N]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench_topology import median_ms  # noqa: E402  (the same clock for every benchmark)
from rootboard.game.movement import legal_destinations  # noqa: E402
from rootboard.game.rules import rulers  # noqa: E402
from rootboard.gamefile.file import load_game, save_game  # noqa: E402
from rootboard.game.newgame import new_game  # noqa: E402
from rootboard.game.state import SUPPLY, shift  # noqa: E402

FACTIONS = ("marquise", "eyrie", "alliance", "vagabond", "vagabond2", "riverfolk", "lizards",
            "duchy", "corvids", "hundreds", "keepers")


def crowded(map_name: str):
    """Every faction's warriors in every clearing, tokens and buildings where they fit,
    both Vagabonds in forests, a history of a few hundred actions."""
    state = new_game(map_name, FACTIONS, seed=1, hirelings=3)
    clearings = list(state.topology.board.clearings)
    edits = []
    for fid in ("marquise", "eyrie", "alliance", "riverfolk", "lizards", "duchy", "corvids",
                "hundreds", "keepers", "hireling1", "hireling2", "hireling3"):
        for cid in clearings[: state.supply[(fid, "warrior")]]:
            edits.append(shift((fid, "warrior"), SUPPLY, cid, 1))
    for cid, piece in zip(clearings, ("wood", "sympathy", "tunnel", "mob", "bomb", "figure")):
        owner = {"wood": "marquise", "sympathy": "alliance", "tunnel": "duchy", "mob": "hundreds",
                 "bomb": "corvids", "figure": "keepers"}[piece]
        edits.append(shift((owner, piece), SUPPLY, cid, 1))
    forests = list(state.topology.forests)
    edits.append(shift(("vagabond", "pawn"), SUPPLY, forests[0], 1))
    edits.append(shift(("vagabond2", "pawn"), SUPPLY, forests[1], 1))
    state.apply(edits)
    from rootboard.game.actions import Score
    from rootboard.game.replay import perform

    for n in range(300):  # a real history, which every load replays
        perform(state, Score("marquise", 1 if n % 2 == 0 else -1))
    return state


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=300)
    runs = parser.parse_args().runs
    print(f"{'map':<9} {'legal warrior':>14} {'legal slip':>11} {'rulers':>8} {'save+load':>10} "
          f"{'json baseline':>14} {'ratio':>6}")
    for map_name in ("autumn", "winter", "lake", "mountain"):
        state = crowded(map_name)
        origin = 1
        forest = next(a for a, p in state.areas.items() if ("vagabond", "pawn") in p)
        legal_ms = median_ms(lambda: legal_destinations(state, "marquise", origin), runs)
        state.turn, state.phase = state.factions.index("vagabond"), "birdsong"  # his Slip
        pawn_ms = median_ms(lambda: legal_destinations(state, "vagabond", forest), runs)
        state.turn, state.phase = 0, "birdsong"
        rule_ms = median_ms(lambda: rulers(state), runs)
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "g.json"
            save_load_ms = median_ms(lambda: (save_game(state, path), load_game(path)), max(20, runs // 10))
            data = state.to_json()
            baseline_ms = median_ms(lambda: json.loads(json.dumps(data, indent=1)), max(20, runs // 10))
        print(f"{map_name:<9} {legal_ms:>11.3f} ms {pawn_ms:>8.3f} ms {rule_ms:>5.3f} ms "
              f"{save_load_ms:>7.2f} ms {baseline_ms:>11.2f} ms {save_load_ms / baseline_ms:>5.1f}x")
    print("legal: every legal destination of one piece (goal < 1 ms); save+load: atomic write with "
          "fsync, read and full validation (history replayed); baseline: json.dumps+loads of the same state")


if __name__ == "__main__":
    main()
