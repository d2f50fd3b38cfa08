"""Advanced Setup step 6: hirelings (16.1.6).

Exactly three hireling cards are dealt (I) from the cards the group plays with; one, two or
all three are flipped to their demoted side with 3, 4, or 5 and more players (II; none with
two, derived); from the last player in turn order backwards, each player sets up one dealt
hireling as its card says (III); the hireling markers go on 4, 8 and 12 (IV); the factions
the dealt hirelings correspond to stay out of the draft (V). A card whose faction the game
needs is never dealt: a faction chosen freely, or, for the draft, the players + 1 setup cards
with a militant among them (16.1.8.I; SETUP.md, as RAS deals).

What each card sets up is third-party data (:data:`rootboard.game.unconfirmed.HIRELINGS`),
set up by each hireling's own module (rootboard.game.factions.hirelings): every place offered
is worked out from the board and checked by the game's own placement rules, so a refusal
cites the rule that refuses it.
"""

from __future__ import annotations

from rootboard.game.hirelings import MARKER_SPACES, excluded, showing
from rootboard.game.setupkit.engine import Context, Step, options
from rootboard.game.setupkit.steps import say_placed
from rootboard.game.unconfirmed import HIRELINGS, MILITANT, SETUP_CARDS
from rootboard.messages import Template
from rootboard.setup.bots import chosen_by_bot

DEALT = Template("setup.hirelings.dealt", "hirelings dealt: {names:card}")
DEMOTED = Template("setup.hirelings.demoted", "demoted ({players} players): {names:card}")
MARKERS = Template("setup.hirelings.markers", "the hireling markers go on {spaces} of the score track")
EXCLUDED = Template("setup.hirelings.excluded", "out of the game while their hireling plays: {factions:faction}")
TOO_FEW_CARDS = Template("setup.hirelings.too-few", "only {dealt} hireling cards can be dealt without taking out a "
                         "faction the game needs; hirelings are played three or none")
ASK_WHICH = Template("setup.hirelings.which.ask", "seat {seat}: which dealt hireling do you set up?")
WHICH = Template("setup.hirelings.which", "seat {seat} sets up {name:card}")
SET_UP_ALREADY = Template("setup.hirelings.set-up", "{name:card} {name:card|sg=is|pl=are} set up already")


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
    bots = set(getattr(config, "bots", None) or ())  # a bot's faction is in play (16.1.3)
    if config.factions:
        return not out & set(config.factions)
    if out & bots:
        return False
    people = config.players - len(bots)  # the draft deals for people only (rootboard.setup.bots)
    left = [f for f in SETUP_CARDS if f not in out and f not in bots]
    militants = [f for f in left if f in MILITANT]
    if config.players == 2:  # the draft deals militants only (16.1.8.I.a)
        return len(militants) >= people + 1
    return len(left) >= people + 1 and bool(militants)


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
        step = Step(f"hirelings.seat{seat}" + (f".{n}" if n >= len(seats) else ""), "hireling",
                    ASK_WHICH("16.1.6.III", seat=seat),
                    options(dealt, lambda c: None if c in left else SET_UP_ALREADY("16.1.6.III", name=showing(ctx.state, c)),
                            lambda c: WHICH("16.1.6.III", seat=seat, name=showing(ctx.state, c))), str(seat))
        h = chosen_by_bot(ctx, seat, step, "16.1.6.III")  # a bot's seat: its priorities (rootboard.setup.bots)
        if h is None:
            h = yield step
        left.remove(h)
        ctx.say(WHICH("16.1.6.III", seat=seat, name=showing(ctx.state, h)))
        yield from set_up(ctx, h)


def set_up(ctx: Context, h: str):
    """What the hireling's card sets up, by its side showing (its module's setup)."""
    before = len(ctx.edits)
    yield from ctx.state.law[h].advanced_setup(ctx)
    say_placed(ctx, h, ctx.edits[before:], "16.1.6.III")
