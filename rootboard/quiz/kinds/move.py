"""May a faction move from one area to another in a position? (4.2)

A move goes to an adjacent clearing, and the mover must rule the origin or the destination
(4.2.1). The pair asked about is drawn from what the board offers, leaning to the tricks: two
clearings joined by a path, with the mover ruling the origin, the destination or neither; a
closed path (16.2.3.II); a river, often for the faction that swims (11.2.2); the lake, from the
Ferry's clearing to another coastal one (16.2.2.V) or straight across (16.2.2.II); a clearing
far away; a faction that needs no rule (Nimble, 13.2.3); the Burrow, which no one but its owner
may enter, tunnel or not (12.2.2). The answer is yes when any way the move rules know (by path, river
or tunnel, or by the Ferry when it stands in the origin) finds it legal; the explanation is
their verdict, or every refusal.
"""

from __future__ import annotations

import random

from rootboard.messages import Template
from rootboard.quiz import engine_calls as core
from rootboard.quiz.capabilities import burrow_factions
from rootboard.quiz.kinds import weighted
from rootboard.quiz.positions import Position, fighters
from rootboard.quiz.question import Lit, Question, position_json, said_at

MAY_MOVE = Template("quiz.move", "May {who:faction} move from {at:area} to {to:area}?")

ORIGIN, DESTINATION, NEITHER = "origin", "destination", "neither"


def generate(source: core.Source, rng: random.Random) -> Question | None:
    if source.game is not None and rng.random() < 0.75:
        found = _in_the_game(source, rng)
        if found is not None:
            return found
    topology = source.topology
    pairs = {kind: _pairs(topology, kind) for kind in (core.PATH, core.CLOSED_PATH, core.RIVER, core.LAKE)}
    cases = (("path", 4.0), ("closed", 2.0 * bool(pairs[core.CLOSED_PATH])), ("river", 2.0 * bool(pairs[core.RIVER])),
             ("lake", 2.5 * bool(pairs[core.LAKE])), ("far", 1.0), ("nimble", 1.0),
             ("burrow", 0.8 * bool(burrow_factions(source))))
    case = weighted(rng, cases)
    return _CASES[case](source, rng, pairs)


def question(source: core.Source, state, mover: str, origin, destination) -> Question:
    verdicts = core.move_verdicts(state, mover, origin, destination)
    legal = [v for v in verdicts if v.legal]
    if legal:
        explanation = (legal[0].message, *legal[0].notes)
    else:
        explanation = tuple({v.message.id: v.message for v in verdicts}.values())
    pieces = core.position_pieces(state)
    context = [said_at(pieces, origin), said_at(pieces, destination)]
    ferry = core.ferry(state)
    if ferry is not None and ferry not in (origin, destination):
        context.append(said_at(pieces, ferry))
    lit = [Lit(origin, "selected"), Lit(destination, "partner")]
    return Question("move", source.map_ref, {"faction": mover, "from": origin, "to": destination}, bool(legal),
                    MAY_MOVE(who=mover, at=origin, to=destination), explanation, position=position_json(pieces),
                    context=tuple(context), lit=tuple(lit), suits=core.suits(state),
                    closed_paths=tuple(map(tuple, core.closed_paths(state))))


def _in_the_game(source: core.Source, rng: random.Random) -> Question | None:
    state = core.copy_position(source.game)
    starts = [(fid, a) for a in core.occupied(state) if not core.is_forest(a)
              for fid in core.factions_in(state) if fid in fighters() and core.count(state, a, fid, core.WARRIOR)]
    if not starts:
        return None
    mover, origin = rng.choice(sorted(starts, key=lambda s: (s[0], str(s[1]))))
    linked = sorted({a for a, kind, _ in core.links(source.topology, origin) if not core.is_forest(a)})
    far = [c for c in core.clearings(source.topology) if c != origin and c not in linked]
    destination = rng.choice(linked if linked and (not far or rng.random() < 0.85) else far)
    return question(source, state, mover, origin, destination)


# --- the cases ---------------------------------------------------------------------------------------

def _pairs(topology, kind: str) -> list[tuple[int, int]]:
    """Clearing pairs joined by a link of ``kind`` (and by no open path, for the other kinds)."""
    found = set()
    for a in core.clearings(topology):
        paths = {b for b, k, adjacent in core.links(topology, a) if k == core.PATH and adjacent}
        for b, k, _ in core.links(topology, a):
            if k == kind and not core.is_forest(b) and (kind == core.PATH or b not in paths):
                found.add((a, b))
    return sorted(found)


def _staged(source, rng, mover: str, origin, destination, rule: str, needed=()) -> Question:
    """A position where ``mover`` has warriors in ``origin`` and rules ``rule`` (the origin,
    the destination or neither) against an enemy, the rest of the board scattered."""
    enemy = rng.choice(fighters(exclude=[mover, *needed]))
    others = rng.sample(fighters(exclude=[mover, enemy, *needed]), rng.randint(0, 1))
    position = Position(source, [mover, enemy, *needed, *others], rng)
    mine = position.warriors(mover, origin, rng.randint(1, 3))
    if rule == ORIGIN:
        position.strength(enemy, origin, rng.randint(0, mine - 1))
    else:
        position.strength(enemy, origin, mine + rng.randint(0, 1))  # a tie rules nobody (2.5)
    if destination != core.BURROW:
        if rule == DESTINATION:
            theirs = rng.randint(0, 1)
            position.strength(enemy, destination, theirs)
            position.strength(mover, destination, theirs + 1)
        elif rng.random() < 0.6:
            position.strength(enemy, destination, rng.randint(1, 3))
    position.scatter(reserved={origin, destination})  # after the case: its pieces come first from the supply
    return question(source, position.state, mover, origin, destination)


def _rule(rng) -> str:
    return weighted(rng, ((ORIGIN, 1.0), (DESTINATION, 1.0), (NEITHER, 1.2)))


def _path(source, rng, pairs):
    origin, destination = rng.choice(pairs[core.PATH])
    return _staged(source, rng, rng.choice(fighters()), origin, destination, _rule(rng))


def _closed(source, rng, pairs):
    origin, destination = rng.choice(pairs[core.CLOSED_PATH])
    return _staged(source, rng, rng.choice(fighters()), origin, destination, ORIGIN)


def _river(source, rng, pairs):
    origin, destination = rng.choice(pairs[core.RIVER])
    swimmers = [f for f in fighters() if core.swims(f)]
    if swimmers and rng.random() < 0.5:
        return _staged(source, rng, rng.choice(swimmers), origin, destination, NEITHER)
    return _staged(source, rng, rng.choice([f for f in fighters() if not core.swims(f)]), origin, destination,
                   _rule(rng))


def _lake(source, rng, pairs):
    mover = rng.choice([f for f in fighters() if not core.swims(f)])
    ferry = core.ferry_start(source.topology)
    coastal = core.coastal_clearings(source.topology)
    if ferry is not None and rng.random() < 0.7:
        destination = rng.choice([c for c in coastal if c != ferry])
        return _staged(source, rng, mover, ferry, destination, weighted(rng, ((ORIGIN, 2.0), (NEITHER, 1.0))))
    origin, destination = rng.choice(pairs[core.LAKE])
    return _staged(source, rng, mover, origin, destination, ORIGIN)


def _far(source, rng, pairs):
    topology = source.topology
    origin = rng.choice(core.clearings(topology))
    linked = {a for a, _, _ in core.links(topology, origin)}
    destination = rng.choice([c for c in core.clearings(topology) if c != origin and c not in linked])
    return _staged(source, rng, rng.choice(fighters()), origin, destination, ORIGIN)


def _nimble(source, rng, pairs):
    quick = [f for f in fighters() if core.nimble(f)]
    if not quick:
        return _path(source, rng, pairs)
    origin, destination = rng.choice(pairs[core.PATH])
    return _staged(source, rng, rng.choice(quick), origin, destination, NEITHER)


def _burrow(source, rng, pairs):
    """Another faction's warriors beside a tunnel, trying to go down it: only the Burrow's owner
    may enter (12.2.2)."""
    owner = burrow_factions(source)[0]
    for _ in range(12):
        where = rng.choice(core.clearings(source.topology))
        mover = rng.choice(fighters(exclude=[owner]))
        position = Position(source, [mover, owner], rng)
        while where not in core.tunnels(position.state) and position.token(owner, where):
            pass  # its tokens, until one is a tunnel: the Burrow's way in (12.2.2)
        if where not in core.tunnels(position.state):
            continue
        position.warriors(mover, where, rng.randint(1, 3))
        position.strength(owner, where, rng.randint(0, 3))
        position.scatter(reserved={where})
        return question(source, position.state, mover, where, core.BURROW)
    return _path(source, rng, pairs)


_CASES = {"path": _path, "closed": _closed, "river": _river, "lake": _lake, "far": _far, "nimble": _nimble,
          "burrow": _burrow}
