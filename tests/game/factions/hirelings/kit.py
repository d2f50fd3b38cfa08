"""Positions for the hirelings' tests: a game with three named hirelings, one controlled by the
player on turn; clearings and paths chosen from the derived board, never typed."""

from __future__ import annotations

from rootboard.game import actions as act
from rootboard.game import replay
from rootboard.game.newgame import new_game
from tests.game.gamekit import turn_of

PLAYERS = ("marquise", "eyrie", "alliance")
ME = PLAYERS[0]


def hired(hireling: str, phase: str = "daylight", demoted: bool = False, others=("popular-band", "corvid-spies",
                                                                                   "furious-protector")):
    """A game of ``PLAYERS`` with ``hireling`` (its demoted side if ``demoted``) controlled by
    ``ME``, at the first step of ``ME``'s ``phase``."""
    chosen = (hireling, *[h for h in others if h != hireling][:2])
    state = new_game("autumn", PLAYERS, seed=5, hirelings=chosen, demoted=[hireling] if demoted else [])
    turn_of(state, ME, phase)
    assert replay.perform(state, act.Control(hireling, ME)).applied
    return state


def offered(state, kind: str) -> dict:
    """The options of ``kind`` at the current step: action -> verdict."""
    from rootboard.game.turns.options import options

    return {o.action: o.verdict for o in options(state) if o.action.kind == kind}
