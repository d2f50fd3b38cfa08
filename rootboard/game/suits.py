"""Clearing suits at setup (16.1.1): printed, random markers, or balanced.

The suit markers are four of each suit for the twelve clearings (16.1.1). *Random* shuffles
them and deals one to each clearing. *Balanced* is a fan option the setup tools offer: random,
but no two clearings joined by a path share a suit. Which paths count: every printed path,
closed ones included, since their markers come off during play (16.2.3.III) and a layout
balanced only while they are on would not stay so.

Balanced layouts are derived from the map's paths, never typed in: all of them are
enumerated (at twelve clearings there are at most 34,650 ways to lay the markers, and the
path constraint prunes most of them early), then one is drawn uniformly. That is fairer
than a greedy solver's bias, and lets a map with no balanced layout say so.
"""

from __future__ import annotations

import random
from functools import lru_cache

from rootboard.board.mapfile import Board

SUITS = ("fox", "mouse", "rabbit")


def marker_counts(clearings: int) -> dict[str, int]:
    """How many markers of each suit: four each for the twelve clearings of every board
    (16.1.1); a fan map of another size gets them as even as they go, fox first."""
    base, extra = divmod(clearings, len(SUITS))
    return {suit: base + (1 if n < extra else 0) for n, suit in enumerate(SUITS)}


def markers(board: Board) -> list[str]:
    """The suit markers for ``board``, in a fixed order (shuffle them to deal)."""
    return [suit for suit, n in marker_counts(len(board.clearings)).items() for _ in range(n)]


def random_layout(board: Board, rng: random.Random) -> dict[int, str]:
    """Shuffle the markers and deal one to each clearing, in priority order (16.1.1)."""
    dealt = markers(board)
    rng.shuffle(dealt)
    return dict(zip(sorted(board.clearings), dealt))


def path_neighbours(board: Board) -> dict[int, frozenset[int]]:
    """Clearing -> the clearings a printed path joins it to, closed paths included."""
    found: dict[int, set[int]] = {cid: set() for cid in board.clearings}
    for path in board.paths:
        a, b = path.key
        found[a].add(b)
        found[b].add(a)
    return {cid: frozenset(n) for cid, n in found.items()}


def balanced_layouts(board: Board) -> list[dict[int, str]]:
    """Every balanced layout of ``board``'s markers, in a stable order."""
    return [dict(zip(sorted(board.clearings), suits)) for suits in _balanced(_key(board))]


def balanced_layout(board: Board, rng: random.Random) -> dict[int, str] | None:
    """One balanced layout drawn uniformly from all of them; None if the map has none."""
    layouts = _balanced(_key(board))
    if not layouts:
        return None
    return dict(zip(sorted(board.clearings), rng.choice(layouts)))


def is_balanced(board: Board, suits: dict[int, str]) -> bool:
    counts = marker_counts(len(board.clearings))
    if sorted(suits) != sorted(board.clearings) or any(list(suits.values()).count(s) != n for s, n in counts.items()):
        return False
    return all(suits[a] != suits[b] for a, b in (p.key for p in board.paths))


def _key(board: Board) -> tuple:
    """What a board's balanced layouts depend on: its clearings and its paths."""
    return tuple(sorted(board.clearings)), tuple(sorted(p.key for p in board.paths))


@lru_cache(maxsize=32)
def _balanced(key: tuple) -> tuple[tuple[str, ...], ...]:
    """All balanced suit tuples (in clearing order) for a board's clearings and paths."""
    clearings, paths = key
    neighbours: dict[int, set[int]] = {c: set() for c in clearings}
    for a, b in paths:
        neighbours[a].add(b)
        neighbours[b].add(a)
    left = marker_counts(len(clearings))
    # The most connected clearings first: their conflicts prune the search soonest.
    order = sorted(clearings, key=lambda c: (-len(neighbours[c]), c))
    chosen: dict[int, str] = {}
    found: list[tuple[str, ...]] = []

    def place(i: int) -> None:
        if i == len(order):
            found.append(tuple(chosen[c] for c in clearings))
            return
        cid = order[i]
        for suit in SUITS:
            if left[suit] and all(chosen.get(n) != suit for n in neighbours[cid]):
                chosen[cid] = suit
                left[suit] -= 1
                place(i + 1)
                left[suit] += 1
                del chosen[cid]

    place(0)
    return tuple(sorted(found))
