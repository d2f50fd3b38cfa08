"""The hirelings (16.4): the thirteen cards as factions that take no turns, and the older
games' unnamed hirelings; what each card's rules change, and what each card sets up.

The cards' data (names, pieces, the faction each keeps out, setup) is third-party and lives in
:data:`rootboard.game.unconfirmed.HIRELINGS`. What the Law itself says of every hireling is
here: a controlled hireling's pieces count for its controller in rule, an uncontrolled one
rules as if it were a player (16.4.3.I); it never treats rivers as paths (16.4.3.V).
Control, markers and gaining them are :mod:`rootboard.game.hirelings`.
"""

from __future__ import annotations

from rootboard.board.topology import path_area
from rootboard.game.faction import Faction
from rootboard.game.hirelings import card_title, showing
from rootboard.game.kinds import BUILDING, PAWN, SUITS, TOKEN, WARRIOR, piece
from rootboard.game.unconfirmed import HIRELINGS as CARDS
from rootboard.messages import Template

ASK_PLACE = Template("setup.hireling.ask", "{name:card}: {what}, {n} of {of}")
NOTHING = Template("setup.hireling.nothing", "{name:card} (demoted side) places nothing on the map")
UPRISING = Template("setup.hireling.uprising", "the uprising die shows {suit:suit}")
NOT_EDGE = Template("setup.hireling.not-edge", "{at:area} is not on the map edge")
NOT_EDGE_RIVER = Template("setup.hireling.not-edge-river", "{at:area} is not both on the map edge and on the river")
NOT_SUIT = Template("setup.hireling.not-suit", "{at:area} is not a {suit:suit} clearing")
SAME_CLEARING = Template("setup.hireling.same-clearing", "{at:area} already holds one: two different clearings")
A_MAP_EDGE = Template("setup.hireling.where.map-edge", "a map-edge clearing")
A_SUIT = Template("setup.hireling.where.suit", "a {suit:suit} clearing")
ANOTHER_SUIT = Template("setup.hireling.where.another-suit", "another {suit:suit} clearing")
A_FOREST = Template("setup.hireling.where.forest", "a forest")
EDGE_AND_RIVER = Template("setup.hireling.where.edge-river", "a clearing on the map edge and the river")
A_PATH = Template("setup.hireling.where.path", "a path")
ANY = Template("setup.hireling.where.any", "any clearing")
A_CLEARING = Template("setup.hireling.where.clearing", "a clearing")
ANOTHER = Template("setup.hireling.where.another", "another clearing")
OPEN_SLOT = Template("setup.hireling.where.open-slot", "a clearing with an open building slot")
PATH_TAKEN = Template("setup.hireling.path-taken", "{at:area} already holds a bandit: each on a different path")

# The kinds of the hireling cards' pieces: footholds are tokens, vaults buildings (Law EN'24
# B.4, B.10, as SETUP.md reads them).
PIECE_KINDS = {"warrior": WARRIOR, "pawn": PAWN, "foothold": TOKEN, "vault": BUILDING}


class Hireling(Faction):
    """A hireling: no turns of its own; its controller's for rule, or its own (16.4.3.I)."""

    def rule_side(self, state, kind):
        return state.controllers.get(self.id) or self.id

    def turn_owner(self, state):
        """A controlled hireling's warriors move in its controller's turn (16.4.3.IV)."""
        return state.controllers.get(self.id) or self.id

    def rivers_are_paths(self, state):
        return False  # a hireling cannot use its controller's effects (16.4.3.V)

    def card(self) -> dict | None:
        return CARDS.get(self.id)

    def aliases(self):
        card = self.card()  # typed by the side of the card showing: "rabbit-scouts" (16.1.6.II)
        return (self.id, card["demoted"]) if card else (self.id,)

    def stands_on_paths(self):
        card = self.card()
        return card is not None and card["setup"] == "paths"  # Highway Bandits (16.2.3.II, 16.4.3.V)

    def advanced_setup(self, ctx):
        """What its card sets up (16.1.6.III): the promoted side's setup; the demoted side
        places nothing, except the demoted Exile, whose R items go under the ruins."""
        from rootboard.game.setupkit.steps import ruin_items
        card = self.card()
        if self.id in ctx.state.demoted:
            if card.get("demoted_setup") == "ruin-items":
                ruin_items(ctx, self.id)
            else:
                ctx.say(NOTHING("16.1.6.III", name=showing(ctx.state, self.id)))
            return
        yield from SETUPS[card["setup"]](ctx, self.id)


def named(card_id: str, card: dict) -> Hireling:
    # The Exile's pawn starts in a forest (its card, unconfirmed).
    in_forests = card["setup"] == "forest-pawn"
    pieces = tuple(piece(name, PIECE_KINDS[name], n, "16.4", unconfirmed=True,
                         in_forests=in_forests and PIECE_KINDS[name] == PAWN)
                   for name, n in card["pieces"].items())
    return Hireling(card_id, card_title(card_id), card_title(card_id), "16.4", pieces, seated=False, hireling=True)


def unnamed(n: int) -> Hireling:
    # The unnamed hirelings of game files written before the named ones (docs/game-format.md):
    # they still open and play, with control set by hand; new games name their hirelings.
    # 12 warriors covers the largest setup (Forest Patrol: one in every clearing).
    return Hireling(f"hireling{n}", f"Hireling {n}", f"Hireling {n}", "16.4", (
        piece(WARRIOR, WARRIOR, 12, "16.4", unconfirmed=True),
        piece(PAWN, PAWN, 1, "16.4", unconfirmed=True, note="the Exile, Flotilla, Protector", in_forests=True),
    ), seated=False, hireling=True)


NAMED = tuple(named(cid, card) for cid, card in CARDS.items())  # the thirteen cards
UNNAMED = tuple(unnamed(n) for n in (1, 2, 3))



def _clearing(ctx, h, what, pieces, n=1, of=1, extra=None):
    """One clearing for ``pieces`` of ``h``: refused with why where the rules or ``extra`` say no."""
    from rootboard.game.setupkit.steps import PLACED, can_place, place
    from rootboard.game.setupkit.engine import Step, options
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
    from rootboard.game.setupkit.steps import PIECES
    return tuple(PIECES(count=n, piece=p) for p, n in pieces)


def every_clearing(ctx, h):
    from rootboard.game.setupkit.steps import place
    for c in sorted(ctx.topology.board.clearings):
        place(ctx, h, WARRIOR, c)
    yield from ()


def ruins(ctx, h):
    from rootboard.game.setupkit.steps import place
    from rootboard.game.setupkit import places
    with_ruin = sorted(places.with_ruin(ctx.topology))
    for c in with_ruin:
        place(ctx, h, WARRIOR, c)
    yield from ()


def map_edge(ctx, h):
    from rootboard.game.setupkit import places
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
    from rootboard.game.setupkit.steps import PLACED, can_place, place
    from rootboard.game.setupkit.engine import Step, options
    name = showing(ctx.state, h)
    where = yield Step(f"{h}.forest", "forest", ASK_PLACE("16.1.6.III", name=name, what=A_FOREST(), n=1, of=1),
                       options(sorted(ctx.topology.forests), lambda f: can_place(ctx, h, [(PAWN, 1)], f),
                               lambda f: PLACED("16.1.6.III", who=h, what=_what([(PAWN, 1)]), at=f)), h)
    place(ctx, h, PAWN, where)


def edge_river_pawn(ctx, h):
    from rootboard.game.setupkit import places
    both = places.map_edge(ctx.topology) & places.river_clearings(ctx.topology)
    yield from _clearing(ctx, h, EDGE_AND_RIVER(), [(PAWN, 1)],
                         extra=lambda c: None if c in both else NOT_EDGE_RIVER("16.1.6.III", at=c))


def paths(ctx, h):
    """Two bandits, each on a different path; never a closed path (16.2.3.II) or a river."""
    from rootboard.game.setupkit.steps import PLACED, can_place, place
    from rootboard.game.setupkit.engine import Step, options
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
