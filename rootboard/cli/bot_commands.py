"""``rootboard bot``: a Clockwork bot plays its turn (Law of Rootbotics), each step said with its
section and applied as the game's own actions; ``--setup`` seats the bot and plays its setup.

``rootboard bot GAME FACTION --order SUIT[,SUIT] [--item ITEM] [--rolls H,L ...] [--guess PLOT ...] [--json]``: the
table reveals the order card and names its suit (a second suit: the card revealed if the bot
expands), names the item it shows (crafted if the item supply still holds one), and gives the dice for the bot's battles in order
(those not given are rolled from the game's seed), the ambush card a human defender played against each
(``--ambush SUIT|none ...``, 4.3.1: judged by the battle's own check, so a bot's Hates Surprises refuses it), and a human's guesses a trait asks for (the Cogwheel
Corvids' Gamble: each plot's kind before it flips, in order). Once its order card is revealed
(the history's ``bot-order``: the window's step by step), its turn is not begun again: without
--order the rest of it is played as worked out from the history; with --order it is refused. Exit 0: played and saved; 1: a step refused
(nothing changed); 2: bad input.
"""

from __future__ import annotations

from rootboard.cli.choices import ChoiceList, choice_argument
from rootboard.i18n import tr


def register(sub) -> None:
    from rootboard.game import modes
    from rootboard.game.bots import DIFFICULTIES
    from rootboard.game.bots.play import ORDER_SUITS
    from rootboard.game.crafted import ITEM_SUPPLY

    p = sub.add_parser("bot", help=tr("cli.help", "a bot plays its turn, each step explained "
                                                  "(Law of Rootbotics)"))
    p.add_argument("game", metavar="GAME.json")
    p.add_argument("faction", metavar="FACTION", help=tr("cli.help", "the seat the bot plays, e.g. marquise"))
    p.add_argument("--order", metavar="{fox,mouse,rabbit,bird}[,...]", type=ChoiceList(ORDER_SUITS, "suit"),
                   help=tr("cli.help", "the order card's suit; the next card's, if the bot expands"))
    choice_argument(p, "--item", choices=sorted(ITEM_SUPPLY), term="item", help=tr("cli.help", "the item the order card shows"))
    p.add_argument("--rolls", nargs="*", default=[], metavar="HIGH,LOW",
                   help=tr("cli.help", "the dice of the bot's battles, in order (default: rolled from the seed)"))
    p.add_argument("--guess", nargs="*", default=[], metavar="PLOT",
                   help=tr("cli.help", "a human's guesses the bot's traits ask for, in order (Gamble: a plot's kind)"))
    p.add_argument("--ambush", nargs="*", default=[], metavar="SUIT",
                   help=tr("cli.help", "the ambush card each human defender played against the bot's battles, in "
                                       "order: its suit, or none (4.3.1)"))
    p.add_argument("--setup", action="store_true",
                   help=tr("cli.help", "seat the bot at FACTION and play its setup instead of a turn"))
    choice_argument(p, "--difficulty", default="normal", choices=DIFFICULTIES,
                       help=tr("cli.help", "with --setup: the bot's difficulty (default normal)"))
    p.add_argument("--trait", action="append", default=[], metavar="TRAIT",
                   help=tr("cli.help", "with --setup: a trait the table chose (repeatable)"))
    choice_argument(p, "--mode", choices=modes.MODES, default=modes.ENFORCE,
                       help=tr("cli.help", "enforce: refuse illegal actions (default); teach: apply them with the warning logged"))
    p.add_argument("--json", action="store_true", help=tr("cli.help", "print the steps as JSON"))
    p.set_defaults(run=run_bot)


def _rolls(texts) -> list:
    from rootboard.cli import UsageError
    from rootboard.game.bots.play import BAD_ROLL

    rolls = []
    for text in texts:
        parts = text.split(",")
        if len(parts) != 2 or not all(p.strip().isdigit() and 0 <= int(p) <= 3 for p in parts):
            raise UsageError(BAD_ROLL(text=text))
        rolls.append(tuple(int(p) for p in parts))
    return rolls


def _ambushes(texts) -> dict:
    """``--ambush`` as the turn takes it: the nth battle of the bot's -> the card's suit ("none": no card)."""
    from rootboard.game.bots.play import suit_word

    return {n: suit_word(text) for n, text in enumerate(texts) if text.strip().lower() != "none"}


def run_bot(args) -> int:
    import json
    import sys

    from rootboard.cli.game_commands import _in_game, load_game
    from rootboard.game.bots import bot_for, settings
    from rootboard.game.bots.actions import order_revealed
    from rootboard.game.bots.play import Context, cited, play_rest, play_setup, play_turn, suit_word
    from rootboard.gamefile.file import changing
    from rootboard.loading import save
    from rootboard.messages import render

    from rootboard.game.bots.play import AMBUSHES_LEFT, GUESSES_LEFT, ROLLS_LEFT

    ctx = None
    with changing(args.game):
        state = load_game(args.game)
        fid = _in_game(state, args.faction)
        if args.setup:
            played = play_setup(state, fid, settings(bot_for(fid), args.difficulty, args.trait), args.mode)
        else:
            orders = [suit_word(s) for s in args.order or []]
            if not orders and order_revealed(state, fid) is not None:
                # its turn begun (the window's step by step): the rest played as worked out from the history
                played = play_rest(state, fid, args.mode)
            else:
                ctx = Context(orders=orders, item=args.item, rolls=_rolls(args.rolls), guesses=list(args.guess),
                              ambushes=_ambushes(args.ambush))
                played = play_turn(state, fid, ctx, args.mode)
        save(state, args.game)  # and proved: the bot's actions replayed once here (rootboard.loading.save)
    if args.json:
        print(json.dumps([{"section": p.doing.section, "says": render(p.doing.says) if p.doing.says else None,
                           "action": p.action, "verdict": render(p.verdict) if p.verdict else None}
                          for p in played], ensure_ascii=False))
    else:
        for p in played:
            said = cited(p)
            if said is not None:
                print(render(said))
            if p.verdict is not None:
                print("  " + render(p.verdict))
                for note in p.notes:
                    if note is not None:
                        print("    " + render(note))
    if ctx is not None and ctx.rolls:  # the table's dice left over: said, never silently dropped
        print(render(ROLLS_LEFT(count=len(ctx.rolls))), file=sys.stderr)
    if ctx is not None and any(n >= ctx.battles for n in ctx.ambushes):
        print(render(AMBUSHES_LEFT(count=sum(1 for n in ctx.ambushes if n >= ctx.battles))), file=sys.stderr)
    if ctx is not None and ctx.guesses:
        print(render(GUESSES_LEFT(count=len(ctx.guesses))), file=sys.stderr)
    return 0
