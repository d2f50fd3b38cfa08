"""An independent reading of the boards and of rule 2.5, to judge the quiz's answers by.

Nothing here calls the rules engine: clearings are adjacent along the open paths the map file
prints (2.2.1, closed ones excluded, 16.2.3.II), rivers are its river links (2.3), and who rules
is counted from a question's JSON position by a counter of its own (2.5, with the Burrow, 12.2.2;
gardens, 10.2.4; the Eyrie's ties, 7.2.2; pawns and tokens never count, 9.2.2). Forests come
from the derived topology's networkx graph, the one reading of them there is (the map file
has no forests: they are derived, 2.4).
"""

from __future__ import annotations

import json
from collections import Counter
from functools import lru_cache

from rootboard.board.catalog import shipped_maps
from rootboard.derived.loading import load_topology
from rootboard.game.factions import FACTIONS

MAPS = list(shipped_maps())


@lru_cache(maxsize=None)
def raw(name: str) -> dict:
    return json.loads(shipped_maps()[name].read_text(encoding="utf-8"))


@lru_cache(maxsize=None)
def open_paths(name: str) -> frozenset:
    """The clearing pairs the map file joins by a path that starts open."""
    return frozenset(frozenset(p["between"]) for p in raw(name)["paths"] if not p.get("closed"))


@lru_cache(maxsize=None)
def closed_paths(name: str) -> frozenset:
    return frozenset(frozenset(p["between"]) for p in raw(name)["paths"] if p.get("closed"))


@lru_cache(maxsize=None)
def river_links(name: str) -> frozenset:
    return frozenset(frozenset(link) for r in raw(name).get("rivers", []) for link in r.get("links", []))


def clearing_neighbours(name: str, clearing: int) -> set[int]:
    return {c for pair in open_paths(name) if clearing in pair for c in pair if c != clearing}


def graph_neighbours(name: str, area) -> set:
    """Areas joined to ``area`` by an edge of the topology's graph marked adjacency."""
    graph = load_topology(name).graph
    return {other for _, other, data in graph.edges(area, data=True) if data["adjacent"]}


def area(key: str):
    return int(key) if key.isdigit() else key


def pieces_at(question: dict, where) -> list[tuple[str, str, int]]:
    entries = question["position"]["areas"].get(str(where), [])
    return [(e["faction"], e["piece"], e["count"]) for e in entries]


def who_rules(question: dict, where) -> str | None:
    """Rule 2.5 counted from the question's position: the most warriors and buildings rules, a
    tie rules nobody, except as the Burrow, a garden or the Eyrie's tie say."""
    if where == "burrow":
        return "duchy"  # 12.2.2: at all times
    entries = pieces_at(question, where)
    if any(f == "lizards" and p.endswith("-garden") for f, p, _ in entries):
        return "lizards"  # 10.2.4
    totals = Counter()
    for fid, piece, n in entries:
        if fid in FACTIONS and FACTIONS[fid].has_piece(piece) and FACTIONS[fid].piece(piece).kind in ("warrior", "building") \
                and fid != "map":
            totals[fid] += n
    if not totals:
        return None
    top = max(totals.values())
    leaders = [f for f, n in totals.items() if n == top]
    if len(leaders) == 1:
        return leaders[0]
    return "eyrie" if "eyrie" in leaders else None  # 7.2.2, else 2.5
