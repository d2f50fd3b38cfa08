"""Which room writes what: a faction's own actions are written as Rootlog by its room's writer,
``rootboard/notation/export/<room>.py``, as they are read by its room's reader in
``rootboard/notation/translate/``.

Nothing here lists the rooms or their kinds. Each faction is a room, ``rootboard/game/factions/<room>/``,
and its actions are defined there: an action's room is where its class is defined, a faction's
room where its record is, and the writer of a room is the module of that name beside this one,
when there is one (the hirelings' room has none). Each writer says
the kinds it writes in ``WRITES`` (kind -> its function) and may answer the hooks the log asks
a faction's room (:data:`HOOKS`). A writer is imported the first time the log asks its room,
so an export of a game without the Lizards never imports theirs, and a new faction's writer is
one new module here, with nothing else to edit.
"""

from __future__ import annotations

from importlib import import_module
from importlib.util import find_spec

# The room of an action or of a faction, where the reader finds a faction's room too.
from rootboard.game.faction import room_of

WRITERS = __name__.rsplit(".", 1)[0]  # this package: rootboard.notation.export

# What the log may ask a faction's room (each optional; its arguments):
HOOKS = (
    "setup_chosen",  # (exporter, fid, start): what it chose at setup, first in its setup line (9.3.1, 7.3.3)
    "setup_board",  # (exporter, fid, start): what its setup put on its board (11.3.4, 11.3.5)
    "setup_marks",  # (exporter, fid, start): a marker its setup placed, after its board's cards (10.3.3)
    "move_paid",  # (exporter, edits, position, fid): what its move spent, before the move (9.5.1)
    "battle_damage",  # (exporter, position, after, current): what a battle damaged on its board (9.2.7)
    # (exporter, action, edits, current, position), asked of the attacker's room: what an effect of
    # its own did before the battle's roll, written before the battle, and the battle's edits left
    # (the Hundreds' Bitter, 14.7.1); None: nothing
    "battle_before",
    "turn_end",  # (exporter, fid, position, written): what the end of its turn writes (11.5)
)


class Rooms:
    """The writers of one game's rooms, each imported the first time it is asked for."""

    def __init__(self, law):
        self.law = law
        self._writers: dict[str | None, object] = {None: None}

    def writer(self, room: str | None):
        """The module writing ``room``'s notation, or None when it has none."""
        if room not in self._writers:
            path = f"{WRITERS}.{room}"
            self._writers[room] = import_module(path) if find_spec(path) is not None else None
        return self._writers[room]

    def write(self, action):
        """The function writing ``action`` (its room's ``WRITES[kind]``), or None."""
        module = self.writer(room_of(action))
        return None if module is None else module.WRITES.get(action.kind)

    def hook(self, fid: str, name: str):
        """The hook ``name`` of ``fid``'s room (one of :data:`HOOKS`), or None."""
        return getattr(self.writer(room_of(self.law[fid])), name, None)

    def answering(self, fids, name: str) -> list:
        """The hook ``name`` of each room of ``fids`` that has it, once a room (the Vagabond's
        is the room of both Vagabonds, 9.7), in the order of ``fids``."""
        found = []
        for fid in fids:
            hook = self.hook(fid, name)
            if hook is not None and hook not in found:
                found.append(hook)
        return found
