"""Why two areas are (or are not) adjacent, in words that cite the Law.

The adjacency explorer shows these sentences; nothing here decides adjacency. Every
answer is read from :class:`~rootboard.board.topology.Topology` (its links carry the kind
and the Law section), so the words can never disagree with the graph. This module is
pure Python and never imports Qt.
"""

from __future__ import annotations

from dataclasses import dataclass

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
    sentence: str


def area_name(area: AreaId) -> str:
    return f"forest {area}" if is_forest(area) else f"clearing {area}"


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
        return Explanation(a, b, SAME, False, "", f"{area_name(a)}: the same area")
    links = topology.links_between(a, b)
    if links:
        best = min(links, key=lambda l: (not l.adjacent, KIND_ORDER.index(l.kind)))
        reason = _verdict(best, _reason(topology, a, best), always=True)
        return Explanation(a, b, best.kind, best.adjacent, best.section,
                           f"{area_name(a)} and {area_name(b)}: {reason} ({best.section})")
    kind, section, reason = _why_unlinked(topology, a, b)
    return Explanation(a, b, kind, False, section,
                       f"{area_name(a)} and {area_name(b)}: not adjacent: {reason} ({section})")


def vagabond_reach(topology: Topology, area: AreaId) -> list[Explanation]:
    """Where a Vagabond in ``area`` could Slip to on the printed board (9.4.2).

    Slip goes to any adjacent clearing or forest; adjacency is the topology's, so a closed
    path blocks clearing to clearing but not forest to forest (16.2.3.II). Each sentence
    also says whether his Daylight Move (9.5.1) reaches the same place: never a forest.
    """
    _require(topology, area)
    reach = []
    for e in explain_neighbours(topology, area):
        if not e.adjacent:
            continue
        if is_forest(e.neighbour):
            move = f"Move cannot enter a forest ({SECTION_MOVE})"
        else:
            move = f"also by Move ({SECTION_MOVE})"
        reach.append(Explanation(area, e.neighbour, e.kind, True, SECTION_SLIP,
                                 f"{area_name(e.neighbour)}: Slip ({SECTION_SLIP}), {_lower_reason(e)}; {move}"))
    return reach


# --- sentences ------------------------------------------------------------------------

def _explain_link(topology: Topology, area: AreaId, link: Link) -> Explanation:
    other = link.other(area)
    sentence = f"{area_name(other)}: {_verdict(link, _reason(topology, area, link))} ({link.section})"
    return Explanation(area, other, link.kind, link.adjacent, link.section, sentence)


def _reason(topology: Topology, area: AreaId, link: Link) -> str:
    """Why ``link`` joins ``area`` to its other end, without the section."""
    other = link.other(area)
    kind = link.kind
    if kind == TOUCHES:
        forest, clearing = (area, other) if is_forest(area) else (other, area)
        return f"touches clearing {clearing} without crossing a path" if not is_forest(area) \
            else f"touches forest {forest} without crossing a path"
    if not is_forest(area):  # clearing to clearing
        return {
            PATH: "joined by a path",
            CLOSED_PATH: "joined by a closed path, not adjacent until its marker is removed",
            RIVER: "linked by a river, which is not a path",
            LAKE: "across the lake, which counts as a river; the Ferry (16.2.2.V) can carry pieces over",
        }[kind]
    between = _divider(topology, link)
    if kind == PATH:
        return f"on the other side of one path{between}"
    if kind == CLOSED_PATH:
        return f"on the other side of a closed path{between}; it still divides forests, so adjacent"
    if kind == RIVER:
        if link.adjacent:
            return f"on the other side of the river{between}, which divides forests here like a path"
        return f"on the other side of the river{between}, which divides forests here; not adjacent by this map's reading"
    if kind == LAKE_SHORE:
        return f"neighbouring coastal forests, one coastal clearing ({link.via}) apart"
    raise ValueError(f"unknown link kind {kind!r} between {link.a} and {link.b}")


def _verdict(link: Link, reason: str, always: bool = False) -> str:
    """Say "not adjacent" up front unless the reason already says so; "adjacent" if asked."""
    if "adjacent" in reason:
        return reason
    if not link.adjacent:
        return f"not adjacent: {reason}"
    return f"adjacent: {reason}" if always else reason


def _lower_reason(e: Explanation) -> str:
    """The reason part of an explanation sentence, without its subject and section."""
    reason = e.sentence.split(": ", 1)[1]
    return reason.rsplit(" (", 1)[0]


def _divider(topology: Topology, link: Link) -> str:
    """' between 9 and 12': which printed path (or river stretch) parts two forests."""
    if link.divider is None:
        return ""
    a, b = link.divider
    return f" between {a} and {b}"


def _why_unlinked(topology: Topology, a: AreaId, b: AreaId) -> tuple[str, str, str]:
    if not is_forest(a) and not is_forest(b):
        return UNLINKED, SECTION_NO_PATH, "no path joins them"
    if is_forest(a) != is_forest(b):
        forest, clearing = (a, b) if is_forest(a) else (b, a)
        return UNLINKED, SECTION_FOREST, f"clearing {clearing} does not touch forest {forest}"
    fa, fb = topology.forests[a], topology.forests[b]
    if topology.board.lake is not None and fa.coastal and fb.coastal:
        import shapely  # only this question needs geometry beyond the topology's links

        # The straight way from one shore to the other runs over water.
        lake = topology.shapes.lake
        gap = shapely.shortest_line(fa.polygon, fb.polygon)
        if gap.length > 0 and gap.intersection(lake).length > 0.5 * gap.length:
            return ACROSS_LAKE, SECTION_OPEN_LAKE, "separated by open lake"
    return UNLINKED, SECTION_FOREST, "more than one path lies between them"


def _require(topology: Topology, area: AreaId) -> None:
    if not topology.has_area(area):
        raise BadInput(f"{topology.board.title} has no area {area!r}")
