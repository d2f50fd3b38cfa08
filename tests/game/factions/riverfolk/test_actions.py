"""The Riverfolk's actions (11.2.7, 11.4, 11.6): each checked against its section, refused or
taught, applied as edits that undo exactly, and read back from a game file."""

from __future__ import annotations

import pytest

from rootboard.errors import BadInput
from rootboard.game import replay
from rootboard.game.factions.riverfolk.actions import Buy, Collect, SetPrices
from rootboard.game.factions.riverfolk.board import PRICES, PROTECTIONISM, SERVICES, box, prices
from rootboard.game.kinds import OUT, SUPPLY, WARRIOR
from rootboard.game.modes import ENFORCE, TEACH
from rootboard.game.state import shift
from tests.game.factions.marquise.kit import refused_in_both, refused_then_taught, snapshot
from tests.game.factions.riverfolk.kit import R, position, priced


def test_prices_are_set_in_evening_and_kept_on_the_board():
    s = position(R, "evening")
    asked = (PRICES[0], PRICES[-1], PRICES[1])
    outcome = replay.perform(s, SetPrices(*asked))
    assert outcome.applied and outcome.verdict.section == "11.6.2"
    assert prices(s) == dict(zip(SERVICES, asked))


def test_a_price_off_the_track_is_refused_in_both_modes():
    s = position(R, "evening")
    refused_in_both(s, SetPrices(PRICES[-1] + 1, PRICES[0], PRICES[0]), "11.6.2")


def test_prices_outside_evening_are_refused_then_taught():
    s = position(R, "daylight")
    refused_then_taught(s, SetPrices(PRICES[0], PRICES[0], PRICES[0]), "11.6.2")
    assert prices(s)  # taught: applied with its warning


@pytest.mark.parametrize("service", SERVICES)
def test_a_service_is_bought_at_the_price_set_with_the_buyers_warriors(service):
    s = priced(position("marquise", "birdsong"))
    price = prices(s)[service]
    before = s.supply[("marquise", WARRIOR)]
    outcome = replay.perform(s, Buy("marquise", service))
    assert outcome.applied and outcome.verdict.section == "11.2.6"
    assert s.supply[("marquise", WARRIOR)] == before - price
    assert box(s, "payments") == {"marquise": price}
    assert (service in s.effects.get("marquise", set())) == (service in s.law.effects)


def test_buying_undoes_exactly():
    s = priced(position("marquise", "birdsong"))
    before = snapshot(s)
    replay.perform(s, Buy("marquise", "riverboats"))
    replay.undo(s)
    assert snapshot(s) == before


def test_no_price_set_cannot_be_bought():
    refused_in_both(position("marquise", "birdsong"), Buy("marquise", "riverboats"), "11.2.6.I")


def test_too_few_warriors_in_supply_cannot_pay():
    s = priced(position("marquise", "birdsong"))
    have = s.supply[("marquise", WARRIOR)]
    s.apply([shift(("marquise", WARRIOR), SUPPLY, OUT, have - prices(s)["mercenaries"] + 1)])
    refused_in_both(s, Buy("marquise", "mercenaries"), "11.2.6.I")


def test_the_vagabond_cannot_buy_mercenaries():
    s = priced(position("vagabond", "birdsong"))
    refused_then_taught(s, Buy("vagabond", "mercenaries"), "11.2.7.III.b")


def test_the_vagabond_pays_with_items_and_the_riverfolk_place_their_own_warriors():
    s = priced(position("vagabond", "birdsong"))
    price, own = prices(s)["riverboats"], s.supply[(R, WARRIOR)]
    outcome = replay.perform(s, Buy("vagabond", "riverboats"))
    assert outcome.applied and "11.2.6.III" in {n.sections[0] for n in outcome.verdict.notes}
    assert box(s, "payments") == {R: price} and s.supply[(R, WARRIOR)] == own - price


def test_services_are_bought_in_the_buyers_birdsong():
    s = priced(position("marquise", "daylight"))
    refused_then_taught(s, Buy("marquise", "riverboats"), "11.2.6")


def test_the_riverfolk_do_not_buy_their_own_services():
    s = priced(position(R, "birdsong"))
    refused_then_taught(s, Buy(R, "hand-card"), "11.2.6")


def test_services_are_bought_on_the_buyers_own_turn():
    s = priced(position(R, "birdsong"))
    refused_then_taught(s, Buy("marquise", "hand-card"), "11.2.6")


def test_an_unknown_service_is_bad_input():
    with pytest.raises(BadInput):
        Buy("marquise", "ferry").check(priced(position("marquise")))


def test_protectionism_then_payments_move_to_funds():
    s = position(R, "birdsong")
    before = s.supply[(R, WARRIOR)]
    outcome = replay.perform(s, Collect())
    assert outcome.applied and outcome.verdict.section == "11.4.3"
    assert box(s, "payments") == {} and box(s, "funds") == {R: PROTECTIONISM}
    assert s.supply[(R, WARRIOR)] == before - PROTECTIONISM
    refused_then_taught(s, Collect(), "11.4")  # once a Birdsong


def test_payments_from_buyers_become_funds_without_protectionism():
    s = priced(position("marquise", "birdsong"))
    replay.perform(s, Buy("marquise", "riverboats"))
    paid = box(s, "payments")
    s.turn, s.used = s.factions.index(R), set()
    own = s.supply[(R, WARRIOR)]
    assert replay.perform(s, Collect(), ENFORCE).applied
    assert box(s, "funds") == paid and s.supply[(R, WARRIOR)] == own


def test_collecting_outside_birdsong_is_refused_then_taught():
    refused_then_taught(position(R, "daylight"), Collect(), "11.4")


def test_teach_mode_applies_a_refused_buy():
    s = priced(position(R, "birdsong"))
    assert replay.perform(s, Buy("marquise", "hand-card"), TEACH).applied


def test_dividends_score_one_point_per_two_funds_with_a_trade_post_on_the_map():
    from rootboard.game.factions.riverfolk.board import trade_posts_on_map
    from rootboard.game.ledger import ledger
    from tests.game.gamekit import put

    s = position(R, "birdsong")
    assert replay.perform(s, Collect()).applied and s.scores.get(R, 0) == 0  # no trade post: none
    funds = sum(box(s, "funds").values())
    s.used = set()
    c = min(s.topology.board.clearings)
    put(s, c, R, f"{s.suits[c]}-trade-post")
    assert trade_posts_on_map(s) == [c]
    outcome = replay.perform(s, Collect())
    assert outcome.applied and s.scores[R] == funds // 2
    assert "11.4.2" in {n.sections[0] for n in outcome.verdict.notes}
    lines = ledger(s)
    assert [(line.faction, line.points) for line in lines] == [(R, funds // 2)]
    assert (lines[0].cause.id, lines[0].cause.sections) == ("ledger.cause.riverfolk-dividends", ("11.4.2",))


def test_dividends_collected_on_leaving_birdsong_are_said_as_dividends_in_the_ledger():
    """Birdsong left with nothing done collects on leaving (11.4): the ledger line the step's
    note gave is Dividends (11.4.2), not the step's own words."""
    from rootboard.game.ledger import ledger
    from rootboard.game.turns.actions import NextStep
    from tests.game.factions.riverfolk.kit import funded
    from tests.game.gamekit import put

    s = funded(position(R, "birdsong"), marquise=3, riverfolk=1)
    c = min(s.topology.board.clearings)
    put(s, c, R, f"{s.suits[c]}-trade-post")
    assert replay.perform(s, NextStep(), ENFORCE).applied and s.phase == "daylight"
    lines = ledger(s)
    assert [(line.faction, line.points) for line in lines] == [(R, 4 // 2)]
    assert (lines[0].cause.id, lines[0].cause.sections) == ("ledger.cause.riverfolk-dividends", ("11.4.2",))


def test_one_service_a_turn_plus_one_per_trade_post_clearing_with_the_buyers_pieces():
    from rootboard.game.factions.riverfolk.actions import service_limit
    from tests.game.gamekit import put

    s = priced(position("marquise", "birdsong"))
    assert service_limit(s, "marquise") == 1
    assert replay.perform(s, Buy("marquise", "riverboats")).applied
    refused_then_taught(s, Buy("marquise", "hand-card"), "11.2.6.II")
    replay.undo(s)  # the taught one
    c, elsewhere = sorted(s.topology.board.clearings)[:2]
    put(s, c, R, f"{s.suits[c]}-trade-post")
    put(s, elsewhere, R, f"{s.suits[elsewhere]}-trade-post")
    assert service_limit(s, "marquise") == 1  # trade posts, but none with her pieces
    put(s, c, "marquise")
    assert service_limit(s, "marquise") == 2
    assert replay.perform(s, Buy("marquise", "hand-card")).applied


def test_a_service_paid_at_another_price_than_the_one_set_is_refused_then_taught():
    from rootboard.game.factions.riverfolk.actions import PAID_OTHER

    s = priced(position("marquise", "birdsong"))
    price = prices(s)["riverboats"]
    paid = next(p for p in PRICES if p != price)
    outcome = replay.perform(s, Buy("marquise", "riverboats", paid=paid), ENFORCE)
    assert not outcome.applied and outcome.verdict.message.id == PAID_OTHER["riverboats"].id
    assert outcome.verdict.section == "11.2.6.I"
    outcome = replay.perform(s, Buy("marquise", "riverboats", paid=paid), TEACH)
    assert outcome.applied and box(s, "payments") == {"marquise": paid}  # what the table placed


def test_the_starting_funds_go_once_into_an_empty_payments_box():
    from rootboard.game.factions.riverfolk.actions import StartingFunds
    from rootboard.game.factions.riverfolk.board import STARTING_FUNDS

    s = position(R, "birdsong")
    s.phase_tracked = False  # at setup
    assert replay.perform(s, StartingFunds(), ENFORCE).applied
    assert box(s, "payments") == {R: STARTING_FUNDS} and s.out[(R, WARRIOR)] == STARTING_FUNDS
    refused_then_taught(s, StartingFunds(), "11.3.4")


def test_the_funds_left_commit_the_rest_and_no_more_than_are_held():
    from rootboard.game.factions.riverfolk.actions import FundsLeft
    from tests.game.factions.riverfolk.kit import funded

    s = funded(position(R, "daylight"), riverfolk=2, marquise=1)
    refused_in_both(s, FundsLeft(4), "11.5")
    assert replay.perform(s, FundsLeft(1), ENFORCE).applied
    assert sum(box(s, "funds").values()) == 1 and sum(box(s, "committed").values()) == 2


def test_a_hand_card_named_moves_from_their_public_hand_to_the_buyer_and_back_on_undo():
    """11.2.7.I, 11.2.3: the card bought leaves their public hand for the buyer's; named, the
    purchase moves it (the hands' counts stay true), offered for each card of their hand."""
    from rootboard.game.cards.actions import Draw
    from rootboard.game.cards.places import hand_size, known_in_hand
    from rootboard.game.turns.options import options
    from tests.game.factions.marquise.kit import card_of

    s = priced(position("marquise", "birdsong"))
    card = card_of(s, "fox")
    assert replay.perform(s, Draw(R, 1, (card,)), TEACH).applied  # dealt to their public hand
    offered = [o.action for o in options(s) if o.playable and o.action.kind == "riverfolk-buy"]
    assert Buy("marquise", "hand-card", card=card) in offered
    before, theirs, mine = snapshot(s), hand_size(s, R), hand_size(s, "marquise")
    outcome = replay.perform(s, Buy("marquise", "hand-card", card=card))
    assert outcome.applied and "riverfolk.buy.card-named" in {n.id for n in outcome.verdict.notes}
    assert (hand_size(s, R), hand_size(s, "marquise")) == (theirs - 1, mine + 1)
    assert card in known_in_hand(s, "marquise") and card not in known_in_hand(s, R)
    replay.undo(s)
    assert snapshot(s) == before
    other = card_of(s, "mouse")  # not in their hand: not even taught, nothing changes
    assert not replay.perform(s, Buy("marquise", "hand-card", card=other), TEACH).applied
    assert snapshot(s) == before
    with pytest.raises(BadInput):  # a card with another service is bad input
        Buy("marquise", "riverboats", card=card).check(s)
