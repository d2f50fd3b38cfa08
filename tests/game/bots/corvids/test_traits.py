"""The Cogwheel Corvids' Backup Plans ([CR] TextBackupPlans, a chosen trait): whenever one of its
plots is removed, by whomever, a warrior is placed where it was; in a battle on another's turn too."""

from __future__ import annotations

from rootboard.game import replay
from rootboard.game.actions import Remove
from rootboard.game.battle.resolution import Battle
from rootboard.game.kinds import WARRIOR
from rootboard.game.placement import PieceRequest
from tests.game.bots.corvids.kit import C, corvids_game, face_up
from tests.game.bots.kit import of_suit, snapshot
from tests.game.gamekit import put, turn_of


def test_backup_plans_a_warrior_where_a_plot_was_removed():
    for traits, placed in ((("backup-plans",), 1), ((), 0)):
        state = corvids_game(traits=traits)
        c = of_suit(state, "fox")[0]
        face_up(state, c, "extortion")
        supply = state.supply[(C, WARRIOR)]
        outcome = replay.perform(state, Remove(PieceRequest(C, "extortion", c), "marquise"), "teach")
        assert outcome.applied
        assert state.count(c, (C, WARRIOR)) == placed and state.supply[(C, WARRIOR)] == supply - placed
        ids = [n.template.id for n in outcome.verdict.notes if n is not None]
        assert ("bot.corvids.backup-plans" in ids) == bool(placed)


def test_backup_plans_in_a_battle_it_defends_and_undone_with_it():
    # The Marquise (2 warriors) attacks its lone face-up extortion, dice 1,0: 1 rolled hit and 1
    # for defenseless; the first removes the plot, the second finds nothing (1.5.4: the warrior
    # of Backup Plans comes once the hits are taken, so it stands).
    state = corvids_game(traits=("backup-plans",))
    c = of_suit(state, "mouse")[0]
    face_up(state, c, "extortion")
    put(state, c, "marquise", n=2)
    turn_of(state, "marquise", "daylight")
    supply = state.supply[(C, WARRIOR)]
    assert replay.perform(state, Battle("marquise", C, c, rolls=(1, 0)), "enforce").applied
    assert state.count(c, (C, "extortion")) == 0 and state.count(c, (C, WARRIOR)) == 1
    assert state.scores["marquise"] == 1  # the plot, a token (3.2.1)
    replay.undo(state)  # the battle undone takes its warrior back
    assert state.count(c, (C, "extortion")) == 1 and state.supply[(C, WARRIOR)] == supply


def _gamble_position(traits=("gamble",)):
    """A face-down bomb in a fox clearing with a Marquise warrior (the human there)."""
    state = corvids_game(traits=traits)
    c = of_suit(state, "fox")[0]
    put(state, c, C, "bomb")
    put(state, c, "marquise", n=1)
    return state, c


def _turn(state, guesses):
    from rootboard.game.bots.play import Context, play_turn

    return play_turn(state, C, Context(orders=["mouse"], guesses=list(guesses)))


def test_gamble_a_right_guess_flips_without_effect_and_the_guesser_removes_it():
    state, c = _gamble_position()
    played = _turn(state, ["bomb"])
    assert state.count(c, (C, "bomb")) == 0 and state.count(c, ("marquise", WARRIOR)) == 1  # no bomb went off
    assert state.scores["marquise"] == 1 and state.scores[C] >= 1  # 1 VP each: his removal, its flip
    assert not [p for p in played if p.action and p.action["type"] == "flip"]


def test_gamble_a_wrong_guess_scores_the_corvids_and_the_plot_flips():
    state, c = _gamble_position()
    played = _turn(state, ["snare"])
    assert [p.action["clearing"] for p in played if p.action and p.action["type"] == "flip"] == [c]
    assert state.count(c, ("marquise", WARRIOR)) == 0  # the bomb went off (13.7.1)
    assert state.scores["marquise"] == 0 and state.scores[C] >= 2  # the Gamble's point and the flip's


def test_gamble_without_the_guess_asks_for_it_and_changes_nothing():
    import pytest

    from rootboard.errors import BadInput

    state, c = _gamble_position()
    before = snapshot(state)
    with pytest.raises(BadInput) as refused:
        _turn(state, [])
    assert refused.value.message.id == "bot.corvids.guess-needed"
    assert snapshot(state) == before
    state, c = _gamble_position(traits=())  # without Gamble: no guess asked, it flips
    played = _turn(state, [])
    assert [p.action["clearing"] for p in played if p.action and p.action["type"] == "flip"] == [c]
