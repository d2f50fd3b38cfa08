"""Slip questions: the answer is every area adjacent to the Vagabond's on the printed board
(9.4.2), judged by the map file's open paths and the topology's graph; never the Burrow."""

from __future__ import annotations

import pytest

from tests.quiz.reading import MAPS, area, clearing_neighbours, graph_neighbours, pieces_at


@pytest.mark.parametrize("name", MAPS)
def test_every_answer_is_where_slip_reaches(asked, name):
    for q in asked[name]["slip"]:
        origin = q["params"]["from"]
        expected = graph_neighbours(name, origin)
        if not isinstance(origin, str):
            assert {a for a in expected if isinstance(a, int)} == clearing_neighbours(name, origin)
        assert set(q["answer"]) == expected, q["text"]
        assert ("vagabond", "pawn", 1) in pieces_at(q, origin)  # he stands where he slips from
        assert "9.4.2" in q["sections"]


def test_the_burrow_is_offered_and_refused(asked):
    """With the Duchy's tunnel beside him, the Burrow is adjacent and still closed to him (12.2.2)."""
    burrowed = [q for kinds in asked.values() for q in kinds["slip"] if "12.2.2" in q["sections"]]
    assert burrowed
    for q in burrowed:
        assert "burrow" not in q["answer"]
        assert any(f == "duchy" and p == "tunnel" for f, p, _ in pieces_at(q, q["params"]["from"]))


def test_closed_paths_the_lake_and_rivers_stop_a_slip(asked):
    said = {s for kinds in asked.values() for q in kinds["slip"] for s in q["sections"]}
    assert {"16.2.3.II", "16.2.2.II", "2.3"} <= said


def test_the_answer_is_areas(asked):
    for kinds in asked.values():
        for q in kinds["slip"]:
            assert all(area(str(a)) == a for a in q["answer"])
