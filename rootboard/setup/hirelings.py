"""Advanced Setup step 6: hirelings (16.1.6).

Exactly three hireling cards are dealt (I) from the cards the group plays with; one, two or
all three are flipped to their demoted side with 3, 4, or 5 and more players (II; none with
two, derived); from the last player in turn order backwards, each player sets up one dealt
hireling as its card says (III); the hireling markers go on 4, 8 and 12 (IV); the factions
the dealt hirelings correspond to stay out of the draft (V). A card whose faction the game
needs is never dealt: a faction chosen freely, or, for the draft, the players + 1 setup cards
with a militant among them (16.1.8.I; SETUP.md, as RAS deals).

What each card sets up is third-party data (:data:`rootboard.game.unconfirmed.HIRELINGS`);
every place offered is worked out from the board and checked by the game's own placement
rules, so a refusal cites the rule that refuses it. Demoted sides place nothing, except the
demoted Exile, whose R items go under the ruins (a reminder).
"""

from __future__ import annotations

import rootboard.game.terms  # noqa: F401  (the terms these messages use)
from rootboard.board.topology import path_area
from rootboard.game.hirelings import MARKER_SPACES, excluded, showing
from rootboard.game.pieces import FACTIONS, PAWN, SUITS, WARRIOR
from rootboard.game.unconfirmed import HIRELINGS, MILITANT, SETUP_CARDS
from rootboard.messages import Template
from rootboard.setup import places
from rootboard.setup.engine import Context, Step, options
from rootboard.setup.standard import PIECES, PLACED, can_place, place, ruin_items

DEALT = Template("setup.hirelings.dealt", "hirelings dealt: {names:card}")
DEMOTED = Template("setup.hirelings.demoted", "demoted ({players} players): {names:card}")
MARKERS = Template("setup.hirelings.markers", "the hireling markers go on {spaces} of the score track")
EXCLUDED = Template("setup.hirelings.excluded", "out of the game while their hireling plays: {factions:faction}")
TOO_FEW_CARDS = Template("setup.hirelings.too-few", "only {dealt} hireling cards can be dealt without taking out a "
                         "faction the game needs; hirelings are played three or none")
ASK_WHICH = Template("setup.hirelings.which.ask", "seat {seat}: which dealt hireling do you set up?")
WHICH = Template("setup.hirelings.which", "seat {seat} sets up {name:card}")
SET_UP_ALREADY = Template("setup.hirelings.set-up", "{name:card} is set up already")
ASK_PLACE = Template("setup.hireling.ask", "{name:card}: {what}, {n} of {of}")
NOTHING = Template("setup.hireling.nothing", "{name:card} (demoted side) places nothing on the map")
UPRISING = Template("setup.hireling.uprising", "the uprising die shows {suit:suit}")
NOT_EDGE = Template("setup.hireling.not-edge", "{at:area} is not on the map edge")
NOT_EDGE_RIVER = Template("setup.hireling.not-edge-river", "{at:area} is not both on the map edge and on the river")
NOT_SUIT = Template("setup.hireling.not-suit", "{at:area} is not a {suit:suit} clearing")
NOT_RUIN = Template("setup.hireling.not-ruin", "{at:area} has no ruin")
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


def demoted_count(players: int) -> int:
    """16.1.6.II: 3 players one, 4 players two, 5 or more all three (2 players none, derived)."""
    return max(0, min(3, players - 2))


def deal(ctx: Context) -> list[str]:
    """Three cards, none keeping out a faction the game needs (16.1.6.I, V)."""
    config = ctx.config
    cards = list(config.hireling_cards)
    ctx.rng.shuffle(cards)
    dealt: list[str] = []
    out: set[str] = set()
    for card in cards:
        if len(dealt) == 3:
            break
        if _fits(config, out | set(excluded(card))):
            dealt.append(card)
            out |= set(excluded(card))
    return dealt


def _fits(config, out: set[str]) -> bool:
    if config.factions:
        return not out & set(config.factions)
    left = [f for f in SETUP_CARDS if f not in out]
    militants = [f for f in left if f in MILITANT]
    if config.players == 2:  # the draft deals militants only (16.1.8.I.a)
        return len(militants) >= config.players + 1
    return len(left) >= config.players + 1 and bool(militants)


def step(ctx: Context, rebuild):
    """Step 6, start to end; the dealt hirelings are in ``ctx.data["hirelings"]``; ``rebuild()``
    remakes the position with their pieces in the supply."""
    config = ctx.config
    dealt = deal(ctx)
    if len(dealt) < 3:
        ctx.say(TOO_FEW_CARDS("16.1.6.I", dealt=len(dealt)))
        return
    down = set(ctx.rng.sample(dealt, demoted_count(config.players)))
    ctx.data["hirelings"], ctx.data["demoted"] = dealt, down
    ctx.data["excluded"] = sorted({f for h in dealt for f in excluded(h)})
    ctx.say(DEALT("16.1.6.I", names=tuple(dealt)))
    if down:
        ctx.say(DEMOTED("16.1.6.II", players=config.players, names=tuple(HIRELINGS[h]["demoted"]
                                                                          for h in dealt if h in down)))
    rebuild()
    ctx.say(MARKERS("16.1.6.IV", spaces=MARKER_SPACES))
    if ctx.data["excluded"]:
        ctx.say(EXCLUDED("16.1.6.V", factions=tuple(ctx.data["excluded"])))
    left = list(dealt)
    seats = list(reversed(ctx.data["turn_order"]))
    for n in range(3):
        seat = seats[n % len(seats)]
        h = yield Step(f"hirelings.seat{seat}" + (f".{n}" if n >= len(seats) else ""), "hireling",
                       ASK_WHICH("16.1.6.III", seat=seat),
                       options(dealt, lambda c: None if c in left else SET_UP_ALREADY("16.1.6.III", name=showing(ctx.state, c)),
                               lambda c: WHICH("16.1.6.III", seat=seat, name=showing(ctx.state, c))), str(seat))
        left.remove(h)
        ctx.say(WHICH("16.1.6.III", seat=seat, name=showing(ctx.state, h)))
        yield from set_up(ctx, h)


def set_up(ctx: Context, h: str):
    card = HIRELINGS[h]
    name = showing(ctx.state, h)
    if h in ctx.state.demoted:
        if card.get("demoted_setup") == "ruin-items":
            ruin_items(ctx, h)
        else:
            ctx.say(NOTHING("16.1.6.III", name=name))
        return
    yield from SETUPS[card["setup"]](ctx, h)


# --- each promoted side's setup ------------------------------------------------------------------------

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
        place(ctx, h, piece, where, count, say=False)
    ctx.say(PLACED("16.1.6.III", who=h, what=_what(pieces), at=where))
    return where


def _what(pieces):
    return tuple(PIECES(count=n, piece=p) for p, n in pieces)


def every_clearing(ctx, h):
    for c in sorted(ctx.topology.board.clearings):
        place(ctx, h, WARRIOR, c, say=False)
    ctx.say(PLACED("16.1.6.III", who=h, what=_what([(WARRIOR, 1)]), at=tuple(sorted(ctx.topology.board.clearings))))
    yield from ()


def ruins(ctx, h):
    with_ruin = sorted(places.with_ruin(ctx.topology))
    for c in with_ruin:
        place(ctx, h, WARRIOR, c, say=False)
    ctx.say(PLACED("16.1.6.III", who=h, what=_what([(WARRIOR, 1)]), at=tuple(with_ruin)))
    yield from ()


def map_edge(ctx, h):
    edge = places.map_edge(ctx.topology)
    count = FACTIONS[h].piece(WARRIOR).count
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
