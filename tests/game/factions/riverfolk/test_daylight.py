"""The Riverfolk's Daylight (11.5): funds committed to a move, a battle or a draw, spent to
recruit or to establish a trade post; each checked with its section, undone exactly, offered by
the options through the same checks. Clearings are chosen from the derived board."""

from __future__ import annotations

from rootboard.game import replay
from rootboard.game.actions import Move
from rootboard.game.factions.riverfolk.actions import Collect
from rootboard.game.factions.riverfolk.board import TRADE_POST_COST, TRADE_POST_POINTS, box, trade_posts_on_map
from rootboard.game.factions.riverfolk.daylight import Commit, DrawCard, Recruit, TradePost, on_river
from rootboard.game.kinds import SUPPLY, WARRIOR
from rootboard.game.modes import ENFORCE
from rootboard.game.movement import MoveRequest, neighbours
from rootboard.game.rules import ruler
from rootboard.game.turns.options import judge, options
from tests.game.factions.marquise.kit import refused_in_both, refused_then_taught, snapshot
from tests.game.factions.riverfolk.kit import R, funded, position
from tests.game.gamekit import put

M = "marquise"


def daylight(**owners):
    s = funded(position(R, "birdsong"), **owners)
    s.phase, s.step = "daylight", "actions"
    return s


def test_a_recruit_spends_a_fund_back_to_its_owner_and_places_a_warrior_on_the_river():
    s = daylight(marquise=2)
    where = min(c for c in s.topology.board.clearings if on_river(s, c))
    cats, otters = s.supply[(M, WARRIOR)], s.supply[(R, WARRIOR)]
    outcome = replay.perform(s, Recruit(where, M), ENFORCE)
    assert outcome.applied and outcome.verdict.section == "11.5.5"
    assert box(s, "funds") == {M: 1} and s.supply[(M, WARRIOR)] == cats + 1
    assert s.count(where, (R, WARRIOR)) and s.supply[(R, WARRIOR)] == otters - 1


def test_a_recruit_away_from_the_river_is_refused_then_taught():
    s = daylight(riverfolk=1)
    dry = [c for c in s.topology.board.clearings if not on_river(s, c)]
    assert dry  # the map has clearings off the river (derived)
    refused_then_taught(s, Recruit(dry[0]), "11.5.5")


def test_without_funds_nothing_paid_with_them_can_be_done():
    s = daylight()
    where = min(c for c in s.topology.board.clearings if on_river(s, c))
    refused_in_both(s, Recruit(where), "11.5.5")
    refused_in_both(s, Commit("move"), "11.5.1")
    refused_in_both(s, DrawCard(), "11.5.4")


def _ruled_by(s, who):
    """A clearing ``who`` rules: found, or made by putting a warrior in the first empty one."""
    found = next((c for c in sorted(s.topology.board.clearings) if ruler(s, c) == who), None)
    if found is None:
        found = next(c for c in sorted(s.topology.board.clearings) if not s.pieces_at(c))
        put(s, found, who)
    assert ruler(s, found) == who
    return found


def _otters(s):
    """A river clearing holding two Riverfolk warriors and a Marquise warrior."""
    where = min(c for c in s.topology.board.clearings if on_river(s, c))
    put(put(s, where, R, n=2), where, M)
    return where


def test_a_trade_post_spends_two_funds_of_the_ruler_and_scores_its_space():
    s = daylight(marquise=TRADE_POST_COST, riverfolk=TRADE_POST_COST)
    where = _ruled_by(s, M)
    cats, score = s.supply[(M, WARRIOR)], s.scores.get(R, 0)
    before = snapshot(s)
    outcome = replay.perform(s, TradePost(where), ENFORCE)
    assert outcome.applied and outcome.verdict.section == "11.5.6"
    assert box(s, "funds") == {R: TRADE_POST_COST} and s.supply[(M, WARRIOR)] == cats + TRADE_POST_COST
    assert trade_posts_on_map(s) == [where] and s.count(where, (R, f"{s.suits[where]}-trade-post"))
    assert s.count(where, (R, WARRIOR)) == 1 and s.scores[R] == score + TRADE_POST_POINTS[0]
    from rootboard.game.ledger import ledger

    line = ledger(s)[-1]  # said as a trade post where it was established (11.5.6.III)
    assert (line.points, line.cause.id, line.cause.sections) == (TRADE_POST_POINTS[0],
                                                                 "ledger.cause.riverfolk-trade-post", ("11.5.6.III",))
    assert line.cause.params["where"] == where
    replay.undo(s)
    assert snapshot(s) == before


def test_a_trade_post_needs_the_rulers_funds_an_unruled_clearing_and_one_per_clearing():
    s = daylight(riverfolk=2 * TRADE_POST_COST)
    refused_in_both(s, TradePost(_ruled_by(s, M)), "11.5.6.II")  # the Marquise's funds, not theirs
    unruled = next(c for c in sorted(s.topology.board.clearings) if ruler(s, c) is None)
    refused_then_taught(s, TradePost(unruled), "11.5.6.I")  # taught: the Riverfolk's own funds spent
    assert trade_posts_on_map(s) == [unruled] and box(s, "funds") == {R: TRADE_POST_COST}
    replay.undo(s)
    mine = _ruled_by(s, R)
    assert replay.perform(s, TradePost(mine), ENFORCE).applied
    refused_then_taught(s, TradePost(mine), "11.5.6.I")


def test_a_move_or_battle_is_taken_only_with_a_fund_committed_to_it():
    from rootboard.game.battle.resolution import Battle

    s = daylight(eyrie=2)
    start = _otters(s)  # two Riverfolk warriors and a Marquise warrior: they rule it
    move = Move(MoveRequest(R, start, sorted(neighbours(s, start), key=str)[0], 1))
    for action in (move, Battle(R, M, start)):
        refused = judge(s, action)  # no fund committed yet: the turn says what to do first
        assert not refused.legal and refused.message.id == "riverfolk.commit.needed"
        assert refused.sections[:2] == ("11.5.1", "11.5.2")
    assert replay.perform(s, Commit("move"), ENFORCE).applied
    assert box(s, "committed") == {"eyrie": 1} and box(s, "funds") == {"eyrie": 1}
    assert judge(s, move).legal
    assert replay.perform(s, move, ENFORCE).applied
    assert judge(s, move).message.id == "riverfolk.commit.needed"  # the one committed is used
    # Where the turn stands says what it counts: moves and battles, one per fund committed
    # (11.5.1), not a bare "1 of 1" as if their Daylight were over.
    from rootboard.game.turns.progress import progress

    now = progress(s)
    assert (now.taken, now.limit) == (1, 1) and now.words.id == "riverfolk.actions.counted"
    assert (now.words.params["taken"], now.words.params["times"]) == (1, 1)


def test_committed_funds_return_to_funds_in_birdsong():
    s = daylight(eyrie=2)
    replay.perform(s, Commit("battle"), ENFORCE)
    replay.perform(s, Commit("move", "eyrie"), ENFORCE)
    s.phase, s.step, s.used = "birdsong", None, frozenset()
    assert replay.perform(s, Collect(), ENFORCE).applied
    assert box(s, "funds")["eyrie"] == 2 and not box(s, "committed")


def test_daylight_options_are_the_actions_own_checks_and_include_battles_once_committed():
    s = daylight(riverfolk=1)
    _otters(s)
    enemy = M
    before = [o for o in options(s) if o.action.kind == "battle"]
    assert before and not any(o.playable for o in before)  # no fund committed to a battle
    assert replay.perform(s, Commit("battle"), ENFORCE).applied
    found = options(s)
    for o in found:
        assert o.verdict == judge(s, o.action)
    assert any(o.playable and o.action.kind == "battle" and o.action.defender == enemy for o in found)
    assert not any(o.playable and o.action.kind == "riverfolk-recruit" for o in found)  # the fund is committed


def test_a_trade_post_removed_costs_half_the_funds_rounded_up_and_undoes_exactly():
    from rootboard.game.actions import Remove
    from rootboard.game.placement import PieceRequest

    funds = {R: 2, "eyrie": 1}
    s = daylight(**funds)
    where = _ruled_by(s, M)
    put(s, where, R, f"{s.suits[where]}-trade-post")
    before = snapshot(s)
    total = sum(funds.values())
    assert replay.perform(s, Remove(PieceRequest(R, f"{s.suits[where]}-trade-post", where), by=M)).applied
    assert sum(box(s, "funds").values()) == total - (total + 1) // 2  # 11.2.5.I
    replay.undo(s)
    assert snapshot(s) == before


def test_a_trade_post_removed_in_battle_costs_half_the_funds():
    from rootboard.game.battle.resolution import Battle

    s = funded(position("eyrie", "birdsong"), riverfolk=3)
    s.phase = "daylight"
    where = _ruled_by(s, "eyrie")
    put(s, where, R, f"{s.suits[where]}-trade-post")
    outcome = replay.perform(s, Battle("eyrie", R, where, (0, 0)), ENFORCE)
    assert outcome.applied and not s.count(where, (R, f"{s.suits[where]}-trade-post"))
    assert box(s, "funds") == {R: 3 - (3 + 1) // 2}  # 11.2.5.I
    assert "11.2.5.I" in {sec for n in outcome.verdict.notes for sec in n.sections}


def test_export_pays_a_cost_with_funds_discards_the_card_and_places_a_warrior_in_payments():
    from rootboard.game.cards.catalogue import deck
    from rootboard.game.cards.places import discard_pile, known_in_hand
    from rootboard.game.factions.riverfolk.daylight import Export
    from rootboard.game.cards.actions import Draw

    s = daylight(riverfolk=2)
    card = next(c for c in deck(s.deck).cards if len(c.cost) == 1 and c.cost[0] != "any" and c.craftable)
    refused_in_both(s, Export(card.id), "11.5.3.I")  # no space of its suit uncovered yet
    put(s, min(c for c, suit in s.suits.items() if suit == card.cost[0]), R, f"{card.cost[0]}-trade-post")
    assert replay.perform(s, Draw(R, 1, (card.id,)), ENFORCE).applied  # the card table kept from here
    before = snapshot(s)
    outcome = replay.perform(s, Export(card.id), ENFORCE)
    assert outcome.applied and outcome.verdict.section == "11.5.3.I"
    assert box(s, "payments") == {R: 1} and box(s, "committed") == {R: 1} and box(s, "funds") == {R: 1}
    assert card.id in discard_pile(s) and card.id not in known_in_hand(s, R)
    replay.undo(s)
    assert snapshot(s) == before


def test_a_draw_commits_a_fund_and_draws_through_the_card_table():
    from rootboard.game.cards.places import hand_size

    s = daylight(eyrie=1)
    before = snapshot(s)
    outcome = replay.perform(s, DrawCard(), ENFORCE)
    assert outcome.applied and outcome.verdict.section == "11.5.4"
    assert hand_size(s, R) == 1 and box(s, "committed") == {"eyrie": 1} and not box(s, "funds")
    replay.undo(s)
    assert snapshot(s) == before


def test_a_fund_named_for_no_player_is_bad_input():
    import pytest

    from rootboard.errors import BadInput

    s = daylight(riverfolk=1)
    before = snapshot(s)
    with pytest.raises(BadInput):
        replay.perform(s, Commit("move", "nobody"), ENFORCE)
    assert snapshot(s) == before


def test_a_trade_post_removed_by_a_revolt_costs_half_the_funds_and_the_file_still_opens():
    """Found by the three-round game (issue 35): the Alliance's officer, set on the boards as the
    revolt began, undid the Trade Disruption its removals made (11.2.5.I, 8.4.1), and the file
    no longer opened (more funds than warriors out)."""
    from rootboard.game.factions.alliance.actions import Revolt
    from rootboard.game.factions.alliance.board import officers
    from rootboard.game.factions.riverfolk.board import board_problem
    from rootboard.game.state import Edit
    from tests.game.gamekit import game, turn_of

    s = funded(turn_of(game("autumn", (R, "alliance", M)), "alliance", "birdsong"), riverfolk=3)
    for _ in range(6):  # supporters to pay the revolt with (8.4.1)
        s.apply([Edit("card", (None, "draw", "board:alliance"))])
    fox = sorted(c for c, suit in s.suits.items() if suit == "fox")
    for c in fox[:2]:
        put(s, c, "alliance", "sympathy")
    where = fox[0]
    put(put(s, where, R, "fox-trade-post"), where, R)
    before = snapshot(s)
    outcome = replay.perform(s, Revolt(where), ENFORCE)
    assert outcome.applied, outcome.verdict
    assert not s.count(where, (R, "fox-trade-post")) and officers(s) == 1
    assert box(s, "funds") == {R: 3 - (3 + 1) // 2}  # 11.2.5.I
    assert board_problem(s) is None
    replay.undo(s)
    assert snapshot(s) == before
