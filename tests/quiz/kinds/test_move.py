"""Move questions, judged without the move rules: adjacency by the map file's open paths (a
river for the faction that swims, the Ferry from its clearing to another coastal one, a tunnel
to the Burrow), and rule by the test's own counter of 2.5 (4.2.1; Nimble needs none)."""

from __future__ import annotations

import pytest

from rootboard.derived.loading import load_topology

from tests.quiz.reading import MAPS, open_paths, pieces_at, river_links, who_rules

NIMBLE, SWIMMERS, BURROW_OWNER = {"corvids"}, {"riverfolk"}, "duchy"  # 13.2.3, 11.2.2, 12.2.2


def lake_links(name: str) -> set:
    return {frozenset((l.a, l.b)) for l in load_topology(name).links if l.kind == "lake"}


def ferry_at(q: dict):
    return next((int(a) for a, entries in q["position"]["areas"].items()
                 if any(e["faction"] == "map" and e["piece"] == "ferry" for e in entries)), None)


def may_move(name: str, q: dict) -> bool:
    mover, a, b = q["params"]["faction"], q["params"]["from"], q["params"]["to"]
    if "burrow" in (a, b):
        other = b if a == "burrow" else a
        tunnel = any(f == BURROW_OWNER and p == "tunnel" for f, p, _ in pieces_at(q, other))
        return mover == BURROW_OWNER and tunnel  # the Duchy rules the Burrow at all times
    pair = frozenset((a, b))
    ruled = mover in NIMBLE or who_rules(q, a) == mover or who_rules(q, b) == mover
    if mover in SWIMMERS and (pair in river_links(name) or pair in lake_links(name)):
        return True  # swims, no rule needed
    if pair in open_paths(name):
        return ruled
    coastal = load_topology(name).coastal_clearings
    if ferry_at(q) == a and b in coastal and b != a:
        return ruled  # by the Ferry, under the normal rules of movement (16.2.2.V)
    return False


@pytest.mark.parametrize("name", MAPS)
def test_every_answer_agrees_with_an_independent_reading(asked, name):
    for q in asked[name]["move"]:
        assert q["answer"] is may_move(name, q), (q["text"], q["explanation"])
        assert q["sections"]


@pytest.mark.parametrize("name", MAPS)
def test_both_answers_come_up(asked, name):
    assert {q["answer"] for q in asked[name]["move"]} == {True, False}


def test_the_tricks_of_each_board_are_asked(asked):
    said = {name: {s for q in asked[name]["move"] for s in q["sections"]} for name in MAPS}
    assert "16.2.3.II" in said["mountain"]  # a closed path
    assert "2.3" in said["winter"] or "11.2.2" in said["winter"]  # a river, swum or not
    assert "16.2.2.V" in said["lake"] and "16.2.2.II" in said["lake"]  # the Ferry; straight across
    assert any("12.2.2" in s for s in said.values())  # the Burrow
    assert any("13.2.3" in s for s in said.values())  # Nimble
    assert any("4.2.1" in s for s in said.values())  # You must rule


def test_the_ferry_carries_a_move_from_its_clearing(asked):
    ferried = [q for q in asked["lake"]["move"] if ferry_at(q) == q["params"]["from"] and q["answer"]
               and frozenset((q["params"]["from"], q["params"]["to"])) not in open_paths("lake")]
    assert ferried and all("16.2.2.V" in q["sections"] for q in ferried)
