"""Where the turn stands: the step of the phase, the actions taken at it and its limit, the
Marquise's with Hawks for Hire's extra actions (6.5) read from her room."""

from __future__ import annotations

from rootboard.game.factions.marquise import turn as marquise_turn
from rootboard.game.turns.progress import progress
from rootboard.game.turns.steps import current_step, steps_of, turn_module
from tests.game.gamekit import game, turn_of

PLAYERS = ("marquise", "eyrie", "alliance", "vagabond")


def test_the_marquise_s_actions_step_counts_against_her_times():
    state = turn_of(game("autumn", PLAYERS), "marquise", "daylight")
    limited = next(s for s in steps_of(state.law["marquise"]) if s.phase == "daylight" and s.times)
    state.step = limited.id
    state.taken = {limited.id: 1}
    now = progress(state)
    assert (now.faction, now.phase, now.step) == ("marquise", "daylight", limited)
    assert now.taken == 1 and now.limit == marquise_turn.times(state, limited)


def test_a_room_without_times_limits_a_step_by_the_step_s_own():
    state = turn_of(game("autumn", PLAYERS), "eyrie", "birdsong")
    assert not hasattr(turn_module(state.law["eyrie"]), "times")
    limited = next(s for s in steps_of(state.law["eyrie"]) if s.phase == "birdsong" and s.times)
    state.step = limited.id
    now = progress(state)
    assert now.step == current_step(state) == limited and now.taken == 0 and now.limit == limited.times


def test_a_faction_without_a_room_plays_the_generic_phases(monkeypatch):
    state = turn_of(game("autumn", ("riverfolk", "marquise")), "riverfolk", "evening")
    # Every faction has a room now (the Riverfolk's was the last): its turn is taken away.
    monkeypatch.setattr(type(state.law["riverfolk"]), "turn", None)
    now = progress(state)
    assert now.step.phase == "evening" and now.limit is None
