"""One check of an item's name beside the item supply (rootboard.game.crafted.not_an_item,
check_item): every action that names an item (the League's exhaust and refresh, the Exile's item,
a bot's order card and craft) and the Exile's card read from a file refuse a name that is no item
of the supply with the same words; every item of the supply passes."""

from __future__ import annotations

import pytest

import rootboard.game.terms  # noqa: F401  (the words the messages are said in)
from rootboard.errors import BadInput
from rootboard.game.bots.actions import BotCraft, BotOrder
from rootboard.game.cards.catalogue import ITEMS
from rootboard.game.cards.league import LeagueExhaust, RefreshCrafted
from rootboard.game.crafted import ITEM_SUPPLY, check_item, not_an_item
from rootboard.game.factions.hirelings.exile import GiveItem, board_problem
from rootboard.messages import render
from tests.game.factions.hirelings.kit import ME, hired

NOT_ITEM = "sabre"


def test_every_item_of_the_supply_is_an_item_and_the_cards_name_the_same():
    assert set(ITEM_SUPPLY) == set(ITEMS)  # the card catalogue's items are the supply's (5.1.5)
    for item in ITEM_SUPPLY:
        assert not_an_item(item) is None
        check_item(item)


def test_a_name_that_is_no_item_is_said_once_the_same_by_every_action():
    state = hired("the-exile")
    expected = not_an_item(NOT_ITEM)
    assert expected is not None and expected.id == "item.not-an-item"
    actions = [LeagueExhaust(ME, NOT_ITEM), RefreshCrafted(ME, (NOT_ITEM,)), GiveItem(ME, "the-exile", NOT_ITEM),
               BotCraft(ME, NOT_ITEM), BotOrder(ME, ("fox",), NOT_ITEM)]
    for action in actions:
        before = state.to_json()
        with pytest.raises(BadInput) as refused:
            action.check(state)
        assert refused.value.problem == expected, action.kind
        assert state.to_json() == before  # nothing changed
    state.boards = {**state.boards, "the-exile": {"items": [NOT_ITEM]}}
    assert board_problem(state, "the-exile") == ("boards", expected)


@pytest.mark.parametrize("lang", ["en", "nl", "es"])
def test_it_is_said_in_each_language_naming_the_items_to_choose_from(lang):
    said = render(not_an_item(NOT_ITEM), lang)
    assert repr(NOT_ITEM) in said and all(item in said for item in ITEM_SUPPLY)
