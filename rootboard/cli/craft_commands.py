"""`rootboard craft`: a faction crafts a card from its hand (4.1).

The card is named by its catalogue id (``rootboard cards --json``) or its printed name in
English, Dutch or Spanish; ``--with`` names the clearings of the crafting pieces to activate,
one per suit of the cost (rootboard chooses them otherwise); ``--reveal``: the card is revealed
instead of discarded, as the Mole Artisans let their controller (16.4.2.II). Checked and applied like every
action: exit 0 crafted, 1 refused (file unchanged), 2 bad input.
"""

from __future__ import annotations

from rootboard.i18n import tr
from rootboard.messages import Template

NOT_A_CLEARING = Template("cli.craft.not-a-clearing", "crafting pieces are activated in clearings: {where:area} "
                          "is not one")


def register(sub) -> None:
    from rootboard.cli.game_commands import _action_parser

    p = _action_parser(sub, "craft", tr("cli.help", "craft a card from a faction's hand, activating crafting "
                                                    "pieces whose suits pay its cost (4.1)"))
    p.add_argument("faction", metavar="FACTION")
    p.add_argument("card", metavar="CARD", help=tr("cli.help", "the card: its id as 'rootboard cards --json' "
                                                               "lists it, or its name"))
    p.add_argument("--with", dest="clearings", nargs="+", default=[], metavar="CLEARING",
                   help=tr("cli.help", "the clearings of the crafting pieces to activate, one per suit of the "
                                       "cost (a clearing twice: two pieces there); default: rootboard chooses"))
    p.add_argument("--remove-item", action="store_true",
                   help=tr("cli.help", "the Hundreds remove the crafted item permanently to score its points "
                                       "(14.2.3)"))
    p.add_argument("--reveal", action="store_true",
                   help=tr("cli.help", "reveal the card instead of discarding it, to take it back into the hand at "
                                       "the end of Evening: the Mole Artisans' controller (16.4.2.II)"))
    p.set_defaults(run=run_craft)


def run_craft(args) -> int:
    from rootboard.cli.game_commands import _in_game, _run_action

    def build(state):
        from rootboard.game.cards.names import parse_card
        from rootboard.game.craft import Craft

        card = parse_card(state.deck, args.card)
        return Craft(_in_game(state, args.faction), card, tuple(_clearing(state, c) for c in args.clearings),
                     args.remove_item, args.reveal)

    return _run_action(args, build)


def _clearing(state, text: str) -> int:
    from rootboard.errors import BadInput

    where = state.parse_area(text)
    if not isinstance(where, int):
        raise BadInput(NOT_A_CLEARING(where=where))
    return where

