"""The Woodland Alliance's turn (8.4-8.6): its steps, the actions worth offering at each, and
what Evening does on its own (the draw by bases, 8.6.2).

Candidates are generated broadly (every clearing for each action) and judged by each action's
own check (rootboard.game.turns.options); nothing here is a second list of the rules.
"""

from __future__ import annotations

from rootboard.game.turns.steps import Step
from rootboard.messages import Template

# What each step is called (its phase is said beside it).
REVOLT_STEP = Template("turn-step.alliance.revolt", "revolt")
SPREAD_STEP = Template("turn-step.alliance.spread", "spread sympathy")
DAYLIGHT_STEP = Template("turn-step.alliance.daylight", "craft, mobilize and train")
OPERATIONS_STEP = Template("turn-step.alliance.operations", "military operations")
DRAW_STEP = Template("turn-step.alliance.draw", "draw and discard")

# Her chapter in order. Military operations are bounded by her officers (8.6.1): a count the
# position holds, so the actions check it themselves (actions._operations_left), not ``times``.
STEPS = (
    Step("revolt", "birdsong", "8.4.1", frozenset({"alliance-revolt"}), words=REVOLT_STEP),
    Step("spread", "birdsong", "8.4.2", frozenset({"alliance-spread"}), words=SPREAD_STEP),
    Step("daylight", "daylight", "8.5", frozenset({"craft", "alliance-mobilize", "alliance-train"}),
         words=DAYLIGHT_STEP),
    Step("operations", "evening", "8.6.1", frozenset({"move", "battle", "alliance-recruit", "alliance-organize"}),
         words=OPERATIONS_STEP),
    # Her draw is made on leaving her operations (8.6.2); this step is the discard down to five.
    Step("draw", "evening", "8.6.2", frozenset({"draw", "discard"}), words=DRAW_STEP),
)


def candidates(state, step: Step):
    from rootboard.game.factions.alliance import actions as a
    from rootboard.game.factions.alliance.board import ALLIANCE, WARRIOR, bases_on_map, sympathetic

    clearings = sorted(state.topology.board.clearings)
    if step.id == "revolt":
        return [a.Revolt(c) for c in sympathetic(state)]
    if step.id == "spread":
        return [a.SpreadSympathy(c) for c in clearings]
    if step.id == "daylight":
        return [a.Mobilize(), a.Train()]
    if step.id == "operations":
        return [*(a.Recruit(c) for _, c in bases_on_map(state)),
                *(a.Organize(c) for c in state.where_is((ALLIANCE, WARRIOR)) if isinstance(c, int))]
    if step.id == "draw":  # 8.6.2: her draw made on leaving her operations, then down to five
        from rootboard.game.cards.actions import discard_down

        return discard_down(state, ALLIANCE)
    return []


def leaving(state, step: Step):
    """Leaving her military operations: she draws one card plus one per base on the map (8.6.2)."""
    if step.id != "operations" or not state.cards:
        return [], []
    from rootboard.game.cards.actions import Draw
    from rootboard.game.factions.alliance.board import ALLIANCE, evening_draw

    draw = Draw(ALLIANCE, evening_draw(state))
    verdict = draw.check(state)
    if not verdict.legal:
        return [], [verdict.message]
    return draw.edits(state), [verdict.message, *verdict.notes]
