"""The card actions: checked (citing the Law), applied as card edits, undone; refused in
enforce mode, applied with their warning in teach mode, and what cannot be done refused in
both."""

from __future__ import annotations

import json

import pytest

from rootboard.game import replay
from rootboard.game.actions import EndTurn
from rootboard.game.cards import deck, table
from rootboard.game.cards.actions import ActivateDominance, Discard, Draw, Give, Reveal, TakeDominance
from rootboard.game.cards.hand_limit import over_hand_limit
from rootboard.game.cards.table import HAND_LIMIT, card_edit
from rootboard.game.modes import ENFORCE, TEACH
from rootboard.gamefile.file import read_game_data
from tests.game.gamekit import game, turn_of

PLAYERS = ("marquise", "eyrie", "alliance", "vagabond")


def fresh():
    return game("autumn", PLAYERS)


def position(state) -> str:
    return json.dumps({k: v for k, v in state.to_json().items() if k not in ("history", "cursor")}, sort_keys=True)


def refused_in_both(state, action, section: str) -> None:
    before = position(state)
    for mode in (ENFORCE, TEACH):
        outcome = replay.perform(state, action, mode)
        assert not outcome.applied and not outcome.verdict.possible and outcome.verdict.section == section
    assert position(state) == before


def refused_then_taught(state, action, section: str) -> None:
    before = position(state)
    outcome = replay.perform(state, action, ENFORCE)
    assert not outcome.applied and outcome.verdict.possible and outcome.verdict.section == section
    assert position(state) == before
    outcome = replay.perform(state, action, TEACH)
    assert outcome.applied and state.history[-1]["verdict"]["legal"] is False  # the warning is logged


def test_draw_fills_a_hand_and_undo_gives_the_cards_back():
    state = fresh()
    size = table.draw_size(state)
    assert replay.perform(state, Draw("marquise", 3, ("anvil",))).applied
    assert table.hand_size(state, "marquise") == 3 and table.known_in_hand(state, "marquise") == ["anvil"]
    assert table.draw_size(state) == size - 3
    replay.undo(state)
    assert state.cards == {} and table.draw_size(state) == size


def test_an_empty_draw_pile_is_made_again_from_the_discard_pile_at_once():
    """2.1: "If the deck is ever empty, shuffle the discard pile immediately to form a new deck"."""
    state = fresh()
    size = table.draw_size(state)
    replay.perform(state, Draw("eyrie", size - 1))
    replay.perform(state, Discard("eyrie", (), 3))
    outcome = replay.perform(state, Draw("alliance", 2))  # the last card, then at once the discard pile
    assert outcome.applied and [n.sections[0] for n in outcome.verdict.notes] == ["2.1"]
    assert table.discard_pile(state) == [] and table.draw_size(state) == 3 - 1
    replay.perform(state, Draw("alliance", 2))
    outcome = replay.perform(state, Discard("eyrie", (), 2))  # onto an empty draw pile: shuffled at once
    assert [n.sections[0] for n in outcome.verdict.notes] == ["2.1"]
    assert table.discard_pile(state) == [] and table.draw_size(state) == 2
    replay.undo(state)
    assert table.discard_pile(state) == [] and table.draw_size(state) == 0


@pytest.mark.parametrize("pile", [1, 2, 3, 4])
@pytest.mark.parametrize("count", [1, 2, 3])
def test_a_draw_makes_the_edits_of_its_cards_drawn_one_by_one(pile, count):
    """A draw's last card is not drawn on its scratch board where nothing after reads it (issue
    32): its edits are still those of its cards drawn one by one on the table, the discard pile
    shuffled back whenever the draw pile is empty (2.1), before a card and after the last."""
    state = fresh()
    replay.perform(state, Draw("eyrie", table.draw_size(state) - pile))
    replay.perform(state, Discard("eyrie", (), 3))
    one_by_one, expected = state.copy(history=False), []
    for _ in range(count):
        for step in (table.refill_edits(one_by_one), [card_edit(None, "draw", "hand:marquise")]):
            one_by_one.apply(step)
            expected += step
    expected += table.reshuffle_edits(one_by_one)
    assert Draw("marquise", count).edits(state) == expected
    assert (pile <= count) == any(e.args[1:] == ("discard", "draw") for e in expected)  # shuffled back, or not


@pytest.mark.parametrize("pile", [0, 1])
@pytest.mark.parametrize("count", [1, 2])
def test_a_discard_makes_the_edits_of_its_cards_discarded_one_by_one(pile, count):
    """A discard's last card is not taken on its scratch board where nothing after reads it
    (issue 32): its edits are still those of its cards discarded one by one, onto an empty draw
    pile shuffled back at once (2.1)."""
    state = fresh()
    replay.perform(state, Draw("eyrie", table.draw_size(state) - pile))
    one_by_one, expected = state.copy(history=False), []
    for _ in range(count):
        step = table.take_from_hand(one_by_one, "eyrie", None)
        one_by_one.apply(step)
        expected += step
    expected += table.reshuffle_edits(one_by_one)
    assert Discard("eyrie", (), count).edits(state) == expected
    assert (pile == 0) == any(e.args[1:] == ("discard", "draw") for e in expected)


def test_drawing_from_an_empty_draw_pile_and_discard_pile_is_refused_in_both_modes():
    state = fresh()
    replay.perform(state, Draw("eyrie", table.draw_size(state)))
    refused_in_both(state, Draw("marquise"), "2.1")


def test_a_card_every_copy_of_which_is_elsewhere_cannot_be_drawn():
    state = fresh()
    copies = deck("standard").card("ambush-bird").copies
    replay.perform(state, Draw("eyrie", copies, ("ambush-bird",) * copies))
    refused_in_both(state, Draw("marquise", 1, ("ambush-bird",)), "2.1")


def test_discard_and_spend_go_to_the_discard_pile_a_dominance_card_beside_the_map():
    state = fresh()
    replay.perform(state, Draw("marquise", 4, ("anvil", "dominance-fox")))
    assert replay.perform(state, Discard("marquise", ("anvil",), 1)).applied
    outcome = replay.perform(state, Discard("marquise", ("dominance-fox",), spent=True))
    assert outcome.applied and outcome.verdict.section == "16.6.29"
    assert [n.sections[0] for n in outcome.verdict.notes] == ["3.3.3"]
    assert table.discard_pile(state) == ["anvil", None] and table.beside(state) == ["dominance-fox"]
    assert table.hand_size(state, "marquise") == 1


def test_a_card_not_in_the_hand_cannot_be_discarded():
    state = fresh()
    replay.perform(state, Draw("marquise", 1, ("anvil",)))
    refused_in_both(state, Discard("marquise", ("sappers",)), "1.2.1")  # the one card is known: not Sappers
    refused_in_both(state, Discard("marquise", (), 2), "1.2.1")


def test_a_named_card_given_is_known_to_its_receiver_the_table_sees_a_count():
    state = fresh()
    replay.perform(state, Draw("vagabond", 2))
    outcome = replay.perform(state, Give("vagabond", "eyrie", ("sappers",)))
    assert outcome.applied and "1.3.2" in {n.sections[0] for n in outcome.verdict.notes}
    assert table.known_in_hand(state, "eyrie") == ["sappers"] and table.hand_size(state, "vagabond") == 1
    assert "sappers" not in json.dumps(state.history[-1]["verdict"]["message"])  # the log names no card


def test_a_revealed_card_stays_known_to_its_owner():
    state = fresh()
    replay.perform(state, Draw("alliance", 1))
    outcome = replay.perform(state, Reveal("alliance", "ambush-fox"))
    assert outcome.applied and outcome.verdict.section == "16.6.23"
    assert table.known_in_hand(state, "alliance") == ["ambush-fox"] and table.hand_size(state, "alliance") == 1


def holding_dominance(faction="marquise", score=10, phase="daylight"):
    state = turn_of(fresh(), faction, phase)
    state.scores[faction] = score
    state.apply([card_edit("dominance-rabbit", "draw", f"known:{faction}"), card_edit(None, "draw", f"hand:{faction}")])
    return state


def test_a_dominance_card_is_activated_in_daylight_with_ten_points():
    state = holding_dominance()
    outcome = replay.perform(state, ActivateDominance("marquise", "dominance-rabbit"))
    assert outcome.applied and outcome.verdict.section == "3.3.1"
    assert table.activated(state, "marquise") == "dominance-rabbit" and table.hand_size(state, "marquise") == 1
    # 3.3.2: an activated dominance card cannot be replaced
    state.apply([card_edit("dominance-fox", "draw", "known:marquise")])
    refused_in_both(state, ActivateDominance("marquise", "dominance-fox"), "3.3.2")


def test_under_ten_points_or_outside_daylight_enforce_refuses_and_teach_warns():
    refused_then_taught(holding_dominance(score=9), ActivateDominance("marquise", "dominance-rabbit"), "3.3.1")
    refused_then_taught(holding_dominance(phase="evening"), ActivateDominance("marquise", "dominance-rabbit"), "3.3.1")


def test_an_available_dominance_card_is_taken_with_a_card_of_its_suit():
    """3.3.4, and 2.1.1: birds are wild, but a bird dominance card takes a bird card."""
    rabbit = next(c.id for c in deck("standard").cards if c.suit == "rabbit" and not c.dominance and c.copies == 1)
    fox = next(c.id for c in deck("standard").cards if c.suit == "fox" and not c.dominance)
    bird = next(c.id for c in deck("standard").cards if c.suit == "bird" and not c.dominance)
    state = turn_of(fresh(), "eyrie", "daylight")
    state.apply([card_edit("dominance-rabbit", "draw", "beside"), card_edit("dominance-bird", "draw", "beside")]
                + [card_edit(c, "draw", "known:eyrie") for c in (rabbit, fox, bird)])
    refused_then_taught(state, TakeDominance("eyrie", "dominance-bird", fox), "3.3.4")
    replay.undo(state)
    outcome = replay.perform(state, TakeDominance("eyrie", "dominance-rabbit", rabbit))
    assert outcome.applied and table.beside(state) == ["dominance-bird"]
    assert sorted(table.known_in_hand(state, "eyrie")) == sorted(["dominance-rabbit", fox, bird])
    assert replay.perform(state, TakeDominance("eyrie", "dominance-bird", bird)).applied


def test_a_hand_over_five_stops_the_turn_in_enforce_mode_and_warns_in_teach_mode():
    state = turn_of(fresh(), "eyrie", "evening")
    replay.perform(state, Draw("eyrie", HAND_LIMIT + 1))
    assert over_hand_limit(state, "eyrie").sections == ("7.6.2",)  # the Eyrie's Evening
    refused_then_taught(state, EndTurn(), "7.6.2")
    replay.undo(state)
    replay.perform(state, Discard("eyrie", (), 1))
    assert replay.perform(state, EndTurn()).applied


def test_cards_in_play_used_this_turn_are_ready_at_the_end_of_the_turn():
    state = turn_of(fresh(), "marquise", "evening")
    state.apply([card_edit("sappers", "draw", "play:marquise"), card_edit("sappers", "play:marquise", "used:marquise")])
    assert replay.perform(state, EndTurn()).applied
    assert table.in_play(state, "marquise") == ["sappers"] and table.used_in_play(state, "marquise") == []


def test_a_game_of_card_actions_reads_back_as_it_was_played():
    state = holding_dominance()
    for action in (Draw("eyrie", 3, ("anvil",)), Discard("eyrie", ("anvil",)), Give("eyrie", "alliance", (), 1),
                   ActivateDominance("marquise", "dominance-rabbit"), Reveal("alliance", "sappers")):
        assert replay.perform(state, action, TEACH).applied
    back = read_game_data(json.loads(json.dumps(state.to_json()))).state
    assert position(back) == position(state) and len(back.history) == len(state.history)


def test_a_card_whose_every_copy_is_known_elsewhere_is_in_no_hand():
    """The deck holds so many copies (16.1.2): one seen in the discard pile is not also in a hand."""
    single = next(c.id for c in deck("standard").cards if c.copies == 1 and not c.dominance)
    state = fresh()
    replay.perform(state, Draw("marquise", 2, (single,)))
    replay.perform(state, Discard("marquise", (single,)))
    replay.perform(state, Draw("eyrie", 2))
    for action in (Reveal("eyrie", single), Discard("eyrie", (single,)), Give("eyrie", "alliance", (single,))):
        refused_in_both(state, action, "16.1.2")


def test_one_action_names_no_more_copies_of_a_card_than_the_deck_holds():
    """16.1.2: a card given names its copy once; the second naming in the same gift finds none
    left (before, the gift was accepted and the saved game no longer opened)."""
    single = next(c.id for c in deck("standard").cards if c.copies == 1 and not c.dominance)
    state = fresh()
    replay.perform(state, Draw("marquise", 2))
    refused_in_both(state, Give("marquise", "eyrie", (single, single)), "16.1.2")
    assert replay.perform(state, Give("marquise", "eyrie", (single,), 1)).applied
    assert read_game_data(json.loads(json.dumps(state.to_json()))).state.cards == state.cards


def test_a_card_in_play_is_discarded_from_the_play_area_and_undo_puts_it_back():
    """4.1.3: a persistent card leaves its play area for the discard pile where an effect says
    so (a Rootlog's `#sabo$->`); a card not in play cannot be discarded from it."""
    from rootboard.game.cards.actions import DiscardFromPlay
    from rootboard.game.craft import Craft

    state = fresh()
    replay.perform(state, Draw("marquise", 2, ("armorers",)))
    assert replay.perform(state, Craft("marquise", "armorers"), TEACH).applied  # no workshop: warned, applied
    assert table.in_play(state, "marquise") == ["armorers"]
    before = position(state)
    outcome = replay.perform(state, DiscardFromPlay("marquise", "armorers"))
    assert outcome.applied and outcome.verdict.section == "4.1.3"
    assert table.in_play(state, "marquise") == [] and table.discard_pile(state) == ["armorers"]
    replay.undo(state)
    assert position(state) == before
    refused_in_both(state, DiscardFromPlay("eyrie", "armorers"), "4.1.3")


@pytest.mark.parametrize("pile", [0, 1])
def test_a_card_discarded_from_play_onto_an_empty_draw_pile_is_shuffled_back_at_once(pile):
    """2.1: a card leaving the play area for the discard pile (4.1.3) when the draw pile is
    empty: the discard pile shuffled into a new draw pile at once; with a card left there, not."""
    from rootboard.game.cards.actions import DiscardFromPlay
    from rootboard.game.craft import Craft

    state = fresh()
    replay.perform(state, Draw("marquise", 2, ("armorers",)))
    replay.perform(state, Craft("marquise", "armorers"), TEACH)
    replay.perform(state, Draw("eyrie", table.draw_size(state) - pile))
    outcome = replay.perform(state, DiscardFromPlay("marquise", "armorers"))
    assert outcome.applied and table.in_play(state, "marquise") == []
    assert table.draw_size(state) == (1 if pile == 0 else pile)
    assert table.discard_pile(state) == ([] if pile == 0 else ["armorers"])
