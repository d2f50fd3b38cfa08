"""Where setup may put things, from the board itself: corners, the map edge, the river,
and how far a clearing is from the enemy's homelands (16.1.8.II).

Nothing here is typed in per map. Corners and their opposite corners are printed on the
board (the map file says so); the map edge is derived from the paths' geometry (16.6.15,
:func:`rootboard.board.topology.derive_map_edge`); "on the river" is a clearing a river
joins, and on the Lake a coastal clearing, since the lake counts as rivers (16.2.2.II).
Distances run over open paths only: at setup every closed path still has its marker, so
it joins nothing (16.2.3.II); rivers and the lake are not paths (2.3).
"""

from __future__ import annotations

from collections import deque

from rootboard.board.topology import PATH, Topology

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at every start (issue 32)
if TYPE_CHECKING:
    from typing import Iterable


def corners(topology: Topology) -> list[int]:
    return sorted(c for c, clearing in topology.board.clearings.items() if clearing.corner)


def opposite_corner(topology: Topology, corner: int) -> int | None:
    return topology.board.clearings[corner].opposite_corner


def open_neighbours(topology: Topology, clearing: int) -> set[int]:
    """Clearings joined to ``clearing`` by an open path (2.2.1) at setup, where every closed
    path is closed (16.2.3.III). In play, a closed path whose marker is off is open again:
    :func:`rootboard.game.movement.open_neighbours` reads the position."""
    return set(topology.clearing_links(clearing, PATH))


def distances(topology: Topology, sources: Iterable[int]) -> dict[int, int]:
    """Steps along open paths from the nearest of ``sources`` to every clearing it reaches."""
    found: dict[int, int] = {}
    queue: deque[int] = deque()
    for s in sources:
        found[s] = 0
        queue.append(s)
    while queue:
        here = queue.popleft()
        for there in open_neighbours(topology, here):
            if there not in found:
                found[there] = found[here] + 1
                queue.append(there)
    return found


def map_edge(topology: Topology) -> set[int]:
    """The clearings on the outer loop of clearings and paths (16.6.15), derived."""
    return set(topology.map_edge.clearings)


def river_clearings(topology: Topology) -> set[int]:
    """Clearings on the river: joined by a river; on the Lake, the coastal clearings (the
    lake counts as rivers, 16.2.2.II)."""
    found = {c for river in topology.board.rivers for link in river.links for c in link}
    return found | set(topology.coastal_clearings)


def with_ruin(topology: Topology) -> set[int]:
    return {c for c, clearing in topology.board.clearings.items() if clearing.ruins}
