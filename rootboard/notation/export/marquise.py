"""The Marquise de Cat's Build written as Rootlog (6.5.4), as her reader
(:mod:`rootboard.notation.translate.marquise`) makes her Build of it again: the wood spent
(``t10+2t11->``), the building placed (``b_s->6``), its points.
"""

from __future__ import annotations

from rootboard.game.kinds import SUPPLY
from rootboard.notation.export.shared import count, scored

MARQUISE = "marquise"


def build(exporter, action, edits, current, position) -> list[str]:
    wood = [(e.args[2], e.args[4]) for e in edits if e.op == "shift" and tuple(e.args[:2]) == (MARQUISE, "wood")
            and e.args[3] == SUPPLY]
    written = ["+".join(f"{count(n)}{exporter.piece(MARQUISE, 'wood', c, current, position)}{exporter.place(c)}"
                        for c, n in wood) + "->"] if wood else []
    building = exporter.piece(MARQUISE, action.building, action.clearing, current, position)
    written.append(f"{building}->{exporter.place(action.clearing)}")
    return written + scored(exporter, edits, current)


WRITES = {"marquise-build": build}
