"""The Keepers' turn (15.4-15.6): their steps in chapter order, the options at each judged by the
actions' own checks (each playable one applies and undoes), the end of Daylight discarding the
Retinue cards lost, Live Off the Land, and Evening's draw by waystations."""

from __future__ import annotations

import pytest

from rootboard.game import replay
from rootboard.game.actions import AdvancePhase, EndTurn
from rootboard.game.cards import table
from rootboard.game.cards.actions import Draw
from rootboard.game.factions.keepers import RELICS
from rootboard.game.factions.keepers import actions as a
from rootboard.game.factions.keepers.board import (LIVE_OFF_THE_LAND, RELIC_VALUES, RETAINER, board_of, crowded,
                                                   evening_draw)
from rootboard.game.factions.keepers.turn import STEPS, candidates, leaving
from rootboard.game.state import PHASES
from rootboard.game.turns.actions import NextStep
from rootboard.game.turns.options import judge, options
from rootboard.game.turns.steps import steps_of
from tests.game.factions.keepers.kit import (K, card_of, empty_clearings, forest_beside, position, put,
                                             ruled_beside, snapshot, with_board, with_waystation)


def step(step_id):
    return next(s for s in STEPS if s.id == step_id)


def test_their_steps_follow_their_chapter():
    steps = steps_of(position().law[K])
    assert [s.phase for s in steps] == sorted((s.phase for s in steps), key=PHASES.index)
    assert [s.section for s in steps] == sorted((s.section for s in steps),
                                                key=lambda x: tuple(int(p) for p in x.split(".")))
    assert all(s.words is not None and s.words.id == f"turn-step.keepers.{s.id}" for s in steps)


def busy(phase):
    """Their warriors and a waystation with relics beside an enemy, relics in a forest beside them,
    their warriors alone in another clearing; a card of each suit in their hand."""
    s = position(phase)
    for suit in ("fox", "mouse", "rabbit"):
        replay.perform(s, Draw(K, 1, (card_of(s, suit),)))
    spots = empty_clearings(s)
    with_waystation(s, spots[0], RELICS[0], warriors=2)
    put(s, spots[0], K, RELICS[0])
    put(s, spots[0], "marquise")
    put(s, spots[1], K, "warrior", LIVE_OFF_THE_LAND)
    for r in RELICS:
        put(s, forest_beside(s, spots[1]), K, r)
    return s


@pytest.mark.parametrize("phase, at", [("birdsong", "encamp"), ("birdsong", "decamp"), ("birdsong", "recruit"),
                                       ("daylight", "retinue"), ("evening", "gather")])
def test_every_option_is_judged_as_played_and_the_playable_ones_apply(phase, at):
    s = busy(phase)
    s.step = at
    found = options(s)
    mine = [o for o in found if o.playable and o.action.kind.startswith("keepers-")]
    assert mine
    assert len(found) >= len(candidates(s, step(at)))
    for option in found:
        assert option.verdict == judge(s, option.action)
    for option in (o for o in found if o.playable):
        fresh = busy(phase)
        fresh.step = at
        before = snapshot(fresh)
        assert replay.perform(fresh, option.action).applied, option.action
        replay.undo(fresh)
        assert snapshot(fresh) == before


def _daylight_with_a_relic_to_delve():
    """Their Daylight: two warriors in an empty clearing, a relic in a forest beside it, and a
    Retinue whose battle column holds a card of that clearing's suit (the Delve's) and a
    Faithful Retainer; (position, the clearing, the forest)."""
    s = position("daylight")
    where = empty_clearings(s)[0]
    put(s, where, K, "warrior", 2)
    forest = forest_beside(s, where)
    put(s, forest, K, RELICS[0])
    card = card_of(s, s.suits[where])
    with_board(s, retinue={"move": [RETAINER], "battle": [card, RETAINER], "recover": [RETAINER]})
    return s, where, forest


def test_the_end_of_daylight_discards_the_retinue_cards_lost_and_readies_the_others():
    s, where, forest = _daylight_with_a_relic_to_delve()
    value = min(v for v in RELIC_VALUES if v > ruled_beside(s, forest))
    assert replay.perform(s, a.ActWithRetinue("move", 0, where)).applied
    assert replay.perform(s, a.Delve(0, where, forest, RELICS[0], value)).applied
    edits, notes = leaving(s, step("retinue"))
    assert notes[0].sections == ("15.5.2.II.b", "15.5.2.III.c")
    before = snapshot(s)
    assert replay.perform(s, AdvancePhase(walk=True)).applied and s.phase == "evening"
    board = board_of(s)
    assert board["retinue"]["battle"] == [RETAINER] and board["resolved"] == [] and board["discard"] == []
    replay.undo(s)
    assert snapshot(s) == before


def test_live_off_the_land_removes_one_warrior_where_four_or_more_stand():
    s = position("evening")
    spots = empty_clearings(s)
    put(s, spots[0], K, "warrior", LIVE_OFF_THE_LAND)
    put(s, spots[1], K, "warrior", LIVE_OFF_THE_LAND - 1)
    counts = {c: s.count(c, (K, "warrior")) for c in spots[:2]}
    many = set(crowded(s))
    edits, notes = leaving(s, step("live"))
    assert [n.sections[0] for n in notes] == ["15.6.1"] * len(many)
    s.apply(edits)
    for c in spots[:2]:
        assert s.count(c, (K, "warrior")) == counts[c] - (1 if c in many else 0)


def test_evening_draw_is_one_plus_one_per_waystation():
    s = position("evening")
    replay.perform(s, Draw(K, 1))
    spots = empty_clearings(s)
    with_waystation(s, spots[0], RELICS[0], warriors=0)
    with_waystation(s, spots[1], RELICS[1], warriors=0)
    held = table.hand_size(s, K)
    assert evening_draw(s) == 1 + len([c for c in spots[:2] if s.count(c, (K, "waystation"))])
    s.step = "draw"
    edits, notes = leaving(s, step("draw"))
    s.apply(edits)
    assert table.hand_size(s, K) == held + evening_draw(s)


def test_end_turn_from_daylight_walks_evening_for_them():
    s = position("daylight")
    replay.perform(s, Draw(K, 1))
    held = table.hand_size(s, K)
    assert replay.perform(s, EndTurn(walk=True)).applied
    assert s.current != K and table.hand_size(s, K) == held + evening_draw(s)


def test_leaving_birdsong_does_nothing_on_its_own():
    s = position("birdsong")
    assert all(leaving(s, x) == ([], []) for x in STEPS if x.phase == "birdsong")
    assert replay.perform(s, NextStep()).applied


def test_a_hand_over_five_is_offered_its_discard_down_to_five():
    from rootboard.game.cards.places import HAND_LIMIT

    s = position("evening")
    replay.perform(s, Draw(K, HAND_LIMIT + 2))
    s.step = "discard"
    found = [o for o in options(s) if o.action.kind == "discard"]
    assert found and all(o.verdict == judge(s, o.action) for o in found)
    assert replay.perform(s, found[0].action).applied and table.hand_size(s, K) == HAND_LIMIT
    assert replay.perform(s, EndTurn(walk=True)).applied


def test_the_end_of_daylight_as_an_action_does_what_leaving_the_retinue_does():
    """Where the phases are not tracked (a Rootlog's replay), EndRetinue does the end of Daylight
    (15.5.2.II.b, 15.5.2.III.c) with the same edits as leaving the Retinue step."""
    s, where, forest = _daylight_with_a_relic_to_delve()
    nothing = a.EndRetinue().check(s)
    assert not nothing.possible and nothing.message.id == "keepers.retinue-unused"
    value = min(v for v in RELIC_VALUES if v > ruled_beside(s, forest))
    assert replay.perform(s, a.Delve(0, where, forest, RELICS[0], value)).applied
    edits, _ = leaving(s, step("retinue"))
    verdict = a.EndRetinue().check(s)
    assert verdict.legal and verdict.message.id == "keepers.retinue-lost"
    assert a.EndRetinue().edits(s) == edits
    assert replay.perform(s, a.EndRetinue()).applied
    board = board_of(s)
    assert board["retinue"]["battle"] == [RETAINER] and board["resolved"] == [] and board["discard"] == []
    assert not a.EndRetinue().check(s).possible  # done: nothing left to end
