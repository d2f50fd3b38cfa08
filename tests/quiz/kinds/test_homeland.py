"""Homeland questions: the Advanced Setup's own step, asked about the clearings it allows and
refuses, with enemy homelands already chosen (16.1.8.II)."""

from __future__ import annotations

import pytest

from tests.quiz.reading import MAPS


def chosen(question) -> dict[str, list[int]]:
    """The homelands the question says were chosen before it: faction -> clearings."""
    return {m.params["who"]: list(m.params["at"]) for m in question.context if m.id == "quiz.homeland.chosen"}


@pytest.mark.parametrize("name", MAPS)
def test_an_enemy_homeland_is_never_one(quizzes, name):
    for q in quizzes[name]["homeland"]:
        fid, clearing = q.params["faction"], q.params["clearing"]
        enemies = {c for owner, areas in chosen(q).items() if owner != fid for c in areas}
        own = set(chosen(q).get(fid, []))
        if clearing in enemies | own:
            assert q.answer is False and q.sections[0].startswith("16.1.8.II")
        if q.answer:
            assert clearing not in enemies | own and q.sections == ["16.1.8.II"]


@pytest.mark.parametrize("name", MAPS)
def test_both_answers_and_several_reasons_come_up(quizzes, name):
    questions = quizzes[name]["homeland"]
    assert {q.answer for q in questions} == {True, False}
    refusals = {q.explanation[0].id for q in questions if not q.answer}
    assert len(refusals) >= 2  # an enemy's homeland, too close to one, off the edge...


def test_the_position_holds_the_enemies_set_up_on_their_homelands(quizzes):
    """The factions before it have set up on their homelands (its own get pieces once all are
    chosen, as the Marquise's card has it)."""
    for q in quizzes["autumn"]["homeland"]:
        for owner, areas in chosen(q).items():
            if owner == q.params["faction"]:
                continue
            for clearing in areas:
                held = q.position["areas"].get(str(clearing), [])
                assert any(e["faction"] == owner for e in held)
