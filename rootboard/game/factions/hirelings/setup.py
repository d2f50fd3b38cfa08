"""The hirelings: its setups (Standard Setup and the Advanced Setup's faction setup), as scripts of
setup steps; imported only when a setup runs."""

from __future__ import annotations

from rootboard.board.topology import path_area
from rootboard.game.factions.hirelings import (ANOTHER, ANOTHER_SUIT, ANY, ASK_PLACE, A_CLEARING, A_FOREST, A_MAP_EDGE,
                                               A_PATH, A_SUIT, EDGE_AND_RIVER, NOTHING, NOT_EDGE, NOT_EDGE_RIVER,
                                               NOT_SUIT, OPEN_SLOT, PATH_TAKEN, SAME_CLEARING, UPRISING)
from rootboard.game.hirelings import showing
from rootboard.game.kinds import PAWN, SUITS, WARRIOR
from rootboard.game.setupkit import places
from rootboard.game.setupkit.engine import Step, options
from rootboard.game.setupkit.steps import PIECES, PLACED, can_place, place, ruin_items


def _clearing(ctx, h, what, pieces, n=1, of=1, extra=None):
    """One clearing for ``pieces`` of ``h``: refused with why where the rules or ``extra`` say no."""
    name = showing(ctx.state, h)

    def refusal(c):
        why = extra(c) if extra is not None else None
        return why if why is not None else can_place(ctx, h, pieces, c)

    where = yield Step(f"{h}.clearing{n}", "clearing", ASK_PLACE("16.1.6.III", name=name, what=what, n=n, of=of),
                       options(sorted(ctx.topology.board.clearings), refusal,
                               lambda c: PLACED("16.1.6.III", who=h, what=_what(pieces), at=c)), h)
    for piece, count in pieces:
        place(ctx, h, piece, where, count)
    return where


def _what(pieces):
    return tuple(PIECES(count=n, piece=p) for p, n in pieces)


def every_clearing(ctx, h):
    for c in sorted(ctx.topology.board.clearings):
        place(ctx, h, WARRIOR, c)
    yield from ()


def ruins(ctx, h):
    with_ruin = sorted(places.with_ruin(ctx.topology))
    for c in with_ruin:
        place(ctx, h, WARRIOR, c)
    yield from ()


def map_edge(ctx, h):
    edge = places.map_edge(ctx.topology)
    count = ctx.state.law[h].piece(WARRIOR).count
    yield from _clearing(ctx, h, A_MAP_EDGE(), [(WARRIOR, count)],
                         extra=lambda c: None if c in edge else NOT_EDGE("16.1.6.III", at=c))


def uprising(ctx, h):
    for n in (1, 2):
        suit = ctx.rng.choice(SUITS)  # the uprising die (unconfirmed faces: the three suits)
        ctx.say(UPRISING("16.1.6.III", suit=suit))
        yield from _clearing(ctx, h, A_SUIT(suit=suit), [(WARRIOR, 1)], n, 2,
                             extra=lambda c, suit=suit: None if ctx.state.suits.get(c) == suit
                             else NOT_SUIT("16.1.6.III", at=c, suit=suit))


def forest_pawn(ctx, h):
    name = showing(ctx.state, h)
    where = yield Step(f"{h}.forest", "forest", ASK_PLACE("16.1.6.III", name=name, what=A_FOREST(), n=1, of=1),
                       options(sorted(ctx.topology.forests), lambda f: can_place(ctx, h, [(PAWN, 1)], f),
                               lambda f: PLACED("16.1.6.III", who=h, what=_what([(PAWN, 1)]), at=f)), h)
    place(ctx, h, PAWN, where)


def edge_river_pawn(ctx, h):
    both = places.map_edge(ctx.topology) & places.river_clearings(ctx.topology)
    yield from _clearing(ctx, h, EDGE_AND_RIVER(), [(PAWN, 1)],
                         extra=lambda c: None if c in both else NOT_EDGE_RIVER("16.1.6.III", at=c))


def paths(ctx, h):
    """Two bandits, each on a different path; never a closed path (16.2.3.II) or a river."""
    name = showing(ctx.state, h)
    board = ctx.topology.board
    every = sorted((path_area(*p.key) for p in board.paths), key=lambda a: tuple(map(int, a.split("-"))))
    for n in (1, 2):
        def refusal(a):
            if ctx.state.count(a, (h, WARRIOR)):
                return PATH_TAKEN("16.1.6.III", at=a)
            return can_place(ctx, h, [(WARRIOR, 1)], a)

        where = yield Step(f"{h}.path{n}", "path", ASK_PLACE("16.1.6.III", name=name, what=A_PATH(), n=n, of=2),
                           options(every, refusal, lambda a: PLACED("16.1.6.III", who=h, what=_what([(WARRIOR, 1)]),
                                                                    at=a)), h)
        place(ctx, h, WARRIOR, where)


def foothold(ctx, h):
    yield from _clearing(ctx, h, ANY(), [("foothold", 1), (WARRIOR, 3)])


def same_suit(ctx, h):
    first = yield from _clearing(ctx, h, A_CLEARING(), [(WARRIOR, 1)], 1, 2)
    suit = ctx.state.suits.get(first)
    yield from _clearing(ctx, h, ANOTHER_SUIT(suit=suit), [(WARRIOR, 1)], 2, 2,
                         extra=lambda c: SAME_CLEARING("16.1.6.III", at=c) if c == first
                         else None if ctx.state.suits.get(c) == suit else NOT_SUIT("16.1.6.III", at=c, suit=suit))


def pawn(ctx, h):
    yield from _clearing(ctx, h, ANY(), [(PAWN, 1)])


def any_two(ctx, h):
    for n in (1, 2):
        yield from _clearing(ctx, h, ANY(), [(WARRIOR, 1)], n, 2)


def vault(ctx, h):
    yield from _clearing(ctx, h, OPEN_SLOT(), [("vault", 1), (WARRIOR, 2)])


def two_clearings(ctx, h):
    first = yield from _clearing(ctx, h, A_CLEARING(), [(WARRIOR, 1)], 1, 2)
    yield from _clearing(ctx, h, ANOTHER(), [(WARRIOR, 1)], 2, 2,
                         extra=lambda c: SAME_CLEARING("16.1.6.III", at=c) if c == first else None)


SETUPS = {
    "every-clearing": every_clearing, "ruins": ruins, "map-edge": map_edge, "uprising": uprising,
    "forest-pawn": forest_pawn, "edge-river-pawn": edge_river_pawn, "paths": paths, "foothold": foothold,
    "same-suit": same_suit, "pawn": pawn, "any-two": any_two, "vault": vault, "two-clearings": two_clearings,
}


def advanced_setup(faction, ctx):
    """What its card sets up (16.1.6.III): the promoted side's setup; the demoted side
    places nothing, except the demoted Exile, whose R items go under the ruins."""
    card = faction.card()
    if faction.id in ctx.state.demoted:
        if card.get("demoted_setup") == "ruin-items":
            ruin_items(ctx, faction.id)
        else:
            ctx.say(NOTHING("16.1.6.III", name=showing(ctx.state, faction.id)))
        return
    yield from SETUPS[card["setup"]](ctx, faction.id)
