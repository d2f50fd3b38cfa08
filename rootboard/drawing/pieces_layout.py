"""Where an area's pieces stand: a clearing's beside its disc, on a tray joined to its ring; a
forest's inside the forest, round its middle; never on water, a lane or the margin.

Two halves, so the window never waits for shapely:

- :func:`stack_spots` (once per board, with the rest of the layout, and cached with it): for
  every clearing, candidate spots on rings just outside its ruler's ring, nearest ring first
  and, along a ring, nearest the side facing the middle of the board first. A spot is kept
  only if a stack's whole footprint there (its icon and its "×5" badge) stays off the lake,
  off every path's lane and river's banks, off every clearing's disc and ring, off the
  closed-path markers, inside the board, and inside the clearing's own room: the part of
  the board nearer (by power distance) to it than to any other clearing, so two clearings'
  stacks can never touch.
- :func:`forest_spots` (likewise): for every forest, spots inside it where a stack's whole
  footprint stays inside the forest, off its lanes, rivers, the lake and every clearing's
  ring, nearest the forest's middle (its pole of inaccessibility) first.
- :func:`place_stacks` (pure Python, each time an area's pieces change): takes spots in that
  order, skipping any whose footprint would overlap a stack already placed or something the
  game put beside the clearing (the Tower, the Ferry). A clearing hemmed in by water and
  lanes (the Lake's middle) may hold more stacks than fit at full size: then its icons are
  drawn smaller (:data:`SCALES`), as players squeeze a crowded clearing's pieces together.
- :func:`piece_scales`: how large a board's pieces are drawn, the largest of :data:`BASES` at
  which every clearing still holds a crowd and every forest its stacks: boards with room
  (Autumn, Winter) draw them a quarter larger, so they read on a laptop's screen; hemmed-in
  ones keep the size that fits.

Everything is derived from the drawing's plain coordinates and the map's clearings: nothing
is typed in per map, and the same board always gets the same spots.
"""

from __future__ import annotations

import math
from typing import Any, Iterable, Iterator, Mapping, Sequence

from rootboard.board.mapfile import Clearing, ClearingId
from rootboard.drawing.model import (
    CLOSED_PATH_MARKER_SIZE, LANE_EDGE_WIDTH, PIECE_SIZE, RIVER_EDGE_WIDTH, RULER_RING_REACH, SCALES, STACK_FOOTPRINT,
    BoardDrawing, XY,
)

Circle = tuple[float, float, float]  # centre x, y and radius, board millimetres

RING_GAP = 1.0  # between the ruler's ring (with its halo) and the nearest icon
RING_STEP = 10.0  # between the rings of candidate spots
RINGS = 7
ARC_STEP = 4.0  # between candidate spots along a ring
CLEARANCE = 0.8  # between a footprint and the edge of water, a lane or a river's bank
SHORE_LINE = 1.5  # half the lake's pale shore line (ui.board.items.LakeItem)
ICON = STACK_FOOTPRINT[0][2]
# How much larger than PIECE_SIZE a board's pieces may be drawn, largest first: a board takes
# the largest at which every area still holds its crowd (piece_scales), so that pieces read
# at a laptop's size where the board has room for them (issue 23), and hemmed-in boards keep
# the size that fits.
BASES = (1.25, 1.12, 1.0)
CROWD = 9  # stacks a clearing must hold: six factions' warriors and three kinds of token, each with a count
FOREST_CROWD = 5  # stacks a forest must hold: two pawns and three kinds of relic, each with a count
TRAY_BRIDGE = PIECE_SIZE * 0.5  # the width of the tray's arm from a clearing's ring to a stack


def path_midpoint(line: Sequence[XY]) -> XY:
    """Halfway along a drawn path (centre to centre through its bends): where the pieces
    standing on that path are drawn (Highway Bandits, 16.4.3.V)."""
    lengths = [math.dist(a, b) for a, b in zip(line, line[1:])]
    half = sum(lengths) / 2
    for (a, b), length in zip(zip(line, line[1:]), lengths):
        if half <= length and length > 0:
            t = half / length
            return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
        half -= length
    return tuple(line[-1]) if line else (0.0, 0.0)


def drawn_river(part: Sequence[XY], steps: int = 12) -> list[XY]:
    """A river's course as the window draws it (ui.board.items.RiverItem): through its points'
    midpoints with quadratic curves, the printed points as their control points. The water a
    piece must keep off is this curve, which cuts the course's corners by several millimetres."""
    points = [tuple(p) for p in part]
    if len(points) < 3:
        return points
    line, start = [points[0]], points[0]
    for i in range(1, len(points) - 1):
        control = points[i]
        end = ((points[i][0] + points[i + 1][0]) / 2, (points[i][1] + points[i + 1][1]) / 2)
        for k in range(1, steps + 1):
            t = k / steps
            line.append(((1 - t) ** 2 * start[0] + 2 * (1 - t) * t * control[0] + t * t * end[0],
                         (1 - t) ** 2 * start[1] + 2 * (1 - t) * t * control[1] + t * t * end[1]))
        start = end
    line.append(points[-1])  # then straight on to the last point, as the window draws it
    return line


def first_ring(clearing: Clearing, scales: Sequence[float] = SCALES) -> float:
    """From a clearing's centre to the icons of its nearest ring of stacks."""
    return clearing.radius + RULER_RING_REACH + RING_GAP + ICON * scales[0]


def piece_scales(clearings: Mapping[ClearingId, Clearing], drawing: BoardDrawing):
    """The board's icon sizes and the spots laid out for them: the first of :data:`BASES` at
    which every clearing holds :data:`CROWD` stacks and every forest :data:`FOREST_CROWD`
    (each spot fitting every size), and :data:`SCALES` below it for a crowded clearing."""
    obstacles = board_obstacles(clearings, drawing)
    for base in BASES:
        scales = tuple(base * k for k in SCALES)
        last = base == BASES[-1]
        # A size is given up at the first area that refuses it: the rest need not be laid out.
        stacks = _laid_out(each_stack_spots(clearings, drawing, scales, obstacles), CROWD, scales, not last)
        if stacks is None:
            continue  # the forests need not be laid out for a size the clearings refuse
        forests = _laid_out(each_forest_spots(clearings, drawing, scales, obstacles), FOREST_CROWD, scales, not last)
        if forests is not None:
            return scales, stacks, forests
    raise AssertionError("unreachable: the last base is always taken")


def _laid_out(each: Iterable[tuple[Any, tuple[XY, ...]]], count: int, scales: Sequence[float],
              check: bool) -> dict | None:
    """Every area's spots, or None (with ``check``) at the first area where ``count`` stacks
    do not fit."""
    spots = {}
    for area, candidates in each:
        if check and not _fits(candidates, count, scales):
            return None
        spots[area] = candidates
    return spots


def _fits(candidates: Sequence[XY], count: int, scales: Sequence[float]) -> bool:
    return any(len(_greedy(candidates, [True] * count, (), scale)[0]) == count for scale in scales)


def board_obstacles(clearings: Mapping[ClearingId, Clearing], drawing: BoardDrawing, kind=None):
    """What stacks keep off on this board (:class:`~rootboard.drawing.obstacles.Obstacles`, or
    ``kind``, built from the same): the lanes, the rivers' banks (each course as printed and
    as drawn, its corners cut: a piece keeps off both), the lake, the clearings (in the order
    of their ids) and the closed-path markers."""
    from shapely.geometry import Polygon

    from rootboard.drawing.obstacles import Obstacles

    lanes = [line for line in drawing.paths.values() if len(line) > 1]
    banks = [line for river in drawing.rivers for part in river if len(part) > 1
             for line in (part, drawn_river(part))]
    lake = Polygon(drawing.lake.outline) if drawing.lake is not None else None
    ids = sorted(clearings)
    return (kind or Obstacles)(lanes, banks, lake, [clearings[c].centre for c in ids],
                               [clearings[c].radius for c in ids], list(drawing.closed_path_markers.values()))


def stack_spots(clearings: Mapping[ClearingId, Clearing], drawing: BoardDrawing,
                scales: Sequence[float] = SCALES, obstacles=None) -> dict[ClearingId, tuple[XY, ...]]:
    """Every clearing's candidate spots for stacks, best first (see the module's docstring).
    Each clearing is laid out against the obstacles near it only (``obstacles``, the
    board's by default: :func:`board_obstacles`), so a board's layout takes time in
    proportion to its clearings."""
    return dict(each_stack_spots(clearings, drawing, scales, obstacles))


def each_stack_spots(clearings: Mapping[ClearingId, Clearing], drawing: BoardDrawing,
                     scales: Sequence[float] = SCALES, obstacles=None) -> Iterator[tuple[ClearingId, tuple[XY, ...]]]:
    """:func:`stack_spots` clearing by clearing, in the order of their ids."""
    import numpy as np  # shapely and numpy load here, with the rest of the layout
    import shapely
    from shapely.geometry import Polygon

    obstacles = obstacles if obstacles is not None else board_obstacles(clearings, drawing)
    outline = Polygon(drawing.outline)
    ids = sorted(clearings)
    centres, radii, markers = obstacles.centres, obstacles.radii, obstacles.markers
    insides = {rho * k: outline.buffer(-(rho * k + CLEARANCE)) for k in scales for _, _, rho in STACK_FOOTPRINT}
    mx, my = (outline.bounds[0] + outline.bounds[2]) / 2, (outline.bounds[1] + outline.bounds[3]) / 2
    discs = {(dx * k, dy * k, rho * k) for k in scales for dx, dy, rho in STACK_FOOTPRINT}
    for index, cid in enumerate(ids):
        clearing = clearings[cid]
        cx, cy = clearing.centre
        xy = np.array(_candidates(clearing, math.atan2(my - cy, mx - cx), scales), dtype=float).reshape(-1, 2)
        keep = np.ones(len(xy), dtype=bool)
        start = clearing.radius + RULER_RING_REACH
        near = obstacles.around(*_bounds(xy, discs, (cx, cy), start), clearing=index)
        lanes, rivers, lake = near.lanes, near.rivers, near.lake
        a, r_a = centres[index], radii[index]
        b, r_b = centres[near.rivals], radii[near.rivals]
        towards = a[None, :] - b  # (n, 2)
        # Two clearings on one spot (a map check reports it) share no bisector: their room
        # is the disc test below alone.
        apart = np.hypot(towards[:, 0], towards[:, 1]) > 0
        for dx, dy, rho in discs:
            # Each test asks only the spots every test before it kept: the cheap ones first,
            # then shapely's distances, the dearest, for what is left.
            live = np.flatnonzero(keep)
            px, py = xy[live, 0] + dx, xy[live, 1] + dy
            ok = shapely.contains_xy(insides[rho], px, py)
            # off every disc and ruler's ring, this clearing's own included
            ok &= _clear_of_discs(px, py, centres[near.discs], radii[near.discs], rho)
            if len(near.markers):
                ok &= _clear_of_markers(px, py, markers[near.markers], rho)
            # inside this clearing's room: on its side of the power bisector with every other one
            if apart.any():
                power_gap = (2 * (px[:, None] * towards[None, :, 0] + py[:, None] * towards[None, :, 1])
                             + (b ** 2).sum(axis=1)[None, :] - (a ** 2).sum() - r_b[None, :] ** 2 + r_a ** 2)
                gap = power_gap[:, apart] / (2 * np.hypot(towards[apart, 0], towards[apart, 1]))[None, :]
                ok &= (gap >= rho).all(axis=1)
            px, py, live = px[ok], py[ok], live[ok]
            points = shapely.points(px, py)
            clear = np.ones(len(live), dtype=bool)
            if lake is not None:
                clear &= shapely.distance(lake, points) >= rho + SHORE_LINE + CLEARANCE
            if lanes is not None:
                clear &= shapely.distance(lanes, points) >= LANE_EDGE_WIDTH / 2 + rho + CLEARANCE
            if rivers is not None:
                clear &= shapely.distance(rivers, points) >= RIVER_EDGE_WIDTH / 2 + rho + CLEARANCE
            keep[:] = False
            keep[live[clear]] = True
        # The tray that joins a stack to its clearing (ui.board.pieces draws it) crosses no lane,
        # river or water either: from the ruler's ring to the stack, the stack reads as the
        # clearing's own (issue 23: never as a forest's, or on a river).
        ux, uy = xy[:, 0] - cx, xy[:, 1] - cy
        length = np.maximum(np.hypot(ux, uy), 1e-9)
        live = np.flatnonzero(keep)  # an arm matters only to a spot kept so far
        bridges = shapely.linestrings(np.stack([np.stack([cx + ux[live] / length[live] * start,
                                                          cy + uy[live] / length[live] * start], axis=1),
                                                xy[live]], axis=1))
        bridge = TRAY_BRIDGE * scales[0]  # the arm is drawn as wide as the icons are large
        clear = np.ones(len(live), dtype=bool)
        if lanes is not None:
            clear &= shapely.distance(lanes, bridges) >= LANE_EDGE_WIDTH / 2 + bridge / 2
        if rivers is not None:
            clear &= shapely.distance(rivers, bridges) >= RIVER_EDGE_WIDTH / 2 + bridge / 2
        if lake is not None:
            clear &= shapely.distance(lake, bridges) >= bridge / 2 + SHORE_LINE
        direct = np.zeros(len(xy), dtype=bool)
        direct[live[clear]] = True
        keep &= _joined(xy, length, direct, keep, PIECE_SIZE * scales[0])
        # Hundredths of a millimetre: far below a pixel, and a smaller cache.
        yield cid, tuple((round(float(x), 2), round(float(y), 2)) for x, y in xy[keep])


def _bounds(xy, discs, centre: XY, reach: float) -> tuple[float, float, float, float]:
    """The box holding every disc of a footprint at the spots ``xy`` (centres, radii aside)
    and the trays' arms from the ring of ``reach`` round ``centre``."""
    import numpy as np

    if len(xy):
        dxs, dys = [dx for dx, _, _ in discs] + [0.0], [dy for _, dy, _ in discs] + [0.0]
        x0, y0 = float(np.min(xy[:, 0])) + min(dxs), float(np.min(xy[:, 1])) + min(dys)
        x1, y1 = float(np.max(xy[:, 0])) + max(dxs), float(np.max(xy[:, 1])) + max(dys)
    else:
        x0, y0, x1, y1 = centre[0], centre[1], centre[0], centre[1]
    return (min(x0, centre[0] - reach), min(y0, centre[1] - reach),
            max(x1, centre[0] + reach), max(y1, centre[1] + reach))


def _clear_of_discs(px, py, centres, radii, rho):
    """Which points a disc of ``rho`` round them keeps clear of each clearing's disc and ring."""
    import numpy as np

    gaps = np.hypot(px[:, None] - centres[None, :, 0], py[:, None] - centres[None, :, 1])
    return (gaps >= radii[None, :] + RULER_RING_REACH + rho + CLEARANCE).all(axis=1)


def _clear_of_markers(px, py, markers, rho):
    """Which points a disc of ``rho`` round them keeps clear of each closed-path marker."""
    import numpy as np

    to_markers = np.hypot(px[:, None] - markers[None, :, 0], py[:, None] - markers[None, :, 1])
    return (to_markers >= CLOSED_PATH_MARKER_SIZE / 2 + rho).all(axis=1)


def _joined(xy, distance, direct, usable, width=PIECE_SIZE):
    """Which spots a tray reaches: those whose arm to the ring is clear (``direct``), then, ring by
    ring outwards, any usable spot within a piece's width of one reached on a nearer ring (the
    two plates touch; no lane or river fits between two spots that far apart, each clear of it)."""
    import numpy as np

    joined = direct.copy()
    rings = np.floor((distance - distance.min() + RING_STEP / 2) / RING_STEP).astype(int)
    for ring in range(1, int(rings.max(initial=0)) + 1):
        inner = np.flatnonzero(joined & (rings < ring))
        here = np.flatnonzero(usable & ~joined & (rings == ring))
        if len(inner) and len(here):
            gaps = np.hypot(xy[here, None, 0] - xy[None, inner, 0], xy[here, None, 1] - xy[None, inner, 1])
            joined[here[(gaps <= width).any(axis=1)]] = True
    return joined


def forest_spots(clearings: Mapping[ClearingId, Clearing], drawing: BoardDrawing,
                 scales: Sequence[float] = SCALES, obstacles=None) -> dict[str, tuple[XY, ...]]:
    """Every forest's candidate spots for stacks (pawns, relics), nearest its middle first: a
    stack's whole footprint stays inside the forest, off its lanes (its edges), off rivers
    that cross it (2.3: they divide nothing on most maps) and the lake, off every clearing's
    disc and ruler's ring and the closed-path markers, and on the board. Each forest is laid
    out against the obstacles near it only, as :func:`stack_spots`."""
    return dict(each_forest_spots(clearings, drawing, scales, obstacles))


def each_forest_spots(clearings: Mapping[ClearingId, Clearing], drawing: BoardDrawing,
                      scales: Sequence[float] = SCALES, obstacles=None) -> Iterator[tuple[str, tuple[XY, ...]]]:
    """:func:`forest_spots` forest by forest, in the drawing's order."""
    import numpy as np
    import shapely
    from shapely.geometry import Polygon
    from shapely.ops import polylabel

    obstacles = obstacles if obstacles is not None else board_obstacles(clearings, drawing)
    outline = Polygon(drawing.outline)
    centres, radii, markers = obstacles.centres, obstacles.radii, obstacles.markers
    discs = {(dx * k, dy * k, rho * k) for k in scales for dx, dy, rho in STACK_FOOTPRINT}
    on_board = {rho: outline.buffer(-(rho + CLEARANCE)) for _, _, rho in discs}
    for fid, forest in drawing.forests.items():
        polygon = Polygon(forest.shape[0], forest.shape[1:])
        inner = polygon.buffer(-(LANE_EDGE_WIDTH / 2 + CLEARANCE))
        if inner.is_empty:
            yield fid, ()
            continue
        middle = polylabel(max(getattr(inner, "geoms", [inner]), key=lambda g: g.area), tolerance=0.5)
        x0, y0, x1, y1 = polygon.bounds
        gx, gy = np.meshgrid(np.arange(x0, x1, ARC_STEP), np.arange(y0, y1, ARC_STEP * 0.866))
        gx = gx + (np.arange(gx.shape[0])[:, None] % 2) * ARC_STEP / 2  # a hex grid
        xy = np.stack([gx.ravel(), gy.ravel()], axis=1)
        keep = shapely.contains_xy(polygon, xy[:, 0], xy[:, 1])
        xy = xy[keep]
        keep = np.ones(len(xy), dtype=bool)
        near = obstacles.around(*_bounds(xy, discs, polygon.centroid.coords[0], 0.0))
        rivers, lake = near.rivers, near.lake
        inside = {rho: polygon.buffer(-(LANE_EDGE_WIDTH / 2 + rho + CLEARANCE)) for _, _, rho in discs}
        for dx, dy, rho in discs:  # shapely's distances last, for the spots the rest kept (stack_spots)
            live = np.flatnonzero(keep)
            px, py = xy[live, 0] + dx, xy[live, 1] + dy
            ok = shapely.contains_xy(inside[rho], px, py)
            ok &= shapely.contains_xy(on_board[rho], px, py)
            ok &= _clear_of_discs(px, py, centres[near.discs], radii[near.discs], rho)
            if len(near.markers):
                ok &= _clear_of_markers(px, py, markers[near.markers], rho)
            px, py, live = px[ok], py[ok], live[ok]
            points = shapely.points(px, py)
            clear = np.ones(len(live), dtype=bool)
            if rivers is not None:
                clear &= shapely.distance(rivers, points) >= RIVER_EDGE_WIDTH / 2 + rho + CLEARANCE
            if lake is not None:
                clear &= shapely.distance(lake, points) >= rho + SHORE_LINE + CLEARANCE
            keep[:] = False
            keep[live[clear]] = True
        xy = xy[keep]
        order = np.argsort(np.hypot(xy[:, 0] - middle.x, xy[:, 1] - middle.y), kind="stable")
        yield fid, tuple((round(float(x), 2), round(float(y), 2)) for x, y in xy[order])


def _candidates(clearing: Clearing, facing: float, scales: Sequence[float] = SCALES) -> list[XY]:
    """Spots on rings around the clearing: nearest ring first; along a ring, from ``facing``
    (radians, y down) outwards, alternating sides, so a few stacks stand towards the board's
    middle, where there is room, and any number spread evenly round."""
    cx, cy = clearing.centre
    spots = []
    for ring in range(RINGS):
        distance = first_ring(clearing, scales) + ring * RING_STEP
        step = ARC_STEP / distance
        half_turn = int(math.pi / step)
        for k in range(2 * half_turn):
            angle = facing + ((k + 1) // 2) * step * (1 if k % 2 else -1)
            spots.append((cx + distance * math.cos(angle), cy + distance * math.sin(angle)))
    return spots


# --- placing stacks, each time an area's pieces change (pure Python) ---------------------------
def footprint(spot: XY, badge: bool, scale: float = 1.0) -> tuple[Circle, ...]:
    """The discs a stack covers at ``spot``: its icon, and its count badge if it shows one."""
    x, y = spot
    discs = STACK_FOOTPRINT if badge else STACK_FOOTPRINT[:1]
    return tuple((x + dx * scale, y + dy * scale, rho * scale) for dx, dy, rho in discs)


def overlaps(a: Iterable[Circle], b: Iterable[Circle], gap: float = 0.0) -> bool:
    b = tuple(b)
    return any(math.hypot(ax - bx, ay - by) < ar + br + gap for ax, ay, ar in a for bx, by, br in b)


def place_stacks(candidates: Sequence[XY], badges: Sequence[bool], keep_clear: Iterable[Circle] = (),
                 fallback: Clearing | None = None, scales: Sequence[float] = SCALES) -> tuple[list[XY], float]:
    """One spot per stack (``badges[i]``: whether stack ``i`` shows a count) and the icons'
    scale: the spots are taken from ``candidates`` in order, each clear of the stacks placed
    before it and of ``keep_clear``, at the largest of ``scales`` (the board's: BoardDrawing's
    piece_scales) where every stack fits.

    A clearing with more stacks than room even then (never on the shipped maps, see the
    tests) still shows every stack: the rest take the unused candidates in order,
    overlapping, or with no candidates at all, a ring round ``fallback``.
    """
    keep_clear = tuple(keep_clear)
    for scale in scales:
        chosen, used = _greedy(candidates, badges, keep_clear, scale)
        if len(chosen) == len(badges):
            return [chosen[i] for i in range(len(badges))], scale
    spare = [spot for i, spot in enumerate(candidates) if i not in used]
    if not spare and fallback is not None:
        spare = _fallback_ring(fallback, len(badges) - len(chosen), scales)
    for n, stack in enumerate(i for i in range(len(badges)) if i not in chosen):
        chosen[stack] = spare[n % len(spare)] if spare else (0.0, 0.0)
    return [chosen[i] for i in range(len(badges))], scale


def _greedy(candidates: Sequence[XY], badges: Sequence[bool], keep_clear: tuple[Circle, ...],
            scale: float) -> tuple[dict[int, XY], set[int]]:
    chosen: dict[int, XY] = {}
    used: set[int] = set()
    taken: list[tuple[Circle, ...]] = []
    stack = 0
    for i, spot in enumerate(candidates):
        if stack == len(badges):
            break
        covers = footprint(spot, badges[stack], scale)
        if overlaps(covers, keep_clear) or any(overlaps(covers, other) for other in taken):
            continue
        chosen[stack] = spot
        taken.append(covers)
        used.add(i)
        stack += 1
    return chosen, used


def _fallback_ring(clearing: Clearing, count: int, scales: Sequence[float] = SCALES) -> list[XY]:
    cx, cy = clearing.centre
    distance = first_ring(clearing, scales)
    return [(cx + distance * math.cos(2 * math.pi * k / count), cy + distance * math.sin(2 * math.pi * k / count))
            for k in range(count)]
