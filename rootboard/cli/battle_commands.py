"""Battles and the Corvids' plots: battle, flip, trick, expose (4.3, 13.4.2, 13.5.4, 13.2.4).

``rootboard battle GAME ATTACKER DEFENDER CLEARING [--rolls X,Y] [--ambush [SUIT]]
[--counter-ambush [SUIT]] [--attacker-removes P1,P2,...] [--defender-removes P1,P2,...]
[--effect NAME ...] [--json] [--dry-run] [--mode teach]``: exit 0 legal (applied and saved
unless --dry-run), 1 refused (the file untouched, the reason with its section), 2 bad input.
Without --rolls the dice are rolled from the game's seed and the faces kept in the game's
history. A removal whose choice matters and is not given is asked for on a terminal, and
otherwise is bad input naming its option.
"""

from __future__ import annotations

import argparse
import json
import sys

from rootboard.cli.choices import choice_argument
from rootboard.cli.game_commands import _action_parser, _in_game, _report, _run_action, _verdict_json, load_game
from rootboard.errors import BadInput
from rootboard.game import replay
from rootboard.game.battle.resolution import AMBUSH_SUITS, ATTACKER, DEFENDER, PLOT_NAME, Battle, ChoiceNeeded
from rootboard.game.factions import LAW
from rootboard.game.factions.corvids.plots import PLOTS, Expose, Flip, Trick
from rootboard.gamefile.file import changing
from rootboard.game.terms import faction_name, item_name, piece_name
from rootboard.i18n import tr
from rootboard.loading import save
from rootboard.messages import Template, render

EXIT_OK, EXIT_REFUSED = 0, 1

NAME_IT = Template("cli.battle.name-it", "{problem}: give it with {option}")
NOT_A_CHOICE = Template("cli.battle.not-a-choice", "{answer!r} is none of the choices")
NOT_TWO_FACES = Template("cli.battle.rolls", "--rolls takes the two dice faces as X,Y (digits), not {text!r}")


def rolls_argument(text: str) -> tuple[int, ...]:
    parts = [p.strip() for p in text.split(",")]
    if not all(p.isascii() and p.isdigit() and len(p) <= 3 for p in parts):
        raise argparse.ArgumentTypeError(render(NOT_TWO_FACES(text=text)))
    return tuple(int(p) for p in parts)  # two faces, each 0-3: the core says so (4.3.2)


def names_argument(text: str) -> tuple[str, ...]:
    return tuple(p.strip() for p in text.split(",") if p.strip())


def register(sub) -> None:
    p = _action_parser(sub, "battle", tr("cli.help", "battle in a clearing (4.3): ambush, dice, hits, removals and "
                                                     "points, with each faction's battle abilities"))
    p.add_argument("attacker", metavar="ATTACKER")
    p.add_argument("defender", metavar="DEFENDER")
    p.add_argument("clearing", metavar="CLEARING")
    p.add_argument("--rolls", type=rolls_argument, metavar="X,Y",
                   help=tr("cli.help", "the two dice faces (0-3) as rolled at the table; default: rolled from the "
                                       "game's seed, and kept in its history"))
    choice_argument(p, "--ambush", nargs="?", const="", default=None, choices=["", *AMBUSH_SUITS], term="suit", metavar="SUIT",
                       help=tr("cli.help", "the defender plays an ambush card (4.3.1); its suit, if said, is checked "
                                           "against the clearing (birds are wild)"))
    choice_argument(p, "--counter-ambush", nargs="?", const="", default=None, choices=["", *AMBUSH_SUITS], term="suit",
                       metavar="SUIT", help=tr("cli.help", "the attacker foils it with an ambush card of its own (4.3.1.I)"))
    p.add_argument("--attacker-removes", type=names_argument, default=(), metavar="P1,P2,...",
                   help=tr("cli.help", "what the attacker removes for its hits, in order, where it chooses: its "
                                       "buildings and tokens once its warriors are gone, warlord or warrior, the "
                                       "Vagabond's items"))
    p.add_argument("--defender-removes", type=names_argument, default=(), metavar="P1,P2,...",
                   help=tr("cli.help", "the same for the defender"))
    p.add_argument("--effect", action="extend", nargs="+", default=[], metavar="NAME",
                   help=tr("cli.help", "what the table plays or declares: {effects}").format(
                       effects=", ".join(sorted(LAW.battle_effects))))
    p.set_defaults(run=run_battle)

    p = _action_parser(sub, "flip", tr("cli.help", "the Corvids flip a face-down plot face up in Birdsong (13.4.2): "
                                                   "1 VP per face-up plot; a bomb or an extortion takes effect"))
    p.add_argument("clearing", metavar="CLEARING")
    p.set_defaults(run=lambda a: _run_action(a, lambda s: Flip(_clearing(s, a.clearing))))

    p = _action_parser(sub, "trick", tr("cli.help", "the Corvids swap two plots, both face up or both face down "
                                                    "(13.5.4)"))
    p.add_argument("first", metavar="CLEARING")
    p.add_argument("second", metavar="CLEARING")
    p.set_defaults(run=lambda a: _run_action(a, lambda s: Trick(_clearing(s, a.first), _clearing(s, a.second))))

    p = _action_parser(sub, "expose", tr("cli.help", "an enemy player guesses the kind of a face-down plot (13.2.4): "
                                                     "right, it removes the plot and scores 1 VP"))
    p.add_argument("faction", metavar="FACTION")
    p.add_argument("clearing", metavar="CLEARING")
    choice_argument(p, "piece", metavar="PLOT", choices=PLOTS, term="piece")
    p.set_defaults(run=run_expose)


def _clearing(state, text: str):
    return state.parse_area(text)


def _battle(state, args) -> Battle:
    attacker, defender = _in_game(state, args.attacker), _in_game(state, args.defender, allow_map=True)
    where = state.parse_area(args.clearing)
    return Battle(attacker, defender, where, tuple(args.rolls or ()), args.ambush is not None,
                  args.counter_ambush is not None, _order(state, attacker, ATTACKER, where, args.attacker_removes),
                  _order(state, defender, DEFENDER, where, args.defender_removes),
                  tuple(args.effect), ambush_suit=args.ambush or None, counter_suit=args.counter_ambush or None)


def _order(state, fid: str, role: str, where, names) -> tuple[str, ...]:
    """A removal order as the game file keeps it: each piece or item by its id, however it
    was typed (the run's words, a plural, "base" for the clearing's suit), since a file is
    read in any language. "plot" stays "plot": the kind of a face-down plot is the Corvids'
    alone (13.2.2)."""
    law = state.law[fid]
    said = []
    for given in names:
        if given.strip().lower() == PLOT_NAME:
            said.append(PLOT_NAME)
            continue
        own = law.battle_order_name(state, None, role, given)  # an item of the Vagabond's
        said.append(own if own is not None else law.piece(given, suit=state.suits.get(where)).name)
    return tuple(said)


def _ask(need: ChoiceNeeded) -> str:
    """Ask the player on the terminal which piece takes the hit."""
    print(render(need.message), file=sys.stderr)
    for n, choice in enumerate(need.choices, start=1):
        shown = item_name(choice) if choice in need.items else piece_name(choice)
        print(f"  {n}. {choice}" + (f" ({shown})" if shown != choice else ""), file=sys.stderr)
    while True:
        answer = input(tr("cli", "{who} removes (1-{n}): ").format(who=faction_name(need.faction),
                                                                     n=len(need.choices))).strip()
        if answer.isdigit() and 1 <= int(answer) <= len(need.choices):
            return need.choices[int(answer) - 1]
        if answer in need.choices:
            return answer
        if not answer:
            raise BadInput(need.message)
        print(render(NOT_A_CHOICE(answer=answer)), file=sys.stderr)


def run_battle(args) -> int:
    with changing(args.game):
        state = load_game(args.game)
        action = _battle(state, args).rolled(state)
        while True:
            try:
                resolution = action.resolve(state)
                break
            except ChoiceNeeded as need:
                if not sys.stdin.isatty():
                    option = "--attacker-removes" if need.role == ATTACKER else "--defender-removes"
                    raise BadInput(NAME_IT(problem=need.message, option=option)) from None
                action = need.answered(action, _ask(need))
        outcome = replay.perform(state, action, args.mode, dry_run=args.dry_run)
        if outcome.applied:
            save(state, args.game)  # and proved (rootboard.loading.save)
    if args.json:
        print(json.dumps({**_verdict_json(outcome.verdict), **resolution.to_json(),
                          "steps": [render(s) for s in resolution.steps]}))
        if not outcome.verdict.legal:  # the refusal (or teach mode's warning) on stderr, as for every action
            _report(outcome.verdict, False, outcome.applied, args.dry_run)
    else:
        _report(outcome.verdict, False, outcome.applied, args.dry_run)
    ok = outcome.applied or (args.dry_run and outcome.verdict.legal)
    return EXIT_OK if ok else EXIT_REFUSED


def run_expose(args) -> int:
    """The guess, and, once it is played (not on a dry run), the Corvids' answer."""
    with changing(args.game):
        state = load_game(args.game)
        action = Expose(_in_game(state, args.faction), _clearing(state, args.clearing), args.piece)
        answer = action.answer(state) if action.check(state).possible else None
        outcome = replay.perform(state, action, args.mode, dry_run=args.dry_run)
        if outcome.applied:
            save(state, args.game)  # and proved (rootboard.loading.save)
    told = outcome.applied and answer is not None
    if args.json:
        print(json.dumps({**_verdict_json(outcome.verdict), "answer": _answer_json(answer) if told else None}))
        if not outcome.verdict.legal:
            _report(outcome.verdict, False, outcome.applied, args.dry_run)
    else:
        _report(outcome.verdict, False, outcome.applied, args.dry_run)
        if told:
            print(render(answer))
    ok = outcome.applied or (args.dry_run and outcome.verdict.legal)
    return EXIT_OK if ok else EXIT_REFUSED


def _answer_json(answer) -> dict:
    data = answer.to_json()
    return {"right": action_right(answer), "reason": render(answer), "id": data["id"], "params": data.get("params", {})}


def action_right(answer) -> bool:
    from rootboard.game.factions.corvids.plots import RIGHT

    return answer.id == RIGHT.id
