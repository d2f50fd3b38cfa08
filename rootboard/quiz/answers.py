"""What a player types, read as an answer: areas, a faction (or nobody), yes or no.

Areas are clearing numbers and forest ids (``1_2_5_10``, in any order of its numbers),
separated by spaces, commas or semicolons; ``-`` or "none" for no area. A faction is its id
("eyrie"), its name in the table's language ("Markiezin", "Marquesado") or "nobody" in any of
the three. Yes and no are yes/no, y/n, true/false, or the language's own words ("ja", "nee";
"sí", "no"). The JSON of an answer (``[1, 5]``, ``"eyrie"``, ``null``, ``true``) reads too, so
that what ``--json`` prints can be typed back. Anything else is :class:`AnswerError`, saying
what would have been read.
"""

from __future__ import annotations

import json
import re
from typing import Any

from rootboard.errors import RootboardError
from rootboard.i18n import LANGUAGES, pgettext
from rootboard.messages import Message, Template
from rootboard.quiz import engine_calls as core
from rootboard.quiz.question import AREAS, ANSWER_NO, ANSWER_NOBODY, ANSWER_NONE, ANSWER_YES, FACTION, Question

NOT_YES_NO = Template("quiz.answer.not-yes-no", "{typed!r} is neither yes nor no")
NOT_A_FACTION = Template("quiz.answer.not-a-faction", "{typed!r} is not one of the factions here ({choices:faction}), "
                                                      "nor nobody")
NOT_AN_AREA = Template("quiz.answer.not-an-area", "{problem}")
EMPTY = Template("quiz.answer.empty", "no answer given")

_SEPARATORS = re.compile(r"[\s,;]+")


class AnswerError(RootboardError):
    """What was typed is not an answer of the question's kind."""


def _words(template: Template) -> set[str]:
    """A word of the answers in every language, lower case, accents kept and dropped ("sí", "si")."""
    found = set()
    for lang in LANGUAGES:
        word = pgettext(template.id, template.text, lang).strip().lower()
        found |= {word, _plain(word)}
    return found


def _plain(word: str) -> str:
    import unicodedata

    return "".join(c for c in unicodedata.normalize("NFD", word) if unicodedata.category(c) != "Mn")


def read_answer(question: Question, typed: str, topology, blank_is_none: bool = False) -> Any:
    """The answer ``typed`` means, in the question's shape; AnswerError otherwise. With
    ``blank_is_none``, an empty line is the empty answer: no area, nobody (as a line of JSON
    written ``[]`` or ``null`` would be); yes or no is never blank."""
    raw = typed.strip()
    if not raw:
        if blank_is_none and question.answer_type == AREAS:
            return []
        if blank_is_none and question.answer_type == FACTION:
            return None
        raise AnswerError(EMPTY())
    try:
        data = json.loads(raw)
    except ValueError:
        data = raw
    if question.answer_type == AREAS:
        return _areas(data, topology)
    if question.answer_type == FACTION:
        return _faction(question, data, raw)
    return _yes_no(data, raw)


def _areas(data: Any, topology) -> list:
    if isinstance(data, list):
        items = [str(v) for v in data]
    else:
        items = [w for w in _SEPARATORS.split(str(data).strip("[]() ")) if w.strip("'\"")]
        items = [w.strip("'\"") for w in items]
    if [w.lower() for w in items] in ([], ["-"]) or (len(items) == 1 and items[0].lower() in _words(ANSWER_NONE)):
        return []
    found = []
    for item in items:
        try:
            area = core.parse_area(topology, item)
        except RootboardError as exc:
            raise AnswerError(NOT_AN_AREA(problem=exc.problem if isinstance(exc.problem, Message) else str(exc))) from None
        if area not in found:
            found.append(area)
    return sorted(found, key=core.area_sort_key)


def _faction(question: Question, data: Any, raw: str) -> str | None:
    if data is None:
        return None
    word = str(data).strip().lower()
    if word in _words(ANSWER_NOBODY) | {"none", "null", "-"}:
        return None
    choices = set(question.choices) | ({question.answer} if question.answer else set())
    for fid in dict.fromkeys([*core.player_factions(), *question.choices]):
        names = {fid, *(core.faction_name(fid, lang).lower() for lang in LANGUAGES)}
        if word in names or _plain(word) in {_plain(n) for n in names}:
            return fid
    raise AnswerError(NOT_A_FACTION(typed=raw, choices=tuple(sorted(choices))))


def _yes_no(data: Any, raw: str) -> bool:
    if isinstance(data, bool):
        return data
    word = _plain(str(data).strip().lower())
    yes = _words(ANSWER_YES) | {"y", "true"}
    no = _words(ANSWER_NO) | {"n", "false"}
    if word in yes:
        return True
    if word in no:
        return False
    raise AnswerError(NOT_YES_NO(typed=raw))
