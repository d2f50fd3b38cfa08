"""May a faction take a clearing as its homeland, given the homelands already chosen? (16.1.8.II)

An Advanced Setup is driven with a few factions chosen freely, the asked one in the first seat
so that it sets up last (16.1.8.II: from the last player backwards) and every other choice
made from the seed, up to the asked faction's homeland step. That step's options are the
answer, with their reasons: an enemy's homeland (16.1.8.II.a), too close to one for the
card's distance (16.1.8.II.b), off the map edge, adjacent to none of its own homelands, no
room for every piece its card sets up. The clearing asked about is legal about half the time,
and the refused ones are drawn by reason, so that each reason comes up.
"""

from __future__ import annotations

import random

from rootboard.messages import Template
from rootboard.quiz import engine_calls as core
from rootboard.quiz.question import Lit, Question, position_json

MAY_TAKE = Template("quiz.homeland", "May {who:faction} take {at:area} as its homeland?")
MAY_TAKE_NTH = Template("quiz.homeland.nth", "May {who:faction} take {at:area} as homeland {n} of {of}?")
HOMELANDS_SO_FAR = Template("quiz.homeland.chosen", "{who:faction} {who:faction|sg=has|pl=have} chosen {at:area} as its homeland",
                            plural="{who:faction} {who:faction|sg=has|pl=have} chosen {at:area} as its homelands", count="n")
NONE_SO_FAR = Template("quiz.homeland.none-chosen", "no homeland has been chosen yet")


def generate(source: core.Source, rng: random.Random) -> Question | None:
    choosers = core.homeland_factions(source)
    if not choosers:
        return None
    for _ in range(6):
        fid = rng.choice(choosers)
        others = rng.sample([f for f in core.player_factions() if f != fid], rng.randint(1, 3))
        of = core.homeland_count(source, fid)
        number = 1 if of == 1 or rng.random() < 0.6 else rng.randint(2, of)
        step = core.homeland_step(source, [fid, *others], fid, number, rng.randrange(2**31))
        if step is None:
            continue
        legal = [o for o in step.options if o[1]]
        refused: dict[str, list] = {}
        for option in step.options:
            if not option[1]:
                refused.setdefault(option[2].id, []).append(option)
        if legal and (not refused or rng.random() < 0.5):
            chosen = rng.choice(legal)
        elif refused:
            chosen = rng.choice(refused[rng.choice(sorted(refused))])
        else:
            continue
        return question(source, step, chosen)
    return None


def question(source: core.Source, step: core.HomelandStep, option) -> Question:
    clearing, legal, why = option
    fid = step.faction
    prompt = MAY_TAKE(who=fid, at=clearing) if step.of == 1 else \
        MAY_TAKE_NTH(who=fid, at=clearing, n=step.number, of=step.of)
    chosen = [HOMELANDS_SO_FAR(who=owner, at=tuple(areas), n=len(areas)) for owner, areas in step.homelands.items()]
    lit = [Lit(clearing, "selected"), *(Lit(a, "partner") for areas in step.homelands.values() for a in areas)]
    state = step.state
    return Question("homeland", source.map_ref, {"faction": fid, "clearing": clearing}, legal, prompt, (why,),
                    position=position_json(core.position_pieces(state)),
                    context=tuple(chosen) or (NONE_SO_FAR(),), lit=tuple(lit), suits=core.suits(state),
                    closed_paths=tuple(map(tuple, core.closed_paths(state))))
