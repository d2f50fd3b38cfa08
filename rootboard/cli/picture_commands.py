"""Commands that draw: gui, render.

Qt is imported only inside the commands, so `rootboard topology` and friends never load it.
"""

from __future__ import annotations

import gc
from contextlib import contextmanager
from importlib import import_module
from pathlib import Path

from rootboard.cli import whole_number
from rootboard.errors import BadInput
from rootboard.loading import is_game_file
from rootboard.i18n import tr
from rootboard.messages import Template

# A picture's name, by the endings a command writes (the words say "or", so one Template each).
PICTURE_NAMES = {
    (".png",): Template("cli.picture.png", "the picture must be named *.png"),
    (".png", ".svg"): Template("cli.picture.png-or-svg", "the picture must be named *.png or *.svg"),
}
VIEW_NEEDS_GAME = Template("cli.picture.view-needs-game", "only a game has a faction's view: give a game file")
NO_FOLDER = Template("cli.picture.no-folder", "there is no folder {folder} to save the picture in")
NO_RULES_CORE = Template("cli.picture.no-rules-core",
                         "drawing a game needs the rules core, which is not available ({reason})")


def register(sub) -> None:
    p = sub.add_parser("gui", help=tr("cli.help", "open the board window (the default with no command)"))
    p.add_argument("map", metavar="MAP|GAME", nargs="?",
                   help=tr("cli.help", "a shipped map or a map file to explore, or a game file to play "
                                       "(default: the last map used)"))
    p.add_argument("--screenshot", metavar="OUT.png",
                   help=tr("cli.help", "open the window, save a picture of it once it has painted, and exit"))
    p.set_defaults(run=run_gui)

    p = sub.add_parser("render", help=tr("cli.help", "draw a map, or a game's board with its pieces, to PNG or SVG"))
    p.add_argument("source", metavar="MAP|GAME",
                   help=tr("cli.help", "a shipped map, a map file, or a game file (format rootboard-game)"))
    p.add_argument("-o", "--output", required=True, metavar="OUT.png|OUT.svg",
                   help=tr("cli.help", "the picture to write"))
    p.add_argument("--width", type=whole_number, default=1600, metavar="PX",
                   help=tr("cli.help", "picture width in pixels (default 1600)"))
    p.add_argument("--highlight", metavar="AREA",
                   help=tr("cli.help", "light up an area (clearing number or forest id) and its neighbours"))
    p.add_argument("--as", dest="viewer", metavar="FACTION",
                   help=tr("cli.help", "show what only this faction may see (the kinds of the Corvids' "
                                       "face-down plots); without it, what the whole table sees"))
    p.set_defaults(run=run_render)


# The Qt-free modules the window works with from its first frame. They are imported before
# PySide6 is: once loaded, PySide6 reads the source of every module imported after it (to
# honour `from __feature__ import ...` lines), about 0.1 ms a module, 2 ms of every start
# for these (measured). tests/cli/test_picture_commands.py checks that none is missing.
# (The autosaves a crash left, rootboard.autosaves, are looked at by every start, but after the
# board's first frame: the window builds its game and files parts then.)
CORE_BEFORE_QT = ("rootboard.derived.loading", "rootboard.board.terms", "rootboard.drawing.model",
                  "rootboard.derived.layers")  # the board view's kept layer, read by its first frame


def open_window(map_name: str | None) -> int:
    with _collector_paused():
        _import_core()
        from rootboard.ui.window import run_window

        return run_window(map_name)


def _import_core() -> None:
    for name in CORE_BEFORE_QT:
        import_module(name)


def run_gui(args) -> int:
    if args.screenshot:
        _check_picture_name(args.screenshot, (".png",))
        _check_picture_folder(args.screenshot)
    game = args.map is not None and is_game_file(args.map)
    with _collector_paused():
        _import_core()
        if game:  # the words a game file's reader may refuse it with (its factions, pieces)
            import_module("rootboard.game.terms")
        from rootboard.ui.window import run_window

        if game:
            return run_window(None, screenshot=args.screenshot, game=args.map)
        return run_window(args.map, screenshot=args.screenshot)


@contextmanager
def _collector_paused(ends_process: bool = False):
    """Starting the window creates tens of thousands of objects that live as long as it does
    (Qt's enums, the board's drawing), and Python's cyclic collector would sweep over them
    fifty times while they are made: 5-8 ms of a 200 ms start (measured). It is paused here;
    the window resumes it after its first frame (run_window), and this makes sure of it.
    ``render`` makes the same objects, and a game's besides, and is done once it has drawn:
    paused for all of it. ``ends_process``: the command is the process's, which ends when it
    does: everything made is left out of the collector's sweeps before it resumes (gc.freeze),
    as the window does after its first frame. Else the first allocation after resuming sweeps
    every object made while paused (they are all still in the youngest generation), and the
    interpreter's shutdown sweeps them all again: 60 M instructions of `render`'s 1,090 M,
    about 20 ms of CPU (callgrind, perf stat; the picture of the 476-action game again). A
    caller in a process that goes on (tests) resumes it as it was."""
    gc.disable()
    try:
        yield
    finally:
        if ends_process:
            gc.freeze()
        gc.enable()


def run_render(args) -> int:
    _check_picture_name(args.output, (".png", ".svg"))
    # a game, Qt and the scene: objects that live until the picture is written
    with _collector_paused(ends_process=getattr(args, "whole_process", False)):
        return _render(args)


def _render(args) -> int:
    game = {}
    if is_game_file(args.source):
        topology, game = load_game_pictures(args.source, args.viewer)
    else:
        if args.viewer is not None:
            raise BadInput(VIEW_NEEDS_GAME(), element="--as")
        from rootboard.derived.loading import load_topology

        topology = load_topology(args.source)
    highlight = topology.parse_area(args.highlight) if args.highlight else None
    from rootboard.ui.board.render import render_map

    out = render_map(topology, args.output, args.width, highlight=highlight, **game)
    print(out)
    return 0


def load_game_pictures(source: str, viewer: str | None = None):
    """The board of a game file, and what to draw on it as ``viewer`` sees it (None: the whole
    table, face-down plots without their kind), from the one builder of what is shown."""
    try:
        from rootboard.game.display import position_display
        from rootboard.loading import load
        from rootboard.cli.game_commands import viewer_of
    except ImportError as exc:
        raise BadInput(NO_RULES_CORE(reason=str(exc)), source=source) from None
    state = load(source).state
    return state.topology, position_display(state, viewer_of(state, viewer)).scene()


def _check_picture_folder(path: str) -> None:
    """A screenshot goes into a folder that exists: said before the window opens (exit 2)."""
    folder = Path(path).expanduser().resolve().parent
    if not folder.is_dir():
        raise BadInput(NO_FOLDER(folder=str(folder)), source=path)


def _check_picture_name(path: str, allowed: tuple[str, ...]) -> None:
    if Path(path).suffix.lower() not in allowed:
        raise BadInput(PICTURE_NAMES[allowed](), source=path)
