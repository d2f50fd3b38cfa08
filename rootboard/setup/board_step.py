"""The map step of every setup (5.1.1-5.1.4, 16.1.1): suits, ruins, the map's own pieces.

Ruins go on the R slots (5.1.4), the Lake's Ferry on its coastal corner (16.2.2.I), the
Mountain's Tower on the Pass and its closed-path markers on the darker paths (16.2.3.I):
the new game already stands so (:func:`rootboard.game.state.new_game`). What this step adds
is the suits: printed (only a board that prints a suit on every clearing), the twelve
markers at random (16.1.1), or balanced (:mod:`rootboard.game.suits`).
"""

from __future__ import annotations

from rootboard.game import suits as suit_layouts
from rootboard.messages import Template
from rootboard.game.setupkit.engine import VALUE_WORDS, Context, Option, Step

SUIT_MODES = ("printed", "random", "balanced")

ASK_SUITS = Template("setup.suits.ask", "How are the clearings' suits decided?")
PRINTED = Template("setup.suits.printed", "the suits printed on the board")
NO_PRINTED = Template("setup.suits.no-printed",
                      "{map:map} prints no suit on some clearings: the suit markers decide them")
RANDOM = Template("setup.suits.random", "the twelve suit markers, shuffled, one on each clearing")
BALANCED = Template("setup.suits.balanced",
                    "suit markers laid so that no path joins two clearings of one suit, drawn at random "
                    "among the {count} such layouts of this map", plural=None)
NO_BALANCED = Template("setup.suits.no-balanced", "no layout of {map:map}'s markers keeps every path's two "
                       "clearings of different suits")
SUITS_DONE = Template("setup.suits.done", "suits: {layout}")
VALUE_WORDS.update({("suits", "printed"): Template("setup.suits.value.printed", "printed suits"),
                    ("suits", "random"): Template("setup.suits.value.random", "random suits"),
                    ("suits", "balanced"): Template("setup.suits.value.balanced", "balanced suits")})
SUIT_CLEARINGS = Template("setup.suits.clearings", "{suit:suit} in {at:areas}")
# The map's own pieces as the new game stands them (16.2.2.I, 16.2.3.I), read aloud with the rest.
MAP_PIECE = Template("setup.map-piece", "the {name:piece} stands in {at:area}")
CLOSED_PATHS = Template("setup.closed-paths", "a closed-path marker on path {paths}",
                        plural="a closed-path marker on each of paths {paths}", count="count")


def suit_step(ctx: Context, standard: bool = False):
    """Yield the suits choice (unless the configuration names it); return the layout.
    A Standard Setup on a board that prints its suits plays them (5.1: the printed map), and
    asks only where the board leaves them to the markers."""
    board = ctx.topology.board
    printed = {cid: c.suit for cid, c in board.clearings.items()}
    balanced_count = len(suit_layouts.balanced_layouts(board))
    options = (
        Option("printed", all(printed.values()), PRINTED("5.1.1") if all(printed.values())
               else NO_PRINTED("16.1.1", map=board.title)),
        Option("random", True, RANDOM("16.1.1")),
        Option("balanced", balanced_count > 0, BALANCED("16.1.1", count=balanced_count) if balanced_count
               else NO_BALANCED("16.1.1", map=board.title)),
    )
    mode = getattr(ctx.config, "suits", None)
    if mode is None and standard and all(printed.values()):
        mode = "printed"
    if mode is None:
        mode = yield Step("map.suits", "suits", ASK_SUITS("16.1.1"), options)
    if mode == "printed":
        layout = printed
    elif mode == "random":
        layout = suit_layouts.random_layout(board, ctx.rng)
    else:
        layout = suit_layouts.balanced_layout(board, ctx.rng)
    ctx.data["suits"] = dict(layout)
    by_suit: dict[str, list[int]] = {}
    for clearing, suit in sorted(layout.items()):
        by_suit.setdefault(suit, []).append(clearing)
    ctx.say(SUITS_DONE("5.1.1" if mode == "printed" else "16.1.1",
                       layout=tuple(SUIT_CLEARINGS(suit=s, at=tuple(cs)) for s, cs in sorted(by_suit.items()))))
    return dict(layout)


def say_map_pieces(ctx: Context) -> None:
    """Say where the map's own pieces stand as the game starts (the Lake's Ferry, 16.2.2.I; the
    Mountain's Tower and closed-path markers, 16.2.3.I), so the table sets them out too."""
    state = ctx.state
    for name, section in (("ferry", "16.2.2.I"), ("tower", "16.2.3.I")):
        where = getattr(state, name)
        if where is not None:
            ctx.say(MAP_PIECE(section, name=name, at=where))
    if state.closed_paths:
        paths = [f"{a}-{b}" for a, b in sorted(tuple(sorted(p)) for p in state.closed_paths)]
        ctx.say(CLOSED_PATHS("16.2.3.I", count=len(paths), paths=", ".join(paths)))
