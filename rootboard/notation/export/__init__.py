"""A rootboard game written as Rootlog: what a recorded game of ours says in the community's notation.

The header names the map, its suits, the landmarks set up beyond the map's own and the
hirelings; a player line follows for each faction, in seating order, with its name. Each
faction's setup turn places what stood on the map for it before the first action (and gives a
Vagabond his character), in the order the factions set up. Then every applied action of the history, turn by turn: placements,
moves and removals (``w->5``, ``3w5->6``, ``w5->``), the Ferry along (``(w+f)1->12``), closed paths
removed (``5_9->``), points (``++2``), the Vagabond's items and relationships, effects crafted
(``Zboat``), hirelings gained. What rootboard scored itself is written as the ``++`` a player would
write after it, so the points read back the same. What Rootlog cannot say (a phase set, a service
bought) is said in a comment at the end of its turn.

Hidden information stays hidden (13.2.2.I): a face-down plot is written face down (``t->5``),
never by its kind. Reading the export back (:func:`rootboard.notation.replay.replay_log`) gives
the same pieces and scores, plots as the table sees them.

The writer mirrors the reader (:mod:`rootboard.notation.translate`), a module for each reason
it changes: the document (header, setup lines, turns) is :mod:`.document`'s; what every faction
writes alike (pieces, moves, points, battles) is everyone's writer's (:mod:`.everyone`), and the
cards' actions the cards' (:mod:`.cards`); each faction's own actions are its room's writer's,
``export/<room>.py`` beside ``translate/<room>.py`` (the Alliance's, the Eyrie's, the Vagabond's,
the Marquise's, the Riverfolk's, the Cult's, the Duchy's, the Corvids', the Hundreds', the
Keepers'), found by the action's room and imported only when the game asks it (:mod:`.rooms`).
All of them write with the same words, Rootlog's letters for rootboard's ids (:mod:`.shared`).
"""

from __future__ import annotations


def export(state) -> str:
    """``state`` (a GameState, with its history) as Rootlog text."""
    from rootboard.notation.export.document import Exporter

    return Exporter(state).text()
