"""A busy position for benchmarks and screenshots: four factions, more than 100 pieces.

Arranged with state edits (pieces still come from each supply, so the counts stay true),
not played: only the look and the timing matter here.

    python benchmarks/busy_game.py OUT.json [MAP]
"""

from __future__ import annotations

import sys

from rootboard.game.placement import open_slots
from rootboard.gamefile.file import save_game
from rootboard.game.newgame import new_game
from rootboard.game.state import SUPPLY, GameState, shift

FACTIONS = ("marquise", "eyrie", "alliance", "riverfolk")
# (faction, piece, how many, clearings to spread them over, in order; None: every clearing)
PLAN = (
    ("marquise", "keep", 1, (1,)),
    ("marquise", "sawmill", 3, (1, 5, 9)),
    ("marquise", "workshop", 2, (2, 8)),
    ("marquise", "recruiter", 2, (1, 5)),
    ("marquise", "wood", 6, (1, 5, 9, 2)),
    ("marquise", "warrior", 23, (1, 5, 9, 2, 8, 6, 1, 5, 3)),
    ("eyrie", "roost", 4, (3, 7, 11, 4)),
    ("eyrie", "warrior", 18, (3, 7, 11, 4, 3, 7, 6, 12)),
    ("alliance", "fox-base", 1, (12,)),
    ("alliance", "sympathy", 8, (12, 10, 6, 4, 8, 2, 11, 7)),
    ("alliance", "warrior", 8, (12, 10, 12, 6)),
    ("riverfolk", "warrior", 14, (10, 11, 12, 4, 6, 2, 10)),
    ("riverfolk", "fox-trade-post", 1, (6,)),
    ("riverfolk", "mouse-trade-post", 2, (2, 10)),
    ("riverfolk", "rabbit-trade-post", 2, (4, 11)),
)


def busy_game(map_name: str = "lake") -> GameState:
    state = new_game(map_name, FACTIONS, seed=5)
    clearings = set(state.topology.board.clearings)
    for faction, piece, count, spread in PLAN:
        spots = [c for c in spread if c in clearings]
        for n in range(count):
            where = spots[n % len(spots)]
            building = piece in ("sawmill", "workshop", "recruiter", "roost", "fox-base")
            if building and open_slots(state, where) < 1:
                continue
            state.apply([shift((faction, piece), SUPPLY, where, 1)])
    return state


def pieces_on_board(state: GameState) -> int:
    return sum(n for listed in state.board_pieces().values() for _, _, n in listed)


if __name__ == "__main__":
    game = busy_game(sys.argv[2] if len(sys.argv) > 2 else "lake")
    save_game(game, sys.argv[1])
    print(f"{sys.argv[1]}: {pieces_on_board(game)} pieces on the board")
