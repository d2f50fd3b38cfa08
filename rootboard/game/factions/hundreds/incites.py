"""The Lord of the Hundreds' Incites this turn (14.6.1), as the turn's markers keep them: the
Kth Incite, and whether it was in the warlord's clearing while Jubilant, so Jubilant's mob rolls
may follow it (14.7.3). Apart from the actions and the moods, which both read them."""

from __future__ import annotations

from rootboard.game.factions.hundreds.board import mood, warlords_clearing

INCITE_USED = "hundreds-incite"  # "hundreds-incite:K" the Kth Incite; ":K:jubilant" in the warlord's clearing


def incites(state) -> tuple[int, bool]:
    """(K, jubilant): the number of Incites this turn, and whether the last was in the warlord's
    clearing while Jubilant (its mob rolls may follow, 14.7.3)."""
    last, jubilant = 0, False
    for u in state.used:
        parts = u.split(":")
        if parts[0] == INCITE_USED and len(parts) >= 2 and parts[1].isdigit() and int(parts[1]) > last:
            last, jubilant = int(parts[1]), parts[-1] == "jubilant"
    return last, jubilant


def incite_marker(state, clearing: int) -> str:
    """The marker of an Incite in ``clearing`` played now."""
    k = incites(state)[0] + 1
    jubilant = mood(state) == "jubilant" and warlords_clearing(state) == clearing
    return f"{INCITE_USED}:{k}" + (":jubilant" if jubilant else "")
