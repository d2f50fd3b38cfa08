"""The Vagabot's items (Law of Rootbotics 7.2.3-7.2.4 [RDB]): all alike to him, and his Battle
Track, which holds some of them. Used by his seat (``__init__``) and his turn (``turn``)."""

from __future__ import annotations

from rootboard.game.factions.vagabond.board import DAMAGED, ITEMS
from rootboard.game.unconfirmed import BOT_TRAITS, VAGABOT_BASE_ROLLED_HITS, VAGABOT_BATTLE_TRACK

VAGABOT_RANGER_DAMAGED = BOT_TRAITS["ranger_damaged"]

# The Battle Track (7.2.4 [RDB], one source: rootboard.game.unconfirmed): at six, nine and
# twelve undamaged items one more item is placed on it; the sixth and ninth raise his maximum
# rolled hits by one (from one), the twelfth deals an extra hit as attacker (his seat's
# ``battle_extra_hits``).
BATTLE_TRACK = VAGABOT_BATTLE_TRACK
BASE_ROLLED_HITS = VAGABOT_BASE_ROLLED_HITS


def undamaged(board) -> int:
    return sum(1 for i in board.items if i.where != DAMAGED)


def on_battle_track(board) -> int:
    """How many items his Battle Track holds (7.2.4 [RDB])."""
    n = undamaged(board)
    return sum(1 for at in BATTLE_TRACK if n >= at)


def spendable(board) -> int:
    """Face-up undamaged items he may exhaust: those on the Battle Track cannot be, and it takes
    exhausted items before face-up ones (7.2.4 [RDB])."""
    exhausted = sum(1 for i in board.items if i.where != DAMAGED and i.exhausted)
    face_up = sum(1 for i in board.items if i.usable)
    return max(0, face_up - max(0, on_battle_track(board) - exhausted))


def any_face_up(board) -> str | None:
    """The item he exhausts: all are alike to him (7.2.3 [RDB]), so the first face-up undamaged
    one in the board's order of kinds; None when the Battle Track holds the rest (7.2.4)."""
    if spendable(board) < 1:
        return None
    return next((k for k in ITEMS if board.usable(k)), None)


# The Ranger's Special ([CR] SpecialRanger, one source): with this many damaged items or more he
# slips into a random adjacent forest, in Daylight.
RANGER_DAMAGED = VAGABOT_RANGER_DAMAGED


def ranger_may_slip(state, fid) -> bool:
    """Whether his Special lets him slip now: the Ranger, in his own Daylight, with enough
    damaged items ([CR] SpecialRanger)."""
    board = state.vagabonds.get(fid)
    return (board is not None and board.character == "ranger" and state.current == fid
            and state.phase == "daylight" and sum(1 for i in board.items if i.where == DAMAGED) >= RANGER_DAMAGED)
