"""Fan maps of any size for the tests and the benchmarks: a grid of clearings in the map
format (maps/README.md), not a board anyone plays, and never shipped as a map.

A grid of ``count`` clearings, as square as it goes, row by row. Neighbours in a row and in a
column are joined by paths, every seventh path closed (16.2.3.II: a closed-path marker is
drawn on it). With ``river`` (the default, once there are two rows), one row's clearings are
linked by a river instead of paths (2.3), its course running from the board's left edge
through their centres to the right edge, so a layout meets lanes, markers and banks alike.
With ``jitter``, each centre moves up to that many millimetres each way (the same for the
same ``seed``), so no two clearings' surroundings are quite alike.
"""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

SPACING = 100.0  # between neighbouring centres, millimetres (the printed boards: about 110)
RADIUS = 30.0  # as the printed clearings
MARGIN = 70.0  # from the outer centres to the board's edge
SUITS = ("fox", "mouse", "rabbit")


def grid_map(count: int, river: bool = True, name: str | None = None, jitter: float = 0.0, seed: int = 0) -> dict:
    """A map file's data for a grid of ``count`` clearings (see the module's docstring)."""
    if count < 1:
        raise ValueError("a map has at least one clearing")
    cols = math.ceil(math.sqrt(count))
    rows = math.ceil(count / cols)
    if not 0 <= jitter <= SPACING / 2 - RADIUS - 5:
        raise ValueError("so much jitter would let clearings touch, or paths cross")
    shake = random.Random(seed)
    cell = {}  # (row, col) -> clearing id
    clearings = []
    for i in range(count):
        row, col = divmod(i, cols)
        cell[row, col] = i + 1
        x = MARGIN + col * SPACING + round(shake.uniform(-jitter, jitter), 3)
        y = MARGIN + row * SPACING + round(shake.uniform(-jitter, jitter), 3)
        clearings.append({"id": i + 1, "centre": [x, y],
                          "radius": RADIUS, "suit": SUITS[i % 3], "slots": 1 + i % 3, "ruins": 0})
    river_row = rows // 2 if river and rows >= 2 and cols >= 2 else None
    width, height = 2 * MARGIN + (cols - 1) * SPACING, 2 * MARGIN + (rows - 1) * SPACING
    paths, links = [], []
    for (row, col), a in sorted(cell.items(), key=lambda item: item[1]):
        right, below = cell.get((row, col + 1)), cell.get((row + 1, col))
        if right is not None:
            (links if row == river_row else paths).append([a, right])
        if below is not None:
            paths.append([a, below])
    raw = {
        "format": "rootboard-map", "version": 1, "name": name or f"grid{count}",
        "title": f"Grid of {count} clearings",
        "board": {"outline": [[0, 0], [width, 0], [width, height], [0, height]]},
        "clearings": clearings,
        "paths": [{"between": p, **({"closed": True} if n % 7 == 6 else {})} for n, p in enumerate(paths)],
    }
    if river_row is not None:
        centres = [clearings[cell[river_row, col] - 1]["centre"] for col in range(cols) if (river_row, col) in cell]
        course = [[0.0, centres[0][1]], *centres, [width, centres[-1][1]]]
        if len(course) > 3:
            raw["rivers"] = [{"name": "river", "course": course, "links": links}]
    return raw


def write_grid_map(folder: Path, count: int, river: bool = True, jitter: float = 0.0, seed: int = 0) -> Path:
    """The grid map of ``count`` clearings written to ``folder/grid<count>.json``."""
    path = Path(folder) / f"grid{count}.json"
    path.write_text(json.dumps(grid_map(count, river, jitter=jitter, seed=seed)), encoding="utf-8")
    return path
