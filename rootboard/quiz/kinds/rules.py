"""Who rules a clearing in a position, or nobody? (2.5)

The clearing asked about is staged as one case of the rule, drawn at random: one side with
the most warriors and buildings; a tie (nobody rules, 2.5), often with a faction that wins its
ties (the Eyrie, Lords of the Forest, 7.2.2); one building against more enemy warriors, often
of a faction whose building rules whatever the counts (the Lizard Cult's gardens, Pilgrims,
10.2.4); a Vagabond's pawn alone (a pawn never rules, 9.2.2); tokens, which never count; an
empty clearing; the Burrow (the Duchy rules it at all times, 12.2.2). The rest of the board
holds the factions' other pieces. With a game file, the game's own position is asked about
most of the time. The answer and its reason are :func:`rootboard.game.rules.ruling`'s.
"""

from __future__ import annotations

import random

from rootboard.messages import Template
from rootboard.quiz import engine_calls as core
from rootboard.quiz.capabilities import building_rulers, burrow_factions, tie_winners
from rootboard.quiz.kinds import weighted
from rootboard.quiz.positions import Position, fighters, vagabonds
from rootboard.quiz.question import Lit, Question, position_json, said_at

WHO_RULES = Template("quiz.rules", "Who rules {clearing:area}?")

CASES = (("most", 3.0), ("tie", 3.0), ("building", 2.0), ("pawn", 1.0), ("tokens", 1.0), ("empty", 0.5),
         ("burrow", 0.6))


def generate(source: core.Source, rng: random.Random) -> Question:
    if source.game is not None and rng.random() < 0.75:
        found = _in_the_game(source, rng)
        if found is not None:
            return found
    case = weighted(rng, CASES)
    position, where = _STAGES[case](source, rng)
    position.scatter(reserved={where})  # after the case: its pieces come first from the supply
    return question(source, position.state, where)


def question(source: core.Source, state, where) -> Question:
    ruler, why = core.rule_of(state, where)
    pieces = core.position_pieces(state)
    return Question("rules", source.map_ref, {"clearing": where}, ruler, WHO_RULES(clearing=where), (why,),
                    position=position_json(pieces), context=(said_at(pieces, where),),
                    choices=tuple(f for f in core.factions_in(state)), lit=(Lit(where, "selected"),),
                    suits=core.suits(state), closed_paths=tuple(map(tuple, core.closed_paths(state))))


def _in_the_game(source: core.Source, rng: random.Random) -> Question | None:
    state = source.game
    held = [a for a in core.occupied(state) if not core.is_forest(a) and a in core.clearings(source.topology)]
    if not held:
        return None
    return question(source, core.copy_position(state), rng.choice(held))


# --- the cases ---------------------------------------------------------------------------------------

def _setting(source, rng, needed: list[str], extra: int = 1) -> tuple[Position, int]:
    """A position with ``needed`` factions and up to ``extra`` others, and a clearing to stage
    the case in (the rest of the board is scattered once the case is set)."""
    others = [f for f in fighters() if f not in needed]
    factions = [*needed, *rng.sample(others, rng.randint(max(0, 2 - len(needed)), max(1, extra)))]
    if rng.random() < 0.3 and not any(core.is_vagabond(f) for f in factions):
        factions.append(vagabonds()[0])
    rng.shuffle(factions)
    position = Position(source, factions, rng)
    where = rng.choice([c for c in core.clearings(source.topology) if core.slots(source.topology, c) >= 1])
    return position, where


def _most(source, rng):
    sides = rng.sample(fighters(), rng.randint(1, 3))
    position, where = _setting(source, rng, sides)
    top = rng.randint(2, 5)
    for n, fid in enumerate(sides):
        position.strength(fid, where, top if n == 0 else rng.randint(0, top - 1))
    return position, where


def _tie(source, rng):
    winners = tie_winners(source)
    first = rng.choice(winners) if winners and rng.random() < 0.6 else rng.choice(fighters())
    second = rng.choice(fighters(exclude=[first]))
    position, where = _setting(source, rng, [first, second])
    total = rng.randint(1, 4)
    placed = position.strength(first, where, total)
    position.warriors(second, where, placed)
    if rng.random() < 0.3:
        third = [f for f in position.factions if f not in (first, second) and not core.is_vagabond(f)]
        if third and placed > 1:
            position.warriors(third[0], where, rng.randint(1, placed - 1))
    return position, where


def _building(source, rng):
    rulers = [f for f in building_rulers(source)]
    builders = [f for f in fighters() if core.pieces_of(f, core.BUILDING)]
    owner = rng.choice(rulers) if rulers and rng.random() < 0.6 else rng.choice(builders)
    rival = rng.choice(fighters(exclude=[owner]))
    for _ in range(12):  # a clearing where one of its buildings may stand (a garden needs its suit)
        position, where = _setting(source, rng, [owner, rival])
        if position.building(owner, where):
            break
    mine = 1 + position.warriors(owner, where, rng.randint(0, 1))
    position.warriors(rival, where, mine + rng.randint(1, 2))
    return position, where


def _pawn(source, rng):
    vagabond = vagabonds()[0]
    for _ in range(12):
        position, where = _setting(source, rng, [vagabond, rng.choice(fighters())])
        if position.pawn(vagabond, where):
            break
    tokens = [f for f in position.factions if core.pieces_of(f, core.TOKEN) and not core.is_vagabond(f)]
    if tokens and rng.random() < 0.5:
        position.token(rng.choice(tokens), where)
    return position, where


def _tokens(source, rng):
    holders = [f for f in fighters() if core.pieces_of(f, core.TOKEN)]
    holder = rng.choice(holders)
    rival = rng.choice(fighters(exclude=[holder]))
    position, where = _setting(source, rng, [holder, rival])
    position.token(holder, where)
    position.token(holder, where)  # a second of another kind, where one-per-clearing allows it
    if rng.random() < 0.6:
        position.warriors(rival, where, 1)
    return position, where


def _empty(source, rng):
    return _setting(source, rng, rng.sample(fighters(), 2))


def _burrow(source, rng):
    owners = burrow_factions(source)
    if not owners:
        return _most(source, rng)
    owner = owners[0]
    position, _ = _setting(source, rng, [owner, rng.choice(fighters(exclude=[owner]))])
    position.warriors(owner, core.BURROW, rng.randint(1, 4))
    return position, core.BURROW


_STAGES = {"most": _most, "tie": _tie, "building": _building, "pawn": _pawn, "tokens": _tokens, "empty": _empty,
           "burrow": _burrow}
