"""Commands about maps: maps, topology, check.

What each command needs is imported inside it: ``maps`` lists files and needs neither the
board's geometry (shapely, for ``check``) nor the game's words (for ``topology``'s suits).
"""

from __future__ import annotations

import sys

from rootboard.cli import EXIT_BAD_INPUT, EXIT_OK, EXIT_REFUSED
from rootboard.errors import RootboardError
from rootboard.i18n import ntr, tr


def register(sub) -> None:
    p = sub.add_parser("maps", help=tr("cli.help", "list the shipped maps"))
    p.set_defaults(run=run_maps)

    p = sub.add_parser("topology", help=tr("cli.help", "forests and adjacency derived from a map's geometry"))
    p.add_argument("map", metavar="MAP",
                   help=tr("cli.help", "a shipped map (autumn/fall, winter, lake, mountain) or a map file"))
    p.add_argument("--json", action="store_true", help=tr("cli.help", "print JSON instead of tables"))
    p.set_defaults(run=run_topology)

    p = sub.add_parser("check", help=tr("cli.help", "report what looks wrong in map files (exit: the worst of them, "
                                                    "2 unreadable, 1 problems, 0 none)"))
    p.add_argument("maps", metavar="FILE", nargs="+", help=tr("cli.help", "map files or shipped maps' names"))
    p.set_defaults(run=run_check)


def run_maps(args) -> int:
    from rootboard.board.catalog import aliases, shipped_maps

    alias_of: dict[str, list[str]] = {}
    for alias, name in aliases().items():
        alias_of.setdefault(name, []).append(alias)
    for name, path in shipped_maps().items():
        extra = tr("cli.maps", " (also: {names})").format(names=", ".join(sorted(alias_of[name]))) \
            if name in alias_of else ""
        print(f"{name}{extra}\t{path}")
    return 0


def run_topology(args) -> int:
    import json

    from rootboard.board.report import topology_report
    from rootboard.board.terms import map_title
    from rootboard.derived.loading import load_topology
    from rootboard.game.terms import suit_name  # the suits' words (with the game's other terms)

    report = topology_report(load_topology(args.map))
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    clearings, forests = len(report["clearings"]), len(report["forests"])
    print(tr("cli.topology", "{title}: {clearings}, {forests}").format(
        title=map_title(report["title"]),
        clearings=ntr("cli.topology", "{n} clearing", "{n} clearings", clearings).format(n=clearings),
        forests=ntr("cli.topology", "{n} forest", "{n} forests", forests).format(n=forests)))
    print()
    rows = [(tr("cli.topology", "clearing"), tr("cli.topology", "suit"), tr("cli.topology", "slots"),
             tr("cli.topology", "ruins"), tr("cli.topology", "adjacent (path)"), tr("cli.topology", "closed paths"),
             tr("cli.topology", "rivers/lake"), tr("cli.topology", "forests"))]
    corner, coastal = tr("cli.topology", "corner"), tr("cli.topology", "coastal")
    for c in report["clearings"]:
        rows.append((
            str(c["id"]) + (f" {corner}" if c["corner"] else "") + (f" {coastal}" if c["coastal"] else ""),
            suit_name(c["suit"]) if c["suit"] else "-",
            str(c["slots"]),
            str(c["ruins"]),
            _ids(c["adjacent"]),
            _ids(c["closed_paths"]),
            _ids(c["rivers"]),
            ", ".join(c["forests"]) or "-",
        ))
    _table(rows)
    print()
    rows = [(tr("cli.topology", "forest"), tr("cli.topology", "clearings"), coastal,
             tr("cli.topology", "adjacent forests (separated by)"))]
    for f in report["forests"]:
        rows.append((
            f["id"],
            _ids(f["clearings"]),
            tr("cli.topology", "yes") if f["coastal"] else "",
            ", ".join(f"{a['forest']} ({_separation(a['separated_by'])})" for a in f["adjacent"]) or "-",
        ))
    _table(rows)
    return 0


def _separation(kind: str) -> str:
    """What separates two adjacent forests, in words (the report keeps the link's kind)."""
    words = {"path": tr("cli.topology", "path"), "closed_path": tr("cli.topology", "closed path"),
             "river": tr("cli.topology", "river"), "lake": tr("cli.topology", "lake"),
             "lake_shore": tr("cli.topology", "lake shore"), "touches": tr("cli.topology", "touches")}
    return words.get(kind, kind.replace("_", " "))


def run_check(args) -> int:
    """One report per file, each file read on its own: an unreadable one (exit 2) does not
    stop the others. The exit status is the worst of them."""
    return max(_check_one(name, args.command) for name in args.maps)


def _check_one(name: str, command: str) -> int:
    from rootboard.board.catalog import resolve_map
    from rootboard.board.mapfile import Board
    from rootboard.board.problems import find_problems  # shapely: only the checker needs it

    try:
        board = Board.from_file(resolve_map(name))
    except RootboardError as exc:
        print(f"rootboard {command}: {exc.describe()}", file=sys.stderr)
        return EXIT_BAD_INPUT
    problems = find_problems(board)
    for problem in problems:
        print(f"{board.source}: {problem}")
    if problems:
        found = ntr("cli.check", "{n} problem found", "{n} problems found", len(problems)).format(n=len(problems))
        print(f"{board.source}: {found}")
        return EXIT_REFUSED
    print(tr("cli.check", "{file}: no problems").format(file=board.source))
    return EXIT_OK


def _ids(values) -> str:
    return ", ".join(str(v) for v in values) or "-"


def _table(rows) -> None:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    for n, row in enumerate(rows):
        print("  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip())
        if n == 0:
            print("  ".join("-" * w for w in widths))
