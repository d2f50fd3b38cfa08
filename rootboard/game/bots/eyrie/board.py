"""The Electric Eyrie's board (Law of Rootbotics, chapter 5), as the game keeps it in
``state.boards["eyrie"]`` at a seat the bot plays.

What it keeps: the Decree, a column per suit, the order cards added to it (5.4.3 [RDB]) with
the Loyal Viziers tucked into the bird column at setup (5.3.3 [RDB]) and, at Challenging and
Nightmare, a bird Ambush ([CR] Difficulty)::

    {"decree": {"fox": ["order", ...], "mouse": [...], "rabbit": [...], "bird": ["vizier", "vizier"]}}

What it drops from the Eyrie Dynasties' board: the leader and the deposed leaders (the bot has
none: its chapter has no 5.x for them), the resolved marks (its Decree is resolved whole, 5.5.1)
and the cards' names (an order card is kept by its suit: a bot has no hand, 'Poor Manual
Dexterity'). The roost track is her roosts in the supply, as for the Eyrie (5.3.4 [RDB]).
"""

from __future__ import annotations

from rootboard.game.kinds import SUITS
from rootboard.messages import Template

BIRD = "bird"
# The Decree's columns, left to right as resolved (5.5.1 [RDB] "from left to right"; the
# order [CR] models/eyrie.ts walks them: fox, mouse, rabbit ("bunny"), bird).
COLUMNS = (*SUITS, BIRD)
ORDER, VIZIER, AMBUSH = "order", "vizier", "ambush"  # what a Decree card is (Turmoil keeps viziers, [CR] Purge)
CARDS = (ORDER, VIZIER, AMBUSH)
# Each column as her steps name it (a message inside theirs, so each language says it its way).
COLUMN_WORDS = {
    "fox": Template("bot.eyrie.column.fox", "the fox column"),
    "mouse": Template("bot.eyrie.column.mouse", "the mouse column"),
    "rabbit": Template("bot.eyrie.column.rabbit", "the rabbit column"),
    "bird": Template("bot.eyrie.column.bird", "the bird column"),
}
VIZIERS = 2  # 5.3.3 [RDB]: 2 Loyal Viziers; Easy tucks only one ([CR] Difficulty)


def empty_board() -> dict:
    return {"decree": {c: [] for c in COLUMNS}}


def board_of(state, fid: str) -> dict:
    board = state.boards.get(fid)
    return board if board else empty_board()


def counts(board: dict) -> dict[str, int]:
    """Cards in each Decree column."""
    return {c: len(board["decree"][c]) for c in COLUMNS}


def longest(board: dict) -> str | None:
    """The column with the most cards, when one has more than every other; None on a tie
    ([CR] models/eyrie.ts: a tie for the most is no most; the extra hit of 5.5.1.III)."""
    found = counts(board)
    top = max(found.values())
    most = [c for c in COLUMNS if found[c] == top]
    return most[0] if top and len(most) == 1 else None


def problem(board) -> tuple[str, str] | None:
    """(element, what is wrong) for a bot's board that cannot be, or None."""
    if not isinstance(board, dict) or set(board) != {"decree"}:
        return "eyrie", "an object with only 'decree' (the Electric Eyrie keeps no leader)"
    decree = board["decree"]
    if not isinstance(decree, dict) or set(decree) != set(COLUMNS):
        return "eyrie.decree", f"the four columns {list(COLUMNS)}"
    for c in COLUMNS:
        if not isinstance(decree[c], list) or any(x not in CARDS for x in decree[c]):
            return f"eyrie.decree.{c}", f"a list of {list(CARDS)}"
        if c != BIRD and any(x != ORDER for x in decree[c]):
            return f"eyrie.decree.{c}", "only order cards: viziers and the Ambush are bird cards"
    if decree[BIRD].count(VIZIER) > VIZIERS:
        return "eyrie.decree.bird", f"at most {VIZIERS} Loyal Viziers"
    return None


def column_said(column: str):
    return COLUMN_WORDS[column]()
