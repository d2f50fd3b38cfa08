"""Standard Setup (5.1): the map, the first player, then every faction in setup order.

Each faction's setup is its own (its "Faction Setup" section: 6.3, 7.3, ...), in its module
(rootboard.game.factions): it chooses only what its section leaves to the player and places
the rest at once, every offered clearing checked by the game's own placement rules.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rootboard.game.newgame import new_game
from rootboard.messages import Template
from rootboard.setup import bots, hands
from rootboard.setup.board_step import say_map_pieces, suit_step
from rootboard.game.setupkit.engine import Context, Option, Step
from rootboard.game.setupkit.steps import say_placed


@dataclass(frozen=True)
class SetupConfig:
    factions: tuple[str, ...]  # in seating order, clockwise
    suits: str | None = None  # printed | random | balanced; None: ask
    first: str | None = None  # the first player's faction; None: ask (or chosen at random)
    # The seats bots play (16.1.3, Law of Rootbotics 3.2-3.3): faction -> bot, difficulty, traits.
    bots: dict = field(default_factory=dict)


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
    ctx.law = bots.seated_law(ctx.law, config)  # a bot plays its faction's seat (Rootbotics 3.2)
    ctx.state = new_game(ctx.topology, turn_order, seed=ctx.seed, law=ctx.law)
    ctx.state.suits = dict(layout)
    bots.keep_in(ctx.state, config)
    say_map_pieces(ctx)
    ctx.say(FIRST("5.1", who=first))
    if config.bots:  # after step 1, before step 2 (Law of Rootbotics 3.3)
        bots.say_settings(ctx, "5.1")
    law = ctx.state.law
    # Setup order A, B, C... (5.1.7), as each faction's module numbers it.
    for fid in sorted(config.factions, key=lambda f: law[f].setup_order):
        before = len(ctx.edits)
        if fid in ctx.state.bots:  # its chapter's Faction Setup in the faction's place
            bots.set_up(ctx, fid, "5.1")
            continue
        yield from law[fid].standard_setup(ctx)
        say_placed(ctx, fid, ctx.edits[before:], f"{law[fid].chapter}.3")  # its chapter's Faction Setup
    bots.say_hands(ctx, "5.1.3", len(config.factions))
    hands.deal(ctx, "5.1.3")  # each player draws three cards; bots none (Law of Rootbotics 3.4)
