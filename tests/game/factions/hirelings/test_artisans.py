"""The Mole Artisans' card (hirelings/artisans.py, 16.4.2.II): its controller, crafting a card
with an item, may reveal the card instead of discarding it (``craft ... reveal=true``); the card
is kept revealed (public) and returns to the hand at the end of the turn, after the hand limit
was judged (the card: "you may end your turn with 6+ cards"). Refused for a player who controls
no Mole Artisans, and for a card that makes no item; the revealed cards reopen with the game
file and a tampered one is refused naming the element. Cards and clearings from the catalogue
and the derived board, never typed."""

from __future__ import annotations

import json

import pytest

import rootboard.game.terms  # noqa: F401  (the words the messages are said in)
from rootboard.game import actions as act
from rootboard.game import replay
from rootboard.game.cards.actions import Draw
from rootboard.game.cards.catalogue import deck
from rootboard.game.cards.places import discard_pile, hand_size, known_in_hand, revealed
from rootboard.game.craft import Craft
from rootboard.game.modes import TEACH
from tests.game.factions.hirelings.kit import ME, PLAYERS, hired
from tests.game.gamekit import put, turn_of

CARD_OWNER = "sunward-expedition"  # the card whose demoted side is the Mole Artisans
ENEMY = PLAYERS[1]


def _card(kind: str):
    """A card of ``kind`` costing one named suit (the catalogue's first)."""
    return next(c for c in deck("standard").cards if c.kind == kind and len(c.cost) == 1 and c.cost[0] != "any")


def artisans(others: int = 0, kind: str = "item"):
    """ME controls the Mole Artisans at its Daylight, with a workshop in a clearing of the
    card's suit, the card named in its hand and ``others`` more cards not named."""
    state = hired(CARD_OWNER, demoted=True)
    card = _card(kind)
    where = next(c for c, s in sorted(state.suits.items()) if s == card.cost[0])
    put(state, where, ME, "workshop")
    assert replay.perform(state, Draw(ME, 1, (card.id,))).applied
    if others:
        assert replay.perform(state, Draw(ME, others)).applied
    turn_of(state, ME, "daylight")
    return state, card


def test_its_controller_reveals_the_item_card_and_takes_it_back_at_the_end_of_the_turn():
    state, card = artisans(others=5)
    piled = len(discard_pile(state))
    outcome = replay.perform(state, Craft(ME, card.id, reveal=True))
    assert outcome.applied and outcome.verdict.legal
    note = next(n for n in outcome.verdict.notes if n.id == "hireling-artisans.reveals")
    assert "16.4.2.II" in note.sections
    assert revealed(state, ME) == [card.id] and len(discard_pile(state)) == piled and hand_size(state, ME) == 5
    assert card.item in state.crafted.boxes[ME]  # crafted all the same (4.1.2)
    assert [m.id for m in state.law[CARD_OWNER].board_words(state)] == ["hireling-artisans.revealed"]
    from rootboard.gamefile.file import read_game_data

    assert read_game_data(state.to_json()).state.fields_json() == state.fields_json()
    turn_of(state, ME, "evening")
    ended = replay.perform(state, act.EndTurn())
    # Five in hand when the hand limit is judged; the revealed card back after it: six.
    assert ended.applied and ended.verdict.legal, ended.verdict
    assert not revealed(state, ME) and card.id in known_in_hand(state, ME) and hand_size(state, ME) == 6
    assert not state.law[CARD_OWNER].board_words(state)
    replay.undo(state)  # the end of the turn taken back: the card is revealed again
    assert revealed(state, ME) == [card.id]


def test_without_revealing_the_card_is_discarded_as_ever():
    state, card = artisans()
    assert replay.perform(state, Craft(ME, card.id)).applied
    assert discard_pile(state)[-1] == card.id and not revealed(state, ME)
    assert Craft(ME, card.id).to_json() == {"type": "craft", "faction": ME, "card": card.id, "clearings": [],
                                            "remove_item": False}  # a file as before: no reveal written


def test_a_player_without_the_mole_artisans_is_refused_and_teach_mode_logs_the_warning():
    state, card = artisans()
    assert replay.perform(state, act.Control(CARD_OWNER, ENEMY)).applied
    turn_of(state, ME, "daylight")
    before = state.to_json()
    refused = replay.perform(state, Craft(ME, card.id, reveal=True))
    assert not refused.applied and refused.verdict.message.id == "craft.no-revealing"
    assert "16.4.2.II" in refused.verdict.sections and state.to_json() == before
    taught = replay.perform(state, Craft(ME, card.id, reveal=True), TEACH)
    assert taught.applied and state.history[-1]["verdict"]["message"]["id"] == "craft.no-revealing"
    assert revealed(state, ME) == [card.id]


def test_the_promoted_side_lets_nobody_reveal():
    state = hired(CARD_OWNER)  # the Sunward Expedition showing
    card = _card("item")
    where = next(c for c, s in sorted(state.suits.items()) if s == card.cost[0])
    put(state, where, ME, "workshop")
    assert replay.perform(state, Draw(ME, 1, (card.id,))).applied
    turn_of(state, ME, "daylight")
    assert Craft(ME, card.id, reveal=True).check(state).message.id == "craft.no-revealing"


def test_a_card_that_makes_no_item_is_never_revealed():
    state, card = artisans(kind="improvement")
    refused = Craft(ME, card.id, reveal=True).check(state)
    assert not refused.possible and refused.message.id == "craft.reveal-not-item"
    assert "16.4.2.II" in refused.sections
    assert not replay.perform(state, Craft(ME, card.id, reveal=True), TEACH).applied


def test_a_file_with_a_card_revealed_by_no_player_names_the_element(tmp_path):
    from rootboard.errors import GameFormatError
    from rootboard.gamefile.file import save_game
    from tests.helpers import load_game

    state, card = artisans()
    assert replay.perform(state, Craft(ME, card.id, reveal=True)).applied
    path = tmp_path / "game.json"
    save_game(state, path)
    assert load_game(path).fields_json() == state.fields_json()
    data = json.loads(path.read_text(encoding="utf-8"))
    data["cards"]["revealed"] = {"nobody": [card.id]}
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(GameFormatError) as error:
        load_game(path)
    assert str(path) in str(error.value) and "cards.revealed" in str(error.value)
