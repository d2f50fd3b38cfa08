"""The Lizard Cult's turn (10.4-10.6): its steps in chapter order, the options at each judged by
the actions' own checks, and what leaving a step does (the Lost Souls, the revealed cards, the
Evening draw)."""

from __future__ import annotations

from rootboard.game import replay
from rootboard.game.actions import AdvancePhase, EndTurn
from rootboard.game.cards import table
from rootboard.game.factions.lizards import actions as a
from rootboard.game.factions.lizards.board import (DRAW_BONUS_AT, EVENING_DRAW, evening_draw, gardens_placed,
                                                   lost_souls, revealed)
from rootboard.game.factions.lizards.turn import STEPS, candidates, leaving
from rootboard.game.kinds import SUITS
from rootboard.game.turns.options import judge, options
from rootboard.game.turns.steps import current_step, steps_of
from rootboard.game.turns.words import step_words
from tests.game.factions.lizards.kit import (L, card_of, clearing_of, give_acolytes, hand, position, put,
                                             set_board, snapshot)


def step(step_id):
    return next(s for s in STEPS if s.id == step_id)


def test_its_steps_follow_its_chapter():
    s = position()
    steps = steps_of(s.law[L])
    order = ("birdsong", "daylight", "evening")
    assert [s_.phase for s_ in steps] == sorted((s_.phase for s_ in steps), key=order.index)
    sections = [s_.section for s_ in steps]
    assert sections == sorted(sections, key=lambda x: [int(p) for p in x.split(".")])
    assert {"10.4.1", "10.4.2", "10.4.3", "10.5", "10.6.1", "10.6.2", "10.6.3"} == set(sections)
    for s_ in steps:  # each said by its room's words, never its id
        assert step_words(s.law[L], s_).id == f"turn-step.lizards.{s_.id}"


def test_every_option_is_judged_as_played_and_each_playable_one_applies():
    for phase, setup in (("birdsong", conspiring), ("daylight", ritualising)):
        s = setup()
        assert s.phase == phase
        found = options(s)
        playable = [o for o in found if o.playable]
        assert playable, phase
        for option in found:
            assert option.verdict == judge(s, option.action)
        for option in playable:
            before = snapshot(s)
            outcome = replay.perform(s, option.action)
            assert outcome.applied, option.action
            replay.undo(s)
            assert snapshot(s) == before


def conspiring():
    """Its Birdsong at the conspiracies: an Outcast, acolytes, an enemy warrior and building in
    an Outcast clearing where it has warriors."""
    s = position("birdsong")
    set_board(s, outcast="fox")
    give_acolytes(s, 3)
    c = clearing_of(s, "fox")
    put(s, c, L, n=2)
    put(s, c, "marquise")
    put(s, c, "marquise", "sawmill")
    s.step = "conspiracies"
    return s


def ritualising():
    s = position("daylight")
    c = clearing_of(s, "mouse")
    put(s, c, L)
    put(s, clearing_of(s, "fox"), L, "fox-garden")
    return s


def test_the_conspiracy_options_are_the_checks_verdicts():
    s = conspiring()
    kinds = {o.action.kind for o in options(s) if o.playable}
    assert {"lizards-convert", "lizards-sanctify", "lizards-crusade"} <= kinds
    c = clearing_of(s, "fox", empty=False)
    other = [o for o in options(s) if o.action.kind == "lizards-convert" and o.action.clearing != c]
    assert all(not o.playable for o in other)  # only in the Outcast's clearings


def test_the_outcast_step_is_not_passed_with_nothing_done_when_the_pile_is_known():
    s = position("birdsong")
    set_board(s, outcast="rabbit")
    hand(s, card_of(s, "fox"))
    outcome = replay.perform(s, AdvancePhase(walk=True))
    assert not outcome.applied and outcome.verdict.sections[0] == "10.4.1"
    assert replay.perform(s, a.AdjustOutcast()).applied
    assert replay.perform(s, AdvancePhase(walk=True)).applied and s.phase == "daylight"


def test_leaving_lost_souls_discards_the_pile():
    from rootboard.game.cards.actions import Discard

    s = position("birdsong")
    card = card_of(s, "fox")
    hand(s, card)
    assert replay.perform(s, Discard(L, (card,))).applied
    assert lost_souls(s) == [card]
    edits, notes = leaving(s, step("lost-souls"))
    s.apply(edits)
    assert lost_souls(s) == [] and notes[0].sections[0] == "10.4.2"
    assert table.discard_pile(s)[-1] == card  # now in the discard pile proper


def test_evening_returns_the_revealed_cards_and_draws_by_the_gardens_tracks():
    s = position()
    fox = clearing_of(s, "fox")
    named, unnamed = card_of(s, "fox"), 1
    hand(s, named, unnamed=unnamed)
    assert replay.perform(s, a.RitualRecruit(fox, named)).applied
    assert replay.perform(s, a.RitualRecruit(fox, suit="fox")).applied
    assert table.hand_size(s, L) == 0 and len(revealed(s)) == 2
    assert replay.perform(s, AdvancePhase(walk=True)).applied and s.phase == "evening"
    # Into Evening: the return step is its first; the craft step passes it.
    assert current_step(s).id == "return"
    drawn = evening_draw(s)
    assert drawn == EVENING_DRAW + sum(1 for x in SUITS if gardens_placed(s, x) >= DRAW_BONUS_AT)
    assert replay.perform(s, EndTurn(walk=True)).applied and s.current != L
    assert table.hand_size(s, L) == 2 + drawn  # the two revealed back, and the Evening's draw
    assert revealed(s) == [] and named in table.known_in_hand(s, L)
    replay.undo(s)
    assert len(revealed(s)) == 2 and table.hand_size(s, L) == 0


def test_the_evening_draw_counts_each_uncovered_draw_bonus():
    s = position("evening")
    hand(s, unnamed=1)
    before = evening_draw(s)
    for c in sorted(s.topology.board.clearings):
        if s.suits.get(c) == "fox" and gardens_placed(s, "fox") < DRAW_BONUS_AT:
            put(s, c, L, "fox-garden")
    assert gardens_placed(s, "fox") >= DRAW_BONUS_AT
    assert evening_draw(s) == before + 1
    have = table.hand_size(s, L)
    edits, notes = leaving(s, step("draw"))
    s.apply(edits)
    assert table.hand_size(s, L) == have + evening_draw(s)


def test_candidates_are_broad_and_not_a_second_list_of_the_rules():
    s = position()
    rituals = candidates(s, step("rituals"))
    clearings = [c for c in s.topology.board.clearings if s.suits.get(c) in SUITS]
    assert len([r for r in rituals if r.kind == "lizards-recruit"]) == len(clearings)
