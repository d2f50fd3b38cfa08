"""Advance the Warlord (14.5.3) as a turn's sequence, and Relentless's one more move or battle
(14.7.5).

Each Advance the Warlord action is a move of the warlord (``hundreds-advance``), then a battle in
the warlord's clearing (everyone's ``battle``), either part optional, up to Prowess actions.
rootboard reads the actions from what the turn keeps: each Advance's move marks its place in the
step's count (``state.taken``; ``used``: "hundreds-advance:N:P", the Nth Advance, the Pth action
of the step), so every other action counted there is a battle. A battle right after a move is
that Advance's battle; any other begins an Advance of its own. With Relentless, after an Advance
that both moved and battled, one more battle in the warlord's clearing is that extra (never an
Advance of its own: the extra is used then or not at all, so reading it so leaves the most
Advances), and one more move is the table's ``hundreds-relentless`` (said, since a move there
may as well begin the next Advance): neither counts against Prowess.

A table that does not track its phases counts no actions per step (a recorded game): there only
the moves are counted against Prowess, and Relentless is the table's word.
"""

from __future__ import annotations

from rootboard.game.factions.hundreds.board import HUNDREDS, mood, prowess
from rootboard.records import record

ADVANCE_USED = "hundreds-advance"  # "hundreds-advance:N:P" (old files: "hundreds-advance:N")
RELENTLESS_USED = "hundreds-relentless"  # "hundreds-relentless:N": the extra move after the Nth Advance
#: The Advance the Warlord step: its count holds every Advance, Grandiose's too (14.7.2).
ADVANCE_STEP_ID = "advance"


def grandiose_open(state) -> bool:
    """Whether Grandiose's Advances may be taken now (14.7.2): Grandiose, in Daylight up to the
    start of the Command step, before any Command action (the turn tracked)."""
    from rootboard.game.turns.steps import current_step

    return (mood(state) == "grandiose" and state.phase_tracked and state.phase == "daylight"
            and current_step(state).id in ("craft", "command") and not state.taken.get("command", 0))


@record(frozen=True)
class Advancing:
    """Where the Advance the Warlord step stands this turn. ``begun``: Advance actions taken
    (up to Prowess); ``last``: the last one so far: "moved" (its battle may follow), "both"
    (moved and battled: Relentless may follow), "done" (nothing more of it); ``last_n``: its
    number; ``taken``: the actions counted at the step."""

    begun: int
    last: str | None
    last_n: int
    taken: int


def _markers(state):
    moves: dict[int, int | None] = {}  # N -> its place in the step's count (None: an old file's)
    extras: set[int] = set()
    for u in state.used:
        parts = u.split(":")
        try:
            if parts[0] == ADVANCE_USED and len(parts) in (2, 3):
                moves[int(parts[1])] = int(parts[2]) if len(parts) == 3 else None
            elif parts[0] == RELENTLESS_USED and len(parts) == 2:
                extras.add(int(parts[1]))
        except ValueError:
            continue  # not one of these markers (the game file's schema keeps their form)
    return moves, extras


def advancing(state) -> Advancing:
    """The Advance the Warlord actions this turn, read as the module's docstring says."""
    moves, extras = _markers(state)
    taken = state.taken.get(ADVANCE_STEP_ID, 0) if state.phase_tracked else 0
    at = {p: n for n, p in moves.items() if p is not None}
    if not state.phase_tracked or not taken:
        n = max(moves, default=0)
        return Advancing(len(moves), "moved" if moves and n not in extras else None, n, taken)
    relentless = mood(state) == "relentless"
    begun, last, n = 0, None, 0
    for p in range(taken):
        if p in at:  # a move begins an Advance
            begun, last, n = begun + 1, "moved", at[p]
        elif last == "moved":  # that Advance's battle
            last = "both"
        elif last == "both" and relentless and n not in extras:  # Relentless's battle (14.7.5)
            last = "done"
        else:  # a battle alone: an Advance of its own
            begun, last = begun + 1, "battled"
            n = begun
    if last == "both" and n in extras:
        last = "done"
    return Advancing(begun, last, n, taken)


def relentless_open(state, now: Advancing | None = None) -> bool:
    """Whether Relentless gives one more move or battle now (14.7.5): the last Advance both moved
    and battled, and its extra is not taken."""
    now = now or advancing(state)
    return mood(state) == "relentless" and now.last == "both"


def remaining(state) -> int:
    """The most actions the step may still count this turn: the battle of an Advance that moved,
    Relentless's battle, and for each Advance left a move and a battle (and, Relentless, one
    more battle)."""
    now = advancing(state)
    left = max(prowess(state) - now.begun, 0)
    per = 3 if mood(state) == "relentless" else 2
    return (now.last == "moved") + relentless_open(state, now) + per * left


def limit(state) -> int:
    """The Advance the Warlord step's limit this turn: its count so far and what it may still
    take; nothing more when Grandiose once the start of Command is past (14.7.2)."""
    now = advancing(state)
    if mood(state) == "grandiose" and not grandiose_open(state):
        return now.taken
    return now.taken + remaining(state)


def next_move_marker(state) -> str:
    """The marker of an Advance's move played now (its number, its place in the step's count)."""
    now = advancing(state)
    return f"{ADVANCE_USED}:{now.begun + 1}:{now.taken}"


def battle_step(state, fight):
    """The step of the Hundreds' turn a battle of theirs is counted at, as the turn plans it
    (Grandiose's Advances, taken at Command, count at the Advance step, 14.7.2)."""
    from rootboard.game.battle.resolution import Battle
    from rootboard.game.turns.check import plan, tally

    if not state.phase_tracked or state.current != HUNDREDS or state.phase != "daylight":
        return None
    battle = Battle(HUNDREDS, fight.defender, fight.where)
    fit = plan(state, battle)
    counts = tally(state, fit.at, "battle", battle) if fit is not None and fit.at is not None else None
    return counts.id if counts is not None else None
