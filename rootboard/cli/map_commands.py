"""Commands about maps: maps, topology, check."""

from __future__ import annotations

import json
import sys

from rootboard.board.mapfile import Board
from rootboard.cli import EXIT_BAD_INPUT, EXIT_OK, EXIT_REFUSED
from rootboard.errors import RootboardError
from rootboard.board.catalog import aliases, resolve_map, shipped_maps
from rootboard.derived.loading import load_topology
from rootboard.board.problems import find_problems
from rootboard.board.report import topology_report


def register(sub) -> None:
    p = sub.add_parser("maps", help="list the shipped maps")
    p.set_defaults(run=run_maps)

    p = sub.add_parser("topology", help="forests and adjacency derived from a map's geometry")
    p.add_argument("map", metavar="MAP", help="a shipped map (autumn/fall, winter, lake, mountain) or a map file")
    p.add_argument("--json", action="store_true", help="print JSON instead of tables")
    p.set_defaults(run=run_topology)

    p = sub.add_parser("check", help="report what looks wrong in map files (exit: the worst of them, "
                                     "2 unreadable, 1 problems, 0 none)")
    p.add_argument("maps", metavar="FILE", nargs="+", help="map files or shipped maps' names")
    p.set_defaults(run=run_check)


def run_maps(args) -> int:
    alias_of: dict[str, list[str]] = {}
    for alias, name in aliases().items():
        alias_of.setdefault(name, []).append(alias)
    for name, path in shipped_maps().items():
        extra = f" (also: {', '.join(sorted(alias_of[name]))})" if name in alias_of else ""
        print(f"{name}{extra}\t{path}")
    return 0


def run_topology(args) -> int:
    report = topology_report(load_topology(args.map))
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    print(f"{report['title']}: {len(report['clearings'])} clearings, {len(report['forests'])} forests")
    print()
    rows = [("clearing", "suit", "slots", "ruins", "adjacent (path)", "closed paths", "rivers/lake", "forests")]
    for c in report["clearings"]:
        rows.append((
            str(c["id"]) + (" corner" if c["corner"] else "") + (" coastal" if c["coastal"] else ""),
            c["suit"] or "-",
            str(c["slots"]),
            str(c["ruins"]),
            _ids(c["adjacent"]),
            _ids(c["closed_paths"]),
            _ids(c["rivers"]),
            ", ".join(c["forests"]) or "-",
        ))
    _table(rows)
    print()
    rows = [("forest", "clearings", "coastal", "adjacent forests (separated by)")]
    for f in report["forests"]:
        rows.append((
            f["id"],
            _ids(f["clearings"]),
            "yes" if f["coastal"] else "",
            ", ".join(f"{a['forest']} ({a['separated_by'].replace('_', ' ')})" for a in f["adjacent"]) or "-",
        ))
    _table(rows)
    return 0


def run_check(args) -> int:
    """One report per file, each file read on its own: an unreadable one (exit 2) does not
    stop the others. The exit status is the worst of them."""
    return max(_check_one(name, args.command) for name in args.maps)


def _check_one(name: str, command: str) -> int:
    try:
        board = Board.from_file(resolve_map(name))
    except RootboardError as exc:
        print(f"rootboard {command}: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    problems = find_problems(board)
    for problem in problems:
        print(f"{board.source}: {problem}")
    if problems:
        print(f"{board.source}: {len(problems)} problem{'s' if len(problems) != 1 else ''} found")
        return EXIT_REFUSED
    print(f"{board.source}: no problems")
    return EXIT_OK


def _ids(values) -> str:
    return ", ".join(str(v) for v in values) or "-"


def _table(rows) -> None:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    for n, row in enumerate(rows):
        print("  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip())
        if n == 0:
            print("  ".join("-" * w for w in widths))
