"""Forests and adjacency derived from geometry: invariants every map must satisfy, and the
rules of what divides a forest (2.4, 16.2.1.I, 16.2.2, 16.2.3.II), checked on edited maps."""

from __future__ import annotations

import json

import networkx as nx
import pytest
from shapely.ops import polygonize, unary_union

from rootboard.board.mapfile import Board
from rootboard.board.derivation import derive_topology, dividing_lines
from rootboard.board.topology import CLOSED_PATH, LAKE, LAKE_SHORE, PATH, RIVER, is_forest
from tests.helpers import FACTS_DIR, MAP_NAMES, expected_after_deleting, forest_sets, raw_map, topology_of


@pytest.fixture(scope="module", params=MAP_NAMES)
def topo(request):
    return topology_of(raw_map(request.param), source=request.param)


def _dividing_graph(topology) -> nx.Graph:
    board = topology.board
    graph = nx.Graph()
    graph.add_nodes_from(board.clearings)
    graph.add_edges_from(d.between for d in dividing_lines(board, topology.shapes))
    return graph


# --- invariants on every shipped map -------------------------------------------------------

def test_euler_formula_counts_the_forests_of_maps_without_a_lake(topo):
    if topo.board.lake is not None:
        pytest.skip("the lake cuts faces further; see test_lake_*")
    graph = _dividing_graph(topo)
    # V - E + F = 1 + C for a plane graph, F counting the outer face: the enclosed faces
    # are E - V + C, and each is one forest (2.4).
    expected = graph.number_of_edges() - graph.number_of_nodes() + nx.number_connected_components(graph)
    assert len(topo.forests) == expected


def test_forests_and_clearings_tile_the_enclosed_woodland(topo):
    faces = unary_union(list(polygonize(unary_union([d.line for d in dividing_lines(topo.board, topo.shapes)]))))
    forests = unary_union([f.polygon for f in topo.forests.values()])
    filled = unary_union([forests, topo.shapes.all_discs] + ([topo.shapes.lake] if topo.shapes.lake else []))
    assert faces.difference(filled).area < 1.0  # mm²: nothing enclosed is left out
    total = sum(f.polygon.area for f in topo.forests.values())
    assert abs(total - forests.area) < 1.0  # forests never overlap
    assert forests.intersection(topo.shapes.all_discs).area < 1.0


def test_every_forest_is_enclosed_by_a_ring_of_its_clearings(topo):
    graph = _dividing_graph(topo)
    for fid, forest in topo.forests.items():
        assert len(forest.clearings) >= 2, fid
        ring = graph.subgraph(forest.clearings)
        if topo.board.lake is None or not forest.coastal:
            # A face of the dividing lines: its clearings are joined in one closed ring.
            assert nx.is_connected(ring), fid
            assert min(d for _, d in ring.degree()) >= 2, fid


def test_forest_ids_are_the_sorted_clearings_they_touch(topo):
    for fid, forest in topo.forests.items():
        assert fid.rstrip("abcdefgh") == "_".join(map(str, forest.clearings))
        assert list(forest.clearings) == sorted(forest.clearings)
        for cid in forest.clearings:
            assert forest.polygon.distance(topo.shapes.discs[cid]) < 0.1
        for cid in set(topo.board.clearings) - set(forest.clearings):
            assert forest.polygon.distance(topo.shapes.discs[cid]) > 0.1


def test_forests_across_one_divider_share_its_two_clearings(topo):
    for link in topo.links:
        if is_forest(link.a) and is_forest(link.b) and link.kind != LAKE_SHORE:
            a, b = link.divider
            for fid in (link.a, link.b):
                assert {a, b} <= set(topo.forests[fid].clearings), (link, fid)


def test_each_divider_has_at_most_one_forest_on_each_side(topo):
    per_divider = {}
    for link in topo.links:
        if link.divider:
            per_divider.setdefault(link.divider, []).append(link)
    assert all(len(v) == 1 for v in per_divider.values()), per_divider


def test_clearing_links_follow_the_printed_paths_and_rivers(topo):
    board = topo.board
    for p in board.paths:
        kinds = {l.kind for l in topo.links_between(*p.key)}
        assert (CLOSED_PATH if p.closed else PATH) in kinds
        # Closed paths are not adjacency while their marker is on (16.2.3.II).
        assert topo.is_adjacent(*p.key) is (not p.closed)
    for river in board.rivers:
        for a, b in river.links:
            river_links = [l for l in topo.links_between(a, b) if l.kind == RIVER]
            assert river_links and not any(l.adjacent for l in river_links)  # rivers are not paths (2.3)


def test_sections_are_cited_on_every_link(topo):
    for link in topo.links:
        assert link.section and link.section[0].isdigit(), link


def test_matches_the_printed_facts(topo):
    facts_file = FACTS_DIR / f"{topo.board.name}.json"
    if not facts_file.exists():
        pytest.skip("the printed map facts are not beside this checkout")
    facts = json.loads(facts_file.read_text())
    board = topo.board
    assert {c["id"]: c["printed_suit"] for c in facts["clearings"]} == {i: c.suit for i, c in board.clearings.items()}
    assert {c["id"]: (c["building_slots"], c["ruins"], c["corner"], c["opposite_corner"]) for c in facts["clearings"]} == {
        i: (c.slots, c.ruins, c.corner, c.opposite_corner) for i, c in board.clearings.items()}
    assert {(tuple(sorted(p["between"])), bool(p.get("closed"))) for p in facts["paths"]} == {
        (p.key, p.closed) for p in board.paths}
    assert {tuple(sorted(r["between"])) for r in facts["rivers"]} == {
        tuple(sorted(l)) for r in board.rivers for l in r.links}
    assert facts["river_divides_forests"] == board.river_divides_forests
    # Derived, not stored: the clearings the drawn lake touches are the printed coastal ones.
    assert sorted(topo.coastal_clearings) == sorted(facts.get("lake", {}).get("coastal_clearings", []))
    assert board.ferry_start == facts.get("lake", {}).get("ferry_start")
    assert board.tower_clearing == facts.get("tower", {}).get("pass_clearing")
    for c in facts["clearings"]:
        assert tuple(c["centre_mm"]) == board.clearings[c["id"]].centre


# --- the lake (16.2.2) -----------------------------------------------------------------------

def _lake_topology():
    return topology_of(raw_map("lake"), source="lake")


def test_lake_coastal_forests_form_one_ring_around_the_lake():
    topo = _lake_topology()
    coastal = [fid for fid, f in topo.forests.items() if f.coastal]
    shore = nx.Graph([(l.a, l.b) for l in topo.links if l.kind == LAKE_SHORE])
    assert set(shore.nodes) == set(coastal)
    # Each coastal forest has exactly its two neighbours along the shore (16.2.2.IV) ...
    assert all(d == 2 for _, d in shore.degree())
    assert nx.is_connected(shore) and shore.number_of_edges() == len(topo.coastal_clearings)
    # ... one coastal clearing apart, which both touch.
    for l in topo.links:
        if l.kind == LAKE_SHORE:
            assert l.via in topo.coastal_clearings
            assert l.via in topo.forests[l.a].clearings and l.via in topo.forests[l.b].clearings


def test_lake_links_every_coastal_clearing_to_every_other_but_not_as_adjacency():
    topo = _lake_topology()
    for a in topo.coastal_clearings:
        linked = {l.other(a) for l in topo.links_of(a, [LAKE])}
        assert linked == set(topo.coastal_clearings) - {a}  # 16.2.2.II
        for b in linked:
            if not topo.board.path_between(a, b):
                assert not topo.is_adjacent(a, b)


def test_the_lake_divides_forests():
    raw = raw_map("lake")
    with_lake = _lake_topology()
    del raw["lake"], raw["ferry"]
    without = topology_of(raw)
    coastal = [f for f in with_lake.forests.values() if f.coastal]
    # Without the lake, the coastal forests are one forest touching all their clearings.
    merged = tuple(sorted({c for f in coastal for c in f.clearings}))
    assert forest_sets(without) == sorted(
        [f.clearings for f in with_lake.forests.values() if not f.coastal] + [merged])


# --- rivers (2.3, 16.2.1.I) ------------------------------------------------------------------

@pytest.mark.parametrize("name", MAP_NAMES)
def test_rivers_divide_forests_exactly_where_the_map_says(name):
    raw = raw_map(name)
    if not raw["rivers"]:
        pytest.skip("no river")
    as_printed = topology_of(raw)
    raw["river_divides_forests"] = not raw["river_divides_forests"]
    flipped = topology_of(raw)
    dividing, plain = (as_printed, flipped) if as_printed.board.river_divides_forests else (flipped, as_printed)
    # Forests across a river segment merge when the river stops dividing.
    groups = nx.Graph()
    groups.add_nodes_from(dividing.forests)
    groups.add_edges_from((l.a, l.b) for l in dividing.links if l.kind == RIVER and is_forest(l.a))
    merged = sorted(tuple(sorted({c for f in g for c in dividing.forests[f].clearings}))
                    for g in nx.connected_components(groups))
    assert forest_sets(plain) == merged
    assert not any(l.kind == RIVER and is_forest(l.a) for l in plain.links)


def test_winter_river_parted_forests_adjacency_is_a_map_option():
    raw = raw_map("winter")
    parted = [l for l in topology_of(raw).links if l.kind == RIVER and is_forest(l.a)]
    assert parted and all(l.adjacent and l.section == "16.2.1.I" for l in parted)
    raw["river_parted_forests_adjacent"] = False
    assert not any(l.adjacent for l in topology_of(raw).links if l.kind == RIVER and is_forest(l.a))


# --- closed paths (16.2.3.II) ---------------------------------------------------------------

def test_closed_paths_divide_forests_like_paths_and_forests_across_them_are_adjacent():
    raw = raw_map("mountain")
    closed = derive_topology(Board.from_dict(raw))
    for p in raw["paths"]:
        p.pop("closed", None)
    opened = derive_topology(Board.from_dict(raw))
    assert forest_sets(closed) == forest_sets(opened)
    across = [l for l in closed.links if l.kind == CLOSED_PATH and is_forest(l.a)]
    assert across and all(l.adjacent and l.section == "16.2.3.II" for l in across)


# --- deleting a path changes the forests as the geometry says, with no code change ---------

PATHS = [(name, i) for name in MAP_NAMES for i in range(len(raw_map(name)["paths"]))]


@pytest.mark.parametrize("name, index", PATHS, ids=[f"{n}-path{i}" for n, i in PATHS])
def test_deleting_a_path_merges_the_forests_it_separated(name, index):
    raw = raw_map(name)
    before = topology_of(raw)
    key = tuple(sorted(raw["paths"][index]["between"]))
    del raw["paths"][index]
    assert forest_sets(topology_of(raw)) == expected_after_deleting(before, key)


# --- the map edge (16.6.15) ---------------------------------------------------------------

def test_map_edge_is_one_ring_of_paths_each_with_woodland_on_one_side_only(topo):
    edge = topo.map_edge
    ring = nx.Graph(list(edge.paths))
    assert nx.is_connected(ring) and all(d == 2 for _, d in ring.degree())
    assert set(ring.nodes) == set(edge.clearings)
    for p in topo.board.paths:
        sides = [l for l in topo.links if l.divider == p.key]
        # Inside the ring a path has forests on both sides, so it links two forests;
        # on the ring the other side is the ground beyond the map edge.
        assert bool(sides) is (p.key not in edge.paths), p.key
    # Closed paths belong to the map edge like any other path (16.6.15).
    assert {p.key for p in topo.board.paths if p.closed} & edge.paths or not topo.board.closed_paths


def test_the_networkx_graph_carries_every_link_with_its_kind_and_geometry(topo):
    graph = topo.graph
    assert {n for n, d in graph.nodes(data=True) if d["kind"] == "clearing"} == set(topo.board.clearings)
    assert {n for n, d in graph.nodes(data=True) if d["kind"] == "forest"} == set(topo.forests)
    assert graph.number_of_edges() == len(topo.links)
    for a, b, data in graph.edges(data=True):
        assert data["link"] in topo.links_between(a, b)
        assert data["kind"] == data["link"].kind and data["section"]
        assert not data["geometry"].is_empty
