"""The Exile's card (hirelings/exile.py, 16.4.2.II): any player, in its own turn, with faction
pieces adjacent to the Exile's pawn, puts an item from its Crafted Items box on the card, draws
a card and scores a point; refused otherwise, each refusal citing the card; offered by the same
check; the items on the card reopen with the game file, and a file holding more than the item
supply gave is refused naming the element. Clearings and forests from the derived board."""

from __future__ import annotations

import json

import rootboard.game.terms  # noqa: F401  (the words the messages are said in)
from rootboard.game import replay
from rootboard.game.cards.places import hand_size
from rootboard.game.factions.hirelings.exile import GiveItem, adjacent_clearings, items_on_card
from rootboard.game.kinds import PAWN
from tests.game.factions.hirelings.kit import ME, PLAYERS, hired, offered, refused_then_taught
from tests.game.gamekit import put, turn_of

ENEMY = PLAYERS[1]
ITEM = "sword"


def exiled(demoted: bool = False):
    """The Exile's pawn in a forest, ENEMY's warrior in a clearing that forest touches, a sword
    crafted into ENEMY's box, at ENEMY's Daylight; the game keeping its hands."""
    from rootboard.game.cards.actions import Draw

    state = hired("the-exile", demoted=demoted)
    forest = state.topology.forests_of(min(state.topology.board.clearings))[0]
    put(state, forest, "the-exile", PAWN)
    near = adjacent_clearings(state, forest)[0]
    put(state, near, ENEMY)
    state.crafted = state.crafted.take_item(ITEM, ENEMY)
    assert replay.perform(state, Draw(ENEMY, 1)).applied
    turn_of(state, ENEMY, "daylight")
    return state, forest, near


def test_a_player_beside_the_exile_puts_an_item_on_its_card_draws_and_scores():
    state, forest, near = exiled()
    action = GiveItem(ENEMY, "the-exile", ITEM)
    assert offered(state, "hireling-item")[action].legal  # offered by the same check
    before = state.scores.get(ENEMY, 0)
    outcome = replay.perform(state, action)
    assert outcome.applied and outcome.verdict.message.id == "hireling-item.done"
    assert "16.4.2.II" in outcome.verdict.sections
    assert items_on_card(state, "the-exile") == [ITEM] and ITEM not in state.crafted.boxes.get(ENEMY, ())
    assert state.scores[ENEMY] == before + 1 and hand_size(state, ENEMY) == 2
    assert not offered(state, "hireling-item")  # its box is empty now
    from rootboard.gamefile.file import read_game_data

    again = read_game_data(state.to_json()).state
    assert again.fields_json() == state.fields_json() and items_on_card(again, "the-exile") == [ITEM]
    assert [m.id for m in state.law["the-exile"].board_words(state)] == ["hireling-item.on-card"]


def test_far_from_the_exile_it_is_refused_and_teach_mode_logs_the_warning():
    state, forest, near = exiled()
    from rootboard.game.placement import PieceRequest
    from rootboard.game import actions as act

    assert replay.perform(state, act.Remove(PieceRequest(ENEMY, "warrior", near))).applied
    far = next(c for c in sorted(state.topology.board.clearings) if c not in adjacent_clearings(state, forest))
    put(state, far, ENEMY)
    action = GiveItem(ENEMY, "the-exile", ITEM)
    refused_then_taught(state, action, "hireling-item.not-adjacent")
    assert items_on_card(state, "the-exile") == [ITEM]


def test_only_in_its_own_turn_with_the_item_and_on_the_exiles_side():
    state, forest, near = exiled()
    turn_of(state, ME, "daylight")
    refused = GiveItem(ENEMY, "the-exile", ITEM).check(state)
    assert not refused.legal and refused.possible and refused.message.id == "hireling-item.not-on-turn"
    refused = GiveItem(ME, "the-exile", ITEM).check(state)  # nothing in its box: not even taught
    assert not refused.possible and refused.message.id == "hireling-item.not-in-box"
    state, forest, near = exiled(demoted=True)  # the Brigand's side: no such ability
    refused = GiveItem(ENEMY, "the-exile", ITEM).check(state)
    assert not refused.possible and refused.message.id == "hireling-item.takes-none"
    assert not offered(state, "hireling-item")


def test_a_file_with_more_items_than_the_supply_gave_names_the_element(tmp_path):
    from rootboard.errors import GameFormatError
    from rootboard.gamefile.file import save_game
    from tests.helpers import load_game

    state, forest, near = exiled()  # one sword taken from the supply, in ENEMY's box
    path = tmp_path / "game.json"
    save_game(state, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["boards"]["the-exile"] = {"items": [ITEM]}  # a second sword, never taken from the supply
    path.write_text(json.dumps(data), encoding="utf-8")
    try:
        load_game(path)
    except GameFormatError as error:
        assert str(path) in str(error) and "boards" in str(error) and "4.1.2" in str(error)
    else:
        raise AssertionError("a sword never taken from the supply was read")
