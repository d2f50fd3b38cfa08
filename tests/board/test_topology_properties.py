"""Property tests: the derivation holds for any planar map, not just the four shipped ones."""

from __future__ import annotations

import networkx as nx
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from shapely import delaunay_triangles
from shapely.geometry import LineString, MultiPoint, Point

from rootboard.board.report import topology_report
from rootboard.board.problems import find_problems
from tests.helpers import MAP_NAMES, expected_after_deleting, forest_sets, raw_map, topology_of

SPACING, RADIUS = 100.0, 12.0
PROPERTY = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def planar_maps(draw) -> dict:
    """A random planar map: a jittered grid of clearings joined by a subset of the
    Delaunay edges that keep clear of every other clearing (so no path crosses another)."""
    cols, rows = draw(st.integers(2, 5)), draw(st.integers(2, 4))
    jitter = st.floats(-SPACING * 0.2, SPACING * 0.2, allow_nan=False)
    centres = [(60 + c * SPACING + draw(jitter), 60 + r * SPACING + draw(jitter))
               for r in range(rows) for c in range(cols)]
    index = {(round(x, 6), round(y, 6)): i + 1 for i, (x, y) in enumerate(centres)}
    edges = []
    for edge in delaunay_triangles(MultiPoint(centres), only_edges=True).geoms:
        a, b = (index[(round(x, 6), round(y, 6))] for x, y in edge.coords)
        line = LineString([centres[a - 1], centres[b - 1]])
        if all(line.distance(Point(c)) > RADIUS + 5 for i, c in enumerate(centres, 1) if i not in (a, b)):
            edges.append(tuple(sorted((a, b))))
    keep = draw(st.lists(st.booleans(), min_size=len(edges), max_size=len(edges)))
    paths = [e for e, k in zip(sorted(edges), keep) if k]
    width, height = 120 + (cols - 1) * SPACING, 120 + (rows - 1) * SPACING
    return {
        "format": "rootboard-map", "version": 1, "name": "random",
        "board": {"outline": [[0, 0], [width, 0], [width, height], [0, height]]},
        "clearings": [{"id": i, "centre": list(c), "radius": RADIUS, "suit": None, "slots": 1, "ruins": 0}
                      for i, c in enumerate(centres, 1)],
        "paths": [{"between": list(p)} for p in paths],
    }


@PROPERTY
@given(planar_maps())
def test_random_planar_maps_satisfy_eulers_formula(raw):
    topology = topology_of(raw)
    graph = nx.Graph()
    graph.add_nodes_from(topology.board.clearings)
    graph.add_edges_from(p.key for p in topology.board.paths)
    # V - E + F = 1 + C, F counting the unbounded face: E - V + C enclosed faces, each a forest.
    assert len(topology.forests) == graph.number_of_edges() - graph.number_of_nodes() + nx.number_connected_components(graph)
    assert all(str(p).endswith("no path reaches it") for p in find_problems(topology.board))


@PROPERTY
@given(planar_maps(), st.data())
def test_removing_one_path_merges_exactly_the_two_forests_it_separated(raw, data):
    if not raw["paths"]:
        return
    index = data.draw(st.integers(0, len(raw["paths"]) - 1))
    before = topology_of(raw)
    key = tuple(sorted(raw["paths"][index]["between"]))
    del raw["paths"][index]
    assert forest_sets(topology_of(raw)) == expected_after_deleting(before, key)



@PROPERTY
@given(st.sampled_from(MAP_NAMES), st.data())
def test_nudging_a_clearing_a_little_never_changes_the_topology(name, data):
    raw = raw_map(name)
    before = topology_report(topology_of(raw))
    clearing = data.draw(st.sampled_from(raw["clearings"]))
    nudge = st.floats(-2.0, 2.0, allow_nan=False)
    clearing["centre"] = [clearing["centre"][0] + data.draw(nudge), clearing["centre"][1] + data.draw(nudge)]
    assert topology_report(topology_of(raw)) == before
