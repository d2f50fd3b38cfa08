"""Oppress (14.6.2): in their Evening, the Hundreds score for each clearing they rule that holds
a piece of theirs and no enemy piece. One rule, asked both where the table tracks its phases
(leaving the step, :func:`rootboard.game.factions.hundreds.turn.leaving`) and where it does not
(the ``hundreds-oppress`` action of a Rootlog's replay, :class:`.actions.Oppress`): a module of
its own, so that the actions need not import the turn that imports them.
"""

from __future__ import annotations

from rootboard.messages import Template

OPPRESS_STEP = Template("turn-step.hundreds.oppress", "score for the clearings oppressed")
OPPRESSES = Template("hundreds.oppress.done", "Oppress: {count} clearing oppressed, {points} VP",
                     plural="Oppress: {count} clearings oppressed, {points} VP", count="count")


def scored(state):
    """(edits, notes) of Oppress now: its points in the ledger, said with the clearings counted."""
    from rootboard.game import hirelings
    from rootboard.game.factions.hundreds.board import HUNDREDS, oppress_points, oppressed

    points = oppress_points(state)
    edits, notes = hirelings.score_edits(state, HUNDREDS, points) if points else ([], [])
    # ``who``: the scorer, as the ledger reads a step's note (rootboard.game.ledger).
    return edits, [OPPRESSES("14.6.2", count=len(oppressed(state)), points=points, who=HUNDREDS), *notes]
