"""The explorer's messages agree with the topology and cite the right Law sections."""

import subprocess
import sys

import pytest

from rootboard.board.explain import (
    ACROSS_LAKE, ADJACENT_BECAUSE, BY_CLOSED_PATH, BY_RIVER, MOVE_NO_FOREST, NEIGHBOUR, NOT_ADJACENT_BECAUSE,
    OPEN_LAKE, PAIR, PAST_CLOSED_BETWEEN, SAME, SAY_ADJACENCY, SECTION_SLIP, SHORE, TOUCHES_CLEARING, UNLINKED,
    explain_neighbours, relation, vagabond_reach,
)
from rootboard.messages import render
from rootboard.board.catalog import shipped_maps
from rootboard.derived.loading import load_topology
from rootboard.board.topology import CLOSED_PATH, LAKE, LAKE_SHORE, PATH, RIVER, TOUCHES, is_forest

MAPS = list(shipped_maps())


@pytest.fixture(params=MAPS)
def topology(request):
    return load_topology(request.param)


def test_every_link_is_explained_once(topology):
    for area in topology.areas:
        explained = explain_neighbours(topology, area)
        assert sorted((str(e.neighbour), e.kind) for e in explained) == sorted(
            (str(link.other(area)), link.kind) for link in topology.links_of(area)
        ), area
        assert {e.neighbour for e in explained} == set(topology.neighbours(area))


def test_adjacency_and_sections_come_from_the_links(topology):
    for area in topology.areas:
        for e in explain_neighbours(topology, area):
            links = [l for l in topology.links_between(area, e.neighbour) if l.kind == e.kind]
            assert len(links) == 1
            assert e.adjacent == links[0].adjacent
            assert e.section == links[0].section
            assert (e.message.id, e.message.params["other"]) == (NEIGHBOUR.id, e.neighbour)
            assert e.message.sections[0] == e.section
            reason = e.message.params["reason"]
            # Not adjacent is said up front, or by the reason itself (a closed path, a river).
            assert reason.id == NOT_ADJACENT_BECAUSE.id or reason.id in SAY_ADJACENCY or e.adjacent


def test_adjacent_neighbours_are_listed_first(topology):
    for area in topology.areas:
        flags = [e.adjacent for e in explain_neighbours(topology, area)]
        assert flags == sorted(flags, reverse=True)


def test_touching_forest_names_the_clearing():
    topology = load_topology("autumn")
    forest = topology.forests_of(10)[0]
    e = next(e for e in explain_neighbours(topology, 10) if e.neighbour == forest)
    assert e.message == NEIGHBOUR("2.4.1", other=forest, reason=TOUCHES_CLEARING(clearing=10))
    assert render(e.message) == f"Law 2.4.1: forest {forest}: touches clearing 10 without crossing a path"


def test_river_is_not_a_path():
    topology = load_topology("autumn")
    river = topology.board.rivers[0].links[0]
    e = relation(topology, *river)
    assert (e.kind, e.adjacent, e.section) == (RIVER, False, "2.3")
    assert e.message.params["reason"] == ADJACENT_BECAUSE(reason=BY_RIVER()) \
        or e.message.params["reason"] == NOT_ADJACENT_BECAUSE(reason=BY_RIVER())


def test_closed_path_cites_16_2_3_II():
    topology = load_topology("mountain")
    a, b = topology.board.closed_paths[0].between
    e = next(e for e in explain_neighbours(topology, a) if e.neighbour == b)
    assert (e.kind, e.adjacent, e.section) == (CLOSED_PATH, False, "16.2.3.II")
    assert e.message == NEIGHBOUR("16.2.3.II", other=b, reason=BY_CLOSED_PATH())


def test_forests_across_a_closed_path_are_adjacent_and_name_it():
    topology = load_topology("mountain")
    link = next(l for l in topology.links if l.kind == CLOSED_PATH and is_forest(l.a))
    e = relation(topology, link.a, link.b)
    assert (e.adjacent, e.section) == (True, "16.2.3.II")
    reason = e.message.params["reason"]
    assert reason.id == PAST_CLOSED_BETWEEN.id
    path = next(p for p in topology.board.closed_paths if p.key == (reason.params["x"], reason.params["y"]))
    assert path.closed


def test_lake_links_and_coastal_neighbours():
    topology = load_topology("lake")
    a, b = sorted(topology.coastal_clearings)[:2]
    assert relation(topology, a, b).section == "16.2.2.II"
    shore = next(l for l in topology.links if l.kind == LAKE_SHORE)
    e = relation(topology, shore.a, shore.b)
    assert (e.adjacent, e.section) == (True, "16.2.2.IV")
    assert e.message == PAIR("16.2.2.IV", a=shore.a, b=shore.b, reason=ADJACENT_BECAUSE(reason=SHORE(via=shore.via)))


def test_coastal_forests_facing_over_water_are_separated_by_open_lake():
    topology = load_topology("lake")
    coastal = [f for f, forest in topology.forests.items() if forest.coastal]
    unlinked = [(a, b) for a in coastal for b in coastal if a < b and not topology.links_between(a, b)]
    assert unlinked, "the Lake should have coastal forests facing each other over water"
    for a, b in unlinked:
        e = relation(topology, a, b)
        assert (e.kind, e.adjacent, e.section) == (ACROSS_LAKE, False, "16.2.2.II")
        assert e.message == PAIR("16.2.2.II", a=a, b=b, reason=NOT_ADJACENT_BECAUSE(reason=OPEN_LAKE()))


def test_unlinked_areas(topology):
    clearings = list(topology.clearings)
    far = next((a, b) for a in clearings for b in clearings if a != b and not topology.links_between(a, b))
    assert relation(topology, *far).kind == UNLINKED
    assert relation(topology, *far).section == "2.2.1"
    assert relation(topology, far[0], far[0]).kind == SAME
    forest = next(f for f in topology.forests if far[0] not in topology.forests[f].clearings)
    assert relation(topology, far[0], forest).section == "2.4.1"


def test_relation_prefers_adjacency(topology):
    for area in topology.areas:
        for other in topology.neighbours(area):
            assert relation(topology, area, other).adjacent == topology.is_adjacent(area, other)


def test_vagabond_slips_exactly_to_adjacent_areas(topology):
    for area in topology.areas:
        reach = vagabond_reach(topology, area)
        assert [e.neighbour for e in reach] == [
            e.neighbour for e in explain_neighbours(topology, area) if e.adjacent
        ]
        assert {e.neighbour for e in reach} == set(topology.adjacent(area))
        assert all(e.section == SECTION_SLIP for e in reach)
        for e in reach:
            assert (e.message.params["move"] == MOVE_NO_FOREST()) == is_forest(e.neighbour)


def test_vagabond_slips_across_a_closed_path_only_between_forests():
    topology = load_topology("mountain")
    a, b = topology.board.closed_paths[0].between
    assert b not in {e.neighbour for e in vagabond_reach(topology, a)}
    link = next(l for l in topology.links if l.kind == CLOSED_PATH and is_forest(l.a))
    assert link.b in {e.neighbour for e in vagabond_reach(topology, link.a)}


def test_unknown_area_is_a_value_error():
    topology = load_topology("autumn")
    with pytest.raises(ValueError, match="no area 99"):
        explain_neighbours(topology, 99)
    with pytest.raises(ValueError, match="no area 'nowhere'"):
        relation(topology, 1, "nowhere")


def test_explain_never_imports_qt():
    code = "import sys, rootboard.board.explain; sys.exit(any(m.startswith('PySide6') for m in sys.modules))"
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


@pytest.mark.parametrize("kind", [PATH, TOUCHES, LAKE])
def test_kinds_appear_somewhere(kind):
    found = {e.kind for m in MAPS for t in [load_topology(m)] for a in t.areas for e in explain_neighbours(t, a)}
    assert kind in found
