"""The rootboard command line: one argparse front over the core.

Each command module registers its subcommands; a command returns its exit status:
0 done (or legal), 1 refused (or problems found), 2 bad input. Errors the user can fix
are caught here and printed as one clear line on stderr.
"""

from __future__ import annotations

import argparse
import sys

from rootboard.core.mapfile import MapFormatError

from . import game_commands, map_commands, picture_commands

EXIT_OK, EXIT_REFUSED, EXIT_BAD_INPUT = 0, 1, 2
COMMAND_MODULES = (map_commands, picture_commands, game_commands)


class UsageError(Exception):
    """Bad input from the command line: unknown faction, piece, area or file (exit 2)."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="rootboard",
        description="A companion for the board game Root: boards, derived forests and "
        "adjacency, and moves checked against the Law of Root. "
        "With no command, opens the board window.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module in COMMAND_MODULES:
        module.register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # argparse exits 2 on bad usage, 0 on --help
        return int(exc.code or 0)
    if args.command is None:
        args.command = "gui"  # `rootboard` alone opens the window
        args.run = lambda _: picture_commands.open_window(map_name=None)
    try:
        return args.run(args)
    except (MapFormatError, UsageError, ValueError, KeyError) as exc:
        message = exc.args[0] if isinstance(exc, KeyError) and exc.args else exc
        print(f"rootboard {args.command}: {message}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except BrokenPipeError:
        return EXIT_OK
    except OSError as exc:  # a folder that does not exist, a file we may not write...
        where = exc.filename or ""
        print(f"rootboard {args.command}: {where}: {exc.strerror or exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
