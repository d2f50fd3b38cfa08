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


# The third file (files/advance-incite-b1ac4fb.json), made the same way with mood=wrathful, three steps
# to the Advance step, then ``act F hundreds-advance to=8 warriors=6``, ``step F --mode teach``,
# ``act F hundreds-incite clearing=8``, the turn stepped through and ended in teach mode: that release
# kept an Advance's marker as "hundreds-advance:N" and an Incite's as none (Action.earlier_edits).

def test_an_advance_and_an_incite_of_the_previous_release_open_as_they_were_written():
    s = load(FILES / "advance-incite-b1ac4fb.json").state
    kinds = [e["action"]["type"] for e in s.history]
    assert "hundreds-advance" in kinds and "hundreds-incite" in kinds
    assert s.count(8, (H, WARLORD)) == 1 and s.current != H
    while s.cursor > kinds.index("hundreds-advance"):  # undone, then redone as today's rules make them
        replay.undo(s)
    assert s.count(8, (H, WARLORD)) == 0
    advance = a.Advance(8, 6)
    assert replay.perform(s, advance).applied and s.count(8, (H, WARLORD)) == 1


def test_an_earlier_form_is_read_only_where_the_file_holds_exactly_it(tmp_path):
    """The earlier form is the action's own: a marker of any other number is still refused."""
    import json

    import pytest

    from rootboard.errors import GameFormatError

    data = json.loads((FILES / "advance-incite-b1ac4fb.json").read_text())
    entry = next(e for e in data["history"] if e["action"]["type"] == "hundreds-advance")
    used = next(e for e in entry["edits"] if e[0] == "set" and e[1] == "used")
    used[3] = [u.replace("hundreds-advance:1", "hundreds-advance:7") for u in used[3]]
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(data))
    with pytest.raises(GameFormatError, match=r"history\[\d+\]"):
        load(path)
