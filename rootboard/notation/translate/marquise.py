"""The Marquise de Cat's Build in a Rootlog (6.5.4): the wood she pays, as her action.

The log writes a Build as the wood removed, then the building placed: ``t10+t11->/b_s->6``. On
her turn (not her setup), a building placed from her supply in one clearing just after wood of
hers is removed from clearings is her room's Build there, paying that wood (``wood``, 6.5.4.II),
where the Build can happen at all: the Build removes it itself, checks it is connected to the clearing and as much as the track's
cost, and scores the track's points (6.5.4.III; the log's ``++`` is set against them). A
building placed with no wood written before it stays a placement: the log does not say what it
paid (the track's free space, or wood the log leaves out).
"""

from __future__ import annotations

from rootboard.errors import RootboardError
from rootboard.game.state import GameState
from rootboard.later import Later
from rootboard.messages import Template
from rootboard.notation import model as m
from rootboard.notation.start import faction_id
from rootboard.notation.translate.context import TurnContext, area, removed_from
from rootboard.notation.translate.steps import Covered, Planned, Step

# Her Build, imported the first time the log shows one (rootboard/later.py), not by an import
# statement at each of her buildings (issue 32).
her_actions = Later("rootboard.game.factions.marquise.actions")

# The hooks this reader answers (rootboard/notation/translate/rooms.py):
# the wood her Build spends, the building it places.
ANSWERS = ("wood_of_build", "build")

MARQUISE = "marquise"
WOOD_OF_BUILD = Template("rootlog.replay.wood-of-build", "the wood the Build that follows spends")
BUILDINGS = ("sawmill", "workshop", "recruiter")  # her buildings (6.5.4), as rootboard names them


def _hers(ctx: TurnContext, state: GameState) -> bool:
    return ctx.current == MARQUISE and MARQUISE in state.factions and ctx.turn is not None and not ctx.turn.setup


def _wood_removed(action: m.Action | None, state: GameState) -> list[int] | None:
    """The clearings ``action`` removes her wood from (``t10+2t11->``: [10, 11, 11]); None when
    it is anything else."""
    return removed_from(state, action, MARQUISE, "wood")


def _building_placed(action: m.Action | None, state: GameState) -> tuple[str, int] | None:
    """(building, clearing) when ``action`` only places one building of hers from her supply
    (``b_s->6``); None otherwise."""
    if not isinstance(action, m.Move) or len(action.things) != 1 or len(action.to) != 1:
        return None
    thing = action.things[0]
    what = thing.what
    if not isinstance(what, m.Piece) or faction_id(what.faction) != MARQUISE or what.name not in BUILDINGS \
            or thing.start is not None or thing.count != 1:
        return None
    where = area(action.to[0], state)
    return (what.name, where) if isinstance(where, int) else None


def wood_of_build(ctx: TurnContext, state: GameState, move: m.Move) -> list[Step] | None:
    """Her wood removed just before a building she places: the Build's, which removes it."""
    if not _hers(ctx, state):
        return None
    wood = _wood_removed(move, state)
    placed = _building_placed(ctx.next_action(), state)
    if wood is None or placed is None:
        return None
    # A Build that cannot happen here (no open slot, by rootboard's position; more wood than its
    # cost) stays the log's removal and placement, each judged as before.
    try:
        if not her_actions.Build(placed[1], placed[0], tuple(wood)).check(state).possible:
            return None
    except RootboardError:  # more wood than the track asks: not a Build rootboard can say
        return None
    ctx.build_wood = wood
    return [Covered(WOOD_OF_BUILD("6.5.4.II"))]


def build(ctx: TurnContext, state: GameState, move: m.Move) -> list[Step] | None:
    """A building she places just after the wood removed for it: her Build (6.5.4)."""
    if not _hers(ctx, state) or not ctx.build_wood:
        return None
    placed = _building_placed(move, state)
    if placed is None:
        return None
    wood, ctx.build_wood = ctx.build_wood, []
    building, where = placed
    return [Planned(her_actions.Build(where, building, tuple(wood)),
                    touches=frozenset({(MARQUISE, building, where), *((MARQUISE, "wood", c) for c in wood)}))]
