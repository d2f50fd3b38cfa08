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


def refused_then_taught(state, action, message_id: str, section: str = "16.4.2.II") -> None:
    """``action`` refused in enforce mode (its message and Law section; the position unchanged;
    not offered among the options of its kind, the same check), then applied in teach mode with
    the refusal kept as the history's warning."""
    from rootboard.game.modes import TEACH

    before = state.to_json()
    refused = replay.perform(state, action)
    assert not refused.applied and refused.verdict.message.id == message_id
    assert section in refused.verdict.sections and state.to_json() == before
    assert not offered(state, action.kind)[action].legal
    taught = replay.perform(state, action, TEACH)
    assert taught.applied and state.history[-1]["verdict"]["message"]["id"] == message_id
