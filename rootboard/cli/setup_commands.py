"""`rootboard setup`: a game set up step by step (Standard 5.1 or Advanced 16.1), written as
a game file that records its setup and starts at the first player's Birdsong.

With --auto every choice not given by --choose is made at random from the seed (the same
seed, the same board). Without it, in a terminal, each step is asked: its legal options
numbered, the refused ones listed with their reason and Law section; ``?`` chooses for us,
``u`` takes back the last choice. A step left to choose when stdin is not a terminal is bad
input (exit 2) naming the step, never a silent guess.

Exit status: 0 written; 1 a --choose value the rules refuse (its reason on stderr, nothing
written); 2 bad input (an unknown map, faction, step or value; no terminal to ask on).
"""

from __future__ import annotations

import random
import re
import sys

import rootboard.game.terms  # noqa: F401  (the words of what this command says: factions, pieces)
from rootboard.cli import EXIT_INTERRUPTED, UsageError, seed_argument, whole_number
from rootboard.cli.choices import choice_argument
from rootboard.cli.replacing import add_replace_argument, refuse_replacing_played
from rootboard.files import writable_target
from rootboard.game.mapref import open_map
from rootboard.gamefile.file import changing, save_game
from rootboard.game.factions import faction
from rootboard.game.players import check_names, split_names
from rootboard.i18n import tr
from rootboard.messages import Template, render, text
from rootboard.setup import record, wizard
from rootboard.setup.board_step import SUIT_MODES
from rootboard.game.setupkit.engine import Setup

EXIT_OK, EXIT_REFUSED, EXIT_BAD_INPUT = 0, 1, 2

NO_TERMINAL = Template("cli.setup.no-terminal",
                       "step {step} ({prompt}) is still to be chosen, and stdin is not a terminal to ask on: "
                       "give --auto, or --choose {step}=VALUE")
STANDARD_NEEDS_FACTIONS = Template("cli.setup.standard-needs-factions",
                                   "Standard Setup has no draft: give --factions, or --advanced with --players")
STANDARD_NO_LANDMARKS = Template("cli.setup.standard-no-landmarks",
                                 "landmarks come with Advanced Setup: give --advanced")
STANDARD_NO_HIRELINGS = Template("cli.setup.standard-no-hirelings",
                                 "hirelings come with Advanced Setup: give --advanced")
STANDARD_DECK_ONLY = Template("cli.setup.standard-deck-only",
                              "Standard Setup plays the standard deck; the Exiles and Partisans deck comes with "
                              "Advanced Setup: give --advanced")
BAD_BOT = Template("cli.setup.bad-bot", "{given!r} is not FACTION[:DIFFICULTY[:TRAIT,...]]")
BOT_TWICE = Template("cli.setup.bot-twice", "{who:faction.whose} seat is given a bot twice")
BAD_CHOOSE = Template("cli.setup.bad-choose", "{given!r} is not STEP=VALUE")
BAD_VALUE = Template("cli.setup.bad-value", "{value!r} is not a value a step takes: a number (1, 12), a forest "
                     "id (1_2_5_10) or a name (marquise, fox)")
PLAYERS_RANGE = Template("cli.setup.players-range", "Advanced Setup seats 2 to 6 players, not {players}")
NOT_A_STEP = Template("cli.setup.not-a-step", "this setup has no step {steps}")
REFUSED_HEADING = Template("cli.setup.refused", "not possible:")
KEYS = Template("cli.setup.keys", "type a choice; ? chooses for us, u takes back the last choice")
UNDONE = Template("cli.setup.undone", "took back: {step} = {value}")
NOTHING_TO_UNDO = Template("cli.setup.nothing-to-undo", "nothing to take back yet")
UNDO_OR_STOP = Template("cli.setup.undo-or-stop", "u takes back the last choice; anything else stops the setup")
NOT_UNDERSTOOD = Template("cli.setup.not-understood", "{answer!r} is not one of the choices")
END_OF_INPUT = Template("cli.setup.end-of-input", "the input ended with step {step} still to be chosen")
ASK_BOTS = Template("cli.setup.bots.ask", "Bots, as chapter 3 of the Law of Rootbotics seats them: which seats does a "
                    "bot play? Type FACTION[:DIFFICULTY[:TRAIT,...]] as --bot takes it, several separated by spaces; "
                    "Enter: none")
BOT_LINE = Template("cli.setup.bots.line", "{who:faction}: the {bot}; traits: {traits}")
DIFFICULTIES_LINE = Template("cli.setup.bots.difficulties", "difficulties: {names}")
STOPPED = Template("cli.setup.stopped", "stopped at step {step}: no game file was written")
WRITTEN = Template("cli.setup.written",
                   "{file}: {map:map}, turn order {seating:faction}; {first:faction} {first:faction|sg=takes|pl=take} the first turn, in Birdsong "
                   "(seed {seed})")


def register(sub) -> None:
    p = sub.add_parser("setup", help=tr("cli.help", "set up a game step by step (Standard 5.1 or Advanced 16.1)"),
                       description=tr("cli.help", "Set up a game: every step offers its legal choices and says, citing the Law, "
                                                  "why the others are refused. The file records the setup and starts at the first "
                                                  "player's Birdsong."))
    p.add_argument("map", metavar="MAP",
                   help=tr("cli.help", "a shipped map (autumn, winter, lake, mountain) or a map file"))
    p.add_argument("-o", "--output", required=True, metavar="GAME.json", help=tr("cli.help", "the game file to write"))
    add_replace_argument(p)
    who = p.add_mutually_exclusive_group(required=True)
    who.add_argument("--players", type=whole_number, metavar="N",
                     help=tr("cli.help", "2 to 6 players who draft their factions (16.1.8.I)"))
    who.add_argument("--factions", metavar="LIST",
                     help=tr("cli.help", "factions chosen freely, in seating order, comma-separated"))
    kind = p.add_mutually_exclusive_group()
    kind.add_argument("--standard", dest="kind", action="store_const", const=record.STANDARD,
                      help=tr("cli.help", "Standard Setup (5.1)"))
    kind.add_argument("--advanced", dest="kind", action="store_const", const=record.ADVANCED,
                      help=tr("cli.help", "Advanced Setup (16.1), the default"))
    choice_argument(p, "--suits", choices=SUIT_MODES,
                       help=tr("cli.help", "printed, random or balanced suits (16.1.1); asked if not given"))
    choice_argument(p, "--landmarks", convert=whole_number, choices=(0, 1, 2), default=0,
                       help=tr("cli.help", "landmarks in play (16.1.5)"))
    if "hirelings" in record.config_fields(record.ADVANCED):
        p.add_argument("--hirelings", action="store_true", help=tr("cli.help", "three hirelings in play (16.1.6)"))
    if "deck" in record.config_fields(record.ADVANCED):
        choice_argument(p, "--deck", choices=("standard", "exiles"), default="standard",
                           help=tr("cli.help", "Advanced Setup: the standard deck or the Exiles and Partisans deck (16.1.2)"))
    p.add_argument("--seed", type=seed_argument,
                   help=tr("cli.help", "the seed every deal and 'choose for us' draws from (random if not given)"))
    p.add_argument("--auto", action="store_true",
                   help=tr("cli.help", "choose at random, from the seed, every step not given"))
    p.add_argument("--choose", action="append", default=[], metavar="STEP=VALUE",
                   help=tr("cli.help", "the value for one step, e.g. marquise.keep=1 (repeatable)"))
    p.add_argument("--bot", action="append", default=[], metavar="FACTION[:DIFFICULTY[:TRAIT,...]]",
                   help=tr("cli.help", "a bot plays this faction's seat (16.1.3, Law of Rootbotics 3): its difficulty "
                                       "(easy, normal, challenging, nightmare; default normal) and the traits the "
                                       "table chose, e.g. marquise:challenging:blitz,iron-will (repeatable)"))
    p.add_argument("--names", default="", metavar="LIST",
                   help=tr("cli.help", "the players' names, seat by seat, comma-separated (seat 1 first: the "
                                       "first of --factions, or the first to draft); kept in the game file"))
    p.set_defaults(run=run_setup)


# Which option gave each setting of a setup's configuration, to name it when it is refused.
OPTIONS = {"factions": "--factions", "players": "--players", "suits": "--suits", "landmarks": "--landmarks",
           "landmark_cards": "--landmarks", "hirelings": "--hirelings", "hireling_cards": "--hirelings",
           "first": "--choose seats.first", "bots": "--bot"}


def configuration(args, topology=None):
    """The setup's kind and configuration from the arguments, checked as one set against the
    Law and the map ``topology`` before any step runs (bad input raised, exit 2)."""
    config = _configuration(args)
    if topology is not None:
        given = "--factions" if args.factions is not None else "--players"
        record.check(topology, config, lambda name: given if name == "factions" else OPTIONS.get(name, name))
    return config


def bot_seats(given: list[str]) -> dict:
    """``--bot FACTION[:DIFFICULTY[:TRAIT,...]]`` values as the setup's bots (16.1.3): each
    checked against its bot's chapter (an unknown faction, difficulty or trait is bad input)."""
    from rootboard.errors import BadInput
    from rootboard.setup.bots import settings_for

    found: dict = {}
    for item in given:
        parts = item.split(":")
        if len(parts) > 3 or not all(WORD.fullmatch(p) for p in parts[:2]):
            raise UsageError(BAD_BOT(given=item), element="--bot")
        try:
            fid = faction(parts[0]).id
            if fid in found:
                raise UsageError(BOT_TWICE("16.1.3", who=fid), element="--bot")
            traits = [t for t in parts[2].split(",") if t] if len(parts) == 3 else []
            found[fid] = settings_for(fid, parts[1] if len(parts) > 1 and parts[1] else "normal", traits)
        except BadInput as exc:
            raise UsageError(exc.problem, element="--bot") from None
    return found


def _configuration(args):
    kind = args.kind or record.ADVANCED
    bots = bot_seats(getattr(args, "bot", []))
    factions = None
    if args.factions is not None:
        factions = tuple(faction(n).id for n in args.factions.replace(",", " ").split() if n)
        players = len(factions)
    else:
        players = args.players
    if kind == record.STANDARD:
        if factions is None:
            raise UsageError(STANDARD_NEEDS_FACTIONS("5.1"))
        if args.landmarks:
            raise UsageError(STANDARD_NO_LANDMARKS("16.1.5"), element="--landmarks")
        if getattr(args, "hirelings", False):
            raise UsageError(STANDARD_NO_HIRELINGS("16.1.6"), element="--hirelings")
        if getattr(args, "deck", "standard") != "standard":
            raise UsageError(STANDARD_DECK_ONLY("5.1", "16.1.2"), element="--deck")
        return record.make_config(kind, factions=factions, suits=args.suits, bots=bots)
    if not 2 <= players <= 6:
        raise UsageError(PLAYERS_RANGE("16.1", players=players), element="--factions" if factions else "--players")
    settings = dict(players=players, factions=factions, suits=args.suits, landmarks=args.landmarks, bots=bots)
    if getattr(args, "hirelings", False):
        settings["hirelings"] = True
    if getattr(args, "deck", "standard") != "standard":
        settings["deck"] = args.deck
    return record.make_config(kind, **settings)


STEP_ID = re.compile(r"[a-z][a-z0-9.-]{0,63}", re.ASCII)  # as a game file records a step (its schema)
NUMBER = re.compile(r"0|[1-9][0-9]{0,5}", re.ASCII)  # a clearing, a seat, a count: ASCII digits, bounded
WORD = re.compile(r"[a-z][a-z0-9_-]{0,63}|[0-9]{1,2}(_[0-9]{1,2}){1,11}", re.ASCII)  # a name, or a forest id


def parse_choices(given: list[str]) -> dict:
    """``--choose STEP=VALUE`` values, read strictly: nothing around them, no other digits than
    ASCII's, no leading zeros, no number longer than any step takes."""
    choices = {}
    for item in given:
        step, sep, value = item.partition("=")
        if not sep or not STEP_ID.fullmatch(step):
            raise UsageError(BAD_CHOOSE(given=item), element="--choose")
        choices[step] = _value(value)
    return choices


def _value(word: str):
    """A typed value as the step's options hold it: a clearing or seat is a number."""
    if NUMBER.fullmatch(word):
        return int(word)
    if WORD.fullmatch(word):
        return word
    raise UsageError(BAD_VALUE(value=word), element="--choose")


def run_setup(args) -> int:
    given = parse_choices(args.choose)
    writable_target(args.output)  # a folder, a pipe, /dev/null: refused before a single question is asked
    refuse_replacing_played(args.output, args.replace)  # a game being played: refused before a question too
    reference = open_map(args.map)
    config = configuration(args, reference.topology)
    if not args.auto and not args.bot and sys.stdin.isatty():  # the terminal asks what --bot would say
        try:
            config = ask_bots(args, reference.topology)
        except KeyboardInterrupt:
            print("\n" + f"rootboard setup: {render(STOPPED(step=BOTS_STEP))}", file=sys.stderr)
            return EXIT_INTERRUPTED
    names = split_names(args.names)
    check_names(names, record.seats(config), "--names")
    seed = random.SystemRandom().randrange(2**31) if args.seed is None else args.seed
    setup = record.start(reference.topology, config, seed)
    if args.auto:
        code = _given_then(setup, given, auto=True)
    elif not setup.done and not sys.stdin.isatty():
        code = _given_then(setup, given, auto=False)
        if code == EXIT_OK and not setup.done:
            step = setup.pending
            raise UsageError(NO_TERMINAL(step=step.id, prompt=text(step.prompt)), element=step.id)
    else:
        code = _given_then(setup, given, auto=False)
        if code == EXIT_OK:
            try:
                code = ask(setup)
            except KeyboardInterrupt:  # Ctrl+C at a question: the setup ends here, and writes nothing
                print("\n" + f"rootboard setup: {render(STOPPED(step=setup.pending.id))}", file=sys.stderr)
                return EXIT_INTERRUPTED
    if code != EXIT_OK:
        return code
    state = record.first_turn(setup, names)
    state.map_name, state.map_digest = reference.name, reference.digest
    with changing(args.output):
        save_game(state, args.output)
    for message in setup.summary:
        print(render(message))
    print(render(WRITTEN(file=args.output, map=reference.topology.board.title, seating=tuple(state.factions),
                         first=state.factions[0], seed=seed)))
    return EXIT_OK


def _given_then(setup: Setup, given: dict, auto: bool) -> int:
    """Apply the --choose values as their steps come up (and, with ``auto``, choose the rest
    for us). A refused value: its reason on stderr, exit 1; a step never reached: exit 2."""
    while setup.pending is not None:
        step = setup.pending
        if step.id in given:
            value = given.pop(step.id)
            verdict = setup.choose(value)
            if not verdict.legal:
                refused = step.option(value) is not None
                print(f"rootboard setup: {step.id}={value}: {render(verdict.message)}", file=sys.stderr)
                return EXIT_REFUSED if refused else EXIT_BAD_INPUT
            continue
        if not auto:
            break
        stuck = setup.dead_end()
        if stuck is not None:  # every option refused: no setup can go on from here
            print(f"rootboard setup: {step.id}: {render(stuck)}", file=sys.stderr)
            return EXIT_REFUSED
        setup.choose(setup.auto_value())
    if given and (auto or setup.done):
        raise UsageError(NOT_A_STEP(steps=", ".join(sorted(given))), element="--choose")
    return EXIT_OK


BOTS_STEP = "bots"  # the question's name, as --bot names the setting


def ask_bots(args, topology, read=input, write=print):
    """Ask at the terminal which seats bots play (16.1.3), each answer read as ``--bot`` reads it
    and checked with the whole configuration; a refused one is said and asked again. The
    configuration with the bots given (none: Enter)."""
    from rootboard.errors import RootboardError
    from rootboard.game.bots import BOTS, DIFFICULTIES, bot_module
    from rootboard.game.bots.names import BOT_NAMES, DIFFICULTY_NAMES, NO_TRAITS, TRAIT_NAMES

    write("")
    write(f"{render(ASK_BOTS('16.1.3'))}  [{BOTS_STEP}]")
    for bot, (fid, _) in sorted(BOTS.items(), key=lambda b: b[1][0]):
        traits = ", ".join(f"{t} ({text(TRAIT_NAMES[t]())})" for t in bot_module(bot).OPTIONAL_TRAITS)
        write("  " + render(BOT_LINE(who=fid, bot=BOT_NAMES[bot](), traits=traits or text(NO_TRAITS()))))
    write("  " + render(DIFFICULTIES_LINE(names=", ".join(f"{d} ({text(DIFFICULTY_NAMES[d]())})"
                                                           for d in DIFFICULTIES))))
    while True:
        try:
            answer = read("> ").strip()
        except EOFError:
            raise UsageError(END_OF_INPUT(step=BOTS_STEP), element=BOTS_STEP) from None
        args.bot = [] if answer in ("", "?") else answer.split()  # ? chooses for us: no bot
        try:
            return configuration(args, topology)
        except RootboardError as exc:
            write(str(exc))


def ask(setup: Setup, read=input, write=print) -> int:
    """Ask every remaining step at the terminal. Clearings and seats are typed as their
    number; other options by their place in the list (or their value)."""
    while setup.pending is not None:
        step = setup.pending
        stuck = setup.dead_end()
        if stuck is not None:
            write(f"{step.id}: {render(stuck)}")
            write(text(UNDO_OR_STOP()))
            answer = _read_answer(read, step)
            if answer.lower() == "u" and setup.undo():
                continue
            return EXIT_REFUSED
        legal = [o for o in step.options if o.legal]
        refused = [o for o in step.options if not o.legal]
        by_value = all(isinstance(o.value, int) for o in step.options)
        keys = {str(o.value): o.value for o in step.options} if by_value else {
            **{str(o.value): o.value for o in step.options}, **{str(n): o.value for n, o in enumerate(legal, 1)}}
        write("")
        write(_heading(step))
        for n, option in enumerate(legal, 1):
            write(f"  {option.value if by_value else n:>3}) {text(wizard.option_words(step, option, step.who))}")
        if refused:
            write("  " + text(REFUSED_HEADING()))
            for option in refused:  # a number (a clearing, a seat) is named by its reason already
                named = "" if by_value else f"{text(step.value_name(option.value))}: "
                write(f"       {named}{render(option.why)}")
        write("  " + text(KEYS()))
        answer = _read_answer(read, step)
        if answer == "?":
            value = setup.auto_value()
            setup.choose(value)
            write(text(wizard.chosen_for_us(step, value, step.who)))  # the terminal is the chooser's
            continue
        if answer.lower() == "u":
            last = setup.choices[-1] if setup.choices else None
            write(text(UNDONE(step=last[0], value=last[1]) if setup.undo() else NOTHING_TO_UNDO()))
            continue
        if answer not in keys:
            write(text(NOT_UNDERSTOOD(answer=answer)))
            continue
        verdict = setup.choose(keys[answer])
        if not verdict.legal:
            write(render(verdict.message))
    return EXIT_OK


def _read_answer(read, step) -> str:
    try:
        return read("> ").strip()
    except EOFError:
        raise UsageError(END_OF_INPUT(step=step.id), element=step.id) from None


def _heading(step) -> str:
    """The step's question, and its id in brackets: what --choose names it by."""
    return f"{render(step.prompt)}  [{step.id}]"
