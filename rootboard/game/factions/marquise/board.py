"""The Marquise de Cat's board (6.1, 6.5.4, 6.6): her three building tracks and what they
print, and what is derived from the map for them. Nothing is stored: the next space of a
track is how many buildings of that type are off it (on the map), counted from her supply;
wood is pieces on the map.

The printed values are data. Sources (three engines agree, /work/shared/rules/BOARDS.md):
Tyler-B-Lee/ROOTRL ``envs/rootGameClasses/classes.py``; GAIGResearch/TabletopGames
``src/main/java/games/root/RootParameters.java``; mdfeinstein/rootgame
``game/queries/cats/building.py`` and ``game/transactions/cats/evening.py``.
"""

from __future__ import annotations

from rootboard.game.kinds import SUPPLY, WARRIOR  # noqa: F401 (her warriors, for the actions)

MARQUISE = "marquise"
WOOD = "wood"
SAWMILL, WORKSHOP, RECRUITER = "sawmill", "workshop", "recruiter"
BUILDING_TYPES = (SAWMILL, WORKSHOP, RECRUITER)

#: Wood a building costs, by how many of its type are already on the map (each track's cost row, 6.5.4).
WOOD_COST = (0, 1, 2, 3, 3, 4)
#: Points for placing the 1st, 2nd, ... building of a type (the space it leaves uncovered, 6.5.4.III).
POINTS = {
    SAWMILL: (0, 1, 2, 3, 4, 5),
    WORKSHOP: (0, 2, 2, 3, 4, 5),
    RECRUITER: (0, 1, 2, 3, 3, 4),
}
#: Cards drawn in Evening by recruiters on the map (6.6): one, plus the draw bonuses uncovered
#: on the recruiters' track (printed at its 3rd and 5th spaces).
DRAW_BY_RECRUITERS = (1, 1, 1, 2, 2, 3, 3)  # index: recruiters on the map, 0-6
#: Actions in her Daylight before the bird cards spent for more (6.5).
ACTIONS = 3
#: Moves in one march (6.5.2).
MARCH_MOVES = 2


def printed_total(state, building: str) -> int:
    return state.law[MARQUISE].piece(building).count


def on_map(state, building: str) -> int:
    """How many ``building`` are off her track: those not in her supply (on the map, or removed
    back to the supply and so on the track again, 6.5.4)."""
    return printed_total(state, building) - state.supply.get((MARQUISE, building), 0)


def next_cost(state, building: str) -> int | None:
    """The wood the next ``building`` costs; None: none is left on the track."""
    n = on_map(state, building)
    return WOOD_COST[n] if n < len(WOOD_COST) and state.supply.get((MARQUISE, building), 0) else None


def next_points(state, building: str) -> int:
    return POINTS[building][on_map(state, building)]


def evening_draw(state) -> int:
    return DRAW_BY_RECRUITERS[on_map(state, RECRUITER)]


_PATHS: dict = {}  # (id(topology), closed paths) -> (topology, clearing -> adjacent clearings): derived once


def paths(state) -> dict[int, list[int]]:
    """Clearing -> the clearings joined to it by a path (2.2.1), a closed path once it is opened
    (16.2.3.III): derived from the board's topology, kept while the topology and the closed
    paths are the same (options judge dozens of builds on one position)."""
    from rootboard.board.topology import CLOSED_PATH, PATH

    topology, closed = state.topology, frozenset(state.closed_paths)
    kept = _PATHS.get((id(topology), closed))
    if kept is not None and kept[0] is topology:
        return kept[1]
    found = {}
    for clearing in topology.board.clearings:
        near = set(topology.clearing_links(clearing, PATH))
        near |= {c for c in topology.clearing_links(clearing, CLOSED_PATH)
                 if (min(c, clearing), max(c, clearing)) not in closed}
        found[clearing] = sorted(near)
    if len(_PATHS) > 16:
        _PATHS.clear()
    _PATHS[(id(topology), closed)] = (topology, found)
    return found


def adjacent_clearings(state, clearing: int) -> list[int]:
    return paths(state)[clearing]


_RULED: dict = {}  # id(state) -> (what ruling reads, the clearings she rules)


def _ruling_inputs(state) -> tuple:
    """Everything the Law's ruling (rootboard.game.rules.ruling and the factions' hooks there:
    claims, rule_side, tie_break, no_rule_reason) reads of a position: the pieces in each
    clearing, who is in the game and controls what, the effects, the turn and phase."""
    clearings = state.topology.board.clearings
    # In the dicts' own order: an order changed only costs working it out again.
    areas = state.areas
    return (tuple(tuple(areas[c].items()) if c in areas else () for c in clearings),
            tuple(state.in_game), tuple(state.controllers.items()),
            tuple((f, tuple(sorted(e))) for f, e in state.effects.items()),
            tuple(sorted(state.demoted)), state.turn, state.phase, state.phase_tracked, state.round)


def ruled(state) -> frozenset[int]:
    """The clearings she rules (2.5, by the Law's own ruling), worked out once per position:
    the options judge dozens of builds on one, each looking for connected wood."""
    from rootboard.game.rules import ruler

    memo = state.memo
    if memo is not None:  # kept until an edit changes the position (GameState.remembering)
        found = memo.get("marquise-ruled")
        if found is None:
            found = memo["marquise-ruled"] = frozenset(c for c in state.topology.board.clearings
                                                       if ruler(state, c) == MARQUISE)
        return found
    inputs = _ruling_inputs(state)
    kept = _RULED.get(id(state))
    if kept is not None and kept[0] == inputs:
        return kept[1]
    found = frozenset(c for c in state.topology.board.clearings if ruler(state, c) == MARQUISE)
    if len(_RULED) > 8:
        _RULED.clear()
    _RULED[id(state)] = (inputs, found)
    return found


def connected_ruled(state, start: int) -> dict[int, int]:
    """The clearings she rules connected to ``start`` through clearings she rules (6.5.4.II),
    each with its distance from ``start`` in steps (``start`` itself 0); worked out once per
    position and clearing inside ``state.remembering()`` (the options judge her three
    buildings in each clearing), and so never to be changed by its caller."""
    memo = state.memo
    if memo is None:
        return _connected_ruled(state, start)
    key = ("marquise-connected", start)
    found = memo.get(key)
    if found is None:
        found = memo[key] = _connected_ruled(state, start)
    return found


def _connected_ruled(state, start: int) -> dict[int, int]:
    mine = ruled(state)
    if start not in mine:
        return {}
    near = paths(state)
    # A card that makes clearings holding her crafting pieces adjacent (Tunnels, 4.1.3; its text
    # unconfirmed, RULES.md) connects them for her wood too: "adjacent" is how 6.5.4.II connects.
    law = state.law[MARQUISE]
    tunnelled = [c for c in sorted(mine) if law.linked_by_crafting(state, c, c)]
    distance, frontier = {start: 0}, [start]
    while frontier:
        nxt = []
        for c in frontier:
            for n in [*near[c], *(tunnelled if c in tunnelled else ())]:
                if n not in distance and n in mine:
                    distance[n] = distance[c] + 1
                    nxt.append(n)
        frontier = nxt
    return distance


def wood_nearest_first(state, reach: dict[int, int], cost: int) -> list[int] | None:
    """Where ``cost`` wood comes from in ``reach`` (connected_ruled's), taken nearest first
    (then by clearing number), or None when those clearings hold less."""
    taken: list[int] = []
    for c in sorted(reach, key=lambda c: (reach[c], c)):
        taken += [c] * min(state.count(c, (MARQUISE, WOOD)), cost - len(taken))
    return taken if len(taken) == cost else None


def sawmills(state) -> dict[int, int]:
    """Clearing -> her sawmills there."""
    return {c: n for c in state.topology.board.clearings if (n := state.count(c, (MARQUISE, SAWMILL)))}


def recruiters(state) -> dict[int, int]:
    return {c: n for c in state.topology.board.clearings if (n := state.count(c, (MARQUISE, RECRUITER)))}
