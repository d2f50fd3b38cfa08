"""Cards on a faction board (the Alliance's supporters, the Eyrie's Decree) and a card taken
from the discard pile: checked, applied as card edits, undone, saved and read back."""

from __future__ import annotations

import pytest

from rootboard.game import replay
from rootboard.game.cards import deck, table
from rootboard.game.cards.actions import BoardCards, Discard, Draw, TakeDiscarded
from rootboard.game.cards.places import on_board
from rootboard.game.cards.table import card_edit
from tests.game.cards.test_actions import fresh, position, refused_in_both


def test_cards_onto_a_board_leave_the_hand_and_the_draw_pile_and_undo_puts_them_back():
    state = fresh()
    size = table.draw_size(state)
    replay.perform(state, Draw("alliance", 3, ("anvil",)))
    assert replay.perform(state, BoardCards("alliance", 2, ("anvil",))).applied  # mobilize (8.4.1)
    assert on_board(state, "alliance") == 2 and table.hand_size(state, "alliance") == 1
    assert replay.perform(state, BoardCards("alliance", 1, source="draw")).applied  # a supporter from the deck
    assert on_board(state, "alliance") == 3 and table.draw_size(state) == size - 4
    assert replay.perform(state, BoardCards("alliance", 1, source="hand", giver="marquise")).applied is False
    replay.undo(state)
    replay.undo(state)
    assert on_board(state, "alliance") == 0 and table.hand_size(state, "alliance") == 3


def test_a_card_given_onto_another_board_comes_from_the_givers_hand():
    state = fresh()
    replay.perform(state, Draw("marquise", 1))
    assert replay.perform(state, BoardCards("alliance", 1, source="hand", giver="marquise")).applied  # outrage (8.2.3)
    assert table.hand_size(state, "marquise") == 0 and on_board(state, "alliance") == 1


def test_cards_off_a_board_go_to_the_discard_pile_and_no_more_than_it_holds():
    state = fresh()
    replay.perform(state, BoardCards("eyrie", 2, source="draw"))
    assert replay.perform(state, BoardCards("eyrie", 2, ("sappers",), source="board")).applied  # turmoil (7.7)
    assert table.discard_pile(state) == ["sappers", None] and on_board(state, "eyrie") == 0
    refused_in_both(state, BoardCards("eyrie", 1, source="board"), "2.1")


@pytest.mark.parametrize("pile", [1, 2, 3])
@pytest.mark.parametrize("count", [1, 2, 3])
def test_cards_onto_a_board_from_the_draw_pile_make_the_edits_of_each_card_drawn_one_by_one(pile, count):
    """A supporter or a Decree's card from the deck (8.2.3, 7.2.1) is drawn as a hand's card
    is: the discard pile shuffled back whenever the draw pile is empty, before a card and after
    the last (2.1)."""
    state = fresh()
    replay.perform(state, Draw("eyrie", table.draw_size(state) - pile))
    replay.perform(state, Discard("eyrie", (), 3))
    one_by_one, expected = state.copy(history=False), []
    for _ in range(count):
        step = [*table.refill_edits(one_by_one), card_edit(None, "draw", "board:alliance")]
        one_by_one.apply(step)
        expected += step
    expected += table.reshuffle_edits(one_by_one)
    assert BoardCards("alliance", count, source="draw").edits(state) == expected
    assert (pile <= count) == any(e.args[1:] == ("discard", "draw") for e in expected)


def test_a_card_taken_from_the_discard_pile_is_the_one_named_there_or_one_not_named():
    state = fresh()
    replay.perform(state, Draw("marquise", 3, ("anvil",)))
    replay.perform(state, Discard("marquise", ("anvil",), 1))
    assert replay.perform(state, TakeDiscarded("eyrie", "anvil")).applied
    assert table.known_in_hand(state, "eyrie") == ["anvil"] and table.discard_pile(state) == [None]
    assert replay.perform(state, TakeDiscarded("eyrie", "sappers")).applied  # the card put there unseen
    assert table.hand_size(state, "eyrie") == 2 and table.discard_pile(state) == []
    refused_in_both(state, TakeDiscarded("eyrie"), "2.1")


def test_a_game_with_cards_on_a_board_saves_and_reads_back(tmp_path):
    from rootboard.gamefile.file import save_game
    from tests.helpers import load_game

    state = fresh()
    replay.perform(state, Draw("alliance", 2))
    replay.perform(state, BoardCards("alliance", 2))
    path = tmp_path / "game.json"
    save_game(state, path)
    again = load_game(path)
    assert position(again) == position(state) and on_board(again, "alliance") == 2


def test_a_board_keeps_no_name_yet_one_action_names_no_more_copies_than_the_deck_holds():
    """16.1.2: two copies of a card the deck holds once are not put on a board, from a hand
    or from the draw pile."""
    single = next(c.id for c in deck("standard").cards if c.copies == 1 and not c.dominance)
    state = fresh()
    replay.perform(state, Draw("alliance", 2))
    refused_in_both(state, BoardCards("alliance", 2, (single, single)), "16.1.2")
    refused_in_both(state, BoardCards("alliance", 2, (single, single), source="draw"), "2.1")
    assert replay.perform(state, BoardCards("alliance", 2, (single,), source="draw")).applied
