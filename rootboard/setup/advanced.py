"""Advanced Setup (16.1), steps 1 to 10, with the faction setup cards (16.1.8).

1 map (suits, ruins, the map's own pieces), 2 deck, 3 bots (reminders), 4 seats and the
first player, 5 landmarks, 6 hirelings, 7 draw five (a reminder), 8 factions: chosen freely or drafted
with the setup cards, from the last player backwards, each set up at once on its homelands,
9 score markers, 10 keep three (reminders). Step 6, hirelings, is :mod:`.hirelings`.

The setup cards' texts are third-party data (:mod:`.unconfirmed`); every clearing they allow
is worked out from the board (:mod:`.places`, :mod:`.homelands`).
"""

from __future__ import annotations

from dataclasses import dataclass

from rootboard.game.pieces import FACTIONS, MAP, WARRIOR
from rootboard.game.newgame import new_game
from rootboard.game.state import SUPPLY, shift
from rootboard.messages import Template
from rootboard.setup import places, standard
from rootboard.setup.board_step import suit_step
from rootboard.setup.engine import Context, Option, Step, options
from rootboard.setup.homelands import enemy_homes, fallback_note, homeland_options
from rootboard.setup.standard import PIECES, PLACED, can_place, place, ruin_items
from rootboard.game.unconfirmed import FORGE_ITEMS, HIRELINGS, LANDMARKS, MILITANT, SETUP_CARDS
from rootboard.setup import hirelings as hireling_setup

from rootboard.game.vagabond import CHARACTERS, vagabond_board_edits  # the one source of the characters (16.3)


@dataclass(frozen=True)
class AdvancedConfig:
    players: int  # 2 to 6 seats (the Reach table's counts)
    factions: tuple[str, ...] | None = None  # chosen freely, in seating order; None: drafted (16.1.8.I)
    suits: str | None = None
    landmarks: int = 0  # 0, 1 or 2 (16.1.5.I)
    landmark_cards: tuple[str, ...] = tuple(LANDMARKS)  # the cards the group plays with
    first: int | None = None  # the first player's seat (1..players); None: ask (at random, 16.1.4)
    hirelings: bool = False  # three hirelings, or none (16.1.6)
    hireling_cards: tuple[str, ...] = tuple(HIRELINGS)  # the cards the group plays with


# --- messages ------------------------------------------------------------------------------------------

ASK_FIRST_SEAT = Template("setup.seats.first.ask", "Who takes the first turn? The Law has it decided at random")
FIRST_SEAT = Template("setup.seats.first", "seat {seat} takes the first turn; play goes clockwise")
DECK = Template("setup.deck", "the standard deck, or the Exiles and Partisans deck in its place")
BOTS = Template("setup.bots", "bots, if any, follow the Law of Rootbotics")
DEALT_LANDMARKS = Template("setup.landmarks.dealt", "landmarks dealt: {names:piece}")
ASK_LANDMARK = Template("setup.landmark.ask", "seat {seat}: where does the {name:piece} go?")
LANDMARK_PLACED = Template("setup.landmark.placed", "the {name:piece} stands in {at:area}")
LANDMARK_HERE = Template("setup.landmark.here", "{at:area} already holds the {name:piece}")
LANDMARK_NEXT = Template("setup.landmark.next", "{at:area} is adjacent to the {name:piece} in {there:area}")
NEEDS_RUIN = Template("setup.landmark.needs-ruin", "the Tower goes in a clearing with a ruin; {at:area} has none")
NEEDS_RIVER = Template("setup.landmark.needs-river", "the {name:piece} goes in a clearing on the river; {at:area} is not")
NEEDS_ONE_SLOT = Template("setup.landmark.needs-one-slot",
                          "the Black Market goes in a clearing with exactly one building slot and no ruin; "
                          "{at:area} is not one")
NEEDS_CORNER = Template("setup.landmark.needs-corner", "the Elder Treetop goes in a corner clearing; {at:area} is not")
FEW_PLAYERS = Template("setup.landmark.few-players", "the Elder Treetop is not recommended for two players")
ASK_MAP_PIECES = Template("setup.landmarks.map-pieces.ask",
                          "With landmarks, the map's own {names:piece} may stay or be left out")
KEEP_MAP_PIECES = Template("setup.landmarks.map-pieces.keep", "keep the map's {names:piece} where the map puts them")
DROP_MAP_PIECES = Template("setup.landmarks.map-pieces.drop", "leave the map's {names:piece} out of this game")
FORGE = Template("setup.landmark.forge", "move onto the Legendary Forge's card: {items}")
BLACK_MARKET = Template("setup.landmark.black-market", "deal 3 cards face down beside the Black Market, unseen")
ITEM = Template("setup.item", "{count} {item:item}", plural="{count} {item:items}", count="count")
DRAW_FIVE = Template("setup.draw-five", "every player draws five cards{two}")
TWO_PLAYERS = Template("setup.two-players", " (two players: take the four dominance cards out of the deck first)")
POOL = Template("setup.draft.pool", "faction setup cards in the pool: {factions:faction}")
ASK_PICK = Template("setup.draft.ask", "seat {seat}: choose a faction")
LOCKED = Template("setup.draft.locked", "{who:faction} is turned sideways: it cannot be chosen until a "
                  "militant faction has been")
PICKED = Template("setup.draft.picked", "seat {seat} plays {who:faction}")
CHARACTER = Template("setup.character", "{who:faction} plays the {character:character} (its card was dealt with it)")
ASK_HOMELAND = Template("setup.homeland.ask", "{who:faction}: choose homeland {n} of {of}")
NOT_NEXT_TO_HOMELAND = Template("setup.homeland.not-next-to-own", "{at:area} is adjacent to none of "
                                "{who:faction}'s homelands")
NO_ROOM = Template("setup.homeland.no-room", "{at:area} leaves no room for all of {who:faction}'s "
                   "homelands next to each other")
ALREADY_OWN = Template("setup.homeland.already-own", "{at:area} is already one of {who:faction}'s homelands")
ONE_AT_A_TIME = Template("setup.homeland.one-at-a-time", "{who:faction} cannot meet every homeland "
                         "requirement: each homeland is chosen as well as it can be, one at a time")
ASK_KEEP_HOMELAND = Template("setup.keep.homeland.ask", "Marquise: which homeland holds the keep?")
NOT_A_HOMELAND = Template("setup.not-own-homeland", "{at:area} is not one of {who:faction}'s homelands")
BUILDING_THERE = Template("setup.building.there", "{at:area} already holds a Marquise building from setup")
ASK_SPREAD = Template("setup.spread.ask", "{who:faction}: warrior {n} of {of} goes next to the homeland")
NOT_NEXT = Template("setup.spread.not-next", "{at:area} is not adjacent to {home:area}")
UNEVEN = Template("setup.spread.uneven", "{at:area} has more warriors than {other:area}: as evenly as possible")
ACOLYTES = Template("setup.lizards.acolytes", "Lizard Cult: 2 warriors in the Acolytes box")
ASK_PLOT = Template("setup.corvids.plot.ask", "Corvids: which plot goes face down in the homeland?")
PLOT = Template("setup.corvids.plot", "a face-down plot in {at:area} (the Corvids know which)")
ASK_EDGE_PAIR = Template("setup.keepers.pair.ask", "Keepers: the second homeland, adjacent to {at:area}")
SCORE_MARKERS = Template("setup.score-markers", "every score marker on 0")
KEEP_THREE = Template("setup.keep-three", "keep three of your five cards, put two face down on the deck, "
                      "then shuffle it")


def script(ctx: Context):
    """Advanced Setup, steps 1 to 10."""
    config: AdvancedConfig = ctx.config
    layout = yield from suit_step(ctx)  # step 1
    ctx.say(DECK("16.1.2"))
    ctx.say(BOTS("16.1.3"))
    seats = list(range(1, config.players + 1))
    first = config.first
    if first is None:  # step 4
        first = yield Step("seats.first", "seat", ASK_FIRST_SEAT("16.1.4"),
                           tuple(Option(s, True, FIRST_SEAT("16.1.4", seat=s)) for s in seats))
    turn_order = seats[seats.index(first):] + seats[:seats.index(first)]
    ctx.data["turn_order"] = turn_order
    ctx.data["seat_factions"] = dict(zip(seats, config.factions)) if config.factions else {}
    _rebuild(ctx, layout)
    ctx.say(FIRST_SEAT("16.1.4", seat=first))
    if config.landmarks:
        yield from landmarks(ctx)  # step 5
    if config.hirelings:
        yield from hireling_setup.step(ctx, lambda: _rebuild(ctx, layout))  # step 6
    two = TWO_PLAYERS() if config.players == 2 else ""
    ctx.say(DRAW_FIVE("16.1.7", two=two))  # step 7
    yield from factions(ctx, layout)  # step 8
    ctx.say(SCORE_MARKERS("16.1.9"))
    ctx.say(KEEP_THREE("16.1.10"))


def _rebuild(ctx: Context, layout: dict[int, str]) -> None:
    """The position with the factions chosen so far, in turn order, and every setup edit."""
    seat_factions = ctx.data["seat_factions"]
    chosen = [seat_factions[s] for s in ctx.data["turn_order"] if s in seat_factions]
    hired = ctx.data.get("hirelings", [])
    if ctx.state is not None and list(ctx.state.factions) == chosen and list(ctx.state.hirelings) == hired:
        return
    state = new_game(ctx.topology.board.name, chosen or ["alliance"], seed=ctx.seed, hirelings=list(hired),
                     demoted=ctx.data.get("demoted", ()))
    if not chosen:  # before the draft: the map and the hirelings (no faction's pieces in any supply)
        state.factions, state.scores = [], {}
        state.supply = {k: n for k, n in state.supply.items() if k[0] == MAP or k[0] in hired}
    state.suits = dict(layout)
    state.apply(ctx.edits)
    ctx.state = state


# --- step 5: landmarks -----------------------------------------------------------------------------------

def landmarks(ctx: Context):
    config: AdvancedConfig = ctx.config
    board = ctx.topology.board
    dealt = ctx.rng.sample(list(config.landmark_cards), config.landmarks)
    ctx.say(DEALT_LANDMARKS("16.1.5.II", names=tuple(dealt)))
    printed = [n for n in ("ferry", "tower") if ctx.state.where_is((MAP, n))]
    overridden = [n for n in printed if n in dealt]  # the card sets its piece up anew
    kept = [n for n in printed if n not in dealt]
    if kept:
        keep = yield Step("landmarks.map-pieces", "choice", ASK_MAP_PIECES("16.1.5", names=tuple(kept)), (
            Option("keep", True, KEEP_MAP_PIECES("16.1.5", names=tuple(kept))),
            Option("omit", True, DROP_MAP_PIECES("16.1.5", names=tuple(kept)))))
        if keep == "omit":
            overridden += kept
    for name in overridden:
        where = ctx.state.where_is((MAP, name))[0]
        ctx.apply([shift((MAP, name), where, SUPPLY, 1)])
    # The last player sets up the first landmark, the second-to-last the other (16.1.5.III).
    for seat, name in zip(reversed(ctx.data["turn_order"]), dealt):
        where = yield Step(f"landmarks.{name}", "clearing", ASK_LANDMARK("16.1.5.III", seat=seat, name=name),
                           options(sorted(board.clearings), lambda c: _landmark_refusal(ctx, name, c),
                                   lambda c: LANDMARK_PLACED("16.1.5.III", name=name, at=c)), str(seat))
        ctx.apply([shift((MAP, name), SUPPLY, where, 1)])
        ctx.say(LANDMARK_PLACED("16.1.5.III", name=name, at=where))
        if name == "legendary-forge":
            suit = ctx.state.suits[where]
            ctx.say(FORGE("16.5", items=tuple(ITEM(count=n, item=i) for i, n in FORGE_ITEMS[suit])))
        if name == "black-market":
            ctx.say(BLACK_MARKET("16.5"))
        if LANDMARKS[name].get("min_players", 0) > config.players:
            ctx.say(FEW_PLAYERS("16.5"))


def landmark_clearings(ctx: Context) -> dict[int, str]:
    from rootboard.game.pieces import LANDMARK

    return {a: p for a, held in ctx.state.areas.items() for (f, p), n in held.items()
            if f == MAP and n and FACTIONS[MAP].piece(p).kind == LANDMARK and isinstance(a, int)}


def _landmark_refusal(ctx: Context, name: str, c: int):
    rule = LANDMARKS[name]
    topology, clearing = ctx.topology, ctx.topology.board.clearings[c]
    standing = landmark_clearings(ctx)
    if c in standing:
        return LANDMARK_HERE("16.1.5.III", at=c, name=standing[c])
    if rule["apart"]:
        near = [n for n in places.open_neighbours(topology, c) if n in standing]
        if near:
            return LANDMARK_NEXT("16.1.5.III", at=c, name=standing[near[0]], there=near[0])
    where = rule["where"]
    if where == "ruin" and not clearing.ruins:
        return NEEDS_RUIN("16.1.5.III", at=c)
    if where == "river" and c not in places.river_clearings(topology):
        return NEEDS_RIVER("16.1.5.III", name=name, at=c)
    if where == "one-slot" and not (clearing.slots == 1 and not clearing.ruins):
        return NEEDS_ONE_SLOT("16.1.5.III", at=c)
    if where == "corner" and not clearing.corner:
        return NEEDS_CORNER("16.1.5.III", at=c)
    return can_place(ctx, MAP, [(name, 1)], c)


# --- step 8: factions ------------------------------------------------------------------------------------

def factions(ctx: Context, layout: dict[int, str]):
    config: AdvancedConfig = ctx.config
    order = list(reversed(ctx.data["turn_order"]))  # from the last player backwards (16.1.8.II)
    if config.factions:
        for seat in order:
            fid = ctx.data["seat_factions"][seat]
            yield from _set_up(ctx, fid, layout)
        return
    pool, locked = _deal_pool(ctx)
    ctx.say(POOL("16.1.8.I", factions=tuple(pool)))
    for seat in order:
        militant_taken = any(f in MILITANT for f in ctx.data["seat_factions"].values())

        def refusal(f, militant_taken=militant_taken):
            if f == locked and not militant_taken:
                return LOCKED("16.1.8.I.b", who=f)
            return None

        fid = yield Step(f"factions.seat{seat}", "faction", ASK_PICK("16.1.8.II", seat=seat),
                         options(pool, refusal, lambda f: PICKED("16.1.8.II", seat=seat, who=f)), str(seat))
        pool.remove(fid)
        ctx.data["seat_factions"][seat] = fid
        ctx.say(PICKED("16.1.8.II", seat=seat, who=fid))
        yield from _set_up(ctx, fid, layout)


def _deal_pool(ctx: Context) -> tuple[list[str], str | None]:
    """16.1.8.I: one militant card to the pool, then the other militants shuffled with the
    insurgents, one card per player; two players take the insurgents out first (I.a); the
    last card dealt, if insurgent, is locked (I.b); a Vagabond card is dealt a character (I.c)."""
    players = ctx.config.players
    out = set(ctx.data.get("excluded", ()))  # kept out by their hirelings (16.1.6.V)
    cards = [f for f in SETUP_CARDS if f not in out]
    militant = sorted(f for f in cards if f in MILITANT)
    first = ctx.rng.choice(militant)
    rest = [f for f in cards if f != first and (players > 2 or f in MILITANT)]
    ctx.rng.shuffle(rest)
    pool = [first, *rest[:players]]
    last = pool[-1]
    characters = list(CHARACTERS)
    ctx.rng.shuffle(characters)
    ctx.data["characters"] = {f: characters.pop() for f in pool if FACTIONS[f].vagabond}
    return pool, (last if last not in MILITANT else None)


def _set_up(ctx: Context, fid: str, layout: dict[int, str]):
    _rebuild(ctx, layout)
    yield from CARD_SETUPS.get(fid, _standard_setup)(ctx, fid)


def _standard_setup(ctx: Context, fid: str):
    """Factions whose card sets up as their Standard Setup does (Alliance, Riverfolk)."""
    yield from standard.FACTION_SETUPS[fid](ctx, fid)


# --- each faction's setup card (unconfirmed wording, see .unconfirmed) -----------------------------------

def _homeland(ctx: Context, fid: str, n: int, of: int, pieces, candidates=None, rule=None, extra=None):
    """Yield one homeland choice; record it; return it."""
    card = SETUP_CARDS[fid]
    topology = ctx.topology
    if candidates is None:
        candidates = places.map_edge(topology) if card.get("map_edge") else set(topology.board.clearings)

    def blocked(c):
        if c in ctx.homelands.get(fid, []):
            return ALREADY_OWN("16.1.8.II", at=c, who=fid)
        if extra is not None:
            why = extra(c)
            if why is not None:
                return why
        return can_place(ctx, fid, pieces, c)

    everything = sorted(topology.board.clearings)
    opts, applied = homeland_options(ctx, fid, candidates, rule or card.get("distance", "free"), blocked)
    # Clearings off the candidate set (not on the map edge) are offered too, refused with why.
    shown = {o.value: o for o in opts}
    edge_note = card.get("map_edge")
    from rootboard.setup.homelands import NOT_ON_EDGE
    full = tuple(shown.get(c) or Option(c, False, NOT_ON_EDGE("16.1.8.II", at=c) if edge_note else
                                          NOT_NEXT_TO_HOMELAND("16.1.8.II", at=c, who=fid)) for c in everything)
    home = yield Step(f"{fid}.homeland{n}", "clearing", ASK_HOMELAND("16.1.8.II", who=fid, n=n, of=of), full, fid)
    note = fallback_note(fid, rule or card.get("distance", "free"), applied)
    if note is not None:
        ctx.say(note)
    ctx.homelands.setdefault(fid, []).append(home)
    return home


def _connected_completions(topology, usable: set[int], chosen: list[int], size: int) -> bool:
    """Can ``chosen`` grow, one adjacent clearing at a time within ``usable``, to ``size``?
    Each group is tried once (a breadth-first search over the groups, bounded by the map)."""
    start = frozenset(chosen)
    seen, frontier = {start}, [start]
    while frontier:
        group = frontier.pop()
        if len(group) >= size:
            return True
        nearby = set().union(*(places.open_neighbours(topology, c) for c in group)) & usable
        for c in sorted(nearby - group):
            grown = group | {c}
            if grown not in seen:
                seen.add(grown)
                frontier.append(grown)
    return False


def marquise_card(ctx: Context, fid: str):
    """Three homelands, each adjacent to another (a connected group), 2 warriors in each and
    1 everywhere else; the keep in one of them, not adjacent to an enemy homeland if able;
    a sawmill, a workshop and a recruiter each in a different homeland. Where no three
    connected clearings are left, each homeland is chosen as well as it can be, one at a
    time: next to one already chosen where one is free (16.1.8.II.c)."""
    topology = ctx.topology
    homes: list[int] = []
    one_building = [(WARRIOR, 2), ("sawmill", 1)]
    enemies = set(enemy_homes(ctx, fid))
    usable = {c for c in topology.board.clearings if c not in enemies and can_place(ctx, fid, one_building, c) is None}
    connected = any(_connected_completions(topology, usable, [c], 3) for c in sorted(usable))
    if not connected:
        ctx.say(ONE_AT_A_TIME("16.1.8.II.c", who=fid))
    for n in (1, 2, 3):
        near = set().union(*(places.open_neighbours(topology, h) for h in homes)) - set(homes) if homes else None
        if near is not None and not connected and not near & usable:
            near = None  # no free clearing next to its homelands: any will do, as well as it can be

        def extra(c, near=near):
            if near is not None and c not in near:
                return NOT_NEXT_TO_HOMELAND("16.1.8.II", at=c, who=fid)
            if connected and c in usable and not _connected_completions(topology, usable, [*homes, c], 3):
                return NO_ROOM("16.1.8.II.a", at=c, who=fid)
            return None

        home = yield from _homeland(ctx, fid, n, 3, one_building,
                                    candidates=near if near is not None else set(topology.board.clearings),
                                    rule="free", extra=extra)
        homes.append(home)
    for c in sorted(topology.board.clearings):
        place(ctx, fid, WARRIOR, c, 2 if c in homes else 1, say=False)
    ctx.say(PLACED("6.3", who=fid, what=PIECES(count=2, piece=WARRIOR), at=tuple(homes)))
    # The keep in one homeland, not adjacent to an enemy homeland if able (16.1.8.II.b).
    opts, applied = homeland_options(ctx, fid, homes, "not-adjacent", lambda c: can_place(ctx, fid, [("keep", 1)], c))
    full = tuple(next((o for o in opts if o.value == c), None) or Option(c, False, NOT_A_HOMELAND("6.3.2", at=c, who=fid))
                 for c in sorted(topology.board.clearings))
    keep = yield Step("marquise.keep", "clearing", ASK_KEEP_HOMELAND("6.3.2"), full, fid)
    place(ctx, fid, "keep", keep)
    used: list[int] = []
    for building in ("sawmill", "workshop", "recruiter"):
        where = yield Step(f"marquise.{building}", "clearing", standard.ASK_BUILDING("6.3.4", who=fid, piece=building),
                           options(sorted(topology.board.clearings),
                                   lambda c: NOT_A_HOMELAND("16.1.8.II", at=c, who=fid) if c not in homes
                                   else BUILDING_THERE("16.1.8.II", at=c) if c in used
                                   else can_place(ctx, fid, [(building, 1)], c),
                                   lambda c: PLACED("6.3.4", who=fid, what=PIECES(count=1, piece=building), at=c)),
                           fid)
        place(ctx, fid, building, where)
        used.append(where)


def eyrie_card(ctx: Context, fid: str):
    home = yield from _homeland(ctx, fid, 1, 1, [("roost", 1), (WARRIOR, 6)])
    place(ctx, fid, "roost", home)
    place(ctx, fid, WARRIOR, home, 6)


def hundreds_card(ctx: Context, fid: str):
    home = yield from _homeland(ctx, fid, 1, 1, [("stronghold", 1), ("warlord", 1), (WARRIOR, 4)])
    for piece, n in (("stronghold", 1), ("warlord", 1), (WARRIOR, 4)):
        place(ctx, fid, piece, home, n)
    ruin_items(ctx, fid)


def _spread(ctx: Context, fid: str, home: int, total: int):
    """``total`` warriors among the clearings adjacent to ``home``, as evenly as possible:
    each goes to one of the adjacent clearings with the fewest so far."""
    near = sorted(c for c in places.open_neighbours(ctx.topology, home)
                  if can_place(ctx, fid, [(WARRIOR, 1)], c) is None)
    if not near:
        return
    for n in range(1, total + 1):
        held = {c: ctx.state.count(c, (fid, WARRIOR)) for c in near}
        fewest = min(held.values())

        def refusal(c, held=held, fewest=fewest):
            if c not in held:
                return NOT_NEXT("16.1.8.II", at=c, home=home)
            if held[c] > fewest:
                return UNEVEN("16.1.8.II", at=c, other=min(held, key=held.get))
            return None

        where = yield Step(f"{fid}.spread{n}", "clearing", ASK_SPREAD("16.1.8.II", who=fid, n=n, of=total),
                           options(sorted(ctx.topology.board.clearings), refusal,
                                   lambda c: PLACED("16.1.8.II", who=fid, what=PIECES(count=1, piece=WARRIOR), at=c)),
                           fid)
        place(ctx, fid, WARRIOR, where, say=False)


def lizards_card(ctx: Context, fid: str):
    suits = ctx.state.suits
    home = yield from _homeland(ctx, fid, 1, 1, [(WARRIOR, 4)],
                                extra=lambda c: can_place(ctx, fid, [(f"{suits[c]}-garden", 1)], c))
    place(ctx, fid, f"{suits[home]}-garden", home)
    place(ctx, fid, WARRIOR, home, 4)
    yield from _spread(ctx, fid, home, SETUP_CARDS[fid]["spread"])
    ctx.say(ACOLYTES("10.3"))
    suit = yield Step("lizards.outcast", "suit", standard.ASK_OUTCAST("10.3.3"),
                      tuple(Option(s, True, standard.OUTCAST("10.3.3", suit=s)) for s in ("fox", "mouse", "rabbit")),
                      fid)
    ctx.say(standard.OUTCAST("10.3.3", suit=suit))


def duchy_card(ctx: Context, fid: str):
    home = yield from _homeland(ctx, fid, 1, 1, [("tunnel", 1), (WARRIOR, 2)])
    place(ctx, fid, "tunnel", home)
    place(ctx, fid, WARRIOR, home, 2)
    yield from _spread(ctx, fid, home, SETUP_CARDS[fid]["spread"])


def corvids_card(ctx: Context, fid: str):
    home = yield from _homeland(ctx, fid, 1, 1, [(WARRIOR, 1), ("bomb", 1)])
    place(ctx, fid, WARRIOR, home)
    plot = yield Step("corvids.plot", "plot", ASK_PLOT("13.3"),
                      tuple(Option(p, True, PLOT("13.2.2", at=home)) for p in ("bomb", "snare", "extortion", "raid")),
                      fid)
    place(ctx, fid, plot, home, say=False)
    ctx.say(PLOT("13.2.2", at=home))
    yield from standard.corvids(ctx, fid)


def keepers_card(ctx: Context, fid: str):
    topology = ctx.topology
    left = standard.relics_one_per_forest(ctx, fid)
    edge = places.map_edge(topology)
    enemies = set(enemy_homes(ctx, fid))
    partners = {c for c in edge if c not in enemies and can_place(ctx, fid, [(WARRIOR, 4)], c) is None}

    def pairable(c):
        return None if places.open_neighbours(topology, c) & partners else NO_ROOM("16.1.8.II.a", at=c, who=fid)

    # No two adjacent map-edge homelands left: each is set up as well as it can be (16.1.8.II.c).
    paired = any(pairable(c) is None for c in partners)
    if not paired:
        ctx.say(ONE_AT_A_TIME("16.1.8.II.c", who=fid))
    first = yield from _homeland(ctx, fid, 1, 2, [(WARRIOR, 4)], extra=pairable if paired else None)
    place(ctx, fid, WARRIOR, first, 4)
    pair = places.open_neighbours(topology, first) & partners if paired else edge
    second = yield from _homeland(ctx, fid, 2, 2, [(WARRIOR, 4)], candidates=pair)
    place(ctx, fid, WARRIOR, second, 4)
    standard.relics_far_from(ctx, fid, left, {first, second})


def vagabond_card(ctx: Context, fid: str):
    character = ctx.data.get("characters", {}).get(fid)
    if character is None:  # chosen freely: his character is dealt now (16.1.8.I.c)
        taken = set(ctx.data.get("characters", {}).values())
        character = ctx.rng.choice([c for c in CHARACTERS if c not in taken])
        ctx.data.setdefault("characters", {})[fid] = character
    ctx.say(CHARACTER("16.1.8.I.c", who=fid, character=character))
    ctx.apply(vagabond_board_edits(ctx.state, fid, character))  # his board: the card's items (9.3.5)
    yield from standard.vagabond(ctx, fid)


CARD_SETUPS = {
    "marquise": marquise_card, "eyrie": eyrie_card, "hundreds": hundreds_card, "lizards": lizards_card,
    "duchy": duchy_card, "corvids": corvids_card, "keepers": keepers_card,
    "vagabond": vagabond_card, "vagabond2": vagabond_card,
}
