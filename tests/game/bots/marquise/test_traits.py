"""The Mechanical Marquise 2.0's traits (Law of Rootbotics; [CR] models/marquise.ts): Hates
Surprises always on, Blitz and Iron Will as the table chooses them."""

from __future__ import annotations

from rootboard.game import replay
from rootboard.game.battle.resolution import Battle
from rootboard.game.factions.marquise.board import adjacent_clearings
from rootboard.game.modes import ENFORCE, TEACH
from tests.game.bots.kit import M, bot_game, doings, of_suit, placed, put, snapshot, turn
from tests.game.gamekit import game


def test_hates_surprises_no_ambush_against_her():
    state = bot_game()
    c = of_suit(state, "fox")[0]
    put(state, c, M, n=3)
    put(state, c, "eyrie", n=2)
    ambushed = Battle(M, "eyrie", c, rolls=(1, 0), ambush=True, ambush_suit="bird")
    before = snapshot(state)
    outcome = replay.perform(state, ambushed, ENFORCE)
    assert not outcome.applied and outcome.verdict.possible
    assert outcome.verdict.message.template.id == "bot.marquise.hates-surprises"
    assert snapshot(state) == before
    assert replay.perform(state, ambushed, TEACH).applied  # the table decides; the warning is logged


def test_the_human_marquise_may_be_ambushed():
    state = game("autumn", ("marquise", "eyrie", "alliance"))
    c = sorted(state.topology.board.clearings)[0]
    put(state, c, M, n=3)
    put(state, c, "eyrie", n=2)
    assert replay.perform(state, Battle(M, "eyrie", c, rolls=(1, 0), ambush=True, ambush_suit="bird"), ENFORCE).applied


def test_iron_will_doubles_escalated_recruits():
    mine = None
    for traits, each in (((), 2), (("iron-will",), 4)):
        state = bot_game(traits=traits)
        mine = sorted(state.topology.board.clearings)[:3]
        for c in mine:
            put(state, c, M)
        assert placed(turn(state, "bird")) == {mine[-1]: each, mine[-2]: each}  # [CR] Iron Will, Bird1


def test_blitz_moves_all_but_one_from_her_safe_clearing_of_highest_priority_and_battles():
    state = bot_game(traits=("blitz",))
    fox = of_suit(state, "fox")
    home = fox[0]
    target = min(adjacent_clearings(state, home))
    put(state, home, M, n=3)
    put(state, target, "eyrie")
    played = turn(state, "mouse")  # a mouse order: her fox clearing neither recruits nor moves
    moves = [a["request"] for a in doings(played, "move")]
    assert [(m["origin"], m["destination"], m["count"]) for m in moves] == [(home, target, 2)]
    assert [b["clearing"] for b in doings(played, "battle")] == [target]
