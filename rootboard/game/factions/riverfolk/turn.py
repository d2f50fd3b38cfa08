"""The Riverfolk Company's turn (11.4-11.6): its steps, the actions worth offering at each, and
what a step does on its own when it is left (Birdsong's Protectionism and collected payments,
11.4).

Candidates are generated broadly (every price on each track, every defender beside their
warriors) and judged by each action's own check (rootboard.game.turns.options).
"""

from __future__ import annotations

from rootboard.game.turns.steps import Step
from rootboard.messages import Template

COLLECT_STEP = Template("turn-step.riverfolk.collect", "Protectionism, then payments to Funds")
ACTIONS_STEP = Template("turn-step.riverfolk.actions", "craft, then their actions paid with funds")
DISCARDING = Template("turn-step.riverfolk.discard", "discard down to five cards")
PRICES_STEP = Template("turn-step.riverfolk.prices", "set the prices of the services")

STEPS = (
    # Birdsong (11.4): done on leaving, or by riverfolk-collect.
    Step("collect", "birdsong", "11.4", frozenset({"riverfolk-collect"}), optional=False, words=COLLECT_STEP),
    # Daylight (11.5): crafting. Their actions are paid with funds (move, battle, draw, recruit,
    # trade posts, export), which rootboard does not keep yet: they stay the table's, judged on
    # their own and not offered here, so that nothing unpaid is offered as playable.
    Step("actions", "daylight", "11.5", frozenset({"craft"}), words=ACTIONS_STEP),
    Step("discard", "evening", "11.6", frozenset({"discard"}), words=DISCARDING),  # down to five
    Step("prices", "evening", "11.6", frozenset({"riverfolk-prices"}), times=1, words=PRICES_STEP),
)


def candidates(state, step: Step):
    from rootboard.game.factions.riverfolk import actions as a
    from rootboard.game.factions.riverfolk.board import PRICES, RIVERFOLK

    if step.id == "collect":
        return [a.Collect()]
    if step.id == "discard":
        from rootboard.game.cards.actions import discard_down

        return discard_down(state, RIVERFOLK)
    if step.id == "prices":
        return [a.SetPrices(h, r, m) for h in PRICES for r in PRICES for m in PRICES]
    return []


def leaving(state, step: Step):
    """Birdsong left: Protectionism and the payments collected (11.4), unless done already."""
    if step.id == "collect":
        from rootboard.game.factions.riverfolk.actions import Collect

        collect = Collect()
        verdict = collect.check(state)
        if not verdict.legal:
            return [], []  # collected already this Birdsong
        return collect.edits(state), [verdict.message, *verdict.notes]
    return [], []
