"""A quiz: questions of the kinds asked, on one board, the same for the same seed; and the run
of answering them, with its score.

Question ``n`` is of kind ``kinds[n % len(kinds)]`` and drawn from a generator seeded with the
map, the quiz's seed and ``n`` alone, so the same seed gives the same questions, positions and order,
and a longer quiz begins with the shorter one. A question already asked in the quiz is drawn
again (a few times) so that no question comes twice while the board offers others.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Iterable

from rootboard.errors import BadInput
from rootboard.messages import Template
from rootboard.quiz import engine_calls as core
from rootboard.quiz.kinds import KINDS, generator
from rootboard.quiz.question import Question

UNKNOWN_KIND = Template("quiz.unknown-kind", "unknown kind of question {kind!r}; kinds: {kinds}")
NO_KINDS = Template("quiz.no-kinds", "name at least one kind of question: {kinds}")
NOTHING_TO_ASK = Template("quiz.nothing-to-ask", "{map:map} offers no question of the kinds asked ({kinds})")

DEFAULT_COUNT = 10
RETRIES = 8


def parse_kinds(text: str | Iterable[str] | None) -> list[str]:
    """``"rules,move"`` (or a list) -> the kinds, in the order given; BadInput for one unknown."""
    if text is None:
        return list(KINDS)
    names = [k.strip().lower() for k in (text.split(",") if isinstance(text, str) else text) if k.strip()]
    if not names:
        raise BadInput(NO_KINDS(kinds=", ".join(KINDS)))
    for name in names:
        if name not in KINDS:
            raise BadInput(UNKNOWN_KIND(kind=name, kinds=", ".join(KINDS)))
    return list(dict.fromkeys(names))


def make_quiz(source: core.Source, kinds: Iterable[str] = KINDS, count: int = DEFAULT_COUNT,
              seed: int = 0) -> list[Question]:
    kinds = list(kinds)
    questions: list[Question] = []
    seen: set = set()
    for n in range(count):
        kind = kinds[n % len(kinds)]
        rng = random.Random(f"rootboard-quiz/{source.map_name}/{seed}/{n}")
        found = None
        for _ in range(RETRIES):
            candidate = generator(kind)(source, rng)
            if candidate is None:
                continue
            found = candidate
            if candidate.key not in seen:
                break
        if found is None:
            found = _any_other(source, kinds, kind, rng)
        if found is None:
            raise BadInput(NOTHING_TO_ASK(map=source.title, kinds=", ".join(kinds)))
        seen.add(found.key)
        questions.append(found)
    return questions


def _any_other(source: core.Source, kinds: list[str], failed: str, rng: random.Random) -> Question | None:
    """A kind the board offers nothing of (no homeland on a fan map with no room) gives way."""
    for kind in kinds:
        if kind != failed:
            found = generator(kind)(source, rng)
            if found is not None:
                return found
    return None


@dataclass
class Result:
    question: Question
    given: Any  # what was answered, as data; None with ``answered`` False: no answer
    answered: bool
    right: bool


@dataclass
class QuizRun:
    """Answering a quiz: the question on hand, what was answered, the score so far."""

    questions: list[Question]
    results: list[Result] = field(default_factory=list)

    @property
    def current(self) -> Question | None:
        n = len(self.results)
        return self.questions[n] if n < len(self.questions) else None

    @property
    def done(self) -> bool:
        return self.current is None

    @property
    def score(self) -> int:
        return sum(r.right for r in self.results)

    @property
    def asked(self) -> int:
        return len(self.results)

    def answer(self, given: Any) -> Result:
        question = self.current
        result = Result(question, given, True, question.is_right(given))
        self.results.append(result)
        return result

    def skip(self) -> Result:
        """No answer (the input ended): counted, and wrong."""
        result = Result(self.current, None, False, False)
        self.results.append(result)
        return result

    def score_line(self) -> str:
        """``N/M``: right answers over questions."""
        return f"{self.score}/{len(self.questions)}"
