"""Adjacency questions, judged by an independent reading of each board: clearings by the map
file's open paths, forests by the topology's graph; the trick links show up and are explained."""

from __future__ import annotations

import pytest

from rootboard.quiz import engine_calls
from rootboard.quiz.kinds.adjacent import CLEARINGS, FORESTS, question

from tests.quiz.reading import MAPS, area, clearing_neighbours, closed_paths, graph_neighbours


def _is_forest(a) -> bool:
    return isinstance(a, str)


@pytest.mark.parametrize("name", MAPS)
def test_every_answer_is_the_boards_adjacency(asked, name):
    for q in asked[name]["adjacent"]:
        subject, of = q["params"]["area"], q["params"]["of"]
        if of == CLEARINGS and not _is_forest(subject):
            expected = clearing_neighbours(name, subject)  # the map file's own open paths (2.2.1)
        else:
            expected = {a for a in graph_neighbours(name, subject) if _is_forest(a) == (of == FORESTS)}
        assert set(q["answer"]) == expected, q["text"]
        assert all(_is_forest(a) == (of == FORESTS) for a in q["answer"])


@pytest.mark.parametrize("name", MAPS)
def test_every_area_asked_about_can_be_asked_about_every_way(name):
    """Every area of the board, clearings and forests alike, of both kinds of neighbour."""
    source = engine_calls.open_source(name)
    topology = source.topology
    for subject in (*topology.board.clearings, *topology.forests):
        for of in (CLEARINGS, FORESTS):
            q = question(source, subject, of).to_json()
            expected = {a for a in graph_neighbours(name, subject) if _is_forest(a) == (of == FORESTS)}
            assert set(q["answer"]) == expected
            assert q["sections"] and q["explanation"].count("Law ") >= len(q["answer"])


def test_closed_paths_are_asked_and_said_not_adjacent(asked):
    """Clearings on a closed path are asked about, and its other end is never an answer."""
    closed = [q for q in asked["mountain"]["adjacent"] if q["params"]["of"] == CLEARINGS
              and not _is_forest(q["params"]["area"])
              and any(q["params"]["area"] in pair for pair in closed_paths("mountain"))]
    assert closed, "no Mountain question about a clearing on a closed path"
    for q in closed:
        subject = q["params"]["area"]
        behind = {c for pair in closed_paths("mountain") if subject in pair for c in pair if c != subject}
        assert not behind & set(q["answer"])
        assert "16.2.3.II" in q["sections"] and "closed path" in q["explanation"]


def test_the_winter_river_divides_forests_that_stay_adjacent(asked):
    across = [q for q in asked["winter"]["adjacent"] if "16.2.1.I" in q["sections"]]
    assert across
    assert all(_is_forest(q["params"]["area"]) and q["params"]["of"] == FORESTS for q in across)


def test_coastal_forests_go_along_the_shore_never_across_the_water():
    source = engine_calls.open_source("lake")
    topology = source.topology
    coastal = [f for f, forest in topology.forests.items() if forest.coastal]
    said_across = 0
    for forest in coastal:
        q = question(source, forest, FORESTS).to_json()
        assert set(q["answer"]) == {a for a in graph_neighbours("lake", forest) if _is_forest(a)}
        said_across += "16.2.2.II" in q["sections"]
        assert "16.2.2.IV" in q["sections"]  # the shore link, one coastal clearing apart
    assert said_across  # and the forests facing it over open water, said not adjacent


def test_the_lake_is_no_path_between_clearings(asked):
    lake = [q for q in asked["lake"]["adjacent"] if "16.2.2.II" in q["sections"] and not _is_forest(q["params"]["area"])]
    assert lake
    for q in lake:
        assert set(q["answer"]) == clearing_neighbours("lake", q["params"]["area"])


def test_adjacency_needs_no_position(asked):
    assert all(q["position"] == {"areas": {}} for kinds in asked.values() for q in kinds["adjacent"])
    assert all(isinstance(area(str(a)), int) or "_" in a for kinds in asked.values() for q in kinds["adjacent"]
               for a in q["answer"])
