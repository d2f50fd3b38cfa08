"""The turn's own move that no phase or turn action makes: on to the next step of the faction's
chapter (1.4.1), doing what the step left does on its own (rootboard.game.turns.check walks it).
"""

from __future__ import annotations

from rootboard.game.actions import Action
from rootboard.game.turns.steps import current_step, steps_of
from rootboard.game.verdict import impossible, legal
from rootboard.messages import Template
from rootboard.records import record

NEXT_STEP = Template("turn.next-step", "{who:faction} {who:faction|sg=leaves|pl=leave} {left} for {step}")
LAST_STEP = Template("turn.last-step", "{step} is the turn's last step: end the turn instead")
NO_STEPS = Template("turn.no-steps", "rootboard does not walk the {who:faction.whose} turn step by step: move the "
                    "phase on instead")
NEXT_STEP_DONE = Template("turn.next-step.log", "on to the next step")
NEXT_STEP_PLAYED = Template("turn.next-step.played", "{who:faction} {who:faction|sg=moves|pl=move} on to {step}")


@record(frozen=True)
class NextStep(Action):
    """On to the next step of the turn; from a phase's last step, the next phase's first. Its
    edits are the walk's (rootboard.game.turns.check.judged): this check says only whether there
    is a next step."""

    kind = "step"

    def check(self, state):
        from rootboard.game.turns.check import said
        from rootboard.game.turns.steps import turn_module

        if turn_module(state.law[state.current]) is None:
            return impossible(NO_STEPS("1.4.1", who=state.current))
        order = list(steps_of(state.law[state.current]))
        now = current_step(state)
        here = order.index(now)
        if here + 1 == len(order):
            return impossible(LAST_STEP("1.4.1", step=said(now)))
        following = order[here + 1]
        return legal(NEXT_STEP(following.section, who=state.current, left=said(now), step=said(following)))

    def edits(self, state):
        return []

    def describe(self, law):
        return NEXT_STEP_DONE("1.4.1")

    def describe_played(self, law, edits, who):
        step = next((e.args[2] for e in edits if e.op == "set" and e.args[0] == "step"), None)
        if step is None:
            return self.describe(law)
        from rootboard.game.turns.check import said

        found = next((s for s in steps_of(law[who]) if s.id == step), None)
        return NEXT_STEP_PLAYED("1.4.1", who=who, step=said(found)) if found is not None else self.describe(law)


TURN_ACTIONS = (NextStep,)
