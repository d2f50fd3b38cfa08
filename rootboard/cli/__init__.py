"""The rootboard command line: one argparse front over the core.

Each command module registers its subcommands; a command returns its exit status:
0 done (or legal), 1 refused (or problems found), 2 bad input. Errors the user can fix
are caught here and printed as one clear line on stderr.

Only the module of the command given is imported, and only that command's parser is built:
the window's start (`rootboard`, `rootboard gui`) must not pay for the game commands' rules
or the map checker's shapely (130 ms, measured), nor `status` for `setup`'s. With no
command, or an unknown one, or --help, all are registered.

A command module stays fast by importing at its top only what ``register`` needs (argparse,
``tr``, the names its help lists) and everything its commands do inside the functions that
do it (``run_...``): a module is imported for each of its commands, so what one command
needs at the top is paid by all of them. ``COMMANDS`` lists which module registers which
command (tests/cli check it against what each module registers).
"""

from __future__ import annotations

import argparse
import sys
from importlib import import_module

from rootboard import i18n
from rootboard.cli import frame
from rootboard.cli.choices import Choice, choice_argument
from rootboard.errors import BadInput, GameBusy, RootboardError
from rootboard.i18n import tr
from rootboard.messages import Template, render

EXIT_OK, EXIT_REFUSED, EXIT_BAD_INPUT = 0, 1, 2
EXIT_INTERRUPTED = 130  # Ctrl+C, as shells report a command that SIGINT ended (128 + 2)
# Which module registers which commands (tests/cli check this against the registrations).
COMMANDS = {
    "map_commands": ("maps", "topology", "check"),
    "picture_commands": ("gui", "render"),
    "game_commands": ("new", "place", "remove", "move", "open-path", "end-turn", "phase", "score", "hostile",
                      "effect", "control", "hire", "undo", "redo", "rule", "legal", "status", "log", "ledger",
                      "pieces"),
    "setup_commands": ("setup",),
    "quiz_commands": ("quiz",),
    "rootlog_commands": ("replay", "import", "export"),
    "vagabond_commands": ("character", "item", "allied", "refresh", "explore", "strike", "repair", "aid", "rest",
                          "hits", "special"),
    "battle_commands": ("battle", "flip", "trick", "expose"),
    "card_commands": ("cards",),
    "craft_commands": ("craft",),
    "turn_commands": ("act", "step", "options"),
    "hand_commands": ("draw", "discard", "spend", "give", "reveal", "dominance", "hand"),
    "bot_commands": ("bot",),
}


class UsageError(BadInput):
    """Bad input from the command line: unknown faction, piece, area or file (exit 2)."""


LANG_NEEDS_VALUE = Template("cli.lang-needs-value", "--lang needs a language: {languages}")
UNKNOWN_LANGUAGE = Template("cli.unknown-language", "unknown language {lang!r}; languages: {languages}")
INTERRUPTED = Template("cli.interrupted", "stopped (Ctrl+C)")


def whole_number(text: str) -> int:
    """The argparse type of every whole number typed (points, a clearing, pips, a width): said
    in the run's language, where argparse's own ``int`` says "invalid int value" in every one."""
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(tr("cli", "expected a whole number, got {text!r}").format(text=text)) from None


def count_argument(text: str) -> int:
    """The argparse type of every --count: a whole number, 1 or more (0 or less is bad
    input, exit 2, for every command the same)."""
    n = whole_number(text)
    if n < 1:
        raise argparse.ArgumentTypeError(tr("cli", "must be 1 or more, got {n}").format(n=n))
    return n


SEED_LIMIT = 2**63  # a game file's seed is below it (its schema)


def seed_argument(text: str) -> int:
    """The argparse type of every --seed: a whole number of ASCII digits, 0 to 2**63 - 1
    (what a game file can hold), read without converting thousands of digits."""
    if not (text.isascii() and text.isdigit() and len(text) <= 19) or int(text) >= SEED_LIMIT:
        shown = text if len(text) <= 24 else text[:20] + "…"
        raise argparse.ArgumentTypeError(
            tr("cli", "a seed is a whole number from 0 to {most}, not {text!r}").format(most=SEED_LIMIT - 1, text=shown))
    return int(text)


class _Commands:
    """The subparsers as a command module's ``register`` sees them. When one command runs,
    that command's parser is made, and every other ``add_parser`` gets a stand-in that takes
    any call and keeps nothing (argparse builds each parser eagerly: a module's other
    commands cost their time for nothing). Each parser made formats its help with
    :class:`frame.Formatter`. The module needs no change for it."""

    def __init__(self, sub, command: str | None):
        self._sub, self._command = sub, command

    def add_parser(self, name: str, **kwargs):
        if self._command is None or name == self._command or self._command in kwargs.get("aliases", ()):
            return self._sub.add_parser(name, **{"formatter_class": frame.Formatter, **kwargs})
        return _Unused()

    def __getattr__(self, name):
        return getattr(self._sub, name)


class _Unused:
    """A parser nobody will use: every method takes anything and returns the stand-in."""

    def __getattr__(self, name):
        return self._anything

    def _anything(self, *args, **kwargs):
        return self


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The parser for ``command`` alone (its module is the only one imported, and only that
    command's parser is built), or for all, its help in the language chosen for the run
    (choose it first)."""
    modules = [m for m, names in COMMANDS.items() if command in names]
    only = command if modules else None
    modules = modules or list(COMMANDS)
    parser = argparse.ArgumentParser(
        prog="rootboard",
        formatter_class=frame.Formatter,
        description=tr("cli.help", "A companion for the board game Root: boards, derived forests and "
                                   "adjacency, and moves checked against the Law of Root. "
                                   "With no command, opens the board window."),
    )
    choice_argument(parser, "--lang", choices=i18n.LANGUAGES, metavar="|".join(i18n.LANGUAGES),
                            help=tr("cli.help", "the language of what rootboard says (before or after the command; "
                                                "default: LANGUAGE, LC_ALL, LC_MESSAGES or LANG, else en). --json keeps its "
                                                "keys and ids in English"))
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in modules:
        import_module(f"{__name__}.{name}").register(_Commands(sub, only))
    parser.commands = sub  # for a command word typed wrong (_command_word)
    return parser


def _command_in(argv: list[str]) -> str | None:
    """The command word: `rootboard` alone is `gui`; options before a command mean none."""
    if not argv:
        return "gui"
    return None if argv[0].startswith("-") else argv[0]


def take_language(argv: list[str]) -> tuple[str | None, list[str]]:
    """``--lang X`` / ``--lang=X`` anywhere on the line (every command has it): the language
    asked for, and the arguments without it. UsageError (a ValueError) for a language
    rootboard lacks, or none given."""
    lang, rest, i = None, [], 0
    while i < len(argv):
        arg = argv[i]
        if arg == "--":
            rest += argv[i:]
            break
        if arg == "--lang" or arg.startswith("--lang="):
            if arg == "--lang":
                if i + 1 >= len(argv):
                    raise UsageError(LANG_NEEDS_VALUE(languages="|".join(i18n.LANGUAGES)))
                value, i = argv[i + 1], i + 2
            else:
                value, i = arg.split("=", 1)[1], i + 1
            lang = value.strip().lower()
            if lang not in i18n.LANGUAGES:
                raise UsageError(UNKNOWN_LANGUAGE(lang=lang, languages=", ".join(i18n.LANGUAGES)))
            continue
        rest.append(arg)
        i += 1
    return lang, rest


def _command_word(parser: argparse.ArgumentParser, word: str) -> str:
    """The command ``word`` names: a choice like every other (rootboard.cli.choices), so that one
    typed wrong ("stauts") is answered with the nearest commands in the run's language, where
    argparse's check of its subcommands would list them all as its own "invalid choice"
    (exit 2, as argparse's own refusal)."""
    commands = parser.commands
    if word in commands.choices:
        return word
    try:
        return Choice(commands.choices)(word)
    except argparse.ArgumentTypeError as exc:
        parser.error(str(argparse.ArgumentError(commands, str(exc))))


def main(argv: list[str] | None = None) -> int:
    """Run the command ``argv`` (the program's own command line when None) and return its
    exit status."""
    whole_process = argv is None  # run as the process's command (`rootboard ...`), not called in one
    status = _command(sys.argv[1:] if argv is None else argv, whole_process)
    if whole_process and "PySide6" not in sys.modules:
        _leave()
    return status


def _leave() -> None:
    """The process ends with the command: whatever it made lives until then. Frozen, so that
    the interpreter's collections at exit (a full one, then one per stage of clearing the
    modules) do not walk every object again only to find nothing to free: a first replay
    left some 46 M instructions of them, `maps` 10 M (issue 32, callgrind). Only where the
    command line is the program's (a test calling main() keeps its collector) and Qt was never
    loaded (its objects' destructors may still have work to do, such as saving settings).
    Everything is still released by reference counting as the modules are cleared; only
    cycles are left to the end of the process."""
    import gc

    gc.freeze()


def _command(argv: list[str], whole_process: bool) -> int:
    try:
        lang, argv = take_language(argv)
    except UsageError as exc:  # said in the environment's language: the one asked for is not there
        print(f"rootboard: {exc.describe(i18n.from_environment())}", file=sys.stderr)
        return EXIT_BAD_INPUT
    i18n.choose(lang or i18n.from_environment(), explicit=lang is not None)
    frame.install()  # argparse's own words ("usage:", "error:") in that language too
    command = _command_in(argv)
    parser = build_parser(command)  # after choosing: the help is looked up now
    try:
        if command is not None and argv:
            argv = [_command_word(parser, command), *argv[1:]]
        args = parser.parse_args(argv)
    except SystemExit as exc:  # argparse exits 2 on bad usage, 0 on --help
        return int(exc.code or 0)
    if args.command is None:
        args.command = "gui"  # `rootboard` alone opens the window
        args.run = lambda _: import_module(f"{__name__}.picture_commands").open_window(map_name=None)
    args.whole_process = whole_process  # the process ends with the command (rootboard.cli.picture_commands)
    try:
        return args.run(args)
    except GameBusy as exc:  # another rootboard held the game too long: nothing changed, the input was fine
        print(f"rootboard {args.command}: {exc.describe()}", file=sys.stderr)
        return EXIT_REFUSED
    except RootboardError as exc:  # bad input; anything else is a bug, and a traceback
        print(f"rootboard {args.command}: {exc.describe()}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except BrokenPipeError:
        return EXIT_OK
    except KeyboardInterrupt:  # saves are atomic: the file is the old one or the new one, never half
        print("\n" + f"rootboard {args.command}: {render(INTERRUPTED())}", file=sys.stderr)
        return EXIT_INTERRUPTED
    except OSError as exc:  # a folder that does not exist, a file we may not write...
        from rootboard.files import system_reason

        where = exc.filename or ""
        said = system_reason(exc)  # in the language chosen, where the system's own words are English
        if said is not None:
            from rootboard.messages import render

            said = render(said)
        print(f"rootboard {args.command}: {where}: {said or exc.strerror or exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
