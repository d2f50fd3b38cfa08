"""Quizzes on the four shipped maps, made once per test session and shared as JSON."""

from __future__ import annotations

import pytest

from rootboard.quiz import engine_calls
from rootboard.quiz.kinds import KINDS
from rootboard.quiz.quiz import make_quiz

from tests.quiz.reading import MAPS

PER_KIND = 40  # questions of each kind on each map


@pytest.fixture(scope="session")
def quizzes():
    """map -> kind -> the Question objects of a quiz of that kind alone (seed 11)."""
    found = {}
    for name in MAPS:
        source = engine_calls.open_source(name)
        found[name] = {kind: make_quiz(source, [kind], PER_KIND, seed=11) for kind in KINDS}
    return found


@pytest.fixture(scope="session")
def asked(quizzes):
    """map -> kind -> the questions as --json gives them."""
    return {name: {kind: [q.to_json() for q in qs] for kind, qs in kinds.items()} for name, kinds in quizzes.items()}
