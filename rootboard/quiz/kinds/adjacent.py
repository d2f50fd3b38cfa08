"""Which clearings (or forests) are adjacent to an area? On the printed board (2.2.1, 2.4.1).

The areas asked about lean towards the cases players get wrong: clearings joined by a closed
path (not adjacent while its marker is on, 16.2.3.II), by a river or across the lake (rivers
are not paths, 2.3, 16.2.2.II); forests divided by the Winter river (adjacent across it,
16.2.1.I), coastal forests (adjacent along the shore, never across open water, 16.2.2.IV).
The answer is the topology's adjacency; the explanation is the explorer's, one line per link,
the links that are not adjacency included, since they are the lesson.
"""

from __future__ import annotations

import random

from rootboard.messages import Template
from rootboard.quiz import engine_calls as core
from rootboard.quiz.question import Lit, Question

WHICH_CLEARINGS = Template("quiz.adjacent.clearings", "Which clearings are adjacent to {area:area}?")
WHICH_FORESTS = Template("quiz.adjacent.forests", "Which forests are adjacent to {area:area}?")

CLEARINGS, FORESTS = "clearings", "forests"
# Links that make an area worth asking about: not adjacency though they look it, or adjacency
# though it does not look it.
TRICKS = {core.CLOSED_PATH, core.RIVER, core.LAKE, core.LAKE_SHORE}


def generate(source: core.Source, rng: random.Random) -> Question:
    topology = source.topology
    asked = []
    for area in (*core.clearings(topology), *core.forests(topology)):
        for of in (CLEARINGS, FORESTS):
            tricks = {kind for other, kind, _ in core.links(topology, area) if kind in TRICKS and _is(other, of)}
            asked.append(((area, of), 4.0 if tricks else 1.0))
    values, weights = zip(*asked)
    area, of = rng.choices(values, weights=weights, k=1)[0]
    return question(source, area, of)


def question(source: core.Source, area, of: str) -> Question:
    topology = source.topology
    answer = [a for a in core.adjacent_areas(topology, area) if _is(a, of)]
    shown = [e for e in core.neighbour_explanations(topology, area) if _is(e.neighbour, of)]
    seen = {e.neighbour for e in shown}
    if of == FORESTS and core.is_forest(area):
        # Coastal forests facing each other across the lake are linked by nothing: say why
        # they are not adjacent (16.2.2.II), the one case the links cannot show.
        for other in core.forests(topology):
            if other != area and other not in seen:
                relation = core.relation(topology, area, other)
                if relation.kind == core.ACROSS_LAKE:
                    shown.append(relation)
    lit = (Lit(area, "selected"), *(Lit(e.neighbour, "neighbour", _LIT_AS.get(e.kind, e.kind), e.adjacent)
                                    for e in shown))
    prompt = (WHICH_CLEARINGS if of == CLEARINGS else WHICH_FORESTS)(area=area)
    return Question("adjacent", source.map_ref, {"area": area, "of": of}, answer, prompt,
                    tuple(e.message for e in shown), lit=lit)


# Forests across open water are lit as the lake's links are: dashed, not adjacent.
_LIT_AS = {core.ACROSS_LAKE: core.LAKE}


def _is(area, of: str) -> bool:
    return core.is_forest(area) == (of == FORESTS)

