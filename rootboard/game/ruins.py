"""The items under the ruins (9.3.4, 14.3.3) and their taking: the Vagabond's Explore (9.5.3) and
the Hundreds' Raze (14.4.1) each take one, and the ruin goes with its last item (2.2.4).

What is taken is kept in ``GameState.explored`` (ruin clearing -> the items taken from it), the
same record for both, so a game file says how many of each R item are left under the ruins, and
which ruins have given their last. The items under a ruin are face down: which one it gives is
the table's word, rootboard checks only that one of that kind is still under the ruins.
"""

from __future__ import annotations

from rootboard.game.kinds import MAP

#: The "R" items: one of each goes under a ruin (9.3.4, "Place the four 'R' items randomly under the
#: ruins"; 14.3.3, the Hundreds' setup, "unless this has already been done"). Source: the Law,
#: Vagabottos/root src/assets/i18n/rules/en-US.yml; RULES.md 6.1 agrees.
R_ITEMS = ("bag", "boot", "hammer", "sword")
RUIN = "ruin"


def items_per_ruin(state) -> int:
    """Items each ruin starts with: one, two with two Vagabonds (both R sets, 9.7.1)."""
    return 2 if sum(1 for f in state.factions if state.law[f].vagabond) > 1 else 1


def taken(state, item: str) -> int:
    """How many of ``item`` were taken from the ruins so far."""
    return sum(t.count(item) for t in state.explored.values())


def left_under_ruins(state, item: str) -> int:
    """How many of ``item`` are still under the ruins (none of an item that is no R item)."""
    return items_per_ruin(state) - taken(state, item) if item in R_ITEMS else 0


def has_ruin(state, where) -> bool:
    return bool(state.count(where, (MAP, RUIN)))


def takes_last(state, where) -> bool:
    """Whether one more item taken from the ruin in ``where`` is its last (2.2.4, 9.5.3, 14.4.1)."""
    return len(state.explored.get(where, [])) + 1 >= items_per_ruin(state)


def take_edits(state, where: int, item: str) -> list:
    """``item`` taken from the ruin in ``where``: recorded in ``explored``, and the ruin removed
    with its last item (2.2.4). Where the item goes is the taker's (his board, their Hoard)."""
    from rootboard.game.actions import Remove
    from rootboard.game.placement import PieceRequest

    edits = [state.set_edit("explored", {**state.explored, where: [*state.explored.get(where, []), item]})]
    if takes_last(state, where):
        edits.append(Remove(PieceRequest(MAP, RUIN, where)).edits(state)[0])
    return edits
