"""A question of the quiz: what is asked, on which position, the answer the engine gave, and
why, as data; said in the table's language only where it is shown.

The answer is JSON data of one of three shapes (:data:`AREAS`, :data:`FACTION`,
:data:`YES_NO`): a list of areas (clearings as numbers, forests as their ids), a faction id or
None (nobody), true or false. The explanation is the engine's own Messages, each citing its
Law sections. ``lit`` is how the window lights the board for the explanation (the explorer's
way: the area asked about, and each neighbour by its kind of link); ``context`` is what a
player without the board needs to hear with the question (the pieces where it matters, the
homelands already chosen).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rootboard.messages import Message, Template, render, text
from rootboard.quiz import engine_calls as core

AREAS, FACTION, YES_NO = "areas", "faction", "yes-no"
ANSWER_TYPES = {"adjacent": AREAS, "slip": AREAS, "rules": FACTION, "move": YES_NO, "homeland": YES_NO}

# How an answer is said.
ANSWER_AREAS = Template("quiz.answer.areas", "{areas:area}")
ANSWER_NONE = Template("quiz.answer.none", "none")
ANSWER_FACTION = Template("quiz.answer.faction", "{who:faction}")
ANSWER_NOBODY = Template("quiz.answer.nobody", "nobody")
ANSWER_YES = Template("quiz.answer.yes", "yes")
ANSWER_NO = Template("quiz.answer.no", "no")
# The position, said for a table without the board: "clearing 5: Marquise (3 warriors, 1 sawmill)".
AT_AREA = Template("quiz.position.area", "{area:area}: {held}")
HELD_BY = Template("quiz.position.held-by", "{who:faction} ({pieces})")
PIECES = Template("quiz.position.pieces", "{count} {piece:piece}", plural="{count} {piece:pieces}", count="count")
HIDDEN_PLOTS = Template("quiz.position.hidden-plot", "{count} face-down plot", plural="{count} face-down plots",
                        count="count")
EMPTY_AREA = Template("quiz.position.empty", "{area:area}: no pieces")


@dataclass(frozen=True)
class Lit:
    """One area lit for the explanation: ``role`` "selected" (asked about), "partner" (the other
    end), or "neighbour" (by its link ``kind``, dashed when not ``adjacent``)."""

    area: Any
    role: str
    kind: str | None = None
    adjacent: bool = True


@dataclass(frozen=True)
class Question:
    kind: str
    map: str
    params: dict
    answer: Any
    prompt: Message
    explanation: tuple[Message, ...]
    position: dict = field(default_factory=lambda: {"areas": {}})
    context: tuple[Message, ...] = ()
    choices: tuple[str, ...] = ()  # a faction question's factions (nobody is always a choice)
    lit: tuple[Lit, ...] = ()
    suits: dict = field(default_factory=dict)  # how the window draws the board: the suits in play
    closed_paths: tuple = ()  # and the paths still closed (16.2.3.II)

    @property
    def answer_type(self) -> str:
        return ANSWER_TYPES[self.kind]

    @property
    def key(self) -> tuple:
        """What makes two questions the same question."""
        return self.kind, repr(sorted(self.params.items())), repr(self.position)

    @property
    def sections(self) -> list[str]:
        """Every Law section the explanation cites, in order, once."""
        return list(dict.fromkeys(s for m in self.explanation for s in m.sections))

    def is_right(self, given: Any) -> bool:
        if self.answer_type == AREAS:
            return isinstance(given, (list, tuple, set)) and _area_set(given) == _area_set(self.answer)
        return given == self.answer and type(given) is type(self.answer)

    def to_json(self, lang: str | None = None) -> dict:
        """The issue's form: kind, map, params, answer, sections, text, explanation, position."""
        return {
            "kind": self.kind,
            "map": self.map,
            "params": self.params,
            "answer": self.answer,
            "sections": self.sections,
            "text": text(self.prompt, lang),
            "explanation": "\n".join(render(m, lang) for m in self.explanation),
            "position": self.position,
        }


def _area_set(areas) -> set:
    return {str(a) for a in areas}


def answer_message(question: Question, value: Any = None, given: bool = False) -> Message:
    """The answer (or, with ``given``, ``value``) in words: areas, a faction, yes or no."""
    value = value if given else question.answer
    if question.answer_type == AREAS:
        areas = sorted(value, key=core.area_sort_key)
        return ANSWER_AREAS(areas=areas) if areas else ANSWER_NONE()
    if question.answer_type == FACTION:
        return ANSWER_FACTION(who=value) if value else ANSWER_NOBODY()
    return ANSWER_YES() if value else ANSWER_NO()


def typed(question: Question) -> str:
    """The answer as a player types it: "1 5 1_2_5_10", "eyrie", "nobody", "yes"."""
    if question.answer_type == AREAS:
        return " ".join(str(a) for a in question.answer) or "-"
    if question.answer_type == FACTION:
        return question.answer or "nobody"
    return "yes" if question.answer else "no"


# --- positions, as data and as words ------------------------------------------------------------------

def position_json(pieces: dict) -> dict:
    """``{"areas": {area: [{"faction", "piece", "count"}]}}``: areas as text (JSON keys)."""
    return {"areas": {str(area): [{"faction": f, "piece": p, "count": n} for f, p, n in entries]
                      for area, entries in pieces.items()}}


def position_pieces(position: dict, topology) -> dict:
    """The inverse of :func:`position_json`, areas back to clearings and forests."""
    found = {}
    for key, entries in position.get("areas", {}).items():
        area = core.parse_area(topology, key)
        found[area] = [(e["faction"], e["piece"], e["count"]) for e in entries]
    return found


def said_at(pieces: dict, area) -> Message:
    """What stands in ``area``, by faction: "clearing 5: Marquise (3 warriors), Eyrie (1 roost)"."""
    entries = pieces.get(area, [])
    if not entries:
        return EMPTY_AREA(area=area)
    held, order = {}, []
    for fid, piece, n in entries:
        if fid not in held:
            held[fid] = []
            order.append(fid)
        held[fid].append(HIDDEN_PLOTS(count=n) if piece == core.HIDDEN_PLOT else PIECES(count=n, piece=piece))
    parts = []
    for fid in order:
        if fid == core.MAP:  # the map's own pieces belong to no one: "the Ferry", "1 ruin"
            parts.extend(held[fid])
        else:
            parts.append(HELD_BY(who=fid, pieces=tuple(held[fid])))
    return AT_AREA(area=area, held=tuple(parts))
