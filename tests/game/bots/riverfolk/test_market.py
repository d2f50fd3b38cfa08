"""The Riverfolk Robots' Market (Law of Rootbotics 9.2.1, 9.2.3.I; [CR] Setup4, StockMarket,
CraftOrder, Discard), kept on their board: dealt at setup, stocked in Birdsong, the crafted card
and the leftmost discarded, a Hand Card bought from it; the file keeps it; status says it."""

from __future__ import annotations

import json

import pytest

from rootboard.errors import BadInput
from rootboard.game import replay
from rootboard.game.bots import settings
from rootboard.game.bots.play import play_setup
from rootboard.game.bots.riverfolk.actions import BotMarket
from rootboard.game.bots.riverfolk.market import MARKET_SIZE, STOCK_DRAW, row
from rootboard.game.cards.catalogue import deck
from rootboard.game.cards.places import discard_pile, draw_size, known_in_hand, on_board
from rootboard.game.factions.riverfolk.actions import Buy
from rootboard.game.turns.options import options
from tests.game.bots.riverfolk.kit import R, payments, robots_game, said, turn
from tests.game.gamekit import game, turn_of
from tests.helpers import load_game, run_cli


PAID = (("marquise", 1),)  # a warrior in Payments: no Protectionism (9.2.4), one discard in Evening


def _with_item(state, item, n=1):
    """``n`` card ids of the game's deck that show ``item`` (from the catalogue)."""
    return [c.id for c in deck(state.deck).cards if c.item == item][:n]


def _without_item(state, n):
    return [c.id for c in deck(state.deck).cards if c.item is None and not c.dominance][:n]


def _market(state, cards):
    """The Market dealt as the table says: ``cards`` left to right (None: not named), one draw each."""
    for c in cards:
        assert replay.perform(state, BotMarket(draw=1, cards=(c,) if c else ()), "enforce").applied
    return state


def test_setup_deals_five_cards_onto_their_board_face_up_in_a_row():
    state = robots_game()
    size = draw_size(state)
    played = play_setup(state, R, settings("riverfolk-robots"))
    assert row(state) == [None] * MARKET_SIZE  # 9.2.1: a row of five, not named until the table names them
    assert on_board(state, R) == MARKET_SIZE and draw_size(state) == size - MARKET_SIZE  # drawn from the deck
    assert played[-1].doing.section == "9.3.5" and played[-1].doing.action.kind == "bot-riverfolk-market"


def test_stocking_draws_two_onto_the_right_none_past_five():
    state = _market(robots_game(paid=PAID), ["anvil", None, "sappers"])
    played = turn(state, "fox")
    assert [p.doing.action for p in played if p.doing.section == "9.4.1"][-1] == BotMarket(draw=STOCK_DRAW)
    # 2 more on the right (3 + 2 = 5); the Evening's discard took the leftmost (9.6.3).
    assert row(state) == [None, "sappers", None, None]
    assert discard_pile(state)[-1] == "anvil"
    full = _market(robots_game(paid=PAID), [None] * (MARKET_SIZE - 1))
    turn(full, "fox")
    stocked = [p.doing for p in turn(_market(robots_game(paid=PAID), [None] * MARKET_SIZE), "fox")
               if p.doing.section == "9.4.1"]
    assert not [d for d in stocked if isinstance(d.action, BotMarket)]  # full: nothing drawn
    assert len(row(full)) == MARKET_SIZE - 1  # one drawn (4 + 1), one discarded


def test_a_sixth_card_is_refused_even_taught_and_nothing_changes():
    state = _market(robots_game(), [None] * MARKET_SIZE)
    before = state.fields_json()
    for mode in ("teach", "enforce"):  # a row of five (9.2.1): a sixth would not open again
        outcome = replay.perform(state, BotMarket(draw=1), mode)
        assert not outcome.applied and outcome.verdict.message.template.id == "bot.riverfolk.market.over-five"
        assert outcome.verdict.message.sections == ("9.2.1",)
    assert state.fields_json() == before


def test_the_crafted_card_is_the_first_named_showing_the_item_and_leaves_the_market():
    state = robots_game(paid=PAID)
    plain = _without_item(state, 2)
    sword = _with_item(state, "sword", 2)
    _market(state, [plain[0], sword[0], plain[1], sword[1]])
    turn(state, "fox", item="sword")
    # 9.4.2: sword[0] crafted and discarded (the first from the left showing it); 9.4.1 drew one
    # onto the right; 9.6.3 discarded the leftmost.
    assert row(state) == [plain[1], sword[1], None]
    assert discard_pile(state)[-2:] == [sword[0], plain[0]]


def test_a_crafted_card_not_named_is_left_to_the_table():
    state = _market(robots_game(), [None, None])
    played = turn(state, "fox", item="sword")
    assert "bot.riverfolk.crafted-unnamed" in said(played)


def test_the_shield_discards_twice_from_the_left():
    state = robots_game()  # Payments empty: Protectionism, shield (9.2.4)
    names = _without_item(state, 3)
    _market(state, names)
    played = turn(state, "fox")
    assert said(played).count("bot.riverfolk.discard-again") == 1
    assert row(state) == [names[2], None, None] and discard_pile(state)[-2:] == names[:2]


def test_a_hand_card_takes_the_named_card_from_the_market_into_the_buyers_hand():
    state = robots_game(paid=((R, 1),))
    names = _without_item(state, 3)
    _market(state, [names[0], None, names[1], names[2]])
    turn_of(state, "marquise")
    supply = state.supply[("marquise", "warrior")]
    outcome = replay.perform(state, Buy("marquise", "hand-card", card=names[1]), "enforce")
    assert outcome.applied, outcome.verdict
    assert outcome.verdict.message.template.id == "bot.riverfolk.market.bought-named"  # from the Market, not a hand
    assert outcome.verdict.message.params["card"] == names[1]
    assert row(state) == [names[0], None, names[2]]  # the others keep their order (9.2.1)
    assert known_in_hand(state, "marquise") == [names[1]] and on_board(state, R) == 3
    price = state.law[R].service_price(state, "hand-card", "marquise")
    assert payments(state)["marquise"] == price and state.supply[("marquise", "warrior")] == supply - price  # 9.2.3


def test_a_hand_card_not_in_the_market_or_not_named_is_refused_and_nothing_changes():
    state = robots_game(paid=((R, 1),))
    names = _without_item(state, 3)
    _market(state, names[:2])
    turn_of(state, "marquise")
    before = state.fields_json()
    for buy, refusal in ((Buy("marquise", "hand-card", card=names[2]), "bot.riverfolk.market.not-there"),
                         (Buy("marquise", "hand-card"), "bot.riverfolk.market.name-it")):
        outcome = replay.perform(state, buy, "teach")  # not even taught: the card is not there
        assert not outcome.applied and outcome.verdict.message.template.id == refusal
        assert outcome.verdict.message.sections == ("9.2.3.I",)
    assert state.fields_json() == before


def test_each_named_market_card_is_offered_to_the_human_on_turn():
    state = robots_game(paid=((R, 1),))
    names = _without_item(state, 2)
    _market(state, [names[0], None, names[1]])
    turn_of(state, "marquise")
    offered = [o.action for o in options(state) if o.action.kind == "riverfolk-buy"]
    assert sorted(a.card for a in offered) == sorted(names)
    assert all(o.playable for o in options(state) if o.action.kind == "riverfolk-buy")


def test_a_card_not_named_is_named_in_its_place_then_discarded_named():
    state = _market(robots_game(), [None, None])
    assert replay.perform(state, BotMarket(name=2, cards=("sappers",)), "enforce").applied
    assert row(state) == [None, "sappers"]
    refused = replay.perform(state, BotMarket(name=2, cards=("anvil",)), "enforce")
    assert not refused.applied and refused.verdict.message.template.id == "bot.riverfolk.market.named-already"
    assert replay.perform(state, BotMarket(discard=1, cards=("anvil",)), "enforce").applied
    assert row(state) == ["sappers"] and discard_pile(state)[-1] == "anvil"
    with pytest.raises(BadInput):
        BotMarket(draw=1, discard=1).check(state)


def test_the_market_is_kept_in_the_file_and_said_by_status(tmp_path):
    path = tmp_path / "robots.json"
    assert run_cli("new", "winter", "-o", path, "--factions", "marquise,eyrie,riverfolk", "--seed", "2")[0] == 0
    assert run_cli("bot", path, "riverfolk", "--setup")[0] == 0
    assert run_cli("act", path, "bot-riverfolk-market", "name=1", 'cards=["sappers"]')[0] == 0
    state = load_game(path)
    assert row(state) == ["sappers", *[None] * (MARKET_SIZE - 1)]
    code, out, err = run_cli("--lang", "nl", "status", path)
    assert code == 0, err
    assert "Markt, van links naar rechts:" in out and "Sappers" in out


def test_a_malformed_market_names_the_file_and_the_element(tmp_path):
    path = tmp_path / "robots.json"
    assert run_cli("new", "winter", "-o", path, "--factions", "marquise,eyrie,riverfolk", "--seed", "2")[0] == 0
    assert run_cli("bot", path, "riverfolk", "--setup")[0] == 0
    data = json.loads(path.read_text(encoding="utf-8"))
    data["boards"]["riverfolk"]["market"] = data["boards"]["riverfolk"]["market"][:-1]  # one card fewer than its board
    path.write_text(json.dumps(data), encoding="utf-8")
    code, _, err = run_cli("status", path)
    assert code != 0 and str(path) in err and "boards.riverfolk.market" in err


def test_the_company_keeps_no_market_even_taught():
    state = game("autumn", ("marquise", "eyrie", R), seed=7)  # the Riverfolk Company, a human seat
    before = state.fields_json()
    outcome = replay.perform(state, BotMarket(draw=1), "teach")
    assert not outcome.applied and outcome.verdict.message.template.id == "bot.riverfolk.market.not-bot"
    assert state.fields_json() == before


@pytest.mark.parametrize("pile", [0, 1])
def test_a_market_card_discarded_onto_an_empty_draw_pile_is_shuffled_back(pile):
    """9.2.1: the leftmost card discarded; 2.1: "If the deck is ever empty, shuffle the discard
    pile immediately": with no card left in the draw pile it is the new draw pile, with one not."""
    from rootboard.game.cards.table import card_edit

    state = robots_game()
    _market(state, _without_item(state, 2))
    state.apply([card_edit(None, "draw", "hand:marquise")] * (draw_size(state) - pile))
    assert replay.perform(state, BotMarket(discard=1), "enforce").applied
    assert on_board(state, R) == 1 and len(row(state)) == 1
    assert (draw_size(state), len(discard_pile(state))) == ((1, 0) if pile == 0 else (pile, 1))
