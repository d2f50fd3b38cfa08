"""The cards of a game: draw, discard, spend, give, reveal, dominance, hand.

Each is an action (rootboard.game.cards.actions) with the exit status of every action: 0 legal
(applied and saved unless --dry-run), 1 refused with ``Law SECTION: reason`` on stderr, 2 bad
input. A card is typed by its id or its name in English or the run's language, its suit with
it where its name is shared ("bird dominance", "dominantie vos"). ``hand`` shows one faction's
hand as its owner sees it (its known cards): what the whole table sees is ``status``.
"""

from __future__ import annotations

import json

from rootboard.cli import count_argument
from rootboard.cli.game_commands import _action_parser, _in_game, _run_action, load_game
from rootboard.i18n import N_, ntr, tr

CARD_HELP = N_("cli.help", "a card: its name as `rootboard cards` lists it (with its suit where several cards share "
                           "the name, e.g. 'bird dominance'), or its id")


def _cards():
    from rootboard.game.cards import actions

    return actions


def _card(state, text: str) -> str:
    from rootboard.game.cards.names import parse_card

    return parse_card(state.deck, text)


def _named(state, texts) -> tuple[str, ...]:
    return tuple(_card(state, t) for t in texts)


def _card_args(p, unnamed_help: str) -> None:
    p.add_argument("faction", metavar="FACTION")
    p.add_argument("--card", action="append", default=[], metavar="CARD", help=tr(*CARD_HELP) + " " +
                   tr("cli.help", "(repeat for more)"))
    p.add_argument("--count", type=count_argument, metavar="N", help=unnamed_help)


def register(sub) -> None:
    p = _action_parser(sub, "draw", tr("cli.help", "draw cards from the draw pile into a hand (16.6.6); an empty draw "
                                                   "pile is made again from the discard pile (2.1)"))
    p.add_argument("faction", metavar="FACTION")
    p.add_argument("count", nargs="?", type=count_argument, default=1, metavar="N",
                   help=tr("cli.help", "how many cards (default 1)"))
    p.add_argument("--card", action="append", default=[], metavar="CARD",
                   help=tr("cli.help", "a card drawn knowingly, kept in its owner's view only (repeat for more; "
                                       "at most N)"))
    p.set_defaults(run=lambda a: _run_action(a, lambda s: _cards().Draw(_in_game(s, a.faction), max(a.count, len(a.card)),
                                                                        _named(s, a.card))))

    for name, spent, helptext in (
            ("discard", False, tr("cli.help", "discard cards from a hand to the discard pile (16.6.5); a dominance "
                                              "card goes beside the map (3.3.3)")),
            ("spend", True, tr("cli.help", "spend cards from a hand for an action's cost: discarded (16.6.29)"))):
        p = _action_parser(sub, name, helptext)
        _card_args(p, tr("cli.help", "how many cards not named (default: 1 when no card is named)"))
        p.set_defaults(run=lambda a, spent=spent: _run_action(a, lambda s: _cards().Discard(
            _in_game(s, a.faction), _named(s, a.card), _unnamed(a), spent)))

    p = _action_parser(sub, "give", tr("cli.help", "give cards from one hand to another, where an effect says so "
                                                   "(1.3.2); a card named is known to both"))
    _card_args(p, tr("cli.help", "how many cards not named (default: 1 when no card is named)"))
    p.add_argument("to", metavar="TO", help=tr("cli.help", "the faction given the cards"))
    p.set_defaults(run=lambda a: _run_action(a, lambda s: _cards().Give(
        _in_game(s, a.faction), _in_game(s, a.to), _named(s, a.card), _unnamed(a))))

    p = _action_parser(sub, "reveal", tr("cli.help", "reveal a card of a hand to everyone (16.6.23)"))
    p.add_argument("faction", metavar="FACTION")
    p.add_argument("card", metavar="CARD", help=tr(*CARD_HELP))
    p.set_defaults(run=lambda a: _run_action(a, lambda s: _cards().Reveal(_in_game(s, a.faction), _card(s, a.card))))

    p = _action_parser(sub, "dominance", tr("cli.help", "activate a dominance card from a hand, in Daylight with 10 or "
                                                        "more victory points (3.3.1); with --take, take one from beside "
                                                        "the map by spending a card of its suit (3.3.4)"))
    p.add_argument("faction", metavar="FACTION")
    p.add_argument("card", metavar="CARD", help=tr(*CARD_HELP))
    p.add_argument("--take", action="store_true", help=tr("cli.help", "take it from beside the map (3.3.4)"))
    p.add_argument("--with", dest="partner", metavar="FACTION",
                   help=tr("cli.help", "the Vagabond: the player he forms a coalition with (9.2.8)"))
    p.add_argument("--spend", metavar="CARD", help=tr("cli.help", "with --take: the card spent (default: a card not "
                                                                   "named)"))
    p.set_defaults(run=run_dominance)

    p = sub.add_parser("hand", help=tr("cli.help", "a faction's hand as its owner sees it: its size and the cards "
                                                   "it knows"))
    p.add_argument("game", metavar="GAME.json")
    p.add_argument("faction", metavar="FACTION")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=run_hand)


def _unnamed(args) -> int:
    if args.count is not None:
        return args.count
    return 0 if args.card else 1


def run_dominance(args) -> int:
    if args.spend and not args.take:
        from rootboard.cli import UsageError

        raise UsageError(tr("cli", "--spend goes with --take"))

    def build(state):
        fid, card = _in_game(state, args.faction), _card(state, args.card)
        if args.take:
            return _cards().TakeDominance(fid, card, _card(state, args.spend) if args.spend else None)
        return _cards().ActivateDominance(fid, card, _in_game(state, args.partner) if args.partner else None)
    return _run_action(args, build)


def run_hand(args) -> int:
    from rootboard.game.cards.names import card_title
    from rootboard.game.cards.table import hand_size, hands_kept, known_in_hand, unnamed_in_hand
    from rootboard.messages import fill

    state = load_game(args.game)
    fid = _in_game(state, args.faction)
    known = sorted(known_in_hand(state, fid))
    kept = hands_kept(state)  # no card dealt or drawn yet: no size the table never gave (1.2.1)
    if args.json:
        print(json.dumps({"faction": fid, "size": hand_size(state, fid) if kept else None, "known": known,
                          "not_named": unnamed_in_hand(state, fid) if kept else None}))
        return 0
    if not kept:
        print(fill(tr("cli", "{who:faction.whose} hand: not kept (no card dealt or drawn yet)"), who=fid))
        return 0
    n = hand_size(state, fid)
    print(fill(ntr("cli", "{who:faction.whose} hand: {n} card", "{who:faction.whose} hand: {n} cards", n), who=fid, n=n))
    for card in known:
        print("  " + card_title(card))
    if unnamed_in_hand(state, fid):
        print("  " + tr("cli", "{n} not named").format(n=unnamed_in_hand(state, fid)))
    return 0
