"""A quiz: the same seed gives the same quiz (questions, positions, order), in this process
and in a fresh one; kinds are taken in turn; a run keeps the score."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from rootboard.errors import BadInput
from rootboard.quiz import engine_calls
from rootboard.quiz.kinds import KINDS
from rootboard.quiz.question import typed
from rootboard.quiz.quiz import QuizRun, make_quiz, parse_kinds

from tests.quiz.reading import MAPS

ROOT = Path(__file__).resolve().parents[2]


def as_json(questions):
    return [q.to_json() for q in questions]


@pytest.mark.parametrize("name", MAPS)
def test_the_same_seed_gives_the_same_quiz(name):
    source = engine_calls.open_source(name)
    first, again = make_quiz(source, KINDS, 15, seed=5), make_quiz(source, KINDS, 15, seed=5)
    assert as_json(first) == as_json(again)
    assert as_json(make_quiz(source, KINDS, 15, seed=6)) != as_json(first)
    assert as_json(make_quiz(source, KINDS, 5, seed=5)) == as_json(first)[:5]  # a longer quiz begins with it


def test_a_fresh_process_makes_the_same_quiz():
    """String hashing differs from one process to the next: nothing may depend on it."""
    script = ("import json; from rootboard.quiz import engine_calls; from rootboard.quiz.quiz import make_quiz; "
              "print(json.dumps([q.to_json() for q in make_quiz(engine_calls.open_source('lake'), count=10, seed=3)]))")
    outputs = set()
    for hashing in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hashing}
        result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True,
                                timeout=120)
        assert result.returncode == 0, result.stderr
        outputs.add(result.stdout)
    here = json.dumps(as_json(make_quiz(engine_calls.open_source("lake"), count=10, seed=3)))
    assert outputs == {here + "\n"}


def test_kinds_are_taken_in_turn_and_questions_do_not_repeat():
    questions = make_quiz(engine_calls.open_source("autumn"), ["rules", "adjacent"], 12, seed=2)
    assert [q.kind for q in questions] == ["rules", "adjacent"] * 6
    assert len({q.key for q in questions}) == 12


def test_kinds_are_read_from_the_command_line():
    assert parse_kinds("move, rules") == ["move", "rules"]
    assert parse_kinds(None) == list(KINDS)
    for bad in ("moves", "rules,,teleport", ","):
        with pytest.raises(BadInput) as caught:
            parse_kinds(bad)
        assert "adjacent" in str(caught.value)  # says which kinds there are


def test_a_run_keeps_the_score():
    run = QuizRun(make_quiz(engine_calls.open_source("winter"), count=4, seed=1))
    right = run.answer(run.current.answer)
    assert right.right and run.score == 1
    wrong = run.current
    run.answer(not wrong.answer if isinstance(wrong.answer, bool) else "nothing of the kind")
    run.skip()
    assert run.score == 1 and run.asked == 3 and not run.done
    run.answer(run.current.answer)
    assert run.done and run.score_line() == "2/4"


def test_every_kind_is_on_every_map_and_typed_answers_read_back(quizzes):
    from rootboard.quiz.answers import read_answer

    for name, kinds in quizzes.items():
        topology = engine_calls.open_source(name).topology
        for kind, questions in kinds.items():
            assert len(questions) == 40 and {q.kind for q in questions} == {kind}
            for q in questions:
                assert q.is_right(read_answer(q, typed(q), topology))
