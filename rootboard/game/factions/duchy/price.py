"""The Price of Failure owed (12.2.3), read from the game's history, never stored.

"Whenever any number of Duchy buildings are removed" the Duchy pays the Price once: each applied
history entry whose edits take a citadel or market off the map (to the supply, or out of the
game) is one removal owed; each Price paid (``duchy-price``) settles one. The count is derived
from ``state.history[:state.cursor]``, so undo, redo and a game file read back agree, and a file
written before the Price was checked opens unchanged: a removal it left unpaid is owed still, said
at the end of each turn and offered to the Duchy, never holding a turn or a file up.

One entry is one removal, however many buildings it takes (a battle's hits, 12.2.3: "any number").
"""

from __future__ import annotations

from rootboard.game.factions.duchy.board import BUILDING_TYPES, DUCHY, MINISTERS, RANKS, swayed
from rootboard.game.kinds import OUT, SUPPLY
from rootboard.messages import Template

PRICE_KIND = "duchy-price"
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
    nothing ahead)."""
    memo = state.memo
    key = ("duchy-prices-owed", state.cursor, len(state.history))
    if memo is not None and key in memo:
        return memo[key]
    owed = _RUNNING.owed_after(state.history, state.cursor)
    if memo is not None:
        memo[key] = owed
    return owed


class _Running:
    """The count owed after each entry of the history last asked about, so that a history
    that grew since (a replay asks at the end of every turn, 12.2.3) is read from where it was
    left, not from its start again: the whole scan at every turn made a long replay's ends of
    turns quadratic (issue 32). Exact, never stale: what was read before is used only while
    the history asked about begins with the same entries (list equality, which compares each
    entry by identity first, so the same list costs one pass of pointer checks); any other
    history (another game, an undo then a new action, a copy) is read from the start."""

    def __init__(self):
        self.entries: list[dict] = []  # the entries read, in order
        self.owed: list[int] = []  # owed[i]: the count after entries[:i + 1]

    def owed_after(self, history: list[dict], cursor: int) -> int:
        entries = self.entries
        kept = min(len(entries), cursor)
        del entries[kept:], self.owed[kept:]
        # One copy of the history's kept part, compared: each of the five copies made here before
        # cost a pass over the whole history at every end of a turn (issue 32).
        asked = history[:kept]
        if entries != asked:
            kept = 0
            del entries[:], self.owed[:]
        elif kept and entries[-1] is not asked[-1]:
            # Equal entries are kept as the asked history's own objects: the next comparison is by identity.
            entries[:] = asked
        owed = self.owed[-1] if self.owed else 0
        for entry in history[kept:cursor]:
            if entry["action"].get("type") == PRICE_KIND:
                owed = max(owed - 1, 0)
            elif removes_a_building(entry):
                owed += 1
            self.entries.append(entry)
            self.owed.append(owed)
        return owed


_RUNNING = _Running()


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
