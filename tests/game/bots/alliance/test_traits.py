"""The Automated Alliance's abilities and traits in battles she defends (Law of Rootbotics 6.2;
[CR] models/woodland.ts): Automated Ambush always on, Veterans and Informants as the table
chooses them; Crackdown made (6.2.4) and Automated Outrage said when another player causes them."""

from __future__ import annotations

from rootboard.game import replay
from rootboard.game.actions import Move, Remove
from rootboard.game.battle.resolution import Battle
from rootboard.game.modes import TEACH
from rootboard.game.movement import MoveRequest
from rootboard.game.placement import PieceRequest
from tests.game.bots.alliance.kit import A, adjacent, alliance_game, of_suit, put
from tests.game.gamekit import game, turn_of

E = "eyrie"


def fought(state, c, rolls):
    turn_of(state, E, "daylight")
    outcome = replay.perform(state, Battle(E, A, c, rolls=rolls), TEACH)
    assert outcome.applied
    return state.count(c, (E, "warrior")), state.count(c, (A, "warrior"))


def position(state, c, mine=2, theirs=3):
    put(state, c, A, n=mine)
    put(state, c, E, n=theirs)
    return state


def test_automated_ambush_an_extra_hit_defending_with_her_warriors():
    c = of_suit(alliance_game(), "fox")[0]
    # the bot: no Guerrilla War, so the attacker deals the higher roll (1), she the lower (0) and an extra hit
    assert fought(position(alliance_game(), c), c, (1, 0)) == (2, 1)
    human = game("autumn", ("marquise", "eyrie", "alliance"))  # the human Alliance: Guerrilla War (8.2.2)
    assert fought(position(human, c), c, (1, 0)) == (2, 2)


def test_veterans_gives_her_guerrilla_war():
    c = of_suit(alliance_game(), "fox")[0]
    assert fought(position(alliance_game(traits=("veterans",)), c), c, (1, 0)) == (1, 2)


def test_informants_a_defenseless_sympathy_token_deals_the_extra_hit():
    for traits, left in (((), 1), (("informants",), 0)):
        state = alliance_game(traits=traits)
        c = of_suit(state, "fox")[0]
        put(state, c, A, "sympathy")
        put(state, c, E)
        turn_of(state, E, "daylight")
        assert replay.perform(state, Battle(E, A, c, rolls=(0, 0)), TEACH).applied
        assert state.count(c, (E, "warrior")) == left
        assert not state.count(c, (A, "sympathy"))  # defenseless: the attacker's extra hit (4.3.3.II)


def test_crackdown_and_automated_outrage_are_said():
    state = alliance_game()
    c = of_suit(state, "fox")[0]
    put(state, c, A, "fox-base")
    turn_of(state, E, "daylight")
    outcome = replay.perform(state, Remove(PieceRequest(A, "fox-base", c), by=E), TEACH)
    assert "bot.alliance.crackdown" in [n.template.id for n in outcome.verdict.notes if n is not None]
    d = adjacent(state, c)[0]
    put(state, d, A, "sympathy")
    put(state, c, E)
    outcome = replay.perform(state, Move(MoveRequest(E, c, d, 1)), TEACH)
    assert "bot.alliance.automated-outrage" in [n.template.id for n in outcome.verdict.notes if n is not None]


def _crackdown_position():
    """Her fox base alone in fox clearing c; her sympathy in another fox clearing d and in a
    rabbit clearing r."""
    state = alliance_game()
    c, d = of_suit(state, "fox")[:2]
    r = of_suit(state, "rabbit")[0]
    put(state, c, A, "fox-base")
    for where in (d, r):
        put(state, where, A, "sympathy")
    return state, c, d, r


def test_crackdown_removes_her_sympathy_in_the_bases_suit_outside_battle():
    # 6.2.4 [RDB]: "Whenever an Alliance base is removed, remove all sympathy tokens from
    # clearings matching the suit of the base removed": the fox base goes, so does the fox
    # clearing's sympathy; the rabbit clearing's stays, and the Eyrie scores nothing for them.
    state, c, d, r = _crackdown_position()
    turn_of(state, E, "daylight")
    points = state.scores.get(E, 0)
    outcome = replay.perform(state, Remove(PieceRequest(A, "fox-base", c), by=E), TEACH)
    assert outcome.applied
    assert [n.template.id for n in outcome.verdict.notes if n is not None].count("bot.alliance.crackdown") == 1
    assert (state.count(d, (A, "sympathy")), state.count(r, (A, "sympathy"))) == (0, 1)
    assert state.scores.get(E, 0) == points


def test_crackdown_in_battle():
    # The Eyrie battles the lone (defenseless) fox base, dice 0,0: the defenseless extra hit
    # (4.3.3.II) removes it, 1 VP (3.2.1); Crackdown (6.2.4) then removes the fox clearing's
    # sympathy, for no point, and is said once.
    state, c, d, r = _crackdown_position()
    put(state, c, E, n=2)
    turn_of(state, E, "daylight")
    points = state.scores.get(E, 0)
    outcome = replay.perform(state, Battle(E, A, c, rolls=(0, 0)), TEACH)
    assert outcome.applied and not state.count(c, (A, "fox-base"))
    assert (state.count(d, (A, "sympathy")), state.count(r, (A, "sympathy"))) == (0, 1)
    assert state.scores.get(E, 0) == points + 1
    assert repr(outcome.verdict).count("bot.alliance.crackdown") == 1


def test_popularity_no_point_for_removing_her_sympathy_tokens():
    # The Eyrie attacks her lone sympathy token (defenseless: an extra hit), dice 1,0: the token
    # goes; without Popularity the Eyrie scores 1 VP (3.2.1), with it none, and the reason is said.
    for traits, points in ((("popularity",), 0), ((), 1)):
        state = alliance_game(traits=traits)
        c = of_suit(state, "fox")[0]
        put(state, c, A, "sympathy")
        put(state, c, E, n=2)
        turn_of(state, E, "daylight")
        outcome = replay.perform(state, Battle(E, A, c, rolls=(1, 0)), TEACH)
        assert outcome.applied and state.count(c, (A, "sympathy")) == 0
        assert state.scores[E] == points
        notes = [n.template.id for n in outcome.verdict.notes if n is not None]
        assert ("bot.alliance.popularity" in notes) == bool(traits)


def test_popularity_said_when_her_token_is_removed_outside_battle():
    for traits, said in ((("popularity",), "bot.alliance.popularity"), ((), "remove.enemy-building-vp")):
        state = alliance_game(traits=traits)
        c = of_suit(state, "fox")[0]
        put(state, c, A, "sympathy")
        verdict = Remove(PieceRequest(A, "sympathy", c), E).check(state)
        assert said in [n.template.id for n in verdict.notes if n is not None]
