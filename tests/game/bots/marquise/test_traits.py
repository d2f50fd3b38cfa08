"""The Mechanical Marquise 2.0's traits (Law of Rootbotics; [CR] models/marquise.ts): Hates
Surprises always on, Blitz and Iron Will as the table chooses them."""

from __future__ import annotations

from rootboard.game import replay
from rootboard.game.battle.resolution import Battle
from rootboard.game.factions.marquise.board import adjacent_clearings
from rootboard.game.modes import ENFORCE, TEACH
from tests.game.bots.kit import M, bot_game, doings, of_suit, placed, put, snapshot, turn
from tests.game.gamekit import game
from rootboard.game.kinds import WARRIOR


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


# --- Fortified and Hospitals: battles she defends, on another player's turn ([CR] TextFortified,
# TextHospitals). The Eyrie attacks in her own Daylight; the dice are given, so the hits are known.

def _defended(traits, *, hers, eyrie=3, rolls=(2, 2)):
    """The Eyrie attacks the bot Marquise in a fox clearing holding ``hers`` (piece -> count)."""
    from tests.game.gamekit import turn_of

    state = bot_game(traits=traits)
    c = of_suit(state, "fox")[0]
    for piece, n in hers.items():
        put(state, c, M, piece, n)
    put(state, c, "eyrie", n=eyrie)
    turn_of(state, "eyrie", "daylight")
    return state, c


def _eyrie_battles(state, c, rolls):
    outcome = replay.perform(state, Battle("eyrie", M, c, rolls=rolls), ENFORCE)
    assert outcome.applied, outcome.verdict.message
    return outcome


def test_fortified_a_building_holds_its_first_hit():
    # No warrior of hers there: she is defenseless, one extra hit (4.3.3.II). Dice 0,0: one hit
    # in all; without Fortified her sawmill goes (the Eyrie scores 1 VP), with it, it holds.
    for traits, left, points in (((), 0, 1), (("fortified",), 1, 0)):
        state, c = _defended(traits, hers={"sawmill": 1})
        _eyrie_battles(state, c, (0, 0))
        assert state.count(c, (M, "sawmill")) == left and state.scores["eyrie"] == points
    # Dice 1,1: two hits; with Fortified the first holds and the second removes it.
    state, c = _defended(("fortified",), hers={"sawmill": 1})
    _eyrie_battles(state, c, (1, 1))
    assert state.count(c, (M, "sawmill")) == 0 and state.scores["eyrie"] == 1
    # Dice 2,2 and the extra hit: three hits, two sawmills: each holds one, the third removes one.
    state, c = _defended(("fortified",), hers={"sawmill": 2})
    _eyrie_battles(state, c, (2, 2))
    assert state.count(c, (M, "sawmill")) == 1 and state.scores["eyrie"] == 1


def test_fortified_warriors_still_go_first():
    state, c = _defended(("fortified",), hers={"warrior": 1, "sawmill": 1})
    _eyrie_battles(state, c, (2, 2))  # two hits (she has a warrior): it goes, the sawmill holds
    assert state.count(c, (M, WARRIOR)) == 0 and state.count(c, (M, "sawmill")) == 1


def test_hospitals_two_warriors_to_the_keep_when_two_are_lost_defending():
    for traits, lost_rolls, back in ((("hospitals",), (2, 2), 2), (("hospitals",), (1, 1), 0), ((), (2, 2), 0)):
        state, c = _defended(traits, hers={"warrior": 2})
        keep = next(k for k in of_suit(state, "mouse") + of_suit(state, "rabbit") if k != c)
        put(state, keep, M, "keep")
        _eyrie_battles(state, c, lost_rolls)
        assert state.count(keep, (M, WARRIOR)) == back
