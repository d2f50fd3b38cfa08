"""The Eyrie Dynasties' turn (7.4-7.6): the steps, the candidates, Evening's points by the roost
track, and a scripted three turns whose points are the track's."""

from __future__ import annotations

from rootboard.game import replay
from rootboard.game.cards import table
from rootboard.game.cards.actions import Draw
from rootboard.game.cards.catalogue import deck
from rootboard.game.factions.eyrie import actions as ea
from rootboard.game.factions.eyrie import turn
from rootboard.game.factions.eyrie.board import ROOST_POINTS, board_of, roost_draws, roost_points
from rootboard.game.placement import open_slots
from rootboard.game.turns.options import judge as turn_judge, options
from rootboard.game.turns.steps import steps_of
from tests.game.gamekit import game, put, turn_of

EYRIE = "eyrie"


def cards_of(suit: str) -> list[str]:
    return [c.id for c in deck("standard").cards if c.suit == suit and not c.dominance]


def test_her_steps_follow_the_chapter():
    state = game("autumn", ("marquise", EYRIE))
    steps = steps_of(state.law[EYRIE])
    assert [s.phase for s in steps] == sorted((s.phase for s in steps), key=["birdsong", "daylight", "evening"].index)
    decree = next(s for s in steps if s.id == "decree")
    assert not decree.optional and decree.section == "7.4.2"  # at least one card (7.4.2)


def test_resolve_offers_the_first_unfinished_column_and_turmoil():
    state = game("autumn", ("marquise", EYRIE))
    replay.perform(state, ea.ChooseLeader("commander"))
    turn_of(state, EYRIE, "daylight")
    step = next(s for s in turn.STEPS if s.id == "resolve")
    found = list(turn.candidates(state, step))
    assert {(a.column, a.index) for a in found if a.kind == "eyrie-resolve"} == {("move", 0)}
    assert {a.leader for a in found if a.kind == "eyrie-turmoil"} == {"builder", "charismatic", "despot"}


def _evening(state) -> int:
    before = state.scores.get(EYRIE, 0)
    edits, notes = turn.leaving(state, next(s for s in turn.STEPS if s.id == "score"))
    state.apply(edits)
    assert notes[0].sections[0] == "7.6.1"
    return state.scores.get(EYRIE, 0) - before


def test_three_turns_score_the_roost_track():
    state = game("autumn", ("marquise", EYRIE))
    assert replay.perform(state, ea.ChooseLeader("charismatic")).applied  # viziers: recruit, battle
    free = {s: sorted(c for c, x in state.suits.items() if x == s and open_slots(state, c) > 0)
            for s in ("fox", "mouse", "rabbit")}
    home = free["fox"].pop(0)
    put(state, home, EYRIE, "roost")
    put(state, home, EYRIE, "warrior", 2)
    for clearings in free.values():
        for c in clearings:
            put(state, c, EYRIE, "warrior")  # she rules each alone
    # One build card a turn, of a new suit each turn: the Decree grows (7.4.2).
    added = [cards_of("fox")[0], cards_of("mouse")[0], cards_of("rabbit")[0]]
    total, expected = 0, 0
    for t, card in enumerate(added):
        turn_of(state, EYRIE, "birdsong")
        assert replay.perform(state, ea.AddToDecree((card,), ("build",))).applied
        turn_of(state, EYRIE, "daylight")
        assert replay.perform(state, ea.ResolveDecree("recruit", 0, home)).applied
        assert replay.perform(state, ea.ResolveDecree("battle", 0, home)).applied
        for i, built in enumerate(board_of(state)["decree"]["build"]):
            suit = ea.suit_of(state, built)
            where = free[suit].pop(0)
            out = replay.perform(state, ea.ResolveDecree("build", i, where))
            assert out.applied, out.verdict
        turn_of(state, EYRIE, "evening")
        roosts = len(state.where_is((EYRIE, "roost")))
        total += _evening(state)
        expected += roost_points(roosts)
    assert roosts == len(ROOST_POINTS) - 1  # every roost on the map
    assert total == expected == sum(ROOST_POINTS[n] for n in (2, 4, 7))


def test_leaving_evening_draws_the_roost_tracks_cards():
    """7.6.1: in Evening she draws the cards of the roost track's last uncovered space, as the
    Marquise and the Alliance draw theirs on leaving (6.6, 8.6.2): before, she was only told to
    draw, and a game played through the command line kept her hand short."""
    state = game("autumn", ("marquise", EYRIE))
    replay.perform(state, Draw(EYRIE, 1))  # cards kept in this game
    free = sorted(c for c in state.topology.board.clearings if open_slots(state, c) > 0)
    for c in free[:3]:
        put(state, c, EYRIE, "roost")
    turn_of(state, EYRIE, "evening")
    roosts = len(state.where_is((EYRIE, "roost")))
    assert roost_draws(roosts) > roost_draws(0)  # a track's bonus uncovered: the count is the track's
    before = table.hand_size(state, EYRIE)
    edits, _ = turn.leaving(state, next(s for s in turn.STEPS if s.id == "score"))
    state.apply(edits)
    assert table.hand_size(state, EYRIE) == before + roost_draws(roosts)


def test_daylight_is_not_left_with_a_decree_card_unresolved():
    """7.5.2, 7.7: each Decree card is resolved, or she falls into Turmoil; before, the turn's
    own moves left Daylight with cards unresolved and nothing lost (three rounds through the
    command line, issue 34). Resolving them, or Turmoil, lets the turn move on."""
    from rootboard.game.actions import AdvancePhase
    from rootboard.game.turns.options import options

    state = game("autumn", ("marquise", EYRIE))
    assert replay.perform(state, ea.ChooseLeader("commander")).applied  # viziers: move, battle
    turn_of(state, EYRIE, "daylight")
    state.step = "resolve"
    pending = len(ea.entries(board_of(state)))
    out = replay.perform(state, AdvancePhase(walk=True))
    assert not out.applied and {"7.5.2", "7.7"} <= set(out.verdict.message.sections)
    assert out.verdict.message.params["count"] == pending
    assert "phase" not in {o.action.kind for o in options(state) if o.playable}
    turmoil = [o.action for o in options(state) if o.playable and o.action.kind == "eyrie-turmoil"]
    assert turmoil and replay.perform(state, turmoil[0]).applied  # Turmoil ends Daylight (7.7.5)
    assert state.phase == "evening"


def test_options_in_a_crowded_position_judge_every_candidate():
    """Resolving the Decree where every clearing holds warriors of three factions: each verdict
    is the one playing it would get, judged alone (no position kept between checks); the
    options' speed is measured in benchmarks/bench_options.py, never asserted."""
    state = game("autumn", ("marquise", EYRIE, "alliance", "vagabond"))
    assert replay.perform(state, ea.ChooseLeader("commander")).applied
    clearings = sorted(state.topology.board.clearings)
    put(state, clearings[0], EYRIE, "roost")
    for c in clearings:
        for fid in (EYRIE, "marquise", "alliance"):
            if state.supply.get((fid, "warrior"), 0):  # as far as each supply lasts
                put(state, c, fid)
    turn_of(state, EYRIE, "daylight")
    state.step = "resolve"
    found = options(state)
    assert any(o.action.kind == "eyrie-resolve" for o in found) and any(o.playable for o in found)
    for option in found:
        assert option.verdict == turn_judge(state, option.action), option.action
