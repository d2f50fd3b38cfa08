"""The cards at the table: card edits move one card, are their own inverse, fit or change
nothing; the draw pile is what is nowhere else; the game file keeps it all and refuses what
does not fit the deck."""

from __future__ import annotations

import json

import pytest

from rootboard.errors import GameFormatError, StateError
from rootboard.game.cards import deck
from rootboard.game.cards import table
from rootboard.game.cards.table import card_edit, cards_view
from rootboard.gamefile.file import read_game_data
from tests.game.gamekit import game

PLAYERS = ("marquise", "eyrie", "alliance", "vagabond")


def reopened(state):
    return read_game_data(json.loads(json.dumps(state.to_json()))).state


def test_a_new_game_keeps_no_card_and_its_draw_pile_is_the_deck():
    state = game("autumn", PLAYERS)
    assert state.cards == {} and not table.tracked(state) and cards_view(state) is None
    assert table.draw_size(state) == deck("standard").size
    assert "cards" not in state.to_json() and "deck" not in state.to_json()  # files as before


def test_two_players_play_without_the_dominance_cards():
    """5.1.3, 16.1.7: a game of two removes the four dominance cards."""
    chosen = deck("standard")
    dominance = sum(c.copies for c in chosen.cards if c.dominance)
    assert dominance and table.draw_size(game("autumn", ("marquise", "eyrie"))) == chosen.size - dominance


def test_card_edits_move_one_card_and_undo_exactly():
    state = game("autumn", PLAYERS)
    edits = [card_edit(None, "draw", "hand:marquise"), card_edit("anvil", "draw", "known:marquise"),
             card_edit("anvil", "known:marquise", "discard"), card_edit(None, "hand:marquise", "discard"),
             card_edit("sappers", "draw", "play:eyrie"), card_edit("sappers", "play:eyrie", "used:eyrie"),
             card_edit("dominance-fox", "draw", "beside")]
    state.apply(edits)
    assert table.discard_pile(state) == ["anvil", None]  # in order, the last on top
    assert table.in_play(state, "eyrie") == ["sappers"] and table.used_in_play(state, "eyrie") == ["sappers"]
    assert table.draw_size(state) == deck("standard").size - 4
    state.revert(edits)
    assert state.cards == {} and table.draw_size(state) == deck("standard").size


@pytest.mark.parametrize("edit", [
    card_edit("anvil", "known:marquise", "discard"),  # not there
    card_edit(None, "hand:marquise", "discard"),  # no card not named
    card_edit(None, "draw", "known:marquise"),  # what is known is known by name
    card_edit("anvil", "draw", "hand:nobody"),  # no such player
    card_edit("anvil", "draw", "pocket"),  # no such place
])
def test_an_edit_that_does_not_fit_changes_nothing(edit):
    state = game("autumn", PLAYERS)
    state.apply([card_edit(None, "draw", "hand:eyrie")])
    before = json.dumps(state.to_json())
    with pytest.raises(StateError):
        state.apply([card_edit(None, "draw", "hand:alliance"), edit])
    assert json.dumps(state.to_json()) == before


def test_one_activated_dominance_card_each():
    state = game("autumn", PLAYERS)
    state.apply([card_edit("dominance-fox", "draw", "activated:marquise")])
    with pytest.raises(StateError):
        state.apply([card_edit("dominance-bird", "draw", "activated:marquise")])


def test_the_draw_pile_cannot_go_below_empty():
    state = game("autumn", PLAYERS)
    size = table.draw_size(state)
    state.apply([card_edit(None, "draw", "hand:eyrie")] * size)
    assert table.draw_size(state) == 0 and table.hand_size(state, "eyrie") == size
    with pytest.raises(StateError):
        state.apply([card_edit(None, "draw", "hand:eyrie")])


def test_refill_edits_say_what_a_draw_needs_first():
    """2.1: before a card is drawn, an empty draw pile is made again from the discard pile;
    with both empty no card can be drawn (None). What refill_edits gives is what
    reshuffle_edits and the draw pile's size said together."""
    state = game("autumn", PLAYERS)
    state.apply([card_edit(None, "draw", "hand:eyrie")])
    state.apply([card_edit(None, "hand:eyrie", "discard")])
    assert table.draw_size(state) > 0 and table.discard_pile(state)
    assert table.refill_edits(state) == [] == table.reshuffle_edits(state)  # the pile holds cards: nothing to do
    size = table.draw_size(state)
    state.apply([card_edit(None, "draw", "hand:eyrie")] * size)
    assert table.draw_size(state) == 0
    refill = table.refill_edits(state)
    assert refill and refill == table.reshuffle_edits(state)
    discarded = len(table.discard_pile(state))
    state.apply(refill)
    assert table.draw_size(state) == discarded and not table.discard_pile(state)
    state.apply([card_edit(None, "draw", "hand:eyrie")] * discarded)
    assert table.draw_size(state) == 0 and not table.discard_pile(state)
    assert table.refill_edits(state) is None and table.reshuffle_edits(state) == []


def test_card_steps_are_applied_to_their_scratch_board_when_it_is_read():
    """A card action's steps (table.CardSteps) move the scratch board's cards, read after each
    step, and never the position's."""
    state = game("autumn", PLAYERS)
    state.apply([card_edit(None, "draw", "hand:eyrie")] * 2)
    before = state.cards
    steps = table.CardSteps(state)
    steps.give([card_edit(None, "hand:eyrie", "discard")])
    assert table.hand_size(steps.board, "eyrie") == 1 and table.discard_pile(steps.board) == [None]
    steps.give([card_edit(None, "draw", "hand:marquise")])
    assert table.hand_size(steps.board, "marquise") == 1
    assert table.draw_size(steps.board) == table.draw_size(state) - 1
    assert state.cards is before and table.hand_size(state, "eyrie") == 2 and not table.discard_pile(state)


@pytest.mark.parametrize("pile", [0, 1, 2, 3])
@pytest.mark.parametrize("steps", [("draw",), ("discard",), ("draw", "discard"), ("discard", "draw", "draw")])
def test_card_steps_find_the_reshuffle_their_steps_leave_due(pile, steps):
    """2.1: after an action's last step, the discard pile shuffled into an empty draw pile,
    exactly as on a board where every step was applied, whether or not the steps were."""
    state = game("autumn", PLAYERS)
    state.apply([card_edit(None, "draw", "hand:eyrie")] * (table.draw_size(state) - pile))
    state.apply([card_edit(None, "hand:eyrie", "discard")])
    scratch, applied = table.CardSteps(state), state.copy(history=False)
    for n, name in enumerate(steps):
        if name == "draw":  # an empty draw pile made again first, as a draw does (2.1)
            refill = table.refill_edits(applied)
            assert refill is not None  # the discard pile holds a card
            step = [*refill, card_edit(None, "draw", "hand:marquise")]
        else:
            step = [card_edit(None, "hand:eyrie", "discard")]
        applied.apply(step)
        scratch.give(step)
        if n == 0:
            scratch.board  # noqa: B018  (read between steps, as an action reads it)
    expected = table.reshuffle_edits(applied)
    assert scratch.reshuffle_edits() == expected
    assert bool(expected) == (table.draw_size(applied) == 0 and bool(table.discard_pile(applied)))


def test_a_place_keeps_its_cards_sorted_whatever_order_they_came_in():
    state = game("autumn", PLAYERS)
    names = [c.id for c in deck("standard").cards if not c.dominance][:8]
    known, played = names[:4], names[4:]
    state.apply([card_edit(name, "draw", "known:marquise") for name in sorted(known, reverse=True)])
    state.apply([card_edit(name, "draw", "play:eyrie") for name in sorted(played, reverse=True)])
    kept = state.to_json()["cards"]
    assert kept["known"]["marquise"] == sorted(known) and kept["play"]["eyrie"] == sorted(played)
    assert reopened(state).cards == state.cards  # the one form a file reads back


def test_the_game_file_keeps_the_cards_and_the_deck():
    state = game("autumn", PLAYERS)
    state.deck = "exiles"
    state.apply([card_edit(None, "draw", "hand:marquise"), card_edit("informants", "draw", "known:marquise"),
                 card_edit("tunnels", "draw", "discard"), card_edit(None, "draw", "discard"),
                 card_edit("dominance-mouse", "draw", "beside")])
    back = reopened(state)
    assert back.deck == "exiles" and back.cards == state.cards
    assert cards_view(back).to_json() == cards_view(state).to_json()


@pytest.mark.parametrize("cards, element", [
    ({"known": {"marquise": ["no-such-card"]}}, "cards"),
    ({"known": {"marquise": ["anvil"]}, "discard": ["anvil", "anvil"]}, "cards"),  # more copies than the deck holds
    ({"beside": ["anvil"]}, "cards.beside"),  # only dominance cards lie beside the map
    ({"hands": {"corvids": 2}}, "cards.hands.corvids"),  # not a player of this game
    ({"hands": {"marquise": 54, "eyrie": 1}}, "cards"),  # more cards than the deck
])
def test_card_state_that_does_not_fit_the_deck_is_refused_naming_the_element(cards, element):
    data = game("autumn", PLAYERS).to_json()
    data["cards"] = cards
    with pytest.raises(GameFormatError) as caught:
        read_game_data(data, "bad.json")
    assert caught.value.element == element and caught.value.source == "bad.json"


def test_hidden_cards_are_shown_only_to_their_owner():
    state = game("autumn", PLAYERS)
    state.apply([card_edit("anvil", "draw", "known:marquise"), card_edit(None, "draw", "hand:marquise")])
    table_view, own, other = cards_view(state), cards_view(state, "marquise"), cards_view(state, "eyrie")
    assert table_view.hands["marquise"] == 2 == own.hands["marquise"]
    assert "anvil" not in json.dumps(table_view.to_json()) and "anvil" not in json.dumps(other.to_json())
    assert own.to_json()["known"] == {"marquise": ["anvil"]}
