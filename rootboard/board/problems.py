"""Geometry that reads but looks wrong: the problems `rootboard check` reports.

A map with problems still loads (like shapely's invalid geometries), so a map maker can
see it drawn while fixing it; each problem names the element at fault. Both are Messages,
said in the run's language; the file's own keys ("lake", "ferry.start") and a river's name
stay as they are.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from shapely.geometry import LineString, Point

from rootboard.board.mapfile import Board
from rootboard.board.shapes import BoardShapes
from rootboard.messages import Message, Template, render

# Lines may end inside the discs they join; elsewhere they must keep this far from other
# discs and from each other (mm), or the drawn board would show them touching.
CLEARANCE = 0.5
# How far a line may run alongside itself (mm) at a bend before it has doubled back.
DOUBLED_BACK = 4 * CLEARANCE


# The elements at fault, in words.
CLEARING = Template("problem.clearing", "clearing {clearing}")
CLEARINGS = Template("problem.clearings", "clearings {a} and {b}")
PATH = Template("problem.path", "path {a}-{b}")
TWO_PATHS = Template("problem.two-paths", "{first} and {second}")
RIVER = Template("problem.river", "river '{river}'")
RIVER_LINK = Template("problem.river-link", "river '{river}' link {a}-{b}")
# What is wrong with them.
OVERLAP = Template("problem.overlap", "overlap")
OFF_BOARD = Template("problem.off-board", "lies (partly) outside the board outline")
PATH_THROUGH = Template("problem.path-through", "passes through clearing {clearing}, which it does not join")
RIVER_THROUGH = Template("problem.river-through", "passes through clearing {clearing}, which it does not link")
DOUBLES_BACK = Template("problem.doubles-back", "doubles back on itself ({mm} mm of it runs over itself)")
CROSSES_ITSELF = Template("problem.crosses-itself", "crosses itself")
CROSS = Template("problem.cross", "cross each other")
UNREACHED = Template("problem.unreached", "no path reaches it")
ACROSS_LAKE = Template("problem.across-lake", "runs across the lake")
FERRY_OFF_SHORE = Template("problem.ferry-off-shore", "clearing {clearing} is not on the lake shore")
NO_COAST = Template("problem.no-coast", "touches no clearing, so it has no coast")
RIVER_MISSES = Template("problem.river-misses", "its course does not reach clearing {clearing}")


@dataclass(frozen=True)
class Problem:
    element: Message | str  # a str: the file's own key ("lake", "ferry.start")
    message: Message

    def describe(self, lang: str | None = None) -> str:
        element = render(self.element, lang) if isinstance(self.element, Message) else self.element
        return f"{element}: {render(self.message, lang)}"

    def __str__(self) -> str:
        return self.describe()


def find_problems(board: Board, shapes: BoardShapes | None = None) -> list[Problem]:
    shapes = shapes or BoardShapes(board)
    problems: list[Problem] = []
    problems += _overlapping_clearings(board, shapes)
    problems += _clearings_off_board(board, shapes)
    problems += _lines_through_clearings(board, shapes)
    problems += _lines_over_themselves(board, shapes)
    problems += _crossing_paths(board, shapes)
    problems += _unreached_clearings(board)
    problems += _lake_problems(board, shapes)
    problems += _river_links(board, shapes)
    return problems


def _overlapping_clearings(board: Board, shapes: BoardShapes) -> list[Problem]:
    found = []
    for a, b in combinations(board.clearings, 2):
        if shapes.discs[a].intersects(shapes.discs[b]):
            found.append(Problem(CLEARINGS(a=a, b=b), OVERLAP()))
    return found


def _clearings_off_board(board: Board, shapes: BoardShapes) -> list[Problem]:
    return [
        Problem(CLEARING(clearing=cid), OFF_BOARD())
        for cid, disc in shapes.discs.items()
        if not shapes.outline.buffer(CLEARANCE).contains(disc)
    ]


def _lines_through_clearings(board: Board, shapes: BoardShapes) -> list[Problem]:
    found = []
    for path in board.paths:
        line = shapes.path_lines[path.key]
        for cid, disc in shapes.discs.items():
            if cid not in path.between and line.distance(disc) < CLEARANCE:
                found.append(Problem(_path_name(path.key), PATH_THROUGH(clearing=cid)))
    for river in board.rivers:
        linked = {c for link in river.links for c in link}
        line = shapes.river_line(river)
        for cid, disc in shapes.discs.items():
            if cid not in linked and line.intersects(disc):
                found.append(Problem(RIVER(river=river.name), RIVER_THROUGH(clearing=cid)))
    return found


def _lines_over_themselves(board: Board, shapes: BoardShapes) -> list[Problem]:
    """A path or river whose bends take it back over itself: drawn, it looks like one line
    where it is two (or a loop where there is none), and the forests it encloses are
    nothing a player could see on the board (2.4)."""
    found = []
    for path in board.paths:
        why = _over_itself(shapes.path_lines[path.key])
        if why:
            found.append(Problem(_path_name(path.key), why))
    for river in board.rivers:
        why = _over_itself(shapes.river_line(river))
        if why:
            found.append(Problem(RIVER(river=river.name), why))
    return found


def _over_itself(line: LineString) -> Message | None:
    """What is wrong with a line that comes back within CLEARANCE of itself, or nothing.

    Traced lines are never exactly collinear, so this is measured with the clearance, not
    with shapely's exact is_simple: for every two stretches of the line, how much of one
    runs within CLEARANCE of the other. Two consecutive stretches always do so for a little
    where they meet; more than DOUBLED_BACK of it means a turn of more than about 165
    degrees, which is no bend but the line going back the way it came.
    """
    points = list(line.coords)
    stretches = [LineString(pair) for pair in zip(points, points[1:]) if pair[0] != pair[1]]
    worst = 0.0
    crossed = False
    for i, a in enumerate(stretches):
        near_a = a.buffer(CLEARANCE)
        for j in range(i + 1, len(stretches)):
            b = stretches[j]
            if b.distance(a) >= CLEARANCE:
                continue
            alongside = b.intersection(near_a).length
            if j > i + 1 or alongside > DOUBLED_BACK:
                worst = max(worst, alongside)
                crossed = True
    if worst > DOUBLED_BACK:
        return DOUBLES_BACK(mm=f"{worst:.1f}")
    return CROSSES_ITSELF() if crossed else None


def _crossing_paths(board: Board, shapes: BoardShapes) -> list[Problem]:
    found = []
    for p, q in combinations(board.paths, 2):
        meeting = shapes.path_lines[p.key].intersection(shapes.path_lines[q.key])
        if meeting.is_empty:
            continue
        # Paths that share a clearing meet at its centre; that is not a crossing.
        shared = set(p.between) & set(q.between)
        allowed = shapes.all_discs if not shared else shapes.discs[shared.pop()]
        if not meeting.difference(allowed).is_empty:
            found.append(Problem(TWO_PATHS(first=_path_name(p.key), second=_path_name(q.key)), CROSS()))
    return found


def _unreached_clearings(board: Board) -> list[Problem]:
    if len(board.clearings) < 2:
        return []
    reached = {c for p in board.paths for c in p.between}
    return [Problem(CLEARING(clearing=cid), UNREACHED()) for cid in board.clearings if cid not in reached]


def _lake_problems(board: Board, shapes: BoardShapes) -> list[Problem]:
    lake = shapes.lake
    if lake is None:
        return []
    found = []
    if not shapes.outline.buffer(CLEARANCE).contains(lake):
        found.append(Problem("lake", OFF_BOARD()))
    for path in board.paths:
        crossing = shapes.path_lines[path.key].intersection(lake).difference(shapes.all_discs)
        if crossing.length > 0:
            found.append(Problem(_path_name(path.key), ACROSS_LAKE()))
    if board.ferry_start is not None and not shapes.discs[board.ferry_start].intersects(lake):
        found.append(Problem("ferry.start", FERRY_OFF_SHORE(clearing=board.ferry_start)))
    if not any(d.intersects(lake) for d in shapes.discs.values()):
        found.append(Problem("lake", NO_COAST()))
    return found


def _river_links(board: Board, shapes: BoardShapes) -> list[Problem]:
    found = []
    for river in board.rivers:
        line = shapes.river_line(river)
        for a, b in river.links:
            for cid in (a, b):
                if line.distance(Point(board.clearings[cid].centre)) > board.clearings[cid].radius:
                    found.append(Problem(RIVER_LINK(river=river.name, a=a, b=b), RIVER_MISSES(clearing=cid)))
    return found


def _path_name(key: tuple[int, int]) -> Message:
    return PATH(a=key[0], b=key[1])
