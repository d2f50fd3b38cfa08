"""Advanced Setup (16.1), steps 1 to 10, with the faction setup cards (16.1.8).

1 map (suits, ruins, the map's own pieces), 2 deck, 3 bots (reminders), 4 seats and the
first player, 5 landmarks, 6 hirelings, 7 draw five (a reminder), 8 factions: chosen freely or drafted
with the setup cards, from the last player backwards, each set up at once on its homelands,
9 score markers, 10 keep three (reminders). Step 6, hirelings, is :mod:`.hirelings`.

The setup cards' texts are third-party data (:mod:`.unconfirmed`); every clearing they allow
is worked out from the board (:mod:`.places`, :mod:`.homelands`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rootboard.game.factions.vagabond.board import CHARACTERS  # the one source of the characters (16.3)
from rootboard.game import landmarks as landmark_rules
from rootboard.game.kinds import MAP, SUPPLY
from rootboard.game.newgame import new_game
from rootboard.game.setupkit import places
from rootboard.game.setupkit.engine import VALUE_WORDS, Context, Option, Step, options
from rootboard.game.setupkit.steps import can_place, say_placed
from rootboard.game.state import shift
from rootboard.game.unconfirmed import FORGE_ITEMS, HIRELINGS, LANDMARKS, MILITANT, SETUP_CARDS
from rootboard.messages import Template
from rootboard.setup import bots as bot_seats
from rootboard.setup import hands
from rootboard.setup import hirelings as hireling_setup
from rootboard.setup.board_step import say_map_pieces, suit_step


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
    # The Vagabond's two setup cards are the same faction: the first dealt is the Vagabond, a
    # second one the second Vagabond (9.7), whichever card it is. "as-dealt": each card kept its
    # own faction, so a lone second card was called the second Vagabond (records made so).
    vagabond_cards: str = "in-order"
    # Step 2 (16.1.2): the standard deck, or the Exiles and Partisans deck in its place.
    deck: str = "standard"
    # Step 3 (16.1.3, Law of Rootbotics 3.2-3.3): the seats bots play, faction -> bot, difficulty,
    # traits; a bot's faction is the group's choice, never dealt in the draft (rootboard.setup.bots).
    bots: dict = field(default_factory=dict)


# --- messages ------------------------------------------------------------------------------------------

ASK_FIRST_SEAT = Template("setup.seats.first.ask", "Who takes the first turn? The Law has it decided at random")
FIRST_SEAT = Template("setup.seats.first", "seat {seat} takes the first turn; play goes clockwise")
DECK_STANDARD = Template("setup.deck.standard", "the standard deck is played (the Exiles and Partisans deck may "
                         "replace it: setup --deck exiles)")
DECK_EXILES = Template("setup.deck.exiles", "the Exiles and Partisans deck replaces the standard deck")
BOTS = Template("setup.bots", "bots, if any, follow the Law of Rootbotics")
DEALT_LANDMARKS = Template("setup.landmarks.dealt", "landmarks dealt: {names:piece}")
ASK_LANDMARK = Template("setup.landmark.ask", "seat {seat}: where does the {name:piece} go?")
LANDMARK_PLACED = Template("setup.landmark.placed", "the {name:piece} stands in {at:area}")
FEW_PLAYERS = Template("setup.landmark.few-players", "the Elder Treetop is not recommended for two players")
ASK_MAP_PIECES = Template("setup.landmarks.map-pieces.ask",
                          "With landmarks, the map's own {names:piece} may stay or be left out")
KEEP_MAP_PIECES = Template("setup.landmarks.map-pieces.keep", "keep the map's {names:piece} where the map puts them")
DROP_MAP_PIECES = Template("setup.landmarks.map-pieces.drop", "leave the map's {names:piece} out of this game")
VALUE_WORDS.update({("choice", "keep"): Template("setup.landmarks.map-pieces.value.keep", "keep them"),
                    ("choice", "omit"): Template("setup.landmarks.map-pieces.value.omit", "leave them out")})
FORGE = Template("setup.landmark.forge", "move onto the Legendary Forge's card: {items}")
BLACK_MARKET = Template("setup.landmark.black-market", "deal 3 cards face down beside the Black Market, unseen")
ITEM = Template("setup.item", "{count} {item:item}", plural="{count} {item:items}", count="count")
DRAW_FIVE = Template("setup.draw-five", "every player draws five cards{two}")
TWO_PLAYERS = Template("setup.two-players", " (two players: take the four dominance cards out of the deck first)")
POOL = Template("setup.draft.pool", "faction setup cards in the pool: {factions:faction}")
ASK_PICK = Template("setup.draft.ask", "seat {seat}: choose a faction")
LOCKED = Template("setup.draft.locked", "{who:faction} {who:faction|sg=is|pl=are} turned sideways: it cannot be chosen until a "
                  "militant faction has been chosen")
PICKED = Template("setup.draft.picked", "seat {seat} plays {who:faction}")
SCORE_MARKERS = Template("setup.score-markers", "every score marker on 0")
KEEP_THREE = Template("setup.keep-three", "keep three of your five cards, put two face down on the deck, "
                      "then shuffle it")


def script(ctx: Context):
    """Advanced Setup, steps 1 to 10."""
    config: AdvancedConfig = ctx.config
    layout = yield from suit_step(ctx)  # step 1
    ctx.say((DECK_EXILES if config.deck == "exiles" else DECK_STANDARD)("16.1.2"))
    ctx.say(BOTS("16.1.3"))
    ctx.law = bot_seats.seated_law(ctx.law, config)  # a bot plays its faction's seat (Rootbotics 3.2)
    bot_seats.say_settings(ctx, "16.1.3")  # step 3 (Law of Rootbotics 3.3)
    seats = list(range(1, config.players + 1))
    first = config.first
    if first is None:  # step 4
        first = yield Step("seats.first", "seat", ASK_FIRST_SEAT("16.1.4"),
                           tuple(Option(s, True, FIRST_SEAT("16.1.4", seat=s)) for s in seats))
    turn_order = seats[seats.index(first):] + seats[:seats.index(first)]
    ctx.data["turn_order"] = turn_order
    ctx.data["seat_factions"] = dict(zip(seats, config.factions)) if config.factions else {}
    if not config.factions:  # a draft: the bots sit first, at seats drawn at random (16.1.4)
        for seat, fid in sorted(bot_seats.seat_at_random(ctx, seats).items()):
            ctx.data["seat_factions"][seat] = fid
            ctx.say(bot_seats.BOT_SEATED("16.1.4", bot=bot_seats.bot_name(config.bots[fid]["bot"]), seat=seat))
    _rebuild(ctx, layout)
    say_map_pieces(ctx)
    ctx.say(FIRST_SEAT("16.1.4", seat=first))
    if config.landmarks:
        yield from landmarks(ctx)  # step 5
    if config.hirelings:
        yield from hireling_setup.step(ctx, lambda: _rebuild(ctx, layout))  # step 6
    two = TWO_PLAYERS() if config.players == 2 and not config.bots else ""
    ctx.say(DRAW_FIVE("16.1.7", two=two))  # step 7
    bot_seats.say_hands(ctx, "16.1.7", config.players)  # with bots, people are counted (Rootbotics 3.4)
    yield from factions(ctx, layout)  # step 8
    ctx.say(SCORE_MARKERS("16.1.9"))
    ctx.say(KEEP_THREE("16.1.10"))
    hands.deal(ctx, "16.1.10")  # five drawn, three kept: hands of three


def _any_player(ctx: Context) -> str:
    """A faction to make the map's position with before any is chosen (its pieces are dropped)."""
    from rootboard.game.factions import LAW

    return (ctx.law or LAW).players[0].id


def _rebuild(ctx: Context, layout: dict[int, str]) -> None:
    """The position with the factions chosen so far, in turn order, and every setup edit."""
    seat_factions = ctx.data["seat_factions"]
    chosen = [seat_factions[s] for s in ctx.data["turn_order"] if s in seat_factions]
    hired = ctx.data.get("hirelings", [])
    if ctx.state is not None and list(ctx.state.factions) == chosen and list(ctx.state.hirelings) == hired:
        return
    state = new_game(ctx.topology, chosen or [_any_player(ctx)], seed=ctx.seed, hirelings=list(hired),
                     demoted=ctx.data.get("demoted", ()), law=ctx.law)
    if not chosen:  # before the draft: the map and the hirelings (no faction's pieces in any supply)
        state.factions, state.scores = [], {}
        state.supply = {k: n for k, n in state.supply.items() if k[0] == MAP or k[0] in hired}
    state.suits = dict(layout)
    state.deck = ctx.config.deck  # 16.1.2
    bot_seats.keep_in(state, ctx.config)
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
        ctx.say((DROP_MAP_PIECES if keep == "omit" else KEEP_MAP_PIECES)("16.1.5", names=tuple(kept)))
        if keep == "omit":
            overridden += kept
    for name in overridden:
        where = ctx.state.where_is((MAP, name))[0]
        ctx.apply([shift((MAP, name), where, SUPPLY, 1)])
    # The last player sets up the first landmark, the second-to-last the other (16.1.5.III).
    for seat, name in zip(reversed(ctx.data["turn_order"]), dealt):
        step = Step(f"landmarks.{name}", "clearing", ASK_LANDMARK("16.1.5.III", seat=seat, name=name),
                    options(sorted(board.clearings), lambda c: _landmark_refusal(ctx, name, c),
                            lambda c: LANDMARK_PLACED("16.1.5.III", name=name, at=c)), str(seat))
        where = bot_seats.chosen_by_bot(ctx, seat, step, "16.1.5.III")  # a bot's seat: its priorities
        if where is None:
            where = yield step
        ctx.apply([shift((MAP, name), SUPPLY, where, 1)])
        ctx.say(LANDMARK_PLACED("16.1.5.III", name=name, at=where))
        if name == "legendary-forge":
            suit = ctx.state.suits[where]
            ctx.say(FORGE("16.5", items=tuple(ITEM(count=n, item=i) for i, n in FORGE_ITEMS[suit])))
        if name == "black-market":
            ctx.say(BLACK_MARKET("16.5"))
        if LANDMARKS[name].get("min_players", 0) > config.players:
            ctx.say(FEW_PLAYERS("16.5"))


def _landmark_refusal(ctx: Context, name: str, c: int):
    """Where the landmark's card lets it stand (rootboard.game.landmarks), and the rules of placing."""
    return landmark_rules.placement_refusal(ctx.state, name, c) or can_place(ctx, MAP, [(name, 1)], c)


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
        if seat in ctx.data["seat_factions"]:  # a bot's seat: its faction chosen at step 3
            yield from _set_up(ctx, ctx.data["seat_factions"][seat], layout)
            continue
        militant_taken = any(f in MILITANT for f in ctx.data["seat_factions"].values())

        def refusal(f, militant_taken=militant_taken):
            if f == locked and not militant_taken:
                return LOCKED("16.1.8.I.b", who=f)
            return None

        fid = yield Step(f"factions.seat{seat}", "faction", ASK_PICK("16.1.8.II", seat=seat),
                         options(pool, refusal, lambda f: PICKED("16.1.8.II", seat=seat, who=f)), str(seat))
        if config.vagabond_cards == "in-order":
            fid = _picked_vagabond_in_order(ctx, pool, fid)
        pool.remove(fid)
        ctx.data["seat_factions"][seat] = fid
        ctx.say(PICKED("16.1.8.II", seat=seat, who=fid))
        yield from _set_up(ctx, fid, layout)


def _deal_pool(ctx: Context) -> tuple[list[str], str | None]:
    """16.1.8.I: one militant card to the pool, then the other militants shuffled with the
    insurgents, one card per player; two players take the insurgents out first (I.a); the
    last card dealt, if insurgent, is locked (I.b); a Vagabond card is dealt a character (I.c)."""
    players = ctx.config.players - len(ctx.config.bots)  # one card per person: bots draft none
    out = set(ctx.data.get("excluded", ()))  # kept out by their hirelings (16.1.6.V)
    out |= set(ctx.config.bots)  # a bot's faction is in play already: its card is not dealt
    cards = [f for f in SETUP_CARDS if f not in out]
    militant = sorted(f for f in cards if f in MILITANT)
    first = ctx.rng.choice(militant)
    # 16.1.8.I.a: two players at the table (bots too) draft militant factions only.
    rest = [f for f in cards if f != first and (ctx.config.players > 2 or f in MILITANT)]
    ctx.rng.shuffle(rest)
    pool = [first, *rest[:players]]
    if ctx.config.vagabond_cards == "in-order":
        pool = _vagabonds_in_order(ctx.state.law, pool, ctx.config.bots)
    last = pool[-1]
    characters = list(CHARACTERS)
    ctx.rng.shuffle(characters)
    ctx.data["characters"] = {f: characters.pop() for f in pool if ctx.state.law[f].vagabond}
    return pool, (last if last not in MILITANT else None)


def _vagabonds_in_order(law, pool: list[str], seated=()) -> list[str]:
    """The Vagabond cards of ``pool`` named in the order they were dealt: one Vagabond is the
    Vagabond, and only beside him is there a second (9.7); the Vagabot at his seat is the
    Vagabond already, so a card dealt is the second (``seated``: the bots' factions)."""
    vagabonds = iter([f for f in SETUP_CARDS if law[f].vagabond and f not in seated])
    return [next(vagabonds) if law[f].vagabond else f for f in pool]


def _picked_vagabond_in_order(ctx: Context, pool: list[str], fid: str) -> str:
    """The Vagabond card just picked is the Vagabond if none is seated yet, the second one
    otherwise (9.7): it swaps names, and dealt characters, with the card it was named after."""
    law = ctx.state.law
    if not law[fid].vagabond:
        return fid
    seated = [f for f in ctx.data["seat_factions"].values() if law[f].vagabond]
    wanted = [f for f in SETUP_CARDS if law[f].vagabond][len(seated)]
    if wanted != fid and wanted in pool:
        pool[pool.index(fid)], pool[pool.index(wanted)] = wanted, fid
        dealt = ctx.data["characters"]
        dealt[wanted], dealt[fid] = dealt[fid], dealt[wanted]
    return wanted


def _set_up(ctx: Context, fid: str, layout: dict[int, str]):
    """Set up ``fid`` at once, as its faction setup card says (its module's advanced setup);
    a bot by its own chapter's Faction Setup instead (Law of Rootbotics 3)."""
    _rebuild(ctx, layout)
    if fid in ctx.state.bots:
        bot_seats.set_up(ctx, fid, "16.1.8.II")
        return
    before = len(ctx.edits)
    yield from ctx.state.law[fid].advanced_setup(ctx)
    say_placed(ctx, fid, ctx.edits[before:], "16.1.8.II")
