"""Suit layouts at setup (16.1.1): random markers and balanced layouts, on every map.

The balanced layouts are checked against an independent brute force written here: every
way to lay the markers (choose the fox clearings, then the mouse ones), kept when no printed
path joins two clearings of one suit. Nothing about any map is typed in.
"""

from __future__ import annotations

import random
from rootboard.records import replace
from itertools import combinations

import pytest

from rootboard.board.catalog import load_board, shipped_maps
from rootboard.board.mapfile import Board
from rootboard.board.mapfile import Path as MapPath
from rootboard.game import suits

MAPS = sorted(shipped_maps())


def brute_force(board: Board) -> set[tuple[tuple[int, str], ...]]:
    clearings = sorted(board.clearings)
    counts = suits.marker_counts(len(clearings))
    found = set()
    for fox in combinations(clearings, counts["fox"]):
        rest = [c for c in clearings if c not in fox]
        for mouse in combinations(rest, counts["mouse"]):
            layout = {c: "fox" if c in fox else "mouse" if c in mouse else "rabbit" for c in clearings}
            if all(layout[p.key[0]] != layout[p.key[1]] for p in board.paths):
                found.add(tuple(sorted(layout.items())))
    return found


@pytest.mark.parametrize("name", MAPS)
def test_balanced_layouts_are_exactly_the_brute_force_ones(name):
    board = load_board(name)
    layouts = suits.balanced_layouts(board)
    assert layouts, f"{name} has no balanced layout"
    assert {tuple(sorted(l.items())) for l in layouts} == brute_force(board)
    assert len({tuple(sorted(l.items())) for l in layouts}) == len(layouts)  # none twice
    assert all(suits.is_balanced(board, l) for l in layouts)


@pytest.mark.parametrize("name", MAPS)
def test_every_balanced_layout_can_be_drawn(name):
    board = load_board(name)
    every = {tuple(sorted(l.items())) for l in suits.balanced_layouts(board)}
    rng = random.Random(7)
    drawn = {tuple(sorted(suits.balanced_layout(board, rng).items())) for _ in range(30 * len(every))}
    assert drawn == every


@pytest.mark.parametrize("name", MAPS)
def test_random_markers_are_four_of_each_suit_one_per_clearing(name):
    board = load_board(name)
    layout = suits.random_layout(board, random.Random(3))
    assert sorted(layout) == sorted(board.clearings)
    assert {s: list(layout.values()).count(s) for s in suits.SUITS} == suits.marker_counts(len(board.clearings))
    assert sum(suits.marker_counts(len(board.clearings)).values()) == len(board.clearings)


def test_a_seed_reproduces_a_layout():
    board = load_board("winter")
    assert suits.balanced_layout(board, random.Random(11)) == suits.balanced_layout(board, random.Random(11))
    assert suits.random_layout(board, random.Random(11)) == suits.random_layout(board, random.Random(11))


def test_a_map_with_no_balanced_layout_says_so():
    """Four clearings all joined to each other cannot take three suits with no neighbours
    alike: built from a shipped map's own clearings, joined all to all."""
    board = load_board("autumn")
    four = sorted(board.clearings)[:4]
    clique = replace(board, clearings={c: board.clearings[c] for c in four},
                     paths=tuple(MapPath((a, b)) for a, b in combinations(four, 2)))
    assert suits.balanced_layouts(clique) == []
    assert suits.balanced_layout(clique, random.Random(1)) is None


def test_closed_paths_count():
    """On the Mountain a layout balanced over the open paths alone may pair suits across a
    closed path; balanced layouts never do, since markers come off in play (16.2.3.III)."""
    board = load_board("mountain")
    open_only = replace(board, paths=tuple(p for p in board.paths if not p.closed))
    assert board.closed_paths
    assert len(suits.balanced_layouts(open_only)) > len(suits.balanced_layouts(board))
    for layout in suits.balanced_layouts(board):
        assert all(layout[p.key[0]] != layout[p.key[1]] for p in board.closed_paths)
