"""What the faction on turn may do now (rootboard.game.turns.options): at the end of Evening a
faction over the hand limit is offered the discard down to five, and the turn ends once it is
played, whichever faction's turn rootboard walks; the options are judged on the position as it
stands, which they leave as they found it, keeping nothing of it afterwards."""

from __future__ import annotations

import pytest

from rootboard.game import replay
from rootboard.game.cards.actions import Draw
from rootboard.game.cards.places import HAND_LIMIT, hand_size
from rootboard.game.factions.marquise.board import MARQUISE, WARRIOR, ruled
from rootboard.game.placement import open_slots
from rootboard.game.state import SUPPLY, shift
from rootboard.game.turns.options import judge, options
from rootboard.game.turns.steps import steps_of
from tests.game.factions.marquise.test_turn import crowded
from tests.game.gamekit import game, turn_of

FOUR = ("marquise", "eyrie", "alliance", "vagabond")
LATER = ("lizards", "duchy", "corvids", "hundreds", "keepers")


@pytest.mark.parametrize("faction", FOUR + LATER)
def test_a_hand_over_five_is_offered_its_discard_and_then_the_end_of_the_turn(faction):
    """Before, only the Vagabond's discard step offered the discard: the others' Evening
    offered nothing playable, and ending the turn was refused (6.6, 7.6.2, 8.6.2); the later
    factions' rooms offered none either (10.6.3, 12.6.3, 13.6.2, 14.6.3, 15.6.3: found by their
    three-round games, issue 35)."""
    state = turn_of(game("autumn", tuple(dict.fromkeys((*FOUR, faction)))), faction, "evening")
    assert replay.perform(state, Draw(faction, HAND_LIMIT + 2)).applied
    state.step = next(s for s in steps_of(state.law[faction]) if s.phase == "evening" and "discard" in s.kinds).id
    playable = [o.action for o in options(state) if o.playable]
    assert "end-turn" not in {a.kind for a in playable}  # the hand limit first (its Evening's section)
    [discard] = [a for a in playable if a.kind == "discard"]
    assert discard.faction == faction
    assert replay.perform(state, discard).applied
    assert hand_size(state, faction) == HAND_LIMIT
    assert "end-turn" in {o.action.kind for o in options(state) if o.playable}


def test_named_cards_are_discarded_when_too_few_are_not_named():
    """A hand the table has named card by card is discarded by name (16.6.5)."""
    from rootboard.game.cards.catalogue import deck
    from rootboard.game.cards.actions import Reveal

    state = turn_of(game("autumn", FOUR), "marquise", "evening")
    assert replay.perform(state, Draw("marquise", HAND_LIMIT + 1)).applied
    for card in [c.id for c in deck("standard").cards][:HAND_LIMIT + 1]:
        replay.perform(state, Reveal("marquise", card))
    state.step = "discard"
    [discard] = [o for o in options(state) if o.playable and o.action.kind == "discard"]
    assert len(discard.action.cards) + discard.action.unnamed == 1
    assert replay.perform(state, discard.action).applied and hand_size(state, "marquise") == HAND_LIMIT


def test_options_leave_the_position_as_it_was_and_keep_nothing_of_it():
    s = crowded()
    before = s.fields_json()
    found = options(s)
    assert found and s.fields_json() == before
    assert s.memo is None  # what was worked out of the position is not kept past the options


def test_options_after_an_edit_judge_the_position_the_edit_left():
    s = crowded()
    first = {o.action: o.verdict for o in options(s)}
    # Her warriors leave a clearing she rules with room to build: building there is refused
    # now (6.5.4.I), where it was judged on her rule before.
    where = min(c for c in ruled(s) if open_slots(s, c) and s.count(c, (MARQUISE, WARRIOR)))
    s.apply([shift((MARQUISE, WARRIOR), where, SUPPLY, s.count(where, (MARQUISE, WARRIOR)))])
    assert where not in ruled(s)
    second = options(s)
    changed = [o for o in second if o.action in first and first[o.action] != o.verdict]
    assert any(o.action.kind == "marquise-build" and o.action.clearing == where for o in changed)
    for option in second:
        assert option.verdict == judge(s, option.action)
