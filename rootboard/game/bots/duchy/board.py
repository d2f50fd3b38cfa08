"""The Drillbit Duchy's board: its nine ministers, top to bottom, each with its suit ([CR]
``src/app/models/duchy.ts`` ``customData.ministers``, commit 7327f0b; one source: unconfirmed).

The crowns on them are the Duchy's board as the game file keeps it (``boards.duchy.swayed``,
rootboard.game.factions.duchy.board: the same nine ministers by the ids Rootlog names them with,
three of each rank), so a file with the bot reads back with the Duchy's own checks.
"""

from __future__ import annotations

from rootboard.game.factions.duchy.board import swayed
from rootboard.game.unconfirmed import DRILLBIT_DUCHY

# Top to bottom ([CR] "order" 1-9), with the suit [CR] prints on each: unconfirmed (one source).
MINISTER_ORDER = DRILLBIT_DUCHY["ministers"]
SUIT_OF = dict(MINISTER_ORDER)
TOP_TO_BOTTOM = tuple(m for m, _ in MINISTER_ORDER)


def swayed_in_order(state) -> list[str]:
    """Its swayed ministers, top to bottom (the order their actions are taken, [CR] Ministers)."""
    crowned = set(swayed(state))
    return [m for m in TOP_TO_BOTTOM if m in crowned]


def to_sway(state, suit: str) -> str | None:
    """[CR] Sway: the topmost unswayed minister of ``suit``; none (or a bird order): the
    bottommost unswayed minister. None when every minister is swayed."""
    crowned = set(swayed(state))
    unswayed = [m for m in TOP_TO_BOTTOM if m not in crowned]
    matching = [m for m in unswayed if SUIT_OF[m] == suit]
    return matching[0] if matching else (unswayed[-1] if unswayed else None)


def to_return(state) -> str | None:
    """[CR] Cost of Errors: the bottommost swayed minister."""
    found = swayed_in_order(state)
    return found[-1] if found else None
