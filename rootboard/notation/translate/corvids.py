"""The Corvid Conspiracy's plots in a Rootlog (chapter 13), read as the Corvids' own Plot action.

``w4->/t->4`` on the Corvids' turn: the warriors removed, then a face-down plot placed where
they were, is one Plot (13.5.2), which costs a warrior plus one per plot placed this turn. The
removal the log writes before the plot is the Plot's; the Plot is played at the plot's
placement with the warriors the log removed for it (none, when it writes no removal), so that a
plot placed for fewer warriors than its cost is said there. The plot's kind is the one the log
shows later (:mod:`.plots`).
"""

from __future__ import annotations

from rootboard.game.state import GameState
from rootboard.later import Later
from rootboard.messages import Template
from rootboard.notation import model as m
from rootboard.notation.start import faction_id
from rootboard.notation.translate.context import TurnContext, area
from rootboard.notation.translate.pieces import placed_kind
from rootboard.notation.translate.plots import hidden_kinds
from rootboard.notation.translate.steps import Covered, Planned, Step

# Her plots' placement, imported the first time a log places one, not by an import statement
# at each placement (ten a replay of the 476-action log; rootboard/later.py, issue 32).
corvid_actions = Later("rootboard.game.factions.corvids.actions")

# The hooks this reader answers (rootboard/notation/translate/rooms.py):
# their plots placed for the warriors removed before.
ANSWERS = ("steps",)

CORVIDS = "corvids"
PLOT_COST_PAID = Template("rootlog.replay.plot-cost", "the warriors the plot placed after it costs")
COST_OF_PLOT = PLOT_COST_PAID("13.5.2")  # the same words for each plot's cost: made once (issue 32)


def _placed_plots(state: GameState, action) -> tuple[list[int], str] | None:
    """(clearings, face-down name) of ``t->4`` (or ``t->3+10``, one each): Corvid plots placed
    face down in clearings."""
    if not isinstance(action, m.Move) or len(action.things) != 1 or not action.to:
        return None
    thing = action.things[0]
    piece = thing.what
    if not isinstance(piece, m.Piece) or thing.start is not None or thing.count != 1 \
            or faction_id(piece.faction) != CORVIDS or not hidden_kinds(state.law, CORVIDS, piece.name):
        return None
    where = [area(place, state) for place in action.to]
    return (where, piece.name) if all(isinstance(w, int) for w in where) else None


def _cost_paid(state: GameState, action) -> dict[int, int] | None:
    """Clearing -> count of ``2w4->`` (or ``w3+2w10->``): Corvid warriors removed from clearings."""
    if not isinstance(action, m.Move) or action.to or not action.things:
        return None
    found: dict[int, int] = {}
    for thing in action.things:
        piece = thing.what
        if not isinstance(piece, m.Piece) or piece.type != "w" or faction_id(piece.faction) != CORVIDS:
            return None
        where = area(thing.start, state) if thing.start is not None else None
        if not isinstance(where, int):
            return None
        found[where] = found.get(where, 0) + thing.count
    return found


def steps(ctx: TurnContext, state: GameState, action: m.Action) -> list[Step] | None:
    if ctx.current != CORVIDS or CORVIDS not in state.factions or ctx.turn is None or ctx.turn.setup \
            or ctx.in_battle() is not None:
        return None
    paid = _cost_paid(state, action)
    if paid is not None:
        plots = _placed_plots(state, ctx.next_action())
        return [Covered(COST_OF_PLOT)] if plots is not None and set(paid) <= set(plots[0]) else None
    plots = _placed_plots(state, action)
    if plots is None:
        return None
    clearings, name = plots
    before = _cost_paid(state, ctx.previous())
    PlacePlot = corvid_actions.PlacePlot
    found: list[Step] = []
    for n, where in enumerate(clearings):
        removed = (before or {}).get(where, 0)
        kind, assumed = placed_kind(ctx, state, CORVIDS, name, hidden_kinds(state.law, CORVIDS, name),
                                    (action.line, action.col, n))
        touches = frozenset({(CORVIDS, kind, where), (CORVIDS, "warrior", where)})
        found.append(Planned(PlacePlot(where, kind, removed=removed), assumed=assumed, touches=touches))
    return found
