"""The Price of Failure owed (12.2.3), counted as the game's history grows and kept with the state.

"Whenever any number of Duchy buildings are removed" the Duchy pays the Price once: each applied
history entry whose edits take a citadel or market off the map (to the supply, or out of the
game) is one removal owed; each Price paid (``duchy-price``) settles one. The count after each
entry is kept beside the state (:meth:`GameState.kept_of_history`), each entry counted once, so
undo, redo and a game file read back agree, and a file written before the Price was checked opens
unchanged: a removal it left unpaid is owed still, said at the end of each turn and offered to the
Duchy, never holding a turn or a file up. The game file does not store the count: storing it in
the Duchy's board would add an edit to every entry that removes a Duchy building, and so change
every file written of a game with the Duchy.

One entry is one removal, however many buildings it takes (a battle's hits, 12.2.3: "any number").
"""

from __future__ import annotations

from rootboard.game.factions.duchy.board import BUILDING_TYPES, DUCHY, MINISTERS, RANKS, swayed
from rootboard.game.kinds import OUT, SUPPLY
from rootboard.messages import Template

PRICE_KIND = "duchy-price"
KEPT = "duchy-prices-owed"  # the state's list of the count owed after each entry (prices_owed)
OFF_THE_MAP = (SUPPLY, OUT)

NOT_OWED = Template("duchy.price.not-owed", "no Duchy building has been removed since the last Price of Failure: "
                    "the Duchy pays it only when any number of its buildings are removed")
OWED = Template("duchy.price.owed", "the Duchy still owes the Price of Failure for {count} removal of its buildings: "
                "its highest swayed minister returns, that crown leaves the game and it discards a random card "
                "('duchy-price')", plural="the Duchy still owes the Price of Failure for {count} removals of its "
                "buildings: each time its highest swayed minister returns, that crown leaves the game and it "
                "discards a random card ('duchy-price')", count="count")


def removes_a_building(entry: dict) -> bool:
    """Whether a history entry took a Duchy citadel or market off the map (a shift edit, as
    JSON: ["shift", faction, piece, source, destination, count])."""
    # A loop, not any() over a generator: each entry of a replayed log is read once, at the end
    # of the turn that made it (12.2.3), and the generator made for each cost more than its test (issue 32).
    for e in entry["edits"]:
        if e[0] == "shift" and e[1] == DUCHY and e[2] in BUILDING_TYPES and e[3] not in OFF_THE_MAP \
                and e[4] in OFF_THE_MAP:
            return True
    return False


def prices_owed(state) -> int:
    """How many removals of Duchy buildings wait for their Price of Failure (12.2.3): one per
    entry removing any, less one per Price paid after it (a Price taught with none owed pays
    nothing ahead). Kept with the state (:meth:`GameState.kept_of_history`) as the count after
    each entry, worked out once as each entry is first asked about: undo and redo move along it,
    an action recorded after an undo replaces what followed, and a history read from a file is
    counted once, as it is replayed."""
    cursor = state.cursor
    if not cursor:
        return 0
    kept = state.kept_of_history(KEPT)  # (entry, count owed after it), in the history's order
    history = state.history
    # A history changes only at its end (an action recorded after an undo, a bot's turn taken
    # back): what is kept holds up to the last entry that is still the history's own object.
    # What lies past the cursor (undone) is looked at when the cursor comes back to it.
    asked = held = min(len(kept), cursor)
    while held and kept[held - 1][0] is not history[held - 1]:
        held -= 1
    if held < asked:
        del kept[held:]
    if cursor <= len(kept):
        return kept[cursor - 1][1]
    owed = kept[-1][1] if kept else 0
    for entry in history[len(kept):cursor]:
        if entry["action"].get("type") == PRICE_KIND:
            owed = max(owed - 1, 0)
        elif removes_a_building(entry):
            owed += 1
        kept.append((entry, owed))
    return owed


def highest_swayed(state) -> list[str]:
    """The swayed ministers of the highest rank: the one the Price returns, or those it chooses
    among (12.2.3)."""
    chosen = swayed(state)
    top = max((RANKS.index(MINISTERS[m]) for m in chosen), default=None)
    return [m for m in chosen if top is not None and RANKS.index(MINISTERS[m]) == top]


def reminder(state):
    """What the end of a turn says while a Price is owed, or None."""
    owed = prices_owed(state)
    return OWED("12.2.3", count=owed) if owed else None
