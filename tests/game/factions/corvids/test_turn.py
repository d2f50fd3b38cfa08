"""The Corvids' turn (13.4-13.6): their steps in chapter order, the options at each judged by
the actions' own checks (each playable one applies), a fourth Daylight action refused, Exert's
action forgoing the draw, Evening's draw by face-up extortions, and a flip's points in the
ledger."""

from __future__ import annotations

import pytest

from rootboard.game import replay
from rootboard.game.actions import AdvancePhase, EndTurn
from rootboard.game.cards import table
from rootboard.game.cards.actions import Draw
from rootboard.game.factions.corvids.board import DAYLIGHT_ACTIONS, EXERT_ACTIONS, evening_draw
from rootboard.game.factions.corvids.pieces import EXTORTION, PLOTS
from rootboard.game.factions.corvids.plots import Flip, Trick, face_up_plots
from rootboard.game.factions.corvids.turn import STEPS, candidates, exerted, leaving
from rootboard.game.ledger import ledger
from rootboard.game.state import PHASES
from rootboard.game.turns.actions import NextStep
from rootboard.game.turns.options import judge, options
from rootboard.game.turns.steps import steps_of
from tests.game.factions.corvids.kit import C, empty_clearings, position, put, snapshot, with_plot


def step(step_id):
    return next(s for s in STEPS if s.id == step_id)


def test_their_steps_follow_their_chapter():
    steps = steps_of(position().law[C])
    assert [s.phase for s in steps] == sorted((s.phase for s in steps), key=PHASES.index)
    assert [s.section for s in steps] == sorted((s.section for s in steps),
                                                key=lambda x: tuple(int(p) for p in x.split(".")))
    assert step("actions").times == DAYLIGHT_ACTIONS and step("exert").times == EXERT_ACTIONS
    assert step("exert").kinds == step("actions").kinds  # Exert: one action listed in Daylight (13.6.1)
    assert all(s.words is not None and s.words.id == f"turn-step.corvids.{s.id}" for s in steps)


def busy(phase):
    """Their warriors beside a face-down plot of each kind and in an empty clearing, a Marquise
    warrior with each; two face-up plots."""
    s = position(phase)
    spots = empty_clearings(s)
    for c, plot in zip(spots, PLOTS):
        with_plot(s, c, plot, warriors=2)
        put(s, c, "marquise")
    for c, plot in zip(spots[len(PLOTS):], PLOTS[:2]):
        with_plot(s, c, plot, face_up=True)
    put(s, spots[len(PLOTS) + 2], C, "warrior", 2)
    return s


@pytest.mark.parametrize("phase, at", [("birdsong", "flip"), ("birdsong", "recruit"), ("daylight", "actions"),
                                       ("evening", "exert")])
def test_every_option_is_judged_as_played_and_the_playable_ones_apply(phase, at):
    s = busy(phase)
    s.step = at
    found = options(s)
    assert any(o.playable and o.action.kind not in ("step", "phase", "end-turn") for o in found)
    assert len(found) > len(candidates(s, step(at)))  # and the turn's own moves
    for option in found:
        assert option.verdict == judge(s, option.action)
    for option in (o for o in found if o.playable):
        fresh = busy(phase)  # each played on the position it was judged on (a battle's dice are the history's)
        fresh.step = at
        before = snapshot(fresh)
        assert replay.perform(fresh, option.action).applied, option.action
        replay.undo(fresh)
        assert snapshot(fresh) == before


def test_a_fourth_daylight_action_is_refused_with_the_chapters_section():
    s = busy("daylight")
    spots = empty_clearings(position())  # as busy() chose them
    tricks = [Trick(spots[0], spots[1]), Trick(spots[1], spots[2]), Trick(spots[2], spots[3])]
    for t in tricks[:DAYLIGHT_ACTIONS]:
        assert replay.perform(s, t).applied
    assert s.taken["actions"] == DAYLIGHT_ACTIONS
    outcome = replay.perform(s, Trick(spots[0], spots[3]))
    assert not outcome.applied and "13.5" in outcome.verdict.sections


def test_exert_takes_one_action_and_the_draw_is_forgone():
    s = busy("evening")
    replay.perform(s, Draw(C, 1))  # cards kept in this game
    held = table.hand_size(s, C)
    spots = empty_clearings(position())
    assert replay.perform(s, Trick(spots[0], spots[1])).applied and exerted(s)
    assert not replay.perform(s, Trick(spots[1], spots[2])).applied  # one action only (13.6.1)
    edits, notes = leaving(s, step("draw"))
    assert edits == [] and notes[0].sections[0] == "13.6.1"
    assert replay.perform(s, NextStep()).applied and s.step == "draw"
    assert replay.perform(s, NextStep()).applied and table.hand_size(s, C) == held


def test_evening_draw_is_one_plus_one_per_face_up_extortion():
    s = position("evening")
    replay.perform(s, Draw(C, 1))
    spots = empty_clearings(s)
    with_plot(s, spots[0], EXTORTION, face_up=True)
    with_plot(s, spots[1], EXTORTION)  # face down: no card
    held = table.hand_size(s, C)
    assert evening_draw(s) == 2
    s.step = "draw"
    edits, _ = leaving(s, step("draw"))
    s.apply(edits)
    assert table.hand_size(s, C) == held + evening_draw(s)


def test_end_turn_from_daylight_draws_for_them():
    s = position("daylight")
    replay.perform(s, Draw(C, 1))
    held = table.hand_size(s, C)
    assert replay.perform(s, EndTurn(walk=True)).applied
    assert s.current != C and table.hand_size(s, C) == held + 1


def test_a_flip_scores_one_per_face_up_plot_in_the_ledger():
    s = position("birdsong")
    spots = empty_clearings(s)
    with_plot(s, spots[0], PLOTS[1], face_up=True)
    with_plot(s, spots[1], PLOTS[1])
    up = face_up_plots(s)
    outcome = replay.perform(s, Flip(spots[1]))
    assert outcome.applied and s.step == "flip"  # the craft step passed on the way
    assert s.scores[C] == up + 1
    lines = [line for line in ledger(s) if line.faction == C]
    assert sum(line.points for line in lines) == up + 1 and {line.section for line in lines} == {"13.4.2"}


def test_flip_in_daylight_is_refused():
    s = position("daylight")
    spots = empty_clearings(s)
    with_plot(s, spots[0], PLOTS[1])
    outcome = replay.perform(s, Flip(spots[0]))
    assert not outcome.applied and "13.4.2" in outcome.verdict.sections


def test_leaving_birdsong_does_nothing_on_its_own():
    s = position("birdsong")
    assert all(leaving(s, x) == ([], []) for x in STEPS if x.phase == "birdsong")
    assert replay.perform(s, AdvancePhase(walk=True)).applied and s.phase == "daylight"
