"""A topology as plain data: the `rootboard topology --json` contract."""

from __future__ import annotations

from rootboard.board.topology import CLOSED_PATH, LAKE, PATH, RIVER, TOUCHES, Topology, is_forest


def topology_report(topology: Topology) -> dict:
    board = topology.board
    clearings = []
    for cid, c in board.clearings.items():
        clearings.append({
            "id": cid,
            "suit": c.suit,
            "slots": c.slots,
            "ruins": c.ruins,
            "corner": c.corner,
            "opposite_corner": c.opposite_corner,
            "coastal": cid in topology.coastal_clearings,
            "map_edge": cid in topology.map_edge.clearings,
            "adjacent": topology.clearing_links(cid, PATH),
            "closed_paths": topology.clearing_links(cid, CLOSED_PATH),
            # The lake counts as rivers between coastal clearings (16.2.2.II).
            "rivers": sorted(set(topology.clearing_links(cid, RIVER) + topology.clearing_links(cid, LAKE))),
            "forests": topology.forests_of(cid),
        })
    forests = []
    for fid, forest in topology.forests.items():
        adjacent = []
        for link in topology.links_of(fid):
            other = link.other(fid)
            if link.kind != TOUCHES and link.adjacent and is_forest(other):
                adjacent.append({"forest": other, "separated_by": link.kind, "section": link.section})
        adjacent.sort(key=lambda a: a["forest"])
        forests.append({
            "id": fid,
            "clearings": list(forest.clearings),
            "coastal": forest.coastal,
            "adjacent": adjacent,
        })
    forests.sort(key=lambda f: (f["clearings"], f["id"]))
    return {
        "map": board.name,
        "title": board.title,
        "river_divides_forests": board.river_divides_forests,
        "ferry": board.ferry_start,
        "tower": board.tower_clearing,
        "clearings": clearings,
        "forests": forests,
    }
