"""Why two areas are (or are not) adjacent, as messages that cite the Law.

The adjacency explorer shows these messages; nothing here decides adjacency. Every
answer is read from :class:`~rootboard.board.topology.Topology` (its links carry the kind
and the Law section), so the words can never disagree with the graph. This module is
pure Python and never imports Qt.
"""

from __future__ import annotations

from dataclasses import dataclass

from rootboard.board.terms import area_name  # noqa: F401  (re-exported)
from rootboard.board.topology import (
    CLOSED_PATH,
    LAKE,
    LAKE_SHORE,
    PATH,
    RIVER,
    TOUCHES,
    AreaId,
    Link,
    Topology,
    area_sort_key,
    is_forest,
)
from rootboard.errors import BadInput
from rootboard.messages import Message, Template

# Kinds of Explanation beyond the link kinds of the topology.
SAME = "same"  # an area and itself
UNLINKED = "unlinked"  # no link of any kind
ACROSS_LAKE = "across_lake"  # two coastal forests facing each other over open water

# Sections cited when two areas have no link at all.
SECTION_NO_PATH = "2.2.1"  # clearings are adjacent only along a path
SECTION_FOREST = "2.4.1"  # forest adjacency
SECTION_OPEN_LAKE = "16.2.2.II"  # the lake divides forests; 16.6.2: "except on the lake"
SECTION_SLIP = "9.4.2"  # the Vagabond's Slip
SECTION_MOVE = "9.5.1"  # the Vagabond's Daylight Move

# Adjacent links first, then by how a player would look for them.
KIND_ORDER = (PATH, TOUCHES, LAKE_SHORE, CLOSED_PATH, RIVER, LAKE)


@dataclass(frozen=True)
class Explanation:
    """One relationship of ``area`` to ``neighbour``, as the explorer shows it."""

    area: AreaId
    neighbour: AreaId
    kind: str  # a topology link kind, or SAME / UNLINKED / ACROSS_LAKE
    adjacent: bool
    section: str
    message: Message


# What the explorer says: "{other}: {reason}", the reason composed of the templates below.
NEIGHBOUR = Template("explain.neighbour", "{other:area}: {reason}")
PAIR = Template("explain.pair", "{a:area} and {b:area}: {reason}")
SAME_AREA = Template("explain.same", "{area:area}: the same area")
ADJACENT_BECAUSE = Template("explain.adjacent", "adjacent: {reason}")
NOT_ADJACENT_BECAUSE = Template("explain.not-adjacent", "not adjacent: {reason}")
SLIP_REACH = Template("explain.slip-reach", "{other:area}: Slip, {reason}; {move}")
MOVE_TOO = Template("explain.move-too", "also by Move")
MOVE_NO_FOREST = Template("explain.move-no-forest", "Move cannot enter a forest")
# Reasons, one per kind of link (clearing to clearing, forest to forest) or its absence.
TOUCHES_CLEARING = Template("explain.touches-clearing", "touches {clearing:area} without crossing a path")
TOUCHES_FOREST = Template("explain.touches-forest", "touches {forest:area} without crossing a path")
BY_PATH = Template("explain.path", "joined by a path")
BY_CLOSED_PATH = Template("explain.closed-path", "joined by a closed path, not adjacent until its marker is removed")
BY_RIVER = Template("explain.river", "linked by a river, which is not a path")
BY_LAKE = Template("explain.lake", "across the lake, which counts as a river; the Ferry can carry pieces over")
PAST_PATH = Template("explain.past-path", "on the other side of one path")
PAST_PATH_BETWEEN = Template("explain.past-path-between", "on the other side of one path between {x} and {y}")
PAST_CLOSED = Template("explain.past-closed-path", "on the other side of a closed path; it still divides forests, "
                       "so adjacent")
PAST_CLOSED_BETWEEN = Template("explain.past-closed-path-between", "on the other side of a closed path between {x} "
                               "and {y}; it still divides forests, so adjacent")
PAST_RIVER = Template("explain.past-river", "on the other side of the river, which divides forests here like a path")
PAST_RIVER_BETWEEN = Template("explain.past-river-between", "on the other side of the river between {x} and {y}, "
                              "which divides forests here like a path")
PAST_RIVER_NOT = Template("explain.past-river-not", "on the other side of the river, which divides forests here; "
                          "not adjacent by this map's reading")
PAST_RIVER_NOT_BETWEEN = Template("explain.past-river-not-between", "on the other side of the river between {x} and "
                                  "{y}, which divides forests here; not adjacent by this map's reading")
SHORE = Template("explain.lake-shore", "neighbouring coastal forests, one coastal clearing ({via}) apart")
NO_PATH = Template("explain.no-path", "no path joins them")
NOT_TOUCHING = Template("explain.not-touching", "{clearing:area} does not touch {forest:area}")
OPEN_LAKE = Template("explain.open-lake", "separated by open lake")
PATHS_BETWEEN = Template("explain.paths-between", "more than one path lies between them")
NO_SUCH_AREA = Template("input.no-such-area", "{map:map} has no area {area!r}")

# The reasons that already say whether the areas are adjacent (the rest get it said up front).
SAY_ADJACENCY = {BY_CLOSED_PATH.id, PAST_CLOSED.id, PAST_CLOSED_BETWEEN.id, PAST_RIVER_NOT.id,
                 PAST_RIVER_NOT_BETWEEN.id}


def explain_neighbours(topology: Topology, area: AreaId) -> list[Explanation]:
    """Every area linked to ``area``, one entry per link, adjacent ones first.

    Links that are not adjacency (rivers, the lake, closed paths) are listed too, marked
    ``adjacent=False``, because those are exactly what players get wrong.
    """
    _require(topology, area)
    found = [_explain_link(topology, area, link) for link in topology.links_of(area)]
    return sorted(found, key=lambda e: (not e.adjacent, is_forest(e.neighbour), KIND_ORDER.index(e.kind),
                                        area_sort_key(e.neighbour)))


def relation(topology: Topology, a: AreaId, b: AreaId) -> Explanation:
    """How ``a`` and ``b`` relate: the adjacency if any, else the closest link, else why not."""
    _require(topology, a)
    _require(topology, b)
    if a == b:
        return Explanation(a, b, SAME, False, "", SAME_AREA(area=a))
    links = topology.links_between(a, b)
    if links:
        best = min(links, key=lambda l: (not l.adjacent, KIND_ORDER.index(l.kind)))
        reason = _verdict(best, _reason(topology, a, best), always=True)
        return Explanation(a, b, best.kind, best.adjacent, best.section,
                           PAIR(best.section, *reason.sections, a=a, b=b, reason=reason))
    kind, section, reason = _why_unlinked(topology, a, b)
    return Explanation(a, b, kind, False, section, PAIR(section, a=a, b=b, reason=NOT_ADJACENT_BECAUSE(reason=reason)))


def vagabond_reach(topology: Topology, area: AreaId) -> list[Explanation]:
    """Where a Vagabond in ``area`` could Slip to on the printed board (9.4.2).

    Slip goes to any adjacent clearing or forest; adjacency is the topology's, so a closed
    path blocks clearing to clearing but not forest to forest (16.2.3.II). Each message
    also says whether his Daylight Move (9.5.1) reaches the same place: never a forest.
    """
    _require(topology, area)
    reach = []
    for e in explain_neighbours(topology, area):
        if not e.adjacent:
            continue
        move = MOVE_NO_FOREST() if is_forest(e.neighbour) else MOVE_TOO()
        sections = dict.fromkeys((SECTION_SLIP, *e.message.sections, SECTION_MOVE))
        reach.append(Explanation(area, e.neighbour, e.kind, True, SECTION_SLIP,
                                 SLIP_REACH(*sections, other=e.neighbour, reason=e.message.params["reason"],
                                            move=move)))
    return reach


# --- messages -------------------------------------------------------------------------

def _explain_link(topology: Topology, area: AreaId, link: Link) -> Explanation:
    other = link.other(area)
    reason = _verdict(link, _reason(topology, area, link))
    message = NEIGHBOUR(*dict.fromkeys((link.section, *reason.sections)), other=other, reason=reason)
    return Explanation(area, other, link.kind, link.adjacent, link.section, message)


def _reason(topology: Topology, area: AreaId, link: Link) -> Message:
    """Why ``link`` joins ``area`` to its other end; its sections are those it cites beyond the link's."""
    other = link.other(area)
    kind = link.kind
    if kind == TOUCHES:
        forest, clearing = (area, other) if is_forest(area) else (other, area)
        return TOUCHES_CLEARING(clearing=clearing) if not is_forest(area) else TOUCHES_FOREST(forest=forest)
    if not is_forest(area):  # clearing to clearing
        return {
            PATH: BY_PATH,
            CLOSED_PATH: BY_CLOSED_PATH,
            RIVER: BY_RIVER,
            LAKE: lambda: BY_LAKE("16.2.2.V"),
        }[kind]()
    between = {} if link.divider is None else dict(zip("xy", link.divider))
    if kind == PATH:
        return PAST_PATH_BETWEEN(**between) if between else PAST_PATH()
    if kind == CLOSED_PATH:
        return PAST_CLOSED_BETWEEN(**between) if between else PAST_CLOSED()
    if kind == RIVER:
        if link.adjacent:
            return PAST_RIVER_BETWEEN(**between) if between else PAST_RIVER()
        return PAST_RIVER_NOT_BETWEEN(**between) if between else PAST_RIVER_NOT()
    if kind == LAKE_SHORE:
        return SHORE(via=link.via)
    raise ValueError(f"unknown link kind {kind!r} between {link.a} and {link.b}")


def _verdict(link: Link, reason: Message, always: bool = False) -> Message:
    """Say "not adjacent" up front unless the reason already says so; "adjacent" if asked."""
    if reason.id in SAY_ADJACENCY:
        return reason
    if not link.adjacent:
        return NOT_ADJACENT_BECAUSE(*reason.sections, reason=reason)
    return ADJACENT_BECAUSE(*reason.sections, reason=reason) if always else reason


def _why_unlinked(topology: Topology, a: AreaId, b: AreaId) -> tuple[str, str, Message]:
    if not is_forest(a) and not is_forest(b):
        return UNLINKED, SECTION_NO_PATH, NO_PATH()
    if is_forest(a) != is_forest(b):
        forest, clearing = (a, b) if is_forest(a) else (b, a)
        return UNLINKED, SECTION_FOREST, NOT_TOUCHING(clearing=clearing, forest=forest)
    fa, fb = topology.forests[a], topology.forests[b]
    if topology.board.lake is not None and fa.coastal and fb.coastal:
        import shapely  # only this question needs geometry beyond the topology's links

        # The straight way from one shore to the other runs over water.
        lake = topology.shapes.lake
        gap = shapely.shortest_line(fa.polygon, fb.polygon)
        if gap.length > 0 and gap.intersection(lake).length > 0.5 * gap.length:
            return ACROSS_LAKE, SECTION_OPEN_LAKE, OPEN_LAKE()
    return UNLINKED, SECTION_FOREST, PATHS_BETWEEN()


def _require(topology: Topology, area: AreaId) -> None:
    if not topology.has_area(area):
        raise BadInput(NO_SUCH_AREA(map=topology.board.title, area=area))
