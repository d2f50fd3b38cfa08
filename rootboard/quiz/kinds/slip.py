"""Where may the Vagabond slip from an area? (9.4.2)

Slip goes to any adjacent clearing or forest, with no rule needed and no boots; it cannot cross
a closed path between clearings (16.2.3.II), a river (2.3) or the lake (16.2.2.II), but forests
on two sides of a closed path are still adjacent; it never enters the Burrow (12.2.2). The
position holds the Vagabond's pawn where the question says, and other factions' pieces that
change nothing (rule does not matter to a Slip); now and then the Duchy's tunnel beside him,
so that the Burrow is there to be refused. Each area linked to his own is judged by the move
rules (``check_move`` with ``slip``), and explained as the explorer explains its link.
"""

from __future__ import annotations

import random

from rootboard.messages import Template
from rootboard.quiz import engine_calls as core
from rootboard.quiz.capabilities import burrow_factions
from rootboard.quiz.kinds.adjacent import TRICKS
from rootboard.quiz.positions import Position, fighters, vagabonds
from rootboard.quiz.question import Lit, Question, position_json, said_at

WHERE_SLIP = Template("quiz.slip", "Where may the {who:faction} slip from {area:area}?")


def generate(source: core.Source, rng: random.Random) -> Question | None:
    topology = source.topology
    vagabond = vagabonds()[0]
    areas = [(a, 3.0 if any(kind in TRICKS for _, kind, _ in core.links(topology, a)) else 1.0)
             for a in (*core.clearings(topology), *core.forests(topology))]
    values, weights = zip(*areas)
    for _ in range(10):
        origin = rng.choices(values, weights=weights, k=1)[0]
        others = rng.sample(fighters(), rng.randint(1, 2))
        burrow = burrow_factions(source)
        if not core.is_forest(origin) and burrow and rng.random() < 0.3:
            others = [burrow[0], *[f for f in others if f != burrow[0]]][:2]
        position = Position(source, [vagabond, *others], rng)
        if not position.pawn(vagabond, origin):
            continue
        if burrow and burrow[0] in others and not core.is_forest(origin):
            position.token(burrow[0], origin)  # the tunnel, when it may be placed: the Burrow beside him
        position.scatter(reserved={origin})
        return question(source, position, vagabond, origin)
    return None


def question(source: core.Source, position: Position, vagabond: str, origin) -> Question:
    topology, state = source.topology, position.state
    verdicts = core.slip_verdicts(state, vagabond, origin)
    reach = {e.neighbour: e for e in core.slip_explanations(topology, origin)}
    links = {}
    for e in core.neighbour_explanations(topology, origin):
        links.setdefault(e.neighbour, e)
    answer, reached, refused, lit = [], [], [], [Lit(origin, "selected")]
    for area, verdict in verdicts.items():
        link = links.get(area)
        if verdict.legal:
            answer.append(area)
            reached.append(reach[area].message if area in reach else verdict.message)
        else:
            # A link that is no adjacency says why as the explorer does; anything else (the
            # Burrow) as the move rules refuse it.
            refused.append(link.message if link is not None and not link.adjacent else verdict.message)
        if link is not None:
            lit.append(Lit(area, "neighbour", link.kind, verdict.legal))
        elif area == core.BURROW:  # linked by his clearing's tunnel, and closed to him (12.2.2)
            lit.append(Lit(area, "neighbour", core.PATH, False))
    pieces = position.pieces()
    return Question("slip", source.map_ref, {"from": origin}, sorted(answer, key=core.area_sort_key),
                    WHERE_SLIP(who=vagabond, area=origin), (*reached, *refused),
                    position=position_json(pieces), context=(said_at(pieces, origin),), lit=tuple(lit),
                    suits=core.suits(state), closed_paths=tuple(map(tuple, core.closed_paths(state))))

