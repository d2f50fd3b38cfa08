"""Game files of the previous release (b1ac4fb) in which the Hundreds were Lavish or Grandiose and the
table stepped through the turn open and play on: the moods act within the chapter's steps (the
Lavish action at the mood step, 14.7.4; Grandiose's Advances at the start of Command, 14.7.2), so
each 'step' the file holds does again what it did then.

How the two files were made, with the previous release checked out (``git worktree add --detach
DIR b1ac4fb``, then in DIR ``python -m rootboard ...``)::

    setup autumn --standard --factions hundreds,marquise,eyrie -o F --auto --seed 4
    end-turn F --mode teach
    step F --mode teach                  # three times: raze, recruit, anoint left
    act F hundreds-mood mood=lavish      # files/lavish-b1ac4fb.json; mood=grandiose for the other
    step F --mode teach                  # three times for Lavish (to the Advance step); four for
                                         # Grandiose (through Daylight, to Evening's Incite)
"""

from __future__ import annotations

from pathlib import Path

from rootboard.game import replay
from rootboard.game.actions import EndTurn
from rootboard.game.factions.hundreds import actions as a
from rootboard.game.factions.hundreds.board import WARLORD, WARRIOR, adjacent_clearings, mood, warlords_clearing
from rootboard.game.turns.actions import NextStep
from rootboard.game.turns.options import options
from rootboard.game.turns.steps import current_step
from rootboard.loading import load
from tests.game.factions.hundreds.kit import H

FILES = Path(__file__).parent / "files"


def opened(name: str):
    state = load(FILES / name).state
    assert state.current == H and state.history
    return state


def test_a_lavish_turn_stepped_through_by_the_previous_release_opens_and_plays_on():
    s = opened("lavish-b1ac4fb.json")
    assert mood(s) == "lavish" and (s.phase, current_step(s).id) == ("daylight", "advance")
    assert replay.perform(s, NextStep()).applied and (s.phase, current_step(s).id) == ("evening", "incite")
    assert replay.perform(s, EndTurn(walk=True)).applied and s.current != H


def test_a_grandiose_turn_stepped_through_by_the_previous_release_opens_and_plays_on():
    s = opened("grandiose-b1ac4fb.json")
    assert mood(s) == "grandiose" and (s.phase, current_step(s).id) == ("evening", "incite")
    # Undone to the start of Command, the same turn advances the warlord first (14.7.2),
    # counted against Prowess, not Command.
    while current_step(s).id != "command":
        replay.undo(s)
    at = warlords_clearing(s)
    to = adjacent_clearings(s, at)[0]
    advance = a.Advance(to, s.count(at, (H, WARRIOR)))
    assert advance in [o.action for o in options(s) if o.playable]
    assert replay.perform(s, advance).applied and s.count(to, (H, WARLORD)) == 1
    assert s.taken.get("advance") == 1 and not s.taken.get("command")
    assert replay.perform(s, EndTurn(walk=True)).applied and s.current != H
