"""The faction boards a Rootlog writes in the notation of their own (the spec's Special Faction
Syntax), each read by its faction's module as that faction's actions: the Lizard Cult's
(:mod:`.lizards`), the Underground Duchy's (:mod:`.duchy`), the Corvid Conspiracy's
(:mod:`.corvids`). A module is imported only when its faction plays in the game, so a log
without it never loads its reading (nor its room's actions).
"""

from __future__ import annotations

from importlib import import_module

from rootboard.game.state import GameState
from rootboard.notation import model as m
from rootboard.notation.translate.context import TurnContext
from rootboard.notation.translate.steps import Step

#: A faction's id -> the module reading its board's notation (its ``steps`` and, where it has
#: one, ``also``).
READERS = {
    "lizards": "rootboard.notation.translate.lizards",
    "duchy": "rootboard.notation.translate.duchy",
    "corvids": "rootboard.notation.translate.corvids",
}


class Rooms:
    """The reading modules' ``steps``, ``also`` and ``closing`` (where each has one) for the
    factions of one game: found once for it (:func:`of`) and kept by its translation, as three
    of them are asked for each action of a log, where finding them again for each cost the
    476-action log's replay some 1,300 calls (issue 32)."""

    def __init__(self, modules: list):
        self._steps, self._also, self._closing = (
            tuple(getattr(module, name) for module in modules if hasattr(module, name))
            for name in ("steps", "also", "closing"))

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

    def closing(self, ctx: TurnContext, state: GameState, action: m.Action | None = None) -> list:
        """The rootboard actions the current faction's Evening makes that Rootlog never writes (the
        revealed cards back to the hand: the Cult's 10.6.1, the Duchy's 12.6.1), made before
        ``action`` when it is of the Evening after them (a craft, the draw), else at the turn's end."""
        found: list = []
        for more in self._closing:
            found += more(ctx, state, action)
        return found


def of(factions) -> Rooms:
    """The readers of the faction boards of a game of ``factions``, their modules imported now."""
    return Rooms([import_module(path) for fid, path in READERS.items() if fid in factions])
