"""The Riverfolk Robots' turn (Law of Rootbotics 9.4-9.6), on hand-worked positions: what the
chapter says it does there, worked out by hand from its text ([RDB] 9.2, [CR] the steps),
asserted step by step. Clearings come from the derived board; priorities are the clearing ids (2.1)."""

from __future__ import annotations

import pytest

from rootboard.errors import BadInput
from rootboard.game import replay
from rootboard.game.actions import Remove
from rootboard.game.bots.riverfolk.actions import BotPayments
from rootboard.game.bots.riverfolk.turn import STEPS
from rootboard.game.kinds import SUPPLY
from rootboard.game.placement import PieceRequest
from rootboard.game.turns.steps import steps_of
from rootboard.game.turns.words import step_words
from tests.game.bots.riverfolk.kit import R, doings, of_suit, payments, placed, put, robots_game, said, snapshot, turn


def posts(state) -> list[int]:
    return sorted(c for p in state.law[R].pieces if p.name.endswith("trade-post") for c in state.where_is((R, p.name)))


def test_its_seat_walks_its_own_turn():
    state = robots_game()
    assert steps_of(state.law[R]) == STEPS
    assert [step_words(state.law[R], s).params["section"] for s in STEPS] == ["9.4", "9.5", "9.6"]


def test_a_calm_turn_builds_where_the_richest_payer_is_and_scores_its_payments():
    """A fox order; the Eyrie has 2 warriors in Payments, the Marquise 1; an Eyrie warrior in the
    fox clearing of lowest priority. No Protectionism (Payments full, supply full)."""
    state = robots_game(paid=[("eyrie", 2), ("marquise", 1)])
    fox = of_suit(state, "fox")
    put(state, fox[-1], "eyrie")
    eyrie_supply = state.supply[("eyrie", "warrior")]
    played = turn(state, "fox")
    # 9.5.1: of the fox clearings without a post, the one with the Eyrie's pieces (most in
    # Payments) before priority; Normal: one warrior with it.
    assert posts(state) == [fox[-1]]
    assert placed(played, "fox-trade-post") == {fox[-1]: 1}
    # 9.5.2: one warrior in each fox clearing (after the garrison's one in fox[-1]).
    assert placed(played) == {c: (2 if c == fox[-1] else 1) for c in fox}
    assert "bot.riverfolk.calm" in said(played) and not doings(played, "battle")  # 9.5.3: no Protectionism
    # 9.6.1: two points for the Eyrie's two warriors, which leave Payments for its supply.
    assert state.scores[R] == 2 and payments(state) == {"marquise": 1}
    assert state.supply[("eyrie", "warrior")] == eyrie_supply + 2
    assert said(played)[-1] == "bot.riverfolk.discard" and state.current != R  # 9.6.3, the turn ends


def test_shield_organizes_battles_everywhere_and_racketeers():
    """Payments empty: the shield. Its 5 warriors and the Marquise's 2 in the clearing of
    highest priority, 4 of its warriors with an Eyrie warrior in another; a rabbit order."""
    state = robots_game()
    one, two = sorted(state.topology.board.clearings)[:2]
    put(state, one, R, n=5)
    put(state, one, "marquise", n=2)
    put(state, two, R, n=4)
    put(state, two, "eyrie")
    before = state.scores.get(R, 0)
    played = turn(state, "rabbit", rolls=[(0, 0), (0, 0)])
    ids = said(played)
    assert "bot.riverfolk.shield" in ids and "bot.riverfolk.sword" not in ids
    # 9.5.3: 1 VP, two warriors where it has pieces and the most enemy pieces: `one` (2 enemies).
    organize = next(p for p in played if p.doing.says and p.doing.says.template.id == "bot.riverfolk.organize")
    assert organize.doing.says.params["where"] == one
    # 9.5.4 (shield): a battle in each clearing with its warriors and an enemy, by priority.
    assert [(b["defender"], b["clearing"]) for b in doings(played, "battle")] == [("marquise", one), ("eyrie", two)]
    # 9.6.2 Racketeering: all but two of its warriors from each clearing into Payments.
    assert state.count(one, (R, "warrior")) == 2 and state.count(two, (R, "warrior")) == 2
    assert ids.count("bot.riverfolk.discard") == 1 and "bot.riverfolk.discard-again" in ids  # shield: twice
    assert state.scores[R] == before + 1 and payments(state)[R] > 0


def test_sword_battles_only_in_ordered_clearings():
    state = robots_game(paid=[("eyrie", 1)])
    fox = of_suit(state, "fox")
    other = next(c for c in sorted(state.topology.board.clearings) if c not in fox)
    put(state, fox[0], R, n=3)
    put(state, fox[0], "eyrie")
    put(state, other, R, n=state.supply[(R, "warrior")] - 0)  # the rest: its supply is empty
    put(state, other, "marquise")
    played = turn(state, "fox", rolls=[(0, 0)])
    assert "bot.riverfolk.sword" in said(played) and "bot.riverfolk.shield" not in said(played)
    assert [b["clearing"] for b in doings(played, "battle")] == [fox[0]]  # 9.5.5: ordered clearings only
    assert not placed(played)  # no warrior to place: the post goes alone, nobody recruited


@pytest.mark.parametrize("difficulty, garrison", [("easy", 0), ("normal", 1), ("challenging", 2), ("nightmare", 2)])
def test_difficulty_sets_the_garrison(difficulty, garrison):
    state = robots_game(difficulty=difficulty, paid=[("eyrie", 1)])
    mouse = of_suit(state, "mouse")
    played = turn(state, "mouse")
    assert posts(state) == [mouse[0]]  # no payer's pieces anywhere: the highest priority
    assert placed(played).get(mouse[0], 0) == garrison + 1  # and one recruited there
    if difficulty == "nightmare":  # one point per two players, rounded up: 3 players, 2
        assert state.scores[R] == 1 + 2


def test_a_bird_order_recruits_on_the_river():
    from rootboard.game.setupkit.places import river_clearings

    state = robots_game(difficulty="easy", paid=[("eyrie", 1)])
    river = sorted(river_clearings(state.topology))
    played = turn(state, "bird")
    assert set(placed(played)) == set(river[:state.law[R].pieces[0].count])  # 9.5.2, priority while they last
    assert posts(state) == [min(state.topology.board.clearings)]  # any clearing (unconfirmed)


def test_a_removed_trade_post_returns_to_its_board():
    state = robots_game(paid=[("eyrie", 1)])
    turn(state, "rabbit")
    where = posts(state)[0]
    held = state.supply.get((R, "rabbit-trade-post"), 0)
    assert replay.perform(state, Remove(PieceRequest(R, "rabbit-trade-post", where, 1)), "teach").applied
    assert state.supply[(R, "rabbit-trade-post")] == held + 1  # 9.2.2 [RDB]: not out of the game


def test_payments_refuses_what_is_not_there_and_changes_nothing():
    state = robots_game()
    before = snapshot(state)
    outcome = replay.perform(state, BotPayments("eyrie", 3, release=True), "enforce")
    assert not outcome.applied and snapshot(state) == before


def test_not_its_birdsong_changes_nothing():
    state = robots_game(paid=[("eyrie", 1)])
    turn(state, "fox")
    before = snapshot(state)
    with pytest.raises(BadInput):
        turn(state, "fox")
    assert snapshot(state) == before



def test_removing_a_trade_post_halves_the_removers_payments():
    # [CR] tradePost: whoever removes a trade post loses half their warriors in Payments, rounded up.
    state = robots_game(paid=[("eyrie", 3), ("marquise", 2)])
    c = of_suit(state, "mouse")[0]
    put(state, c, R, "mouse-trade-post")
    supply, held = state.supply[("eyrie", "warrior")], state.supply.get((R, "mouse-trade-post"), 0)
    outcome = replay.perform(state, Remove(PieceRequest(R, "mouse-trade-post", c, 1), by="eyrie"), "teach")
    assert outcome.applied
    assert payments(state) == {"eyrie": 1, "marquise": 2}  # 3 halved, rounded up: 2 leave
    assert state.supply[("eyrie", "warrior")] == supply + 2 and state.supply[(R, "mouse-trade-post")] == held + 1


@pytest.mark.parametrize("points, cost", [(0, 2), (9, 2), (10, 3), (19, 3), (20, 4)])
def test_a_service_costs_by_the_buyers_points(points, cost):
    # 9.2.3 [RDB]: two warriors for 0-9 points, three for 10-19, four for 20 or more; no price set.
    from rootboard.game.actions import Score
    from rootboard.game.factions.riverfolk.actions import Buy
    from tests.game.gamekit import turn_of

    state = robots_game()
    if points:
        assert replay.perform(state, Score("eyrie", points), "teach").applied
    turn_of(state, "eyrie")
    supply = state.supply[("eyrie", "warrior")]
    assert replay.perform(state, Buy("eyrie", "riverboats"), "enforce").applied
    assert payments(state) == {"eyrie": cost} and state.supply[("eyrie", "warrior")] == supply - cost


def test_hates_surprises_no_ambush_against_it():
    from rootboard.game.battle.resolution import Battle
    from rootboard.game.bots import seat_bot, settings
    from tests.game.bots.riverfolk.kit import PLAYERS
    from tests.game.gamekit import game

    state = game("autumn", PLAYERS)
    seat_bot(state, R, settings("riverfolk-robots"))
    c = of_suit(state, "fox")[0]
    put(state, c, R, n=3)
    put(state, c, "eyrie", n=2)
    ambushed = Battle(R, "eyrie", c, rolls=(1, 0), ambush=True, ambush_suit="bird")
    before = snapshot(state)
    outcome = replay.perform(state, ambushed, "enforce")
    assert not outcome.applied and outcome.verdict.message.template.id == "bot.riverfolk.hates-surprises"
    assert snapshot(state) == before
    assert replay.perform(state, ambushed, "teach").applied  # the table decides; the warning is logged
