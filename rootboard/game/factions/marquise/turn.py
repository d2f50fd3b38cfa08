"""The Marquise de Cat's turn (6.4-6.6): her steps, the actions worth offering at each, and what
a step does on its own when it is left (Birdsong's wood, 6.4; Evening's draw by recruiters, 6.6).

Candidates are generated broadly (every clearing x building, every clearing, every path from
her warriors) and judged by each action's own check (rootboard.game.turns.options): nothing
here is a second list of the rules.
"""

from __future__ import annotations

from rootboard.game.turns.steps import Step
from rootboard.messages import Template

# What each step is called (its phase is said beside it).
WOOD_STEP = Template("turn-step.marquise.wood", "one wood at each sawmill")
CRAFTING = Template("turn-step.marquise.craft", "craft with workshops")
ACTIONS_STEP = Template("turn-step.marquise.actions", "up to three actions")
DRAW_STEP = Template("turn-step.marquise.draw", "draw one card plus the recruiters' bonus")
DISCARDING = Template("turn-step.marquise.discard", "discard down to five cards")

ACTION_KINDS = frozenset({"battle", "marquise-march", "marquise-recruit", "marquise-build", "marquise-overwork",
                          "marquise-hawks"})

STEPS = (
    # Birdsong: one wood at each sawmill (6.4); done on leaving, or by marquise-wood when she chooses.
    Step("wood", "birdsong", "6.4", frozenset({"marquise-wood"}), words=WOOD_STEP),
    # First, crafting with workshops (6.5, 6.2.1).
    Step("craft", "daylight", "6.5", frozenset({"craft"}), words=CRAFTING),
    # Then up to three actions (6.5.1-6.5.5), one more per bird card spent (6.5, Hawks for Hire: see times()).
    Step("actions", "daylight", "6.5", ACTION_KINDS, times=3, words=ACTIONS_STEP),
    Step("draw", "evening", "6.6", frozenset({"draw"}), optional=False, words=DRAW_STEP),  # drawn on leaving (6.6)
    Step("discard", "evening", "6.6", frozenset({"discard"}), words=DISCARDING),  # down to five (6.6)
)
# Hawks for Hire buys an action with a bird card; it is not one of her actions (6.5).
UNCOUNTED = frozenset({"marquise-hawks"})


def times(state, step: Step) -> int | None:
    """How many actions ``step`` allows this turn: her three, plus one per bird card spent by
    Hawks for Hire (6.5); Hawks for Hire itself is not one of them."""
    if step.id != "actions":
        return step.times
    from rootboard.game.factions.marquise.actions import hawks_bought

    return step.times + hawks_bought(state)


def candidates(state, step: Step):
    from rootboard.game.factions.marquise import actions as a
    from rootboard.game.factions.marquise.board import BUILDING_TYPES, MARQUISE, WARRIOR, adjacent_clearings

    if step.id == "wood":
        return [a.PlaceWood()]
    if step.id == "discard":  # 6.6: down to five
        from rootboard.game.cards.actions import discard_down

        return discard_down(state, MARQUISE)
    if step.id != "actions":
        return []
    clearings = sorted(state.topology.board.clearings)
    found: list = [a.Build(c, b) for c in clearings for b in BUILDING_TYPES]
    found.append(a.Recruit())
    found += [a.Overwork(c) for c in clearings]
    mine = [c for c in state.where_is((MARQUISE, WARRIOR)) if isinstance(c, int)]
    found += [a.March(c, n, state.count(c, (MARQUISE, WARRIOR))) for c in mine for n in adjacent_clearings(state, c)]
    from rootboard.game.turns.offers import battles_in

    found += battles_in(state, MARQUISE, mine)
    found.append(a.HawksForHire())
    return found


def leaving(state, step: Step):
    """Birdsong left: one wood at each sawmill, unless placed already or her supply runs short
    (then she chooses, marquise-wood). Evening's draw left: one card plus the recruiters'
    track (6.6), through the Draw action's edits; she scores nothing in Evening."""
    if step.id == "wood":
        from rootboard.errors import BadInput
        from rootboard.game.factions.marquise.actions import PlaceWood

        try:
            wood = PlaceWood()
            verdict = wood.check(state)
        except BadInput as short:
            return [], [short.problem]  # she chooses where the wood goes (marquise-wood)
        if not verdict.legal:
            return [], []  # placed already this Birdsong
        return wood.edits(state), [verdict.message]
    if step.id == "draw" and state.cards:
        from rootboard.game.cards.actions import Draw
        from rootboard.game.factions.marquise.board import MARQUISE, evening_draw

        draw = Draw(MARQUISE, evening_draw(state))
        verdict = draw.check(state)
        if not verdict.legal:
            return [], [verdict.message]
        return draw.edits(state), [verdict.message, *verdict.notes]
    return [], []
