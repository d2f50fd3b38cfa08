"""The Woodland Alliance's board (8.2): the sympathy track, the Officers box, the bases and
the Supporters stack, as rootboard reads them from a position.

What is printed on the board is data, with its source; what is on the map is derived from
the map (tokens placed, bases standing), never stored twice. The Officers box is kept as
``state.boards["alliance"]["officers"]``, a count of warriors taken from her supply (8.4.1
III, 8.5.3): those warriors are shifted out of the supply (``out``), so they are never
placed, and the count must equal her warriors kept out (checked when a game file is read).
"""

from __future__ import annotations

from rootboard.board.topology import CLOSED_PATH, PATH
from rootboard.game.kinds import WARRIOR
from rootboard.messages import Template

ALLIANCE = "alliance"
SYMPATHY = "sympathy"
BASE_SUITS = ("fox", "mouse", "rabbit")  # one base per suit (8.4.1)

# Printed on the sympathy track, for the 1st .. 10th token placed (BOARDS.md "Printed track
# values": Tyler-B-Lee/ROOTRL envs/rootGameClasses/classes.py, GAIGResearch/TabletopGames
# RootParameters.java, mdfeinstein/rootgame game/queries/wa/supporters.py agree).
SYMPATHY_COST = (1, 1, 1, 2, 2, 2, 3, 3, 3, 3)  # supporters spent to spread it (8.4.2 II)
SYMPATHY_POINTS = (0, 1, 1, 1, 2, 2, 3, 4, 4, 4)  # points on the space uncovered (8.4.2 III, 8.6.1 IV)
# Evening: one card, plus one per uncovered draw bonus: a base placed on the map uncovers one
# (8.6.2; BOARDS.md: "1 plus 1 per base on the map").
EVENING_DRAW = 1
SUPPORTERS_WITHOUT_BASE = 5  # 8.2.3 I: the stack's capacity with no base on the map

NOT_A_BOARD = Template("alliance.board.not-a-board", "the Alliance's board is an object with a count of officers")
BAD_OFFICERS = Template("alliance.board.officers", "the Alliance has {officers!r} officers, but {out} of her "
                        "warriors are off the map and out of her supply: each officer is one of them")
UNKNOWN_KEYS = Template("alliance.board.unknown", "the Alliance's board holds {names}, which it has no place for")


def board(state) -> dict:
    return state.boards.get(ALLIANCE, {})


def officers(state) -> int:
    """Warriors in the Officers box (8.4.1 III, 8.5.3)."""
    return board(state).get("officers", 0)


def with_officers(state, n: int) -> dict:
    """The boards with the Alliance's officers set to ``n`` (the whole dict, for a set edit)."""
    boards = {f: dict(b) for f, b in state.boards.items()}
    mine = {k: v for k, v in board(state).items() if k != "officers"}
    if n:
        mine["officers"] = n
    if mine:
        boards[ALLIANCE] = mine
    else:
        boards.pop(ALLIANCE, None)
    return boards


def board_problem(state):
    """(element, problem) for an Alliance board a game file holds that cannot be, or None."""
    data = state.boards.get(ALLIANCE)
    if data is None:
        return None
    if not isinstance(data, dict):
        return "boards.alliance", NOT_A_BOARD("8.2")
    extra = sorted(set(data) - {"officers"})
    if extra:
        return "boards.alliance", UNKNOWN_KEYS("8.2", names=extra)
    n = data.get("officers", 0)
    # The officers are warriors taken from her supply (8.4.1 III): exactly her warriors kept out.
    from rootboard.game.faction import held_by_others

    # Less those paid to another's board (the Riverfolk's Payments and Funds, 11.2.6.I).
    out = state.out.get((ALLIANCE, WARRIOR), 0) - held_by_others(state, ALLIANCE, WARRIOR)
    if type(n) is not int or n != out:
        return "boards.alliance.officers", BAD_OFFICERS("8.2", officers=n, out=out)
    return None


# --- the map, as her rules read it ---------------------------------------------------------

def sympathetic(state) -> list[int]:
    """The sympathetic clearings (8.2.5 II): those with a sympathy token."""
    return sorted(c for c in state.where_is((ALLIANCE, SYMPATHY)) if isinstance(c, int))


def tokens_placed(state) -> int:
    """Sympathy tokens off her track: those not in her supply (on the map or removed)."""
    total = state.law[ALLIANCE].piece(SYMPATHY).count
    return total - state.supply.get((ALLIANCE, SYMPATHY), 0)


def next_token(state) -> int | None:
    """The index on the track of the next token to place (0 = the first), or None: none left."""
    placed = tokens_placed(state)
    return placed if placed < len(SYMPATHY_COST) and state.supply.get((ALLIANCE, SYMPATHY), 0) else None


def bases_on_map(state) -> list[tuple[str, int]]:
    """(suit, clearing) of each base on the map."""
    return sorted((suit, c) for suit in BASE_SUITS for c in state.where_is((ALLIANCE, f"{suit}-base"))
                  if isinstance(c, int))


def supporters_capacity(state) -> int | None:
    """How many supporters the stack holds (8.2.3 I): five without a base on the map, else no limit."""
    return None if bases_on_map(state) else SUPPORTERS_WITHOUT_BASE


def evening_draw(state) -> int:
    """Cards drawn in Evening (8.6.2): one, plus one per base on the map."""
    return EVENING_DRAW + len(bases_on_map(state))


def adjacent_clearings(state, clearing: int) -> list[int]:
    """Clearings adjacent along a path (2.2.1), a closed path counting once it is opened (16.2.3.III)."""
    topology = state.topology
    found = set(topology.clearing_links(clearing, PATH))
    found |= {c for c in topology.clearing_links(clearing, CLOSED_PATH)
              if (min(c, clearing), max(c, clearing)) not in state.closed_paths}
    return sorted(found)


def martial_law(state, clearing: int) -> str | None:
    """The player with three or more warriors in ``clearing`` (8.4.2: Martial Law), or None;
    a hireling's warriors count for the player controlling it, who treats them as its own for
    rule (16.4.3.I)."""
    counts: dict[str, int] = {}
    for (fid, piece), n in state.pieces_at(clearing).items():
        if state.law.kinds.get((fid, piece)) == WARRIOR:
            player = state.controllers.get(fid) or fid
            if player != ALLIANCE:
                counts[player] = counts.get(player, 0) + n
    return next((f for f, n in sorted(counts.items()) if n >= 3), None)


def in_supply(state, piece: str) -> int:
    return state.supply.get((ALLIANCE, piece), 0)

