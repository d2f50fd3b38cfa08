"""Commands for recorded games in Rootlog: replay (check a log under the rules), import (a game
file of the replay), export (a game file as Rootlog).

``replay`` and ``import`` exit 0 when nothing is flagged illegal or impossible, 1 when something
is (``import`` writes the game file in both cases), 2 when the log cannot be read (its line and
column named). ``export`` exits 0, or 2 for a game it cannot read or write as Rootlog.
"""

from __future__ import annotations

import sys

from rootboard.cli.replacing import add_replace_argument, refuse_replacing_played
from rootboard.i18n import ntr, tr
from rootboard.messages import render

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at every start (issue 32)
if TYPE_CHECKING:
    from rootboard.notation.replay import Report

EXIT_OK, EXIT_REFUSED = 0, 1


def register(sub) -> None:
    codes = tr("cli.help", "Exit 0 nothing flagged illegal or impossible, 1 something is, 2 the log cannot be read "
                           "(its line and column named).")
    p = sub.add_parser("replay", help=tr("cli.help", "replay a recorded game (Rootlog) under the rules and point at "
                                                     "each doubtful action"),
                       description=tr("cli.help", "Replay a Rootlog under the rules, in teach mode: every action is "
                                                  "checked, and each one the rules refuse (illegal), that cannot "
                                                  "happen (impossible), that the replay had to infer (assumed) or "
                                                  "that rootboard does not model is flagged at its line and "
                                                  "column, with its Law section.") + " " + codes)
    p.add_argument("log", metavar="LOG.rootlog")
    p.add_argument("--json", action="store_true",
                   help=tr("cli.help", "print the report as JSON (its keys and ids in English, as the README lists "
                                       "them)"))
    p.set_defaults(run=run_replay)

    p = sub.add_parser("import", help=tr("cli.help", "a game file of a recorded game (Rootlog), replayed under "
                                                     "the rules"),
                       description=tr("cli.help", "Replay a Rootlog under the rules and write the game file it "
                                                  "ends in, its history holding every action replayed (undo, redo, "
                                                  "log and the window step through it).") + " " + codes)
    p.add_argument("log", metavar="LOG.rootlog")
    p.add_argument("-o", "--output", required=True, metavar="GAME.json", help=tr("cli.help", "the game file to write"))
    add_replace_argument(p, imported=True)
    p.set_defaults(run=run_import)

    p = sub.add_parser("export", help=tr("cli.help", "write a game file as Rootlog"),
                       description=tr("cli.help", "Write a game as Rootlog: its setup and every action of its "
                                                  "history. A face-down plot is written face down. Exit 0 written, "
                                                  "2 a game that cannot be read or written as Rootlog."))
    p.add_argument("game", metavar="GAME.json")
    p.add_argument("-o", "--output", required=True, metavar="OUT.rootlog",
                   help=tr("cli.help", "the Rootlog file to write"))
    p.set_defaults(run=run_export)


def run_replay(args) -> int:
    """The report of a log replayed before under this rootboard is printed as it was kept
    (rootboard.notation.replay_cache: the same bytes, without importing the rules); any other
    is replayed, printed and kept."""
    import gc

    # The Rootlog reader's and the rules' modules, the log, and the replay's history: objects
    # that live until the report is printed, made by the ten thousand; the cyclic collector
    # would sweep them again and again while they are made (about a tenth of importing the
    # replay's modules, counted in instructions; issue 32). Paused for the command, as
    # `render` pauses it; nothing it makes is garbage before it ends.
    paused = gc.isenabled()
    gc.disable()
    try:
        return _replay_kept(args)
    finally:
        if paused:
            gc.enable()


def _replay_kept(args) -> int:
    from rootboard import i18n
    from rootboard.notation import replay_cache

    try:
        raw = open(args.log, "rb").read()
    except OSError:
        raw = None  # the replay's own reading says what is wrong with it
    key = None if raw is None else replay_cache.replay_key(
        raw, as_json=args.json, language=i18n.current(), shown=args.log, encoding=str(sys.stdout.encoding))
    found = replay_cache.kept(key)
    if found is not None:
        status, text = found
        sys.stdout.write(text)
        return status
    from contextlib import redirect_stdout
    from io import StringIO

    written = StringIO()
    with redirect_stdout(written):
        status = replay_report(args)
    text = written.getvalue()
    sys.stdout.write(text)
    replay_cache.keep(key, status, text)
    return status


def replay_report(args) -> int:
    """Replay the log and print its report (as JSON with --json): the exit status."""
    from rootboard.notation import read_file
    from rootboard.notation.replay import replay_log

    report = replay_log(read_file(args.log))
    if args.json:
        import json

        print(json.dumps(report.to_json(), ensure_ascii=False, indent=1))
    else:
        print_report(args.log, report)
    return EXIT_REFUSED if report.refused else EXIT_OK


def run_import(args) -> int:
    from rootboard.board.terms import map_title
    from rootboard.notation import read_file
    from rootboard.notation.replay import replay_log

    report = replay_log(read_file(args.log))
    from rootboard.gamefile.file import changing, save_game  # import's alone: replay writes nothing

    with changing(args.output):
        # A game the table played on after importing: its actions past the log's are not lost unasked.
        refuse_replacing_played(args.output, args.replace, lambda: report.state.to_json()["history"])
        save_game(report.state, args.output)
    actions, replayed, _ = report.played()
    print(tr("cli", "{file}: {map}, {actions}, {replayed}; {counts} ('rootboard replay' says which)").format(
        file=args.output, map=map_title(report.state.topology.board.title), actions=render(actions),
        replayed=render(replayed), counts=_tally(report)))
    return EXIT_REFUSED if report.refused else EXIT_OK


def run_export(args) -> int:
    from rootboard.files import write_atomically
    from rootboard.notation import read_text

    from rootboard.loading import load  # export's alone: replay and import read a Rootlog
    from rootboard.notation.export import export

    state = load(args.game).state
    written = export(state)
    write_atomically(args.output, written)
    print(tr("cli", "{file}: {turns} turn lines written").format(file=args.output, turns=len(read_text(written).turns)))
    return EXIT_OK


def print_report(source: str, report: Report) -> None:
    """The report to read: the game, the counts, each flag at its line (a cascade's consequences
    under their first cause), what is not modelled by kind, the scores beside the log's."""
    from rootboard.board.terms import map_title
    from rootboard.game.terms import faction_name
    from rootboard.notation.replay import NOT_MODELLED

    state = report.state
    print(tr("cli", "{file}: {map}; {factions}").format(
        file=source, map=map_title(state.topology.board.title),
        factions=", ".join(faction_name(f) for f in state.factions)))
    actions, replayed, skipped = (render(m) for m in report.played())
    print(tr("cli", "{actions}: {replayed}, {skipped}").format(actions=actions, replayed=replayed, skipped=skipped))
    print(_tally(report))
    shown = [f for f in report.flags if f.category != NOT_MODELLED]
    causes = {}
    for flag in shown:
        causes.setdefault(flag.cause, []).append(flag)
    if shown:
        print()
    for flag in shown:
        if flag.cause is not None and any((f.line, f.col) == flag.cause for f in shown):
            continue  # said under its first cause
        _print_flag(flag)
        for later in causes.get((flag.line, flag.col), ()):
            if later is not flag:
                _print_flag(later, indent="    ")
    unmodelled: dict[str, list] = {}
    for flag in report.flags:
        if flag.category == NOT_MODELLED:
            unmodelled.setdefault(flag.message.id, []).append(flag)
    if unmodelled:
        print()
        print(tr("cli", "Not modelled:"))
        for flags in sorted(unmodelled.values(), key=lambda fs: -len(fs)):
            first = flags[0]
            print("  " + ntr("cli", "{n} time, first at line {line}: {reason}", "{n} times, first at line {line}: "
                             "{reason}", len(flags)).format(n=len(flags), line=first.line, reason=first.reason()))
    print()
    log_scores = report.log_scores
    print(tr("cli", "Scores: {scores}").format(scores=", ".join(
        tr("cli", "{faction} {points} (the log: {logged})").format(faction=faction_name(f), points=p,
                                                                   logged=log_scores.get(f, 0))
        for f, p in report.scores.items())))


def _tally(report: Report) -> str:
    return ", ".join(render(counted) for counted in report.tally())


def _print_flag(flag, indent: str = "") -> None:
    from rootboard.notation.replay import CATEGORY_WORDS

    print(tr("cli", "{indent}line {line}, column {col}: {category}: {text}: {reason}").format(
        indent=indent, line=flag.line, col=flag.col, category=render(CATEGORY_WORDS[flag.category]()),
        text=flag.text, reason=flag.reason()))
