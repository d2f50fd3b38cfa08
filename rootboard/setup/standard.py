"""Standard Setup (5.1): the map, the first player, then every faction in setup order.

Each faction's setup is its own (its "Faction Setup" section: 6.3, 7.3, ...), in its module
(rootboard.game.factions): it chooses only what its section leaves to the player and places
the rest at once, every offered clearing checked by the game's own placement rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from rootboard.game.newgame import new_game
from rootboard.messages import Template
from rootboard.setup import hands
from rootboard.setup.board_step import say_map_pieces, suit_step
from rootboard.game.setupkit.engine import Context, Option, Step
from rootboard.game.setupkit.steps import say_placed


@dataclass(frozen=True)
class SetupConfig:
    factions: tuple[str, ...]  # in seating order, clockwise
    suits: str | None = None  # printed | random | balanced; None: ask
    first: str | None = None  # the first player's faction; None: ask (or chosen at random)
    # A faction setup's own prices asked (the Riverfolk's Set Starting Prices, 11.3.5); false in
    # records made before they were asked, which left them unset (record.LEGACY_SETTINGS).
    starting_prices: bool = True


ASK_FIRST = Template("setup.first.ask", "Who takes the first turn? The Law has it chosen at random")
FIRST = Template("setup.first", "{who:faction} {who:faction|sg=takes|pl=take} the first turn; play goes clockwise")


def script(ctx: Context):
    """Standard Setup, start to end."""
    config: SetupConfig = ctx.config
    layout = yield from suit_step(ctx, standard=True)
    first = config.first
    if first is None:
        first = yield Step("seats.first", "faction", ASK_FIRST("5.1"),
                           tuple(Option(f, True, FIRST("5.1", who=f)) for f in config.factions))
    seats = list(config.factions)
    turn_order = seats[seats.index(first):] + seats[:seats.index(first)]
    ctx.state = new_game(ctx.topology, turn_order, seed=ctx.seed, law=ctx.law)
    ctx.state.suits = dict(layout)
    say_map_pieces(ctx)
    ctx.say(FIRST("5.1", who=first))
    law = ctx.state.law
    # Setup order A, B, C... (5.1.7), as each faction's module numbers it.
    for fid in sorted(config.factions, key=lambda f: law[f].setup_order):
        before = len(ctx.edits)
        yield from law[fid].standard_setup(ctx)
        say_placed(ctx, fid, ctx.edits[before:], f"{law[fid].chapter}.3")  # its chapter's Faction Setup
    hands.deal(ctx, "5.1.3")  # each player draws three cards
