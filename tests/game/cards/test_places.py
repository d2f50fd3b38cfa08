"""Where a card can be (rootboard.game.cards.places): a card named on a faction's board, as
the Eyrie's Decree names its cards (7.2.1, public), is a copy no hand may hold."""

from __future__ import annotations

from rootboard.game import replay
from rootboard.game.cards.actions import Draw, Reveal
from rootboard.game.cards.catalogue import deck
from rootboard.game.cards.places import copies_left
from rootboard.game.factions.eyrie import actions as ea
from tests.game.gamekit import game, turn_of


def test_every_copy_in_the_decree_leaves_none_for_a_hand_to_reveal():
    """Before, the Decree's cards were a count on her board: with both copies of a card in the
    Decree a third was revealed in her hand, and the game file then did not open (the Decree's
    own check counted the copies). Found playing three rounds through the command line."""
    state = game("autumn", ("marquise", "eyrie"))
    replay.perform(state, ea.ChooseLeader("builder"))
    card = next(c for c in deck("standard").cards if c.suit == "bird" and c.copies > 1)
    assert replay.perform(state, Draw("eyrie", card.copies + 1)).applied  # hands kept
    for column in ("recruit", "build")[:card.copies]:
        turn_of(state, "eyrie", "birdsong")
        state.step = "decree"
        assert replay.perform(state, Reveal("eyrie", card.id)).applied
        assert replay.perform(state, ea.AddToDecree((card.id,), (column,))).applied
    assert copies_left(state, card.id) == 0
    assert not replay.perform(state, Reveal("eyrie", card.id)).applied
    assert state.law["eyrie"].position_problem(state) is None  # what a game file's reading asks of her board


def test_a_card_is_counted_once_in_each_place_that_names_it_and_never_in_a_count():
    # named_elsewhere reads the places the card state holds (those outside_draw_pile counts):
    # each place that names its cards counts its copies; a hand's or a board's count names none.
    from rootboard.game.cards.places import NAMED_KEYS, SIZED_KEYS, named_elsewhere, outside_draw_pile

    state = game("autumn", ("marquise", "eyrie"))
    card = "ambush-fox"
    named = {key: {"marquise": [card, "other"]} for key in NAMED_KEYS}
    state.cards = {**named, "hands": {"marquise": 3}, "boards": {"eyrie": 2}, "discard": [card, card, "other"],
                   "beside": [card], "activated": {"marquise": card, "eyrie": "other"}}
    assert SIZED_KEYS == {"discard", "beside", "activated"}  # the places below, each named
    assert named_elsewhere(state, card) == len(NAMED_KEYS) + 2 + 1 + 1
    assert named_elsewhere(state, "nowhere") == 0
    assert outside_draw_pile(state) == 2 * len(NAMED_KEYS) + 3 + 2 + 3 + 1 + 2
