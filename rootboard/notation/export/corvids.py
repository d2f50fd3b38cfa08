"""The Corvid Conspiracy's actions written as Rootlog (chapter 13), as their reader
(:mod:`rootboard.notation.translate.corvids`, the plots' through
:mod:`~rootboard.notation.translate.seams`) makes the same actions of them again:

* Plot: its warriors removed then the plot placed face down (``w4->/t->4``): its kind is never
  written (13.2.2.I);
* Flip: the plot shown as it turns face up (``t4^t_b``, 13.4.2), then what it did;
* Trick: the two plots swapped (``t4<->t12``, 13.5.4), their kinds unsaid;
* Expose: the guess, said aloud (``?Pt_e3``, 13.2.4), then what it did.
"""

from __future__ import annotations

from rootboard.game.kinds import SUPPLY
from rootboard.notation.export.shared import count, shifts, sub_letter

CORVIDS = "corvids"


def plot(exporter, action, edits, current, position) -> list[str]:
    paid = sum(e.args[4] for e in shifts(edits) if e.args[:2] == (CORVIDS, "warrior") and e.args[3] == SUPPLY)
    placed = exporter.piece(CORVIDS, action.plot, action.clearing, current, position)
    where = exporter.place(action.clearing)
    return [*([f"{count(paid)}{exporter.piece(CORVIDS, 'warrior', where, current, position)}{where}->"]
              if paid else []), f"{placed}->{where}"]


def flip(exporter, action, edits, current, position) -> list[str]:
    from rootboard.game.factions.corvids.plots import plot_in

    shown = plot_in(position, action.clearing)  # shown to all as it turns face up (13.4.2)
    head = f"{exporter.who(CORVIDS, current)}t{action.clearing}^t_{sub_letter(CORVIDS, shown)}"
    return [head, *exporter.what_it_did(edits, current, position)]


def trick(exporter, action, edits, current, position) -> list[str]:
    who = exporter.who(CORVIDS, current)
    return [f"{who}t{action.first}<->{who}t{action.second}"]


def expose(exporter, action, edits, current, position) -> list[str]:
    head = f"?{exporter.code(CORVIDS)}t_{sub_letter(CORVIDS, action.piece)}{action.clearing}"
    return [head, *exporter.what_it_did(edits, current, position)]


WRITES = {"corvids-plot": plot, "flip": flip, "trick": trick, "expose": expose}
