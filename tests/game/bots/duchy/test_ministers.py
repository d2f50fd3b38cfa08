"""The Drillbit Duchy's ministers ([CR] Sway, Ministers, SpecificExtra, Cost of Errors): crowned
in Evening by the order's suit, acting in Daylight top to bottom, on hand-worked positions."""

from __future__ import annotations

from rootboard.board.topology import BURROW
from rootboard.game import replay
from rootboard.game.actions import Remove
from rootboard.game.bots.duchy.actions import BotSway
from rootboard.game.bots.duchy.board import SUIT_OF, TOP_TO_BOTTOM
from rootboard.game.bots.duchy.turn import RECRUITED
from rootboard.game.factions.duchy.board import swayed
from rootboard.game.placement import PieceRequest
from tests.game.bots.duchy.test_turn import D, duchy_game, turn
from tests.game.bots.kit import doings, of_suit, placed
from tests.game.gamekit import put


def crown(state, *ministers):
    for m in ministers:
        assert replay.perform(state, BotSway(D, m), "enforce").applied


def test_evening_crowns_the_topmost_unswayed_minister_of_the_orders_suit():
    state = duchy_game()
    turn(state, "fox")
    first_fox = next(m for m in TOP_TO_BOTTOM if SUIT_OF[m] == "fox")
    assert swayed(state) == [first_fox]


def test_a_bird_order_crowns_the_bottommost_unswayed_minister():
    state = duchy_game()
    turn(state, "bird")
    assert swayed(state) == [TOP_TO_BOTTOM[-1]]


def test_a_minister_is_crowned_once_and_only_at_the_bots_seat():
    state = duchy_game()
    crown(state, "captain")
    assert not replay.perform(state, BotSway(D, "captain"), "enforce").applied
    assert not replay.perform(state, BotSway("marquise", "mayor"), "enforce").applied
    assert replay.perform(state, BotSway(D, "captain", crowned=False), "enforce").applied
    assert swayed(state) == []


def test_the_foremole_shows_one_more_mole_in_birdsong():
    state = duchy_game()
    crown(state, "foremole")
    played = turn(state, "rabbit")
    assert placed(played)[BURROW] == RECRUITED["normal"] + 1


def test_the_marshal_places_a_warrior_where_a_building_has_fewest_warriors_and_the_lords_score():
    """Markets in two clearings (three warriors and one): the Marshal's warrior goes to the one;
    the Baron of Dirt scores one per market (two), as Evening does again."""
    state = duchy_game()
    a, b = [c for c in state.topology.board.clearings if state.suits[c] != "mouse"][:2]
    put(state, a, D, "market")
    put(state, a, D, "warrior", 3)
    put(state, b, D, "market")
    put(state, b, D, "warrior", 1)
    crown(state, "marshal", "baronofdirt")
    played = turn(state, "mouse")
    marshal = [p for p in played if p.doing.says is not None and p.doing.says.template.id == "bot.duchy.marshal"]
    assert [p.doing.says.params["where"] for p in marshal] == [b]
    scored = {p.doing.says.template.id: p.action["points"] for p in played
              if p.doing.says is not None and p.action and p.action["type"] == "score"}
    assert scored["bot.duchy.per-piece"] == 2 and scored["bot.duchy.score"] == 2  # the Baron, then Evening


def test_the_captain_adds_a_hit_where_a_tunnel_is():
    state = duchy_game()
    c = of_suit(state, "fox")[0]
    put(state, c, D, "tunnel")
    put(state, c, D, "warrior", 3)
    put(state, c, "marquise", "warrior", 3)
    crown(state, "captain")
    played = turn(state, "fox", rolls=[(1, 0)])
    battle = doings(played, "battle")[0]
    assert battle["effects"] == ["captain-tunnel"]
    # The attacker rolls the high die (1): one hit, and the Captain's extra one: two of three gone.
    assert state.count(c, ("marquise", "warrior")) == 1


def test_cost_of_errors_is_said_when_its_building_is_removed():
    state = duchy_game()
    crown(state, TOP_TO_BOTTOM[0], TOP_TO_BOTTOM[1])
    c = of_suit(state, "fox")[0]
    put(state, c, D, "market")
    outcome = replay.perform(state, Remove(PieceRequest(D, "market", c)), "teach")
    assert any(n.id == "bot.duchy.cost-of-errors" for n in outcome.verdict.notes)
    assert swayed(state) == [TOP_TO_BOTTOM[0]]  # the bottommost swayed lost its crown ([CR] Cost of Errors)
    assert not any(n.id == "remove.price-of-failure" for n in outcome.verdict.notes)  # the bot's, not 12.2.3


def test_cost_of_errors_paid_no_price_of_failure_is_owed_offered_or_reminded():
    from rootboard.game.actions import EndTurn
    from rootboard.game.turns.options import options

    state = duchy_game()
    crown(state, TOP_TO_BOTTOM[0])
    c = of_suit(state, "fox")[0]
    put(state, c, D, "market")
    assert replay.perform(state, Remove(PieceRequest(D, "market", c)), "teach").applied
    assert not [o for o in options(state) if o.action.kind == "duchy-price"]  # Cost of Errors instead (12.2.3)
    assert state.law[D].owed_notes(state) == [] and state.law[D].owed_candidates(state) == []
    assert not any(n.id == "duchy.price.owed" for n in EndTurn().check(state).notes)
