"""Who rules: every answer recomputed from the question's own JSON position by a tiny counter
of rule 2.5 in the test; the trick cases are staged on every map."""

from __future__ import annotations

import pytest

from tests.quiz.reading import MAPS, pieces_at, who_rules


@pytest.mark.parametrize("name", MAPS)
def test_every_answer_is_rule_2_5_counted_again(asked, name):
    for q in asked[name]["rules"]:
        where = q["params"]["clearing"]
        assert q["answer"] == who_rules(q, where), (q["text"], pieces_at(q, where))
        assert q["answer"] is None or isinstance(q["answer"], str)


@pytest.mark.parametrize("name", MAPS)
def test_the_trick_cases_come_up(asked, name):
    """A tie (nobody), the Eyrie's tie (Lords of the Forest), a garden against more warriors
    (Pilgrims), a pawn alone, and the Burrow, each on every board."""
    said = {s for q in asked[name]["rules"] for s in q["sections"]}
    assert {"2.5", "7.2.2", "10.2.4", "9.2.2", "12.2.2"} <= said
    ties = [q for q in asked[name]["rules"] if q["answer"] is None and "tied" in q["explanation"]]
    assert ties


def test_a_garden_rules_against_more_warriors(asked):
    outnumbered = []
    for kinds in asked.values():
        for q in kinds["rules"]:
            where = q["params"]["clearing"]
            entries = pieces_at(q, where)
            if q["answer"] == "lizards" and "10.2.4" in q["sections"]:
                ours = sum(n for f, p, n in entries if f == "lizards")
                theirs = max([sum(n for f, p, n in entries if f == other and p == "warrior")
                              for other in {f for f, _, _ in entries} - {"lizards", "map"}] or [0])
                outnumbered.append(theirs > ours)
    assert any(outnumbered)


def test_the_choices_are_the_factions_in_play(quizzes):
    for kinds in quizzes.values():
        for q in kinds["rules"]:
            assert q.answer is None or q.answer in q.choices
