"""Typed answers: areas, a faction or nobody, yes or no, in any of the three languages, or as
the JSON the quiz prints; anything else is refused saying what is wrong."""

from __future__ import annotations

import pytest

from rootboard.quiz import engine_calls
from rootboard.quiz.answers import AnswerError, read_answer
from rootboard.quiz.kinds.adjacent import question as adjacency
from rootboard.quiz.question import Question
from rootboard.messages import Message


@pytest.fixture(scope="module")
def winter():
    return engine_calls.open_source("winter")


def asking(kind: str, answer, choices=()) -> Question:
    return Question(kind, "winter", {}, answer, Message("quiz.rules", {"clearing": 1}), (), choices=choices)


@pytest.mark.parametrize("typed", ["1 5 10", "10,5,1", "[1, 5, 10]", "1; 5 ; 10", "5 1 10 5"])
def test_areas_in_any_order_and_separation(winter, typed):
    assert read_answer(asking("adjacent", [1, 5, 10]), typed, winter.topology) == [1, 5, 10]


def test_forests_as_ids_in_any_order_of_their_numbers(winter):
    q = adjacency(winter, 10, "forests")
    forest = q.answer[0]
    backwards = "_".join(reversed(forest.split("_")))
    assert read_answer(q, f"{backwards} {q.answer[1]}", winter.topology) == q.answer
    assert read_answer(q, '["%s", "%s"]' % tuple(q.answer), winter.topology) == q.answer


@pytest.mark.parametrize("typed", ["-", "none", "geen", "ninguno", "[]"])
def test_no_area(winter, typed):
    assert read_answer(asking("slip", [1]), typed, winter.topology) == []


def test_an_unknown_area_is_refused_naming_it(winter):
    with pytest.raises(AnswerError) as caught:
        read_answer(asking("slip", [1]), "1 99", winter.topology)
    assert "99" in caught.value.describe()


@pytest.mark.parametrize("typed, meant", [("eyrie", "eyrie"), ("Eyrie", "eyrie"), ("Markiezin", "marquise"),
                                          ("marquesado", "marquise"), ("nobody", None), ("niemand", None),
                                          ("nadie", None), ("null", None), ('"duchy"', "duchy")])
def test_factions_and_nobody_in_every_language(winter, typed, meant):
    assert read_answer(asking("rules", "eyrie", ("eyrie", "marquise")), typed, winter.topology) == meant


def test_a_faction_not_known_is_refused(winter):
    with pytest.raises(AnswerError) as caught:
        read_answer(asking("rules", "eyrie", ("eyrie", "marquise")), "the cats", winter.topology)
    assert caught.value.problem.params["choices"] == ("eyrie", "marquise")
    assert "Eyrie, Marquise" in caught.value.describe()  # named as the question names them


@pytest.mark.parametrize("typed, meant", [("yes", True), ("Y", True), ("ja", True), ("sí", True), ("si", True),
                                          ("true", True), ("no", False), ("nee", False), ("n", False),
                                          ("false", False)])
def test_yes_and_no_in_every_language(winter, typed, meant):
    assert read_answer(asking("move", True), typed, winter.topology) is meant


def test_a_blank_line_is_no_answer_unless_the_input_is_a_file(winter):
    with pytest.raises(AnswerError):
        read_answer(asking("rules", None), "  ", winter.topology)
    assert read_answer(asking("rules", None), "", winter.topology, blank_is_none=True) is None
    assert read_answer(asking("adjacent", [1]), "", winter.topology, blank_is_none=True) == []
    with pytest.raises(AnswerError):
        read_answer(asking("move", True), "", winter.topology, blank_is_none=True)
