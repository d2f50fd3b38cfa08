"""The Marquise's turn (6.4-6.6): her steps in chapter order, the options at each judged by the
actions' own checks, what leaving Birdsong and Evening's draw do, and three turns played whose
score is her tracks' printed points."""

from __future__ import annotations


from rootboard.game import replay
from rootboard.game.actions import AdvancePhase, EndTurn
from rootboard.game.cards import table
from rootboard.game.cards.actions import Draw
from rootboard.game.factions.marquise import actions as a
from rootboard.game.factions.marquise.board import DRAW_BY_RECRUITERS, POINTS, WOOD_COST, on_map
from rootboard.game.factions.marquise.turn import STEPS, candidates, leaving, times
from rootboard.game.ledger import ledger
from rootboard.game.placement import open_slots
from rootboard.game.turns.options import judge as turn_judge, options
from rootboard.game.turns.steps import steps_of
from tests.game.factions.marquise.kit import M, card_of, chain, position, put


def step(step_id):
    return next(s for s in STEPS if s.id == step_id)


def test_her_steps_follow_her_chapter():
    steps = steps_of(position().law[M])
    order = ("birdsong", "daylight", "evening")
    assert [s.phase for s in steps] == sorted((s.phase for s in steps), key=order.index)
    assert {s.section for s in steps} >= {"6.4", "6.5", "6.6"}
    assert step("actions").times == 3 and step("actions").allows("battle")


def test_build_options_are_the_checks_verdicts():
    s = position()
    c = chain(s, 1)[0]
    put(s, c, M)
    s.step = "actions"
    playable = {(o.action.clearing, o.action.building) for o in options(s)
                if o.playable and o.action.kind == "marquise-build"}
    # Only where she rules, each first building free (the track's first cost).
    assert WOOD_COST[0] == 0
    assert playable == {(c, b) for b in ("sawmill", "workshop", "recruiter")}


def test_leaving_birdsong_places_wood_at_each_sawmill():
    s = position("birdsong")
    path = chain(s, 2)
    for c in path:
        put(s, c, M, "sawmill")
    edits, notes = leaving(s, step("wood"))
    s.apply(edits)
    assert [s.count(c, (M, "wood")) for c in path] == [1, 1] and notes[0].sections[0] == "6.4"
    assert leaving(s, step("wood")) == ([], [])  # once a Birdsong


def test_leaving_evening_draw_draws_one_plus_the_recruiters_track():
    s = position("evening")
    replay.perform(s, Draw(M, 1))  # cards kept in this game
    path = chain(s, 3)
    for c in path:
        put(s, c, M, "recruiter")
    edits, _ = leaving(s, step("draw"))
    s.apply(edits)
    assert table.hand_size(s, M) == 1 + DRAW_BY_RECRUITERS[on_map(s, "recruiter")] == 1 + 2


def test_options_in_a_crowded_position_judge_every_candidate():
    """Its speed is measured in benchmarks/bench_options.py (medians and ratios, never a timed assert)."""
    s = crowded()
    found = options(s)
    assert len(found) == len(candidates(s, step("actions"))) + 1  # and the turn's own: the next phase
    assert [o.playable for o in found] == sorted((o.playable for o in found), reverse=True)
    for option in found:  # each verdict is the one playing it would get
        assert option.verdict == turn_judge(s, option.action)


def crowded():
    """Her Daylight actions in a crowded position: two of her warriors and an Eyrie warrior in
    every clearing, wood wherever her supply lasts, one building of each type."""
    s = position()
    for c in sorted(s.topology.board.clearings):
        put(s, c, M, "warrior", 2)
        put(s, c, "eyrie", "warrior", 1)
        if s.supply.get((M, "wood"), 0):
            put(s, c, M, "wood")
    for c, b in zip(sorted(s.topology.board.clearings), ("sawmill", "workshop", "recruiter")):
        put(s, c, M, b)  # every building costs wood: the connected wood is looked for
    s.step = "actions"
    return s


def _turn_around(s):
    """The others' turns, passed phase by phase, back to the Marquise's Birdsong."""
    for fid in s.factions[1:]:
        assert s.current == fid
        replay.perform(s, AdvancePhase())
        replay.perform(s, AdvancePhase())
        assert replay.perform(s, EndTurn()).applied
    assert s.current == M and s.phase == "birdsong"


def test_three_turns_score_her_tracks_printed_points():
    s = position("birdsong")
    s.round, s.turn = 1, 0
    roomy = [c for c in sorted(s.topology.board.clearings) if open_slots(s, c) >= 2]
    for c in s.topology.board.clearings:
        put(s, c, M)  # she rules every clearing: all wood is connected
    built = []

    def build(where, b):
        assert replay.perform(s, a.Build(where, b)).applied, b
        built.append(b)

    # Turn 1: the first of each building is free.
    replay.perform(s, AdvancePhase())
    build(roomy[0], "sawmill")
    build(roomy[0], "workshop")
    build(roomy[1], "recruiter")
    replay.perform(s, AdvancePhase())
    assert replay.perform(s, EndTurn()).applied
    _turn_around(s)
    # Turn 2: the Birdsong wood pays the second sawmill; overwork pays the second workshop.
    assert replay.perform(s, a.PlaceWood()).applied
    replay.perform(s, AdvancePhase())
    build(roomy[1], "sawmill")
    assert replay.perform(s, a.Overwork(roomy[0])).applied
    build(roomy[2], "workshop")
    replay.perform(s, AdvancePhase())
    assert replay.perform(s, EndTurn()).applied
    _turn_around(s)
    # Turn 3: two sawmills give two wood; a third action overworks for the third workshop.
    assert replay.perform(s, a.PlaceWood()).applied
    replay.perform(s, AdvancePhase())
    build(roomy[2], "recruiter")
    assert replay.perform(s, a.Overwork(roomy[1])).applied
    build(roomy[3], "workshop")
    expected = sum(POINTS[b][built[:i].count(b)] for i, b in enumerate(built))
    assert s.scores[M] == expected
    lines = [line for line in ledger(s) if line.faction == M]
    assert sum(line.points for line in lines) == expected and {line.section for line in lines} == {"6.5.4"}
    assert {line.cause.id for line in lines} == {"ledger.cause.build"}
    assert sum(s.count(c, (M, "wood")) for c in s.topology.board.clearings) == 0


def test_hawks_for_hire_adds_one_action_to_her_three():
    s = position()
    bird = card_of(s, "bird")
    replay.perform(s, Draw(M, 1, (bird,)))
    assert times(s, step("actions")) == step("actions").times
    assert replay.perform(s, a.HawksForHire(bird)).applied
    assert times(s, step("actions")) == step("actions").times + 1


def test_leaving_birdsong_with_too_little_wood_asks_where_it_goes():
    s = position("birdsong")
    path = chain(s, 2)
    for c in path:
        put(s, c, M, "sawmill")
    put(s, path[0], M, "wood", s.supply[(M, "wood")] - 1)  # one wood left for two sawmills
    edits, notes = leaving(s, step("wood"))
    assert edits == [] and notes[0].id == a.WOOD_CHOOSE.id
