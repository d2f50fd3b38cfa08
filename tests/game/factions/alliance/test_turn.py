"""The Alliance's turn (8.4-8.6): her steps in chapter order, the options at each judged by the
actions' own checks, and Evening's draw by bases."""

from __future__ import annotations

from rootboard.game.cards.places import hand_size
from rootboard.game.factions.alliance.board import evening_draw
from rootboard.game.state import Edit
from rootboard.game.turns.options import judge as turn_judge, options
from rootboard.game.turns.steps import steps_of
from tests.game.factions.alliance.test_alliance import A, of_suit, position
from tests.game.gamekit import put


def test_her_steps_follow_her_chapter():
    steps = steps_of(position().law[A])
    assert [s.phase for s in steps] == sorted((s.phase for s in steps), key=("birdsong", "daylight", "evening").index)
    assert {s.section for s in steps} >= {"8.4.1", "8.4.2", "8.6.1", "8.6.2"}


def test_spread_options_are_the_checks_verdicts():
    s = position(supporters=1)
    c = sorted(s.suits)[0]
    put(s, c, A, "sympathy")
    s.step = "spread"
    playable = {o.action.clearing for o in options(s) if o.playable and o.action.kind == "alliance-spread"}
    from rootboard.game.factions.alliance.board import adjacent_clearings

    assert playable == set(adjacent_clearings(s, c))


def test_leaving_operations_draws_one_plus_bases():
    from rootboard.game.factions.alliance.turn import STEPS, leaving

    s = position(supporters=1)
    put(s, of_suit(s, "fox")[0], A, "fox-base")
    step = next(x for x in STEPS if x.id == "operations")
    edits, notes = leaving(s, step)
    s.apply(edits)
    assert hand_size(s, A) == evening_draw(s) == 2


def test_options_in_a_crowded_position_judge_every_candidate():
    """Each verdict is the one playing it would get, judged alone (no position kept between
    checks); the options' speed is measured in benchmarks/bench_options.py, never asserted."""
    s = position(supporters=8)
    for c in sorted(s.suits)[:6]:
        put(s, c, A, "sympathy")
        put(s, c, A, "warrior")
        put(s, c, "marquise", "warrior", 3)
    put(s, of_suit(s, "fox")[0], A, "fox-base")
    s.apply([Edit("shift", (A, "warrior", "supply", "out", 1)), s.set_edit("boards", {A: {"officers": 1}})])
    for phase, step in (("birdsong", "spread"), ("evening", "operations")):
        s.phase, s.step = phase, step
        found = options(s)
        assert any(o.playable and o.action.kind.startswith("alliance-") for o in found), step
        for option in found:
            assert option.verdict == turn_judge(s, option.action), (step, option.action)


def test_every_playable_option_is_accepted_when_played():
    from rootboard.game.replay import perform

    s = position(supporters=6, hand=3)
    fox = of_suit(s, "fox")
    put(s, fox[0], A, "sympathy")
    put(s, fox[0], "marquise", "warrior", 2)
    put(s, fox[1], A, "warrior")
    s.apply([Edit("shift", (A, "warrior", "supply", "out", 1)), s.set_edit("boards", {A: {"officers": 1}})])
    for phase, step in (("birdsong", "revolt"), ("birdsong", "spread"), ("daylight", "daylight"),
                        ("evening", "operations")):
        s.phase, s.step = phase, step
        playable = [o for o in options(s) if o.playable]
        assert any(o.action.kind.startswith("alliance-") for o in playable), step
        for o in playable:
            scratch = s.copy()
            assert perform(scratch, o.action).applied, (step, o.action)


def test_a_revolt_spares_the_vagabond_pawn():
    from rootboard.game.factions.alliance.actions import Revolt
    from rootboard.game.replay import perform

    s = position(supporters=2)
    c = of_suit(s, "fox")[0]
    put(s, c, A, "sympathy")
    put(s, c, "vagabond", "pawn")
    put(s, c, "eyrie", "roost")
    assert perform(s, Revolt(c)).applied
    assert s.count(c, ("vagabond", "pawn")) == 1 and not s.count(c, ("eyrie", "roost"))
