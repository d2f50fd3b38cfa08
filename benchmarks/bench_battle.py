"""Battle speed: checking a battle (the whole of 4.3 resolved on a scratch copy of the position)
on a crowded board, against checking one move on the same board, in the same run.

A battle is checked on every change of the window's battle panel and for every battle a
right-click offers, so it should stay of the order of a move's check. Prints medians and the
same-run ratio (machines here are noisy; compare ratios between runs).

    python benchmarks/bench_battle.py [--runs N]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import rootboard.game.terms  # noqa: E402,F401  (the words the verdicts are said in)
from bench_topology import median_ms  # noqa: E402
from rootboard.game.actions import Move, Score  # noqa: E402
from rootboard.game.battle.resolution import Battle  # noqa: E402
from rootboard.game.movement import MoveRequest  # noqa: E402
from rootboard.game.newgame import new_game  # noqa: E402
from rootboard.game.replay import perform  # noqa: E402
from rootboard.game.state import SUPPLY, shift  # noqa: E402

FACTIONS = ("marquise", "eyrie", "alliance", "riverfolk", "lizards", "duchy", "corvids", "hundreds", "keepers")


def crowded(map_name: str):
    """Every faction's warriors in every clearing it has warriors for, the keep and a
    warlord placed, and a history of 300 actions (the scratch copy leaves it behind)."""
    state = new_game(map_name, FACTIONS, seed=1)
    clearings = list(state.topology.board.clearings)
    edits = [shift(("marquise", "keep"), SUPPLY, clearings[-1], 1), shift(("hundreds", "warlord"), SUPPLY, 1, 1)]
    for fid in FACTIONS:
        for cid in clearings[: state.supply[(fid, "warrior")]]:
            edits.append(shift((fid, "warrior"), SUPPLY, cid, 1))
    state.apply(edits)
    for n in range(300):
        perform(state, Score("marquise", 1 if n % 2 == 0 else -1))
    return state


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=200)
    runs = parser.parse_args().runs
    print(f"{'map':<9} {'battle check':>13} {'ambush+effects':>15} {'move check':>11} {'ratio':>6}")
    for map_name in ("autumn", "winter", "lake", "mountain"):
        state = crowded(map_name)  # every faction's warriors everywhere, a 300-action history
        c = 1
        neighbour = state.topology.clearing_links(c, "path")[0]
        plain = Battle("marquise", "eyrie", c, (3, 1))
        busy = Battle("marquise", "eyrie", c, (2, 2), ambush=True, effects=("field-hospitals", "brutal-tactics"))
        assert plain.check(state).legal and busy.check(state).legal
        battle_ms = median_ms(lambda: plain.check(state), runs)
        busy_ms = median_ms(lambda: busy.check(state), runs)
        move_ms = median_ms(lambda: Move(MoveRequest("marquise", c, neighbour)).check(state), runs)
        print(f"{map_name:<9} {battle_ms:>10.3f} ms {busy_ms:>12.3f} ms {move_ms:>8.3f} ms "
              f"{battle_ms / move_ms:>5.1f}x")
    print("battle check: Battle.check (resolved on a scratch copy, the summary's words built as data); "
          "ratio: battle check / move check, same board, same run")


if __name__ == "__main__":
    main()
