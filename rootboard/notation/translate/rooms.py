"""Which room reads what: a faction's own notation in a Rootlog is read by its room's reader,
``rootboard/notation/translate/<room>.py``, as its actions are written by its room's writer
(:mod:`rootboard.notation.export.rooms`), each room told by the same
:func:`rootboard.game.faction.room_of`.

Nothing here lists the rooms. A faction's room is where its record is defined, and its reader
the module of that name beside this one when there is one (the hirelings' room has none),
imported when a game of that faction is read, and only then: a log without the Vagabond loads
none of his reading. Both Vagabonds (9.7) are one room, read once.
Each reading asks first whether its faction plays (or reads pieces of its own only), so it would
be nothing in a game without it; the one exception, the Alliance's lenient reading of her
misspelt base, such a game refuses whichever way it is spelt, as any piece of a faction not in
it (1.5.1; tests/notation/test_alliance_eyrie_absent.py).

Each reader declares the hooks it answers in ``ANSWERS``, from two kinds:

* :data:`CHAINED`, asked of every reader that answers them, in the order of their rooms' names
  (a faction board's own notation: the Corvids', the Duchy's, the Cult's). Each reads its own
  faction's lines only, so the order says nothing of the result; it is the same for every game.
  ``closing``, what a faction's own turn leaves unwritten, is asked of the reader of the faction
  on turn alone;
* the named hooks, the fields of :class:`.context.Readers`: asked at one place of the
  translation (the Eyrie's ``humiliation`` of a ``--N``, the Vagabond's ``item_steps`` of an
  item moved), each answered by one reader only.

A new faction's reading is one module here declaring its ``ANSWERS``, with nothing else to edit.
The readers are found once a log (:func:`of`): the chained hooks are asked of each of its
actions, where finding them again for each cost the 476-action log's replay some 1,300 calls
(issue 32).
"""

from __future__ import annotations

from importlib import import_module

from rootboard.game.faction import room_of
from rootboard.game.state import GameState
from rootboard.notation import model as m
from rootboard.notation.translate.context import READER_HOOKS, Readers, TurnContext
from rootboard.notation.translate.steps import Step

READERS = __name__.rsplit(".", 1)[0]  # this package: rootboard.notation.translate

#: The hooks every reader answering them is asked, each in turn (see :class:`Rooms`).
CHAINED = ("steps", "also", "closing", "before")


class Rooms:
    """The chained hooks (:data:`CHAINED`) of one game's readers, found once for it (:func:`of`)
    and kept by its translation; the named ones are its :class:`.context.Readers`."""

    def __init__(self, modules: list, closing_of: dict):
        self._steps, self._also, self._before = (
            tuple(getattr(module, name) for module in modules if name in module.ANSWERS)
            for name in ("steps", "also", "before"))
        # A turn's unwritten closing is its own faction's reader's alone (each reads its own
        # faction's turn only: 10.6.1, 12.6.1, 14.4.1, 15.5.2): faction -> its reader's closing,
        # only the one on turn asked, where asking every reader at each action cost the
        # 476-action log's replay some 1,400 calls (issue 32).
        self._closing_of = closing_of
        # Whether any reader makes something an action is the doing of (the Keepers' Retinue
        # card, 15.5.2): the translation asks before() only then, where asking it of every action
        # of a log without them cost the 476-action log's replay 416 calls (issue 32).
        self.asks_before = bool(self._before)
        self.readers = named_hooks(modules)

    def steps(self, ctx: TurnContext, state: GameState, action: m.Action) -> list[Step] | None:
        """The steps of ``action`` when a faction board's notation reads it; None otherwise."""
        for reader in self._steps:
            found = reader(ctx, state, action)
            if found is not None:
                return found
        return None

    def also(self, ctx: TurnContext, state: GameState, action: m.Action) -> list[Step]:
        """What a faction's rules ask with ``action`` that the log leaves out (the Duchy's Price of
        Failure after its building is removed, 12.2.3), said after the action's own steps."""
        found: list[Step] = []
        for more in self._also:
            found += more(ctx, state, action)
        return found

    def before(self, ctx: TurnContext, state: GameState, action: m.Action) -> list[Step]:
        """What a faction's rules make, unwritten, of which ``action`` is the doing (the Keepers'
        Retinue card a move or battle acts with, 15.5.2), said before the action's own steps."""
        found: list[Step] = []
        for more in self._before:
            found += more(ctx, state, action)
        return found

    def closing(self, ctx: TurnContext, state: GameState, action: m.Action | None = None) -> list:
        """The rootboard actions the current faction's Evening makes that Rootlog never writes (the
        revealed cards back to the hand: the Cult's 10.6.1, the Duchy's 12.6.1), made before
        ``action`` when it is of the Evening after them (a craft, the draw), else at the turn's end."""
        own = self._closing_of.get(state.current)
        return own(ctx, state, action) if own is not None else []


def reader(room: str | None):
    """The module reading ``room``'s notation, imported now, or None when it has none."""
    if room is None:
        return None
    path = f"{READERS}.{room}"
    try:
        return import_module(path)
    except ModuleNotFoundError as missing:
        if missing.name != path:  # the reader is there and its own import failed: not ours to hide
            raise
        return None


def readers_of(law, factions) -> list:
    """The readers of the rooms of ``factions`` (each once, in their order), imported now."""
    found = []
    for fid in factions:
        module = reader(room_of(law[fid]))
        if module is not None and module not in found:
            found.append(module)
    return found


def named_hooks(modules: list) -> Readers:
    """The named hooks ``modules`` answer, each by one of them; a hook no reader may answer, or
    one two answer, is a reader's mistake, said by its name."""
    found: dict[str, object] = {}
    by: dict[str, str] = {}
    for module in modules:
        for name in module.ANSWERS:
            if name in CHAINED:
                continue
            if name not in READER_HOOKS:
                raise ValueError(f"{module.__name__} answers {name!r}, which the translation never asks")
            if name in found:
                raise ValueError(f"{name!r} is answered by both {by[name]} and {module.__name__}")
            found[name], by[name] = getattr(module, name), module.__name__
    return Readers(**found)


def of(law, factions) -> Rooms:
    """The readers of a game of ``factions``, their modules imported now, in their rooms' order;
    each faction's own ``closing``, where its reader answers it."""
    modules = sorted(readers_of(law, factions), key=_name)
    closing_of = {}
    for fid in factions:
        own = reader(room_of(law[fid]))  # imported already by readers_of
        if own in modules and "closing" in own.ANSWERS:
            closing_of[fid] = own.closing
    return Rooms(modules, closing_of)


def _name(module) -> str:
    return module.__name__
