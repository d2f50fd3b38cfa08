"""The quiz's lights on the board: what a question asks about, the areas a player has picked,
and the explanation lit as the explorer lights it (each neighbour by its kind of link, dashed
where the link is no adjacency; the lanes of the paths between clearings).

Plain functions over the scene's items: the quiz panel says what to light, the scene draws it.
"""

from __future__ import annotations

from rootboard.board.topology import CLOSED_PATH, PATH, is_forest
from rootboard.quiz.question import Lit
from rootboard.ui.board.items import Mark
from rootboard.ui.board.scene import BoardScene

LANE_KINDS = (PATH, CLOSED_PATH)


def light(scene: BoardScene, lits: tuple[Lit, ...] | list[Lit], picked=(), lanes_too: bool = True) -> None:
    """Light ``lits`` (and ``picked``, the areas a player has chosen, as a legal drop glows);
    everything else goes dark. ``lanes_too``: the paths between them as well (an
    explanation's; while a question is asked, the lanes would half answer it)."""
    marks: dict = {}
    for lit in lits:
        marks.setdefault(lit.area, _mark(lit))
    for area in picked:
        if marks.get(area) is None or marks[area].role == "neighbour":
            marks[area] = Mark("drop")
    for key, item in scene.area_items.items():
        item.set_mark(marks.get(key))
    lanes = _lanes(scene, lits) if lanes_too else {}
    for key, item in scene.path_items.items():
        item.set_mark(lanes.get(key))


def _lanes(scene: BoardScene, lits) -> dict:
    """The paths to light: from the clearing asked about to each clearing neighbour by a path
    or closed path, and between a move's two ends when a path joins them."""
    lanes = {}
    chosen = [lit.area for lit in lits if lit.role == "selected" and _is_clearing(lit.area)]
    for lit in lits:
        if lit.role == "neighbour" and lit.kind in LANE_KINDS and _is_clearing(lit.area):
            for origin in chosen:
                lanes[tuple(sorted((origin, lit.area)))] = Mark("neighbour", lit.kind, lit.adjacent)
    partners = [lit.area for lit in lits if lit.role == "partner" and _is_clearing(lit.area)]
    for origin in chosen:
        for other in partners:
            key = tuple(sorted((origin, other)))
            if key in scene.path_items:
                item = scene.path_items[key]
                lanes.setdefault(key, Mark("neighbour", CLOSED_PATH if item.closed else PATH, not item.closed))
    return lanes


def _mark(lit: Lit) -> Mark:
    if lit.role in ("selected", "partner"):
        return Mark(lit.role)
    return Mark("neighbour", lit.kind or PATH, lit.adjacent)


def _is_clearing(area) -> bool:
    return isinstance(area, int) and not is_forest(area)
