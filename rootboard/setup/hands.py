"""The starting hands: each player draws three cards (5.1.3, Standard Setup), or draws five and
keeps three, two going back on the deck (16.1.7, 16.1.10, Advanced Setup): either way every
seated player starts holding three cards the table does not see, and the app keeps them as a
count (1.2.1), so that a turn's first draw, the Eyrie's emergency orders (7.4.1) and the
Evening's discard down to five (6.6, 7.6.2, ...) start from the hand the table holds.

Hirelings hold no hand (16.4.3.V). Two players take the four dominance cards out of the deck
first (5.1.3, 16.1.7): the table is told so; the app's draw pile still counts them."""

from __future__ import annotations

from rootboard.messages import Template

DEALT = Template("setup.hands.dealt", "every player holds {count} card: the hands are kept as counts",
                 plural="every player holds {count} cards: the hands are kept as counts", count="count")


def deal(ctx, section: str) -> None:
    """Deal every seated player its starting hand as card edits of the setup (unnamed cards from
    the draw pile), and say so."""
    # The card table is imported when a setup deals, never when a command starts (rootboard --help).
    from rootboard.game.cards.places import STARTING_HAND
    from rootboard.game.cards.table import DRAW, HAND, card_edit, place

    # Bots draw no cards (Law of Rootbotics 3.4): only the people's seats are dealt a hand.
    people = [fid for fid in ctx.state.factions if fid not in ctx.state.bots]
    ctx.apply([card_edit(None, DRAW, place(HAND, fid)) for fid in people for _ in range(STARTING_HAND)])
    ctx.say(DEALT(section, count=STARTING_HAND))
    for fid in people:  # what a setup draws after the hands (the Alliance's supporters, 8.3.4)
        ctx.state.law[fid].after_hands(ctx)
