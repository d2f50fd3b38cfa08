"""The Vagabond's commands: character, item, allied, refresh, explore, strike, repair, aid,
rest, hits, special (chapter 9, 16.3). Exit status as for every action: 0 legal (applied and
saved unless --dry-run), 1 refused with ``Law SECTION: reason`` on stderr, 2 bad input.
"""

from __future__ import annotations

import argparse

from rootboard.cli import count_argument, whole_number
from rootboard.cli.choices import choice_argument
from rootboard.cli.game_commands import _action_parser, _in_game, _run_action
from rootboard.errors import BadInput
from rootboard.game.factions.vagabond import actions as va
from rootboard.game.factions.vagabond.board import ALLIED_SPACES, CHARACTERS, ITEMS, item_name
from rootboard.i18n import N_, tr

# Looked up when the parser is built, in the language of the run.
VAGABOND_HELP = N_("cli.help", "vagabond or vagabond2")


def _item_help() -> str:
    """The items as the run's language names them (each may be typed so, or by its id)."""
    from rootboard.game.terms import item_name as said

    return ", ".join(str(said(i)) for i in ITEMS)


def item_argument(text: str) -> str:
    """argparse's type for an item: the core's own refusal, in the run's language (argparse
    turns any other error of a type into "invalid item_name value")."""
    try:
        return item_name(text)
    except BadInput as exc:
        raise argparse.ArgumentTypeError(exc.describe()) from None


def _strike(state, args) -> va.Strike:
    """The Strike as the game file keeps it: the piece by its id, however it was typed (the
    run's words, a plural), since a file's reader knows pieces by their ids only."""
    target = _in_game(state, args.target)
    piece = state.law[target].piece(args.piece).name if args.piece else None
    return va.Strike(_in_game(state, args.vagabond), target, piece)


def register(sub) -> None:
    p = _action_parser(sub, "character", tr("cli.help", "set a Vagabond's character and its starting items (9.3.1, 9.3.5, 16.3); "
                                                        "for a game made before rootboard kept his board, or a Standard Setup"))
    p.add_argument("vagabond", metavar="VAGABOND", help=tr(*VAGABOND_HELP))
    choice_argument(p, "character", choices=CHARACTERS, term="character")
    p.set_defaults(run=lambda a: _run_action(a, lambda s: va.SetCharacter(_in_game(s, a.vagabond), a.character)))

    p = _action_parser(sub, "item", tr("cli.help", "bookkeeping of a Vagabond's items: exhaust, refresh, damage, repair (9.2.5, "
                                                   "9.2.7); take (an item he crafts or is given, face up, 9.5.8); remove (above the item "
                                                   "limit, 9.6.4)"))
    p.add_argument("vagabond", metavar="FACTION", help=tr(*VAGABOND_HELP))
    p.add_argument("item", metavar="ITEM", type=item_argument, help=_item_help())
    choice_argument(p, "op", choices=va.OPS)
    p.add_argument("--count", type=count_argument, default=1, metavar="N", help=tr("cli.help", "how many (default 1)"))
    p.set_defaults(run=lambda a: _run_action(a, lambda s: va.ItemChange(_in_game(s, a.vagabond), a.item, a.op,
                                                                         a.count)))

    p = _action_parser(sub, "allied", tr("cli.help", "set a faction's marker on a Vagabond's Allied track: 0 "
                                                     "Indifferent to {spaces} Allied (9.2.9.I)").format(spaces=ALLIED_SPACES))
    p.add_argument("vagabond", metavar="VAGABOND", help=tr(*VAGABOND_HELP))
    p.add_argument("faction", metavar="FACTION")
    p.add_argument("space", type=whole_number, metavar="SPACE")
    p.set_defaults(run=lambda a: _run_action(a, lambda s: va.SetAllied(_in_game(s, a.vagabond),
                                                                        _in_game(s, a.faction), a.space)))

    p = _action_parser(sub, "refresh", tr("cli.help", "Birdsong: flip 3 exhausted items face up, plus 2 per face-up tea on its "
                                                      "track (9.4.1)"))
    p.add_argument("vagabond", metavar="VAGABOND", help=tr(*VAGABOND_HELP))
    p.add_argument("--item", action="append", default=[], type=item_argument, metavar="ITEM",
                   help=tr("cli.help", "an item to refresh (repeat); default: exhausted undamaged items first"))
    p.set_defaults(run=lambda a: _run_action(a, lambda s: va.Refresh(_in_game(s, a.vagabond), tuple(a.item))))

    p = _action_parser(sub, "explore", tr("cli.help", "Daylight: exhaust a torch, take the item found in the ruin of his "
                                                      "clearing, 1 VP; the ruin goes with its last item (9.5.3, 9.7.3)"))
    p.add_argument("vagabond", metavar="VAGABOND", help=tr(*VAGABOND_HELP))
    p.add_argument("item", metavar="ITEM", type=item_argument,
                   help=tr("cli.help", "the R item taken: bag, boot, hammer or sword"))
    p.set_defaults(run=lambda a: _run_action(a, lambda s: va.Explore(_in_game(s, a.vagabond), a.item)))

    p = _action_parser(sub, "strike", tr("cli.help", "Daylight: exhaust a crossbow, remove an enemy warrior in his clearing, "
                                                     "or another piece of an enemy with no warrior there (9.5.6)"))
    p.add_argument("vagabond", metavar="VAGABOND", help=tr(*VAGABOND_HELP))
    p.add_argument("target", metavar="FACTION")
    p.add_argument("--piece", metavar="PIECE", help=tr("cli.help", "the piece removed (default: a warrior)"))
    p.set_defaults(run=lambda a: _run_action(a, lambda s: _strike(s, a)))

    p = _action_parser(sub, "repair", tr("cli.help", "Daylight: exhaust a hammer to repair a damaged item (9.5.7)"))
    p.add_argument("vagabond", metavar="VAGABOND", help=tr(*VAGABOND_HELP))
    p.add_argument("item", metavar="ITEM", type=item_argument, help=tr("cli.help", "the damaged item"))
    p.set_defaults(run=lambda a: _run_action(a, lambda s: va.Repair(_in_game(s, a.vagabond), a.item)))

    p = _action_parser(sub, "aid", tr("cli.help", "Daylight: exhaust an item and give a card to a player with pieces in his "
                                                  "clearing (9.5.4); --advance moves its marker on the Allied track (9.2.9.I)"))
    p.add_argument("vagabond", metavar="VAGABOND", help=tr(*VAGABOND_HELP))
    p.add_argument("target", metavar="FACTION")
    p.add_argument("item", metavar="ITEM", type=item_argument, help=tr("cli.help", "the item exhausted"))
    p.add_argument("--advance", action="store_true",
                   help=tr("cli.help", "this Aid completes the printed number for the next space"))
    p.add_argument("--take", type=item_argument, metavar="ITEM",
                   help=tr("cli.help", "an item taken from that player's Crafted Items"))
    p.set_defaults(run=lambda a: _run_action(a, lambda s: va.Aid(_in_game(s, a.vagabond), _in_game(s, a.target),
                                                                  a.item, a.advance, a.take)))

    p = _action_parser(sub, "rest", tr("cli.help", "Evening, in a forest: repair every damaged item, face up (9.6.1)"))
    p.add_argument("vagabond", metavar="VAGABOND", help=tr(*VAGABOND_HELP))
    p.set_defaults(run=lambda a: _run_action(a, lambda s: va.Rest(_in_game(s, a.vagabond))))

    p = _action_parser(sub, "hits", tr("cli.help", "the Vagabond takes hits: each damages an undamaged item; with none left "
                                                   "the rest are ignored (9.2.7)"))
    p.add_argument("vagabond", metavar="VAGABOND", help=tr(*VAGABOND_HELP))
    p.add_argument("count", type=count_argument, metavar="N")
    p.add_argument("--item", action="append", default=[], type=item_argument, metavar="ITEM",
                   help=tr("cli.help", "an item he damages (repeat); default: exhausted items first"))
    p.set_defaults(run=lambda a: _run_action(a, lambda s: va.Hits(_in_game(s, a.vagabond), a.count, tuple(a.item))))

    p = _action_parser(sub, "special", tr("cli.help", "the character's special action (9.5.9, 16.3): Glide (--to), Scorched "
                                                      "Earth, Hideout (--item), Steal, Day Labor, Instigate, Protector, Improvise, Swift Strike"))
    p.add_argument("vagabond", metavar="VAGABOND", help=tr(*VAGABOND_HELP))
    p.add_argument("--to", type=whole_number, metavar="CLEARING", help=tr("cli.help", "Glide: the clearing the pawn goes to"))
    p.add_argument("--item", action="append", default=[], type=item_argument, metavar="ITEM",
                   help=tr("cli.help", "Hideout: a damaged item to repair (repeat, up to 3)"))
    p.set_defaults(run=lambda a: _run_action(a, lambda s: va.Special(_in_game(s, a.vagabond), a.to, tuple(a.item))))
